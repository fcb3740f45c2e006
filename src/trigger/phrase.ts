/**
 * Finding the trigger phrase (`@marshal` by default) in a comment, review or issue.
 *
 * A phrase only counts where a reader sees it as an instruction. It is looked for in what the
 * rendered page shows (sanitizeUntrusted: HTML comments, hidden elements, collapsed <details>,
 * image alt text, link titles and invisible characters removed, so `@mar<U+200B>shal` reads as
 * `@marshal` and `@marshal<U+200B>ls` as `@marshalls`, as on the page), and there it must stand
 * as its own word (`@marshalls`, `x@marshal`, `@marshal/team` and `@marshal.io` do not count)
 * outside fenced or indented code blocks, inline code, `<code>`/`<pre>`/`<kbd>` elements, HTML
 * tags, reference definitions and blockquotes (`> @marshal do X` quotes somebody else; lazy
 * continuation lines and quotes inside list items too). Matching is case-insensitive. A body
 * with Unicode direction overrides (U+202A-U+202E, U+2066-U+2069) never triggers: what it
 * displays is not what it says.
 *
 * The task is the text after the first counting phrase: the rest of its line and every following
 * line, trimmed and sanitised (hidden content removed). Code blocks AFTER the phrase are part of
 * the task ("@marshal run this:\n```\nnpm test\n```").
 */
import { blankSpans, elementSpans, inlineCodeSpans, type Span } from './markdown-blocks.js';
import { sanitizeUntrusted, visibleText } from './untrusted-text.js';

/**
 * Tasks used when the phrase stands alone. On a PR the surrounding comment is given to the model
 * as context, so "do what the comment asks" covers both "LGTM but fix the typo @marshal" and a
 * bare "@marshal" (then the model reviews the change and addresses its open feedback).
 */
export const DEFAULT_PR_TASK =
  'Look at this pull request and do what the comment asks. If it asks nothing specific, review the change and address its open feedback.';
export const DEFAULT_ISSUE_TASK = 'Resolve the issue described in the title and body, with the smallest change that fixes it.';

export interface TriggerMatch {
  task: string;
}

const WORD = /[A-Za-z0-9_]/;

/** Controls that make text display in another order than it is written (Trojan Source). */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export function hasDirectionControls(text: string | null | undefined): boolean {
  return !!text && DIRECTION_CONTROLS.test(text);
}

/** Returns the task after the first visible, word-bounded phrase, or null when there is none. */
export function findTrigger(body: string | null | undefined, phrase: string): TriggerMatch | null {
  if (!body || !phrase || hasDirectionControls(body)) return null;
  const text = visibleText(body);
  const haystack = maskInvisibleRegions(text).toLowerCase();
  const needle = phrase.toLowerCase();
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 ? (haystack[at - 1] as string) : '';
    const end = at + needle.length;
    const after = haystack[end] ?? '';
    const afterNext = haystack[end + 1] ?? '';
    // Before: not part of a word, an e-mail address, a path or another mention.
    if (before && (WORD.test(before) || '@./-`'.includes(before))) continue;
    // After: not a longer word (`@marshalls`), a team (`@marshal/x`) or a host (`@marshal.io`).
    if (after && (WORD.test(after) || after === '-' || after === '/' || after === '@')) continue;
    if ((after === '.' || after === ':') && WORD.test(afterNext)) continue;
    const rest = text.slice(end).replace(/^[\s:,.;!-]+/, '');
    return { task: sanitizeUntrusted(rest).trim() };
  }
  return null;
}

/** A `>` quote marker, also after list markers (`- > quoted`, `1. > quoted`). */
const QUOTE_LINE = /^[ \t]{0,3}(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*>/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:/;
const CODE_ELEMENTS = ['code', 'pre', 'kbd', 'samp', 'tt'];
const TAG = /<\/?[A-Za-z][A-Za-z0-9:-]*(?:[^<>"']|"[^"]*"|'[^']*')*>/g;

/**
 * A copy of `text` (same length, newlines kept) with everything a reader does not see as
 * instruction text replaced by spaces, so indices map back onto the original. It errs towards
 * masking: a phrase masked by mistake only means no run.
 */
function maskInvisibleRegions(text: string): string {
  const spans: Span[] = [];
  // Line-based blocks: fences, indented code, blockquotes (with their lazy continuation lines),
  // reference definitions (never rendered).
  let offset = 0;
  let fence: { char: string; length: number } | null = null;
  let previousBlank = true;
  let previousIndentedCode = false;
  let inQuote = false;
  for (const line of text.split('\n')) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    const isBlank = line.trim() === '';
    if (fence) {
      spans.push({ start, end });
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]?.[0] === fence.char && (close[1]?.length ?? 0) >= fence.length) fence = null;
      previousBlank = false;
      previousIndentedCode = false;
      continue;
    }
    const open = FENCE_LINE.exec(line);
    if (open && !(open[1]?.[0] === '`' && line.slice(open[0].length).includes('`'))) {
      fence = { char: open[1]?.[0] as string, length: open[1]?.length as number };
      spans.push({ start, end });
      previousBlank = false;
      previousIndentedCode = false;
      inQuote = false;
      continue;
    }
    // Indented code cannot interrupt a paragraph (CommonMark): it follows a blank line or code.
    const indented = /^(?: {4}|\t| {1,3}\t)/.test(line) && !isBlank;
    if (indented && (previousBlank || previousIndentedCode)) {
      spans.push({ start, end });
      previousIndentedCode = true;
      previousBlank = false;
      continue;
    }
    if (isBlank) inQuote = false;
    else if (QUOTE_LINE.test(line)) inQuote = true;
    if (inQuote || REFERENCE_DEFINITION.test(line)) spans.push({ start, end });
    previousIndentedCode = previousIndentedCode && isBlank;
    previousBlank = isBlank;
  }
  let masked = blankSpans(text, spans);

  // HTML comments (sanitised text has none left; kept for direct callers); an unclosed one hides
  // the rest of the text.
  masked = masked.replace(/<!--[\s\S]*?(?:-->|$)/g, (m) => m.replace(/[^\n]/g, ' '));
  // The summary of a collapsed <details> (sanitizeUntrusted's note), code-like elements, then
  // every remaining tag (attribute values are not text).
  masked = masked.replace(/\[collapsed section(?: "[^"\n]*")? omitted\]/g, (m) => ' '.repeat(m.length));
  masked = blankSpans(masked, CODE_ELEMENTS.flatMap((tag) => elementSpans(masked, tag)));
  masked = masked.replace(TAG, (m) => m.replace(/[^\n]/g, ' '));
  // Inline code.
  return blankSpans(masked, inlineCodeSpans(masked));
}

