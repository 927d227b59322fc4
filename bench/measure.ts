import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One measured figure of a benchmark: ours next to a baseline measured in the same run. */
export interface Comparison {
  readonly name: string;
  readonly ours: number;
  readonly baseline: number;
  readonly unit: string;
  /** ours / baseline, for throughputs (higher is better). */
  readonly ratio: number;
  readonly baselineName: string;
}

/** Operations per second of `task` over about `ms` milliseconds, timing batches rather than single calls. */
function rate(task: () => unknown, ms: number): number {
  let done = 0;
  let batch = 1;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < batch; i++) task();
    done += batch;
    batch = Math.min(batch * 2, 4096);
    elapsed = performance.now() - started;
  }
  return (done * 1000) / elapsed;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Compares the throughput of two tasks measured in the same run: rounds alternate between
 * them (so drift hits both alike) and the median round counts. Per-call timers would cost
 * more than a sub-microsecond task, so whole batches are timed.
 */
export async function compareThroughput(name: string, ours: () => unknown, baselineName: string, baseline: () => unknown, rounds = 7, msPerRound = 300): Promise<Comparison> {
  rate(ours, 200); // warm up both before measuring
  rate(baseline, 200);
  const oursRates: number[] = [];
  const baselineRates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    oursRates.push(rate(ours, msPerRound));
    baselineRates.push(rate(baseline, msPerRound));
    await new Promise((resolve) => setImmediate(resolve));
  }
  const [o, b] = [median(oursRates), median(baselineRates)];
  return { name, ours: o, baseline: b, unit: 'ops/s', ratio: o / b, baselineName };
}

/** Runs the built CLI in a child process; reports its wall time and peak RSS (Linux /proc VmHWM, polled). */
export async function runCliMeasured(args: readonly string[], stdin?: NodeJS.ReadableStream): Promise<{ seconds: number; peakRssMb: number }> {
  const cli = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));
  const started = performance.now();
  const child = spawn(process.execPath, [cli, ...args], { stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'inherit'] });
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0));
    } catch {
      // the process has exited
    }
  }, 50);
  if (stdin && child.stdin) stdin.pipe(child.stdin);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(poll);
  if (code !== 0) throw new Error(`fulfillment-harness ${args.join(' ')} exited with ${code}`);
  return { seconds: (performance.now() - started) / 1000, peakRssMb: peakKb / 1024 };
}
