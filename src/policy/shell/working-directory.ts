/**
 * Commands that run in another directory (after `cd DIR`, `pnpm -C DIR`, a loop's `cd "$d"`):
 * the directory must be one the analysis can see from the root, and each effect of the command
 * is moved there (relative paths and git's pathspecs joined to it) before it is checked. A
 * package manager run there runs the scripts of the nearest package.json, which must be the
 * root's or a declared workspace package's.
 */
import { lstatSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { parse as parseYaml } from 'yaml';
import { deny, type PathRules } from '../path-checks.js';
import { expandGlob, realpathOrNull, unreadable } from './read-checks.js';
import type { PathEffect } from './effects.js';
import type { Decision } from '../types.js';

/**
 * A directory a command runs in after `cd` (or `pnpm -C`), relative to the workspace root; or
 * why it cannot be: it must exist, be a directory inside the workspace reached without symlinks
 * (so `..` in later paths means what it says), lie in no other git repository (git would use its
 * config and hooks), and be readable (a command there lists it, or reads its files by relative
 * names).
 */
export function workingDirectory(rules: PathRules, dir: string, readRules: PathRules): { rel: string } | Decision {
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
export function checkPackageDir(rules: PathRules, rel: string, via: string): Decision | null {
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
export function directoriesOf(rules: PathRules, dir: string): string[] | Decision {
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
export function fromRoot(rules: PathRules, effect: PathEffect, rel: string): PathEffect {
  const { cwd: _cwd, ...rest } = effect;
  if (!rel) return rest;
  const moved: PathEffect = { ...rest };
  if (!effect.path.startsWith('/') && !effect.path.startsWith('~')) moved.path = effect.path === '.' ? rel : `${rel}/${effect.path}`;
  // find prints its paths as written there (`./workflows/ci.yml`): its -path tests see those.
  if (effect.find) moved.find = { ...effect.find, dir: rel };
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
