import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { UsageError } from '../spec/spec-error.js';
import { EMBEDDED_SPEC_DIR } from '../spec/spec-paths.js';

const require = createRequire(import.meta.url);
// Plain CommonJS that tsc does not copy to dist/: found from the package root.
const WATCHDOG = join(EMBEDDED_SPEC_DIR, '..', 'src', 'mock', 'parent-watchdog.cjs');

/** A running Prism mock server, a child process on a loopback port of its own. */
export interface PrismProcess {
  readonly url: string;
  readonly pid: number;
  /** Stops Prism: SIGTERM, then SIGKILL if it has not exited within a second. */
  stop(): Promise<void>;
}

export interface PrismOptions {
  readonly specPath: string;
  /** How long Prism may take to answer its first request. */
  readonly startTimeoutMs?: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts `prism mock` (the real @stoplight/prism-cli) in static mode on a served spec. Its
 * own logging is off (`-v warn`: per-request logs halve its throughput), CORS is ours, and
 * dynamic data comes from our generators (Prism's json-schema-faker breaks these schemas).
 * Resolves once Prism answers HTTP; if it exits or does not answer in time, it is killed and
 * a {@link UsageError} says why.
 */
export async function startPrism(options: PrismOptions): Promise<PrismProcess> {
  const port = await freePort();
  const cli = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js');
  const args = ['--require', WATCHDOG, cli, 'mock', options.specPath, '--port', String(port), '--host', '127.0.0.1', '--cors', 'false', '-v', 'warn', '--errors', 'false'];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const prism: PrismProcess = { url, pid: child.pid ?? -1, stop: () => stop(child) };
  try {
    await waitUntilAnswering(url, child, options.startTimeoutMs ?? 60_000);
  } catch (err) {
    await prism.stop();
    const said = output.split('\n').map((l) => l.trim()).filter(Boolean).at(-1);
    throw new UsageError(`Prism did not start: ${(err as Error).message}${said ? ` (Prism said: ${said})` : ''}`);
  }
  return prism;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | undefined;
  child.once('exit', (code, signal) => (exited = `it exited (${signal ?? `code ${code}`})`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no answer on ${url} within ${timeoutMs} ms`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 1000);
  await exited;
  clearTimeout(timer);
}
