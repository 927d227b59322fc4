import type { InventoryEvent, ReturnEvent, ReturnStatus, ShipmentEvent, ShipmentStatus, webhooks } from '../src/types/spec.js';
import { Gen, MINUTES, utcMillis } from './gen.js';
import { RETURN_PATHS, RETURN_STEP_MINUTES, SHIPMENT_PATHS, SHIPMENT_STEP_MINUTES, UNLOGGED, type ReturnPath, type ShipmentPath } from './flow.js';
import { makeOrder, units, type Order, type Unit } from './order.js';
import { planReturn, returnEvent } from './return-event.js';
import { planShipment, shipmentEvent, type Progress, type Shipment } from './shipment-event.js';
import { observedValues } from './spec-values.js';

/** Why a shipment exists or ended as it did; written to its `remarks`. `stockOut`: the first SKU ran out. */
interface Reason {
  readonly remarks: string;
  readonly stockOut?: boolean;
}

interface ShipmentPlan {
  readonly path: ShipmentPath;
  /** One is picked per run. */
  readonly reasons: readonly Reason[];
  /** Where it ships from relative to the shipment before it (default: any warehouse). */
  readonly warehouse?: 'same' | 'other';
}

/** A named, documented order flow: the order's lines are dealt to its shipments in turn. */
export interface Scenario {
  readonly summary: string;
  readonly lines?: number;
  readonly shipments: readonly ShipmentPlan[];
  /** A return of the first shipment once it is delivered. */
  readonly returnPath?: ReturnPath;
}

const FULFILLED: readonly Reason[] = [{ remarks: '' }];

/** The scenarios of the fulfillment flow (source 1, 3, 6). Adding one is adding a row. */
export const SCENARIOS = {
  delivered: { summary: 'Happy path: one shipment, created to delivered.', shipments: [{ path: 'delivered', reasons: FULFILLED }] },
  'split-shipment': {
    summary: 'One order, three shipments (source 1 step 2): stock in another location, items that do not fit one package, an item that ships later.',
    lines: 3,
    shipments: [
      { path: 'delivered', reasons: [{ remarks: 'Split: stock in several locations' }] },
      { path: 'delivered', reasons: [{ remarks: 'Split: items do not fit one package' }], warehouse: 'other' },
      { path: 'shipsLater', reasons: [{ remarks: 'Split: item unavailable, ships later' }], warehouse: 'same' },
    ],
  },
  'cancelled-by-service': {
    summary: 'The service cancels the order (stock unavailable or address not serviceable): subtype cancelled, only the created entry in status_log (source 6 rule 1).',
    shipments: [
      {
        path: 'serviceCancelled',
        reasons: [
          { remarks: 'Cancelled by the service: stock unavailable', stockOut: true },
          { remarks: 'Cancelled by the service: shipping address not serviceable' },
        ],
      },
    ],
  },
  'customer-cancelled': { summary: 'The customer cancels before the shipment is packed (source 3, 8), reported through the shipment webhook (6 rule 2).', shipments: [{ path: 'customerCancelled', reasons: [{ remarks: 'Cancelled at the request of the customer' }] }] },
  'delivery-failed': { summary: 'The carrier fails to deliver.', shipments: [{ path: 'deliveryFailed', reasons: [{ remarks: 'Customer not available' }, { remarks: 'Address incomplete' }] }] },
  rto: { summary: 'Delivery fails and the shipment returns to origin (rto, rto_intransit).', shipments: [{ path: 'rto', reasons: [{ remarks: 'Customer refused delivery' }, { remarks: 'Customer not reachable' }] }] },
  'return-refund': { summary: 'A delivered shipment, then its return through to delivered back at the warehouse (refund).', shipments: [{ path: 'delivered', reasons: FULFILLED }], returnPath: 'refund' },
  'return-pickup-cancelled': { summary: 'A delivered shipment, then a return whose pickup is cancelled.', shipments: [{ path: 'delivered', reasons: FULFILLED }], returnPath: 'pickupCancelled' },
} as const satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIOS;
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

export type WebhookName = keyof webhooks;

/** One event the service sends, in delivery order: which webhook, its subtype, when (UTC), and the body. */
export type ScenarioEvent =
  | { readonly webhook: 'shipmentStatusChanged' & WebhookName; readonly subtype: ShipmentStatus; readonly at: string; readonly body: ShipmentEvent }
  | { readonly webhook: 'returnStatusChanged' & WebhookName; readonly subtype: ReturnStatus; readonly at: string; readonly body: ReturnEvent }
  | { readonly webhook: 'channelInventoryUpdated' & WebhookName; readonly subtype: string; readonly at: string; readonly body: InventoryEvent };

/** Source 6: the inventory event's subtype (the webhook record's observed eventSubType). */
const INVENTORY_SUBTYPE = observedValues('webhook', '/properties/eventSubType')[0] ?? 'updated';

function warehouseFor(gen: Gen, relation: ShipmentPlan['warehouse'], previous: Shipment['warehouse'] | undefined): Shipment['warehouse'] {
  if (relation === 'same' && previous) return previous;
  let warehouse = gen.warehouse();
  while (relation === 'other' && warehouse.code === previous?.code) warehouse = gen.warehouse();
  return warehouse;
}

/** Deals the order's units to the plans: one line each in turn (the last plan takes the rest). */
function deal(order: Order, plans: number): Unit[][] {
  const all = units(order);
  if (plans === 1) return [all];
  return Array.from({ length: plans }, (_, i) => all.filter((unit) => order.lines.indexOf(unit.line) % plans === i));
}

/**
 * Runs a scenario for one new order and returns every event the service sends for it, in order.
 * @example
 * const events = runScenario(new Gen(42), 'delivered');
 * events.map((e) => `${e.webhook} ${e.subtype}`); // ['shipmentStatusChanged created', ...]
 */
export function runScenario(gen: Gen, name: ScenarioName): ScenarioEvent[] {
  const scenario: Scenario = SCENARIOS[name];
  const order = makeOrder(gen, scenario.lines);
  const stock = new Map(order.lines.map((line) => [line.sku, { level: gen.int(20, 200), productId: gen.chance(0.9) ? `P-${gen.code(8)}` : null }]));
  const timed: Array<{ at: number; order: number; event: () => ScenarioEvent }> = [];
  const push = (at: number, event: () => ScenarioEvent) => timed.push({ at, order: timed.length, event });
  /** An inventory event after `change` is applied to the stock; run in time order, so levels only follow the events before them. */
  const inventory = (at: number, skus: readonly string[], change: (level: number, sku: string) => number) =>
    push(at, () => {
      const body: InventoryEvent = [...new Set(skus)].map((sku) => {
        const item = stock.get(sku) ?? { level: 0, productId: null };
        item.level = change(item.level, sku);
        return { inventoryItemId: `INV-${sku}`, inventory: item.level, productId: item.productId };
      });
      return { webhook: 'channelInventoryUpdated', subtype: INVENTORY_SUBTYPE, at: utcMillis(at), body };
    });

  let previous: Shipment | undefined;
  const shipments = deal(order, scenario.shipments.length).map((shipmentUnits, i) => {
    const plan = scenario.shipments[i];
    if (!plan) throw new Error(`scenario ${name}: no plan for shipment ${i}`);
    const reason = gen.pick(plan.reasons);
    const shipment = planShipment(gen, order, shipmentUnits, reason.remarks, warehouseFor(gen, plan.warehouse, previous?.warehouse));
    previous = shipment;
    const progress: Array<Progress[number]> = [];
    let at = order.orderedAt;
    for (const status of SHIPMENT_PATHS[plan.path]) {
      const [min, max] = SHIPMENT_STEP_MINUTES[status];
      at += MINUTES(gen.int(min, max)) + gen.int(0, 59_999);
      const when = at;
      progress.push({ status, at: when, logged: !(UNLOGGED[plan.path] ?? []).includes(status) });
      const snapshot = [...progress];
      const firstSku = shipmentUnits[0]?.line.sku;
      if (status === 'cancelled' && reason.stockOut && firstSku !== undefined) inventory(at - 1, [firstSku], () => 0);
      push(when, () => ({ webhook: 'shipmentStatusChanged', subtype: status, at: utcMillis(when), body: shipmentEvent(gen, order, shipment, snapshot) }));
      if (status === 'packed') {
        // Source 6: inventory changes in the fulfillment center when the units leave the shelf.
        const skus = shipmentUnits.map((unit) => unit.line.sku);
        inventory(at + 1, skus, (level, sku) => level - skus.filter((s) => s === sku).length);
      }
    }
    return { shipment, deliveredAt: at };
  });

  const first = shipments[0];
  if (scenario.returnPath && first) {
    const ret = planReturn(gen, order, first.shipment);
    const progress: Array<{ status: ReturnStatus; at: number }> = [];
    let at = first.deliveredAt;
    for (const status of RETURN_PATHS[scenario.returnPath]) {
      const [min, max] = RETURN_STEP_MINUTES[status];
      at += MINUTES(gen.int(min, max)) + gen.int(0, 59_999);
      const when = at;
      progress.push({ status, at: when });
      const snapshot = [...progress];
      push(when, () => ({ webhook: 'returnStatusChanged', subtype: status, at: utcMillis(when), body: returnEvent(gen, order, ret, snapshot) }));
    }
  }
  const last = timed.reduce((latest, t) => Math.max(latest, t.at), gen.clock);
  gen.clock = last;
  // Bodies are built after planning so every random draw happens in plan order (the same seed gives the same bytes).
  return timed.sort((a, b) => a.at - b.at || a.order - b.order).map((t) => t.event());
}
