import type { ReturnStatus, ShipmentStatus } from '../src/types/spec.js';

/**
 * The fulfillment flow as data. Source 3 lists the shipment and return states but says their
 * transitions are "not shown": the orders below are this harness's assumption (docs/flow.md),
 * written down once here and read by the generators and the simulator.
 */

/** How a shipment moves through its states, path by path. */
export const SHIPMENT_PATHS = {
  /** Source 1 steps 2-5: planned, packed and invoiced, waiting for the carrier, shipped, delivered. */
  delivered: ['created', 'packed', 'pickup_pending', 'dispatched', 'intransit', 'out_for_delivery', 'delivered'],
  /** Source 1 step 2: an item that is unavailable ships later; the shipment is delayed before it is packed. */
  shipsLater: ['created', 'delayed', 'packed', 'pickup_pending', 'dispatched', 'intransit', 'out_for_delivery', 'delivered'],
  /** The carrier could not deliver. */
  deliveryFailed: ['created', 'packed', 'pickup_pending', 'dispatched', 'intransit', 'out_for_delivery', 'delivery_failed'],
  /** Return to origin after a failed delivery. */
  rto: ['created', 'packed', 'pickup_pending', 'dispatched', 'intransit', 'out_for_delivery', 'delivery_failed', 'rto', 'rto_intransit'],
  /** Source 3, 8: a customer cancellation is accepted only before the shipment is packed. */
  customerCancelled: ['created', 'cancelled'],
  /** Source 1 step 6, 6 rule 1: the service cancels (stock unavailable, address not serviceable). */
  serviceCancelled: ['created', 'cancelled'],
} as const satisfies Record<string, readonly ShipmentStatus[]>;

export type ShipmentPath = keyof typeof SHIPMENT_PATHS;

/**
 * States entered without a `status_log` entry. Source 6 rule 1: a shipment the service cancels
 * carries only the created entry in its status_log.
 */
export const UNLOGGED: Readonly<Partial<Record<ShipmentPath, readonly ShipmentStatus[]>>> = {
  serviceCancelled: ['cancelled'],
};

/** How a return moves through its states. */
export const RETURN_PATHS = {
  /** Picked up from the customer and brought back to the warehouse; refunded. */
  refund: ['created', 'approved', 'out_for_pickup', 'picked_up', 'intransit', 'delivered'],
  /** The pickup is attempted and cancelled. */
  pickupCancelled: ['created', 'approved', 'pickup_pending', 'out_for_pickup', 'pickup_cancelled'],
} as const satisfies Record<string, readonly ReturnStatus[]>;

export type ReturnPath = keyof typeof RETURN_PATHS;

/** Minutes spent before entering each state: [min, max]. */
export const SHIPMENT_STEP_MINUTES: Readonly<Record<ShipmentStatus, readonly [number, number]>> = {
  created: [1, 20],
  delayed: [120, 600],
  packed: [60, 480],
  pickup_pending: [10, 120],
  dispatched: [60, 360],
  intransit: [120, 720],
  out_for_delivery: [480, 2880],
  delivered: [60, 480],
  delivery_failed: [60, 480],
  rto: [720, 2880],
  rto_intransit: [120, 720],
  cancelled: [5, 240],
};

export const RETURN_STEP_MINUTES: Readonly<Record<ReturnStatus, readonly [number, number]>> = {
  created: [1440, 7200],
  approved: [30, 480],
  pickup_pending: [60, 720],
  out_for_pickup: [480, 1440],
  picked_up: [30, 360],
  pickup_cancelled: [60, 480],
  intransit: [120, 1440],
  delivered: [1440, 4320],
};
