import { invoiceDocument } from '../../generators/invoice-pdf.js';
import { unitMoney } from '../../generators/order.js';
import { PRODUCT_MANDATORY } from '../../generators/sales-channel.js';
import { observedValues } from '../../generators/spec-values.js';
import { eventTime, utcMillis, withOffset } from '../../generators/gen.js';
import type { MockReply, MockRequest } from '../mock/exchange.js';
import { UNKNOWN_SKU } from '../mock/source-rules.js';
import type { CancelOrderRequest, ConsignmentScheduleRequest, ContactRequest, OrderRequest, Product, ProductRequest, ReturnRequest, WebhookRegistrationRequest } from '../types/spec.js';
import { orderFromRequest } from './order-from-request.js';
import { DEFAULT_PAGE, DEFAULT_PER_PAGE, pageOf, positive } from './paging.js';
import type { Simulator } from './simulator.js';
import { returnPathFor, scenarioFor } from './triggers.js';

const reply = (status: number, body: unknown): MockReply => ({ status, body });
const notFound = (message: string): MockReply => reply(404, { message });
/** Source 7 rule 4: error codes are not shown; 409 says "not in this state". */
const conflict = (message: string): MockReply => reply(409, { message });
const CANCELLED = observedValues('consignment', '/properties/status')[0] ?? 'CANCELLED';
/** The harness's status for a scheduled consignment (the source shows only CANCELLED). */
const SCHEDULED = 'SCHEDULED';

/** The body of a request the front has already validated against the spec. */
const body = <T>(request: MockRequest): T => request.body as T;

/**
 * The operations the simulator answers with state, by operationId (sections 1, 3, 4.7, 6, 7).
 * Each row reads and changes the simulator; operations without a row go to Prism.
 */
export const STATEFUL: Readonly<Record<string, (request: MockRequest, sim: Simulator) => MockReply>> = {
  registerWebhook: (request, sim) => {
    const { data } = body<WebhookRegistrationRequest>(request);
    const now = withOffset(Date.now());
    const hook = {
      id: sim.gen.faker.string.uuid(),
      resource: data.resource ?? '',
      eventType: data.eventType ?? 'POST',
      eventSubType: data.eventSubType ?? '',
      version: data.version ?? 'v1',
      externalChannelID: data.externalChannelID ?? sim.gen.workspace.externalChannelID,
      webhookUrl: data.webhookUrl,
      webhookMethod: data.webhookMethod ?? 'POST',
      createdAt: now,
      updatedAt: now,
    };
    sim.webhooks.set(hook.id, hook);
    return reply(200, hook);
  },
  listWebhooks: ({ query }, sim) => {
    // Source 4.4 shows no paging parameters; 4.8 names page[offset] (records skipped) and page[limit].
    const perPage = positive(query.get('page[limit]'), DEFAULT_PER_PAGE);
    const offset = Math.max(0, Number(query.get('page[offset]') ?? 0) || 0);
    const { page, data, count } = pageOf([...sim.webhooks.values()], Math.floor(offset / perPage) + DEFAULT_PAGE, perPage);
    return reply(200, { page, perPage, total: String(count), data });
  },
  getWebhook: ({ params }, sim) => {
    const hook = sim.webhooks.get(params['id'] ?? '');
    return hook ? reply(200, hook) : notFound(`no webhook with id ${params['id']}`);
  },
  listImportJobs: ({ query }, sim) => {
    const { page, perPage, count, data } = pageOf(sim.importJobs, positive(query.get('page'), DEFAULT_PAGE), positive(query.get('per_page'), DEFAULT_PER_PAGE));
    return reply(200, { page, perPage, result: count, data });
  },
  createProduct: (request, sim) => {
    const { data } = body<ProductRequest>(request);
    const draft = PRODUCT_MANDATORY.some((field) => (data as Record<string, unknown>)[field] === undefined);
    const product: Product = { ...data, status: draft ? 'draft' : 'active' };
    if (product.sku) sim.products.set(product.sku, product);
    return reply(200, product);
  },
  getProduct: ({ params }, sim) => {
    const sku = params['productSku'] ?? '';
    const product = UNKNOWN_SKU.test(sku) ? undefined : sim.products.get(sku);
    return product ? reply(200, product) : notFound(`Failed to fetch product: the product (SKU) ${sku} does not exist`);
  },
  createProductListing: (request, sim) => {
    const sku = body<{ data: { sku: string } }>(request).data.sku;
    const product = sim.products.get(sku);
    return product ? reply(200, product) : notFound(`Failed: the product (SKU) ${sku} does not exist`);
  },
  submitOrder: (request, sim) => {
    const { data } = body<OrderRequest>(request);
    if (sim.orders.has(data.customerOrderNumber)) return conflict(`order ${data.customerOrderNumber} was already submitted`);
    if (!data.items?.length) return reply(422, { message: 'the order has no items: data.items needs at least one line' });
    const order = orderFromRequest(sim.gen, data, (sku) => sim.products.get(sku), Date.now());
    const { scenario, stockOut } = scenarioFor(order);
    const { flow } = sim.submit(order, scenario, stockOut);
    return reply(200, { customerOrderNumber: order.customerOrderNumber, scenario, shipments: flow.shipments.map((s) => s.shipment.externalShipmentID) });
  },
  getInvoiceDetail: ({ params }, sim) => invoice(sim, params['customerOrderNumber'] ?? '', (found) => reply(200, found.detail)),
  getInvoicePdf: ({ params }, sim) =>
    invoice(sim, params['customerOrderNumber'] ?? '', ({ detail }) => ({
      status: 200,
      contentType: 'application/pdf',
      body: invoiceDocument(detail),
    })),
  cancelOrder: (request, sim) => {
    const { data } = body<CancelOrderRequest>(request);
    const order = sim.orders.get(data.customerOrderNumber);
    if (!order) return notFound(`no order ${data.customerOrderNumber}`);
    const targets = order.flow.shipments.filter((s) => s.next !== undefined && (data.externalShipmentID === undefined || s.shipment.externalShipmentID === data.externalShipmentID));
    if (targets.length === 0) return conflict(`nothing to cancel: the shipments of order ${data.customerOrderNumber} have ended`);
    const packed = targets.filter((s) => s.packed);
    if (packed.length) return conflict(`refused: shipment ${packed.map((s) => s.shipment.externalShipmentID).join(', ')} is packed; a customer cancellation is accepted only before packing (source 3, 8)`);
    for (const shipment of targets) {
      shipment.cancelByCustomer();
      sim.advance(order.flow, shipment);
    }
    return reply(200, { customerOrderNumber: data.customerOrderNumber, cancelled: targets.map((s) => s.shipment.externalShipmentID) });
  },
  createReturn: (request, sim) => {
    const { data } = body<ReturnRequest>(request);
    const order = sim.orders.get(data.customerOrderNumber);
    if (!order) return notFound(`no order ${data.customerOrderNumber}`);
    const wanted = new Set((data.items ?? []).map((item) => item.orderItemID));
    const shipment = order.flow.shipments.find((s) => s.status === 'delivered' && (wanted.size === 0 || s.shipment.units.some((u) => wanted.has(u.line.orderItemID))));
    if (!shipment) return conflict(`no delivered shipment of order ${data.customerOrderNumber} holds those items; a return needs a delivered shipment`);
    const lines = wanted.size ? [...new Set(shipment.shipment.units.map((u) => u.line))].filter((l) => wanted.has(l.orderItemID)) : undefined;
    const ret = order.flow.startReturn(shipment, returnPathFor(data.pickupAddress?.pickup_postalCode), lines);
    sim.advanceReturn(order.flow, ret);
    return reply(200, { customerReturnNumber: ret.ret.customerReturnNumber, customerOrderNumber: data.customerOrderNumber, status: ret.progress.at(-1)?.status });
  },
  cancelConsignment: ({ query }, sim) => {
    const number = query.get('consignmentNumber') ?? '';
    const consignment = sim.consignments.get(number);
    if (!consignment) return notFound(`no consignment ${number}`);
    const cancelled = { ...consignment, status: CANCELLED, updatedAt: utcMillis(Date.now()) };
    sim.consignments.set(number, cancelled);
    return reply(200, cancelled);
  },
  scheduleConsignment: (request, sim) => {
    const { data } = body<ConsignmentScheduleRequest>(request);
    const existing = sim.consignments.get(data.consignmentNumber);
    if (!existing) return notFound(`no consignment ${data.consignmentNumber}`);
    // Source 3: a cancelled consignment can be rescheduled; the window is kept in the record's own form (UTC with milliseconds).
    const day = (data.scheduledArrivalDate ?? eventTime(Date.now())).slice(0, 10);
    const at = (time: string | undefined, fallback: string) => (time ? utcMillis(Date.parse(`${day}T${time}+05:30`)) : fallback);
    const scheduled = {
      ...existing,
      status: SCHEDULED,
      scheduledArivalFrom: at(data.scheduledArivalFrom, existing.scheduledArivalFrom),
      scheduledArivalTo: at(data.scheduledArivalTo, existing.scheduledArivalTo),
      updatedAt: utcMillis(Date.now()),
    };
    sim.consignments.set(data.consignmentNumber, scheduled);
    return reply(200, scheduled);
  },
  createContact: (request, sim) => {
    const { data } = body<ContactRequest>(request);
    const now = utcMillis(Date.now());
    const contact = { ...data, createdAt: data.createdAt ?? now, updatedAt: now };
    sim.contacts.push(contact);
    return reply(200, contact);
  },
};

/** Source 1 step 3: an invoice exists per shipment once it is packed. */
function invoice(sim: Simulator, customerOrderNumber: string, answer: (found: { detail: { customerOrderNumber: string; externalShipmentID: string; invoiceNumber: string; invoiceDate: string; invoice_url: string; invoiceTotal: number } }) => MockReply): MockReply {
  const order = sim.orders.get(customerOrderNumber);
  if (!order) return notFound(`no order ${customerOrderNumber}`);
  const shipment = order.flow.shipments.find((s) => s.packed);
  const packedAt = shipment?.progress.find((p) => p.status === 'packed')?.at;
  if (!shipment || packedAt === undefined) return notFound(`no invoice yet: no shipment of order ${customerOrderNumber} is packed (source 1 step 3)`);
  const totalPaise = shipment.shipment.units.reduce((sum, unit) => sum + unitMoney(unit.line).invoiceTotalPaise, 0);
  return answer({
    detail: {
      customerOrderNumber,
      externalShipmentID: shipment.shipment.externalShipmentID,
      invoiceNumber: shipment.shipment.invoiceNumber,
      invoiceDate: eventTime(packedAt),
      invoice_url: `https://files.${sim.gen.workspace.accountSlug}.example/invoices/${encodeURIComponent(shipment.shipment.invoiceNumber)}.pdf`,
      invoiceTotal: totalPaise / 100,
    },
  });
}
