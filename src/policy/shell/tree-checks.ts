/**
 * What recursive commands reach: every entry under a directory (bounded), walked as the program
 * walks it, and the paths a `find` expression hands on (find-expression.ts).
 *
 * - `tree-read`: every file a recursive reader opens must be readable (read-checks.ts), after
 *   its own filters (grep --include / --exclude / --exclude-dir, rg -g / -t, hidden and ignored
 *   files, links skipped or followed).
 * - `tree-write`: nothing under the path may be protected (.git, .github/workflows,
 *   node_modules ...) or Edit-denied.
 * - find (`find -exec`, `-delete`, `find | xargs`): each path its expression can pass to a target
 *   action, walked on the file system as find walks it and named as find prints it where it runs
 *   (after `cd`), is checked as its user opens it: read, read under, changed (`rm {}`), changed
 *   with everything under it (`rm -r {}`); for `{}.bak`, that word with the path in its place.
 */
import { childProcess } from '../../shared/lazy-builtins.js';
import { lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { protectedDirOf } from '../../shared/workspace-paths.js';
import { decidePath, deny, denyCovers, gitConfiguredProtection, physicalPath, refusePath, resolveRel, type PathRules } from '../path-checks.js';
import { canonicalSegment, isWorkflowPath } from '../path-globs.js';
import { ruleGoverns } from '../rules.js';
import { evaluateFind, fnmatchRegex, NEVER, rootName, type FindEntry } from './find-expression.js';
import { COST, spend } from './budget.js';
import { bashGlob } from './globs.js';
import { checkLiteralMention, harmlessOutside, MAX_GLOB_MATCHES, realpathOrNull, unreadable, within } from './read-checks.js';
import type { FindSelection, PathEffect } from './effects.js';
import type { Decision } from '../types.js';

export const MAX_TREE_ENTRIES = 20_000;

/**
 * One more directory entry a walk reads (the `count`th): charged to the budget, and refused once a
 * walk holds more than MAX_TREE_ENTRIES.
 */
function enteredOne(count: number, what: string): Decision | null {
  spend('path checks', COST.entry);
  return count > MAX_TREE_ENTRIES ? deny(null, `${what} holds too many files to check; name a smaller directory or use the Grep / Glob tools`) : null;
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
      const tooMany = enteredOne(count, what);
      if (tooMany) return tooMany;
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
  // As find prints it where it runs: its tests (-path, -regex) match that, not the path from the root.
  const dir = selection.dir;
  const printedRoot = !dir ? root : root === dir ? '.' : root.startsWith(`${dir}/`) ? root.slice(dir.length + 1) : root;
  const queue: { printed: string; abs: string; depth: number }[] = [{ printed: printedRoot, abs: path.resolve(rules.cwd, root), depth: 0 }];
  let count = 0;
  // Breadth first, as find lists a directory before what is under it: the nearest refusal is reported.
  for (let next = 0; next < queue.length; next += 1) {
    const item = queue[next]!;
    spend('path checks', COST.findPath);
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
      const tooMany = enteredOne(count, what);
      if (tooMany) return tooMany;
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
  if (selection.template !== undefined) return templateOutput(rules, selection, printed, what);
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

/** -exec's word holding `{}` (`{}.bak`): the path it names for one path find hands on, checked as that word would be. */
function templateOutput(rules: PathRules, selection: FindSelection, printed: string, what: string): Decision | null {
  const written = selection.template!.split('{}').join(printed);
  // Relative to where find runs (after `cd`); the checks resolve it from the root.
  const named = selection.dir && !written.startsWith('/') ? `${selection.dir}/${written}` : written;
  const via = `${what} (it would use "${named}")`;
  const plain = (access: 'tree-read' | 'tree-write'): PathEffect => ({ path: named, unknown: false, glob: false, access, via });
  switch (selection.use) {
    case 'write': {
      const decision = decidePath(rules, 'Edit', 'edit', named, 'write');
      return decision.decision === 'deny' ? { ...decision, reason: `${via}: ${decision.reason}` } : null;
    }
    case 'tree-write':
      return checkTree(rules, plain('tree-write'), via, 'write');
    case 'tree':
      return checkTree(rules, plain('tree-read'), via, 'read');
    default:
      return checkLiteralMention(rules, named, via);
  }
}

export function checkTree(rules: PathRules, effect: PathEffect, what: string, mode: 'read' | 'write'): Decision | null {
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
