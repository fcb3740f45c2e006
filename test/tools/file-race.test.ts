/**
 * Time-of-check / time-of-use races against Marshal's own file tools, which run in Marshal's
 * process as the runner's uid (often root), outside the sandbox's kernel limits.
 *
 * A child process swaps a directory on the requested path with a symbolic link (to a Read-denied
 * directory, to a directory outside the workspace, to `.git/hooks`) in a tight loop, for a
 * bounded time, while the tools are called over and over on a path through that directory. A
 * tool that checks a path and then opens it again by name follows the link some of the time; a
 * tool that opens once and checks what it opened never does. The assertions are outcomes: the
 * secret in no result, no byte outside the intended file, no entry of the hidden directory listed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { linkSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { guardCanRead } from '../../src/sandbox/inode-guard.js';
import { DeniedInodes } from '../../src/sandbox/workspace-access.js';
import { deniedOrigin, setKernelNamesFdsForTest, withIdentityCheck } from '../../src/shared/safe-open.js';
import type { AnyTool } from '../../src/tools/tool.js';
import { editTool } from '../../src/tools/edit.js';
import { globTool } from '../../src/tools/glob.js';
import { grepTool } from '../../src/tools/grep.js';
import { lsTool } from '../../src/tools/ls.js';
import { readTool } from '../../src/tools/read.js';
import { writeTool } from '../../src/tools/write.js';
import { makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

const SECRET = 'DENIED_SECRET_77aa3c';
const OUTSIDE = 'RUNNER_TEMP_SECRET_5e1d';
/** How long each race runs. */
const RACE_MS = 1000;

/**
 * Exchanges `a` (a directory) and `b` (a symlink) atomically (renameat2 RENAME_EXCHANGE, so the
 * name is always one or the other, never missing) as fast as it can for `ms`; prints "ready"
 * first and the number of swaps at the end, after which both names are as they were. Python's
 * ctypes reaches the system call Node does not expose.
 */
const SWAPPER = `
import ctypes, sys, time
libc = ctypes.CDLL(None, use_errno=True)
a, b, ms = sys.argv[1].encode(), sys.argv[2].encode(), int(sys.argv[3])
swap = lambda: libc.renameat2(-100, a, -100, b, 2) == 0
print('ready', flush=True)
end = time.monotonic() + ms / 1000
n = 0
while time.monotonic() < end:
    for _ in range(200):
        n += swap()
if n % 2:
    n += swap()
print('swaps=%d' % n, flush=True)
`;

const python = spawnSync('python3', ['-c', 'import ctypes; ctypes.CDLL(None).renameat2'], { stdio: 'ignore' }).status === 0;

async function swapping<T>(cwd: string, a: string, b: string, body: (until: number) => Promise<T>): Promise<{ result: T; swaps: number }> {
  const child = spawn('python3', ['-c', SWAPPER, a, b, String(RACE_MS)], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('ready')) resolve();
    });
    child.once('error', reject);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await ready;
    const result = await body(Date.now() + RACE_MS - 100);
    await exited;
    return { result, swaps: Number(/swaps=(\d+)/.exec(out)?.[1] ?? 0) };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** Calls `tool` with `input(i)` until `until`; returns every result's text (content and details). */
async function hammer(tool: AnyTool, input: (i: number) => unknown, ctx: ReturnType<typeof makeContext>, until: number) {
  const results: string[] = [];
  let ok = 0;
  for (let i = 0; Date.now() < until; i++) {
    const r = await runTool(tool, input(i), ctx);
    if (!r.isError) ok++;
    results.push(r.content + JSON.stringify(r.details ?? null));
  }
  return { results, ok };
}

function fixture() {
  const ws = tempDir('marshal-race-');
  const outside = tempDir('marshal-race-outside-');
  writeTree(outside, { 'token.txt': `value=1\n${OUTSIDE}\n` });
  writeTree(ws, {
    'secrets/token.txt': `value=1\nTOKEN=${SECRET}\n`,
    'secrets/only-in-secrets.txt': `${SECRET}\n`,
    'src/d/token.txt': 'value=1\n',
    'src/e/token.txt': 'value=1\n',
    'src/h/README': 'decoy\n',
  });
  mkdirSync(path.join(ws, '.git', 'hooks'), { recursive: true });
  symlinkSync('../secrets', path.join(ws, 'src', 'x'));
  symlinkSync(outside, path.join(ws, 'src', 'y'));
  symlinkSync('../.git/hooks', path.join(ws, 'src', 'z'));
  const ctx = makeContext(ws, { canRead: (rel) => !rel.startsWith('secrets/') && rel !== 'secrets' });
  return { ws, outside, ctx };
}

const leaks = (results: string[]) => results.filter((r) => r.includes(SECRET) || r.includes(OUTSIDE) || r.includes('only-in-secrets'));

describe.skipIf(process.platform !== 'linux' || !python)('a directory swapped with a symlink while the file tools use a path through it', () => {
  test('Read never returns the Read-denied file, nor a file outside the workspace', async () => {
    const { ws, ctx } = fixture();
    const denied = await swapping(ws, 'src/d', 'src/x', (until) => hammer(readTool, () => ({ file_path: 'src/d/token.txt' }), ctx, until));
    const outside = await swapping(ws, 'src/e', 'src/y', (until) => hammer(readTool, () => ({ file_path: 'src/e/token.txt' }), ctx, until));
    expect(denied.swaps).toBeGreaterThan(100);
    expect(leaks(denied.result.results)).toEqual([]);
    expect(leaks(outside.result.results)).toEqual([]);
    // The race is real: the decoy is read in between (not every call refused).
    expect(denied.result.ok + outside.result.ok).toBeGreaterThan(0);
  }, 20_000);

  test('Write lands in the intended file only: never in .git/hooks, never over the denied file', async () => {
    const { ws, outside, ctx } = fixture();
    const hook = '#!/bin/sh\necho hook written by Marshal\n';
    const hooks = await swapping(ws, 'src/h', 'src/z', (until) => hammer(writeTool, () => ({ file_path: 'src/h/post-checkout', content: hook }), ctx, until));
    const denied = await swapping(ws, 'src/d', 'src/x', (until) => hammer(writeTool, (i) => ({ file_path: 'src/d/token.txt', content: `value=${i}\n` }), ctx, until));
    const out = await swapping(ws, 'src/e', 'src/y', (until) => hammer(writeTool, (i) => ({ file_path: 'src/e/token.txt', content: `value=${i}\n` }), ctx, until));
    expect(readdirSync(path.join(ws, '.git', 'hooks'))).toEqual([]);
    expect(readFileSync(path.join(ws, 'secrets', 'token.txt'), 'utf8')).toBe(`value=1\nTOKEN=${SECRET}\n`);
    expect(readFileSync(path.join(outside, 'token.txt'), 'utf8')).toBe(`value=1\n${OUTSIDE}\n`);
    // The old content of the file written over shows in Write's diff: never the denied file's.
    expect(leaks([...hooks.result.results, ...denied.result.results, ...out.result.results])).toEqual([]);
    expect(hooks.result.ok).toBeGreaterThan(0);
    expect(readFileSync(path.join(ws, 'src', 'h', 'post-checkout'), 'utf8')).toBe(hook);
  }, 20_000);

  test('Edit reads and writes the one file it opened (no preview of the denied file, no change to it)', async () => {
    const { ws, outside, ctx } = fixture();
    const edit = (i: number) => ({ file_path: 'src/d/token.txt', old_string: `value=${i % 2 ? 2 : 1}`, new_string: `value=${i % 2 ? 1 : 2}` });
    const denied = await swapping(ws, 'src/d', 'src/x', (until) => hammer(editTool, edit, ctx, until));
    const out = await swapping(ws, 'src/e', 'src/y', (until) => hammer(editTool, (i) => ({ ...edit(i), file_path: 'src/e/token.txt' }), ctx, until));
    expect(readFileSync(path.join(ws, 'secrets', 'token.txt'), 'utf8')).toBe(`value=1\nTOKEN=${SECRET}\n`);
    expect(readFileSync(path.join(outside, 'token.txt'), 'utf8')).toBe(`value=1\n${OUTSIDE}\n`);
    expect(leaks([...denied.result.results, ...out.result.results])).toEqual([]);
    expect(denied.result.ok + out.result.ok).toBeGreaterThan(0);
  }, 20_000);

  test('LS, Glob and Grep (JS backend) never list or show what is behind the link', async () => {
    const { ws, ctx } = fixture();
    const ls = await swapping(ws, 'src/d', 'src/x', (until) => hammer(lsTool, () => ({ path: 'src/d' }), ctx, until));
    const glob = await swapping(ws, 'src/d', 'src/x', (until) => hammer(globTool, () => ({ pattern: 'src/**/*.txt' }), ctx, until));
    const grep = await swapping(ws, 'src/d', 'src/x', (until) =>
      hammer(grepTool, (i) => ({ pattern: 'TOKEN|value', path: i % 2 ? 'src' : 'src/d', output_mode: 'content' }), ctx, until),
    );
    expect(leaks([...ls.result.results, ...glob.result.results, ...grep.result.results])).toEqual([]);
  }, 20_000);
});

describe('where the kernel cannot name a descriptor (the macOS / Windows path), the tools work as before', () => {
  test('Read, Write, Edit, LS and Grep, and the write-side refusals', async () => {
    setKernelNamesFdsForTest(false);
    try {
      const ws = tempDir('marshal-race-fallback-');
      writeTree(ws, { 'a.txt': 'one\n', 'dir/b.txt': 'two\n' });
      linkSync(path.join(ws, 'a.txt'), path.join(ws, 'hard.txt'));
      symlinkSync(tempDir('marshal-race-fallback-out-'), path.join(ws, 'out'));
      const ctx = makeContext(ws);
      expect((await runTool(readTool, { file_path: 'dir/b.txt' }, ctx)).content).toBe('     1\ttwo');
      expect((await runTool(writeTool, { file_path: 'new/deep/c.txt', content: 'three\n' }, ctx)).content).toBe('Created new/deep/c.txt (1 line)');
      expect((await runTool(editTool, { file_path: 'new/deep/c.txt', old_string: 'three', new_string: '3' }, ctx)).isError).toBe(false);
      expect(readFileSync(path.join(ws, 'new/deep/c.txt'), 'utf8')).toBe('3\n');
      expect((await runTool(lsTool, { path: 'new' }, ctx)).content).toBe('new/\n  deep/');
      expect((await runTool(grepTool, { pattern: 'two' }, ctx)).content).toContain('dir/b.txt');
      expect((await runTool(writeTool, { file_path: 'hard.txt', content: 'x' }, ctx)).content).toMatch(/hard links/);
      expect((await runTool(writeTool, { file_path: 'out/x.txt', content: 'x' }, ctx)).content).toMatch(/outside the workspace/);
    } finally {
      setKernelNamesFdsForTest(undefined);
    }
  });
});

describe('the read view carries the identity check to the descriptor', () => {
  test('a Read-denied inode under an innocent name is refused by what was opened, not by its name', async () => {
    const ws = tempDir('marshal-race-inode-');
    writeTree(ws, { 'src/notes.txt': `TOKEN=${SECRET}\n`, 'src/dir/a.txt': 'a\n' });
    const inodes = new DeniedInodes();
    inodes.add(statSync(path.join(ws, 'src/notes.txt')), '.env');
    inodes.add(statSync(path.join(ws, 'src/dir')), 'secrets');
    // The guard the engine installs attaches the check (its by-name half is not what is tested here).
    expect(deniedOrigin(guardCanRead(() => true, inodes, ws), statSync(path.join(ws, 'src/notes.txt')))).toBe('.env');
    // A name check fooled (as by a swap after it): only the descriptor's identity is left to refuse.
    const ctx = makeContext(ws, { canRead: withIdentityCheck(() => true, (st) => inodes.origin(st)) });
    for (const [tool, input] of [
      [readTool, { file_path: 'src/notes.txt' }],
      [editTool, { file_path: 'src/notes.txt', old_string: 'TOKEN', new_string: 'X' }],
      [writeTool, { file_path: 'src/notes.txt', content: 'x' }],
      [lsTool, { path: 'src/dir' }],
    ] as const) {
      const out = await runTool(tool, input, ctx);
      expect(out.isError).toBe(true);
      expect(out.content).toMatch(/is the Read-denied file (\.env|secrets) under another name/);
      expect(out.content).not.toContain(SECRET);
    }
    expect(readFileSync(path.join(ws, 'src/notes.txt'), 'utf8')).toBe(`TOKEN=${SECRET}\n`);
  });
});
