/**
 * Commits the run's changes and pushes them: to the PR's own branch (`pr-branch`) or to a new
 * `marshal/<run-id>` branch (`new-pr`, the caller then opens the PR). Never to the default branch,
 * never with force: a rejected push is reported, and the diff is still in the comment.
 */
import type { Exec } from '../exec.js';
import { isSafeBranchName } from './checkout.js';
import { git } from './git.js';

export interface PushRequest {
  cwd: string;
  branch: string;
  defaultBranch: string;
  message: string;
  token?: string;
  exec?: Exec;
}

export interface PushResult {
  commit: string;
  branch: string;
}

export class PushRefusedError extends Error {}

/** Commits everything (if anything is uncommitted) and pushes HEAD to `branch`. */
export async function commitAndPush(req: PushRequest): Promise<PushResult> {
  if (!isSafeBranchName(req.branch)) throw new PushRefusedError(`refusing to push to an unusual branch name "${req.branch}"`);
  if (req.branch === req.defaultBranch) {
    throw new PushRefusedError(`refusing to push to the default branch "${req.defaultBranch}"; use push: new-pr`);
  }
  const { cwd, exec } = req;
  await git(['add', '--all', '--', '.'], { cwd, exec });
  const staged = await git(['diff', '--cached', '--quiet'], { cwd, exec, allowFailure: true });
  if (staged.exitCode !== 0) {
    await git(['commit', '--no-verify', '--file', '-'], { cwd, exec, input: req.message });
  }
  const commit = (await git(['rev-parse', 'HEAD'], { cwd, exec })).stdout.trim();
  await git(['push', '--no-verify', 'origin', `HEAD:refs/heads/${req.branch}`], { cwd, exec, token: req.token });
  return { commit, branch: req.branch };
}

/** A commit message: subject from the task, a link back, and a co-author trailer. */
export function commitMessage(opts: { task: string; requestedBy?: string; link?: string }): string {
  // The task is untrusted comment text: keep it to one printable line in the subject.
  const clean = opts.task.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  const subject = `marshal: ${clean.length > 64 ? `${clean.slice(0, 61)}...` : clean || 'automated changes'}`;
  const lines = [subject, ''];
  if (opts.requestedBy || opts.link) {
    lines.push(`Requested${opts.requestedBy ? ` by @${opts.requestedBy}` : ''}${opts.link ? ` in ${opts.link}` : ''}.`, '');
  }
  if (opts.requestedBy && /^[A-Za-z0-9-]+(\[bot\])?$/.test(opts.requestedBy)) {
    lines.push(`Co-authored-by: ${opts.requestedBy} <${opts.requestedBy}@users.noreply.github.com>`);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
