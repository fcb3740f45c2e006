/**
 * CI-failure fixes (`workflow_run` completed with a failure on a pull request's branch of this
 * repository): the failed jobs' logs are fetched (needs `actions: read`), cut to the part worth
 * reading, redacted and capped, and handed to the agent as untrusted event data; the fix goes
 * where `push` says (the PR's branch with `pr-branch`, else the report's diff proposes it).
 *
 * - A log is data, never instructions: it contains whatever the PR's code and tests printed, so
 *   anyone who can open a PR can write into it. It sits inside the untrusted block of the system
 *   prompt like a PR body, and nothing in it can grant a permission (the policy decides every call).
 * - It is redacted (this run's token and key, and the usual token shapes) before the model sees
 *   it: a test that printed an environment variable must not hand it on.
 * - Without `actions: read` GitHub answers the jobs list with 403 (404 for a private repository):
 *   the run fails before the model is called, naming the permission, rather than with a bare 403.
 * - Marshal never loops on its own pushes: each fix commit carries a `Marshal-CI-Fix:` trailer,
 *   and when the PR's head already has MAX_FIX_ATTEMPTS of them in a row, the run stops before
 *   the model is called and says so (a person has to look).
 */
import type { Exec } from '../exec.js';
import { GitHubError, type GitHub } from '../github/index.js';
import type { Redactor } from '../shared/redact.js';
import { stripControl } from '../report/markdown.js';
import { git } from '../workspace/git.js';

const FIX_TRAILER = 'Marshal-CI-Fix';
/** Consecutive Marshal fix commits at a PR's head after which it stops trying. */
const MAX_FIX_ATTEMPTS = 2;
const MAX_JOBS = 3;
const MAX_LINES_PER_JOB = 150;
/** All logs together; the system prompt keeps 8,000 characters of an event field. */
const MAX_LOG_CHARS = 7_000;

/** Token shapes redacted from logs besides this run's own secrets (already masked by the runner, usually). */
const TOKEN_SHAPES = /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|sk-ant-[A-Za-z0-9_-]{10,}|AKIA[0-9A-Z]{16}|xox[abpr]-[A-Za-z0-9-]{10,})\b/g;

class FixLimitError extends Error {
  override name = 'FixLimitError';
}

/** How many commits in a row, from `sha` back, are Marshal's CI fixes. */
export async function consecutiveFixes(cwd: string, sha: string, exec?: Exec): Promise<number> {
  const log = await git(['log', `-n${MAX_FIX_ATTEMPTS + 1}`, '--format=%B%x1e', sha], { cwd, ...(exec ? { exec } : {}) });
  let count = 0;
  for (const message of log.stdout.split('\x1e')) {
    if (!message.trim()) continue;
    if (!new RegExp(`^${FIX_TRAILER}: `, 'm').test(message)) break;
    count++;
  }
  return count;
}

/** Refuses a further attempt once the head already holds MAX_FIX_ATTEMPTS fixes in a row. */
export async function checkFixLimit(cwd: string, sha: string, exec?: Exec): Promise<void> {
  const made = await consecutiveFixes(cwd, sha, exec);
  if (made >= MAX_FIX_ATTEMPTS) {
    throw new FixLimitError(
      `CI still fails after ${made} fix commits by Marshal in a row (the last ${made} commits on the PR carry ${FIX_TRAILER}); Marshal does not try again on its own. Push a fix, or ask with a comment.`,
    );
  }
}

/** The commit message of a fix, with the trailer the limit counts. */
export function withFixTrailer(message: string, runId: number): string {
  const body = message.trimEnd();
  const lastLine = body.split('\n').pop() ?? '';
  return `${body}${/^[\w-]+: /.test(lastLine) ? '\n' : '\n\n'}${FIX_TRAILER}: run ${runId}\n`;
}

/** The part of a job's log worth reading: timestamps off, the tail, capped from the end. */
export function relevantTail(log: string, maxChars = MAX_LOG_CHARS): string {
  const lines = stripControl(log)
    .split('\n')
    .map((l) => l.replace(/^\d{4}-\d\d-\d\dT[\d:.]+Z ?/, ''))
    .filter((l) => !/^##\[(?:group|endgroup)\]/.test(l) && l.trim() !== '');
  let tail = lines.slice(-MAX_LINES_PER_JOB).join('\n');
  if (tail.length > maxChars) tail = `[...]\n${tail.slice(-maxChars)}`;
  const omitted = lines.length - MAX_LINES_PER_JOB;
  return omitted > 0 ? `[... ${omitted} earlier lines omitted]\n${tail}` : tail;
}

async function listJobs(gh: GitHub, runId: number): ReturnType<GitHub['listRunJobs']> {
  try {
    return await gh.listRunJobs(runId);
  } catch (error) {
    if (error instanceof GitHubError && (error.status === 403 || error.status === 404)) {
      throw new Error(
        `Marshal could not list the jobs of the failed run ${runId} (GitHub answered ${error.status}): reading CI logs needs \`permissions: actions: read\` in the workflow's job (see examples/workflows/marshal-ci-fix.yml).`,
      );
    }
    throw error;
  }
}

/** The failed jobs' log tails, redacted, as one text for the untrusted event block. */
export async function failedJobLogs(gh: GitHub, runId: number, redactor: Redactor): Promise<string> {
  const failed = (await listJobs(gh, runId)).filter((j) => j.conclusion === 'failure');
  if (failed.length === 0) return 'No failed job was found in the run (it may have been re-run).';
  const parts: string[] = [];
  const shown = failed.slice(0, MAX_JOBS);
  for (const job of shown) {
    let text: string;
    try {
      text = relevantTail(await gh.getJobLog(job.id), Math.floor(MAX_LOG_CHARS / shown.length) - 200);
    } catch (error) {
      text = `(the log could not be read: ${(error as Error).message})`;
    }
    const steps = job.failedSteps.length ? ` (failed steps: ${job.failedSteps.join(', ')})` : '';
    parts.push(`=== job "${job.name}"${steps}\n${redactor.redact(text).replace(TOKEN_SHAPES, '[REDACTED]')}`);
  }
  if (failed.length > MAX_JOBS) parts.push(`[... ${failed.length - MAX_JOBS} more failed jobs not shown]`);
  return parts.join('\n\n');
}
