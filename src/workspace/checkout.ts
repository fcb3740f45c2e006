/**
 * Puts the pull request's head in the workspace. For comment events the runner's checkout is the
 * default branch, not the PR, so Marshal fetches `refs/pull/N/head` (which exists for forks too)
 * with the token passed per call. A PR from this repository is checked out as its branch (so the
 * result can be pushed back); a fork's head, or a branch whose name git or we would not handle
 * safely, is checked out detached: read-only, diff reported.
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
  /** Why a same-repository head was checked out detached (an unusual branch name). */
  readOnlyReason?: string;
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
  return {
    sha,
    branch: null,
    ...(pr.sameRepo ? { readOnlyReason: `The PR branch name ${JSON.stringify(pr.headRef)} is not one Marshal pushes to: its head is checked out read-only and nothing is pushed.` } : {}),
  };
}

/**
 * Branch names come from the API; refuse anything git would read as an option or a refspec, or
 * reject as a ref name (`git check-ref-format`): `..`, `//`, `@{`, a component starting with a
 * dot or ending in `.lock`, a trailing dot or slash.
 */
export function isSafeBranchName(name: string): boolean {
  if (!/^[A-Za-z0-9._/-]+$/.test(name) || name.startsWith('-') || name.startsWith('/') || name.endsWith('/')) return false;
  if (name.includes('..') || name.includes('//') || name.endsWith('.') || name === 'HEAD') return false;
  return name.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'));
}
