import { Bench } from 'tinybench';

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

/** Runs two tasks back to back with tinybench and compares their throughput (operations per second). */
export async function compareThroughput(name: string, ours: () => unknown, baselineName: string, baseline: () => unknown, time = 2000): Promise<Comparison> {
  const bench = new Bench({ time, warmup: true });
  bench.add('ours', ours).add(baselineName, baseline);
  await bench.run();
  const hz = (task: string): number => {
    const result = bench.getTask(task)?.result;
    return result && 'throughput' in result ? result.throughput.mean : NaN;
  };
  return { name, ours: hz('ours'), baseline: hz(baselineName), unit: 'ops/s', ratio: hz('ours') / hz(baselineName), baselineName };
}
