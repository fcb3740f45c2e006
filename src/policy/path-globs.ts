/**
 * Gitignore-style path globs for file rules, over workspace-relative POSIX paths.
 *
 * - A pattern without a slash (`*.md`, `.env*`) matches a file or directory name at any depth.
 * - A pattern with a slash (`src/**`, `docs/*.md`) or a leading `/` (`/x`) is anchored at the root.
 * - A trailing `/` (`build/`) matches that directory.
 * - Matching a directory matches everything under it, as in gitignore: `Read(secrets)` also
 *   denies `secrets/key.pem`. That is what a deny rule must mean; for allow rules it is equally
 *   natural (`Edit(src)` lets the agent edit inside src/).
 *
 * picomatch runs with `dot: true`: a dotfile is not a way around a rule.
 */
import { globTest, type GlobTest } from '../shared/glob-test.js';
import { canonicalSegment, hasIgnorable } from '../shared/workspace-paths.js';

export { canonicalSegment };

export interface PathMatcher {
  /** The specifier as written. */
  glob: string;
  /** True when the path or one of its ancestor directories matches. */
  matches(rel: string): boolean;
  /**
   * Like matches, ignoring case: deny rules use it, since a case-insensitive file system (macOS,
   * Windows runners) serves `.ENV` for `.env`.
   */
  matchesAnyCase(rel: string): boolean;
  /** The pattern names a path from the root (`src/**`, `/x`) rather than a name at any depth. */
  anchored: boolean;
  /** A few paths the glob matches, for probing shell globs against it (see shell checks). */
  probes: string[];
}

export function compileGlob(spec: string): PathMatcher {
  let pattern = spec.trim().replace(/^\.\//, '');
  let anchored = false;
  if (pattern.startsWith('/')) {
    anchored = true;
    pattern = pattern.replace(/^\/+/, '');
  }
  pattern = pattern.replace(/\/+$/, '');
  if (pattern.includes('/')) anchored = true;
  if (pattern === '' || pattern === '**') {
    return { glob: spec, matches: () => true, matchesAnyCase: () => true, probes: ['x'], anchored: false };
  }
  const build = (nocase: boolean) => {
    const test = globTest(pattern, { dot: true, nocase });
    return anchored ? (rel: string) => anyAncestor(normalRel(rel), test) : (rel: string) => anySegment(normalRel(rel), test);
  };
  const probe = pattern.replace(/\*\*\/?/g, '').replace(/[*?]/g, '').replace(/\[[^\]]*\]/g, 'x') || 'x';
  return { glob: spec, matches: build(false), matchesAnyCase: build(true), probes: [probe], anchored };
}

const GIT_LETTERS = /git/i;

export function splitRel(rel: string): string[] {
  return normalRel(rel).split('/').filter((s) => s !== '');
}

/** A path with an empty or `.` segment (`a//b`, `./a`, `a/.`, `/a`, `a/`, ''). */
const LOOSE_SEGMENT = /(?:^|\/)\.?(?:\/|$)/;

/**
 * `rel` with empty and `.` segments dropped (`./a//b/` is `a/b`): splitRel joined, but the string
 * itself, with nothing allocated, when it has none (as every path a search lists).
 */
export function normalRel(rel: string): string {
  return LOOSE_SEGMENT.test(rel) ? rel.split('/').filter((s) => s !== '' && s !== '.').join('/') : rel;
}

/** Whether `test` matches the path or one of its ancestors (`a/b/c`, `a/b`, `a`), longest first. */
function anyAncestor(rel: string, test: GlobTest): boolean {
  if (test(rel)) return true;
  for (let i = rel.lastIndexOf('/'); i > 0; i = rel.lastIndexOf('/', i - 1)) {
    if (test(rel.slice(0, i))) return true;
  }
  return false;
}

/** Whether `test` matches one segment of the path. */
function anySegment(rel: string, test: GlobTest): boolean {
  let start = 0;
  while (start <= rel.length) {
    const end = rel.indexOf('/', start);
    const stop = end === -1 ? rel.length : end;
    if (stop > start && test(rel.slice(start, stop))) return true;
    if (end === -1) return false;
    start = end + 1;
  }
  return false;
}

/**
 * Workspace-relative files whose reading is never allowed, whatever the policy says:
 * actions/checkout stores the token's auth header in .git/config (nested repositories and
 * worktrees have their own config files), so any `config` file inside a `.git` directory is out,
 * compared case-insensitively (case-insensitive filesystems would serve `.GIT/CONFIG`).
 */
export function isReadProtected(rel: string): boolean {
  // No segment can be .git when no spelling of it is present (.git, git~1; ignorable code
  // points between the letters): the common case, answered without splitting the path.
  if (!GIT_LETTERS.test(rel) && !hasIgnorable(rel)) return false;
  const segments = splitRel(rel).map(canonicalSegment);
  const gitIndex = segments.indexOf('.git');
  if (gitIndex === -1) return false;
  const last = segments[segments.length - 1]!;
  return gitIndex < segments.length - 1 && (last === 'config' || last.startsWith('config.'));
}

/** The workflow directory: writing there changes what CI runs (with its secrets) next time. */
export function isWorkflowPath(rel: string): boolean {
  const segments = splitRel(rel).map(canonicalSegment);
  return segments[0] === '.github' && segments[1] === 'workflows';
}
