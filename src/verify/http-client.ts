/** What one HTTP exchange with the target came to; never throws for the target's misbehaviour. */
export interface Exchange {
  readonly method: string;
  readonly url: string;
  /** Request headers with the token redacted, for the report. */
  readonly headers: Readonly<Record<string, string>>;
  readonly status?: number;
  readonly contentType?: string;
  /** The parsed JSON body, when the answer was JSON. */
  readonly json?: unknown;
  /** The raw text of the body (capped). */
  readonly text?: string;
  /** Why no usable answer came: refused, timeout, reset, body too large, redirect. */
  readonly error?: string;
  readonly ms: number;
}

export interface ClientOptions {
  readonly timeoutMs: number;
  /** Larger bodies are cut and reported. */
  readonly maxBodyBytes: number;
  /** Values never printed. */
  readonly secrets: readonly string[];
}

const redact = (value: string, secrets: readonly string[]): string => secrets.reduce((text, secret) => (secret ? text.replaceAll(secret, '<redacted>') : text), value);

/** Why a fetch failed, in words a CI log reader acts on: refused, DNS, TLS, timeout, reset. */
export function reason(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (err as { code?: string }).code ?? '';
  const named: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'DNS lookup failed',
    EAI_AGAIN: 'DNS lookup failed',
    ECONNRESET: 'connection reset',
    UND_ERR_SOCKET: 'connection closed',
    ETIMEDOUT: 'timed out',
    UND_ERR_CONNECT_TIMEOUT: 'connect timed out',
    CERT_HAS_EXPIRED: 'TLS certificate expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS self-signed certificate',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate not trusted',
  };
  if ((err as Error).name === 'TimeoutError') return 'timed out';
  return named[code] ?? `${code ? `${code}: ` : ''}${cause?.message ?? (err as Error).message}`;
}

/**
 * Sends one request with a deadline and reads at most `maxBodyBytes` of the answer. Redirects
 * are not followed (a contract test wants to see them); every failure comes back as `error`.
 */
export async function exchange(options: ClientOptions, method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Exchange> {
  const started = performance.now();
  const shown = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, redact(value, options.secrets)]));
  const base = { method, url, headers: shown };
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status >= 300 && response.status < 400) return { ...base, status: response.status, contentType, error: `redirected to ${response.headers.get('location') ?? '(no location)'}`, ms: elapsed() };
    const { text, capped } = await readCapped(response, options.maxBodyBytes);
    if (capped) return { ...base, status: response.status, contentType, text, error: `body larger than ${options.maxBodyBytes} bytes (capped)`, ms: elapsed() };
    let json: unknown;
    if (/json/i.test(contentType) && text.length) {
      try {
        json = JSON.parse(text);
      } catch {
        return { ...base, status: response.status, contentType, text, error: `body is not valid JSON (starts ${JSON.stringify(text.slice(0, 40))})`, ms: elapsed() };
      }
    }
    return { ...base, status: response.status, contentType, text, ...(json === undefined ? {} : { json }), ms: elapsed() };
  } catch (err) {
    return { ...base, error: reason(err), ms: elapsed() };
  }
}

async function readCapped(response: Response, max: number): Promise<{ text: string; capped: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return { text: '', capped: false };
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > max) {
      await response.body.cancel().catch(() => {});
      return { text: Buffer.concat(chunks).toString('utf8'), capped: true };
    }
    chunks.push(chunk);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), capped: false };
}
