import { join } from 'node:path';
import { readSchemas, type JsonSchema } from '../src/spec/load-spec.js';
import { EMBEDDED_SPEC_DIR } from '../src/spec/spec-paths.js';

/** The embedded spec's schema files: generators read enums, observed values and field names here, never restate them. */
const schemas = readSchemas(join(EMBEDDED_SPEC_DIR, 'schemas'));

/** The subschema of a named schema file at a JSON pointer (`/properties/status`). */
export function schemaAt(name: string, pointer = ''): JsonSchema {
  const schema = schemas.get(name);
  if (!schema) throw new Error(`no schema ${name} in the spec`);
  return pointer
    .split('/')
    .slice(1)
    .reduce<JsonSchema>((node, token) => {
      const next = node[token.replaceAll('~1', '/').replaceAll('~0', '~')];
      if (typeof next !== 'object' || next === null) throw new Error(`no ${pointer} in schema ${name}`);
      return next as JsonSchema;
    }, schema);
}

/** A keyword of a subschema that holds a list of strings (`enum`, `required`, `x-observed-values`, ...). */
export function stringsAt(name: string, pointer: string, keyword: string): readonly string[] {
  const value = schemaAt(name, pointer)[keyword] ?? [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new Error(`${name}#${pointer}/${keyword} is not a list of strings`);
  return value as string[];
}

/** The `enum` of a schema (for example `shipment-status`, `flag`). */
export function enumOf<T extends string = string>(name: string, pointer = ''): readonly T[] {
  return stringsAt(name, pointer, 'enum') as readonly T[];
}

/** The `x-observed-values` the source shows for an open set (for example a consignment's status). */
export function observedValues(name: string, pointer: string): readonly string[] {
  return stringsAt(name, pointer, 'x-observed-values');
}
