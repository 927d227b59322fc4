import { JSONSchemaFaker } from 'json-schema-faker';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '../generators/index.js';
import { loadSpec, type JsonSchema } from '../src/spec/load-spec.js';
import { SpecValidator } from '../src/validate/validator.js';
import { compareThroughput, runCliMeasured, type Comparison } from './measure.js';

/** json-schema-faker wants one self-contained schema: inline the spec's file references. */
function inline(node: unknown, schemas: ReadonlyMap<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, schemas));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, $id: _id, $schema: _schema, ...rest } = node as Record<string, unknown>;
  const target = typeof $ref === 'string' ? schemas.get($ref.replace(/\.json$/, '')) : undefined;
  const merged = target ? { ...(inline(target, schemas) as object), ...rest } : rest;
  return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, inline(v, schemas)]));
}

/** Shipment events per second: our generator against json-schema-faker on the same schema, plus how many of each validate. */
export async function generationThroughput(): Promise<{ comparison: Comparison; oursValid: number; jsfValid: number; sample: number }> {
  const spec = await loadSpec();
  const validator = new SpecValidator(spec);
  const schema = inline(spec.schemas.get('shipment-event'), spec.schemas) as JsonSchema;
  let seed = 1;
  JSONSchemaFaker.option({ alwaysFakeOptionals: true, random: () => ((seed = (seed * 16807) % 2147483647) / 2147483647) });
  const ours = generate('shipment-event', { seed: 1, count: Number.MAX_SAFE_INTEGER });
  const comparison = await compareThroughput('generate a shipment event', () => ours.next(), 'json-schema-faker', () => JSONSchemaFaker.generate(schema as never));
  const sample = 500;
  const valid = (records: Iterable<unknown>) => [...records].filter((r) => validator.validate('shipment-event', r).valid).length;
  return {
    comparison,
    sample,
    oursValid: valid(generate('shipment-event', { seed: 2, count: sample })),
    jsfValid: valid(Array.from({ length: sample }, () => JSONSchemaFaker.generate(schema as never))),
  };
}

/** The CLI's 1,000,000-event NDJSON run: time, peak RSS and size. */
export async function generateMillion(count: number): Promise<{ count: number; seconds: number; peakRssMb: number; megabytes: number }> {
  const out = join(tmpdir(), `fh-bench-${process.pid}.ndjson`);
  const run = await runCliMeasured(['generate', 'shipment-event', '--count', String(count), '--seed', '1', '--format', 'ndjson', '--out', out]);
  return { count, ...run, megabytes: statSync(out).size / 1024 / 1024 };
}
