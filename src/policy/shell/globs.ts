/**
 * Filename expansion as bash performs it (default options: no dotglob, no globstar, no nullglob,
 * no extglob), so the paths a glob argument names are checked as the ones the command will get:
 *
 * - each segment is matched against the directory's entries; directories are opened by path, so
 *   a symlinked directory is entered like any other (`src/*` then `config` reaches `src/link/config`);
 * - `*`, `?`, `[...]`, `[!...]`, `[^...]`, ranges and character classes (`[[:alpha:]]`) in any
 *   segment; `**` is `*` (globstar is off);
 * - a name starting with `.` is matched only by a segment starting with a literal `.` (`[.]env`
 *   and `?env` do not match `.env`); `.` and `..` are included for such segments (bash < 5.2
 *   matches them: `.*` / `x` can reach `../../x`);
 * - a segment without glob characters is taken as written; a trailing `/` keeps directories only.
 *
 * Quoting is no longer known here, so a quoted `*` is treated as a glob too: more paths are
 * checked than bash would produce, never fewer.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const CLASSES: Readonly<Record<string, string>> = {
  alpha: 'a-zA-Z', digit: '0-9', alnum: 'a-zA-Z0-9', upper: 'A-Z', lower: 'a-z', space: '\\s', blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~', xdigit: '0-9A-Fa-f', word: '\\w', cntrl: '\\x00-\\x1f\\x7f', print: '\\x20-\\x7e', graph: '\\x21-\\x7e',
};

const isGlob = (segment: string) => /[*?[]/.test(segment);

/** The regular expression for one segment of a bash pattern. */
function segmentRegex(segment: string): RegExp {
  let re = '';
  for (let i = 0; i < segment.length; i += 1) {
    const c = segment[i]!;
    if (c === '*') { re += '.*'; while (segment[i + 1] === '*') i += 1; continue; }
    if (c === '?') { re += '.'; continue; }
    if (c === '[') {
      let j = i + 1;
      let negate = false;
      if (segment[j] === '!' || segment[j] === '^') { negate = true; j += 1; }
      let body = '';
      let first = true;
      let closed = false;
      for (; j < segment.length; j += 1) {
        const d = segment[j]!;
        if (d === ']' && !first) { closed = true; break; }
        first = false;
        const cls = d === '[' && segment[j + 1] === ':' ? /^\[:([a-z]+):\]/.exec(segment.slice(j)) : null;
        if (cls && CLASSES[cls[1]!]) { body += CLASSES[cls[1]!]; j += cls[0].length - 1; continue; }
        if (d === '-' && body && segment[j + 1] !== ']') { body += '-'; continue; }
        body += /[\\\]^\-[]/.test(d) ? `\\${d}` : d;
      }
      if (!closed) { re += '\\['; continue; }
      re += `[${negate ? '^' : ''}${body}]`;
      i = j;
      continue;
    }
    re += c.replace(/[.+^${}()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's');
}

/**
 * The paths (as written: relative patterns give relative paths) that `pattern` expands to now,
 * or 'too-many' past `limit`. An empty list means bash leaves the word as it is.
 */
export function bashGlob(cwd: string, pattern: string, limit: number): string[] | 'too-many' {
  const absolute = pattern.startsWith('/');
  const dirOnly = pattern.endsWith('/');
  const segments = pattern.split('/').filter((s, k) => s !== '' || k === 0);
  if (absolute) segments.shift();
  let current: string[] = [absolute ? '/' : ''];
  const abs = (p: string) => (p === '' ? cwd : path.resolve(cwd, p));
  const join = (base: string, name: string) => (base === '' ? name : base.endsWith('/') ? `${base}${name}` : `${base}/${name}`);
  for (let k = 0; k < segments.length; k += 1) {
    const segment = segments[k]!;
    const last = k === segments.length - 1;
    const next: string[] = [];
    for (const base of current) {
      if (!isGlob(segment)) {
        const candidate = join(base, segment);
        const s = statSync(abs(candidate), { throwIfNoEntry: false });
        if (s && (s.isDirectory() || (last && !dirOnly))) next.push(candidate);
        continue;
      }
      let names: string[];
      try {
        names = readdirSync(abs(base));
      } catch {
        continue;
      }
      if (segment.startsWith('.')) names.push('.', '..');
      const re = segmentRegex(segment);
      for (const name of names) {
        if (name.startsWith('.') && !segment.startsWith('.')) continue;
        if (!re.test(name)) continue;
        const candidate = join(base, name);
        if (!last || dirOnly) {
          if (!statSync(abs(candidate), { throwIfNoEntry: false })?.isDirectory()) continue;
        }
        next.push(candidate);
        if (next.length > limit) return 'too-many';
      }
    }
    current = next;
    if (!current.length) return [];
  }
  return current.map((p) => (dirOnly ? `${p}/` : p));
}
