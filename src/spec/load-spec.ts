import SwaggerParser from '@apidevtools/swagger-parser';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { pointer } from './json-pointer.js';
import { UsageError } from './spec-error.js';
import { EMBEDDED_SPEC, SCHEMA_BASE_URI } from './spec-paths.js';

/** A JSON Schema (2020-12) as read from the spec: plain data. */
export type JsonSchema = { readonly [keyword: string]: unknown };

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Where a schema sits in the OpenAPI document, and the schema itself (raw, `$ref`s intact). */
export interface SchemaSite {
  readonly pointer: string;
  readonly mediaType: string;
  readonly schema: JsonSchema;
  /** Named examples of the media type (their `value`s), external `$ref`s read. */
  readonly examples: ReadonlyMap<string, unknown>;
}

export interface Parameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** One operation of the `paths` section, flattened for the rest of the harness. */
export interface Operation {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Server URL template the path lives on, e.g. `{base_url}` or `{wms_url}`. */
  readonly server: string;
  readonly tags: readonly string[];
  /** Alternatives, each naming the header that must carry `Bearer <token>` (source 5). Empty: no auth. */
  readonly authHeaders: readonly string[];
  readonly parameters: readonly Parameter[];
  readonly requestBody: SchemaSite | undefined;
  /** Keyed by status code as written in the spec (`200`, `404`, `default`). */
  readonly responses: ReadonlyMap<string, SchemaSite | undefined>;
  /** What the source does not show for this operation, when anything. */
  readonly unspecified: string | undefined;
}

/** One event of the `webhooks` section: what the service POSTs to a registered URL. */
export interface EventDefinition {
  readonly name: string;
  readonly operationId: string;
  readonly body: SchemaSite;
}

/** The loaded contract. Load it with {@link loadSpec}. */
export interface Spec {
  readonly path: string;
  readonly dir: string;
  readonly document: Readonly<Record<string, unknown>>;
  /** Schema files of `spec/schemas/`, by name (file name without `.json`). */
  readonly schemas: ReadonlyMap<string, JsonSchema>;
  readonly operations: readonly Operation[];
  readonly events: readonly EventDefinition[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const cache = new Map<string, Promise<Spec>>();

/**
 * Loads, validates and indexes an OpenAPI document and the schema files beside it. Cached per path.
 * Throws {@link UsageError} with a one-line message naming the file when the spec is broken.
 *
 * @example
 * const spec = await loadSpec();
 * spec.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
 */
export function loadSpec(path: string = EMBEDDED_SPEC): Promise<Spec> {
  let loaded = cache.get(path);
  if (!loaded) {
    loaded = readSpec(path);
    cache.set(path, loaded);
  }
  return loaded;
}

async function readSpec(path: string): Promise<Spec> {
  const document = parseDocument(path);
  try {
    // Structural validation and resolution of every $ref (a missing schema file fails here).
    await SwaggerParser.validate(path);
  } catch (err) {
    throw new UsageError(`${path}: invalid OpenAPI document: ${firstLine(err)}`);
  }
  const dir = dirname(path);
  return {
    path,
    dir,
    document,
    schemas: readSchemas(join(dir, 'schemas')),
    operations: listOperations(dir, document),
    events: listEvents(dir, document),
  };
}

function parseDocument(path: string): Obj {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(`${path}: cannot read the spec: ${firstLine(err)}`);
  }
  try {
    const doc: unknown = parseYaml(text);
    if (!isObj(doc) || typeof doc['openapi'] !== 'string') throw new UsageError(`${path}: not an OpenAPI document (no "openapi" field)`);
    return doc;
  } catch (err) {
    if (err instanceof YAMLParseError) {
      throw new UsageError(`${path}:${err.linePos?.[0].line ?? '?'}: YAML syntax error: ${firstLine(err)}`);
    }
    throw err;
  }
}

/** Reads the schema files of a folder by name (file name without `.json`), checking each `$id`. Synchronous, for generators. */
export function readSchemas(dir: string): Map<string, JsonSchema> {
  const schemas = new Map<string, JsonSchema>();
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort((a, b) => (a.slice(0, -5) < b.slice(0, -5) ? -1 : 1));
  } catch (err) {
    throw new UsageError(`${dir}: cannot read the schema folder: ${firstLine(err)}`);
  }
  for (const file of files) {
    const path = join(dir, file);
    const schema = readJson(path);
    const expectedId = `${SCHEMA_BASE_URI}schemas/${file}`;
    if (!isObj(schema) || schema['$id'] !== expectedId) {
      throw new UsageError(`${path}: /$id must be "${expectedId}" so that relative $refs resolve as they do on disk`);
    }
    schemas.set(basename(file, '.json'), schema);
  }
  return schemas;
}

function schemaSite(dir: string, content: unknown, at: string): SchemaSite | undefined {
  // The first media type carries the schema; every operation here has exactly one.
  const [mediaType, media] = Object.entries(obj(content))[0] ?? [];
  if (mediaType === undefined) return undefined;
  const examples = Object.entries(obj(obj(media)['examples'])).map(([name, example]): [string, unknown] => {
    const ref = str(obj(example)['$ref']);
    return [name, obj(ref === undefined ? example : readJson(join(dir, ref)))['value']];
  });
  return { pointer: at + pointer('content', mediaType, 'schema'), mediaType, schema: obj(obj(media)['schema']), examples: new Map(examples) };
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new UsageError(`${path}: cannot read JSON: ${firstLine(err)}`);
  }
}

function authHeaders(doc: Obj, security: unknown): string[] {
  const schemes = obj(obj(doc['components'])['securitySchemes']);
  const headers = (Array.isArray(security) ? security : []).flatMap((requirement: unknown) =>
    Object.keys(obj(requirement)).map((name) => {
      const scheme = obj(schemes[name]);
      // apiKey schemes name their header (source 5: "Authentication"); http bearer and OAuth2 use Authorization.
      return scheme['type'] === 'apiKey' && scheme['in'] === 'header' ? String(scheme['name']) : 'Authorization';
    }),
  );
  return [...new Set(headers)];
}

function listOperations(dir: string, doc: Obj): Operation[] {
  const rootServer = str(obj((doc['servers'] as unknown[] | undefined)?.[0])['url']) ?? '';
  return Object.entries(obj(doc['paths'])).flatMap(([path, item]) => {
    const pathItem = obj(item);
    const server = str(obj((pathItem['servers'] as unknown[] | undefined)?.[0])['url']) ?? rootServer;
    return HTTP_METHODS.filter((m) => isObj(pathItem[m])).map((method): Operation => {
      const op = obj(pathItem[method]);
      const at = pointer('paths', path, method);
      const params = [...asArray(pathItem['parameters']), ...asArray(op['parameters'])].map((p) => resolveLocal(doc, p));
      const body = obj(resolveLocal(doc, op['requestBody']));
      return {
        operationId: String(op['operationId']),
        method,
        path,
        server,
        tags: asArray(op['tags']).map(String),
        authHeaders: authHeaders(doc, op['security'] ?? doc['security']),
        parameters: params.map((p) => ({
          name: String(p['name']),
          in: p['in'] as Parameter['in'],
          required: p['required'] === true,
          schema: obj(p['schema']),
        })),
        requestBody: schemaSite(dir, body['content'], at + '/requestBody'),
        responses: new Map(
          Object.entries(obj(op['responses'])).map(([status, response]) => [
            status,
            schemaSite(dir, obj(resolveLocal(doc, response))['content'], refOr(response, `${at}/responses/${status}`)),
          ]),
        ),
        unspecified: str(op['x-unspecified']),
      };
    });
  });
}

function listEvents(dir: string, doc: Obj): EventDefinition[] {
  return Object.entries(obj(doc['webhooks'])).map(([name, item]) => {
    const op = obj(obj(item)['post']);
    const at = pointer('webhooks', name, 'post', 'requestBody');
    const body = schemaSite(dir, obj(op['requestBody'])['content'], at);
    if (!body) throw new UsageError(`webhook ${name}: no request body schema`);
    return { name, operationId: String(op['operationId']), body };
  });
}

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Follows a local `#/components/...` reference (parameters, responses); schema refs stay for ajv. */
function resolveLocal(doc: Obj, value: unknown): Obj {
  const ref = str(obj(value)['$ref']);
  if (!ref?.startsWith('#/')) return obj(value);
  return obj(ref.slice(2).split('/').reduce<unknown>((node, token) => obj(node)[token.replaceAll('~1', '/').replaceAll('~0', '~')], doc));
}

/** The pointer a response's content lives at: inside the component when the response is a `$ref`. */
function refOr(value: unknown, at: string): string {
  const ref = str(obj(value)['$ref']);
  return ref?.startsWith('#/') ? ref.slice(1) : at;
}

function firstLine(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
}
