import { UsageError } from '../spec/spec-error.js';
/** What a fault may use: the deliverer's seeded random, its (close-aware) sleep, and the longest injected delay. */
export interface FaultContext {
  readonly random: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly faultDelayMs: number;
}

/** What happens to an attempt: sent, or not sent at all (and recorded as dropped). */
export type AttemptAction = 'send' | 'drop';

/** One misbehaviour of a real webhook sender, injected so consumers can test their resilience. */
export interface Fault {
  readonly summary: string;
  /** Before each attempt (1-based): may wait, and may skip sending it (`drop`: recorded as dropped, then retried). */
  readonly beforeAttempt?: (attempt: number, context: FaultContext) => AttemptAction | Promise<AttemptAction>;
  /** When it reaches the front of its URL's queue, the delivery queued right behind it goes first (once: one position at most). */
  readonly yieldsToNext?: boolean;
  /** Extra copies sent once it is delivered: same delivery id, same attempt number, never retried. */
  readonly copies?: number;
}

/**
 * The faults a delivery can be given, each with its own probability (off by default). Adding one is adding a row.
 * @example
 * new WebhookDeliverer({ seed: 7, faults: { duplicate: 0.1, reorder: 0.05 } });
 */
export const FAULTS = {
  duplicate: { summary: 'sent twice, with the same delivery id (consumers must de-duplicate)', copies: 1 },
  delay: {
    summary: 'waits up to faultDelayMs (2 s by default) before its first attempt',
    beforeAttempt: async (attempt, { random, sleep, faultDelayMs }): Promise<AttemptAction> => {
      if (attempt === 1) await sleep(Math.floor(random() * faultDelayMs));
      return 'send';
    },
  },
  drop: { summary: 'its first attempt is never sent (recorded as dropped), then it is retried as usual', beforeAttempt: (attempt) => (attempt === 1 ? 'drop' : 'send') },
  reorder: { summary: 'swaps places with the next delivery queued for the same URL (one position at most)', yieldsToNext: true },
} as const satisfies Record<string, Fault>;

export type FaultName = keyof typeof FAULTS;
export const FAULT_NAMES = Object.keys(FAULTS) as FaultName[];

/** Checks fault probabilities: known names, each a number in [0, 1]. Returns the problem, or undefined when all is well. */
export function faultProblem(faults: Readonly<Partial<Record<string, number>>>): string | undefined {
  for (const [name, probability] of Object.entries(faults)) {
    if (!(FAULT_NAMES as readonly string[]).includes(name)) return `unknown fault "${name}"; known: ${FAULT_NAMES.join(', ')}`;
    if (probability === undefined || !(probability >= 0 && probability <= 1)) return `the probability of ${name} must be between 0 and 1, not ${probability}`;
  }
  return undefined;
}

/** The faults one delivery gets: a draw per fault with a probability above 0, in table order (no draws when faults are off). */
export function rollFaults(faults: Readonly<Partial<Record<FaultName, number>>>, random: () => number): FaultName[] {
  return FAULT_NAMES.filter((name) => {
    const probability = faults[name] ?? 0;
    return probability > 0 && random() < probability;
  });
}

/** `--fault drop=0.2,duplicate=0.1` of a command: a probability per fault name; a {@link UsageError} names what is wrong. */
export function parseFaults(text: string | undefined, command: string): Partial<Record<FaultName, number>> {
  if (text === undefined) return {};
  const faults: Record<string, number> = {};
  for (const part of text.split(',')) {
    const match = /^\s*([a-z-]+)\s*=\s*([0-9.]+)\s*$/.exec(part);
    if (!match?.[1] || !match[2]) throw new UsageError(`${command}: --fault takes NAME=PROBABILITY,... (names: ${FAULT_NAMES.join(', ')}), not "${part}"`);
    faults[match[1]] = Number(match[2]);
  }
  const problem = faultProblem(faults);
  if (problem) throw new UsageError(`${command}: --fault: ${problem}`);
  return faults;
}
