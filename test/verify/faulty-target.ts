import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';

/**
 * A faulty target for `verify`: an HTTP proxy in front of a running simulator that forwards
 * requests, answers and webhook deliveries unchanged, except for what its ONE fault changes.
 *
 * Webhook events: the simulator POSTs events to the URL a registration names, so the proxy
 * rewrites every registration's `data.webhookUrl` to a hook of its own, receives the events
 * there, and forwards them (possibly changed, dropped, reordered or duplicated by the fault) to
 * the URL that was registered, one at a time and in the order they came.
 */

type Node = Record<string, unknown>;
export const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A request to the target as the proxy received it (header names in lower case). */
export interface ProxyRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** An answer (the target's, or one the fault makes up); header names in lower case. */
export interface ProxyResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** What the proxy does with an answer: send it, never answer, or reset the connection. */
export type Answer = ProxyResponse | 'hang' | 'reset';

/** One webhook delivery on its way from the target to the registered URL. */
export interface Delivery {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What the proxy has learned from the traffic: orders whose shipment reported packed. */
export interface TargetState {
  readonly packed: ReadonlySet<string>;
}

/** One fault; everything it does not change is forwarded as it is. */
export interface Fault {
  /** Changes a request before it is forwarded, or answers it without forwarding it. */
  readonly request?: (request: ProxyRequest, state: TargetState) => ProxyRequest | ProxyResponse;
  /** Changes the target's answer to a request, or hangs or resets instead. */
  readonly response?: (request: ProxyRequest, response: ProxyResponse) => Answer;
  /** The deliveries to forward for one the target sent: none (dropped or held), one, or more. */
  readonly event?: (delivery: Delivery, state: TargetState) => readonly Delivery[];
}

export interface FaultyTarget {
  /** Where to point `verify --base-url`. */
  readonly url: string;
  close(): Promise<void>;
}

/** Matches a request by method and path. */
export const on =
  (method: string, path: RegExp) =>
  (request: ProxyRequest): boolean =>
    request.method === method && path.test(request.path);

/** The JSON of a body, or undefined when it is none. */
export function jsonOf(body: Buffer | string): unknown {
  try {
    return JSON.parse(body.toString());
  } catch {
    return undefined;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer the proxy makes up. */
export function reply(status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): ProxyResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, headers: { 'content-type': JSON_TYPE, ...headers }, body: Buffer.from(text) };
}

/** The answer with its JSON object body changed (left alone when it is no JSON object). */
export function withJson(response: ProxyResponse, change: (body: Node) => unknown): ProxyResponse {
  const body = jsonOf(response.body);
  return isNode(body) ? { ...response, body: Buffer.from(JSON.stringify(change({ ...body }))) } : response;
}

/** The request with its JSON body replaced. */
export function withRequestJson(request: ProxyRequest, body: unknown): ProxyRequest {
  return { ...request, body: Buffer.from(JSON.stringify(body)) };
}

/** The delivery with its JSON body changed (left alone when it is not JSON). */
export function withEventJson(delivery: Delivery, change: (body: unknown) => unknown): Delivery {
  const body = jsonOf(delivery.body);
  return body === undefined ? delivery : { ...delivery, body: JSON.stringify(change(body)) };
}

/** Hop-by-hop headers, and the length (recomputed): never copied across. */
const HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'proxy-connection', 'upgrade', 'te', 'trailer']);
const HOOKS = '/__faulty/hooks/';

const flat = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [[name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]])));
const forwardable = (headers: Readonly<Record<string, string>>): Record<string, string> => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP.has(name)));

const readBody = (stream: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });

/** One HTTP exchange with a raw body, redirects not followed; rejects on a transport error or after `timeoutMs`. */
function send(url: URL, method: string, headers: Readonly<Record<string, string>>, body: Buffer, timeoutMs: number): Promise<ProxyResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, { method, headers: { ...forwardable(headers), ...(body.length ? { 'content-length': String(body.length) } : {}) }, timeout: timeoutMs }, (incoming) => {
      readBody(incoming).then((data) => resolve({ status: incoming.statusCode ?? 502, headers: flat(incoming.headers), body: data }), reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer from ${url.origin} in ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function write(res: ServerResponse, answer: ProxyResponse): void {
  res.writeHead(answer.status, { ...forwardable(answer.headers), 'content-length': String(answer.body.length) });
  res.end(answer.body);
}

export interface FaultyTargetOptions {
  /** Sees each request the target answered, with the target's own answer (before the fault). */
  readonly observe?: (request: ProxyRequest, response: ProxyResponse) => void;
}

/** Starts the proxy on a free loopback port in front of `upstream` (the simulator's URL), with one fault or none. */
export async function startFaultyTarget(upstream: string, fault: Fault = {}, options: FaultyTargetOptions = {}): Promise<FaultyTarget> {
  const target = new URL(upstream);
  const hooks: string[] = [];
  const packed = new Set<string>();
  const state: TargetState = { packed };
  let self = '';
  /** Deliveries to one registered URL go one at a time, in the order the target sent them. */
  const queues = new Map<string, Promise<unknown>>();

  const learn = (delivery: Delivery): void => {
    const body = jsonOf(delivery.body);
    if (isNode(body) && body['status'] === 'packed' && typeof body['customerOrderNumber'] === 'string') packed.add(body['customerOrderNumber']);
  };

  async function deliver(res: ServerResponse, index: number, incoming: Delivery): Promise<void> {
    const destination = hooks[index];
    if (destination === undefined) return void write(res, reply(404, { message: `no hook ${index}` }));
    learn(incoming);
    const outgoing = fault.event ? fault.event(incoming, state) : [incoming];
    const previous = queues.get(destination) ?? Promise.resolve();
    const forwarded = previous.then(async () => {
      let status = 200;
      for (const delivery of outgoing) status = (await send(new URL(destination), 'POST', delivery.headers, Buffer.from(delivery.body), 5000)).status;
      return status;
    });
    queues.set(destination, forwarded.catch(() => undefined));
    // The target learns what the consumer answered (a dead consumer is a 502 it retries).
    write(res, reply(await forwarded.catch(() => 502), {}));
  }

  /** The registration, pointed at a hook of the proxy's own that forwards to the URL it named. */
  function registration(request: ProxyRequest): ProxyRequest {
    const body = jsonOf(request.body);
    const data = isNode(body) ? body['data'] : undefined;
    if (!isNode(body) || !isNode(data) || typeof data['webhookUrl'] !== 'string' || !URL.canParse(data['webhookUrl'])) return request;
    // One hook per registered URL: the target keeps its deliveries to one URL in order, and so must the proxy.
    const known = hooks.indexOf(data['webhookUrl']);
    const index = known >= 0 ? known : hooks.push(data['webhookUrl']) - 1;
    return withRequestJson(request, { ...body, data: { ...data, webhookUrl: `${self}${HOOKS}${index}` } });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://proxy.invalid');
    const headers = flat(req.headers);
    const body = await readBody(req);
    if (req.method === 'POST' && url.pathname.startsWith(HOOKS)) return deliver(res, Number(url.pathname.slice(HOOKS.length)), { headers: forwardable(headers), body: body.toString('utf8') });
    const received: ProxyRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, body };
    const changed = fault.request ? fault.request(received, state) : received;
    if ('status' in changed) return void write(res, changed);
    const request = changed.method === 'POST' && changed.path === '/api/v1/webhook' ? registration(changed) : changed;
    const query = request.query.toString();
    let forwarded: ProxyResponse;
    try {
      forwarded = await send(new URL(`${request.path}${query ? `?${query}` : ''}`, target), request.method, request.headers, request.body, 30_000);
      options.observe?.(request, forwarded);
    } catch (err) {
      forwarded = reply(502, { message: `faulty target: upstream failed: ${(err as Error).message}` });
    }
    const answer: Answer = fault.response ? fault.response(received, forwarded) : forwarded;
    if (answer === 'hang') return; // never answered; closed with the proxy
    if (answer === 'reset') return void req.socket.resetAndDestroy();
    write(res, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) write(res, reply(500, { message: `faulty target: ${(err as Error).message}` }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  self = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: self,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A free loopback port (for `verify --listen`): bound, read, released. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
