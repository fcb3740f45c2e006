/**
 * A loopback fake of the GitHub REST routes Marshal uses, for the REAL Octokit to talk to.
 * In-memory state (repository, permissions, pulls, files at refs, comments, reactions, created
 * pulls, check runs with their accumulated annotations) that tests preload and inspect; every request is recorded (method, path, query, headers,
 * parsed body) so a test can assert, say, that no body carried a secret. Unknown routes answer
 * `404 {"message":"Not Found"}` like GitHub. `failNext` injects failures (status 0 = the
 * connection is dropped, a network error).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logDownload, moreRoutes, type MoreState } from './github-api-more.js';

export type { FakeReview, FakeReviewComment, FakeWorkflowJob } from './github-api-more.js';

export interface FakeUser {
  login: string;
  type: 'User' | 'Bot' | 'Organization';
}

export interface FakePull {
  number: number;
  title: string;
  body: string;
  state?: string;
  draft?: boolean;
  head: { ref: string; sha: string; repoFullName: string; cloneUrl?: string };
  base: { ref: string; sha: string; repoFullName?: string };
  /** `patch` is the file's unified diff: review comments must land on its lines. */
  files?: { filename: string; status: string; additions: number; deletions: number; previous_filename?: string; patch?: string }[];
}

/** A check run as the Checks API keeps it: annotations accumulate over updates. */
export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  annotations: { path: string; start_line: number; end_line: number; annotation_level: string; message: string; title?: string }[];
}

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: FakeUser;
  authorAssociation: string;
  /** ISO time; comments without one count as updated at the epoch. */
  updatedAt?: string;
}

export interface FakeReaction {
  /** `issue`: a reaction on the issue or PR itself, `commentId` being its number. */
  kind: 'issue-comment' | 'review-comment' | 'issue';
  commentId: number;
  content: string;
  /** Who reacted; the token's user when absent. */
  user?: FakeUser;
}

export interface FakeGitHubState extends MoreState {
  owner: string;
  repo: string;
  defaultBranch: string;
  private: boolean;
  /** When set, requests must carry `authorization: token <token>` (else 401). */
  token?: string;
  /** Who the token posts as. */
  tokenUser: FakeUser;
  /** login (case-insensitive) -> permission and role_name. Unknown users answer 404. */
  permissions: Record<string, { permission: string; role_name?: string }>;
  pulls: Record<number, FakePull>;
  /** ref (branch, tag or sha) -> path -> content. */
  files: Record<string, Record<string, string>>;
  comments: FakeComment[];
  /** Ids of review comments that exist (for reactions). */
  reviewComments: number[];
  reactions: FakeReaction[];
  createdPulls: { number: number; title: string; body: string; head: string; base: string; draft: boolean }[];
  checkRuns: FakeCheckRun[];
  nextId: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  rawBody: string;
}

export interface FakeGitHub {
  url: string;
  state: FakeGitHubState;
  requests: RecordedRequest[];
  /** The next `times` requests matching `route` ("METHOD /path", `*` = one segment, or a RegExp). */
  failNext(route: string | RegExp, status: number, times?: number, opts?: { headers?: Record<string, string>; body?: unknown }): void;
  close(): Promise<void>;
}

interface Fault {
  matches: (methodAndPath: string) => boolean;
  status: number;
  remaining: number;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeGitHubInit = Partial<Omit<FakeGitHubState, 'nextId'>> & { nextId?: number };

function routeMatcher(route: string | RegExp): (s: string) => boolean {
  if (route instanceof RegExp) return (s) => route.test(s);
  const escaped = route.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+');
  const re = new RegExp(`^${escaped}$`);
  return (s) => re.test(s);
}

export async function startFakeGitHub(initial: FakeGitHubInit = {}): Promise<FakeGitHub> {
  const state: FakeGitHubState = {
    owner: 'octo-org',
    repo: 'greeter',
    defaultBranch: 'main',
    private: false,
    tokenUser: { login: 'github-actions[bot]', type: 'Bot' },
    permissions: {},
    pulls: {},
    files: {},
    comments: [],
    reviewComments: [],
    reactions: [],
    createdPulls: [],
    checkRuns: [],
    labels: {},
    reviews: [],
    prReviewComments: [],
    jobs: [],
    nextId: 1000,
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];
  let baseUrl = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const parsedUrl = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = (req.method ?? 'GET').toUpperCase();
      let body: unknown = rawBody;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        // kept raw
      }
      const recorded: RecordedRequest = {
        method,
        path: parsedUrl.pathname,
        query: Object.fromEntries(parsedUrl.searchParams),
        headers: req.headers,
        body,
        rawBody,
      };
      requests.push(recorded);

      const send = (status: number, data: unknown, headers: Record<string, string> = {}, text?: string): void => {
        if (text !== undefined) {
          res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
          res.end(text);
          return;
        }
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(status === 204 || status === 302 ? undefined : JSON.stringify(data));
      };

      const fault = faults.find((f) => f.remaining > 0 && f.matches(`${method} ${parsedUrl.pathname}`));
      if (fault) {
        fault.remaining--;
        if (fault.status === 0) {
          req.socket.destroy();
          return;
        }
        send(fault.status, fault.body ?? { message: `Injected ${fault.status}` }, fault.headers);
        return;
      }
      if (state.token !== undefined && req.headers.authorization !== `token ${state.token}`) {
        send(401, { message: 'Bad credentials' });
        return;
      }
      try {
        const answer = route(state, method, parsedUrl, body, baseUrl);
        send(answer.status, answer.data, answer.headers, answer.text);
      } catch (error) {
        send(500, { message: `fake error: ${(error as Error).message}` });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    state,
    requests,
    failNext(route, status, times = 1, opts = {}) {
      faults.push({ matches: routeMatcher(route), status, remaining: times, headers: opts.headers ?? {}, body: opts.body });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Answer {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
  text?: string;
}

const NOT_FOUND: Answer = { status: 404, data: { message: 'Not Found' } };

function paginate<T>(items: T[], url: URL, baseUrl: string): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30)));
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (p: number, rel: string) => {
    const u = new URL(url.pathname + url.search, baseUrl);
    u.searchParams.set('page', String(p));
    u.searchParams.set('per_page', String(perPage));
    return `<${u.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
  return { page: items.slice((page - 1) * perPage, page * perPage), headers: links.length ? { link: links.join(', ') } : {} };
}

function route(state: FakeGitHubState, method: string, url: URL, body: unknown, baseUrl: string): Answer {
  // GET /user answers for personal tokens; installation tokens (bots) are refused, as on GitHub.
  if (method === 'GET' && url.pathname === '/user') {
    if (state.tokenUser.type === 'Bot') return { status: 403, data: { message: 'Resource not accessible by integration' } };
    return { status: 200, data: { login: state.tokenUser.login, type: state.tokenUser.type } };
  }
  // GraphQL answers `viewer` for every kind of token (installation tokens say `<slug>[bot]`).
  if (method === 'POST' && url.pathname === '/graphql') {
    const query = String((body as { query?: unknown } | undefined)?.query ?? '');
    if (/^\s*(query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)) return { status: 200, data: { data: { viewer: { login: state.tokenUser.login } } } };
    return { status: 200, data: { errors: [{ message: 'the fake answers only { viewer { login } }' }] } };
  }
  const download = method === 'GET' ? logDownload(state, url.pathname) : null;
  if (download) return download;
  const prefix = `/repos/${state.owner}/${state.repo}`;
  const path = url.pathname;
  if (!path.startsWith(prefix) || (path.length > prefix.length && path[prefix.length] !== '/')) return NOT_FOUND;
  const rest = path.slice(prefix.length);
  const input = (body ?? {}) as Record<string, unknown>;
  const fullName = `${state.owner}/${state.repo}`;
  const html = (suffix: string) => `${baseUrl}/${fullName}${suffix}`;
  const commentJson = (c: FakeComment) => ({
    id: c.id,
    body: c.body,
    user: { login: c.user.login, type: c.user.type },
    author_association: c.authorAssociation,
    html_url: html(`/issues/${c.issueNumber}#issuecomment-${c.id}`),
  });
  let m: RegExpExecArray | null;

  if (method === 'GET' && rest === '') {
    return { status: 200, data: { full_name: fullName, name: state.repo, owner: { login: state.owner }, default_branch: state.defaultBranch, private: state.private } };
  }
  if (method === 'GET' && (m = /^\/collaborators\/([^/]+)\/permission$/.exec(rest))) {
    const login = decodeURIComponent(m[1] as string);
    const entry = Object.entries(state.permissions).find(([k]) => k.toLowerCase() === login.toLowerCase());
    if (!entry) return NOT_FOUND;
    return { status: 200, data: { permission: entry[1].permission, role_name: entry[1].role_name ?? entry[1].permission, user: { login: entry[0] } } };
  }
  if (method === 'GET' && (m = /^\/pulls\/(\d+)$/.exec(rest))) {
    const p = state.pulls[Number(m[1])];
    if (!p) return NOT_FOUND;
    return {
      status: 200,
      data: {
        number: p.number,
        title: p.title,
        body: p.body,
        state: p.state ?? 'open',
        draft: p.draft ?? false,
        html_url: html(`/pull/${p.number}`),
        head: { ref: p.head.ref, sha: p.head.sha, repo: p.head.repoFullName ? { full_name: p.head.repoFullName, clone_url: p.head.cloneUrl ?? `${baseUrl}/${p.head.repoFullName}.git` } : null },
        base: { ref: p.base.ref, sha: p.base.sha, repo: { full_name: p.base.repoFullName ?? fullName, clone_url: `${baseUrl}/${fullName}.git` } },
      },
    };
  }
  if (method === 'GET' && (m = /^\/pulls\/(\d+)\/files$/.exec(rest))) {
    const p = state.pulls[Number(m[1])];
    if (!p) return NOT_FOUND;
    const { page, headers } = paginate(p.files ?? [], url, baseUrl);
    return { status: 200, data: page, headers };
  }
  if (method === 'POST' && rest === '/pulls') {
    const number = Math.max(0, ...Object.keys(state.pulls).map(Number), ...state.createdPulls.map((p) => p.number)) + 1;
    const created = { number, title: String(input.title ?? ''), body: String(input.body ?? ''), head: String(input.head ?? ''), base: String(input.base ?? ''), draft: input.draft === true };
    if (!created.title || !created.head || !created.base) return { status: 422, data: { message: 'Validation Failed' } };
    state.createdPulls.push(created);
    return { status: 201, data: { number, html_url: html(`/pull/${number}`) } };
  }
  if (method === 'GET' && (m = /^\/contents\/(.+)$/.exec(rest))) {
    const filePath = decodeURIComponent(m[1] as string);
    const ref = url.searchParams.get('ref') ?? state.defaultBranch;
    const content = state.files[ref]?.[filePath];
    if (content === undefined) return NOT_FOUND;
    const encoded = Buffer.from(content).toString('base64').replace(/(.{60})/g, '$1\n');
    return { status: 200, data: { type: 'file', path: filePath, name: filePath.split('/').pop(), encoding: 'base64', content: encoded, size: Buffer.byteLength(content) } };
  }
  if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
    const issueNumber = Number(m[1]);
    if (method === 'GET') {
      const since = url.searchParams.get('since');
      const sinceMs = since ? Date.parse(since) : Number.NEGATIVE_INFINITY;
      const matching = state.comments.filter((c) => c.issueNumber === issueNumber && Date.parse(c.updatedAt ?? '1970-01-01T00:00:00Z') >= sinceMs);
      const { page, headers } = paginate(matching, url, baseUrl);
      return { status: 200, data: page.map(commentJson), headers };
    }
    if (method === 'POST') {
      if (typeof input.body !== 'string' || !input.body) return { status: 422, data: { message: 'Validation Failed' } };
      const c: FakeComment = { id: state.nextId++, issueNumber, body: input.body, user: state.tokenUser, authorAssociation: 'NONE', updatedAt: new Date().toISOString() };
      state.comments.push(c);
      return { status: 201, data: commentJson(c) };
    }
  }
  if (method === 'PATCH' && (m = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
    const c = state.comments.find((x) => x.id === Number(m?.[1]));
    if (!c) return NOT_FOUND;
    if (typeof input.body !== 'string') return { status: 422, data: { message: 'Validation Failed' } };
    c.body = input.body;
    c.updatedAt = new Date().toISOString();
    return { status: 200, data: commentJson(c) };
  }
  if (method === 'POST' && (m = /^\/(issues|pulls)\/comments\/(\d+)\/reactions$/.exec(rest))) {
    const kind = m[1] === 'issues' ? 'issue-comment' : 'review-comment';
    const id = Number(m[2]);
    const exists = kind === 'issue-comment' ? state.comments.some((c) => c.id === id) : state.reviewComments.includes(id);
    if (!exists) return NOT_FOUND;
    const content = String(input.content ?? '');
    if (!['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'].includes(content)) return { status: 422, data: { message: 'Validation Failed' } };
    state.reactions.push({ kind, commentId: id, content });
    return { status: 201, data: { id: state.nextId++, content } };
  }
  if (method === 'POST' && (m = /^\/issues\/(\d+)\/reactions$/.exec(rest))) {
    const content = String(input.content ?? '');
    if (!['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'].includes(content)) return { status: 422, data: { message: 'Validation Failed' } };
    state.reactions.push({ kind: 'issue', commentId: Number(m[1]), content });
    return { status: 201, data: { id: state.nextId++, content } };
  }
  if (method === 'GET' && (m = /^\/(?:(issues|pulls)\/comments|(issues))\/(\d+)\/reactions$/.exec(rest))) {
    const kind = m[2] ? 'issue' : m[1] === 'issues' ? 'issue-comment' : 'review-comment';
    const content = url.searchParams.get('content');
    const list = state.reactions.filter((r) => r.kind === kind && r.commentId === Number(m?.[3]) && (!content || r.content === content));
    return { status: 200, data: list.map((r, i) => ({ id: i + 1, content: r.content, user: r.user ?? state.tokenUser })) };
  }
  if ((method === 'POST' && rest === '/check-runs') || (method === 'PATCH' && (m = /^\/check-runs\/(\d+)$/.exec(rest)))) {
    return checkRunRoute(state, method === 'POST' ? null : Number(m?.[1]), input, html);
  }
  return moreRoutes(state, method, rest, input, html, baseUrl) ?? NOT_FOUND;
}

const CHECK_STATUSES = ['queued', 'in_progress', 'completed'];
const CHECK_CONCLUSIONS = ['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out'];
const invalid = (message: string): Answer => ({ status: 422, data: { message: `Validation Failed: ${message}` } });

/** POST /check-runs (id null) and PATCH /check-runs/{id}, validated as GitHub documents them. */
function checkRunRoute(state: FakeGitHubState, id: number | null, input: Record<string, unknown>, html: (s: string) => string): Answer {
  let run = id === null ? undefined : state.checkRuns.find((r) => r.id === id);
  if (id !== null && !run) return NOT_FOUND;
  if (id === null) {
    if (typeof input.name !== 'string' || !input.name) return invalid('name is required');
    if (typeof input.head_sha !== 'string' || !/^[0-9a-f]{40}$/.test(input.head_sha)) return invalid('head_sha must be a commit sha');
  }
  if (input.status !== undefined && !CHECK_STATUSES.includes(String(input.status))) return invalid(`status ${String(input.status)}`);
  if (input.conclusion !== undefined && !CHECK_CONCLUSIONS.includes(String(input.conclusion))) return invalid(`conclusion ${String(input.conclusion)}`);
  if (input.status === 'completed' && input.conclusion === undefined) return invalid('conclusion is required when status is completed');
  const output = input.output as { title?: unknown; summary?: unknown; text?: unknown; annotations?: unknown[] } | undefined;
  if (output !== undefined) {
    if (typeof output.title !== 'string' || typeof output.summary !== 'string') return invalid('output needs title and summary');
    if (output.summary.length > 65_535 || (typeof output.text === 'string' && output.text.length > 65_535)) return invalid('output.summary and output.text are limited to 65535 characters');
    const annotations = output.annotations ?? [];
    if (annotations.length > 50) return invalid('at most 50 annotations per request');
    for (const a of annotations as Record<string, unknown>[]) {
      if (typeof a.path !== 'string' || !a.path || typeof a.start_line !== 'number' || typeof a.end_line !== 'number' || typeof a.message !== 'string') return invalid('annotation needs path, start_line, end_line, message');
      if (!['notice', 'warning', 'failure'].includes(String(a.annotation_level))) return invalid('annotation_level');
    }
  }
  if (!run) {
    run = {
      id: state.nextId++,
      name: input.name as string,
      head_sha: input.head_sha as string,
      status: 'queued',
      conclusion: null,
      details_url: null,
      output: { title: null, summary: null, text: null },
      annotations: [],
    };
    state.checkRuns.push(run);
  }
  if (typeof input.status === 'string') run.status = input.status;
  if (typeof input.conclusion === 'string') {
    run.conclusion = input.conclusion;
    run.status = 'completed';
  }
  if (typeof input.details_url === 'string') run.details_url = input.details_url;
  if (output) {
    run.output = { title: output.title as string, summary: output.summary as string, text: typeof output.text === 'string' ? output.text : run.output.text };
    run.annotations.push(...((output.annotations ?? []) as FakeCheckRun['annotations']));
  }
  return { status: id === null ? 201 : 200, data: { id: run.id, name: run.name, head_sha: run.head_sha, status: run.status, conclusion: run.conclusion, html_url: html(`/runs/${run.id}`) } };
}
