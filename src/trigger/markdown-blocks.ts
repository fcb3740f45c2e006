/**
 * A deliberately conservative reading of a markdown body's block structure, for deciding what a
 * reader of the rendered page sees. Two helpers, each wrong only in its safe direction:
 *
 * - `literalFences` finds code blocks whose content GitHub certainly shows literally, so hiding
 *   constructs inside them (`<!--`, `<details>`, `<div hidden>`) are not hidden at all. It only
 *   counts fences opened at column 0 (never inside a list item or a quote) outside raw HTML blocks
 *   (where "```" is just text and `<!--` really hides what follows). When unsure it finds nothing,
 *   and the caller then treats the text as markdown/HTML: more is removed, never less.
 * - `inlineCodeSpans` finds code spans with CommonMark's pairing rule (a run of N backticks up to
 *   the next run of exactly N), within blank-line-separated chunks, in linear time. Used to MASK
 *   text (a trigger phrase in code does not count), where finding too much is the safe error.
 * - `elementSpans` finds the outermost `<tag>...</tag>` elements, nesting counted; an unclosed one
 *   runs to the end (so what it hides is never cut short).
 */

export interface Span {
  start: number;
  end: number;
}

/** `<tag`, `</tag`, `<!`, `<?` at the start of a line: the start of a raw HTML block (generously). */
const HTML_BLOCK_START = /^ {0,3}<(?:\/?[A-Za-z]|!|\?)/;

/** How a raw HTML block that starts with `line` ends: a marker on some line, or a blank line. */
function htmlBlockEnd(line: string): RegExp | 'blank' {
  const rest = line.trimStart();
  if (rest.startsWith('<!--')) return /-->/;
  if (rest.startsWith('<?')) return /\?>/;
  if (/^<!\[CDATA\[/.test(rest)) return /\]\]>/;
  if (/^<![A-Za-z]/.test(rest)) return />/;
  const raw = /^<(script|pre|style|textarea)(?=[\s>]|$)/i.exec(rest);
  if (raw) return new RegExp(`</${raw[1]}>`, 'i');
  return 'blank';
}

/**
 * Fenced code blocks opened at column 0 outside raw HTML blocks, whole lines from the opening
 * fence to the closing one (or the end of the text). `text` uses `\n` line ends.
 */
export function literalFences(text: string): Span[] {
  const spans: Span[] = [];
  let offset = 0;
  let fence: { char: string; length: number; start: number } | null = null;
  let html: RegExp | 'blank' | null = null;
  for (const line of text.split('\n')) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1]?.[0] === fence.char && (close[1]?.length ?? 0) >= fence.length) {
        spans.push({ start: fence.start, end });
        fence = null;
      }
      continue;
    }
    if (html) {
      if (html === 'blank' ? line.trim() === '' : html.test(line)) html = null;
      continue;
    }
    const open = /^(`{3,}|~{3,})(.*)$/.exec(line);
    if (open && !(open[1]?.[0] === '`' && open[2]?.includes('`'))) {
      fence = { char: open[1]?.[0] as string, length: open[1]?.length as number, start };
      continue;
    }
    if (HTML_BLOCK_START.test(line)) {
      const endsOn = htmlBlockEnd(line);
      // A marker on the opening line itself (after the start) ends the block there.
      const after = line.trimStart().slice(2);
      if (endsOn !== 'blank' && endsOn.test(after)) continue;
      html = endsOn;
    }
  }
  if (fence) spans.push({ start: fence.start, end: text.length });
  return spans;
}

/**
 * Code spans in `text` (which should already have code blocks blanked), as CommonMark pairs
 * them: an opening run of N backticks closes at the next run of exactly N in the same
 * blank-line-separated chunk; an opening run without a partner is literal. Linear time.
 */
export function inlineCodeSpans(text: string): Span[] {
  const spans: Span[] = [];
  const breaks: number[] = [];
  for (const m of text.matchAll(/\n[ \t]*\n/g)) breaks.push(m.index as number);
  const runs: { start: number; length: number; chunk: number }[] = [];
  let chunk = 0;
  for (const m of text.matchAll(/`+/g)) {
    const start = m.index as number;
    while (chunk < breaks.length && (breaks[chunk] as number) < start) chunk++;
    runs.push({ start, length: m[0].length, chunk });
  }
  // For each run length, the indices of the runs with that length, in order.
  const byLength = new Map<number, number[]>();
  runs.forEach((run, i) => {
    const list = byLength.get(run.length);
    if (list) list.push(i);
    else byLength.set(run.length, [i]);
  });
  const cursor = new Map<number, number>();
  for (let i = 0; i < runs.length; i++) {
    const open = runs[i] as (typeof runs)[number];
    const list = byLength.get(open.length) as number[];
    let k = cursor.get(open.length) ?? 0;
    while (k < list.length && (list[k] as number) <= i) k++;
    cursor.set(open.length, k);
    const j = list[k];
    if (j === undefined || (runs[j] as (typeof runs)[number]).chunk !== open.chunk) continue;
    const close = runs[j] as (typeof runs)[number];
    spans.push({ start: open.start, end: close.start + close.length });
    i = j;
  }
  return spans;
}

/** `text` with every span's characters except newlines replaced by spaces (same length). */
export function blankSpans(text: string, spans: readonly Span[]): string {
  if (!spans.length) return text;
  const chars = text.split('');
  for (const { start, end } of spans) {
    for (let i = start; i < end && i < chars.length; i++) if (chars[i] !== '\n') chars[i] = ' ';
  }
  return chars.join('');
}

/** Attributes of a tag: quoted values may hold `>` and `<`; an unquoted `<` ends the tag. */
export const ATTRS = `(?:[^<>"']|"[^"]*"|'[^']*')*`;

/** The outermost `<tag ...>...</tag>` elements of one tag name, in order; unclosed: to the end. */
export function elementSpans(text: string, tag: string): Span[] {
  const spans: Span[] = [];
  if (!text.toLowerCase().includes(`<${tag}`)) return spans;
  const re = new RegExp(`<(/?)${tag}(?=[\\s/>])${ATTRS}>`, 'gi');
  let start = -1;
  let depth = 0;
  for (const m of text.matchAll(re)) {
    if (start === -1) {
      if (m[1] !== '/') {
        start = m.index as number;
        depth = 1;
      }
      continue;
    }
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) {
      spans.push({ start, end: (m.index as number) + m[0].length });
      start = -1;
    }
  }
  if (start !== -1) spans.push({ start, end: text.length });
  return spans;
}
