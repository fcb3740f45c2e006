/**
 * Truncation of tool output for the model, with named limits. Every result the executor returns
 * passes through here, and tools that produce large output may call it too, so the model always
 * sees the same shape: the head and the tail of the text with one marker line between them that
 * says how much was dropped and where the full text was saved.
 *
 *   [... 1234 lines / 56789 chars truncated; full output saved to /tmp/spill/toolu_1.txt ...]
 *
 * The full text goes to a file in `spillDir` so nothing is lost: the report can link it and the
 * model can page through it with the Read tool when the spill dir lies inside its reach.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { OutputLimits } from './types.js';

/** Characters of a result sent to the model before truncation. */
export const DEFAULT_MAX_CHARS = 30_000;
/** Lines of a result sent to the model before truncation. */
export const DEFAULT_MAX_LINES = 2_000;

export interface TruncateOptions extends OutputLimits {
  /** Directory the full text is written to when truncated; omitted = nothing is persisted. */
  spillDir?: string;
  /** File name stem for the spill file, e.g. the tool_use id (sanitised before use). */
  name?: string;
}

export interface TruncatedText {
  /** The text to send: unchanged when within limits, else head + marker + tail. */
  text: string;
  truncated: boolean;
  /** Absolute path of the file holding the full text, when it was persisted. */
  fullPath?: string;
  omittedLines: number;
  omittedChars: number;
}

/** Where to cut: keep `text.slice(0, headEnd)` and `text.slice(tailStart)`. */
export interface TruncationPlan {
  headEnd: number;
  tailStart: number;
  omittedLines: number;
  omittedChars: number;
}

function countLines(text: string): number {
  if (!text) return 0;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < text.length - 1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** True when `index` holds the second half of a surrogate pair (cutting there splits a character). */
function splitsPair(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
}

function truncationMarker(omittedLines: number, omittedChars: number, where: string): string {
  return `[... ${omittedLines} lines / ${omittedChars} chars truncated; ${where} ...]`;
}

/**
 * Pure planning: null when `text` fits both limits; otherwise the cut points that keep as much
 * head and tail as fit in `maxChars - reserve` characters and `maxLines - 1` lines (the marker
 * takes the remaining line and the reserved characters). Cuts prefer line boundaries.
 */
export function planTruncation(text: string, limits: OutputLimits = {}, reserve = 0): TruncationPlan | null {
  const maxChars = Math.max(1, limits.maxChars ?? DEFAULT_MAX_CHARS);
  const maxLines = Math.max(1, limits.maxLines ?? DEFAULT_MAX_LINES);
  if (text.length <= maxChars && countLines(text) <= maxLines) return null;

  const lineBudget = Math.max(0, maxLines - 1);
  const charBudget = Math.max(0, maxChars - reserve);
  const headLines = Math.ceil(lineBudget / 2);
  const tailLines = lineBudget - headLines;

  // Line-based cut points.
  let headEnd = 0;
  for (let n = 0; n < headLines && headEnd < text.length; n++) {
    const nl = text.indexOf('\n', headEnd);
    headEnd = nl === -1 ? text.length : nl + 1;
  }
  let tailStart = text.length;
  const body = text.endsWith('\n') ? text.length - 1 : text.length;
  for (let n = 0, from = body; n < tailLines && tailStart > 0; n++) {
    const nl = text.lastIndexOf('\n', from - 1);
    tailStart = nl === -1 ? 0 : nl + 1;
    from = nl;
    if (nl === -1) break;
  }
  // When every line fits the line budget the two slices overlap (both cover the whole text);
  // the character caps below then split the budget between head and tail.

  // Character caps: an even split, but a side that needs less lends the rest to the other.
  let headLen = headEnd;
  let tailLen = text.length - tailStart;
  if (headLen + tailLen > charBudget) {
    const half = Math.floor(charBudget / 2);
    if (headLen <= half) tailLen = charBudget - headLen;
    else if (tailLen <= half) headLen = charBudget - tailLen;
    else {
      headLen = half;
      tailLen = charBudget - half;
    }
    if (headLen < headEnd) {
      // Prefer ending the head at a line boundary when that keeps at least half of it.
      const nl = text.lastIndexOf('\n', headLen - 1);
      headEnd = nl >= headLen / 2 ? nl + 1 : headLen - (splitsPair(text, headLen) ? 1 : 0);
    }
    const tailFloor = text.length - tailLen;
    if (tailFloor > tailStart) {
      const nl = text.indexOf('\n', tailFloor);
      tailStart = nl !== -1 && nl + 1 - tailFloor <= tailLen / 2 ? nl + 1 : tailFloor + (splitsPair(text, tailFloor) ? 1 : 0);
    }
  }
  tailStart = Math.max(tailStart, headEnd);
  return {
    headEnd,
    tailStart,
    omittedChars: tailStart - headEnd,
    omittedLines: countNewlines(text, headEnd, tailStart),
  };
}

function spillStem(name: unknown): string {
  const stem = String(name ?? '').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100);
  return stem || `output-${Date.now()}-${randomBytes(4).toString('hex')}`;
}

/**
 * Writes the full text to a new file in `spillDir`: `<stem>.txt`, or `<stem>-<random>.txt` when
 * that name is taken (two calls with the same tool_use id must not overwrite each other's
 * output). O_EXCL also means nothing planted at the name beforehand, a symlink included, is ever
 * written through. The directory is created owner-only; the file is 0600 (tool output can hold
 * anything the workspace holds).
 */
async function writeSpill(spillDir: string, stem: string, text: string): Promise<string> {
  await mkdir(spillDir, { recursive: true, mode: 0o700 });
  for (let attempt = 0; ; attempt++) {
    const file = path.resolve(spillDir, attempt === 0 ? `${stem}.txt` : `${stem}-${randomBytes(4).toString('hex')}.txt`);
    let handle;
    try {
      handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && attempt < 5) continue;
      throw error;
    }
    try {
      await handle.writeFile(text, 'utf8');
    } finally {
      await handle.close();
    }
    return file;
  }
}

/**
 * Cuts `text` to the limits (defaults: 30,000 chars, 2,000 lines), keeping head and tail around a
 * marker line, and writes the full text to `<spillDir>/<name>.txt`. Never throws: when the file
 * cannot be written the marker says so and `fullPath` is absent.
 */
export async function truncateForModel(text: string, options: TruncateOptions = {}): Promise<TruncatedText> {
  const stem = spillStem(options.name);
  // The widest name the spill file may get (a random suffix when the plain one is taken).
  const widest = options.spillDir ? path.resolve(options.spillDir, `${stem}-00000000.txt`) : undefined;
  const where = (p: string | undefined) => (p ? `full output saved to ${p}` : 'full output was not saved');
  // Reserve room for the marker at its widest (counts can be no longer than the text's length).
  const reserve = truncationMarker(text.length, text.length, where(widest)).length + 2;
  const plan = planTruncation(text, options, reserve);
  if (!plan) return { text, truncated: false, omittedLines: 0, omittedChars: 0 };

  let saved: string | undefined;
  let note: string;
  if (options.spillDir) {
    try {
      saved = await writeSpill(options.spillDir, stem, text);
      note = where(saved);
    } catch (error) {
      note = `full output could not be saved: ${error instanceof Error ? error.message : String(error)}`;
    }
  } else {
    note = where(undefined);
  }

  const head = text.slice(0, plan.headEnd);
  const tail = text.slice(plan.tailStart);
  const sep = head && !head.endsWith('\n') ? '\n' : '';
  const marker = truncationMarker(plan.omittedLines, plan.omittedChars, note);
  return {
    text: `${head}${sep}${marker}${tail ? `\n${tail}` : ''}`,
    truncated: true,
    ...(saved ? { fullPath: saved } : {}),
    omittedLines: plan.omittedLines,
    omittedChars: plan.omittedChars,
  };
}
