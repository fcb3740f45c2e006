import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createGitHub, GitHubError, MAX_PULL_FILES, type GitHub } from '../../src/github/index.js';
import { Redactor } from '../../src/shared/redact.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const TOKEN = 'ghs_faketoken000000000000000000000000';
const API_KEY = 'sk-ant-api03-secretvalue-0123456789abcdef';

let fake: FakeGitHub;
let gh: GitHub;
let warnings: string[];

function client(extra: Partial<Parameters<typeof createGitHub>[0]> = {}): GitHub {
  const redactor = new Redactor();
  redactor.add(API_KEY);
  return createGitHub({ token: TOKEN, apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', redactor, retries: 2, retryBaseMs: 5, log: { warning: (m) => warnings.push(m) }, ...extra });
}

beforeEach(async () => {
  warnings = [];
  fake = await startFakeGitHub({
    token: TOKEN,
    private: true,
    permissions: { alice: { permission: 'write', role_name: 'maintain' }, bob: { permission: 'read' } },
    pulls: {
      7: {
        number: 7,
        title: 'Fix greeting',
        body: 'Fixes #1',
        draft: true,
        head: { ref: 'fix-greeting', sha: 'a'.repeat(40), repoFullName: 'fork-owner/greeter' },
        base: { ref: 'main', sha: 'b'.repeat(40) },
        files: Array.from({ length: 350 }, (_, i) => ({ filename: `src/f${i}.ts`, status: 'modified', additions: i, deletions: 1 })),
      },
    },
    files: { ['b'.repeat(40)]: { '.github/marshal.yml': 'allow:\n  - Read\n', 'docs/ünï cødé.md': 'héllo ✓' } },
    reviewComments: [55],
  });
  gh = client();
});
afterEach(() => fake.close());

describe('routes', () => {
  test('getRepo', async () => {
    expect(await gh.getRepo()).toEqual({ defaultBranch: 'main', fullName: 'octo-org/greeter', private: true });
  });

  test('getPermission: role_name, permission, and 404 -> null', async () => {
    expect(await gh.getPermission('alice')).toEqual({ permission: 'write', roleName: 'maintain' });
    expect(await gh.getPermission('bob')).toEqual({ permission: 'read', roleName: 'read' });
    expect(await gh.getPermission('nobody')).toBeNull();
  });

  test('getPull maps head, base and fork', async () => {
    expect(await gh.getPull(7)).toEqual({
      number: 7,
      title: 'Fix greeting',
      body: 'Fixes #1',
      state: 'open',
      draft: true,
      head: { ref: 'fix-greeting', sha: 'a'.repeat(40), repoFullName: 'fork-owner/greeter', cloneUrl: `${fake.url}/fork-owner/greeter.git` },
      base: { ref: 'main', sha: 'b'.repeat(40), repoFullName: 'octo-org/greeter' },
      htmlUrl: `${fake.url}/octo-org/greeter/pull/7`,
    });
    await expect(gh.getPull(8)).rejects.toMatchObject({ name: 'GitHubError', status: 404 });
  });

  test('listPullFiles paginates and stops at the cap', async () => {
    const files = await gh.listPullFiles(7);
    expect(files).toHaveLength(MAX_PULL_FILES);
    expect(files[0]).toEqual({ filename: 'src/f0.ts', status: 'modified', additions: 0, deletions: 1 });
    expect(files[299]?.filename).toBe('src/f299.ts');
    expect(fake.requests.filter((r) => r.path.endsWith('/files')).map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
  });

  test('getFileAtRef decodes base64, handles nested/unicode paths, 404 -> null', async () => {
    expect(await gh.getFileAtRef('.github/marshal.yml', 'b'.repeat(40))).toBe('allow:\n  - Read\n');
    expect(await gh.getFileAtRef('docs/ünï cødé.md', 'b'.repeat(40))).toBe('héllo ✓');
    expect(await gh.getFileAtRef('.github/marshal.yml', 'main')).toBeNull();
    expect(fake.requests.at(-1)?.query.ref).toBe('main');
  });

  test('comments: create, update', async () => {
    const created = await gh.createComment(7, 'hello');
    expect(created).toEqual({ id: 1000, htmlUrl: `${fake.url}/octo-org/greeter/issues/7#issuecomment-1000` });
    const updated = await gh.updateComment(created.id, 'hello again');
    expect(updated.id).toBe(1000);
    expect(fake.state.comments).toEqual([expect.objectContaining({ id: 1000, issueNumber: 7, body: 'hello again' })]);
    await expect(gh.updateComment(999_999, 'x')).rejects.toMatchObject({ status: 404 });
  });

  test('findCommentByMarker: newest match across pages, only from Marshal\'s own identity', async () => {
    const marker = '<!-- marshal:report -->';
    const push = (id: number, body: string, login = 'someone', type: 'User' | 'Bot' = 'User', authorAssociation = 'NONE') =>
      fake.state.comments.push({ id, issueNumber: 7, body, user: { login, type }, authorAssociation });
    push(1, `${marker} old report`, 'github-actions[bot]', 'Bot');
    for (let i = 2; i < 250; i++) push(i, `chatter ${i}`);
    push(250, `${marker} newest report`, 'github-actions[bot]', 'Bot');
    push(251, `${marker} planted by an outsider`, 'mallory', 'User', 'CONTRIBUTOR');
    push(252, 'other issue');
    fake.state.comments.at(-1)!.issueNumber = 8;
    expect(await gh.findCommentByMarker(7, marker)).toEqual({ id: 250, htmlUrl: `${fake.url}/octo-org/greeter/issues/7#issuecomment-250` });
    // Page 1 for the Link header, then the last page first.
    expect(fake.requests.filter((r) => r.path.endsWith('/issues/7/comments')).map((r) => r.query.page)).toEqual(['1', '3']);

    // A member who is not Marshal cannot plant a comment for Marshal to write its report into.
    push(253, `${marker} planted by a member`, 'octocat', 'User', 'MEMBER');
    expect((await gh.findCommentByMarker(7, marker))?.id).toBe(250);
    expect(await gh.findCommentByMarker(9, marker)).toBeNull();
  });

  test("findCommentByMarker with a personal token: the token's user's comments count, other members' do not", async () => {
    const marker = '<!-- marshal:report -->';
    fake.state.tokenUser = { login: 'Marshal-Bot-User', type: 'User' };
    fake.state.comments.push(
      { id: 1, issueNumber: 7, body: `${marker} by the PAT user`, user: { login: 'marshal-bot-user', type: 'User' }, authorAssociation: 'MEMBER' },
      { id: 2, issueNumber: 7, body: `${marker} planted by a member`, user: { login: 'octocat', type: 'User' }, authorAssociation: 'MEMBER' },
    );
    expect((await client().findCommentByMarker(7, marker))?.id).toBe(1);
  });

  test("findCommentByMarker: another bot's marker comment is never Marshal's report", async () => {
    const marker = '<!-- marshal:report -->';
    // GITHUB_TOKEN: GET /user is refused, so Marshal is the workflow bot and only it counts.
    fake.state.comments.push(
      { id: 1, issueNumber: 7, body: `${marker} Marshal's report`, user: { login: 'github-actions[bot]', type: 'Bot' }, authorAssociation: 'NONE' },
      { id: 2, issueNumber: 7, body: `quoting it: ${marker}`, user: { login: 'other-bot[bot]', type: 'Bot' }, authorAssociation: 'NONE' },
    );
    expect((await gh.findCommentByMarker(7, marker))?.id).toBe(1);
    fake.state.comments.shift();
    expect(await client().findCommentByMarker(7, marker)).toBeNull();
    // An App token cannot say who it is: bot_login names it, and then only that bot counts.
    fake.state.comments.push({ id: 3, issueNumber: 7, body: `${marker} by the app`, user: { login: 'marshal-app[bot]', type: 'Bot' }, authorAssociation: 'NONE' });
    expect((await client({ selfLogin: 'Marshal-App[bot]' }).findCommentByMarker(7, marker))?.id).toBe(3);
    expect(await client({ selfLogin: 'marshal-app[bot]' }).findCommentByMarker(8, marker)).toBeNull();
    fake.state.comments.pop();
    expect(await client({ selfLogin: 'marshal-app[bot]' }).findCommentByMarker(7, marker)).toBeNull();
    // The configured login is used as is: GET /user is not asked.
    expect(fake.requests.filter((r) => r.path === '/user')).toHaveLength(2);
  });

  test('reactions on issue and review comments; failures are swallowed and logged', async () => {
    const c = await gh.createComment(7, 'x');
    await gh.addReaction({ kind: 'issue-comment', id: c.id }, 'eyes');
    await gh.addReaction({ kind: 'review-comment', id: 55 }, 'rocket');
    expect(fake.state.reactions).toEqual([
      { kind: 'issue-comment', commentId: c.id, content: 'eyes' },
      { kind: 'review-comment', commentId: 55, content: 'rocket' },
    ]);
    await expect(gh.addReaction({ kind: 'review-comment', id: 404 }, '+1')).resolves.toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('Could not add the +1 reaction')]);
  });

  test('createPull', async () => {
    expect(await gh.createPull({ title: 'Marshal: fix', body: 'b', head: 'marshal/1', base: 'main' })).toEqual({ number: 8, htmlUrl: `${fake.url}/octo-org/greeter/pull/8` });
    expect(fake.state.createdPulls).toEqual([{ number: 8, title: 'Marshal: fix', body: 'b', head: 'marshal/1', base: 'main', draft: false }]);
  });

  test('the fake answers unknown routes with 404 JSON', async () => {
    const res = await fetch(`${fake.url}/repos/octo-org/greeter/hooks`, { headers: { authorization: `token ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });
});

describe('retries, errors and redaction', () => {
  test('5xx is retried, then succeeds', async () => {
    fake.failNext('GET /repos/octo-org/greeter', 502, 2);
    expect((await gh.getRepo()).fullName).toBe('octo-org/greeter');
    expect(fake.requests.filter((r) => r.path === '/repos/octo-org/greeter')).toHaveLength(3);
  });

  test('a dropped connection is retried', async () => {
    fake.failNext('GET /repos/octo-org/greeter/pulls/*', 0, 1);
    expect((await gh.getPull(7)).number).toBe(7);
  });

  test('retries are bounded', async () => {
    fake.failNext('GET /repos/octo-org/greeter', 503, 10);
    const error = await gh.getRepo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect(error).toMatchObject({ status: 503, route: 'GET /repos/{owner}/{repo}' });
    expect(fake.requests).toHaveLength(3);
  });

  test('4xx is not retried', async () => {
    fake.failNext('POST /repos/octo-org/greeter/issues/*/comments', 422, 5, { body: { message: 'Validation Failed' } });
    const error = await gh.createComment(7, 'x').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'GitHubError', status: 422, message: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments failed (422): Validation Failed' });
    expect(fake.requests).toHaveLength(1);
  });

  test('a rate limit with retry-after waits and retries; a long one fails at once', async () => {
    fake.failNext('GET /repos/octo-org/greeter', 429, 1, { headers: { 'retry-after': '0' } });
    expect((await gh.getRepo()).defaultBranch).toBe('main');
    expect(fake.requests).toHaveLength(2);
    fake.failNext('GET /repos/octo-org/greeter', 403, 1, { headers: { 'retry-after': '3600' }, body: { message: 'secondary rate limit' } });
    await expect(gh.getRepo()).rejects.toMatchObject({ status: 403 });
    expect(fake.requests).toHaveLength(3);
  });

  test('every request body is redacted before it is sent', async () => {
    const ghp = `ghp_${'x'.repeat(36)}`;
    await gh.createComment(7, `report: key=${API_KEY} token=${TOKEN} other=${ghp}`);
    await gh.updateComment(1000, `again ${API_KEY}`);
    await gh.createPull({ title: `fix ${TOKEN}`, body: API_KEY, head: 'marshal/1', base: 'main' });
    const sent = fake.requests.map((r) => r.rawBody).join('\n');
    expect(sent).toContain('report: key=*** token=*** other=***');
    for (const secret of [API_KEY, TOKEN, ghp]) expect(sent).not.toContain(secret);
    expect(fake.state.createdPulls[0]).toMatchObject({ title: 'fix ***', body: '***' });
  });

  test('the token never appears in error messages', async () => {
    fake.failNext('GET /repos/octo-org/greeter', 400, 1, { body: { message: `bad token ${TOKEN}` } });
    const error = (await gh.getRepo().catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('bad token ***');
    expect(error.message).not.toContain(TOKEN);
  });

  test('a wrong token is a 401 GitHubError; setup errors are clear', async () => {
    const wrong = createGitHub({ token: 'ghs_wrong', apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', retries: 0 });
    await expect(wrong.getRepo()).rejects.toMatchObject({ status: 401 });
    expect(() => createGitHub({ token: '', apiUrl: fake.url, owner: 'o', repo: 'r' })).toThrow(/github_token/);
    expect(() => createGitHub({ token: TOKEN, apiUrl: '', owner: 'o', repo: 'r' })).toThrow(/GITHUB_API_URL/);
  });

  test('requests carry the token header and go to the given API URL only', async () => {
    await gh.getRepo();
    expect(fake.requests[0]?.headers.authorization).toBe(`token ${TOKEN}`);
  });
});
