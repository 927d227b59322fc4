import { generate, KINDS, SCENARIO_NAMES } from './index.js';

/** The seed of every committed fixture. */
export const FIXTURE_SEED = 1;
const RECORDS_PER_FILE = 3;

/**
 * The committed fixtures, by path under `fixtures/`: per kind, a few records; per scenario, the
 * whole ordered event sequence of one order. `npm run fixtures` writes them; a test fails when
 * the committed files differ.
 */
export function fixtureFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';
  for (const kind of Object.keys(KINDS)) {
    if (kind === 'events') continue; // the scenario files hold every event, in order
    files.set(`${kind}.json`, json([...generate(kind, { seed: FIXTURE_SEED, count: RECORDS_PER_FILE })]));
  }
  for (const scenario of SCENARIO_NAMES) {
    files.set(`scenarios/${scenario}.json`, json([...generate('events', { seed: FIXTURE_SEED, scenario })]));
  }
  return files;
}
