/**
 * Markdown and HTML building blocks for everything Marshal posts. Every string that reaches a
 * comment passes through one of these: tool output, model text and command lines are untrusted
 * (a prompt-injected model or a hostile test can print anything), so each helper guarantees its
 * text stays inside the construct it was put in — a code fence it cannot close, a table cell it
 * cannot split, an HTML element it cannot leave.
 */

/** `&`, `<`, `>` and quotes as entities: for text inside our own HTML (`<summary>`, `<code>`). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] as string);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Breaks `@user` / `@org/team` mentions with a zero-width space. A comment edited or created by
 * the bot would otherwise notify whoever a hostile output or task text names.
 */
export function defuseMentions(text: string): string {
  return text.replace(/@(?=[A-Za-z0-9])/g, '@\u200b');
}

/** Removes ANSI colour / cursor sequences and control characters other than tab and newline. */
export function stripControl(text: string): string {
  return text
    .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
    .replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** Whitespace runs (newlines included) collapsed to single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `max` characters, marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return text.slice(0, Math.max(0, max));
  return `${text.slice(0, max - 1)}…`;
}

/**
 * Plain text as inline markdown: one line, every markdown/HTML metacharacter backslash-escaped or
 * entity-encoded, mentions defused. Used for reasons, notices and rule text written next to our
 * own formatting, so `](http://…)`, `<img>` or `**` inside them render literally.
 */
export function escapeInline(text: string, max = 500): string {
  const flat = clip(oneLine(stripControl(text)), max);
  const escaped = flat
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, (c) => `\\${c}`)
    .replace(/!(?=\\\[)/g, '\\!')
    .replace(/^#/, '\\#');
  return defuseMentions(escaped);
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let current = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === char) {
      current++;
      if (current > longest) longest = current;
    } else {
      current = 0;
    }
  }
  return longest;
}

/**
 * A one-line code span. Its backtick delimiter is longer than any backtick run inside, so the
 * content cannot end the span early. Inside a GFM table `|` must still be escaped as `\|` (the
 * table splits cells before inline parsing and removes the backslash); outside a table the
 * backslash would show, so it is added only when `inTable` is set.
 */
export function codeSpan(text: string, opts: { max?: number; inTable?: boolean } = {}): string {
  let flat = clip(oneLine(stripControl(text)), opts.max ?? 120);
  if (!flat) return '';
  if (opts.inTable) flat = flat.replace(/\\(?=\|)/g, '\\\\').replace(/\|/g, '\\|');
  const ticks = '`'.repeat(longestRun(flat, '`') + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || (flat.startsWith(' ') && flat.endsWith(' ')) ? ' ' : '';
  return `${ticks}${pad}${flat}${pad}${ticks}`;
}

/**
 * A fenced code block. The fence is one backtick longer than the longest backtick run in the
 * content (and at least three), so hostile output containing ``` cannot close the block and
 * smuggle markdown or HTML (`</details>`, images, links) into the comment. Inside a fence
 * everything, `<` included, renders literally.
 */
export function fenced(content: string, lang = ''): string {
  const body = stripControl(content).replace(/\n+$/, '');
  const fence = '`'.repeat(Math.max(3, longestRun(body, '`') + 1));
  return `${fence}${lang}\n${body}\n${fence}`;
}

/** Characters `fenced` adds around its content (for budgeting). */
export function fenceOverhead(content: string, lang = ''): number {
  return 2 * Math.max(3, longestRun(content, '`') + 1) + lang.length + 2;
}

/**
 * Model-written markdown (the agent's final message), kept readable but contained:
 * - quoted line by line, so an unclosed ``` or HTML block ends with the quote instead of
 *   swallowing the rest of the comment;
 * - raw HTML tags outside code fences are entity-encoded (no `</details>`, no fake hidden marker);
 * - images are turned into links: GitHub fetches image URLs when the comment is viewed, which a
 *   prompt-injected model could use as a beacon carrying data in the URL;
 * - mentions are defused.
 */
export function quoteModelMarkdown(text: string, max: number): string {
  const lines = clip(stripControl(text).trim(), max).split('\n');
  let fence: string | null = null;
  const out: string[] = [];
  for (const line of lines) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      out.push(`> ${line}`);
      continue;
    }
    if (marker) {
      fence = marker;
      out.push(`> ${line}`);
      continue;
    }
    const safe = defuseMentions(
      line.replace(/<(?=[A-Za-z/!?])/g, '&lt;').replace(/!\[/g, '\\!['),
    );
    out.push(safe ? `> ${safe}` : '>');
  }
  // The quote would end an open fence anyway; closing it explicitly keeps every renderer in step.
  if (fence) out.push(`> ${fence}`);
  return out.join('\n');
}

/** A collapsible section. `summaryHtml` must already be HTML-safe. */
export function detailsBlock(summaryHtml: string, body: string, open = false): string {
  return `<details${open ? ' open' : ''}><summary>${summaryHtml}</summary>\n\n${body}\n\n</details>`;
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  const totalSeconds = Math.round(s);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const sec = totalSeconds % 60;
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`;
  return `${m}m ${String(sec).padStart(2, '0')}s`;
}

export function formatCost(usd: number): string {
  return `$${(Number.isFinite(usd) ? usd : 0).toFixed(4)}`;
}

export function formatCount(n: number): string {
  if (n < 1000) return String(n);
  if (n < 1_000_000) return `${(n / 1000).toFixed(1)}k`;
  return `${(n / 1_000_000).toFixed(1)}M`;
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;
}

/**
 * Replaces lone UTF-16 surrogates (left when a cut falls inside an emoji) with U+FFFD, same
 * length, so a capped body is still valid text for the API.
 */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
