import { describe, expect, test } from 'vitest';
import { generate, type ScenarioEvent } from '../../generators/index.js';
import type { InventoryEvent, ReturnEvent, ShipmentEvent } from '../../src/types/spec.js';
import { formatIssue } from '../../src/validate/issues.js';
import { propertySeeds, validateRecord } from './records.js';

interface Want {
  readonly scenario: string;
  readonly shipments: number;
  /** The last status of each shipment. */
  readonly finals: readonly string[];
  /** Statuses some shipment must pass through. */
  readonly passes?: readonly string[];
  /** Statuses no shipment may reach. */
  readonly never?: readonly string[];
  /** The status_log of the last event holds exactly these (source 6 rule 1). */
  readonly finalLog?: readonly string[];
  readonly returnFinal?: string;
}

const WANT: readonly Want[] = [
  { scenario: 'delivered', shipments: 1, finals: ['delivered'] },
  { scenario: 'split-shipment', shipments: 3, finals: ['delivered', 'delivered', 'delivered'], passes: ['delayed'] },
  { scenario: 'cancelled-by-service', shipments: 1, finals: ['cancelled'], never: ['packed'], finalLog: ['created'] },
  { scenario: 'customer-cancelled', shipments: 1, finals: ['cancelled'], never: ['packed'] },
  { scenario: 'delivery-failed', shipments: 1, finals: ['delivery_failed'], passes: ['out_for_delivery'] },
  { scenario: 'rto', shipments: 1, finals: ['rto_intransit'], passes: ['delivery_failed', 'rto'] },
  { scenario: 'return-refund', shipments: 1, finals: ['delivered'], returnFinal: 'delivered' },
  { scenario: 'return-pickup-cancelled', shipments: 1, finals: ['delivered'], returnFinal: 'pickup_cancelled' },
];

/** Map.groupBy arrived in Node 21; this suite runs on Node 20 too. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const cents = (n: number): number => Math.round(n * 100);
const bodies = <W extends ScenarioEvent['webhook']>(events: readonly ScenarioEvent[], webhook: W) =>
  events.filter((e): e is Extract<ScenarioEvent, { webhook: W }> => e.webhook === webhook);

/** Source 2.7, 3: status equals subtype; status_log in time order, only growing; status_updated_at its entry. */
function checkLog(events: ReadonlyArray<{ subtype: string; body: ShipmentEvent | ReturnEvent }>): void {
  let previous: Record<string, string> = {};
  for (const { subtype, body } of events) {
    expect(body.status).toBe(subtype);
    const log = body.status_log as Record<string, string>;
    const times = Object.values(log);
    expect(times, 'status_log timestamps never go back').toEqual([...times].sort());
    expect(Object.entries(log).slice(0, Object.keys(previous).length), 'status_log only grows').toEqual(Object.entries(previous));
    if (subtype in log) expect(body.status_updated_at).toBe(log[subtype]);
    previous = log;
  }
}

describe.each(WANT)('scenario $scenario (100 seeds)', (want) => {
  test('lifecycle, money, items and inventory are consistent', () => {
    for (const seed of propertySeeds(50, 50)) {
      const events = [...generate('events', { seed, scenario: want.scenario })] as ScenarioEvent[];
      const where = `seed ${seed}`;
      for (const event of events) expect(validateRecord('events', event).errors.map(formatIssue), where).toEqual([]);
      expect(events.map((e) => e.at), `${where}: events in delivery order`).toEqual(events.map((e) => e.at).sort());

      const shipments = groupBy(bodies(events, 'shipmentStatusChanged'), (e) => e.body.externalShipmentID);
      expect(shipments.size, where).toBe(want.shipments);
      expect(new Set(bodies(events, 'shipmentStatusChanged').map((e) => e.body.customerOrderNumber)).size, 'one order').toBe(1);
      expect([...shipments.values()].map((s) => s.at(-1)?.subtype), where).toEqual(want.finals);
      const reached = new Set(bodies(events, 'shipmentStatusChanged').map((e) => e.subtype));
      for (const status of want.passes ?? []) expect(reached, `${where} passes ${status}`).toContain(status);
      for (const status of want.never ?? []) expect(reached, `${where} never ${status}`).not.toContain(status);
      for (const shipment of shipments.values()) {
        checkLog(shipment);
        expect(shipment[0]?.subtype, 'a shipment starts created').toBe('created');
        const last = shipment.at(-1)?.body;
        if (want.finalLog && last) expect(Object.keys(last.status_log), `${where}: source 6 rule 1`).toEqual(want.finalLog);
        for (const item of last?.items ?? []) {
          expect(item.quantity, 'source 2.7: one item object per unit').toBe(1);
          expect(cents(item.lineItemTotal), `${where}: line total = price - discount + shipping`).toBe(cents(item.customerPrice) - cents(item.discount) + cents(item.shippingCharges));
          expect(cents(item.invoiceTotal), `${where}: invoice total = line total + tax`).toBe(cents(item.lineItemTotal) + cents(item.taxAmount));
          expect(Math.abs(cents(item.taxAmount) - (cents(item.lineItemTotal) * item.taxRate) / 100), 'tax at its rate').toBeLessThanOrEqual(0.5);
        }
      }
      if (want.shipments > 1) {
        const warehouses = new Set([...shipments.values()].map((s) => s[0]?.body.defaultWarehouseCode));
        expect(warehouses.size, `${where}: stock in several locations`).toBeGreaterThan(1);
      }

      // Source 6: stock goes down when a shipment is packed, never up.
      const levels = new Map<string, number>();
      for (const { body } of bodies(events, 'channelInventoryUpdated')) {
        for (const item of body as InventoryEvent) {
          expect(item.inventory, `${where}: ${item.inventoryItemId} never rises`).toBeLessThanOrEqual(levels.get(item.inventoryItemId) ?? Infinity);
          levels.set(item.inventoryItemId, item.inventory);
        }
      }
      const packed = bodies(events, 'shipmentStatusChanged').filter((e) => e.subtype === 'packed');
      for (const p of packed) {
        const after = events.slice(events.indexOf(p));
        const skus = new Set(p.body.items.map((i) => `INV-${i.sku}`));
        const update = after.find((e) => e.webhook === 'channelInventoryUpdated' && e.body.some((i) => skus.has(i.inventoryItemId)));
        expect(update, `${where}: an inventory event follows packing`).toBeDefined();
      }

      const returns = bodies(events, 'returnStatusChanged');
      expect(returns.at(-1)?.subtype, where).toBe(want.returnFinal);
      if (returns.length) {
        checkLog(returns);
        const delivered = events.findIndex((e) => e.webhook === 'shipmentStatusChanged' && e.subtype === 'delivered');
        expect(events.indexOf(returns[0] as ScenarioEvent), 'a return follows delivery').toBeGreaterThan(delivered);
        const last = returns.at(-1)?.body;
        expect(cents(last?.refundAmount ?? 0), 'refund = returned line totals').toBe((last?.items ?? []).reduce((sum, i) => sum + cents(i.lineItemTotal), 0));
      }
    }
  });
});

test('source 2.7: an order line of quantity 2 or 3 becomes that many item objects with the same orderItemID', () => {
  let split = 0;
  for (let seed = 0; seed < 60; seed++) {
    const order = [...generate('events', { seed, scenario: 'delivered' })].at(-1) as ScenarioEvent;
    if (order.webhook !== 'shipmentStatusChanged') continue;
    const byLine = groupBy(order.body.items, (item) => item.orderItemID);
    for (const units of byLine.values()) {
      if (units.length < 2) continue;
      split++;
      expect(new Set(units.map((u) => u.itemID)).size, 'each unit its own itemID').toBe(units.length);
      expect(new Set(units.map((u) => u.sku)).size).toBe(1);
    }
  }
  expect(split, 'some lines have several units').toBeGreaterThan(3);
});
