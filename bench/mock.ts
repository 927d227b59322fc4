import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LoadFigure {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
}

async function load(name: string, url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigure> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

/** Starts a server in its own process (so the load generator does not share its event loop); resolves with its URL. */
function serve(args: readonly string[], ready: RegExp): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const url = ready.exec(output)?.[1];
      if (url) resolve({ url, child });
    });
  });
}

const PLAIN_SERVER = `const body = process.argv[1];
require('node:http').createServer((_, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body))
  .listen(0, '127.0.0.1', function () { console.log('listening on http://127.0.0.1:' + this.address().port); });`;

/**
 * The mock's throughput and p99 latency on the webhook listing, static and dynamic, next to a
 * plain node:http server returning the same body, measured in the same run; and the cold start
 * of the mock command (spec served, Prism answering).
 */
export async function mockThroughput(seconds: number): Promise<{ figures: LoadFigure[]; coldStartSeconds: number }> {
  const cli = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));
  const started = performance.now();
  const mock = await serve([cli, 'mock', '--port', '0', '--seed', '1'], /ready on (http:\/\/\S+):/);
  const coldStartSeconds = (performance.now() - started) / 1000;
  const path = '/api/platform/v1/client-webhook';
  const headers = { Authorization: 'Bearer bench' };
  const body = await (await fetch(mock.url + path, { headers })).text();
  const plain = await serve(['-e', PLAIN_SERVER, body], /listening on (http:\/\/\S+)/);
  try {
    return {
      coldStartSeconds,
      figures: [
        await load('plain node:http, same body', plain.url + path, headers, seconds),
        await load('mock, static (fixtures via Prism)', mock.url + path, headers, seconds),
        await load('mock, dynamic (our generators)', mock.url + path, { ...headers, Prefer: 'dynamic=true' }, seconds),
      ],
    };
  } finally {
    for (const server of [plain, mock]) {
      server.child.removeAllListeners('exit');
      server.child.kill('SIGTERM');
    }
  }
}
