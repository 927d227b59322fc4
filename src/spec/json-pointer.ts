/** Escapes one JSON pointer token (RFC 6901). */
export function escapeToken(token: string): string {
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Builds a JSON pointer from raw tokens. */
export function pointer(...tokens: Array<string | number>): string {
  return tokens.map((t) => '/' + escapeToken(String(t))).join('');
}
