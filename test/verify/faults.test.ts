import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSpec } from '../../src/spec/load-spec.js';
import { buildSuite } from '../../src/verify/suite.js';
import { startMock, type RunningMock } from '../mock/start-mock.js';
import { freePort, startFaultyTarget } from './faulty-target.js';
import { FAULTS, type Row } from './fault-table.js';
import { fixtureConsignment, killRunning, readReport, runVerify, type JsonReport } from './run-verify.js';
import { FlowClock } from './sim-clock.js';

/** Simulators (`--tick 0`) the rows run on, one row at a time each, reset between rows; each row's proxy feeds its clock. */
const LANES = 3;
const lanes: RunningMock[] = [];
const idle: RunningMock[] = [];
const waiting: Array<(lane: RunningMock) => void> = [];
const acquire = (): Promise<RunningMock> => {
  const lane = idle.pop();
  return lane ? Promise.resolve(lane) : new Promise((resolve) => waiting.push(resolve));
};
const release = (lane: RunningMock): void => {
  const next = waiting.shift();
  if (next) next(lane);
  else idle.push(lane);
};

const dir = mkdtempSync(join(tmpdir(), 'fh-faults-'));
const TOKEN = `fault-token-${process.pid}`;
const consignment = fixtureConsignment();

beforeAll(async () => {
  const started = await Promise.allSettled(Array.from({ length: LANES }, () => startMock(['--tick', '0'])));
  for (const result of started) if (result.status === 'fulfilled') lanes.push(result.value);
  idle.push(...lanes);
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}, 90_000);

afterAll(async () => {
  killRunning();
  await Promise.all(lanes.map((lane) => lane.stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** Runs verify through the faulty target on a free lane; returns its exit code, output and report. */
async function verifyThrough(row: Row): Promise<{ code: number | null; output: string; report: JsonReport }> {
  const lane = await acquire();
  try {
    const reset = await fetch(`${lane.url}/__harness/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    // An account has a webhook already (one that wants no events): verify's getWebhook then gets
    // that one instead of registering the receiver a second time, so each event comes once.
    const existing = await fetch(`${lane.url}/api/v1/webhook`, { method: 'POST', headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' }, body: JSON.stringify({ data: { resource: 'no-events', webhookUrl: 'http://127.0.0.1:9/none' } }) });
    expect(existing.status).toBe(200);
    const clock = new FlowClock(lane.url);
    const target = await startFaultyTarget(lane.url, row.fault(), { observe: (request, answer) => clock.saw(request.path, answer.status, answer.body) });
    try {
      const port = await freePort();
      const file = join(dir, `${row.name}.json`);
      const args = ['verify', '--base-url', target.url, '--token', TOKEN, '--callback-url', `http://127.0.0.1:${port}/events`, '--listen', `127.0.0.1:${port}`, '--consignment', consignment, '--seed', '1', '--wait', '8000', '--timeout', '2000', '--report', `json=${file}`, ...(row.args ?? [])];
      const run = await runVerify(args, 60_000);
      expect(`${run.stdout}${run.stderr}${readFileSync(file, 'utf8')}`.includes(TOKEN), 'the token is printed').toBe(false);
      return { code: run.code, output: `${run.stdout}\n${run.stderr}`, report: readReport(file) };
    } finally {
      await target.close();
      await clock.stop();
    }
  } finally {
    release(lane);
  }
}

/** The kind of a check: the row of OPERATION_CHECKS / LISTING_CHECKS (`valid-request`, `paging-echo`...), or the flow or event check itself. */
const kindOf = (id: string): string => (id.startsWith('flow/') || id.startsWith('events/') ? id : id.slice(id.indexOf('/') + 1));

describe('the fault table', () => {
  test('has at least 20 faults that fail checks, with distinct names', () => {
    expect(new Set(FAULTS.map((r) => r.name)).size).toBe(FAULTS.length);
    expect(FAULTS.filter((r) => Object.keys(r.fails).length > 0).length).toBeGreaterThanOrEqual(20);
  });

  test('fails every kind of check of the suite at least once, and names only checks that exist', async () => {
    const ids = buildSuite(await loadSpec()).map((check) => check.id);
    const failed = FAULTS.flatMap((r) => Object.keys(r.fails));
    expect(failed.filter((id) => !ids.includes(id))).toEqual([]);
    expect([...new Set(ids.map(kindOf))].filter((kind) => !failed.some((id) => kindOf(id) === kind))).toEqual([]);
  });
});

describe('the faulty target without a fault', () => {
  test('forwards the invoice PDF byte for byte, with its status and headers', async () => {
    const lane = await acquire();
    const target = await startFaultyTarget(lane.url);
    try {
      const order = (await (await fetch(`${lane.url}/__harness/scenarios/delivered`, { method: 'POST' })).json()) as { customerOrderNumber: string; shipments: Array<{ id: string }> };
      for (const { id } of order.shipments) await fetch(`${lane.url}/__harness/shipments/${encodeURIComponent(id)}/advance`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ to: 'packed' }) });
      const get = async (base: string) => {
        const answer = await fetch(`${base}/api/fetchInvoicePDF/${encodeURIComponent(order.customerOrderNumber)}`, { headers: { Authorization: 'Bearer t' } });
        return { status: answer.status, type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
      };
      const [direct, proxied] = [await get(lane.url), await get(target.url)];
      expect(direct.status).toBe(200);
      expect(direct.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(proxied.status).toBe(direct.status);
      expect(proxied.type).toBe(direct.type);
      expect(proxied.bytes.equals(direct.bytes)).toBe(true);
    } finally {
      await target.close();
      release(lane);
    }
  });
});

describe.concurrent('verify against a faulty target (one fault at a time)', () => {
  test.each(FAULTS)('$name: $changes', { timeout: 180_000 }, async (row) => {
    const { code, output, report } = await verifyThrough(row);
    const failed = report.checks.filter((c) => c.status === 'failed');
    const detail = failed.map((c) => `${c.id}:\n    ${c.failures.join('\n    ')}`).join('\n');
    expect(failed.map((c) => c.id).sort(), `failed checks:\n${detail}`).toEqual(Object.keys(row.fails).sort());
    for (const [id, says] of Object.entries(row.fails)) {
      const check = report.checks.find((c) => c.id === id);
      expect(check?.failures.some((f) => says.test(f)), `${id} fails, but not saying ${says}:\n    ${check?.failures.join('\n    ')}`).toBe(true);
    }
    for (const [id, says] of Object.entries(row.warns ?? {})) {
      const check = report.checks.find((c) => c.id === id);
      expect(check?.warnings.some((w) => says.test(w)), `${id} warns, but not saying ${says}: ${check?.warnings.join('; ')}`).toBe(true);
    }
    expect(report.summary.skipped + report.summary.notRun, 'every check ran').toBe(0);
    expect(code, output.slice(-3000)).toBe(Object.keys(row.fails).length ? 1 : 0);
  });
});
