import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { globTest } from '../../src/shared/glob-test.js';
import { canonicalSegment, isReadProtected, normalRel, splitRel } from '../../src/policy/path-globs.js';

const PATTERNS = [
  '*.ts', '**/*.ts', 'src/**', '.env*', '[abc]', '[abc]*', 'a?c', '*.{js,ts}', '!(x).md', 'docs/*.md', '**', '*', 'a/**/b',
  '.git', '**/.git/**', 'x/', '@(a|b)', '+(a)', '[!a]*', 'foo[', 'a\\*b', '*.TS', 'secrets',
];
const NAMES = [
  '', 'a.ts', 'src/a.ts', 'src/deep/a.ts', '.env', '.env.local', 'src/.env', '[abc]', 'a', 'abc', 'b', 'aXc', 'a/c', 'x.js',
  'x.md', 'y.md', 'docs/y.md', 'docs/sub/y.md', 'a/b', 'a/x/y/b', '.git', 'sub/.git/config', 'x/', 'x', 'foo[', 'a*b', 'A.TS',
  'secrets', 'secrets/key.pem', 'dir/', 'dir//', '/', 'a//b', '.hidden/a.ts', '*.ts', '**',
];

describe('globTest', () => {
  for (const options of [{ dot: true }, { dot: true, nocase: true }, { dot: false }, { dot: true, basename: true }, { dot: true, nonegate: true }, { nocase: true, basename: true }]) {
    it(`answers as picomatch does with ${JSON.stringify(options)}`, () => {
      const differences: string[] = [];
      for (const glob of PATTERNS) {
        const ours = globTest(glob, options);
        const theirs = picomatch(glob, options);
        for (const name of NAMES) if (ours(name) !== theirs(name)) differences.push(`${glob} ~ ${JSON.stringify(name)}: picomatch ${theirs(name)}`);
      }
      expect(differences).toEqual([]);
    });
  }

  it('throws on an invalid glob as picomatch does', () => {
    expect(() => picomatch('', {})).toThrow();
    expect(() => globTest('', {})).toThrow();
  });
});

describe('path normalisation without copies', () => {
  const slow = (rel: string) => rel.split('/').filter((s) => s !== '' && s !== '.').join('/');
  it('normalRel drops empty and . segments and returns a normal path itself', () => {
    for (const rel of ['', '.', './', './a', 'a/./b', 'a//b', '/a', 'a/', 'a/.', '..', '../a', 'a/../b', '.a', 'a/.b', 'a/..b/c', 'a.', '...', 'a/b/c']) {
      expect(normalRel(rel), rel).toBe(slow(rel));
      expect(splitRel(rel), rel).toEqual(slow(rel) === '' ? [] : slow(rel).split('/'));
    }
    const plain = 'packages/pkg-1/src/mod-2/f3.ts';
    expect(normalRel(plain)).toBe(plain);
  });

  it("isReadProtected's quick answer agrees with the segment-by-segment one", () => {
    const full = (rel: string) => {
      const segments = splitRel(rel).map(canonicalSegment);
      const i = segments.indexOf('.git');
      const last = segments[segments.length - 1] ?? '';
      return i !== -1 && i < segments.length - 1 && (last === 'config' || last.startsWith('config.'));
    };
    const cases = ['.git/config', 'a/.GIT/CONFIG', 'git~1/config', 'GIT~1/config.worktree', '.g\u200cit/config', '.git./config', '.git /config',
      'x/.\ufeffgit/config', '.git/hooks/x', 'src/config', 'src/git/config', 'src/legit/config', '.gitconfig', 'a/.git/config.lock', '.gi\u200bt/config'];
    for (const rel of cases) expect(isReadProtected(rel), rel).toBe(full(rel));
    expect(isReadProtected('.g\u200cit/config')).toBe(true);
    expect(isReadProtected('git~1/config')).toBe(true);
  });
});
