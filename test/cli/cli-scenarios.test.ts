import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { runCli } from './run-cli.js';
import { readScenarios } from './scenarios.js';

const scenarios = readScenarios(fileURLToPath(new URL('./scenarios', import.meta.url)));

/** Asserts each expected line appears in the output, in the given order. */
function expectLinesInOrder(output: string, expected: readonly string[]): void {
  let from = 0;
  for (const line of expected) {
    const at = output.indexOf(line, from);
    expect(at, `missing (in order): ${line}\n--- output ---\n${output}`).toBeGreaterThanOrEqual(0);
    from = at + line.length;
  }
}

describe('CLI scenarios (test/cli/scenarios)', () => {
  test.each(scenarios)('$file: $test', async (scenario) => {
    const dir = mkdtempSync(join(tmpdir(), 'fh-cli-'));
    const file = join(dir, 'input.json');
    if (scenario.fileContent !== undefined) writeFileSync(file, scenario.fileContent);
    const args = scenario.command.split(' ').map((arg) => arg.replace('{file}', file));
    const run = await runCli(args, scenario.stdin === undefined ? {} : { stdin: scenario.stdin });
    expectLinesInOrder(run.stdout.replaceAll(file, '{file}'), scenario.stdout);
    expectLinesInOrder(run.stderr.replaceAll(file, '{file}'), scenario.stderr);
    expect(run.stderr, 'a user mistake never prints a stack trace').not.toMatch(/\n\s+at /);
    expect(run.code, `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`).toBe(scenario.exit);
  });
});
