/**
 * Gets the workspace and the policy ready for a run.
 *
 * The policy that governs a PR run is read from the BASE branch's commit through the API, never
 * from the PR head: otherwise a PR could loosen the rules for its own run by editing the file.
 * When the head changes the file, the report says so. For runs without a PR (schedule, dispatch,
 * issues) the policy is the committed file at the commit the workflow runs on (not the working
 * tree, which an earlier step could have changed).
 */
import { realpathSync } from 'node:fs';
import type { Exec } from '../exec.js';
import type { GitHub, PullRequest } from '../github/index.js';
import { loadPolicy, type Policy } from '../policy/index.js';
import { checkoutPullHead, type CheckedOut } from '../workspace/checkout.js';
import { headSha, showFileAt } from '../workspace/git.js';

export interface PreparedWorkspace {
  cwd: string;
  policy: Policy;
  /** Human notices for the report (default policy in use, PR changes the policy, fork...). */
  notices: string[];
  pull: PullRequest | null;
  checkedOut: CheckedOut | null;
  defaultBranch: string;
}

export interface PrepareRequest {
  gh: GitHub;
  workspace: string;
  policyPath: string;
  prNumber?: number;
  repositoryFullName: string;
  token: string;
  exec?: Exec;
}

export async function prepareWorkspace(req: PrepareRequest): Promise<PreparedWorkspace> {
  const cwd = realpathSync(req.workspace);
  const notices: string[] = [];
  const repo = await req.gh.getRepo();
  let pull: PullRequest | null = null;
  let checkedOut: CheckedOut | null = null;
  let policyText: string | null;
  let policySource: string;

  if (req.prNumber !== undefined) {
    pull = await req.gh.getPull(req.prNumber);
    const sameRepo = pull.head.repoFullName.toLowerCase() === req.repositoryFullName.toLowerCase();
    if (!sameRepo) notices.push(`The PR comes from a fork (${pull.head.repoFullName}): its head is checked out read-only and nothing is pushed.`);
    policyText = await req.gh.getFileAtRef(req.policyPath, pull.base.sha);
    policySource = `${req.policyPath} at base ${pull.base.ref} (${pull.base.sha.slice(0, 7)})`;
    checkedOut = await checkoutPullHead(cwd, { number: pull.number, headRef: pull.head.ref, sameRepo }, { token: req.token, exec: req.exec });
    const headText = await showFileAt(cwd, checkedOut.sha, req.policyPath, req.exec);
    if (headText !== policyText) {
      notices.push(`This PR changes ${req.policyPath}; the policy from the base branch governed this run.`);
    }
  } else {
    const sha = await headSha(cwd, req.exec);
    policyText = await showFileAt(cwd, sha, req.policyPath, req.exec);
    policySource = `${req.policyPath} at ${sha.slice(0, 7)}`;
  }

  const policy = await loadPolicy({ cwd, text: policyText, source: policySource, path: req.policyPath });
  if (policy.doc.isDefault) {
    notices.push(`No policy file at ${req.policyPath}: the built-in default applied (read-only tools only).`);
  }
  return { cwd, policy, notices, pull, checkedOut, defaultBranch: repo.defaultBranch };
}
