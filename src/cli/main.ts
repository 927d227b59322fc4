#!/usr/bin/env node
import { Command, CommanderError, Option } from 'commander';
import { UsageError } from '../spec/spec-error.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import { validateCommand } from './validate-command.js';

const program = new Command('fulfillment-harness')
  .description('Contract testing and simulation for the Fulfillment Platform API')
  .exitOverride()
  .configureOutput({ outputError: (text, write) => write(text) })
  .showHelpAfterError('(run with --help for usage)');

const specOption = () => new Option('--spec <path>', 'OpenAPI document to use instead of the embedded spec');

let exitCode: ExitCode = EXIT.ok;

program
  .command('validate')
  .description('validate JSON or NDJSON documents (a file, or - for stdin) against a named schema of the spec')
  .argument('[schema]', 'schema name (see --list)')
  .argument('[file]', 'JSON or NDJSON file, or - for standard input', '-')
  .option('--list', 'list the schema names')
  .option('--strict', 'treat undocumented properties as errors (they are warnings otherwise)')
  .addOption(specOption())
  .action(async (schema: string | undefined, file: string, options: { list?: boolean; strict?: boolean; spec?: string }) => {
    exitCode = await validateCommand(schema, file, options);
  });

try {
  await program.parseAsync();
} catch (err) {
  exitCode = report(err);
}
process.exitCode = exitCode;

/** Maps an error to its exit code; a user's mistake is one line, never a stack trace. */
function report(err: unknown): ExitCode {
  if (err instanceof CommanderError) {
    // --help and --version end through here too, with exit code 0.
    return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (err instanceof UsageError) {
    process.stderr.write(`fulfillment-harness: ${err.message}\n`);
    return EXIT.usage;
  }
  throw err;
}
