// The terminal rendering of the report (`marshal run` on a TTY, `--format text`): Markdown taken
// out, what the reader is meant to see kept as it is.
import { describe, expect, test } from 'vitest';
import { markdownToText } from '../../src/report/plain-text.js';

describe('markdownToText', () => {
  test('code spans are printed verbatim: backslashes, entities and emphasis marks in them stay', () => {
    expect(markdownToText('Grep `/greet\\(/` in `src`')).toBe('Grep /greet\\(/ in src');
    expect(markdownToText('`a\\\\b` and `&lt;x&gt;` and `**not bold**` and `[x](y)`')).toBe('a\\\\b and &lt;x&gt; and **not bold** and [x](y)');
    // A longer fence around a backtick; one space of padding on both sides is the fence's.
    expect(markdownToText('run ``` `` echo `x` `` ```')).toBe('run `` echo `x` ``');
    expect(markdownToText('`` `tick` ``')).toBe('`tick`');
  });

  test('prose outside code spans is unescaped and de-marked', () => {
    expect(markdownToText('**Denied** \\*not a list\\* and \\_x\\_ &lt;b&gt; &amp; [docs](https://x.test/d)')).toBe('Denied *not a list* and _x_ <b> & docs (https://x.test/d)');
    expect(markdownToText('an \\`escaped\\` backtick and a lone ` one')).toBe('an `escaped` backtick and a lone ` one');
  });

  test('table cells: an escaped pipe is a pipe, code spans in cells keep their backslashes', () => {
    const text = markdownToText(['Calls:', '| call | reason |', '|---|---|', '| `Grep(/a\\|b\\(/)` | **allowed** by `Read` |'].join('\n'));
    expect(text).toBe(['Calls:', '  call           reason', '  Grep(/a|b\\(/)  allowed by Read'].join('\n'));
  });

  test('headings, details, fences and comments', () => {
    const md = ['<!-- marshal:report -->', '### ✅ Marshal finished', '', '<details><summary>Diff — 1 file</summary>', '', '```diff', '-a \\(', '+b', '```', '', '</details>'].join('\n');
    expect(markdownToText(md)).toBe(['✅ Marshal finished', '─'.repeat(18), '', 'Diff — 1 file', '', '    -a \\(', '    +b'].join('\n'));
  });
});
