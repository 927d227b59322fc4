import type { ReturnEvent, ReturnStatus } from '../src/types/spec.js';
import { calendarDate, eventTime, Gen, MINUTES } from './gen.js';
import { CITIES, RETURN_REASONS, type City } from './india.js';
import { pickupAddress, unitMoney, type Order, type OrderLine } from './order.js';
import type { Shipment } from './shipment-event.js';
import { observedValues } from './spec-values.js';

/** What the reverse-pickup carrier reports in each return state: bucket, code, description (carrier vocabulary). */
const TRACKER: Readonly<Record<ReturnStatus, readonly [bucket: string, code: string, description: string]>> = {
  created: ['RVP', 'RVP-CR', 'Return request created'],
  approved: ['RVP', 'RVP-AP', 'Return approved, pickup scheduled'],
  pickup_pending: ['RVP', 'RVP-PP', 'Pickup pending'],
  out_for_pickup: ['RVP', 'RVP-OFP', 'Out for pickup'],
  picked_up: ['RVP', 'RVP-PU', 'Shipment picked up from customer'],
  pickup_cancelled: ['RVP', 'RVP-PC', 'Pickup cancelled: customer not available'],
  intransit: ['RVP', 'RVP-IT', 'In transit to origin warehouse'],
  delivered: ['RVP', 'RVP-DL', 'Delivered to origin warehouse'],
};

/** A return of some lines of a delivered shipment. */
export interface Return {
  readonly customerReturnNumber: string;
  readonly lines: readonly OrderLine[];
  readonly reason: string;
  readonly courier: ReturnType<Gen['courier']>;
  readonly shipment: Shipment;
  readonly drop: { readonly city: City; readonly pincode: string };
}

export function planReturn(gen: Gen, order: Order, shipment: Shipment, lines?: readonly OrderLine[]): Return {
  const shipped = [...new Set(shipment.units.map((unit) => unit.line))];
  const city = CITIES.find((c) => c.city === shipment.warehouse.city) ?? order.city;
  return {
    customerReturnNumber: `RET-${order.customerOrderNumber}-${gen.next()}`,
    lines: lines ?? [gen.pick(shipped)],
    reason: gen.pick(RETURN_REASONS),
    courier: gen.courier(),
    shipment,
    drop: { city, pincode: gen.pincode(city) },
  };
}

/** The return event payload (source 2.8) for a return that has entered the given states. */
export function returnEvent(gen: Gen, order: Order, ret: Return, progress: ReadonlyArray<{ readonly status: ReturnStatus; readonly at: number }>): ReturnEvent {
  const current = progress.at(-1);
  if (!current) throw new Error('a return event needs at least one state');
  const [bucket, code, description] = TRACKER[current.status];
  const { workspace } = gen;
  const units = (line: OrderLine) => ret.shipment.units.filter((unit) => unit.line === line).length;
  const items = ret.lines.map((line, i) => {
    const money = unitMoney(line);
    const quantity = units(line);
    return {
      lineItemSequenceNumber: i + 1,
      orderItemID: line.orderItemID,
      itemID: `${line.orderItemID}-U1`,
      customerOrderItemID: line.customerOrderItemID,
      productName: line.productName,
      returnReason: ret.reason,
      item_image: `https://files.${workspace.accountSlug}.example/returns/${ret.customerReturnNumber}/${i + 1}.jpg`,
      additionalInfo: JSON.stringify({ customerUploadImageUrl: `https://files.${workspace.accountSlug}.example/returns/${ret.customerReturnNumber}/upload-${i + 1}.jpg`, comment: ret.reason }),
      returnType: observedValues('return-item', '/properties/returnType')[0] ?? 'refund',
      productImageUrl: `https://shop.example/images/${line.sku.toLowerCase()}.jpg`,
      productUrl: `https://shop.example/products/${line.sku.toLowerCase()}`,
      quantity,
      lineItemTotal: (money.lineItemTotalPaise * quantity) / 100,
      discount: money.discount * quantity,
      shippingCharges: money.shippingCharges * quantity,
      productAdditionalInfo: { ...line.attributes },
      isExchange: '0' as const,
    };
  });
  const refundPaise = items.reduce((sum, item) => sum + Math.round(item.lineItemTotal * 100), 0);
  const now = eventTime(current.at);
  return {
    externalChannelID: workspace.externalChannelID,
    customerReturnNumber: ret.customerReturnNumber,
    customerOrderNumber: order.customerOrderNumber,
    pickupType: observedValues('return-event', '/properties/pickupType')[0] ?? 'reverse',
    status: current.status,
    trackingID: ret.courier.trackingID,
    courierName: ret.courier.name,
    customerName: order.customer.name,
    customerContactNumber: order.customer.phone,
    email: order.customer.email,
    remarks: ret.reason,
    channelSlug: workspace.channelSlug,
    accountSlug: workspace.accountSlug,
    latest_status: description,
    expectedPickupDate: calendarDate((progress[0]?.at ?? current.at) + MINUTES(2 * 24 * 60)),
    order_id: order.orderId,
    cp_id: ret.courier.cpId,
    channel_id: workspace.channelId,
    refundAmount: refundPaise / 100,
    isCOD: order.isCOD ? '1' : '0',
    status_updated_at: now,
    status_log: Object.fromEntries(progress.map((p) => [p.status, eventTime(p.at)])),
    pickupAddress: pickupAddress(order),
    dropAddress: {
      drop_name: `${workspace.accountSlug} returns, ${ret.shipment.warehouse.code}`,
      drop_address: `Warehouse ${ret.shipment.warehouse.code}, Industrial Area`,
      drop_pincode: ret.drop.pincode,
      drop_city: ret.drop.city.city,
      drop_country: 'India',
      drop_state: ret.drop.city.state,
    },
    track_payload: {
      tracker_data: {
        additional: {
          is_rvp: true,
          latest_status: { location: order.city.city, bucket, description, code, remark: description, status: current.status, timestamp: now, reference_number: ret.customerReturnNumber },
        },
        account_code: ret.courier.accountCode,
        location: order.city.city,
        waybill: ret.courier.trackingID,
        remark: description,
        status: current.status,
        'status description': description,
        cp_id: ret.courier.cpId,
        'status code': code,
        timestamp: now,
      },
    },
    items,
  };
}
