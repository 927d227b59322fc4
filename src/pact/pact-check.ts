import { readFileSync } from 'node:fs';
import { Router } from '../mock/router.js';
import type { Spec } from '../spec/load-spec.js';
import { UsageError } from '../spec/spec-error.js';
import { formatIssue, type Issue } from '../validate/issues.js';
import type { SpecValidator } from '../validate/validator.js';

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The verdict on one interaction of a pact file. */
export interface InteractionVerdict {
  readonly file: string;
  readonly description: string;
  readonly violations: readonly string[];
}

/** A pact body, whatever the pact version wrote: V4 `{ content }`, or the JSON itself. */
const bodyOf = (body: unknown): unknown => (isNode(body) && 'content' in body ? body['content'] : body);
const lines = (issues: readonly Issue[], where: string) => issues.map((issue) => `${where} ${formatIssue(issue)}`);
/** A consumer may rely on less than the spec promises: fields its pact leaves out of an answer are fine. */
const askedFor = (issues: readonly Issue[]) => issues.filter((issue) => issue.keyword !== 'required');

/** Header names of a pact request, whatever the version wrote (`{ name: value }` or `{ name: [values] }`). */
const headerNames = (headers: unknown): string[] => (isNode(headers) ? Object.keys(headers).map((h) => h.toLowerCase()) : []);

/** Which webhook event a message is, by its body. */
function eventOf(content: unknown): string | undefined {
  if (Array.isArray(content)) return 'channelInventoryUpdated';
  if (!isNode(content)) return undefined;
  if ('customerReturnNumber' in content) return 'returnStatusChanged';
  if ('externalShipmentID' in content) return 'shipmentStatusChanged';
  return undefined;
}

/**
 * Checks every interaction of pact files against the spec (offline, bi-directional): an HTTP
 * interaction's path and method exist, its request carries the right auth header name (source
 * 5), its query and body validate, its response validates against the documented response of
 * its status; a message validates against its event schema. A field the spec does not document
 * is a violation: the consumer would rely on something the spec does not promise. Leaving out
 * fields of an answer is not: a consumer may rely on less.
 */
export function checkPacts(spec: Spec, validator: SpecValidator, files: readonly string[]): InteractionVerdict[] {
  const router = new Router(spec.operations);
  return files.flatMap((file) => {
    let pact: unknown;
    try {
      pact = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new UsageError(`${file}: not a readable pact file: ${(err as Error).message.split('\n')[0]}`);
    }
    if (!isNode(pact)) throw new UsageError(`${file}: not a pact file (no JSON object)`);
    const interactions = [...(Array.isArray(pact['interactions']) ? pact['interactions'] : []), ...(Array.isArray(pact['messages']) ? pact['messages'] : [])].filter(isNode);
    if (!interactions.length) throw new UsageError(`${file}: a pact file with no interactions`);
    return interactions.map((interaction): InteractionVerdict => {
      const description = String(interaction['description'] ?? '(no description)');
      const violations: string[] = [];
      const request = interaction['request'];
      if (isNode(request)) {
        const method = String(request['method'] ?? 'GET');
        const path = String(request['path'] ?? '/');
        const matched = router.match(method, path);
        if (!matched) return { file, description, violations: [`${method} ${path} is not an operation of the spec`] };
        const { operation } = matched;
        const sent = headerNames(request['headers']);
        if (operation.authHeaders.length && !operation.authHeaders.some((name) => sent.includes(name.toLowerCase()))) {
          const used = sent.filter((h) => h === 'authorization' || h === 'authentication');
          violations.push(`source 5: ${operation.operationId} takes ${operation.authHeaders.join(' or ')}: Bearer <token>${used.length ? `, the pact sends ${used.join(', ')}` : ', the pact sends none'}`);
        }
        const query = isNode(request['query']) ? request['query'] : {};
        for (const parameter of operation.parameters.filter((p) => p.in === 'query' && p.required)) if (!(parameter.name in query)) violations.push(`query: ${parameter.name} is required`);
        if (operation.requestBody && request['body'] !== undefined) violations.push(...lines(validator.validateSite(operation.requestBody, bodyOf(request['body']), { warnings: true }).errors, 'request body'));
        const response = isNode(interaction['response']) ? interaction['response'] : {};
        const status = String(response['status'] ?? 200);
        const site = operation.responses.get(status) ?? operation.responses.get('default');
        if (!site) violations.push(`status ${status} is not documented for ${operation.operationId}`);
        else if (response['body'] !== undefined && site.mediaType === 'application/json') {
          const result = validator.validateSite(site, bodyOf(response['body']), { warnings: true });
          violations.push(...lines(askedFor(result.errors), 'response body'), ...lines(result.warnings, 'response body (not in the spec)'));
        }
        return { file, description, violations };
      }
      const content = bodyOf(interaction['contents'] ?? interaction['content']);
      const event = eventOf(content);
      const site = spec.events.find((e) => e.name === event)?.body;
      if (!site) return { file, description, violations: ['the message is no event of the spec (not an inventory, shipment or return event)'] };
      const result = validator.validateSite(site, content, { warnings: true });
      return { file, description, violations: [...lines(askedFor(result.errors), `${event}`), ...lines(result.warnings, `${event} (not in the spec)`)] };
    });
  });
}
