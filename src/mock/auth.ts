import type { IncomingHttpHeaders } from 'node:http';
import type { Operation } from '../spec/load-spec.js';

/** Source 5 rule 1: the value of the bearer header, whichever its name. */
const BEARER = /^Bearer (\S+)$/;

/**
 * Checks the bearer header an operation takes (source 5: `Authentication` on the consignment
 * endpoints, `Authorization` on the others). Returns why the request is refused, or
 * `undefined` when it may pass. Any token passes unless `token` pins one.
 */
export function refuseAuth(operation: Operation, headers: IncomingHttpHeaders, token: string | undefined): string | undefined {
  if (operation.authHeaders.length === 0) return undefined;
  const present = operation.authHeaders.filter((name) => headers[name.toLowerCase()] !== undefined);
  const wanted = operation.authHeaders.map((name) => `${name}: Bearer <token>`).join(' or ');
  if (present.length === 0) return `missing the ${operation.authHeaders.join(' or ')} header: ${operation.operationId} takes ${wanted} (source 5)`;
  for (const name of present) {
    const value = String(headers[name.toLowerCase()]);
    const bearer = BEARER.exec(value);
    if (!bearer) return `the ${name} header must be "Bearer <token>"`;
    if (token !== undefined && bearer[1] !== token) return `the token in the ${name} header is not the one this mock was started with (--token)`;
  }
  return undefined;
}
