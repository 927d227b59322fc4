import { afterAll, beforeAll, expect, test } from 'vitest';
import { FAULTS } from '../verify/fault-table.js';
import { freePort, on, reply, startFaultyTarget, type Fault } from '../verify/faulty-target.js';
import { runCli } from '../cli/run-cli.js';
import { startMock, type RunningMock } from '../mock/start-mock.js';

let simulator: RunningMock;

beforeAll(async () => {
  simulator = await startMock(['--tick', '100', '--seed', '12']);
}, 90_000);

afterAll(async () => {
  await simulator.stop();
});

const CANCEL_ORDER = on('POST', /^\/api\/cancel-order$/);

/** A fault of verify's table by name. */
const fromTable = (name: string): (() => Fault) => {
  const row = FAULTS.find((r) => r.name === name);
  if (!row) throw new Error(`no fault ${name} in the table`);
  return row.fault;
};

/**
 * Faults a consumer pact must catch, and the interaction that names them. Verify's
 * cancel-after-packing fault learns "packed" from events, which a provider state never shows
 * the proxy: here every cancellation is accepted, which includes the one after packing.
 */
const CASES = [
  { fault: 'unknown-sku-message-without-failed', make: fromTable('unknown-sku-message-without-failed'), provider: 'fulfillment-platform', interaction: 'a lookup of an unknown SKU' },
  { fault: 'webhook-total-as-number', make: fromTable('webhook-total-as-number'), provider: 'fulfillment-platform', interaction: 'the webhook listing' },
  { fault: 'every cancellation accepted', make: (): Fault => ({ request: (r) => (CANCEL_ORDER(r) ? reply(200, {}) : r) }), provider: 'fulfillment-wms', interaction: 'a customer cancellation after packing (refused)' },
  { fault: 'event-item-quantity-2', make: fromTable('event-item-quantity-2'), provider: 'fulfillment-platform-events', interaction: 'a shipment event: ' },
] as const;

test.each(CASES)('pact verify of $provider fails on the fault $fault, naming "$interaction"', async ({ make, provider, interaction }) => {
  const target = await startFaultyTarget(simulator.url, make());
  try {
    const port = await freePort();
    const run = await runCli(['pact', 'verify', '--provider', provider, '--provider-base-url', target.url, '--listen', `127.0.0.1:${port}`, '--wait', '15000']);
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toContain(`pact verify: ${provider} does not honour its consumer pacts`);
    expect(run.stdout).toMatch(new RegExp(`Verifying a pact between sales-channel-app and ${provider}.* - ${interaction.replace(/[()]/g, '\\$&')}`));
  } finally {
    await target.close();
  }
}, 120_000);
