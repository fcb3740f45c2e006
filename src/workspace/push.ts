/**
 * Commits the run's changes and pushes them: to the PR's own branch (`pr-branch`) or to a new
 * `marshal/<run-id>` branch (`new-pr`, the caller then opens the PR). Never to the default branch,
 * never with force: a rejected push is reported, and the diff is still in the comment.
 *
 * This runs after the agent, on a work tree whose `.git` it may have changed, so everything goes
 * through a sealed repository (sealed.ts): the commit is built with plumbing (`write-tree`,
 * `commit-tree`: no hooks exist for them) from exactly the paths the outcome check accepted
 * (diff.ts stageChanges: never `add --all`), and pushed to the URL captured before the run
 * (`pushUrl`), not to whatever `origin` or an `insteadOf` rule says now. One ref is pushed, the
 * branch: tags and other branches the run made stay local. The work tree's branch is then moved
 * to the commit (hooks off), so later steps see it as before.
 */
import type { Exec } from '../exec.js';
import { isSafeBranchName } from './checkout.js';
import { stageChanges } from './diff.js';
import { allChanges, type PublishSet } from './outcome.js';
import { openSealed } from './sealed.js';

export interface PushRequest {
  cwd: string;
  branch: string;
  defaultBranch: string;
  message: string;
  /** Where to push, read before the agent ran (`git remote get-url --push origin`). */
  pushUrl: string;
  token?: string;
  exec?: Exec;
  /** What the outcome check accepted: exactly these paths are committed (EngineResult.publish). */
  changes?: PublishSet;
  /** Without `changes`: paths to leave out of everything that differs from `baseSha`. */
  exclude?: readonly string[];
  /** Without `changes`: the commit the run started at. */
  baseSha?: string;
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
  if (!req.pushUrl) throw new PushRefusedError('no push URL was recorded before the run (the checkout has no origin remote)');
  const repo = await openSealed(req.cwd, req.exec);
  try {
    const head = repo.head;
    if (!head) throw new PushRefusedError('the work tree has no commit checked out');
    const changes = req.changes ?? (await allChanges(req.cwd, req.baseSha ?? head, req.exec, req.exclude ?? []));
    if (changes.head !== head) throw new PushRefusedError('HEAD moved after the outcome check; nothing was pushed');
    await stageChanges(repo, changes, req.cwd);
    const tree = (await repo.run(['write-tree'])).stdout.trim();
    const headTree = (await repo.run(['rev-parse', `${head}^{tree}`])).stdout.trim();
    // The run's commits go out as they are only when the check let every path they touched out;
    // otherwise their result goes out as one commit on the start commit.
    const parent = changes.keepHistory ? head : changes.base;
    let commit = head;
    if (tree !== headTree || parent !== head) {
      commit = (await repo.run(['commit-tree', tree, '-p', parent, '-F', '-'], { input: req.message })).stdout.trim();
      // The checked-out branch (or detached HEAD) moves to the commit, only if nothing moved it.
      await repo.runReal(['update-ref', '-m', 'marshal: commit the run', 'HEAD', commit, head]);
      await repo.runReal(['read-tree', commit]);
    }
    await repo.run(['push', '--no-verify', '--porcelain', req.pushUrl, `${commit}:refs/heads/${req.branch}`], { token: req.token });
    return { commit, branch: req.branch };
  } finally {
    repo.close();
  }
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
