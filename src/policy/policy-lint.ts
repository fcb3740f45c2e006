/**
 * Findings for `marshal policy check`. Errors are rules that allow more than they seem to (a prefix
 * on an interpreter or a package runner, a bare Bash next to deny rules it makes best-effort, a
 * rule written inside a Bash rule): they fail the check, because a reviewer reading the file would
 * believe the policy narrower than it is. Warnings are rules that do nothing (shadowed, repeated,
 * dead in plan mode, naming a tool Marshal does not provide, a path no tool may ever touch, a
 * wrapper's rule that never reaches the command it wraps) or facts worth knowing (a Read deny
 * over tracked files); they never widen what is allowed.
 */
import { childProcess } from '../shared/lazy-builtins.js';
import { denyCovers } from './path-checks.js';
import { canonicalSegment } from './path-globs.js';
import { compileRules } from './policy-schema.js';
import { KNOWN_TOOL_NAMES, ruleGoverns, type Rule } from './rules.js';
import { isInterpreter } from './shell/vocabulary.js';
import { unwrapCommand } from './shell/wrappers.js';
import { protectedDirOf } from '../shared/workspace-paths.js';
import type { PolicyDocument } from './types.js';

export interface LintFinding {
  /** Key of the rule, e.g. `allow[2]`. */
  key: string;
  /** `error`: can widen what is allowed (fails the check); `warning`: does nothing or informs. */
  severity: 'error' | 'warning';
  message: string;
}

/**
 * Programs whose own options or files run arbitrary code (aliases, pagers, Makefiles, sed's `e`):
 * a prefix rule on them allows that code. (Wrappers are told apart by the analysis itself, below.)
 */
const RUNS_ANYTHING = new Set(['make', 'sed', 'git', 'docker', 'ssh']);
/** Package managers, and their subcommands that run any package binary or a shell command (`npm explore PKG -- CMD`). */
const PACKAGE_MANAGERS = /^(npm|pnpm|yarn|bun)$/;
const RUNNER_SUBCOMMANDS = new Set(['exec', 'x', 'dlx', 'explore']);
const PACKAGE_RUNNERS = new Set(['npx', 'pnpx', 'bunx']);

/** A word standing for any command, to ask the analysis where a rule's words leave off. */
const PROBE = 'marshal-lint-probe';
/** What can follow a wrapper's words before its command: nothing, a duration or priority, a lock file, `-c`. */
const WRAPPER_TAILS: readonly string[][] = [[PROBE], ['1', PROBE], ['-c', PROBE], ['/tmp/marshal-lint.lock', PROBE], ['--', PROBE]];

/**
 * Whether the analysis reads `words ...` as a wrapper running a command of its own (`timeout 60
 * CMD`, `xargs CMD`, `watch CMD`, `script -c CMD`): its vocabulary (wrappers.ts) is the list.
 * `sudo`: whether that wrapper is sudo (whose command a rule must name with it).
 */
function wrapperReach(words: readonly string[]): { sudo: boolean } | null {
  for (const tail of WRAPPER_TAILS) {
    const all = [...words, ...tail];
    const unwrapped = unwrapCommand(all, all.map(() => false));
    const runs = unwrapped.layers.slice(1).some((l) => l.words[0] === PROBE) || unwrapped.nestedScripts.some((s) => s.script.trim().split(/\s+/)[0] === PROBE);
    if (runs) return { sudo: unwrapped.layers.some((l) => l.sudo) };
  }
  return null;
}

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

/** `Bash(Edit(src/**))`: a rule written inside a Bash rule; the inner rule as written, or null. */
function nestedRule(rule: Rule): string | null {
  const spec = rule.specifier ?? '';
  const match = /^([A-Za-z]+)\(.*\)$/s.exec(spec.trim());
  return match && KNOWN_TOOL_NAMES.includes(match[1]!) ? spec.trim() : null;
}

/** Why an allow rule on the shell allows more than it seems to: `error` widens, `warning` does nothing. */
function shellAllowFinding(rule: Rule): { severity: 'error' | 'warning'; message: string } | null {
  if (rule.specifier === null) {
    return { severity: 'error', message: 'bare Bash allows every shell command; deny rules on Bash are then best-effort (a program can always be reached another way)' };
  }
  const inner = nestedRule(rule);
  if (inner) {
    return {
      severity: 'error',
      message: `the command in this Bash rule is another rule, ${inner}: as written it allows running programs whose path starts with "${(rule.shell?.words[0] ?? '').replace(/\*.*$/s, '')}", not what ${inner} says; write ${inner} as a rule of its own`,
    };
  }
  const pattern = rule.shell;
  if (!pattern || pattern.type === 'exact') return null;
  const first = pattern.words[0] ?? '';
  const literal = pattern.words.slice(0, pattern.literalWords);
  if (isInterpreter(first)) {
    return { severity: 'error', message: `"${first}" is an interpreter: a prefix or wildcard rule lets it run any code (${first} -c / -e ...), so this allows everything` };
  }
  if (PACKAGE_RUNNERS.has(first) && literal.length <= 1) return { severity: 'error', message: `"${first}" runs any package binary (fetched from the registry when not installed); allow specific binaries instead (Bash(${first} tsc:*))` };
  if (PACKAGE_MANAGERS.test(first) && (literal.length <= 1 || (RUNNER_SUBCOMMANDS.has(literal[1] ?? '') && literal.length <= 2))) {
    return { severity: 'error', message: `"${literal.join(' ')}" can run any package binary, script or shell command` };
  }
  if (RUNS_ANYTHING.has(first) && literal.length <= 1) {
    return { severity: 'error', message: `"${first}" can run other programs or arbitrary code (aliases, pagers, makefiles, e commands ...); allow specific subcommands instead` };
  }
  if (pattern.type === 'wildcard' && pattern.literalWords === 0) return { severity: 'error', message: 'a rule starting with "*" matches commands of any name' };
  const wrapper = literal.length ? wrapperReach(literal) : null;
  if (wrapper) {
    const name = literal[0]!;
    return {
      severity: 'warning',
      message: wrapper.sudo
        ? `does nothing for the commands sudo runs: sudo changes who runs them, so only a rule naming sudo and the command allows one (like Bash(sudo apt-get install:*)); this rule allows sudo by itself only`
        : `does nothing for the commands ${name} runs: each needs an allow rule of its own (a command its own rule allows is allowed under ${name} already), or a rule naming ${name} and the command (like Bash(timeout 60 npm test)); this rule allows ${name} by itself only`,
    };
  }
  return null;
}

const SYSTEM_DIRS = new Set(['etc', 'usr', 'var', 'home', 'root', 'tmp', 'opt', 'proc', 'sys', 'dev', 'bin', 'sbin', 'lib', 'boot', 'mnt', 'srv', 'run', 'private', 'Users']);

/**
 * Why a path rule matches nothing a tool may touch: a pattern leaving the workspace (`../**`,
 * `~/.ssh/**`), one anchored at the repository root that reads as a system path (`/etc/**`), an
 * Edit allow rule inside a directory no tool may modify, a Read allow rule on git's config.
 */
function deadPath(rule: Rule, list: 'allow' | 'deny'): string | null {
  const spec = (rule.specifier ?? '').trim();
  if (rule.specifier === null || !rule.path) return null;
  const kind = kindOf(rule);
  const segments = spec.replace(/^(\.\/)+/, '').split('/').filter((s) => s !== '' && s !== '.');
  if (segments[0] === '..') return `"${rule.text}" does nothing: patterns are relative to the repository root, and paths outside the workspace are never ${kind === 'edit' ? 'writable' : 'readable'} by any tool`;
  if (segments[0]?.startsWith('~')) return `"${rule.text}" does nothing: ~ is not expanded (this names a directory called "${segments[0]}" in the repository), and paths outside the workspace are never ${kind === 'edit' ? 'writable' : 'readable'}`;
  if (spec.startsWith('/') && SYSTEM_DIRS.has(segments[0] ?? '')) {
    return `"${rule.text}": a leading / anchors the pattern at the repository root, so this covers ${segments.join('/')} inside the repository, not the system's /${segments[0]} (paths outside the workspace are never ${kind === 'edit' ? 'writable' : 'readable'})`;
  }
  if (list !== 'allow') return null;
  const literal = segments.filter((s) => !/[*?[\]{}!]/.test(s));
  if (kind === 'edit') {
    const dir = literal.map((s) => protectedDirOf(s)).find((d) => d !== null)
      ?? (segments.length >= 2 && ['.github'].includes(canonicalSegment(segments[0]!)) && canonicalSegment(segments[1]!) === 'workflows' ? '.github/workflows' : null);
    if (dir) return `"${rule.text}" does nothing: no tool may modify anything inside ${dir}/ (not overridable by policy)`;
  }
  if (kind === 'read' && segments.length === 2 && canonicalSegment(segments[0]!) === '.git' && canonicalSegment(segments[1]!) === 'config') {
    return `"${rule.text}" does nothing: git's config is never readable (not overridable by policy)`;
  }
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
  // A rule repeating an earlier one: found by its normalised text, once per list (not pairwise:
  // a policy of thousands of rules is checked in linear time).
  const sameAs = (rule: Rule) => `${rule.tool}\0${(rule.specifier ?? '').replace(/\s+/g, ' ')}`;
  const firstIndex = (list: readonly Rule[]) => {
    const first = new Map<string, number>();
    list.forEach((rule, i) => {
      if (!first.has(sameAs(rule))) first.set(sameAs(rule), i);
    });
    return (rule: Rule, i: number) => {
      const earlier = first.get(sameAs(rule))!;
      return earlier < i ? earlier : -1;
    };
  };
  const earlierAllow = firstIndex(allow);
  const earlierDeny = firstIndex(deny);
  allow.forEach((rule, i) => {
    const key = `allow[${i}]`;
    notProvided(rule, key);
    const earlier = earlierAllow(rule, i);
    if (earlier !== -1) return warn(key, `"${rule.text}" does nothing: it repeats allow[${earlier}]`);
    const shadow = deny.find((d) => shadowedBy(rule, d));
    if (shadow) warn(key, `"${rule.text}" does nothing: deny rule "${shadow.text}" always wins over it`);
    const dead = deadPath(rule, 'allow');
    if (dead) warn(key, dead);
    if (kindOf(rule) === 'shell') {
      const finding = shellAllowFinding(rule);
      // A bare Bash with no deny rule at all says what it does; next to deny rules it makes them
      // best-effort, so the file reads narrower than it is.
      if (finding) {
        const severity = rule.specifier === null && !hasDeny ? 'warning' : finding.severity;
        findings.push({ key, severity, message: `"${rule.text}" ${finding.severity === 'error' ? `is risky: ${finding.message}` : finding.message}` });
      }
    }
    if (doc.mode === 'plan' && kindOf(rule) !== 'read') warn(key, `"${rule.text}" does nothing in plan mode (only reading is allowed)`);
  });
  deny.forEach((rule, i) => {
    const key = `deny[${i}]`;
    notProvided(rule, key);
    const earlier = earlierDeny(rule, i);
    if (earlier !== -1) return warn(key, `"${rule.text}" does nothing: it repeats deny[${earlier}]`);
    const dead = deadPath(rule, 'deny');
    if (dead) warn(key, dead);
    // `deny: [Bash(Read(.env))]` denies no read: the policy is wider than it reads.
    const inner = kindOf(rule) === 'shell' ? nestedRule(rule) : null;
    if (inner) findings.push({ key, severity: 'error', message: `"${rule.text}": the command in this Bash rule is another rule, ${inner}, so it denies no ${inner.slice(0, inner.indexOf('('))} call; write ${inner} as a rule of its own` });
  });
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
  const listed = childProcess().spawnSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z'], { cwd, encoding: 'utf8', timeout: 15_000, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
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
