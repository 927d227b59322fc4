/**
 * Reference data for realistic Indian fulfillment records: the source's `gstin` and `pincode`
 * point to India. Data, not logic: adding a city, courier or product family is adding a row.
 */

/** A city with its state, the state's GST code (first two digits of a GSTIN) and its PIN code prefix. */
export interface City {
  readonly city: string;
  readonly state: string;
  readonly gstStateCode: string;
  readonly pinPrefix: string;
}

export const CITIES: readonly City[] = [
  { city: 'Bengaluru', state: 'Karnataka', gstStateCode: '29', pinPrefix: '560' },
  { city: 'Mysuru', state: 'Karnataka', gstStateCode: '29', pinPrefix: '570' },
  { city: 'Mumbai', state: 'Maharashtra', gstStateCode: '27', pinPrefix: '400' },
  { city: 'Pune', state: 'Maharashtra', gstStateCode: '27', pinPrefix: '411' },
  { city: 'Bhiwandi', state: 'Maharashtra', gstStateCode: '27', pinPrefix: '421' },
  { city: 'New Delhi', state: 'Delhi', gstStateCode: '07', pinPrefix: '110' },
  { city: 'Gurugram', state: 'Haryana', gstStateCode: '06', pinPrefix: '122' },
  { city: 'Noida', state: 'Uttar Pradesh', gstStateCode: '09', pinPrefix: '201' },
  { city: 'Lucknow', state: 'Uttar Pradesh', gstStateCode: '09', pinPrefix: '226' },
  { city: 'Jaipur', state: 'Rajasthan', gstStateCode: '08', pinPrefix: '302' },
  { city: 'Ahmedabad', state: 'Gujarat', gstStateCode: '24', pinPrefix: '380' },
  { city: 'Surat', state: 'Gujarat', gstStateCode: '24', pinPrefix: '395' },
  { city: 'Chennai', state: 'Tamil Nadu', gstStateCode: '33', pinPrefix: '600' },
  { city: 'Tiruppur', state: 'Tamil Nadu', gstStateCode: '33', pinPrefix: '641' },
  { city: 'Coimbatore', state: 'Tamil Nadu', gstStateCode: '33', pinPrefix: '641' },
  { city: 'Hyderabad', state: 'Telangana', gstStateCode: '36', pinPrefix: '500' },
  { city: 'Kolkata', state: 'West Bengal', gstStateCode: '19', pinPrefix: '700' },
  { city: 'Kochi', state: 'Kerala', gstStateCode: '32', pinPrefix: '682' },
  { city: 'Bhopal', state: 'Madhya Pradesh', gstStateCode: '23', pinPrefix: '462' },
  { city: 'Chandigarh', state: 'Chandigarh', gstStateCode: '04', pinPrefix: '160' },
];

/** Warehouses (fulfillment centers): code and city. */
export const WAREHOUSES: readonly { readonly code: string; readonly city: string }[] = [
  { code: 'BLR-WH1', city: 'Bengaluru' },
  { code: 'BHW-WH2', city: 'Bhiwandi' },
  { code: 'GGN-WH1', city: 'Gurugram' },
  { code: 'KOL-WH1', city: 'Kolkata' },
];

/** Carriers with the shape of their tracking numbers (`#` a digit) and a courier-partner id (`cp_id`). */
export const COURIERS: readonly { readonly name: string; readonly tracking: string; readonly cpId: number; readonly accountCode: string }[] = [
  { name: 'Delhivery', tracking: '##############', cpId: 4, accountCode: 'DLV-SURFACE' },
  { name: 'Blue Dart', tracking: '###########', cpId: 5, accountCode: 'BD-APEX' },
  { name: 'Ecom Express', tracking: '##########', cpId: 7, accountCode: 'ECOM-PPD' },
  { name: 'Xpressbees', tracking: '##############', cpId: 12, accountCode: 'XB-FWD' },
  { name: 'Shadowfax', tracking: 'SF#########', cpId: 16, accountCode: 'SFX-REV' },
  { name: 'India Post', tracking: 'EE#########IN', cpId: 21, accountCode: 'IP-SPEED' },
];

/** Product families: SKU stem, names, price range in rupees, GST rate (%), the attributes their variants take. */
export interface ProductFamily {
  readonly stem: string;
  readonly name: string;
  readonly minPrice: number;
  readonly maxPrice: number;
  readonly gstRate: number;
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  readonly weightGrams: number;
}

const SIZES = ['S', 'M', 'L', 'XL'];
const COLORS = ['Blue', 'Black', 'White', 'Maroon', 'Olive', 'Mustard'];

export const PRODUCT_FAMILIES: readonly ProductFamily[] = [
  { stem: 'TSHIRT', name: 'Cotton Crew-Neck T-Shirt', minPrice: 349, maxPrice: 799, gstRate: 5, attributes: { size: SIZES, color: COLORS }, weightGrams: 220 },
  { stem: 'KURTA', name: 'Handloom Cotton Kurta', minPrice: 899, maxPrice: 2499, gstRate: 12, attributes: { size: SIZES, color: COLORS }, weightGrams: 380 },
  { stem: 'SAREE', name: 'Banarasi Silk Saree', minPrice: 2499, maxPrice: 8999, gstRate: 12, attributes: { color: COLORS }, weightGrams: 750 },
  { stem: 'JEANS', name: 'Slim Fit Denim Jeans', minPrice: 999, maxPrice: 2299, gstRate: 12, attributes: { size: ['28', '30', '32', '34', '36'] }, weightGrams: 600 },
  { stem: 'BEDSHEET', name: 'Jaipuri Printed Double Bedsheet', minPrice: 699, maxPrice: 1899, gstRate: 5, attributes: { color: COLORS }, weightGrams: 900 },
  { stem: 'MUG', name: 'Khurja Pottery Coffee Mug', minPrice: 249, maxPrice: 599, gstRate: 12, attributes: { color: COLORS }, weightGrams: 350 },
  { stem: 'EARBUDS', name: 'Wireless Bluetooth Earbuds', minPrice: 1299, maxPrice: 3999, gstRate: 18, attributes: { color: ['Black', 'White'] }, weightGrams: 120 },
  { stem: 'BACKPACK', name: 'Laptop Backpack 30L', minPrice: 1199, maxPrice: 2999, gstRate: 18, attributes: { color: ['Black', 'Grey', 'Navy'] }, weightGrams: 800 },
  { stem: 'TEA', name: 'Assam CTC Tea 500g', minPrice: 199, maxPrice: 449, gstRate: 5, attributes: {}, weightGrams: 520 },
  { stem: 'PICKLE', name: 'Andhra Mango Pickle 400g', minPrice: 179, maxPrice: 399, gstRate: 12, attributes: {}, weightGrams: 480 },
];

/** Why a customer returns an item. */
export const RETURN_REASONS: readonly string[] = ['Size too small', 'Size too large', 'Colour differs from the picture', 'Damaged in transit', 'Received a different item', 'Quality not as expected'];

/** GSTIN check character (the GSTN mod-36 algorithm over the first 14 characters). */
export function gstinCheckCharacter(first14: string): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet.charAt((36 - (sum % 36)) % 36);
}
