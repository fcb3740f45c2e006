/**
 * The diff a run produced: everything that differs from the commit the run started at, tracked
 * and untracked (not ignored) files alike, commits the agent made included. It uses a scratch
 * index so the user's own index is never touched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Exec } from '../exec.js';
import { git } from './git.js';

export interface RunDiff {
  /** Full unified diff (binary files as git's "Binary files differ" lines). */
  diff: string;
  /** `git diff --stat` output. */
  stat: string;
  /** Paths changed, workspace-relative. */
  files: string[];
}

export async function collectDiff(cwd: string, baseSha: string, exec?: Exec): Promise<RunDiff> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'marshal-index-'));
  const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
  try {
    await git(['read-tree', 'HEAD'], { cwd, exec, env });
    await git(['add', '--all', '--', '.'], { cwd, exec, env });
    const common = ['--no-color', '--no-ext-diff', '--find-renames', '--cached', baseSha];
    const [diff, stat, names] = await Promise.all([
      git(['diff', ...common], { cwd, exec, env }),
      git(['diff', '--stat=200', ...common], { cwd, exec, env }),
      git(['diff', '--name-only', '-z', ...common], { cwd, exec, env }),
    ]);
    return { diff: diff.stdout, stat: stat.stdout, files: names.stdout.split('\0').filter(Boolean) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
