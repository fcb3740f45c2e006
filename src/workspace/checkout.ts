/**
 * Puts the pull request's head in the workspace. For comment events the runner's checkout is the
 * default branch, not the PR, so Marshal fetches `refs/pull/N/head` (which exists for forks too)
 * with the token passed per call. A PR from this repository is checked out as its branch (so the
 * result can be pushed back); a fork's head is checked out detached: read-only, diff reported.
 */
import type { Exec } from '../exec.js';
import { git } from './git.js';

export interface PullHead {
  number: number;
  headRef: string;
  /** True when the head branch lives in this repository (pushable). */
  sameRepo: boolean;
}

export interface CheckedOut {
  sha: string;
  /** Local branch name when checked out as a branch; null when detached (forks). */
  branch: string | null;
}

export async function checkoutPullHead(cwd: string, pr: PullHead, opts: { token?: string; exec?: Exec }): Promise<CheckedOut> {
  const localRef = `refs/remotes/marshal/pr-${pr.number}`;
  await git(['fetch', '--no-tags', '--force', 'origin', `+refs/pull/${pr.number}/head:${localRef}`], {
    cwd,
    exec: opts.exec,
    token: opts.token,
  });
  const sha = (await git(['rev-parse', localRef], { cwd, exec: opts.exec })).stdout.trim();
  if (pr.sameRepo && isSafeBranchName(pr.headRef)) {
    await git(['checkout', '--force', '-B', pr.headRef, sha], { cwd, exec: opts.exec });
    return { sha, branch: pr.headRef };
  }
  await git(['checkout', '--force', '--detach', sha], { cwd, exec: opts.exec });
  return { sha, branch: null };
}

/** Branch names come from the API; refuse anything git would read as an option or a refspec. */
export function isSafeBranchName(name: string): boolean {
  return /^[A-Za-z0-9._/-]+$/.test(name) && !name.startsWith('-') && !name.includes('..') && !name.endsWith('.lock') && !name.startsWith('/') && !name.endsWith('/');
}
