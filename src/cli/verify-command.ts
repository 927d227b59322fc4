import { randomInt } from 'node:crypto';
import { writeJson } from '../report/json-report.js';
import { consoleSummary, resultLine } from '../report/console-report.js';
import { writeJunit } from '../report/junit-report.js';
import { loadSpec } from '../spec/load-spec.js';
import { UsageError } from '../spec/spec-error.js';
import { SpecValidator } from '../validate/validator.js';
import { EventSession } from '../verify/event-session.js';
import { runSuite, type VerifyReport } from '../verify/run-suite.js';
import { buildSuite } from '../verify/suite.js';
import { EXIT, type ExitCode } from './exit-codes.js';

export interface VerifyCommandOptions {
  readonly baseUrl?: string;
  readonly wmsUrl?: string;
  readonly token?: string;
  readonly only?: string;
  readonly skip?: string;
  readonly callbackUrl?: string;
  readonly listen?: string;
  readonly report: readonly string[];
  readonly timeout: string;
  readonly maxTime: string;
  readonly wait: string;
  readonly seed?: string;
  readonly strict?: boolean;
  readonly consignment?: string;
  readonly spec?: string;
}

/** The report writers of `--report KIND=FILE`: adding a format is adding a row. */
const REPORTS: Readonly<Record<string, (report: VerifyReport, file: string) => void>> = { junit: writeJunit, json: writeJson };

const httpUrl = (value: string | undefined, option: string): string => {
  if (value === undefined) throw new UsageError(`verify: ${option} is required`);
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new UsageError(`verify: ${option} must be an http(s) URL, not "${value}"`);
  return value;
};

const milliseconds = (value: string, option: string): number => {
  if (!/^\d+$/.test(value) || Number(value) === 0) throw new UsageError(`verify: ${option} must be a positive number of milliseconds, not "${value}"`);
  return Number(value);
};

const list = (value: string | undefined): string[] => (value ?? '').split(',').map((w) => w.trim()).filter(Boolean);

/** `verify`: checks a running implementation against the spec; exit 0 all passed, 1 a contract violation, 2 usage or unreachable. */
export async function verifyCommand(options: VerifyCommandOptions): Promise<ExitCode> {
  const baseUrl = httpUrl(options.baseUrl, '--base-url');
  const wmsUrl = options.wmsUrl === undefined ? undefined : httpUrl(options.wmsUrl, '--wms-url');
  if (!options.token) throw new UsageError('verify: --token is required (it is sent as Bearer <token> and never printed)');
  if ((options.callbackUrl === undefined) !== (options.listen === undefined)) throw new UsageError('verify: --callback-url and --listen go together (the URL the target calls, and where the harness listens)');
  const reports = options.report.map((entry) => {
    const [kind = '', file = ''] = entry.split('=', 2);
    if (!REPORTS[kind] || !file) throw new UsageError(`verify: --report takes junit=FILE or json=FILE, not "${entry}"`);
    return { write: REPORTS[kind], file };
  });
  if (options.seed !== undefined && !/^\d+$/.test(options.seed)) throw new UsageError(`verify: --seed must be a whole number, not "${options.seed}"`);
  // Every option is checked before anything is printed or started.
  const timeoutMs = milliseconds(options.timeout, '--timeout');
  const maxTimeMs = milliseconds(options.maxTime, '--max-time');
  const waitMs = milliseconds(options.wait, '--wait');
  const seed = options.seed === undefined ? randomInt(2 ** 31) : Number(options.seed);
  if (options.seed === undefined) process.stderr.write(`verify: seed ${seed} (pass --seed ${seed} to repeat these requests)\n`);
  const spec = await loadSpec(options.spec);
  const events = options.listen && options.callbackUrl ? await EventSession.start(options.listen, httpUrl(options.callbackUrl, '--callback-url')) : undefined;
  try {
    const report = await runSuite(spec, new SpecValidator(spec), buildSuite(spec), {
      baseUrl,
      wmsUrl,
      token: options.token,
      seed,
      timeoutMs,
      maxTimeMs,
      waitMs,
      strict: options.strict === true,
      consignment: options.consignment,
      only: list(options.only),
      skip: list(options.skip),
      events,
      onResult: (result) => process.stdout.write(resultLine(result) + '\n'),
    });
    process.stdout.write(consoleSummary(report));
    for (const { write, file } of reports) write(report, file);
    return report.failed || report.notRun ? EXIT.failure : EXIT.ok;
  } finally {
    await events?.close();
  }
}
