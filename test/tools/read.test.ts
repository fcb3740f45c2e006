import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readTool } from '../../src/tools/read.js';
import { makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

const lines = (n: number, prefix = 'line') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join('\n') + '\n';

describe('Read', () => {
  test('numbers lines like cat -n and reports the path', async () => {
    const ws = tempDir();
    writeTree(ws, { 'src/a.ts': 'const a = 1;\n\tindented\n' });
    const out = await runTool(readTool, { file_path: 'src/a.ts' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).toBe('     1\tconst a = 1;\n     2\t\tindented');
    expect(out.details?.paths).toEqual(['src/a.ts']);
  });

  test('offset and limit page through a file and say where to continue', async () => {
    const ws = tempDir();
    writeTree(ws, { 'big.txt': lines(100) });
    const out = await runTool(readTool, { file_path: 'big.txt', offset: 10, limit: 5 }, makeContext(ws));
    expect(out.content.split('\n').slice(0, 5)).toEqual([10, 11, 12, 13, 14].map((n) => `${String(n).padStart(6)}\tline ${n}`));
    expect(out.content).toContain('of 100; continue with offset 15');
  });

  test('defaults to 2000 lines', async () => {
    const ws = tempDir();
    writeTree(ws, { 'long.txt': lines(2500) });
    const out = await runTool(readTool, { file_path: 'long.txt' }, makeContext(ws));
    expect(out.content).toContain('  2000\tline 2000');
    expect(out.content).not.toContain('line 2001');
    expect(out.content).toContain('continue with offset 2001');
  });

  test('offset past the end is an error naming the line count', async () => {
    const ws = tempDir();
    writeTree(ws, { 'short.txt': lines(3) });
    const out = await runTool(readTool, { file_path: 'short.txt', offset: 10 }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('has 3 lines');
  });

  test('cuts lines longer than 2000 characters with a marker', async () => {
    const ws = tempDir();
    writeTree(ws, { 'min.js': `${'x'.repeat(5000)}\nshort\n` });
    const out = await runTool(readTool, { file_path: 'min.js' }, makeContext(ws));
    const [first, second] = out.content.split('\n');
    expect(first).toContain('[line cut: 5000 chars]');
    expect(first?.length).toBeLessThan(2100);
    expect(second).toBe('     2\tshort');
  });

  test('binary files are described, not dumped', async () => {
    const ws = tempDir();
    writeTree(ws, { 'img.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0x03]) });
    const out = await runTool(readTool, { file_path: 'img.png' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).toContain('binary file, 8 bytes; not shown');
  });

  test('a file over 256 KiB needs offset/limit, and paging it works', async () => {
    const ws = tempDir();
    writeTree(ws, { 'huge.log': lines(40_000, 'entry') });
    const whole = await runTool(readTool, { file_path: 'huge.log' }, makeContext(ws));
    expect(whole.isError).toBe(true);
    expect(whole.content).toMatch(/offset and limit/);
    const page = await runTool(readTool, { file_path: 'huge.log', offset: 39_999, limit: 10 }, makeContext(ws));
    expect(page.isError).toBe(false);
    expect(page.content).toBe(' 39999\tentry 39999\n 40000\tentry 40000');
    const middle = await runTool(readTool, { file_path: 'huge.log', offset: 100, limit: 2 }, makeContext(ws));
    expect(middle.content).toContain('   101\tentry 101');
    expect(middle.content).toContain('continue with offset 102');
  });

  test('a directory is an error pointing at LS', async () => {
    const ws = tempDir();
    writeTree(ws, { 'src/a.ts': '' });
    const out = await runTool(readTool, { file_path: 'src' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('Use LS');
  });

  test('a missing file suggests close names', async () => {
    const ws = tempDir();
    writeTree(ws, { 'src/config.ts': 'x\n', 'src/other.ts': 'y\n' });
    const out = await runTool(readTool, { file_path: 'src/confg.ts' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('File not found');
    expect(out.content).toContain('src/config.ts');
    expect(out.content).not.toContain('other.ts');
  });

  test('an empty file says so', async () => {
    const ws = tempDir();
    writeTree(ws, { 'empty.txt': '' });
    const out = await runTool(readTool, { file_path: 'empty.txt' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).toContain('empty');
  });

  test('CRLF files and a BOM do not leak \\r or the BOM into the output', async () => {
    const ws = tempDir();
    writeFileSync(path.join(ws, 'win.txt'), '\uFEFFfirst\r\nsecond\r\n');
    const out = await runTool(readTool, { file_path: 'win.txt' }, makeContext(ws));
    expect(out.content).toBe('     1\tfirst\n     2\tsecond');
  });

  test('absolute paths inside the workspace work; outside and .. are refused', async () => {
    const ws = tempDir();
    writeTree(ws, { 'a.txt': 'inside\n' });
    const abs = await runTool(readTool, { file_path: path.join(ws, 'a.txt') }, makeContext(ws));
    expect(abs.content).toContain('inside');
    const outside = await runTool(readTool, { file_path: '/etc/hostname' }, makeContext(ws));
    expect(outside.isError).toBe(true);
    expect(outside.content).toContain('outside the workspace');
    const dotdot = await runTool(readTool, { file_path: '../../etc/passwd' }, makeContext(ws));
    expect(dotdot.isError).toBe(true);
    expect(dotdot.content).toContain('outside the workspace');
  });

  test('summarize shows the range', () => {
    expect(readTool.summarize?.({ file_path: 'src/a.ts', offset: 10, limit: 41 })).toBe('src/a.ts:10-50');
    expect(readTool.summarize?.({ file_path: 'src/a.ts' })).toBe('src/a.ts');
  });
});
