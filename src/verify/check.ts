import type { Gen } from '../../generators/gen.js';
import type { Operation, Spec } from '../spec/load-spec.js';
import { formatIssue } from '../validate/issues.js';
import type { SpecValidator } from '../validate/validator.js';
import type { EventSession } from './event-session.js';
import type { Exchange } from './http-client.js';

/** A request to an operation: path parameters, query, body; `auth: false` sends no bearer header. */
export interface RequestParts {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** Replaces the operation's own bearer header (or, `false`, sends none). */
  readonly auth?: Readonly<Record<string, string>> | false;
}

export interface CheckContext {
  readonly spec: Spec;
  readonly validator: SpecValidator;
  readonly gen: Gen;
  readonly token: string;
  readonly strict: boolean;
  /** An existing consignment of the target (`--consignment`), for the consignment checks. */
  readonly consignment: string | undefined;
  /** Deadline for what the target does over time (an invoice, a delivery, events). */
  readonly waitMs: number;
  send(operation: Operation, request?: RequestParts): Promise<Exchange>;
  /** Shared set-up, made once per run (a created product, a registered webhook). */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** The event session, when the run has `--callback-url` and `--listen`. */
  readonly events: EventSession | undefined;
}

/** What a check found: failures fail it; warnings are shown (and fail it with `--strict`). */
export class Outcome {
  readonly failures: string[] = [];
  readonly warnings: string[] = [];
  readonly exchanges: Exchange[] = [];
  skipped: string | undefined;

  fail(message: string): this {
    this.failures.push(message);
    return this;
  }

  /** Records an exchange; a transport failure (refused, timeout, reset, bad JSON) is a failure. */
  saw(exchange: Exchange): Exchange {
    this.exchanges.push(exchange);
    if (exchange.error) this.fail(`${exchange.method} ${exchange.url}: ${exchange.error}`);
    return exchange;
  }

  skip(reason: string): this {
    this.skipped = reason;
    return this;
  }
}

/** One row of the suite: an id that names what it checks, the operation (or flow) it groups under, tags for --only/--skip. */
export interface Check {
  readonly id: string;
  readonly group: string;
  readonly tags: readonly string[];
  run(context: CheckContext, outcome: Outcome): Promise<void>;
}

/**
 * The answer to a valid request: a 2xx the spec documents, the documented media type, and a
 * body that validates (undocumented fields and statuses are warnings, failures with --strict).
 */
export function expectDocumented(context: CheckContext, operation: Operation, exchange: Exchange, outcome: Outcome): void {
  if (exchange.error || exchange.status === undefined) return;
  if (exchange.status >= 500) {
    outcome.fail(`a valid request got ${exchange.status} (a 5xx is always a failure)`);
    return;
  }
  if (exchange.status < 200 || exchange.status >= 300) {
    outcome.fail(`a valid request got ${exchange.status}, expected a 2xx: ${describeBody(exchange)}`);
    return;
  }
  const site = operation.responses.get(String(exchange.status));
  if (!site) (context.strict ? outcome.failures : outcome.warnings).push(`status ${exchange.status} is not documented (documented: ${[...operation.responses.keys()].join(', ')})`);
  const documented = site ?? operation.responses.get('default');
  if (!documented) return;
  if (!(exchange.contentType ?? '').includes(documented.mediaType)) outcome.fail(`Content-Type is ${JSON.stringify(exchange.contentType ?? '')}, expected ${documented.mediaType}`);
  if (documented.mediaType === 'application/pdf' && !(exchange.text ?? '').startsWith('%PDF-')) outcome.fail(`the body is not a PDF document (a PDF starts with %PDF-): ${describeBody(exchange)}`);
  if (documented.mediaType !== 'application/json') return;
  const result = context.validator.validateSite(documented, exchange.json, { warnings: true });
  for (const issue of result.errors) outcome.fail(`response body ${formatIssue(issue)}`);
  for (const issue of result.warnings) (context.strict ? outcome.failures : outcome.warnings).push(`response body ${formatIssue(issue)}`);
}

/** A refusal: a 4xx, never a 2xx or a 5xx. */
export function expectRefused(exchange: Exchange, outcome: Outcome, why: string, allowed: (status: number) => boolean = (s) => s >= 400 && s < 500): void {
  if (exchange.error || exchange.status === undefined) return;
  if (!allowed(exchange.status)) outcome.fail(`${why}: expected a 4xx refusal, got ${exchange.status}: ${describeBody(exchange)}`);
}

export const describeBody = (exchange: Exchange): string => (exchange.text ?? '').slice(0, 160) || '(empty body)';
