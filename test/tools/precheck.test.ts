// Tools' prechecks: the refusals a tool makes before it runs, callable without running it (the
// permission step and `policy explain` use them). Each refusal is the same text whether it comes
// from precheck() or from run(), and run() leaves the workspace as it was.
import { linkSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { createBuiltinRegistry } from '../../src/tools/builtins.js';
import { git, makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

const registry = createBuiltinRegistry();
let ws: string;
beforeAll(async () => {
  ws = tempDir('marshal-precheck-');
  await git(ws, 'init', '-q');
  writeTree(ws, { 'src/a.ts': 'const x = 1;\n', 'notes.txt': 'x\n' });
  symlinkSync('missing/target.ts', path.join(ws, 'src', 'dangling.ts'));
  symlinkSync(path.join(ws, '.git'), path.join(ws, 'gitdir'));
  linkSync(path.join(ws, 'notes.txt'), path.join(ws, 'src', 'notes-link.txt'));
});

const REFUSED: [string, Record<string, unknown>, RegExp][] = [
  ['Glob', { pattern: '../*' }, /may not be absolute or contain "\.\."/],
  ['Glob', { pattern: '.{.,}/**' }, /expands to a path outside the search directory/],
  ['Glob', { pattern: '/etc/*' }, /points outside the search directory/],
  ['Grep', { pattern: 'x', glob: '../*.ts' }, /may not be absolute or contain "\.\."/],
  ['Grep', { pattern: 'x', path: '.git' }, /does not search inside \.git/],
  ['Grep', { pattern: 'x', path: '.git/objects' }, /does not search inside \.git/],
  ['Grep', { pattern: 'x', path: 'gitdir' }, /does not search inside \.git/],
  ['Write', { file_path: 'src/dangling.ts', content: 'x' }, /symbolic link that does not resolve inside the workspace/],
  ['Edit', { file_path: 'src/dangling.ts', old_string: '', new_string: 'x' }, /symbolic link that does not resolve inside the workspace/],
  ['Write', { file_path: 'src/notes-link.txt', content: 'y' }, /has 2 hard links/],
  ['Write', { file_path: '.git/hooks/pre-commit', content: 'y' }, /inside \.git\//],
];

describe('precheck() and run() refuse alike', () => {
  test.each(REFUSED)('%s %j', async (name, input, message) => {
    const tool = registry.resolve(name)!;
    const ctx = makeContext(ws);
    const parsed = tool.input.parse(input);
    const reason = tool.precheck!(parsed, ctx);
    expect(reason).toMatch(message);
    const before = readdirSync(path.join(ws, 'src')).sort();
    const out = await runTool(tool, input, ctx);
    expect(out).toMatchObject({ isError: true, content: reason });
    expect(readdirSync(path.join(ws, 'src')).sort()).toEqual(before);
  });

  test.each([
    ['Glob', { pattern: '**/*.ts' }],
    ['Grep', { pattern: 'x', path: 'src', glob: '*.ts' }],
    ['Write', { file_path: 'src/new.ts', content: 'x' }],
    ['Edit', { file_path: 'src/a.ts', old_string: '1', new_string: '2' }],
  ])('an ordinary call passes: %s %j', (name, input) => {
    const tool = registry.resolve(name)!;
    expect(tool.precheck!(tool.input.parse(input), makeContext(ws))).toBeNull();
  });

  test('Grep still searches a work tree with a .git beside it, and never lists .git files', async () => {
    const out = await runTool(registry.resolve('Grep')!, { pattern: 'x' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).not.toMatch(/^\.git\//m);
  });
});
