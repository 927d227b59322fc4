import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Base URI the schema `$id`s live under; `spec/` mirrors it, so relative `$ref`s resolve the same on disk and in ajv. */
export const SCHEMA_BASE_URI = 'https://fulfillment-harness.example/';

function findPackageRoot(): string {
  // Walk up rather than hard-code the depth: this file runs from src/ (tests) and from dist/src/ (the built CLI).
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'spec', 'openapi.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find spec/openapi.yaml above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

/** The package's own spec folder (the embedded contract). */
export const EMBEDDED_SPEC_DIR = join(findPackageRoot(), 'spec');

/** Path of the embedded OpenAPI document. */
export const EMBEDDED_SPEC = join(EMBEDDED_SPEC_DIR, 'openapi.yaml');
