/** The answer of a call: status, parsed JSON (or bytes for other media types). */
export interface Answer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/** One JSON call of a client; non-JSON answers come back as bytes. */
export async function call<T>(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(url, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, body: (json ? await response.json() : Buffer.from(await response.arrayBuffer())) as T };
}
