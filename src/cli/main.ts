#!/usr/bin/env node
import { Command, CommanderError, Option } from 'commander';
import { UsageError } from '../spec/spec-error.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import type { GenerateCommandOptions } from './generate-command.js';
import type { MockCommandOptions } from './mock-command.js';
import type { PactVerifyCommandOptions } from './pact-command.js';
import type { SimulateCommandOptions } from './simulate-command.js';
import type { ValidateCommandOptions } from './validate-command.js';
import type { VerifyCommandOptions } from './verify-command.js';

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
  .action(async (schema: string | undefined, file: string, options: ValidateCommandOptions) => {
    // Each command loads its own modules: start-up stays small (validate streams in a 32 MB heap).
    const { validateCommand } = await import('./validate-command.js');
    exitCode = await validateCommand(schema, file, options);
  });

program
  .command('generate')
  .description('generate seeded, spec-valid records (fixtures for demos and tests)')
  .argument('[kind]', 'what to generate (see --list)')
  .option('--list', 'list the kinds and scenarios')
  .option('--count <n>', 'how many records; with --scenario, how many orders (default 1)')
  .option('--seed <n>', 'the seed: the same seed gives the same bytes (default: random, printed to stderr)')
  .option('--scenario <name>', 'for event kinds: the order flow to run (see --list)')
  .option('--format <format>', 'json (an array) or ndjson (one record a line, for large counts)', 'json')
  .option('--out <file>', 'write to a file instead of stdout')
  .action(async (kind: string | undefined, options: GenerateCommandOptions) => {
    const { generateCommand } = await import('./generate-command.js');
    exitCode = await generateCommand(kind, options);
  });

program
  .command('mock')
  .description('serve the whole API (both hosts) from the spec with Prism, and simulate the fulfillment flow with webhook events')
  .option('--port <port>', 'port to listen on', '4010')
  .option('--host <host>', 'address to bind', '127.0.0.1')
  .option('--dynamic', 'generated data instead of the fixtures (per request: Prefer: dynamic=true)')
  .option('--seed <n>', 'seed of the dynamic data (default: random, printed)')
  .option('--token <token>', 'accept only this bearer token (default: any)')
  .option('--stateless', 'the plain Prism mock: no simulator state, no webhook events')
  .option('--tick <ms>', 'simulator: milliseconds between steps of shipments and returns; 0: only on demand', '200')
  .option('--webhook-secret <secret>', 'simulator: sign webhook deliveries (HMAC-SHA256, X-Harness-Signature)')
  .option('--fault <name=p,...>', 'simulator: inject delivery faults (duplicate, delay, drop, reorder) with these probabilities')
  .addOption(specOption())
  .action(async (options: MockCommandOptions) => {
    const { mockCommand } = await import('./mock-command.js');
    exitCode = await mockCommand(options);
  });

program
  .command('simulate')
  .description('deliver the webhook events of a scenario to a URL, in order, as the platform would: retried, optionally signed, with injected faults')
  .option('--to <url>', 'the consumer URL to POST the events to (required)')
  .option('--scenario <name>', 'the order flow whose events to send (see generate --list)')
  .option('--seed <n>', 'the seed of the events, the jitter and the faults (default: random, printed to stderr)')
  .option('--count <n>', 'how many orders to run through the scenario (default 1)')
  .option('--webhook-secret <secret>', 'sign every request: X-Harness-Signature, HMAC-SHA256 (default: unsigned)')
  .option('--timeout <ms>', 'per attempt (default 5000)')
  .option('--max-attempts <n>', 'the first try and the retries (default 5)')
  .option('--fault <name=p,...>', 'inject faults with a probability each: duplicate, delay, drop, reorder (default: none)')
  .action(async (options: SimulateCommandOptions) => {
    const { simulateCommand } = await import('./simulate-command.js');
    exitCode = await simulateCommand(options);
  });

program
  .command('verify')
  .description("check a running implementation's API and webhook events against the spec (a CI gate)")
  .option('--base-url <url>', 'the workspace host ({base_url})')
  .option('--wms-url <url>', 'the warehouse-management host ({wms_url}); default: --base-url')
  .option('--token <token>', 'bearer token sent in the header each endpoint takes (never printed)')
  .option('--only <tags>', 'run only checks with these tags, operationIds or id prefixes (comma-separated)')
  .option('--skip <tags>', 'skip checks with these tags, operationIds or id prefixes')
  .option('--callback-url <url>', 'the URL the target delivers webhook events to (checks events)')
  .option('--listen <host:port>', 'where the harness receives them')
  .option('--report <kind=file>', 'also write junit=FILE or json=FILE (repeatable)', (value: string, previous: string[]) => [...previous, value], [] as string[])
  .option('--timeout <ms>', 'per request', '10000')
  .option('--wait <ms>', 'how long to wait for what the target does over time (invoices, deliveries, events)', '30000')
  .option('--max-time <ms>', 'the whole run; what did not run is reported', '600000')
  .option('--seed <n>', 'seed of the generated requests (default: random, printed)')
  .option('--strict', 'undocumented response fields and statuses fail (otherwise warnings)')
  .option('--consignment <number>', 'an existing consignment of the target, for the consignment checks (skipped otherwise)')
  .addOption(specOption())
  .action(async (options: VerifyCommandOptions) => {
    const { verifyCommand } = await import('./verify-command.js');
    exitCode = await verifyCommand(options);
  });

const pact = program.command('pact').description('consumer-driven contracts (Pact) and the spec');
pact
  .command('check')
  .description('check pact files against the spec: paths, methods, auth header names, bodies, messages (default: contracts/pacts)')
  .argument('[files...]', 'pact files')
  .addOption(specOption())
  .action(async (files: string[], options: { spec?: string }) => {
    const { pactCheckCommand } = await import('./pact-command.js');
    exitCode = await pactCheckCommand(files, options);
  });

pact
  .command('verify')
  .description('verify the consumer pacts of a provider against a running implementation (the real Pact verifier)')
  .option('--provider <name>', 'fulfillment-platform, fulfillment-wms or fulfillment-platform-events')
  .option('--provider-base-url <url>', 'the implementation (for fulfillment-wms: its warehouse-management host)')
  .option('--base-url <url>', 'the workspace host, for setting up states (default: --provider-base-url)')
  .option('--provider-states-setup-url <url>', "the provider's state-change URL (default: states set up through the API)")
  .option('--token <token>', 'bearer token sent instead of the pacts\' example token', 'pact-token')
  .option('--pact-dir <dir>', 'pact files (default: contracts/pacts)')
  .option('--broker-url <url>', 'fetch pacts from a Pact Broker instead')
  .option('--broker-token <token>', 'Pact Broker token')
  .option('--publish-verification-results', 'publish the results to the broker')
  .option('--provider-version <version>', 'the provider version to publish')
  .option('--consumer-version-selectors <json>', 'which pacts to fetch, as JSON')
  .option('--listen <host:port>', 'events provider: where the harness receives the events', '127.0.0.1:48788')
  .option('--callback-url <url>', 'events provider: the URL registered as webhook (default: http://127.0.0.1:<listen port>/events)')
  .option('--wait <ms>', 'how long to wait for states and events', '30000')
  .action(async (options: PactVerifyCommandOptions) => {
    const { pactVerifyCommand } = await import('./pact-command.js');
    exitCode = await pactVerifyCommand(options);
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
