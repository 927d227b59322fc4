import { MatchersV3, PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { HTTPResponseStatusClass } from '@pact-foundation/pact/src/v3/types.js';
import { expect } from 'vitest';
import { eventHandlers } from '../../contracts/clients/event-handlers.js';
import { OperatorConsoleClient } from '../../contracts/clients/operator-console-client.js';
import { SalesChannelClient } from '../../contracts/clients/sales-channel-client.js';
import { specMatchers } from '../../contracts/spec-matchers.js';
import { generate, type ScenarioEvent } from '../../generators/index.js';
import type { ConsignmentScheduleRequest, Contact, ImportJobPage, InvoiceDetail, OrderRequest, Product, ReturnEvent, ShipmentEvent, WebhookPage } from '../../src/types/spec.js';

/** Example values come from the generators (seed 1), as the fixtures do: nothing is restated here. */
const first = <T>(kind: string): T => [...generate(kind, { seed: 1 })][0] as T;
const scenario = (name: string) => [...generate('events', { seed: 1, scenario: name })] as ScenarioEvent[];

const product = first<Product>('product');
const sku = product.sku ?? 'SKU-1';
const order = first<OrderRequest>('order-request').data;
const webhookPage = first<WebhookPage>('webhook-page');
const webhook = webhookPage.data[0];
const invoice = first<InvoiceDetail>('invoice-detail');
const consignment = { ...first<{ consignmentNumber: string }>('consignment') };
const schedule = first<ConsignmentScheduleRequest>('consignment-schedule-request').data;
const contact = first<Contact>('contact');
const importJobs = first<ImportJobPage>('import-job-page');
const TOKEN = 'pact-token';
const auth = { Authorization: MatchersV3.regex('^Bearer \\S+$', `Bearer ${TOKEN}`) };
const authentication = { Authentication: MatchersV3.regex('^Bearer \\S+$', `Bearer ${TOKEN}`) };

const pact = (consumer: string, provider: string, dir: string) => new PactV4({ consumer, provider, dir, spec: SpecificationVersion.SPECIFICATION_VERSION_V4, logLevel: 'error' });

/** sales-channel-app -> fulfillment-platform (workspace host): products and webhooks. */
export async function salesChannelPlatform(dir: string): Promise<void> {
  const p = pact('sales-channel-app', 'fulfillment-platform', dir);
  const app = (url: string) => new SalesChannelClient({ baseUrl: url, wmsUrl: url, token: TOKEN });
  await p.addInteraction().given(`product ${sku} exists`).uponReceiving('a lookup of an existing product by SKU')
    .withRequest('GET', `/product-engine/api/v1/products/${sku}`, (b) => b.headers(auth))
    .willRespondWith(200, (b) => b.jsonBody(specMatchers('product', product, ['sku'])))
    .executeTest(async (server) => expect(await app(server.url).getProduct(sku)).toMatchObject({ found: true, product: { sku } }));
  await p.addInteraction().given('product UNKNOWN-SKU-1 does not exist').uponReceiving('a lookup of an unknown SKU')
    .withRequest('GET', '/product-engine/api/v1/products/UNKNOWN-SKU-1', (b) => b.headers(auth))
    .willRespondWith(MatchersV3.matchStatus(404, HTTPResponseStatusClass.ClientError), (b) => b.jsonBody({ message: MatchersV3.regex('^Failed.*', 'Failed to fetch product: the product (SKU) UNKNOWN-SKU-1 does not exist') }))
    .executeTest(async (server) => expect(await app(server.url).getProduct('UNKNOWN-SKU-1')).toMatchObject({ found: false, message: expect.stringMatching(/^Failed/) }));
  const { status: _status, ...complete } = product;
  await p.addInteraction().uponReceiving('the creation of a complete product')
    .withRequest('POST', '/product-engine/api/v1/products', (b) => b.headers(auth).jsonBody({ data: complete }))
    .willRespondWith(200, (b) => b.jsonBody({ sku: MatchersV3.like(sku) }))
    .executeTest(async (server) => expect((await app(server.url).createProduct(complete)).sku).toBe(sku));
  await p.addInteraction().uponReceiving('the creation of a product missing mandatory data (a draft, not an error)')
    .withRequest('POST', '/product-engine/api/v1/products', (b) => b.headers(auth).jsonBody({ data: { sku } }))
    .willRespondWith(200, (b) => b.jsonBody({ sku: MatchersV3.like(sku) }))
    .executeTest(async (server) => expect((await app(server.url).createProduct({ sku })).sku).toBe(sku));
  await p.addInteraction().given(`product ${sku} exists`).uponReceiving('listing a product on the channel')
    .withRequest('POST', '/product-engine/api/v2/productListing', (b) => b.headers(auth).jsonBody({ data: { sku } }))
    .willRespondWith(200)
    .executeTest(async (server) => app(server.url).listProductOnChannel(sku));
  await p.addInteraction().uponReceiving('a webhook registration')
    .withRequest('POST', '/api/v1/webhook', (b) => b.headers(auth).jsonBody({ data: { webhookUrl: 'https://app.example/hooks' } }))
    .willRespondWith(200)
    .executeTest(async (server) => app(server.url).registerWebhook('https://app.example/hooks'));
  await p.addInteraction().given('a webhook is registered').uponReceiving('the webhook listing')
    .withRequest('GET', '/api/platform/v1/client-webhook', (b) => b.headers(auth))
    .willRespondWith(200, (b) => b.jsonBody(specMatchers('webhook-page', webhookPage)))
    .executeTest(async (server) => expect((await app(server.url).listWebhooks()).total).toBe(webhookPage.data.length));
  await p.addInteraction().given('a webhook is registered').uponReceiving('a webhook by id')
    .withRequest('GET', MatchersV3.fromProviderState('/api/platform/v1/client-webhook/${id}', `/api/platform/v1/client-webhook/${webhook?.id ?? 'W-1'}`), (b) => b.headers(auth))
    .willRespondWith(200, (b) => b.jsonBody(specMatchers('webhook', webhook)))
    .executeTest(async (server) => expect((await app(server.url).getWebhook(webhook?.id ?? 'W-1')).webhookUrl).toBe(webhook?.webhookUrl));
}

/** sales-channel-app -> fulfillment-wms (warehouse host): orders, invoices, cancellations, returns. */
export async function salesChannelWms(dir: string): Promise<void> {
  const p = pact('sales-channel-app', 'fulfillment-wms', dir);
  const app = (url: string) => new SalesChannelClient({ baseUrl: url, wmsUrl: url, token: TOKEN });
  const number = order.customerOrderNumber;
  // The provider state names the order it made ready: its number is injected into the request.
  const injected = MatchersV3.fromProviderState('${customerOrderNumber}', number);
  const path = (prefix: string) => MatchersV3.fromProviderState(`${prefix}/\${customerOrderNumber}`, `${prefix}/${number}`);
  await p.addInteraction().given('an order number is new').uponReceiving('an order submission')
    .withRequest('POST', '/api/order', (b) => b.headers(auth).jsonBody({ data: { ...order, customerOrderNumber: injected } }))
    .willRespondWith(200)
    .executeTest(async (server) => app(server.url).submitOrder(order));
  await p.addInteraction().given('a shipment of an order is packed').uponReceiving('the invoice detail of a packed shipment')
    .withRequest('GET', path('/api/invoice-detail'), (b) => b.headers(auth))
    .willRespondWith(200, (b) => b.jsonBody(specMatchers('invoice-detail', { ...invoice, customerOrderNumber: number }, ['customerOrderNumber', 'invoiceNumber', 'invoiceTotal'])))
    .executeTest(async (server) => expect((await app(server.url).getInvoiceDetail(number)).customerOrderNumber).toBe(number));
  await p.addInteraction().given('a shipment of an order is packed').uponReceiving('the invoice PDF of a packed shipment')
    .withRequest('GET', path('/api/fetchInvoicePDF'), (b) => b.headers(auth))
    .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'application/pdf' }))
    .executeTest(async (server) => expect(Buffer.isBuffer(await app(server.url).getInvoicePdf(number))).toBe(true));
  await p.addInteraction().given('an order is not packed').uponReceiving('a customer cancellation before packing')
    .withRequest('POST', '/api/cancel-order', (b) => b.headers(auth).jsonBody({ data: { customerOrderNumber: injected } }))
    .willRespondWith(200)
    .executeTest(async (server) => expect(await app(server.url).cancelOrder({ customerOrderNumber: number })).toEqual({ accepted: true }));
  await p.addInteraction().given('a shipment of an order is packed').uponReceiving('a customer cancellation after packing (refused)')
    .withRequest('POST', '/api/cancel-order', (b) => b.headers(auth).jsonBody({ data: { customerOrderNumber: injected } }))
    .willRespondWith(MatchersV3.matchStatus(409, HTTPResponseStatusClass.ClientError), (b) => b.jsonBody({ message: MatchersV3.like('refused: the shipment is packed') }))
    .executeTest(async (server) => expect(await app(server.url).cancelOrder({ customerOrderNumber: number })).toMatchObject({ accepted: false }));
  await p.addInteraction().given('an order is delivered').uponReceiving('a return of a delivered order')
    .withRequest('POST', '/api/return', (b) => b.headers(auth).jsonBody({ data: { customerOrderNumber: injected } }))
    .willRespondWith(200)
    .executeTest(async (server) => app(server.url).createReturn({ customerOrderNumber: number }));
}

/** operator-console -> fulfillment-platform: consignments (header Authentication), contacts, import jobs. */
export async function operatorConsole(dir: string): Promise<void> {
  const p = pact('operator-console', 'fulfillment-platform', dir);
  const console = (url: string) => new OperatorConsoleClient({ baseUrl: url, token: TOKEN });
  const number = consignment.consignmentNumber;
  await p.addInteraction().given(`consignment ${number} exists`).uponReceiving('the cancellation of an inward consignment')
    .withRequest('PUT', '/api/v1/consignment/cancellation', (b) => b.headers(authentication).query({ consignmentNumber: number }))
    .willRespondWith(200, (b) => b.jsonBody(specMatchers('consignment', { ...consignment, status: 'CANCELLED' })))
    .executeTest(async (server) => expect((await console(server.url).cancelConsignment(number)).status).toBe('CANCELLED'));
  await p.addInteraction().given(`consignment ${number} exists`).uponReceiving('the scheduling of an inward consignment')
    .withRequest('PUT', '/api/v1/consignment', (b) => b.headers(authentication).jsonBody({ data: { ...schedule, consignmentNumber: number } }))
    .willRespondWith(200)
    .executeTest(async (server) => console(server.url).scheduleConsignment({ ...schedule, consignmentNumber: number }));
  await p.addInteraction().uponReceiving('the creation of a vendor contact')
    .withRequest('POST', '/api/v1/contact', (b) => b.headers(auth).jsonBody({ data: contact }))
    .willRespondWith(200)
    .executeTest(async (server) => console(server.url).createContact(contact));
  await p.addInteraction().given('import jobs exist').uponReceiving('the first page of import jobs')
    .withRequest('GET', '/api/platform/v1/import-job', (b) => b.headers(auth).query({ page: '1', per_page: '25' }))
    .willRespondWith(200, (b) => b.jsonBody(specMatchers('import-job-page', importJobs)))
    .executeTest(async (server) => expect((await console(server.url).listImportJobs(1, 25)).result).toBe(importJobs.result));
}

/** sales-channel-app <- fulfillment-platform-events: the webhook events it handles (source 6). */
export async function salesChannelEvents(dir: string): Promise<void> {
  const p = pact('sales-channel-app', 'fulfillment-platform-events', dir);
  const delivered = scenario('delivered');
  const shipment = (events: ScenarioEvent[], status: string) => events.find((e) => e.webhook === 'shipmentStatusChanged' && e.subtype === status)?.body as ShipmentEvent;
  const messages: Array<{ state: string; description: string; schema: string; body: unknown; handle: (body: never) => unknown }> = [
    { state: 'an order is packed', description: 'a channel inventory update', schema: 'inventory-event', body: delivered.find((e) => e.webhook === 'channelInventoryUpdated')?.body, handle: eventHandlers.inventory },
    ...['created', 'packed', 'dispatched', 'delivered'].map((status) => ({ state: `an order is ${status}`, description: `a shipment event: ${status}`, schema: 'shipment-event', body: shipment(delivered, status), handle: eventHandlers.shipment })),
    { state: 'the service cancels an order (stock unavailable)', description: 'a shipment event: cancelled by the service, only created in status_log', schema: 'shipment-event', body: shipment(scenario('cancelled-by-service'), 'cancelled'), handle: eventHandlers.shipment },
    { state: 'an order returns to origin', description: 'a shipment event: rto', schema: 'shipment-event', body: shipment(scenario('rto'), 'rto'), handle: eventHandlers.shipment },
    ...['created', 'delivered'].map((status) => ({ state: `a return is ${status}`, description: `a return event: ${status}`, schema: 'return-event', body: scenario('return-refund').find((e) => e.webhook === 'returnStatusChanged' && e.subtype === status)?.body as ReturnEvent, handle: eventHandlers.return })),
  ];
  for (const message of messages) {
    await p.addAsynchronousInteraction().given(message.state).expectsToReceive(message.description, (b) => b.withJSONContent(specMatchers(message.schema, message.body)))
      .executeTest(async (m) => expect(message.handle(m.contents.content as never)).toBeDefined());
  }
}
