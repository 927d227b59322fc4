import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { ANNOTATION_KEYWORDS, contentSchemaKeyword, FORMATS } from './keywords.js';

// ajv-formats is CommonJS; under NodeNext its default export is the module object.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** A strict Ajv 2020-12 instance that knows the spec's keywords and formats. */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    strict: true,
    allowUnionTypes: true, // the source has `string or null` (2.6) and `integer or string` fields
    allErrors: true, // users want every violation at once, not the first
    verbose: true, // errors carry the offending data, for "found ..."
  });
  addFormats(ajv);
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format);
  ajv.addVocabulary([...ANNOTATION_KEYWORDS]);
  ajv.removeKeyword('contentSchema');
  ajv.addKeyword(contentSchemaKeyword);
  return ajv;
}
