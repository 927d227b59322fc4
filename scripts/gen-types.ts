import openapiTS, { astToString } from 'openapi-typescript';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSpec } from '../src/spec/load-spec.js';
import { EMBEDDED_SPEC, EMBEDDED_SPEC_DIR } from '../src/spec/spec-paths.js';

/** Where the generated types live (committed; a test fails when they are stale). */
export const TYPES_FILE = join(EMBEDDED_SPEC_DIR, '..', 'src', 'types', 'spec.ts');

/** Generates TypeScript types from the embedded spec: openapi-typescript's output plus one alias per schema, named by its title. */
export async function generateTypes(): Promise<string> {
  const spec = await loadSpec();
  // An object schema without properties (source 4.2 `documents`, fields not shown) holds anything, not nothing.
  const ast = await openapiTS(pathToFileURL(EMBEDDED_SPEC), { emptyObjectsUnknown: true });
  const aliases = [...spec.schemas].map(([name, schema]) => {
    const description = typeof schema['description'] === 'string' ? `/** ${schema['description'].replaceAll('*/', '*\\/')} */\n` : '';
    return `${description}export type ${String(schema['title'])} = components['schemas']['${name}'];\n`;
  });
  return [astToString(ast), '// Aliases: one per schema file of spec/schemas, named by its title.\n', ...aliases].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(TYPES_FILE, await generateTypes());
  console.log(`wrote ${TYPES_FILE}`);
}
