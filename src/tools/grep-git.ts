/**
 * Grep's git backend: `git grep` over tracked and untracked-not-ignored files (`--untracked`),
 * binary files skipped (`-I`), PCRE (`-P`) when git was built with it. Also lists the files git
 * would search (`git ls-files`), for the modes git grep cannot do itself (multiline, patterns
 * PCRE reads differently) so they still honour exactly git's notion of ignored.
 *
 * Every git call goes through `ctx.exec` and pins the settings a repository's own config could
 * otherwise change under us: `core.fsmonitor` off (a repo-configured fsmonitor is a command git
 * would run), paths relative to the search directory (`grep.fullName` off), no colour, no
 * column output, and the pattern passed with `-e` so a pattern starting with `-` is not an option.
 * So pinned, git starts no other program: the calls are concurrentSafe (under the sandbox they
 * may run beside one another; a Bash call still runs alone).
 */
import type { Exec } from '../exec.js';
import type { CompiledPattern, FileMatch } from './grep-matcher.js';

export type GrepMode = 'content' | 'files_with_matches' | 'count';

export interface GitScope {
  exec: Exec;
  env: Record<string, string>;
  signal: AbortSignal;
  /** Absolute directory git runs in; output paths are relative to it. */
  dirAbs: string;
  /** Workspace-relative form of `dirAbs` ('' for the root), prefixed to every output path. */
  dirRel: string;
  /** Pathspecs relative to `dirAbs` (a file name, a glob narrowing, '.'). */
  pathspecs: string[];
  /** Skip node_modules below the search root (see skippedDirNames). */
  skipDependencies: boolean;
  /** Search ignored files too (the search root itself is ignored). */
  includeIgnored: boolean;
}

const GIT_SAFETY = ['-c', 'core.fsmonitor=false', '-c', 'grep.fullName=false', '-c', 'grep.column=false', '-c', 'color.ui=never'];

/** Whether git was built with PCRE; learned from the first `-P` call of the process. */
let pcreSupported: boolean | undefined;

/** Whether `dirAbs` lies in a git work tree (and not inside a `.git` directory). */
export async function inGitWorkTree(exec: Exec, dirAbs: string, env: Record<string, string>, signal: AbortSignal): Promise<boolean> {
  const res = await exec({
    argv: ['git', ...GIT_SAFETY, 'rev-parse', '--is-inside-work-tree'],
    cwd: dirAbs,
    env,
    signal,
    maxOutputBytes: 4096,
    concurrentSafe: true,
  });
  return res.exitCode === 0 && res.stdout.trim() === 'true';
}

function pathspecArgs(scope: GitScope): string[] {
  const specs = scope.pathspecs.length ? [...scope.pathspecs] : ['.'];
  if (scope.skipDependencies) specs.push(':(exclude,glob)**/node_modules/**');
  return ['--', ...specs];
}

const withPrefix = (scope: GitScope, p: string) => (scope.dirRel ? `${scope.dirRel}/${p}` : p);

/**
 * git prints paths relative to the directory it ran in; with the pathspecs we build they never
 * climb out of it. Anything that does (or is absolute) is dropped rather than shown under a
 * spelling the policy's canRead might not recognise.
 */
const contained = (p: string) => p !== '' && !p.startsWith('/') && !p.includes('\n') && !(p.includes('..') && p.split('/').includes('..'));

/** Workspace-relative paths of the files git would search under the scope. */
export async function gitListFiles(scope: GitScope): Promise<string[]> {
  const args = ['git', ...GIT_SAFETY, 'ls-files', '-z', '--cached', '--others'];
  if (!scope.includeIgnored) args.push('--exclude-standard');
  // A path list is all-or-nothing (a cut list would silently miss files): room for ~1M paths.
  const res = await scope.exec({ argv: [...args, ...pathspecArgs(scope)], cwd: scope.dirAbs, env: scope.env, signal: scope.signal, maxOutputBytes: 64 * 1024 * 1024, spoolStdout: true, concurrentSafe: true });
  if (res.exitCode !== 0) throw new Error(`git ls-files failed: ${res.stderr.trim() || `exit ${res.exitCode}`}`);
  if (res.truncated) throw new Error('git ls-files listed more paths than Marshal keeps; give a narrower path');
  // Sorted, then --cached and --others naming a path twice (a tracked file deleted and re-created)
  // dropped in place: a 100,000-path list is not copied into a Set and back.
  const paths = res.stdout.split('\0').filter(contained).sort();
  let n = 0;
  for (const p of paths) if (n === 0 || paths[n - 1] !== p) paths[n++] = p;
  paths.length = n;
  if (scope.dirRel) for (let i = 0; i < n; i++) paths[i] = withPrefix(scope, paths[i] as string);
  return paths;
}

export interface GitGrepResult {
  matches: FileMatch[];
  /** git's output exceeded the capture limit; some matches are missing. */
  incomplete: boolean;
  /** Files (and their matching lines) past `keepLines` files (count mode) or lines (content mode), counted, not listed. */
  omitted?: CountOmitted;
}

export interface CountOmitted {
  files: number;
  occurrences: number;
}

/**
 * `admit` filters workspace-relative paths (the policy's canRead, the glob, skipped directories):
 * 1 at the index of each path it lets through. `keepLines` bounds the matching lines whose text is
 * kept in content mode, and the files listed in count mode (the rest are counted):
 * a search matching every line of a 100,000-file tree must not hold 100,000 line objects for a
 * result whose first lines only are ever shown.
 */
export interface GitGrepOptions {
  admit: (rels: readonly string[]) => Promise<Uint8Array>;
  keepLines: number;
}

/**
 * Runs git grep. Returns null when git lacks PCRE (the caller then matches in JavaScript over
 * `gitListFiles`), and throws on any other git failure.
 */
export async function gitGrep(scope: GitScope, cp: CompiledPattern, mode: GrepMode, opts: GitGrepOptions): Promise<GitGrepResult | null> {
  if (pcreSupported === false) return null;
  const args = ['git', ...GIT_SAFETY, 'grep', '--untracked', '-I', '-z', '--no-color', '-P'];
  if (scope.includeIgnored) args.push('--no-exclude-standard');
  if (cp.ignoreCase) args.push('-i');
  if (mode === 'files_with_matches') args.push('-l');
  else if (mode === 'count') args.push('-c');
  else args.push('-n');
  args.push('-e', cp.source, ...pathspecArgs(scope));

  // Spooled, not piped: git grep writes per match, and through a pipe each write waits for Marshal.
  const res = await scope.exec({ argv: args, cwd: scope.dirAbs, env: scope.env, signal: scope.signal, spoolStdout: true, concurrentSafe: true });
  if (res.aborted) throw new Error('Search cancelled');
  if (res.exitCode === 1) return { matches: [], incomplete: false };
  if (res.exitCode !== 0) {
    if (/perl|pcre/i.test(res.stderr) && /compiled|support/i.test(res.stderr)) {
      pcreSupported = false;
      return null;
    }
    throw new Error(`git grep failed: ${res.stderr.trim() || `exit ${res.exitCode}`}`);
  }
  pcreSupported = true;
  const omitted: CountOmitted = { files: 0, occurrences: 0 };
  const matches = await parseGitGrep(scope, res.stdout, mode, opts, omitted);
  return { matches, incomplete: res.truncated, ...(omitted.files ? { omitted } : {}) };
}

/** The path of a `-z` record (`path\0...`), or null when it does not parse or is not contained. */
function recordPath(record: string): string | null {
  const a = record.indexOf('\0');
  if (a <= 0) return null;
  const p = record.slice(0, a);
  return contained(p) ? p : null;
}

/** `recordPath`, reusing `last` for a record of the same file (git lists a file's lines together). */
function pathAfter(record: string, last: string | null): string | null {
  return last !== null && record.charCodeAt(last.length) === 0 && record.startsWith(last) ? last : recordPath(record);
}

/** The `\n`-terminated records of git's output, one at a time. */
function* lines(out: string): Generator<string> {
  let start = 0;
  while (start < out.length) {
    const end = out.indexOf('\n', start);
    const stop = end === -1 ? out.length : end;
    yield out.slice(start, stop);
    start = stop + 1;
  }
}

/**
 * Records in path order (git lists tracked files, then untracked ones). Stable: a file's lines
 * keep git's order. '\0' sorts before every path character, so comparing up to it orders
 * records as their paths.
 */
function sortedByPath(records: string[]): string[] {
  const key = (r: string) => r.slice(0, Math.max(0, r.indexOf('\0')));
  return records.sort((x, y) => {
    const a = key(x);
    const b = key(y);
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

/**
 * Parses `-z` output: `path\0` (-l), `path\0count\n` (-c), `path\0line\0text\n` (-n). Records
 * that do not parse (the cut in an over-long output) are dropped, and so are paths `admit` refuses.
 * Content records are taken in path order (git lists tracked files, then untracked ones), so the
 * lines kept within `keepLines` are the first ones a reader would see.
 */
async function parseGitGrep(scope: GitScope, out: string, mode: GrepMode, opts: GitGrepOptions, omitted: CountOmitted): Promise<FileMatch[]> {
  if (mode === 'files_with_matches') {
    const rels = out.split('\0').filter(contained).map((p) => withPrefix(scope, p));
    const kept = await opts.admit(rels);
    return rels.filter((_, i) => kept[i] === 1).map((rel) => ({ rel, count: 1, lines: [] }));
  }
  if (mode === 'count') return parseCounts(scope, out, opts, omitted);
  // Records are read straight from git's output, twice, rather than split into an array that
  // would outlive the admission below (a 100,000-file search would keep 100,000 strings alive).
  const paths: string[] = [];
  let previous: string | null = null;
  let sorted = true;
  for (const record of lines(out)) {
    const p = pathAfter(record, previous);
    if (p === null || p === previous) continue;
    if (previous !== null && p < previous) sorted = false;
    paths.push(withPrefix(scope, p));
    previous = p;
  }
  const mask = await opts.admit(paths);
  const kept = new Set(paths.filter((_, i) => mask[i] === 1));
  const records = sorted ? lines(out) : sortedByPath(out.split('\n'));
  // Records are in path order now, so a file's records are consecutive.
  const files: FileMatch[] = [];
  let keptLines = 0;
  let last: string | null = null;
  let rel = '';
  let admitted = false;
  let entry: FileMatch | null = null;
  let overflowing = false;
  for (const record of records) {
    const p = pathAfter(record, last);
    if (p === null) continue;
    if (p !== last) {
      last = p;
      rel = withPrefix(scope, p);
      admitted = kept.has(rel);
      entry = null;
      overflowing = false;
    }
    if (!admitted) continue;
    const a = p.length;
    const b = record.indexOf('\0', a + 1);
    if (b < 0) continue;
    const n = Number(record.slice(a + 1, b));
    if (!Number.isInteger(n) || n < 1) continue;
    if (!entry) {
      // A file first met once the kept lines are used up is counted, not listed (as in count mode).
      if (keptLines >= opts.keepLines) {
        if (!overflowing) omitted.files++;
        overflowing = true;
        omitted.occurrences++;
        continue;
      }
      entry = { rel, count: 0, lines: [], linesTotal: 0 };
      files.push(entry);
    }
    entry.count++;
    entry.linesTotal = (entry.linesTotal ?? 0) + 1;
    if (keptLines < opts.keepLines) {
      entry.lines.push({ n, text: record.slice(b + 1).replace(/\r$/, '') });
      keptLines++;
    }
  }
  return files;
}

/**
 * Count mode's `path\0count\n` records, one per file, in one pass: the paths (for admission) and
 * their counts side by side, no per-record strings but the path. A record is read from its `\0`
 * (a path may hold a line break: `contained` then drops it whole rather than a tail of it).
 * Files past `keepLines` are counted, not listed; the listed ones are the first in path order.
 */
async function parseCounts(scope: GitScope, out: string, opts: GitGrepOptions, omitted: CountOmitted): Promise<FileMatch[]> {
  const paths: string[] = [];
  const counts: number[] = [];
  let sorted = true;
  for (let start = 0; start < out.length; ) {
    const z = out.indexOf('\0', start);
    if (z < 0) break;
    let end = out.indexOf('\n', z);
    if (end < 0) end = out.length;
    let count = 0;
    let digits = end > z + 1;
    for (let i = z + 1; i < end && digits; i++) {
      const d = out.charCodeAt(i) - 48;
      if (d < 0 || d > 9) digits = false;
      else count = count * 10 + d;
    }
    const p = out.slice(start, z);
    start = end + 1;
    if (!digits || count <= 0 || !contained(p)) continue;
    const rel = withPrefix(scope, p);
    if (sorted && paths.length && rel < (paths[paths.length - 1] as string)) sorted = false;
    paths.push(rel);
    counts.push(count);
  }
  const kept = await opts.admit(paths);
  // git lists tracked files, then untracked ones: then the order is by path, over indexes.
  let order: number[] | null = null;
  if (!sorted) {
    order = paths.map((_, i) => i);
    order.sort((x, y) => {
      const a = paths[x] as string;
      const b = paths[y] as string;
      return a < b ? -1 : a > b ? 1 : 0;
    });
  }
  const files: FileMatch[] = [];
  for (let k = 0; k < paths.length; k++) {
    const i = order ? (order[k] as number) : k;
    if (kept[i] !== 1) continue;
    const count = counts[i] as number;
    if (files.length < opts.keepLines) files.push({ rel: paths[i] as string, count, lines: [] });
    else {
      omitted.files++;
      omitted.occurrences += count;
    }
  }
  return files;
}
