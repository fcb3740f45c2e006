/**
 * Checks one file effect of a shell command (effects.ts says what each access means)
 * against the path rules and the file system as it is now. Called on every decision, never
 * cached: an earlier call may have created the symlink or file a later one names.
 *
 * - `mention`: an argument that may be a path, refused when it names something the policy will
 *   not let the agent read (read-checks.ts).
 * - `tree-read` / `tree-write`: every entry under the path is checked (bounded): readable for a
 *   recursive reader, not protected and not Edit-denied for a recursive writer; the paths a
 *   `find` expression hands on are walked as find walks them (tree-checks.ts).
 * - `listing` / `git-listing`: the names `ls` or `git ls-files` print for xargs (listing-checks.ts).
 * - `edit` / `write` / `read`: the same decisions as the Edit, Write and Read tools.
 * - `git-content`: git printing files' contents from history (`git log -p`, `git show HEAD`):
 *   every path in the history its pathspecs select must be readable (git-history.ts).
 * - An effect of a command run after `cd` is checked where it runs (working-directory.ts).
 */
import { childProcess } from '../../shared/lazy-builtins.js';
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { checkGitContent } from '../git-history.js';
import { decidePath, deny, refusePath, type PathRules } from '../path-checks.js';
import { checkGitListing, checkListing } from './listing-checks.js';
import { checkMention, expandGlob, readDenyRules, readRulesFor, type EffectMode } from './read-checks.js';
import { checkTree } from './tree-checks.js';
import { checkPackageDir, directoriesOf, fromRoot, workingDirectory } from './working-directory.js';
import type { PathEffect } from './effects.js';
import type { Decision } from '../types.js';

export type { EffectMode };

const PROTECTED_GLOB_PROBES = ['.git', '.git/x', '.husky', '.husky/x', 'node_modules', 'node_modules/x', '.github/workflows', '.github/workflows/x'];

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
