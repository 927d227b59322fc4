/**
 * The wait before the next attempt: exponential backoff with full jitter, a uniform draw in
 * [0, min(maxDelayMs, baseDelayMs * 2^(failedAttempt - 1))). Full jitter spreads the retries of many
 * deliveries that failed together (a consumer coming back up is not hit by all of them at once).
 * @example
 * backoffDelay(3, 250, 10_000, seededRandom(1)); // somewhere in [0, 1000)
 */
export function backoffDelay(failedAttempt: number, baseDelayMs: number, maxDelayMs: number, random: () => number): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (failedAttempt - 1));
  return Math.floor(random() * ceiling);
}
