/**
 * Source sections 4 (endpoints), 5 (authentication), 8 (limits) and 9 (versioning).
 * Endpoints are named by the method and URL the source writes, not by operationId.
 */
import { describe, expect, test } from 'vitest';
import type { Operation } from '../../src/spec/load-spec.js';
import { pointer } from '../../src/spec/json-pointer.js';
import {
  OBJECT,
  STRING,
  each,
  endpoint,
  example,
  expectAccepted,
  mutate,
  objectAt,
  parseSourceUrl,
  requestSite,
  resourceRows,
  responseSite,
  sampled,
  sorted,
  spec,
  testRows,
  validator,
  type Json,
  type Kind,
  type Row,
} from './source-fixtures.js';

/** Every endpoint of 4.1-4.6 and the nine rows of the 4.7 table, as the source writes them. */
const ENDPOINTS: ReadonlyArray<readonly [section: string, method: string, url: string]> = [
  ['4.1 cancel an inward consignment', 'PUT', '{base_url}/api/v1/consignment/cancellation'],
  ['4.2 schedule an inward consignment', 'PUT', '{base_url}/api/v1/consignment'],
  ['4.3 create a contact', 'POST', '{base_url}/api/v1/contact'],
  ['4.4 list webhooks', 'GET', '{base_url}/api/platform/v1/client-webhook'],
  ['4.5 get a webhook', 'GET', '{base_url}/api/platform/v1/client-webhook/:id'],
  ['4.6 list import jobs', 'GET', '{base_url}/api/platform/v1/import-job?page=<integer>&per_page=<integer>'],
  ['4.7 look up a product by its name (SKU)', 'GET', '{base_url}/product-engine/api/v1/products/{productSku}'],
  ['4.7 configure a product', 'POST', '{base_url}/product-engine/api/v1/products'],
  ['4.7 product listing', 'not shown', '{base_url}/product-engine/api/v2/productListing'],
  ['4.7 register webhook', 'not shown', '{base_url}/api/v1/webhook'],
  ['4.7 submit an order for fulfillment', 'POST', '{wms_url}/api/order'],
  ['4.7 fetch invoice details for a shipment', 'GET', '{wms_url}/api/invoice-detail/{customerOrderNumber}'],
  ['4.7 fetch invoice PDF', 'GET', '{wms_url}/api/fetchInvoicePDF/{customerOrderNumber}'],
  ['4.7 request a cancellation of an order', 'not shown', '{wms_url}/api/cancel-order'],
  ['4.7 create a return', 'not shown', '{wms_url}/api/return'],
];

const op = (method: string, url: string): Operation => endpoint(method === 'not shown' ? undefined : method, url);

describe('4 endpoints exist with method, path and server', () => {
  test.each(ENDPOINTS)('%s: %s %s', (_section, method, url) => {
    const { server, path } = parseSourceUrl(url);
    const found = op(method, url);
    expect(found.path).toBe(path);
    expect(found.server).toBe(server);
    if (method === 'not shown') expect(found.unspecified, '4.7 rule 5: the method is not shown').toMatch(/method/i);
    else expect(found.method).toBe(method.toLowerCase());
  });

  test('4.7 rule 6: the spec defines no endpoint the source does not list (no webhook create/update/delete, no import-job creation)', () => {
    const listed = ENDPOINTS.map(([, method, url]) => op(method, url));
    expect(sorted(spec.operations.map((o) => `${o.method} ${o.path}`))).toEqual(sorted(listed.map((o) => `${o.method} ${o.path}`)));
  });

  test.each(ENDPOINTS.filter(([, , url]) => parseSourceUrl(url).query.length > 0))('%s: the query parameters of the URL are documented (%s %s)', (_s, method, url) => {
    const params = op(method, url).parameters;
    for (const name of parseSourceUrl(url).query) {
      expect(params.find((p) => p.name === name && p.in === 'query'), name).toBeDefined();
    }
  });

  test('4 JSON bodies are sent with Content-Type application/json', () => {
    const bodies = spec.operations.flatMap((o) => (o.requestBody ? [[o.operationId, o.requestBody.mediaType]] : []));
    expect(bodies.length).toBeGreaterThan(0);
    for (const [id, mediaType] of bodies) expect(mediaType, id).toBe('application/json');
  });
});

describe('4 parameters', () => {
  const PARAMS = [
    { section: '4.1', method: 'PUT', url: '{base_url}/api/v1/consignment/cancellation', name: 'consignmentNumber', in: 'query', type: 'string', required: true, default: undefined },
    { section: '4.5', method: 'GET', url: '{base_url}/api/platform/v1/client-webhook/:id', name: 'id', in: 'path', type: 'string', required: true, default: undefined },
    { section: '4.6/8', method: 'GET', url: '{base_url}/api/platform/v1/import-job', name: 'page', in: 'query', type: 'integer', required: false, default: 1 },
    { section: '4.6/8', method: 'GET', url: '{base_url}/api/platform/v1/import-job', name: 'per_page', in: 'query', type: 'integer', required: false, default: 25 },
    // 4.8: "page[offset] and page[limit] (integers) for most top-level endpoints"
    { section: '4.8', method: 'GET', url: '{base_url}/api/platform/v1/client-webhook', name: 'page[offset]', in: 'query', type: 'integer', required: false, default: undefined },
    { section: '4.8', method: 'GET', url: '{base_url}/api/platform/v1/client-webhook', name: 'page[limit]', in: 'query', type: 'integer', required: false, default: undefined },
  ] as const;
  each(PARAMS, (r) => `${r.section} ${r.method} ${r.url} takes ${r.in} parameter ${r.name} (${r.type}, default ${r.default})`, (row) => {
    const param = endpoint(row.method, row.url).parameters.find((p) => p.name === row.name);
    expect(param, row.name).toBeDefined();
    expect(param?.in).toBe(row.in);
    expect(param?.schema['type']).toBe(row.type);
    expect(param?.required).toBe(row.required);
    expect(param?.schema['default']).toBe(row.default);
  });
});

describe('4 write bodies wrapped under data', () => {
  const WRITES = [
    { section: '4.2', method: 'PUT', url: '{base_url}/api/v1/consignment', sample: 'consignment-schedule-request' },
    { section: '4.3', method: 'POST', url: '{base_url}/api/v1/contact', sample: 'contact-request' },
  ] as const;
  const rows = WRITES.flatMap(({ section, method, url, sample }): Row[] => {
    const site = () => requestSite(endpoint(method, url));
    return [
      { name: `${section} ${method} ${url}: the sample body (fields under data) is accepted`, target: site, data: () => example(sample), want: null },
      { name: `${section} ${method} ${url}: the fields without the data wrapper are rejected`, target: site, data: () => example(sample, '/data'), want: '/data' },
    ];
  });
  testRows(rows);
});

describe('4.2 schedule an inward consignment: body fields', () => {
  const site = () => requestSite(endpoint('PUT', '{base_url}/api/v1/consignment'));
  const body = (): Json => example('consignment-schedule-request');
  // Documented type integer; the sample sends a string of digits (x-observed-deviation).
  const CONTAINERS: Kind = { label: 'integer (the sample sends a string)', reject: [{ value: 'three' }, { value: 1.5 }, { value: null }], accept: [2, '3'] };
  // Documented type string; the sample sends an object with courier {courierName, trackingNumber}.
  const TRANSPORTED_BY: Kind = {
    label: 'string (the sample sends an object with courier)',
    reject: [{ value: 5 }, { value: { courier: { courierName: 3, trackingNumber: '1490811234567' } } }, { value: { carrier: 'VRL' } }],
    accept: ['VRL Logistics', { courier: { courierName: 'VRL Logistics', trackingNumber: 'VRL-88213047' } }],
  };
  const rows = resourceRows({
    section: '4.2',
    title: 'schedule body',
    target: site,
    base: body,
    groups: [
      {
        at: '/data',
        required: ['consignmentNumber'],
        fields: [
          [['consignmentNumber', 'refConsignmentNumber'], STRING],
          [['scheduledArivalFrom', 'scheduledArivalTo'], sampled('10:00:00')],
          [['scheduledArrivalDate', 'departureDate'], sampled('2024-03-12 10:00:00')],
          [['isPicked'], sampled('1')],
          [['containersQty'], CONTAINERS],
          [['transportedBy'], TRANSPORTED_BY],
          [['documents'], OBJECT],
        ],
      },
    ],
  });
  testRows(rows);
  test('4.2 schedule body: consignmentNumber alone is enough', () => {
    expectAccepted(validator.validateSite(site(), { data: { consignmentNumber: 'CN-BHW-2024-00317' } }));
  });
});

describe('4.3 create a contact: the body is the record of 2.2', () => {
  const site = () => requestSite(endpoint('POST', '{base_url}/api/v1/contact'));
  const rows: Row[] = [
    { name: '4.3/2.2 contact body: empty data is accepted (required fields not shown)', target: site, data: () => ({ data: {} }), want: null },
    { name: '4.3/2.2 contact body: data.contactName given as 3 is rejected', target: site, data: () => mutate(example('contact-request'), '/data/contactName', 3), want: '/data/contactName' },
    { name: '4.3/2.2 contact body: data.address.pincode given as 641603 is rejected', target: site, data: () => mutate(example('contact-request'), '/data/address/pincode', 641603), want: '/data/address/pincode' },
  ];
  testRows(rows);
});

describe('4.4-4.6 and 4.8 listings', () => {
  const webhooks = () => responseSite(endpoint('GET', '{base_url}/api/platform/v1/client-webhook'), '200');
  const webhook = () => responseSite(endpoint('GET', '{base_url}/api/platform/v1/client-webhook/:id'), '200');
  const jobs = () => responseSite(endpoint('GET', '{base_url}/api/platform/v1/import-job'), '200');
  const webhookPage = (): Json => example('webhook-page');
  const jobPage = (): Json => example('import-job-page');
  const emptyCustomPropertyPage = (): Json => ({ page: 1, perPage: 25, total: 0, data: [] });
  const LISTINGS = [
    // "These fields are always present, including for empty results."
    { section: '4.4/4.8', title: 'webhook listing', target: webhooks, empty: (): Json => example('webhook-page-empty'), count: 'total' },
    { section: '4.6/4.8', title: 'import job listing', target: jobs, empty: (): Json => example('import-job-page-empty'), count: 'result' },
    { section: '2.5/4.8', title: 'custom property listing', target: 'custom-property-page', empty: emptyCustomPropertyPage, count: 'total' },
  ] as const;

  const rows: Row[] = [
    ...LISTINGS.flatMap(({ section, title, target, empty, count }): Row[] => [
      { name: `${section} ${title}: an empty page is accepted`, target, data: empty, want: null },
      ...['page', 'perPage', count, 'data'].map((field): Row => ({ name: `${section} ${title}: ${field} absent on an empty page is rejected`, target, data: () => mutate(empty(), `/${field}`, undefined), want: `/${field}` })),
      { name: `${section} ${title}: page given as "1" is rejected (integer)`, target, data: () => mutate(empty(), '/page', '1'), want: '/page' },
      { name: `${section} ${title}: perPage given as "25" is rejected (integer)`, target, data: () => mutate(empty(), '/perPage', '25'), want: '/perPage' },
      { name: `${section} ${title}: data given as an object is rejected (array)`, target, data: () => mutate(empty(), '/data', {}), want: '/data' },
    ]),
    // 4.4: total (string)
    { name: '4.4 webhook listing: the shown page is accepted', target: webhooks, data: webhookPage, want: null },
    { name: '4.4 webhook listing: total "0" (a string) on an empty page is accepted', target: webhooks, data: () => example('webhook-page-empty'), want: null },
    { name: '4.4 webhook listing: total given as the number 3 is rejected (string)', target: webhooks, data: () => mutate(webhookPage(), '/total', 3), want: '/total' },
    { name: '4.4 webhook listing: total given as the number 0 is rejected (string)', target: webhooks, data: () => mutate(example('webhook-page-empty'), '/total', 0), want: '/total' },
    { name: '4.4 webhook listing: data holds webhook records of 2.3 (webhookUrl absent rejected)', target: webhooks, data: () => mutate(webhookPage(), '/data/0/webhookUrl', undefined), want: '/data/0/webhookUrl' },
    // 4.5: one webhook record
    { name: '4.5 get a webhook: one webhook record is accepted', target: webhook, data: () => example('webhook'), want: null },
    { name: '4.5 get a webhook: a record without id is rejected (2.3)', target: webhook, data: () => mutate(example('webhook'), '/id', undefined), want: '/id' },
    { name: '4.5 get a webhook: a page instead of one record is rejected', target: webhook, data: webhookPage, want: '/id' },
    // 4.6: result (integer), no total
    { name: '4.6 import job listing: the shown page (result, no total) is accepted', target: jobs, data: jobPage, want: null },
    { name: '4.6 import job listing: result given as "2" is rejected (integer)', target: jobs, data: () => mutate(jobPage(), '/result', '2'), want: '/result' },
    { name: '4.6 import job listing: result 2.5 is rejected (integer)', target: jobs, data: () => mutate(jobPage(), '/result', 2.5), want: '/result' },
    { name: '4.6 import job listing: data holds import jobs of 2.4 (userId absent rejected)', target: jobs, data: () => mutate(jobPage(), '/data/0/userId', undefined), want: '/data/0/userId' },
  ];
  testRows(rows);

  test('4.8 some listings name the count result instead of total: the import job page requires no total', () => {
    const page = objectAt(spec.schemas.get('import-job-page'), '');
    expect(page['required']).not.toContain('total');
    expect(objectAt(spec.schemas.get('page-envelope'), '')['required']).not.toContain('total');
  });
});

describe('8 limits: default page and perPage', () => {
  const envelope = () => objectAt(spec.schemas.get('page-envelope'), '/properties');
  test('8 default page is 1 (page envelope)', () => expect(objectAt(envelope(), '/page')['default']).toBe(1));
  test('8 default perPage is 25 (page envelope)', () => expect(objectAt(envelope(), '/perPage')['default']).toBe(25));
  test.each(['webhook-page', 'import-job-page', 'custom-property-page'])('4.8 the %s schema is built on the page envelope', (name) => {
    expect(objectAt(spec.schemas.get(name), '')['allOf']).toContainEqual({ $ref: 'page-envelope.json' });
  });
});

describe('5 authentication', () => {
  const HEADERS = [
    ['4.1', 'PUT', '{base_url}/api/v1/consignment/cancellation', 'Authentication'],
    ['4.2', 'PUT', '{base_url}/api/v1/consignment', 'Authentication'],
    ['4.4', 'GET', '{base_url}/api/platform/v1/client-webhook', 'Authorization'],
    ['4.5', 'GET', '{base_url}/api/platform/v1/client-webhook/:id', 'Authorization'],
    ['4.6', 'GET', '{base_url}/api/platform/v1/import-job', 'Authorization'],
  ] as const;
  test.each(HEADERS)('5 rule 1 (%s) %s %s carries the bearer token in the header %s', (_s, method, url, header) => {
    expect(endpoint(method, url).authHeaders).toEqual([header]);
  });

  test('4.3/5 rule 1 the contact endpoint names no header: either bearer header is accepted, and the spec says so', () => {
    const contact = endpoint('POST', '{base_url}/api/v1/contact');
    expect(sorted(contact.authHeaders)).toEqual(['Authentication', 'Authorization']);
    expect(contact.unspecified).toMatch(/header/i);
  });

  test('4 every endpoint takes a bearer token', () => {
    for (const o of spec.operations) expect(o.authHeaders.length, `${o.method} ${o.path}`).toBeGreaterThan(0);
  });

  const schemes = () => Object.entries(objectAt(spec.document, '/components/securitySchemes')).map(([name, s]) => [name, objectAt(s, '')] as const);

  test('5 rule 2 the OAuth authorization-code flow lists exactly the nine scopes', () => {
    const oauth = schemes().filter(([, s]) => s['type'] === 'oauth2');
    expect(oauth).toHaveLength(1);
    const [, scheme] = oauth[0] ?? ['', {}];
    const scopes = Object.keys(objectAt(scheme, '/flows/authorizationCode/scopes'));
    expect(sorted(scopes)).toEqual(
      sorted('read:products, write:products, read:product_listings, write:product_listings, read:inventory, read:orders, write:orders, read:returns, write:returns'.split(', ')),
    );
  });

  test.each(ENDPOINTS.filter(([section, , url]) => section.startsWith('4.7') && url.startsWith('{base_url}')))(
    '5 rule 2 (%s) the sales-channel app calls %s %s with OAuth',
    (_s, method, url) => {
      const found = op(method, url);
      const security = objectAt(spec.document, pointer('paths', found.path, found.method))['security'];
      const names = (Array.isArray(security) ? security : []).flatMap((req: unknown) => Object.keys(objectAt(req, '')));
      const types = names.map((n) => objectAt(spec.document, `/components/securitySchemes/${n}`)['type']);
      expect(types).toEqual(['oauth2']);
    },
  );

  const authentication = () => {
    const found = schemes().find(([, s]) => s['type'] === 'apiKey' && s['in'] === 'header' && s['name'] === 'Authentication');
    if (!found) throw new Error('no apiKey scheme for the Authentication header');
    return found[1];
  };
  test.each([
    ['Bearer abc', true],
    ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', true],
    ['abc', false],
    ['Basic abc', false],
    ['Bearer ', false],
    ['bearer abc', false],
  ] as const)('5 rule 1 the Authentication header value has the form Bearer <ACCESS_TOKEN>: %j -> %s', (value, ok) => {
    const pattern = authentication()['x-value-pattern'];
    expect(typeof pattern).toBe('string');
    expect(new RegExp(String(pattern)).test(value)).toBe(ok);
  });
  test('5 rule 1 the Authorization header carries an HTTP bearer token', () => {
    const bearer = schemes().filter(([, s]) => s['type'] === 'http');
    expect(bearer.map(([, s]) => String(s['scheme']).toLowerCase())).toEqual(['bearer']);
  });
});

describe('9 versioning', () => {
  const VERSIONS = ['api/v1', 'api/platform/v1', 'product-engine/api/v1', 'product-engine/api/v2'] as const;
  test.each(VERSIONS)('9 the version is part of the path: %s', (version) => {
    expect(spec.operations.filter((o) => o.server === '{base_url}' && o.path.startsWith(`/${version}/`)).length).toBeGreaterThan(0);
  });
  test('9 every {base_url} path carries one of the versions', () => {
    for (const o of spec.operations.filter((x) => x.server === '{base_url}')) {
      expect(VERSIONS.some((v) => o.path.startsWith(`/${v}/`)), o.path).toBe(true);
    }
  });
  test('9 product-engine/api/v2 is the product listing', () => {
    expect(endpoint(undefined, '{base_url}/product-engine/api/v2/productListing').path.startsWith('/product-engine/api/v2/')).toBe(true);
  });
});
