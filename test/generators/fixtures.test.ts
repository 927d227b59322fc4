import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fixtureFiles } from '../../generators/fixtures.js';
import { formatIssue } from '../../src/validate/issues.js';
import { FIXTURES_DIR } from '../../scripts/fixtures.js';
import { validateRecord } from './records.js';

const expected = fixtureFiles();
const committed = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? committed(join(dir, entry.name)) : [relative(FIXTURES_DIR, join(dir, entry.name))]));

test('fixtures/ holds exactly the files `npm run fixtures` writes', () => {
  expect(committed(FIXTURES_DIR).sort()).toEqual([...expected.keys()].sort());
});

describe('every committed fixture is current (run `npm run fixtures` after changing a generator) and valid', () => {
  test.each([...expected.keys()])('%s', (path) => {
    const text = readFileSync(join(FIXTURES_DIR, path), 'utf8');
    expect(text, 'stale: run `npm run fixtures`').toBe(expected.get(path));
    const kind = path.startsWith('scenarios/') ? 'events' : path.replace(/\.json$/, '');
    const records = JSON.parse(text) as unknown[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(validateRecord(kind, record).errors.map(formatIssue)).toEqual([]);
  });
});
