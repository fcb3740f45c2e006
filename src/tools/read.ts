/**
 * Read: a text file with `cat -n` line numbers, paged by offset/limit. Binary files are described,
 * not dumped; whole-file reads are capped so one call cannot flood the context; a file too big to
 * read whole is paged by streaming, never loaded into memory.
 */
import type { Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { deniedInodeReason, deniedOrigin, listDir, openEntry, PathChangedError } from '../shared/safe-open.js';
import { resolveInWorkspace } from '../shared/workspace-paths.js';
import { defineTool, type ToolContext, type ToolOutput } from './tool.js';
import { editDistance } from '../shared/edit-distance.js';
import { decodeText, formatBytes, isBinaryFile, MAX_LINE_CHARS, numberLine, readAll, splitLines } from './text-file.js';

/** Lines returned when no limit is given. */
const DEFAULT_READ_LIMIT = 2000;
/** Files larger than this need offset/limit. */
const MAX_WHOLE_READ_BYTES = 256 * 1024;

const readInput = z.object({
  file_path: z
    .string()
    .min(1)
    .describe('The file to read, relative to the repository root or absolute inside it.'),
  offset: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('1-based line number to start reading from. Use it with limit to page through large files.'),
  limit: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(`Number of lines to read (default ${DEFAULT_READ_LIMIT}).`),
});

/** Up to three names in the same directory that look like `name` (cheap: one readdir). */
function similarNames(entries: readonly string[], name: string): string[] {
  if (entries.length > 5000) return [];
  const lower = name.toLowerCase();
  const stem = lower.replace(/\.[^.]*$/, '');
  return entries
    .map((e) => {
      const el = e.toLowerCase();
      const score = el === lower ? 0 : el.replace(/\.[^.]*$/, '') === stem ? 1 : editDistance(el, lower);
      return { e, score };
    })
    .filter(({ score }) => score <= Math.max(2, Math.floor(name.length / 4)))
    .sort((a, b) => a.score - b.score || a.e.localeCompare(b.e))
    .slice(0, 3)
    .map(({ e }) => e);
}

async function notFound(root: string, abs: string, rel: string, given: string, canRead: (rel: string) => boolean): Promise<Error> {
  const dirRel = path.posix.dirname(rel);
  // The directory is listed through one descriptor the kernel confirms (as LS lists): a directory
  // swapped for a link meanwhile must not lend its names to the suggestions.
  const listing = await listDir(root, { abs: path.dirname(abs), rel: dirRel === '.' ? '' : dirRel }, given).catch((error: unknown) => {
    if (error instanceof PathChangedError) throw error;
    return null;
  });
  if (!listing?.entries) {
    return new Error(`File not found: ${given} (directory ${dirRel || '.'} does not exist; use Glob to find the file)`);
  }
  // Only names the policy would let the model read are suggested (as LS and Glob only list those).
  const names = listing.entries.map((e) => e.name);
  const similar = similarNames(names, path.basename(abs)).filter((s) => canRead(dirRel === '.' ? s : `${dirRel}/${s}`));
  const hint = similar.length
    ? ` Did you mean ${similar.map((s) => (dirRel === '.' ? s : `${dirRel}/${s}`)).join(', ')}?`
    : ' Use Glob or LS to find it.';
  return new Error(`File not found: ${given}.${hint}`);
}

/** One line of a paged read: its beginning (at most MAX_LINE_CHARS + 1 chars) and real length. */
interface PagedLine {
  text: string;
  length: number;
}

/** Characters a paged read collects at most; the note then says where to continue. */
export const MAX_PAGE_CHARS = MAX_WHOLE_READ_BYTES;

/**
 * Streams lines [offset, offset+limit) of a large file; `more` says whether lines follow. Lines
 * split on `\n` with a trailing `\r` dropped, exactly like `splitLines` for small files.
 *
 * Memory stays bounded whatever the file holds: lines before `offset` are only counted, a line
 * keeps only its first MAX_LINE_CHARS + 1 characters (a 1 GB line without a newline is counted,
 * not concatenated), and collection stops after MAX_PAGE_CHARS however large `limit` is.
 */
async function pageLines(
  handle: FileHandle,
  offset: number,
  limit: number,
  signal: AbortSignal,
): Promise<{ lines: PagedLine[]; more: boolean; seen: number }> {
  // The signal stops the scan when the call times out: counting lines up to a far offset in a
  // multi-gigabyte file must not go on in the background after the executor has answered.
  // (Not through createReadStream's own `signal`: an abort arriving as the scan ends would emit an
  // error nobody listens to any more, an uncaught exception. The loop below sees the error; the
  // no-op listener keeps a late one from ever going uncaught.)
  const stream = handle.createReadStream({ start: 0, autoClose: false, encoding: 'utf8', highWaterMark: 256 * 1024 });
  stream.on('error', () => undefined);
  const onAbort = () => stream.destroy(signal.reason instanceof Error ? signal.reason : new Error('the call was cancelled'));
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const keep = MAX_LINE_CHARS + 1;
  const lines: PagedLine[] = [];
  let n = 0;
  let partial = '';
  let partialLength = 0;
  let endsWithCr = false;
  let chars = 0;
  let full = false;
  const append = (chunk: string, from: number, to: number) => {
    if (to <= from) return;
    if (n + 1 >= offset && partial.length < keep) partial += chunk.slice(from, Math.min(to, from + keep - partial.length));
    partialLength += to - from;
    endsWithCr = chunk.charCodeAt(to - 1) === 13;
  };
  const finish = () => {
    n++;
    let text = partial;
    let length = partialLength;
    const cr = endsWithCr;
    partial = '';
    partialLength = 0;
    endsWithCr = false;
    if (n < offset) return;
    if (cr) {
      length--;
      if (text.length > length) text = text.slice(0, length);
    }
    if (n === 1 && text.startsWith('\uFEFF')) {
      text = text.slice(1);
      length--;
    }
    lines.push({ text, length });
    chars += Math.min(length, MAX_LINE_CHARS);
    full = lines.length >= limit || chars >= MAX_PAGE_CHARS;
  };
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      let from = 0;
      for (;;) {
        // Anything after the last line shown means another line follows.
        if (full && from < chunk.length) return { lines, more: true, seen: n };
        const nl = chunk.indexOf('\n', from);
        append(chunk, from, nl === -1 ? chunk.length : nl);
        if (nl === -1) break;
        finish();
        from = nl + 1;
      }
    }
    if (partialLength > 0) finish();
    return { lines, more: false, seen: n };
  } finally {
    signal.removeEventListener('abort', onAbort);
    stream.destroy();
  }
}

/** The rest of a Read, all of it through the one descriptor that was opened and checked. */
async function readOpened(file: FileHandle, st: Stats, rel: string, input: z.infer<typeof readInput>, ctx: ToolContext): Promise<ToolOutput> {
  const size = st.size;
  if (st.isDirectory()) throw new Error(`${input.file_path} is a directory, not a file. Use LS to list it.`);
  if (!st.isFile()) throw new Error(`${input.file_path} is not a regular file.`);
  // The policy decided on the path as it resolved when the call was checked; a directory on it
  // may have been swapped since, so it is asked again about the path this file really has.
  if (!ctx.canRead(rel)) throw new Error(`${input.file_path}: the policy does not let the agent read ${rel}; not read.`);
  const origin = deniedOrigin(ctx.canRead, st);
  if (origin) throw new Error(deniedInodeReason(input.file_path, origin));
  const details = { paths: [rel], bytes: size };

  if (size === 0) return { content: `(${rel} is empty: 0 bytes)`, details };
  if (await isBinaryFile(file)) {
    return { content: `(${rel}: binary file, ${size} bytes; not shown)`, details: { ...details, binary: true } };
  }

  const paged = input.offset !== undefined || input.limit !== undefined;
  if (!paged && size > MAX_WHOLE_READ_BYTES) {
    throw new Error(
      `${input.file_path} is ${formatBytes(size)}, more than the ${formatBytes(MAX_WHOLE_READ_BYTES)} a whole read may return. ` +
        `Read it in parts with offset and limit (e.g. offset 1, limit 500), or use Grep to find the lines you need.`,
    );
  }
  const offset = input.offset ?? 1;
  const limit = input.limit ?? DEFAULT_READ_LIMIT;

  let lines: PagedLine[];
  let total: number | null;
  let more: boolean;
  if (size <= MAX_WHOLE_READ_BYTES) {
    const all = splitLines(decodeText(await readAll(file, size)).text);
    total = all.length;
    lines = all.slice(offset - 1, offset - 1 + limit).map((text) => ({ text, length: text.length }));
    more = offset - 1 + limit < all.length;
  } else {
    const page = await pageLines(file, offset, limit, ctx.signal);
    ({ lines, more } = page);
    total = more ? null : page.seen;
  }

  if (!lines.length) {
    throw new Error(`${input.file_path} has ${total ?? 'fewer'} lines; offset ${offset} is past the end.`);
  }
  const last = offset + lines.length - 1;
  const body = lines.map((line, i) => numberLine(offset + i, line.text, line.length)).join('\n');
  const note = more
    ? `\n\n(showing lines ${offset}-${last}${total !== null ? ` of ${total}` : ''}; continue with offset ${last + 1})`
    : '';
  return { content: body + note, details: { ...details, lines: [offset, last], totalLines: total } };
}

export const readTool = defineTool({
  name: 'Read',
  aliases: ['read', 'fs_read'],
  description:
    'Read a text file. Output is numbered like `cat -n` (number, tab, line); the numbers are not part of the file. ' +
    `Reads up to ${DEFAULT_READ_LIMIT} lines from the start by default; use offset and limit for other parts or large files. ` +
    'Lines longer than 2000 characters are cut. Binary files are not shown. Use LS for directories.',
  input: readInput,
  class: 'read',
  policyKind: 'read',
  paths: (input) => [input.file_path],
  summarize: (input) => {
    if (input.offset === undefined && input.limit === undefined) return input.file_path;
    const from = input.offset ?? 1;
    return `${input.file_path}:${from}-${from + (input.limit ?? DEFAULT_READ_LIMIT) - 1}`;
  },
  async run(input, ctx) {
    const target = resolveInWorkspace(ctx.cwd, input.file_path);
    const { abs, rel } = target;
    // Opened once, inside its directory held open, where the kernel confirms it is `abs`: the
    // checks below and everything read are about that one file (see shared/safe-open.ts).
    let handle: FileHandle;
    let st: Stats;
    try {
      ({ handle, st } = await openEntry(ctx.cwd, target, input.file_path, 'read'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // ELOOP: the name is a link the resolution left unresolved, i.e. one that points nowhere.
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') throw await notFound(ctx.cwd, abs, rel, input.file_path, ctx.canRead);
      if (code === 'EISDIR') throw new Error(`${input.file_path} is a directory, not a file. Use LS to list it.`);
      throw error;
    }
    try {
      return await readOpened(handle, st, rel, input, ctx);
    } finally {
      await handle.close();
    }
  },
});
