import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Gen } from '../../generators/gen.js';
import { OrderFlow, type ScenarioEvent, type ShipmentFlow, type ReturnFlow, type StockBook } from '../../generators/order-flow.js';
import type { Order } from '../../generators/order.js';
import { planShipments, SCENARIOS, type ScenarioName } from '../../generators/scenarios.js';
import { observedValues } from '../../generators/spec-values.js';
import { FIXTURES_DIR } from '../mock/served-spec.js';
import type { Spec } from '../spec/load-spec.js';
import type { Consignment, Contact, ImportJob, Product, Webhook } from '../types/spec.js';
import { formatIssue } from '../validate/issues.js';
import type { SpecValidator } from '../validate/validator.js';
import type { WebhookDeliverer } from './webhook-delivery.js';

/**
 * Which registrations an event goes to: a registration names a resource (source 2.3 shows
 * channel_inventory); one without a resource gets every event. The shipment and return resource
 * names are the harness's (the source shows none).
 */
export const RESOURCE_OF: Readonly<Record<ScenarioEvent['webhook'], string>> = {
  channelInventoryUpdated: observedValues('webhook', '/properties/resource')[0] ?? 'channel_inventory',
  shipmentStatusChanged: 'shipment',
  returnStatusChanged: 'return',
};

export interface SimulatedOrder {
  readonly flow: OrderFlow;
  readonly scenario: ScenarioName;
}

export interface SimulatorOptions {
  readonly spec: Spec;
  readonly validator: SpecValidator;
  readonly deliverer: WebhookDeliverer;
  readonly seed: number;
  /** Milliseconds between steps of every shipment and return; 0: they move only on demand. */
  readonly tickMs: number;
  readonly log: (line: string) => void;
}

const fixtures = <T>(kind: string): T[] => {
  const file = join(FIXTURES_DIR, `${kind}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T[]) : [];
};

/**
 * The state of the simulated platform: registrations, catalog, stock, orders moving through the
 * flow of the generators on a real clock, and the events they raise, validated and delivered.
 */
export class Simulator {
  readonly webhooks = new Map<string, Webhook>();
  readonly products = new Map<string, Product>();
  readonly consignments = new Map<string, Consignment>();
  readonly contacts: Contact[] = [];
  readonly importJobs: ImportJob[] = [];
  readonly orders = new Map<string, SimulatedOrder>();
  readonly stock: StockBook = new Map();
  /** Events or replies of the simulator that broke the spec: bugs of the harness, also failed by the tests. */
  readonly violations: string[] = [];
  readonly gen: Gen;
  readonly #options: SimulatorOptions;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: SimulatorOptions) {
    this.#options = options;
    this.gen = new Gen(options.seed);
    this.reset();
  }

  /** Back to the seeded start: fixture products, consignments and import jobs; no webhooks, contacts or orders. */
  reset(): void {
    this.webhooks.clear();
    this.products.clear();
    this.consignments.clear();
    this.orders.clear();
    this.stock.clear();
    this.contacts.length = 0;
    this.importJobs.length = 0;
    for (const product of fixtures<Product>('product')) if (product.sku) this.products.set(product.sku, product);
    for (const consignment of fixtures<Consignment>('consignment')) this.consignments.set(consignment.consignmentNumber, consignment);
    this.importJobs.push(...fixtures<ImportJob>('import-job'));
  }

  start(): void {
    // Each shipment and return keeps its own step: one tick after the state it last entered, not
    // at a shared beat (an order submitted just before a shared beat would be packed at once).
    const { tickMs } = this.#options;
    if (tickMs > 0) this.#timer = setInterval(() => this.tick(Date.now(), tickMs), Math.max(5, Math.floor(tickMs / 4)));
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** Submits an order: plans its shipments by the scenario and enters their first state now. */
  submit(order: Order, scenario: ScenarioName, stockOut?: boolean): SimulatedOrder {
    for (const line of order.lines) {
      if (!this.stock.has(line.sku)) this.stock.set(line.sku, { level: 100, productId: this.products.has(line.sku) ? `P-${line.sku}` : null });
    }
    const recipe = SCENARIOS[scenario];
    const pick = stockOut === undefined ? undefined : (reasons: readonly { stockOut?: boolean }[]) => reasons.findIndex((r) => (r.stockOut ?? false) === stockOut);
    const flow = new OrderFlow(this.gen, order, planShipments(this.gen, order, recipe, pick), this.stock);
    const simulated = { flow, scenario };
    this.orders.set(order.customerOrderNumber, simulated);
    for (const shipment of flow.shipments) this.advance(flow, shipment);
    return simulated;
  }

  /** One step of every shipment and return under way whose last state is at least `minAgeMs` old (the control API's tick: all of them). */
  tick(now = Date.now(), minAgeMs = 0): void {
    const due = (progress: ReadonlyArray<{ readonly at: number }>) => now - (progress.at(-1)?.at ?? 0) >= minAgeMs;
    for (const { flow } of this.orders.values()) {
      for (const shipment of flow.shipments) if (shipment.next !== undefined && due(shipment.progress)) this.advance(flow, shipment, now);
      for (const ret of flow.returns) if (ret.next !== undefined && due(ret.progress)) this.advanceReturn(flow, ret, now);
    }
  }

  advance(flow: OrderFlow, shipment: ShipmentFlow, now = Date.now()): void {
    this.emit(flow.advance(shipment, now));
  }

  advanceReturn(flow: OrderFlow, ret: ReturnFlow, now = Date.now()): void {
    this.emit(flow.advanceReturn(ret, now));
  }

  /** Validates each event against its webhook schema, then delivers it to every matching registration. */
  emit(events: readonly ScenarioEvent[]): void {
    for (const event of events) {
      const site = this.#options.spec.events.find((e) => e.name === event.webhook)?.body;
      const issues = site ? this.#options.validator.validateSite(site, event.body).errors : [];
      if (issues.length) this.#violation(`${event.webhook} ${event.subtype} breaks the spec: ${issues.map(formatIssue).join('; ')}`);
      for (const hook of this.webhooks.values()) {
        if (hook.resource && hook.resource !== RESOURCE_OF[event.webhook]) continue;
        this.#options.deliverer.enqueue({ url: hook.webhookUrl, webhook: event.webhook, subtype: event.subtype, body: event.body });
      }
    }
  }

  /** Records a violation of the spec by the simulator itself, loudly. */
  violation(message: string): void {
    this.#violation(message);
  }

  #violation(message: string): void {
    this.violations.push(message);
    this.#options.log(`BUG: ${message}`);
  }
}
