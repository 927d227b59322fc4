import type { ReturnPath } from '../../generators/flow.js';
import type { Order } from '../../generators/order.js';
import type { ScenarioName } from '../../generators/scenarios.js';

/**
 * Which scenario a submitted order follows, decided by its data (documented in the README):
 * the first row that matches wins, otherwise `delivered`. Adding a trigger is adding a row.
 */
export const ORDER_TRIGGERS: ReadonlyArray<{ readonly rule: string; readonly scenario: ScenarioName; readonly stockOut?: boolean; readonly when: (order: Order) => boolean }> = [
  { rule: 'a SKU starting OOS- (stock unavailable)', scenario: 'cancelled-by-service', stockOut: true, when: (o) => o.lines.some((l) => /^OOS-/i.test(l.sku)) },
  { rule: 'a postal code starting 000 (address not serviceable)', scenario: 'cancelled-by-service', stockOut: false, when: (o) => o.address.postalCode.startsWith('000') },
  { rule: 'a SKU starting FAIL- (the carrier fails to deliver)', scenario: 'delivery-failed', when: (o) => o.lines.some((l) => /^FAIL-/i.test(l.sku)) },
  { rule: 'a SKU starting RTO- (delivery fails, return to origin)', scenario: 'rto', when: (o) => o.lines.some((l) => /^RTO-/i.test(l.sku)) },
  { rule: 'three or more lines (stock in several locations, packages, an item shipping later)', scenario: 'split-shipment', when: (o) => o.lines.length >= 3 },
];

export function scenarioFor(order: Order): { scenario: ScenarioName; stockOut: boolean | undefined } {
  const trigger = ORDER_TRIGGERS.find((t) => t.when(order));
  return { scenario: trigger?.scenario ?? 'delivered', stockOut: trigger?.stockOut };
}

/** A return whose pickup postal code starts 000 cannot be picked up: its pickup is cancelled. */
export function returnPathFor(pickupPostalCode: string | undefined): ReturnPath {
  return pickupPostalCode?.startsWith('000') ? 'pickupCancelled' : 'refund';
}
