/**
 * fulfillment-harness: the Fulfillment Platform API contract, its validators and types.
 *
 * @example
 * import { SpecValidator, formatIssue } from 'fulfillment-harness';
 * const validator = await SpecValidator.load();
 * const { errors } = validator.validate('shipment-event', payload);
 * errors.map(formatIssue); // ['/items/0/quantity: expected 1, found 2']
 */
export { loadSpec, type Spec, type Operation, type EventDefinition, type SchemaSite, type JsonSchema } from './spec/load-spec.js';
export { EMBEDDED_SPEC, EMBEDDED_SPEC_DIR } from './spec/spec-paths.js';
export { UsageError } from './spec/spec-error.js';
export * from './validate/index.js';
export { generate, GenerateError, KINDS, SCENARIOS, SCENARIO_NAMES, runScenario, Gen, type GenerateOptions, type Kind, type ScenarioName, type ScenarioEvent } from '../generators/index.js';
