/**
 * The diff a run produced: everything that differs from the commit the run started at, tracked
 * and untracked (not ignored) files alike, commits the agent made included. It runs after the
 * agent, so it goes through a sealed repository (sealed.ts): a scratch index, and none of the
 * work tree's config, hooks or drivers (a planted fsmonitor, clean filter or textconv program
 * would otherwise run here). The user's own index is never touched.
 */
import type { Exec } from '../exec.js';
import { addPathspecs } from './outcome.js';
import { openSealed } from './sealed.js';

export interface RunDiff {
  /** Full unified diff (binary files as git's "Binary files differ" lines). */
  diff: string;
  /** `git diff --stat` output. */
  stat: string;
  /** Paths changed, workspace-relative. */
  files: string[];
}

/**
 * `exclude`: paths the outcome check dropped (denied for Read). They are left out of `add` (so
 * their content never becomes an object) and set back to `baseSha` in the scratch index, so not
 * even a commit of the agent's that contains them shows them.
 */
export async function collectDiff(cwd: string, baseSha: string, exec?: Exec, exclude: readonly string[] = []): Promise<RunDiff> {
  const repo = await openSealed(cwd, exec);
  try {
    // Tracked files (even ignored ones) start from what is checked out; `add` updates them.
    await repo.run(['read-tree', repo.head ?? baseSha]);
    await stageWorkTree(repo, baseSha, exclude);
    const common = ['--no-color', '--no-ext-diff', '--no-textconv', '--find-renames', '--cached', baseSha];
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

/** `add --all` of the work tree except `exclude`, whose index entries are set back to `base`. */
export async function stageWorkTree(repo: Awaited<ReturnType<typeof openSealed>>, base: string, exclude: readonly string[]): Promise<void> {
  await repo.run(['add', '--all', '--pathspec-from-file=-', '--pathspec-file-nul'], { input: addPathspecs(exclude) });
  if (!exclude.length) return;
  await repo.run(['reset', '-q', '--pathspec-from-file=-', '--pathspec-file-nul', base], {
    input: exclude.map((rel) => `:(literal)${rel}`).join('\0'),
    allowFailure: true,
  });
}
