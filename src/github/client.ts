/**
 * The one Octokit choke point. Every GitHub call Marshal makes goes through `createGitHub`, whose
 * request hook (request-policy.ts) redacts every request's content, retries what is worth
 * retrying and turns failures into GitHubError. The rest of Marshal sees only the `GitHub`
 * interface, which keeps the surface we expose to a token small and reviewable.
 */
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { Redactor } from '../shared/redact.js';
import { combineRedactors, toGitHubError, wrapRequest } from './request-policy.js';
import {
  GitHubError,
  type CheckRunOutput,
  type CheckRunRequest,
  type CommentRef,
  type GitHub,
  type IssueComment,
  type OwnReviewComment,
  type PullFile,
  type PullRequest,
  type ReactionContent,
  type ReactionTarget,
} from './types.js';

export interface GitHubOptions {
  token: string;
  /** GITHUB_API_URL; required (never defaulted to a public host). */
  apiUrl: string;
  owner: string;
  repo: string;
  redactor?: Redactor;
  /** Retries of 5xx / network failures (default 3). */
  retries?: number;
  /** First backoff delay in ms, doubled per retry (default 1000). */
  retryBaseMs?: number;
  /** Longest rate-limit wait honoured (default 60 s). */
  maxRateLimitWaitMs?: number;
  /** Per-attempt timeout in ms (default 30 s). */
  requestTimeoutMs?: number;
  /** Where swallowed failures (reactions) are reported; default core.warning. */
  log?: { warning(message: string): void };
  /**
   * The login Marshal posts as, when the token cannot say (an App installation token cannot call
   * `GET /user`): the `bot_login` input, e.g. `my-app[bot]`. Empty: asked from the token.
   */
  selfLogin?: string;
}

export const MAX_PULL_FILES = 300;
/** Comment pages (of 100) searched for the sticky comment, newest first. */
const MAX_COMMENT_PAGES = 10;

/**
 * Who may have written the sticky comment: Marshal itself, by exact login: the `bot_login` input
 * when set, else the token's user from `GET /user` (a personal token), else GraphQL's `viewer`
 * (installation tokens are refused `GET /user` but answer `viewer`: `github-actions[bot]` for the
 * workflow token, `<app-slug>[bot]` for an App's). Never "any bot": another bot's comment that
 * carries the marker (a bot that quotes Marshal's report, or one anybody can make post text) would
 * be overwritten and become Marshal's report. Anyone else's comment with the marker is ignored,
 * members included: otherwise someone could plant one and have Marshal write its report into a
 * comment they own and can later edit. Logins are unique and case-insensitive, and `[bot]` cannot
 * be part of a user's login, so comparing logins is comparing identities.
 *
 * Fail closed: when no answer says who the token is (`self` null), nothing is Marshal's, and a new
 * comment or review is posted. Guessing (the workflow bot, as this once did) let an App token
 * without `bot_login` take over the comments `github-actions[bot]` posts for other workflows.
 */
function writtenByMarshal(user: { login?: string; type?: string } | null | undefined, self: string | null): boolean {
  return !!self && !!user?.login && user.login.toLowerCase() === self;
}

export function createGitHub(opts: GitHubOptions): GitHub {
  if (!opts.token) throw new GitHubError('No GitHub token: set the github_token input (it defaults to the workflow token).', null, 'setup');
  if (!opts.apiUrl) throw new GitHubError('No GitHub API URL: GITHUB_API_URL is not set.', null, 'setup');
  const own = new Redactor();
  own.add(opts.token);
  const redact = combineRedactors(own, opts.redactor);
  const log = opts.log ?? { warning: (m: string) => core.warning(m) };
  const quiet = (m: string) => log.warning(redact(m));

  const octokit = getOctokit(opts.token, {
    baseUrl: opts.apiUrl.replace(/\/+$/, ''),
    log: { debug: () => undefined, info: () => undefined, warn: quiet, error: quiet },
  });
  const wrapper = wrapRequest({
    redact,
    retries: opts.retries ?? 3,
    retryBaseMs: opts.retryBaseMs ?? 1000,
    maxRateLimitWaitMs: opts.maxRateLimitWaitMs ?? 60_000,
    timeoutMs: opts.requestTimeoutMs ?? 30_000,
  });
  octokit.hook.wrap('request', wrapper as never);

  const { owner, repo } = opts;
  const fullName = `${owner}/${repo}`;

  /** Runs one API call; anything thrown becomes a GitHubError (the hook covers most cases). */
  async function call<T>(route: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw toGitHubError(error, route, redact);
    }
  }

  async function orNull<T>(route: string, fn: () => Promise<T>): Promise<T | null> {
    try {
      return await call(route, fn);
    } catch (error) {
      if (error instanceof GitHubError && error.status === 404) return null;
      throw error;
    }
  }

  const commentRef = (data: { id: number; html_url: string }): CommentRef => ({ id: data.id, htmlUrl: data.html_url });
  // Marshal's own login, lower-cased, or null when nothing says (writtenByMarshal). Asked once.
  let viewer: Promise<string | null> | null = null;
  const configured = opts.selfLogin?.trim().toLowerCase() ?? '';
  const viewerLogin = () => (viewer ??= configured ? Promise.resolve(configured) : askIdentity());
  async function askIdentity(): Promise<string | null> {
    try {
      return (await octokit.rest.users.getAuthenticated()).data.login.toLowerCase();
    } catch {
      // Installation tokens (the workflow token, an App's) are refused: ask GraphQL.
    }
    try {
      const answer = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
      const login = answer?.viewer?.login;
      if (typeof login === 'string' && login) return login.toLowerCase();
    } catch {
      // Said below.
    }
    log.warning('Marshal could not tell which account its token posts as (GET /user and the GraphQL viewer query both failed): it posts a new report instead of updating an earlier one. Set the bot_login input to name the account.');
    return null;
  }

  return {
    async getPermission(user) {
      const data = await orNull('GET /repos/{owner}/{repo}/collaborators/{username}/permission', async () =>
        (await octokit.rest.repos.getCollaboratorPermissionLevel({ owner, repo, username: user })).data,
      );
      if (!data) return null;
      // A 200 whose body is not the documented shape (a proxy's HTML page, a truncated body) must
      // refuse the run with a reason, not crash the permission check on `undefined`.
      const permission = (data as { permission?: unknown }).permission;
      if (typeof permission !== 'string' || !permission) {
        throw new GitHubError(`GET /repos/{owner}/{repo}/collaborators/{username}/permission returned no permission for ${redact(user)}`, null, 'GET /repos/{owner}/{repo}/collaborators/{username}/permission');
      }
      const roleName = (data as { role_name?: unknown }).role_name;
      return { permission, ...(typeof roleName === 'string' && roleName ? { roleName } : {}) };
    },

    async getPull(n): Promise<PullRequest> {
      const data = await call('GET /repos/{owner}/{repo}/pulls/{pull_number}', async () => (await octokit.rest.pulls.get({ owner, repo, pull_number: n })).data);
      return {
        number: data.number,
        title: data.title,
        body: data.body ?? '',
        state: data.state,
        draft: data.draft ?? false,
        // head.repo is null when the fork was deleted.
        head: { ref: data.head.ref, sha: data.head.sha, repoFullName: data.head.repo?.full_name ?? '', cloneUrl: data.head.repo?.clone_url ?? '' },
        base: { ref: data.base.ref, sha: data.base.sha, repoFullName: data.base.repo?.full_name ?? fullName },
        htmlUrl: data.html_url,
      };
    },

    async listPullFiles(n, max = MAX_PULL_FILES): Promise<PullFile[]> {
      return call('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', async () => {
        const files: PullFile[] = [];
        const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, { owner, repo, pull_number: n, per_page: 100 });
        for await (const page of pages) {
          for (const f of page.data) {
            files.push({
              filename: f.filename,
              status: f.status,
              additions: f.additions,
              deletions: f.deletions,
              ...(f.previous_filename ? { previousFilename: f.previous_filename } : {}),
              ...(typeof f.patch === 'string' ? { patch: f.patch } : {}),
            });
            if (files.length >= max) return files;
          }
        }
        return files;
      });
    },

    async getFileAtRef(path, ref) {
      const route = 'GET /repos/{owner}/{repo}/contents/{path}';
      const data = await orNull(route, async () => (await octokit.rest.repos.getContent({ owner, repo, path, ref })).data);
      if (data === null) return null;
      if (Array.isArray(data) || data.type !== 'file') {
        throw new GitHubError(redact(`${path} at ${ref} is not a file`), null, route);
      }
      const file = data as { content?: string; encoding?: string };
      if (file.encoding !== 'base64' || typeof file.content !== 'string') {
        throw new GitHubError(redact(`${path} at ${ref} is too large to read through the contents API`), null, route);
      }
      return Buffer.from(file.content, 'base64').toString('utf8');
    },

    async createComment(issueNumber, body) {
      const data = await call('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', async () =>
        (await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body })).data,
      );
      return commentRef(data);
    },

    async updateComment(commentId, body) {
      const data = await call('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', async () =>
        (await octokit.rest.issues.updateComment({ owner, repo, comment_id: commentId, body })).data,
      );
      return commentRef(data);
    },

    async findCommentByMarker(issueNumber, marker) {
      const viewer = await viewerLogin();
      if (!viewer) return null;
      return call('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', async () => {
        const list = (page: number) => octokit.rest.issues.listComments({ owner, repo, issue_number: issueNumber, per_page: 100, page });
        // Comments come oldest first: read the last page (from the Link header) and walk back.
        const first = await list(1);
        const last = Number(/[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(first.headers.link ?? '')?.[1] ?? 1);
        for (let page = last, seen = 0; page >= 1 && seen < MAX_COMMENT_PAGES; page--, seen++) {
          const comments = page === 1 ? first.data : (await list(page)).data;
          for (let i = comments.length - 1; i >= 0; i--) {
            const c = comments[i];
            if (!c?.body?.includes(marker)) continue;
            if (writtenByMarshal(c.user, viewer)) return commentRef(c);
          }
        }
        return null;
      });
    },

    async listCommentsSince(issueNumber, since) {
      return call('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', async () => {
        const out: IssueComment[] = [];
        for (let page = 1; page <= MAX_COMMENT_PAGES; page++) {
          const { data } = await octokit.rest.issues.listComments({ owner, repo, issue_number: issueNumber, since, per_page: 100, page });
          for (const c of data) {
            out.push({ id: c.id, body: c.body ?? '', author: c.user?.login ?? '', authorType: c.user?.type ?? 'User', htmlUrl: c.html_url });
          }
          if (data.length < 100) break;
        }
        return out;
      });
    },

    async addReaction(target: ReactionTarget, content: ReactionContent) {
      try {
        if (target.kind === 'issue-comment') {
          await call('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', () =>
            octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: target.id, content }),
          );
        } else if (target.kind === 'issue') {
          await call('POST /repos/{owner}/{repo}/issues/{issue_number}/reactions', () =>
            octokit.rest.reactions.createForIssue({ owner, repo, issue_number: target.id, content }),
          );
        } else {
          await call('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', () =>
            octokit.rest.reactions.createForPullRequestReviewComment({ owner, repo, comment_id: target.id, content }),
          );
        }
      } catch (error) {
        // A reaction is a courtesy: it must never fail a run.
        log.warning(`Could not add the ${content} reaction: ${redact(error instanceof Error ? error.message : String(error))}`);
      }
    },

    async hasOwnReaction(target: ReactionTarget, content: ReactionContent) {
      const viewer = await viewerLogin();
      if (!viewer) return false;
      try {
        const reactions =
          target.kind === 'issue-comment'
            ? await call('GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', () => octokit.paginate(octokit.rest.reactions.listForIssueComment, { owner, repo, comment_id: target.id, content, per_page: 100 }))
            : target.kind === 'issue'
              ? await call('GET /repos/{owner}/{repo}/issues/{issue_number}/reactions', () => octokit.paginate(octokit.rest.reactions.listForIssue, { owner, repo, issue_number: target.id, content, per_page: 100 }))
              : await call('GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', () => octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, { owner, repo, comment_id: target.id, content, per_page: 100 }));
        return reactions.some((r) => r.content === content && writtenByMarshal(r.user, viewer));
      } catch (error) {
        log.warning(`Could not read the reactions: ${redact(error instanceof Error ? error.message : String(error))}`);
        return false;
      }
    },

    async createPull(req) {
      const data = await call('POST /repos/{owner}/{repo}/pulls', async () =>
        (await octokit.rest.pulls.create({ owner, repo, title: req.title, body: req.body, head: req.head, base: req.base, draft: req.draft ?? false })).data,
      );
      return { number: data.number, htmlUrl: data.html_url };
    },

    async createCheckRun(req) {
      const data = await call('POST /repos/{owner}/{repo}/check-runs', async () =>
        (await octokit.rest.checks.create({ owner, repo, ...checkRunBody(req), name: req.name, head_sha: req.headSha })).data,
      );
      return { id: data.id, htmlUrl: data.html_url ?? '' };
    },

    async updateCheckRun(id, req) {
      await call('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', () => octokit.rest.checks.update({ owner, repo, check_run_id: id, ...checkRunBody(req) }));
    },

    async createReview(pullNumber, req) {
      const data = await call('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', async () =>
        (await octokit.rest.pulls.createReview({
          owner, repo, pull_number: pullNumber, commit_id: req.commitId, body: req.body, event: 'COMMENT',
          comments: req.comments.map((c) => ({
            path: c.path, line: c.line, side: c.side, body: c.body,
            ...(c.startLine !== undefined ? { start_line: c.startLine, start_side: c.side } : {}),
          })),
        })).data,
      );
      return commentRef(data);
    },

    async updateReview(pullNumber, reviewId, body) {
      const data = await call('PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', async () =>
        (await octokit.rest.pulls.updateReview({ owner, repo, pull_number: pullNumber, review_id: reviewId, body })).data,
      );
      return commentRef(data);
    },

    // Only Marshal's own reviews and comments count (writtenByMarshal): a review by someone else
    // carrying the marker must never have its summary overwritten, nor silence a comment of ours.
    async findOwnReview(pullNumber, marker) {
      const viewer = await viewerLogin();
      if (!viewer) return null;
      return call('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', async () => {
        const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, { owner, repo, pull_number: pullNumber, per_page: 100 });
        const own = reviews.filter((r) => r.body?.includes(marker) && writtenByMarshal(r.user, viewer));
        const last = own[own.length - 1];
        return last ? commentRef(last) : null;
      });
    },

    async listOwnReviewComments(pullNumber) {
      const viewer = await viewerLogin();
      if (!viewer) return [];
      return call('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', async () => {
        const comments = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number: pullNumber, per_page: 100 });
        return comments
          .filter((c) => writtenByMarshal(c.user, viewer))
          .map((c): OwnReviewComment => ({ id: c.id, path: c.path, line: c.line ?? null, side: c.side === 'LEFT' ? 'LEFT' : 'RIGHT', body: c.body }));
      });
    },

    async listRunJobs(runId) {
      return call('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', async () => {
        const jobs = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, { owner, repo, run_id: runId, filter: 'latest', per_page: 100 });
        return jobs.map((j) => ({
          id: j.id,
          name: j.name,
          conclusion: j.conclusion ?? null,
          failedSteps: (j.steps ?? []).filter((st) => st.conclusion === 'failure').map((st) => st.name),
        }));
      });
    },

    async getJobLog(jobId) {
      // Octokit follows the 302 to the log's download URL (fetch drops the token on a redirect
      // to another host, which the blob store does not need).
      const data = await call('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', async () =>
        (await octokit.rest.actions.downloadJobLogsForWorkflowRun({ owner, repo, job_id: jobId })).data,
      );
      return typeof data === 'string' ? data : Buffer.isBuffer(data) ? data.toString('utf8') : data instanceof ArrayBuffer ? Buffer.from(data).toString('utf8') : String(data ?? '');
    },

    async removeLabel(issueNumber, name) {
      const route = 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}';
      const removed = await orNull(route, () => octokit.rest.issues.removeLabel({ owner, repo, issue_number: issueNumber, name }));
      return removed !== null;
    },

    async getRepo() {
      const data = await call('GET /repos/{owner}/{repo}', async () => (await octokit.rest.repos.get({ owner, repo })).data);
      return { defaultBranch: data.default_branch, fullName: data.full_name, private: data.private };
    },
  };
}

/** The Checks API's snake_case body for the fields a request sets. */
function checkRunBody(req: Partial<CheckRunRequest>) {
  return {
    ...(req.status ? { status: req.status } : {}),
    ...(req.detailsUrl ? { details_url: req.detailsUrl } : {}),
    ...(req.conclusion ? { conclusion: req.conclusion } : {}),
    ...(req.status === 'completed' ? { completed_at: new Date().toISOString() } : {}),
    ...(req.output ? { output: outputBody(req.output) } : {}),
  };
}

function outputBody(output: CheckRunOutput) {
  return {
    title: output.title,
    summary: output.summary,
    ...(output.text ? { text: output.text } : {}),
    ...(output.annotations?.length
      ? {
          annotations: output.annotations.map((a) => ({
            path: a.path,
            start_line: a.startLine,
            end_line: a.endLine,
            annotation_level: a.level,
            message: a.message,
            ...(a.title ? { title: a.title } : {}),
          })),
        }
      : {}),
  };
}
