import { describe, expect, test } from 'vitest';
import { clipMiddle, clipWithNote } from '../../src/report/call-format.js';
import { codeSpan, escapeInline, fenced, formatCost, formatDuration, quoteModelMarkdown, stripControl, wellFormed } from '../../src/report/markdown.js';
import { structure } from './run-builder.js';

describe('markdown helpers', () => {
  test('fenced picks a fence longer than any backtick run in the content', () => {
    expect(fenced('plain')).toBe('```\nplain\n```');
    expect(fenced('a ```` b', 'diff')).toBe('`````diff\na ```` b\n`````');
    const s = structure(`${fenced('```\n</details>\n````````')}\nafter`);
    expect(s.outside).toEqual(['after']);
    expect(s.unclosedFence).toBe(false);
  });

  test('codeSpan survives backticks and pipes, and is one line', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
    expect(codeSpan('a|b', { inTable: true })).toBe('`a\\|b`');
    expect(codeSpan('a\\|b', { inTable: true })).toBe('`a\\\\\\|b`');
    expect(codeSpan('a|b')).toBe('`a|b`');
    expect(codeSpan('one\ntwo\r\nthree')).toBe('`one two three`');
    expect(codeSpan('x'.repeat(500), { max: 10 })).toBe(`\`${'x'.repeat(9)}…\``);
  });

  test('escapeInline neutralises markup, HTML and mentions', () => {
    expect(escapeInline('# <b>hi</b> **x** [l](u) ![i](u) @bob a|b')).toBe(
      '\\# &lt;b&gt;hi&lt;/b&gt; \\*\\*x\\*\\* \\[l\\](u) \\!\\[i\\](u) @\u200bbob a\\|b',
    );
  });

  test('stripControl removes ANSI colours and control characters', () => {
    expect(stripControl('\u001b[31mred\u001b[0m\r\nok\u0007')).toBe('red\nok');
  });

  test('quoteModelMarkdown keeps fenced code literal and closes an open fence', () => {
    const out = quoteModelMarkdown('Hi <b>x</b>\n```\n<b>code</b>\n', 1000);
    expect(out).toBe('> Hi &lt;b>x&lt;/b>\n> ```\n> <b>code</b>\n> ```');
  });

  test('clipping keeps within the limit and says what was cut', () => {
    const text = `HEAD${'m'.repeat(10_000)}TAIL`;
    const middle = clipMiddle(text, 500);
    expect(middle.length).toBeLessThanOrEqual(500);
    expect(middle.startsWith('HEAD')).toBe(true);
    expect(middle.endsWith('TAIL')).toBe(true);
    expect(middle).toMatch(/… [\d,]+ characters omitted …/);
    const head = clipWithNote(text, 300);
    expect(head.length).toBeLessThanOrEqual(300);
    expect(head).toMatch(/… \([\d,]+ more characters\)$/);
  });

  test('formats durations and costs; repairs split surrogates', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(83_000)).toBe('1m 23s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
    expect(formatCost(0.01234)).toBe('$0.0123');
    expect(wellFormed('a😀'.slice(0, 2))).toBe('a\ufffd');
  });
});
