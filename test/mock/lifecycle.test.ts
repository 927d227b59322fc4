import { createServer } from 'node:net';
import { expect, test } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { alive, startMock } from './start-mock.js';

const waitFor = async (check: () => boolean, ms: number): Promise<boolean> => {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) if (check()) return true;
  return check();
};

test('SIGTERM stops the mock and its Prism process, exit 0', async () => {
  const mock = await startMock();
  expect(alive(mock.prismPid)).toBe(true);
  expect(await mock.stop('SIGTERM'), mock.output()).toBe(0);
  expect(alive(mock.prismPid), `Prism pid ${mock.prismPid} left behind`).toBe(false);
}, 90_000);

test('even when the mock is killed outright (SIGKILL), Prism does not outlive it', async () => {
  const mock = await startMock();
  await mock.stop('SIGKILL');
  expect(await waitFor(() => !alive(mock.prismPid), 3000), `Prism pid ${mock.prismPid} orphaned`).toBe(true);
}, 90_000);

test('a port in use: exit 2 with one line, before any Prism process starts', async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const address = blocker.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const run = await runCli(['mock', '--port', String(port)]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(`fulfillment-harness: port ${port} on 127.0.0.1 is in use; pass --port with a free one`);
  } finally {
    blocker.close();
  }
}, 90_000);

test.each([
  { given: 'a --port that is not a port', args: ['--port', 'eighty'], want: 'fulfillment-harness: mock: --port must be a port number, not "eighty"' },
  { given: 'a --spec that does not exist', args: ['--spec', '/no/such/openapi.yaml'], want: 'fulfillment-harness: /no/such/openapi.yaml: cannot read the spec' },
  { given: 'a --seed that is not a number', args: ['--seed', 'x'], want: 'fulfillment-harness: mock: --seed must be a whole number, not "x"' },
])('$given: exit 2 with one line', async ({ args, want }) => {
  const run = await runCli(['mock', '--port', '0', ...args]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(want);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
});
