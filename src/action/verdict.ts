/**
 * One verdict per run, read by everything that reports it: the `conclusion` output, the check run
 * and the step's status say the same thing (a green step under a red check, or `success` from a
 * step that failed, would leave the reader to guess which one is true).
 *
 * The rule, first match wins:
 *   0. refused before anything ran                  -> refused   NO check         step passes
 *   1. an error                                     -> failure   check failure    step fails
 *   2. the agent failed, or the job was cancelled   -> failure / cancelled (check the same), step fails
 *   3. the push or the PR it asked for failed       -> failure   check failure    step fails
 *   4. changes were reverted by the outcome check   -> failure   check failure    step fails
 *   5. calls were denied and fail_on_deny is set    -> failure   check failure    step fails
 *   6. stopped by someone with write access         -> cancelled check neutral    step passes
 *   7. stopped at a limit                           -> limit     check neutral    step passes
 *   8. otherwise                                    -> success   check success    step passes
 * So `conclusion` is `failure` whenever the step fails, except a cancelled job (`cancelled`).
 *
 * Why a refusal writes no check run at all: a check run is a verdict on a commit, and a run
 * refused before anything ran (the PR head moved since the review or the failed CI run it was
 * asked about) has looked at no commit. A failure on the current head would block code nobody
 * judged; a neutral one would be worse: GitHub shows the newest run of a name per commit, so it
 * would replace an earlier real verdict there (a failure included) with one that satisfies a
 * required check. The requester is told in the comment and the log, like any other refusal.
 *
 * Why a failed push fails the run: the result the run was asked to publish (a commit on the PR
 * branch, a new PR) is not there. A green check, a `success` output and a passing step would say
 * the opposite; the report names the error.
 *
 * Why a revert fails the run even without fail_on_deny: a denied call was stopped before it did
 * anything, which is the policy working. A reverted change means a program the policy allowed
 * wrote where the policy says no (a test script planting a workflow, a build rewriting a file
 * outside its rules): the published result is not what the agent produced, and that must be
 * visible to branch protection, not only in a comment.
 */
import path from 'node:path';
import type { EngineResult } from '../engine.js';
import type { CheckAnnotation, CheckConclusion } from '../github/index.js';
import type { Redactor } from '../shared/redact.js';
import type { ActionOutputs } from './outputs.js';

export interface RunVerdict {
  conclusion: ActionOutputs['conclusion'];
  /** The check run's conclusion; null: no check run is written (nothing ran, see above). */
  check: CheckConclusion | null;
  /** The check run's title: one line. */
  title: string;
  /** Why the step fails; null when it passes. */
  failed: string | null;
}

export interface VerdictInput {
  failure: string | null;
  result: EngineResult | null;
  stoppedBy: string | null;
  failOnDeny: boolean;
  /** Why the run was refused before anything ran (no model call, no change); null otherwise. */
  refused?: string | null;
  /** Why the push or the PR the run was asked for failed; null when it did not fail. */
  publishFailed?: string | null;
}

export function runVerdict({ failure, result, stoppedBy, failOnDeny, refused = null, publishFailed = null }: VerdictInput): RunVerdict {
  if (refused) return { conclusion: 'refused', check: null, title: 'Marshal did not run', failed: null };
  if (failure || !result) {
    const why = failure ?? 'the run ended without a result';
    return { conclusion: 'failure', check: 'failure', title: 'Marshal failed', failed: why };
  }
  const agent = result.agent;
  if (agent.conclusion === 'failure' || (agent.conclusion === 'cancelled' && !stoppedBy)) {
    const check = agent.conclusion === 'cancelled' ? 'cancelled' : 'failure';
    return { conclusion: agent.conclusion, check, title: `The agent did not finish (${agent.conclusion})`, failed: `The agent did not finish: ${agent.reason}` };
  }
  if (publishFailed) return { conclusion: 'failure', check: 'failure', title: 'The result could not be published', failed: `The result could not be published: ${publishFailed}` };
  const reverted = result.outcome.filter((o) => o.action === 'reverted').length;
  const denied = result.denied.length;
  if (reverted > 0) {
    const also = failOnDeny && denied ? ` and ${denied} denied call(s) with fail_on_deny set` : '';
    return {
      conclusion: 'failure',
      check: 'failure',
      title: `${reverted} change(s) reverted by the policy`,
      failed: `${reverted} change(s) made by commands that the policy does not allow were reverted${also}`,
    };
  }
  if (failOnDeny && denied > 0) {
    return { conclusion: 'failure', check: 'failure', title: `${denied} call(s) denied by the policy`, failed: `${denied} tool call(s) denied by the policy and fail_on_deny is set` };
  }
  const note = denied ? ` (${denied} call(s) denied)` : '';
  if (agent.conclusion === 'cancelled') return { conclusion: 'cancelled', check: 'neutral', title: `Stopped by ${stoppedBy}${note}`, failed: null };
  if (agent.conclusion === 'limit') return { conclusion: 'limit', check: 'neutral', title: `Stopped at a limit${note}`, failed: null };
  return { conclusion: 'success', check: 'success', title: `Succeeded${note}`, failed: null };
}

/**
 * One annotation per denied call and per reverted change. A call is annotated on the file it
 * names (Read/Edit/Write `file_path`, a Grep/Glob/LS `path`) at its `offset` line when it gives
 * one, else on the policy file; a path outside the workspace is never an annotation's path.
 */
export function runAnnotations(result: EngineResult, opts: { policyPath: string; workspace: string; failOnDeny: boolean; redactor?: Redactor }): CheckAnnotation[] {
  const redact = (text: string) => (opts.redactor ? opts.redactor.redact(text) : text);
  const out: CheckAnnotation[] = [];
  for (const d of result.denied) {
    const input = (d.input ?? {}) as Record<string, unknown>;
    const named = [input.file_path, input.path, input.notebook_path].find((v): v is string => typeof v === 'string' && v !== '');
    const file = named ? repoPath(named, opts.workspace) : null;
    const offset = typeof input.offset === 'number' && Number.isInteger(input.offset) && input.offset >= 1 ? input.offset : 1;
    const line = file ? offset : 1;
    out.push({
      path: file ?? opts.policyPath,
      startLine: line,
      endLine: line,
      level: opts.failOnDeny ? 'failure' : 'warning',
      title: redact(`Marshal denied ${d.name}`),
      message: redact(`Denied ${d.name} ${d.summary}: ${d.reason ?? 'denied'}${d.rule ? ` (rule ${d.rule})` : ''}`),
    });
  }
  for (const f of result.outcome.filter((o) => o.action === 'reverted')) {
    out.push({ path: f.path, startLine: 1, endLine: 1, level: 'failure', title: 'Marshal reverted this change', message: redact(`Reverted: ${f.reason}${f.rule ? ` (rule ${f.rule})` : ''}`) });
  }
  return out;
}

/** A model-given path as a repository path, or null when it is not one (outside, `~`, empty). */
function repoPath(given: string, workspace: string): string | null {
  const abs = path.resolve(workspace, given);
  const rel = path.relative(workspace, abs);
  if (!rel || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) || given.startsWith('~')) return null;
  return rel.split(path.sep).join('/');
}
