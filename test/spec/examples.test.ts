import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSpec, type Operation, type SchemaSite } from '../../src/spec/load-spec.js';
import { formatIssue } from '../../src/validate/issues.js';
import { SpecValidator } from '../../src/validate/validator.js';

const spec = await loadSpec();
const validator = new SpecValidator(spec);

const sites = [
  ...spec.operations.flatMap((op) => [
    { where: `${op.operationId} request`, site: op.requestBody },
    ...[...op.responses].map(([status, site]) => ({ where: `${op.operationId} ${status}`, site })),
  ]),
  ...spec.events.map((event) => ({ where: `event ${event.name}`, site: event.body })),
];
const examples = sites.flatMap(({ where, site }) => [...(site?.examples ?? [])].map(([name, value]) => ({ where, name, site, value })));

describe('every example of the spec validates against the schema beside it', () => {
  test.each(examples)('$where: example $name', ({ site, value }) => {
    expect(value).toBeDefined();
    const result = site && validator.validateSite(site, value, { warnings: true });
    expect(result?.errors.map(formatIssue)).toEqual([]);
    expect(result?.warnings.map(formatIssue), 'examples use documented fields only').toEqual([]);
  });
});

test('at least one realistic example per operation and per event (JSON bodies; a PDF has none)', () => {
  const json = (site: SchemaSite | undefined): site is SchemaSite => site?.mediaType === 'application/json';
  const documented = (op: Operation) => [op.requestBody, ...[...op.responses].filter(([status]) => status.startsWith('2')).map(([, site]) => site)].filter(json);
  const withoutExample = [
    ...spec.operations
      .filter((op) => documented(op).length > 0 && !documented(op).some((site) => site.examples.size > 0))
      .map((op) => op.operationId),
    ...spec.events.filter((event) => event.body.examples.size === 0).map((event) => event.name),
  ];
  expect(withoutExample).toEqual([]);
});

test('every example file is used by the spec', () => {
  const files = readdirSync(join(spec.dir, 'examples'));
  const used = JSON.stringify(spec.document);
  expect(files.filter((file) => !used.includes(`examples/${file}`))).toEqual([]);
});

test('every schema file is indexed under components.schemas by its name', () => {
  const components = (spec.document['components'] ?? {}) as { schemas?: Record<string, { $ref?: string }> };
  const indexed = Object.entries(components.schemas ?? {}).map(([name, ref]) => `${name}=${ref.$ref ?? ''}`);
  expect(indexed.sort()).toEqual([...spec.schemas.keys()].map((name) => `${name}=schemas/${name}.json`).sort());
});
