/**
 * Shared helpers of the source-conformance tests (test/spec/source-*.test.ts).
 *
 * The tests tie spec/ to the source document: every fact of the source has a row that breaks
 * when the spec drops the fact. Rows cite the source section in their name.
 *
 * The spec under test is the embedded one, or the one named by FULFILLMENT_SPEC (a path to an
 * openapi.yaml), so that a scratch copy with a fact removed can prove the rows fail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadSpec, type Operation, type SchemaSite } from '../../src/spec/load-spec.js';
import { formatIssue } from '../../src/validate/issues.js';
import { SpecValidator, type ValidationResult } from '../../src/validate/validator.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const spec = await loadSpec(process.env['FULFILLMENT_SPEC'] || undefined);
export const validator = new SpecValidator(spec);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isJsonObject = (v: Json | undefined): v is JsonObject => isObject(v);

// ---------------------------------------------------------------------------------------------
// JSON pointers, samples, mutations

/** The unescaped tokens of a JSON pointer (RFC 6901). */
export function tokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`not a JSON pointer: ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value at a pointer inside any parsed document (undefined when absent). */
export function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of tokens(pointer)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** A node of a raw document that must be an object (a schema, an operation...). */
export function objectAt(root: unknown, pointer: string): Record<string, unknown> {
  const node = at(root, pointer);
  if (!isObject(node)) throw new Error(`no object at ${pointer || '/'}`);
  return node;
}

/** The array under `key` of a raw node (an enum, a list of observed values...). */
export function listAt(node: Record<string, unknown>, key: string): unknown[] {
  const list = node[key];
  if (!Array.isArray(list)) throw new Error(`no "${key}" list here (found ${JSON.stringify(list)})`);
  return list;
}

const exampleCache = new Map<string, Json>();

/**
 * A deep copy of the `value` of spec/examples/<name>.json (an OpenAPI Example Object), or of the
 * part of it at `pointer`. Read from the folder of the spec under test.
 */
export function example(name: string, pointer = ''): Json {
  let value = exampleCache.get(name);
  if (value === undefined) {
    const parsed = JSON.parse(readFileSync(join(spec.dir, 'examples', `${name}.json`), 'utf8')) as unknown;
    if (!isObject(parsed) || !('value' in parsed)) throw new Error(`examples/${name}.json is not an Example Object`);
    value = parsed['value'] as Json;
    exampleCache.set(name, value);
  }
  const part = at(value, pointer);
  if (part === undefined) throw new Error(`examples/${name}.json has nothing at ${pointer}`);
  return structuredClone(part as Json);
}

/**
 * A deep copy of `base` with one change: the value at `pointer` set (added or replaced), or
 * removed when `value` is undefined. Throws when the parent is missing, or when a removed
 * property is absent, so that a row cannot pass because its sample lacked the field.
 */
export function mutate(base: Json, pointer: string, value: Json | undefined): Json {
  const copy = structuredClone(base);
  const path = tokens(pointer);
  const last = path.pop();
  if (last === undefined) throw new Error('mutate needs a pointer below the root');
  let parent: Json | undefined = copy;
  for (const token of path) {
    parent = Array.isArray(parent) ? parent[Number(token)] : isJsonObject(parent) ? parent[token] : undefined;
    if (parent === undefined) throw new Error(`mutate: nothing at ${pointer} (missing "${token}")`);
  }
  if (Array.isArray(parent)) {
    const index = Number(last);
    if (!Number.isInteger(index) || index < 0 || index > parent.length) throw new Error(`mutate: bad index in ${pointer}`);
    if (value === undefined) parent.splice(index, 1);
    else parent[index] = value;
  } else if (isJsonObject(parent)) {
    if (value === undefined) {
      if (!(last in parent)) throw new Error(`mutate: the sample has no ${pointer} to remove`);
      delete parent[last];
    } else parent[last] = value;
  } else {
    throw new Error(`mutate: the parent of ${pointer} is not an object or array`);
  }
  return copy;
}

/** Several changes in a row, each as in {@link mutate}. */
export function mutateAll(base: Json, changes: ReadonlyArray<readonly [string, Json | undefined]>): Json {
  return changes.reduce((data, [pointer, value]) => mutate(data, pointer, value), base);
}

/** Source 2.5 shows no sample of a custom property; this one follows its field table. */
export const customPropertySample = (): Json => ({
  accountSlug: 'acme',
  label: 'Fabric',
  internalName: 'fabric',
  description: 'Main fabric of the garment',
  isUnique: 'no',
  fieldType: 'single_select',
  options: ['Cotton', 'Silk', 'Linen'],
  scope: ['product'],
  createdAt: '2024-01-15T07:42:18.905Z',
  updatedAt: '2024-01-15T07:42:18.905Z',
});

// ---------------------------------------------------------------------------------------------
// Operations, as the source names them

export interface SourceUrl {
  /** `{base_url}` or `{wms_url}`. */
  readonly server: string;
  /** The path in OpenAPI form (`:id` written `{id}`), without the query. */
  readonly path: string;
  /** Names of the query parameters the URL shows (`?page=<integer>&per_page=<integer>`). */
  readonly query: readonly string[];
}

/** Parses a URL as the source writes it: `{base_url}/api/platform/v1/client-webhook/:id`. */
export function parseSourceUrl(url: string): SourceUrl {
  const match = /^(\{base_url\}|\{wms_url\})(\/[^?]*)(?:\?(.*))?$/.exec(url);
  if (!match?.[1] || !match[2]) throw new Error(`not a source URL: ${url}`);
  const path = match[2].replace(/:([A-Za-z_]+)/g, '{$1}');
  const query = (match[3] ?? '').split('&').filter(Boolean).map((pair) => pair.split('=')[0] ?? '');
  return { server: match[1], path, query };
}

/**
 * The operation at a source URL, with the method when the source shows one (`GET`), or the
 * only operation at that path when it does not (`undefined`).
 */
export function endpoint(method: string | undefined, url: string): Operation {
  const { path } = parseSourceUrl(url);
  const found = spec.operations.filter((op) => op.path === path && (method === undefined || op.method === method.toLowerCase()));
  const [op] = found;
  if (!op || found.length > 1) {
    throw new Error(`expected one operation for ${method ?? '(any method)'} ${path}, found ${found.length}`);
  }
  return op;
}

/** The response site of an operation for a status code. */
export function responseSite(op: Operation, status: string): SchemaSite {
  const site = op.responses.get(status);
  if (!site) throw new Error(`${op.operationId} documents no ${status} response with a body`);
  return site;
}

/** The request body site of an operation. */
export function requestSite(op: Operation): SchemaSite {
  if (!op.requestBody) throw new Error(`${op.operationId} documents no request body`);
  return op.requestBody;
}

// ---------------------------------------------------------------------------------------------
// Validation rows

/** What a row validates against: a schema of spec/schemas by name, or a site of openapi.yaml. */
export type Target = string | (() => SchemaSite);

export function check(target: Target, data: Json): ValidationResult {
  return typeof target === 'string' ? validator.validate(target, data) : validator.validateSite(target(), data);
}

const issues = (result: ValidationResult): string => result.errors.map(formatIssue).join('; ') || 'none';

/**
 * The document is invalid AND an error names `pointer`. An error inside a string holding JSON
 * (return item additionalInfo) names the string's pointer followed by a note, which also counts.
 */
export function expectRejected(result: ValidationResult, pointer: string): void {
  expect(result.valid, `expected invalid (an error at ${pointer || '/'}), but it was accepted`).toBe(false);
  const named = result.errors.some((e) => e.pointer === pointer || e.pointer.startsWith(pointer + ' '));
  expect(named, `expected an error at ${pointer || '/'}; errors: ${issues(result)}`).toBe(true);
}

export function expectAccepted(result: ValidationResult): void {
  expect(result.valid, `expected valid; errors: ${issues(result)}`).toBe(true);
}

/** One given/want row: the data, and the pointer the error must name (`null`: must be valid). */
export interface Row {
  readonly name: string;
  readonly target: Target;
  readonly data: () => Json;
  readonly want: string | null;
}

export function runRow(row: Row): void {
  const result = check(row.target, row.data());
  if (row.want === null) expectAccepted(result);
  else expectRejected(result, row.want);
}

/** One test per row, named in full (test.each's `$name` would quote and shorten the names). */
export function each<T>(rows: readonly T[], name: (row: T) => string, fn: (row: T) => void): void {
  for (const row of rows) test(name(row), () => fn(row));
}

/** One test per given/want row. */
export function testRows(rows: readonly Row[]): void {
  each(rows, (row) => row.name, runRow);
}

// ---------------------------------------------------------------------------------------------
// Field kinds, as the source's field tables give them

export const TS_UTC = '2024-03-05T10:15:30.123Z';
export const TS_OFFSET = '2024-03-05T15:45:30+05:30';
export const TS_EVENT = '2024-03-05 15:45:30';

/** A wrong value, and where below the field the error must point (default: the field). */
export interface Bad {
  readonly value: Json;
  readonly below?: string;
}

export interface Kind {
  /** How the source gives the type, for row names. */
  readonly label: string;
  readonly reject: readonly Bad[];
  readonly accept: readonly Json[];
}

const bad = (...values: Json[]): Bad[] => values.map((value) => ({ value }));

export const STRING: Kind = { label: 'string', reject: bad(3, null, true), accept: [] };
export const INTEGER: Kind = { label: 'integer', reject: bad('3', 1.5, null), accept: [0, 7] };
export const NUMBER: Kind = { label: 'number', reject: bad('3', null), accept: [3, 3.75] };
export const FLAG: Kind = { label: 'string, 0 or 1', reject: bad(0, 1, true, 'yes', '2'), accept: ['0', '1'] };
export const BOOLEAN: Kind = { label: 'boolean', reject: bad('true', 1), accept: [true, false] };
export const ARRAY: Kind = { label: 'array', reject: bad({}, 'x'), accept: [] };
export const OBJECT: Kind = { label: 'object', reject: bad('x', []), accept: [] };
/** A field the source names without a type: only its presence is a fact. */
export const UNTYPED: Kind = { label: 'type not shown', reject: [], accept: [] };
export const URL: Kind = { label: 'string, URL', reject: bad(3, 'not a url'), accept: ['https://files.example/x.csv'] };
export const STRING_OR_NULL: Kind = { label: 'string or null', reject: bad(3, true), accept: [null, '8842016145'] };
export const STRING_ARRAY: Kind = {
  label: 'array of strings',
  reject: [{ value: 'x' }, { value: ['ok', 3], below: '/1' }],
  accept: [[], ['a', 'b']],
};
export const STRING_MAP: Kind = {
  label: 'object of string values',
  reject: [{ value: 'x' }, { value: { size: 3 }, below: '/size' }],
  accept: [{}, { size: 'M', color: 'Blue' }],
};
export const QUANTITY_ONE: Kind = { label: 'integer, always 1', reject: bad(2, 0, '1'), accept: [1] };
export const YES_NO: Kind = { label: 'yes or no', reject: bad('maybe', 'YES', true, 3), accept: ['yes', 'no'] };
export const TIMESTAMP_UTC: Kind = {
  label: 'timestamp, ISO 8601 UTC with milliseconds',
  reject: bad(3, TS_OFFSET, TS_EVENT, '2024-13-05T10:15:30.123Z', '2024-03-05T10:15:30Z'),
  accept: [TS_UTC],
};
export const TIMESTAMP_OFFSET: Kind = {
  label: 'timestamp with offset',
  reject: bad(3, TS_UTC, TS_EVENT, '2024-13-05T15:45:30+05:30', '2024-03-05T15:45:30Z'),
  accept: [TS_OFFSET, '2024-03-05T05:15:30-05:00'],
};
export const TIMESTAMP_EVENT: Kind = {
  label: 'YYYY-MM-DD HH:MM:SS',
  reject: bad(3, TS_UTC, TS_OFFSET, '2024-13-05 15:45:30', '2024-03-05'),
  accept: [TS_EVENT],
};
export const DATE: Kind = { label: 'YYYY-MM-DD', reject: bad(3, TS_EVENT, '2024-13-09', '09-03-2024'), accept: ['2024-03-09'] };

/** A string whose form the source shows only through its sample: the sample form passes, non-strings fail. */
export const sampled = (sample: string): Kind => ({ label: `string (sample form ${sample})`, reject: bad(3, null), accept: [sample] });

// ---------------------------------------------------------------------------------------------
// Resources: field tables written as the source gives them, turned into rows

export type FieldTable = ReadonlyArray<readonly [readonly string[], Kind]>;

export interface Group {
  /** Pointer of the object inside the sample (`''`, `/shippingAddress`, `/items/0`). */
  readonly at: string;
  readonly fields: FieldTable;
  /** Which fields the source makes always present: all of them, none, or these. */
  readonly required: 'all' | 'none' | readonly string[];
  /** Fields the source marks optional ("optional", "present on some jobs"): may be absent. */
  readonly optional?: readonly string[];
}

export interface Resource {
  readonly section: string;
  readonly title: string;
  readonly target: Target;
  readonly base: () => Json;
  readonly groups: readonly Group[];
}

const show = (value: Json): string => JSON.stringify(value);

/** The base sample passes; each required field's absence, each wrong type, each accepted form. */
export function resourceRows(res: Resource): Row[] {
  const name = (text: string): string => `${res.section} ${res.title}: ${text}`;
  const rows: Row[] = [{ name: name('the base sample is valid'), target: res.target, data: res.base, want: null }];
  for (const group of res.groups) {
    const names = group.fields.flatMap(([fields]) => fields);
    const required = group.required === 'all' ? names.filter((f) => !group.optional?.includes(f)) : group.required === 'none' ? [] : group.required;
    for (const field of required) {
      const pointer = `${group.at}/${field}`;
      rows.push({ name: name(`${pointer} is required (absent: rejected)`), target: res.target, data: () => mutate(res.base(), pointer, undefined), want: pointer });
    }
    for (const field of group.optional ?? []) {
      const pointer = `${group.at}/${field}`;
      rows.push({ name: name(`${pointer} may be absent`), target: res.target, data: () => mutate(res.base(), pointer, undefined), want: null });
    }
    for (const [fields, kind] of group.fields) {
      for (const field of fields) {
        const pointer = `${group.at}/${field}`;
        for (const { value, below } of kind.reject) {
          rows.push({
            name: name(`${pointer} given as ${show(value)} is rejected (${kind.label})`),
            target: res.target,
            data: () => mutate(res.base(), pointer, value),
            want: pointer + (below ?? ''),
          });
        }
        for (const value of kind.accept) {
          rows.push({ name: name(`${pointer} given as ${show(value)} is accepted (${kind.label})`), target: res.target, data: () => mutate(res.base(), pointer, value), want: null });
        }
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Annotations of the spec

/** Where an annotation sits: openapi.yaml, or a schema file of spec/schemas (by name). */
export type File = 'openapi.yaml' | `schemas/${string}.json`;

export function fileRoot(file: File): unknown {
  if (file === 'openapi.yaml') return spec.document;
  const name = file.slice('schemas/'.length, -'.json'.length);
  const schema = spec.schemas.get(name);
  if (!schema) throw new Error(`spec has no ${file}`);
  return schema;
}

/** Every `x-unspecified` text of the spec, with where it sits. */
export function allUnspecified(): Array<{ readonly where: string; readonly text: string }> {
  const found: Array<{ where: string; text: string }> = [];
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) node.forEach((child, i) => visit(child, `${where}/${i}`));
    else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'x-unspecified' && typeof child === 'string') found.push({ where, text: child });
        visit(child, `${where}/${key}`);
      }
    }
  };
  visit(spec.document, 'openapi.yaml#');
  for (const [name, schema] of spec.schemas) visit(schema, `schemas/${name}.json#`);
  return found;
}

/** Follows a `$ref` to a schema file of spec/schemas (`schema.json`, `schemas/schema.json`). */
export function deref(node: Record<string, unknown>): Record<string, unknown> {
  const ref = node['$ref'];
  if (typeof ref !== 'string') return node;
  const name = ref.replace(/^.*\//, '').replace(/\.json$/, '');
  const target = spec.schemas.get(name);
  if (!target) throw new Error(`$ref ${ref} names no schema file`);
  return target;
}

/** Sorted copy, for order-independent comparisons of value lists. */
export const sorted = (values: readonly unknown[]): unknown[] => [...values].sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0));
