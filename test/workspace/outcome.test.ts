// The outcome check over a real git repository: what a run left behind, held against the policy
// before anything is published.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadPolicy } from '../../src/policy/index.js';
import { collectDiff } from '../../src/workspace/diff.js';
import { checkOutcome } from '../../src/workspace/outcome.js';

const POLICY = 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\ndeny:\n  - Read(.env*)\n  - Read(secrets/**)\n';
const ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e.test', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e.test' };

function repo(): { ws: string; base: string; git: (...args: string[]) => string } {
  const ws = mkdtempSync(path.join(os.tmpdir(), 'marshal-outcome-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ws, env: ENV, encoding: 'utf8' });
  mkdirSync(path.join(ws, 'src'));
  mkdirSync(path.join(ws, '.github', 'workflows'), { recursive: true });
  writeFileSync(path.join(ws, 'src', 'a.js'), 'a\n');
  writeFileSync(path.join(ws, 'README.md'), 'readme\n');
  writeFileSync(path.join(ws, '.github', 'workflows', 'ci.yml'), 'on: push\n');
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'base');
  return { ws, base: git('rev-parse', 'HEAD').trim(), git };
}

test('changes no Edit rule allows are reverted, Read-denied paths are dropped, allowed changes stay', async () => {
  const { ws, base } = repo();
  const policy = await loadPolicy({ cwd: ws, text: POLICY, source: 'test' });
  writeFileSync(path.join(ws, 'src', 'a.js'), 'changed\n');
  writeFileSync(path.join(ws, 'README.md'), 'rewritten by a test\n');
  writeFileSync(path.join(ws, 'notes.txt'), 'new outside src\n');
  writeFileSync(path.join(ws, '.github', 'workflows', 'ci.yml'), 'on: pull_request_target\n');
  writeFileSync(path.join(ws, '.env'), 'TOKEN=secret-from-an-earlier-step\n');
  mkdirSync(path.join(ws, 'secrets'));
  writeFileSync(path.join(ws, 'secrets', 'k.pem'), 'key\n');

  const outcome = await checkOutcome({ cwd: ws, baseSha: base, policy });
  const byPath = Object.fromEntries(outcome.findings.map((f) => [f.path, f.action]));
  expect(byPath).toEqual({ 'README.md': 'reverted', 'notes.txt': 'reverted', '.github/workflows/ci.yml': 'reverted', '.env': 'dropped', 'secrets/k.pem': 'dropped' });
  expect(readFileSync(path.join(ws, 'README.md'), 'utf8')).toBe('readme\n');
  expect(readFileSync(path.join(ws, '.github', 'workflows', 'ci.yml'), 'utf8')).toBe('on: push\n');
  expect(existsSync(path.join(ws, 'notes.txt'))).toBe(false);
  expect(readFileSync(path.join(ws, 'src', 'a.js'), 'utf8')).toBe('changed\n');
  // Dropped files stay on disk for later steps, and never become objects or part of the diff.
  expect(readFileSync(path.join(ws, '.env'), 'utf8')).toContain('secret-from-an-earlier-step');
  const diff = await collectDiff(ws, base, undefined, outcome.exclude);
  expect(diff.files.sort()).toEqual(['src/a.js']);
  expect(diff.diff).not.toContain('secret-from-an-earlier-step');
  const blob = execFileSync('git', ['hash-object', '.env'], { cwd: ws, encoding: 'utf8' }).trim();
  expect(() => execFileSync('git', ['cat-file', '-e', blob], { cwd: ws, stdio: 'ignore' })).toThrow();
});

test('a deleted file no Edit rule allows is restored; a Read-denied file under an innocent name is dropped by identity', async () => {
  const { ws, base, git } = repo();
  writeFileSync(path.join(ws, 'src', '.env.local'), 'LOCAL=secret\n');
  const policy = await loadPolicy({ cwd: ws, text: POLICY, source: 'test' });
  git('rm', '-q', 'README.md');
  const originalIno = execFileSync('stat', ['-c', '%d:%i', path.join(ws, 'src', '.env.local')], { encoding: 'utf8' }).trim();
  renameSync(path.join(ws, 'src', '.env.local'), path.join(ws, 'src', 'notes.txt'));
  const identity = (abs: string) => {
    try {
      return execFileSync('stat', ['-c', '%d:%i', abs], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  const outcome = await checkOutcome({ cwd: ws, baseSha: base, policy, deniedOrigin: (abs) => (identity(abs) === originalIno ? 'src/.env.local' : null) });
  expect(outcome.findings.find((f) => f.path === 'README.md')?.action).toBe('reverted');
  expect(readFileSync(path.join(ws, 'README.md'), 'utf8')).toBe('readme\n');
  const notes = outcome.findings.find((f) => f.path === 'src/notes.txt');
  expect(notes?.action).toBe('dropped');
  expect(notes?.reason).toMatch(/src\/\.env\.local/);
});

test('a file added behind a symlinked directory is not deleted through the link', async () => {
  const { ws, base } = repo();
  const outside = mkdtempSync(path.join(os.tmpdir(), 'marshal-outside-'));
  writeFileSync(path.join(outside, 'keep.txt'), 'outside\n');
  symlinkSync(outside, path.join(ws, 'linked'));
  const policy = await loadPolicy({ cwd: ws, text: POLICY, source: 'test' });
  await checkOutcome({ cwd: ws, baseSha: base, policy });
  expect(readFileSync(path.join(outside, 'keep.txt'), 'utf8')).toBe('outside\n');
});
