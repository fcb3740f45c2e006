/**
 * The file tools never touch anything outside the workspace: not through `..`, not through an
 * absolute path, and not through a symlink planted inside the workspace that points outside.
 */
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { editTool } from '../../src/tools/edit.js';
import { grepTool } from '../../src/tools/grep.js';
import { lsTool } from '../../src/tools/ls.js';
import { readTool } from '../../src/tools/read.js';
import { writeTool } from '../../src/tools/write.js';
import { makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

function setup() {
  const ws = tempDir();
  const outside = tempDir('marshal-escape-target-');
  writeTree(outside, { 'secret.txt': 'TOP SECRET\n' });
  writeTree(ws, { 'inside.txt': 'fine\n' });
  symlinkSync(path.join(outside, 'secret.txt'), path.join(ws, 'file-link'));
  symlinkSync(outside, path.join(ws, 'dir-link'));
  return { ws, outside, secret: path.join(outside, 'secret.txt') };
}

describe('symlink escapes are refused', () => {
  test('Read through a file link and a directory link', async () => {
    const { ws } = setup();
    for (const file_path of ['file-link', 'dir-link/secret.txt']) {
      const out = await runTool(readTool, { file_path }, makeContext(ws));
      expect(out.isError).toBe(true);
      expect(out.content).toContain('outside the workspace');
      expect(out.content).not.toContain('TOP SECRET');
    }
  });

  test('Write through a file link, and into a linked directory (new file)', async () => {
    const { ws, outside, secret } = setup();
    const viaFile = await runTool(writeTool, { file_path: 'file-link', content: 'pwned' }, makeContext(ws));
    expect(viaFile.isError).toBe(true);
    const viaDir = await runTool(writeTool, { file_path: 'dir-link/new.txt', content: 'pwned' }, makeContext(ws));
    expect(viaDir.isError).toBe(true);
    const deepNew = await runTool(writeTool, { file_path: 'dir-link/a/b/c.txt', content: 'pwned' }, makeContext(ws));
    expect(deepNew.isError).toBe(true);
    expect(readFileSync(secret, 'utf8')).toBe('TOP SECRET\n');
    expect(existsSync(path.join(outside, 'new.txt'))).toBe(false);
    expect(existsSync(path.join(outside, 'a'))).toBe(false);
  });

  test('Edit through a file link', async () => {
    const { ws, secret } = setup();
    const out = await runTool(editTool, { file_path: 'file-link', old_string: 'TOP', new_string: 'NO' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('outside the workspace');
    expect(readFileSync(secret, 'utf8')).toBe('TOP SECRET\n');
  });

  test('Grep neither follows links during a search nor accepts one as path', async () => {
    const { ws } = setup();
    const all = await runTool(grepTool, { pattern: 'SECRET', output_mode: 'content' }, makeContext(ws));
    expect(all.content).not.toContain('TOP SECRET');
    const viaPath = await runTool(grepTool, { pattern: 'SECRET', path: 'file-link' }, makeContext(ws));
    expect(viaPath.isError).toBe(true);
  });

  test('LS refuses a linked directory', async () => {
    const { ws } = setup();
    const out = await runTool(lsTool, { path: 'dir-link' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).not.toContain('secret.txt');
  });

  test('home-directory paths are refused by every file tool', async () => {
    const { ws } = setup();
    expect((await runTool(readTool, { file_path: '~/.bashrc' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(writeTool, { file_path: '~/x', content: '' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(lsTool, { path: '~' }, makeContext(ws))).isError).toBe(true);
  });
});
