// Grep's count mode from git's output (one `path\0count` record per file, parsed in one pass):
// the same answer as the JS backend on names that are easy to get wrong, in path order whatever
// order git lists them in, and only what the search may show.
import { describe, expect, test, beforeAll } from 'vitest';
import { grepSearch, type GrepBackend, type GrepInput } from '../../src/tools/grep-search.js';
import type { ToolContext } from '../../src/tools/tool.js';
import { git, makeContext, tempDir, writeTree } from './tool-harness.js';

let root: string;
beforeAll(async () => {
  root = tempDir('marshal-grep-count-');
  writeTree(root, {
    'src/a.ts': 'hit\nhit\n',
    'src/node_modules_notes.md': 'hit\n',
    'src/node_modules/dep/index.js': 'hit\n',
    'src/deep/b.ts': 'hit\nmiss\nhit\nhit\n',
    'src/secret.env': 'hit\n',
    // A name with a line break: git's -z record is one piece; it must not become `break.txt`.
    'odd/line\nbreak.txt': 'hit\n',
    'odd/break.txt': 'miss\n',
    'odd/ok.txt': 'hit\n',
    'zz.txt': 'hit\n',
  });
  await git(root, 'init', '-q', '-b', 'main');
  await git(root, 'add', 'src/deep', 'zz.txt');
  await git(root, 'commit', '-q', '-m', 'init');
  // Untracked files come after tracked ones in git's output, though they sort before them.
}, 60_000);

const canRead = (rel: string) => !rel.endsWith('.env');
const run = (input: GrepInput, backend: GrepBackend) => grepSearch(input, makeContext(root, { canRead } as Partial<ToolContext>), backend);

describe('Grep count mode', () => {
  test.each([
    [{ pattern: 'hit', output_mode: 'count', glob: '*.{ts,md}' }],
    [{ pattern: 'hit', output_mode: 'count', path: 'src' }],
    [{ pattern: 'hit', output_mode: 'count', path: 'src', head_limit: 2 }],
    [{ pattern: 'hit', output_mode: 'count', path: 'src/node_modules' }],
  ] as [GrepInput][])('%j: git agrees with the JS walker', async (input) => {
    const viaGit = await run(input, 'git');
    const viaJs = await run(input, 'js');
    expect(viaGit.details?.backend).toBe('git');
    expect(viaGit.content).toBe(viaJs.content);
  });

  test('a name with a line break is neither shown nor cut to a name it does not have', async () => {
    const out = await run({ pattern: 'hit', output_mode: 'count', path: 'odd' }, 'git');
    expect(out.content).toBe('odd/ok.txt:1\n\nFound 1 matching line in 1 file');
  });

  test('path order, prefixed paths, skipped and denied files left out', async () => {
    const out = await run({ pattern: 'hit', output_mode: 'count', path: 'src' }, 'git');
    expect(out.content.split('\n')).toEqual([
      'src/a.ts:2',
      'src/deep/b.ts:3',
      'src/node_modules_notes.md:1',
      '',
      'Found 6 matching lines in 3 files',
    ]);
    const limited = await run({ pattern: 'hit', output_mode: 'count', head_limit: 1, glob: '*.{ts,txt}' }, 'git');
    expect(limited.content).toBe('odd/ok.txt:1\n\nFound 7 matching lines in 4 files (showing the first 1 files; raise head_limit or narrow the search)');
  });
});
