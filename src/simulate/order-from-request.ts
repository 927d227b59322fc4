import type { Gen } from '../../generators/gen.js';
import { CITIES } from '../../generators/india.js';
import type { Order, OrderLine } from '../../generators/order.js';
import type { OrderRequest, Product } from '../types/spec.js';

const paise = (rupees: number | undefined): number => Math.round((rupees ?? 0) * 100);

/**
 * The order model of the generators, built from a submitted order body (spec: order-request).
 * What the body leaves out comes from the catalog product of the SKU, then from plain defaults.
 */
export function orderFromRequest(gen: Gen, data: OrderRequest['data'], catalog: (sku: string) => Product | undefined, now: number): Order {
  const address = data.shippingAddress;
  const known = CITIES.find((c) => c.city === address?.city);
  const serial = gen.int(100000, 999999);
  const lines = (data.items ?? []).map((item, i): OrderLine => {
    const product = catalog(item.sku);
    return {
      orderItemID: item.orderItemID ?? `${serial}-${i + 1}`,
      customerOrderItemID: `COI-${serial}-${i + 1}`,
      sku: item.sku,
      productName: item.productName ?? product?.productName ?? item.sku,
      attributes: product?.productAdditionalInfo ?? {},
      quantity: item.quantity,
      weightGrams: 400,
      pricePaise: paise(item.customerPrice ?? product?.customerPrice),
      discountPaise: paise(item.discount),
      shippingPaise: paise(item.shippingCharges),
      taxRate: item.taxRate ?? product?.taxRate ?? 0,
    };
  });
  return {
    customerOrderNumber: data.customerOrderNumber,
    vendorOrderNumber: `VO-${serial}`,
    orderId: gen.int(1_000_000, 9_999_999),
    orderedAt: now,
    customer: { name: data.customerName ?? address?.customerName ?? '', email: data.email ?? address?.email ?? '', phone: data.customerContactNumber ?? address?.contactPhone ?? '' },
    city: known ?? { city: address?.city ?? '', state: address?.state ?? '', gstStateCode: '', pinPrefix: '' },
    address: { addressLine1: address?.addressLine1 ?? '', addressLine2: address?.addressLine2 ?? '', postalCode: address?.postalCode ?? '' },
    isCOD: data.isCOD === '1',
    isPriority: false,
    giftMessage: undefined,
    lines,
  };
}
