import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createGitHub, type GitHub } from '../../src/github/index.js';
import { checkActor } from '../../src/trigger/actor.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { fixtureSettings } from './fixture-settings.js';

const settingsFor = fixtureSettings;

/** A PR comment by `login` (type User unless given). */
const commentBy = (login: string, type = 'User', inputs: Record<string, string> = {}) =>
  settingsFor('issue_comment', 'issue-comment.created.pull-request', inputs, (p) => {
    p.comment.user.login = login;
    p.comment.user.type = type;
  });

let fake: FakeGitHub;
let gh: GitHub;

beforeAll(async () => {
  fake = await startFakeGitHub({
    token: 'ghs_faketoken000000000000000000000000',
    permissions: {
      Writer: { permission: 'write', role_name: 'write' },
      maintainer: { permission: 'write', role_name: 'maintain' },
      boss: { permission: 'admin' },
      reader: { permission: 'read', role_name: 'read' },
      triager: { permission: 'read', role_name: 'triage' },
      custom: { permission: 'write', role_name: 'security-engineer' },
      'custom-read': { permission: 'read', role_name: 'auditor' },
    },
  });
  gh = createGitHub({ token: 'ghs_faketoken000000000000000000000000', apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', retries: 0, retryBaseMs: 1 });
});
afterAll(() => fake.close());

describe('checkActor against the fake GitHub through the real Octokit', () => {
  test.each([
    ['writer', 'write'],
    ['maintainer', 'maintain'],
    ['boss', 'admin'],
    ['custom', 'write'],
  ])('@%s is allowed (%s)', async (login, level) => {
    const result = await checkActor(gh, commentBy(login));
    expect(result).toEqual({ allowed: true, reason: `@${login} (comment author) has ${level} permission on octo-org/greeter` });
  });

  test.each([
    ['reader', 'read'],
    ['triager', 'triage'],
    ['custom-read', 'read'],
  ])('@%s is refused (%s)', async (login, level) => {
    expect(await checkActor(gh, commentBy(login))).toEqual({
      allowed: false,
      reason: `@${login} has ${level} permission on octo-org/greeter; Marshal needs write, maintain or admin`,
    });
  });

  test('the permission is asked of the API, with the token', async () => {
    const before = fake.requests.length;
    await checkActor(gh, commentBy('reader'));
    const request = fake.requests[before];
    expect(request).toMatchObject({ method: 'GET', path: '/repos/octo-org/greeter/collaborators/reader/permission' });
    expect(request?.headers.authorization).toBe('token ghs_faketoken000000000000000000000000');
  });

  test('a user GitHub does not know (404) is refused', async () => {
    expect(await checkActor(gh, commentBy('stranger'))).toEqual({
      allowed: false,
      reason: '@stranger (comment author) is not a collaborator on octo-org/greeter; Marshal needs write, maintain or admin',
    });
  });

  test('author_association in the payload does not grant anything', async () => {
    const s = settingsFor('issue_comment', 'issue-comment.created.pull-request', {}, (p) => {
      p.comment.user.login = 'reader';
      p.comment.author_association = 'OWNER';
    });
    expect((await checkActor(gh, s)).allowed).toBe(false);
  });

  test('allowed_users widens the rule explicitly, case-insensitively', async () => {
    expect(await checkActor(gh, commentBy('Reader', 'User', { allowed_users: 'someone, reader' }))).toEqual({
      allowed: true,
      reason: '@Reader (comment author) is listed in allowed_users',
    });
    expect((await checkActor(gh, commentBy('stranger', 'User', { allowed_users: 'stranger' }))).allowed).toBe(true);
  });

  test('bots only when listed in allow_bots, with or without [bot]', async () => {
    const bot = settingsFor('issue_comment', 'issue-comment.created.pull-request.bot');
    expect(await checkActor(gh, bot)).toEqual({
      allowed: false,
      reason: '@renovate[bot] (comment author) is a bot and is not listed in allow_bots; bots can only start runs when listed by name',
    });
    const listed = settingsFor('issue_comment', 'issue-comment.created.pull-request.bot', { allow_bots: 'renovate' });
    expect(await checkActor(gh, listed)).toEqual({ allowed: true, reason: '@renovate[bot] is a bot listed in allow_bots' });
    const listedSuffix = settingsFor('issue_comment', 'issue-comment.created.pull-request.bot', { allow_bots: 'dependabot[bot], renovate[bot]' });
    expect((await checkActor(gh, listedSuffix)).allowed).toBe(true);
    // A bot with write permission (e.g. installed App) is still refused when not listed,
    // and allowed_users does not let a bot in.
    fake.state.permissions['helper[bot]'] = { permission: 'write' };
    expect((await checkActor(gh, commentBy('helper[bot]', 'User', { allowed_users: 'helper[bot]' }))).allowed).toBe(false);
    expect((await checkActor(gh, commentBy('helper', 'Bot'))).allowed).toBe(false);
  });

  test('schedule is always allowed; dispatch needs write', async () => {
    expect(await checkActor(gh, settingsFor('schedule', 'schedule', { prompt: 'x' }))).toMatchObject({ allowed: true });
    const dispatch = (login: string) => settingsFor('workflow_dispatch', 'workflow-dispatch', { prompt: 'x' }, (p) => (p.sender.login = login));
    expect(await checkActor(gh, dispatch('writer'))).toEqual({ allowed: true, reason: '@writer (user who dispatched the workflow) has write permission on octo-org/greeter' });
    expect((await checkActor(gh, dispatch('reader'))).allowed).toBe(false);
    // Without a sender, the run's actor is checked.
    const noSender = settingsFor('workflow_dispatch', 'workflow-dispatch', { prompt: 'x' }, (p) => delete p.sender, { GITHUB_ACTOR: 'reader' });
    expect(await checkActor(gh, noSender)).toMatchObject({ allowed: false, reason: expect.stringContaining('@reader has read') });
  });

  test('issues: the sender is checked (the author when opened, the labeler when labeled)', async () => {
    const opened = settingsFor('issues', 'issues.opened.marshal', {}, (p) => {
      p.issue.user.login = 'stranger';
      p.sender.login = 'stranger';
    });
    expect(await checkActor(gh, opened)).toMatchObject({ allowed: false, reason: expect.stringContaining('@stranger (issue author)') });
    const labeled = settingsFor('issues', 'issues.labeled.marshal', {}, (p) => {
      p.issue.user.login = 'stranger';
      p.sender.login = 'maintainer';
    });
    expect(await checkActor(gh, labeled)).toMatchObject({ allowed: true, reason: expect.stringContaining('@maintainer (user who labeled the issue) has maintain') });
  });

  test('review and review-comment authors are checked', async () => {
    const review = settingsFor('pull_request_review', 'pull-request-review.submitted.marshal', {}, (p) => (p.review.user.login = 'reader'));
    expect(await checkActor(gh, review)).toMatchObject({ allowed: false });
    const rc = settingsFor('pull_request_review_comment', 'pull-request-review-comment.created.marshal', {}, (p) => (p.comment.user.login = 'boss'));
    expect(await checkActor(gh, rc)).toMatchObject({ allowed: true, reason: expect.stringContaining('admin') });
  });

  test('workflow_run: who started the failed run (triggering_actor) is checked, not the sender', async () => {
    const run = (triggering: string | null, sender: string) =>
      settingsFor('workflow_run', 'workflow-run.completed.failure', {}, (p) => {
        if (triggering === null) delete p.workflow_run.triggering_actor;
        else p.workflow_run.triggering_actor.login = triggering;
        p.sender.login = sender;
      });
    // A reader started it; a writer being the event's sender does not make it theirs.
    expect(await checkActor(gh, run('reader', 'Writer'))).toEqual({
      allowed: false,
      reason: '@reader has read permission on octo-org/greeter; Marshal needs write, maintain or admin',
    });
    // The reverse: a writer started it (a re-run, say), whoever the sender is.
    expect(await checkActor(gh, run('Writer', 'reader'))).toEqual({
      allowed: true,
      reason: '@Writer (user who started the failed CI run) has write permission on octo-org/greeter',
    });
    // Without a triggering_actor the sender is who started it.
    expect(await checkActor(gh, run(null, 'reader'))).toMatchObject({ allowed: false, reason: expect.stringContaining('@reader has read') });
  });

  test('a review run on push (review: true): a reader pushing to the PR is refused, a writer is not', async () => {
    const push = (login: string) =>
      settingsFor('pull_request', 'pull-request.synchronize', { review: 'true' }, (p) => {
        p.sender.login = login;
        p.pull_request.user.login = 'Writer';
      });
    expect(await checkActor(gh, push('reader'))).toEqual({
      allowed: false,
      reason: '@reader has read permission on octo-org/greeter; Marshal needs write, maintain or admin',
    });
    expect(await checkActor(gh, push('Writer'))).toEqual({
      allowed: true,
      reason: '@Writer (user who pushed to the PR) has write permission on octo-org/greeter',
    });
  });

  test('assigned: the reader who assigned the issue is refused, whoever wrote it or was assigned', async () => {
    const assigned = (sender: string) =>
      settingsFor('issues', 'issues.assigned', { assignee_trigger: 'marshal-bot' }, (p) => {
        p.assignee.login = 'marshal-bot';
        p.issue.user.login = 'boss';
        p.sender.login = sender;
      });
    expect(await checkActor(gh, assigned('reader'))).toEqual({
      allowed: false,
      reason: '@reader has read permission on octo-org/greeter; Marshal needs write, maintain or admin',
    });
    expect(await checkActor(gh, assigned('maintainer'))).toMatchObject({ allowed: true, reason: expect.stringContaining('@maintainer (user who assigned the issue) has maintain') });
  });

  test('unsupported events are refused; API failures fail closed', async () => {
    expect(await checkActor(gh, settingsFor('issue_comment', 'issue-comment.edited'))).toMatchObject({ allowed: false });
    // For an edited comment (answered, never run) the editor is who is checked, not the author.
    const edited = settingsFor('issue_comment', 'issue-comment.edited', {}, (p) => (p.sender.login = 'boss'));
    expect(await checkActor(gh, edited)).toMatchObject({ allowed: true, reason: expect.stringContaining('@boss (user who edited the comment)') });
    fake.failNext('GET /repos/octo-org/greeter/collaborators/*/permission', 502);
    const result = await checkActor(gh, commentBy('boss'));
    expect(result.allowed).toBe(false);
    // A failed lookup is marked, so the Action fails the step instead of a green skip.
    expect(result.lookupFailed).toBe(true);
    expect(result.reason).toContain('could not check the permission of @boss');
    expect(result.reason).not.toContain('ghs_faketoken');
  });

  test('object-literal fakes satisfy the interface', async () => {
    const asked: string[] = [];
    const literal = { getPermission: async (u: string) => (asked.push(u), { permission: 'write' }) } as unknown as GitHub;
    expect(await checkActor(literal, commentBy('anyone'))).toMatchObject({ allowed: true });
    expect(asked).toEqual(['anyone']);
  });
});
