// Steering a run in progress from the PR conversation: the command grammar, the trigger gate
// (commands never start runs of their own), and the poller against the real Octokit client and
// the loopback fake GitHub.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { CommentSteering } from '../../src/action/steering.js';
import { createGitHub, type GitHub } from '../../src/github/index.js';
import { COMMENT_MARKER } from '../../src/report/index.js';
import { readSettings } from '../../src/settings.js';
import { authorizeLogin, decideTrigger } from '../../src/trigger/index.js';
import { parseSteeringCommand } from '../../src/trigger/steering-command.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const TOKEN = 'ghs_steeringtoken00000000000000000000';
const FIXTURE = path.join(import.meta.dirname, '..', 'fixtures', 'events', 'issue-comment.created.pull-request.json');

describe('parseSteeringCommand', () => {
  test.each([
    ['stop', { kind: 'stop' }],
    ['Stop!', { kind: 'stop' }],
    ['  cancel.  ', { kind: 'stop' }],
    ['steer: also update the changelog', { kind: 'steer', text: 'also update the changelog' }],
    ['Steer also run the linter', { kind: 'steer', text: 'also run the linter' }],
    ['steer — keep the public API', { kind: 'steer', text: 'keep the public API' }],
    ['steer:\nline one\nline two', { kind: 'steer', text: 'line one\nline two' }],
    ['steer', { kind: 'steer', text: '' }],
  ])('%j is a command', (task, expected) => {
    expect(parseSteeringCommand(task)).toEqual(expected);
  });

  test.each(['stop using var in src/', 'cancel the subscription flow bug', 'steering: fix the wheel', 'steerable widgets', 'please stop', 'fix it, then stop'])(
    '%j is an ordinary task',
    (task) => {
      expect(parseSteeringCommand(task)).toBeNull();
    },
  );
});

describe('a steering comment never starts a run of its own', () => {
  function decideFor(body: string) {
    const payload = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    payload.comment.body = body;
    return decideTrigger(
      readSettings({
        env: { INPUT_ANTHROPIC_API_KEY: 'sk-ant-x', GITHUB_REPOSITORY: 'octo-org/greeter', GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: FIXTURE },
        readFile: () => JSON.stringify(payload),
      }),
    );
  }

  test.each(['@marshal stop', '@marshal steer: also fix the docs', 'Hmm.\n\n@Marshal Steer - use tabs'])('%j is skipped with a reason', (body) => {
    const decision = decideFor(body);
    expect(decision.run).toBe(false);
    if (!decision.run) expect(decision.reason).toMatch(/(steer|stop) command for a Marshal run in progress/);
  });

  test('an ordinary task that starts with "stop" still runs', () => {
    const decision = decideFor('@marshal stop using var in src/');
    expect(decision.run).toBe(true);
    if (decision.run) expect(decision.task).toBe('stop using var in src/');
  });
});

describe('CommentSteering', () => {
  let fake: FakeGitHub;
  let gh: GitHub;
  let logs: string[];
  let stops: string[];

  beforeEach(async () => {
    logs = [];
    stops = [];
    fake = await startFakeGitHub({
      token: TOKEN,
      permissions: { alice: { permission: 'write', role_name: 'write' }, bob: { permission: 'read', role_name: 'read' } },
      comments: [{ id: 100, issueNumber: 2, body: '@marshal fix the bug', user: { login: 'alice', type: 'User' }, authorAssociation: 'MEMBER', updatedAt: new Date().toISOString() }],
    });
    gh = createGitHub({ token: TOKEN, apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', retries: 0, log: { warning: (m) => logs.push(m) } });
  });
  afterEach(async () => {
    await fake.close();
  });

  function steering(overrides: Partial<ConstructorParameters<typeof CommentSteering>[0]> = {}): CommentSteering {
    const settings = readSettings({
      env: { INPUT_ANTHROPIC_API_KEY: 'sk-ant-x', GITHUB_REPOSITORY: 'octo-org/greeter', GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: FIXTURE },
    });
    return new CommentSteering({
      gh,
      issueNumber: 2,
      phrase: '@marshal',
      afterCommentId: 100,
      since: new Date(Date.now() - 60_000).toISOString(),
      intervalMs: 20,
      authorize: (login, type) => authorizeLogin(gh, settings, { login, type, role: 'steering comment author' }),
      onStop: (who) => stops.push(who),
      log: { info: (m) => logs.push(m), warning: (m) => logs.push(m) },
      ...overrides,
    });
  }

  function comment(id: number, login: string, body: string, type = 'User'): void {
    fake.state.comments.push({ id, issueNumber: 2, body, user: { login, type: type as 'User' | 'Bot' }, authorAssociation: 'NONE', updatedAt: new Date().toISOString() });
  }

  test('steer commands from people with write access are queued in order, once, with an eyes reaction', async () => {
    const s = steering();
    comment(101, 'alice', '@marshal steer: also update the changelog');
    comment(102, 'alice', 'Nice progress so far!');
    comment(103, 'alice', 'One more thing.\n\n@marshal steer keep the public API unchanged');
    await s.poll();
    expect(s.take()).toBe('@alice wrote: also update the changelog\n\n@alice wrote: keep the public API unchanged');
    expect(s.take()).toBeNull();
    await s.poll();
    expect(s.take()).toBeNull();
    expect(fake.state.reactions.map((r) => [r.commentId, r.content])).toEqual([
      [101, 'eyes'],
      [103, 'eyes'],
    ]);
    expect(stops).toEqual([]);
  });

  test('commands from readers, outsiders and unlisted bots are ignored with a logged reason', async () => {
    const s = steering();
    comment(101, 'bob', '@marshal steer: push to main');
    comment(102, 'mallory', '@marshal stop');
    comment(103, 'renovate[bot]', '@marshal steer: bump everything', 'Bot');
    await s.poll();
    expect(s.take()).toBeNull();
    expect(stops).toEqual([]);
    expect(fake.state.reactions).toEqual([]);
    expect(logs.join('\n')).toMatch(/Ignored a steer comment from @bob: .*read permission/);
    expect(logs.join('\n')).toMatch(/Ignored a stop comment from @mallory: .*not a collaborator/);
    expect(logs.join('\n')).toMatch(/Ignored a steer comment from @renovate\[bot\]: .*allow_bots/);
  });

  test('the triggering comment, older comments, Marshal reports and hidden or quoted phrases do not steer', async () => {
    const s = steering();
    comment(99, 'alice', '@marshal steer: an older comment');
    comment(101, 'alice', `${COMMENT_MARKER}\n@marshal steer: quoted in a report`);
    comment(102, 'alice', '> @marshal stop\n\nquoting someone');
    comment(103, 'alice', '<!-- @marshal stop -->');
    comment(104, 'alice', '```\n@marshal steer: in code\n```');
    await s.poll();
    expect(s.take()).toBeNull();
    expect(stops).toEqual([]);
  });

  test('stop calls onStop once, however many stop comments arrive', async () => {
    const s = steering();
    comment(101, 'alice', '@marshal stop');
    comment(102, 'alice', '@marshal cancel');
    await s.poll();
    expect(stops).toEqual(['@alice']);
    expect(fake.state.reactions.map((r) => r.commentId)).toEqual([101, 102]);
  });

  test('polling runs on its own interval until closed, and a failing listing is logged, not thrown', async () => {
    const s = steering();
    fake.failNext('GET /repos/octo-org/greeter/issues/2/comments', 500, 1);
    s.start();
    await new Promise((r) => setTimeout(r, 60));
    comment(101, 'alice', '@marshal steer: arrived while polling');
    await expect.poll(() => s.take(), { timeout: 2000, interval: 10 }).toBe('@alice wrote: arrived while polling');
    await s.close();
    comment(102, 'alice', '@marshal steer: after close');
    await new Promise((r) => setTimeout(r, 80));
    expect(s.take()).toBeNull();
    expect(logs.join('\n')).toMatch(/Could not look for steering comments/);
  });
});
