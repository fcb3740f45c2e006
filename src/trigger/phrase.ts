/**
 * Finding the trigger phrase (`@marshal` by default) in a comment, review or issue.
 *
 * A phrase only counts where a reader sees it as an instruction: it must stand as its own word
 * (`@marshalls`, `x@marshal`, `@marshal/team` and `@marshal.io` do not count), and it is ignored
 * inside fenced or indented code blocks, inline code, blockquote lines (`> @marshal do X` quotes
 * somebody else) and HTML comments (hidden from the reader: a run must never start from text the
 * maintainer could not see). Matching is case-insensitive.
 *
 * The task is the text after the first counting phrase: the rest of its line and every following
 * line, trimmed and sanitised (hidden content removed). Code blocks AFTER the phrase are part of
 * the task ("@marshal run this:\n```\nnpm test\n```").
 */
import { sanitizeUntrusted } from './untrusted-text.js';

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

/** Returns the task after the first visible, word-bounded phrase, or null when there is none. */
export function findTrigger(body: string | null | undefined, phrase: string): TriggerMatch | null {
  if (!body || !phrase) return null;
  const text = body.replace(/\r\n?/g, '\n');
  const visible = maskInvisibleRegions(text);
  const haystack = visible.toLowerCase();
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

/**
 * A copy of `text` (same length, newlines kept) with everything a reader does not see as
 * instruction text replaced by spaces, so indices map back onto the original.
 */
export function maskInvisibleRegions(text: string): string {
  const chars = text.split('');
  const blank = (from: number, to: number): void => {
    for (let i = from; i < to && i < chars.length; i++) if (chars[i] !== '\n') chars[i] = ' ';
  };

  // Line-based blocks: fences, indented code, blockquotes.
  const lines = text.split('\n');
  let offset = 0;
  let fence: { char: string; length: number } | null = null;
  let previousBlank = true;
  let previousIndentedCode = false;
  for (const line of lines) {
    const start = offset;
    const end = offset + line.length;
    offset = end + 1;
    if (fence) {
      blank(start, end);
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]?.[0] === fence.char && (close[1]?.length ?? 0) >= fence.length) fence = null;
      previousBlank = false;
      previousIndentedCode = false;
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (open && !(open[1]?.[0] === '`' && line.slice(open[0].length).includes('`'))) {
      fence = { char: open[1]?.[0] as string, length: open[1]?.length as number };
      blank(start, end);
      previousBlank = false;
      previousIndentedCode = false;
      continue;
    }
    const isBlank = line.trim() === '';
    // Indented code cannot interrupt a paragraph (CommonMark): it follows a blank line or code.
    const indented = /^(?: {4}|\t| {1,3}\t)/.test(line) && !isBlank;
    if (indented && (previousBlank || previousIndentedCode)) {
      blank(start, end);
      previousIndentedCode = true;
      previousBlank = false;
      continue;
    }
    if (/^ {0,3}>/.test(line)) blank(start, end);
    previousIndentedCode = previousIndentedCode && isBlank;
    previousBlank = isBlank;
  }

  let masked = chars.join('');

  // HTML comments; an unclosed one hides the rest of the text.
  masked = masked.replace(/<!--[\s\S]*?(?:-->|$)/g, (m) => m.replace(/[^\n]/g, ' '));

  // Inline code: a run of N backticks up to the next run of exactly N, within one paragraph.
  const out = masked.split('');
  const runs = [...masked.matchAll(/`+/g)];
  for (let i = 0; i < runs.length; i++) {
    const openRun = runs[i] as RegExpMatchArray;
    const length = openRun[0].length;
    for (let j = i + 1; j < runs.length; j++) {
      const closeRun = runs[j] as RegExpMatchArray;
      const between = masked.slice((openRun.index as number) + length, closeRun.index as number);
      if (/\n[ \t]*\n/.test(between)) break;
      if (closeRun[0].length === length) {
        for (let k = openRun.index as number; k < (closeRun.index as number) + length; k++) if (out[k] !== '\n') out[k] = ' ';
        i = j;
        break;
      }
    }
  }
  return out.join('');
}
