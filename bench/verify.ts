import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CheckResult } from '../src/verify/run-suite.js';

const cli = fileURLToPath(new URL('../src/cli/main.js', import.meta.url));

/**
 * The full verify suite (events included) against the simulator: wall time, and the harness's
 * overhead as the ratio of wall time to the summed time of its requests.
 */
export async function verifyAgainstSimulator(): Promise<{ seconds: number; requestSeconds: number; checks: number; requests: number }> {
  const mock = spawn(process.execPath, [cli, 'mock', '--port', '0', '--seed', '1', '--tick', '50'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    mock.once('exit', (code) => reject(new Error(`mock exited with ${code}`)));
    mock.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const found = /ready on (http:\/\/\S+):/.exec(output)?.[1];
      if (found) resolve(found);
    });
  });
  const report = join(mkdtempSync(join(tmpdir(), 'fh-bench-verify-')), 'report.json');
  const consignment = (JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/consignment.json', import.meta.url)), 'utf8')) as Array<{ consignmentNumber: string }>)[0]?.consignmentNumber ?? '';
  try {
    const started = performance.now();
    const verify = spawn(process.execPath, [cli, 'verify', '--base-url', url, '--token', 'bench', '--seed', '1', '--consignment', consignment, '--callback-url', 'http://127.0.0.1:48787/events', '--listen', '127.0.0.1:48787', '--report', `json=${report}`], { stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => verify.on('close', resolve));
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) throw new Error(`verify exited with ${code}`);
    const { checks } = JSON.parse(readFileSync(report, 'utf8')) as { checks: CheckResult[] };
    const exchanges = checks.flatMap((c) => c.exchanges);
    return { seconds, checks: checks.length, requests: exchanges.length, requestSeconds: exchanges.reduce((sum, e) => sum + e.ms, 0) / 1000 };
  } finally {
    mock.removeAllListeners('exit');
    mock.kill('SIGTERM');
  }
}
