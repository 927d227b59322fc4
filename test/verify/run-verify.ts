import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CLI } from '../cli/run-cli.js';

export interface VerifyRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** The JSON report of `verify --report json=FILE`, as far as the tests read it. */
export interface JsonReport {
  readonly summary: { readonly passed: number; readonly failed: number; readonly skipped: number; readonly notRun: number; readonly seconds: number };
  readonly checks: ReadonlyArray<{ readonly id: string; readonly group: string; readonly status: 'passed' | 'failed' | 'skipped'; readonly failures: readonly string[]; readonly warnings: readonly string[] }>;
}

const running = new Set<ChildProcess>();

/** Runs the built CLI; killed (and reported with code null) if it is still running after `deadlineMs`. */
export function runVerify(args: readonly string[], deadlineMs = 60_000): Promise<VerifyRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/** Kills whatever `runVerify` started that is still running (for afterAll after a failed test). */
export function killRunning(): void {
  for (const child of running) child.kill('SIGKILL');
}

export function readReport(file: string): JsonReport {
  const report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  if (typeof report.summary?.failed !== 'number' || !Array.isArray(report.checks)) throw new Error(`${file} is not a verify JSON report`);
  return report;
}

/** The first consignment of the simulator's fixtures (for --consignment). */
export function fixtureConsignment(): string {
  const records = JSON.parse(readFileSync(new URL('../../fixtures/consignment.json', import.meta.url), 'utf8')) as unknown;
  const first = Array.isArray(records) ? ((records as unknown[])[0] as { consignmentNumber?: unknown } | undefined) : undefined;
  if (typeof first?.consignmentNumber !== 'string') throw new Error('fixtures/consignment.json has no consignmentNumber');
  return first.consignmentNumber;
}
