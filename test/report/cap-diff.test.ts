import { describe, expect, test } from 'vitest';
import { capDiff } from '../../src/report/index.js';
import { fileDiff } from './run-builder.js';

const a = fileDiff('src/a.ts', ['-old a', '+new a']);
const b = fileDiff('src/b.ts', Array.from({ length: 200 }, (_, i) => `+line ${i} of b`));
const c = fileDiff('src/c.ts', ['+c']);
const d = fileDiff('docs/d.md', ['+d']);
const all = a + b + c + d;

describe('capDiff', () => {
  test('returns the diff unchanged when it fits', () => {
    expect(capDiff(all, all.length)).toEqual({ text: all, truncatedFiles: [], omittedFiles: [] });
  });

  test('keeps whole files in order, truncates the first that does not fit, omits the rest', () => {
    const budget = a.length + 1000;
    const out = capDiff(all, budget);
    expect(out.text.length).toBeLessThanOrEqual(budget);
    expect(out.text.startsWith(a)).toBe(true);
    expect(out.truncatedFiles).toEqual(['src/b.ts']);
    expect(out.omittedFiles).toEqual(['src/c.ts', 'docs/d.md']);
    expect(out.text).toContain('+line 0 of b');
    expect(out.text).not.toContain('+line 199 of b');
    expect(out.text).toMatch(/⋯ truncated: \d+ of 205 lines of src\/b\.ts not shown\n$/);
    // Cut at a line boundary: every line before the note is a whole diff line.
    const body = out.text.slice(a.length).split('\n').slice(5, -2);
    for (const line of body) expect(line).toMatch(/^\+line \d+ of b$/);
  });

  test('omits a file rather than showing a header-only stub', () => {
    const out = capDiff(all, a.length + 60);
    expect(out.text).toBe(a);
    expect(out.truncatedFiles).toEqual([]);
    expect(out.omittedFiles).toEqual(['src/b.ts', 'src/c.ts', 'docs/d.md']);
  });

  test('never exceeds the budget, for any budget', () => {
    for (let budget = 0; budget < all.length; budget += 97) {
      const out = capDiff(all, budget);
      expect(out.text.length).toBeLessThanOrEqual(budget);
      const shown = out.truncatedFiles.length + out.omittedFiles.length;
      expect(shown).toBeGreaterThan(0);
    }
  });

  test('cuts a single enormous line instead of dropping the file', () => {
    const minified = fileDiff('dist/app.min.js', [`+${'x'.repeat(100_000)}`]);
    const out = capDiff(minified + c, 5000);
    expect(out.text.length).toBeLessThanOrEqual(5000);
    expect(out.text.length).toBeGreaterThan(3000);
    expect(out.truncatedFiles).toEqual(['dist/app.min.js']);
    expect(out.omittedFiles).toEqual(['src/c.ts']);
  });

  test('names deleted, binary, renamed and quoted files', () => {
    const deleted = 'diff --git a/old.txt b/old.txt\ndeleted file mode 100644\nindex 1..0\n--- a/old.txt\n+++ /dev/null\n@@ -1 +0,0 @@\n-gone\n';
    const binary = 'diff --git a/img/logo.png b/img/logo.png\nindex 1..2 100644\nBinary files a/img/logo.png and b/img/logo.png differ\n';
    const renamed = 'diff --git a/from.ts b/to.ts\nsimilarity index 100%\nrename from from.ts\nrename to to.ts\n';
    const quoted = 'diff --git "a/sp ace\\303\\244.txt" "b/sp ace\\303\\244.txt"\nindex 1..2 100644\n--- "a/sp ace\\303\\244.txt"\n+++ "b/sp ace\\303\\244.txt"\n@@ -1 +1 @@\n-a\n+b\n';
    const hunkPlus = fileDiff('src/plus.ts', ['+++ not a header']);
    const out = capDiff(a + deleted + binary + renamed + quoted + hunkPlus, a.length);
    expect(out.omittedFiles).toEqual(['old.txt', 'img/logo.png', 'to.ts', 'sp aceä.txt', 'src/plus.ts']);
  });
});
