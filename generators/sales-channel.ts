import type { CancelOrderRequest, InvoiceDetail, OrderRequest, Product, ProductListingRequest, ProductRequest, ReturnRequest } from '../src/types/spec.js';
import { eventTime, Gen } from './gen.js';
import { RETURN_REASONS } from './india.js';
import { makeOrder, orderDate, pickupAddress, shippingAddress, unitMoney, type Order } from './order.js';
import { observedValues, stringsAt } from './spec-values.js';

/**
 * Request and response bodies of the sales-channel flow (source 4.7). The source does not show
 * them; these follow the spec's harness shapes, built from the same order model as the events.
 */

/** The order submission body: one line per product with its quantity (the events then carry one item per unit). */
export function orderRequest(gen: Gen, order: Order = makeOrder(gen)): OrderRequest {
  return {
    data: {
      customerOrderNumber: order.customerOrderNumber,
      externalChannelID: gen.workspace.externalChannelID,
      orderDate: orderDate(order),
      paymentType: order.isCOD ? 'COD' : 'ONLINE',
      isCOD: order.isCOD ? '1' : '0',
      customerName: order.customer.name,
      customerContactNumber: order.customer.phone,
      email: order.customer.email,
      shippingAddress: shippingAddress(order),
      items: order.lines.map((line) => {
        const money = unitMoney(line);
        return {
          orderItemID: line.orderItemID,
          sku: line.sku,
          productName: line.productName,
          quantity: line.quantity,
          customerPrice: money.customerPrice,
          discount: money.discount,
          taxRate: money.taxRate,
          shippingCharges: money.shippingCharges,
        };
      }),
    },
  };
}

/** A complete product (every field the harness treats as mandatory is present). */
export function product(gen: Gen): Product {
  const p = gen.product();
  return {
    sku: p.sku,
    productName: p.productName,
    productImageUrl: `https://shop.example/images/${p.sku.toLowerCase()}.jpg`,
    productUrl: `https://shop.example/products/${p.sku.toLowerCase()}`,
    customerPrice: p.price,
    taxRate: p.gstRate,
    productAdditionalInfo: p.attributes,
    status: 'active',
  };
}

/** Fields the harness treats as mandatory for a product (spec: x-harness-mandatory); missing one makes a draft. */
export const PRODUCT_MANDATORY = stringsAt('product-request', '/properties/data', 'x-harness-mandatory');

/** A product creation body; with `draft`, one mandatory field is left out (source 4.7 rule 2: a draft is created). */
export function productRequest(gen: Gen, draft = false): ProductRequest {
  const { status: _status, ...data } = product(gen);
  if (!draft) return { data };
  const missing = gen.pick(PRODUCT_MANDATORY);
  return { data: Object.fromEntries(Object.entries(data).filter(([key]) => key !== missing)) };
}

export function productListingRequest(gen: Gen): ProductListingRequest {
  return { data: { sku: gen.product().sku, externalChannelID: gen.workspace.externalChannelID } };
}

export function cancelOrderRequest(gen: Gen, order: Order = makeOrder(gen)): CancelOrderRequest {
  return { data: { customerOrderNumber: order.customerOrderNumber } };
}

export function returnRequest(gen: Gen, order: Order = makeOrder(gen)): ReturnRequest {
  const line = gen.pick(order.lines);
  return {
    data: {
      customerOrderNumber: order.customerOrderNumber,
      customerReturnNumber: `RET-${order.customerOrderNumber}-${gen.next()}`,
      pickupAddress: pickupAddress(order),
      items: [{ orderItemID: line.orderItemID, returnReason: gen.pick(RETURN_REASONS), returnType: observedValues('return-item', '/properties/returnType')[0] ?? 'refund', quantity: line.quantity, isExchange: '0' }],
    },
  };
}

export function invoiceDetail(gen: Gen, order: Order = makeOrder(gen)): InvoiceDetail {
  const invoiceNumber = `INV/${gen.warehouse().code.slice(0, 3)}/${gen.int(10000, 99999)}`;
  const totalPaise = order.lines.reduce((sum, line) => sum + unitMoney(line).invoiceTotalPaise * line.quantity, 0);
  return {
    customerOrderNumber: order.customerOrderNumber,
    externalShipmentID: `${order.customerOrderNumber}-S${gen.next()}`,
    invoiceNumber,
    invoiceDate: eventTime(gen.advance(60, 480)),
    invoice_url: `https://files.${gen.workspace.accountSlug}.example/invoices/${encodeURIComponent(invoiceNumber)}.pdf`,
    invoiceTotal: totalPaise / 100,
  };
}
