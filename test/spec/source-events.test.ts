/**
 * Source sections 3 (states), 6 (events) and 7 (errors).
 */
import { describe, expect, test } from 'vitest';
import {
  TS_EVENT,
  TS_UTC,
  deref,
  each,
  endpoint,
  example,
  expectAccepted,
  listAt,
  mutate,
  mutateAll,
  objectAt,
  requestSite,
  responseSite,
  sorted,
  spec,
  testRows,
  validator,
  type Json,
  type Row,
} from './source-fixtures.js';

// As the source writes them (3 and 6).
const SHIPMENT_STATES = 'created, packed, dispatched, intransit, delivered, out_for_delivery, delivery_failed, delayed, cancelled, rto, rto_intransit, pickup_pending'.split(', ');
const RETURN_STATES = 'created, approved, picked_up, out_for_pickup, pickup_cancelled, pickup_pending, intransit, delivered'.split(', ');
const RETURN_ONLY = RETURN_STATES.filter((s) => !SHIPMENT_STATES.includes(s));
const SHIPMENT_ONLY = SHIPMENT_STATES.filter((s) => !RETURN_STATES.includes(s));

const shipment = (): Json => example('shipment-event-delivered');
const returned = (): Json => example('return-event');

describe('3/6 shipment and return states', () => {
  test('3 shipment: the status enum is exactly the 12 states', () => {
    expect(sorted(listAt(deref(objectAt(spec.schemas.get('shipment-event'), '/properties/status')), 'enum'))).toEqual(sorted(SHIPMENT_STATES));
  });
  test('3 return: the status enum is exactly the 8 states', () => {
    expect(sorted(listAt(deref(objectAt(spec.schemas.get('return-event'), '/properties/status')), 'enum'))).toEqual(sorted(RETURN_STATES));
  });

  const rows: Row[] = [
    ...SHIPMENT_STATES.map((s): Row => ({ name: `3/6 shipment event: status ${s} is accepted`, target: 'shipment-event', data: () => mutate(shipment(), '/status', s), want: null })),
    ...[...RETURN_ONLY, 'sidelined', 'CANCELLED'].map(
      (s): Row => ({ name: `3/6 shipment event: status ${s} (not a shipment state) is rejected`, target: 'shipment-event', data: () => mutate(shipment(), '/status', s), want: '/status' }),
    ),
    ...RETURN_STATES.map((s): Row => ({ name: `3/6 return event: status ${s} is accepted`, target: 'return-event', data: () => mutate(returned(), '/status', s), want: null })),
    ...[...SHIPMENT_ONLY, 'refunded'].map(
      (s): Row => ({ name: `3/6 return event: status ${s} (not a return state) is rejected`, target: 'return-event', data: () => mutate(returned(), '/status', s), want: '/status' }),
    ),
    // 3: "each state entry is recorded in status_log"; 2.7/2.8: status_log maps a status name to a timestamp.
    ...SHIPMENT_STATES.map(
      (s): Row => ({ name: `3 shipment status_log: key ${s} is accepted`, target: 'shipment-event', data: () => mutate(shipment(), `/status_log/${s}`, TS_EVENT), want: null }),
    ),
    ...[...RETURN_ONLY, 'sidelined'].map(
      (s): Row => ({
        name: `3 shipment status_log: key ${s} (not a shipment state) is rejected`,
        target: 'shipment-event',
        data: () => mutate(shipment(), `/status_log/${s}`, TS_EVENT),
        want: `/status_log/${s}`,
      }),
    ),
    ...RETURN_STATES.map(
      (s): Row => ({ name: `3 return status_log: key ${s} is accepted`, target: 'return-event', data: () => mutate(returned(), `/status_log/${s}`, TS_EVENT), want: null }),
    ),
    ...SHIPMENT_ONLY.map(
      (s): Row => ({
        name: `3 return status_log: key ${s} (not a return state) is rejected`,
        target: 'return-event',
        data: () => mutate(returned(), `/status_log/${s}`, TS_EVENT),
        want: `/status_log/${s}`,
      }),
    ),
    { name: '2.7 shipment status_log: a value in another timestamp form is rejected', target: 'shipment-event', data: () => mutate(shipment(), '/status_log/created', TS_UTC), want: '/status_log/created' },
    { name: '2.8 return status_log: a value in another timestamp form is rejected', target: 'return-event', data: () => mutate(returned(), '/status_log/created', TS_UTC), want: '/status_log/created' },
    // 6 rule 1: the service cancels: subtype and status cancelled, status_log only the created entry.
    {
      name: '6 rule 1 shipment cancelled by the service: status cancelled with only the created entry in status_log is accepted',
      target: 'shipment-event',
      data: () => mutateAll(shipment(), [['/status', 'cancelled'], ['/status_log', { created: TS_EVENT }]]),
      want: null,
    },
    { name: '6 rule 1 the shown sample of a service cancellation is accepted', target: 'shipment-event', data: () => example('shipment-event-cancelled'), want: null },
  ];
  testRows(rows);
});

describe('3/4.1 inward consignment cancellation', () => {
  const cancel = () => endpoint('PUT', '{base_url}/api/v1/consignment/cancellation');
  const site = () => responseSite(cancel(), '200');
  const record = (): Json => example('consignment-cancelled');
  const rows: Row[] = [
    { name: '3/4.1 cancellation response: the consignment record with status CANCELLED is accepted', target: site, data: record, want: null },
    { name: '3/4.1 cancellation response: status other than CANCELLED is rejected', target: site, data: () => mutate(record(), '/status', 'SCHEDULED'), want: '/status' },
    { name: '3/4.1 cancellation response: status cancelled (lower case) is rejected', target: site, data: () => mutate(record(), '/status', 'cancelled'), want: '/status' },
    { name: '3/4.1 cancellation response: status absent is rejected', target: site, data: () => mutate(record(), '/status', undefined), want: '/status' },
    { name: '4.1 cancellation response: it is the record of 2.1 (id absent rejected)', target: site, data: () => mutate(record(), '/id', undefined), want: '/id' },
    { name: '4.1 cancellation response: it is the record of 2.1 (scheduledArivalTo absent rejected)', target: site, data: () => mutate(record(), '/scheduledArivalTo', undefined), want: '/scheduledArivalTo' },
    // The 2.1 record itself stays open: other statuses are not shown (3), so SCHEDULED is not rejected there.
    { name: '3 consignment record: a status other than CANCELLED is not rejected outside the cancellation', target: 'consignment', data: () => mutate(record(), '/status', 'SCHEDULED'), want: null },
  ];
  testRows(rows);
});

describe('6 events', () => {
  // The three events of section 6, each with the payload the source gives it.
  const EVENTS = [
    { name: 'channel inventory update', sample: 'inventory-event', schema: 'inventory-event' },
    { name: 'shipment event', sample: 'shipment-event-delivered', schema: 'shipment-event' },
    { name: 'return event', sample: 'return-event', schema: 'return-event' },
  ] as const;

  test('6 the webhooks section has exactly three events', () => {
    expect(spec.events).toHaveLength(3);
    expect(Object.keys(objectAt(spec.document, '/webhooks'))).toHaveLength(3);
  });

  test('6 every event is delivered by HTTP POST with a JSON body', () => {
    for (const [name, item] of Object.entries(objectAt(spec.document, '/webhooks'))) {
      expect(Object.keys(objectAt(item, '')), name).toEqual(['post']);
    }
    for (const event of spec.events) expect(event.body.mediaType, event.name).toBe('application/json');
  });

  each(EVENTS, (r) => `6 ${r.name}: exactly one event takes the ${r.sample} payload, and its body is schemas/${r.schema}.json`, ({ sample, schema }) => {
    const taking = spec.events.filter((e) => validator.validateSite(e.body, example(sample)).valid);
    expect(taking.map((e) => e.name)).toHaveLength(1);
    const [event] = taking;
    expect(event && deref(event.body.schema)).toBe(spec.schemas.get(schema));
    // ...and that event takes neither of the other payloads.
    for (const other of EVENTS.filter((e) => e.sample !== sample)) {
      expect(event && validator.validateSite(event.body, example(other.sample)).valid, `${other.sample} must not pass`).toBe(false);
    }
  });

  const inventoryEvent = () => {
    const event = spec.events.find((e) => deref(e.body.schema) === spec.schemas.get('inventory-event'));
    if (!event) throw new Error('no inventory event');
    return event.body;
  };
  const rows: Row[] = [
    { name: '6 channel inventory update: the body is a JSON array of items (2.6)', target: inventoryEvent, data: () => example('inventory-event'), want: null },
    { name: '6 channel inventory update: an empty array is an array of items', target: inventoryEvent, data: () => [], want: null },
    { name: '6 channel inventory update: a single item not in an array is rejected', target: inventoryEvent, data: () => example('inventory-event', '/0'), want: '' },
    { name: '6 channel inventory update: each element is an item of 2.6 (inventory as a string rejected)', target: inventoryEvent, data: () => mutate(example('inventory-event'), '/1/inventory', '37'), want: '/1/inventory' },
    { name: '6 channel inventory update: inventoryItemId (the catalog key) absent is rejected', target: inventoryEvent, data: () => mutate(example('inventory-event'), '/0/inventoryItemId', undefined), want: '/0/inventoryItemId' },
    { name: '6 shipment event: each item object has quantity 1 (3 rejected)', target: 'shipment-event', data: () => mutate(shipment(), '/items/2/quantity', 3), want: '/items/2/quantity' },
  ];
  testRows(rows);
});

describe('7 errors', () => {
  const lookup = () => endpoint('GET', '{base_url}/product-engine/api/v1/products/{productSku}');
  const unknownSku = () => responseSite(lookup(), '404');
  const rows: Row[] = [
    { name: '7 rule 1 unknown SKU: a message beginning with Failed is accepted', target: unknownSku, data: () => example('product-lookup-error'), want: null },
    { name: '7 rule 1 unknown SKU: a message not beginning with Failed is rejected', target: unknownSku, data: () => ({ message: 'Product does not exist' }), want: '/message' },
    { name: '7 rule 1 unknown SKU: "failed" in lower case is rejected', target: unknownSku, data: () => ({ message: 'failed: product does not exist' }), want: '/message' },
    { name: '7 rule 1 unknown SKU: the answer carries an error message (absent rejected)', target: unknownSku, data: () => ({}), want: '/message' },
  ];
  testRows(rows);

  const create = () => endpoint('POST', '{base_url}/product-engine/api/v1/products');
  test('7 rule 2 product creation documents no failure for missing data: nothing inside data is required', () => {
    const body = requestSite(create());
    const data = objectAt(deref(objectAt(body.schema, '')), '/properties/data');
    expect(data['required'], 'data node').toBeUndefined();
    expect(deref(data)['required'], 'schema data refers to').toBeUndefined();
  });
  test('7 rule 2 product creation: a body with empty data is accepted (a draft is created)', () => {
    expectAccepted(validator.validateSite(requestSite(create()), { data: {} }));
  });
  test('7 rule 2 product creation: a body with partial data is accepted', () => {
    expectAccepted(validator.validateSite(requestSite(create()), { data: { productName: 'Kurta' } }));
  });
  test('7 rule 2 product creation: no 4xx failure response is documented', () => {
    expect([...create().responses.keys()].filter((status) => status.startsWith('4'))).toEqual([]);
  });
});
