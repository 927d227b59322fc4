import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { loadSpec } from '../src/spec/load-spec.js';
import { SCHEMA_BASE_URI } from '../src/spec/spec-paths.js';
import { createAjv } from '../src/validate/create-ajv.js';
import { SpecValidator } from '../src/validate/validator.js';
import { compareThroughput, runCliMeasured, type Comparison } from './measure.js';

const example = (name: string): unknown =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(`../../spec/examples/${name}.json`, import.meta.url)), 'utf8')) as { value: unknown }).value;

/** Shipment-event validation: our validator against raw ajv running the same compiled schema. */
export async function validationThroughput(): Promise<Comparison[]> {
  const spec = await loadSpec();
  const validator = new SpecValidator(spec);
  const ajv = createAjv();
  for (const schema of spec.schemas.values()) ajv.addSchema(schema);
  const raw = ajv.getSchema(`${SCHEMA_BASE_URI}schemas/shipment-event.json`) as ValidateFunction;
  const valid = example('shipment-event-delivered');
  const invalid = { ...(valid as object), isCOD: 0, created_at: '2024-03-05T10:00:00Z' };
  return [
    await compareThroughput('validate a valid shipment event', () => validator.validate('shipment-event', valid), 'raw ajv', () => raw(valid)),
    await compareThroughput('validate an invalid shipment event (errors formatted)', () => validator.validate('shipment-event', invalid), 'raw ajv (errors unformatted)', () => raw(invalid)),
    await compareThroughput('validate a valid shipment event, with warnings pass', () => validator.validate('shipment-event', valid, { warnings: true }), 'raw ajv', () => raw(valid)),
  ];
}

/** Streams `megabytes` of shipment-event NDJSON through the built CLI; reports time and peak RSS. */
export async function validateStream(megabytes: number): Promise<{ megabytes: number; seconds: number; peakRssMb: number; documents: number }> {
  const line = JSON.stringify(example('shipment-event-delivered')) + '\n';
  const documents = Math.ceil((megabytes * 1024 * 1024) / line.length);
  const input = Readable.from((function* () {
    for (let sent = 0; sent < documents; sent++) yield line;
  })());
  return { megabytes, documents, ...(await runCliMeasured(['validate', 'shipment-event', '-'], input)) };
}
