import type { JsonSchema } from '../spec/load-spec.js';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keywords whose subschemas describe a whole value on their own, so may close it. */
const CLOSABLE_CHILDREN = ['items', 'additionalProperties', 'contentSchema'] as const;
const CLOSABLE_MAPS = ['properties'] as const;
const CLOSABLE_LISTS = ['anyOf', 'oneOf', 'prefixItems'] as const;

/**
 * A copy of a schema in which every object schema that lists `properties` also says
 * `unevaluatedProperties: false`. Validating against it finds properties the spec does not
 * document, which the harness reports as warnings (a real service may add fields).
 * `allOf` members and `if`/`not` are left open: closing a part would reject its siblings' fields.
 * Schemas named in `bases` (the targets of `allOf` references) are left open at their root.
 */
export function closeObjects(schema: JsonSchema, isBase: boolean): JsonSchema {
  return close(schema, !isBase) as JsonSchema;
}

function close(node: unknown, closeHere: boolean): unknown {
  if (!isNode(node)) return node;
  const out: Node = { ...node };
  if (closeHere && isNode(node['properties']) && !('additionalProperties' in node) && !('unevaluatedProperties' in node)) {
    out['unevaluatedProperties'] = false;
  }
  for (const key of CLOSABLE_CHILDREN) if (key in node) out[key] = close(node[key], true);
  for (const key of CLOSABLE_MAPS) {
    const map = node[key];
    if (isNode(map)) out[key] = Object.fromEntries(Object.entries(map).map(([k, v]) => [k, close(v, true)]));
  }
  for (const key of CLOSABLE_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) out[key] = list.map((v) => close(v, true));
  }
  return out;
}

/** Names of the schemas some other schema extends through `allOf: [{ $ref }]`. */
export function allOfBases(schemas: Iterable<JsonSchema>): Set<string> {
  const bases = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    for (const member of Array.isArray(node['allOf']) ? node['allOf'] : []) {
      const ref = isNode(member) ? member['$ref'] : undefined;
      if (typeof ref === 'string') bases.add(ref.replace(/^.*\//, '').replace(/\.json$/, ''));
    }
    Object.values(node).forEach(visit);
  };
  for (const schema of schemas) visit(schema);
  return bases;
}
