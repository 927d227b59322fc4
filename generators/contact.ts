import type { Contact } from '../src/types/spec.js';
import { Gen, MINUTES, utcMillis } from './gen.js';
import { observedValues } from './spec-values.js';

const contactTypes = observedValues('contact', '/properties/contactType');
const statuses = observedValues('contact', '/properties/status');

/** A contact record (source 2.2): a vendor with an Indian address, a GSTIN matching its state, and custom fields. */
export function contact(gen: Gen): Contact {
  const city = gen.city();
  const company = gen.faker.company.name();
  const person = gen.person();
  const created = gen.advance(60, 4320);
  return {
    accountSlug: gen.workspace.accountSlug,
    contactName: company,
    contactCode: `VEND-${gen.code(6)}`,
    networkKey: `NET-${gen.code(10)}`,
    contactType: gen.pick(contactTypes),
    gstin: gen.gstin(city, gen.pick(['C', 'F', 'P'])),
    address: {
      addressLine1: `${gen.int(1, 300)}, ${gen.faker.location.street()}`,
      city: city.city,
      state: city.state,
      pincode: gen.pincode(city),
      country: 'India',
    },
    contact: { phoneNumber: person.phone, email: person.email },
    status: gen.pick(statuses),
    customField: [
      { label: 'Payment terms', internalName: 'payment_terms', value: [gen.pick(['Net 15', 'Net 30', 'Net 45', 'Advance'])] },
      { label: 'Categories', internalName: 'categories', value: gen.faker.helpers.arrayElements(['Apparel', 'Home', 'Grocery', 'Electronics', 'Handicrafts'], { min: 1, max: 3 }) },
    ],
    createdAt: utcMillis(created),
    updatedAt: utcMillis(created + MINUTES(gen.int(0, 600))),
  };
}
