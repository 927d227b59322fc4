import type { ErrorObject } from 'ajv';
import { escapeToken } from '../spec/json-pointer.js';
import type { ContentErrorParams } from './keywords.js';

/** One violation: where (JSON pointer into the validated document), what the spec expects, what was found. */
export interface Issue {
  readonly pointer: string;
  readonly expected: string;
  readonly found: string;
  /** The JSON Schema keyword that failed (`required`, `type`, ...). */
  readonly keyword?: string;
}

/** The issue as one readable line: `/items/0/quantity: expected 1, found 2`. */
export function formatIssue(issue: Issue): string {
  return `${issue.pointer || '/'}: expected ${issue.expected}, found ${issue.found}`;
}

const MAX_FOUND = 80;

/** A short JSON rendering of a value, for "found ...". */
export function describe(value: unknown, max = MAX_FOUND): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value) ?? String(value);
  return json.length > max ? json.slice(0, max - 1) + '…' : json;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

type Rule = (error: ErrorObject) => Partial<Issue>;
const param = (e: ErrorObject, name: string): unknown => (e.params as Record<string, unknown>)[name];
const child = (e: ErrorObject, name: string): string => `${e.instancePath}/${escapeToken(String(param(e, name)))}`;

/** Names a failed shared definition (a timestamp form, say) by its title and example, before the raw rule. */
function named(e: ErrorObject, rule: string): string {
  const schema = (e.parentSchema ?? {}) as { title?: unknown; examples?: unknown };
  const example = Array.isArray(schema.examples) ? `, e.g. ${describe(schema.examples[0])}` : '';
  return typeof schema.title === 'string' ? `${schema.title}${example} (${rule})` : rule;
}

/** How each ajv keyword reads as an issue; keywords without a row fall back to ajv's message. */
const RULES: Record<string, Rule> = {
  required: (e) => ({ pointer: child(e, 'missingProperty'), expected: 'a required property', found: 'nothing' }),
  dependentRequired: (e) => ({ pointer: child(e, 'missingProperty'), expected: `a property required with ${describe(param(e, 'property'))}`, found: 'nothing' }),
  type: (e) => ({ expected: `type ${String(param(e, 'type')).split(',').join(' or ')}`, found: `${jsonType(e.data)} ${describe(e.data)}` }),
  const: (e) => ({ expected: describe(param(e, 'allowedValue'), Infinity) }),
  enum: (e) => ({ expected: `one of ${describe(param(e, 'allowedValues'), Infinity)}` }),
  pattern: (e) => ({ expected: named(e, `a string matching ${String(param(e, 'pattern'))}`) }),
  format: (e) => ({ expected: named(e, `format ${String(param(e, 'format'))}`) }),
  additionalProperties: (e) => ({ pointer: child(e, 'additionalProperty'), expected: 'no such property', found: 'an undocumented property' }),
  unevaluatedProperties: (e) => ({ pointer: child(e, 'unevaluatedProperty'), expected: 'no such property', found: 'an undocumented property' }),
  contentMediaType: () => ({ expected: 'a string holding valid JSON' }),
  contentSchema: (e) => {
    const inner = (e.params as ContentErrorParams).contentError;
    const issue = toIssue(inner);
    if (inner.keyword === 'contentMediaType') return { pointer: e.instancePath, expected: issue.expected, found: issue.found };
    return { pointer: `${e.instancePath} (JSON inside the string) ${issue.pointer || '/'}`, expected: issue.expected, found: issue.found };
  },
};

function toIssue(error: ErrorObject): Issue {
  const rule = RULES[error.keyword];
  const issue = rule ? rule(error) : {};
  return {
    pointer: issue.pointer ?? error.instancePath,
    expected: issue.expected ?? error.message ?? error.keyword,
    found: issue.found ?? describe(error.data),
    keyword: error.keyword,
  };
}

/**
 * Keywords that fail because their subschemas did. Ajv reports the subschema errors just
 * before them, at or below the same instance path; they are folded into one line.
 */
const SUMMARISING: Record<string, (summary: ErrorObject, parts: Entry[]) => Issue> = {
  anyOf: (e, parts) => ({ pointer: e.instancePath, expected: `one of: ${alternatives(parts)}`, found: describe(e.data) }),
  oneOf: (e, parts) => ({ pointer: e.instancePath, expected: `exactly one of: ${alternatives(parts)}`, found: describe(e.data) }),
  propertyNames: (e, parts) => {
    // Ajv marks the errors of a property name with the name itself.
    const name = (parts[0]?.error as { propertyName?: string } | undefined)?.propertyName ?? '';
    return { pointer: `${e.instancePath}/${escapeToken(name)}`, expected: `a property name that is ${alternatives(parts)}`, found: describe(name) };
  },
};

interface Entry {
  readonly error: ErrorObject;
  readonly issue: Issue;
}

const alternatives = (parts: Entry[]): string => [...new Set(parts.map((p) => p.issue.expected))].join(' | ') || 'documented';

const within = (path: string, root: string): boolean => path === root || path.startsWith(root + '/');

/**
 * Turns ajv errors into issues, one line each, without repeats. The bare `if` failure is
 * dropped: the `then` error beside it names what is missing.
 */
export function toIssues(errors: readonly ErrorObject[] | null | undefined): Issue[] {
  if (!errors) return [];
  const out: Entry[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const summarise = SUMMARISING[error.keyword];
    if (!summarise) {
      out.push({ error, issue: toIssue(error) });
      continue;
    }
    const parts: Entry[] = [];
    let last: Entry | undefined;
    while ((last = out.at(-1)) && within(last.error.instancePath, error.instancePath)) {
      out.pop();
      parts.unshift(last);
    }
    out.push({ error, issue: summarise(error, parts) });
  }
  // A failed format beside a failed pattern at the same place says the same thing less exactly.
  const patterns = new Set(out.filter((o) => o.error.keyword === 'pattern').map((o) => o.error.instancePath));
  const seen = new Set<string>();
  return out.filter((o) => !(o.error.keyword === 'format' && patterns.has(o.error.instancePath))).map((o) => o.issue).filter((issue) => {
    const key = formatIssue(issue);
    return !seen.has(key) && seen.add(key);
  });
}
