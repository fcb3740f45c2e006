/**
 * The policy file: YAML or JSON (JSON is YAML), validated with zod. Every error names the file,
 * the key path and what was expected, e.g.
 *   .github/marshal.yml: allow[2]: "Bash(" is not a rule; expected Tool or Tool(specifier)
 * Unknown keys are errors: a misspelt `deny:` must not silently become no deny rules at all; and
 * so are rules naming a tool the policy does not know (`Bahs(git push:*)`, see rules.ts), for the
 * same reason. Both fail the run before the model is called and come with a "did you mean".
 */
import { parseAllDocuments } from 'yaml';
import { z } from 'zod';
import { parseRule, RuleSyntaxError, suggestName, type Rule } from './rules.js';
import { MCP_SERVER_KEYS, mcpServersSchema, undeclaredServerProblems } from '../mcp/mcp-config.js';
import type { PolicyDocument } from './types.js';

export class PolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PolicyError';
  }
}

const positive = z.number().positive();

const limitsSchema = z.strictObject({
  tool_timeout: positive.optional(),
  max_turns: z.number().int().positive().optional(),
  max_output_bytes: z.number().int().positive().optional(),
  timeout_minutes: positive.optional(),
  max_cost_usd: positive.optional(),
});

const testSchema = z.strictObject({
  tool: z.string().min(1),
  input: z.record(z.string(), z.unknown()),
  expect: z.enum(['allow', 'deny']),
});

/** A host pattern: a name or IP literal, optionally `*.` in front and `:port` behind. */
const hostPattern = z
  .string()
  .min(1)
  .regex(/^(\*|(\*\.)?[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(:(\d{1,5}|\*))?$/, 'expected a host name, "*.domain", an IP address or [IPv6], optionally with :port');

const networkSchema = z.strictObject({
  allow: z.array(hostPattern).default([]),
  deny: z.array(hostPattern).default([]),
  loopback: z.boolean().default(true),
});

/**
 * Who guard mode checks (`marshal policy check-diff` as a check on pull requests): `everyone`,
 * `bots` (any account GitHub types as a Bot, or whose login ends in [bot]) or a login. Logins are
 * matched exactly (case folded): `dependabot[bot]` names the bot, never a user called dependabot.
 */
const guardAuthor = z
  .string()
  .regex(/^(everyone|bots|[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\[bot\])?)$/, 'expected "everyone", "bots" or a GitHub login such as dependabot[bot]');

const guardSchema = z.strictObject({
  authors: z.array(guardAuthor).min(1, 'expected at least one author ("everyone", "bots" or a login)'),
});

const hookSchema = z.strictObject({
  match: z.string().min(1),
  command: z.string().min(1),
  timeout: z.number().positive().max(3600).optional(),
});

const hooksSchema = z.strictObject({
  pre: z.array(hookSchema).default([]),
  post: z.array(hookSchema).default([]),
});

const fileSchema = z.strictObject({
  version: z.literal(1),
  mode: z.enum(['default', 'plan']).default('default'),
  allow: z.array(z.string()).default([]),
  deny: z.array(z.string()).default([]),
  limits: limitsSchema.default({}),
  tests: z.array(testSchema).default([]),
  sandbox: z.enum(['auto', 'required', 'off']).optional(),
  network: networkSchema.default({ allow: [], deny: [], loopback: true }),
  guard: guardSchema.optional(),
  hooks: hooksSchema.default({ pre: [], post: [] }),
  mcp_servers: mcpServersSchema.default({}),
});

export const DEFAULT_POLICY_SOURCE = 'built-in default';

/** No policy file: read-only tools only. */
export function defaultDocument(source = DEFAULT_POLICY_SOURCE): PolicyDocument {
  return { version: 1, mode: 'default', allow: ['Read'], deny: [], limits: {}, tests: [], network: defaultNetwork(), hooks: { pre: [], post: [] }, source, isDefault: true };
}

export function defaultNetwork(): PolicyDocument['network'] {
  return { allow: [], deny: [], loopback: true };
}

function keyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(top level)';
}

/** The keys the mapping at `path` may have (for "did you mean" on an unknown key). */
function knownKeysAt(path: readonly PropertyKey[]): string[] {
  const top = path[0];
  if (top === undefined) return Object.keys(fileSchema.shape);
  if (top === 'limits') return Object.keys(limitsSchema.shape);
  if (top === 'network') return Object.keys(networkSchema.shape);
  if (top === 'tests') return Object.keys(testSchema.shape);
  if (top === 'guard') return Object.keys(guardSchema.shape);
  if (top === 'mcp_servers' && path.length === 2) return [...MCP_SERVER_KEYS];
  return [];
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(issue.path);
      const near = issue.keys.map((k) => suggestName(k, known)).find((k) => k !== null);
      const list = issue.keys.map((k) => `"${k}"`).join(', ');
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${list}; ${near ? `did you mean "${near}"? ` : ''}expected only ${known.join(', ')}`;
    }
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'array') return issue.message;
      return issue.origin === 'string' ? 'expected a non-empty string' : `expected a number greater than ${String(issue.minimum)}`;
    default:
      return issue.message;
  }
}

export function parseDocumentText(text: string, source: string): PolicyDocument {
  let raw: unknown;
  try {
    // Warnings (a tag YAML does not know, such as !!js/function) are refused like errors, and
    // never printed by the library itself.
    const stream = parseAllDocuments(text, { prettyErrors: true, logLevel: 'silent' });
    const documents = Array.isArray(stream) ? stream : [];
    for (const document of documents) {
      const problem = document.errors[0] ?? document.warnings[0];
      if (problem) throw problem;
    }
    if (documents.length > 1) {
      const line = text.slice(0, documents[1]!.range[0]).split('\n').length;
      throw new PolicyError(`${source}:${line}:1: not valid YAML or JSON: a policy is one YAML document, and another starts here`);
    }
    raw = documents[0]?.toJS() ?? null;
  } catch (error) {
    if (error instanceof PolicyError) throw error;
    // prettyErrors adds "at line L, column C:" and a source excerpt: keep the first line, with
    // the position in the file's own "file:line:col" form so an editor can jump to it.
    const pos = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const message = (error instanceof Error ? error.message.split('\n')[0]! : String(error)).replace(/ at line \d+, column \d+:?$/, '');
    throw new PolicyError(`${source}${pos ? `:${pos.line}:${pos.col}` : ''}: not valid YAML or JSON: ${message}`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new PolicyError(`${source}: (top level): expected a mapping with version, allow, deny, ...`);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    // Every problem at once, one "file: key: what was expected" line each: fixing a file one
    // error per run is slow.
    const lines = parsed.error.issues.map((issue) => {
      const where = issue.code === 'unrecognized_keys' && issue.path.length === 0 ? '(top level)' : keyPath(issue.path);
      return `${source}: ${where}: ${describeIssue(issue)}`;
    });
    // The rules are read only once the file's shape is right: their mistakes are listed here too.
    const fields = raw as Record<string, unknown>;
    const strings = (key: 'allow' | 'deny') => (Array.isArray(fields[key]) ? (fields[key] as unknown[]).map((v) => (typeof v === 'string' ? v : null)) : []);
    lines.push(...parseRules(strings('allow'), 'allow', source).problems, ...parseRules(strings('deny'), 'deny', source).problems);
    throw new PolicyError(lines.join('\n'));
  }
  const { sandbox, guard, mcp_servers, ...rest } = parsed.data;
  const doc: PolicyDocument = {
    ...rest,
    limits: { ...rest.limits },
    network: { ...rest.network },
    hooks: { pre: rest.hooks.pre.map((h) => ({ ...h })), post: rest.hooks.post.map((h) => ({ ...h })) },
    ...(sandbox ? { sandbox } : {}),
    ...(guard ? { guard: { authors: guard.authors.map((a) => a.toLowerCase()) } } : {}),
    ...(Object.keys(mcp_servers).length ? { mcp_servers } : {}),
    source,
    isDefault: false,
  };
  const compiled = compileRules(doc);
  // Rules (and hook matches) naming an MCP server the file does not declare: all at once.
  const named: [string, string][] = [
    ...compiled.allow.map((r, i): [string, string] => [`allow[${i}]`, r.tool]),
    ...compiled.deny.map((r, i): [string, string] => [`deny[${i}]`, r.tool]),
  ];
  for (const event of ['pre', 'post'] as const) {
    doc.hooks[event].forEach((hook, i) => {
      const name = /^\s*([^\s(]+)/.exec(hook.match)?.[1];
      if (name) named.push([`hooks.${event}[${i}].match`, name]);
    });
  }
  const undeclared = undeclaredServerProblems(named, mcp_servers);
  if (undeclared.length) throw new PolicyError(undeclared.map((p) => `${source}: ${p}`).join('\n'));
  for (const event of ['pre', 'post'] as const) {
    doc.hooks[event].forEach((hook, i) => {
      if (hook.match.trim() === '*') return;
      try {
        parseRule(hook.match);
      } catch (error) {
        if (error instanceof RuleSyntaxError) throw new PolicyError(`${source}: hooks.${event}[${i}].match: ${error.message}`);
        throw error;
      }
    });
  }
  return doc;
}

export interface CompiledRules {
  allow: Rule[];
  deny: Rule[];
}

/** `list` parsed; each rule that does not parse as "file: key[i]: why" (null entries are skipped). */
function parseRules(list: readonly (string | null)[], key: string, source: string): { rules: Rule[]; problems: string[] } {
  const rules: Rule[] = [];
  const problems: string[] = [];
  list.forEach((text, i) => {
    if (text === null) return;
    try {
      rules.push(parseRule(text));
    } catch (error) {
      if (!(error instanceof RuleSyntaxError)) throw error;
      problems.push(`${source}: ${key}[${i}]: ${error.message}`);
    }
  });
  return { rules, problems };
}

/** Parses every rule; bad ones are one PolicyError naming each key (`deny[0]`), all of them. */
export function compileRules(doc: PolicyDocument): CompiledRules {
  const allow = parseRules(doc.allow, 'allow', doc.source);
  const deny = parseRules(doc.deny, 'deny', doc.source);
  const problems = [...allow.problems, ...deny.problems];
  if (problems.length) throw new PolicyError(problems.join('\n'));
  return { allow: allow.rules, deny: deny.rules };
}
