import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { generate, GenerateError, KINDS, SCENARIOS } from '../../generators/index.js';
import { UsageError } from '../spec/spec-error.js';
import { EXIT, type ExitCode } from './exit-codes.js';

export interface GenerateCommandOptions {
  readonly list?: boolean;
  readonly count?: string;
  readonly seed?: string;
  readonly scenario?: string;
  readonly format?: string;
  readonly out?: string;
}

const FORMATS = ['json', 'ndjson'] as const;

function wholeNumber(value: string | undefined, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`generate: ${option} must be a whole number, not "${value}"`);
  return Number(value);
}

/** `generate <kind>`: seeded records of a kind, as a JSON array or NDJSON, streamed to stdout or a file. */
export async function generateCommand(kind: string | undefined, options: GenerateCommandOptions): Promise<ExitCode> {
  if (options.list) {
    const lines = [
      'kinds:',
      ...Object.entries(KINDS).map(([name, k]) => `  ${name.padEnd(30)} ${k.summary}`),
      'scenarios (with shipment-event, return-event, inventory-event, events):',
      ...Object.entries(SCENARIOS).map(([name, s]) => `  ${name.padEnd(30)} ${s.summary}`),
    ];
    process.stdout.write(lines.join('\n') + '\n');
    return EXIT.ok;
  }
  if (!kind) throw new UsageError('generate: name a kind (see `generate --list`)');
  const format = options.format ?? 'json';
  if (!FORMATS.includes(format as (typeof FORMATS)[number])) throw new UsageError(`generate: --format must be json or ndjson, not "${format}"`);
  const count = wholeNumber(options.count, '--count', 1);
  if (count < 0) throw new UsageError(`generate: --count must be 0 or more, not ${count}`);
  // Nothing random without a seed: when none is given, pick one and say which, so the run can be repeated.
  const seed = wholeNumber(options.seed, '--seed', randomInt(2 ** 31));
  let records: Iterable<unknown>;
  try {
    records = generate(kind, { seed, count, ...(options.scenario === undefined ? {} : { scenario: options.scenario }) });
    // Generators are lazy: take the first step now, so bad arguments fail before any output.
    records = primed(records[Symbol.iterator]());
  } catch (err) {
    if (err instanceof GenerateError) throw new UsageError(`generate: ${err.message}`);
    throw err;
  }
  if (options.seed === undefined) process.stderr.write(`generate: seed ${seed} (pass --seed ${seed} to repeat this output)\n`);
  const out = options.out === undefined ? process.stdout : createWriteStream(options.out);
  const failed = new Promise<never>((_, reject) => out.once('error', (err: Error) => reject(new UsageError(`generate: cannot write ${options.out ?? 'stdout'}: ${err.message}`))));
  await Promise.race([write(out, records, format === 'ndjson'), failed]);
  if (out !== process.stdout) await new Promise<void>((resolve) => out.end(resolve));
  return EXIT.ok;
}

/** Runs the iterator's first step now; yields that value, then the rest. */
function primed<T>(iterator: Iterator<T>): Iterable<T> {
  const first = iterator.next();
  return {
    *[Symbol.iterator]() {
      if (first.done) return;
      yield first.value;
      for (let next = iterator.next(); !next.done; next = iterator.next()) yield next.value;
    },
  };
}

/** Streams records with backpressure: NDJSON one a line, or one JSON array written piece by piece. */
async function write(out: Writable, records: Iterable<unknown>, ndjson: boolean): Promise<void> {
  let first = true;
  const put = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  if (!ndjson) await put('[');
  for (const record of records) {
    await put(ndjson ? JSON.stringify(record) + '\n' : `${first ? '\n' : ',\n'}${JSON.stringify(record, null, 2).replace(/^/gm, '  ')}`);
    first = false;
  }
  if (!ndjson) await put(first ? ']\n' : '\n]\n');
}
