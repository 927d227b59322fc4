import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ConsumerVersionSelector } from '@pact-foundation/pact-core';
import { checkPacts } from '../pact/pact-check.js';
import { PROVIDERS, verifyPacts } from '../pact/pact-verify.js';
import { UsageError } from '../spec/spec-error.js';
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

export interface PactVerifyCommandOptions {
  readonly provider?: string;
  readonly providerBaseUrl?: string;
  readonly baseUrl?: string;
  readonly providerStatesSetupUrl?: string;
  readonly token: string;
  readonly pactDir?: string;
  readonly brokerUrl?: string;
  readonly brokerToken?: string;
  readonly publishVerificationResults?: boolean;
  readonly providerVersion?: string;
  readonly consumerVersionSelectors?: string;
  readonly listen: string;
  readonly callbackUrl?: string;
  readonly wait: string;
}

/** `pact verify`: the consumer pacts of a provider against a running implementation, with the real Pact verifier. */
export async function pactVerifyCommand(options: PactVerifyCommandOptions): Promise<ExitCode> {
  // The Pact core reports usage to its makers unless told not to; a contract gate should not phone home.
  process.env['PACT_DO_NOT_TRACK'] ??= 'true';
  const provider = PROVIDERS.find((p) => p === options.provider);
  if (!provider) throw new UsageError(`pact verify: --provider must be one of ${PROVIDERS.join(', ')}, not "${options.provider ?? ''}"`);
  const url = options.providerBaseUrl;
  if (!url || !URL.canParse(url)) throw new UsageError(`pact verify: --provider-base-url must be the implementation's URL, not "${url ?? ''}"`);
  if (options.pactDir && options.brokerUrl) throw new UsageError('pact verify: pass --pact-dir or --broker-url, not both');
  let selectors: ConsumerVersionSelector[] | undefined;
  try {
    selectors = options.consumerVersionSelectors === undefined ? undefined : (JSON.parse(options.consumerVersionSelectors) as ConsumerVersionSelector[]);
  } catch {
    throw new UsageError('pact verify: --consumer-version-selectors takes JSON, e.g. [{"mainBranch":true}]');
  }
  const [, port = '0'] = /:(\d+)$/.exec(options.listen) ?? [];
  try {
    await verifyPacts({
      provider,
      baseUrl: (options.baseUrl ?? url).replace(/\/$/, ''),
      wmsUrl: url.replace(/\/$/, ''),
      token: options.token,
      waitMs: Number(options.wait),
      pactDir: options.brokerUrl ? undefined : (options.pactDir ?? COMMITTED),
      statesSetupUrl: options.providerStatesSetupUrl,
      broker: options.brokerUrl
        ? {
            url: options.brokerUrl,
            publish: options.publishVerificationResults === true,
            ...(options.brokerToken === undefined ? {} : { token: options.brokerToken }),
            ...(options.providerVersion === undefined ? {} : { providerVersion: options.providerVersion }),
            ...(selectors === undefined ? {} : { selectors }),
          }
        : undefined,
      listen: options.listen,
      callbackUrl: options.callbackUrl ?? `http://127.0.0.1:${port}/events`,
    });
  } catch (err) {
    if (err instanceof UsageError) throw err;
    // The verifier has printed each interaction's result; this is its verdict.
    process.stdout.write(`pact verify: ${provider} does not honour its consumer pacts: ${(err as Error).message.split('\n')[0]}\n`);
    return EXIT.failure;
  }
  process.stdout.write(`pact verify: ${provider} honours every consumer pact\n`);
  return EXIT.ok;
}
