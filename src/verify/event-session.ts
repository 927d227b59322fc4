import { createServer, type Server } from 'node:http';
import { UsageError } from '../spec/spec-error.js';

/** What kind of event a body is, by its shape (a real platform sends none of the harness's headers). */
export type EventKind = 'shipment' | 'return' | 'inventory' | 'unknown';

export interface ReceivedEvent {
  readonly kind: EventKind;
  readonly body: unknown;
  readonly at: number;
}

const kindOf = (body: unknown): EventKind => {
  if (Array.isArray(body)) return 'inventory';
  if (typeof body !== 'object' || body === null) return 'unknown';
  if ('customerReturnNumber' in body) return 'return';
  if ('externalShipmentID' in body) return 'shipment';
  return 'unknown';
};

/**
 * The receiver of the target's webhook deliveries: listens on `--listen`, is registered as
 * `--callback-url`, and keeps every event (or the body that would not parse) in arrival order.
 */
export class EventSession {
  readonly events: ReceivedEvent[] = [];
  readonly callbackUrl: string;
  readonly #server: Server;

  private constructor(server: Server, callbackUrl: string) {
    this.#server = server;
    this.callbackUrl = callbackUrl;
  }

  static async start(listen: string, callbackUrl: string): Promise<EventSession> {
    const match = /^(.*):(\d+)$/.exec(listen);
    if (!match?.[1] || !match[2]) throw new UsageError(`verify: --listen takes HOST:PORT, not "${listen}"`);
    const session: { value?: EventSession } = {};
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // kept as text: the events check reports it with the payload
        }
        session.value?.events.push({ kind: kindOf(body), body, at: Date.now() });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err) => reject(new UsageError(`verify: cannot listen on ${listen}: ${err.message}`)));
      server.listen(Number(match[2]), match[1], resolve);
    });
    session.value = new EventSession(server, callbackUrl);
    return session.value;
  }

  /** Waits until some received event satisfies `found`, or the deadline passes. */
  async waitFor(found: (event: ReceivedEvent) => boolean, ms: number): Promise<boolean> {
    for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) if (this.events.some(found)) return true;
    return this.events.some(found);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.#server.close(() => resolve());
      this.#server.closeAllConnections();
    });
  }
}
