// The hide plan over a real directory tree: whole trees hidden, the way to kept paths passable.
import { mkdirSync, mkdtempSync, writeFileSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { planHiding, treeTop } from '../../src/sandbox/hidden-paths.js';

test('the top of the workspace tree is the first directory below / or below a sticky temp dir', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'marshal-top-'));
  expect(treeTop(path.join(tmp, 'a', 'ws'))).toBe(tmp);
  expect(treeTop('/home/runner/work/r/r')).toBe('/home');
  expect(treeTop(path.join(os.tmpdir(), 'ws'))).toBeNull();
});

test('a hidden home keeps only the way to the workspace and to toolchains, and hides every other entry', () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'marshal-home-'));
  chmodSync(home, 0o755);
  for (const dir of ['work/repo/repo', 'work/_temp', 'work/other', '.cargo/bin', '.ssh']) mkdirSync(path.join(home, dir), { recursive: true });
  writeFileSync(path.join(home, '.gitconfig'), '[user]\n');
  const ws = path.join(home, 'work', 'repo', 'repo');
  const plan = new Map(planHiding({ workspace: ws, hide: [home], keep: [ws, path.join(home, '.cargo', 'bin')] }).map((s) => [s.path, s.perm]));
  expect(plan.get(home)).toBe('--x');
  expect(plan.get(path.join(home, 'work'))).toBe('--x');
  expect(plan.get(path.join(home, 'work', 'repo'))).toBe('--x');
  expect(plan.get(path.join(home, '.cargo'))).toBe('--x');
  for (const hidden of ['.gitconfig', '.ssh', 'work/_temp', 'work/other', '.cargo/bin/..']) {
    if (hidden.endsWith('..')) continue;
    expect(plan.get(path.join(home, hidden)), hidden).toBe('---');
  }
  expect(plan.has(ws)).toBe(false);
  expect(plan.has(path.join(home, '.cargo', 'bin'))).toBe(false);
});

test('a tree with nothing to keep is hidden whole, and a private way down is made passable', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'marshal-plan-'));
  const secretTree = path.join(root, 'runner-temp');
  mkdirSync(secretTree);
  const ws = path.join(root, 'private', 'ws');
  mkdirSync(ws, { recursive: true });
  chmodSync(path.join(root, 'private'), 0o700);
  const plan = new Map(planHiding({ workspace: ws, hide: [secretTree], keep: [ws] }).map((s) => [s.path, s.perm]));
  expect(plan.get(secretTree)).toBe('---');
  expect(plan.get(path.join(root, 'private'))).toBe('--x');
});
