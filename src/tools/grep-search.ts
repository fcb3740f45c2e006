/**
 * Grep's search: resolves the scope, picks the backend (git grep inside a git work tree, the JS
 * walker outside), filters, sorts and formats. Both backends answer the same question — which
 * non-binary, non-ignored files under the path match, excluding `.git` (a path inside it is
 * refused) and `node_modules` unless the path points into it — and go through the same filters
 * and formatter, so they agree.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { refuseIf, type PrecheckContext, type ToolContext, type ToolOutput } from './tool.js';
import { canonicalSegment, resolveInWorkspace } from '../shared/workspace-paths.js';
import { walkFiles } from './file-walker.js';
import { assertContainedGlob, GitignoreRules, inSkippedDir, skippedDirNames } from './gitignore-rules.js';
import { gitGrep, gitListFiles, inGitWorkTree, type CountOmitted, type GitScope, type GrepMode } from './grep-git.js';
import { compilePattern, jsGrep, pcreAgrees, type FileMatch } from './grep-matcher.js';
import { formatGrep } from './grep-format.js';
import { guardedFilter, guardedLoop, sliceBudget, type GuardedLoopOptions } from './guarded.js';
import { globTest } from '../shared/glob-test.js';

export interface GrepInput {
  pattern: string;
  path?: string | undefined;
  glob?: string | undefined;
  output_mode?: GrepMode | undefined;
  '-i'?: boolean | undefined;
  '-n'?: boolean | undefined;
  '-A'?: number | undefined;
  '-B'?: number | undefined;
  '-C'?: number | undefined;
  head_limit?: number | undefined;
  multiline?: boolean | undefined;
}

export type GrepBackend = 'auto' | 'git' | 'js';

/** Globs git's pathspec `glob` magic reads like picomatch (no braces, extglobs or negation). */
const SIMPLE_GLOB = /^[^{}()!@+]*$/;

/**
 * Grep's refusals before any search (its `precheck`): a path that leaves the workspace, a glob
 * that climbs out of it, and a path inside `.git` (git's own data is not workspace content:
 * objects are compressed, and config files may hold credentials; git commands read history).
 */
export function grepPrecheck(input: Pick<GrepInput, 'path' | 'glob'>, ctx: PrecheckContext): string | null {
  const requested = input.path ?? '.';
  let rel: string;
  try {
    rel = resolveInWorkspace(ctx.cwd, requested).rel;
    const glob = input.glob?.trim();
    if (glob) assertContainedGlob(glob);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (rel.split('/').map(canonicalSegment).includes('.git')) {
    return `Grep does not search inside .git ("${requested}"): git's own data is not workspace content. Search the work tree, or read history with git commands.`;
  }
  return null;
}

/** Content lines (and count-mode files) a Grep without head_limit lists at most (10x what the model is shown). */
export const DEFAULT_CONTENT_LINES = 20_000;

export async function grepSearch(input: GrepInput, ctx: ToolContext, backend: GrepBackend = 'auto'): Promise<ToolOutput> {
  refuseIf(grepPrecheck(input, ctx));
  const mode: GrepMode = input.output_mode ?? 'files_with_matches';
  const cp = compilePattern(input.pattern, { ignoreCase: input['-i'], multiline: input.multiline });
  const target = resolveInWorkspace(ctx.cwd, input.path ?? '.');
  const targetStat = await stat(target.abs).catch(() => null);
  if (!targetStat) throw new Error(`Path not found: ${input.path ?? '.'}`);
  const isDir = targetStat.isDirectory();
  const dirRel = isDir ? target.rel : path.posix.dirname(target.rel) === '.' ? '' : path.posix.dirname(target.rel);
  const dirAbs = isDir ? target.abs : path.dirname(target.abs);

  // The glob filters paths relative to the searched directory; without a slash it matches the
  // file name at any depth (`*.ts`), as in ripgrep.
  const glob = input.glob?.trim() || undefined;
  if (glob) assertContainedGlob(glob);
  const globMatch = glob ? globTest(glob, { dot: true, basename: !glob.includes('/') }) : null;
  const skipped = skippedDirNames(target.rel);
  const skippedNames = [...skipped];
  // Segments are split only for a path that holds a skipped name at all (100,000 paths a search).
  const skippedPath = (rel: string) => skippedNames.some((name) => rel.includes(name)) && inSkippedDir(rel, target.rel, skipped);
  const relToDir = (rel: string) => (dirRel ? rel.slice(dirRel.length + 1) : rel);
  // canRead is checked on every path before it is shown (and, in the JS backend, before the file
  // is even read), so a policy that denies Read(.env*) also keeps .env out of search results.
  const admit = (rel: string) => (!globMatch || globMatch(relToDir(rel))) && !skippedPath(rel) && ctx.canRead(rel);
  // The glob is the model's and the names are the repository's: filter under the watchdog.
  const maxSliceMs = sliceBudget(ctx.timeoutMs);
  const guard = (list: readonly string[]): GuardedLoopOptions => ({ signal: ctx.signal, maxSliceMs, describe: (i) => list[i] ?? 'a path' });
  const admitAll = (list: readonly string[]) => guardedFilter(list, admit, guard(list));
  /** 1 at the index of each admitted path (git's results are admitted in place, not copied). */
  const admitMask = async (list: readonly string[]) => {
    const mask = new Uint8Array(list.length);
    await guardedLoop(list.length, (i) => {
      if (admit(list[i] as string)) mask[i] = 1;
    }, guard(list));
    return mask;
  };

  // The user pointed at an ignored place (a build dir, a dependency): search it, ignore rules off.
  const rootIgnored = target.rel !== '' && new GitignoreRules(ctx.cwd).isIgnored(target.rel, isDir);
  const useGit = backend === 'git' || (backend === 'auto' && (await inGitWorkTree(ctx.exec, dirAbs, ctx.env, ctx.signal)));
  const where = target.rel || '.';
  const what = `/${input.pattern}/ in ${where}${glob ? ` (${glob})` : ''}`;

  // Content lines beyond what any reader uses are not rendered (nor, from git, even kept): the model
  // sees the first 2,000 lines; the spill file holds up to this many.
  const headLimit = input.head_limit === 0 ? undefined : input.head_limit ?? (mode === 'files_with_matches' ? undefined : DEFAULT_CONTENT_LINES);
  let matches: FileMatch[];
  let incomplete = false;
  let omitted: CountOmitted | undefined;
  let used: 'git' | 'js';
  if (useGit) {
    used = 'git';
    const scope: GitScope = {
      exec: ctx.exec,
      env: ctx.env,
      signal: ctx.signal,
      dirAbs,
      dirRel,
      pathspecs: !isDir
        ? [`:(literal)${path.basename(target.abs)}`]
        : glob && SIMPLE_GLOB.test(glob)
          ? [`:(glob)${glob.includes('/') ? glob : `**/${glob}`}`]
          : [],
      skipDependencies: skipped.has('node_modules'),
      includeIgnored: rootIgnored,
    };
    ctx.onProgress(`git grep ${what}`);
    const viaGit = cp.multiline || !pcreAgrees(cp.source)
      ? null
      : await gitGrep(scope, cp, mode, { admit: admitMask, keepLines: headLimit ?? Number.POSITIVE_INFINITY });
    if (viaGit) {
      matches = viaGit.matches;
      incomplete = viaGit.incomplete;
      omitted = viaGit.omitted;
    } else {
      const files = await admitAll(await gitListFiles(scope));
      ctx.onProgress(`Searching ${files.length.toLocaleString('en-US')} files`);
      matches = await jsGrep(files, cp, { workspace: ctx.cwd, signal: ctx.signal, maxSliceMs });
    }
  } else {
    used = 'js';
    const files = await admitAll(
      await walkFiles({
        workspace: ctx.cwd,
        rootRel: target.rel,
        honourGitignore: !rootIgnored,
        signal: ctx.signal,
        onCount: (n) => ctx.onProgress(`Listing files: ${n.toLocaleString('en-US')}`),
      }),
    );
    ctx.onProgress(`Searching ${files.length.toLocaleString('en-US')} files`);
    matches = await jsGrep(files, cp, {
      workspace: ctx.cwd,
      signal: ctx.signal,
      maxSliceMs,
      onProgress: (done, total) => ctx.onProgress(`Searched ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} files`),
    });
  }

  await sortMatches(matches, mode, ctx.cwd);
  const context = input['-C'] ?? 0;
  const formatted = await formatGrep(matches, {
    workspace: ctx.cwd,
    mode,
    after: input['-A'] ?? context,
    before: input['-B'] ?? context,
    lineNumbers: input['-n'] ?? true,
    headLimit,
    what,
    ...(omitted ? { omitted } : {}),
  });
  const warning = incomplete ? '\n(git grep output was too large and some matches are missing; narrow the search)' : '';
  return {
    content: formatted.content + warning,
    details: { backend: used, files: matches.length + (omitted?.files ?? 0), total: formatted.total, shown: formatted.shown, paths: [target.rel || '.'] },
  };
}

/**
 * Files mode lists the most recently modified files first (the ones a task most likely concerns);
 * content and count modes are in path order. Ties always fall back to the path, so both backends
 * give the same order on the same tree.
 */
async function sortMatches(matches: FileMatch[], mode: GrepMode, workspace: string): Promise<void> {
  matches.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  for (const m of matches) m.lines.sort((a, b) => a.n - b.n);
  if (mode !== 'files_with_matches') return;
  const mtimes = new Map<string, number>();
  await Promise.all(
    matches.map(async (m) => mtimes.set(m.rel, (await stat(path.join(workspace, m.rel)).catch(() => null))?.mtimeMs ?? 0)),
  );
  matches.sort((a, b) => (mtimes.get(b.rel) as number) - (mtimes.get(a.rel) as number));
}
