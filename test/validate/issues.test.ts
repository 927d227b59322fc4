import { expect, test } from 'vitest';
import { formatIssue } from '../../src/validate/issues.js';
import { SpecValidator } from '../../src/validate/validator.js';

const validator = await SpecValidator.load();
const returnItem = {
  lineItemSequenceNumber: 1, orderItemID: 'O-1', itemID: 'I-1', customerOrderItemID: 'C-1', productName: 'Kurta', returnReason: 'Size', item_image: '',
  additionalInfo: '{"customerUploadImageUrl":"","comment":"too small"}', returnType: 'refund', productImageUrl: '', productUrl: '', quantity: 1,
  lineItemTotal: 1299, discount: 0, shippingCharges: 0, productAdditionalInfo: { size: 'L' }, isExchange: '0',
};

test.each([
  { given: 'a missing required property', schema: 'inventory-item', data: { inventory: 1, productId: null }, want: ['/inventoryItemId: expected a required property, found nothing'] },
  { given: 'a wrong type', schema: 'inventory-item', data: { inventoryItemId: 'A', inventory: '1', productId: null }, want: ['/inventory: expected type integer, found string "1"'] },
  { given: 'a union type', schema: 'inventory-item', data: { inventoryItemId: 'A', inventory: 1, productId: 5 }, want: ['/productId: expected type string or null, found integer 5'] },
  { given: 'an enum', schema: 'flag', data: 'yes', want: ['/: expected one of ["0","1"], found "yes"'] },
  { given: 'a named pattern: title and example first', schema: 'timestamp-event', data: '2024-03-05T10:00:00Z', want: [expect.stringMatching(/^\/: expected TimestampEvent, e\.g\. "2024-03-05 15:45:30" \(a string matching \^.*\), found "2024-03-05T10:00:00Z"$/)] },
  { given: 'anyOf folded into one line', schema: 'consignment-schedule-request', data: { data: { consignmentNumber: 'C-1', containersQty: 'two' } }, want: ['/data/containersQty: expected one of: type integer | a string matching ^[0-9]+$, found "two"'] },
  { given: 'propertyNames folded into one line naming the key', schema: 'return-event', data: { status_log: { shipped: '2024-03-05 10:00:00' } }, want: expect.arrayContaining([expect.stringMatching(/^\/status_log\/shipped: expected a property name that is one of \["created",.*\], found "shipped"$/)]) },
  { given: 'JSON inside a string', schema: 'return-item', data: { ...returnItem, additionalInfo: '{"customerUploadImageUrl":""}' }, want: ['/additionalInfo (JSON inside the string) /comment: expected a required property, found nothing'] },
  { given: 'a string that should hold JSON but does not', schema: 'return-item', data: { ...returnItem, additionalInfo: 'not json' }, want: ['/additionalInfo: expected a string holding valid JSON, found "not json"'] },
  { given: 'a conditional requirement (if/then) names the property, not the if', schema: 'custom-property', data: { accountSlug: 'a', label: 'Size', internalName: 'size', isUnique: 'no', fieldType: 'single_select', scope: ['product'], createdAt: '2024-03-05T10:15:30.123Z', updatedAt: '2024-03-05T10:15:30.123Z' }, want: ['/options: expected a required property, found nothing'] },
])('issues read as one line each: $given', ({ schema, data, want }) => {
  expect(validator.validate(schema, data).errors.map(formatIssue)).toEqual(want);
});

test('undocumented properties are warnings, only when asked for, also inside allOf compositions', () => {
  const page = { page: 1, perPage: 25, total: '1', data: [], cursor: 'x' };
  expect(validator.validate('webhook-page', page).warnings).toEqual([]);
  const result = validator.validate('webhook-page', page, { warnings: true });
  expect(result.valid).toBe(true);
  expect(result.warnings.map(formatIssue)).toEqual(['/cursor: expected no such property, found an undocumented property']);
});
