/**
 * The event payload's schema: the fields Marshal uses, validated with zod, turned into one
 * discriminated union. Only src/settings.ts calls `parseEventPayload` (it reads the payload file
 * once); everything else receives the typed `EventContext` inside Settings.
 *
 * Edited and deleted comments never start a run: an edit could otherwise re-trigger an old
 * instruction, or smuggle one into a comment a maintainer already read and approved by reacting.
 */
import { z } from 'zod';

export interface SenderInfo {
  login: string;
  /** 'User', 'Bot', 'Organization', ... as GitHub reports it. */
  type: string;
}

export interface CommentInfo {
  id: number;
  body: string;
  author: string;
  authorType: string;
  htmlUrl: string;
}

export interface PullInfo {
  number: number;
  title: string;
  body: string;
  head: { ref: string; sha: string; repoFullName: string };
  base: { ref: string; sha: string };
}

export type EventContext =
  | { kind: 'pr-comment'; prNumber: number; comment: CommentInfo; title: string; body: string; sender: SenderInfo }
  | { kind: 'issue-comment'; issueNumber: number; comment: CommentInfo; title: string; body: string; sender: SenderInfo }
  | {
      kind: 'review-comment';
      prNumber: number;
      comment: CommentInfo;
      /**
       * The commit the comment was made on (`comment.commit_id`): the code its author read. Not the
       * event's `pull_request.head.sha`, which is the head when the event fired: a comment made
       * while viewing an older commit would otherwise run on (and push onto) code nobody reviewed.
       */
      commitId: string;
      path: string;
      line: number | null;
      startLine: number | null;
      diffHunk: string;
      pr: PullInfo;
      sender: SenderInfo;
    }
  | {
      kind: 'review';
      prNumber: number;
      reviewId: number;
      /** The commit the review was made on (`review.commit_id`); see review-comment's commitId. */
      commitId: string;
      body: string;
      author: string;
      authorType: string;
      state: string;
      htmlUrl: string;
      pr: PullInfo;
      sender: SenderInfo;
    }
  | {
      kind: 'issue';
      number: number;
      title: string;
      body: string;
      author: string;
      authorType: string;
      action: 'opened' | 'assigned' | 'labeled';
      label?: string;
      assignee?: string;
      sender: SenderInfo;
    }
  | {
      /**
       * A PR opened, pushed to (synchronize) or reopened: guard mode only (src/action/guard-run.ts),
       * never an agent run. `pull_request_target` runs the BASE branch's workflow with a write token,
       * which guard mode may use because it runs nothing from the PR (see guard-run.ts).
       */
      kind: 'pull-request';
      eventName: 'pull_request' | 'pull_request_target';
      action: 'opened' | 'synchronize' | 'reopened' | 'ready_for_review';
      pr: PullInfo;
      draft: boolean;
      /** Who opened the PR. */
      author: SenderInfo;
      /** Who caused this event (for synchronize: who pushed). */
      sender: SenderInfo;
      /** `pull_request.changed_files`: how many files GitHub says the PR changes; null when absent. */
      changedFiles: number | null;
    }
  | {
      /**
       * A workflow run completed (`workflow_run`): a CI-failure fix when it failed on a pull
       * request's branch of THIS repository (`sameRepo`; a fork's PR branch is never pushed to).
       */
      kind: 'workflow-run';
      action: string;
      runId: number;
      name: string;
      conclusion: string;
      headSha: string;
      /** PRs whose head is the run's branch (GitHub lists only same-repository ones). */
      prNumbers: number[];
      sameRepo: boolean;
      /** Who started the failed run (`triggering_actor`, else the sender): the one checked. */
      actor: SenderInfo;
    }
  | { kind: 'schedule'; cron: string }
  | { kind: 'dispatch'; inputs: Record<string, string>; sender?: SenderInfo }
  | { kind: 'unsupported'; eventName: string; action?: string; reason: string; edit?: CommentEdit };

/**
 * An edited comment. It never starts a run, but when the edit added a request, its editor (if
 * they may start runs) is told so instead of being ignored (decide.ts).
 */
export interface CommentEdit {
  issueNumber: number;
  target: 'issue-comment' | 'review-comment';
  comment: CommentInfo;
  /** The body before the edit (`changes.body.from`); null when the payload does not say. */
  previousBody: string | null;
  /** Who edited it (the sender), not necessarily the comment's author. */
  editor: SenderInfo;
}

const user = z.object({ login: z.string().min(1), type: z.string().default('User') });
const text = z.string().nullish().transform((s) => s ?? '');

const commentSchema = z.object({
  id: z.number().int(),
  body: text,
  user,
  html_url: z.string().default(''),
});

const pullSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: text,
  head: z.object({
    ref: z.string(),
    sha: z.string(),
    // null when the fork the PR came from was deleted.
    repo: z.object({ full_name: z.string() }).nullish(),
  }),
  base: z.object({ ref: z.string(), sha: z.string() }),
});

const issueSchema = z.object({
  number: z.number().int().positive(),
  title: z.string(),
  body: text,
  user,
  pull_request: z.unknown().optional(),
});

/** `changes.body.from` on an edit: the body before it. */
const changes = z.object({ body: z.object({ from: z.string().nullish() }).nullish() }).nullish();
const issueCommentPayload = z.object({ action: z.string(), issue: issueSchema, comment: commentSchema, sender: user, changes });
const reviewCommentPayload = z.object({
  action: z.string(),
  comment: commentSchema.extend({
    path: z.string(),
    line: z.number().int().nullish(),
    start_line: z.number().int().nullish(),
    original_line: z.number().int().nullish(),
    diff_hunk: z.string().default(''),
    // Required: without it there is no telling which code the comment was about (fail closed).
    commit_id: z.string().min(1),
  }),
  pull_request: pullSchema,
  sender: user,
  changes,
});
const reviewPayload = z.object({
  action: z.string(),
  review: z.object({ id: z.number().int(), body: text, user, state: z.string().default(''), html_url: z.string().default(''), commit_id: z.string().min(1) }),
  pull_request: pullSchema,
  sender: user,
});
const issuesPayload = z.object({
  action: z.string(),
  issue: issueSchema,
  label: z.object({ name: z.string() }).nullish(),
  assignee: z.object({ login: z.string() }).nullish(),
  sender: user,
});
const dispatchPayload = z.object({
  inputs: z.record(z.string(), z.unknown()).nullish(),
  sender: user.optional(),
});
const schedulePayload = z.object({ schedule: z.string().default('') });
const pullRequestPayload = z.object({
  action: z.string(),
  pull_request: pullSchema.extend({ user, changed_files: z.number().int().nonnegative().nullish(), draft: z.boolean().nullish() }),
  sender: user,
});
// ready_for_review starts a review run (with the `review` input); guard mode checks it like a push.
const GUARDED_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const;

const workflowRunPayload = z.object({
  action: z.string(),
  workflow_run: z.object({
    id: z.number().int().positive(),
    name: z.string().nullish(),
    conclusion: z.string().nullish(),
    head_sha: z.string().min(1),
    pull_requests: z.array(z.object({ number: z.number().int().positive() })).nullish(),
    head_repository: z.object({ full_name: z.string() }).nullish(),
    triggering_actor: user.nullish(),
  }),
  repository: z.object({ full_name: z.string() }),
  sender: user,
});

export type ParsedEvent = { ok: true; event: EventContext } | { ok: false; error: string };

function comment(c: z.infer<typeof commentSchema>): CommentInfo {
  return { id: c.id, body: c.body, author: c.user.login, authorType: c.user.type, htmlUrl: c.html_url };
}

function pull(p: z.infer<typeof pullSchema>): PullInfo {
  return {
    number: p.number,
    title: p.title,
    body: p.body,
    head: { ref: p.head.ref, sha: p.head.sha, repoFullName: p.head.repo?.full_name ?? '' },
    base: { ref: p.base.ref, sha: p.base.sha },
  };
}

function unsupported(eventName: string, action: string | undefined, reason: string): ParsedEvent {
  return { ok: true, event: { kind: 'unsupported', eventName, ...(action ? { action } : {}), reason } };
}

function notCreated(eventName: string, action: string, edit: CommentEdit): ParsedEvent {
  if (action !== 'edited') return unsupported(eventName, action, `only newly created comments start a run, not "${action}" ones`);
  const reason = 'edited comments never start a run (an edit could re-trigger or rewrite an instruction); post a new comment';
  return { ok: true, event: { kind: 'unsupported', eventName, action, reason, edit } };
}

/** Validates the payload of `eventName` and maps it to an EventContext. */
export function parseEventPayload(eventName: string, payload: unknown): ParsedEvent {
  const parse = <T>(schema: z.ZodType<T>): { ok: true; data: T } | { ok: false; error: string } => {
    const result = schema.safeParse(payload);
    if (result.success) return { ok: true, data: result.data };
    const first = result.error.issues[0];
    return { ok: false, error: `${first?.path.join('.') || '(root)'}: ${first?.message ?? 'invalid'}` };
  };
  const action = typeof (payload as { action?: unknown })?.action === 'string' ? (payload as { action: string }).action : undefined;

  switch (eventName) {
    case 'issue_comment': {
      const r = parse(issueCommentPayload);
      if (!r.ok) return r;
      const p = r.data;
      if (p.action !== 'created') {
        return notCreated(eventName, p.action, { issueNumber: p.issue.number, target: 'issue-comment', comment: comment(p.comment), previousBody: p.changes?.body?.from ?? null, editor: p.sender });
      }
      const base = { comment: comment(p.comment), title: p.issue.title, body: p.issue.body, sender: p.sender };
      // The same event fires for PR conversations; `issue.pull_request` tells them apart.
      return p.issue.pull_request
        ? { ok: true, event: { kind: 'pr-comment', prNumber: p.issue.number, ...base } }
        : { ok: true, event: { kind: 'issue-comment', issueNumber: p.issue.number, ...base } };
    }
    case 'pull_request_review_comment': {
      const r = parse(reviewCommentPayload);
      if (!r.ok) return r;
      const p = r.data;
      if (p.action !== 'created') {
        return notCreated(eventName, p.action, { issueNumber: p.pull_request.number, target: 'review-comment', comment: comment(p.comment), previousBody: p.changes?.body?.from ?? null, editor: p.sender });
      }
      return {
        ok: true,
        event: {
          kind: 'review-comment',
          prNumber: p.pull_request.number,
          comment: comment(p.comment),
          commitId: p.comment.commit_id,
          path: p.comment.path,
          line: p.comment.line ?? p.comment.original_line ?? null,
          startLine: p.comment.start_line ?? null,
          diffHunk: p.comment.diff_hunk,
          pr: pull(p.pull_request),
          sender: p.sender,
        },
      };
    }
    case 'pull_request_review': {
      const r = parse(reviewPayload);
      if (!r.ok) return r;
      const p = r.data;
      if (p.action !== 'submitted') return unsupported(eventName, p.action, `only submitted reviews start a run, not "${p.action}" ones`);
      return {
        ok: true,
        event: {
          kind: 'review',
          prNumber: p.pull_request.number,
          reviewId: p.review.id,
          commitId: p.review.commit_id,
          body: p.review.body,
          author: p.review.user.login,
          authorType: p.review.user.type,
          state: p.review.state,
          htmlUrl: p.review.html_url,
          pr: pull(p.pull_request),
          sender: p.sender,
        },
      };
    }
    case 'issues': {
      const r = parse(issuesPayload);
      if (!r.ok) return r;
      const p = r.data;
      if (p.action !== 'opened' && p.action !== 'assigned' && p.action !== 'labeled') {
        return unsupported(eventName, p.action, `issues events start a run when opened, assigned or labeled, not "${p.action}"`);
      }
      return {
        ok: true,
        event: {
          kind: 'issue',
          number: p.issue.number,
          title: p.issue.title,
          body: p.issue.body,
          author: p.issue.user.login,
          authorType: p.issue.user.type,
          action: p.action,
          ...(p.label ? { label: p.label.name } : {}),
          ...(p.assignee ? { assignee: p.assignee.login } : {}),
          sender: p.sender,
        },
      };
    }
    case 'workflow_dispatch': {
      const r = parse(dispatchPayload);
      if (!r.ok) return r;
      const inputs: Record<string, string> = {};
      for (const [k, v] of Object.entries(r.data.inputs ?? {})) {
        if (v !== null && v !== undefined) inputs[k] = typeof v === 'string' ? v : JSON.stringify(v);
      }
      return { ok: true, event: { kind: 'dispatch', inputs, ...(r.data.sender ? { sender: r.data.sender } : {}) } };
    }
    case 'pull_request':
    case 'pull_request_target': {
      const r = parse(pullRequestPayload);
      if (!r.ok) return r;
      const p = r.data;
      const guarded = GUARDED_ACTIONS.find((a) => a === p.action);
      if (!guarded) return unsupported(eventName, p.action, `${eventName} events are checked (guard mode) or reviewed when a PR is opened, synchronized, reopened or ready for review, not "${p.action}"`);
      return {
        ok: true,
        event: {
          kind: 'pull-request',
          eventName,
          action: guarded,
          pr: pull(p.pull_request),
          draft: p.pull_request.draft ?? false,
          author: p.pull_request.user,
          sender: p.sender,
          changedFiles: p.pull_request.changed_files ?? null,
        },
      };
    }
    case 'workflow_run': {
      const r = parse(workflowRunPayload);
      if (!r.ok) return r;
      const { workflow_run: run, repository, sender } = r.data;
      return {
        ok: true,
        event: {
          kind: 'workflow-run',
          action: r.data.action,
          runId: run.id,
          name: run.name ?? '',
          conclusion: run.conclusion ?? '',
          headSha: run.head_sha,
          prNumbers: (run.pull_requests ?? []).map((p) => p.number),
          sameRepo: (run.head_repository?.full_name ?? '').toLowerCase() === repository.full_name.toLowerCase(),
          actor: run.triggering_actor ?? sender,
        },
      };
    }
    case 'schedule': {
      const r = parse(schedulePayload);
      if (!r.ok) return r;
      return { ok: true, event: { kind: 'schedule', cron: r.data.schedule } };
    }
    default:
      return unsupported(eventName, action, `Marshal does not run on ${eventName} events`);
  }
}
