import { calendarDate, eventTime, Gen, MINUTES } from './gen.js';
import type { City } from './india.js';

/** Money in paise (integers), so that sums are exact; rupees only on output. */
const rupees = (paise: number): number => paise / 100;

/** One order line: a product, a quantity and its per-unit money. */
export interface OrderLine {
  readonly orderItemID: string;
  readonly customerOrderItemID: string;
  readonly sku: string;
  readonly productName: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly quantity: number;
  readonly weightGrams: number;
  /** Per unit, in paise. */
  readonly pricePaise: number;
  readonly discountPaise: number;
  readonly shippingPaise: number;
  readonly taxRate: number;
}

/** A confirmed order of the sales channel, from which shipments are planned (source 1). */
export interface Order {
  readonly customerOrderNumber: string;
  readonly vendorOrderNumber: string;
  readonly orderId: number;
  readonly orderedAt: number;
  readonly customer: { readonly name: string; readonly email: string; readonly phone: string };
  readonly city: City;
  readonly address: { readonly addressLine1: string; readonly addressLine2: string; readonly postalCode: string };
  readonly isCOD: boolean;
  readonly isPriority: boolean;
  readonly giftMessage: string | undefined;
  readonly lines: readonly OrderLine[];
}

/** A confirmed order with `lineCount` lines (random when not given). */
export function makeOrder(gen: Gen, lineCount = gen.int(1, 3)): Order {
  const serial = gen.int(100000, 999999);
  const lines = Array.from({ length: lineCount }, (_, i): OrderLine => {
    const product = gen.product();
    const pricePaise = product.price * 100;
    return {
      orderItemID: `${serial}-${i + 1}`,
      customerOrderItemID: `COI-${serial}-${i + 1}`,
      sku: product.sku,
      productName: product.productName,
      attributes: product.attributes,
      quantity: gen.chance(0.25) ? gen.int(2, 3) : 1,
      weightGrams: product.weightGrams,
      pricePaise,
      // Discounts are whole rupees, up to 20% of the price.
      discountPaise: gen.chance(0.4) ? gen.int(1, Math.floor(pricePaise / 500)) * 100 : 0,
      shippingPaise: gen.pick([0, 0, 4900, 7900]),
      taxRate: product.gstRate,
    };
  });
  const city = gen.city();
  return {
    customerOrderNumber: `${gen.workspace.accountSlug.slice(0, 2).toUpperCase()}-${serial}`,
    vendorOrderNumber: `VO-${serial}`,
    orderId: gen.int(1_000_000, 9_999_999),
    orderedAt: gen.advance(30, 600),
    customer: gen.person(),
    city,
    address: { addressLine1: `${gen.int(1, 450)}, ${gen.faker.location.street()}`, addressLine2: gen.faker.location.secondaryAddress(), postalCode: gen.pincode(city) },
    isCOD: gen.chance(0.3),
    isPriority: gen.chance(0.15),
    giftMessage: gen.chance(0.1) ? gen.pick(['Happy birthday!', 'Happy Diwali from all of us', 'Congratulations on the new home', 'With love']) : undefined,
    lines,
  };
}

/** Per-unit money of a line: the sums hold exactly (in paise). */
export function unitMoney(line: OrderLine) {
  const lineItemTotal = line.pricePaise - line.discountPaise + line.shippingPaise;
  const taxAmount = Math.round((lineItemTotal * line.taxRate) / 100);
  return {
    customerPrice: rupees(line.pricePaise),
    discount: rupees(line.discountPaise),
    shippingCharges: rupees(line.shippingPaise),
    taxRate: line.taxRate,
    lineItemTotal: rupees(lineItemTotal),
    taxAmount: rupees(taxAmount),
    invoiceTotal: rupees(lineItemTotal + taxAmount),
    lineItemTotalPaise: lineItemTotal,
    invoiceTotalPaise: lineItemTotal + taxAmount,
  };
}

/** One unit of an order line: source 2.7 ships one item object per unit (quantity 1). */
export interface Unit {
  readonly line: OrderLine;
  readonly itemID: string;
}

/** Splits an order's lines into units. */
export function units(order: Order): Unit[] {
  return order.lines.flatMap((line) => Array.from({ length: line.quantity }, (_, i) => ({ line, itemID: `${line.orderItemID}-U${i + 1}` })));
}

/** The shipment item objects of source 2.7 for some units. */
export function shipmentItems(order: Order, shipmentUnits: readonly Unit[], expectedDelivery: number) {
  return shipmentUnits.map((unit, i) => {
    const money = unitMoney(unit.line);
    return {
      lineItemSequenceNumber: i + 1,
      orderItemID: unit.line.orderItemID,
      itemID: unit.itemID,
      sku: unit.line.sku,
      customerOrderItemID: unit.line.customerOrderItemID,
      asin: '',
      productName: unit.line.productName,
      giftMessage: order.giftMessage ?? '',
      giftLabelContent: order.giftMessage === undefined ? '' : `A gift for ${order.customer.name}`,
      lineItemOrderStatus: 'confirmed',
      productImageUrl: `https://shop.example/images/${unit.line.sku.toLowerCase()}.jpg`,
      productUrl: `https://shop.example/products/${unit.line.sku.toLowerCase()}`,
      quantity: 1 as const,
      customerPrice: money.customerPrice,
      lineItemTotal: money.lineItemTotal,
      invoiceTotal: money.invoiceTotal,
      discount: money.discount,
      taxRate: money.taxRate,
      taxAmount: money.taxAmount,
      shippingCharges: money.shippingCharges,
      orderItemIDs: [unit.line.orderItemID],
      productAdditionalInfo: { ...unit.line.attributes },
      expectedDeliveryDate: calendarDate(expectedDelivery),
    };
  });
}

/** The shipping address object of source 2.7. */
export function shippingAddress(order: Order) {
  return {
    customerName: order.customer.name,
    addressLine1: order.address.addressLine1,
    addressLine2: order.address.addressLine2,
    city: order.city.city,
    state: order.city.state,
    postalCode: order.address.postalCode,
    countryCode: 'IN',
    countryName: 'India',
    contactPhone: order.customer.phone,
    email: order.customer.email,
  };
}

export const orderDate = (order: Order): string => eventTime(order.orderedAt);
export const deliveryPromise = (order: Order): number => order.orderedAt + MINUTES(5 * 24 * 60);

/** The pickup address object of source 2.8: the shipping address, every field prefixed pickup_. */
export function pickupAddress(order: Order) {
  return {
    pickup_customerName: order.customer.name,
    pickup_addressLine1: order.address.addressLine1,
    pickup_addressLine2: order.address.addressLine2,
    pickup_city: order.city.city,
    pickup_state: order.city.state,
    pickup_postalCode: order.address.postalCode,
    pickup_countryCode: 'IN',
    pickup_countryName: 'India',
    pickup_contactPhone: order.customer.phone,
    pickup_email: order.customer.email,
  };
}
