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
 * The result is capped (MAX_UNTRUSTED_CHARS) so one giant body cannot crowd out the task.
 */

export const MAX_UNTRUSTED_CHARS = 20_000;

// U+200B-U+200F zero-width + LRM/RLM, U+202A-U+202E bidi embeddings/overrides, U+2060-U+2064
// word joiner and invisible operators, U+2066-U+2069 bidi isolates, U+FEFF BOM / ZWNBSP,
// U+00AD soft hyphen, U+180E Mongolian vowel separator, U+061C Arabic letter mark,
// U+E0000-U+E007F tag characters, U+E0100-U+E01EF variation selectors supplement.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E\u061C]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]/gu;

const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9])|opacity\s*:\s*0(?![.\d]*[1-9])/i;
const NON_RENDERED = ['script', 'style', 'template', 'noscript'];

export function sanitizeUntrusted(text: string | null | undefined, maxChars = MAX_UNTRUSTED_CHARS): string {
  if (!text) return '';
  let out = text.replace(/\r\n?/g, '\n');
  out = out.replace(INVISIBLE, '');
  out = stripHtmlComments(out);
  for (const tag of NON_RENDERED) out = removeElements(out, tag, () => true);
  out = removeHiddenElements(out);
  out = collapseDetails(out);
  out = stripImageAltText(out);
  out = stripLinkTitles(out);
  out = stripHoverAttributes(out);
  out = out.replace(/\n{4,}/g, '\n\n\n').trim();
  if (out.length > maxChars) {
    const dropped = out.length - maxChars;
    out = `${out.slice(0, maxChars)}\n[... ${dropped} more characters omitted]`;
  }
  return out;
}

/** Closed comments go; an unclosed `<!--` hides the rest of the text, as GitHub renders it. */
export function stripHtmlComments(text: string): string {
  let out = text;
  // Repeat: removing one comment can join `<!` + `--` pieces into a new one.
  for (let i = 0; i < 10; i++) {
    const next = out.replace(/<!--[\s\S]*?-->/g, '');
    if (next === out) break;
    out = next;
  }
  const open = out.indexOf('<!--');
  return open === -1 ? out : out.slice(0, open);
}

/**
 * Removes `<tag ...>...</tag>` elements whose opening tag satisfies `hidden`, handling nesting of
 * the same tag. An unclosed hidden element hides the rest of the text.
 */
function removeElements(text: string, tag: string, hidden: (attrs: string) => boolean): string {
  const open = new RegExp(`<${tag}(?=[\\s/>])([^>]*)>`, 'gi');
  const any = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi');
  let out = text;
  for (let guard = 0; guard < 1000; guard++) {
    open.lastIndex = 0;
    let m: RegExpExecArray | null;
    let start = -1;
    while ((m = open.exec(out))) {
      if (hidden(m[1] ?? '') && !/\/\s*$/.test(m[1] ?? '')) {
        start = m.index;
        break;
      }
    }
    if (start === -1) return out;
    any.lastIndex = start;
    let depth = 0;
    let end = out.length;
    let t: RegExpExecArray | null;
    while ((t = any.exec(out))) {
      depth += t[1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    out = out.slice(0, start) + out.slice(end);
  }
  return out;
}

function isHiding(attrs: string): boolean {
  if (/(^|\s)hidden(\s|=|$)/i.test(attrs)) return true;
  if (/aria-hidden\s*=\s*["']?true/i.test(attrs)) return true;
  const style = /style\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
  return !!style && HIDING_STYLE.test(style[2] ?? style[3] ?? style[4] ?? '');
}

const HIDEABLE_TAGS = ['div', 'span', 'p', 'section', 'a', 'b', 'i', 'em', 'strong', 'sub', 'sup', 'small', 'font', 'code', 'pre', 'table', 'td', 'tr', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'kbd', 'samp', 'picture'];

function removeHiddenElements(text: string): string {
  let out = text;
  for (const tag of HIDEABLE_TAGS) {
    if (out.toLowerCase().includes(`<${tag}`)) out = removeElements(out, tag, isHiding);
  }
  // Void elements carrying a hiding attribute simply go.
  return out.replace(/<(?:img|input|br|hr|source)\b[^>]*>/gi, (tag) => (isHiding(tag) ? '' : tag));
}

/** `<details>` bodies are collapsed on the page: keep the summary, drop the body. */
function collapseDetails(text: string): string {
  let out = text;
  for (let guard = 0; guard < 1000; guard++) {
    const start = out.search(/<details(?=[\s>])[^>]*>/i);
    if (start === -1) return out;
    const rest = out.slice(start);
    const any = /<(\/?)details(?=[\s>])[^>]*>/gi;
    let depth = 0;
    let end = rest.length;
    let t: RegExpExecArray | null;
    while ((t = any.exec(rest))) {
      depth += t[1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = t.index + t[0].length;
        break;
      }
    }
    const block = rest.slice(0, end);
    const summary = /<summary[^>]*>([\s\S]*?)<\/summary>/i.exec(block)?.[1]?.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
    const note = `[collapsed section${summary ? ` "${summary.slice(0, 200)}"` : ''} omitted]`;
    out = out.slice(0, start) + note + out.slice(start + end);
  }
  return out;
}

function stripImageAltText(text: string): string {
  return (
    text
      // Inline images: ![alt](url ...) -> ![image](url); the title, if any, goes with the alt.
      .replace(/!\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?\s*\)/g, '![image]($1)')
      // Reference images: ![alt][ref] and ![alt][] -> ![image][ref]
      .replace(/!\[(?:[^\[\]]|\[[^\[\]]*\])*\]\[([^\]]*)\]/g, '![image][$1]')
  );
}

function stripLinkTitles(text: string): string {
  return (
    text
      // [text](url "title") / 'title' / (title) -> [text](url)
      .replace(/(\]\(\s*(?:<[^>]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*))\s+(?:"[^"]*"|'[^']*'|\([^()]*\))\s*\)/g, '$1)')
      // Reference definitions, never rendered: [ref]: url "title" -> [ref]: url
      .replace(/^( {0,3}\[[^\]]+\]:\s*(?:<[^>]*>|\S+))[ \t]*(?:\n[ \t]*)?(?:"[^"]*"|'[^']*'|\([^()]*\))[ \t]*$/gm, '$1')
  );
}

/** `alt`, `title` and `aria-label` attributes only show on hover or to screen readers. */
function stripHoverAttributes(text: string): string {
  return text.replace(/<[a-z][a-z0-9-]*\b[^>]*>/gi, (tag) =>
    tag.replace(/\s(?:alt|title|aria-label|aria-description|data-[a-z0-9-]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''),
  );
}
