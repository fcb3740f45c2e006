/**
 * Which events start a run, and with what task. A pure function over Settings: no I/O (the actor
 * permission check is separate, in actor.ts, because it needs the API).
 *
 * - schedule / workflow_dispatch: the `prompt` input is the task (no prompt, no run);
 * - a PR comment, a review comment or a submitted review: the trigger phrase must be in it;
 * - an issue opened with the phrase in its title or body, or a comment with the phrase on a plain
 *   issue: an issue run (its changes go to a new PR);
 * - an issue labeled with `label_trigger` or assigned to `assignee_trigger`: an issue run. Only
 *   that label or assignee starts one (any other label or assignee, and any labeling without the
 *   input, starts nothing: each label event on an issue that mentions the phrase used to start
 *   another run); the label is removed when the run starts, so re-applying it runs again;
 * - anything else: no run, with a reason for the log.
 *
 * Everything that came from the payload and reaches the model is sanitised here
 * (untrusted-text.ts): the task, and the context the model sees but must not obey.
 */
import { COMMENT_MARKER, REPLY_MARKER } from '../report/index.js';
import type { Settings } from '../settings.js';
import { DEFAULT_ISSUE_TASK, DEFAULT_PR_TASK, findTrigger, hasDirectionControls } from './phrase.js';
import { parseSteeringCommand } from './steering-command.js';
import { sanitizeUntrusted, stripInvisible } from './untrusted-text.js';

/** Context shown to the model as data, never as instructions. Every string is sanitised. */
export interface UntrustedContext {
  title?: string;
  body?: string;
  comment?: string;
  file?: string;
  line?: number;
  diffHunk?: string;
}

/**
 * A request refused for what it says (not for who sent it): the Action answers it where the
 * requester looks (a confused reaction on the comment, a one-line reply on the PR or issue), once
 * the sender is known to be someone who could have started a run. `message` is ours, fixed text:
 * it never quotes the request and never names the trigger phrase (a reply posted with a personal
 * or App token starts workflows, and must not read as a request of its own).
 */
export interface Refusal {
  issueNumber: number;
  /** What the reaction goes on: the comment, or the issue itself (an `issues` event). */
  target?: { kind: 'issue-comment' | 'review-comment' | 'issue'; id: number };
  message: string;
  /**
   * Answered only when no run in progress picked the request up (a steering command: a run
   * reacts to the ones it takes with eyes, and its report answers them).
   */
  unlessPickedUp?: true;
}

export type TriggerDecision =
  | { run: false; reason: string; level: 'notice' | 'info'; refusal?: Refusal }
  | {
      run: true;
      kind: 'pr' | 'issue' | 'prompt';
      task: string;
      prNumber?: number;
      issueNumber?: number;
      commentTarget?: { kind: 'issue-comment' | 'review-comment'; id: number };
      /** A CI-failure fix: the failed workflow run whose job logs the agent gets (action/ci-fix.ts). */
      ciFix?: { runId: number; name: string };
      /** A pull request review (plan mode, the answer posted as one review; action/review.ts). */
      review?: true;
      /** The trigger label to take off the issue once the run starts (label_trigger runs). */
      removeLabel?: string;
      untrusted: UntrustedContext;
    };

const REVIEW_TASK =
  'Review this pull request: read the changed files and whatever they depend on, and look for bugs, security problems, missing tests and unclear code. ' +
  'Do not change anything (this run is read-only). End with the review as your final answer: a summary, and inline comments on lines of the diff shown in the event data ' +
  '(side RIGHT with the line number in the new file; side LEFT for deleted lines). Where you propose a concrete change, put the exact replacement lines in `suggestion`.';

const CI_FIX_TASK =
  'A CI run failed on this pull request. Find the cause in the failed jobs\' logs (in the event data) and the code, and fix it with the smallest change; ' +
  'run the failing check again if the policy allows it. Fix the code, not the CI configuration, unless the configuration is what is wrong.';

const REVIEW_ACTIONS = new Set(['opened', 'synchronize', 'ready_for_review']);

/** Longest diff hunk passed along with a review comment. */
const MAX_HUNK_CHARS = 4_000;

function skip(reason: string, level: 'notice' | 'info' = 'info'): Extract<TriggerDecision, { run: false }> {
  return { run: false, reason, level };
}

export function decideTrigger(settings: Settings): TriggerDecision {
  const { event, inputs } = settings;
  const phrase = inputs.triggerPhrase;

  // Marshal's own report quotes tool output and the task, which can contain the phrase. Posted
  // with a PAT (GITHUB_TOKEN events start no workflows), it would start a run of its own.
  const body = 'comment' in event ? event.comment.body : event.kind === 'review' ? event.body : '';
  if (body.includes(COMMENT_MARKER)) return skip('the comment is a Marshal report; reports never trigger runs');
  if (body.includes(REPLY_MARKER)) return skip('the comment is a Marshal reply; replies never trigger runs');
  // Direction overrides make the page show something else than the text says (Trojan Source):
  // whatever the maintainer read, it was not this. Such a body never triggers, with a reason.
  const texts = event.kind === 'issue' ? [event.title, event.body] : [body];
  if (texts.some((t) => hasDirectionControls(t) && stripInvisible(t).toLowerCase().includes(phrase.toLowerCase()))) {
    const refused = skip(
      `the text mentioning ${phrase} contains Unicode direction controls (U+202A-U+202E, U+2066-U+2069), which make it display differently from what it says; it does not start a run. Post the request without them.`,
      'notice',
    );
    const where = replyPlace(settings);
    if (!where) return refused;
    return {
      ...refused,
      refusal: {
        ...where,
        message:
          'Marshal did not run this request: it contains Unicode direction-control characters (U+202A-U+202E, U+2066-U+2069), which make text display differently from what it says. Post the request again without them.',
      },
    };
  }
  // `@marshal steer: ...` / `@marshal stop` speak to a run in progress (which polls for them).
  const command = body ? parseSteeringCommand(findTrigger(body, phrase)?.task ?? '') : null;
  if (command) {
    const skipped = skip(`the comment is a ${command.kind} command for a Marshal run in progress; it does not start a run of its own`, 'notice');
    // With no run in progress, nobody would ever answer it: its author is told, unless a run
    // picked it up (this event's job waits in the concurrency group until that run has ended).
    const where = replyPlace(settings);
    if (!where) return skipped;
    const what = command.kind === 'stop' ? 'to stop' : 'to steer';
    return {
      ...skipped,
      refusal: {
        ...where,
        unlessPickedUp: true,
        message: `No Marshal run was in progress here ${what}: stop and steer commands speak to a run while it works (a run that takes one reacts with 👀). To start a run, ask for the task itself.`,
      },
    };
  }

  switch (event.kind) {
    case 'schedule':
    case 'dispatch': {
      const source = event.kind === 'schedule' ? 'scheduled' : 'workflow_dispatch';
      if (!inputs.prompt) {
        return skip(`a ${source} run needs the 'prompt' input (the task to perform); none was given`, 'notice');
      }
      // The prompt is written by the workflow's author (committed YAML or a dispatch form filled
      // in by someone with write access), so it is the task as is.
      return { run: true, kind: 'prompt', task: inputs.prompt, untrusted: {} };
    }

    case 'pr-comment': {
      const match = findTrigger(event.comment.body, phrase);
      if (!match) return skip(`comment ${event.comment.id} on #${event.prNumber} does not mention ${phrase}`);
      // `@marshal review [focus]`: a review run; what follows the word is where to look closer.
      const review = /^review\b[\s:,.-]*([\s\S]*)$/i.exec(match.task);
      return {
        run: true,
        kind: 'pr',
        ...(review ? { review: true as const } : {}),
        task: review ? `${REVIEW_TASK}${review[1]?.trim() ? `\n\nThe requester asks to focus on: ${review[1].trim()}` : ''}` : match.task || DEFAULT_PR_TASK,
        prNumber: event.prNumber,
        commentTarget: { kind: 'issue-comment', id: event.comment.id },
        untrusted: clean({ title: event.title, body: event.body, comment: event.comment.body }),
      };
    }

    case 'review-comment': {
      const match = findTrigger(event.comment.body, phrase);
      if (!match) return skip(`review comment ${event.comment.id} on #${event.prNumber} does not mention ${phrase}`);
      const where = event.line !== null ? `${event.path}:${event.line}` : event.path;
      return {
        run: true,
        kind: 'pr',
        task: match.task || `${DEFAULT_PR_TASK} The comment is on ${where}.`,
        prNumber: event.prNumber,
        commentTarget: { kind: 'review-comment', id: event.comment.id },
        untrusted: {
          ...clean({ title: event.pr.title, body: event.pr.body, comment: event.comment.body }),
          file: event.path,
          ...(event.line !== null ? { line: event.line } : {}),
          ...(event.diffHunk ? { diffHunk: codeContext(event.diffHunk, MAX_HUNK_CHARS) } : {}),
        },
      };
    }

    case 'review': {
      const match = findTrigger(event.body, phrase);
      if (!match) return skip(`review ${event.reviewId} on #${event.prNumber} does not mention ${phrase}`);
      // Reviews cannot carry reactions through the API, so there is no comment target.
      return {
        run: true,
        kind: 'pr',
        task: match.task || DEFAULT_PR_TASK,
        prNumber: event.prNumber,
        untrusted: clean({ title: event.pr.title, body: event.pr.body, comment: event.body }),
      };
    }

    case 'issue-comment': {
      const match = findTrigger(event.comment.body, phrase);
      if (!match) return skip(`comment ${event.comment.id} on issue #${event.issueNumber} does not mention ${phrase}`);
      return {
        run: true,
        kind: 'issue',
        task: match.task || DEFAULT_ISSUE_TASK,
        issueNumber: event.issueNumber,
        commentTarget: { kind: 'issue-comment', id: event.comment.id },
        untrusted: clean({ title: event.title, body: event.body, comment: event.comment.body }),
      };
    }

    case 'issue': {
      const match = findTrigger(event.body, phrase) ?? findTrigger(event.title, phrase);
      const run = (removeLabel?: string): TriggerDecision => ({
        run: true,
        kind: 'issue',
        // A label or an assignment is a request for the issue itself; a phrase in it says more.
        task: match?.task || DEFAULT_ISSUE_TASK,
        issueNumber: event.number,
        ...(removeLabel !== undefined ? { removeLabel } : {}),
        untrusted: clean({ title: event.title, body: event.body }),
      });
      if (event.action === 'labeled') {
        // Only adding THE label is a request: the label is the maintainer's act (the labeler is
        // the one permission-checked), while the body was written by whoever opened the issue.
        if (!inputs.labelTrigger) return skip(`issue #${event.number} was labeled; labels start a run only with the label_trigger input`);
        if ((event.label ?? '').toLowerCase() !== inputs.labelTrigger.toLowerCase()) {
          return skip(`issue #${event.number} was labeled ${JSON.stringify(event.label ?? '')}, not the label_trigger ${JSON.stringify(inputs.labelTrigger)}`);
        }
        return run(event.label as string);
      }
      if (event.action === 'assigned') {
        if (!inputs.assigneeTrigger) return skip(`issue #${event.number} was assigned; assignments start a run only with the assignee_trigger input`);
        if ((event.assignee ?? '').toLowerCase() !== inputs.assigneeTrigger) {
          return skip(`issue #${event.number} was assigned to @${event.assignee ?? ''}, not the assignee_trigger @${inputs.assigneeTrigger}`);
        }
        return run();
      }
      if (!match) return skip(`issue #${event.number} (${event.action}) does not mention ${phrase} in its title or body`);
      return run();
    }

    case 'pull-request':
      // Reviews run on `pull_request` only: `pull_request_target` hands a write token and the
      // secrets to a job about a fork's code, which guard mode may use because it runs nothing.
      if (inputs.review && event.eventName === 'pull_request' && REVIEW_ACTIONS.has(event.action)) {
        if (event.draft) return skip(`#${event.pr.number} is a draft; it is reviewed when marked ready for review`);
        return { run: true, kind: 'pr', review: true, task: REVIEW_TASK, prNumber: event.pr.number, untrusted: clean({ title: event.pr.title, body: event.pr.body }) };
      }
      // Otherwise guard mode (src/action/guard-run.ts) handles these; they never start an agent.
      return skip(`${event.eventName} (${event.action}) events run guard mode only; they never start an agent`, 'notice');

    case 'workflow-run': {
      const what = `workflow run ${event.runId}${event.name ? ` (${event.name})` : ''}`;
      if (event.action !== 'completed' || event.conclusion !== 'failure') return skip(`${what} ${event.action} with conclusion ${event.conclusion || 'none'}; only failed runs are fixed`);
      // A fork's branch is never pushed to, and its code is never run with this job's secrets.
      if (!event.sameRepo) return skip(`${what} ran on a fork's branch; Marshal fixes CI only on branches of this repository`, 'notice');
      const prNumber = event.prNumbers[0];
      if (prNumber === undefined) return skip(`${what} failed on a branch with no open pull request`, 'notice');
      return {
        run: true,
        kind: 'pr',
        task: CI_FIX_TASK,
        prNumber,
        ciFix: { runId: event.runId, name: event.name },
        untrusted: clean({ title: `CI run "${event.name}" (${event.runId}) failed on ${event.headSha.slice(0, 12)}` }),
      };
    }

    case 'unsupported': {
      const skipped = skip(`${event.eventName}${event.action ? ` (${event.action})` : ''}: ${event.reason}`, 'notice');
      const edit = event.edit;
      // An edit that ADDED a request is someone expecting a run: they are told why none starts
      // (answered only if the editor may start runs; actor.ts checks the editor). An edit of a
      // comment that already asked (a typo fixed after its run) is not answered again, and nor is
      // Marshal's own report or reply, which it edits itself.
      if (!edit || [COMMENT_MARKER, REPLY_MARKER].some((m) => edit.comment.body.includes(m))) return skipped;
      if (!findTrigger(edit.comment.body, phrase) || (edit.previousBody !== null && findTrigger(edit.previousBody, phrase))) return skipped;
      return {
        ...skipped,
        refusal: {
          issueNumber: edit.issueNumber,
          target: { kind: edit.target, id: edit.comment.id },
          message: 'Marshal does not act on edited comments (an edit could rewrite a request after it was read). Post the request again as a new comment.',
        },
      };
    }
  }
}

/** Where a refusal of this event is answered: the conversation, and the comment when there is one. */
function replyPlace(settings: Settings): Omit<Refusal, 'message'> | null {
  const { event } = settings;
  switch (event.kind) {
    case 'pr-comment':
      return { issueNumber: event.prNumber, target: { kind: 'issue-comment', id: event.comment.id } };
    case 'issue-comment':
      return { issueNumber: event.issueNumber, target: { kind: 'issue-comment', id: event.comment.id } };
    case 'review-comment':
      return { issueNumber: event.prNumber, target: { kind: 'review-comment', id: event.comment.id } };
    case 'review':
      // Reviews take no reactions through the API: the reply alone answers.
      return { issueNumber: event.prNumber };
    case 'issue':
      return { issueNumber: event.number, target: { kind: 'issue', id: event.number } };
    default:
      return null;
  }
}

/**
 * A diff hunk is code, shown as code in the review: nothing in it is hidden from the reviewer, so
 * it is not read as markdown (that would drop an HTML file's `<!-- -->` or `<details>` lines from
 * the code the model sees). Only invisible characters, which the reviewer cannot see, go.
 */
function codeContext(text: string, max: number): string {
  const out = stripInvisible(text.replace(/\r\n?/g, '\n'));
  return out.length > max ? `${out.slice(0, max)}\n[... ${out.length - max} more characters omitted]` : out;
}

function clean(fields: { title?: string; body?: string; comment?: string }): UntrustedContext {
  const out: UntrustedContext = {};
  for (const key of ['title', 'body', 'comment'] as const) {
    const value = sanitizeUntrusted(fields[key]);
    if (value) out[key] = value;
  }
  return out;
}
