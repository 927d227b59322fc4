import type { ReturnStatus, ShipmentStatus } from '../src/types/spec.js';
import { Gen, MINUTES } from './gen.js';
import { RETURN_STEP_MINUTES, SHIPMENT_STEP_MINUTES, type ReturnPath, type ShipmentPath } from './flow.js';
import { makeOrder, type Order } from './order.js';
import { deal, OrderFlow, type Reason, type ScenarioEvent, type ShipmentPlan, type StockBook } from './order-flow.js';
import type { Shipment } from './shipment-event.js';

export type { ScenarioEvent, WebhookName } from './order-flow.js';

interface ShipmentRecipe {
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
  readonly shipments: readonly ShipmentRecipe[];
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

function warehouseFor(gen: Gen, relation: ShipmentRecipe['warehouse'], previous: Shipment['warehouse'] | undefined): Shipment['warehouse'] {
  if (relation === 'same' && previous) return previous;
  let warehouse = gen.warehouse();
  while (relation === 'other' && warehouse.code === previous?.code) warehouse = gen.warehouse();
  return warehouse;
}

/**
 * Plans an order's shipments by a scenario: lines dealt, reasons and warehouses picked.
 * `reasonIndex` chooses the reason instead of chance (the simulator's triggers do).
 */
export function planShipments(gen: Gen, order: Order, scenario: Scenario, reasonIndex?: (reasons: readonly Reason[]) => number): ShipmentPlan[] {
  let previous: Shipment['warehouse'] | undefined;
  return deal(order, scenario.shipments.length).map((shipmentUnits, i) => {
    const recipe = scenario.shipments[i];
    if (!recipe) throw new Error(`no recipe for shipment ${i}`);
    const reason = (reasonIndex && recipe.reasons[Math.max(0, reasonIndex(recipe.reasons))]) || gen.pick(recipe.reasons);
    previous = warehouseFor(gen, recipe.warehouse, previous);
    return { path: recipe.path, reason, units: shipmentUnits, warehouse: previous };
  });
}

/** A fresh stock book for an order's SKUs: 20 to 200 units each, most linked to a channel product. */
export function stockFor(gen: Gen, order: Order): StockBook {
  return new Map(order.lines.map((line) => [line.sku, { level: gen.int(20, 200), productId: gen.chance(0.9) ? `P-${gen.code(8)}` : null }]));
}

const step = (gen: Gen, [min, max]: readonly [number, number]): number => MINUTES(gen.int(min, max)) + gen.int(0, 59_999);

/**
 * Runs a scenario for one new order on a simulated clock and returns every event the service
 * sends for it, in delivery order (shipments of a split order interleave by time).
 * @example
 * const events = runScenario(new Gen(42), 'delivered');
 * events.map((e) => `${e.webhook} ${e.subtype}`); // ['shipmentStatusChanged created', ...]
 */
export function runScenario(gen: Gen, name: ScenarioName): ScenarioEvent[] {
  const scenario: Scenario = SCENARIOS[name];
  const order = makeOrder(gen, scenario.lines);
  const stock = stockFor(gen, order);
  const flow = new OrderFlow(gen, order, planShipments(gen, order, scenario), stock);
  const events: ScenarioEvent[] = [];
  const due = new Map(flow.shipments.map((s) => [s, order.orderedAt + step(gen, SHIPMENT_STEP_MINUTES[s.next ?? 'created'])]));
  for (let soonest = earliest(due); soonest; soonest = earliest(due)) {
    const [shipment, at] = soonest;
    events.push(...flow.advance(shipment, at));
    const next: ShipmentStatus | undefined = shipment.next;
    if (next === undefined) due.delete(shipment);
    else due.set(shipment, at + step(gen, SHIPMENT_STEP_MINUTES[next]));
  }
  const first = flow.shipments[0];
  const deliveredAt = first?.progress.at(-1)?.at;
  if (scenario.returnPath && first && deliveredAt !== undefined) {
    const ret = flow.startReturn(first, scenario.returnPath);
    for (let at = deliveredAt, next: ReturnStatus | undefined = ret.next; next !== undefined; next = ret.next) {
      at += step(gen, RETURN_STEP_MINUTES[next]);
      events.push(...flow.advanceReturn(ret, at));
    }
  }
  gen.clock = Math.max(gen.clock, ...events.map((e) => Date.parse(e.at)));
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

function earliest<K>(due: ReadonlyMap<K, number>): [K, number] | undefined {
  let best: [K, number] | undefined;
  for (const entry of due) if (!best || entry[1] < best[1]) best = entry;
  return best;
}
