/**
 * Guard mode: a pull_request / pull_request_target event (opened, synchronize, reopened) holds
 * the PR's changed files against the BASE branch's policy (src/guard/check-diff.ts), for any
 * author's PR: another agent's, a bot's, a person's. No model, no API key, no checkout.
 *
 * When it runs: input `guard: false` never; `true` always; `auto` (default) when the base
 * policy has a `guard` key. The key's `authors` scope it ("everyone", "bots", logins); a PR
 * nobody in scope opened or pushed to gets a neutral check (so a required check never waits).
 *
 * Security:
 * - The policy is read from the base commit through the API, never from the head: a PR cannot
 *   loosen the rules it is checked against. The files come from the API's list of the PR's
 *   files; when GitHub cannot list them all, the check fails (an unseen file is not a clean one).
 * - Nothing from the PR runs or is even checked out: file names are the only PR data used, and
 *   they are judged by name (no symlink in a checkout can redirect them). That is what makes
 *   `pull_request_target` safe here: it runs the base branch's workflow with a write token (so
 *   the check run can be written for fork PRs too), and guard mode gives the PR nothing to run
 *   with it. The workflow must not add a checkout of the PR's head (see the example workflow).
 * - File names are the PR author's: they reach the log JSON-quoted and through logLine (no line
 *   break can start a workflow command) and annotations only as properties @actions/core escapes.
 */
import * as core from '@actions/core';
import { createGitHub, type CheckAnnotation } from '../github/index.js';
import { checkChangedFiles, describeFinding, loadGuardPolicy, type GuardFinding } from '../guard/check-diff.js';
import { PolicyError } from '../policy/index.js';
import { Redactor } from '../shared/redact.js';
import type { Settings } from '../settings.js';
import { isBot } from '../trigger/actor.js';
import { logLine } from '../log-safe.js';
import { CheckRun, GUARD_CHECK_NAME } from './check-run.js';
import { errorText } from './comments.js';
import { writeOutputs } from './outputs.js';

type PullRequestEvent = Extract<Settings['event'], { kind: 'pull-request' }>;

/** GitHub lists at most this many files of a PR through the API. */
const GUARD_MAX_FILES = 3000;

const PROBLEM_TITLE: Record<GuardFinding['problem'], string> = {
  protected: 'Protected path changed',
  denied: 'Change denied by the policy',
  'not-allowed': 'Change not allowed by the policy',
  'read-denied': 'Read-denied file committed',
};

/** Whether the PR's author or the event's sender is one of `authors`. */
function inGuardScope(authors: readonly string[], people: ReadonlyArray<{ login: string; type: string }>): boolean {
  return people.some((p) => authors.some((a) => a === 'everyone' || (a === 'bots' && isBot(p.login, p.type)) || a === p.login.toLowerCase()));
}

export async function runGuard(settings: Settings, event: PullRequestEvent): Promise<void> {
  const { inputs, env } = settings;
  if (inputs.guard === 'false') {
    core.notice(`Marshal did not run: ${event.eventName} events run guard mode only, and the guard input is false`);
    writeOutputs({ conclusion: 'skipped' });
    return;
  }
  const redactor = new Redactor();
  if (inputs.githubToken) {
    core.setSecret(inputs.githubToken);
    redactor.add(inputs.githubToken);
  }
  const gh = createGitHub({ token: inputs.githubToken, apiUrl: env.apiUrl, owner: env.repository.owner, repo: env.repository.repo, redactor });
  const check = new CheckRun(gh, GUARD_CHECK_NAME, { notice: (m) => core.notice(m), warning: (m) => core.warning(m) }, env.runUrl);
  const headSha = event.pr.head.sha;
  const base = `${event.pr.base.ref} (${event.pr.base.sha.slice(0, 7)})`;
  const source = `${inputs.policy} at base ${base}`;
  const fail = async (why: string) => {
    const message = redactor.redact(why);
    await check.finish({ conclusion: 'failure', title: 'Marshal guard could not check this PR', summary: message }, headSha);
    writeOutputs({ conclusion: 'failure' });
    core.setFailed(logLine(message));
  };

  let close = () => {};
  try {
    const text = await gh.getFileAtRef(inputs.policy, event.pr.base.sha);
    if (text === null) {
      if (inputs.guard === 'auto') return skipped(`no ${inputs.policy} at base ${base}, so no guard key: guard mode is off`);
      return await fail(`guard is true, but there is no ${inputs.policy} at base ${base}: without a policy nothing says what a PR may change`);
    }
    const loaded = await loadGuardPolicy(text, source);
    close = loaded.close;
    const { policy } = loaded;
    const scope = policy.doc.guard;
    if (!scope && inputs.guard === 'auto') return skipped(`the policy at base ${base} has no guard key: guard mode is off (set guard.authors in the policy, or the guard input to true)`);
    const authors = scope?.authors ?? ['everyone'];
    const people = [event.author, event.sender];
    if (!inGuardScope(authors, people)) {
      const who = [...new Set(people.map((p) => p.login))].join(', ');
      const summary = `Not in guard scope: the policy guards PRs of ${authors.join(', ')}; this one is by ${who}.`;
      core.notice(`Marshal guard: ${summary}`);
      await check.finish({ conclusion: 'neutral', title: 'Not in guard scope', summary }, headSha);
      writeOutputs({ conclusion: 'skipped' });
      return;
    }

    await check.start(headSha);
    const files = await gh.listPullFiles(event.pr.number, GUARD_MAX_FILES);
    // Fail closed: a file GitHub did not list is a file nobody checked.
    if (files.length >= GUARD_MAX_FILES || (event.changedFiles !== null && files.length < event.changedFiles)) {
      return await fail(
        `the PR changes ${event.changedFiles ?? 'at least ' + files.length} files and GitHub listed ${files.length}: guard mode cannot see every file. Check it with \`marshal policy check-diff\` in a checkout instead.`,
      );
    }
    const findings = checkChangedFiles(
      policy,
      files.map((f) => ({ path: f.filename, status: f.status, ...(f.previousFilename ? { previousPath: f.previousFilename } : {}) })),
    );
    const summary = guardSummary(findings, files.length, source);
    await check.finish({ conclusion: findings.length ? 'failure' : 'success', title: findings.length ? `${findings.length} change(s) refused by the policy` : `${files.length} changed file(s) allowed`, summary, annotations: findings.map(annotation) }, headSha);
    try {
      await core.summary.addRaw(summary).write();
    } catch (error) {
      core.warning(`Could not write the job summary: ${errorText(error)}`);
    }
    writeOutputs({ conclusion: findings.length ? 'failure' : 'success', denied_count: findings.length });
    if (!findings.length) {
      core.info(`Marshal guard: ${files.length} changed file(s), all allowed by ${source}`);
      return;
    }
    for (const f of findings) core.error(logLine(describeFinding(f)), { title: `Marshal guard: ${PROBLEM_TITLE[f.problem]}`, file: f.path });
    core.setFailed(`Marshal guard: ${findings.length} change(s) in this PR are refused by the policy at base ${base}`);
  } catch (error) {
    await fail(error instanceof PolicyError ? `the policy at base ${base} is invalid: ${error.message}` : `Marshal guard failed: ${errorText(error)}`);
  } finally {
    close();
  }
}

function skipped(reason: string): void {
  core.notice(`Marshal did not run: ${reason}`);
  writeOutputs({ conclusion: 'skipped' });
}

function annotation(f: GuardFinding): CheckAnnotation {
  return { path: f.path, startLine: 1, endLine: 1, level: 'failure', title: `Marshal guard: ${PROBLEM_TITLE[f.problem]}`, message: describeFinding(f) };
}

/** Markdown for the check run and the job summary; paths in code spans, escaped. */
function guardSummary(findings: readonly GuardFinding[], fileCount: number, source: string): string {
  const code = (s: string) => `\`${s.replace(/[`\r\n|]/g, (c) => (c === '|' ? '\\|' : ' '))}\``;
  const lines = [`## Marshal guard`, '', `${fileCount} changed file(s) held against ${code(source)}.`, ''];
  if (!findings.length) return [...lines, 'Nothing refused.'].join('\n');
  lines.push(`**${findings.length} change(s) refused:**`, '', '| path | status | problem | rule |', '|---|---|---|---|');
  for (const f of findings) lines.push(`| ${code(f.path)} | ${f.status} | ${f.problem} | ${f.rule ? code(f.rule) : ''} |`);
  lines.push('', 'Each refusal is also an annotation on its file. The policy comes from the base branch, so a PR cannot change the rules it is checked against.');
  return lines.join('\n');
}
