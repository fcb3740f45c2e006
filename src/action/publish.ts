/**
 * What happens to the run's changes: nothing (`push: false`, the diff is reported), a commit
 * pushed to the PR's own branch (`pr-branch`), or a `marshal/<run-id>` branch and a PR
 * (`new-pr`; always for runs started from an issue). No diff means no commit and no PR. A
 * failure here is reported in the comment, never thrown: the diff is still shown.
 */
import type { EngineResult } from '../engine.js';
import type { GitHub } from '../github/index.js';
import type { Redactor } from '../report/redact.js';
import type { ReportContext } from '../report/index.js';
import type { Settings } from '../settings.js';
import type { TriggerDecision } from '../trigger/index.js';
import { commitAndPush, commitMessage } from '../workspace/push.js';
import { errorText } from './comments.js';
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
  const message = commitMessage({ task: decision.task, requestedBy: env.actor, ...(link ? { link } : {}) });

  if (mode === 'pr-branch') {
    const branch = prepared.checkedOut?.branch;
    if (!prepared.pull || !branch) {
      const why = prepared.pull ? 'the PR head lives in a fork' : 'this run has no pull request';
      return { kind: 'pr-branch', error: `not pushed: ${why}` };
    }
    try {
      const pushed = await commitAndPush({ cwd: prepared.cwd, branch, defaultBranch: prepared.defaultBranch, message, token: settings.inputs.githubToken });
      return { kind: 'pr-branch', branch: pushed.branch, commit: pushed.commit };
    } catch (error) {
      return { kind: 'pr-branch', branch, error: req.redactor.redact(errorText(error)) };
    }
  }

  const branch = `marshal/${env.runId || Date.now()}${env.runAttempt && env.runAttempt > 1 ? `-${env.runAttempt}` : ''}`;
  // A PR opened from a PR run targets that PR's branch (a stacked PR); otherwise the default branch.
  const base = prepared.checkedOut?.branch ?? prepared.defaultBranch;
  try {
    const pushed = await commitAndPush({ cwd: prepared.cwd, branch, defaultBranch: prepared.defaultBranch, message, token: settings.inputs.githubToken });
    const title = message.split('\n')[0] as string;
    const body = [
      `Opened by Marshal${env.runUrl ? ` in [this run](${env.runUrl})` : ''}.`,
      number !== undefined ? `\nRequested in #${number}${env.actor ? ` by @${env.actor}` : ''}.` : '',
      `\n**Task**\n\n> ${decision.task.replace(/\n/g, '\n> ')}`,
      `\n\`\`\`\n${result.diff.stat.trim()}\n\`\`\``,
    ].join('\n');
    const pr = await gh.createPull({ title, body: req.redactor.redact(body), head: branch, base });
    return { kind: 'new-pr', branch, commit: pushed.commit, prUrl: pr.htmlUrl };
  } catch (error) {
    return { kind: 'new-pr', branch, error: req.redactor.redact(errorText(error)) };
  }
}
