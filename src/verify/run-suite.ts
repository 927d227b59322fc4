import { Gen } from '../../generators/gen.js';
import type { Operation, Spec } from '../spec/load-spec.js';
import { UsageError } from '../spec/spec-error.js';
import type { SpecValidator } from '../validate/validator.js';
import { Outcome, type Check, type CheckContext, type RequestParts } from './check.js';
import type { EventSession } from './event-session.js';
import { exchange, reason, type Exchange } from './http-client.js';

/** What `verify` was told to check, and how. */
export interface VerifyOptions {
  readonly baseUrl: string;
  readonly wmsUrl: string | undefined;
  readonly token: string;
  readonly seed: number;
  readonly timeoutMs: number;
  readonly maxTimeMs: number;
  readonly waitMs: number;
  readonly strict: boolean;
  readonly consignment: string | undefined;
  readonly only: readonly string[];
  readonly skip: readonly string[];
  readonly events: EventSession | undefined;
  /** Called as each check ends (the console prints a line). */
  readonly onResult?: (result: CheckResult) => void;
}

export interface CheckResult {
  readonly id: string;
  readonly group: string;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly ms: number;
  readonly failures: readonly string[];
  readonly warnings: readonly string[];
  readonly skipped?: string;
  /** The exchanges the check made (requests with the token redacted). */
  readonly exchanges: readonly Exchange[];
}

export interface VerifyReport {
  readonly results: readonly CheckResult[];
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** Checks not run because --max-time ran out. */
  readonly notRun: number;
  readonly seconds: number;
}

const BODY_CAP = 1024 * 1024;

/** Whether a check is selected by --only / --skip (tags, operationIds, or check id prefixes). */
function selected(check: Check, only: readonly string[], skip: readonly string[]): boolean {
  const matches = (word: string) => check.tags.includes(word) || check.id === word || check.id.startsWith(`${word}/`);
  return (only.length === 0 || only.some(matches)) && !skip.some(matches);
}

/** Fails fast (exit 2) when a host cannot be reached at all, saying which URL and why. */
async function probe(url: string, timeoutMs: number): Promise<void> {
  try {
    const answer = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await answer.body?.cancel();
  } catch (err) {
    throw new UsageError(`verify: cannot reach ${url}: ${reason(err)}`);
  }
}

/**
 * Runs the suite against the target, check after check, each isolated: a check that throws or
 * hangs fails alone; after --max-time the rest are reported as not run.
 */
export async function runSuite(spec: Spec, validator: SpecValidator, suite: readonly Check[], options: VerifyOptions): Promise<VerifyReport> {
  const hosts: Record<string, string> = { '{base_url}': options.baseUrl.replace(/\/$/, ''), '{wms_url}': (options.wmsUrl ?? options.baseUrl).replace(/\/$/, '') };
  for (const url of new Set(Object.values(hosts))) await probe(url, options.timeoutMs);
  const client = { timeoutMs: options.timeoutMs, maxBodyBytes: BODY_CAP, secrets: [options.token] };
  const shared = new Map<string, Promise<unknown>>();
  const context: CheckContext = {
    spec,
    validator,
    gen: new Gen(options.seed),
    token: options.token,
    strict: options.strict,
    consignment: options.consignment,
    waitMs: options.waitMs,
    events: options.events,
    send: (operation: Operation, request: RequestParts = {}) => {
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? `${name}-1`));
      const query = new URLSearchParams(Object.entries(request.query ?? {}));
      const auth = request.auth === false ? {} : (request.auth ?? { [operation.authHeaders[0] ?? 'Authorization']: `Bearer ${options.token}` });
      const url = `${hosts[operation.server] ?? hosts['{base_url}']}${path}${query.size ? `?${query}` : ''}`;
      return exchange(client, operation.method.toUpperCase(), url, { Accept: 'application/json, application/pdf', ...auth }, request.body);
    },
    once: <T>(key: string, make: () => Promise<T>) => {
      if (!shared.has(key)) shared.set(key, make());
      return shared.get(key) as Promise<T>;
    },
  };
  const started = Date.now();
  const results: CheckResult[] = [];
  let notRun = 0;
  for (const check of suite.filter((c) => selected(c, options.only, options.skip))) {
    const left = options.maxTimeMs - (Date.now() - started);
    if (left <= 0) {
      notRun++;
      results.push({ id: check.id, group: check.group, status: 'skipped', ms: 0, failures: [], warnings: [], skipped: 'not run: --max-time reached', exchanges: [] });
      continue;
    }
    const outcome = new Outcome();
    const checkStarted = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([check.run(context, outcome), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`still running when --max-time ran out`)), left)))]);
    } catch (err) {
      outcome.fail(`the check stopped: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
    const status = outcome.failures.length ? 'failed' : outcome.skipped ? 'skipped' : 'passed';
    const result: CheckResult = { id: check.id, group: check.group, status, ms: Math.round(performance.now() - checkStarted), failures: outcome.failures, warnings: outcome.warnings, exchanges: outcome.exchanges, ...(outcome.skipped && status === 'skipped' ? { skipped: outcome.skipped } : {}) };
    results.push(result);
    options.onResult?.(result);
  }
  const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
  return { results, passed: count('passed'), failed: count('failed'), skipped: count('skipped') - notRun, notRun, seconds: (Date.now() - started) / 1000 };
}
