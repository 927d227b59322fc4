import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { runCli } from './run-cli.js';

const event = JSON.stringify((JSON.parse(readFileSync(new URL('../../spec/examples/shipment-event-delivered.json', import.meta.url), 'utf8')) as { value: unknown }).value);
const MEGABYTES = 96;
const lines = Math.ceil((MEGABYTES * 1024 * 1024) / (event.length + 1));

test(`validate streams: ${MEGABYTES} MB of NDJSON pass through a 32 MB heap`, async () => {
  // A heap far smaller than the input: buffering the input would crash the process.
  let sent = 0;
  const input = new Readable({
    read() {
      for (let i = 0; i < 256 && sent < lines; i++, sent++) this.push(event + '\n');
      if (sent >= lines) this.push(null);
    },
  });
  const run = await runCli(['validate', 'shipment-event', '-'], { stdin: input, nodeArgs: ['--max-old-space-size=32'] });
  expect(run.stderr).toBe('');
  expect(run.stdout).toBe(`<stdin>: ${lines} document(s) checked against shipment-event: ${lines} valid, 0 invalid\n`);
  expect(run.code).toBe(0);
}, 120_000);
