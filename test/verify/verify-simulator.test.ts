import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readScenarios } from '../cli/scenarios.js';
import { startMock, type RunningMock } from '../mock/start-mock.js';
import { freePort } from './faulty-target.js';
import { fixtureConsignment, killRunning, readReport, runVerify, type VerifyRun } from './run-verify.js';
import { startClock, type SimClock } from './sim-clock.js';

/** The parts of the JUnit XML the test reads (fast-xml-parser's shape: attributes prefixed with @_). */
interface Junit {
  readonly testsuites?: {
    readonly '@_tests'?: string;
    readonly '@_failures'?: string;
    readonly testsuite?: ReadonlyArray<{ readonly '@_name'?: string; readonly '@_tests'?: string; readonly testcase?: ReadonlyArray<{ readonly '@_name'?: string; readonly failure?: unknown }> }>;
  };
}

const TOKEN = `tok-${process.pid}-SeCrEt-${Date.now().toString(36)}`;
const dir = mkdtempSync(join(tmpdir(), 'fh-verify-'));
let mock: RunningMock | undefined;
let clock: SimClock | undefined;

beforeAll(async () => {
  // --tick 0 and a clock of our own: see sim-clock.ts for why a global tick makes verify flaky.
  mock = await startMock(['--tick', '0']);
  clock = startClock(mock.url);
}, 60_000);

afterAll(async () => {
  killRunning();
  await clock?.stop();
  await mock?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('verify against the simulator', () => {
  let run: VerifyRun;
  const junitFile = join(dir, 'verify.xml');
  const jsonFile = join(dir, 'verify.json');

  beforeAll(async () => {
    const url = mock?.url ?? '';
    const port = await freePort();
    run = await runVerify(['verify', '--base-url', url, '--token', TOKEN, '--callback-url', `http://127.0.0.1:${port}/events`, '--listen', `127.0.0.1:${port}`, '--consignment', fixtureConsignment(), '--seed', '1', '--wait', '8000', '--report', `junit=${junitFile}`, '--report', `json=${jsonFile}`]);
  }, 60_000);

  const passed = (): number => Number(/^(\d+) passed, 0 failed$/m.exec(run.stdout)?.[1]);

  test('exits 0 and ends with "N passed, 0 failed" alone on its last line', () => {
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
    expect(passed()).toBeGreaterThan(90);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('PASS ')).length).toBe(passed());
    expect(run.stderr).toBe('');
  });

  test('the JUnit report is well-formed XML with one passing test case per check', () => {
    const xml = readFileSync(junitFile, 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const junit = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'testsuite' || name === 'testcase' }).parse(xml) as Junit;
    const suites = junit.testsuites?.testsuite ?? [];
    const cases = suites.flatMap((suite) => suite.testcase ?? []);
    expect(Number(junit.testsuites?.['@_tests'])).toBe(passed());
    expect(Number(junit.testsuites?.['@_failures'])).toBe(0);
    expect(cases.length).toBe(passed());
    expect(cases.filter((c) => c.failure !== undefined)).toEqual([]);
    expect(new Set(cases.map((c) => c['@_name'])).size, 'check ids are unique').toBe(passed());
    for (const suite of suites) expect(Number(suite['@_tests']), String(suite['@_name'])).toBe(suite.testcase?.length);
  });

  test("the JSON report's summary matches", () => {
    const report = readReport(jsonFile);
    expect(report.summary).toMatchObject({ passed: passed(), failed: 0, skipped: 0, notRun: 0 });
    expect(report.checks.length).toBe(passed());
    expect(report.checks.filter((c) => c.status !== 'passed').map((c) => c.id)).toEqual([]);
    expect(report.checks.map((c) => c.id)).toEqual(expect.arrayContaining(['listWebhooks/valid-request', 'listImportJobs/paging-defaults', 'events/status-log-grows-in-order', 'getInvoicePdf/valid-request']));
  });

  test('the token appears nowhere: not in stdout, stderr or either report', () => {
    for (const [where, text] of [
      ['stdout', run.stdout],
      ['stderr', run.stderr],
      ['junit', readFileSync(junitFile, 'utf8')],
      ['json', readFileSync(jsonFile, 'utf8')],
    ] as const) {
      expect(text.includes(TOKEN), `the token is in ${where}`).toBe(false);
    }
    // ...while the report does show the requests, redacted
    expect(readFileSync(jsonFile, 'utf8')).toContain('Bearer <redacted>');
  });
});

describe('verify when it cannot run', () => {
  test('an unreachable target: exit 2 within the timeout, one line naming the URL and "connection refused"', async () => {
    const url = `http://127.0.0.1:${await freePort()}`; // nobody listens there
    const run = await runVerify(['verify', '--base-url', url, '--token', TOKEN, '--seed', '1', '--timeout', '2000'], 15_000);
    expect(run.code, run.stderr).toBe(2);
    expect(run.ms).toBeLessThan(10_000);
    expect(run.stderr).toBe(`fulfillment-harness: verify: cannot reach ${url}: connection refused\n`);
    expect(run.stdout).toBe('');
  });

  // The usage errors are text scenarios (test/cli/scenarios/verify-*.txt); here: each is ONE line.
  const usage = readScenarios(fileURLToPath(new URL('../cli/scenarios', import.meta.url))).filter((s) => s.file.startsWith('verify-') && s.exit === 2);
  test('the verify usage scenarios exist', () => expect(usage.length).toBeGreaterThanOrEqual(4));
  test.each(usage)('$file: one line on stderr, nothing on stdout', async (scenario) => {
    const run = await runVerify(scenario.command.split(' '), 15_000);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toEqual([...scenario.stderr, '']);
  });
});
