import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../scripts/gen-types.js';
import { loadSpec } from '../../src/spec/load-spec.js';

test('src/types/spec.ts is what `npm run gen:types` makes from the spec (not stale)', async () => {
  expect(readFileSync(TYPES_FILE, 'utf8'), 'run `npm run gen:types`').toBe(await generateTypes());
});

/** Type-checks a TypeScript source that imports the generated types; returns the compiler's messages. */
function typeCheck(source: string): string[] {
  const file = fileURLToPath(new URL('./__examples__.ts', import.meta.url));
  const options: ts.CompilerOptions = { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? source : readFile(name));
  host.fileExists = ((exists) => (name: string) => name === file || exists(name))(host.fileExists.bind(host));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

const spec = await loadSpec();
const title = (ref: unknown): string | undefined => {
  const name = typeof ref === 'string' ? /([^/]+)\.json$/.exec(ref)?.[1] : undefined;
  const schema = name === undefined ? undefined : spec.schemas.get(name);
  return typeof schema?.['title'] === 'string' ? schema['title'] : undefined;
};
// Every example whose site is a named schema, checked against that schema's generated type.
const typed = [...spec.operations.flatMap((op) => [op.requestBody, ...op.responses.values()]), ...spec.events.map((e) => e.body)].flatMap((site) =>
  [...(site?.examples ?? [])].flatMap(([name, value]) => {
    const type = title(site?.schema['$ref']);
    return type === undefined ? [] : [{ name, type, value }];
  }),
);

test('the spec examples type-check against the generated types', () => {
  expect(typed.length).toBeGreaterThan(15);
  const source = [
    `import type * as T from '../../src/types/spec.js';`,
    ...typed.map(({ type, value }, i) => `export const example${i}: T.${type} = ${JSON.stringify(value)};`),
  ].join('\n');
  expect(typeCheck(source)).toEqual([]);
});

test('the type check can fail: a shipment item with quantity 2 does not type-check', () => {
  const errors = typeCheck(`import type { ShipmentItem } from '../../src/types/spec.js';\nexport const item: Pick<ShipmentItem, 'quantity'> = { quantity: 2 };`);
  expect(errors.join('\n')).toMatch(/Type '2' is not assignable to type '1'/);
});
