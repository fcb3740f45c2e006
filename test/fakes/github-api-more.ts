/**
 * The fake GitHub's label, pull request review and Actions routes, as GitHub documents them:
 *
 * - `DELETE /issues/{n}/labels/{name}`: 200 with the labels left, 404 "Label does not exist";
 * - `POST /pulls/{n}/reviews`: one review with inline comments; a comment on a line outside the
 *   file's diff (or on a file the PR does not change), a multi-line comment whose start_line is not
 *   before its line, or whose ends are in different hunks, fails the whole review with 422, as
 *   GitHub does (with GitHub's messages); `GET /pulls/{n}/reviews`, `PUT /pulls/{n}/reviews/{id}`
 *   (the body only), `GET /pulls/{n}/comments` (review comments, with the review they belong to;
 *   `line` is null for a comment a test marked `outdated`, as GitHub nulls it once a push changed
 *   the line);
 * - `GET /actions/runs/{id}/jobs` and `GET /actions/jobs/{id}/logs`, which answers 302 with a
 *   short-lived download URL (served at `/_logs/{id}` as text/plain, like the blob store).
 */
import type { FakeGitHubState } from './github-api.js';

export interface FakeReview {
  id: number;
  pullNumber: number;
  body: string;
  state: string;
  commit_id: string;
  user: { login: string; type: string };
}

export interface FakeReviewComment {
  id: number;
  pullNumber: number;
  reviewId: number;
  path: string;
  line: number;
  side: 'LEFT' | 'RIGHT';
  start_line?: number;
  body: string;
  commit_id: string;
  /** A push changed the line since: GitHub lists the comment with `line: null`. */
  outdated?: boolean;
  user: { login: string; type: string };
}

export interface FakeWorkflowJob {
  id: number;
  runId: number;
  name: string;
  status: string;
  conclusion: string | null;
  steps?: { name: string; number: number; conclusion: string | null }[];
  log?: string;
}

export interface MoreState {
  /** issue number -> label names on it. */
  labels: Record<number, string[]>;
  reviews: FakeReview[];
  prReviewComments: FakeReviewComment[];
  jobs: FakeWorkflowJob[];
}

export interface MoreAnswer {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
  /** Sent as text/plain instead of JSON. */
  text?: string;
}

const NOT_FOUND: MoreAnswer = { status: 404, data: { message: 'Not Found' } };
const unprocessable = (message: string, errors: unknown[] = []): MoreAnswer => ({ status: 422, data: { message, errors } });
/** GitHub's answer to a multi-line comment it will not take (as its API words it). */
const threadRefused = (message: string): MoreAnswer =>
  unprocessable('Validation Failed', [{ resource: 'PullRequestReviewComment', code: 'custom', field: 'pull_request_review_thread.start_line', message: `pull_request_review_thread.start_line ${message}` }]);

/** Lines of the new (RIGHT) and old (LEFT) side that a unified-diff patch shows, each with its hunk's index. */
export function diffLines(patch: string): { RIGHT: Map<number, number>; LEFT: Map<number, number> } {
  const out = { RIGHT: new Map<number, number>(), LEFT: new Map<number, number>() };
  let oldLine = 0;
  let newLine = 0;
  let hunk = -1;
  for (const line of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      hunk++;
    } else if (line.startsWith('+')) out.RIGHT.set(newLine++, hunk);
    else if (line.startsWith('-')) out.LEFT.set(oldLine++, hunk);
    else if (line.startsWith(' ') || line === '') {
      out.RIGHT.set(newLine++, hunk);
      out.LEFT.set(oldLine++, hunk);
    }
  }
  return out;
}

export function moreRoutes(
  state: FakeGitHubState & MoreState,
  method: string,
  rest: string,
  input: Record<string, unknown>,
  html: (suffix: string) => string,
  baseUrl: string,
): MoreAnswer | null {
  let m: RegExpExecArray | null;
  if (method === 'DELETE' && (m = /^\/issues\/(\d+)\/labels\/([^/]+)$/.exec(rest))) {
    const issue = Number(m[1]);
    const name = decodeURIComponent(m[2] as string);
    const labels = state.labels[issue] ?? [];
    const at = labels.findIndex((l) => l.toLowerCase() === name.toLowerCase());
    if (at < 0) return { status: 404, data: { message: 'Label does not exist' } };
    labels.splice(at, 1);
    return { status: 200, data: labels.map((l) => ({ name: l })) };
  }

  const reviewJson = (r: FakeReview) => ({
    id: r.id,
    body: r.body,
    state: r.state,
    commit_id: r.commit_id,
    user: r.user,
    html_url: html(`/pull/${r.pullNumber}#pullrequestreview-${r.id}`),
  });
  if ((m = /^\/pulls\/(\d+)\/reviews$/.exec(rest))) {
    const n = Number(m[1]);
    const pull = state.pulls[n];
    if (!pull) return NOT_FOUND;
    if (method === 'GET') return { status: 200, data: state.reviews.filter((r) => r.pullNumber === n).map(reviewJson) };
    if (method !== 'POST') return null;
    const event = input.event === undefined ? 'PENDING' : String(input.event);
    if (!['APPROVE', 'REQUEST_CHANGES', 'COMMENT', 'PENDING'].includes(event)) return unprocessable('Validation Failed', [`event ${event}`]);
    const comments = (Array.isArray(input.comments) ? input.comments : []) as Record<string, unknown>[];
    const body = typeof input.body === 'string' ? input.body : '';
    if (event !== 'APPROVE' && event !== 'PENDING' && !body && comments.length === 0) return unprocessable('Unprocessable Entity', ['Body is required']);
    const commitId = typeof input.commit_id === 'string' ? input.commit_id : pull.head.sha;
    const made: FakeReviewComment[] = [];
    const reviewId = state.nextId++;
    for (const c of comments) {
      if (typeof c.path !== 'string' || typeof c.body !== 'string' || typeof c.line !== 'number') return unprocessable('Validation Failed', ['comments need path, body and line']);
      const side = c.side === 'LEFT' ? 'LEFT' : 'RIGHT';
      const file = pull.files?.find((f) => f.filename === c.path);
      const lines = file?.patch ? diffLines(file.patch)[side] : null;
      if (!lines || !lines.has(c.line) || (typeof c.start_line === 'number' && !lines.has(c.start_line))) {
        return unprocessable('Unprocessable Entity', ['Pull request review thread line must be part of the diff']);
      }
      if (typeof c.start_line === 'number') {
        if (c.start_line >= c.line) return threadRefused('must precede the end line.');
        if (lines.get(c.start_line) !== lines.get(c.line)) return threadRefused('must be part of the same hunk as the line.');
      }
      made.push({
        id: state.nextId++, pullNumber: n, reviewId, path: c.path, line: c.line, side, body: c.body, commit_id: commitId, user: state.tokenUser,
        ...(typeof c.start_line === 'number' ? { start_line: c.start_line } : {}),
      });
    }
    const review: FakeReview = { id: reviewId, pullNumber: n, body, state: event === 'COMMENT' ? 'COMMENTED' : event === 'APPROVE' ? 'APPROVED' : event === 'PENDING' ? 'PENDING' : 'CHANGES_REQUESTED', commit_id: commitId, user: state.tokenUser };
    state.reviews.push(review);
    state.prReviewComments.push(...made);
    state.reviewComments.push(...made.map((c) => c.id));
    return { status: 200, data: reviewJson(review) };
  }
  if (method === 'PUT' && (m = /^\/pulls\/(\d+)\/reviews\/(\d+)$/.exec(rest))) {
    const review = state.reviews.find((r) => r.pullNumber === Number(m?.[1]) && r.id === Number(m?.[2]));
    if (!review) return NOT_FOUND;
    if (typeof input.body !== 'string') return unprocessable('Validation Failed', ['body is required']);
    review.body = input.body;
    return { status: 200, data: reviewJson(review) };
  }
  if (method === 'GET' && (m = /^\/pulls\/(\d+)\/comments$/.exec(rest))) {
    const n = Number(m[1]);
    if (!state.pulls[n]) return NOT_FOUND;
    const data = state.prReviewComments
      .filter((c) => c.pullNumber === n)
      .map((c) => ({ id: c.id, pull_request_review_id: c.reviewId, path: c.path, line: c.outdated ? null : c.line, original_line: c.line, side: c.side, body: c.body, commit_id: c.commit_id, user: c.user, html_url: html(`/pull/${n}#discussion_r${c.id}`) }));
    return { status: 200, data };
  }

  if (method === 'GET' && (m = /^\/actions\/runs\/(\d+)\/jobs$/.exec(rest))) {
    const jobs = state.jobs.filter((j) => j.runId === Number(m?.[1]));
    return {
      status: 200,
      data: { total_count: jobs.length, jobs: jobs.map((j) => ({ id: j.id, run_id: j.runId, name: j.name, status: j.status, conclusion: j.conclusion, steps: j.steps ?? [] })) },
    };
  }
  if (method === 'GET' && (m = /^\/actions\/jobs\/(\d+)\/logs$/.exec(rest))) {
    const job = state.jobs.find((j) => j.id === Number(m?.[1]));
    if (!job || job.log === undefined) return NOT_FOUND;
    return { status: 302, data: '', headers: { location: `${baseUrl}/_logs/${job.id}?sig=short-lived` } };
  }
  return null;
}

/** The log download the 302 points to (outside the API's /repos prefix, like the blob store). */
export function logDownload(state: MoreState, path: string): MoreAnswer | null {
  const m = /^\/_logs\/(\d+)$/.exec(path);
  if (!m) return null;
  const job = state.jobs.find((j) => j.id === Number(m[1]));
  return job?.log === undefined ? NOT_FOUND : { status: 200, data: '', text: job.log };
}
