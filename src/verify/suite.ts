import { enumOf, observedValues, stringsAt } from '../../generators/spec-values.js';
import { schemaName } from '../mock/served-spec.js';
import type { Operation, Spec } from '../spec/load-spec.js';
import type { ShipmentEvent, ReturnEvent } from '../types/spec.js';
import { formatIssue } from '../validate/issues.js';
import { describeBody, expectDocumented, expectRefused, Outcome, type Check, type CheckContext, type RequestParts } from './check.js';
import type { Exchange } from './http-client.js';
import { dataProperties, dataSchema, orderNumber, validBody, wrapsData } from './requests.js';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const op = (context: CheckContext, id: string): Operation => {
  const found = context.spec.operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`the spec has no operation ${id}`);
  return found;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Repeats a request until `done` says its answer is final, or the run's wait runs out (things the target does over time). */
async function poll(context: CheckContext, send: () => Promise<Exchange>, done: (exchange: Exchange) => boolean): Promise<Exchange> {
  const until = Date.now() + context.waitMs;
  let last = await send();
  while (!done(last) && Date.now() < until) {
    await sleep(200);
    last = await send();
  }
  return last;
}

const ok = (exchange: Exchange): boolean => exchange.status !== undefined && exchange.status >= 200 && exchange.status < 300;

/**
 * Registers the run's webhook once: the receiver when events are checked (else a URL that
 * takes nothing). Registering it twice would have every event delivered twice.
 */
async function registerOnce(context: CheckContext, outcome: Outcome): Promise<void> {
  const answer = await context.once('registration', () => context.send(op(context, 'registerWebhook'), { body: { data: { webhookUrl: context.events?.callbackUrl ?? 'http://127.0.0.1:9/fulfillment-harness-verify' } } }));
  outcome.saw(answer);
}

/** Submits a fresh order (a plain one: no trigger SKUs) and returns its number and the answer. */
async function submitOrder(context: CheckContext, outcome: Outcome, lines = 1): Promise<string | undefined> {
  const body = validBody(context, op(context, 'submitOrder'));
  const data = isNode(body?.['data']) ? body['data'] : {};
  const number = orderNumber(context);
  const items = Array.isArray(data['items']) ? data['items'].slice(0, lines) : [];
  const answer = outcome.saw(await context.send(op(context, 'submitOrder'), { body: { data: { ...data, customerOrderNumber: number, items } } }));
  if (!ok(answer)) {
    outcome.fail(`could not submit an order to set up the check: ${answer.status ?? answer.error}: ${describeBody(answer)}`);
    return undefined;
  }
  return number;
}

/** A product created through the API, complete or missing mandatory data. */
async function createProduct(context: CheckContext, outcome: Outcome, complete: boolean): Promise<{ sku: string; answer: Exchange } | undefined> {
  const operation = op(context, 'createProduct');
  const body = validBody(context, operation);
  const data = isNode(body?.['data']) ? { ...body['data'] } : {};
  const sku = `VERIFY-${context.gen.code(8)}`;
  const mandatory = stringsAt('product-request', '/properties/data', 'x-harness-mandatory');
  const sent = complete ? { ...data, sku } : Object.fromEntries(Object.entries({ ...data, sku }).filter(([key]) => key === 'sku' || !mandatory.includes(key)));
  const answer = outcome.saw(await context.send(operation, { body: { data: sent } }));
  return { sku, answer };
}

/** A submitted order as the {customerOrderNumber} path parameter (its invoice comes once it is packed). */
async function orderParam(context: CheckContext, outcome: Outcome): Promise<RequestParts | string> {
  const number = await submitOrder(context, outcome);
  return number === undefined ? 'no order could be submitted' : { params: { customerOrderNumber: number } };
}

/**
 * What a valid request to each operation needs beyond generated data: records that must exist
 * first (a webhook id, a product, an order with an invoice, a delivered order, a consignment).
 * Returns the request, or a reason to skip.
 */
const PREPARE: Readonly<Record<string, (context: CheckContext, outcome: Outcome) => Promise<RequestParts | string>>> = {
  getWebhook: async (context, outcome) => {
    const list = () => context.send(op(context, 'listWebhooks'));
    let listing = outcome.saw(await list());
    if (!(isNode(listing.json) && Array.isArray(listing.json['data']) && listing.json['data'].length)) {
      await registerOnce(context, outcome);
      listing = outcome.saw(await list());
    }
    const first = isNode(listing.json) && Array.isArray(listing.json['data']) ? listing.json['data'][0] : undefined;
    return isNode(first) && typeof first['id'] === 'string' ? { params: { id: first['id'] } } : 'no webhook to get: the listing stays empty after a registration';
  },
  getProduct: async (context, outcome) => {
    const created = await createProduct(context, outcome, true);
    return created ? { params: { productSku: created.sku } } : 'no product could be created';
  },
  getInvoiceDetail: (context, outcome) => orderParam(context, outcome),
  getInvoicePdf: (context, outcome) => orderParam(context, outcome),
  cancelOrder: async (context, outcome) => {
    const number = await submitOrder(context, outcome);
    return number === undefined ? 'no order could be submitted' : { body: { data: { customerOrderNumber: number } } };
  },
  createProductListing: async (context, outcome) => {
    const created = await createProduct(context, outcome, true);
    return created ? { body: { data: { sku: created.sku } } } : 'no product could be created';
  },
  submitOrder: async (context) => {
    const body = validBody(context, op(context, 'submitOrder'));
    const data = isNode(body?.['data']) ? body['data'] : {};
    return { body: { data: { ...data, customerOrderNumber: orderNumber(context), items: Array.isArray(data['items']) ? data['items'].slice(0, 1) : [] } } };
  },
  createReturn: async (context, outcome) => {
    const number = await submitOrder(context, outcome);
    return number === undefined ? 'no order could be submitted' : { body: { data: { customerOrderNumber: number } } };
  },
  cancelConsignment: async (context) => (context.consignment ? { query: { consignmentNumber: context.consignment } } : 'pass --consignment NUMBER of an existing consignment'),
  scheduleConsignment: async (context) => {
    if (!context.consignment) return 'pass --consignment NUMBER of an existing consignment';
    const body = validBody(context, op(context, 'scheduleConsignment'));
    return { body: { data: { ...(isNode(body?.['data']) ? body['data'] : {}), consignmentNumber: context.consignment } } };
  },
};

/** Answers that come over time: an invoice once packed, a return once delivered. */
const EVENTUALLY = new Set(['getInvoiceDetail', 'getInvoicePdf', 'createReturn']);

async function prepared(context: CheckContext, operation: Operation, outcome: Outcome): Promise<RequestParts | undefined> {
  const prepare = PREPARE[operation.operationId];
  const made = prepare ? await prepare(context, outcome) : { body: validBody(context, operation) };
  if (typeof made === 'string') {
    outcome.skip(made);
    return undefined;
  }
  const params = Object.fromEntries(operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, made.params?.[p.name] ?? `${p.name}-1`]));
  const query = Object.fromEntries(operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, made.query?.[p.name] ?? `${p.name}-1`]));
  return { ...made, params, query: { ...query, ...made.query } };
}

/** The checks every operation gets, as rows. */
interface OperationCheck {
  readonly kind: string;
  readonly tag: string;
  readonly applies: (spec: Spec, operation: Operation) => boolean;
  readonly run: (context: CheckContext, operation: Operation, outcome: Outcome) => Promise<void>;
}

/** A body of the operation with one change inside `data`, for the negative checks of source 4 and 2. */
async function negative(context: CheckContext, operation: Operation, outcome: Outcome, why: string, change: (data: Node) => unknown): Promise<void> {
  const request = await prepared(context, operation, outcome);
  if (!request) return;
  const body = isNode(request.body) ? request.body : {};
  const data = isNode(body['data']) ? { ...body['data'] } : {};
  const answer = outcome.saw(await context.send(operation, { ...request, body: change(data) }));
  expectRefused(answer, outcome, why);
}

const wrongHeader = (operation: Operation): string => (operation.authHeaders[0] === 'Authorization' ? 'Authentication' : 'Authorization');
const requiredInData = (spec: Spec, operation: Operation): string[] => {
  const required = dataSchema(spec, operation)?.['required'];
  return Array.isArray(required) ? required.filter((r): r is string => typeof r === 'string') : [];
};
const stringField = (spec: Spec, operation: Operation) => dataProperties(spec, operation).find(([, s]) => s['type'] === 'string');
const patternField = (spec: Spec, operation: Operation) => dataProperties(spec, operation).find(([, s]) => typeof s['pattern'] === 'string');

export const OPERATION_CHECKS: readonly OperationCheck[] = [
  {
    kind: 'valid-request',
    tag: 'contract',
    applies: () => true,
    run: async (context, operation, outcome) => {
      const request = await prepared(context, operation, outcome);
      if (!request) return;
      const send = () => context.send(operation, request);
      const answer = outcome.saw(EVENTUALLY.has(operation.operationId) ? await poll(context, send, (e) => ok(e) || (e.status ?? 0) >= 500) : await send());
      expectDocumented(context, operation, answer, outcome);
    },
  },
  {
    kind: 'auth-missing',
    tag: 'auth',
    applies: (_, operation) => operation.authHeaders.length > 0,
    run: async (context, operation, outcome) => {
      const request = await prepared(context, operation, outcome);
      if (request) expectRefused(outcome.saw(await context.send(operation, { ...request, auth: false })), outcome, `source 5: without ${operation.authHeaders.join(' or ')}`, (s) => s === 401 || s === 403);
    },
  },
  {
    kind: 'auth-wrong-header',
    tag: 'auth',
    applies: (_, operation) => operation.authHeaders.length === 1,
    run: async (context, operation, outcome) => {
      const request = await prepared(context, operation, outcome);
      const header = wrongHeader(operation);
      if (request) expectRefused(outcome.saw(await context.send(operation, { ...request, auth: { [header]: `Bearer ${context.token}` } })), outcome, `source 5: the token in ${header} instead of ${operation.authHeaders[0]}`, (s) => s === 401 || s === 403);
    },
  },
  {
    kind: 'auth-malformed',
    tag: 'auth',
    applies: (_, operation) => operation.authHeaders.length > 0,
    run: async (context, operation, outcome) => {
      const request = await prepared(context, operation, outcome);
      const header = operation.authHeaders[0] ?? 'Authorization';
      if (request) expectRefused(outcome.saw(await context.send(operation, { ...request, auth: { [header]: context.token } })), outcome, `source 5: ${header} without "Bearer "`, (s) => s === 401 || s === 403);
    },
  },
  {
    kind: 'bad-body-unwrapped',
    tag: 'negative',
    applies: (spec, operation) => wrapsData(spec, operation),
    run: (context, operation, outcome) => negative(context, operation, outcome, 'source 4: a body not wrapped in data', (data) => data),
  },
  {
    kind: 'bad-body-missing-required',
    tag: 'negative',
    applies: (spec, operation) => requiredInData(spec, operation).length > 0,
    run: (context, operation, outcome) => {
      const field = requiredInData(context.spec, operation)[0] ?? '';
      return negative(context, operation, outcome, `a body without data.${field}`, (data) => ({ data: Object.fromEntries(Object.entries(data).filter(([key]) => key !== field)) }));
    },
  },
  {
    kind: 'bad-body-wrong-type',
    tag: 'negative',
    applies: (spec, operation) => stringField(spec, operation) !== undefined,
    run: (context, operation, outcome) => {
      const [field] = stringField(context.spec, operation) ?? [''];
      return negative(context, operation, outcome, `data.${field} as a number`, (data) => ({ data: { ...data, [field]: 12345 } }));
    },
  },
  {
    kind: 'bad-body-timestamp',
    tag: 'negative',
    applies: (spec, operation) => patternField(spec, operation) !== undefined,
    run: (context, operation, outcome) => {
      const [field] = patternField(context.spec, operation) ?? [''];
      return negative(context, operation, outcome, `data.${field} in the wrong form`, (data) => ({ data: { ...data, [field]: '2024-13-45T99:99' } }));
    },
  },
];

/** Source 4.8 and 8: the listing operations and their paging parameters, read from the spec. */
function listing(spec: Spec, operation: Operation): { countField: string; page?: string; perPage?: string } | undefined {
  const name = schemaName(operation.responses.get('200')?.schema ?? {});
  const schema = name === undefined ? undefined : spec.schemas.get(name);
  const bases = Array.isArray(schema?.['allOf']) ? (schema['allOf'] as unknown[]) : [];
  if (!name || !bases.some((b) => isNode(b) && String(b['$ref']).includes('page-envelope'))) return undefined;
  const countField = stringsAt(name, '', 'required').find((f) => f !== 'data') ?? 'total';
  const byDefault = (value: number) => operation.parameters.find((p) => p.in === 'query' && p.schema['default'] === value)?.name;
  const page = byDefault(1);
  const perPage = byDefault(25);
  return { countField, ...(page ? { page } : {}), ...(perPage ? { perPage } : {}) };
}

const envelope = (exchange: Exchange) => (isNode(exchange.json) ? exchange.json : {});

export const LISTING_CHECKS: readonly OperationCheck[] = [
  {
    kind: 'paging-defaults',
    tag: 'paging',
    applies: (spec, operation) => listing(spec, operation) !== undefined,
    run: async (context, operation, outcome) => {
      const page = envelope(outcome.saw(await context.send(operation)));
      if (page['page'] !== 1) outcome.fail(`source 8: /page without paging parameters: expected 1, found ${JSON.stringify(page['page'])}`);
      if (page['perPage'] !== 25) outcome.fail(`source 8: /perPage without paging parameters: expected 25, found ${JSON.stringify(page['perPage'])}`);
    },
  },
  {
    kind: 'paging-echo',
    tag: 'paging',
    applies: (spec, operation) => Boolean(listing(spec, operation)?.perPage),
    run: async (context, operation, outcome) => {
      const { page, perPage, countField = 'total' } = listing(context.spec, operation) ?? {};
      if (!page || !perPage) return;
      const answer = envelope(outcome.saw(await context.send(operation, { query: { [page]: '2', [perPage]: '1' } })));
      if (answer['page'] !== 2) outcome.fail(`source 4.8: ?${page}=2 answered /page ${JSON.stringify(answer['page'])}`);
      if (answer['perPage'] !== 1) outcome.fail(`source 4.8: ?${perPage}=1 answered /perPage ${JSON.stringify(answer['perPage'])}`);
      // The records too: echoing the parameters while ignoring them is no paging.
      const count = Number(answer[countField]);
      const records = Array.isArray(answer['data']) ? answer['data'].length : 0;
      if (Number.isInteger(count) && records !== (count >= 2 ? 1 : 0)) outcome.fail(`source 4.8: ?${page}=2&${perPage}=1 of ${count} records answered ${records} records`);
    },
  },
  {
    kind: 'paging-empty',
    tag: 'paging',
    applies: (spec, operation) => Boolean(listing(spec, operation)?.page),
    run: async (context, operation, outcome) => {
      const shape = listing(context.spec, operation);
      if (!shape?.page) return;
      const answer = outcome.saw(await context.send(operation, { query: { [shape.page]: '100000' } }));
      const page = envelope(answer);
      for (const field of ['page', 'perPage', shape.countField, 'data']) if (!(field in page)) outcome.fail(`source 4.8: /${field} is missing on an empty page`);
      if (Array.isArray(page['data']) && page['data'].length) outcome.fail(`page 100000 is not empty: ${page['data'].length} records`);
      expectDocumented(context, operation, answer, outcome);
    },
  },
  {
    kind: 'paging-count',
    tag: 'paging',
    applies: (spec, operation) => listing(spec, operation) !== undefined,
    run: async (context, operation, outcome) => {
      const shape = listing(context.spec, operation);
      if (!shape) return;
      const first = envelope(outcome.saw(await context.send(operation)));
      const count = Number(first[shape.countField]);
      const data = Array.isArray(first['data']) ? first['data'] : [];
      if (!Number.isInteger(count)) return void outcome.fail(`/${shape.countField} is not a count: ${JSON.stringify(first[shape.countField])}`);
      if (data.length > Number(first['perPage'])) outcome.fail(`/data holds ${data.length} records, more than /perPage ${String(first['perPage'])}`);
      if (!shape.page || !shape.perPage) {
        if (count <= Number(first['perPage']) && count !== data.length) outcome.fail(`/${shape.countField} says ${count} but the first page holds ${data.length} of them`);
        return;
      }
      let seen = 0;
      for (let n = 1; n <= 50; n++) {
        const page = envelope(outcome.saw(await context.send(operation, { query: { [shape.page]: String(n), [shape.perPage]: '10' } })));
        const records = Array.isArray(page['data']) ? page['data'].length : 0;
        if (records === 0) break;
        seen += records;
      }
      if (seen !== count) outcome.fail(`paging through with ${shape.perPage}=10 gives ${seen} records, /${shape.countField} says ${count}`);
    },
  },
];

/** Source rules as stateful flows (sections 3, 4.7, 7). */
export const FLOW_CHECKS: readonly Check[] = [
  {
    id: 'flow/consignment-cancel-then-reschedule',
    group: 'flows',
    tags: ['flow', 'consignments'],
    run: async (context, outcome) => {
      if (!context.consignment) return void outcome.skip('pass --consignment NUMBER of an existing consignment');
      const cancelled = outcome.saw(await context.send(op(context, 'cancelConsignment'), { query: { consignmentNumber: context.consignment } }));
      const status = envelope(cancelled)['status'];
      const wanted = observedValues('consignment', '/properties/status')[0];
      if (ok(cancelled) && status !== wanted) outcome.fail(`source 4.1: the cancelled record's /status: expected ${JSON.stringify(wanted)}, found ${JSON.stringify(status)}`);
      if (!ok(cancelled)) outcome.fail(`cancelling consignment ${context.consignment} got ${cancelled.status}: ${describeBody(cancelled)}`);
      const body = validBody(context, op(context, 'scheduleConsignment'));
      const again = outcome.saw(await context.send(op(context, 'scheduleConsignment'), { body: { data: { ...(isNode(body?.['data']) ? body['data'] : {}), consignmentNumber: context.consignment } } }));
      if (!ok(again)) outcome.fail(`source 3: rescheduling the cancelled consignment got ${again.status}: ${describeBody(again)}`);
    },
  },
  {
    id: 'flow/unknown-sku-says-failed',
    group: 'flows',
    tags: ['flow', 'products'],
    run: async (context, outcome) => {
      const answer = outcome.saw(await context.send(op(context, 'getProduct'), { params: { productSku: `VERIFY-NO-SUCH-${context.gen.code(8)}` } }));
      const message = envelope(answer)['message'];
      if (ok(answer)) outcome.fail(`source 4.7 rule 1: an unknown SKU was answered ${answer.status} as if it existed`);
      if (typeof message !== 'string' || !message.startsWith('Failed')) outcome.fail(`source 7 rule 1: the message for an unknown SKU must begin with "Failed", found ${JSON.stringify(message)}`);
    },
  },
  {
    id: 'flow/draft-product-not-error',
    group: 'flows',
    tags: ['flow', 'products'],
    run: async (context, outcome) => {
      const created = await createProduct(context, outcome, false);
      if (!created) return;
      if (!ok(created.answer)) outcome.fail(`source 4.7 rule 2: a product missing mandatory data must become a draft, not an error; got ${created.answer.status}: ${describeBody(created.answer)}`);
      const found = outcome.saw(await context.send(op(context, 'getProduct'), { params: { productSku: created.sku } }));
      if (!ok(found)) outcome.fail(`source 4.7 rule 2: drafts are visible; the lookup of ${created.sku} got ${found.status}`);
    },
  },
  {
    id: 'flow/created-product-found',
    group: 'flows',
    tags: ['flow', 'products'],
    run: async (context, outcome) => {
      const created = await createProduct(context, outcome, true);
      if (!created) return;
      const found = outcome.saw(await context.send(op(context, 'getProduct'), { params: { productSku: created.sku } }));
      if (!ok(found)) outcome.fail(`a created product ${created.sku} is not found by lookup: ${found.status} ${describeBody(found)}`);
      else if (envelope(found)['sku'] !== undefined && envelope(found)['sku'] !== created.sku) outcome.fail(`the lookup of ${created.sku} returned sku ${JSON.stringify(envelope(found)['sku'])}`);
    },
  },
];

/** What the events flow saw: run once, judged by the event checks. */
interface EventRun {
  readonly delivered: string | undefined;
  readonly cancelled: string | undefined;
  readonly cancelAnswer: Exchange | undefined;
  readonly refusedAnswer: Exchange | undefined;
  readonly returned: string | undefined;
  readonly setupFailures: string[];
}

const shipmentsOf = (context: CheckContext, order: string | undefined): ShipmentEvent[] =>
  (context.events?.events ?? []).filter((e) => e.kind === 'shipment' && isNode(e.body) && e.body['customerOrderNumber'] === order).map((e) => e.body as ShipmentEvent);
const hasStatus = (order: string | undefined, status: string) => (e: { kind: string; body: unknown }) => e.kind === 'shipment' && isNode(e.body) && e.body['customerOrderNumber'] === order && e.body['status'] === status;

/** Registers the receiver, then: an order to delivery and its return; an order cancelled before packing; one whose cancellation comes after packing. */
async function eventRun(context: CheckContext): Promise<EventRun> {
  const events = context.events;
  const scratch = new Outcome();
  if (!events) return { delivered: undefined, cancelled: undefined, cancelAnswer: undefined, refusedAnswer: undefined, returned: undefined, setupFailures: ['no receiver'] };
  await registerOnce(context, scratch);
  const [delivered, cancelled, late] = [await submitOrder(context, scratch), await submitOrder(context, scratch), await submitOrder(context, scratch)];
  const cancelAnswer = cancelled === undefined ? undefined : scratch.saw(await context.send(op(context, 'cancelOrder'), { body: { data: { customerOrderNumber: cancelled } } }));
  let refusedAnswer: Exchange | undefined;
  if (late !== undefined && (await events.waitFor(hasStatus(late, 'packed'), context.waitMs))) {
    refusedAnswer = scratch.saw(await context.send(op(context, 'cancelOrder'), { body: { data: { customerOrderNumber: late } } }));
  }
  let returned: string | undefined;
  if (delivered !== undefined && (await events.waitFor(hasStatus(delivered, 'delivered'), context.waitMs))) {
    const answer = scratch.saw(await context.send(op(context, 'createReturn'), { body: { data: { customerOrderNumber: delivered } } }));
    if (ok(answer)) returned = delivered;
    await events.waitFor((e) => e.kind === 'return' && isNode(e.body) && e.body['customerOrderNumber'] === delivered && ['delivered', 'pickup_cancelled'].includes(String(e.body['status'])), context.waitMs);
  }
  await events.waitFor(hasStatus(cancelled, 'cancelled'), Math.min(context.waitMs, 5000));
  return { delivered, cancelled, cancelAnswer, refusedAnswer, returned, setupFailures: scratch.failures };
}

const eventCheck = (id: string, judge: (context: CheckContext, run: EventRun, outcome: Outcome) => void): Check => ({
  id: `events/${id}`,
  group: 'events',
  tags: ['events'],
  run: async (context, outcome) => {
    if (!context.events) return void outcome.skip('pass --callback-url URL and --listen HOST:PORT to check webhook events');
    const run = await context.once('events', () => eventRun(context));
    for (const failure of run.setupFailures) outcome.fail(`setting up the events flow: ${failure}`);
    judge(context, run, outcome);
  },
});

export const EVENT_CHECKS: readonly Check[] = [
  eventCheck('order-reaches-delivered', (context, run, outcome) => {
    if (!shipmentsOf(context, run.delivered).some((e) => e.status === 'delivered')) outcome.fail(`no delivered event for order ${run.delivered} within ${context.waitMs} ms`);
  }),
  eventCheck('every-event-validates', (context, run, outcome) => {
    for (const event of context.events?.events ?? []) {
      const webhook = { shipment: 'shipmentStatusChanged', return: 'returnStatusChanged', inventory: 'channelInventoryUpdated', unknown: undefined }[event.kind];
      const site = context.spec.events.find((e) => e.name === webhook)?.body;
      if (!site) {
        outcome.fail(`a delivery that is no known event: ${JSON.stringify(event.body).slice(0, 200)}`);
        continue;
      }
      const issues = context.validator.validateSite(site, event.body).errors;
      if (issues.length) outcome.fail(`${webhook} event breaks the spec: ${issues.map(formatIssue).join('; ')}; payload ${JSON.stringify(event.body).slice(0, 300)}`);
    }
  }),
  eventCheck('status-log-grows-in-order', (context, _run, outcome) => {
    const states = enumOf('shipment-status');
    const seen = new Map<string, Record<string, string>>();
    for (const event of (context.events?.events ?? []).filter((e) => e.kind === 'shipment').map((e) => e.body as ShipmentEvent)) {
      const log = event.status_log as Record<string, string>;
      const before = seen.get(event.externalShipmentID) ?? {};
      if (!states.includes(event.status)) outcome.fail(`source 3: status ${JSON.stringify(event.status)} of ${event.externalShipmentID} is no shipment state`);
      for (const [status, at] of Object.entries(before)) if (log[status] !== at) outcome.fail(`source 3: ${event.externalShipmentID}'s status_log lost or changed ${status} (out of order?) at the ${event.status} event`);
      const times = Object.values(log);
      if (times.join() !== [...times].sort().join()) outcome.fail(`source 3: ${event.externalShipmentID}'s status_log timestamps go back: ${JSON.stringify(log)}`);
      seen.set(event.externalShipmentID, log);
    }
  }),
  eventCheck('item-quantity-is-one', (context, _run, outcome) => {
    for (const event of (context.events?.events ?? []).filter((e) => e.kind === 'shipment').map((e) => e.body as ShipmentEvent)) {
      const bad = (event.items ?? []).filter((item) => item.quantity !== 1);
      if (bad.length) outcome.fail(`source 2.7: ${event.externalShipmentID} (${event.status}) has items with quantity ${bad.map((i) => i.quantity).join(', ')}`);
    }
  }),
  eventCheck('cancel-before-packed-accepted', (context, run, outcome) => {
    if (!run.cancelAnswer || !ok(run.cancelAnswer)) outcome.fail(`source 3, 8: a cancellation before packing was refused: ${run.cancelAnswer?.status ?? 'no answer'} ${run.cancelAnswer ? describeBody(run.cancelAnswer) : ''}`);
    if (!shipmentsOf(context, run.cancelled).some((e) => e.status === 'cancelled')) outcome.fail(`source 6 rule 2: no cancelled event for order ${run.cancelled}`);
  }),
  eventCheck('cancel-after-packed-refused', (_context, run, outcome) => {
    if (!run.refusedAnswer) return void outcome.fail('the order to cancel after packing never reported packed');
    expectRefused(run.refusedAnswer, outcome, 'source 3, 8: a cancellation after packing');
  }),
  eventCheck('return-raises-return-events', (context, run, outcome) => {
    if (!run.returned) return void outcome.fail(`no return could be created for delivered order ${run.delivered}`);
    const returns = (context.events?.events ?? []).filter((e) => e.kind === 'return' && isNode(e.body) && e.body['customerOrderNumber'] === run.returned).map((e) => e.body as ReturnEvent);
    if (!returns.length) outcome.fail(`no return event for order ${run.returned} within ${context.waitMs} ms`);
  }),
];

/**
 * The suite, derived from the spec: every operation gets the rows of OPERATION_CHECKS that
 * apply (and the paging rows when it is a listing), then the flow and event checks. An
 * operation added to the spec is covered without editing this file.
 */
export function buildSuite(spec: Spec): Check[] {
  const perOperation = spec.operations.flatMap((operation) =>
    [...OPERATION_CHECKS, ...LISTING_CHECKS]
      .filter((row) => row.applies(spec, operation))
      .map((row): Check => ({ id: `${operation.operationId}/${row.kind}`, group: operation.operationId, tags: [...operation.tags, row.tag, operation.operationId], run: (context, outcome) => row.run(context, operation, outcome) })),
  );
  return [...perOperation, ...FLOW_CHECKS, ...EVENT_CHECKS];
}
