import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { generate, type ScenarioEvent } from '../../generators/index.js';
import type { OrderRequest, ShipmentEvent } from '../../src/types/spec.js';
import { loadSpec } from '../../src/spec/load-spec.js';
import { formatIssue } from '../../src/validate/issues.js';
import { SpecValidator } from '../../src/validate/validator.js';
import { verifySignature } from '../../src/simulate/webhook-delivery.js';
import { startMock, type RunningMock } from '../mock/start-mock.js';
import { header, startConsumer, type Answerer, type Consumer } from './consumer.js';

const spec = await loadSpec();
const validator = new SpecValidator(spec);
const SECRET = 'whsec-test';
let mock: RunningMock;
let consumer: Consumer | undefined;

beforeAll(async () => {
  // --tick 0: shipments move only when a test says so, through the control API.
  mock = await startMock(['--tick', '0', '--seed', '7', '--webhook-secret', SECRET]);
}, 90_000);

afterAll(async () => {
  expect(await mock.stop()).toBe(0);
});

beforeEach(async () => {
  await control('POST', 'reset');
});

afterEach(async () => {
  expect(await control('GET', 'violations'), 'the simulator never breaks the spec').toEqual([]);
  await consumer?.close();
  consumer = undefined;
});

const AUTH = { Authorization: 'Bearer test', 'Content-Type': 'application/json' };

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = AUTH): Promise<{ status: number; body: unknown; type: string }> {
  const response = await fetch(mock.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, body: type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer()).toString('latin1') };
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  return (await api(method, `/__harness/${path}`, body, { 'Content-Type': 'application/json' })).body;
}

/** Submits an order; resolves with its shipment ids. */
async function submit(body: OrderRequest): Promise<string[]> {
  const answer = await api('POST', '/api/order', body);
  expect(answer.status).toBe(200);
  return (answer.body as { shipments: string[] }).shipments;
}

async function subscribe(answer?: Answerer): Promise<Consumer> {
  consumer = await startConsumer(answer);
  expect((await api('POST', '/api/v1/webhook', { data: { webhookUrl: consumer.url } })).status).toBe(200);
  return consumer;
}

/** Ticks until every shipment and return has ended, then waits until deliveries stop arriving. */
async function runToEnd(): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const orders = (await control('POST', 'tick')) as Array<{ shipments: Array<{ next: unknown }>; returns: Array<{ next: unknown }> }>;
    if (orders.every((o) => [...o.shipments, ...o.returns].every((s) => s.next === null))) break;
  }
  await settle();
}

async function settle(): Promise<void> {
  for (let last = -1; last !== consumer?.received.length; await new Promise((r) => setTimeout(r, 250))) last = consumer?.received.length ?? 0;
}

const events = (c: Consumer): ScenarioEvent[] =>
  c.received.map((r) => ({ webhook: header(r, 'x-harness-event'), subtype: header(r, 'x-harness-event-subtype'), body: JSON.parse(r.body) }) as ScenarioEvent);

const order = (customerOrderNumber: string, items: Array<{ sku: string; quantity: number }>, postalCode = '560034'): OrderRequest => ({
  data: {
    customerOrderNumber,
    customerName: 'Priya Sharma',
    shippingAddress: { customerName: 'Priya Sharma', addressLine1: '12, 80 Feet Road', addressLine2: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', postalCode, countryCode: 'IN', countryName: 'India', contactPhone: '+919845012345', email: 'priya@example.in' },
    items: items.map((item) => ({ ...item, customerPrice: 499, taxRate: 5 })),
  },
});

const lastOf = (all: ScenarioEvent[]) => {
  const byShipment = new Map<string, string>();
  for (const e of all) if (e.webhook === 'shipmentStatusChanged') byShipment.set(e.body.externalShipmentID, e.subtype);
  return [...byShipment.values()];
};

describe('an order submitted to the simulator raises the events of its scenario (triggers as the README documents)', () => {
  test.each([
    { scenario: 'delivered', items: [{ sku: 'TSHIRT-BLU-M', quantity: 2 }], postal: undefined, finals: ['delivered'], log: undefined },
    { scenario: 'split-shipment', items: [{ sku: 'TSHIRT-BLU-M', quantity: 1 }, { sku: 'KURTA-WHT-L', quantity: 1 }, { sku: 'MUG-BLU', quantity: 1 }], postal: undefined, finals: ['delivered', 'delivered', 'delivered'], log: undefined },
    { scenario: 'cancelled-by-service (stock)', items: [{ sku: 'OOS-SAREE-RED', quantity: 1 }], postal: undefined, finals: ['cancelled'], log: ['created'] },
    { scenario: 'cancelled-by-service (address)', items: [{ sku: 'TSHIRT-BLU-M', quantity: 1 }], postal: '000001', finals: ['cancelled'], log: ['created'] },
    { scenario: 'delivery-failed', items: [{ sku: 'FAIL-MUG-1', quantity: 1 }], postal: undefined, finals: ['delivery_failed'], log: undefined },
    { scenario: 'rto', items: [{ sku: 'RTO-JEANS-32', quantity: 1 }], postal: undefined, finals: ['rto_intransit'], log: undefined },
  ])('$scenario', async ({ items, postal, finals, log }) => {
    const c = await subscribe();
    expect((await api('POST', '/api/order', order('ORD-E2E', items, postal))).status).toBe(200);
    await runToEnd();
    const got = events(c);
    for (const e of got) {
      const site = spec.events.find((s) => s.name === e.webhook)?.body;
      expect(site && validator.validateSite(site, e.body).errors.map(formatIssue)).toEqual([]);
    }
    expect(lastOf(got)).toEqual(finals);
    const shipmentEvents = got.filter((e): e is Extract<ScenarioEvent, { webhook: 'shipmentStatusChanged' }> => e.webhook === 'shipmentStatusChanged');
    for (const e of shipmentEvents) {
      expect(e.body.status).toBe(e.subtype);
      expect(e.body.items.every((i) => i.quantity === 1), 'source 2.7: quantity 1').toBe(true);
    }
    if (log) expect(Object.keys((shipmentEvents.at(-1)?.body as ShipmentEvent).status_log), 'source 6 rule 1').toEqual(log);
    // Ordered per shipment: each shipment's status_log only grows.
    const seen = new Map<string, number>();
    for (const e of shipmentEvents) {
      const size = Object.keys(e.body.status_log).length;
      expect(size).toBeGreaterThanOrEqual(seen.get(e.body.externalShipmentID) ?? 0);
      seen.set(e.body.externalShipmentID, size);
    }
  }, 30_000);
});

describe('source 3, 8: a customer cancellation is accepted only before the shipment is packed', () => {
  test('before packing: accepted, and a cancelled event goes through the same webhook (6 rule 2)', async () => {
    const c = await subscribe();
    await api('POST', '/api/order', order('ORD-C1', [{ sku: 'TSHIRT-BLU-M', quantity: 1 }]));
    const cancelled = await api('POST', '/api/cancel-order', { data: { customerOrderNumber: 'ORD-C1' } });
    expect(cancelled.status).toBe(200);
    await runToEnd();
    expect(events(c).map((e) => e.subtype)).toEqual(['created', 'cancelled']);
  });

  test('after packing: refused with a message that says why, and the shipment goes on', async () => {
    await subscribe();
    const [shipment] = await submit(order('ORD-C2', [{ sku: 'TSHIRT-BLU-M', quantity: 1 }]));
    await control('POST', `shipments/${shipment}/advance`, { to: 'packed' });
    const refused = await api('POST', '/api/cancel-order', { data: { customerOrderNumber: 'ORD-C2' } });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toMatch(/packed.*only before packing/);
    await runToEnd();
    expect(lastOf(events(consumer as Consumer))).toEqual(['delivered']);
  });
});

describe('returns', () => {
  test.each([
    { postal: '560034', final: 'delivered', path: ['created', 'approved', 'out_for_pickup', 'picked_up', 'intransit', 'delivered'] },
    { postal: '000000', final: 'pickup_cancelled', path: ['created', 'approved', 'pickup_pending', 'out_for_pickup', 'pickup_cancelled'] },
  ])('a return of a delivered shipment, pickup postal code $postal, ends $final', async ({ postal, path }) => {
    const c = await subscribe();
    await api('POST', '/api/order', order('ORD-R', [{ sku: 'KURTA-WHT-L', quantity: 1 }]));
    expect((await api('POST', '/api/return', { data: { customerOrderNumber: 'ORD-R' } })).status, 'no return before delivery').toBe(409);
    await runToEnd();
    const pickupAddress = { pickup_customerName: 'Priya Sharma', pickup_addressLine1: '12, 80 Feet Road', pickup_addressLine2: '', pickup_city: 'Bengaluru', pickup_state: 'Karnataka', pickup_postalCode: postal, pickup_countryCode: 'IN', pickup_countryName: 'India', pickup_contactPhone: '+919845012345', pickup_email: 'priya@example.in' };
    const created = await api('POST', '/api/return', { data: { customerOrderNumber: 'ORD-R', pickupAddress } });
    expect(created.status).toBe(200);
    await runToEnd();
    expect(events(c).filter((e) => e.webhook === 'returnStatusChanged').map((e) => e.subtype)).toEqual(path);
  });
});

describe('products, invoices, consignments, contacts', () => {
  test('4.7 rules 1, 2: an unknown SKU fails; a draft is created and found; a complete product is active', async () => {
    expect(((await api('GET', '/product-engine/api/v1/products/NEW-SKU-1')).body as { message: string }).message).toMatch(/^Failed/);
    expect((await api('POST', '/product-engine/api/v1/products', { data: { sku: 'NEW-SKU-1' } })).body).toMatchObject({ status: 'draft' });
    expect((await api('GET', '/product-engine/api/v1/products/NEW-SKU-1')).body).toMatchObject({ sku: 'NEW-SKU-1', status: 'draft' });
    await api('POST', '/product-engine/api/v1/products', { data: { sku: 'NEW-SKU-2', productName: 'Mug', customerPrice: 299 } });
    expect((await api('GET', '/product-engine/api/v1/products/NEW-SKU-2')).body).toMatchObject({ status: 'active' });
  });

  test('source 1 step 3: the invoice exists once the shipment is packed, a real PDF', async () => {
    const [shipment] = await submit(order('ORD-I', [{ sku: 'TSHIRT-BLU-M', quantity: 2 }]));
    expect((await api('GET', '/api/invoice-detail/ORD-I')).status).toBe(404);
    expect((await api('GET', '/api/fetchInvoicePDF/ORD-I')).status).toBe(404);
    await control('POST', `shipments/${shipment}/advance`, { to: 'packed' });
    const detail = await api('GET', '/api/invoice-detail/ORD-I');
    expect(detail.body).toMatchObject({ customerOrderNumber: 'ORD-I', invoiceTotal: 1047.9 });
    const pdf = await api('GET', '/api/fetchInvoicePDF/ORD-I');
    expect(pdf.type).toBe('application/pdf');
    expect(String(pdf.body)).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  test('source 3: cancel a consignment (CANCELLED), then reschedule it', async () => {
    const [first] = (await import('../../fixtures/consignment.json', { with: { type: 'json' } })).default as Array<{ consignmentNumber: string }>;
    const number = first?.consignmentNumber ?? '';
    const cancelled = await api('PUT', `/api/v1/consignment/cancellation?consignmentNumber=${number}`, undefined, { Authentication: 'Bearer t' });
    expect(cancelled.body).toMatchObject({ consignmentNumber: number, status: 'CANCELLED' });
    const rescheduled = await api('PUT', '/api/v1/consignment', { data: { consignmentNumber: number, scheduledArivalFrom: '09:30:00', scheduledArivalTo: '12:00:00', scheduledArrivalDate: '2025-03-10 00:00:00' } }, { Authentication: 'Bearer t', 'Content-Type': 'application/json' });
    expect(rescheduled.status).toBe(200);
    expect(rescheduled.body).toMatchObject({ status: 'SCHEDULED', scheduledArivalFrom: '2025-03-10T04:00:00.000Z', scheduledArivalTo: '2025-03-10T06:30:00.000Z' });
    expect((await api('PUT', '/api/v1/consignment/cancellation?consignmentNumber=CN-NONE', undefined, { Authentication: 'Bearer t' })).status).toBe(404);
  });

  test('created contacts are kept', async () => {
    await api('POST', '/api/v1/contact', { data: { contactName: 'Kaveri Textiles', contactType: 'vendor' } });
    expect(await control('GET', 'contacts')).toEqual([expect.objectContaining({ contactName: 'Kaveri Textiles' })]);
  });
});

describe('source 4.4, 4.6, 4.8: listings reflect state, paged with the defaults 1 / 25', () => {
  test('webhook registrations: total a string, page[limit] and page[offset], get by id', async () => {
    for (let i = 0; i < 30; i++) await api('POST', '/api/v1/webhook', { data: { webhookUrl: `http://127.0.0.1:9/hook-${i}`, resource: 'channel_inventory' } });
    const first = (await api('GET', '/api/platform/v1/client-webhook')).body as { page: number; perPage: number; total: string; data: Array<{ id: string }> };
    expect(first).toMatchObject({ page: 1, perPage: 25, total: '30' });
    expect(first.data).toHaveLength(25);
    const second = (await api('GET', '/api/platform/v1/client-webhook?page[offset]=25&page[limit]=25')).body;
    expect(second).toMatchObject({ page: 2, perPage: 25, total: '30' });
    expect((second as { data: unknown[] }).data).toHaveLength(5);
    const id = first.data[0]?.id ?? '';
    expect((await api('GET', `/api/platform/v1/client-webhook/${id}`)).body).toMatchObject({ id });
    expect((await api('GET', '/api/platform/v1/client-webhook/no-such-id')).status).toBe(404);
  });

  test('a paging parameter that breaks the spec is refused (422 from Prism), not defaulted', async () => {
    const answer = await api('GET', '/api/platform/v1/import-job?per_page=many');
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toMatch(/per_page/);
  });

  test('import jobs: page and per_page echoed, result the count', async () => {
    expect((await api('GET', '/api/platform/v1/import-job?page=2&per_page=2')).body).toMatchObject({ page: 2, perPage: 2, result: 3, data: [expect.any(Object)] });
    expect((await api('GET', '/api/platform/v1/import-job')).body).toMatchObject({ page: 1, perPage: 25, result: 3 });
  });
});

describe('webhook delivery', () => {
  test('a consumer that answers 500 twice gets the event once it answers 200: three attempts logged, one delivery id', async () => {
    const c = await subscribe((_, index) => (index < 2 ? 500 : 200));
    await control('POST', 'scenarios/delivered');
    await settle();
    const first = c.received.slice(0, 3);
    expect(new Set(first.map((r) => header(r, 'x-harness-delivery-id'))).size).toBe(1);
    const log = (await control('GET', 'deliveries')) as { attempts: Array<{ deliveryId: string; status?: number; outcome: string }> };
    const id = header(first[0] as never, 'x-harness-delivery-id');
    expect(log.attempts.filter((a) => a.deliveryId === id).map((a) => [a.status, a.outcome])).toEqual([[500, 'retrying'], [500, 'retrying'], [200, 'delivered']]);
  }, 30_000);

  test('deliveries are signed with --webhook-secret; the documented verifySignature accepts them', async () => {
    const c = await subscribe();
    await control('POST', 'scenarios/customer-cancelled');
    await settle();
    expect(c.received.length).toBeGreaterThan(0);
    for (const r of c.received) expect(verifySignature(SECRET, header(r, 'x-harness-signature') ?? '', r.body)).toBe(true);
  });
});

test('every operation of the spec answers a valid request with a status and body the spec documents (simulator on)', async () => {
  for (const op of spec.operations) {
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `${name}-1`);
    const query = op.parameters.some((p) => p.in === 'query' && p.required) ? '?consignmentNumber=CN-NONE' : '';
    const kind = op.requestBody ? /([^/]+)\.json$/.exec(String(op.requestBody.schema['$ref']))?.[1] : undefined;
    const [body] = kind ? [...generate(kind, { seed: 3 })] : [undefined];
    const headers = { [op.authHeaders[0] ?? 'Authorization']: 'Bearer t', 'Content-Type': 'application/json' };
    const answer = await api(op.method.toUpperCase(), path + query, body, headers);
    const site = op.responses.get(String(answer.status)) ?? op.responses.get('default');
    expect(site, `${op.operationId}: ${answer.status} is documented`).toBeDefined();
    if (site && answer.type.includes('json')) expect(validator.validateSite(site, answer.body).errors.map(formatIssue), op.operationId).toEqual([]);
  }
});

describe('the control API refuses bad input clearly and the server keeps serving', () => {
  test.each([
    { method: 'POST', path: 'scenarios/lost', status: 404, message: /no scenario lost/ },
    { method: 'POST', path: 'shipments/NOPE/advance', status: 404, message: /no shipment NOPE/ },
    { method: 'GET', path: 'nothing', status: 404, message: /no control endpoint/ },
  ])('$method /__harness/$path: $status', async ({ method, path, status, message }) => {
    const answer = await api(method, `/__harness/${path}`, undefined, {});
    expect(answer.status).toBe(status);
    expect((answer.body as { message: string }).message).toMatch(message);
  });

  test('advancing to a state not ahead on the path: 409 naming what is ahead', async () => {
    const run = (await control('POST', 'scenarios/delivered')) as { shipments: Array<{ id: string }> };
    const id = run.shipments[0]?.id ?? '';
    const answer = await api('POST', `/__harness/shipments/${id}/advance`, { to: 'rto' }, { 'Content-Type': 'application/json' });
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toMatch(/does not reach rto: ahead on its path are packed/);
    expect((await api('GET', '/api/platform/v1/import-job')).status).toBe(200);
  });
});
