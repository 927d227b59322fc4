import { consignment, consignmentScheduleRequest } from './consignment.js';
import { contact } from './contact.js';
import { customProperty } from './custom-property.js';
import { Gen } from './gen.js';
import { importJob } from './import-job.js';
import { cancelOrderRequest, invoiceDetail, orderRequest, product, productListingRequest, productRequest, returnRequest } from './sales-channel.js';
import { runScenario, SCENARIO_NAMES, type WebhookName } from './scenarios.js';
import { schemaAt, stringsAt } from './spec-values.js';
import { webhook, webhookRegistrationRequest } from './webhook.js';

/** A kind of record the generators make. Record kinds are named after their schema in spec/schemas. */
export interface Kind {
  readonly summary: string;
  /** The records of one step: one record, or the events of one order's scenario run. */
  readonly make: (gen: Gen, scenario: (typeof SCENARIO_NAMES)[number] | undefined) => readonly unknown[];
  /** Whether the kind follows a scenario (the event kinds). */
  readonly scenarios: boolean;
}

const one = (summary: string, make: (gen: Gen) => unknown): Kind => ({ summary, make: (gen) => [make(gen)], scenarios: false });

/**
 * A listing page (source 4.8) of the records of another kind. The count field (`total` or
 * `result`) and its type are read from the page schema.
 */
function page(name: string, records: (gen: Gen) => unknown): Kind {
  const countField = stringsAt(name, '', 'required').find((field) => field !== 'data') ?? 'total';
  const type = schemaAt(name, `/properties/${countField}`)['type'];
  return one(`A page (${name}) of 1 to 5 records: page 1, perPage 25, ${countField} as the spec types it.`, (gen) => {
    const data = Array.from({ length: gen.int(1, 5) }, () => records(gen));
    return { page: 1, perPage: 25, [countField]: type === 'string' ? String(data.length) : data.length, data };
  });
}

/**
 * Events from scenario runs (the named scenario, or a random one each run): the bodies sent to
 * one webhook, or without a webhook every event with its envelope.
 */
function events(summary: string, webhook?: WebhookName): Kind {
  return {
    summary,
    scenarios: true,
    make: (gen, scenario) => {
      const run = runScenario(gen, scenario ?? gen.pick(SCENARIO_NAMES));
      return webhook === undefined ? run : run.filter((e) => e.webhook === webhook).map((e) => e.body);
    },
  };
}

/** Every kind `generate` knows. Adding one is adding a row. */
export const KINDS: Readonly<Record<string, Kind>> = {
  consignment: one('Inward consignment record (2.1).', consignment),
  'consignment-schedule-request': one('Schedule body (4.2), documented forms.', consignmentScheduleRequest),
  contact: one('Vendor contact with Indian address and GSTIN (2.2).', contact),
  'contact-request': one('Contact creation body: a contact under data (4.3).', (gen) => ({ data: contact(gen) })),
  webhook: one('Webhook record (2.3).', webhook),
  'webhook-page': page('webhook-page', webhook),
  'webhook-registration-request': one('Webhook registration body (4.7).', webhookRegistrationRequest),
  'import-job': one('Import job (2.4); some with counts and failed file.', importJob),
  'import-job-page': page('import-job-page', importJob),
  'custom-property': one('Custom property (2.5); select types with options.', customProperty),
  'custom-property-page': page('custom-property-page', customProperty),
  product: one('A complete product (4.7).', product),
  'product-request': one('Product creation body (4.7).', (gen) => productRequest(gen)),
  'product-listing-request': one('Product listing body (4.7).', productListingRequest),
  'order-request': one('Order submission body (4.7): lines with quantities.', (gen) => orderRequest(gen)),
  'cancel-order-request': one('Customer cancellation body (4.7).', (gen) => cancelOrderRequest(gen)),
  'return-request': one('Return creation body (4.7).', (gen) => returnRequest(gen)),
  'invoice-detail': one('Invoice details of a shipment (4.7).', (gen) => invoiceDetail(gen)),
  'shipment-event': events('Shipment events (2.7) of scenario runs, in order.', 'shipmentStatusChanged'),
  'return-event': events('Return events (2.8) of scenario runs, in order.', 'returnStatusChanged'),
  'inventory-event': events('Channel inventory events (2.6, 6) of scenario runs, in order.', 'channelInventoryUpdated'),
  events: events('Every event of scenario runs, in delivery order: { webhook, subtype, at, body }.'),
};
