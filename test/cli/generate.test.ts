import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runCli } from './run-cli.js';

test('generate: the same seed gives the same bytes in separate processes', async () => {
  const args = ['generate', 'events', '--scenario', 'split-shipment', '--seed', '2024'];
  const [first, second] = await Promise.all([runCli(args), runCli(args)]);
  expect(first.code).toBe(0);
  expect(first.stdout.length).toBeGreaterThan(1000);
  expect(second.stdout).toBe(first.stdout);
});

test('generate --out writes a JSON array that validate accepts', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'fh-gen-')), 'events.json');
  const made = await runCli(['generate', 'shipment-event', '--count', '5', '--seed', '3', '--out', file]);
  expect(made).toMatchObject({ code: 0, stdout: '', stderr: '' });
  const records = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  expect(records).toHaveLength(5);
  const ndjson = records.map((r) => JSON.stringify(r)).join('\n') + '\n';
  const checked = await runCli(['validate', 'shipment-event', '-'], { stdin: ndjson });
  expect(checked.stdout).toContain('5 document(s) checked against shipment-event: 5 valid, 0 invalid');
  expect(checked.code).toBe(0);
});

test('generate --format ndjson streams: 40,000 shipment events (130 MB) through a 64 MB heap', async () => {
  const run = await runCli(['generate', 'shipment-event', '--count', '40000', '--seed', '1', '--format', 'ndjson'], { nodeArgs: ['--max-old-space-size=64'] });
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(40000);
}, 60_000);
