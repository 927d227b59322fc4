import { spawn, type ChildProcess } from 'node:child_process';
import { CLI } from '../cli/run-cli.js';

/** The built `mock` command running in a child process, as a developer starts it. */
export interface RunningMock {
  readonly url: string;
  readonly prismPid: number;
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** SIGINT, then waits for it to exit; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `fulfillment-harness mock` on a free loopback port and waits for its ready line. */
export function startMock(args: readonly string[] = []): Promise<RunningMock> {
  const child = spawn(process.execPath, [CLI, 'mock', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock not ready in 60 s:\n${output}`)), 60_000);
    const check = () => {
      const ready = /ready on (http:\/\/\S+): .*Prism pid (\d+)/.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      resolve({
        url: ready[1] ?? '',
        prismPid: Number(ready[2]),
        child,
        output: () => output,
        stop: async (signal = 'SIGINT') => {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`mock exited with ${code} before it was ready:\n${output}`)));
  });
}

/** Whether a process is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
