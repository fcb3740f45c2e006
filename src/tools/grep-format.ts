/**
 * Renders Grep results, identically for both backends: `path:line:text` for matches and
 * `path-line-text` for context lines (grep's own convention), `--` between separate groups,
 * `path:count` in count mode, one path per line in files mode; then `head_limit`.
 */
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { isOpenedAs } from '../shared/safe-open.js';
import type { GrepMode } from './grep-git.js';
import { MAX_JS_GREP_FILE_BYTES, type FileMatch } from './grep-matcher.js';
import { cutLongLine } from './text-file.js';

export interface FormatOptions {
  workspace: string;
  mode: GrepMode;
  /** Context lines after / before each match (content mode). */
  after: number;
  before: number;
  lineNumbers: boolean;
  headLimit?: number;
  /** The pattern and where, for the "no matches" message. */
  what: string;
  /** Files past the listing budget (count mode) or met after the kept lines ran out (content mode): counted, not listed. */
  omitted?: { files: number; occurrences: number };
}

export interface FormattedGrep {
  content: string;
  /** Entries (lines, files or counts) before head_limit. */
  total: number;
  shown: number;
}

/**
 * Raw lines of a file with `\r` stripped, for context; [] when it cannot be read any more. Like
 * the search itself: never through a symlink (one swapped in since the search would otherwise
 * show lines of a file outside the workspace), never a file too big to hold in memory.
 */
async function fileLines(workspace: string, rel: string): Promise<string[]> {
  let handle;
  try {
    handle = await open(path.join(workspace, rel), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const st = await handle.stat();
    if (!st.isFile() || st.size > MAX_JS_GREP_FILE_BYTES || !isOpenedAs(handle.fd, path.join(workspace, rel), st.nlink)) return [];
    const text = (await handle.readFile()).toString('utf8');
    const lines = text.split('\n');
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  } catch {
    return [];
  } finally {
    await handle?.close();
  }
}

/** Rendered lines; `complete` is false when files were left out because `limit` was reached. */
async function contentLines(
  matches: readonly FileMatch[],
  opts: FormatOptions,
  limit: number,
): Promise<{ lines: string[]; complete: boolean }> {
  const out: string[] = [];
  const line = (rel: string, n: number, sep: ':' | '-', text: string) =>
    opts.lineNumbers ? `${rel}${sep}${n}${sep}${cutLongLine(text)}` : `${rel}${sep}${cutLongLine(text)}`;
  const withContext = opts.after > 0 || opts.before > 0;

  for (const file of matches) {
    if (out.length >= limit) return { lines: out, complete: false };
    if (!withContext) {
      for (const m of file.lines) out.push(line(file.rel, m.n, ':', m.text));
      continue;
    }
    const all = await fileLines(opts.workspace, file.rel);
    const matched = new Map(file.lines.map((m) => [m.n, m.text]));
    const shown = new Set<number>();
    for (const m of file.lines) {
      for (let n = Math.max(1, m.n - opts.before); n <= Math.min(all.length || m.n, m.n + opts.after); n++) shown.add(n);
    }
    let previous = -1;
    for (const n of [...shown].sort((a, b) => a - b)) {
      if (out.length && previous !== n - 1) out.push('--');
      const text = matched.get(n);
      out.push(text !== undefined ? line(file.rel, n, ':', text) : line(file.rel, n, '-', all[n - 1] ?? ''));
      previous = n;
    }
  }
  return { lines: out, complete: true };
}

export async function formatGrep(matches: readonly FileMatch[], opts: FormatOptions): Promise<FormattedGrep> {
  const limit = opts.headLimit && opts.headLimit > 0 ? opts.headLimit : Number.POSITIVE_INFINITY;
  if (!matches.length) return { content: `No matches for ${opts.what}`, total: 0, shown: 0 };

  if (opts.mode === 'files_with_matches') {
    const shown = matches.slice(0, limit).map((m) => m.rel);
    const head = `Found ${matches.length} file${matches.length === 1 ? '' : 's'}`;
    const note = shown.length < matches.length ? `\n(showing the first ${shown.length}; raise head_limit or narrow the search)` : '';
    return { content: `${head}\n${shown.join('\n')}${note}`, total: matches.length, shown: shown.length };
  }

  if (opts.mode === 'count') {
    const shown = matches.slice(0, limit).map((m) => `${m.rel}:${m.count}`);
    const occurrences = matches.reduce((sum, m) => sum + m.count, 0) + (opts.omitted?.occurrences ?? 0);
    const files = matches.length + (opts.omitted?.files ?? 0);
    const note = shown.length < files ? ` (showing the first ${shown.length} files; raise head_limit or narrow the search)` : '';
    const summary = `Found ${occurrences} matching line${occurrences === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}${note}`;
    return { content: `${shown.join('\n')}\n\n${summary}`, total: files, shown: shown.length };
  }

  // Content: render only as much as head_limit can show, but count every matching line.
  const totalMatches = matches.reduce((sum, m) => sum + (m.linesTotal ?? m.lines.length), 0) + (opts.omitted?.occurrences ?? 0);
  const rendered = await contentLines(matches, opts, limit);
  const shown = rendered.lines.slice(0, limit);
  const budgetCut = !!opts.omitted?.files || matches.some((m) => m.linesTotal !== undefined && m.linesTotal > m.lines.length);
  const cut = shown.length < rendered.lines.length || !rendered.complete || budgetCut;
  const note = cut ? `\n(output limited to the first ${shown.length} lines of ${totalMatches} matching lines; raise head_limit or narrow the search)` : '';
  return { content: `${shown.join('\n')}${note}`, total: totalMatches, shown: shown.length };
}
