/**
 * Policy rules in Claude Code's settings syntax: `Tool` or `Tool(specifier)`.
 *
 * - `Read`, `Edit`, `Bash` govern every tool of their kind (read / edit / shell); any other name
 *   (`Grep`, `Write`, `WebFetch`) governs just the tool of that name.
 * - Shell specifiers: `npm test` (exactly these words), `npm run lint:*` (these words, then
 *   anything: a word-boundary prefix), `npm run * --silent` (`*` matches any text, spaces
 *   included). Matching is over the unquoted words of ONE simple command, never a whole line.
 * - File specifiers: gitignore-style globs relative to the repository root (see path-globs.ts).
 */
import { compileGlob, type PathMatcher } from './path-globs.js';
import { editDistance } from '../shared/edit-distance.js';
import type { PolicyCall } from './types.js';

export type RuleKind = PolicyCall['kind'];

/**
 * The tool names a rule may use, with their canonical spelling. Anything else is an error when the
 * policy loads (see `unknownToolMessage`): a misspelt `deny: [Bahs(git push:*)]` would otherwise
 * deny nothing and the push would run. Besides Marshal's built-in tools, Claude Code's other tool
 * names are accepted (kind `other`) so settings port over; Marshal does not provide them, so such
 * rules match nothing, and `policy check` says so.
 */
const KNOWN_TOOLS: ReadonlyMap<string, { name: string; kind: RuleKind }> = new Map(
  ([
    ['Read', 'read'], ['Grep', 'read'], ['Glob', 'read'], ['LS', 'read'],
    ['Write', 'edit'], ['Edit', 'edit'], ['Bash', 'shell'],
    ['MultiEdit', 'other'], ['NotebookEdit', 'other'], ['WebFetch', 'other'], ['WebSearch', 'other'],
    ['Task', 'other'], ['TodoWrite', 'other'],
  ] as const).map(([name, kind]) => [name.toLowerCase(), { name, kind }]),
);

/**
 * Other names the built-in tools answer to when the model calls them (registry aliases). A rule
 * matches the canonical name only, so a rule written with an alias would match nothing: it is an
 * error that names the tool to write instead.
 */
const TOOL_ALIASES: ReadonlyMap<string, string> = new Map([
  ['fs_read', 'Read'], ['fs_write', 'Write'], ['str_replace', 'Edit'], ['search', 'Grep'],
  ['list', 'LS'], ['shell', 'Bash'], ['execute_cmd', 'Bash'], ['web_fetch', 'WebFetch'], ['fetch_url', 'WebFetch'],
]);

/**
 * MCP tools are named `mcp__server__tool`; `mcp__server` and `mcp__server__*` name every tool of
 * one server. Whether the server is declared is checked when the policy loads (mcp-config.ts).
 */
const MCP_NAME = /^mcp__[A-Za-z0-9-]+(?:_[A-Za-z0-9-]+)*(?:__(?:\*|[A-Za-z0-9][A-Za-z0-9_-]*))?$/;

/** The canonical names a rule may use (for messages). */
export const KNOWN_TOOL_NAMES: readonly string[] = [...KNOWN_TOOLS.values()].map((t) => t.name);

/** The canonical tool an alias stands for (`str_replace` -> `Edit`), for tests binding the lists. */
export function aliasTarget(name: string): string | undefined {
  return TOOL_ALIASES.get(name.toLowerCase());
}

/** The known name closest to `name` (a typo such as `Bahs`, `Raed`, `Glbo`), or null. */
export function suggestName(name: string, candidates: readonly string[]): string | null {
  const lower = name.toLowerCase();
  let best: { name: string; d: number } | null = null;
  for (const candidate of candidates) {
    const d = editDistance(lower, candidate.toLowerCase());
    if (d <= (lower.length <= 3 ? 1 : 2) && (!best || d < best.d)) best = { name: candidate, d };
  }
  return best?.name ?? null;
}

/**
 * Why a rule's tool name is not one the policy knows, with what to write instead; null when it is
 * known (a built-in or Claude Code tool, or the MCP form).
 */
export function unknownToolMessage(rule: string, tool: string): string | null {
  if (KNOWN_TOOLS.has(tool.toLowerCase()) || MCP_NAME.test(tool)) return null;
  const alias = TOOL_ALIASES.get(tool.toLowerCase());
  if (alias) return `"${rule}" names "${tool}", another name of the ${alias} tool; rules match tools by their own name: write ${alias} instead`;
  const near = suggestName(tool, KNOWN_TOOL_NAMES);
  const hint = near ? `did you mean ${near}? ` : '';
  return `"${rule}" names an unknown tool "${tool}"; ${hint}expected one of ${KNOWN_TOOL_NAMES.join(', ')}, or an MCP tool as mcp__server__tool (a rule naming no real tool would match nothing, so it is refused)`;
}

/** Rule names that govern a whole kind rather than one tool. */
const KIND_RULES: Readonly<Record<string, RuleKind>> = { Read: 'read', Edit: 'edit', Bash: 'shell' };

export interface ShellPattern {
  type: 'exact' | 'prefix' | 'wildcard';
  /** Words of the specifier (for exact / prefix). */
  words: string[];
  /** For wildcards: matches the words joined with WORD_SEP. */
  regex?: RegExp;
  /** Words before the first `*`: how much of a command the rule names literally. */
  literalWords: number;
  /** The pattern ends in `*`, so it can match a command with arguments appended (xargs). */
  openEnded: boolean;
}

export interface Rule {
  /** As written in the file, e.g. `Bash(npm run lint:*)`. */
  text: string;
  /** Canonical tool name (`Read`), or an MCP name as written (`mcp__server__tool`). */
  tool: string;
  /** Whether the name is a built-in or Claude Code tool (false for the MCP form `mcp__server__tool`). */
  known: boolean;
  specifier: string | null;
  shell?: ShellPattern;
  path?: PathMatcher;
}

/** Separator used to join command words for wildcard matching (cannot appear in a parsed word). */
export const WORD_SEP = '\u001f';

const RULE_SYNTAX = /^([A-Za-z_][A-Za-z0-9_.-]*(?:__\*)?)(?:\((.*)\))?$/s;

export class RuleSyntaxError extends Error {}

/** Parses one rule; throws RuleSyntaxError naming what was expected. */
export function parseRule(text: string): Rule {
  const trimmed = text.trim();
  const match = RULE_SYNTAX.exec(trimmed);
  if (!match) throw new RuleSyntaxError(`"${text}" is not a rule; expected Tool or Tool(specifier)`);
  const unknown = unknownToolMessage(trimmed, match[1]!);
  if (unknown) throw new RuleSyntaxError(unknown);
  const known = KNOWN_TOOLS.get(match[1]!.toLowerCase());
  const tool = known?.name ?? match[1]!;
  const specifier = match[2] === undefined ? null : match[2].trim();
  if (specifier === '') throw new RuleSyntaxError(`"${text}" has an empty specifier; expected ${tool} or ${tool}(specifier)`);
  const rule: Rule = { text: trimmed, tool, known: !!known, specifier };
  // Specifiers are understood for file tools (globs) and the shell (commands) only; on any other
  // tool the specifier stays uninterpreted (an allow then matches nothing, a deny every call).
  if (specifier === null || !known || known.kind === 'other') return rule;
  if (known.kind === 'shell') rule.shell = compileShellPattern(specifier, text);
  else rule.path = compileGlob(specifier);
  return rule;
}

function compileShellPattern(spec: string, text: string): ShellPattern {
  let body = spec;
  let prefix = false;
  if (body.endsWith(':*')) {
    prefix = true;
    body = body.slice(0, -2).trim();
  }
  if (body.includes(':*')) throw new RuleSyntaxError(`"${text}": ":*" may only end a command prefix, e.g. Bash(npm run lint:*)`);
  const words = body.split(/\s+/).filter(Boolean);
  if (!words.length) throw new RuleSyntaxError(`"${text}" names no command; expected e.g. Bash(npm test) or Bash(npm run lint:*)`);
  const star = words.findIndex((w) => w.includes('*'));
  if (star === -1) {
    return { type: prefix ? 'prefix' : 'exact', words, literalWords: words.length, openEnded: prefix };
  }
  if (prefix) throw new RuleSyntaxError(`"${text}": use either ":*" at the end or "*" inside, not both`);
  // Literal spaces match exactly one word boundary; `*` matches anything (boundaries included).
  // A trailing ` *` also matches nothing, so `Bash(ls *)` covers `ls` itself.
  const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  let source = words.map(escape).join(WORD_SEP);
  if (words.length > 1 && words[words.length - 1] === '*') {
    source = `${words.slice(0, -1).map(escape).join(WORD_SEP)}(?:${WORD_SEP}.*)?`;
  }
  return {
    type: 'wildcard',
    words,
    regex: new RegExp(`^${source}$`, 's'),
    literalWords: star,
    openEnded: words[words.length - 1]!.endsWith('*'),
  };
}

/** Whether `rule` governs calls of `tool` (canonical name) of kind `kind`. */
export function ruleGoverns(rule: Rule, tool: string, kind: RuleKind): boolean {
  if (rule.tool.toLowerCase() === tool.toLowerCase()) return true;
  // `mcp__server` governs every tool of that server (`mcp__server__tool`), as in Claude Code.
  if (/^mcp__/i.test(rule.tool) && !rule.tool.slice(5).includes('__') && tool.toLowerCase().startsWith(`${rule.tool.toLowerCase()}__`)) return true;
  // `mcp__server__*` is the same as `mcp__server`.
  if (/^mcp__.+__\*$/i.test(rule.tool) && tool.toLowerCase().startsWith(rule.tool.slice(0, -1).toLowerCase())) return true;
  const ruleKind = KIND_RULES[rule.tool];
  return ruleKind !== undefined && ruleKind === kind;
}

/** The kind a rule's tool has, when the policy knows it. */
export function knownToolKind(name: string): RuleKind | undefined {
  return KNOWN_TOOLS.get(name.toLowerCase())?.kind;
}

/**
 * Whether a shell pattern matches a simple command's words.
 * `openEnded`: the command gets more arguments at run time (xargs), so only patterns that allow
 * trailing arguments can match it.
 */
export function shellPatternMatches(pattern: ShellPattern, words: readonly string[], openEnded = false): boolean {
  if (openEnded && !pattern.openEnded) return false;
  switch (pattern.type) {
    case 'exact':
      return words.length === pattern.words.length && pattern.words.every((w, i) => words[i] === w);
    case 'prefix':
      return words.length >= pattern.words.length && pattern.words.every((w, i) => words[i] === w);
    case 'wildcard':
      return pattern.regex!.test(words.join(WORD_SEP));
  }
}

/**
 * Deny-side matching, which errs towards matching: a word holding an unexpanded `$VAR` could
 * become any word(s) at run time, so from that word on everything matches.
 */
export function shellPatternMatchesLoosely(pattern: ShellPattern, words: readonly string[], wild: readonly boolean[]): boolean {
  if (shellPatternMatches(pattern, words)) return true;
  const firstWild = wild.indexOf(true);
  if (firstWild === -1) return false;
  const fixed = words.slice(0, firstWild);
  if (pattern.type === 'wildcard') {
    // Compare the literal words before the first `*` with the fixed part.
    const literal = pattern.words.slice(0, pattern.literalWords);
    const n = Math.min(literal.length, fixed.length);
    return literal.slice(0, n).every((w, i) => fixed[i] === w);
  }
  const n = Math.min(pattern.words.length, fixed.length);
  return pattern.words.slice(0, n).every((w, i) => fixed[i] === w);
}
