import { invoiceDocument } from '../../generators/invoice-pdf.js';
import { PRODUCT_MANDATORY } from '../../generators/sales-channel.js';
import { observedValues } from '../../generators/spec-values.js';
import type { InvoiceDetail } from '../types/spec.js';
import type { MockReply, MockRequest } from './exchange.js';

/** A lookup of a SKU with this prefix answers as for a product that does not exist (documented in the README). */
export const UNKNOWN_SKU = /^(UNKNOWN|MISSING)-/i;

/** Where a rule takes a record of a kind from: the first fixture, or a generated one in dynamic mode. */
export type RecordSource = (kind: string) => Record<string, unknown>;
const data = (body: unknown): Record<string, unknown> => {
  const inner = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {};
};

/**
 * Source rules a stateless mock can honour, by operationId: each returns the reply, or
 * `undefined` to leave the request to Prism. Adding a rule is adding a row.
 */
export const SOURCE_RULES: Readonly<Record<string, (request: MockRequest, record: RecordSource) => MockReply | undefined>> = {
  /** 4.7 rule 1, 7 rule 1: an unknown SKU is answered with a message that begins with Failed. */
  getProduct: ({ params }, record) => {
    const sku = params['productSku'] ?? '';
    if (UNKNOWN_SKU.test(sku)) return { status: 404, body: { message: `Failed to fetch product: the product (SKU) ${sku} does not exist` } };
    return { status: 200, body: { ...record('product'), sku } };
  },
  /** 4.7 rule 2, 7 rule 2: missing mandatory data does not fail; a draft product is created. */
  createProduct: ({ body }) => {
    const product = data(body);
    const draft = PRODUCT_MANDATORY.some((field) => product[field] === undefined);
    return { status: 200, body: { ...product, status: draft ? 'draft' : 'active' } };
  },
  /** 4.7: the invoice PDF of an order, a real (small) PDF document. */
  getInvoicePdf: ({ params }, record) => {
    // The fixture's invoice, told as the requested order's (a stateless mock knows no shipments).
    const { externalShipmentID: _shipment, ...invoice } = record('invoice-detail') as InvoiceDetail;
    return { status: 200, contentType: 'application/pdf', body: invoiceDocument({ ...invoice, customerOrderNumber: params['customerOrderNumber'] ?? '' }) };
  },
  /** 4.1, 3: the cancelled consignment's record, status CANCELLED. */
  cancelConsignment: ({ query }, record) => {
    const cancelled = observedValues('consignment', '/properties/status')[0];
    return { status: 200, body: { ...record('consignment'), consignmentNumber: query.get('consignmentNumber') ?? '', status: cancelled } };
  },
};
