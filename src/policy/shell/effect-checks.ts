/**
 * Checks one file effect of a shell command (effects.ts says what each access means)
 * against the path rules and the file system as it is now. Called on every decision, never
 * cached: an earlier call may have created the symlink or file a later one names.
 *
 * - `mention`: an argument that may be a path. Refused when it names something the policy will
 *   not let the agent read: a Read deny rule or git's config (by its name, and after symlinks),
 *   an existing file outside the workspace other than harmless system locations (`/usr`, `/tmp`,
 *   `/dev/null`; never the workspace's own siblings), a home-directory path, or a variable (its
 *   value is unknown). A glob is matched against the deny rules and also expanded on disk, and
 *   every match is checked.
 * - `tree-read` / `tree-write`: every entry under the path is checked (bounded): readable for a
 *   recursive reader, not protected and not Edit-denied for a recursive writer.
 * - `edit` / `write` / `read`: the same decisions as the Edit, Write and Read tools.
 * - `git-content`: git printing files' contents from history (`git log -p`, `git show HEAD`):
 *   every path in the history its pathspecs select must be readable (git-history.ts).
 */
import { childProcess } from '../../shared/lazy-builtins.js';
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { parse as parseYaml } from 'yaml';
import { protectedDirOf } from '../../shared/workspace-paths.js';
import { checkGitContent } from '../git-history.js';
import { decidePath, deny, denyCovers, gitConfiguredProtection, globMayReadDenied, physicalPath, refusePath, resolveRel, type PathRules } from '../path-checks.js';
import { canonicalSegment, isReadProtected, isWorkflowPath } from '../path-globs.js';
import { ruleGoverns, type Rule } from '../rules.js';
import { evaluateFind, fnmatchRegex, NEVER, rootName, type FindEntry } from './find-expression.js';
import { bashGlob } from './globs.js';
import type { FindSelection, PathEffect } from './effects.js';
import type { Decision } from '../types.js';

const PROTECTED_GLOB_PROBES = ['.git', '.git/x', '.husky', '.husky/x', 'node_modules', 'node_modules/x', '.github/workflows', '.github/workflows/x'];

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

const MAX_GLOB_MATCHES = 1_000;
const MAX_TREE_ENTRIES = 20_000;

const within = (p: string, root: string) => p === root || p.startsWith(root.endsWith('/') ? root : `${root}/`);

/** Whether an absolute real path outside the workspace may be named by a command. */
function harmlessOutside(real: string, cwd: string): boolean {
  // Siblings of the workspace (other checkouts, the runner's _temp next to it) are never fine.
  const parent = path.dirname(cwd);
  if (real !== parent && within(real, parent) && parent !== '/') return false;
  return HARMLESS_ROOTS.some((root) => within(real, root));
}

function realpathOrNull(abs: string): string | null {
  try {
    return realpathSync.native(abs);
  } catch {
    return null;
  }
}

function readDenyRules(rules: PathRules): Rule[] {
  return rules.deny.filter((r) => ruleGoverns(r, 'Read', 'read'));
}

/** Rules for reads under the sandbox (readRulesFor): the kernel hides git's config too. */
const kernelGuarded = new WeakSet<PathRules>();

/** Deny rule or built-in protection covering a workspace-relative path, for reading. */
function unreadable(rules: PathRules, rel: string, what: string): Decision | null {
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
function checkLiteralMention(rules: PathRules, requested: string, what: string): Decision | null {
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
function expandGlob(
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

function checkMention(rules: PathRules, effect: PathEffect, what: string): Decision | null {
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

interface WalkEntry {
  /** Workspace-relative path of the entry itself. */
  rel: string;
  /** For a symlink: the real path it resolves to (null when dangling). */
  target?: string | null;
  /** A directory (not a link to one). */
  isDir: boolean;
}

/**
 * Visits every entry under `startAbs` (bounded), returning the first refusal `visit` gives.
 * Symlinked directories are descended into when `descendLinks`.
 */
function walk(
  startAbs: string,
  cwd: string,
  options: { descendLinks: boolean; skipGitDirs: boolean; skipLinks?: boolean; skip?: (rel: string, name: string, isDir: boolean) => boolean },
  visit: (entry: WalkEntry) => Decision | null,
  what: string,
): Decision | null {
  const queue: string[] = [startAbs];
  const seen = new Set<string>();
  let count = 0;
  while (queue.length) {
    const dir = queue.shift()!;
    const real = realpathOrNull(dir) ?? dir;
    if (seen.has(real)) continue;
    seen.add(real);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      count += 1;
      if (count > MAX_TREE_ENTRIES) return deny(null, `${what} holds too many files to check; name a smaller directory or use the Grep / Glob tools`);
      if (options.skipGitDirs && canonicalSegment(entry.name) === '.git') continue;
      const abs = path.join(dir, entry.name);
      const rel = path.relative(cwd, abs).split(path.sep).join('/');
      // grep -r and rg meet links while recursing and leave them alone: neither read nor entered.
      if (entry.isSymbolicLink() && options.skipLinks) continue;
      if (options.skip?.(rel, entry.name, entry.isDirectory())) continue;
      if (entry.isSymbolicLink()) {
        const target = realpathOrNull(abs);
        const denied = visit({ rel, target, isDir: false });
        if (denied) return denied;
        if (target && options.descendLinks && within(target, cwd) && statSync(target, { throwIfNoEntry: false })?.isDirectory()) queue.push(target);
        continue;
      }
      const denied = visit({ rel, isDir: entry.isDirectory() });
      if (denied) return denied;
      if (entry.isDirectory()) queue.push(abs);
    }
  }
  return null;
}

/**
 * The paths git ignores under the workspace (untracked ones; a wholly ignored directory as `dir/`),
 * or null when another ignore file could re-include some for rg (`.ignore`, `.rgignore` anywhere
 * from the filesystem root down to the tree searched, or inside it) or git cannot tell: then
 * nothing is taken as ignored. Tracked files matching a .gitignore, which rg skips too, are not
 * listed, so they are checked.
 */
function ignoredPaths(cwd: string, startAbs: string): Set<string> | null {
  for (let dir = startAbs; ; dir = path.dirname(dir)) {
    if (['.ignore', '.rgignore'].some((f) => lstatSync(path.join(dir, f), { throwIfNoEntry: false }))) return null;
    if (dir === path.dirname(dir)) break;
  }
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^GIT_/.test(k)) env[k] = v;
  const listing = childProcess().spawnSync('git', ['-c', 'core.fsmonitor=false', 'ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--directory'], {
    cwd, env: { ...env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' }, encoding: 'utf8', timeout: 15_000, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (listing.error || listing.status !== 0) return null;
  const ignored = new Set(listing.stdout.split('\0').filter(Boolean));
  // An ignore file inside the tree (it would be searched later) could re-include what git ignores.
  let found = false;
  walk(startAbs, cwd, { descendLinks: false, skipGitDirs: true, skip: (rel, name, isDir) => {
    if (name === '.ignore' || name === '.rgignore') found = true;
    return isIgnored(ignored, rel, isDir);
  } }, () => null, 'rg');
  return found ? null : ignored;
}

function isIgnored(ignored: ReadonlySet<string>, rel: string, isDir: boolean): boolean {
  return ignored.has(rel) || (isDir && ignored.has(`${rel}/`));
}

/** A recursive reader reaching `entry`: its name and, for a link, what it resolves to. */
function readableEntry(rules: PathRules, entry: WalkEntry, what: string): Decision | null {
  const byName = unreadable(rules, entry.rel, `${what} (it would read "${entry.rel}")`);
  if (byName || entry.target === undefined || entry.target === null) return byName;
  const targetRel = path.relative(rules.cwd, entry.target);
  if (targetRel === '..' || targetRel.startsWith(`..${path.sep}`) || path.isAbsolute(targetRel)) {
    if (harmlessOutside(entry.target, rules.cwd)) return null;
    return deny(null, `${what} would read "${entry.rel}", a link to ${entry.target} outside the workspace, which commands may not read (not overridable by policy)`);
  }
  const rel = targetRel.split(path.sep).join('/');
  return unreadable(rules, rel, `${what} (it would read "${entry.rel}" -> "${rel}")`);
}

const kindOf = (st: Stats): FindEntry['kind'] => (st.isFile() ? 'f' : st.isDirectory() ? 'd' : st.isSymbolicLink() ? 'l' : 'o');

/**
 * The paths find hands on from one starting point (`effect.path`), walked as find walks them:
 * symlinks followed only with -L (-H: the starting point), -maxdepth / -mindepth, -prune, loops
 * skipped. Each path the expression can pass to a target action is checked as its user opens it:
 * `read` follows a link and fails on a directory, `tree` reads everything under a directory.
 * With -L, a link to a directory outside the workspace is entered: refused unless harmless.
 */
function checkFind(rules: PathRules, effect: PathEffect, selection: FindSelection, what: string): Decision | null {
  const { expression, targets } = selection;
  const root = effect.path;
  const physical = physicalPath(rules.cwd, root);
  if ('error' in physical) return deny(null, `${what}: ${physical.error} (not overridable by policy)`);
  const rootStat = lstatSync(physical.abs, { throwIfNoEntry: false });
  if (!rootStat) return null;
  const rootReal = realpathOrNull(physical.abs) ?? physical.abs;
  const writing = selection.use === 'write' || selection.use === 'tree-write';
  if (!within(rootReal, rules.cwd)) {
    if (!writing && harmlessOutside(rootReal, rules.cwd)) return null;
    return deny(null, `${what} is outside the workspace, and the files under it would be ${writing ? 'changed' : 'read'} (not overridable by policy)`);
  }
  const seen = new Set<string>();
  const queue: { printed: string; abs: string; depth: number }[] = [{ printed: root, abs: path.resolve(rules.cwd, root), depth: 0 }];
  let count = 0;
  // Breadth first, as find lists a directory before what is under it: the nearest refusal is reported.
  for (let next = 0; next < queue.length; next += 1) {
    const item = queue[next]!;
    const st = lstatSync(item.abs, { throwIfNoEntry: false });
    if (!st) continue;
    const link = st.isSymbolicLink();
    const target = link ? statSync(item.abs, { throwIfNoEntry: false }) : st;
    const followed = link && (expression.follow === 'always' || (expression.follow === 'roots' && item.depth === 0));
    const kind = link ? (followed && target ? kindOf(target) : 'l') : kindOf(st);
    const xkind = link ? (followed || !target ? 'l' : kindOf(target)) : kind;
    const name = item.depth === 0 ? rootName(item.printed) : item.printed.slice(item.printed.lastIndexOf('/') + 1);
    let pruned = false;
    if (item.depth >= expression.minDepth) {
      const outcome = evaluateFind(expression, { path: item.printed, name, kind, xkind, depth: item.depth });
      pruned = outcome.pruned;
      if (targets.some((t) => outcome.actions[t] !== NEVER)) {
        const denied = findOutput(rules, selection, effect.splits, item.printed, item.abs, link, target, what);
        if (denied) return denied;
      }
    }
    if (kind !== 'd' || pruned || item.depth >= expression.maxDepth) continue;
    const real = realpathOrNull(item.abs);
    if (!real) continue;
    if (!within(real, rules.cwd)) {
      // Only a followed link leads here (the starting point was checked above).
      if (!writing && harmlessOutside(real, rules.cwd)) continue;
      return deny(null, `${what} would enter "${item.printed}", a link to ${real} outside the workspace, and ${writing ? 'change' : 'read'} the files there (not overridable by policy)`);
    }
    if (seen.has(real)) continue;
    seen.add(real);
    let names: string[];
    try {
      names = readdirSync(item.abs);
    } catch {
      continue;
    }
    for (const child of names) {
      count += 1;
      if (count > MAX_TREE_ENTRIES) return deny(null, `${what} holds too many files to check; name a smaller directory or use the Grep / Glob tools`);
      queue.push({ printed: item.printed.endsWith('/') ? `${item.printed}${child}` : `${item.printed}/${child}`, abs: path.join(item.abs, child), depth: item.depth + 1 });
    }
  }
  return null;
}

/** One path find hands on (printed as `printed`), as its user opens it. */
function findOutput(rules: PathRules, selection: FindSelection, splits: RegExp | undefined, printed: string, abs: string, link: boolean, target: Stats | undefined, what: string): Decision | null {
  if (splits?.test(printed)) {
    return deny(null, `${what} would pass on "${printed}", a name xargs splits or changes, so the files it hands on cannot be checked; use find -print0 | xargs -0`);
  }
  const lexical = path.relative(rules.cwd, abs).split(path.sep).join('/') || '.';
  if (selection.use === 'write' || selection.use === 'tree-write') {
    // Removing or changing it (`-delete`, `| xargs rm`): the path itself, as the Edit tool decides.
    const decision = decidePath(rules, 'Edit', 'edit', lexical, 'write');
    if (decision.decision === 'deny') return { ...decision, reason: `${what} (it would change "${printed}"): ${decision.reason}` };
    if (selection.use === 'tree-write' && !link && target?.isDirectory()) {
      return checkTree(rules, { path: lexical, unknown: false, glob: false, access: 'tree-write', via: `${what} on "${printed}"` }, `${what} (under "${printed}")`, 'write');
    }
    return null;
  }
  // A dangling link fails to open, and so does a directory for a plain reader.
  if (!target || (selection.use === 'read' && target.isDirectory())) return null;
  const byName = unreadable(rules, lexical, `${what} (it would read "${printed}")`);
  if (byName) return byName;
  const real = realpathOrNull(abs);
  if (!real) return null;
  if (!within(real, rules.cwd)) {
    if (harmlessOutside(real, rules.cwd)) return null;
    return deny(null, `${what} would read "${printed}", ${link ? 'a link' : 'a path'} to ${real} outside the workspace, which commands may not read (not overridable by policy)`);
  }
  const realRel = path.relative(rules.cwd, real).split(path.sep).join('/') || '.';
  if (realRel !== lexical) {
    const viaLink = unreadable(rules, realRel, `${what} (it would read "${printed}" -> "${realRel}")`);
    if (viaLink) return viaLink;
  }
  if (target.isDirectory()) {
    return checkTree(rules, { path: realRel, unknown: false, glob: false, access: 'tree-read', via: `${what} on "${printed}"` }, `${what} (under "${printed}")`, 'read');
  }
  return null;
}

function checkTree(rules: PathRules, effect: PathEffect, what: string, mode: 'read' | 'write'): Decision | null {
  if (effect.unknown) return deny(null, `${what} holds a variable, so the files under it cannot be checked`);
  if (effect.path.startsWith('~')) return deny(null, `${what} is in a home directory, outside the workspace (not overridable by policy)`);
  if (effect.glob) {
    // Each path bash expands the glob to is a starting point of its own (a symlink among them
    // is followed, as recursive readers follow the links they are given); the literal word when
    // nothing matches.
    const matches = bashGlob(rules.cwd, effect.path, MAX_GLOB_MATCHES);
    if (matches === 'too-many') return deny(null, `${what} matches too many paths to check; name the directories`);
    if (!Array.isArray(matches)) return deny(null, `${what}: ${matches.refusal}`);
    for (const match of matches.length ? matches : [effect.path]) {
      const denied = checkTree(rules, { ...effect, path: match, glob: false }, `${effect.via} "${match}"`, mode);
      if (denied) return denied;
    }
    return null;
  }
  const root = effect.path;
  if (effect.existingOnly && !lstatSync(path.resolve(rules.cwd, root), { throwIfNoEntry: false })) return null;
  if (effect.find) return checkFind(rules, effect, effect.find, what);
  if (mode === 'write') {
    const refused = effect.glob ? refusePath(rules, 'Edit', 'edit', root, 'write') : decidePath(rules, 'Edit', 'edit', root, 'write');
    if (refused?.decision === 'deny') return { ...refused, reason: `${effect.via}: ${refused.reason}` };
  }
  const physical = physicalPath(rules.cwd, root);
  if ('error' in physical) return deny(null, `${what}: ${physical.error} (not overridable by policy)`);
  if (!lstatSync(physical.abs, { throwIfNoEntry: false })) return null;
  const resolved = resolveRel(rules.cwd, root);
  if ('error' in resolved) {
    return deny(null, `${what} is outside the workspace, and every file under it would be ${mode === 'read' ? 'read' : 'changed'} (not overridable by policy)`);
  }
  const startAbs = path.join(rules.cwd, resolved.rel);
  const isDir = !!statSync(startAbs, { throwIfNoEntry: false })?.isDirectory();
  if (mode === 'read') {
    const top = unreadable(rules, resolved.rel || '.', what);
    if (top || !isDir) return top;
    const anyNames = (effect.anyNames ?? []).map(({ glob, nocase }) => {
      try {
        return picomatch(glob, { dot: true, nocase });
      } catch {
        return () => true;
      }
    });
    const named = (name: string) => anyNames.some((test) => test(name));
    const fileSelected = grepFileSelection(effect.fileGlobs ?? []);
    const descendLinks = effect.followLinks ?? true;
    // Files are read when their name is selected; directories are entered (what is under them is
    // checked as it is met), and so are links to directories inside the workspace when links are
    // followed. A link to anything outside is refused (readableEntry).
    const visit = (entry: WalkEntry): Decision | null => {
      if (entry.isDir) return null;
      if (entry.target && descendLinks && within(entry.target, rules.cwd) && statSync(entry.target, { throwIfNoEntry: false })?.isDirectory()) return null;
      const name = entry.rel.slice(entry.rel.lastIndexOf('/') + 1);
      const outside = !!entry.target && !within(entry.target, rules.cwd);
      if (!outside && !((!anyNames.length || named(name)) && fileSelected(name))) return null;
      return readableEntry(rules, entry, what);
    };
    const excludeDirs = (effect.excludeDirs ?? []).map((glob) => fnmatchRegex(glob, false));
    // grep --exclude-dir: a directory met while recursing whose base name matches is not entered.
    const excludedDir = (name: string) => excludeDirs.some((re) => re !== null && re.test(name));
    let skip: ((rel: string, name: string, isDir: boolean) => boolean) | undefined;
    if (effect.skipHidden || effect.skipIgnored || excludeDirs.length) {
      const ignored = effect.skipIgnored ? ignoredPaths(rules.cwd, startAbs) : null;
      // A name a -g glob or -t type selects is searched even when hidden or ignored.
      skip = (rel, name, isDir) => (isDir && excludedDir(name))
        || (!named(name) && ((!!effect.skipHidden && name.startsWith('.')) || (!!ignored && isIgnored(ignored, rel, isDir))));
    }
    const options = { descendLinks, skipGitDirs: !!effect.skipGitDirs, skipLinks: !!effect.skipLinks, ...(skip ? { skip } : {}) };
    return walk(startAbs, rules.cwd, options, visit, what);
  }
  if (!isDir) return null;
  const editDeny = rules.deny.filter((r) => ruleGoverns(r, 'Edit', 'edit'));
  return walk(startAbs, rules.cwd, { descendLinks: false, skipGitDirs: !!effect.skipGitDirs }, ({ rel }) => {
    const dir = protectedDirOf(rel) ?? (isWorkflowPath(rel) ? '.github/workflows' : null);
    if (dir) return deny(null, `${what} would change "${rel}", inside ${dir}/, which no tool may modify (not overridable by policy)`);
    const configured = gitConfiguredProtection(rules.cwd, rel, rel);
    if (configured) return { ...configured, reason: `${what} would change "${rel}": ${configured.reason}` };
    const rule = editDeny.find((r) => denyCovers(r, rel));
    return rule ? deny(rule.text, `${rule.text} matched "${rel}" under ${what}`) : null;
  }, what);
}

/**
 * grep's --include / --exclude for a file met while recursing, by its base name: the last option
 * whose glob matches decides; when none matches, the file is read unless the first is --include.
 */
function grepFileSelection(globs: readonly { include: boolean; glob: string }[]): (name: string) => boolean {
  if (!globs.length) return () => true;
  const tests = globs.map(({ include, glob }) => ({ include, re: fnmatchRegex(glob, false) }));
  return (name) => {
    for (let k = tests.length - 1; k >= 0; k -= 1) {
      const { include, re } = tests[k]!;
      // A glob this model cannot read: its option is taken to keep the file.
      if (re === null) return true;
      if (re.test(name)) return include;
    }
    return !tests[0]!.include;
  };
}

/** `ls | xargs CMD`: every visible top-level name, used by CMD as `effect.use` says. */
function checkListing(rules: PathRules, effect: PathEffect, readRules: PathRules = rules): Decision | null {
  let names: string[];
  const dir = effect.path === '.' ? '' : effect.path;
  try {
    names = readdirSync(path.join(rules.cwd, dir)).filter((n) => !n.startsWith('.'));
  } catch {
    return null;
  }
  return checkListed(rules, effect, dir, names, readRules);
}

/**
 * `git ls-files ... | xargs CMD`: the names git lists now, as it will list them (the same options
 * and pathspecs, in the same directory), each used by CMD as `effect.use` says. Tracked or not,
 * ignored or not: exactly what the listing holds.
 */
function checkGitListing(rules: PathRules, effect: PathEffect, readRules: PathRules): Decision | null {
  const dir = effect.path === '.' ? '' : effect.path;
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^GIT_/.test(k)) env[k] = v;
  // core.fsmonitor names a program git would run; quotePath off: the names as they are.
  const listing = childProcess().spawnSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', 'ls-files', '-z', ...(effect.gitListing ?? ['--'])], {
    cwd: path.join(rules.cwd, dir), env: { ...env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' }, encoding: 'utf8', timeout: 15_000, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (listing.error || listing.status !== 0) return deny(null, `${effect.via}: the files git lists could not be determined, so what they name cannot be checked`);
  const names = listing.stdout.split('\0').filter(Boolean);
  if (names.length > MAX_TREE_ENTRIES) return deny(null, `${effect.via} lists too many files to check; name a smaller pathspec`);
  return checkListed(rules, effect, dir, names, readRules);
}

/** Names a producer prints (relative to `dir`), each handed to a command that uses it as `effect.use` says. */
function checkListed(rules: PathRules, effect: PathEffect, dir: string, listed: readonly string[], readRules: PathRules): Decision | null {
  const use = effect.use ?? 'read';
  for (const listedName of listed) {
    // A name xargs would split (`a .env b`) or take for an option (`-rf`) names other things.
    if (effect.splits?.test(listedName)) {
      return deny(null, `${effect.via} holds "${listedName}", a name xargs would split or take for an option, so the files it hands on cannot be checked${/^-/.test(listedName) ? '' : '; use -z / -print0 with xargs -0'}`);
    }
    const name = dir ? `${dir}/${listedName}` : listedName;
    const via = `${effect.via} ("${name}")`;
    let denied: Decision | null;
    if (use === 'read') {
      // Reading a directory fails: only what is (or links to) a non-directory is read.
      const isDir = !!statSync(path.resolve(rules.cwd, name), { throwIfNoEntry: false })?.isDirectory();
      denied = isDir ? null : checkLiteralMention(readRules, name, via);
    } else if (use === 'write') {
      const decision = decidePath(rules, 'Edit', 'edit', name, 'write');
      denied = decision.decision === 'deny' ? { ...decision, reason: `${via}: ${decision.reason}` } : null;
    } else {
      denied = checkTree(use === 'tree-read' ? readRules : rules, { path: name, unknown: false, glob: false, access: use, via }, via, use === 'tree-read' ? 'read' : 'write');
    }
    if (denied) return denied;
  }
  return null;
}

/** A file command's glob operand (`rm src/*.tmp`): every path it matches now must be editable. */
function checkGlobWrite(rules: PathRules, glob: string, what: string): Decision | null {
  const expanded = expandGlob(rules, glob, what);
  if (expanded === null || 'decision' in expanded) return expanded;
  for (const match of expanded.paths) {
    const decision = decidePath(rules, 'Edit', 'edit', match, 'write');
    if (decision.decision === 'deny') return { ...decision, reason: `${what} (matching "${match}"): ${decision.reason}` };
  }
  return null;
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
function readRulesFor(rules: PathRules, mode: EffectMode): PathRules {
  if (!mode.sandbox) return rules;
  let relaxed = sandboxRules.get(rules);
  if (!relaxed) {
    relaxed = { ...rules, deny: rules.deny.filter((r) => !ruleGoverns(r, 'Read', 'read')) };
    sandboxRules.set(rules, relaxed);
    kernelGuarded.add(relaxed);
  }
  return relaxed;
}

/**
 * A directory a command runs in after `cd` (or `pnpm -C`), relative to the workspace root; or
 * why it cannot be: it must exist, be a directory inside the workspace reached without symlinks
 * (so `..` in later paths means what it says), lie in no other git repository (git would use its
 * config and hooks), and be readable (a command there lists it, or reads its files by relative
 * names).
 */
function workingDirectory(rules: PathRules, dir: string, readRules: PathRules): { rel: string } | Decision {
  if (dir === '' || dir === '.') return { rel: '' };
  const what = `cd "${dir}"`;
  if (dir.startsWith('~')) return deny(null, `${what} leaves the workspace (not overridable by policy)`);
  const lexical = path.resolve(rules.cwd, dir);
  const rel = path.relative(rules.cwd, lexical);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
    return deny(null, `${what} leaves the workspace, where commands may not run (not overridable by policy)`);
  }
  if (rel === '') return { rel: '' };
  if (!statSync(lexical, { throwIfNoEntry: false })?.isDirectory()) return deny(null, `${what}: no such directory in the workspace, so what runs there cannot be checked`);
  if (realpathOrNull(lexical) !== lexical) return deny(null, `${what} goes through a symlink, so the paths of the commands after it cannot be checked; cd to the real directory`);
  const segments = rel.split(path.sep);
  for (let i = 1; i <= segments.length; i += 1) {
    if (lstatSync(path.join(rules.cwd, ...segments.slice(0, i), '.git'), { throwIfNoEntry: false })) {
      return deny(null, `${what} enters another git repository (${segments.slice(0, i).join('/')}), whose config and hooks git would use`);
    }
  }
  const posixRel = segments.join('/');
  const unread = unreadable(readRules, posixRel, what);
  return unread ?? { rel: posixRel };
}

/** The workspace packages the root declares (package.json `workspaces`, pnpm-workspace.yaml `packages`). */
function workspacePackages(cwd: string): { include: string[]; exclude: string[] } {
  const globs: string[] = [];
  try {
    const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as { workspaces?: unknown };
    const list = Array.isArray(manifest.workspaces) ? manifest.workspaces : (manifest.workspaces as { packages?: unknown } | undefined)?.packages;
    if (Array.isArray(list)) globs.push(...list.filter((g): g is string => typeof g === 'string'));
  } catch {
    // No manifest, or not JSON: no npm / yarn workspaces.
  }
  try {
    const doc = parseYaml(readFileSync(path.join(cwd, 'pnpm-workspace.yaml'), 'utf8')) as { packages?: unknown } | null;
    if (Array.isArray(doc?.packages)) globs.push(...doc.packages.filter((g): g is string => typeof g === 'string'));
  } catch {
    // No pnpm workspace.
  }
  const clean = (g: string) => g.replace(/^\.\//, '').replace(/\/+$/, '');
  return { include: globs.filter((g) => !g.startsWith('!')).map(clean), exclude: globs.filter((g) => g.startsWith('!')).map((g) => clean(g.slice(1))) };
}

/**
 * `cd DIR && npm test`: npm runs the scripts of the package.json nearest to DIR. That is what
 * `npm test -w DIR` or `pnpm --filter` would run when DIR is a declared workspace package (or
 * the root's own); a package.json anywhere else (one the agent wrote in src/) is a script no rule
 * has seen.
 */
function checkPackageDir(rules: PathRules, rel: string, via: string): Decision | null {
  let dir = rel;
  while (dir && !lstatSync(path.join(rules.cwd, dir, 'package.json'), { throwIfNoEntry: false })) dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
  if (!dir) return null;
  const { include, exclude } = workspacePackages(rules.cwd);
  const matches = (globs: string[]) => globs.some((g) => picomatch(g, { dot: true })(dir));
  if (matches(include) && !matches(exclude)) return null;
  return deny(null, `${via} in "${rel}" runs the scripts of ${dir}/package.json, which is not one of the workspace's packages (package.json "workspaces", pnpm-workspace.yaml), so what they run cannot be checked`);
}

/**
 * The directories a `cd` target stands for: itself, or for a loop's glob (`cd "$d"` in
 * `for d in packages/*`) each directory it matches now (a match that is no directory makes cd
 * fail, and what follows it with && never runs).
 */
function directoriesOf(rules: PathRules, dir: string): string[] | Decision {
  if (!/[*?[]/.test(dir)) return [dir];
  const expanded = expandGlob(rules, dir.replace(/\/+$/, ''), `cd "${dir}"`);
  if (expanded === null) return [];
  if ('decision' in expanded) return expanded;
  return expanded.paths.filter((p) => statSync(path.resolve(rules.cwd, p), { throwIfNoEntry: false })?.isDirectory());
}

/** A pathspec written in `dir` as seen from the root (`:(top)` and `:/` magic already are). */
function pathspecFrom(dir: string, spec: string): string {
  if (spec.startsWith(':')) {
    const magic = /^:(\(([^)]*)\)|[/!^]*)/.exec(spec)!;
    const words = magic[2] !== undefined ? magic[2].split(',').map((w) => w.trim()) : [...(magic[1] ?? '')].map((c) => (c === '/' ? 'top' : c));
    if (words.includes('top')) return spec;
    return `${magic[0]}${path.posix.normalize(`${dir}/${spec.slice(magic[0].length)}`)}`;
  }
  return path.posix.normalize(`${dir}/${spec}`);
}

/** The effect as if its command ran at the root: relative paths (and git's pathspecs) joined to `rel`. */
function fromRoot(rules: PathRules, effect: PathEffect, rel: string): PathEffect {
  const { cwd: _cwd, ...rest } = effect;
  if (!rel) return rest;
  const moved: PathEffect = { ...rest };
  if (!effect.path.startsWith('/') && !effect.path.startsWith('~')) moved.path = effect.path === '.' ? rel : `${rel}/${effect.path}`;
  if (effect.gitContent) {
    const read = effect.gitContent;
    const exists = (p: string) => !!lstatSync(path.resolve(rules.cwd, rel, p), { throwIfNoEntry: false });
    // `REV:./path` is relative to the directory git runs in; `REV:path` to the top.
    const revision = (r: string) => r.replace(/^([^:]*:(?:[0-3]:)?)(\.\.?\/.*)$/, (_m, head: string, p: string) => `${head}${path.posix.normalize(`${rel}/${p}`)}`);
    moved.gitContent = {
      ...read,
      pathspecs: [...read.pathspecs.map((p) => pathspecFrom(rel, p)), ...read.candidates.filter(exists).map((p) => pathspecFrom(rel, p))],
      candidates: [],
      revisions: [...read.revisions, ...read.candidates.filter((c) => !exists(c))].map(revision),
    };
  }
  return moved;
}

/**
 * Whether git resolves `id` to a tree, or to a commit (or a tag of one) that a ref reaches; a
 * blob, a dangling commit or an unknown object is not.
 */
function objectIsListed(cwd: string, id: string): boolean {
  const git = (args: string[]) => childProcess().spawnSync('git', ['--no-pager', ...args], { cwd, encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' } });
  const type = git(['cat-file', '-t', id]);
  const kind = type.status === 0 ? type.stdout.trim() : '';
  if (kind === 'tree') return true;
  if (kind !== 'commit' && kind !== 'tag') return false;
  const refs = git(['for-each-ref', '--count=1', '--format=x', '--contains', `${id}^{commit}`]);
  return refs.status === 0 && refs.stdout.trim() !== '';
}

/** Checks one file effect of a shell command; null when it is fine. */
export function checkEffect(rules: PathRules, effect: PathEffect, mode: EffectMode = { sandbox: false }): Decision | null {
  if (effect.cwd !== undefined || effect.access === 'chdir') {
    const readRules = readRulesFor(rules, mode);
    const dirs = directoriesOf(rules, effect.cwd ?? '');
    if (!Array.isArray(dirs)) return dirs;
    for (const cwd of dirs) {
      const dir = workingDirectory(rules, cwd, readRules);
      if ('decision' in dir) return dir;
      const moved = fromRoot(rules, effect, dir.rel);
      let refused: Decision | null;
      if (moved.access === 'package-dir') refused = checkPackageDir(rules, dir.rel, effect.via);
      else if (moved.access !== 'chdir') refused = checkEffect(rules, moved, mode);
      else {
        const targets = directoriesOf(rules, moved.path);
        if (!Array.isArray(targets)) return targets;
        refused = null;
        for (const t of targets) {
          const target = workingDirectory(rules, t, readRules);
          if ('decision' in target) return target;
        }
      }
      if (refused) return refused;
    }
    return null;
  }
  const what = `${effect.via} "${effect.path}"`;
  const prefixed = (d: Decision | null): Decision | null => (d && d.decision === 'deny' ? { ...d, reason: `${effect.via}: ${d.reason}` } : null);
  const readRules = readRulesFor(rules, mode);
  switch (effect.access) {
    case 'mention':
      return checkMention(effect.lexical ? rules : readRules, effect, what);
    case 'tree-read':
      return checkTree(readRules, effect, what, 'read');
    case 'tree-write':
      return checkTree(rules, effect, what, 'write');
    case 'listing':
      return checkListing(rules, effect, readRules);
    case 'git-listing':
      return checkGitListing(rules, effect, readRules);
    case 'git-content': {
      if (!effect.gitContent) return deny(null, `${what}: what it prints could not be determined`);
      const checked = checkGitContent(rules, effect.gitContent, mode);
      if (checked) return checked;
      // An object named by id may be reachable from no ref (a blob an undone `git add` left, a
      // dropped stash): the history listed does not hold it, so with anything Read-denied it
      // could be that content. Commits a ref reaches, and trees (names only), are fine.
      const readDeny = readDenyRules(rules);
      if (!readDeny.length) return null;
      for (const id of effect.gitContent.objectIds ?? []) {
        if (lstatSync(path.resolve(rules.cwd, id), { throwIfNoEntry: false })) continue;
        if (objectIsListed(rules.cwd, id)) continue;
        return deny(null, `${effect.gitContent.what} ${id} prints an object named by its id that no branch or tag reaches (a blob an earlier \`git add\` left, a dropped stash ...), which could hold what ${readDeny[0]!.text} denies; name commits by ref (HEAD~2, a branch, a tag)`);
      }
      return null;
    }
    default:
      break;
  }
  if (effect.unknown) return deny(null, `${what} holds a variable, so the file it touches cannot be checked`);
  if (effect.glob) {
    if (effect.access !== 'write') return deny(null, `${what} is a glob, so the files it touches cannot be checked`);
    if (/^(\/|~)|(^|\/)\.\.(\/|$)/.test(effect.path)) return deny(null, `${what} may reach outside the workspace`);
    const relGlob = effect.path.replace(/^\.\//, '');
    if (PROTECTED_GLOB_PROBES.some((p) => globMatches(relGlob, p))) return deny(null, `${what} could match a protected directory (not overridable by policy)`);
    return checkGlobWrite(rules, effect.path, what);
  }
  if (effect.access === 'write' || effect.access === 'edit') return prefixed(decidePath(rules, 'Edit', 'edit', effect.path, 'write'));
  // Under the sandbox a read inside the workspace needs no Read allow rule: the kernel decides.
  if (mode.sandbox) return prefixed(refusePath(readRules, 'Read', 'read', effect.path, 'read'));
  return prefixed(decidePath(rules, 'Read', 'read', effect.path, 'read'));
}

function globMatches(glob: string, probe: string): boolean {
  const lowerProbe = probe.toLowerCase();
  return new RegExp(`^${glob.toLowerCase().replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}(/.*)?$`).test(lowerProbe);
}
