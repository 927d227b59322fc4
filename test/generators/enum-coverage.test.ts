import { expect, test } from 'vitest';
import { generate, SCENARIO_NAMES, type ScenarioEvent } from '../../generators/index.js';
import type { JsonSchema } from '../../src/spec/load-spec.js';
import { KIND_NAMES, spec } from './records.js';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Walks a record alongside its schema and collects, for every schema node that lists values
 * (`enum` or `x-observed-values`), the values the record has there. Keys: `<schema file>#<pointer>`.
 */
function collect(schemaName: string, schema: JsonSchema, pointer: string, data: unknown, seen: Map<string, Set<unknown>>): void {
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = ref.replace(/^.*\//, '').replace(/\.json$/, '');
    const resolved = spec.schemas.get(target);
    if (resolved) collect(target, resolved, '', data, seen);
  }
  for (const keyword of ['enum', 'x-observed-values']) {
    if (Array.isArray(schema[keyword])) {
      const key = `${schemaName}#${pointer}/${keyword}`;
      if (!seen.has(key)) seen.set(key, new Set());
      seen.get(key)?.add(data);
    }
  }
  for (const keyword of ['allOf', 'anyOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list)) list.forEach((sub, i) => isNode(sub) && collect(schemaName, sub, `${pointer}/${keyword}/${i}`, data, seen));
  }
  const properties = schema['properties'];
  if (isNode(properties) && isNode(data)) {
    for (const [name, sub] of Object.entries(properties)) if (name in data && isNode(sub)) collect(schemaName, sub, `${pointer}/properties/${name}`, data[name], seen);
  }
  const names = schema['propertyNames'];
  if (isNode(names) && isNode(data)) for (const key of Object.keys(data)) collect(schemaName, names, `${pointer}/propertyNames`, key, seen);
  const items = schema['items'];
  if (isNode(items) && Array.isArray(data)) for (const item of data) collect(schemaName, items, `${pointer}/items`, item, seen);
}

function listed(key: string): unknown[] {
  const [name = '', path = ''] = key.split('#');
  const node = path.split('/').slice(1).reduce<unknown>((n, token) => (isNode(n) ? n[token] : Array.isArray(n) ? n[Number(token)] : undefined), spec.schemas.get(name));
  return Array.isArray(node) ? node : [];
}

test('every value an enum or x-observed-values lists is produced by the generators (a new enum value fails here)', () => {
  const seen = new Map<string, Set<unknown>>();
  for (const kind of KIND_NAMES.filter((k) => k !== 'events')) {
    for (let seed = 0; seed < 300; seed++) {
      for (const record of generate(kind, { seed, count: 2 })) {
        const schema = spec.schemas.get(kind);
        if (schema) collect(kind, schema, '', record, seen);
      }
    }
  }
  // Event bodies reach the webhook schemas through whole scenario runs.
  for (let seed = 0; seed < 40; seed++) {
    for (const event of SCENARIO_NAMES.flatMap((scenario) => [...generate('events', { seed, scenario })]) as ScenarioEvent[]) {
      const site = spec.events.find((e) => e.name === event.webhook)?.body.schema;
      if (site) collect('openapi', site, '', event.body, seen);
    }
  }
  const missing = [...seen].flatMap(([key, values]) => listed(key).filter((value) => !values.has(value)).map((value) => `${key}: ${JSON.stringify(value)}`));
  expect(missing).toEqual([]);
  // The walk reaches the lists that matter; if it stopped reaching them, this test would pass vacuously.
  expect([...seen.keys()]).toEqual(expect.arrayContaining(['shipment-status#/enum', 'return-status#/enum', 'flag#/enum', 'consignment#/properties/status/x-observed-values', 'import-job#/properties/jobType/x-observed-values']));
});
