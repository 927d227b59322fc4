import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fixtureFiles } from '../generators/fixtures.js';
import { EMBEDDED_SPEC_DIR } from '../src/spec/spec-paths.js';

/** The committed fixtures folder. */
export const FIXTURES_DIR = join(EMBEDDED_SPEC_DIR, '..', 'fixtures');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  rmSync(FIXTURES_DIR, { recursive: true, force: true });
  for (const [path, content] of fixtureFiles()) {
    mkdirSync(dirname(join(FIXTURES_DIR, path)), { recursive: true });
    writeFileSync(join(FIXTURES_DIR, path), content);
  }
  console.log(`wrote ${FIXTURES_DIR}`);
}
