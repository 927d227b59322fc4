import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'X-Harness-Signature';

/**
 * Signs a raw body for the {@link SIGNATURE_HEADER} header. The timestamp is signed too, so an old
 * delivery cannot be replayed once it falls outside the consumer's tolerance.
 * @example
 * signatureHeader('whsec_test', '{"a":1}', Date.UTC(2025, 0, 1)); // 't=1735689600,v1=<64 hex digits>'
 */
export function signatureHeader(secret: string, rawBody: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')}`;
}

/**
 * Checks a delivery's `X-Harness-Signature` header against the raw request body, before parsing it.
 * Self-contained (only `node:crypto`): copy it into a consumer as is.
 * @example
 * // Express: keep the raw body, then verify it.
 * app.post('/webhooks', express.raw({ type: 'application/json' }), (req, res) => {
 *   const ok = verifySignature(process.env.WEBHOOK_SECRET ?? '', req.get('X-Harness-Signature') ?? '', req.body.toString('utf8'));
 *   if (!ok) return res.sendStatus(401);
 *   // ...handle JSON.parse(req.body), de-duplicated by the X-Harness-Delivery-Id header
 *   res.sendStatus(204);
 * });
 */
export function verifySignature(secret: string, header: string, rawBody: string, toleranceSeconds = 300, now = Date.now()): boolean {
  const t = Number(/(?:^|,)\s*t=(\d+)\s*(?:,|$)/.exec(header)?.[1]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const given = Buffer.from(/(?:^|,)\s*v1=([0-9a-f]+)\s*(?:,|$)/i.exec(header)?.[1] ?? '', 'hex');
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
