/**
 * Text-file helpers shared by the file tools: binary detection, BOM and line-ending handling,
 * `cat -n` style numbering and long-line cutting. Named limits live here so Read, Grep and Edit
 * agree on what "binary" and "too long" mean.
 */
import { open, type FileHandle } from 'node:fs/promises';

/**
 * Bytes inspected for a NUL byte. 8,000 is git's own `buffer_is_binary` window, so the JS Grep
 * backend and `git grep -I` skip exactly the same files.
 */
const BINARY_SNIFF_BYTES = 8000;
/** Characters of one line shown before it is cut. */
export const MAX_LINE_CHARS = 2000;

const BOM = '\uFEFF';

export function isBinaryBuffer(buf: Uint8Array): boolean {
  const end = Math.min(buf.length, BINARY_SNIFF_BYTES);
  for (let i = 0; i < end; i++) if (buf[i] === 0) return true;
  return false;
}

/**
 * Reads only the sniff window of a file and says whether it looks binary. Given an open handle
 * it reads through it (from offset 0, leaving the handle's position alone): the file sniffed is
 * the file whose content is then shown.
 */
export async function isBinaryFile(file: string | FileHandle): Promise<boolean> {
  const handle = typeof file === 'string' ? await open(file, 'r') : file;
  try {
    const buf = Buffer.alloc(BINARY_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buf, 0, BINARY_SNIFF_BYTES, 0);
    return isBinaryBuffer(buf.subarray(0, bytesRead));
  } finally {
    if (handle !== file) await handle.close();
  }
}

/**
 * Up to `size` bytes of the open file from offset 0 (positional reads: the handle's position is
 * left alone). `size` is the fstat size at open, so a file that grows meanwhile cannot make one
 * call load more than was checked.
 */
export async function readAll(handle: FileHandle, size: number): Promise<Buffer> {
  const buf = Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const { bytesRead } = await handle.read(buf, read, size - read, read);
    if (bytesRead === 0) break;
    read += bytesRead;
  }
  return buf.subarray(0, read);
}

export interface DecodedText {
  text: string;
  /** The file started with a UTF-8 byte order mark (removed from `text`). */
  bom: boolean;
}

export function decodeText(buf: Buffer): DecodedText {
  const text = buf.toString('utf8');
  return text.startsWith(BOM) ? { text: text.slice(1), bom: true } : { text, bom: false };
}

export function encodeText(decoded: DecodedText): string {
  return decoded.bom ? BOM + decoded.text : decoded.text;
}

export type LineEnding = '\n' | '\r\n';

/** The file's dominant line ending: CRLF when most line breaks are CRLF. */
export function detectLineEnding(text: string): LineEnding {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  return crlf > lf ? '\r\n' : '\n';
}

/** Rewrites every line break in `s` as `eol`. */
export function withLineEnding(s: string, eol: LineEnding): string {
  const lf = s.replace(/\r\n/g, '\n');
  return eol === '\n' ? lf : lf.replace(/\n/g, '\r\n');
}

/**
 * Lines of a text as an editor counts them: a trailing newline does not start a new line, and
 * `\r` before `\n` belongs to the break, not the line.
 */
export function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
}

export function countLines(text: string): number {
  return splitLines(text).length;
}

/**
 * Cuts a line at MAX_LINE_CHARS with a marker saying how long it was. `fullLength` is the line's
 * real length when `line` holds only its beginning (a reader that never kept the rest).
 */
export function cutLongLine(line: string, max = MAX_LINE_CHARS, fullLength = line.length): string {
  if (fullLength <= max) return line;
  return `${line.slice(0, max)}… [line cut: ${fullLength} chars]`;
}

/** `cat -n` layout: the 1-based line number right-aligned in six columns, a tab, the line. */
export function numberLine(lineNumber: number, line: string, fullLength = line.length): string {
  return `${String(lineNumber).padStart(6)}\t${cutLongLine(line, MAX_LINE_CHARS, fullLength)}`;
}

/** 1-based line number of character offset `index` in `text`. */
export function lineNumberAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** Formats a byte count for messages ("256 KiB", "1.5 MiB"). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n % 1024 ? 1 : 0)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}
