import { afterAll, beforeAll, expect, test } from 'vitest';
import { PROVIDERS } from '../../src/pact/pact-verify.js';
import { runCli } from '../cli/run-cli.js';
import { startMock, type RunningMock } from '../mock/start-mock.js';

let simulator: RunningMock;

beforeAll(async () => {
  simulator = await startMock(['--tick', '100', '--seed', '11']);
}, 90_000);

afterAll(async () => {
  await simulator.stop();
});

test.each(PROVIDERS.map((provider, i) => [provider, 48800 + i] as const))('pact verify: the simulator honours the consumer pacts of %s (the real Pact verifier)', async (provider, port) => {
  const run = await runCli(['pact', 'verify', '--provider', provider, '--provider-base-url', simulator.url, '--listen', `127.0.0.1:${port}`, '--wait', '15000']);
  expect(run.stdout, run.stderr).toContain(`pact verify: ${provider} honours every consumer pact`);
  expect(run.code).toBe(0);
}, 120_000);

test.each([
  { given: 'an unknown provider', args: ['--provider', 'fulfillment', '--provider-base-url', 'http://127.0.0.1:9'], want: 'pact verify: --provider must be one of fulfillment-platform, fulfillment-wms, fulfillment-platform-events, not "fulfillment"' },
  { given: 'no provider URL', args: ['--provider', 'fulfillment-wms'], want: 'pact verify: --provider-base-url must be the implementation\'s URL, not ""' },
])('pact verify with $given: exit 2, one line', async ({ args, want }) => {
  const run = await runCli(['pact', 'verify', ...args]);
  expect(run.code).toBe(2);
  expect(run.stderr.trim()).toBe(`fulfillment-harness: ${want}`);
});
