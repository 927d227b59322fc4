import { randomInt } from 'node:crypto';
import { KINDS, type ScenarioEvent } from '../../generators/index.js';
import { loadSpec } from '../../src/spec/load-spec.js';
import { SpecValidator, type ValidationResult } from '../../src/validate/validator.js';

export const spec = await loadSpec();
export const validator = new SpecValidator(spec);
export const KIND_NAMES = Object.keys(KINDS);

/** Validates a generated record against the spec: its kind's schema, or for `events` its webhook's body schema. */
export function validateRecord(kind: string, record: unknown): ValidationResult {
  if (kind !== 'events') return validator.validate(kind, record, { warnings: true });
  const event = record as ScenarioEvent;
  const site = spec.events.find((e) => e.name === event.webhook)?.body;
  if (!site) throw new Error(`no webhook ${event.webhook} in the spec`);
  return validator.validateSite(site, event.body, { warnings: true });
}

/** Fixed seeds for reproducible coverage plus random ones for new ground; a failing test names its seed. */
export function propertySeeds(fixed: number, random: number): number[] {
  return [...Array.from({ length: fixed }, (_, i) => i), ...Array.from({ length: random }, () => randomInt(2 ** 31))];
}
