import { generate, KINDS } from '../../generators/index.js';
import { schemaName } from '../mock/served-spec.js';
import type { JsonSchema, Operation, Spec } from '../spec/load-spec.js';
import type { CheckContext } from './check.js';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A valid body for an operation, from the generators (seeded by the run), or undefined when it takes none. */
export function validBody(context: CheckContext, operation: Operation): Node | undefined {
  const kind = operation.requestBody ? schemaName(operation.requestBody.schema) : undefined;
  if (kind === undefined || !(kind in KINDS)) return undefined;
  const [record] = generate(kind, { seed: context.gen.int(0, 2 ** 30) });
  return isNode(record) ? record : undefined;
}

/** The schema of what a write body wraps under `data` (source 4), references followed to the named file. */
export function dataSchema(spec: Spec, operation: Operation): JsonSchema | undefined {
  const name = operation.requestBody ? schemaName(operation.requestBody.schema) : undefined;
  const body = name === undefined ? undefined : spec.schemas.get(name);
  const data = isNode(body?.['properties']) ? (body['properties'] as Node)['data'] : undefined;
  return isNode(data) ? follow(spec, data) : undefined;
}

/** Follows a `$ref` to a named schema file, keeping the site's own keywords. */
export function follow(spec: Spec, schema: Node): JsonSchema {
  const ref = schema['$ref'];
  const target = typeof ref === 'string' ? spec.schemas.get(ref.replace(/^.*\//, '').replace(/\.json$/, '')) : undefined;
  return target ? { ...target, ...schema } : schema;
}

/** Whether the body schema requires the `data` wrapper of source 4. */
export function wrapsData(spec: Spec, operation: Operation): boolean {
  const name = operation.requestBody ? schemaName(operation.requestBody.schema) : undefined;
  const required = name === undefined ? undefined : spec.schemas.get(name)?.['required'];
  return Array.isArray(required) && required.includes('data');
}

/** The properties of `data` with their (followed) schemas. */
export function dataProperties(spec: Spec, operation: Operation): Array<[string, JsonSchema]> {
  const schema = dataSchema(spec, operation);
  const properties = isNode(schema?.['properties']) ? (schema['properties'] as Node) : {};
  return Object.entries(properties).filter((entry): entry is [string, Node] => isNode(entry[1])).map(([name, sub]) => [name, follow(spec, sub)]);
}

/** Unique order numbers per run: a stateful target refuses a number it has seen. */
export function orderNumber(context: CheckContext): string {
  return `VERIFY-${Date.now().toString(36).toUpperCase()}-${context.gen.code(5)}`;
}
