import type { ErrorObject, KeywordDefinition } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types/index.js';
import type { JsonSchema } from '../spec/load-spec.js';

/**
 * Annotation keywords the spec uses beyond JSON Schema. Ajv's strict mode rejects unknown
 * keywords, so each is declared here: adding one is adding a row.
 */
export const ANNOTATION_KEYWORDS = [
  'example', // OpenAPI's singular example
  'x-unspecified', // what the source says is "not shown"
  'x-observed-values', // values the source shows for an open set
  'x-observed-deviation', // a form the source's samples use against its own field table
  'x-harness-mandatory', // what the harness treats as mandatory where the source is silent
  'x-harness-extension', // a feature of the harness the source does not describe
] as const;

/** Formats of the spec beyond ajv-formats': one row each. */
export const FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  /** Source 2.7 `YYYY-MM-DD HH:MM:SS`: the pattern checks the form, this the calendar (no 2024-02-30). */
  'event-timestamp': (value) => {
    const date = new Date(value.replace(' ', 'T') + 'Z');
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === value.replace(' ', 'T');
  },
};

/** Params of an error found inside a string that holds serialized JSON. */
export interface ContentErrorParams {
  readonly contentError: ErrorObject;
}

/**
 * `contentSchema` is an annotation in JSON Schema 2020-12; here it is enforced when
 * `contentMediaType` is `application/json` (source 2.8: return item `additionalInfo`).
 */
export const contentSchemaKeyword: KeywordDefinition = {
  keyword: 'contentSchema',
  schemaType: 'object',
  errors: true,
  compile(schema: JsonSchema, parent: JsonSchema, it) {
    if (parent['contentMediaType'] !== 'application/json') return () => true;
    const inner = it.self.compile(schema);
    const validate: DataValidateFunction = (data: unknown): boolean => {
      if (typeof data !== 'string') return true;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        validate.errors = [contentError({ keyword: 'contentMediaType', instancePath: '', schemaPath: '', params: {}, message: 'must hold valid JSON', data })];
        return false;
      }
      const ok = inner(parsed);
      validate.errors = (inner.errors ?? []).map(contentError);
      return ok;
    };
    return validate;
  },
};

/** instancePath stays unset: ajv fills in where the string sits. */
function contentError(inner: ErrorObject): Partial<ErrorObject> {
  const params: ContentErrorParams = { contentError: inner };
  return { keyword: 'contentSchema', params, message: inner.message ?? 'is invalid' };
}
