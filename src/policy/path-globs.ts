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
import picomatch from 'picomatch';

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
    const test = picomatch(pattern, { dot: true, nocase });
    return anchored
      ? (rel: string) => {
          const segments = splitRel(rel);
          for (let i = segments.length; i >= 1; i -= 1) {
            if (test(segments.slice(0, i).join('/'))) return true;
          }
          return false;
        }
      : (rel: string) => splitRel(rel).some((segment) => test(segment));
  };
  const probe = pattern.replace(/\*\*\/?/g, '').replace(/[*?]/g, '').replace(/\[[^\]]*\]/g, 'x') || 'x';
  return { glob: spec, matches: build(false), matchesAnyCase: build(true), probes: [probe], anchored };
}

/** Code points some file systems ignore in names (HFS+ drops them: `.g\u200cit` is `.git`). */
const IGNORABLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2063\u206a-\u206f\ufeff]/g;

/**
 * A name as a case-insensitive file system may compare it: lower case, ignorable code points
 * removed, trailing dots and spaces dropped (Windows opens `.git.` as `.git`), and git's 8.3
 * short name `git~1`.
 */
export function canonicalSegment(segment: string): string {
  const name = segment.toLowerCase().replace(IGNORABLE, '').replace(/[. ]+$/, '');
  return name === 'git~1' ? '.git' : name;
}

export function splitRel(rel: string): string[] {
  return rel.split('/').filter((s) => s !== '' && s !== '.');
}

/**
 * Workspace-relative files whose reading is never allowed, whatever the policy says:
 * actions/checkout stores the token's auth header in .git/config (nested repositories and
 * worktrees have their own config files), so any `config` file inside a `.git` directory is out,
 * compared case-insensitively (case-insensitive filesystems would serve `.GIT/CONFIG`).
 */
export function isReadProtected(rel: string): boolean {
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
