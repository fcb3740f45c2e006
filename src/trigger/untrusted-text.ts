/**
 * Untrusted text (PR and issue titles and bodies, comments, review threads) is shown to the model
 * as context. Anyone who can open a PR or an issue writes it, so it is the prompt-injection
 * surface. `sanitizeUntrusted` removes what a human reading the rendered page on GitHub would
 * NOT see, so that the model reads (roughly) what the maintainer who triggered the run read:
 *
 * - HTML comments (`<!-- ... -->`, also unclosed: GitHub hides everything after `<!--`);
 * - invisible characters: zero-width, bidi controls, soft hyphen, BOM, Unicode tag characters
 *   (the "ASCII smuggling" block) and the supplementary variation selectors;
 * - image alt text (`![text](url)`, `<img alt="...">`), shown to nobody but screen readers;
 * - link titles (`[a](url "title")`, reference definitions), shown only on hover; this also
 *   removes the `[//]: # (hidden)` "markdown comment" trick;
 * - `<details>` bodies, collapsed by default (the summary line stays, marked as omitted);
 * - elements hidden by attributes (`hidden`, `aria-hidden="true"`, `style="display:none"`,
 *   `visibility:hidden`, `font-size:0`, `opacity:0`) and non-rendered elements (`<script>`,
 *   `<style>`, `<template>`, `<noscript>`), plus hover-only attributes (`title`, `alt`).
 *
 * Code blocks GitHub certainly shows literally (markdown-blocks.ts) are set aside first, so an
 * HTML example with `<!--` or `<details>` in a fenced block does not swallow the text after it.
 * Every pass is linear in the input (bodies can be up to 65,536 characters, diff hunks larger).
 * The result is capped (MAX_UNTRUSTED_CHARS) so one giant body cannot crowd out the task.
 */
import { ATTRS, elementSpans, literalFences } from './markdown-blocks.js';

export const MAX_UNTRUSTED_CHARS = 20_000;

// U+200B-U+200F zero-width + LRM/RLM, U+202A-U+202E bidi embeddings/overrides, U+2060-U+2064
// word joiner and invisible operators, U+2066-U+2069 bidi isolates, U+FEFF BOM / ZWNBSP,
// U+00AD soft hyphen, U+180E Mongolian vowel separator, U+061C Arabic letter mark, U+034F
// combining grapheme joiner, Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), Khmer inherent
// vowels (U+17B4, U+17B5), interlinear annotation controls (U+FFF9-U+FFFB), U+E000/U+E001 (the
// placeholders used below), U+E0000-U+E007F tag characters, U+E0100-U+E01EF variation selectors
// supplement, U+1D173-U+1D17A musical formatting controls.
const INVISIBLE =
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E\u061C\u034F\u115F\u1160\u3164\uFFA0\u17B4\u17B5\uFFF9-\uFFFB\uE000\uE001]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]|[\u{1D173}-\u{1D17A}]/gu;

/** Removes invisible characters (zero-width, bidi controls, tag characters, ...). */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9])|opacity\s*:\s*0(?![.\d]*[1-9])/i;
const NON_RENDERED = ['script', 'style', 'template', 'noscript'];

export function sanitizeUntrusted(text: string | null | undefined, maxChars = MAX_UNTRUSTED_CHARS): string {
  if (!text) return '';
  let out = visibleText(text).replace(/\n{4,}/g, '\n\n\n').trim();
  if (out.length > maxChars) {
    const dropped = out.length - maxChars;
    out = `${out.slice(0, maxChars)}\n[... ${dropped} more characters omitted]`;
  }
  return out;
}

/** The text with hidden content removed, otherwise as written (not trimmed, not capped). */
export function visibleText(text: string): string {
  let out = stripInvisible(text.replace(/\r\n?/g, '\n'));
  const code = setAsideLiteralCode(out);
  out = code.text;
  out = stripHtmlComments(out);
  for (const tag of NON_RENDERED) out = removeElements(out, tag, () => true);
  out = removeHiddenElements(out);
  out = collapseDetails(out);
  out = stripImageAltText(out);
  out = stripLinkTitles(out);
  out = stripHoverAttributes(out);
  return code.restore(out);
}

/**
 * Replaces each literal fenced code block with a placeholder (`U+E000 n U+E001`; both characters
 * were removed from the input as invisible), so the passes below never mistake code for HTML.
 * A placeholder inside hidden content goes with it.
 */
function setAsideLiteralCode(text: string): { text: string; restore: (s: string) => string } {
  const spans = literalFences(text);
  if (!spans.length) return { text, restore: (s) => s };
  const saved: string[] = [];
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += `${text.slice(at, span.start)}\uE000${saved.length}\uE001`;
    saved.push(text.slice(span.start, span.end));
    at = span.end;
  }
  out += text.slice(at);
  return {
    text: out,
    restore: (s) => s.replace(/\uE000(\d+)\uE001/g, (_, i: string) => saved[Number(i)] ?? '').replace(/[\uE000\uE001]/g, ''),
  };
}

/** Closed comments go; an unclosed `<!--` hides the rest of the text, as GitHub renders it. */
function stripHtmlComments(text: string): string {
  let out = text;
  // Repeat: removing one comment can join `<!` + `--` pieces into a new one.
  for (let pass = 0; pass < 10; pass++) {
    let next = '';
    let at = 0;
    for (;;) {
      const open = out.indexOf('<!--', at);
      if (open === -1) {
        next += out.slice(at);
        break;
      }
      next += out.slice(at, open);
      const close = out.indexOf('-->', open + 4);
      if (close === -1) {
        at = out.length;
        break;
      }
      at = close + 3;
    }
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Cuts the `[start, end)` ranges (sorted, disjoint) out of `text`. */
function cut(text: string, ranges: readonly [number, number][]): string {
  if (!ranges.length) return text;
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += text.slice(at, start);
    at = end;
  }
  return out + text.slice(at);
}

/**
 * Removes `<tag ...>...</tag>` elements whose opening tag satisfies `hidden`, handling nesting of
 * the same tag, in one pass. An unclosed hidden element hides the rest of the text.
 */
function removeElements(text: string, tag: string, hidden: (attrs: string) => boolean): string {
  if (!text.toLowerCase().includes(`<${tag}`)) return text;
  const tags = new RegExp(`<(/?)${tag}(?=[\\s/>])(${ATTRS})>`, 'gi');
  const ranges: [number, number][] = [];
  let start = -1;
  let depth = 0;
  for (const m of text.matchAll(tags)) {
    const closing = m[1] === '/';
    const attrs = m[2] ?? '';
    const selfClosing = /\/\s*$/.test(attrs);
    if (start === -1) {
      if (!closing && !selfClosing && hidden(attrs)) {
        start = m.index as number;
        depth = 1;
      }
      continue;
    }
    if (closing) depth--;
    else if (!selfClosing) depth++;
    if (depth === 0) {
      ranges.push([start, (m.index as number) + m[0].length]);
      start = -1;
    }
  }
  if (start !== -1) ranges.push([start, text.length]);
  return cut(text, ranges);
}

function isHiding(attrs: string): boolean {
  if (/(^|\s)hidden(\s|=|$)/i.test(attrs)) return true;
  if (/aria-hidden\s*=\s*["']?true/i.test(attrs)) return true;
  const style = /style\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  return !!style && HIDING_STYLE.test(style[2] ?? style[3] ?? style[4] ?? '');
}

const HIDEABLE_TAGS = ['div', 'span', 'p', 'section', 'a', 'b', 'i', 'em', 'strong', 'sub', 'sup', 'small', 'font', 'code', 'pre', 'table', 'td', 'tr', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'kbd', 'samp', 'picture'];
const VOID_TAGS = new RegExp(`<(?:img|input|br|hr|source)\\b${ATTRS}>`, 'gi');

function removeHiddenElements(text: string): string {
  let out = text;
  for (const tag of HIDEABLE_TAGS) out = removeElements(out, tag, isHiding);
  // Void elements carrying a hiding attribute simply go.
  return out.replace(VOID_TAGS, (tag) => (isHiding(tag) ? '' : tag));
}

/** `<details>` bodies are collapsed on the page: keep the summary, drop the body. One pass. */
function collapseDetails(text: string): string {
  let out = '';
  let at = 0;
  for (const { start, end } of elementSpans(text, 'details')) {
    const block = text.slice(start, end);
    const summary = /<summary[^>]*>([\s\S]*?)<\/summary>/i.exec(block)?.[1]?.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').replace(/"/g, "'").trim();
    out += `${text.slice(at, start)}[collapsed section${summary ? ` "${summary.slice(0, 200)}"` : ''} omitted]`;
    at = end;
  }
  return out + text.slice(at);
}

function stripImageAltText(text: string): string {
  return (
    text
      // Inline images: ![alt](url ...) -> ![image](url); the title, if any, goes with the alt.
      .replace(/!\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^<>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*\)/g, '![image]($1)')
      // Reference images: ![alt][ref] and ![alt][] -> ![image][ref]
      .replace(/!\[(?:[^\[\]]|\[[^\[\]]*\])*\]\[([^\]]*)\]/g, '![image][$1]')
  );
}

function stripLinkTitles(text: string): string {
  return (
    text
      // [text](url "title") / 'title' / (title) -> [text](url)
      .replace(/(\]\(\s*(?:<[^<>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*))\s+(?:"[^"]*"|'[^']*'|\([^()]*\))\s*\)/g, '$1)')
      // Reference definitions, never rendered: [ref]: url "title" -> [ref]: url
      .replace(/^( {0,3}\[[^\]\n]+\]:[ \t]*\n?[ \t]*(?:<[^<>\n]*>|\S+))[ \t]*(?:\n[ \t]*)?(?:"[^"]*"|'[^']*'|\([^()]*\))[ \t]*$/gm, '$1')
  );
}

/** `alt`, `title` and `aria-label` attributes only show on hover or to screen readers. */
function stripHoverAttributes(text: string): string {
  return text.replace(new RegExp(`<[a-z][a-z0-9-]*\\b${ATTRS}>`, 'gi'), (tag) =>
    tag.replace(/\s(?:alt|title|aria-label|aria-description|data-[a-z0-9-]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''),
  );
}
