import { randomUUID } from 'node:crypto';
import { backoffDelay } from './backoff.js';
import { FAULTS, faultProblem, rollFaults, type AttemptAction, type Fault, type FaultContext, type FaultName } from './faults.js';
import { seededRandom } from './seeded-random.js';
import { SIGNATURE_HEADER, signatureHeader } from './signature.js';

export { FAULTS, FAULT_NAMES, type Fault, type FaultName } from './faults.js';
export { SIGNATURE_HEADER, verifySignature } from './signature.js';

export interface DeliveryOptions {
  /** Per attempt, until the response headers arrive. Default 5000. */
  readonly timeoutMs?: number;
  /** The first try and the retries. Default 5. */
  readonly maxAttempts?: number;
  /** Backoff before retry n: full jitter in [0, min(maxDelayMs, baseDelayMs * 2^(n-1))). Default 250. */
  readonly baseDelayMs?: number;
  /** Default 10,000. */
  readonly maxDelayMs?: number;
  /** When set, every request carries `X-Harness-Signature` (HMAC-SHA256, see {@link verifySignature}). */
  readonly secret?: string;
  /** Probability (0..1) of each fault per delivery. Default: none. */
  readonly faults?: Readonly<Partial<Record<FaultName, number>>>;
  /** Longest wait the `delay` fault adds. Default 2000. */
  readonly faultDelayMs?: number;
  /** Deliveries waiting per URL (the one in flight aside); more are given up at once. Default 10,000. */
  readonly queueLimit?: number;
  /** Seeded numbers in [0, 1) for jitter and faults. Nothing is random without a seed: pass this or `seed`. */
  readonly random?: () => number;
  /** Seed of the random numbers when `random` is not given. */
  readonly seed?: number;
  /** Called after each attempt is recorded (the CLI prints it). */
  readonly onAttempt?: (record: AttemptRecord) => void;
  /** One line per problem: a delivery given up, a callback that threw. Default: silent (see `undelivered()`). */
  readonly log?: (line: string) => void;
}

export interface DeliveryRequest {
  readonly url: string;
  readonly webhook: string;
  readonly subtype: string;
  readonly body: unknown;
}

export type AttemptOutcome = 'delivered' | 'retrying' | 'failed' | 'dropped';

export interface AttemptRecord {
  readonly deliveryId: string;
  readonly url: string;
  readonly webhook: string;
  readonly subtype: string;
  /** 1-based; a duplicate copy repeats the number of the attempt that delivered it. */
  readonly attempt: number;
  /** The consumer's HTTP status, when it answered. */
  readonly status?: number;
  /** Why there is no status: a timeout, a connection error, a dropped attempt, the deliverer closing. */
  readonly error?: string;
  readonly latencyMs: number;
  /** When the attempt started (ISO time). */
  readonly at: string;
  readonly outcome: AttemptOutcome;
  /** The faults injected into this delivery, when any. */
  readonly faults?: readonly FaultName[];
  /** Set on the extra copy the `duplicate` fault sends. */
  readonly duplicate?: true;
}

/** A delivery given up: it stays reported here, never lost silently. */
export interface UndeliveredRequest extends DeliveryRequest {
  readonly deliveryId: string;
  readonly reason: string;
}

/** The headers of every delivery (HTTP header names are case-insensitive). */
export const DELIVERY_HEADERS = {
  /** The same on every attempt and copy of one delivery: consumers de-duplicate on it. */
  deliveryId: 'X-Harness-Delivery-Id',
  event: 'X-Harness-Event',
  subtype: 'X-Harness-Event-Subtype',
  /** 1-based. */
  attempt: 'X-Harness-Attempt',
  /** Only when a secret is set. */
  signature: SIGNATURE_HEADER,
} as const;

export const DELIVERY_DEFAULTS = { timeoutMs: 5000, maxAttempts: 5, baseDelayMs: 250, maxDelayMs: 10_000, faultDelayMs: 2000, queueLimit: 10_000 } as const;

type Settings = { -readonly [K in keyof typeof DELIVERY_DEFAULTS]: number };

/** The least each setting may be (whole numbers all). */
const MINIMUM: Readonly<Settings> = { timeoutMs: 1, maxAttempts: 1, baseDelayMs: 0, maxDelayMs: 0, faultDelayMs: 0, queueLimit: 0 };

interface Delivery {
  readonly id: string;
  readonly url: string;
  readonly request: DeliveryRequest;
  readonly rawBody: string;
  readonly faults: readonly FaultName[];
  /** The reorder fault lets the next delivery go first only once. */
  yielded: boolean;
}

/** The deliveries waiting for one URL; the worker sends them one at a time. */
type Lane = Delivery[];

type Answer = { readonly status: number } | { readonly error: string };

/** The error of an attempt that close() aborted, and the reason of the deliveries it gave up. */
const CLOSED = 'aborted: the deliverer was closed';
const DROPPED: Answer = { error: 'dropped (fault injection)' };

/** What an answer means: 2xx is delivered; 5xx, a timeout or a connection error may pass on retry; anything else (4xx, 3xx) will not. */
function verdict(answer: Answer): 'delivered' | 'retry' | 'final' {
  if ('error' in answer) return 'retry';
  if (answer.status >= 200 && answer.status < 300) return 'delivered';
  return answer.status >= 500 ? 'retry' : 'final';
}

/** An attempt's outcome: from what its answer means, and whether another attempt may follow. */
function outcomeOf(action: AttemptAction, next: ReturnType<typeof verdict>, last: boolean): AttemptOutcome {
  if (action === 'drop') return 'dropped';
  if (next === 'delivered') return 'delivered';
  return next === 'retry' && !last ? 'retrying' : 'failed';
}

const describeAnswer = (answer: Answer): string => ('error' in answer ? answer.error : `HTTP ${answer.status}`);

/** The normalized URL and raw body a request is sent with, or why it cannot be sent at all (given up, not thrown). */
function prepare(request: DeliveryRequest): { readonly url: string; readonly rawBody: string } | { readonly problem: string } {
  const url = URL.canParse(request.url) ? new URL(request.url) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') return { problem: `not an http(s) URL: "${request.url}"` };
  try {
    // JSON.stringify(undefined) gives undefined, not a string.
    return { url: url.href, rawBody: JSON.stringify(request.body) ?? 'null' };
  } catch (err) {
    return { problem: `the body is not JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** The row of a fault, seen through the common shape (the table's own type keeps each row's literal type). */
const faultOf = (name: FaultName): Fault => FAULTS[name];

/** A fetch failure in a word: undici hides the socket's error code (ECONNREFUSED, ...) in `cause`. */
function networkError(err: unknown): string {
  const cause: unknown = err instanceof Error ? err.cause : undefined;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Delivers webhook events like a trustworthy sender: one JSON POST per event, in order per URL
 * (one in flight each, URLs independent), at least once (retries on timeouts, connection errors and
 * 5xx, with exponential backoff and full jitter), every attempt recorded, optionally signed and with
 * injected faults. Never throws from background work.
 * @example
 * const deliverer = new WebhookDeliverer({ seed: 7, secret: 'whsec_test' });
 * deliverer.enqueue({ url: 'http://127.0.0.1:3000/webhooks', webhook: 'shipmentStatusChanged', subtype: 'created', body: event });
 * await deliverer.idle();
 * deliverer.attempts;      // [{ attempt: 1, status: 200, outcome: 'delivered', ... }]
 * deliverer.undelivered(); // []
 * await deliverer.close();
 */
export class WebhookDeliverer {
  readonly #settings: Settings;
  readonly #secret: string | undefined;
  readonly #faults: Readonly<Partial<Record<FaultName, number>>>;
  readonly #random: () => number;
  readonly #onAttempt: ((record: AttemptRecord) => void) | undefined;
  readonly #log: (line: string) => void;
  readonly #lanes = new Map<string, Lane>();
  readonly #attempts: AttemptRecord[] = [];
  readonly #undelivered: UndeliveredRequest[] = [];
  readonly #inFlight = new Set<AbortController>();
  readonly #sleeping = new Set<() => void>();
  #idleWaiters: Array<() => void> = [];
  #pending = 0;
  #closed = false;

  constructor(options: DeliveryOptions) {
    const settings: Settings = { ...DELIVERY_DEFAULTS };
    for (const key of Object.keys(MINIMUM) as Array<keyof Settings>) {
      const value = options[key] ?? DELIVERY_DEFAULTS[key];
      if (!Number.isSafeInteger(value) || value < MINIMUM[key]) throw new RangeError(`WebhookDeliverer: ${key} must be a whole number >= ${MINIMUM[key]}, not ${value}`);
      settings[key] = value;
    }
    const problem = faultProblem(options.faults ?? {});
    if (problem) throw new RangeError(`WebhookDeliverer: ${problem}`);
    const random = options.random ?? (options.seed === undefined ? undefined : seededRandom(options.seed));
    if (!random) throw new TypeError('WebhookDeliverer: pass `random` (a seeded generator) or `seed`: nothing is random without a seed');
    this.#settings = settings;
    this.#secret = options.secret;
    this.#faults = options.faults ?? {};
    this.#random = random;
    this.#onAttempt = options.onAttempt;
    this.#log = options.log ?? (() => {});
  }

  /**
   * Queues one event for its URL and returns at once with the delivery id (also its `X-Harness-Delivery-Id`).
   * A delivery that cannot be made (a full queue for its URL, a URL that is not http(s), a body that is not JSON)
   * is given up at once, reported in `undelivered()`: only enqueueing after `close()` throws.
   * @example
   * const id = deliverer.enqueue({ url, webhook: 'returnStatusChanged', subtype: 'return_initiated', body });
   */
  enqueue(request: DeliveryRequest): string {
    if (this.#closed) throw new Error('WebhookDeliverer: enqueue after close()');
    const id = randomUUID();
    const prepared = prepare(request);
    if ('problem' in prepared) {
      this.#giveUp(id, request, prepared.problem);
      return id;
    }
    const { url, rawBody } = prepared;
    const delivery: Delivery = { id, url, request, rawBody, faults: rollFaults(this.#faults, this.#random), yielded: false };
    const lane = this.#lanes.get(url);
    if ((lane?.length ?? 0) >= this.#settings.queueLimit) {
      this.#giveUp(id, request, `queue full: ${this.#settings.queueLimit} deliveries already waiting for ${url}`);
      return id;
    }
    this.#pending++;
    if (lane) {
      lane.push(delivery);
    } else {
      const created: Lane = [delivery];
      this.#lanes.set(url, created);
      // Start on a microtask: events enqueued in the same tick are all queued before the first is taken (reorder needs a neighbour).
      queueMicrotask(() => void this.#work(url, created));
    }
    return id;
  }

  /** Every attempt ever made, in the order they ended. */
  get attempts(): readonly AttemptRecord[] {
    return this.#attempts;
  }

  /** The deliveries given up (after their last attempt, on a 4xx, on a full queue, or on close), with the reason. */
  undelivered(): readonly UndeliveredRequest[] {
    return this.#undelivered;
  }

  /** Resolves when every queue is empty: everything delivered or given up. */
  idle(): Promise<void> {
    if (this.#pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Stops the timers, aborts the requests in flight and gives up what is still queued; `enqueue` throws from now on. */
  async close(): Promise<void> {
    if (!this.#closed) {
      this.#closed = true;
      for (const controller of this.#inFlight) controller.abort(CLOSED);
      for (const wake of this.#sleeping) wake();
    }
    await this.idle();
  }

  /** Sends a URL's deliveries one at a time until its queue is empty. */
  async #work(url: string, lane: Lane): Promise<void> {
    for (let delivery = this.#take(lane); delivery; delivery = this.#take(lane)) {
      try {
        await this.#deliver(delivery);
      } catch (err) {
        // Never throw from background work: a bug here gives up one delivery, reported, and the lane goes on.
        this.#giveUp(delivery.id, delivery.request, `internal error: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (--this.#pending === 0) {
        const waiters = this.#idleWaiters;
        this.#idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
    }
    this.#lanes.delete(url);
  }

  /** The next delivery of a lane; one that yields to the next lets it go first, once. */
  #take(lane: Lane): Delivery | undefined {
    const head = lane[0];
    const second = lane[1];
    if (head && second && !head.yielded && head.faults.some((name) => faultOf(name).yieldsToNext)) {
      head.yielded = true;
      return lane.splice(1, 1)[0];
    }
    return lane.shift();
  }

  async #deliver(delivery: Delivery): Promise<void> {
    const { maxAttempts, baseDelayMs, maxDelayMs } = this.#settings;
    const context: FaultContext = { random: this.#random, sleep: (ms) => this.#sleep(ms), faultDelayMs: this.#settings.faultDelayMs };
    for (let attempt = 1; ; attempt++) {
      let action: AttemptAction = 'send';
      for (const name of delivery.faults) {
        if ((await faultOf(name).beforeAttempt?.(attempt, context)) === 'drop') action = 'drop';
      }
      if (this.#closed) return this.#giveUp(delivery.id, delivery.request, CLOSED);
      const started = new Date().toISOString();
      const clock = performance.now();
      const answer = action === 'drop' ? DROPPED : await this.#send(delivery, attempt);
      const latencyMs = Math.round(performance.now() - clock);
      const next = action === 'drop' ? 'retry' : verdict(answer);
      const last = attempt >= maxAttempts || this.#closed;
      this.#record(delivery, attempt, answer, latencyMs, started, outcomeOf(action, next, last));
      if (next === 'delivered') return this.#sendCopies(delivery, attempt);
      if (next === 'final') return this.#giveUp(delivery.id, delivery.request, `${describeAnswer(answer)}, not retried`);
      if (last) return this.#giveUp(delivery.id, delivery.request, `${describeAnswer(answer)} on attempt ${attempt} of ${maxAttempts}`);
      await this.#sleep(backoffDelay(attempt, baseDelayMs, maxDelayMs, this.#random));
    }
  }

  /** The `duplicate` fault: the same request again, once delivered; its answer is recorded, never retried. */
  async #sendCopies(delivery: Delivery, attempt: number): Promise<void> {
    const copies = delivery.faults.reduce((sum, name) => sum + (faultOf(name).copies ?? 0), 0);
    for (let copy = 0; copy < copies && !this.#closed; copy++) {
      const started = new Date().toISOString();
      const clock = performance.now();
      const answer = await this.#send(delivery, attempt);
      this.#record(delivery, attempt, answer, Math.round(performance.now() - clock), started, verdict(answer) === 'delivered' ? 'delivered' : 'failed', true);
    }
  }

  /** One POST; resolves with the status, or the reason there is none (never rejects). */
  async #send(delivery: Delivery, attempt: number): Promise<Answer> {
    const { timeoutMs } = this.#settings;
    const controller = new AbortController();
    this.#inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(`timeout after ${timeoutMs}ms`), timeoutMs);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: this.#headers(delivery, attempt),
        body: delivery.rawBody,
        // A webhook sender does not follow redirects: a 3xx is the consumer's answer.
        redirect: 'manual',
        signal: controller.signal,
      });
      // Only the status matters; cancelling the body frees the connection at once.
      await response.body?.cancel().catch(() => {});
      return { status: response.status };
    } catch (err) {
      return { error: controller.signal.aborted ? String(controller.signal.reason) : networkError(err) };
    } finally {
      clearTimeout(timer);
      this.#inFlight.delete(controller);
    }
  }

  #headers(delivery: Delivery, attempt: number): Record<string, string> {
    return {
      'Content-Type': 'application/json',
      'User-Agent': 'fulfillment-harness',
      [DELIVERY_HEADERS.deliveryId]: delivery.id,
      [DELIVERY_HEADERS.event]: delivery.request.webhook,
      [DELIVERY_HEADERS.subtype]: delivery.request.subtype,
      [DELIVERY_HEADERS.attempt]: String(attempt),
      // Signed per attempt: a retry after a long backoff still falls inside the consumer's tolerance.
      ...(this.#secret === undefined ? {} : { [DELIVERY_HEADERS.signature]: signatureHeader(this.#secret, delivery.rawBody) }),
    };
  }

  #record(delivery: Delivery, attempt: number, answer: Answer, latencyMs: number, at: string, outcome: AttemptOutcome, duplicate = false): void {
    const { url, webhook, subtype } = delivery.request;
    const record: AttemptRecord = {
      deliveryId: delivery.id,
      url,
      webhook,
      subtype,
      attempt,
      ...answer,
      latencyMs,
      at,
      outcome,
      ...(delivery.faults.length > 0 ? { faults: delivery.faults } : {}),
      ...(duplicate ? { duplicate: true } : {}),
    };
    this.#attempts.push(record);
    try {
      this.#onAttempt?.(record);
    } catch (err) {
      this.#log(`webhook delivery ${delivery.id}: onAttempt threw: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  #giveUp(deliveryId: string, request: DeliveryRequest, reason: string): void {
    const { url, webhook, subtype } = request;
    this.#undelivered.push({ ...request, deliveryId, reason });
    this.#log(`webhook delivery ${deliveryId} (${webhook} ${subtype}) to ${url} given up: ${reason}`);
  }

  /** A wait that `close()` cuts short. */
  #sleep(ms: number): Promise<void> {
    if (this.#closed || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#sleeping.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.#sleeping.add(wake);
    });
  }
}
