import { expect, test } from 'vitest';
import { generate } from '../../generators/index.js';
import { CITIES, gstinCheckCharacter } from '../../generators/india.js';
import type { Contact } from '../../src/types/spec.js';

test.each([
  // The example GSTIN of the GST documentation, and published GSTINs of two large companies.
  { gstin: '27AAPFU0939F1ZV' },
  { gstin: '27AAACR5055K1Z7' },
  { gstin: '29AAGCB7383J1Z4' },
])('GSTIN check character: $gstin', ({ gstin }) => {
  expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
});

test('source 2.2 contacts: a GSTIN of the 15-character structure, matching the address state; a 6-digit pincode of the city', () => {
  for (const contact of generate('contact', { seed: 11, count: 300 }) as Iterable<Contact>) {
    const gstin = contact.gstin ?? '';
    expect(gstin).toMatch(/^[0-9]{2}[A-Z]{3}[CFP][A-Z][0-9]{4}[A-Z][1-9]Z[0-9A-Z]$/);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    const city = CITIES.find((c) => c.city === contact.address?.city);
    expect(city?.state).toBe(contact.address?.state);
    expect(gstin.slice(0, 2)).toBe(city?.gstStateCode);
    expect(contact.address?.pincode).toMatch(new RegExp(`^${city?.pinPrefix}[0-9]{3}$`));
    expect(contact.contact?.phoneNumber).toMatch(/^\+91[6-9][0-9]{9}$/);
  }
});
