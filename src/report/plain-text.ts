/**
 * The final report for a terminal (`marshal run` with stdout on a TTY, or `--format text`): the
 * same report the PR gets, with the Markdown taken out, so a person reads prose and a diff instead
 * of `<details>`, `**`, table pipes and code fences. The Markdown itself goes to `<out>/report.md`.
 *
 * Line-based and conservative: what it does not recognise is printed as it is.
 */

/** Prose outside code spans: `[text](url)` -> `text (url)`; `**x**`/`__x__` -> `x`; escapes and HTML entities decoded. */
function prose(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_, label: string, url: string) => (url && url !== label ? `${label} (${url})` : label))
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/(^|[\s(])_([^_\n]+)_(?=$|[\s).,:;])/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~@])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

/**
 * One line of inline Markdown as text. A code span (a run of backticks up to the next run of the
 * same length) is printed as its content, verbatim: backslashes and `&lt;` in it are what the
 * reader is meant to see (`/greet\(/` is a regex, not an escaped parenthesis), as Markdown renders
 * them. The rest is prose.
 */
function inline(line: string): string {
  let out = '';
  let from = 0;
  const ticks = /`+/g;
  for (let open = ticks.exec(line); open; open = ticks.exec(line)) {
    // A backslash before the run escapes its first backtick (outside a code span only).
    if (open.index > 0 && line[open.index - 1] === '\\') continue;
    const run = open[0];
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = open.index + run.length;
    const end = close.exec(line);
    if (!end) continue;
    let code = line.slice(open.index + run.length, end.index);
    if (code.length > 1 && code.startsWith(' ') && code.endsWith(' ') && code.trim()) code = code.slice(1, -1);
    out += prose(line.slice(from, open.index)) + code;
    from = end.index + run.length;
    ticks.lastIndex = from;
  }
  return out + prose(line.slice(from));
}

/** A Markdown table's rows as aligned columns. */
function table(rows: string[]): string[] {
  const cells = rows
    .filter((row) => !/^[|:\s-]+$/.test(row))
    .map((row) => row.replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => inline(c.trim().replace(/\\\|/g, '|'))));
  const widths: number[] = [];
  for (const row of cells) row.forEach((c, i) => (widths[i] = Math.min(60, Math.max(widths[i] ?? 0, c.length))));
  return cells.map((row) => row.map((c, i) => (i === row.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd());
}

export function markdownToText(markdown: string): string {
  const out: string[] = [];
  const lines = markdown.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (fence !== null) {
      if (line.trim() === fence) {
        fence = null;
        continue;
      }
      out.push(`    ${line}`);
      continue;
    }
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (open) {
      fence = open[1] as string;
      continue;
    }
    if (line.startsWith('<!--')) continue;
    if (/^\s*\|/.test(line)) {
      const rows: string[] = [];
      while (i < lines.length && /^\s*\|/.test(lines[i] as string)) rows.push((lines[i++] as string).trim());
      i -= 1;
      out.push(...table(rows).map((row) => `  ${row}`));
      continue;
    }
    const summary = /<summary>(.*)<\/summary>/.exec(line);
    if (summary) {
      out.push(inline((summary[1] as string).replace(/<[^>]+>/g, '')));
      continue;
    }
    const bare = line.replace(/<\/?(details|summary|br|sub|sup|b|i|code)[^>]*>/g, '');
    if (bare.trim() === '' && line.trim() !== '') continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(bare);
    if (heading) {
      const text = inline(heading[1] as string);
      out.push(text, '─'.repeat(Math.min(78, [...text].length)));
      continue;
    }
    out.push(inline(bare.replace(/^>\s?/, '  ')));
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
