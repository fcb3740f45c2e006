/**
 * Red-team regressions for the built-in tools: every way a model-chosen path, pattern or file
 * could reach outside the workspace, into a protected directory, or freeze the process.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, truncateSync, writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bashTool } from '../../src/tools/bash.js';
import { editTool } from '../../src/tools/edit.js';
import { globTool } from '../../src/tools/glob.js';
import { grepTool } from '../../src/tools/grep.js';
import { lsTool } from '../../src/tools/ls.js';
import { MAX_PAGE_CHARS, readTool } from '../../src/tools/read.js';
import { writeTool } from '../../src/tools/write.js';
import { git, makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

function workspace() {
  const ws = tempDir();
  const outside = tempDir('marshal-rt-outside-');
  writeTree(outside, { 'secret.txt': 'TOP SECRET\n' });
  return { ws, outside, secret: path.join(outside, 'secret.txt') };
}

async function gitWorkspace() {
  const w = workspace();
  await git(w.ws, 'init', '-q');
  return w;
}

describe('hard links carry a write past the workspace and protected-path checks', () => {
  test('Write and Edit refuse a hard link to .git/config (a planted fsmonitor would run on the next git call)', async () => {
    const { ws } = await gitWorkspace();
    const config = path.join(ws, '.git', 'config');
    const before = readFileSync(config, 'utf8');
    linkSync(config, path.join(ws, 'innocent.cfg'));
    const evil = '[core]\n\tfsmonitor = "touch /tmp/marshal-pwned"\n';
    const w = await runTool(writeTool, { file_path: 'innocent.cfg', content: evil }, makeContext(ws));
    expect(w.isError).toBe(true);
    expect(w.content).toMatch(/hard link/);
    const e = await runTool(editTool, { file_path: 'innocent.cfg', old_string: 'bare = false', new_string: 'fsmonitor = x' }, makeContext(ws));
    expect(e.isError).toBe(true);
    expect(readFileSync(config, 'utf8')).toBe(before);
  });

  test('a hard link to a file outside the workspace cannot be written either', async () => {
    const { ws, secret } = workspace();
    linkSync(secret, path.join(ws, 'notes.txt'));
    const w = await runTool(writeTool, { file_path: 'notes.txt', content: 'overwritten' }, makeContext(ws));
    expect(w.isError).toBe(true);
    const e = await runTool(editTool, { file_path: 'notes.txt', old_string: 'TOP', new_string: 'NOT' }, makeContext(ws));
    expect(e.isError).toBe(true);
    expect(readFileSync(secret, 'utf8')).toBe('TOP SECRET\n');
  });

  test('an ordinary file (one link) is still written in place, keeping its executable bit', async () => {
    const { ws } = workspace();
    writeTree(ws, { 'run.sh': '#!/bin/sh\necho old\n' });
    chmodSync(path.join(ws, 'run.sh'), 0o755);
    expect((await runTool(writeTool, { file_path: 'run.sh', content: '#!/bin/sh\necho new\n' }, makeContext(ws))).isError).toBe(false);
    expect((await runTool(editTool, { file_path: 'run.sh', old_string: 'new', new_string: 'newer' }, makeContext(ws))).isError).toBe(false);
    expect(readFileSync(path.join(ws, 'run.sh'), 'utf8')).toBe('#!/bin/sh\necho newer\n');
    expect(statSync(path.join(ws, 'run.sh')).mode & 0o777).toBe(0o755);
  });
});

describe('symlinks', () => {
  test('Write through a dangling link to outside creates nothing outside', async () => {
    const { ws, outside } = workspace();
    symlinkSync(path.join(outside, 'new-file.txt'), path.join(ws, 'dangling'));
    symlinkSync(path.join(outside, 'new-dir'), path.join(ws, 'dangling-dir'));
    for (const file_path of ['dangling', 'dangling-dir/x.txt', 'dangling-dir/a/b.txt']) {
      const out = await runTool(writeTool, { file_path, content: 'pwned' }, makeContext(ws));
      expect(out.isError).toBe(true);
    }
    const viaEdit = await runTool(editTool, { file_path: 'dangling', old_string: '', new_string: 'pwned' }, makeContext(ws));
    expect(viaEdit.isError).toBe(true);
    expect(readdirSync(outside)).toEqual(['secret.txt']);
  });

  test('a link made by Bash and then used by Write or Edit', async () => {
    const { ws, secret } = workspace();
    const made = await runTool(bashTool, { command: `ln -s ${secret} planted && ln -s ${path.dirname(secret)} planted-dir` }, makeContext(ws));
    expect(made.isError).toBe(false);
    expect((await runTool(writeTool, { file_path: 'planted', content: 'x' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(writeTool, { file_path: 'planted-dir/secret.txt', content: 'x' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(editTool, { file_path: 'planted', old_string: 'TOP', new_string: 'x' }, makeContext(ws))).isError).toBe(true);
    expect(readFileSync(secret, 'utf8')).toBe('TOP SECRET\n');
  });

  test('a link into .git (hooks -> .git/hooks) does not open the protected directory', async () => {
    const { ws } = await gitWorkspace();
    symlinkSync(path.join(ws, '.git', 'hooks'), path.join(ws, 'hooks'));
    symlinkSync(path.join(ws, '.git'), path.join(ws, 'gitdir'));
    for (const file_path of ['hooks/pre-commit', 'gitdir/config', 'gitdir/hooks/post-checkout']) {
      const out = await runTool(writeTool, { file_path, content: '#!/bin/sh\ntouch /tmp/pwned\n' }, makeContext(ws));
      expect(out.isError, file_path).toBe(true);
      expect(out.content).toMatch(/\.git\//);
    }
    // A dangling link resolves nowhere, so it looks unprotected; the write must still not follow it.
    symlinkSync(path.join(ws, '.git', 'hooks', 'pre-commit'), path.join(ws, 'innocent.sh'));
    expect((await runTool(writeTool, { file_path: 'innocent.sh', content: '#!/bin/sh\n' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(editTool, { file_path: 'innocent.sh', old_string: '', new_string: '#!/bin/sh\n' }, makeContext(ws))).isError).toBe(true);
    expect(existsSync(path.join(ws, '.git', 'hooks', 'pre-commit'))).toBe(false);
  });
});

describe('protected paths, however spelled', () => {
  const spellings = [
    '.git/config', '.GIT/config', '.Git/hooks/pre-commit', './.git/config', 'src/../.git/config', 'sub/.git/config',
    '.husky/pre-commit', 'node_modules/x/index.js', 'packages/a/node_modules/x.js', '.github/workflows/ci.yml',
    '.GitHub/Workflows/ci.yml',
    // Names Windows (trailing dots and spaces, the 8.3 short name) or HFS+ (ignorable code points)
    // open as the protected directory itself.
    '.git./config', '.git /config', '.git.../hooks/x', 'node_modules./x.js', '.husky ./x', 'git~1/config',
    '.g\u200cit/config', '.\u200bgit/hooks/x', '.github./workflows/x.yml',
  ];
  test.each(spellings)('Write %j is refused', async (file_path) => {
    const { ws } = workspace();
    const out = await runTool(writeTool, { file_path, content: 'x' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toMatch(/no tool may write/);
  });

  test('lookalikes that are not protected stay writable', async () => {
    const { ws } = workspace();
    for (const file_path of ['.gitignore', '.github/CODEOWNERS', 'docs/.git-notes.md', 'my_node_modules/x', 'husky/x']) {
      expect((await runTool(writeTool, { file_path, content: 'x' }, makeContext(ws))).isError, file_path).toBe(false);
    }
  });
});

describe('escapes through patterns and odd paths', () => {
  test('Glob braces that expand to .. or an absolute path are refused before anything is walked', async () => {
    const { ws } = workspace();
    writeTree(ws, { 'a.txt': '' });
    for (const pattern of ['.{.,}/**', '{.,.}./*', '{/etc,x}/passwd', 'src/{.,.}./{.,.}./*']) {
      const out = await runTool(globTool, { pattern }, makeContext(ws));
      expect(out.isError, pattern).toBe(true);
      expect(out.content).toMatch(/outside the search directory|may not be absolute/);
    }
  });

  test('Glob, Grep and LS refuse .. and absolute paths; their results stay workspace-relative', async () => {
    const { ws, outside } = workspace();
    writeTree(ws, { 'a.txt': 'TOP SECRET? no\n' });
    const ctx = makeContext(ws);
    expect((await runTool(globTool, { pattern: '*', path: outside }, ctx)).isError).toBe(true);
    expect((await runTool(globTool, { pattern: '../**' }, ctx)).isError).toBe(true);
    expect((await runTool(globTool, { pattern: `${outside}/*` }, ctx)).isError).toBe(true);
    expect((await runTool(grepTool, { pattern: 'SECRET', path: '..' }, ctx)).isError).toBe(true);
    expect((await runTool(grepTool, { pattern: 'SECRET', glob: '../**' }, ctx)).isError).toBe(true);
    expect((await runTool(lsTool, { path: '/' }, ctx)).isError).toBe(true);
    const all = await runTool(grepTool, { pattern: 'SECRET', output_mode: 'content' }, ctx);
    expect(all.content).not.toContain(outside);
  });

  test('NUL bytes and very long paths are errors, not crashes', async () => {
    const { ws } = workspace();
    const ctx = makeContext(ws);
    for (const tool of [readTool, writeTool]) {
      const input = tool === writeTool ? { content: 'x' } : {};
      expect((await runTool(tool, { file_path: 'a\0b', ...input }, ctx)).isError).toBe(true);
      expect((await runTool(tool, { file_path: 'x'.repeat(5000), ...input }, ctx)).isError).toBe(true);
      expect((await runTool(tool, { file_path: 'd/'.repeat(3000) + 'f', ...input }, ctx)).isError).toBe(true);
    }
  });
});

describe('Read', () => {
  test('a FIFO, a directory and a socket-like special file are refused without blocking', async () => {
    const { ws } = workspace();
    execFileSync('mkfifo', [path.join(ws, 'pipe')]);
    mkdirSync(path.join(ws, 'dir'));
    const started = Date.now();
    expect((await runTool(readTool, { file_path: 'pipe' }, makeContext(ws))).content).toMatch(/not a regular file/);
    expect((await runTool(readTool, { file_path: 'pipe', offset: 1, limit: 5 }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(readTool, { file_path: 'dir' }, makeContext(ws))).content).toMatch(/directory/);
    expect((await runTool(writeTool, { file_path: 'pipe', content: 'x' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(editTool, { file_path: 'pipe', old_string: 'a', new_string: 'b' }, makeContext(ws))).isError).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('Grep over a tree holding a FIFO does not block (git and JS backends, multiline too)', async () => {
    const { ws } = await gitWorkspace();
    writeTree(ws, { 'a.txt': 'needle\n' });
    execFileSync('mkfifo', [path.join(ws, 'pipe')]);
    const started = Date.now();
    for (const input of [{ pattern: 'needle' }, { pattern: 'needle', multiline: true }, { pattern: 'x', path: 'pipe' }, { pattern: 'x', path: 'pipe', multiline: true }]) {
      await runTool(grepTool, input, makeContext(ws));
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('offset/limit validation: zero, negative and fractional values are rejected; past the end says so', async () => {
    const { ws } = workspace();
    writeTree(ws, { 'f.txt': 'a\nb\n' });
    for (const bad of [{ offset: 0 }, { offset: -1 }, { limit: 0 }, { limit: 1.5 }]) {
      expect((await runTool(readTool, { file_path: 'f.txt', ...bad }, makeContext(ws))).isError).toBe(true);
    }
    const past = await runTool(readTool, { file_path: 'f.txt', offset: 10 }, makeContext(ws));
    expect(past.content).toMatch(/has 2 lines; offset 10 is past the end/);
  });

  test('invalid UTF-8, CRLF and a missing final newline are shown sensibly', async () => {
    const { ws } = workspace();
    writeTree(ws, { 'bad.txt': Buffer.from([0x61, 0xff, 0xfe, 0x62, 0x0d, 0x0a, 0x63]) });
    const out = await runTool(readTool, { file_path: 'bad.txt' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).toBe('     1\ta\uFFFD\uFFFDb\n     2\tc');
  });

  test('a huge line is counted, not accumulated: one 64 MB line pages in well under a second or two', async () => {
    const { ws } = workspace();
    writeFileSync(path.join(ws, 'one-line.txt'), 'x'.repeat(64 * 1024 * 1024));
    const started = Date.now();
    // Before the fix every 256 KiB chunk was concatenated to the partial line and re-split:
    // quadratic in the line's length.
    const out = await runTool(readTool, { file_path: 'one-line.txt', offset: 1, limit: 3 }, makeContext(ws));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(out.isError).toBe(false);
    expect(out.content).toContain(`[line cut: ${64 * 1024 * 1024} chars]`);
    expect(out.content.length).toBeLessThan(2200);
  });

  test('a huge limit on a large file returns a bounded page that says where to continue', async () => {
    const { ws } = workspace();
    const line = 'y'.repeat(99);
    writeFileSync(path.join(ws, 'big.log'), `${line}\n`.repeat(40_000)); // 4 MB, 40,000 lines
    const out = await runTool(readTool, { file_path: 'big.log', offset: 1, limit: 1_000_000 }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content.length).toBeLessThan(MAX_PAGE_CHARS + 100_000);
    expect(out.content).toMatch(/continue with offset \d+\)$/);
    const [, last] = /showing lines 1-(\d+)/.exec(out.content) ?? [];
    const next = await runTool(readTool, { file_path: 'big.log', offset: Number(last) + 1, limit: 2 }, makeContext(ws));
    expect(next.content.startsWith(`${String(Number(last) + 1).padStart(6)}\t${line}`)).toBe(true);
  });

  test('a paged read far into a large file stops when the call is cancelled', async () => {
    const { ws } = workspace();
    writeFileSync(path.join(ws, 'lines.txt'), Buffer.alloc(96 * 1024 * 1024, 'a\n'));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const started = Date.now();
    const out = await runTool(readTool, { file_path: 'lines.txt', offset: 1e9, limit: 1 }, makeContext(ws, { signal: controller.signal }));
    expect(out.isError).toBe(true);
    expect(out.content).not.toMatch(/past the end/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('"did you mean" never names a file the policy would not let the model read', async () => {
    const { ws } = workspace();
    writeTree(ws, { '.env': 'TOKEN=x\n', '.env.example': 'TOKEN=\n' });
    const ctx = makeContext(ws, { canRead: (rel) => rel !== '.env' });
    const out = await runTool(readTool, { file_path: '.envv' }, ctx);
    expect(out.isError).toBe(true);
    expect(out.content).not.toMatch(/\.env(,|\?|$)/);
  });

  test('a CRLF file read in pages drops the \\r, also on a cut line', async () => {
    const { ws } = workspace();
    const long = 'z'.repeat(3000);
    writeFileSync(path.join(ws, 'crlf.txt'), `${'pad\r\n'.repeat(60_000)}${long}\r\nlast\r\n`);
    const out = await runTool(readTool, { file_path: 'crlf.txt', offset: 60_001, limit: 2 }, makeContext(ws));
    expect(out.content).toBe(` 60001\t${'z'.repeat(2000)}… [line cut: 3000 chars]\n 60002\tlast`);
  });
});

describe('Edit and Write on awkward content', () => {
  test('replacement patterns ($&, $1, $$, $`, $\') are inserted literally, single and replace_all', async () => {
    const { ws } = workspace();
    writeTree(ws, { 'a.txt': 'one X two X\n', 'b.txt': 'only X here\n' });
    const literal = "[$&|$1|$$|$`|$'|$<n>]";
    await runTool(editTool, { file_path: 'a.txt', old_string: 'X', new_string: literal, replace_all: true }, makeContext(ws));
    await runTool(editTool, { file_path: 'b.txt', old_string: 'X', new_string: literal }, makeContext(ws));
    expect(readFileSync(path.join(ws, 'a.txt'), 'utf8')).toBe(`one ${literal} two ${literal}\n`);
    expect(readFileSync(path.join(ws, 'b.txt'), 'utf8')).toBe(`only ${literal} here\n`);
  });

  test('a missing final newline stays missing; CRLF stays CRLF', async () => {
    const { ws } = workspace();
    writeTree(ws, { 'n.txt': 'a\nb', 'c.txt': 'a\r\nb\r\n' });
    await runTool(editTool, { file_path: 'n.txt', old_string: 'b', new_string: 'c' }, makeContext(ws));
    await runTool(editTool, { file_path: 'c.txt', old_string: 'a\nb', new_string: 'x\ny' }, makeContext(ws));
    expect(readFileSync(path.join(ws, 'n.txt'), 'utf8')).toBe('a\nc');
    expect(readFileSync(path.join(ws, 'c.txt'), 'utf8')).toBe('x\r\ny\r\n');
  });

  test('a file too large to load: Write still replaces it, Edit says why it will not', async () => {
    const { ws } = workspace();
    const huge = path.join(ws, 'huge.bin');
    writeFileSync(huge, '');
    truncateSync(huge, 3 * 1024 * 1024 * 1024); // sparse: 3 GiB on paper, nothing on disk
    const edit = await runTool(editTool, { file_path: 'huge.bin', old_string: 'a', new_string: 'b' }, makeContext(ws));
    expect(edit.isError).toBe(true);
    expect(edit.content).toMatch(/MiB/);
    // Before the fix Write read the old content whole to diff it and failed (> 2 GiB).
    const write = await runTool(writeTool, { file_path: 'huge.bin', content: 'small now\n' }, makeContext(ws));
    expect(write.isError).toBe(false);
    expect(write.content).toMatch(/^Overwrote huge.bin/);
    expect(readFileSync(huge, 'utf8')).toBe('small now\n');
  });

  test('Write over a directory is refused; parents are created', async () => {
    const { ws } = workspace();
    mkdirSync(path.join(ws, 'd'));
    expect((await runTool(writeTool, { file_path: 'd', content: 'x' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(writeTool, { file_path: 'd/', content: 'x' }, makeContext(ws))).isError).toBe(true);
    expect((await runTool(writeTool, { file_path: 'p/q/r.txt', content: 'x' }, makeContext(ws))).isError).toBe(false);
    expect(readFileSync(path.join(ws, 'p/q/r.txt'), 'utf8')).toBe('x');
  });
});

describe('patterns that backtrack catastrophically end in an error, not a frozen process', () => {
  test('Grep (JS backend): a nested-quantifier regex over attacker-shaped content', async () => {
    const { ws } = workspace(); // not a git repository: the in-process matcher runs
    writeTree(ws, { 'evil.txt': `${'a'.repeat(31)}b\n` });
    const started = Date.now();
    // Unguarded this takes minutes with the event loop blocked: no timeout can fire.
    const out = await runTool(grepTool, { pattern: '(a+)+$', output_mode: 'content' }, makeContext(ws, { timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(out.isError).toBe(true);
    expect(out.content).toMatch(/backtracks catastrophically/);
    expect(out.content).toContain('evil.txt');
  });

  test('Grep multiline in a git work tree takes the same guard', async () => {
    const { ws } = await gitWorkspace();
    writeTree(ws, { 'evil.txt': `${'a'.repeat(31)}b\n` });
    const started = Date.now();
    const out = await runTool(grepTool, { pattern: '(a+)+$', multiline: true }, makeContext(ws, { timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(out.content).toMatch(/backtracks catastrophically/);
  });

  const manyStars = '*a*a*a*a*a*a*a*b';
  const longName = 'a'.repeat(80);

  test('Glob: a many-wildcard pattern over a long file name', async () => {
    const { ws } = workspace();
    writeTree(ws, { [longName]: '' });
    const started = Date.now();
    const out = await runTool(globTool, { pattern: manyStars }, makeContext(ws, { timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(out.content).toMatch(/backtracks catastrophically/);
  });

  test('Grep glob and LS ignore take the same guard', async () => {
    const { ws } = workspace();
    writeTree(ws, { [longName]: 'hit\n' });
    let started = Date.now();
    const grep = await runTool(grepTool, { pattern: 'hit', glob: manyStars }, makeContext(ws, { timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(grep.content).toMatch(/backtracks catastrophically/);
    started = Date.now();
    const ls = await runTool(lsTool, { ignore: [manyStars] }, makeContext(ws, { timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(ls.content).toMatch(/backtracks catastrophically/);
  });

  test('ordinary patterns are unaffected by the guard', async () => {
    const { ws } = workspace();
    writeTree(ws, { 'src/a.ts': 'export const a = 1;\n', 'src/b.test.ts': 'test\n', 'README.md': '# x\n' });
    const ctx = makeContext(ws, { timeoutMs: 300 });
    expect((await runTool(globTool, { pattern: 'src/**/*.{ts,tsx}' }, ctx)).content.split('\n').sort()).toEqual(['src/a.ts', 'src/b.test.ts']);
    expect((await runTool(globTool, { pattern: '*.md' }, ctx)).content).toBe('README.md');
    expect((await runTool(grepTool, { pattern: 'export\\s+const', glob: '*.ts' }, ctx)).content).toBe('Found 1 file\nsrc/a.ts');
  });
});

describe('Bash results', () => {
  test('a timeout says so, and a killing signal is reported instead of an exit code', async () => {
    const { ws } = workspace();
    const slow = await runTool(bashTool, { command: 'echo partial; sleep 30', timeout: 300 }, makeContext(ws));
    expect(slow.isError).toBe(true);
    expect(slow.content).toMatch(/timed out after 300 ms/);
    expect(slow.content).toContain('partial');
    const killed = await runTool(bashTool, { command: 'kill -KILL $$' }, makeContext(ws));
    expect(killed.content).toMatch(/Exit code: none \(killed by SIGKILL\)/);
    expect(killed.details?.signal).toBe('SIGKILL');
  });
});
