/**
 * Fits a unified diff (as `git diff` prints it) into a character budget, file by file: whole files
 * are kept in order while they fit; the first file that does not fit is cut at a line boundary
 * with a note saying how much of it is missing; every file after it is omitted and listed, so the
 * reader knows exactly which changes the comment does not show (the full diff is an artifact).
 */

export interface CappedDiff {
  /** The diff that fits, truncation note included; always `<= budgetChars` long. */
  text: string;
  /** Files shown in part. */
  truncatedFiles: string[];
  /** Files not shown at all. */
  omittedFiles: string[];
}

interface FileChunk {
  path: string;
  text: string;
}

/** A file's diff shorter than this after its header is omitted rather than shown as a stub. */
const MIN_USEFUL_PART = 200;

export function capDiff(diff: string, budgetChars: number): CappedDiff {
  const budget = Math.max(0, Math.floor(budgetChars));
  if (diff.length <= budget) return { text: diff, truncatedFiles: [], omittedFiles: [] };

  const { preamble, files } = splitDiff(diff);
  const kept: string[] = [];
  const truncatedFiles: string[] = [];
  const omittedFiles: string[] = [];
  let used = 0;
  let i = 0;

  if (preamble) {
    if (preamble.length <= budget) {
      kept.push(preamble);
      used += preamble.length;
    } else {
      // Text before the first `diff --git` (rare: a plain `diff -u`) is cut like a file.
      const part = cutAtLine(preamble, budget - noteFor('(diff)', preamble, 0).length);
      const note = noteFor('(diff)', preamble, part.length);
      if (part.length + note.length <= budget) kept.push(part + note);
      return { text: kept.join(''), truncatedFiles: ['(diff)'], omittedFiles: files.map((f) => f.path) };
    }
  }

  for (; i < files.length; i++) {
    const file = files[i] as FileChunk;
    if (used + file.text.length <= budget) {
      kept.push(file.text);
      used += file.text.length;
      continue;
    }
    const room = budget - used;
    const noteReserve = noteFor(file.path, file.text, 0).length;
    const part = cutAtLine(file.text, room - noteReserve);
    if (part.length >= Math.min(MIN_USEFUL_PART, file.text.length) && part.length > headerLength(file.text)) {
      const note = noteFor(file.path, file.text, part.length);
      kept.push(part + note);
      used += part.length + note.length;
      truncatedFiles.push(file.path);
    } else {
      omittedFiles.push(file.path);
    }
    i++;
    break;
  }
  for (; i < files.length; i++) omittedFiles.push((files[i] as FileChunk).path);
  return { text: kept.join(''), truncatedFiles, omittedFiles };
}

/** Splits on `diff --git` headers; each chunk keeps its trailing newline. */
function splitDiff(diff: string): { preamble: string; files: FileChunk[] } {
  const starts: number[] = [];
  const re = /^diff --git /gm;
  for (let m = re.exec(diff); m; m = re.exec(diff)) starts.push(m.index);
  if (starts.length === 0) return { preamble: diff, files: [] };
  const preamble = diff.slice(0, starts[0]);
  const files = starts.map((start, k) => {
    const text = diff.slice(start, starts[k + 1] ?? diff.length);
    return { path: filePath(text), text };
  });
  return { preamble, files };
}

/** Length of the extended header (up to the first hunk). */
function headerLength(text: string): number {
  const hunk = text.search(/^@@ /m);
  return hunk < 0 ? Math.min(text.length, text.indexOf('\n') + 1 || text.length) : hunk;
}

/**
 * Keeps at most `max` characters, ending at a line boundary when that keeps at least half of
 * them; a single enormous line (minified code) is cut mid-line instead of dropping everything.
 */
function cutAtLine(text: string, max: number): string {
  if (max <= 0) return '';
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const nl = head.lastIndexOf('\n');
  if (nl + 1 >= max / 2) return head.slice(0, nl + 1);
  return `${head.slice(0, Math.max(0, max - 1))}\n`;
}

function noteFor(path: string, whole: string, keptChars: number): string {
  const totalLines = countLines(whole);
  const keptLines = countLines(whole.slice(0, keptChars));
  const missing = Math.max(0, totalLines - keptLines);
  return `⋯ truncated: ${missing.toLocaleString('en-US')} of ${totalLines.toLocaleString('en-US')} lines of ${path} not shown\n`;
}

function countLines(text: string): number {
  if (!text) return 0;
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n : n + 1;
}

/** The file a chunk is about: the new path, the old one for deletions, else the git header. */
function filePath(chunk: string): string {
  // Only the extended header counts: inside a hunk, an added line `++ x` also starts with `+++ `.
  const all = chunk.split('\n', 12);
  const hunk = all.findIndex((line) => line.startsWith('@@'));
  const lines = hunk < 0 ? all : all.slice(0, hunk);
  for (const line of lines) {
    if (line.startsWith('+++ ') && !line.startsWith('+++ /dev/null')) return stripPrefix(unquote(line.slice(4)), 'b/');
  }
  for (const line of lines) {
    if (line.startsWith('--- ') && !line.startsWith('--- /dev/null')) return stripPrefix(unquote(line.slice(4)), 'a/');
  }
  for (const line of lines) {
    if (line.startsWith('rename to ')) return unquote(line.slice('rename to '.length));
    if (line.startsWith('copy to ')) return unquote(line.slice('copy to '.length));
  }
  const header = (lines[0] ?? '').slice('diff --git '.length);
  // `a/P b/P` with the same P on both sides (binary files, mode changes): split in the middle.
  const half = (header.length - 1) / 2;
  if (Number.isInteger(half) && header.startsWith('a/') && header.slice(half + 1).startsWith('b/')) {
    const left = header.slice(2, half);
    if (left === header.slice(half + 3)) return left;
  }
  const quoted = /"b\/((?:[^"\\]|\\.)*)"$/.exec(header);
  if (quoted) return unquote(`"${quoted[1]}"`);
  const plain = header.lastIndexOf(' b/');
  return plain >= 0 ? header.slice(plain + 3) : header;
}

function stripPrefix(path: string, prefix: string): string {
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** Git C-quotes paths with unusual characters: `"a/sp\303\244ce\tname"`. */
function unquote(raw: string): string {
  const text = raw.replace(/\t.*$/, '');
  if (!(text.startsWith('"') && text.endsWith('"') && text.length >= 2)) return text;
  const bytes: number[] = [];
  const body = text.slice(1, -1);
  const simple: Record<string, number> = { n: 10, t: 9, '"': 34, '\\': 92, a: 7, b: 8, f: 12, r: 13, v: 11 };
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c !== '\\') {
      for (const b of Buffer.from(c)) bytes.push(b);
      continue;
    }
    const next = body[i + 1] ?? '';
    if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      bytes.push(simple[next] ?? next.charCodeAt(0));
      i += 1;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
