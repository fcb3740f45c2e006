/**
 * Warnings for `marshal policy check`: rules that do nothing, and rules that allow more than
 * they seem to. Warnings never fail the check; they tell a maintainer where the policy is weaker
 * or noisier than it reads.
 */
import { spawnSync } from 'node:child_process';
import { denyCovers } from './path-checks.js';
import { compileRules } from './policy-schema.js';
import { ruleGoverns, type Rule } from './rules.js';
import { isInterpreter } from './shell-vocabulary.js';
import type { PolicyDocument } from './types.js';

export interface LintWarning {
  /** Key of the rule, e.g. `allow[2]`. */
  key: string;
  message: string;
}

/** Prefix rules on these let the model run arbitrary code, whatever the wording. */
const RUNS_ANYTHING = new Set(['env', 'sudo', 'xargs', 'find', 'timeout', 'nice', 'nohup', 'time', 'command', 'exec', 'npx', 'make', 'sed', 'git', 'docker', 'ssh']);
const EXEC_SUBCOMMANDS = /^(npm|pnpm|yarn|bun)$/;

function shadowedBy(allow: Rule, deny: Rule): boolean {
  if (allow.tool !== deny.tool && !ruleGoverns(deny, allow.tool, kindOf(allow))) return false;
  if (deny.specifier === null) return true;
  if (allow.specifier === deny.specifier) return true;
  if (allow.shell && deny.shell && deny.shell.type === 'prefix' && allow.shell.type !== 'wildcard') {
    return deny.shell.words.every((w, i) => allow.shell!.words[i] === w);
  }
  if (allow.path && deny.path && allow.path.probes.every((p) => deny.path!.matches(p)) && /^[^*?[]*\*\*?$|^[^*?[]+$/.test(allow.specifier ?? '')) {
    return deny.path.matches(allow.specifier!.replace(/\/?\*+$/, '') || '.');
  }
  return false;
}

function kindOf(rule: Rule): 'read' | 'edit' | 'shell' | 'other' {
  if (rule.shell || rule.tool === 'Bash') return 'shell';
  if (['Read', 'Grep', 'Glob', 'LS'].includes(rule.tool)) return 'read';
  if (['Edit', 'Write'].includes(rule.tool)) return 'edit';
  return 'other';
}

function riskyShellAllow(rule: Rule): string | null {
  if (rule.specifier === null) {
    return 'bare Bash allows every shell command; deny rules on Bash are then best-effort (a program can always be reached another way)';
  }
  const pattern = rule.shell;
  if (!pattern || pattern.type === 'exact') return null;
  const first = pattern.words[0] ?? '';
  const literal = pattern.words.slice(0, pattern.literalWords);
  if (isInterpreter(first)) {
    return `"${first}" is an interpreter: a prefix or wildcard rule lets it run any code (${first} -c / -e ...), so this allows everything`;
  }
  if (RUNS_ANYTHING.has(first) && literal.length <= 1) {
    return `"${first}" can run other programs or arbitrary code (aliases, -exec, pagers, e commands ...); allow specific subcommands instead`;
  }
  if (EXEC_SUBCOMMANDS.test(first) && (literal.length <= 1 || ['exec', 'x', 'dlx'].includes(literal[1] ?? ''))) {
    return `"${literal.join(' ')}" can run any package binary or script`;
  }
  if (pattern.type === 'wildcard' && pattern.literalWords === 0) return 'a rule starting with "*" matches commands of any name';
  return null;
}

export function lintPolicy(doc: PolicyDocument, knownTools: ReadonlySet<string>): LintWarning[] {
  const { allow, deny } = compileRules(doc);
  const warnings: LintWarning[] = [];
  const isKnown = (rule: Rule) => rule.known || knownTools.has(rule.tool.toLowerCase());
  const unknownTool = (rule: Rule, key: string) => {
    if (!isKnown(rule)) warnings.push({ key, message: `"${rule.text}": unknown tool "${rule.tool}"; this rule matches nothing unless a tool of that name exists` });
    else if (!rule.known && rule.specifier !== null) {
      warnings.push({ key, message: `"${rule.text}": specifiers are only understood for Read, Edit, Bash and their tools; as an allow rule this matches nothing, as a deny rule it denies every ${rule.tool} call` });
    }
  };
  allow.forEach((rule, i) => {
    const key = `allow[${i}]`;
    unknownTool(rule, key);
    const shadow = deny.find((d) => shadowedBy(rule, d));
    if (shadow) warnings.push({ key, message: `"${rule.text}" does nothing: deny rule "${shadow.text}" always wins over it` });
    if (kindOf(rule) === 'shell') {
      const risk = riskyShellAllow(rule);
      if (risk) warnings.push({ key, message: `"${rule.text}" is risky: ${risk}` });
    }
    if (doc.mode === 'plan' && kindOf(rule) !== 'read') {
      warnings.push({ key, message: `"${rule.text}" does nothing in plan mode (only reading is allowed)` });
    }
  });
  deny.forEach((rule, i) => unknownTool(rule, `deny[${i}]`));
  return warnings;
}

/**
 * Read deny rules matching files the repository tracks: those files are in every checkout and in
 * git history, where `git show` / `git log -p` print them; the policy then denies such commands
 * unless a pathspec leaves the files out. Nothing (no warning) when cwd is not a repository.
 */
export function trackedDeniedWarnings(doc: PolicyDocument, cwd: string): LintWarning[] {
  const { deny } = compileRules(doc);
  const readDeny = deny.map((rule, i) => ({ rule, i })).filter(({ rule }) => ruleGoverns(rule, 'Read', 'read') && rule.specifier !== null && rule.path);
  if (!readDeny.length) return [];
  const listed = spawnSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z'], { cwd, encoding: 'utf8', timeout: 15_000, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
  if (listed.status !== 0 || typeof listed.stdout !== 'string') return [];
  const tracked = listed.stdout.split('\0').filter(Boolean);
  const warnings: LintWarning[] = [];
  for (const { rule, i } of readDeny) {
    const hits = tracked.filter((f) => denyCovers(rule, f));
    if (!hits.length) continue;
    const names = hits.slice(0, 3).map((f) => `"${f}"`).join(', ') + (hits.length > 3 ? `, and ${hits.length - 3} more` : '');
    warnings.push({
      key: `deny[${i}]`,
      message: `"${rule.text}" matches files tracked in the repository (${names}): they are in every checkout and in git history, where git commands print them (git show, git log -p, git diff); such commands are denied unless a pathspec leaves these files out. If they must stay secret, remove them from the repository and its history`,
    });
  }
  return warnings;
}
