import { rmSync, symlinkSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { globTool } from '../../src/tools/glob.js';
import { lsTool } from '../../src/tools/ls.js';
import { git, makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

function tree(): string {
  const ws = tempDir();
  writeTree(ws, {
    '.gitignore': 'dist/\n*.tmp\n',
    'src/a.ts': '',
    'src/b.ts': '',
    'src/deep/c.ts': '',
    'src/deep/d.js': '',
    'src/skip.tmp': '',
    'src/.gitignore': 'generated/\n',
    'src/generated/g.ts': '',
    'dist/out.ts': '',
    'node_modules/pkg/index.ts': '',
    '.git/HEAD': 'ref: refs/heads/main\n',
    '.env': 'X=1\n',
    '.github/workflows/ci.yml': '',
    'README.md': '',
  });
  const base = Date.now() / 1000 - 100;
  // c.ts newest, then a.ts, then b.ts.
  utimesSync(path.join(ws, 'src/b.ts'), base, base);
  utimesSync(path.join(ws, 'src/a.ts'), base + 10, base + 10);
  utimesSync(path.join(ws, 'src/deep/c.ts'), base + 20, base + 20);
  return ws;
}

describe('Glob', () => {
  test('finds files newest first, honouring nested .gitignore, skipping .git and node_modules', async () => {
    const ws = tree();
    const out = await runTool(globTool, { pattern: '**/*.ts' }, makeContext(ws));
    expect(out.content.split('\n')).toEqual(['src/deep/c.ts', 'src/a.ts', 'src/b.ts']);
  });

  test('path narrows the search and results stay workspace-relative', async () => {
    const ws = tree();
    const out = await runTool(globTool, { pattern: '*.js', path: 'src/deep' }, makeContext(ws));
    expect(out.content).toBe('src/deep/d.js');
  });

  test('dotfiles are found; canRead hides denied paths', async () => {
    const ws = tree();
    const all = await runTool(globTool, { pattern: '**/.*' }, makeContext(ws));
    expect(all.content.split('\n').sort()).toEqual(['.env', '.gitignore', 'src/.gitignore']);
    const denied = await runTool(globTool, { pattern: '**/.*' }, makeContext(ws, { canRead: (rel) => rel !== '.env' }));
    expect(denied.content).not.toContain('.env\n');
    expect(denied.content.split('\n')).not.toContain('.env');
  });

  test('an ignored directory named as path is searched', async () => {
    const ws = tree();
    const out = await runTool(globTool, { pattern: '*.ts', path: 'dist' }, makeContext(ws));
    expect(out.content).toBe('dist/out.ts');
    const deps = await runTool(globTool, { pattern: '**/*.ts', path: 'node_modules' }, makeContext(ws));
    expect(deps.content).toBe('node_modules/pkg/index.ts');
  });

  test('patterns that climb out of the workspace are refused', async () => {
    const ws = tree();
    for (const pattern of ['../*', '../../**/*', '/etc/*', '~/.ssh/*', '{..,src}/*', '@(..)/*']) {
      const out = await runTool(globTool, { pattern }, makeContext(ws));
      expect(out.isError, pattern).toBe(true);
    }
    const absInside = await runTool(globTool, { pattern: path.join(ws, 'src', '*.ts') }, makeContext(ws));
    expect(absInside.content.split('\n').sort()).toEqual(['src/a.ts', 'src/b.ts']);
  });

  test('a symlinked directory pointing outside is neither followed nor usable as path', async () => {
    const ws = tree();
    const outside = tempDir('marshal-glob-outside-');
    writeTree(outside, { 'secret.ts': '' });
    symlinkSync(outside, path.join(ws, 'escape'));
    const out = await runTool(globTool, { pattern: '**/*.ts' }, makeContext(ws));
    expect(out.content).not.toContain('secret');
    const via = await runTool(globTool, { pattern: '*.ts', path: 'escape' }, makeContext(ws));
    expect(via.isError).toBe(true);
    expect(via.content).toContain('outside the workspace');
  });

  test('no match says so; caps at 1000 with a note', async () => {
    const ws = tree();
    expect((await runTool(globTool, { pattern: '**/*.rs' }, makeContext(ws))).content).toContain('No files match');
    const many: Record<string, string> = {};
    for (let i = 0; i < 1005; i++) many[`many/f${i}.txt`] = '';
    writeTree(ws, many);
    const out = await runTool(globTool, { pattern: 'many/*.txt' }, makeContext(ws));
    expect(out.content.split('\n').filter((l) => l.startsWith('many/'))).toHaveLength(1000);
    expect(out.content).toContain('1005 files match');
  });
});

describe('Glob in a git work tree lists what the walk lists', () => {
  // git is asked only for paths whose file name can match (a pathspec narrowing); that must
  // never lose a file the pattern matches: names in other scripts, dotfiles, top-level files,
  // untracked files, and patterns whose name part git would read differently (?, brackets).
  const files: Record<string, string> = {
    '.gitignore': 'dist/\n', 'a.ts': '', '.b.ts': '', 'x/é.ts': '', 'x/ü/ça.ts': '', 'x/y/z/deep.ts': '', 'x/y/z/deep.tsx': '',
    'x/[a].ts': '', 'x/a?.md': '', 'x/ab.md': '', 'x/é.md': '', 'x/sp ace.ts': '', 'x/y/README': '', 'dist/out.ts': '',
  };
  const patterns = ['**/*.ts', '*.ts', 'x/**/*.ts', 'x/*.md', 'x/?.md', 'x/??.md', '**/[[]a].ts', '**/*.{ts,md}', '**/README', 'x/**', '**/deep.*', '**/*é*', '**/.b.ts', 'x/y/**/*.ts'];
  test.each(patterns)('%s', async (pattern) => {
    const plain = tempDir('marshal-glob-walk-');
    const repo = tempDir('marshal-glob-git-');
    writeTree(plain, files);
    writeTree(repo, files);
    await git(repo, 'init', '-q', '-b', 'main');
    await git(repo, 'add', '.gitignore', 'a.ts', 'x/y');
    await git(repo, '-c', 'user.name=t', '-c', 'user.email=t@localhost', 'commit', '-q', '-m', 'some tracked');
    const list = async (ws: string) => (await runTool(globTool, { pattern }, makeContext(ws))).content.split('\n').filter((l) => !l.startsWith('No files')).sort();
    const walked = await list(plain);
    expect(walked.length, 'the pattern matches something').toBeGreaterThan(0);
    expect(await list(repo)).toEqual(walked);
    rmSync(plain, { recursive: true, force: true });
    rmSync(repo, { recursive: true, force: true });
  });
});

describe('LS', () => {
  test('lists one directory sorted, directories with a trailing slash', async () => {
    const ws = tree();
    const out = await runTool(lsTool, { path: 'src' }, makeContext(ws));
    expect(out.content).toBe(['src/', '  .gitignore', '  a.ts', '  b.ts', '  deep/', '  generated/', '  skip.tmp'].join('\n'));
  });

  test('ignore globs and canRead leave entries out', async () => {
    const ws = tree();
    const out = await runTool(lsTool, { ignore: ['*.md', 'node_modules', '.git'] }, makeContext(ws, { canRead: (rel) => rel !== '.env' }));
    const entries = out.content.split('\n').slice(1).map((e) => e.trim());
    expect(entries).toEqual(['.github/', '.gitignore', 'dist/', 'src/']);
  });

  test('symlinks are marked, not followed; a link to outside cannot be listed', async () => {
    const ws = tree();
    const outside = tempDir('marshal-ls-outside-');
    writeTree(outside, { 'secret.txt': '' });
    symlinkSync(outside, path.join(ws, 'escape'));
    const root = await runTool(lsTool, {}, makeContext(ws));
    expect(root.content).toContain('  escape@');
    expect(root.content).not.toContain(outside);
    const via = await runTool(lsTool, { path: 'escape' }, makeContext(ws));
    expect(via.isError).toBe(true);
    expect(via.content).toContain('outside the workspace');
    const up = await runTool(lsTool, { path: '..' }, makeContext(ws));
    expect(up.isError).toBe(true);
  });

  test('a file or a missing directory is an error', async () => {
    const ws = tree();
    expect((await runTool(lsTool, { path: 'README.md' }, makeContext(ws))).content).toContain('use Read');
    expect((await runTool(lsTool, { path: 'nope' }, makeContext(ws))).content).toContain('not found');
  });
});
