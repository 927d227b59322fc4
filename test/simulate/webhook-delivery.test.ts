import { afterEach, describe, expect, test, vi } from 'vitest';
import { backoffDelay } from '../../src/simulate/backoff.js';
import { seededRandom } from '../../src/simulate/seeded-random.js';
import { DELIVERY_HEADERS, verifySignature, WebhookDeliverer, type DeliveryOptions } from '../../src/simulate/webhook-delivery.js';
import { header, startConsumer, type Answerer, type Consumer } from './consumer.js';

/** Small backoffs, so the whole file runs in a few seconds; a timeout generous enough for a loaded machine (only the hang test waits for one). */
const FAST = { seed: 1, timeoutMs: 2000, baseDelayMs: 5, maxDelayMs: 20 } as const;

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function consumer(answer?: Answerer): Promise<Consumer> {
  const started = await startConsumer(answer);
  open.push(started);
  return started;
}

function deliverer(options: DeliveryOptions = {}): WebhookDeliverer {
  const made = new WebhookDeliverer({ ...FAST, ...options });
  open.push(made);
  return made;
}

const event = (url: string, n: number) => ({ url, webhook: 'shipmentStatusChanged', subtype: 'created', body: { n } });
const numberOf = (body: string): unknown => (JSON.parse(body) as { n: unknown }).n;

describe('retries and outcomes', () => {
  test('500 twice then 200: delivered once after three attempts, with the same delivery id each time', async () => {
    const c = await consumer((_, i) => (i < 2 ? 500 : 200));
    const d = deliverer();
    const id = d.enqueue(event(c.url, 1));
    await d.idle();
    expect(d.attempts.map((a) => [a.attempt, a.status, a.outcome])).toEqual([
      [1, 500, 'retrying'],
      [2, 500, 'retrying'],
      [3, 200, 'delivered'],
    ]);
    expect(d.attempts.every((a) => a.deliveryId === id && a.latencyMs >= 0 && !Number.isNaN(Date.parse(a.at)))).toBe(true);
    expect(c.received.map((r) => header(r, DELIVERY_HEADERS.deliveryId))).toEqual([id, id, id]);
    expect(c.received.map((r) => header(r, DELIVERY_HEADERS.attempt))).toEqual(['1', '2', '3']);
    const [first] = c.received;
    expect(first && [header(first, 'content-type'), header(first, DELIVERY_HEADERS.event), header(first, DELIVERY_HEADERS.subtype), first.body]).toEqual([
      'application/json',
      'shipmentStatusChanged',
      'created',
      '{"n":1}',
    ]);
    expect(d.undelivered()).toEqual([]);
  });

  test('a 4xx is not retried: one attempt, failed, reported as undelivered', async () => {
    const c = await consumer(() => 404);
    const d = deliverer();
    const id = d.enqueue(event(c.url, 1));
    await d.idle();
    expect(d.attempts.map((a) => [a.status, a.outcome])).toEqual([[404, 'failed']]);
    expect(c.received).toHaveLength(1);
    expect(d.undelivered()).toEqual([{ ...event(c.url, 1), deliveryId: id, reason: 'HTTP 404, not retried' }]);
  });

  test('5xx on every attempt: given up after maxAttempts, reported in undelivered() and logged', async () => {
    const c = await consumer(() => 503);
    const lines: string[] = [];
    const d = deliverer({ maxAttempts: 3, log: (line) => lines.push(line) });
    const id = d.enqueue(event(c.url, 1));
    await d.idle();
    expect(d.attempts.map((a) => a.outcome)).toEqual(['retrying', 'retrying', 'failed']);
    expect(d.undelivered()).toMatchObject([{ deliveryId: id, reason: 'HTTP 503 on attempt 3 of 3' }]);
    expect(lines).toEqual([`webhook delivery ${id} (shipmentStatusChanged created) to ${c.url} given up: HTTP 503 on attempt 3 of 3`]);
  });

  test('a refused connection is retried, with the error recorded', async () => {
    const gone = await startConsumer();
    await gone.close();
    const d = deliverer({ maxAttempts: 2 });
    d.enqueue(event(gone.url, 1));
    await d.idle();
    expect(d.attempts.map((a) => [a.status, a.error, a.outcome])).toEqual([
      [undefined, 'ECONNREFUSED', 'retrying'],
      [undefined, 'ECONNREFUSED', 'failed'],
    ]);
    expect(d.undelivered()).toHaveLength(1);
  });

  test('a consumer that hangs times out and is retried, while another consumer gets its deliveries at once', async () => {
    const hung = await consumer(() => 'hang');
    const fast = await consumer();
    const d = deliverer({ timeoutMs: 300, maxAttempts: 2 });
    d.enqueue(event(hung.url, 0));
    for (let n = 1; n <= 3; n++) d.enqueue(event(fast.url, n));
    await vi.waitFor(() => expect(fast.received).toHaveLength(3), { timeout: 1000, interval: 5 });
    expect(d.attempts.filter((a) => a.url === hung.url), 'all three arrived before the first timeout').toEqual([]);
    await d.idle();
    const slow = d.attempts.filter((a) => a.url === hung.url);
    expect(slow.map((a) => [a.error, a.outcome])).toEqual([
      ['timeout after 300ms', 'retrying'],
      ['timeout after 300ms', 'failed'],
    ]);
    expect(slow.every((a) => a.latencyMs >= 290)).toBe(true);
    expect(hung.received).toHaveLength(2);
    expect(d.undelivered().map((u) => u.url)).toEqual([hung.url]);
  });

  test('order per URL is kept across 20 events, even when some need retries', async () => {
    const flaky = seededRandom(3);
    const answers: number[] = [];
    const c = await consumer(() => {
      const status = flaky() < 0.4 ? 500 : 200;
      answers.push(status);
      return status;
    });
    const d = deliverer();
    for (let n = 0; n < 20; n++) d.enqueue(event(c.url, n));
    await d.idle();
    const sent = c.received.map((r) => numberOf(r.body));
    expect(answers.filter((s) => s === 500).length, 'the test does retry').toBeGreaterThan(3);
    expect(sent.filter((_, i) => answers[i] === 200)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(sent, 'one in flight per URL: no event before the previous one is done').toEqual([...sent].sort((a, b) => Number(a) - Number(b)));
    expect(d.undelivered()).toEqual([]);
  });

  test('a full queue gives up the overflow at once, reported, and delivers the rest', async () => {
    const c = await consumer();
    const d = deliverer({ queueLimit: 3 });
    const ids = Array.from({ length: 10 }, (_, n) => d.enqueue(event(c.url, n)));
    expect(d.undelivered().map((u) => u.deliveryId)).toEqual(ids.slice(3));
    expect(d.undelivered()[0]?.reason).toBe(`queue full: 3 deliveries already waiting for ${c.url}`);
    await d.idle();
    expect(c.received.map((r) => numberOf(r.body))).toEqual([0, 1, 2]);
  });

  test('a request that cannot be sent is given up at once, not thrown: a bad URL, a body that is not JSON', () => {
    const d = deliverer();
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    d.enqueue(event('localhost:3000/hooks', 1));
    d.enqueue({ ...event('http://127.0.0.1:9/hooks', 2), body: circular });
    expect(d.undelivered().map((u) => u.reason)).toEqual(['not an http(s) URL: "localhost:3000/hooks"', expect.stringMatching(/^the body is not JSON: /)]);
  });

  test('close() aborts the request in flight, gives up the queued ones, and enqueue throws afterwards', async () => {
    const hung = await consumer(() => 'hang');
    const d = deliverer({ timeoutMs: 10_000 });
    d.enqueue(event(hung.url, 0));
    d.enqueue(event(hung.url, 1));
    await vi.waitFor(() => expect(hung.received).toHaveLength(1), { timeout: 1000, interval: 5 });
    await d.close();
    expect(d.attempts.map((a) => [a.error, a.outcome])).toEqual([['aborted: the deliverer was closed', 'failed']]);
    expect(d.undelivered().map((u) => u.body)).toEqual([{ n: 0 }, { n: 1 }]);
    expect(() => d.enqueue(event(hung.url, 2))).toThrow('enqueue after close()');
  });

  test('background errors never throw: a failing onAttempt callback is logged', async () => {
    const c = await consumer();
    const lines: string[] = [];
    const d = deliverer({
      log: (line) => lines.push(line),
      onAttempt: () => {
        throw new Error('boom');
      },
    });
    d.enqueue(event(c.url, 1));
    await d.idle();
    expect(d.attempts.map((a) => a.outcome)).toEqual(['delivered']);
    expect(lines).toEqual([expect.stringMatching(/onAttempt threw: boom$/)]);
  });

  test('nothing random without a seed; bad options are refused', () => {
    expect(() => new WebhookDeliverer({})).toThrow('nothing is random without a seed');
    expect(() => new WebhookDeliverer({ seed: 1, maxAttempts: 0 })).toThrow('maxAttempts must be a whole number >= 1');
    expect(() => new WebhookDeliverer({ seed: 1, faults: { drop: 2 } })).toThrow('the probability of drop must be between 0 and 1');
    expect(() => new WebhookDeliverer({ seed: 1, faults: { lose: 1 } as Record<string, number> })).toThrow('unknown fault "lose"');
  });

  test('backoff: full jitter under an exponential ceiling, capped', () => {
    const random = seededRandom(9);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const ceiling = Math.min(10_000, 250 * 2 ** (attempt - 1));
      for (let i = 0; i < 50; i++) {
        const delay = backoffDelay(attempt, 250, 10_000, random);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(ceiling);
      }
    }
    expect(backoffDelay(12, 250, 10_000, () => 0.999_999)).toBe(9999);
  });
});

describe('signing', () => {
  test('the signature verifies with the secret, and fails with a wrong secret, a changed body or an old timestamp', async () => {
    const c = await consumer();
    const d = deliverer({ secret: 'whsec_test' });
    d.enqueue(event(c.url, 1));
    await d.idle();
    const [request] = c.received;
    const signature = request ? (header(request, DELIVERY_HEADERS.signature) ?? '') : '';
    const body = request?.body ?? '';
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature('whsec_test', signature, body)).toBe(true);
    expect(verifySignature('whsec_other', signature, body)).toBe(false);
    expect(verifySignature('whsec_test', signature, body.replace('1', '2'))).toBe(false);
    expect(verifySignature('whsec_test', signature, body, 300, Date.now() + 301_000)).toBe(false);
    expect(verifySignature('whsec_test', signature.replace(/^t=\d+/, 't=1'), body)).toBe(false);
    expect(verifySignature('whsec_test', '', body)).toBe(false);
  });

  test('unsigned without a secret', async () => {
    const c = await consumer();
    const d = deliverer();
    d.enqueue(event(c.url, 1));
    await d.idle();
    expect(c.received[0] && header(c.received[0], DELIVERY_HEADERS.signature)).toBeUndefined();
  });
});

describe('fault injection', () => {
  test('duplicate: the delivery is sent twice with the same id', async () => {
    const c = await consumer();
    const d = deliverer({ faults: { duplicate: 1 } });
    const id = d.enqueue(event(c.url, 1));
    await d.idle();
    expect(c.received.map((r) => [header(r, DELIVERY_HEADERS.deliveryId), header(r, DELIVERY_HEADERS.attempt)])).toEqual([
      [id, '1'],
      [id, '1'],
    ]);
    expect(d.attempts.map((a) => [a.outcome, a.duplicate, a.faults])).toEqual([
      ['delivered', undefined, ['duplicate']],
      ['delivered', true, ['duplicate']],
    ]);
  });

  test('drop: attempt 1 is recorded as dropped and never sent, then attempt 2 delivers', async () => {
    const c = await consumer();
    const d = deliverer({ faults: { drop: 1 } });
    d.enqueue(event(c.url, 1));
    await d.idle();
    expect(d.attempts.map((a) => [a.attempt, a.status, a.error, a.outcome])).toEqual([
      [1, undefined, 'dropped (fault injection)', 'dropped'],
      [2, 200, undefined, 'delivered'],
    ]);
    expect(c.received.map((r) => header(r, DELIVERY_HEADERS.attempt))).toEqual(['2']);
  });

  test('reorder: a delivery swaps places with the next one for its URL, one position at most', async () => {
    const c = await consumer();
    const d = deliverer({ faults: { reorder: 1 } });
    for (let n = 0; n < 4; n++) d.enqueue(event(c.url, n));
    await d.idle();
    expect(c.received.map((r) => numberOf(r.body))).toEqual([1, 0, 3, 2]);
  });

  test('delay: the delivery arrives later (random 0.9 of faultDelayMs 300: 270 ms)', async () => {
    const c = await consumer();
    const delayed = deliverer({ faults: { delay: 1 }, faultDelayMs: 300, random: () => 0.9 });
    const start = performance.now();
    delayed.enqueue(event(c.url, 1));
    await delayed.idle();
    expect((c.received[0]?.at ?? 0) - start).toBeGreaterThanOrEqual(265);
    expect(delayed.attempts.map((a) => [a.outcome, a.faults])).toEqual([['delivered', ['delay']]]);
  });

  test('off by default: no fault without a probability', async () => {
    const c = await consumer();
    const d = deliverer();
    for (let n = 0; n < 10; n++) d.enqueue(event(c.url, n));
    await d.idle();
    expect(c.received.map((r) => numberOf(r.body))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(d.attempts.every((a) => a.faults === undefined && a.outcome === 'delivered')).toBe(true);
  });
});
