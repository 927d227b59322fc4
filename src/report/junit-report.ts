import junitModule from 'junit-report-builder';
import type { VerifyReport } from '../verify/run-suite.js';

// CommonJS with `module.exports = builder`; its types say `export default`, so under NodeNext the builder is the module itself.
const junit = junitModule as unknown as typeof junitModule.default;

/** JUnit XML that CI systems render: a test suite per operation (or flow), a test case per check. */
export function writeJunit(report: VerifyReport, file: string): void {
  const builder = junit.newBuilder();
  const suites = new Map<string, ReturnType<typeof builder.testSuite>>();
  for (const result of report.results) {
    let suite = suites.get(result.group);
    if (!suite) suites.set(result.group, (suite = builder.testSuite().name(result.group)));
    const test = suite.testCase().className(result.group).name(result.id).time(result.ms / 1000);
    if (result.status === 'failed') {
      const last = result.exchanges.at(-1);
      test.failure(result.failures.join('\n'), 'contract').standardOutput(last ? `${last.method} ${last.url} -> ${last.status ?? last.error}` : '');
    } else if (result.status === 'skipped') test.skipped().standardOutput(result.skipped ?? '');
    if (result.warnings.length) test.standardError(result.warnings.join('\n'));
  }
  builder.writeTo(file);
}
