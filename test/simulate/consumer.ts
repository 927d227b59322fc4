import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a consumer received: headers, raw body, and when it was fully read (ms, performance clock). */
export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly at: number;
}

/** How the consumer answers its n-th request (0-based): a status, or `hang` (never answer). */
export type Answerer = (request: Received, index: number) => number | 'hang';

export interface Consumer {
  readonly url: string;
  readonly received: Received[];
  close(): Promise<void>;
}

/** A webhook consumer on 127.0.0.1 and a free port that records every request; `close` also drops hanging ones. */
export async function startConsumer(answer: Answerer = () => 200): Promise<Consumer> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const got: Received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() };
      received.push(got);
      const status = answer(got, received.length - 1);
      if (status !== 'hang') response.writeHead(status, { 'Content-Type': 'text/plain' }).end(String(status));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A header's single value. */
export const header = (request: Received, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
};
