import type { ShipmentEvent, ShipmentStatus } from '../src/types/spec.js';
import { eventTime, Gen } from './gen.js';
import { deliveryPromise, orderDate, shippingAddress, shipmentItems, type Order, type Unit } from './order.js';

/** A planned shipment of an order (source 1 step 2) and the states it has entered, with their times. */
export interface Shipment {
  readonly id: number;
  readonly externalShipmentID: string;
  readonly packageID: string;
  readonly invoiceNumber: string;
  readonly warehouse: ReturnType<Gen['warehouse']>;
  readonly courier: ReturnType<Gen['courier']>;
  readonly units: readonly Unit[];
  readonly remarks: string;
  readonly box: { readonly type: string; readonly length: number; readonly width: number; readonly height: number; readonly weightKg: number };
}

export function planShipment(gen: Gen, order: Order, shipmentUnits: readonly Unit[], remarks: string, warehouse: Shipment['warehouse']): Shipment {
  const grams = shipmentUnits.reduce((sum, unit) => sum + unit.line.weightGrams, 0);
  const size = grams < 500 ? 'S' : grams < 1500 ? 'M' : 'L';
  const serial = gen.next();
  return {
    id: gen.int(1_000_000, 9_999_999),
    externalShipmentID: `${order.customerOrderNumber}-S${serial}`,
    packageID: `PKG-${gen.code(8)}`,
    invoiceNumber: `INV/${warehouse.code.slice(0, 3)}/${gen.int(10000, 99999)}`,
    warehouse,
    courier: gen.courier(),
    units: shipmentUnits,
    remarks,
    box: { type: `BOX-${size}`, length: { S: 20, M: 30, L: 40 }[size], width: { S: 15, M: 25, L: 30 }[size], height: { S: 5, M: 10, L: 20 }[size], weightKg: Math.ceil(grams / 100) / 10 + 0.1 },
  };
}

/** The states a shipment has entered, in order: its status and time, and whether status_log records it. */
export type Progress = ReadonlyArray<{ readonly status: ShipmentStatus; readonly at: number; readonly logged: boolean }>;

/**
 * The shipment event payload (source 2.7) for a shipment that has made the given progress:
 * status is the last state entered, status_log holds the logged states, and the fields that
 * only exist from a step of source 1 on (invoice at packing, carrier when ready to ship) are
 * empty strings before it.
 */
export function shipmentEvent(gen: Gen, order: Order, shipment: Shipment, progress: Progress): ShipmentEvent {
  const current = progress.at(-1);
  if (!current) throw new Error('a shipment event needs at least one state');
  const entered = (status: ShipmentStatus) => progress.find((p) => p.status === status);
  const packed = entered('packed');
  const carrier = entered('pickup_pending') ?? entered('dispatched');
  const { workspace } = gen;
  const customer = order.customer;
  const slug = workspace.accountSlug;
  return {
    customerOrderNumber: order.customerOrderNumber,
    vendorOrderNumber: order.vendorOrderNumber,
    externalShipmentID: shipment.externalShipmentID,
    externalWarehouseID: `${shipment.warehouse.code}-EXT`,
    externalChannelID: workspace.externalChannelID,
    integrationType: 'private_app',
    defaultWarehouseCode: shipment.warehouse.code,
    channelSlug: workspace.channelSlug,
    orderDate: orderDate(order),
    invoiceDate: packed ? eventTime(packed.at) : '',
    created_at: eventTime(progress[0]?.at ?? current.at),
    updated_at: eventTime(current.at),
    status_updated_at: eventTime(current.at),
    packed_date: packed ? eventTime(packed.at) : '',
    orderExternalCreatedAt: orderDate(order),
    portal_id: workspace.portalId,
    order_id: order.orderId,
    channel_id: workspace.channelId,
    warehouse_id: shipment.warehouse.id,
    account_id: workspace.accountId,
    id: shipment.id,
    paymentType: order.isCOD ? 'COD' : 'ONLINE',
    region: order.city.state,
    invoiceNumber: packed ? shipment.invoiceNumber : '',
    boxType: shipment.box.type,
    invoice_url: packed ? `https://files.${slug}.example/invoices/${encodeURIComponent(shipment.invoiceNumber)}.pdf` : '',
    label_url: carrier ? `https://files.${slug}.example/labels/${shipment.courier.trackingID}.pdf` : '',
    labels: carrier ? shipment.courier.trackingID : '',
    packageID: shipment.packageID,
    barcode: carrier ? shipment.courier.trackingID : '',
    remarks: shipment.remarks,
    isPriorityShipment: order.isPriority ? '1' : '0',
    isGift: order.giftMessage === undefined ? '0' : '1',
    isCOD: order.isCOD ? '1' : '0',
    dimension_length: String(shipment.box.length),
    dimension_width: String(shipment.box.width),
    dimension_height: String(shipment.box.height),
    weight: shipment.box.weightKg.toFixed(2),
    trackingID: carrier ? shipment.courier.trackingID : '',
    courierName: carrier ? shipment.courier.name : '',
    status: current.status,
    customerName: customer.name,
    customerContactNumber: customer.phone,
    email: customer.email,
    shippingInfo: [],
    boxAdditionalRecommendation: [],
    track_payload: [],
    status_log: Object.fromEntries(progress.filter((p) => p.logged).map((p) => [p.status, eventTime(p.at)])),
    shippingAddress: shippingAddress(order),
    items: shipmentItems(order, shipment.units, deliveryPromise(order)),
  };
}
