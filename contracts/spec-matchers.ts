import { MatchersV3 } from '@pact-foundation/pact';
import { readSchemas, type JsonSchema } from '../src/spec/load-spec.js';
import { EMBEDDED_SPEC_DIR } from '../src/spec/spec-paths.js';
import { join } from 'node:path';

const schemas = readSchemas(join(EMBEDDED_SPEC_DIR, 'schemas'));
type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolve(schema: Node): Node {
  const ref = schema['$ref'];
  const target = typeof ref === 'string' ? schemas.get(ref.replace(/^.*\//, '').replace(/\.json$/, '')) : undefined;
  const merged: Node = target ? { ...resolve(target), ...schema } : schema;
  const bases = Array.isArray(merged['allOf']) ? merged['allOf'].filter(isNode).map(resolve) : [];
  if (!bases.length) return merged;
  const properties = Object.assign({}, ...bases.map((b) => (isNode(b['properties']) ? b['properties'] : {})), isNode(merged['properties']) ? merged['properties'] : {});
  const required = [...bases, merged].flatMap((b) => (Array.isArray(b['required']) ? b['required'] : []));
  return { ...Object.assign({}, ...bases), ...merged, properties, required };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Pact matchers for an example value, read from the spec's schema (nothing restated by hand):
 * only the fields the schema requires (and those the consumer names in `uses`) are kept; a
 * const is matched exactly (quantity 1), an enum by a regex of its values, a pattern by its
 * regex (the timestamp forms), other scalars by type. A string that looks like a number (the
 * webhook listing's `total`, the "0"/"1" flags) is matched by type first: a regex alone accepts
 * a number too, and that the source sends strings is the fact to keep.
 */
export function specMatchers(schemaOrName: JsonSchema | string, value: unknown, uses: readonly string[] = []): unknown {
  const start = typeof schemaOrName === 'string' ? schemas.get(schemaOrName) : schemaOrName;
  if (!start) throw new Error(`no schema ${String(schemaOrName)}`);
  return walk(resolve(start), value, uses);
}

/** Whether the schema allows null: Pact cannot match "a string or null", so such a field is not pinned. */
const nullable = (schema: Node): boolean => (Array.isArray(schema['type']) ? schema['type'].includes('null') : schema['type'] === 'null');

function walk(schema: Node, value: unknown, uses: readonly string[] = []): unknown {
  if ('const' in schema) return MatchersV3.equal(value);
  if (value === null) return MatchersV3.nullValue();
  if (Array.isArray(value)) {
    const items = isNode(schema['items']) ? resolve(schema['items']) : {};
    return value.length ? MatchersV3.eachLike(walk(items, value[0])) : MatchersV3.like(value);
  }
  if (isNode(value)) {
    const properties = isNode(schema['properties']) ? schema['properties'] : undefined;
    // Maps with open keys (status_log, productAdditionalInfo): each value by type, no key required.
    if (!properties) {
      const [first] = Object.values(value);
      // JSON values are never undefined, which is all Pact's value type rules out.
      return first === undefined ? MatchersV3.like({}) : MatchersV3.eachValueMatches(value as Record<string, NonNullable<unknown> | null>, [MatchersV3.like(first)]);
    }
    // A pact relies only on what the spec promises (its required fields) and on what the consumer reads (`uses`).
    const required = new Set([...(Array.isArray(schema['required']) ? schema['required'] : []), ...uses]);
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => required.has(key) && !(isNode(properties[key]) && nullable(resolve(properties[key]))))
        .map(([key, v]) => [key, isNode(properties[key]) ? walk(resolve(properties[key]), v) : MatchersV3.like(v)]),
    );
  }
  if (typeof value === 'string') {
    if (/^\d+$/.test(value)) return MatchersV3.like(value);
    const values = Array.isArray(schema['enum']) ? schema['enum'].filter((v): v is string => typeof v === 'string') : undefined;
    if (values?.length) return MatchersV3.regex(`^(${values.map(escape).join('|')})$`, value);
    if (typeof schema['pattern'] === 'string') return MatchersV3.regex(schema['pattern'], value);
    return MatchersV3.like(value);
  }
  if (typeof value === 'number') return Number.isInteger(value) && schema['type'] === 'integer' ? MatchersV3.integer(value) : MatchersV3.number(value);
  return MatchersV3.like(value);
}
