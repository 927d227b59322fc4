import { afterEach, expect, test } from 'vitest';
import { generate, type ScenarioEvent } from '../../generators/index.js';
import { DELIVERY_HEADERS, verifySignature } from '../../src/simulate/webhook-delivery.js';
import { formatIssue } from '../../src/validate/issues.js';
import { validateRecord } from '../generators/records.js';
import { header, startConsumer, type Consumer } from '../simulate/consumer.js';
import { runCli } from './run-cli.js';

const ATTEMPT_LINE = /^\w+ [\w-]+ attempt \d+ -> (\d{3}|.+) \d+ms( \(duplicate\))?$/;

let consumer: Consumer | undefined;
afterEach(async () => {
  await consumer?.close();
  consumer = undefined;
});

test('simulate delivers every event of a scenario in order, signed, each valid against the spec', async () => {
  consumer = await startConsumer();
  const run = await runCli(['simulate', '--to', consumer.url, '--scenario', 'delivered', '--seed', '7', '--webhook-secret', 'whsec_test']);
  const expected = [...generate('events', { seed: 7, scenario: 'delivered' })] as ScenarioEvent[];
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const received = consumer.received.map((r) => ({ webhook: header(r, DELIVERY_HEADERS.event), subtype: header(r, DELIVERY_HEADERS.subtype), body: JSON.parse(r.body) as unknown }));
  expect(received).toEqual(expected.map(({ webhook, subtype, body }) => ({ webhook, subtype, body })));
  for (const event of expected) expect(validateRecord('events', event).errors.map(formatIssue)).toEqual([]);
  expect(consumer.received.every((r) => verifySignature('whsec_test', header(r, DELIVERY_HEADERS.signature) ?? '', r.body))).toBe(true);
  const lines = run.stdout.trimEnd().split('\n');
  expect(lines.slice(0, -1)).toHaveLength(expected.length);
  expect(lines.slice(0, -1).every((line) => ATTEMPT_LINE.test(line))).toBe(true);
  expect(lines[0]).toMatch(/^shipmentStatusChanged created attempt 1 -> 200 \d+ms$/);
  expect(lines.at(-1)).toBe(`${expected.length} delivered, 0 failed`);
});

test('simulate against a consumer answering 500: retried, then exit 1 with the summary; a drawn seed is printed', async () => {
  consumer = await startConsumer(() => 500);
  const run = await runCli(['simulate', '--to', consumer.url, '--scenario', 'delivered', '--max-attempts', '2']);
  const events = consumer.received.length / 2;
  expect(events).toBeGreaterThan(3);
  expect(run.stdout).toContain('shipmentStatusChanged created attempt 1 -> 500 ');
  expect(run.stdout).toContain('shipmentStatusChanged created attempt 2 -> 500 ');
  expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(`0 delivered, ${events} failed`);
  expect(run.stderr).toMatch(/^simulate: seed \d+ \(pass --seed \d+ to repeat this run\)$/m);
  expect(run.stderr).toContain('given up: HTTP 500 on attempt 2 of 2');
  expect(run.stderr).not.toMatch(/\n\s+at /);
  expect(run.code).toBe(1);
});
