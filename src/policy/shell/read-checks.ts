/**
 * Whether a shell command may read, or merely name, a path: the checks behind the `mention` and
 * `read` effects (effects.ts), and the read rules every other check here uses.
 *
 * - `mention`: an argument that may be a path. Refused when it names something the policy will
 *   not let the agent read: a Read deny rule or git's config (by its name, and after symlinks),
 *   an existing file outside the workspace other than harmless system locations (`/usr`, `/tmp`,
 *   `/dev/null`; never the workspace's own siblings), a home-directory path, or a variable (its
 *   value is unknown). A glob is matched against the deny rules and also expanded on disk, and
 *   every match is checked.
 * - Under the sandbox (readRulesFor) the Read deny rules and git's config are the kernel's to
 *   enforce; what stays here is the workspace boundary.
 */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { deny, denyCovers, globMayReadDenied, physicalPath, resolveRel, type PathRules } from '../path-checks.js';
import { isReadProtected } from '../path-globs.js';
import { ruleGoverns, type Rule } from '../rules.js';
import { bashGlob } from './globs.js';
import type { PathEffect } from './effects.js';
import type { Decision } from '../types.js';

/** Device files any command may name. */
const SAFE_DEVICES = new Set([
  '/dev/null', '/dev/zero', '/dev/random', '/dev/urandom', '/dev/full', '/dev/tty',
  '/dev/stdin', '/dev/stdout', '/dev/stderr', '/dev/fd/0', '/dev/fd/1', '/dev/fd/2',
]);

/**
 * System locations outside the workspace that hold nothing of the run's: programs, libraries
 * and scratch space. Everything else outside (`/proc`, the home directory, the runner's work and
 * temp directories, `/etc`) is refused when it exists.
 */
const HARMLESS_ROOTS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/tmp', '/var/tmp', '/private/tmp', '/opt/hostedtoolcache'];

export const MAX_GLOB_MATCHES = 1_000;

export const within = (p: string, root: string) => p === root || p.startsWith(root.endsWith('/') ? root : `${root}/`);

/** Whether an absolute real path outside the workspace may be named by a command. */
export function harmlessOutside(real: string, cwd: string): boolean {
  // Siblings of the workspace (other checkouts, the runner's _temp next to it) are never fine.
  const parent = path.dirname(cwd);
  if (real !== parent && within(real, parent) && parent !== '/') return false;
  return HARMLESS_ROOTS.some((root) => within(real, root));
}

export function realpathOrNull(abs: string): string | null {
  try {
    return realpathSync.native(abs);
  } catch {
    return null;
  }
}

export function readDenyRules(rules: PathRules): Rule[] {
  return rules.deny.filter((r) => ruleGoverns(r, 'Read', 'read'));
}

/** Rules for reads under the sandbox (readRulesFor): the kernel hides git's config too. */
const kernelGuarded = new WeakSet<PathRules>();

/** Deny rule or built-in protection covering a workspace-relative path, for reading. */
export function unreadable(rules: PathRules, rel: string, what: string): Decision | null {
  if (isReadProtected(rel) && !kernelGuarded.has(rules)) return deny(null, `${what} is git's config, which is never readable (not overridable by policy)`);
  const rule = readDenyRules(rules).find((r) => denyCovers(r, rel));
  return rule ? deny(rule.text, `${rule.text} matched ${what}`) : null;
}

function lexicalRel(cwd: string, requested: string): string | null {
  const abs = path.resolve(cwd, requested);
  const rel = path.relative(cwd, abs);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null;
  return rel.split(path.sep).join('/');
}

/** A literal path argument (no glob, no variable). */
export function checkLiteralMention(rules: PathRules, requested: string, what: string): Decision | null {
  if (SAFE_DEVICES.has(requested)) return null;
  if (requested.startsWith('~')) return deny(null, `${what} is in a home directory, outside the workspace (not overridable by policy)`);
  const lexical = path.resolve(rules.cwd, requested);
  const rel = lexicalRel(rules.cwd, requested);
  if (rel !== null) {
    const byName = unreadable(rules, rel, what);
    if (byName) return byName;
  }
  // The kernel follows a symlink before a later `..` (`link/../x`): resolve as it does.
  const physical = physicalPath(rules.cwd, requested);
  if ('error' in physical) return deny(null, `${what}: ${physical.error} (not overridable by policy)`);
  // Most arguments are not files at all (`grep foo`): only what exists is resolved further.
  if (!lstatSync(physical.abs, { throwIfNoEntry: false })) return null;
  const resolved = resolveRel(rules.cwd, requested);
  if ('error' in resolved) {
    const real = realpathOrNull(physical.abs) ?? physical.abs;
    if (harmlessOutside(real, rules.cwd)) return null;
    return deny(null, `${what} names ${real === lexical ? 'a path' : `a path resolving to ${real}`} outside the workspace, which commands may not read (not overridable by policy)`);
  }
  return unreadable(rules, resolved.rel, `${what} (resolved to "${resolved.rel}")`);
}

/** Segment-wise: could a shell glob produce a name a Read deny rule or git's config covers? */
function globSegmentsMayReadDenied(rules: PathRules, glob: string): Rule | 'builtin' | null {
  const segments = glob.split('/').filter((s) => s !== '' && s !== '.');
  const tests = segments.map((segment) => {
    try {
      const m = picomatch(segment, { dot: segment.startsWith('.'), nocase: true, nonegate: true });
      return (name: string) => m(name);
    } catch {
      return () => true;
    }
  });
  const gitAt = tests.findIndex((t) => t('.git'));
  if (gitAt !== -1 && tests.slice(gitAt + 1).some((t) => t('config'))) return 'builtin';
  for (const rule of readDenyRules(rules)) {
    if (!rule.path) return rule;
    if (rule.path.anchored) continue; // probed as a whole path by globMayReadDenied
    const names = rule.path.probes.map((p) => p.split('/').pop() ?? p);
    if (tests.some((t) => names.some((n) => t(n)))) return rule;
  }
  return null;
}

/**
 * The paths a glob operand matches now (relative to the workspace, as written: `base/match`);
 * null when its base directory does not exist (nothing to match), a deny Decision when it cannot
 * be checked. A base outside the workspace is refused unless `outsideAllowed` accepts it (a
 * base that is not checked that way is decided later, path by path).
 */
export function expandGlob(
  rules: PathRules,
  glob: string,
  what: string,
  opts: { outsideAllowed?: (real: string) => boolean } = {},
): { paths: string[] } | Decision | null {
  const scan = picomatch.scan(glob);
  const base = scan.base || '.';
  const baseAbs = path.resolve(rules.cwd, base);
  if (!lstatSync(baseAbs, { throwIfNoEntry: false })) return null;
  if (opts.outsideAllowed) {
    const baseReal = realpathOrNull(baseAbs) ?? baseAbs;
    if (!within(baseReal, rules.cwd) && !opts.outsideAllowed(baseReal)) {
      return deny(null, `${what} expands to paths outside the workspace, which commands may not read (not overridable by policy)`);
    }
  }
  // Expanded as bash expands it: symlinked directories entered, dotfiles only by a leading `.`.
  const matches = bashGlob(rules.cwd, glob, MAX_GLOB_MATCHES);
  if (matches === 'too-many') return deny(null, `${what} matches too many paths to check; name the files`);
  if (!Array.isArray(matches)) return deny(null, `${what}: ${matches.refusal}`);
  return { paths: matches };
}

/** A glob argument: matched against the deny rules, then expanded and each match checked. */
function checkGlobMention(rules: PathRules, glob: string, what: string): Decision | null {
  const hit = globMayReadDenied(rules, glob) ?? globSegmentsMayReadDenied(rules, glob);
  if (hit === 'builtin') return deny(null, `${what} could match git's config, which is never readable`);
  if (hit) return deny(hit.text, `${hit.text} could match ${what}`);
  if (glob.startsWith('~')) return deny(null, `${what} is in a home directory, outside the workspace (not overridable by policy)`);
  const expanded = expandGlob(rules, glob, what, { outsideAllowed: (real) => harmlessOutside(real, rules.cwd) });
  if (expanded === null || 'decision' in expanded) return expanded;
  for (const match of expanded.paths) {
    const denied = checkLiteralMention(rules, match, `${what} (matching "${match}")`);
    if (denied) return denied;
  }
  return null;
}

export function checkMention(rules: PathRules, effect: PathEffect, what: string): Decision | null {
  if (effect.lexical) {
    if (effect.glob) {
      const hit = globMayReadDenied(rules, effect.path) ?? globSegmentsMayReadDenied(rules, effect.path);
      if (hit === 'builtin') return deny(null, `${what} could match git's config, which is never readable`);
      return hit ? deny(hit.text, `${hit.text} could match ${what}`) : null;
    }
    const rel = lexicalRel(rules.cwd, effect.path);
    return rel === null ? null : unreadable(rules, rel, what);
  }
  if (effect.unknown) return deny(null, `${what} holds a variable, so the file it names cannot be checked`);
  if (effect.glob) return checkGlobMention(rules, effect.path, what);
  return checkLiteralMention(rules, effect.path, what);
}

/** How effects are checked: `sandbox` leaves reads inside the workspace to the kernel sandbox. */
export interface EffectMode {
  sandbox: boolean;
}

const sandboxRules = new WeakMap<PathRules, PathRules>();

/**
 * The rules a read is checked against under the sandbox: the Read deny rules and git's config
 * are the kernel's to enforce (it hides every file Policy.isReadDenied names from tool
 * processes), so they are left out; what stays is the workspace boundary. Writes, git's object
 * store and words that name contents in history (`HEAD:.env`) are checked against the full rules.
 */
export function readRulesFor(rules: PathRules, mode: EffectMode): PathRules {
  if (!mode.sandbox) return rules;
  let relaxed = sandboxRules.get(rules);
  if (!relaxed) {
    relaxed = { ...rules, deny: rules.deny.filter((r) => !ruleGoverns(r, 'Read', 'read')) };
    sandboxRules.set(rules, relaxed);
    kernelGuarded.add(relaxed);
  }
  return relaxed;
}
