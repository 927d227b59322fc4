export { SpecValidator, type ValidationResult, type ValidateOptions } from './validator.js';
export { formatIssue, type Issue } from './issues.js';
export { readDocuments, type ReadDocument } from './read-documents.js';
