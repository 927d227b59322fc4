import { generate, KINDS } from '../../generators/index.js';
import type { MockReply, MockRequest } from './exchange.js';
import { schemaName } from './served-spec.js';

/**
 * Dynamic responses from our own generators (Prism's json-schema-faker breaks these schemas and
 * is slow on large lists): for an operation whose success response is a schema the generators
 * make, a new record per request, seeded so that a run with the same seed repeats.
 */
export class DynamicResponder {
  #next: number;

  constructor(seed: number) {
    this.#next = seed;
  }

  /** A new record of a generator kind. */
  record(kind: string): Record<string, unknown> {
    const [record] = generate(kind, { seed: this.#next++ });
    return record as Record<string, unknown>;
  }

  reply({ operation }: MockRequest): MockReply | undefined {
    for (const [status, site] of operation.responses) {
      const kind = status.startsWith('2') && site ? schemaName(site.schema) : undefined;
      if (kind !== undefined && kind in KINDS) return { status: Number(status), body: this.record(kind) };
    }
    return undefined;
  }
}
