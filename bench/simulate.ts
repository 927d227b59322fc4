import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { generate, type ScenarioEvent } from '../generators/index.js';
import { WebhookDeliverer } from '../src/simulate/webhook-delivery.js';

/** A consumer that answers 200 to everything and counts what it got. */
async function consumer(): Promise<{ url: string; count: () => number; close: () => void }> {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume().on('end', () => {
      received++;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, count: () => received, close: () => server.close() };
}

/**
 * Events delivered per second to one local consumer by the deliverer (ordered, one in flight
 * per URL, every attempt logged), next to a plain loop of fetch POSTs of the same bodies in turn.
 */
export async function deliveryThroughput(count: number): Promise<{ ours: number; plain: number }> {
  const events = [...generate('events', { seed: 1, count })] as ScenarioEvent[];
  const sink = await consumer();
  try {
    let started = performance.now();
    for (const e of events) await fetch(sink.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(e.body) }).then((r) => r.arrayBuffer());
    const plain = count / ((performance.now() - started) / 1000);
    const deliverer = new WebhookDeliverer({ seed: 1 });
    started = performance.now();
    for (const e of events) deliverer.enqueue({ url: sink.url, webhook: e.webhook, subtype: e.subtype, body: e.body });
    await deliverer.idle();
    const ours = count / ((performance.now() - started) / 1000);
    await deliverer.close();
    return { ours, plain };
  } finally {
    sink.close();
  }
}

/** Latency a request pays for passing through the mock's front (simulator on) to Prism, against Prism directly. */
export async function passThroughLatency(seconds: number): Promise<{ front: { rps: number; p50: number; p99: number }; prism: { rps: number; p50: number; p99: number } }> {
  const cli = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));
  const child = spawn(process.execPath, [cli, 'mock', '--port', '0', '--seed', '1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`mock exited with ${code}`)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const found = /ready on (http:\/\/\S+):.* on (http:\/\/\S+)\./.exec(output);
      if (found) resolve(found);
    });
  });
  // Prefer: example=... is answered by Prism: the front only routes, checks auth and forwards.
  const headers = { Authorization: 'Bearer bench', Prefer: 'example=page' };
  const path = '/api/platform/v1/client-webhook';
  const run = async (url: string) => {
    const result = await autocannon({ url, headers, connections: 10, duration: seconds });
    if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  try {
    return { prism: await run(`${ready[2]}${path}`), front: await run(`${ready[1]}${path}`) };
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
}
