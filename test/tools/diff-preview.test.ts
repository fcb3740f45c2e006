import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCommand } from '../../src/exec.js';
import { capDiff, diffStats, unifiedDiff } from '../../src/tools/diff-preview.js';
import { tempDir } from './tool-harness.js';

/** Deterministic pseudo-random numbers, so a failure reproduces. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function mutate(lines: string[], rand: () => number): string[] {
  const out = [...lines];
  const edits = 1 + Math.floor(rand() * 6);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(rand() * (out.length + 1));
    const kind = rand();
    if (kind < 0.33 && out.length) out.splice(at, 1 + Math.floor(rand() * 3));
    else if (kind < 0.66) out.splice(at, 0, `inserted ${e} ${Math.floor(rand() * 1000)}`);
    else if (out.length) out[Math.min(at, out.length - 1)] = `changed ${e}`;
  }
  return out;
}

describe('unifiedDiff', () => {
  test('identical texts give an empty diff', () => {
    expect(unifiedDiff('a\n', 'a\n', { path: 'x' })).toBe('');
  });

  test('marks a missing final newline', () => {
    expect(unifiedDiff('a\n', 'a', { path: 'x' })).toBe('--- a/x\n+++ b/x\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n');
  });

  test('created files diff against /dev/null', () => {
    expect(unifiedDiff('', 'one\ntwo\n', { path: 'n.txt', created: true })).toBe(
      '--- /dev/null\n+++ b/n.txt\n@@ -0,0 +1,2 @@\n+one\n+two\n',
    );
  });

  test('random edits produce patches git apply accepts and that reproduce the new text', async () => {
    const dir = tempDir('marshal-diff-');
    const rand = rng(42);
    for (let round = 0; round < 25; round++) {
      const before = Array.from({ length: 5 + Math.floor(rand() * 60) }, (_, i) => `line ${i % 7 === 0 ? 'dup' : i}`);
      const after = mutate(before, rand);
      const finalNewline = rand() < 0.8;
      const oldText = before.length ? `${before.join('\n')}\n` : '';
      const newText = after.length ? `${after.join('\n')}${finalNewline ? '\n' : ''}` : '';
      const diff = unifiedDiff(oldText, newText, { path: 'f.txt' });
      if (oldText === newText) continue;
      writeFileSync(path.join(dir, 'f.txt'), oldText);
      writeFileSync(path.join(dir, 'p.diff'), diff);
      const res = await runCommand({ argv: ['git', 'apply', 'p.diff'], cwd: dir });
      expect(res.exitCode, `round ${round}: ${res.output}\n${diff}`).toBe(0);
      expect(readFileSync(path.join(dir, 'f.txt'), 'utf8'), `round ${round}`).toBe(newText);
    }
  });

  test('stats and capping', () => {
    const diff = unifiedDiff('a\nb\nc\n', 'a\nB\nc\nd\n', { path: 'x' });
    expect(diffStats(diff)).toEqual({ added: 2, removed: 1 });
    const capped = capDiff(diff, 3);
    expect(capped.split('\n')).toHaveLength(4);
    expect(capped).toMatch(/more diff lines/);
  });

  test('a large file with a one-line change stays a small hunk', () => {
    const big = Array.from({ length: 50_000 }, (_, i) => `row ${i}`).join('\n') + '\n';
    const diff = unifiedDiff(big, big.replace('row 25000\n', 'row X\n'), { path: 'big' });
    expect(diff.split('\n').length).toBeLessThan(15);
    expect(diff).toContain('@@ -24998,7 +24998,7 @@');
  });
});
