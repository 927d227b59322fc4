import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { loadSpec } from '../spec/load-spec.js';
import { UsageError } from '../spec/spec-error.js';
import { formatIssue } from '../validate/issues.js';
import { openInput, readDocuments } from '../validate/read-documents.js';
import { SpecValidator } from '../validate/validator.js';
import { EXIT, type ExitCode } from './exit-codes.js';

export interface ValidateCommandOptions {
  readonly list?: boolean;
  readonly strict?: boolean;
  readonly spec?: string;
}

/** `validate <schema> [file|-]`: checks JSON or NDJSON documents against a named schema. */
export async function validateCommand(schema: string | undefined, file: string | undefined, options: ValidateCommandOptions): Promise<ExitCode> {
  const spec = await loadSpec(options.spec);
  if (options.list) {
    for (const [name, s] of spec.schemas) process.stdout.write(`${name.padEnd(30)} ${firstSentence(s['description'])}\n`);
    return EXIT.ok;
  }
  const validator = new SpecValidator(spec);
  if (!schema) throw new UsageError('validate: name a schema (see `validate --list`)');
  if (!validator.schemaNames.includes(schema)) {
    throw new UsageError(`validate: unknown schema "${schema}"; run \`validate --list\` for the names`);
  }
  const source = file ?? '-';
  const input = openInput(source);
  const label = source === '-' ? '<stdin>' : source;
  const unreadable = new Promise<never>((_, reject) => {
    input.once('error', (err: Error) => reject(new UsageError(`${label}: cannot read: ${err.message}`)));
  });
  const counts = { valid: 0, invalid: 0, malformed: 0 };
  await Promise.race([check(validator, schema, input, label, options.strict === true, counts), unreadable]);
  const total = counts.valid + counts.invalid + counts.malformed;
  process.stdout.write(`${label}: ${total} document(s) checked against ${schema}: ${counts.valid} valid, ${counts.invalid} invalid${counts.malformed ? `, ${counts.malformed} malformed` : ''}\n`);
  if (total === 0) throw new UsageError(`${label}: no JSON document found`);
  if (counts.malformed) return EXIT.usage;
  return counts.invalid ? EXIT.failure : EXIT.ok;
}

async function check(validator: SpecValidator, schema: string, input: Readable, label: string, strict: boolean, counts: { valid: number; invalid: number; malformed: number }): Promise<void> {
  for await (const doc of readDocuments(input)) {
    const where = `${label}:${doc.line}`;
    if (doc.malformed !== undefined) {
      counts.malformed++;
      await write(`${where}: malformed JSON: ${doc.malformed}\n`);
      continue;
    }
    const result = validator.validate(schema, doc.value, { warnings: true });
    const problems = strict ? [...result.errors, ...result.warnings] : result.errors;
    const lines = problems.map((issue) => `${where}: ${formatIssue(issue)}\n`);
    if (!strict) lines.push(...result.warnings.map((issue) => `${where}: warning: ${formatIssue(issue)} (allowed; --strict makes it an error)\n`));
    if (lines.length) await write(lines.join(''));
    if (problems.length) counts.invalid++;
    else counts.valid++;
  }
}

/** Writes with backpressure, so a huge invalid input does not pile up in memory. */
async function write(text: string): Promise<void> {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

function firstSentence(text: unknown): string {
  return typeof text === 'string' ? (text.split(/(?<=\.)\s/)[0] ?? '') : '';
}
