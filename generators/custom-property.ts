import type { CustomProperty } from '../src/types/spec.js';
import { Gen, MINUTES, utcMillis } from './gen.js';
import { enumOf, observedValues } from './spec-values.js';

const fieldTypes = observedValues('custom-property', '/properties/fieldType');
const scopes = observedValues('custom-property', '/properties/scope/items');
const isUnique = enumOf<'yes' | 'no'>('custom-property', '/properties/isUnique');
/** The field types that carry options: the schema's own if/then condition. */
const selectTypes = enumOf('custom-property', '/if/properties/fieldType');

const PROPERTIES = [
  { label: 'Fabric', options: ['Cotton', 'Silk', 'Linen', 'Polyester'] },
  { label: 'Occasion', options: ['Festive', 'Casual', 'Wedding', 'Office'] },
  { label: 'Gift wrap', options: ['Yes', 'No'] },
  { label: 'Care instructions', options: [] },
  { label: 'Delivery slot', options: ['Morning', 'Afternoon', 'Evening'] },
  { label: 'Country of origin', options: [] },
];

/** A custom property (source 2.5); select types carry their options. */
export function customProperty(gen: Gen): CustomProperty {
  const property = gen.pick(PROPERTIES);
  const fieldType = gen.pick(fieldTypes);
  const created = gen.advance(30, 2880);
  const select = selectTypes.includes(fieldType);
  const options = property.options.length ? property.options : ['Standard', 'Custom'];
  return {
    accountSlug: gen.workspace.accountSlug,
    label: property.label,
    internalName: property.label.toLowerCase().replace(/\s+/g, '_'),
    ...(gen.chance(0.5) ? { description: `${property.label} shown on ${gen.workspace.channelSlug}` } : {}),
    isUnique: gen.pick(isUnique),
    fieldType,
    ...(select ? { options } : {}),
    scope: gen.faker.helpers.arrayElements(scopes, { min: 1, max: scopes.length }),
    createdAt: utcMillis(created),
    updatedAt: utcMillis(created + MINUTES(gen.int(0, 600))),
  };
}
