import { base, en, en_IN, Faker } from '@faker-js/faker';
import { CITIES, COURIERS, gstinCheckCharacter, PRODUCT_FAMILIES, WAREHOUSES, type City } from './india.js';

/** Every generated clock starts here, so output never depends on when it runs. */
const EPOCH = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;
/** Event payload times are local times of the platform (India, UTC+05:30). */
const IST_OFFSET = 330 * MINUTE;

/** The workspace a seed describes: one account, one sales channel, the same across its records. */
export interface Workspace {
  readonly accountSlug: string;
  readonly accountId: number;
  readonly portalId: number;
  readonly channelSlug: string;
  readonly channelId: number;
  readonly externalChannelID: string;
}

/**
 * The state of one seeded generation run: a faker seeded once, the workspace and a clock.
 * Everything random goes through `faker`, so the same seed gives the same bytes.
 */
export class Gen {
  readonly faker: Faker;
  readonly workspace: Workspace;
  /** Milliseconds since the epoch; moves forward as records are made. */
  clock: number;
  #sequence = 0;

  constructor(seed: number) {
    this.faker = new Faker({ locale: [en_IN, en, base], seed });
    this.clock = EPOCH + this.int(0, 200) * 24 * 60 * MINUTE;
    const brand = this.faker.helpers.arrayElement(['desi-threads', 'kaveri-home', 'zaika-foods', 'urban-loom', 'chai-point-store', 'gadget-bazaar']);
    this.workspace = {
      accountSlug: brand,
      accountId: this.int(1000, 9999),
      portalId: this.int(10, 99),
      channelSlug: `${brand}-web`,
      channelId: this.int(100, 999),
      externalChannelID: `CH-${this.code(6)}`,
    };
  }

  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items);
  }

  chance(probability: number): boolean {
    return this.faker.datatype.boolean({ probability });
  }

  /** Upper-case letters and digits. */
  code(length: number): string {
    return this.faker.string.alphanumeric({ length, casing: 'upper' });
  }

  /** A number unique within the run, for ids that must not collide. */
  next(): number {
    return ++this.#sequence;
  }

  /** Advances the clock by a random number of minutes in [min, max] and returns it. */
  advance(minMinutes: number, maxMinutes: number): number {
    this.clock += this.int(minMinutes, maxMinutes) * MINUTE + this.int(0, 59_999);
    return this.clock;
  }

  city(): City {
    return this.pick(CITIES);
  }

  pincode(city: City): string {
    return city.pinPrefix + this.faker.string.numeric(3);
  }

  mobile(): string {
    return `+91${this.pick(['6', '7', '8', '9'])}${this.faker.string.numeric(9)}`;
  }

  person(): { name: string; email: string; phone: string } {
    const first = this.faker.person.firstName();
    const last = this.faker.person.lastName();
    return { name: `${first} ${last}`, email: this.faker.internet.email({ firstName: first, lastName: last }).toLowerCase(), phone: this.mobile() };
  }

  /** A GSTIN: state code, PAN (entity type in its 4th letter), entity number, Z, check character. */
  gstin(city: City, entityType: 'C' | 'F' | 'P'): string {
    const letters = () => this.faker.string.alpha({ length: 1, casing: 'upper' });
    const pan = `${letters()}${letters()}${letters()}${entityType}${letters()}${this.faker.string.numeric(4)}${letters()}`;
    const first14 = `${city.gstStateCode}${pan}${this.int(1, 9)}Z`;
    return first14 + gstinCheckCharacter(first14);
  }

  courier(): (typeof COURIERS)[number] & { trackingID: string } {
    const courier = this.pick(COURIERS);
    return { ...courier, trackingID: courier.tracking.replace(/#/g, () => String(this.int(0, 9))) };
  }

  warehouse(): (typeof WAREHOUSES)[number] & { id: number } {
    const index = this.int(0, WAREHOUSES.length - 1);
    const warehouse = WAREHOUSES[index] ?? WAREHOUSES[0];
    if (!warehouse) throw new Error('no warehouses');
    return { ...warehouse, id: 100 + index };
  }

  product(): { sku: string; productName: string; price: number; gstRate: number; attributes: Record<string, string>; weightGrams: number } {
    const family = this.pick(PRODUCT_FAMILIES);
    const attributes = Object.fromEntries(Object.entries(family.attributes).map(([name, values]) => [name, this.pick(values)]));
    const variant = Object.values(attributes).map((v) => v.toUpperCase().replace(/\s+/g, '').slice(0, 3));
    return {
      sku: [family.stem, ...variant].join('-'),
      productName: [family.name, ...Object.values(attributes)].join(' - '),
      // Prices end in 9, as Indian retail prices do.
      price: Math.floor(this.int(family.minPrice, family.maxPrice) / 10) * 10 + 9,
      gstRate: family.gstRate,
      attributes,
      weightGrams: family.weightGrams,
    };
  }
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Source 2: ISO 8601 UTC with milliseconds (consignments, contacts, import jobs, custom properties). */
export const utcMillis = (ms: number): string => new Date(ms).toISOString();

/** Source 2.3: ISO 8601 with a numeric offset (webhook records), in India's +05:30. */
export const withOffset = (ms: number): string => new Date(ms + IST_OFFSET).toISOString().slice(0, 19) + '+05:30';

/** Source 2.7: `YYYY-MM-DD HH:MM:SS` (event payloads), Indian local time. */
export const eventTime = (ms: number): string => new Date(ms + IST_OFFSET).toISOString().slice(0, 19).replace('T', ' ');

/** Source 2.7: `YYYY-MM-DD`. */
export const calendarDate = (ms: number): string => eventTime(ms).slice(0, 10);

/** Source 4.2 sample: `HH:MM:SS`. */
export const timeOfDay = (hours: number, minutes: number): string => `${pad(hours)}:${pad(minutes)}:00`;

export const MINUTES = (n: number): number => n * MINUTE;
