/**
 * HTML reduced to readable text for the model: no scripts, styles or markup; headings, list items,
 * paragraphs and table rows on lines of their own; links as `text (url)`; entities decoded;
 * whitespace collapsed.
 *
 * A single forward scan with indexOf, never a regular expression over the whole page: a hostile
 * page (thousands of unclosed `<a href="` or `<script>`) costs one pass, not one pass per tag.
 */

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…',
  laquo: '«', raquo: '»', copy: '©', reg: '®', trade: '™', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  middot: '·', bull: '•', times: '×', rarr: '→', larr: '←',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is never shown. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'object', 'title']);
const BLOCK = new Set(['p', 'div', 'section', 'article', 'header', 'footer', 'nav', 'main', 'aside', 'ul', 'ol', 'table', 'tr', 'blockquote', 'pre', 'dl', 'dt', 'dd', 'figure', 'hr', 'form']);

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  const title = (() => {
    const open = lower.indexOf('<title');
    const start = open < 0 ? -1 : lower.indexOf('>', open);
    const end = start < 0 ? -1 : lower.indexOf('</title', start);
    return end < 0 ? '' : html.slice(start + 1, end).trim();
  })();
  const out: string[] = [];
  const links: Array<{ href: string; at: number }> = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(html.slice(i));
      break;
    }
    out.push(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const gt = html.indexOf('>', lt + 1);
    if (gt < 0) break; // an unclosed tag: nothing after it is text a browser would show
    const tag = html.slice(lt + 1, gt);
    const m = /^(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag);
    i = gt + 1;
    if (!m) {
      out.push(html.slice(lt, gt + 1));
      continue;
    }
    const closing = m[1] === '/';
    const name = (m[2] as string).toLowerCase();
    if (!closing && HIDDEN.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      if (close < 0) break;
      const end = lower.indexOf('>', close);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    if (name === 'a') {
      if (!closing) links.push({ href: (attribute(tag, 'href') ?? '').trim(), at: out.length });
      else {
        const link = links.pop();
        if (link && link.href && !link.href.startsWith('#') && !/^javascript:/i.test(link.href)) {
          const label = out.slice(link.at).join('').replace(/\s+/g, ' ').trim();
          out.push(label && label !== link.href ? ` (${link.href})` : link.href);
        }
      }
      continue;
    }
    if (/^h[1-6]$/.test(name)) out.push(closing ? '\n\n' : `\n\n${'#'.repeat(Number(name[1]))} `);
    else if (name === 'li' && !closing) out.push('\n- ');
    else if (name === 'br') out.push('\n');
    else if (name === 'td' || name === 'th') out.push(' | ');
    else if (BLOCK.has(name)) out.push('\n\n');
  }
  const text = decodeEntities(out.join(''))
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const heading = decodeEntities(title);
  return heading && !text.startsWith(heading) ? `${heading}\n\n${text}` : text;
}
