/**
 * Grep's pattern handling and in-process backend. The pattern is always compiled as a JavaScript
 * RegExp first, whichever backend runs: an invalid pattern fails the same way everywhere. The JS
 * backend matches a list of workspace files with it: outside git work trees (over `walkFiles`),
 * and inside them for multiline searches and patterns git's PCRE would read differently (over
 * `git ls-files`).
 *
 * Only regular files are read (never following a symlink), binary files are skipped with
 * the same NUL-byte test git grep -I uses, and unreadable files are skipped silently, as git does.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { isOpenedAs } from '../shared/safe-open.js';
import { guardedLoop, MAX_GUARDED_SLICE_MS } from './guarded.js';
import { isBinaryBuffer } from './text-file.js';

/** One file's matches. `lines` holds the matching lines (1-based), empty in files-only mode. */
export interface FileMatch {
  rel: string;
  /** Matching lines (or matches, in multiline mode). */
  count: number;
  lines: { n: number; text: string }[];
  /** Matching lines in all, when `lines` holds only the first of them (a result budget). */
  linesTotal?: number;
}

export interface CompiledPattern {
  /** The pattern as given, minus a leading `(?i)`. */
  source: string;
  ignoreCase: boolean;
  multiline: boolean;
  /** Tests one line (no `g`, so no lastIndex state). */
  line: RegExp;
  /** Finds matches across a whole file (multiline mode). */
  global: RegExp;
  /**
   * A whole-file test that can rule a file out before it is split into lines, or null when the
   * pattern has lookarounds (which could see past a line end and make the pre-test miss).
   */
  prefilter: RegExp | null;
}

export class InvalidPatternError extends Error {
  constructor(pattern: string, why: string) {
    super(`Invalid regular expression /${pattern}/: ${why}`);
    this.name = 'InvalidPatternError';
  }
}

/** Compiles a Grep pattern; a leading `(?i)` (PCRE style) turns on case-insensitivity. */
export function compilePattern(pattern: string, opts: { ignoreCase?: boolean; multiline?: boolean }): CompiledPattern {
  let source = pattern;
  let ignoreCase = !!opts.ignoreCase;
  if (source.startsWith('(?i)')) {
    source = source.slice(4);
    ignoreCase = true;
  }
  if (source === '') throw new InvalidPatternError(pattern, 'the pattern is empty');
  const flags = ignoreCase ? 'i' : '';
  const multiline = !!opts.multiline;
  try {
    const hasLookaround = /\(\?<?[=!]/.test(source);
    return {
      source,
      ignoreCase,
      multiline,
      line: new RegExp(source, flags),
      global: new RegExp(source, `${flags}gms`),
      prefilter: hasLookaround ? null : new RegExp(source, `${flags}m`),
    };
  } catch (err) {
    const why = (err as Error).message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /, '');
    throw new InvalidPatternError(pattern, `${why} (JavaScript/PCRE syntax; escape literal characters such as ( [ { . * + ? with a backslash)`);
  }
}

/** Raw lines of a text as git grep sees them: split on `\n`, a trailing `\r` kept. */
function rawLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const stripCr = (line: string) => (line.endsWith('\r') ? line.slice(0, -1) : line);

/** Matches one file's text; null when nothing matches. */
export function matchText(rel: string, text: string, cp: CompiledPattern): FileMatch | null {
  if (cp.multiline) return matchMultiline(rel, text, cp);
  if (cp.prefilter && !cp.prefilter.test(text)) return null;
  const lines: FileMatch['lines'] = [];
  const all = rawLines(text);
  for (let i = 0; i < all.length; i++) {
    const line = all[i] as string;
    if (cp.line.test(line)) lines.push({ n: i + 1, text: stripCr(line) });
  }
  return lines.length ? { rel, count: lines.length, lines } : null;
}

/**
 * Multiline mode (ripgrep's `-U --multiline-dotall`): `.` matches newlines, `^`/`$` match at line
 * boundaries, a match may span lines; every line a match touches is reported, `count` is the
 * number of matches.
 */
function matchMultiline(rel: string, text: string, cp: CompiledPattern): FileMatch | null {
  const all = rawLines(text);
  const starts: number[] = [];
  let offset = 0;
  for (const line of all) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const lineOf = (index: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const touched = new Set<number>();
  let count = 0;
  const re = new RegExp(cp.global.source, cp.global.flags);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    count++;
    const first = lineOf(m.index);
    const last = lineOf(Math.max(m.index, m.index + m[0].length - 1));
    for (let i = first; i <= last && i < all.length; i++) touched.add(i);
    if (m[0].length === 0) re.lastIndex++;
  }
  if (!count) return null;
  const lines = [...touched].sort((a, b) => a - b).map((i) => ({ n: i + 1, text: stripCr(all[i] as string) }));
  return { rel, count, lines };
}

/**
 * Whether git's PCRE (`git grep -P`) reads the pattern the way JavaScript does, for the constructs
 * a model writes. Escapes JavaScript treats as plain letters but PCRE gives a meaning (`\h`, `\K`,
 * `\A`, `\z`, `\Z`, `\R`, `\Q`, `\X`, `\G`, `\p{..}`) make the two disagree; for those the caller matches
 * with JavaScript over git's file list instead.
 */
export function pcreAgrees(source: string): boolean {
  return !/\\[hHKAzZRQEXGNCvpPe]|\(\?[#|>]/.test(source);
}

/** Files larger than this are not searched in-process (they would be read into memory whole). */
export const MAX_JS_GREP_FILE_BYTES = 64 * 1024 * 1024;

export interface JsGrepOptions {
  workspace: string;
  signal: AbortSignal;
  /** Called now and then with (files searched, files total). */
  onProgress?: (done: number, total: number) => void;
  /** Watchdog budget for one slice of matching (see guarded.ts). */
  maxSliceMs?: number;
}

/**
 * Reads one listed file for searching: a regular file opened with O_NOFOLLOW (a symlink, or a
 * symlink swapped in since the listing, fails to open instead of being followed), not too big,
 * not binary. Null when it should be skipped.
 */
function readSearchable(abs: string): string | null {
  let fd: number;
  try {
    fd = openSync(abs, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    return null; // a symlink, vanished, or unreadable
  }
  try {
    const st = fstatSync(fd);
    // isOpenedAs: the kernel names the opened file as listed (a directory swapped for a link since the listing leads elsewhere).
    if (!st.isFile() || st.size > MAX_JS_GREP_FILE_BYTES || !isOpenedAs(fd, abs, st.nlink)) return null;
    const buf = Buffer.allocUnsafe(st.size);
    let read = 0;
    while (read < st.size) {
      const n = readSync(fd, buf, read, st.size - read, read);
      if (n === 0) break;
      read += n;
    }
    const bytes = buf.subarray(0, read);
    return isBinaryBuffer(bytes) ? null : bytes.toString('utf8');
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/**
 * Matches `files` (workspace-relative) in guarded time slices: see `timeSlicer` for why
 * synchronously, and guarded.ts for why under a watchdog (a catastrophically backtracking pattern
 * must end in an error result, not freeze the process).
 */
export async function jsGrep(files: readonly string[], cp: CompiledPattern, opts: JsGrepOptions): Promise<FileMatch[]> {
  const found: FileMatch[] = [];
  await guardedLoop(
    files.length,
    (i) => {
      const rel = files[i] as string;
      const text = readSearchable(path.join(opts.workspace, rel));
      const match = text === null ? null : matchText(rel, text, cp);
      if (match) found.push(match);
      if (opts.onProgress && (i + 1) % 5000 === 0) opts.onProgress(i + 1, files.length);
    },
    { signal: opts.signal, maxSliceMs: opts.maxSliceMs ?? MAX_GUARDED_SLICE_MS, describe: (i) => files[i] ?? 'a file' },
  );
  return found;
}
