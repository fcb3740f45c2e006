/**
 * Findings for `marshal policy check`. Errors are rules that allow more than they seem to (a prefix
 * on an interpreter, a bare Bash next to deny rules it makes best-effort): they fail the check,
 * because a reviewer reading the file would believe the policy narrower than it is. Warnings are
 * rules that do nothing (shadowed, dead in plan mode, naming a tool Marshal does not provide) or
 * facts worth knowing (a Read deny over tracked files); they never widen what is allowed.
 */
import { spawnSync } from 'node:child_process';
import { denyCovers } from './path-checks.js';
import { compileRules } from './policy-schema.js';
import { ruleGoverns, type Rule } from './rules.js';
import { isInterpreter } from './shell/vocabulary.js';
import type { PolicyDocument } from './types.js';

export interface LintFinding {
  /** Key of the rule, e.g. `allow[2]`. */
  key: string;
  /** `error`: can widen what is allowed (fails the check); `warning`: does nothing or informs. */
  severity: 'error' | 'warning';
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

export function lintPolicy(doc: PolicyDocument, providedTools: ReadonlySet<string>): LintFinding[] {
  const { allow, deny } = compileRules(doc);
  const findings: LintFinding[] = [];
  const warn = (key: string, message: string) => findings.push({ key, severity: 'warning', message });
  const hasDeny = deny.length > 0;
  // Rule names are known (the loader refuses the rest); some name tools Marshal does not provide.
  const notProvided = (rule: Rule, key: string) => {
    if (providedTools.has(rule.tool.toLowerCase())) {
      if (rule.specifier !== null && !rule.path && !rule.shell) {
        warn(key, `"${rule.text}": specifiers are only understood for Read, Edit, Bash and their tools; as an allow rule this matches nothing, as a deny rule it denies every ${rule.tool} call`);
      }
      return;
    }
    // An MCP rule names a declared server (the loader refuses any other); which tools the server
    // offers is known only once it runs, and the run reports a rule naming one it does not offer.
    if (!rule.known) {
      if (rule.specifier !== null) warn(key, `"${rule.text}": MCP rules take no specifier; as an allow rule this matches nothing, as a deny rule it denies every ${rule.tool} call`);
      return;
    }
    warn(key, `"${rule.text}": Marshal provides no ${rule.tool} tool; this rule matches nothing today`);
  };
  allow.forEach((rule, i) => {
    const key = `allow[${i}]`;
    notProvided(rule, key);
    const shadow = deny.find((d) => shadowedBy(rule, d));
    if (shadow) warn(key, `"${rule.text}" does nothing: deny rule "${shadow.text}" always wins over it`);
    if (kindOf(rule) === 'shell') {
      const risk = riskyShellAllow(rule);
      // A bare Bash with no deny rule at all says what it does; next to deny rules it makes them
      // best-effort, so the file reads narrower than it is.
      if (risk) findings.push({ key, severity: rule.specifier === null && !hasDeny ? 'warning' : 'error', message: `"${rule.text}" is risky: ${risk}` });
    }
    if (doc.mode === 'plan' && kindOf(rule) !== 'read') warn(key, `"${rule.text}" does nothing in plan mode (only reading is allowed)`);
  });
  deny.forEach((rule, i) => notProvided(rule, `deny[${i}]`));
  // A declared MCP server no allow rule names is never started (engine.ts): say so.
  for (const server of Object.keys(doc.mcp_servers ?? {})) {
    const named = allow.some((r) => r.tool.toLowerCase() === `mcp__${server}` || r.tool.toLowerCase().startsWith(`mcp__${server}__`));
    if (!named) warn(`mcp_servers.${server}`, `no allow rule names a tool of this server (mcp__${server}__<tool>, mcp__${server}); it is never started`);
  }
  return findings;
}

/**
 * Read deny rules matching files the repository tracks: those files are in every checkout and in
 * git history, where `git show` / `git log -p` print them; the policy then denies such commands
 * unless a pathspec leaves the files out. Nothing (no warning) when cwd is not a repository.
 */
export function trackedDeniedWarnings(doc: PolicyDocument, cwd: string): LintFinding[] {
  const { deny } = compileRules(doc);
  const readDeny = deny.map((rule, i) => ({ rule, i })).filter(({ rule }) => ruleGoverns(rule, 'Read', 'read') && rule.specifier !== null && rule.path);
  if (!readDeny.length) return [];
  const listed = spawnSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z'], { cwd, encoding: 'utf8', timeout: 15_000, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
  if (listed.status !== 0 || typeof listed.stdout !== 'string') return [];
  const tracked = listed.stdout.split('\0').filter(Boolean);
  const warnings: LintFinding[] = [];
  for (const { rule, i } of readDeny) {
    const hits = tracked.filter((f) => denyCovers(rule, f));
    if (!hits.length) continue;
    const names = hits.slice(0, 3).map((f) => `"${f}"`).join(', ') + (hits.length > 3 ? `, and ${hits.length - 3} more` : '');
    warnings.push({
      key: `deny[${i}]`,
      severity: 'warning',
      message: `"${rule.text}" matches files tracked in the repository (${names}): they are in every checkout and in git history, where git commands print them (git show, git log -p, git diff); such commands are denied unless a pathspec leaves these files out. If they must stay secret, remove them from the repository and its history`,
    });
  }
  return warnings;
}
