import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { generate, GenerateError, KINDS, SCENARIO_NAMES, type GenerateOptions } from '../../generators/index.js';
import { formatIssue } from '../../src/validate/issues.js';
import { KIND_NAMES, propertySeeds, spec, validateRecord } from './records.js';

describe('every record kind is a schema of the spec (or the events envelope)', () => {
  test.each(KIND_NAMES)('%s', (kind) => {
    expect(kind === 'events' || spec.schemas.has(kind)).toBe(true);
  });
});

describe('property: every generated record validates against its schema, with no undocumented field (1,000 seeds per kind)', () => {
  test.each(KIND_NAMES)('%s', (kind) => {
    for (const seed of propertySeeds(500, 500)) {
      for (const record of generate(kind, { seed, count: 1 })) {
        const result = validateRecord(kind, record);
        const problems = [...result.errors, ...result.warnings].map(formatIssue);
        expect(problems, `kind ${kind}, seed ${seed}: rerun with generate('${kind}', { seed: ${seed} })`).toEqual([]);
      }
    }
  });
});

describe('determinism: the same seed gives the same bytes', () => {
  test.each(KIND_NAMES)('%s: twice in a row', (kind) => {
    const run = () => JSON.stringify([...generate(kind, { seed: 99, count: 3 })]);
    expect(run()).toBe(run());
  });

  test('snapshot of fixed seeds per kind (sha256 of the JSON; the fixtures hold seed 1 in full)', () => {
    const digests = Object.fromEntries(
      KIND_NAMES.flatMap((kind) => [1, 42, 2024].map((seed) => [`${kind} seed ${seed}`, createHash('sha256').update(JSON.stringify([...generate(kind, { seed, count: 2 })])).digest('hex').slice(0, 16)])),
    );
    expect(digests).toMatchSnapshot();
  });

  test('different seeds give different records', () => {
    expect(JSON.stringify([...generate('contact', { seed: 1 })])).not.toBe(JSON.stringify([...generate('contact', { seed: 2 })]));
  });
});

describe('generate options', () => {
  test('count is honoured for record and event kinds', () => {
    for (const kind of KIND_NAMES) expect([...generate(kind, { seed: 5, count: 7 })], kind).toHaveLength(7);
    expect([...generate('contact', { seed: 5, count: 0 })]).toEqual([]);
  });

  test('with a scenario, count is the number of orders', () => {
    const one = [...generate('events', { seed: 3, scenario: 'delivered' })];
    const two = [...generate('events', { seed: 3, scenario: 'delivered', count: 2 })];
    expect(two.length).toBeGreaterThan(one.length);
    expect(two.slice(0, one.length)).toEqual(one);
  });

  test.each<{ given: string; kind: string; options: GenerateOptions; want: RegExp }>([
    { given: 'an unknown kind', kind: 'shipment', options: { seed: 1 }, want: /unknown kind "shipment"/ },
    { given: 'an unknown scenario', kind: 'events', options: { seed: 1, scenario: 'lost' }, want: /unknown scenario "lost"/ },
    { given: 'a scenario on a record kind', kind: 'contact', options: { seed: 1, scenario: 'delivered' }, want: /has no scenarios/ },
    { given: 'a negative count', kind: 'contact', options: { seed: 1, count: -1 }, want: /count must be a whole number >= 0/ },
    { given: 'a fractional seed', kind: 'contact', options: { seed: 1.5 }, want: /seed must be a whole number/ },
  ])('rejects $given', ({ kind, options, want }) => {
    expect(() => [...generate(kind, options)]).toThrow(GenerateError);
    expect(() => [...generate(kind, options)]).toThrow(want);
  });

  test('every scenario is listed and documented', () => {
    expect(SCENARIO_NAMES.sort()).toEqual(['cancelled-by-service', 'customer-cancelled', 'delivered', 'delivery-failed', 'return-pickup-cancelled', 'return-refund', 'rto', 'split-shipment']);
    expect(Object.values(KINDS).every((k) => k.summary.length > 10)).toBe(true);
  });
});
