import { cpSync, symlinkSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { grepSearch, type GrepBackend, type GrepInput } from '../../src/tools/grep-search.js';
import { grepTool } from '../../src/tools/grep.js';
import type { ToolContext } from '../../src/tools/tool.js';
import { git, makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

const TREE: Record<string, string | Buffer> = {
  '.gitignore': 'dist/\n*.tmp\n/rootonly.txt\n',
  'rootonly.txt': 'TODO root-anchored ignore\n',
  'sub/rootonly.txt': 'TODO not anchored here\n',
  'sub/a.tmp': 'TODO tmp\n',
  'sub/keep.tmp': 'TODO keep tmp\n',
  'src/a.ts': 'export const TODO = 1;\n// TODO fix\nfoo\n',
  'src/b.js': 'todo lower\nTODO upper\n',
  'src/deep/c.ts': 'nothing\nTODO: deep\nafter\nmore\n',
  'docs/readme.md': 'TODO docs\n',
  '.env': 'SECRET_TODO=abc\n',
  '.hidden/h.txt': 'TODO hidden\n',
  'dist/out.js': 'TODO in ignored build\n',
  'node_modules/pkg/index.js': 'TODO in dep\n',
  'sub/.gitignore': '*.log\n!keep.log\n!keep.tmp\n',
  'sub/x.log': 'TODO log\n',
  'sub/keep.log': 'TODO keep\n',
  'bin.dat': Buffer.concat([Buffer.from('TODO '), Buffer.from([0, 1, 2]), Buffer.from(' TODO\n')]),
  'crlf.txt': 'TODO crlf\r\nline\r\n',
  '-dash.txt': 'TODO dash\n',
  'multi.txt': 'struct A {\n  int todo_field;\n}\n',
};

let gitTree: string;
let plainTree: string;
let outside: string;

/** Gives every file a distinct mtime so "newest first" is deterministic. */
function stampMtimes(root: string): void {
  const base = Date.now() / 1000 - 1000;
  Object.keys(TREE).sort().forEach((rel, i) => utimesSync(path.join(root, rel), base + i, base + i));
}

beforeAll(async () => {
  outside = tempDir('marshal-grep-outside-');
  writeTree(outside, { 'secret.txt': 'TODO outside secret\n' });
  plainTree = tempDir('marshal-grep-plain-');
  writeTree(plainTree, TREE);
  symlinkSync(outside, path.join(plainTree, 'escape'));
  symlinkSync(path.join(outside, 'secret.txt'), path.join(plainTree, 'escape-file.txt'));
  stampMtimes(plainTree);
  gitTree = tempDir('marshal-grep-git-');
  cpSync(plainTree, gitTree, { recursive: true, verbatimSymlinks: true });
  stampMtimes(gitTree);
  await git(gitTree, 'init', '-q');
  // Some files tracked, the rest untracked: git grep must see both.
  await git(gitTree, 'add', 'src', '.gitignore');
  await git(gitTree, 'commit', '-q', '-m', 'init');
});

const run = (root: string, input: GrepInput, backend: GrepBackend = 'auto', ctx: Partial<ToolContext> = {}) =>
  grepSearch(input, makeContext(root, ctx), backend);

const QUERIES: GrepInput[] = [
  { pattern: 'TODO' },
  { pattern: 'TODO', output_mode: 'content' },
  { pattern: 'TODO', output_mode: 'count' },
  { pattern: 'todo', '-i': true, output_mode: 'content' },
  { pattern: '(?i)todo', output_mode: 'files_with_matches' },
  { pattern: '\\bTODO\\b:?\\s\\w+', output_mode: 'content' },
  { pattern: 'TODO', glob: '*.ts', output_mode: 'content' },
  { pattern: 'TODO', glob: '*.{ts,js}' },
  { pattern: 'TODO', glob: 'src/**/*.ts' },
  { pattern: 'TODO', path: 'src', output_mode: 'content', '-C': 1 },
  { pattern: 'TODO', path: 'src/deep/c.ts', output_mode: 'content', '-B': 1, '-A': 2 },
  { pattern: 'TODO', path: 'dist', output_mode: 'content' },
  { pattern: 'TODO', path: 'node_modules' },
  { pattern: 'crlf$', output_mode: 'content' },
  { pattern: '{\\n\\s+int', multiline: true, output_mode: 'content' },
  { pattern: 'TODO', output_mode: 'content', head_limit: 3 },
  { pattern: 'TODO', output_mode: 'content', '-n': false, path: 'docs' },
  { pattern: 'no-such-thing-anywhere' },
  // PCRE would read \h as horizontal space; JS as "h": matched in JS over git's file list.
  { pattern: 'TODO\\h?', output_mode: 'count' },
];

describe('Grep: git and JS backends agree', () => {
  for (const query of QUERIES) {
    test(JSON.stringify(query), async () => {
      const viaGit = await run(gitTree, query, 'git');
      const viaJs = await run(gitTree, query, 'js');
      expect(viaGit.details?.backend).toBe('git');
      expect(viaJs.details?.backend).toBe('js');
      expect(viaJs.content).toBe(viaGit.content);
      // A tree that is not a git repository picks the JS backend by itself and sees the same.
      const plain = await run(plainTree, query);
      expect(plain.details?.backend).toBe('js');
      expect(plain.content).toBe(viaGit.content);
    });
  }

  test('auto picks git inside a work tree', async () => {
    expect((await run(gitTree, { pattern: 'TODO' })).details?.backend).toBe('git');
  });
});

describe('Grep: what is searched', () => {
  test('default: tracked + untracked, gitignore honoured (nested too), binary/.git/node_modules/symlinks skipped', async () => {
    for (const backend of ['git', 'js'] as const) {
      const out = await run(gitTree, { pattern: 'TODO' }, backend);
      const files = out.content.split('\n').slice(1).sort();
      expect(files).toEqual(
        [
          '-dash.txt', '.env', '.hidden/h.txt', 'crlf.txt', 'docs/readme.md', 'src/a.ts', 'src/b.js', 'src/deep/c.ts',
          'sub/keep.log', 'sub/keep.tmp', 'sub/rootonly.txt',
        ].sort(),
      );
      expect(out.content).not.toContain('outside');
    }
  });

  test('files mode lists the most recently modified first', async () => {
    const out = await run(gitTree, { pattern: 'TODO', glob: '*.ts' });
    expect(out.content).toBe('Found 2 files\nsrc/deep/c.ts\nsrc/a.ts');
  });

  test('content mode shows path:line:text and context with - and --', async () => {
    const out = await run(gitTree, { pattern: 'TODO', path: 'src', output_mode: 'content', '-C': 1 });
    expect(out.content).toBe(
      [
        'src/a.ts:1:export const TODO = 1;',
        'src/a.ts:2:// TODO fix',
        'src/a.ts-3-foo',
        '--',
        'src/b.js-1-todo lower',
        'src/b.js:2:TODO upper',
        '--',
        'src/deep/c.ts-1-nothing',
        'src/deep/c.ts:2:TODO: deep',
        'src/deep/c.ts-3-after',
      ].join('\n'),
    );
  });

  test('count mode', async () => {
    const out = await run(gitTree, { pattern: 'TODO', path: 'src', output_mode: 'count' });
    expect(out.content).toBe('src/a.ts:2\nsrc/b.js:1\nsrc/deep/c.ts:1\n\nFound 4 matching lines in 3 files');
  });

  test('canRead keeps denied files out of the results in both backends', async () => {
    for (const backend of ['git', 'js'] as const) {
      const out = await run(gitTree, { pattern: 'SECRET', output_mode: 'content' }, backend, {
        canRead: (rel) => !path.posix.basename(rel).startsWith('.env'),
      });
      expect(out.content).not.toContain('.env');
      expect(out.content).toContain('No matches');
    }
  });

  test('invalid regex is a clear error', async () => {
    const out = await runTool(grepTool, { pattern: 'foo(' }, makeContext(gitTree));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('Invalid regular expression');
  });

  test('a path through a symlink to outside is refused', async () => {
    const out = await runTool(grepTool, { pattern: 'TODO', path: 'escape' }, makeContext(plainTree));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('outside the workspace');
    const abs = await runTool(grepTool, { pattern: 'TODO', path: outside }, makeContext(plainTree));
    expect(abs.isError).toBe(true);
  });

  test('globs that climb out of the searched directory are refused in both backends', async () => {
    for (const root of [gitTree, plainTree]) {
      for (const glob of ['../*.ts', '{..,src}/*', '/etc/*', '~/x']) {
        const out = await runTool(grepTool, { pattern: 'TODO', path: 'src/deep', glob }, makeContext(root));
        expect(out.isError, `${glob} in ${root}`).toBe(true);
        expect(out.content).toContain('may not be absolute');
      }
    }
  });

  test('reports progress', async () => {
    const ctx = makeContext(plainTree);
    await runTool(grepTool, { pattern: 'TODO' }, ctx);
    expect(ctx.recorded.progress.some((p) => p.startsWith('Searching'))).toBe(true);
  });

  test('schema, routing and summary', () => {
    expect(grepTool.class).toBe('read');
    expect(grepTool.policyKind).toBe('read');
    expect(grepTool.paths?.({ pattern: 'x' })).toEqual(['.']);
    expect(grepTool.summarize?.({ pattern: 'TODO', path: 'src' })).toBe('/TODO/ in src');
  });
});

describe('the content-mode result budget', () => {
  // 30 files of 1,000 matching lines each, one untracked file that sorts first, and a file the
  // policy denies that sorts first too: the first 20,000 lines in path order are shown, all 31,000
  // are counted, and the denied file neither shows nor spends the budget.
  let root: string;
  beforeAll(async () => {
    root = tempDir('marshal-grep-budget-');
    const files: Record<string, string> = {};
    const body = Array.from({ length: 1000 }, (_, i) => `hit ${i}`).join('\n') + '\n';
    for (let f = 10; f < 40; f++) files[`src/f${f}.txt`] = body;
    files['secret/a.txt'] = body;
    writeTree(root, files);
    await git(root, 'init', '-q', '-b', 'main');
    await git(root, 'add', 'src');
    await git(root, 'commit', '-q', '-m', 'init');
    writeTree(root, { 'src/a-untracked.txt': body });
  }, 60_000);
  const canRead = (rel: string) => !rel.startsWith('secret/');

  test.each(['git', 'js'] as const)('%s backend: the first 20,000 lines in path order, every match counted, a note', async (backend) => {
    const out = await run(root, { pattern: 'hit', output_mode: 'content' }, backend, { canRead });
    const lines = out.content.split('\n');
    expect(lines[0]).toBe('src/a-untracked.txt:1:hit 0');
    expect(lines.filter((l) => /^src\/.*:\d+:hit/.test(l))).toHaveLength(20_000);
    expect(out.content).not.toContain('secret/');
    expect(lines.at(-2)).toBe('src/f28.txt:1000:hit 999');
    expect(out.content).toMatch(/output limited to the first 20000 lines of 31000 matching lines/);
    expect(out.details?.total).toBe(31_000);
    expect(out.details?.files).toBe(31);
  });

  test('head_limit: 0 lifts the budget; an explicit head_limit above it is honoured', async () => {
    const all = await run(root, { pattern: 'hit', output_mode: 'content', head_limit: 0 }, 'git', { canRead });
    expect(all.content.split('\n').filter((l) => l.includes(':hit '))).toHaveLength(31_000);
    expect(all.content).not.toMatch(/output limited/);
    const more = await run(root, { pattern: 'hit', output_mode: 'content', head_limit: 25_000 }, 'git', { canRead });
    expect(more.content.split('\n').filter((l) => l.includes(':hit '))).toHaveLength(25_000);
  });

  test.each(['git', 'js'] as const)('%s backend: count mode lists head_limit files and still counts every file and line', async (backend) => {
    const out = await run(root, { pattern: 'hit', output_mode: 'count', head_limit: 5 }, backend, { canRead });
    const listed = out.content.split('\n').filter((l) => /:\d+$/.test(l));
    expect(listed).toEqual(['src/a-untracked.txt:1000', 'src/f10.txt:1000', 'src/f11.txt:1000', 'src/f12.txt:1000', 'src/f13.txt:1000']);
    expect(out.content).toMatch(/Found 31000 matching lines in 31 files \(showing the first 5 files/);
    expect(out.details?.files).toBe(31);
  });
});

