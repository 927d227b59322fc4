/**
 * Source section 2 (resources and their fields). The field tables below are written as the
 * source gives them (names, types, notes), not read from the schemas, so a schema that drops a
 * field, a requirement, a type or a timestamp form breaks a row.
 */
import { describe, expect, test } from 'vitest';
import {
  ARRAY,
  BOOLEAN,
  DATE,
  FLAG,
  INTEGER,
  NUMBER,
  OBJECT,
  QUANTITY_ONE,
  STRING,
  STRING_ARRAY,
  STRING_MAP,
  STRING_OR_NULL,
  TIMESTAMP_EVENT,
  TIMESTAMP_OFFSET,
  TIMESTAMP_UTC,
  TS_UTC,
  UNTYPED,
  URL,
  YES_NO,
  customPropertySample,
  example,
  mutate,
  mutateAll,
  resourceRows,
  runRow,
  testRows,
  type Json,
  type Resource,
  type Row,
} from './source-fixtures.js';

const RESOURCES: readonly Resource[] = [
  {
    section: '2.1',
    title: 'inward consignment',
    target: 'consignment',
    base: () => example('consignment-cancelled'),
    groups: [
      {
        at: '',
        required: 'all',
        fields: [
          [['id', 'accountId', 'consignmentNumber', 'refConsignmentNumber'], STRING],
          [['refConsignmentDate'], TIMESTAMP_UTC],
          [['consignmentType', 'fromPartyID', 'toPartyID', 'status', 'isPicked', 'shortageQty', 'overageQty', 'wmsSync'], STRING],
          [['createdAt', 'updatedAt'], TIMESTAMP_UTC],
          [['scheduledArivalFrom', 'scheduledArivalTo'], TIMESTAMP_UTC],
          [['tcnstatus'], STRING],
        ],
      },
    ],
  },
  {
    section: '2.2',
    title: 'contact',
    target: 'contact',
    base: () => example('contact-request', '/data'),
    groups: [
      {
        at: '',
        required: 'none', // "Which contact fields are required: not shown."
        fields: [
          [['accountSlug', 'contactName', 'contactCode', 'networkKey', 'contactType', 'gstin'], STRING],
          [['address'], OBJECT],
          [['contact'], OBJECT],
          [['status'], STRING],
          [['customField'], ARRAY],
          [['createdAt', 'updatedAt'], TIMESTAMP_UTC],
        ],
      },
      { at: '/address', required: 'none', fields: [[['addressLine1', 'city', 'state', 'pincode', 'country'], STRING]] },
      { at: '/contact', required: 'none', fields: [[['phoneNumber', 'email'], STRING]] },
      {
        at: '/customField/0',
        required: 'none',
        fields: [
          [['label', 'internalName'], STRING],
          [['value'], STRING_ARRAY],
        ],
      },
    ],
  },
  {
    section: '2.3',
    title: 'webhook record',
    target: 'webhook',
    base: () => example('webhook'),
    groups: [
      {
        at: '',
        required: 'all',
        fields: [
          [['id', 'resource', 'eventType', 'eventSubType', 'version', 'externalChannelID'], STRING],
          [['webhookUrl'], URL],
          [['webhookMethod'], STRING],
          [['createdAt', 'updatedAt'], TIMESTAMP_OFFSET],
        ],
      },
    ],
  },
  {
    section: '2.4',
    title: 'import job',
    target: 'import-job',
    base: () => example('import-job-page', '/data/1'),
    groups: [
      {
        at: '',
        required: 'all',
        optional: ['failedFilePath', 'additionalDetails', 'successCount', 'failureCount'], // "present on some jobs"
        fields: [
          [['id', 'jobType', 'channelId', 'status'], STRING],
          [['filePath'], URL],
          [['failedFilePath', 'additionalDetails', 'successCount', 'failureCount'], STRING],
          [['userName', 'userId'], STRING],
          [['createdAt', 'updatedAt'], TIMESTAMP_UTC],
        ],
      },
    ],
  },
  {
    section: '2.5',
    title: 'custom property',
    target: 'custom-property',
    base: customPropertySample,
    groups: [
      {
        at: '',
        // description: "optional"; options: "present for select types" (rows below).
        required: ['accountSlug', 'label', 'internalName', 'isUnique', 'fieldType', 'scope', 'createdAt', 'updatedAt'],
        optional: ['description'],
        fields: [
          [['accountSlug', 'label', 'internalName', 'description'], STRING],
          [['isUnique'], YES_NO],
          [['fieldType'], STRING],
          [['options'], STRING_ARRAY],
          [['scope'], STRING_ARRAY],
          [['createdAt', 'updatedAt'], TIMESTAMP_UTC],
        ],
      },
    ],
  },
  {
    section: '2.6',
    title: 'inventory event item',
    target: 'inventory-item',
    base: () => example('inventory-event', '/0'),
    groups: [
      {
        at: '',
        required: 'all',
        fields: [
          [['inventoryItemId'], STRING],
          [['inventory'], INTEGER],
          [['productId'], STRING_OR_NULL],
        ],
      },
    ],
  },
  {
    section: '2.7',
    title: 'shipment event',
    target: 'shipment-event',
    base: () => example('shipment-event-delivered'),
    groups: [
      {
        at: '',
        required: 'all',
        fields: [
          [['customerOrderNumber', 'vendorOrderNumber', 'externalShipmentID', 'externalWarehouseID', 'externalChannelID', 'integrationType', 'defaultWarehouseCode', 'channelSlug'], STRING],
          [['orderDate', 'invoiceDate', 'created_at', 'updated_at', 'status_updated_at', 'packed_date', 'orderExternalCreatedAt'], TIMESTAMP_EVENT],
          [['portal_id', 'order_id', 'channel_id', 'warehouse_id', 'account_id', 'id'], INTEGER],
          [['paymentType'], STRING],
          [['region', 'invoiceNumber', 'boxType', 'invoice_url', 'label_url', 'labels', 'packageID', 'barcode', 'remarks'], STRING],
          [['isPriorityShipment', 'isGift', 'isCOD'], FLAG],
          [['dimension_length', 'dimension_width', 'dimension_height', 'weight'], STRING],
          [['trackingID', 'courierName'], STRING],
          [['status'], STRING],
          [['customerName', 'customerContactNumber', 'email'], STRING],
          [['shippingInfo', 'boxAdditionalRecommendation', 'track_payload'], ARRAY],
          [['status_log'], OBJECT],
          [['shippingAddress'], OBJECT],
          [['items'], ARRAY],
        ],
      },
      {
        at: '/shippingAddress',
        required: 'all',
        fields: [[['customerName', 'addressLine1', 'addressLine2', 'city', 'state', 'postalCode', 'countryCode', 'countryName', 'contactPhone', 'email'], STRING]],
      },
      {
        at: '/items/0',
        required: 'all',
        fields: [
          [['lineItemSequenceNumber'], INTEGER],
          [['orderItemID', 'itemID', 'sku', 'customerOrderItemID', 'asin', 'productName', 'giftMessage', 'giftLabelContent', 'lineItemOrderStatus', 'productImageUrl', 'productUrl'], STRING],
          [['quantity'], QUANTITY_ONE],
          [['customerPrice', 'lineItemTotal', 'invoiceTotal', 'discount', 'taxRate', 'taxAmount', 'shippingCharges'], NUMBER],
          [['orderItemIDs'], STRING_ARRAY],
          [['productAdditionalInfo'], STRING_MAP],
          [['expectedDeliveryDate'], DATE],
        ],
      },
    ],
  },
  {
    section: '2.8',
    title: 'return event',
    target: 'return-event',
    base: () => example('return-event'),
    groups: [
      {
        at: '',
        required: 'all',
        fields: [
          [
            ['externalChannelID', 'customerReturnNumber', 'customerOrderNumber', 'pickupType', 'status', 'trackingID', 'courierName', 'customerName', 'customerContactNumber', 'email', 'remarks', 'channelSlug', 'accountSlug', 'latest_status', 'expectedPickupDate'],
            STRING,
          ],
          [['order_id', 'cp_id', 'channel_id'], INTEGER],
          [['refundAmount'], NUMBER],
          [['isCOD'], FLAG],
          [['status_updated_at'], TIMESTAMP_EVENT],
          [['status_log'], OBJECT],
          [['pickupAddress'], OBJECT],
          [['dropAddress'], OBJECT],
          [['track_payload'], OBJECT],
          [['items'], ARRAY],
        ],
      },
      {
        at: '/pickupAddress',
        required: 'all',
        fields: [
          [
            ['pickup_customerName', 'pickup_addressLine1', 'pickup_addressLine2', 'pickup_city', 'pickup_state', 'pickup_postalCode', 'pickup_countryCode', 'pickup_countryName', 'pickup_contactPhone', 'pickup_email'],
            STRING,
          ],
        ],
      },
      { at: '/dropAddress', required: 'all', fields: [[['drop_name', 'drop_address', 'drop_pincode', 'drop_city', 'drop_country', 'drop_state'], STRING]] },
      // "a tracker-data object with an additional object (...) and the fields account_code, ... timestamp"
      { at: '/track_payload', required: 'all', fields: [[['tracker_data'], OBJECT]] },
      {
        at: '/track_payload/tracker_data',
        required: 'all',
        fields: [
          [['additional'], OBJECT],
          [['account_code', 'location', 'waybill', 'remark', 'status', 'status description', 'cp_id', 'status code', 'timestamp'], UNTYPED],
        ],
      },
      {
        at: '/track_payload/tracker_data/additional',
        required: 'all',
        fields: [
          [['is_rvp'], BOOLEAN],
          [['latest_status'], OBJECT],
        ],
      },
      {
        at: '/track_payload/tracker_data/additional/latest_status',
        required: 'all',
        fields: [[['location', 'bucket', 'description', 'code', 'remark', 'status', 'timestamp', 'reference_number'], UNTYPED]],
      },
      {
        at: '/items/0',
        required: 'all',
        fields: [
          [['lineItemSequenceNumber'], INTEGER],
          [['orderItemID', 'itemID', 'customerOrderItemID', 'productName', 'returnReason', 'item_image', 'additionalInfo', 'returnType', 'productImageUrl', 'productUrl'], STRING],
          [['quantity'], INTEGER],
          [['lineItemTotal', 'discount', 'shippingCharges'], NUMBER],
          [['productAdditionalInfo'], STRING_MAP],
          [['isExchange'], FLAG],
        ],
      },
    ],
  },
];

describe('2 resources: required fields, types and forms as the source tables give them', () => {
  testRows(RESOURCES.flatMap(resourceRows));
});

const contactBase = (): Json => example('contact-request', '/data');
const customProperty = customPropertySample;
const returnEvent = (): Json => example('return-event');
const shipmentEvent = (): Json => example('shipment-event-delivered');
const info = (value: Record<string, unknown>): string => JSON.stringify(value);

const SPECIAL: readonly Row[] = [
  // 2.2
  { name: '2.2 contact: nothing is required (an empty record is valid)', target: 'contact', data: () => ({}), want: null },
  {
    name: '2.2 contact: address.addressLine (one request form) is accepted instead of addressLine1',
    target: 'contact',
    data: () => mutateAll(contactBase(), [['/address/addressLine1', undefined], ['/address/addressLine', 'No. 42, Kumar Nagar South']]),
    want: null,
  },
  { name: '2.2 contact: address.addressLine given as 3 is rejected (string)', target: 'contact', data: () => mutate(contactBase(), '/address/addressLine', 3), want: '/address/addressLine' },
  // 2.5
  ...(['multi_select', 'single_select'] as const).map(
    (fieldType): Row => ({
      name: `2.5 custom property: options is required for select type ${fieldType}`,
      target: 'custom-property',
      data: () => mutateAll(customProperty(), [['/fieldType', fieldType], ['/options', undefined]]),
      want: '/options',
    }),
  ),
  ...(['long_text', 'short_text'] as const).map(
    (fieldType): Row => ({
      name: `2.5 custom property: options may be absent for non-select type ${fieldType}`,
      target: 'custom-property',
      data: () => mutateAll(customProperty(), [['/fieldType', fieldType], ['/options', undefined]]),
      want: null,
    }),
  ),
  // 2.6
  { name: '2.6 inventory event item: productId null (string or null) is accepted', target: 'inventory-item', data: () => example('inventory-event', '/2'), want: null },
  // 2.7
  { name: '2.7 shipment event: item quantity is always 1 (2 rejected)', target: 'shipment-event', data: () => mutate(shipmentEvent(), '/items/1/quantity', 2), want: '/items/1/quantity' },
  { name: '2.7 shipment event: shippingInfo empty array (as shown) is accepted', target: 'shipment-event', data: () => mutate(shipmentEvent(), '/shippingInfo', []), want: null },
  // 2.8 additionalInfo: a string holding serialized JSON with customerUploadImageUrl and comment
  {
    name: '2.8 return item: additionalInfo holding JSON with customerUploadImageUrl and comment is accepted',
    target: 'return-event',
    data: () => mutate(returnEvent(), '/items/0/additionalInfo', info({ customerUploadImageUrl: 'https://cdn.example/p.jpg', comment: 'Too loose' })),
    want: null,
  },
  { name: '2.8 return item: additionalInfo that is not JSON is rejected', target: 'return-event', data: () => mutate(returnEvent(), '/items/0/additionalInfo', 'too loose'), want: '/items/0/additionalInfo' },
  {
    name: '2.8 return item: additionalInfo JSON without comment is rejected',
    target: 'return-event',
    data: () => mutate(returnEvent(), '/items/0/additionalInfo', info({ customerUploadImageUrl: 'https://cdn.example/p.jpg' })),
    want: '/items/0/additionalInfo',
  },
  {
    name: '2.8 return item: additionalInfo JSON without customerUploadImageUrl is rejected',
    target: 'return-event',
    data: () => mutate(returnEvent(), '/items/0/additionalInfo', info({ comment: 'Too loose' })),
    want: '/items/0/additionalInfo',
  },
  {
    name: '2.8 return item: additionalInfo given as a JSON object (not a string) is rejected',
    target: 'return-event',
    data: () => mutate(returnEvent(), '/items/0/additionalInfo', { customerUploadImageUrl: 'https://cdn.example/p.jpg', comment: 'Too loose' }),
    want: '/items/0/additionalInfo',
  },
  { name: '2.8 return item: quantity is not limited to 1 (2 accepted)', target: 'return-event', data: () => mutate(returnEvent(), '/items/0/quantity', 2), want: null },
  {
    name: '2.8 return event: tracker field "status description" (with a space) is required, status_description does not stand in',
    target: 'return-event',
    data: () => mutateAll(returnEvent(), [['/track_payload/tracker_data/status description', undefined], ['/track_payload/tracker_data/status_description', 'x']]),
    want: '/track_payload/tracker_data/status description',
  },
  {
    name: '2.8 return event: tracker field "status code" (with a space) is required, status_code does not stand in',
    target: 'return-event',
    data: () => mutateAll(returnEvent(), [['/track_payload/tracker_data/status code', undefined], ['/track_payload/tracker_data/status_code', 4]]),
    want: '/track_payload/tracker_data/status code',
  },
];

describe('2 resources: forms the source shows beside its tables', () => {
  testRows(SPECIAL);
});

describe('2 timestamps: three forms, each rejecting the others', () => {
  // "ISO 8601 UTC with milliseconds (consignment, contact, import job, custom property records) and
  // ISO 8601 with a numeric offset (webhook records). Event payloads use the form YYYY-MM-DD HH:MM:SS."
  const FORMS = {
    'UTC with milliseconds': { target: 'consignment', base: () => example('consignment-cancelled'), pointer: '/createdAt', sample: TS_UTC },
    'numeric offset': { target: 'webhook', base: () => example('webhook'), pointer: '/createdAt', sample: '2024-03-05T15:45:30+05:30' },
    'YYYY-MM-DD HH:MM:SS': { target: 'shipment-event', base: () => example('shipment-event-delivered'), pointer: '/created_at', sample: '2024-03-05 15:45:30' },
  } as const;
  const rows = Object.entries(FORMS).flatMap(([form, where]) =>
    Object.entries(FORMS).map(([other, { sample }]) => ({
      name: `2 a ${form} timestamp ${form === other ? 'accepts its own form' : `rejects the ${other} form`} (${sample})`,
      target: where.target,
      data: () => mutate(where.base(), where.pointer, sample),
      want: form === other ? null : where.pointer,
    })),
  );
  testRows(rows);
  // Garbage beyond month 13: a day the calendar does not have. The two ISO forms reject it
  // (format date-time), and so does the YYYY-MM-DD date of 2.7 (format date).
  const IMPOSSIBLE = [
    { form: 'UTC with milliseconds', value: '2024-02-30T10:15:30.123Z' },
    { form: 'numeric offset', value: '2024-02-30T15:45:30+05:30' },
    // format event-timestamp: the pattern alone would accept it.
    { form: 'YYYY-MM-DD HH:MM:SS', value: '2024-02-30 15:45:30' },
  ] as const;
  for (const { form, value } of IMPOSSIBLE) {
    const where = FORMS[form];
    test(`2 a ${form} timestamp rejects an impossible date (${value})`, () => {
      runRow({ name: form, target: where.target, data: () => mutate(where.base(), where.pointer, value), want: where.pointer });
    });
  }
  test('2.7 a YYYY-MM-DD date rejects an impossible date (2024-02-30)', () => {
    runRow({ name: 'date', target: 'shipment-event', data: () => mutate(example('shipment-event-delivered'), '/items/0/expectedDeliveryDate', '2024-02-30'), want: '/items/0/expectedDeliveryDate' });
  });
  test('2 the three timestamp samples are three distinct forms', () => {
    expect(new Set(Object.values(FORMS).map((f) => f.sample)).size).toBe(3);
  });
});
