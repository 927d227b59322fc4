import type { InvoiceDetail } from '../src/types/spec.js';

/** The invoice of a shipment as a PDF document: the lines a customer reads on it. */
export function invoiceDocument(detail: InvoiceDetail): Buffer {
  const shipment = detail.externalShipmentID ? `, shipment ${detail.externalShipmentID}` : '';
  return invoicePdf([
    'TAX INVOICE',
    `Invoice ${detail.invoiceNumber ?? ''} dated ${detail.invoiceDate ?? ''}`,
    `Order ${detail.customerOrderNumber ?? ''}${shipment}`,
    `Total INR ${(detail.invoiceTotal ?? 0).toFixed(2)}`,
  ]);
}

/**
 * A small, real PDF document (one A4 page of Helvetica text), byte-for-byte repeatable for the
 * same lines: no creation date, no ids. Enough for an invoice a client can open and parse.
 */
export function invoicePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const content = ['BT', '/F1 12 Tf', '14 TL', '56 786 Td', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
