import SwaggerParser from '@apidevtools/swagger-parser';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Spec } from '../spec/load-spec.js';
import { EMBEDDED_SPEC_DIR } from '../spec/spec-paths.js';
import type { SpecValidator } from '../validate/validator.js';

/** The committed fixtures: the mock's static responses. */
export const FIXTURES_DIR = join(EMBEDDED_SPEC_DIR, '..', 'fixtures');

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema file a site's schema names (`schemas/webhook-page.json` -> `webhook-page`), directly or as its allOf base. */
export function schemaName(schema: Node): string | undefined {
  const refs = [schema['$ref'], ...(Array.isArray(schema['allOf']) ? schema['allOf'].map((s: unknown) => (isNode(s) ? s['$ref'] : undefined)) : [])];
  const ref = refs.find((r): r is string => typeof r === 'string');
  return ref === undefined ? undefined : basename(ref, '.json');
}

/** Fixture records of a schema name that are valid at the given site (all of them for the embedded spec). */
export function fixturesFor(name: string | undefined, accept: (record: unknown) => boolean): unknown[] {
  if (name === undefined) return [];
  let records = fixtureCache.get(name);
  if (!records) {
    const file = join(FIXTURES_DIR, `${name}.json`);
    records = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]) : [];
    fixtureCache.set(name, records);
  }
  return records.filter(accept);
}

const fixtureCache = new Map<string, unknown[]>();

/**
 * Writes the copy of the spec that Prism serves: dereferenced into one document (Prism does not
 * follow `$id`-based references), `$id`/`$schema` dropped from the embedded schemas, and each
 * documented response's examples led by the committed fixtures (`fixture-1`, ...), so that
 * Prism's static answer is fixture data while the spec's own named examples stay selectable.
 * Returns the path of the copy.
 */
export async function writeServedSpec(spec: Spec, validator: SpecValidator): Promise<string> {
  const document = (await SwaggerParser.dereference(spec.path)) as unknown as Node;
  const served = strip(structuredClone(document)) as Node;
  for (const op of spec.operations) {
    for (const [status, site] of op.responses) {
      if (!site || !status.startsWith('2')) continue;
      const media = mediaAt(served, site.pointer);
      if (!media) continue;
      const fixtures = fixturesFor(schemaName(site.schema), (record) => validator.validateSite(site, record).valid);
      const named = isNode(media['examples']) ? media['examples'] : {};
      media['examples'] = { ...Object.fromEntries(fixtures.map((value, i) => [`fixture-${i + 1}`, { summary: `fixtures/ record ${i + 1}`, value }])), ...named };
    }
  }
  const path = join(mkdtempSync(join(tmpdir(), 'fulfillment-harness-mock-')), 'openapi.json');
  writeFileSync(path, JSON.stringify(served));
  return path;
}

/** The media type object holding the schema at a site pointer (`.../content/<type>/schema`). */
function mediaAt(document: Node, pointer: string): Node | undefined {
  const tokens = pointer.split('/').slice(1, -1).map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
  const node = tokens.reduce<unknown>((n, token) => (isNode(n) ? n[token] : undefined), document);
  return isNode(node) ? node : undefined;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!isNode(node)) return node;
  return Object.fromEntries(Object.entries(node).filter(([key]) => key !== '$id' && key !== '$schema').map(([key, value]) => [key, strip(value)]));
}
