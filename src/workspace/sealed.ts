/**
 * Git over the work tree WITHOUT trusting it. After the agent has run, the repository's `.git`
 * (config, hooks, info/) and the user's `~/.gitconfig` may have been written by any allowed
 * command: a hook or an fsmonitor program would run inside Marshal's own git calls (and, during
 * the push, see the token in their environment), a filter or textconv driver would run on
 * `git add` / `git diff`, and `url.<evil>.insteadOf` or a changed `remote.origin.url` would send
 * the token's Authorization header to another host.
 *
 * A sealed repository is a fresh, empty git directory of our own (config, HEAD, refs, info/exclude
 * copied as data) that borrows the real object store (GIT_OBJECT_DIRECTORY) and points at the real
 * work tree, with a scratch index, no global config, and HARDENING on top. Git then runs
 * no program the repository or the agent named: attributes in the work tree name drivers that
 * are not configured. Pushes go to a URL captured before the agent ran, never to a remote name.
 *
 * The work tree is the repository's top level, even when the workspace (`cwd`) is a subdirectory
 * of it (`marshal run --cwd packages/core`): git runs IN the workspace, so pathspecs such as `.`
 * and `git ls-files` cover the workspace only, while diffs name paths from the top level
 * (`packages/core/src/x.ts`), as anyone reading or applying them expects. Pointed at the
 * subdirectory instead, git would take it for the repository root: every file would show as
 * renamed out of it and every file beside it as deleted.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Exec } from '../exec.js';
import { git, type GitOptions, type GitResult } from './git.js';

/**
 * No global config: `~/.gitconfig` and `$XDG_CONFIG_HOME/git/config` are writable by the agent's
 * commands (HOME is shared). The system config is root's; a command that can write it can also
 * replace git itself, so it is kept (runner-wide settings such as git-lfs and proxies live there).
 */
const NO_USER_CONFIG = { GIT_CONFIG_GLOBAL: '/dev/null' };

export interface SealedRepo {
  /** The work tree's top level (the workspace itself, or a directory above it). */
  readonly top: string;
  /** The work tree's HEAD commit when the repo was opened (what the agent left checked out). */
  readonly head: string | null;
  /** Runs git against the work tree through the sealed git directory and scratch index. */
  run(args: readonly string[], opts?: Omit<GitOptions, 'cwd' | 'exec' | 'env'>): Promise<GitResult>;
  /** Runs git in the real repository (ref and index updates only), with no global config. */
  runReal(args: readonly string[], opts?: Omit<GitOptions, 'cwd' | 'exec' | 'env'>): Promise<GitResult>;
  close(): void;
}

/**
 * The top level of the work tree `cwd` lies in: the nearest directory at or above it that holds a
 * `.git` entry (a directory, or the file of a linked work tree or submodule), which is how git
 * finds it. Not `git rev-parse --show-toplevel`: that honours `core.worktree` from the
 * repository's config, which an allowed command may have rewritten to point Marshal's diff,
 * outcome check and revert at another directory. `cwd` itself when nothing is found (a work tree
 * whose git directory lives elsewhere: the workspace is then taken as the top, as before).
 */
export function workTreeTop(cwd: string): string {
  let start = path.resolve(cwd);
  try {
    start = realpathSync.native(start);
  } catch {
    // a path that does not resolve: walked as given
  }
  for (let dir = start; ; dir = path.dirname(dir)) {
    try {
      lstatSync(path.join(dir, '.git'));
      return dir;
    } catch {
      // not here: one level up
    }
    if (path.dirname(dir) === dir) return start;
  }
}

export async function openSealed(cwd: string, exec?: Exec): Promise<SealedRepo> {
  const realEnv = { ...NO_USER_CONFIG };
  // rev-parse reads the repository's config but starts no program: that is all it is trusted with.
  const info = await git(['rev-parse', '--git-common-dir'], { cwd, exec, env: realEnv });
  const common = info.stdout.trim();
  if (!common) throw new Error(`not a git repository: ${cwd}`);
  const commonDir = path.resolve(cwd, common);
  const headResult = await git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'], { cwd, exec, env: realEnv, allowFailure: true });
  const head = headResult.exitCode === 0 ? headResult.stdout.trim() || null : null;
  const objectFormat = head?.length === 64 ? 'sha256' : 'sha1';

  const root = mkdtempSync(path.join(os.tmpdir(), 'marshal-git-'));
  const gitDir = path.join(root, 'git');
  for (const dir of ['refs/heads', 'refs/tags', 'objects', 'info']) mkdirSync(path.join(gitDir, dir), { recursive: true });
  writeFileSync(path.join(gitDir, 'HEAD'), 'ref: refs/heads/marshal-sealed\n');
  const sha256 = objectFormat === 'sha256';
  writeFileSync(
    path.join(gitDir, 'config'),
    `[core]\n\trepositoryformatversion = ${sha256 ? 1 : 0}\n\tbare = false\n${sha256 ? '[extensions]\n\tobjectformat = sha256\n' : ''}`,
  );
  // Data, not programs: which untracked files to leave out, and where a shallow history ends.
  for (const file of ['info/exclude', 'shallow']) {
    const from = path.join(commonDir, file);
    if (existsSync(from)) copyFileSync(from, path.join(gitDir, file));
  }
  const env = {
    ...NO_USER_CONFIG,
    GIT_DIR: gitDir,
    GIT_WORK_TREE: workTreeTop(cwd),
    GIT_OBJECT_DIRECTORY: path.join(commonDir, 'objects'),
    GIT_INDEX_FILE: path.join(root, 'index'),
  };
  return {
    top: env.GIT_WORK_TREE,
    head,
    run: (args, opts = {}) => git(args, { ...opts, cwd, exec, env }),
    runReal: (args, opts = {}) => git(args, { ...opts, cwd, exec, env: realEnv }),
    close: () => rmSync(root, { recursive: true, force: true }),
  };
}
