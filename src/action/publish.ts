/**
 * What happens to the run's changes: nothing (`push: false`, the diff is reported), a commit
 * pushed to the PR's own branch (`pr-branch`), or a `marshal/<run-id>` branch and a PR
 * (`new-pr`; always for runs started from an issue). No diff means no commit and no PR. A
 * failure here is reported in the comment, never thrown: the diff is still shown.
 */
import type { EngineResult } from '../engine.js';
import { GitHubError, type GitHub } from '../github/index.js';
import type { Redactor } from '../shared/redact.js';
import type { ReportContext } from '../report/index.js';
import type { Settings } from '../settings.js';
import type { TriggerDecision } from '../trigger/index.js';
import { commitAndPush, commitMessage } from '../workspace/push.js';
import { fenced, quoteModelMarkdown } from '../report/markdown.js';
import { safeUrl } from '../report/progress-comment.js';
import { errorText } from './comments.js';
import { withFixTrailer } from './ci-fix.js';
import type { PreparedWorkspace } from './prepare.js';

type Push = NonNullable<ReportContext['push']>;

export interface PublishRequest {
  settings: Settings;
  decision: Extract<TriggerDecision, { run: true }>;
  prepared: PreparedWorkspace;
  result: EngineResult;
  gh: GitHub;
  redactor: Redactor;
}

export async function pushResult(req: PublishRequest): Promise<Push | null> {
  const { settings, decision, prepared, result, gh } = req;
  const mode = decision.kind === 'issue' ? 'new-pr' : settings.inputs.push;
  if (mode === 'false' || result.diff.files.length === 0) return null;
  const { env } = settings;
  const number = decision.prNumber ?? decision.issueNumber;
  const link = number !== undefined ? `#${number}` : env.runUrl || undefined;
  // The commit message quotes the task: redacted like everything else Marshal writes.
  const plain = req.redactor.redact(commitMessage({ task: decision.task, requestedBy: env.actor, ...(link ? { link } : {}) }));
  // A CI fix is marked, so the next failure on it counts toward the attempts limit (ci-fix.ts).
  const message = decision.ciFix ? withFixTrailer(plain, decision.ciFix.runId) : plain;
  const push = (branch: string) =>
    commitAndPush({
      cwd: prepared.cwd, branch, defaultBranch: prepared.defaultBranch, message, pushUrl: prepared.pushUrl, token: settings.inputs.githubToken,
      // Exactly what the outcome check accepted is committed: nothing it dropped, reverted or never saw.
      changes: result.publish,
    });

  if (mode === 'pr-branch') {
    const branch = prepared.checkedOut?.branch;
    if (!prepared.pull || !branch) {
      const why = !prepared.pull ? 'this run has no pull request' : prepared.checkedOut?.readOnlyReason ? `the PR branch name is not one Marshal pushes to` : 'the PR head lives in a fork';
      return { kind: 'pr-branch', error: `not pushed: ${why}` };
    }
    try {
      const pushed = await push(branch);
      return { kind: 'pr-branch', branch: pushed.branch, commit: pushed.commit };
    } catch (error) {
      return { kind: 'pr-branch', branch, error: req.redactor.redact(errorText(error)) };
    }
  }

  const branch = `marshal/${env.runId || Date.now()}${env.runAttempt && env.runAttempt > 1 ? `-${env.runAttempt}` : ''}`;
  if (prepared.pull && !prepared.checkedOut?.branch) {
    // The head's commits are somebody else's (a fork): pushing them to a branch of THIS
    // repository would run this repository's push-triggered workflows on them, with its secrets.
    return { kind: 'new-pr', error: 'not pushed: the PR head lives in a fork (or on a branch Marshal does not push to); its commits are not pushed into this repository' };
  }
  // A PR opened from a PR run targets that PR's branch (a stacked PR); otherwise the default branch.
  const base = prepared.checkedOut?.branch ?? prepared.defaultBranch;
  try {
    const pushed = await push(branch);
    const title = message.split('\n')[0] as string;
    const body = [
      `Opened by Marshal${env.runUrl ? ` in [this run](${safeUrl(env.runUrl)})` : ''}.`,
      number !== undefined ? `\nRequested in #${number}${/^[A-Za-z0-9-]+(\[bot\])?$/.test(env.actor) ? ` by @${env.actor}` : ''}.` : '',
      // The task is comment or issue text: quoted and contained (no HTML, images or mentions).
      `\n**Task**\n\n${quoteModelMarkdown(decision.task, 4_000)}`,
      `\n${fenced(result.diff.stat.trim())}`,
    ].join('\n');
    const pr = await gh.createPull({ title, body: req.redactor.redact(body), head: branch, base });
    return { kind: 'new-pr', branch, commit: pushed.commit, prUrl: pr.htmlUrl };
  } catch (error) {
    return { kind: 'new-pr', branch, error: req.redactor.redact(explainPullRefusal(error)) };
  }
}

/**
 * GitHub refuses PRs from the workflow token unless the repository (or organisation) allows it:
 * its 403 names the setting but not where it is, and the branch is already pushed by then. The
 * report says what to change, or which token to use instead.
 */
export function explainPullRefusal(error: unknown): string {
  const text = errorText(error);
  if (error instanceof GitHubError && error.status === 403 && /not permitted to create or approve pull requests/i.test(text)) {
    return `${text}. GitHub did not let the workflow token open the PR: enable "Allow GitHub Actions to create and approve pull requests" (repository, or organisation, Settings > Actions > General > Workflow permissions), or pass a GitHub App token as github_token. The branch was pushed; a PR can be opened from it by hand.`;
  }
  return text;
}
