import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkPacts } from '../pact/pact-check.js';
import { loadSpec } from '../spec/load-spec.js';
import { EMBEDDED_SPEC_DIR } from '../spec/spec-paths.js';
import { SpecValidator } from '../validate/validator.js';
import { EXIT, type ExitCode } from './exit-codes.js';

/** The committed consumer pacts, checked when no file is named. */
const COMMITTED = join(EMBEDDED_SPEC_DIR, '..', 'contracts', 'pacts');

/** A file below the working folder by its relative path, others as given. */
const shown = (file: string): string => (relative(process.cwd(), file).startsWith('..') ? file : relative(process.cwd(), file));

/** `pact check [files...]`: each interaction against the spec; exit 1 when any asks for what the spec does not promise. */
export async function pactCheckCommand(files: readonly string[], options: { readonly spec?: string }): Promise<ExitCode> {
  const spec = await loadSpec(options.spec);
  const targets = files.length ? files : readdirSync(COMMITTED).filter((f) => f.endsWith('.json')).map((f) => join(COMMITTED, f));
  const verdicts = checkPacts(spec, new SpecValidator(spec), targets);
  for (const verdict of verdicts) {
    process.stdout.write(`${verdict.violations.length ? 'FAIL' : 'PASS'} ${shown(verdict.file)}: ${verdict.description}\n`);
    for (const violation of verdict.violations) process.stdout.write(`  - ${violation}\n`);
  }
  const failed = verdicts.filter((v) => v.violations.length).length;
  process.stdout.write(`${verdicts.length - failed} passed, ${failed} failed\n`);
  return failed ? EXIT.failure : EXIT.ok;
}
