import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomInt } from 'node:crypto';
import { loadSpec } from '../spec/load-spec.js';
import { UsageError } from '../spec/spec-error.js';
import { formatIssue } from '../validate/issues.js';
import { SpecValidator } from '../validate/validator.js';
import { refuseAuth } from './auth.js';
import { handleCors } from './cors.js';
import { DynamicResponder } from './dynamic.js';
import { parsePrefer, type MockReply, type MockRequest } from './exchange.js';
import { startPrism, type PrismProcess } from './prism-process.js';
import { validQuery } from './query.js';
import { Router } from './router.js';
import { fixturesFor, writeServedSpec } from './served-spec.js';
import { SOURCE_RULES } from './source-rules.js';
import { ControlApi, CONTROL_PREFIX } from '../simulate/control-api.js';
import { STATEFUL } from '../simulate/operations.js';
import { Simulator } from '../simulate/simulator.js';
import { WebhookDeliverer, type DeliveryOptions } from '../simulate/webhook-delivery.js';

export interface MockServerOptions {
  /** OpenAPI document to serve (default: the embedded spec). */
  readonly spec?: string;
  readonly port: number;
  readonly host: string;
  /** Generated responses by default (otherwise per request with `Prefer: dynamic=true`). */
  readonly dynamic: boolean;
  /** Seed of the dynamic responses (default: drawn at start, see `seed` of the result). */
  readonly seed?: number;
  /** Accept only this bearer token (default: any). */
  readonly token?: string;
  /** One line per request: method, path, status, milliseconds. */
  readonly log: (line: string) => void;
  /** The plain Prism mock, without the simulator's state and events. */
  readonly stateless?: boolean;
  /** Simulator: milliseconds between steps of shipments and returns (0: only on demand). Default 200. */
  readonly tickMs?: number;
  /** Simulator: sign webhook deliveries with HMAC-SHA256 (the source shows no signing). */
  readonly webhookSecret?: string;
  /** Simulator: fault probabilities for webhook deliveries. */
  readonly faults?: DeliveryOptions['faults'];
  /** Simulator: delivery timings (tests shorten them). */
  readonly delivery?: Pick<DeliveryOptions, 'timeoutMs' | 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs'>;
}

export interface MockServer {
  readonly url: string;
  readonly operations: number;
  readonly seed: number;
  readonly prism: PrismProcess;
  /** The simulator, unless stateless. */
  readonly simulator: Simulator | undefined;
  close(): Promise<void>;
}

const MAX_BODY = 10 * 1024 * 1024;

/**
 * Starts the mock: our front server (CORS, auth as source 5 says, the simulator's stateful
 * operations, control API and webhook events, or when stateless the source rules and dynamic
 * data) before a real Prism process serving the spec with the committed fixtures as examples.
 * @example
 * const mock = await startMockServer({ port: 4010, host: '127.0.0.1', dynamic: false, log: console.log });
 * await fetch(`${mock.url}/api/platform/v1/client-webhook`, { headers: { Authorization: 'Bearer t' } });
 * await mock.close();
 */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  const spec = await loadSpec(options.spec);
  const validator = new SpecValidator(spec);
  const seed = options.seed ?? randomInt(2 ** 31);
  const router = new Router(spec.operations);
  const fixture = (kind: string): Record<string, unknown> => (fixturesFor(kind, () => true)[0] ?? {}) as Record<string, unknown>;
  const dynamic = new DynamicResponder(seed);
  const deliverer = new WebhookDeliverer({
    seed,
    log: options.log,
    ...options.delivery,
    ...(options.webhookSecret === undefined ? {} : { secret: options.webhookSecret }),
    ...(options.faults === undefined ? {} : { faults: options.faults }),
  });
  const simulator = options.stateless ? undefined : new Simulator({ spec, validator, deliverer, seed, tickMs: options.tickMs ?? 200, log: options.log });
  const control = simulator ? await ControlApi.load() : undefined;

  /** Our own replies are checked against the spec before they leave: a violation is a bug of the harness. */
  const send = (response: ServerResponse, request: MockRequest, reply: MockReply): number => {
    const contentType = reply.contentType ?? 'application/json';
    const site = request.operation.responses.get(String(reply.status)) ?? request.operation.responses.get('default');
    const issues = site && contentType === 'application/json' ? validator.validateSite(site, reply.body).errors : [];
    if (issues.length) {
      const message = `the mock's own ${request.operation.operationId} reply breaks the spec: ${issues.map(formatIssue).join('; ')}`;
      if (simulator) simulator.violation(message);
      else options.log(`BUG: ${message}`);
    }
    response.writeHead(reply.status, { 'Content-Type': contentType }).end(Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body));
    return reply.status;
  };

  let prism: PrismProcess | undefined;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<number> => {
    if (handleCors(req, res)) return 204;
    if (!prism) {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' }).end(JSON.stringify({ message: 'the mock is starting' }));
      return 503;
    }
    const upstream = prism;
    const url = new URL(req.url ?? '/', 'http://mock');
    const raw = await readBody(req);
    if (simulator && control && url.pathname.startsWith(CONTROL_PREFIX)) {
      const reply = control.handle(req.method ?? 'GET', url.pathname, parseJson(raw), simulator, deliverer);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
      return reply.status;
    }
    const matched = router.match(req.method ?? 'GET', url.pathname);
    if (!matched) return forward(upstream, req, res, url, raw); // Prism answers unknown paths (404) and methods (405)
    const refusal = refuseAuth(matched.operation, req.headers, options.token);
    if (refusal) {
      res.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer' }).end(JSON.stringify({ message: refusal }));
      return 401;
    }
    const request: MockRequest = { ...matched, query: url.searchParams, headers: req.headers, body: parseJson(raw), prefer: parsePrefer(req.headers.prefer) };
    const validBody = (!request.operation.requestBody || validator.validateSite(request.operation.requestBody, request.body).valid) && validQuery(request.operation, url.searchParams);
    // Named examples and codes picked with Prefer, and every invalid request, are Prism's to answer.
    const picked = request.prefer.has('example') || request.prefer.has('code');
    const stateful = simulator && STATEFUL[request.operation.operationId];
    if (validBody && !picked && simulator && stateful) return send(res, request, stateful(request, simulator));
    if (validBody && !picked) {
      const generated = options.dynamic || request.prefer.get('dynamic') === 'true';
      const record = (kind: string) => (generated ? dynamic.record(kind) : fixture(kind));
      const reply = SOURCE_RULES[request.operation.operationId]?.(request, record) ?? (generated ? dynamic.reply(request) : undefined);
      if (reply) return send(res, request, reply);
    }
    return forward(upstream, req, res, url, raw);
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    handle(req, res)
      .catch((err: unknown) => {
        options.log(`error: ${req.method} ${req.url}: ${(err as Error).message}`);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: `the mock could not answer: ${(err as Error).message}` }));
        return 502;
      })
      .then((status) => options.log(`${req.method} ${req.url} ${status} ${Math.round(performance.now() - started)}ms`));
  });
  // Take the port first: a port in use fails before any Prism process exists.
  await listen(server, options.port, options.host);
  try {
    prism = await startPrism({ specPath: await writeServedSpec(spec, validator) });
  } catch (err) {
    server.close();
    await deliverer.close();
    throw err;
  }
  const started = prism;
  simulator?.start();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    operations: spec.operations.length,
    seed,
    prism: started,
    simulator,
    close: async () => {
      simulator?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections());
      await Promise.all([started.stop(), deliverer.close()]);
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new UsageError(`port ${port} on ${host} is in use; pass --port with a free one`) : new UsageError(`cannot listen on ${host}:${port}: ${err.message}`)),
    );
    server.listen(port, host, () => resolve());
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new Error(`request body over ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/** Passes the request to Prism and its answer back. */
async function forward(prism: PrismProcess, req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer): Promise<number> {
  const headers = Object.entries(req.headers).flatMap(([name, value]) => (HOP_BY_HOP.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]]));
  const answer = await fetch(prism.url + url.pathname + url.search, { method: req.method ?? 'GET', headers, ...(body.length ? { body } : {}) });
  let payload = Buffer.from(await answer.arrayBuffer());
  const out: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-encoding') out[name] = value;
  });
  const violations = answer.headers.get('sl-violations');
  if (answer.status === 422 && violations) {
    // Prism puts what is wrong in a header and answers with the spec's error example: put it in the body.
    payload = Buffer.from(JSON.stringify(invalidRequestBody(violations)));
    out['content-type'] = 'application/json';
  }
  res.writeHead(answer.status, out).end(payload);
  return answer.status;
}

/** A 422 body that names each broken field and rule, from Prism's violations. */
function invalidRequestBody(header: string): { message: string; violations: unknown[] } {
  let violations: unknown[] = [];
  try {
    const parsed: unknown = JSON.parse(header);
    if (Array.isArray(parsed)) violations = parsed;
  } catch {
    violations = [header];
  }
  const messages = violations.map((v) => (typeof v === 'object' && v !== null && 'message' in v ? String(v.message) : String(v)));
  return { message: `the request breaks the spec: ${messages.join('; ')}`, violations };
}
