import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSpec } from '../../src/spec/load-spec.js';
import { UsageError } from '../../src/spec/spec-error.js';
import { EMBEDDED_SPEC_DIR } from '../../src/spec/spec-paths.js';

/** A copy of the embedded spec with one change, for loader error tests. */
function brokenCopy(change: (dir: string) => void): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'fh-spec-')), 'spec');
  cpSync(EMBEDDED_SPEC_DIR, dir, { recursive: true });
  change(dir);
  return join(dir, 'openapi.yaml');
}

const edit = (file: string, from: string, to: string) => (dir: string) => {
  const path = join(dir, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
};

test('the embedded spec loads: operations on both hosts and the three events', async () => {
  const spec = await loadSpec();
  expect(new Set(spec.operations.map((op) => op.server))).toEqual(new Set(['{base_url}', '{wms_url}']));
  expect(spec.events.map((e) => e.name).sort()).toEqual(['channelInventoryUpdated', 'returnStatusChanged', 'shipmentStatusChanged']);
  expect(spec.operations.every((op) => op.operationId && op.tags.length > 0)).toBe(true);
});

test('loadSpec is cached per path: the spec is read once', async () => {
  expect(await loadSpec()).toBe(await loadSpec());
});

describe('a broken spec is one clear line naming the file and what was expected', () => {
  test.each([
    { given: 'a missing schema file', change: (dir: string) => rmSync(join(dir, 'schemas', 'flag.json')), want: /invalid OpenAPI document: .*flag\.json/ },
    { given: 'a YAML syntax error', change: edit('openapi.yaml', 'paths:\n', 'paths:\n  bad: [\n'), want: /openapi\.yaml:\d+: YAML syntax error/ },
    { given: 'a schema whose $id does not match its file', change: edit('schemas/flag.json', 'schemas/flag.json', 'schemas/flags.json'), want: /flag\.json: \/\$id must be "https:\/\/fulfillment-harness\.example\/schemas\/flag\.json"/ },
    { given: 'a schema that is not JSON', change: edit('schemas/flag.json', '{', '{,'), want: /flag\.json: / },
    { given: 'not an OpenAPI document', change: (dir: string) => writeFileSync(join(dir, 'openapi.yaml'), 'hello: world\n'), want: /not an OpenAPI document/ },
  ])('$given', async ({ change, want }) => {
    const path = brokenCopy(change);
    const error = await loadSpec(path).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(UsageError);
    expect(String((error as Error).message)).toMatch(want);
    expect(String((error as Error).message)).not.toContain('\n');
  });

  test('a spec that does not exist', async () => {
    await expect(loadSpec('/no/such/openapi.yaml')).rejects.toThrow(/\/no\/such\/openapi\.yaml: cannot read the spec/);
  });
});
