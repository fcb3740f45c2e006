/**
 * picomatch's answer without its per-call cost.
 *
 * `picomatch(glob, options)` returns a matcher that builds a result object on every call (and,
 * with `basename`, splits the path). Matching a policy's rules and a Glob pattern against every
 * path of a 100,000-file tree makes that garbage the largest allocation of a search. These give
 * the same answer as picomatch for the options they take — for the options they take only: an
 * empty string never matches, the glob itself matches literally, otherwise the compiled regex
 * decides; with `basename` (picomatch's matchBase) the last path segment is tested instead.
 */
import picomatch from 'picomatch';

export interface GlobTestOptions {
  dot?: boolean;
  nocase?: boolean;
  nonegate?: boolean;
  /** Match a pattern without a slash against the file name only (picomatch's `basename`). */
  basename?: boolean;
}

export type GlobTest = (s: string) => boolean;

/** `picomatch(glob, options)` as a plain predicate. Throws as picomatch does on an invalid glob. */
export function globTest(glob: string, options: GlobTestOptions = {}): GlobTest {
  const { basename, ...rest } = options;
  const re = picomatch.makeRe(glob, rest);
  const whole: GlobTest = (s) => s !== '' && (s === glob || re.test(s));
  if (!basename) return whole;
  return (s) => s !== '' && (s === glob || re.test(lastSegment(s)));
}

/** picomatch's basename: the last segment, or the one before a trailing slash. */
function lastSegment(s: string): string {
  const end = s.endsWith('/') ? s.length - 1 : s.length;
  const start = s.lastIndexOf('/', end - 1) + 1;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}
