/**
 * Path decisions shared by the file tools and the shell's visible file effects.
 *
 * Order of checks for one path (the first refusal wins):
 *  1. It must resolve inside the workspace (`..`, absolute paths, `~`, symlinks, followed before `..` as the kernel does: resolveRel).
 *     Not overridable: a rule cannot grant access to the runner's home directory or another checkout.
 *  2. Built-in protections, not overridable: never read `.git/config` (the checkout's token lives
 *     there); never write under .git/, .husky/, node_modules/ (hooks and package scripts that would
 *     run outside the policy) or .github/workflows/ (what CI runs next, with its secrets).
 *  3. Deny rules governing the tool, whatever their order in the file.
 *  4. An allow rule governing the tool must cover the path; otherwise it is denied.
 */
import picomatch from 'picomatch';
import path from 'node:path';
import { physicalPath } from '../shared/physical-path.js';
import { protectedDirOf } from '../shared/workspace-paths.js';
import { gitConfigFacts } from './shell/git-config.js';
import { isReadProtected, isWorkflowPath } from './path-globs.js';
import { ruleGoverns, type Rule, type RuleKind } from './rules.js';
import type { Decision } from './types.js';

export interface PathRules {
  cwd: string;
  allow: readonly Rule[];
  deny: readonly Rule[];
}

export { physicalPath };

export type Access = 'read' | 'write';

export function deny(rule: string | null, reason: string): Decision {
  return { decision: 'deny', rule, reason };
}

/** Workspace-relative path (resolved as the kernel would), or the reason it is outside. */
export function resolveRel(cwd: string, requested: string): { rel: string } | { error: string } {
  if (typeof requested !== 'string' || requested.includes('\0')) return { error: `Path "${String(requested)}" is outside the workspace: invalid path` };
  if (requested.startsWith('~')) return { error: `Path "${requested}" is outside the workspace: home-directory paths are not allowed` };
  const resolved = physicalPath(cwd, requested);
  if ('error' in resolved) return resolved;
  const rel = path.relative(cwd, resolved.abs);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
    const lexical = path.resolve(cwd, requested);
    const via = lexical === resolved.abs ? 'it resolves outside the repository' : `it resolves (through a symlink) to ${resolved.abs}`;
    return { error: `Path "${requested}" is outside the workspace: ${via}` };
  }
  return { rel: rel.split(path.sep).join('/') };
}

/**
 * Step 2, as the repository's own git configuration extends it: the hooks directory
 * `core.hooksPath` names is `.git/hooks` under another name, and a file `include.path` /
 * `includeIf.*.path` names is `.git/config` under another name (shell/git-config.ts).
 */
export function gitConfiguredProtection(cwd: string, rel: string, requested: string): Decision | null {
  const facts = gitConfigFacts(cwd);
  if (!facts.hooksDirs.length && !facts.includedFiles.length && !facts.programFiles.length) return null;
  const abs = path.join(cwd, rel);
  const lower = abs.toLowerCase();
  const under = (dir: string) => lower === dir.toLowerCase() || lower.startsWith(`${dir.toLowerCase().replace(/\/+$/, '')}/`);
  const hooks = facts.hooksDirs.find((dir) => under(dir) || under(realOrSelf(dir)));
  if (hooks) return deny(null, `"${requested}" is inside ${path.relative(cwd, hooks) || '.'}/, the hooks directory git's core.hooksPath names, which no tool may modify (not overridable by policy)`);
  const included = facts.includedFiles.find((file) => lower === file.toLowerCase() || lower === realOrSelf(file).toLowerCase());
  if (included) return deny(null, `"${requested}" is read by git as configuration (include.path in .git/config), which no tool may modify (not overridable by policy)`);
  // A file a configured command runs (core.fsmonitor, a textconv or filter ...), or a directory holding one.
  const program = rel ? facts.programFiles.find(({ file }) => [file, realOrSelf(file)].some((f) => lower === f.toLowerCase() || f.toLowerCase().startsWith(`${lower}/`))) : undefined;
  if (program) return deny(null, `"${requested}" ${lower === program.file.toLowerCase() ? 'is' : 'holds'} a program git runs (${program.key} in git's configuration names it), as protected as a hook: no tool may modify it (not overridable by policy)`);
  return null;
}

function realOrSelf(abs: string): string {
  const resolved = physicalPath('/', abs);
  return 'error' in resolved ? abs : resolved.abs;
}

/** Step 2: the protections no policy can lift. */
export function builtinProtection(rel: string, access: Access, requested: string): Decision | null {
  if (access === 'read' && isReadProtected(rel)) {
    return deny(null, `"${requested}" is git's config, which may hold the checkout's credentials; it is never readable (not overridable by policy)`);
  }
  if (access === 'write') {
    const dir = protectedDirOf(rel);
    if (dir) return deny(null, `"${requested}" is inside ${dir}/, which no tool may modify (not overridable by policy)`);
    if (isWorkflowPath(rel)) return deny(null, `"${requested}" is inside .github/workflows/, which no tool may modify (not overridable by policy)`);
  }
  return null;
}

function ruleCovers(rule: Rule, rel: string): boolean {
  if (rule.specifier === null) return true;
  // A specifier on a tool the policy does not know cannot be interpreted: for deny rules it
  // covers everything (fail closed); allow rules are filtered out before this point.
  if (!rule.path) return true;
  return rule.path.matches(rel);
}

/** Deny rules err towards matching: case is ignored (case-insensitive file systems). */
export function denyCovers(rule: Rule, rel: string): boolean {
  if (rule.specifier === null || !rule.path) return true;
  return rule.path.matchesAnyCase(rel);
}

/** Step 3: the first deny rule governing (tool, kind) that covers rel. */
function denyingRule(rules: PathRules, tool: string, kind: RuleKind, rel: string): Rule | null {
  for (const rule of rules.deny) if (ruleGoverns(rule, tool, kind) && denyCovers(rule, rel)) return rule;
  return null;
}

/** Step 4: the first allow rule governing (tool, kind) that covers rel. */
function allowingRule(rules: PathRules, tool: string, kind: RuleKind, rel: string): Rule | null {
  for (const rule of rules.allow) {
    if (!ruleGoverns(rule, tool, kind)) continue;
    if (rule.specifier !== null && !rule.path) continue;
    if (ruleCovers(rule, rel)) return rule;
  }
  return null;
}

/** Steps 1-3 for one path; null when nothing refuses it. */
export function refusePath(rules: PathRules, tool: string, kind: RuleKind, requested: string, access: Access): Decision | null {
  const resolved = resolveRel(rules.cwd, requested);
  if ('error' in resolved) return deny(null, `${resolved.error} (not overridable by policy)`);
  const builtin = builtinProtection(resolved.rel, access, requested) ?? (access === 'write' ? gitConfiguredProtection(rules.cwd, resolved.rel, requested) : null);
  if (builtin) return builtin;
  const rule = denyingRule(rules, tool, kind, resolved.rel);
  if (rule) return deny(rule.text, `${rule.text} matched "${requested}"`);
  return null;
}

/** A full decision for one path: steps 1-4. */
export function decidePath(rules: PathRules, tool: string, kind: RuleKind, requested: string, access: Access): Decision {
  const refused = refusePath(rules, tool, kind, requested, access);
  if (refused) return refused;
  const { rel } = resolveRel(rules.cwd, requested) as { rel: string };
  const rule = allowingRule(rules, tool, kind, rel);
  if (!rule) return deny(null, `no allow rule matches ${tool} "${requested}"`);
  return { decision: 'allow', rule: rule.text, reason: `allowed by ${rule.text}` };
}

/**
 * For shell globs (`cat .e*`): whether the glob could match a path that may not be read. The
 * shell expands it at run time, so it is tested against the protected config file and a sample
 * path of every Read deny rule.
 */
export function globMayReadDenied(rules: PathRules, glob: string): Rule | 'builtin' | null {
  const relGlob = glob.startsWith(`${rules.cwd}/`) ? glob.slice(rules.cwd.length + 1) : glob.replace(/^\.\//, '');
  let test: (p: string) => boolean;
  try {
    // A leading `!` is a plain character to the shell, not picomatch's negation.
    const match = picomatch(relGlob, { dot: true, nonegate: true });
    const base = picomatch(relGlob, { dot: true, basename: true, nonegate: true });
    test = (p) => match(p) || base(p);
  } catch {
    return 'builtin';
  }
  if (['.git/config', '.GIT/CONFIG', '.git/Config'].some(test)) return 'builtin';
  for (const rule of rules.deny) {
    if (!ruleGoverns(rule, 'Read', 'read')) continue;
    if (!rule.path) return rule;
    if (rule.path.probes.some(test)) return rule;
  }
  return null;
}
