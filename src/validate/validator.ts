import type { ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { SchemaSite, Spec } from '../spec/load-spec.js';
import { loadSpec } from '../spec/load-spec.js';
import { UsageError } from '../spec/spec-error.js';
import { SCHEMA_BASE_URI } from '../spec/spec-paths.js';
import { createAjv } from './create-ajv.js';
import { toIssues, type Issue } from './issues.js';
import { allOfBases, closeObjects } from './undocumented-properties.js';

/** The outcome of validating one document. */
export interface ValidationResult {
  readonly valid: boolean;
  /** Contract violations. */
  readonly errors: readonly Issue[];
  /** Properties the spec does not document (only when asked for): allowed, but worth a look. */
  readonly warnings: readonly Issue[];
}

export interface ValidateOptions {
  /** Also report undocumented properties as warnings (a second, stricter pass). */
  readonly warnings?: boolean;
}

interface Pair {
  readonly open: ValidateFunction;
  readonly closed: () => ValidateFunction;
}

/** Shared by every valid result without warnings: the hot path allocates nothing. */
const VALID: ValidationResult = Object.freeze({ valid: true, errors: Object.freeze([]), warnings: Object.freeze([]) });

/** Validates documents against the schemas of one loaded spec. Every validator is compiled once. */
export class SpecValidator {
  readonly #spec: Spec;
  readonly #ajv: Ajv2020;
  readonly #closedAjv: Ajv2020;
  readonly #named = new Map<string, Pair>();
  readonly #sites = new Map<string, Pair>();

  constructor(spec: Spec) {
    this.#spec = spec;
    this.#ajv = createAjv();
    this.#closedAjv = createAjv();
    const bases = allOfBases(spec.schemas.values());
    for (const [name, schema] of spec.schemas) {
      this.#ajv.addSchema(schema);
      this.#closedAjv.addSchema(closeObjects(schema, bases.has(name)));
    }
  }

  /** Names of the schema files (`spec/schemas/<name>.json`), the stable names of `validate`. */
  get schemaNames(): string[] {
    return [...this.#spec.schemas.keys()];
  }

  /**
   * Validates a document against a named schema of `spec/schemas/`.
   * @example
   * const v = await SpecValidator.load();
   * v.validate('shipment-event', event).errors.map(formatIssue);
   */
  validate(name: string, data: unknown, options: ValidateOptions = {}): ValidationResult {
    let pair = this.#named.get(name);
    if (!pair) {
      if (!this.#spec.schemas.has(name)) throw new UsageError(`unknown schema "${name}"; known: ${this.schemaNames.join(', ')}`);
      const id = `${SCHEMA_BASE_URI}schemas/${name}.json`;
      pair = this.#pair((ajv) => ajv.getSchema(id) as ValidateFunction);
      this.#named.set(name, pair);
    }
    return this.#run(pair, data, options);
  }

  /** Validates a document against the schema at a site of the OpenAPI document (a request body, a response, an event). */
  validateSite(site: SchemaSite, data: unknown, options: ValidateOptions = {}): ValidationResult {
    let pair = this.#sites.get(site.pointer);
    if (!pair) {
      // Inline schemas get an $id beside openapi.yaml, so their relative `schemas/...` refs resolve.
      const schema = { ...site.schema, $id: `${SCHEMA_BASE_URI}openapi${site.pointer.replace(/[^A-Za-z0-9]+/g, '-')}.json` };
      pair = this.#pair((ajv) => ajv.compile(ajv === this.#closedAjv ? closeObjects(schema, false) : schema));
      this.#sites.set(site.pointer, pair);
    }
    return this.#run(pair, data, options);
  }

  /** The validator, compiled now, and its closed twin for warnings, compiled when first asked for. */
  #pair(compile: (ajv: Ajv2020) => ValidateFunction): Pair {
    let closed: ValidateFunction | undefined;
    return { open: compile(this.#ajv), closed: () => (closed ??= compile(this.#closedAjv)) };
  }

  #run(pair: Pair, data: unknown, options: ValidateOptions): ValidationResult {
    const valid = pair.open(data);
    if (!options.warnings) return valid ? VALID : { valid, errors: toIssues(pair.open.errors), warnings: [] };
    const closed = pair.closed();
    const warnings = closed(data) ? [] : toIssues(closed.errors?.filter((e) => e.keyword === 'unevaluatedProperties'));
    return { valid, errors: valid ? [] : toIssues(pair.open.errors), warnings };
  }

  /** A validator for the embedded spec (or the one at `path`). */
  static async load(path?: string): Promise<SpecValidator> {
    return new SpecValidator(await loadSpec(path));
  }
}
