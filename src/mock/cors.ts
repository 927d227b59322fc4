import type { IncomingMessage, ServerResponse } from 'node:http';

/** Browser apps on any localhost origin may call the mock (http://localhost:5173, http://127.0.0.1:3000, ...). */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Adds CORS headers for a localhost origin; answers a preflight itself. Returns true when the
 * request was a preflight and has been answered.
 */
export function handleCors(request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || !LOCAL_ORIGIN.test(origin)) return false;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Expose-Headers', '*');
  if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return false;
  response.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    // Echo what the page asks for: it includes the source's own `Authentication` header.
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
    'Access-Control-Max-Age': '600',
  });
  response.end();
  return true;
}
