/**
 * The GitHub surface Marshal uses, as an interface: the real client (client.ts) implements it over
 * Octokit, and tests hand in object-literal fakes that satisfy it. Nothing else in Marshal talks
 * to GitHub.
 */

export interface PullRequest {
  number: number;
  title: string;
  body: string;
  state: string;
  draft: boolean;
  head: { ref: string; sha: string; repoFullName: string; cloneUrl: string };
  base: { ref: string; sha: string; repoFullName: string };
  htmlUrl: string;
}

export interface PullFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  /** For renames: the old name. */
  previousFilename?: string;
  /** The file's unified diff; absent for binary files and very large diffs. */
  patch?: string;
}

/** An inline comment of a pull request review, as posted. */
export interface ReviewCommentRequest {
  path: string;
  /** The line (of `side`) the comment is on; with startLine, the last line of the range. */
  line: number;
  side: 'LEFT' | 'RIGHT';
  startLine?: number;
  body: string;
}

/** A review comment Marshal made earlier (line is null once the line left the diff). */
export interface OwnReviewComment {
  id: number;
  path: string;
  line: number | null;
  side: 'LEFT' | 'RIGHT';
  body: string;
}

/** A check run's conclusion, as the Checks API names them. */
export type CheckConclusion = 'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

/** An annotation on a file of the commit (`path` relative to the repository root). */
export interface CheckAnnotation {
  path: string;
  startLine: number;
  endLine: number;
  level: 'notice' | 'warning' | 'failure';
  message: string;
  title?: string;
}

export interface CheckRunOutput {
  title: string;
  summary: string;
  text?: string;
  annotations?: CheckAnnotation[];
}

export interface CheckRunRequest {
  name: string;
  headSha: string;
  status: 'in_progress' | 'completed';
  detailsUrl?: string;
  conclusion?: CheckConclusion;
  output?: CheckRunOutput;
}

export interface CommentRef {
  id: number;
  htmlUrl: string;
}

export type ReactionContent = '+1' | '-1' | 'eyes' | 'confused' | 'rocket' | 'hooray' | 'laugh' | 'heart';

/** A comment (its id), or an issue or PR itself (`issue`: its number). */
export interface ReactionTarget {
  kind: 'issue-comment' | 'review-comment' | 'issue';
  id: number;
}

/** A comment on an issue or a pull request's conversation. */
export interface IssueComment {
  id: number;
  body: string;
  author: string;
  authorType: string;
  htmlUrl: string;
}

export interface RepoInfo {
  defaultBranch: string;
  fullName: string;
  private: boolean;
}

export interface GitHub {
  /** The user's permission on the repository; null when GitHub does not know the user (404). */
  getPermission(user: string): Promise<{ permission: string; roleName?: string } | null>;
  getPull(n: number): Promise<PullRequest>;
  /** The PR's changed files (at most `max`, default MAX_PULL_FILES). */
  listPullFiles(n: number, max?: number): Promise<PullFile[]>;
  /** A file's text at a ref (branch, tag or sha); null when it does not exist there. */
  getFileAtRef(path: string, ref: string): Promise<string | null>;
  createComment(issueNumber: number, body: string): Promise<CommentRef>;
  updateComment(commentId: number, body: string): Promise<CommentRef>;
  /** The newest comment Marshal could have written that carries `marker`, or null. */
  findCommentByMarker(issueNumber: number, marker: string): Promise<CommentRef | null>;
  /** Comments updated at or after `since` (ISO time), oldest first; at most a few pages. */
  listCommentsSince(issueNumber: number, since: string): Promise<IssueComment[]>;
  /** Never throws: a reaction must never fail a run. */
  addReaction(target: ReactionTarget, content: ReactionContent): Promise<void>;
  /** Whether Marshal's own login reacted with `content` (false when its login is unknown). */
  hasOwnReaction(target: ReactionTarget, content: ReactionContent): Promise<boolean>;
  createPull(req: { title: string; body: string; head: string; base: string; draft?: boolean }): Promise<{ number: number; htmlUrl: string }>;
  getRepo(): Promise<RepoInfo>;
  /** Posts one review (event COMMENT) with its inline comments, on `commitId`. */
  createReview(pullNumber: number, req: { commitId: string; body: string; comments: ReviewCommentRequest[] }): Promise<CommentRef>;
  /** Replaces a review's summary (its inline comments stay). */
  updateReview(pullNumber: number, reviewId: number, body: string): Promise<CommentRef>;
  /** The newest review by Marshal's own login whose body carries `marker`, or null. */
  findOwnReview(pullNumber: number, marker: string): Promise<CommentRef | null>;
  /** Review comments on the PR written by Marshal's own login. */
  listOwnReviewComments(pullNumber: number): Promise<OwnReviewComment[]>;
  /** The jobs of a workflow run's latest attempt (needs `actions: read`). */
  listRunJobs(runId: number): Promise<{ id: number; name: string; conclusion: string | null; failedSteps: string[] }[]>;
  /** A job's plain-text log (the API redirects to a short-lived download URL). */
  getJobLog(jobId: number): Promise<string>;
  /** Takes a label off an issue or PR; false when it was not on it (404). */
  removeLabel(issueNumber: number, name: string): Promise<boolean>;
  /** Needs `checks: write`; a 403/404 says the token lacks it (GitHubError with that status). */
  createCheckRun(req: CheckRunRequest): Promise<{ id: number; htmlUrl: string }>;
  /** Annotations sent with an update are appended to the run's earlier ones. */
  updateCheckRun(id: number, req: Partial<Omit<CheckRunRequest, 'name' | 'headSha'>>): Promise<void>;
}

/** A failed GitHub request: HTTP status (null for network errors), route and a redacted message. */
export class GitHubError extends Error {
  override name = 'GitHubError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly route: string,
  ) {
    super(message);
  }
}
