import { randomBytes } from 'node:crypto';
import type { OrderRequest } from '../types/spec.js';

/** How the harness reaches the provider while it sets up states and drives flows. */
export interface ProviderAccess {
  readonly baseUrl: string;
  readonly wmsUrl: string;
  readonly token: string;
  /** How long to wait for what the provider does over time (packing, delivery). */
  readonly waitMs: number;
}

type Json = Record<string, unknown>;

async function call(access: ProviderAccess, url: string, method: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, { method, headers: { Authorization: `Bearer ${access.token}`, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

const ok = (status: number) => status >= 200 && status < 300;

/** Submits an order of one line (a SKU prefix picks the simulator's scenario, e.g. OOS-, RTO-); returns its number. */
/** An order number no earlier run has used: a stateful provider refuses a number twice. */
const newOrderNumber = (): string => `PACT-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;

export async function submitOrder(access: ProviderAccess, skuPrefix = ''): Promise<string> {
  const customerOrderNumber = newOrderNumber();
  const data: OrderRequest['data'] = { customerOrderNumber, items: [{ sku: `${skuPrefix}TSHIRT-BLU-M`, quantity: 1, customerPrice: 499, taxRate: 5 }] };
  const answer = await call(access, `${access.wmsUrl}/api/order`, 'POST', { data });
  if (!ok(answer.status)) throw new Error(`submitting an order for a provider state got ${answer.status}: ${JSON.stringify(answer.json).slice(0, 200)}`);
  return customerOrderNumber;
}

/** Waits until `ready` holds, polling every 100 ms, or fails after the wait. */
async function until(access: ProviderAccess, what: string, ready: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + access.waitMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) if (await ready()) return;
  throw new Error(`provider state not reached within ${access.waitMs} ms: ${what}`);
}

/** An order is packed once its invoice exists (source 1 step 3), which the API shows. */
export async function packedOrder(access: ProviderAccess): Promise<string> {
  const number = await submitOrder(access);
  await until(access, `order ${number} packed`, async () => ok((await call(access, `${access.wmsUrl}/api/invoice-detail/${number}`, 'GET')).status));
  return number;
}

/**
 * An order delivered: the API shows no delivery, so the harness asks the simulator's control API
 * (a provider of its own passes --provider-states-setup-url instead).
 */
export async function deliveredOrder(access: ProviderAccess): Promise<string> {
  const number = await submitOrder(access);
  await until(access, `order ${number} delivered (through ${access.baseUrl}/__harness/orders)`, async () => {
    const orders = (await call(access, `${access.baseUrl}/__harness/orders`, 'GET')).json;
    const order = Array.isArray(orders) ? (orders as Json[]).find((o) => o['customerOrderNumber'] === number) : undefined;
    const shipments = order && Array.isArray(order['shipments']) ? (order['shipments'] as Json[]) : [];
    return shipments.length > 0 && shipments.every((s) => s['status'] === 'delivered');
  });
  return number;
}

/** The provider states the consumer pacts name (after source facts), as rows: a pattern and its set-up. */
export const PROVIDER_STATES: ReadonlyArray<{ readonly pattern: RegExp; readonly setup: (access: ProviderAccess, match: RegExpExecArray) => Promise<Json | undefined> }> = [
  {
    pattern: /^product (.+) exists$/,
    setup: async (access, [, sku]) => {
      await call(access, `${access.baseUrl}/product-engine/api/v1/products`, 'POST', { data: { sku, productName: `Product ${sku}`, customerPrice: 499 } });
      return undefined;
    },
  },
  { pattern: /^product .+ does not exist$/, setup: async () => undefined },
  {
    pattern: /^a webhook is registered$/,
    setup: async (access) => {
      await call(access, `${access.baseUrl}/api/v1/webhook`, 'POST', { data: { webhookUrl: 'http://127.0.0.1:9/pact-state' } });
      const page = (await call(access, `${access.baseUrl}/api/platform/v1/client-webhook`, 'GET')).json as Json;
      const first = Array.isArray(page['data']) ? (page['data'] as Json[])[0] : undefined;
      return { id: String(first?.['id'] ?? '') };
    },
  },
  { pattern: /^an order number is new$/, setup: async () => ({ customerOrderNumber: newOrderNumber() }) },
  { pattern: /^a shipment of an order is packed$/, setup: async (access) => ({ customerOrderNumber: await packedOrder(access) }) },
  { pattern: /^an order is not packed$/, setup: async (access) => ({ customerOrderNumber: await submitOrder(access) }) },
  { pattern: /^an order is delivered$/, setup: async (access) => ({ customerOrderNumber: await deliveredOrder(access) }) },
  // The provider's own data: consignments and import jobs cannot be created through the API.
  { pattern: /^consignment .+ exists$/, setup: async () => undefined },
  { pattern: /^import jobs exist$/, setup: async () => undefined },
];
