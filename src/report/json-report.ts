import { writeFileSync } from 'node:fs';
import type { VerifyReport } from '../verify/run-suite.js';

/** The report as data: the summary and every check with its failures, warnings and requests (tokens redacted). */
export function writeJson(report: VerifyReport, file: string): void {
  const { results, ...summary } = report;
  writeFileSync(file, JSON.stringify({ summary, checks: results }, null, 2) + '\n');
}
