/**
 * The diff a run produced: the paths the outcome check listed and accepted (a PublishSet), staged
 * exactly, on top of the commit the run started at: nothing else, whatever ignore rules say now.
 * It runs after the agent, so it goes through a sealed repository (sealed.ts): a scratch index,
 * and none of the work tree's config, hooks or drivers (a planted fsmonitor, clean filter or
 * textconv program would otherwise run here). The user's own index is never touched.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { Exec } from '../exec.js';
import { allChanges, type PublishSet } from './outcome.js';
import { openSealed, type SealedRepo } from './sealed.js';

export interface RunDiff {
  /** Full unified diff (binary files as git's "Binary files differ" lines). */
  diff: string;
  /** `git diff --stat` output. */
  stat: string;
  /** Paths changed, workspace-relative. */
  files: string[];
}

export class StagingRefusedError extends Error {
  override name = 'StagingRefusedError';
}

/**
 * `changes`: what the outcome check accepted. Without it (callers with no policy) everything that
 * differs from `baseSha` is listed now, less the paths in `exclude`.
 */
export async function collectDiff(cwd: string, baseSha: string, exec?: Exec, changes: PublishSet | readonly string[] = []): Promise<RunDiff> {
  const set = Array.isArray(changes) ? await allChanges(cwd, baseSha, exec, changes as readonly string[]) : (changes as PublishSet);
  const repo = await openSealed(cwd, exec);
  try {
    await stageChanges(repo, set, cwd);
    const common = ['--no-color', '--no-ext-diff', '--no-textconv', '--find-renames', '--cached', set.base];
    const [diff, stat, names] = await Promise.all([
      repo.run(['diff', ...common]),
      repo.run(['diff', '--stat=200', ...common]),
      repo.run(['diff', '--name-only', '-z', ...common]),
    ]);
    return { diff: diff.stdout, stat: stat.stdout, files: names.stdout.split('\0').filter(Boolean) };
  } finally {
    repo.close();
  }
}

/**
 * The scratch index becomes `changes.base` with exactly `changes.paths` taken from the work tree
 * (added, updated or removed: `update-index` reads no ignore rule and no pathspec magic), and is
 * then verified: every path that differs from the start commit is one of them and is still one
 * the policy lets out. Anything else is refused, never published.
 */
export async function stageChanges(repo: SealedRepo, changes: PublishSet, cwd: string): Promise<void> {
  await repo.run(['read-tree', changes.base]);
  // A path that is a directory now (a file at the start) is not named: the files below it
  // replace it (--replace). Sorted, a path comes before the paths below it.
  const paths = changes.paths.filter((rel) => !isPlainDirectory(path.join(cwd, rel))).sort();
  if (paths.length) {
    await repo.run(['update-index', '--add', '--remove', '--replace', '-z', '--stdin'], { input: paths.map((rel) => `${rel}\0`).join('') });
  }
  const staged = await repo.run(['diff', '--cached', '--name-only', '--no-renames', '-z', changes.base, '--']);
  const accepted = new Set(changes.paths);
  for (const top of staged.stdout.split('\0').filter(Boolean)) {
    const rel = changes.prefix && top.startsWith(changes.prefix) ? top.slice(changes.prefix.length) : changes.prefix ? null : top;
    if (rel === null || !accepted.has(rel)) throw new StagingRefusedError(`refusing to publish ${top}: the outcome check did not list it`);
    const why = changes.refuse(rel);
    if (why) throw new StagingRefusedError(`refusing to publish ${top}: ${why}`);
  }
}

/** A directory that is not a repository's work tree (a submodule's is staged as its commit). */
function isPlainDirectory(abs: string): boolean {
  try {
    if (!lstatSync(abs).isDirectory()) return false;
  } catch {
    return false;
  }
  try {
    lstatSync(path.join(abs, '.git'));
    return false;
  } catch {
    return true;
  }
}
