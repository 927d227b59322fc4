import type { InventoryEvent, ReturnStatus, ShipmentStatus, webhooks } from '../src/types/spec.js';
import type { ReturnEvent, ShipmentEvent } from '../src/types/spec.js';
import { Gen, utcMillis } from './gen.js';
import { RETURN_PATHS, SHIPMENT_PATHS, UNLOGGED, type ReturnPath, type ShipmentPath } from './flow.js';
import { units, type Order, type OrderLine, type Unit } from './order.js';
import { planReturn, returnEvent, type Return } from './return-event.js';
import { planShipment, shipmentEvent, type Shipment } from './shipment-event.js';
import { observedValues } from './spec-values.js';

export type WebhookName = keyof webhooks;

/** One event the service sends: which webhook, its subtype, when (UTC), and the body. */
export type ScenarioEvent =
  | { readonly webhook: 'shipmentStatusChanged' & WebhookName; readonly subtype: ShipmentStatus; readonly at: string; readonly body: ShipmentEvent }
  | { readonly webhook: 'returnStatusChanged' & WebhookName; readonly subtype: ReturnStatus; readonly at: string; readonly body: ReturnEvent }
  | { readonly webhook: 'channelInventoryUpdated' & WebhookName; readonly subtype: string; readonly at: string; readonly body: InventoryEvent };

/** Source 6: the inventory event's subtype (the webhook record's observed eventSubType). */
const INVENTORY_SUBTYPE = observedValues('webhook', '/properties/eventSubType')[0] ?? 'updated';

/** Stock of the fulfillment center by SKU; shared by every order of a simulator, one per generated order. */
export type StockBook = Map<string, { level: number; readonly productId: string | null }>;

/** Why a shipment exists or ended as it did (its `remarks`); `stockOut`: the service cancels because the first SKU ran out. */
export interface Reason {
  readonly remarks: string;
  readonly stockOut?: boolean;
}

/** How one shipment of an order is planned. */
export interface ShipmentPlan {
  readonly path: ShipmentPath;
  readonly reason: Reason;
  readonly units: readonly Unit[];
  readonly warehouse: Shipment['warehouse'];
}

/** A shipment moving along its path: the states entered so far and the ones still ahead. */
export class ShipmentFlow {
  readonly shipment: Shipment;
  readonly reason: Reason;
  readonly progress: Array<{ readonly status: ShipmentStatus; readonly at: number; readonly logged: boolean }> = [];
  #path: readonly ShipmentStatus[];
  readonly #unlogged: readonly ShipmentStatus[];

  constructor(shipment: Shipment, path: ShipmentPath, reason: Reason) {
    this.shipment = shipment;
    this.reason = reason;
    this.#path = SHIPMENT_PATHS[path];
    this.#unlogged = UNLOGGED[path] ?? [];
  }

  get status(): ShipmentStatus | undefined {
    return this.progress.at(-1)?.status;
  }

  /** The state it enters next, if any. */
  get next(): ShipmentStatus | undefined {
    return this.#path[this.progress.length];
  }

  /** The states still ahead on its path. */
  get ahead(): readonly ShipmentStatus[] {
    return this.#path.slice(this.progress.length);
  }

  /** Source 3, 8: a customer cancellation is accepted only before the shipment is packed. */
  get packed(): boolean {
    return this.progress.some((p) => p.status === 'packed');
  }

  /** Ends the path with a customer cancellation after the states entered so far (source 3). */
  cancelByCustomer(): void {
    this.#path = [...this.progress.map((p) => p.status), ...SHIPMENT_PATHS.customerCancelled.slice(-1)];
  }

  enter(at: number): ShipmentStatus {
    const status = this.next;
    if (status === undefined) throw new Error(`shipment ${this.shipment.externalShipmentID} has no state left`);
    this.progress.push({ status, at, logged: !this.#unlogged.includes(status) });
    return status;
  }
}

/** A return moving along its path. */
export class ReturnFlow {
  readonly ret: Return;
  readonly progress: Array<{ readonly status: ReturnStatus; readonly at: number }> = [];
  readonly #path: readonly ReturnStatus[];

  constructor(ret: Return, path: ReturnPath) {
    this.ret = ret;
    this.#path = RETURN_PATHS[path];
  }

  get next(): ReturnStatus | undefined {
    return this.#path[this.progress.length];
  }

  get ahead(): readonly ReturnStatus[] {
    return this.#path.slice(this.progress.length);
  }
}

/**
 * An order as the service fulfills it (source 1): its shipments and returns as state machines
 * that emit the events of source 6 as they move. The clock is the caller's: the generators
 * drive it with simulated time, the simulator with real time.
 */
export class OrderFlow {
  readonly gen: Gen;
  readonly order: Order;
  readonly shipments: readonly ShipmentFlow[];
  readonly returns: ReturnFlow[] = [];
  readonly #stock: StockBook;

  constructor(gen: Gen, order: Order, plans: readonly ShipmentPlan[], stock: StockBook) {
    this.gen = gen;
    this.order = order;
    this.#stock = stock;
    this.shipments = plans.map((plan) => new ShipmentFlow(planShipment(gen, order, plan.units, plan.reason.remarks, plan.warehouse), plan.path, plan.reason));
  }

  /** Moves a shipment into its next state at `at`; returns the events the service sends for it. */
  advance(flow: ShipmentFlow, at: number): ScenarioEvent[] {
    const status = flow.enter(at);
    const events: ScenarioEvent[] = [];
    const firstSku = flow.shipment.units[0]?.line.sku;
    if (status === 'cancelled' && flow.reason.stockOut && firstSku !== undefined) events.push(this.#inventory(at - 1, [firstSku], () => 0));
    events.push({ webhook: 'shipmentStatusChanged', subtype: status, at: utcMillis(at), body: shipmentEvent(this.gen, this.order, flow.shipment, [...flow.progress]) });
    if (status === 'packed') {
      // Source 6: the inventory of the fulfillment center changes when the units leave the shelf.
      const skus = flow.shipment.units.map((unit) => unit.line.sku);
      events.push(this.#inventory(at + 1, skus, (level, sku) => level - skus.filter((s) => s === sku).length));
    }
    return events;
  }

  /** Starts a return of a delivered shipment's lines (default: one line picked at random). */
  startReturn(flow: ShipmentFlow, path: ReturnPath, lines?: readonly OrderLine[]): ReturnFlow {
    const ret = new ReturnFlow(planReturn(this.gen, this.order, flow.shipment, lines), path);
    this.returns.push(ret);
    return ret;
  }

  advanceReturn(flow: ReturnFlow, at: number): ScenarioEvent[] {
    const status = flow.next;
    if (status === undefined) throw new Error(`return ${flow.ret.customerReturnNumber} has no state left`);
    flow.progress.push({ status, at });
    return [{ webhook: 'returnStatusChanged', subtype: status, at: utcMillis(at), body: returnEvent(this.gen, this.order, flow.ret, [...flow.progress]) }];
  }

  #inventory(at: number, skus: readonly string[], change: (level: number, sku: string) => number): ScenarioEvent {
    const body: InventoryEvent = [...new Set(skus)].map((sku) => {
      let item = this.#stock.get(sku);
      if (!item) this.#stock.set(sku, (item = { level: 0, productId: null }));
      item.level = change(item.level, sku);
      return { inventoryItemId: `INV-${sku}`, inventory: item.level, productId: item.productId };
    });
    return { webhook: 'channelInventoryUpdated', subtype: INVENTORY_SUBTYPE, at: utcMillis(at), body };
  }
}

/** Deals an order's units to `count` shipments: one line each in turn (one shipment: all units). */
export function deal(order: Order, count: number): Unit[][] {
  const all = units(order);
  if (count === 1) return [all];
  return Array.from({ length: count }, (_, i) => all.filter((unit) => order.lines.indexOf(unit.line) % count === i));
}
