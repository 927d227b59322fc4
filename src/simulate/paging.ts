/** Source 8: the defaults of a listing. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 25;

/** One page of records and the envelope fields of source 4.8 (`page` is 1-based). */
export function pageOf<T>(records: readonly T[], page: number, perPage: number): { page: number; perPage: number; count: number; data: T[] } {
  return { page, perPage, count: records.length, data: records.slice((page - 1) * perPage, page * perPage) };
}

/** A positive whole number from a query parameter, or the default when absent. */
export function positive(value: string | null, fallback: number): number {
  const n = value === null ? fallback : Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}
