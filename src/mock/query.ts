import type { Operation } from '../spec/load-spec.js';

/** Checks of a query value by the parameter's schema type (query values are strings on the wire). */
const BY_TYPE: Readonly<Record<string, (value: string, schema: Readonly<Record<string, unknown>>) => boolean>> = {
  integer: (value, schema) => /^-?\d+$/.test(value) && (typeof schema['minimum'] !== 'number' || Number(value) >= schema['minimum']),
  number: (value) => value.trim() !== '' && Number.isFinite(Number(value)),
};

/** Whether the query parameters the operation declares hold values of their types; required ones present. */
export function validQuery(operation: Operation, query: URLSearchParams): boolean {
  return operation.parameters
    .filter((p) => p.in === 'query')
    .every((p) => {
      const value = query.get(p.name);
      if (value === null) return !p.required;
      const check = BY_TYPE[String(p.schema['type'])];
      return !check || check(value, p.schema);
    });
}
