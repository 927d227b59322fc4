import { randomInt } from 'node:crypto';
import { generate, GenerateError, SCENARIO_NAMES, type ScenarioEvent } from '../../generators/index.js';
import { parseFaults } from '../simulate/faults.js';
import { WebhookDeliverer, type AttemptRecord } from '../simulate/webhook-delivery.js';
import { UsageError } from '../spec/spec-error.js';
import { EXIT, type ExitCode } from './exit-codes.js';

export interface SimulateCommandOptions {
  readonly to?: string;
  readonly scenario?: string;
  readonly seed?: string;
  readonly count?: string;
  readonly webhookSecret?: string;
  readonly timeout?: string;
  readonly maxAttempts?: string;
  readonly fault?: string;
}

/** Events queued before waiting for them: memory stays bounded for any --count, well under the per-URL queue limit. */
const BATCH = 1000;

function wholeNumber(value: string | undefined, option: string, least: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < least) throw new UsageError(`simulate: ${option} must be a whole number >= ${least}, not "${value}"`);
  return Number(value);
}

function targetUrl(to: string | undefined): string {
  if (to === undefined) throw new UsageError('simulate: --to is required: the URL to deliver the events to, e.g. --to http://127.0.0.1:3000/webhooks');
  const url = URL.canParse(to) ? new URL(to) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new UsageError(`simulate: --to must be an http(s) URL, not "${to}"`);
  return url.href;
}

const attemptLine = (a: AttemptRecord): string =>
  `${a.webhook} ${a.subtype} attempt ${a.attempt} -> ${a.status ?? a.error ?? 'no answer'} ${a.latencyMs}ms${a.duplicate ? ' (duplicate)' : ''}\n`;

/**
 * `simulate`: delivers the events of a scenario to a URL, in order, as the platform would (retried,
 * optionally signed and with injected faults), with no server running. Exit 1 when any delivery failed.
 */
export async function simulateCommand(options: SimulateCommandOptions): Promise<ExitCode> {
  const url = targetUrl(options.to);
  if (options.scenario === undefined) throw new UsageError(`simulate: --scenario is required; known: ${SCENARIO_NAMES.join(', ')}`);
  const count = wholeNumber(options.count, '--count', 0) ?? 1;
  const timeoutMs = wholeNumber(options.timeout, '--timeout', 1);
  const maxAttempts = wholeNumber(options.maxAttempts, '--max-attempts', 1);
  const faults = parseFaults(options.fault, 'simulate');
  // Nothing random without a seed: when none is given, pick one and say which, so the run can be repeated.
  const seed = wholeNumber(options.seed, '--seed', 0) ?? randomInt(2 ** 31);
  const events = generate('events', { seed, count, scenario: options.scenario });
  let next: IteratorResult<unknown>;
  try {
    // Generators are lazy: take the first step now, so a bad scenario fails before anything is sent.
    next = events.next();
  } catch (err) {
    if (err instanceof GenerateError) throw new UsageError(`simulate: ${err.message}`);
    throw err;
  }
  if (options.seed === undefined) process.stderr.write(`simulate: seed ${seed} (pass --seed ${seed} to repeat this run)\n`);

  const deliverer = new WebhookDeliverer({
    seed,
    faults,
    onAttempt: (attempt) => process.stdout.write(attemptLine(attempt)),
    log: (line) => process.stderr.write(`simulate: ${line}\n`),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(maxAttempts === undefined ? {} : { maxAttempts }),
    ...(options.webhookSecret === undefined ? {} : { secret: options.webhookSecret }),
  });
  // Ctrl-C gives up what is left (reported in the summary) instead of leaving requests behind.
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
    void deliverer.close();
  };
  process.once('SIGINT', interrupt);
  let sent = 0;
  try {
    for (; !next.done && !interrupted; next = events.next()) {
      const { webhook, subtype, body } = next.value as ScenarioEvent;
      deliverer.enqueue({ url, webhook, subtype, body });
      if (++sent % BATCH === 0) await deliverer.idle();
    }
    await deliverer.idle();
  } finally {
    process.off('SIGINT', interrupt);
    await deliverer.close();
  }
  const failed = deliverer.undelivered().length;
  process.stdout.write(`${sent - failed} delivered, ${failed} failed\n`);
  return failed === 0 && !interrupted ? EXIT.ok : EXIT.failure;
}
