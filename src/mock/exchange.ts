import type { IncomingHttpHeaders } from 'node:http';
import type { Operation } from '../spec/load-spec.js';

/** A request as the mock's stages see it: matched to its operation, body parsed when JSON. */
export interface MockRequest {
  readonly operation: Operation;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  /** Preferences from the `Prefer` header (`example=empty, dynamic=true`). */
  readonly prefer: ReadonlyMap<string, string>;
}

/** A reply one of the mock's stages makes itself, instead of Prism. */
export interface MockReply {
  readonly status: number;
  /** JSON, or the bytes of another media type. */
  readonly body: unknown;
  /** Default: application/json. */
  readonly contentType?: string;
}

/** Parses `Prefer: code=404, example=empty, dynamic=true` (RFC 7240 name=value pairs). */
export function parsePrefer(header: string | string[] | undefined): Map<string, string> {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return new Map(
    text
      .split(/[,;]/)
      .map((part) => part.trim().split('='))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== '')
      .map(([name, value]) => [name.trim().toLowerCase(), value.trim().replace(/^"|"$/g, '')]),
  );
}
