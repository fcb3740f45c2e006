/**
 * Glob: files by name pattern, newest first. Honours .gitignore (nested files too), skips `.git`
 * and `node_modules` below the search root, and never surfaces a path the policy would not let
 * the model read.
 *
 * The walk is Grep's (file-walker.ts: synchronous readdir in short slices, ignored directories
 * never entered), from the pattern's literal directory (`src/` of `src/**\/*.ts`); only the files
 * that match are stat'ed for their mtime. On a 100,000-file tree that is what `find -printf %T@`
 * does, where a stat of every entry and a .gitignore check of every file was 10x that.
 */
import { lstatSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type FastGlob from 'fast-glob';
import { z } from 'zod';
import { timeSlicer, walkFiles } from './file-walker.js';
import { gitListFiles, inGitWorkTree } from './grep-git.js';
import { assertContainedGlob, GitignoreRules, skippedDirNames } from './gitignore-rules.js';
import { guardedLoop, sliceBudget } from './guarded.js';
import { resolveInWorkspace } from '../shared/workspace-paths.js';
import { defineTool, refuseIf, type PrecheckContext } from './tool.js';
import picomatch from 'picomatch';
import { globTest } from '../shared/glob-test.js';

/** Paths returned at most. */
const MAX_GLOB_RESULTS = 1000;

const globInput = z.object({
  pattern: z
    .string()
    .min(1)
    .describe('Glob pattern relative to path, e.g. "**/*.ts", "src/**/*.{js,jsx}", "*.md", "**/test_*.py".'),
  path: z
    .string()
    .optional()
    .describe('Directory to search in, relative to the repository root (or absolute inside it). Defaults to the repository root.'),
});

/** Absolute patterns inside the search directory are made relative; the rest must stay inside. */
/**
 * fast-glob, loaded on first use: commands that only decide calls (`marshal policy explain`) never
 * walk a tree, and fast-glob with micromatch is ~200 KB of modules to evaluate. A plain `require`
 * call is what the bundler inlines (dist/ runs without node_modules); where there is no `require`
 * (src/ run as ESM by tsx) node_modules is there to resolve it from.
 */
let fastGlob: typeof FastGlob | undefined;
function fg(): typeof FastGlob {
  fastGlob ??= (typeof require === 'function' ? require('fast-glob') : createRequire(import.meta.url)('fast-glob')) as typeof FastGlob;
  return fastGlob;
}

function containedPattern(pattern: string, dirAbs: string): string {
  let p = pattern.trim();
  if (path.isAbsolute(p)) {
    const rel = path.relative(dirAbs, p);
    if (rel.startsWith('..') || path.isAbsolute(rel)) {
      throw new Error(`Pattern "${pattern}" points outside the search directory; use a relative pattern and the path parameter.`);
    }
    p = rel.split(path.sep).join('/') || '**/*';
  }
  if (p.startsWith('./')) p = p.slice(2);
  assertContainedGlob(p);
  // Braces can build what the text check cannot see: `.{.,}/**` expands to `../**` and
  // `{/etc,x}/*` to `/etc/*`, and fast-glob walks every base directory it derives. Results from
  // outside are dropped below, but the walk itself (of /tmp, of /) must not happen either.
  for (const task of fg().generateTasks(p, { cwd: dirAbs, dot: true })) {
    const base = task.base.replace(/\\/g, '/');
    if (path.isAbsolute(task.base) || base === '..' || base.startsWith('../') || base.split('/').includes('..')) {
      throw new Error(`Pattern "${pattern}" expands to a path outside the search directory ("${task.base}"); use a relative pattern and the path parameter.`);
    }
  }
  return p;
}

/** True when a segment's brackets, braces or parentheses do not close inside it. */
function unbalanced(segment: string): boolean {
  const count = (c: string) => segment.split(c).length - 1;
  return count('{') !== count('}') || count('(') !== count(')') || count('[') !== count(']');
}

/**
 * The directories a pattern names literally before its first dynamic segment (`src/lib` of
 * `src/lib/**\/*.ts`): the walk starts there. '' when a segment is dynamic, escaped or a group
 * spans a `/` (then the whole search directory is walked, as fast-glob would).
 */
function literalBase(p: string): string {
  const segments = p.split('/');
  if (segments.some(unbalanced)) return '';
  const base: string[] = [];
  for (const seg of segments.slice(0, -1)) {
    if (seg === '' || seg === '.' || seg.includes('\\') || picomatch.scan(seg).isGlob) break;
    base.push(seg);
  }
  return base.join('/');
}

/**
 * A git pathspec listing a superset of what the pattern can match, so git does not print paths
 * the matcher would drop anyway: the file-name segment at any depth, when it is literal text and
 * `*` only (git's `?` and brackets match bytes, picomatch's UTF-16 code units: no superset then).
 */
function fileNamePathspecs(pattern: string): string[] {
  const name = pattern.slice(pattern.lastIndexOf('/') + 1);
  if (name === '' || /^\**$/.test(name) || !/^[^?[\]{}()!@+\\]*$/.test(name)) return [];
  return [`:(glob)**/${name}`];
}

/** Glob's refusals before any walk (its `precheck`): a directory or pattern that leaves the workspace. */
function globPrecheck(input: { pattern: string; path?: string | undefined }, ctx: PrecheckContext): string | null {
  try {
    containedPattern(input.pattern, resolveInWorkspace(ctx.cwd, input.path ?? '.').abs);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export const globTool = defineTool({
  name: 'Glob',
  aliases: ['glob'],
  description:
    'Find files by name with a glob pattern ("**/*.ts", "src/**/*.test.{js,ts}"). Returns repository-relative paths, ' +
    `most recently modified first, at most ${MAX_GLOB_RESULTS}. Respects .gitignore; skips .git and node_modules ` +
    '(unless path points into them).',
  input: globInput,
  class: 'read',
  policyKind: 'read',
  paths: (input) => [input.path ?? '.'],
  summarize: (input) => (input.path ? `${input.pattern} in ${input.path}` : input.pattern),
  precheck: globPrecheck,
  async run(input, ctx) {
    refuseIf(globPrecheck(input, ctx));
    const dir = resolveInWorkspace(ctx.cwd, input.path ?? '.');
    const st = await stat(dir.abs).catch(() => null);
    if (!st) throw new Error(`Directory not found: ${input.path ?? '.'}`);
    if (!st.isDirectory()) throw new Error(`${input.path} is a file, not a directory; give its directory as path.`);
    const pattern = containedPattern(input.pattern, dir.abs);
    const rules = new GitignoreRules(ctx.cwd);
    // An explicitly named ignored directory is searched; only ignore rules below it are skipped.
    const honour = !(dir.rel !== '' && rules.isIgnored(dir.rel, true));

    if (pattern.startsWith('!')) throw new Error(`Pattern "${input.pattern}" only excludes; give the files to find (e.g. "**/*.ts").`);
    let matches: (p: string) => boolean;
    try {
      matches = globTest(pattern, { dot: true });
    } catch (err) {
      throw new Error(`Invalid glob pattern "${input.pattern}": ${(err as Error).message}`);
    }

    ctx.onProgress(`Globbing ${pattern} in ${dir.rel || '.'}`);
    const base = literalBase(pattern);
    const walkRoot = [dir.rel, base].filter(Boolean).join('/');
    const skipped = skippedDirNames(dir.rel);
    // A literal directory the search skips (`node_modules/...` from the root) or .gitignore
    // ignores matches nothing, as it did when the walk was a filter over everything.
    const reachable = !base.split('/').some((seg) => skipped.has(seg)) && !(honour && base && rules.isIgnored(walkRoot, true));
    let files: string[] = [];
    const rootAbs = path.join(ctx.cwd, walkRoot);
    if (reachable && lstatSync(rootAbs, { throwIfNoEntry: false })?.isDirectory()) {
      // In a git work tree git already knows the files (tracked, plus untracked not ignored, as
      // Grep's git backend searches): `git ls-files` lists 100,000 paths in a fraction of a walk.
      // Deleted, symlinked and submodule paths fall out at the lstat below.
      files = (await inGitWorkTree(ctx.exec, rootAbs, ctx.env, ctx.signal))
        ? (await gitListFiles({
            exec: ctx.exec, env: ctx.env, signal: ctx.signal, dirAbs: rootAbs, dirRel: walkRoot, pathspecs: fileNamePathspecs(pattern),
            skipDependencies: skipped.has('node_modules'), includeIgnored: !honour,
          }))
        : await walkFiles({ workspace: ctx.cwd, rootRel: walkRoot, honourGitignore: honour, signal: ctx.signal });
    }
    if (ctx.signal.aborted) throw new Error('Glob cancelled');

    // The real pattern is applied here, under the watchdog (guarded.ts): a glob such as
    // `*a*a*a*a*a*a*a*b` backtracks for hours on an ordinary file name.
    const prefix = dir.rel ? dir.rel.length + 1 : 0;
    const matched: string[] = [];
    await guardedLoop(
      files.length,
      (i) => {
        const rel = files[i] as string;
        if (!matches(rel.slice(prefix))) return;
        if (!ctx.canRead(rel)) return;
        matched.push(rel);
      },
      { signal: ctx.signal, maxSliceMs: sliceBudget(ctx.timeoutMs), describe: (i) => files[i] ?? 'a path' },
    );
    files = [];
    const found: { rel: string; mtime: number }[] = [];
    const slice = timeSlicer(ctx.signal);
    for (const rel of matched) {
      await slice();
      const st = lstatSync(path.join(ctx.cwd, rel), { throwIfNoEntry: false });
      if (st?.isFile()) found.push({ rel, mtime: st.mtimeMs });
    }
    found.sort((a, b) => b.mtime - a.mtime || (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));

    if (!found.length) return { content: `No files match ${pattern} in ${dir.rel || '.'}`, details: { paths: [dir.rel || '.'], count: 0 } };
    const shown = found.slice(0, MAX_GLOB_RESULTS).map((f) => f.rel);
    const note = found.length > shown.length
      ? `\n(${found.length} files match; showing the ${shown.length} most recently modified. Use a narrower pattern or path.)`
      : '';
    return { content: shown.join('\n') + note, details: { paths: [dir.rel || '.'], count: found.length } };
  },
});
