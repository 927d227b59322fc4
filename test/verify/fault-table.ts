import { PRODUCT_MANDATORY } from '../../generators/sales-channel.js';
import {
  isNode,
  jsonOf,
  on,
  reply,
  withEventJson,
  withJson,
  withRequestJson,
  type Delivery,
  type Fault,
  type ProxyRequest,
  type ProxyResponse,
} from './faulty-target.js';

/**
 * Each row switches on ONE fault in a proxy in front of the simulator and says which checks of
 * `verify` must fail because of it (and what their failure must say); every other check must pass.
 */
export interface Row {
  readonly name: string;
  /** What the fault changes. */
  readonly changes: string;
  readonly fault: () => Fault;
  /** Check id -> what its failure names. Empty: a tolerated deviation, the run passes. */
  readonly fails: Readonly<Record<string, RegExp>>;
  /** Check id -> what its warning names (the run still passes or fails as `fails` says). */
  readonly warns?: Readonly<Record<string, RegExp>>;
  /** Extra verify options (after the common ones, so they win). */
  readonly args?: readonly string[];
}

type Node = Record<string, unknown>;

const LIST_IMPORT_JOBS = on('GET', /^\/api\/platform\/v1\/import-job$/);
const LIST_WEBHOOKS = on('GET', /^\/api\/platform\/v1\/client-webhook$/);
const GET_WEBHOOK = on('GET', /^\/api\/platform\/v1\/client-webhook\/[^/]+$/);
const CANCEL_CONSIGNMENT = on('PUT', /^\/api\/v1\/consignment\/cancellation$/);
const REGISTER_WEBHOOK = on('POST', /^\/api\/v1\/webhook$/);
const CREATE_CONTACT = on('POST', /^\/api\/v1\/contact$/);
const GET_PRODUCT = on('GET', /^\/product-engine\/api\/v1\/products\/[^/]+$/);
const CREATE_PRODUCT = on('POST', /^\/product-engine\/api\/v1\/products$/);
const CREATE_PRODUCT_LISTING = on('POST', /^\/product-engine\/api\/v2\/productListing$/);
const GET_INVOICE_DETAIL = on('GET', /^\/api\/invoice-detail\/[^/]+$/);
const GET_INVOICE_PDF = on('GET', /^\/api\/fetchInvoicePDF\/[^/]+$/);
const CANCEL_ORDER = on('POST', /^\/api\/cancel-order$/);
const SCHEDULE_CONSIGNMENT = on('PUT', /^\/api\/v1\/consignment$/);

const ok = (response: ProxyResponse): boolean => response.status >= 200 && response.status < 300;

/** A fault on the target's successful answers to one operation. */
const onSuccess =
  (match: (request: ProxyRequest) => boolean, change: (response: ProxyResponse, request: ProxyRequest) => ProxyResponse | 'hang' | 'reset') =>
  (): Fault => ({ response: (request, response) => (match(request) && ok(response) ? change(response, request) : response) });

/** A fault on the target's answers with one status to one operation. */
const onStatus =
  (match: (request: ProxyRequest) => boolean, status: number, change: (response: ProxyResponse) => ProxyResponse) =>
  (): Fault => ({ response: (request, response) => (match(request) && response.status === status ? change(response) : response) });

/** A fault on the requests to one operation, before they reach the target. */
const onRequest =
  (match: (request: ProxyRequest) => boolean, change: (request: ProxyRequest) => ProxyRequest | ProxyResponse) =>
  (): Fault => ({ request: (request) => (match(request) ? change(request) : request) });

/** A shipment event's JSON (a return event carries customerReturnNumber, an inventory event is an array). */
const shipment = (delivery: Delivery): Node | undefined => {
  const body = jsonOf(delivery.body);
  return isNode(body) && 'externalShipmentID' in body && !('customerReturnNumber' in body) ? body : undefined;
};
const isReturnEvent = (delivery: Delivery): boolean => {
  const body = jsonOf(delivery.body);
  return isNode(body) && 'customerReturnNumber' in body;
};
/** A fault on every shipment event: changes its JSON. */
const onShipmentEvents =
  (change: (event: Node) => Node) =>
  (): Fault => ({ event: (delivery) => [shipment(delivery) ? withEventJson(delivery, (body) => change(body as Node)) : delivery] });

/** Whether the request carries its token as the warehouse endpoints take it (Authorization: Bearer ...). */
const bearer = (request: ProxyRequest): boolean => (request.headers['authorization'] ?? '').startsWith('Bearer ');
/** A field of the request body's `data`, as a string ('' when absent). */
const dataField = (request: ProxyRequest, field: string): string => {
  const body = jsonOf(request.body);
  const data = isNode(body) ? body['data'] : undefined;
  return isNode(data) && data[field] !== undefined ? String(data[field]) : '';
};
const withHeader = (request: ProxyRequest, name: string, value: string): ProxyRequest => ({ ...request, headers: { ...request.headers, [name]: value } });

export const FAULTS: readonly Row[] = [
  // --- none: the proxy itself is transparent (JSON, the PDF's bytes, headers, webhook events) ---
  { name: 'none', changes: 'nothing: every request, answer and event is forwarded as it is', fault: () => ({}), fails: {} },

  // --- auth (source 5) ---
  {
    name: 'auth-missing-accepted',
    changes: 'listImportJobs: a request without any bearer header is answered as if authenticated',
    fault: onRequest(LIST_IMPORT_JOBS, (r) => (r.headers['authorization'] === undefined && r.headers['authentication'] === undefined ? withHeader(r, 'authorization', 'Bearer faulty-target') : r)),
    fails: { 'listImportJobs/auth-missing': /without Authorization: expected a 4xx refusal, got 200/ },
  },
  {
    name: 'auth-wrong-header-accepted',
    changes: 'cancelConsignment: the token in Authorization is taken as if it came in Authentication',
    fault: onRequest(CANCEL_CONSIGNMENT, (r) => {
      const given = r.headers['authorization'];
      return r.headers['authentication'] === undefined && given !== undefined ? withHeader(r, 'authentication', given) : r;
    }),
    fails: { 'cancelConsignment/auth-wrong-header': /the token in Authorization instead of Authentication: expected a 4xx refusal, got 200/ },
  },
  {
    name: 'auth-malformed-accepted',
    changes: 'getWebhook: an Authorization value without "Bearer " is accepted',
    fault: onRequest(GET_WEBHOOK, (r) => {
      const given = r.headers['authorization'];
      return given !== undefined && !given.startsWith('Bearer ') ? withHeader(r, 'authorization', `Bearer ${given}`) : r;
    }),
    fails: { 'getWebhook/auth-malformed': /Authorization without "Bearer ": expected a 4xx refusal, got 200/ },
  },

  // --- response shape (source 2, 4.8, 8) ---
  {
    name: 'webhook-total-as-number',
    changes: 'listWebhooks: total is a number, not the string the source shows',
    fault: onSuccess(LIST_WEBHOOKS, (r) => withJson(r, (b) => ({ ...b, total: Number(b['total']) }))),
    fails: { 'listWebhooks/valid-request': /response body \/total: expected type string, found integer/ },
  },
  {
    name: 'import-jobs-total-not-result',
    changes: 'listImportJobs: the count is named total instead of result',
    fault: onSuccess(LIST_IMPORT_JOBS, (r) => withJson(r, ({ result, ...rest }) => ({ ...rest, total: result }))),
    fails: {
      'listImportJobs/valid-request': /result/,
      // the empty page lacks result too (and breaks the schema)
      'listImportJobs/paging-empty': /\/result is missing on an empty page/,
      // no count to compare the records with
      'listImportJobs/paging-count': /\/result is not a count/,
    },
  },
  {
    name: 'consignment-spelling-corrected',
    changes: 'cancelConsignment: the record says scheduledArrivalFrom, "correcting" the source\'s scheduledArivalFrom',
    fault: onSuccess(CANCEL_CONSIGNMENT, (r) => withJson(r, ({ scheduledArivalFrom, ...rest }) => ({ ...rest, scheduledArrivalFrom: scheduledArivalFrom }))),
    fails: { 'cancelConsignment/valid-request': /scheduledArivalFrom/ },
  },
  {
    name: 'per-page-default-10',
    changes: 'listImportJobs: without per_page, pages hold 10 records (perPage 10)',
    fault: onRequest(LIST_IMPORT_JOBS, (r) => (r.query.has('per_page') ? r : { ...r, query: new URLSearchParams([...r.query, ['per_page', '10']]) })),
    fails: { 'listImportJobs/paging-defaults': /\/perPage without paging parameters: expected 25, found 10/ },
  },
  {
    name: 'empty-page-without-paging-fields',
    changes: 'listImportJobs: an empty page has no page and perPage',
    fault: onSuccess(LIST_IMPORT_JOBS, (r) => withJson(r, (b) => (Array.isArray(b['data']) && b['data'].length === 0 ? { result: b['result'], data: [] } : b))),
    fails: { 'listImportJobs/paging-empty': /\/page is missing on an empty page/ },
  },
  {
    name: 'page-not-echoed',
    changes: 'listImportJobs: page is always 1, whatever page was asked for',
    fault: onSuccess(LIST_IMPORT_JOBS, (r) => withJson(r, (b) => ({ ...b, page: 1 }))),
    fails: { 'listImportJobs/paging-echo': /\?page=2 answered \/page 1/ },
  },
  {
    name: 'per-page-ignored',
    changes: 'listImportJobs: per_page is ignored (pages of 25) but echoed in perPage',
    fault: () => ({
      request: (r) => {
        if (!LIST_IMPORT_JOBS(r) || !r.query.has('per_page')) return r;
        const query = new URLSearchParams(r.query);
        query.delete('per_page');
        return { ...r, query };
      },
      // the answer to the request as it came, per_page and all
      response: (r, answer) => {
        const perPage = r.query.get('per_page');
        return LIST_IMPORT_JOBS(r) && perPage !== null && ok(answer) ? withJson(answer, (b) => ({ ...b, perPage: Number(perPage) })) : answer;
      },
    }),
    fails: { 'listImportJobs/paging-echo': /\?page=2&per_page=1 of 3 records answered 0 records/ },
  },
  {
    name: 'result-off-by-one',
    changes: 'listImportJobs: result counts one record more than there are',
    fault: onSuccess(LIST_IMPORT_JOBS, (r) => withJson(r, (b) => ({ ...b, result: Number(b['result']) + 1 }))),
    fails: { 'listImportJobs/paging-count': /paging through with per_page=10 gives 3 records, \/result says 4/ },
  },
  {
    name: 'undocumented-status-201',
    changes: 'registerWebhook: 201 instead of the documented 200 (fails with --strict)',
    fault: onSuccess(REGISTER_WEBHOOK, (r) => ({ ...r, status: 201 })),
    args: ['--strict'],
    fails: { 'registerWebhook/valid-request': /status 201 is not documented \(documented: 200/ },
  },
  {
    name: 'undocumented-status-201-lenient',
    changes: 'registerWebhook: 201 instead of 200, without --strict: a warning, the run passes',
    fault: onSuccess(REGISTER_WEBHOOK, (r) => ({ ...r, status: 201 })),
    // the row above has shown that nothing else notices this fault: only the operation's checks
    args: ['--only', 'registerWebhook'],
    fails: {},
    warns: { 'registerWebhook/valid-request': /status 201 is not documented/ },
  },
  {
    name: 'json-as-text-plain',
    changes: 'getWebhook: the JSON record comes as Content-Type text/plain',
    fault: onSuccess(GET_WEBHOOK, (r) => ({ ...r, headers: { ...r.headers, 'content-type': 'text/plain; charset=utf-8' } })),
    fails: { 'getWebhook/valid-request': /Content-Type is "text\/plain; charset=utf-8", expected application\/json/ },
  },
  {
    name: 'non-json-body',
    changes: 'getInvoiceDetail: an HTML error page labelled application/json',
    fault: onSuccess(GET_INVOICE_DETAIL, (r) => ({ ...r, body: Buffer.from('<html><body>Bad Gateway</body></html>') })),
    fails: { 'getInvoiceDetail/valid-request': /body is not valid JSON \(starts "<html>/ },
  },
  {
    name: 'pdf-not-a-pdf',
    changes: 'getInvoicePdf: application/pdf, but the body is JSON, not a PDF document',
    fault: onSuccess(GET_INVOICE_PDF, (r) => ({ ...r, body: Buffer.from('{"invoice":"see invoice_url"}') })),
    fails: { 'getInvoicePdf/valid-request': /not a PDF document/ },
  },

  // --- negative checks and source rules (sections 4, 4.7, 7) ---
  {
    name: '5xx-on-bad-input',
    changes: 'createContact: a body the spec refuses gets 500 instead of a 4xx',
    fault: onStatus(CREATE_CONTACT, 422, (r) => ({ ...r, status: 500 })),
    fails: {
      'createContact/bad-body-unwrapped': /not wrapped in data: expected a 4xx refusal, got 500/,
      'createContact/bad-body-wrong-type': /as a number: expected a 4xx refusal, got 500/,
      'createContact/bad-body-timestamp': /in the wrong form: expected a 4xx refusal, got 500/,
    },
  },
  {
    name: 'unwrapped-body-accepted',
    changes: 'createProduct: a body not wrapped in data is taken as if it were',
    fault: onRequest(CREATE_PRODUCT, (r) => {
      const body = jsonOf(r.body);
      return isNode(body) && !('data' in body) ? withRequestJson(r, { data: body }) : r;
    }),
    fails: { 'createProduct/bad-body-unwrapped': /not wrapped in data: expected a 4xx refusal, got 200/ },
  },
  {
    name: 'missing-required-accepted',
    changes: 'registerWebhook: a registration without data.webhookUrl is answered 200 (and not forwarded)',
    fault: onRequest(REGISTER_WEBHOOK, (r) => {
      const body = jsonOf(r.body);
      const data = isNode(body) ? body['data'] : undefined;
      return isNode(data) && data['webhookUrl'] === undefined ? reply(200, {}) : r;
    }),
    fails: { 'registerWebhook/bad-body-missing-required': /a body without data\.webhookUrl: expected a 4xx refusal, got 200/ },
  },
  {
    name: 'unknown-sku-message-without-failed',
    changes: 'getProduct: an unknown SKU says "Product not found" (no "Failed")',
    fault: onStatus(GET_PRODUCT, 404, (r) => withJson(r, () => ({ message: 'Product not found' }))),
    fails: { 'flow/unknown-sku-says-failed': /must begin with "Failed", found "Product not found"/ },
  },
  {
    name: 'draft-product-refused',
    changes: 'createProduct: a product missing mandatory data is refused (422) instead of becoming a draft',
    fault: onRequest(CREATE_PRODUCT, (r) => {
      const body = jsonOf(r.body);
      const data = isNode(body) ? body['data'] : undefined;
      const missing = isNode(data) ? PRODUCT_MANDATORY.find((field) => data[field] === undefined) : undefined;
      return missing === undefined ? r : reply(422, { message: `data.${missing} is required` });
    }),
    fails: { 'flow/draft-product-not-error': /must become a draft, not an error; got 422/ },
  },
  {
    name: 'product-lookup-wrong-sku',
    changes: 'getProduct: the product found carries another SKU than the one asked for',
    fault: onSuccess(GET_PRODUCT, (r) => withJson(r, (b) => ({ ...b, sku: `${String(b['sku'])}-V2` }))),
    fails: { 'flow/created-product-found': /the lookup of VERIFY-\S+ returned sku "VERIFY-\S+-V2"/ },
  },
  {
    name: 'cancelled-consignment-not-reschedulable',
    changes: 'scheduleConsignment: rescheduling a consignment cancelled before is refused (409, not forwarded)',
    fault: () => {
      const cancelled = new Set<string>();
      return {
        request: (r) => {
          const number = dataField(r, 'consignmentNumber');
          const authenticated = (r.headers['authentication'] ?? '').startsWith('Bearer ');
          return SCHEDULE_CONSIGNMENT(r) && authenticated && cancelled.has(number) ? reply(409, { message: `consignment ${number} is cancelled` }) : r;
        },
        response: (r, answer) => {
          if (CANCEL_CONSIGNMENT(r) && ok(answer)) cancelled.add(r.query.get('consignmentNumber') ?? '');
          return answer;
        },
      };
    },
    fails: {
      // cancelConsignment/valid-request ran before it: the consignment is cancelled
      'scheduleConsignment/valid-request': /a valid request got 409, expected a 2xx/,
      'flow/consignment-cancel-then-reschedule': /source 3: rescheduling the cancelled consignment got 409/,
    },
  },
  {
    name: 'cancel-after-packing-accepted',
    changes: 'cancelOrder: once a shipment of the order is packed, the cancellation is answered 200 (and not forwarded)',
    fault: () => ({ request: (r, state) => (CANCEL_ORDER(r) && bearer(r) && state.packed.has(dataField(r, 'customerOrderNumber')) ? reply(200, {}) : r) }),
    fails: { 'events/cancel-after-packed-refused': /a cancellation after packing: expected a 4xx refusal, got 200/ },
  },
  {
    name: 'cancel-before-packing-refused',
    changes: 'cancelOrder: every authenticated cancellation is refused with 409 (and not forwarded)',
    fault: onRequest(CANCEL_ORDER, (r) => (bearer(r) ? reply(409, { message: 'cancellation refused' }) : r)),
    args: ['--wait', '3000'], // the events flow waits this long for the cancelled event that never comes
    fails: {
      'cancelOrder/valid-request': /a valid request got 409, expected a 2xx/,
      'events/cancel-before-packed-accepted': /a cancellation before packing was refused: 409/,
    },
  },

  // --- transport (the client's deadline, redirects, resets) ---
  {
    name: 'redirect',
    changes: 'cancelConsignment: 302 to a v2 path, on every request',
    fault: onRequest(CANCEL_CONSIGNMENT, () => reply(302, '', { location: '/api/v2/consignment/cancellation', 'content-type': 'text/plain' })),
    fails: {
      'cancelConsignment/valid-request': /redirected to \/api\/v2\/consignment\/cancellation/,
      'cancelConsignment/auth-missing': /redirected to/,
      'cancelConsignment/auth-wrong-header': /redirected to/,
      'cancelConsignment/auth-malformed': /redirected to/,
      // the flow cancels first: the same redirect
      'flow/consignment-cancel-then-reschedule': /redirected to/,
    },
  },
  {
    name: 'hang',
    changes: 'getWebhook: a successful answer is never sent (the connection stays open)',
    fault: onSuccess(GET_WEBHOOK, () => 'hang'),
    args: ['--timeout', '1000'],
    fails: { 'getWebhook/valid-request': /GET http:\/\/127\.0\.0\.1:\d+\/api\/platform\/v1\/client-webhook\/\S+: timed out/ },
  },
  {
    name: 'connection-reset',
    changes: 'createProductListing: the connection is reset instead of a successful answer',
    fault: onSuccess(CREATE_PRODUCT_LISTING, () => 'reset'),
    fails: { 'createProductListing/valid-request': /productListing: connection reset/ },
  },

  // --- webhook events (sections 2.7, 3, 6) ---
  {
    name: 'event-item-quantity-2',
    changes: 'shipment events: every item has quantity 2',
    fault: onShipmentEvents((e) => ({ ...e, items: (Array.isArray(e['items']) ? e['items'] : []).map((item: unknown) => (isNode(item) ? { ...item, quantity: 2 } : item)) })),
    fails: {
      'events/item-quantity-is-one': /has items with quantity 2/,
      // quantity is const 1 in the schema too
      'events/every-event-validates': /shipmentStatusChanged event breaks the spec: \/items\/0\/quantity: expected 1, found 2/,
    },
  },
  {
    name: 'event-created-at-iso',
    changes: 'shipment events: created_at as ISO 8601 with T and Z, not "YYYY-MM-DD HH:MM:SS"',
    fault: onShipmentEvents((e) => ({ ...e, created_at: `${String(e['created_at']).replace(' ', 'T')}Z` })),
    fails: { 'events/every-event-validates': /\/created_at: expected TimestampEvent/ },
  },
  {
    name: 'event-status-outside-enum',
    changes: 'shipment events: status in_transit instead of intransit',
    fault: onShipmentEvents((e) => (e['status'] === 'intransit' ? { ...e, status: 'in_transit' } : e)),
    fails: {
      'events/every-event-validates': /\/status: .*"in_transit"/,
      // the state check names it too
      'events/status-log-grows-in-order': /status "in_transit" of \S+ is no shipment state/,
    },
  },
  {
    name: 'events-out-of-order',
    changes: 'shipment events: each shipment\'s pickup_pending comes after its dispatched',
    fault: () => {
      const held = new Map<string, Delivery>();
      return {
        event: (delivery) => {
          const event = shipment(delivery);
          const id = String(event?.['externalShipmentID']);
          if (event?.['status'] === 'pickup_pending') {
            held.set(id, delivery);
            return [];
          }
          const late = event ? held.get(id) : undefined;
          if (late === undefined) return [delivery];
          held.delete(id);
          return [delivery, late];
        },
      };
    },
    fails: { 'events/status-log-grows-in-order': /status_log lost or changed dispatched \(out of order\?\) at the pickup_pending event/ },
  },
  {
    name: 'event-log-goes-back',
    changes: 'shipment events: the delivered entry of status_log is dated before created',
    fault: onShipmentEvents((e) => (e['status'] === 'delivered' && isNode(e['status_log']) ? { ...e, status_log: { ...e['status_log'], delivered: '2000-01-01 00:00:00' } } : e)),
    fails: { 'events/status-log-grows-in-order': /status_log timestamps go back/ },
  },
  {
    name: 'inventory-event-quantity-as-string',
    changes: 'channel inventory events: inventory as a string',
    fault: () => ({
      event: (delivery) => {
        const body = jsonOf(delivery.body);
        return [Array.isArray(body) ? withEventJson(delivery, () => body.map((item: unknown) => (isNode(item) ? { ...item, inventory: String(item['inventory']) } : item))) : delivery];
      },
    }),
    fails: { 'events/every-event-validates': /channelInventoryUpdated event breaks the spec: \/0\/inventory: expected type integer, found string/ },
  },
  {
    name: 'delivered-event-dropped',
    changes: 'shipment events: the delivered events are never delivered',
    fault: () => ({ event: (delivery) => (shipment(delivery)?.['status'] === 'delivered' ? [] : [delivery]) }),
    args: ['--wait', '3000'], // the events flow waits this long for what never comes
    fails: {
      'events/order-reaches-delivered': /no delivered event for order VERIFY-\S+ within 3000 ms/,
      // the flow returns a delivered order only once it has seen it delivered
      'events/return-raises-return-events': /no return could be created for delivered order VERIFY-/,
    },
  },
  {
    name: 'cancelled-event-dropped',
    changes: 'shipment events: the cancelled events are never delivered',
    fault: () => ({ event: (delivery) => (shipment(delivery)?.['status'] === 'cancelled' ? [] : [delivery]) }),
    args: ['--wait', '3000'], // the events flow waits this long for what never comes
    fails: { 'events/cancel-before-packed-accepted': /no cancelled event for order VERIFY-/ },
  },
  {
    name: 'return-events-dropped',
    changes: 'return events are never delivered',
    fault: () => ({ event: (delivery) => (isReturnEvent(delivery) ? [] : [delivery]) }),
    args: ['--wait', '3000'], // the events flow waits this long for what never comes
    fails: { 'events/return-raises-return-events': /no return event for order VERIFY-/ },
  },
  {
    name: 'events-duplicated',
    changes: 'every event is delivered twice (at least once is allowed: tolerated)',
    fault: () => ({ event: (delivery) => [delivery, delivery] }),
    // a tolerated change to the events only: the event checks are the ones that could object
    args: ['--only', 'events'],
    fails: {},
  },
];
