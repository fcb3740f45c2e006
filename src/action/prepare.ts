/**
 * Gets the workspace and the policy ready for a run.
 *
 * The policy that governs a PR run is read from the BASE branch's commit through the API, never
 * from the PR head: otherwise a PR could loosen the rules for its own run by editing the file.
 * When the head changes the file, the report says so; when the PR targets a branch other than the
 * default one (its author picks the base), the report names the branch the policy came from. For
 * runs without a PR (schedule, dispatch, issues) the policy is the committed file at the commit
 * the workflow runs on (not the working tree, which an earlier step could have changed).
 *
 * `readTrusted` reads other files from that same commit (the base for a PR, else HEAD): the output
 * schema file and AGENTS.md come from where the policy comes from (guidance/load.ts).
 *
 * Everything read from the checkout's git config is read HERE, before the agent runs: the URL
 * pushes go to (afterwards, `.git/config` is the agent's as much as ours; see sealed.ts).
 */
import { realpathSync } from 'node:fs';
import type { Exec } from '../exec.js';
import type { GitHub, PullRequest } from '../github/index.js';
import { committedFileReader } from '../guidance/load.js';
import type { TrustedFileReader } from '../guidance/instructions.js';
import { loadPolicy, type Policy } from '../policy/index.js';
import { checkoutPullHead, type CheckedOut } from '../workspace/checkout.js';
import { git, headSha, showFileAt } from '../workspace/git.js';

export interface PreparedWorkspace {
  cwd: string;
  policy: Policy;
  /** Human notices for the report (default policy in use, PR changes the policy, fork...). */
  notices: string[];
  pull: PullRequest | null;
  checkedOut: CheckedOut | null;
  defaultBranch: string;
  /** `origin`'s push URL as configured before the run ('' when there is none). */
  pushUrl: string;
  /** Reads a file at the commit the policy came from; null when it does not exist there. */
  readTrusted: TrustedFileReader;
  /** That commit as the report names it: `base` (a PR's base) or `HEAD`. */
  trustedRef: 'base' | 'HEAD';
}

export interface PrepareRequest {
  gh: GitHub;
  workspace: string;
  policyPath: string;
  prNumber?: number;
  repositoryFullName: string;
  token: string;
  /**
   * The PR head the triggering event was about (review and review-comment payloads carry it).
   * When the head has moved since (a push, or a force-push swapping the code a maintainer read),
   * the run is refused rather than run on code nobody asked about.
   */
  expectedHeadSha?: string;
  exec?: Exec;
}

export class HeadMovedError extends Error {
  override name = 'HeadMovedError';
}

export async function prepareWorkspace(req: PrepareRequest): Promise<PreparedWorkspace> {
  const cwd = realpathSync(req.workspace);
  const notices: string[] = [];
  const repo = await req.gh.getRepo();
  let pull: PullRequest | null = null;
  let checkedOut: CheckedOut | null = null;
  let policyText: string | null;
  let policySource: string;
  let readTrusted: TrustedFileReader;
  const pushUrl = (await git(['remote', 'get-url', '--push', 'origin'], { cwd, exec: req.exec, allowFailure: true })).stdout.trim();

  if (req.prNumber !== undefined) {
    pull = await req.gh.getPull(req.prNumber);
    const sameRepo = pull.head.repoFullName.toLowerCase() === req.repositoryFullName.toLowerCase();
    if (!sameRepo) notices.push(`The PR comes from a fork (${pull.head.repoFullName || 'a deleted repository'}): its head is checked out read-only and nothing is pushed.`);
    const baseSha = pull.base.sha;
    readTrusted = (rel) => req.gh.getFileAtRef(rel, baseSha);
    policyText = await req.gh.getFileAtRef(req.policyPath, pull.base.sha);
    policySource = `${req.policyPath} at base ${pull.base.ref} (${pull.base.sha.slice(0, 7)})`;
    if (pull.base.ref !== repo.defaultBranch) {
      notices.push(`This PR targets ${pull.base.ref}, not the default branch ${repo.defaultBranch}: the policy came from ${pull.base.ref}.`);
    }
    checkedOut = await checkoutPullHead(cwd, { number: pull.number, headRef: pull.head.ref, sameRepo }, { token: req.token, exec: req.exec });
    if (req.expectedHeadSha && checkedOut.sha !== req.expectedHeadSha) {
      throw new HeadMovedError(
        `the PR head moved since the request was made (it was ${req.expectedHeadSha.slice(0, 12)}, it is now ${checkedOut.sha.slice(0, 12)}); nothing was run on code the request did not see. Ask again to work on the new head.`,
      );
    }
    if (!checkedOut.branch && sameRepo) notices.push(checkedOut.readOnlyReason ?? 'The PR head is checked out read-only: nothing is pushed.');
    const headText = await showFileAt(cwd, checkedOut.sha, req.policyPath, req.exec);
    if (headText !== policyText) {
      notices.push(`This PR changes ${req.policyPath}; the policy from the base branch governed this run.`);
    }
  } else {
    const sha = await headSha(cwd, req.exec);
    readTrusted = committedFileReader(cwd, sha, req.exec);
    policyText = await showFileAt(cwd, sha, req.policyPath, req.exec);
    policySource = `${req.policyPath} at ${sha.slice(0, 7)}`;
  }

  const policy = await loadPolicy({ cwd, text: policyText, source: policySource, path: req.policyPath });
  if (policy.doc.isDefault) {
    notices.push(`No policy file at ${req.policyPath}: the built-in default applied (read-only tools only).`);
  }
  return { cwd, policy, notices, pull, checkedOut, defaultBranch: repo.defaultBranch, pushUrl, readTrusted, trustedRef: pull ? 'base' : 'HEAD' };
}
