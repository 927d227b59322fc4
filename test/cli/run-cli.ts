import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built binary, as users run it (npm test builds it first). */
export const CLI = fileURLToPath(new URL('../../dist/src/cli/main.js', import.meta.url));

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI with arguments and optional standard input; resolves when it exits. */
export function runCli(args: readonly string[], options: { stdin?: string | NodeJS.ReadableStream; nodeArgs?: readonly string[] } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), CLI, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => {}); // the CLI may exit before reading everything (usage errors)
    if (typeof options.stdin === 'string' || options.stdin === undefined) child.stdin.end(options.stdin ?? '');
    else options.stdin.pipe(child.stdin);
  });
}
