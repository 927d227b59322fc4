import { Gen } from './gen.js';
import { KINDS } from './kinds.js';
import { SCENARIO_NAMES, type ScenarioName } from './scenarios.js';

export { KINDS, type Kind } from './kinds.js';
export { SCENARIOS, SCENARIO_NAMES, runScenario, type ScenarioName, type ScenarioEvent } from './scenarios.js';
export { Gen } from './gen.js';

export interface GenerateOptions {
  /** Required: the same seed gives the same records, byte for byte. */
  readonly seed: number;
  /** Records to make; with a scenario, orders to run it for. Default 1. */
  readonly count?: number;
  /** For event kinds: run this scenario, one of {@link SCENARIO_NAMES} (default: a random scenario for each order). */
  readonly scenario?: string;
}

/** Thrown for an unknown kind or scenario, or a scenario on a kind without events. */
export class GenerateError extends Error {
  override readonly name = 'GenerateError';
}

/**
 * Generates records of a kind, lazily: iterate to stream any number in bounded memory.
 * @example
 * import { generate } from 'fulfillment-harness';
 * const [contact] = generate('contact', { seed: 7 });
 * const delivered = [...generate('events', { seed: 1, scenario: 'delivered' })];
 */
export function* generate(kind: string, options: GenerateOptions): Generator<unknown> {
  const definition = KINDS[kind];
  if (!definition) throw new GenerateError(`unknown kind "${kind}"; known: ${Object.keys(KINDS).join(', ')}`);
  const { seed, count = 1 } = options;
  const scenario = options.scenario as ScenarioName | undefined;
  if (scenario !== undefined && !SCENARIO_NAMES.includes(scenario)) throw new GenerateError(`unknown scenario "${scenario}"; known: ${SCENARIO_NAMES.join(', ')}`);
  if (scenario !== undefined && !definition.scenarios) throw new GenerateError(`kind "${kind}" has no scenarios; the event kinds do (shipment-event, return-event, inventory-event, events)`);
  if (!Number.isSafeInteger(count) || count < 0) throw new GenerateError(`count must be a whole number >= 0, not ${count}`);
  if (!Number.isSafeInteger(seed)) throw new GenerateError(`seed must be a whole number, not ${seed}`);
  const gen = new Gen(seed);
  if (scenario !== undefined) {
    for (let run = 0; run < count; run++) yield* definition.make(gen, scenario);
    return;
  }
  for (let made = 0; made < count; ) {
    for (const record of definition.make(gen, undefined)) {
      if (made++ >= count) return;
      yield record;
    }
  }
}
