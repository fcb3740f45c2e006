import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { truncateForModel } from '../../src/executor/index.js';
import { DEFAULT_MAX_CHARS, DEFAULT_MAX_LINES, planTruncation } from '../../src/executor/truncate.js';
import { call, endOf, fakeTool, harness, tmp } from './fake-tools.js';

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
const MARKER = /\[\.\.\. (\d+) lines \/ (\d+) chars truncated; full output saved to (\S+) \.\.\.\]/;

describe('truncateForModel', () => {
  test('text within the limits is returned unchanged and nothing is written', async () => {
    const dir = path.join(tmp(), 'spill');
    const out = await truncateForModel('short\noutput\n', { spillDir: dir, name: 'x' });
    expect(out).toEqual({ text: 'short\noutput\n', truncated: false, omittedLines: 0, omittedChars: 0 });
    expect(existsSync(dir)).toBe(false);
    expect(DEFAULT_MAX_CHARS).toBe(30_000);
    expect(DEFAULT_MAX_LINES).toBe(2_000);
  });

  test('too many lines: head and tail kept around one marker; the full text is spilled to a file', async () => {
    const dir = path.join(tmp(), 'spill');
    const text = numbered(100);
    const out = await truncateForModel(text, { maxLines: 11, spillDir: dir, name: 'toolu_01' });
    expect(out.truncated).toBe(true);
    const lines = out.text.split('\n');
    expect(lines.slice(0, 5)).toEqual(['line 1', 'line 2', 'line 3', 'line 4', 'line 5']);
    expect(lines.slice(-6)).toEqual(['line 96', 'line 97', 'line 98', 'line 99', 'line 100', '']);
    const marker = out.text.match(MARKER);
    expect(marker?.[1]).toBe('90');
    expect(Number(marker?.[2])).toBe(text.length - out.text.replace(/\[\.\.\..*\.\.\.\]\n/, '').length);
    expect(out.fullPath).toBe(path.join(dir, 'toolu_01.txt'));
    expect(marker?.[3]).toBe(out.fullPath);
    expect(readFileSync(out.fullPath as string, 'utf8')).toBe(text);
    expect(out.text.split('\n').filter((l) => l !== '').length).toBeLessThanOrEqual(11);
  });

  test('too many characters on one huge line: cut by characters, result within maxChars', async () => {
    const dir = path.join(tmp(), 'spill');
    const text = 'A'.repeat(5000) + 'Z'.repeat(5000);
    const out = await truncateForModel(text, { maxChars: 1000, spillDir: dir, name: 'long' });
    expect(out.text.length).toBeLessThanOrEqual(1000);
    expect(out.text.startsWith('AAAA')).toBe(true);
    expect(out.text.endsWith('ZZZZ')).toBe(true);
    expect(out.omittedChars).toBe(text.length - (out.text.length - out.text.match(MARKER)![0].length - 2));
    expect(readFileSync(out.fullPath as string, 'utf8')).toBe(text);
  });

  test('never splits a surrogate pair', () => {
    const text = '😀'.repeat(1000);
    for (const maxChars of [101, 102, 103, 250]) {
      const plan = planTruncation(text, { maxChars }, 0);
      expect(plan).not.toBeNull();
      const kept = text.slice(0, plan!.headEnd) + text.slice(plan!.tailStart);
      expect(kept).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });

  test('for varied shapes the kept text is a prefix + suffix of the original within both limits', () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const lines = Array.from({ length: 1 + rand(400) }, () => 'x'.repeat(rand(3) === 0 ? rand(2000) : rand(40)));
      const text = lines.join('\n') + (rand(2) ? '\n' : '');
      const limits = { maxChars: 50 + rand(5000), maxLines: 1 + rand(100) };
      const plan = planTruncation(text, limits, 0);
      const fits = text.length <= limits.maxChars && text.split('\n').filter((_, i, a) => i < a.length - 1 || a[i] !== '').length <= limits.maxLines;
      if (fits) {
        expect(plan).toBeNull();
        continue;
      }
      expect(plan).not.toBeNull();
      const { headEnd, tailStart } = plan!;
      expect(headEnd).toBeLessThanOrEqual(tailStart);
      const kept = text.slice(0, headEnd) + text.slice(tailStart);
      expect(kept.length).toBeLessThanOrEqual(limits.maxChars);
      expect(kept.split('\n').length - 1).toBeLessThanOrEqual(limits.maxLines);
      expect(plan!.omittedChars).toBe(text.length - kept.length);
    }
  });

  test('spill names are sanitised so a model-chosen id cannot escape the spill dir', async () => {
    const dir = path.join(tmp(), 'spill');
    const out = await truncateForModel(numbered(50), { maxLines: 5, spillDir: dir, name: '../../etc/evil' });
    expect(path.dirname(out.fullPath as string)).toBe(dir);
    expect(readdirSync(dir)).toEqual(['______etc_evil.txt']);
  });

  test('an unwritable spill dir still truncates, and says the output was not saved', async () => {
    const base = tmp();
    const blocker = path.join(base, 'file');
    writeFileSync(blocker, 'not a dir');
    const out = await truncateForModel(numbered(50), { maxLines: 5, spillDir: path.join(blocker, 'spill') });
    expect(out.truncated).toBe(true);
    expect(out.fullPath).toBeUndefined();
    expect(out.text).toContain('full output could not be saved:');
  });
});

describe('executor truncation', () => {
  test('large tool output is truncated for the model; tool_end carries the spill path', async () => {
    const big = numbered(5000);
    const h = harness([fakeTool({ name: 'Cat', result: () => big })]);
    const { results } = await h.executor.executeBatch([call('toolu_big', 'Cat')]);
    const content = results[0]?.content as string;
    expect(content.length).toBeLessThanOrEqual(30_000);
    expect(content.split('\n').length).toBeLessThanOrEqual(2_001);
    expect(content.startsWith('line 1\n')).toBe(true);
    expect(content.endsWith('line 5000\n')).toBe(true);
    const end = endOf(h.events, 'toolu_big');
    expect(end.content).toBe(content);
    expect(end.fullOutputPath).toBe(path.join(h.spillDir, 'toolu_big.txt'));
    expect(content).toContain(`full output saved to ${end.fullOutputPath}`);
    expect(readFileSync(end.fullOutputPath as string, 'utf8')).toBe(big);
  });

  test('output limits are configurable per executor', async () => {
    const h = harness([fakeTool({ name: 'Cat', result: () => numbered(40) })], { output: { maxLines: 9 } });
    const { results } = await h.executor.executeBatch([call('c', 'Cat')]);
    expect(results[0]?.content).toMatch(MARKER);
    expect(results[0]?.content.match(MARKER)?.[1]).toBe('32');
  });
});
