import type { InventoryEvent, ReturnEvent, ShipmentEvent } from '../../src/types/spec.js';

/**
 * How the sales-channel app handles the events of source 6: what it takes from each, so that the
 * message pacts record exactly the fields it relies on.
 */
export const eventHandlers = {
  /** Updates the catalog by inventoryItemId (source 6). */
  inventory: (event: InventoryEvent) => event.map((item) => ({ inventoryItemId: item.inventoryItemId, level: item.inventory, productId: item.productId })),
  /** Follows a shipment: its status, when it entered each state, and one unit per item (quantity 1). */
  shipment: (event: ShipmentEvent) => ({
    order: event.customerOrderNumber,
    shipment: event.externalShipmentID,
    status: event.status,
    enteredAt: event.status_log[event.status] ?? event.status_updated_at,
    units: event.items.reduce((sum, item) => sum + item.quantity, 0),
    tracking: event.trackingID,
    cashOnDelivery: event.isCOD === '1',
  }),
  /** Follows a return and what will be refunded. */
  return: (event: ReturnEvent) => ({ order: event.customerOrderNumber, return: event.customerReturnNumber, status: event.status, refund: event.refundAmount }),
};
