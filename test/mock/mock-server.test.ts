import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generate, KINDS } from '../../generators/index.js';
import { UNKNOWN_SKU } from '../../src/mock/source-rules.js';
import { schemaName } from '../../src/mock/served-spec.js';
import { loadSpec, type Operation } from '../../src/spec/load-spec.js';
import { formatIssue } from '../../src/validate/issues.js';
import { SpecValidator } from '../../src/validate/validator.js';
import { alive, startMock, type RunningMock } from './start-mock.js';

const spec = await loadSpec();
const validator = new SpecValidator(spec);
let mock: RunningMock;

beforeAll(async () => {
  mock = await startMock(['--stateless']);
}, 90_000);

afterAll(async () => {
  const code = await mock.stop();
  expect(code).toBe(0);
  expect(alive(mock.prismPid), 'no Prism process is left behind').toBe(false);
});

const byId = (id: string): Operation => {
  const op = spec.operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
};

/** A valid request for an operation: path and query parameters filled in, a generated body, the right auth header. */
function validRequest(op: Operation, headers: Record<string, string> = {}): { url: string; init: RequestInit } {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(`${name}-1`));
  const query = new URLSearchParams(op.parameters.filter((p) => p.in === 'query' && p.required).map((p): [string, string] => [p.name, `${p.name}-1`]));
  const kind = op.requestBody ? schemaName(op.requestBody.schema) : undefined;
  const body = kind && kind in KINDS ? JSON.stringify([...generate(kind, { seed: 1 })][0]) : undefined;
  const auth = op.authHeaders[0];
  return {
    url: `${mock.url}${path}${query.size ? `?${query}` : ''}`,
    init: { method: op.method.toUpperCase(), headers: { ...(auth ? { [auth]: 'Bearer test-token' } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers }, ...(body ? { body } : {}) },
  };
}

async function call(op: Operation, headers: Record<string, string> = {}) {
  const { url, init } = validRequest(op, headers);
  const response = await fetch(url, init);
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, type, body, headers: response.headers };
}

describe('every operation of the spec answers a valid request with a response the spec allows', () => {
  test.each(spec.operations.map((op) => [op.operationId, op] as const))('%s', async (_, op) => {
    const { status, type, body } = await call(op);
    expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(300);
    const site = op.responses.get(String(status));
    expect(site, `status ${status} is documented`).toBeDefined();
    expect(type).toContain(site?.mediaType);
    if (site?.mediaType === 'application/json') expect(validator.validateSite(site, body).errors.map(formatIssue)).toEqual([]);
  });
});

describe('source 5: a request without its bearer header gets 401 naming the header', () => {
  test.each(spec.operations.map((op) => [op.operationId, op.authHeaders.join(' or '), op] as const))('%s needs %s', async (_, headerNames, op) => {
    const { url, init } = validRequest(op);
    const headers = Object.fromEntries(Object.entries(init.headers as Record<string, string>).filter(([name]) => !op.authHeaders.includes(name)));
    const response = await fetch(url, { ...init, headers });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toContain(`missing the ${headerNames} header`);
  });

  test('the consignment endpoints refuse the token in Authorization instead of Authentication', async () => {
    const op = byId('cancelConsignment');
    const { url, init } = validRequest(op);
    const response = await fetch(url, { ...init, headers: { Authorization: 'Bearer test-token' } });
    expect(response.status).toBe(401);
  });

  test('a value that is not "Bearer <token>" is refused', async () => {
    const { status } = await call(byId('listWebhooks'), { Authorization: 'Basic dXNlcjpwYXNz' });
    expect(status).toBe(401);
  });
});

describe('request validation, routing and Prefer', () => {
  test('a body that breaks the spec gets 422 naming the field and the rule', async () => {
    const op = byId('registerWebhook');
    const { url, init } = validRequest(op);
    const response = await fetch(url, { ...init, body: JSON.stringify({ data: { resource: 'channel_inventory' } }) });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/webhookUrl/);
  });

  test('a query parameter that breaks the spec gets 422', async () => {
    const { url, init } = validRequest(byId('listImportJobs'));
    const response = await fetch(`${url}?per_page=many`, init);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { message: string }).message).toMatch(/per_page/);
  });

  test('an unknown path gets 404, a wrong method 405', async () => {
    expect((await fetch(`${mock.url}/api/v1/nothing-here`)).status).toBe(404);
    expect((await fetch(`${mock.url}/api/v1/contact`, { method: 'DELETE' })).status).toBe(405);
  });

  test.each(spec.operations.filter((op) => op.responses.get('200')?.examples.has('empty')).map((op) => [op.operationId, op] as const))('Prefer: example=empty gives %s an empty page (4.8: paging fields present)', async (_, op) => {
    const { status, body } = await call(op, { Prefer: 'example=empty' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, perPage: 25, data: [] });
  });

  test('Prefer: example=cancelled picks the named cancelled consignment', async () => {
    const { body } = await call(byId('cancelConsignment'), { Prefer: 'example=cancelled' });
    expect(body).toMatchObject({ status: 'CANCELLED', consignmentType: 'INWARD' });
  });

  test.each([401, 404, 422])('Prefer: code=%i picks that status', async (code) => {
    expect((await call(byId('listImportJobs'), { Prefer: `code=${code}` })).status).toBe(code);
  });
});

describe('source rules the stateless mock honours', () => {
  test(`4.7 rule 1: an unknown SKU (${UNKNOWN_SKU.source}) answers with a message that begins with Failed`, async () => {
    const response = await fetch(`${mock.url}/product-engine/api/v1/products/UNKNOWN-KURTA-1`, { headers: { Authorization: 'Bearer t' } });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Failed/);
  });

  test('4.7 rule 2: a product with missing mandatory data is created as a draft, not refused', async () => {
    const { url, init } = validRequest(byId('createProduct'));
    const response = await fetch(url, { ...init, body: JSON.stringify({ data: { sku: 'TSHIRT-BLU-M' } }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sku: 'TSHIRT-BLU-M', status: 'draft' });
  });

  test('4.1: cancelling a consignment returns its record with status CANCELLED', async () => {
    const response = await fetch(`${mock.url}/api/v1/consignment/cancellation?consignmentNumber=CN-777`, { method: 'PUT', headers: { Authentication: 'Bearer t' } });
    expect(await response.json()).toMatchObject({ consignmentNumber: 'CN-777', status: 'CANCELLED' });
  });

  test('4.7: the invoice PDF is a PDF document', async () => {
    const { type, body } = await call(byId('getInvoicePdf'));
    expect(type).toBe('application/pdf');
    expect(String(body).slice(0, 8)).toBe('%PDF-1.4');
  });
});

describe('dynamic data: generated, valid every time', () => {
  const dynamicOps = spec.operations.filter((op) => [...op.responses].some(([status, site]) => status.startsWith('2') && site && (schemaName(site.schema) ?? '') in KINDS));
  test.each(dynamicOps.map((op) => [op.operationId, op] as const))('%s: 20 answers with Prefer: dynamic=true all validate', async (_, op) => {
    const bodies = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { status, body } = await call(op, { Prefer: 'dynamic=true' });
      const site = op.responses.get(String(status));
      expect(site, `status ${status} is documented`).toBeDefined();
      if (site) expect(validator.validateSite(site, body).errors.map(formatIssue)).toEqual([]);
      bodies.add(JSON.stringify(body));
    }
    // createProduct echoes the request it is given (source 4.7 rule 2): the same request, the same product.
    if (op.operationId !== 'createProduct') expect(bodies.size, 'each answer is new data').toBeGreaterThan(1);
  });
});

describe('CORS for browser apps on localhost', () => {
  test('a preflight from http://localhost:5173 is answered, the Authentication header allowed', async () => {
    const response = await fetch(`${mock.url}/api/v1/consignment`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authentication, content-type' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authentication/i);
  });

  test('another origin gets no CORS grant', async () => {
    const response = await fetch(`${mock.url}/api/platform/v1/client-webhook`, { headers: { Origin: 'https://evil.example', Authorization: 'Bearer t' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

test('the mock logs one line per request: method, path, status, ms', () => {
  expect(mock.output()).toMatch(/^GET \/api\/platform\/v1\/client-webhook 200 \d+ms$/m);
  expect(mock.output()).not.toMatch(/BUG/);
});
