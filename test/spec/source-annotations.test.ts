/**
 * What the source says about open sets, sample deviations and things it does not show, as the
 * spec's annotations encode them: `x-observed-values` (values shown for an open set, not an
 * enum), `x-observed-deviation` (a sample form against the field table, both accepted) and
 * `x-unspecified` (what the source says is "not shown").
 */
import { describe, expect, test } from 'vitest';
import { pointer as p } from '../../src/spec/json-pointer.js';
import {
  allUnspecified,
  check,
  customPropertySample,
  each,
  endpoint,
  example,
  expectAccepted,
  fileRoot,
  listAt,
  mutate,
  mutateAll,
  objectAt,
  requestSite,
  sorted,
  type File,
  type Json,
  type Target,
} from './source-fixtures.js';

interface Observed {
  readonly name: string;
  readonly file: File;
  /** The schema node of the field, inside the file. */
  readonly at: string;
  readonly values: readonly string[];
  readonly target: Target;
  readonly base: () => Json;
  /** The field inside the sample. */
  readonly field: string;
  /** A value the source does not show, which the open set must still accept. */
  readonly other: string;
}

const consignment = () => example('consignment-cancelled');
const webhook = () => example('webhook');
const job = () => example('import-job-page', '/data/0');
const contact = () => example('contact-request', '/data');

const OBSERVED: readonly Observed[] = [
  { name: '2.1 consignmentType: INWARD', file: 'schemas/consignment.json', at: '/properties/consignmentType', values: ['INWARD'], target: 'consignment', base: consignment, field: '/consignmentType', other: 'OUTWARD' },
  { name: '2.1/3 consignment status: CANCELLED', file: 'schemas/consignment.json', at: '/properties/status', values: ['CANCELLED'], target: 'consignment', base: consignment, field: '/status', other: 'SCHEDULED' },
  { name: '2.2 contactType: vendor', file: 'schemas/contact.json', at: '/properties/contactType', values: ['vendor'], target: 'contact', base: contact, field: '/contactType', other: 'customer' },
  { name: '2.2 contact status: active', file: 'schemas/contact.json', at: '/properties/status', values: ['active'], target: 'contact', base: contact, field: '/status', other: 'inactive' },
  { name: '2.3 webhook resource: channel_inventory', file: 'schemas/webhook.json', at: '/properties/resource', values: ['channel_inventory'], target: 'webhook', base: webhook, field: '/resource', other: 'channel_order' },
  { name: '2.3 webhook eventType: POST', file: 'schemas/webhook.json', at: '/properties/eventType', values: ['POST'], target: 'webhook', base: webhook, field: '/eventType', other: 'PUT' },
  { name: '2.3 webhook eventSubType: updated', file: 'schemas/webhook.json', at: '/properties/eventSubType', values: ['updated'], target: 'webhook', base: webhook, field: '/eventSubType', other: 'created' },
  { name: '2.3/9 webhook version: v1', file: 'schemas/webhook.json', at: '/properties/version', values: ['v1'], target: 'webhook', base: webhook, field: '/version', other: 'v2' },
  { name: '2.3 webhookMethod: POST', file: 'schemas/webhook.json', at: '/properties/webhookMethod', values: ['POST'], target: 'webhook', base: webhook, field: '/webhookMethod', other: 'PUT' },
  { name: '2.4 import jobType: base.product, base_product, BASE', file: 'schemas/import-job.json', at: '/properties/jobType', values: ['base.product', 'base_product', 'BASE'], target: 'import-job', base: job, field: '/jobType', other: 'variant_product' },
  { name: '2.4/3 import job status: 0, 1, 2', file: 'schemas/import-job.json', at: '/properties/status', values: ['0', '1', '2'], target: 'import-job', base: job, field: '/status', other: '3' },
  {
    name: '2.5 custom property fieldType: multi_select, single_select, long_text, short_text',
    file: 'schemas/custom-property.json',
    at: '/properties/fieldType',
    values: ['multi_select', 'single_select', 'long_text', 'short_text'],
    target: 'custom-property',
    base: customPropertySample,
    field: '/fieldType',
    other: 'number',
  },
  { name: '2.5 custom property scope: order, product', file: 'schemas/custom-property.json', at: '/properties/scope/items', values: ['order', 'product'], target: 'custom-property', base: customPropertySample, field: '/scope/0', other: 'customer' },
  { name: '2.7 paymentType: ONLINE', file: 'schemas/shipment-event.json', at: '/properties/paymentType', values: ['ONLINE'], target: 'shipment-event', base: () => example('shipment-event-delivered'), field: '/paymentType', other: 'COD' },
  { name: '2.8 pickupType: reverse', file: 'schemas/return-event.json', at: '/properties/pickupType', values: ['reverse'], target: 'return-event', base: () => example('return-event'), field: '/pickupType', other: 'forward' },
  { name: '2.8 returnType: refund', file: 'schemas/return-item.json', at: '/properties/returnType', values: ['refund'], target: 'return-event', base: () => example('return-event'), field: '/items/0/returnType', other: 'exchange' },
];

describe('observed values: listed, and the set stays open', () => {
  each(OBSERVED, (r) => `${r.name}: the spec lists exactly the observed values (x-observed-values)`, ({ file, at, values }) => {
    expect(sorted(listAt(objectAt(fileRoot(file), at), 'x-observed-values'))).toEqual(sorted(values));
  });
  each(OBSERVED, (r) => `${r.name}: the set is not closed (no enum or const)`, ({ file, at }) => {
    const node = objectAt(fileRoot(file), at);
    expect(node['enum']).toBeUndefined();
    expect(node['const']).toBeUndefined();
  });
  each(OBSERVED, (r) => `${r.name}: each observed value is accepted`, ({ values, target, base, field }) => {
    for (const value of values) expectAccepted(check(target, mutate(base(), field, value)));
  });
  each(OBSERVED, (r) => `${r.name}: a value the source does not show (${r.other}) is still accepted`, ({ target, base, field, other }) => {
    expectAccepted(check(target, mutate(base(), field, other)));
  });
});

describe('observed deviations: the sample form and the documented form are both accepted', () => {
  const schedule = () => requestSite(endpoint('PUT', '{base_url}/api/v1/consignment'));
  const body = () => example('consignment-schedule-request');
  const DEVIATIONS = [
    {
      name: '4.2 containersQty: integer in the table, a string in the sample',
      file: 'schemas/consignment-schedule-request.json',
      at: '/properties/data/properties/containersQty',
      target: schedule,
      documented: () => mutate(body(), '/data/containersQty', 2),
      sample: () => mutate(body(), '/data/containersQty', '2'),
    },
    {
      name: '4.2 transportedBy: string in the table, an object with courier in the sample',
      file: 'schemas/consignment-schedule-request.json',
      at: '/properties/data/properties/transportedBy',
      target: schedule,
      documented: () => mutate(body(), '/data/transportedBy', 'VRL Logistics'),
      sample: () => mutate(body(), '/data/transportedBy', { courier: { courierName: 'VRL Logistics', trackingNumber: 'VRL-88213047' } }),
    },
    {
      name: '2.2 address.addressLine1, named addressLine in one request form',
      file: 'schemas/contact.json',
      at: '/properties/address',
      target: 'contact',
      documented: contact,
      sample: () => mutateAll(contact(), [['/address/addressLine1', undefined], ['/address/addressLine', 'No. 42, Kumar Nagar South']]),
    },
  ] as const;
  const marks = (node: unknown): boolean =>
    Array.isArray(node) ? node.some(marks) : typeof node === 'object' && node !== null && Object.entries(node).some(([k, v]) => k === 'x-observed-deviation' || marks(v));
  each(DEVIATIONS, (r) => `${r.name}: x-observed-deviation marks the sample form`, ({ file, at }) => {
    expect(marks(objectAt(fileRoot(file), at))).toBe(true);
  });
  each(DEVIATIONS, (r) => `${r.name}: the documented form is accepted`, ({ target, documented }) => expectAccepted(check(target, documented())));
  each(DEVIATIONS, (r) => `${r.name}: the sample form is accepted`, ({ target, sample }) => expectAccepted(check(target, sample())));
});

interface NotShown {
  readonly name: string;
  readonly file: File;
  /** Pointer inside the file (a function where it depends on the operation the source URL names). */
  readonly at: string | (() => string);
  /** What the note must mention, so that it is the note for this fact. */
  readonly mentions: RegExp;
}

const op = (path: string, method: string, ...rest: string[]): string => p('paths', path, method, ...rest);
const json200 = (path: string, method: string): string => op(path, method, 'responses', '200', 'content', 'application/json', 'schema');
/** The operation at a source URL (method undefined where the source does not show it), as a pointer into openapi.yaml. */
const opAt = (method: string | undefined, url: string) => (): string => {
  const found = endpoint(method, url);
  return op(found.path, found.method);
};
// The 4.7 table, as the source writes it.
const SALES_CHANNEL: ReadonlyArray<readonly [string | undefined, string]> = [
  ['GET', '{base_url}/product-engine/api/v1/products/{productSku}'],
  ['POST', '{base_url}/product-engine/api/v1/products'],
  [undefined, '{base_url}/product-engine/api/v2/productListing'],
  [undefined, '{base_url}/api/v1/webhook'],
  ['POST', '{wms_url}/api/order'],
  ['GET', '{wms_url}/api/invoice-detail/{customerOrderNumber}'],
  ['GET', '{wms_url}/api/fetchInvoicePDF/{customerOrderNumber}'],
  [undefined, '{wms_url}/api/cancel-order'],
  [undefined, '{wms_url}/api/return'],
];
const WMS = SALES_CHANNEL.filter(([, url]) => url.startsWith('{wms_url}'));

const NOT_SHOWN: readonly NotShown[] = [
  { name: '2.1 meaning of isPicked values', file: 'schemas/consignment.json', at: '/properties/isPicked', mentions: /isPicked/ },
  { name: '2.1 meaning of wmsSync', file: 'schemas/consignment.json', at: '/properties/wmsSync', mentions: /wmsSync/ },
  { name: '2.1 meaning of tcnstatus', file: 'schemas/consignment.json', at: '/properties/tcnstatus', mentions: /tcnstatus/ },
  { name: '2.2 which contact fields are required', file: 'schemas/contact.json', at: '', mentions: /required/ },
  { name: '2.7 shippingInfo (empty in the shown events)', file: 'schemas/shipment-event.json', at: '/properties/shippingInfo', mentions: /empty|not shown/ },
  { name: '2.7 boxAdditionalRecommendation (empty in the shown events)', file: 'schemas/shipment-event.json', at: '/properties/boxAdditionalRecommendation', mentions: /empty|not shown/ },
  { name: '2.7 shipment track_payload (empty in the shown events)', file: 'schemas/shipment-event.json', at: '/properties/track_payload', mentions: /empty|not shown/ },
  { name: '2.8 fields of product records', file: 'schemas/product.json', at: '', mentions: /product/i },
  { name: '2.8 fields of order records', file: 'schemas/order-request.json', at: '', mentions: /order/i },
  { name: '2.8 fields of invoice records', file: 'schemas/invoice-detail.json', at: '', mentions: /invoice/i },
  { name: '2.8 fields of cancellation records', file: 'schemas/cancel-order-request.json', at: '', mentions: /cancellation/i },
  { name: '3 other consignment status values', file: 'schemas/consignment.json', at: '/properties/status', mentions: /other .*status/i },
  { name: '3 shipment transitions', file: 'schemas/shipment-status.json', at: '', mentions: /transitions/i },
  { name: '3 return transitions', file: 'schemas/return-status.json', at: '', mentions: /transitions/i },
  { name: '3 meaning of import job status values and moves between them', file: 'schemas/import-job.json', at: '/properties/status', mentions: /meaning/i },
  { name: '4.1 request body of the cancellation', file: 'openapi.yaml', at: op('/api/v1/consignment/cancellation', 'put'), mentions: /request body/i },
  { name: '4.2 response body of the schedule call', file: 'openapi.yaml', at: json200('/api/v1/consignment', 'put'), mentions: /response body/i },
  { name: '4.3 response body of contact creation', file: 'openapi.yaml', at: json200('/api/v1/contact', 'post'), mentions: /response body/i },
  { name: '4.4 filter and paging query parameters of the webhook listing', file: 'openapi.yaml', at: op('/api/platform/v1/client-webhook', 'get'), mentions: /parameters/i },
  ...SALES_CHANNEL.map(([method, url]): NotShown => ({ name: `4.7 rule 4 bodies of ${method ?? '(method not shown)'} ${url}`, file: 'openapi.yaml', at: opAt(method, url), mentions: /bod(y|ies)/i })),
  { name: '4.7 rule 3 the order fields for no-split pricing and fulfillment-center assignment', file: 'schemas/order-request.json', at: '', mentions: /pricing/i },
  { name: '6 rule 3 registration request body', file: 'schemas/webhook-registration-request.json', at: '', mentions: /body/i },
  { name: '5 rule 3 OAuth authorization and token endpoints and token lifetimes', file: 'openapi.yaml', at: '/components/securitySchemes/salesChannelOAuth', mentions: /token endpoints.*lifetimes|lifetimes/i },
  ...WMS.map(([method, url]): NotShown => ({ name: `5 rule 4 authentication of ${method ?? '(method not shown)'} ${url}`, file: 'openapi.yaml', at: opAt(method, url), mentions: /authentication/i })),
  ...['channelInventoryUpdated', 'shipmentStatusChanged', 'returnStatusChanged'].flatMap((event): NotShown[] => [
    { name: `5 rule 5 authentication of event deliveries (${event})`, file: 'openapi.yaml', at: p('webhooks', event, 'post'), mentions: /authentication/i },
    { name: `6 rule 4 signing or verification of deliveries (${event})`, file: 'openapi.yaml', at: p('webhooks', event, 'post'), mentions: /signing/i },
    { name: `6 rule 5 retries and delivery guarantees (${event})`, file: 'openapi.yaml', at: p('webhooks', event, 'post'), mentions: /retries/i },
  ]),
  { name: '7 rule 4 error response format and HTTP status codes', file: 'schemas/error.json', at: '', mentions: /format.*status codes/i },
  { name: '7 rule 5 error code list', file: 'schemas/error.json', at: '', mentions: /error code list/i },
  { name: '8 maximum perPage', file: 'schemas/page-envelope.json', at: '/properties/perPage', mentions: /maximum/i },
];

describe('not shown: x-unspecified where the source says so', () => {
  each(NOT_SHOWN, (r) => `${r.name}: x-unspecified in ${r.file}`, ({ file, at, mentions }) => {
    const note = objectAt(fileRoot(file), typeof at === 'string' ? at : at())['x-unspecified'];
    expect(typeof note, 'x-unspecified is a string').toBe('string');
    expect(String(note)).toMatch(mentions);
  });
  // Facts with no natural place in the spec: some x-unspecified anywhere must name them.
  const ANYWHERE = [
    { name: '4.7 rule 6 endpoints to create, update or delete webhooks, and to create import jobs', words: [/webhook/i, /delete/i, /import job/i] },
    { name: '8 rate limits', words: [/rate limit/i] },
    { name: '8 request size limits', words: [/request size/i] },
    { name: '9 deprecation policy and version negotiation', words: [/deprecation/i, /negotiation/i] },
    // Implied rather than stated: 1 step 6 and 7 rule 3 say a sidelined order is reported by
    // events, but no shipment state or event for a sidelined order is shown.
    { name: '1 step 6 / 7 rule 3 how a sidelined order is reported (no state or event shown for it)', words: [/sideline/i] },
  ] as const;
  for (const { name, words } of ANYWHERE) {
    test(`${name}: some x-unspecified of the spec names it`, () => {
      const notes = allUnspecified().filter(({ text }) => words.every((w) => w.test(text)));
      expect(notes.map((n) => n.where)).not.toEqual([]);
    });
  }
});

describe('behaviour facts the spec can only state in words', () => {
  // The source states these as behaviour; the spec carries them in descriptions. A row breaks
  // when the wording drops the fact.
  const TEXT = [
    { name: '3 a cancelled consignment can be rescheduled through the schedule operation', file: 'openapi.yaml', at: op('/api/v1/consignment', 'put', 'description'), mentions: /reschedul/i },
    { name: '3/8 a customer cancellation is accepted only before the shipment is packed', file: 'openapi.yaml', at: () => `${opAt(undefined, '{wms_url}/api/cancel-order')()}/description`, mentions: /before the shipment is packed/i },
    { name: '6 rule 2 a customer cancellation is reported through the shipment webhook', file: 'openapi.yaml', at: () => `${opAt(undefined, '{wms_url}/api/cancel-order')()}/description`, mentions: /webhook/i },
    { name: '4.7 rule 2 / 7 rule 2 missing mandatory data creates a draft product', file: 'openapi.yaml', at: op('/product-engine/api/v1/products', 'post', 'description'), mentions: /draft/i },
    { name: '4.7 rule 1 / 7 rule 1 the error message says the product (SKU) does not exist', file: 'schemas/product-lookup-error.json', at: '/description', mentions: /does not exist/i },
    { name: '4.7 rule 3 the order uses the channel code generated when the channel was enabled', file: 'schemas/order-request.json', at: '/description', mentions: /channel code/i },
    { name: '6 the inventory event is resource channel_inventory, eventSubType updated', file: 'openapi.yaml', at: p('webhooks', 'channelInventoryUpdated', 'post', 'summary'), mentions: /channel_inventory.*updated/ },
    { name: '6 the app updates its catalog using inventoryItemId', file: 'openapi.yaml', at: p('webhooks', 'channelInventoryUpdated', 'post', 'description'), mentions: /inventoryItemId/ },
    { name: '1 step 2 the service plans one or more shipments for an order', file: 'openapi.yaml', at: op('/api/order', 'post', 'description'), mentions: /one or more shipments/i },
    { name: '1 step 3 the service creates one invoice per shipment', file: 'schemas/invoice-detail.json', at: '/description', mentions: /one invoice per shipment/i },
    { name: '6 one shipment event per status change', file: 'openapi.yaml', at: p('webhooks', 'shipmentStatusChanged', 'post', 'summary'), mentions: /per status change/i },
  ] as const satisfies ReadonlyArray<{ name: string; file: File; at: string | (() => string); mentions: RegExp }>;
  each(TEXT, (r) => r.name, ({ file, at, mentions }) => {
    const root = fileRoot(file);
    const tokens = (typeof at === 'string' ? at : at()).split('/');
    const key = tokens.pop() ?? '';
    const text = objectAt(root, tokens.join('/'))[key];
    expect(String(text)).toMatch(mentions);
  });
});
