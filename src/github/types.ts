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
}

export interface CommentRef {
  id: number;
  htmlUrl: string;
}

export type ReactionContent = '+1' | '-1' | 'eyes' | 'confused' | 'rocket' | 'hooray' | 'laugh' | 'heart';

export interface ReactionTarget {
  kind: 'issue-comment' | 'review-comment';
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
  /** The PR's changed files (at most MAX_PULL_FILES). */
  listPullFiles(n: number): Promise<PullFile[]>;
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
  createPull(req: { title: string; body: string; head: string; base: string; draft?: boolean }): Promise<{ number: number; htmlUrl: string }>;
  getRepo(): Promise<RepoInfo>;
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
