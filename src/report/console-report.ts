import type { CheckResult, VerifyReport } from '../verify/run-suite.js';

const MARK = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' } as const;

/** One line per check as it ends: status, check id, milliseconds (and why, when skipped). */
export function resultLine(result: CheckResult): string {
  return `${MARK[result.status]} ${result.id} ${result.ms}ms${result.skipped ? ` (${result.skipped})` : ''}${result.warnings.length ? ` (${result.warnings.length} warning${result.warnings.length > 1 ? 's' : ''})` : ''}`;
}

/**
 * The details after the lines: each failure with the last request it sent (token redacted),
 * the status, and each violation; then warnings; then `N passed, M failed` alone on its line.
 */
export function consoleSummary(report: VerifyReport): string {
  const out: string[] = [];
  for (const result of report.results.filter((r) => r.status === 'failed')) {
    const last = result.exchanges.at(-1);
    out.push('', `FAIL ${result.id}`);
    if (last) out.push(`  request: ${last.method} ${last.url} ${Object.entries(last.headers).filter(([name]) => /auth/i.test(name)).map(([name, value]) => `${name}: ${value}`).join(' ')}`.trimEnd(), `  status: ${last.status ?? last.error ?? 'no answer'}`);
    for (const failure of result.failures) out.push(`  - ${failure}`);
  }
  const warned = report.results.filter((r) => r.warnings.length);
  if (warned.length) out.push('', 'Warnings (fail with --strict):');
  for (const result of warned) for (const warning of result.warnings) out.push(`  ${result.id}: ${warning}`);
  if (report.notRun) out.push('', `${report.notRun} check(s) not run: --max-time reached after ${report.seconds.toFixed(1)} s`);
  out.push('', `${report.passed} passed, ${report.failed} failed${report.skipped ? `, ${report.skipped} skipped` : ''}`);
  return out.join('\n') + '\n';
}
