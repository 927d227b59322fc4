/**
 * Clocks for a simulator started with `--tick 0`, driven through its control API.
 *
 * Why not `mock --tick N`: the simulator's tick is one global interval, so an order submitted
 * just before a tick is packed a moment later, and `verify`'s submit-then-cancel checks
 * (cancelOrder/valid-request, events/cancel-before-packed-accepted) then fail by chance (7 runs
 * of 30 at --tick 50 on an idle machine; fewer, but never none, with a slower tick). These clocks
 * step each shipment and return on its own: never before `quietMs` after it began, then every `stepMs`.
 */
export interface SimClock {
  stop(): Promise<void>;
}

export interface ClockOptions {
  readonly stepMs?: number;
  readonly quietMs?: number;
}

type FlowKind = 'shipments' | 'returns';
interface FlowState {
  readonly id: string;
  readonly next: string | null;
}
interface OrderState {
  readonly shipments: readonly FlowState[];
  readonly returns: readonly FlowState[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const advanceUrl = (simulatorUrl: string, kind: FlowKind, id: string) => `${simulatorUrl}/__harness/${kind}/${encodeURIComponent(id)}/advance`;

/** Polls the simulator's orders and steps every flow that has been under way for `quietMs`. */
export function startClock(simulatorUrl: string, { stepMs = 40, quietMs = 200 }: ClockOptions = {}): SimClock {
  const firstSeen = new Map<string, number>();
  let stopped = false;
  const step = async (): Promise<void> => {
    const orders = (await (await fetch(`${simulatorUrl}/__harness/orders`)).json()) as OrderState[];
    const now = Date.now();
    const due: string[] = [];
    for (const order of orders) {
      for (const [kind, flows] of [['shipments', order.shipments], ['returns', order.returns]] as const) {
        for (const flow of flows) {
          const seen = firstSeen.get(`${kind}/${flow.id}`) ?? now;
          firstSeen.set(`${kind}/${flow.id}`, seen);
          if (flow.next !== null && now - seen >= quietMs) due.push(advanceUrl(simulatorUrl, kind, flow.id));
        }
      }
    }
    // A flow that ended meanwhile (a cancellation) answers 409: nothing to do.
    await Promise.all(due.map((url) => fetch(url, { method: 'POST' }).then((r) => r.body?.cancel())));
  };
  const running = (async () => {
    while (!stopped) {
      const started = Date.now();
      await step().catch(() => undefined); // the simulator may be resetting or stopping
      await sleep(Math.max(0, stepMs - (Date.now() - started)));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/**
 * The same clock without polling, for traffic that passes a proxy: told of each submitted order
 * and created return (`saw`, the target's answer), it steps exactly those flows until they end.
 */
export class FlowClock implements SimClock {
  readonly #simulatorUrl: string;
  readonly #stepMs: number;
  readonly #quietMs: number;
  readonly #running = new Set<Promise<void>>();
  #stopped = false;

  constructor(simulatorUrl: string, { stepMs = 15, quietMs = 150 }: ClockOptions = {}) {
    this.#simulatorUrl = simulatorUrl;
    this.#stepMs = stepMs;
    this.#quietMs = quietMs;
  }

  /** Starts the flows a submitOrder or createReturn answer names. */
  saw(path: string, status: number, body: Buffer): void {
    if (status !== 200) return;
    let answer: unknown;
    try {
      answer = JSON.parse(body.toString());
    } catch {
      return;
    }
    if (typeof answer !== 'object' || answer === null) return;
    const { shipments, customerReturnNumber } = answer as { shipments?: unknown; customerReturnNumber?: unknown };
    if (path === '/api/order' && Array.isArray(shipments)) for (const id of shipments) if (typeof id === 'string') this.#run('shipments', id);
    if (path === '/api/return' && typeof customerReturnNumber === 'string') this.#run('returns', customerReturnNumber);
  }

  #run(kind: FlowKind, id: string): void {
    const flow = (async () => {
      await sleep(this.#quietMs);
      while (!this.#stopped) {
        const answer = await fetch(advanceUrl(this.#simulatorUrl, kind, id), { method: 'POST' });
        const state = (await answer.json().catch(() => undefined)) as { next?: unknown } | undefined;
        if (answer.status !== 200 || state?.next === null) return; // ended (or cancelled meanwhile: 409)
        await sleep(this.#stepMs);
      }
    })().catch(() => undefined);
    this.#running.add(flow);
    void flow.then(() => this.#running.delete(flow));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.all(this.#running);
  }
}
