import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * A CLI scenario, one per file (after Prism's harness): sections introduced by `====name====`.
 * test: what it shows; command: the arguments (`{file}` stands for a temp file holding the
 * `file` section); stdin; exit: the exit code; stdout / stderr: lines that must appear, in order.
 */
export interface Scenario {
  readonly file: string;
  readonly test: string;
  readonly command: string;
  readonly stdin: string | undefined;
  readonly fileContent: string | undefined;
  readonly exit: number;
  readonly stdout: readonly string[];
  readonly stderr: readonly string[];
}

const SECTION = /^====([a-z-]+)====$/;

export function readScenarios(dir: string): Scenario[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => parseScenario(join(dir, f)));
}

function parseScenario(path: string): Scenario {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const name = SECTION.exec(line)?.[1];
    if (name !== undefined) sections.set(name, (current = []));
    else current?.push(line);
  }
  const text = (name: string): string | undefined => sections.get(name)?.join('\n').replace(/\n+$/, '');
  const lines = (name: string): string[] => (text(name) ?? '').split('\n').filter((l) => l.trim() !== '');
  const required = (name: string): string => {
    const value = text(name);
    if (value === undefined) throw new Error(`${path}: missing ====${name}==== section`);
    return value;
  };
  return {
    file: basename(path),
    test: required('test'),
    command: required('command'),
    stdin: text('stdin') === undefined ? undefined : `${text('stdin')}\n`,
    fileContent: text('file') === undefined ? undefined : `${text('file')}\n`,
    exit: Number(required('exit')),
    stdout: lines('stdout'),
    stderr: lines('stderr'),
  };
}
