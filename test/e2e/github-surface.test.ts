// The GitHub surface end to end through `node dist/index.js` (issue 13, items 3 and 4): no silent
// refusals, no key needed for what never runs, failures that are failures, nothing model-written
// able to act as a workflow command, reviews held to the commit they were made on, and a sticky
// report that is Marshal's own.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { runnerCommands } from '../fakes/runner-log.js';
import { createSampleRepo, demoFiles, runBundledAction, sh } from './harness.js';
import { API_KEY, GH_TOKEN, runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});
async function scenario(...args: Parameters<typeof runScenario>): Promise<Scenario> {
  await current?.close();
  current = await runScenario(...args);
  return current;
}

const REPLY_MARKER = '<!-- marshal:reply -->';
const BIDI_REQUEST = '@marshal fix the \u202Egreeting\u202C please';

describe('no silent refusals', () => {
  test('a request with direction controls from a writer gets a confused reaction and a one-line reply', async () => {
    const s = await scenario({ edit: (p) => (p.comment.body = BIDI_REQUEST), responses: [textMessage('never sent')] });
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.api.requests).toHaveLength(0);
    const trigger = s.gh.state.comments[0]?.id;
    expect(s.gh.state.reactions).toEqual([{ kind: 'issue-comment', commentId: trigger, content: 'confused' }]);
    const replies = s.gh.state.comments.filter((c) => c.body.includes(REPLY_MARKER));
    expect(replies).toHaveLength(1);
    const [marker, line, ...rest] = (replies[0]?.body ?? '').split('\n');
    expect(marker).toBe(REPLY_MARKER);
    expect(rest).toEqual([]);
    expect(line).toMatch(/direction-control characters/);
    // Contained: no mention, no markup, never the trigger phrase (a reply must not be a request).
    expect(line?.replace(/\u200b/g, '')).not.toMatch(/@|<|marshal:report/i);
    expect(line?.toLowerCase()).not.toContain('@marshal');
    expect(s.reports()).toHaveLength(0);
  });

  test('the same request from someone without write access gets no reply (nobody can make the bot post)', async () => {
    const s = await scenario({
      edit: (p) => (p.comment.body = BIDI_REQUEST),
      github: { permissions: { octocat: { permission: 'read', role_name: 'read' } } },
    });
    expect(s.run.code).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.gh.state.reactions).toHaveLength(0);
    expect(s.gh.state.comments).toHaveLength(1);
  });

  test('a writer who edits a request into a comment is told it does not run, instead of silence', async () => {
    const s = await scenario({
      fixture: 'issue-comment.created.pull-request',
      edit: (p) => {
        p.action = 'edited';
        p.changes = { body: { from: 'fix the greeting please' } };
        p.comment.body = '@marshal fix the greeting please';
      },
      responses: [textMessage('never sent')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.api.requests).toHaveLength(0);
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['confused']);
    const replies = s.gh.state.comments.filter((c) => c.body.includes(REPLY_MARKER));
    expect(replies.map((c) => c.body.split('\n')[1])).toEqual([expect.stringMatching(/does not act on edited comments/)]);
  });

  test('an event Marshal skips needs no API key: exit 0, quietly', async () => {
    const s = await scenario({ edit: (p) => (p.comment.body = 'Looks good, thanks!'), inputs: { anthropic_api_key: '' } });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('skipped');
    expect(s.run.stdout).not.toMatch(/::error/);
    expect(s.gh.requests).toHaveLength(0);
  });

  test('a request that would run without a key fails naming the input, and the requester hears why', async () => {
    const s = await scenario({ inputs: { anthropic_api_key: '' }, responses: [textMessage('never sent')] });
    expect(s.run.code).toBe(1);
    expect(s.run.outputs.conclusion).toBe('failure');
    expect(s.run.stdout).toMatch(/::error::Input required and not supplied: anthropic_api_key/);
    expect(s.api.requests).toHaveLength(0);
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['confused']);
    expect(s.gh.state.comments.filter((c) => c.body.includes(REPLY_MARKER)).map((c) => c.body)).toEqual([expect.stringContaining('anthropic\\_api\\_key')]);
  });

  test('a permission lookup that fails (500) fails the step instead of a green skip', async () => {
    const s = await scenario({
      before: (gh) => gh.failNext('GET /repos/*/*/collaborators/*/permission', 500, 10),
      responses: [textMessage('never sent')],
    });
    expect(s.run.code).toBe(1);
    expect(s.run.outputs.conclusion).toBe('failure');
    expect(s.run.stdout).toMatch(/::error::Marshal could not check who asked: could not check the permission of @octocat/);
    expect(s.api.requests).toHaveLength(0);
    expect(s.reports()).toHaveLength(0);
  }, 60_000);

  test('a malformed event file is an error naming the file, not a stack trace', async () => {
    const repo = createSampleRepo({ files: demoFiles() });
    for (const [name, text, error] of [
      ['broken.json', '{"action": "created", ', 'is not JSON'],
      ['fields.json', '{"action": "created"}', 'is not what Marshal expects: issue'],
    ] as const) {
      const file = path.join(repo.dir, name);
      writeFileSync(file, text);
      const run = await runBundledAction({
        repo,
        eventName: 'issue_comment',
        payload: {},
        githubUrl: 'http://127.0.0.1:9',
        inputs: { anthropic_api_key: API_KEY, github_token: GH_TOKEN },
        extraEnv: { GITHUB_EVENT_PATH: file },
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^::error::The (issue_comment )?event payload at GITHUB_EVENT_PATH/m);
      expect(run.stdout).toContain(`(${file}) ${error}`);
      expect(run.stderr).not.toMatch(/SyntaxError|\n\s+at /);
    }
  });
});

describe('the job log', () => {
  test('model-controlled text in tool inputs never starts a workflow command', async () => {
    const attacks = [
      'ATTACK\n::add-mask::Error',
      'ATTACK\r::notice title=Fake::All checks passed',
      'ATTACK\r\n::stop-commands::pwned',
      'ATTACK ##[add-mask]Run',
      'ATTACK\u2028::warning::ls',
    ];
    const s = await scenario({
      inputs: { fail_on_deny: 'true', sandbox: 'off' },
      responses: [
        toolMessage(attacks.map((a, i) => tool(`b${i}`, 'Bash', { command: `echo ${a}` }))),
        toolMessage(attacks.map((a, i) => tool(`r${i}`, 'Read', { file_path: `src/${a}.js` }))),
        toolMessage([tool('g1', 'Grep', { pattern: attacks[3] as string }), tool('w1', 'Write', { file_path: `.github/workflows/${attacks[1]}.yml`, content: 'x' })]),
        textMessage('ATTACK\r::error::the model says all is well'),
      ],
    });
    expect(s.api.failures).toEqual([]);
    expect(s.run.stdout).toContain('ATTACK');
    const planted = runnerCommands(s.run.stdout + s.run.stderr).filter((c) => c.line.includes('ATTACK') && !/^::(error|warning|notice)( [^:]*)?::/.test(c.line) || c.form === '##[');
    expect(planted).toEqual([]);
    // The only masks are Marshal's own secrets.
    const masks = runnerCommands(s.run.stdout).filter((c) => c.name === 'add-mask').map((c) => c.line.slice('::add-mask::'.length));
    for (const mask of masks) expect([API_KEY, GH_TOKEN]).toContain(mask);
    // Marshal's own commands still work after the run (nothing stopped them).
    expect(s.run.stdout).toMatch(/^::error title=Marshal policy denial::Denied/m);
  });
});

describe('reviews are held to the commit they were made on', () => {
  // Refused before anything ran: no check run anywhere. The current head was never looked at (a
  // failure there would block code nobody judged), and a neutral one on any commit would replace
  // the verdict a real run left there with one that satisfies a required check.
  test('a review submitted on an older commit is refused, though the event names the current head; no check run is written', async () => {
    const s = await scenario({
      eventName: 'pull_request_review',
      fixture: 'pull-request-review.submitted.marshal',
      edit: (p) => {
        p.review.user.login = 'octocat';
        p.sender.login = 'octocat';
        // pull_request.head.sha is the current head (the scenario sets it); the review was not.
        p.review.commit_id = '0'.repeat(40);
      },
      responses: [textMessage('never sent')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.api.requests).toHaveLength(0);
    expect(s.run.stdout).toMatch(/^::warning::Marshal refused the request: the PR head moved since the request was made \(it was 000000000000/m);
    expect(s.reports().at(-1)?.body).toMatch(/PR head moved/);
    expect(s.gh.state.checkRuns).toEqual([]);
    expect(s.gh.requests.filter((r) => r.path.includes('/check-runs'))).toEqual([]);
  });

  test('a CI fix whose PR head moved since the failed run is refused the same way: no check on the new head', async () => {
    const s = await scenario({
      eventName: 'workflow_run',
      fixture: 'workflow-run.completed.failure',
      inputs: { push: 'pr-branch' },
      edit: (p) => {
        p.workflow_run.pull_requests[0].number = 2;
        p.workflow_run.head_repository.full_name = 'octo-org/greeter';
        p.repository.full_name = 'octo-org/greeter';
        p.workflow_run.triggering_actor.login = 'octocat';
        p.sender.login = 'octocat';
        // The run failed on a commit the PR has since moved past.
        p.workflow_run.head_sha = '1'.repeat(40);
      },
      responses: [textMessage('never sent')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.api.requests).toHaveLength(0);
    expect(s.run.stdout).toMatch(/PR head moved since the request was made \(it was 111111111111/);
    expect(s.gh.state.checkRuns).toEqual([]);
    // Nothing was pushed.
    expect(sh(s.repo.remote, ['rev-parse', 'feature']).trim()).toBe(s.repo.headSha);
  });
});

describe('the sticky report is Marshal\'s own', () => {
  test("another bot's comment carrying the marker is not overwritten", async () => {
    const planted = '<!-- marshal:report -->\nA summary another bot posted, quoting Marshal.';
    const s = await scenario({
      before: (gh) => gh.state.comments.push({ id: 900, issueNumber: 2, body: planted, user: { login: 'other-bot[bot]', type: 'Bot' }, authorAssociation: 'NONE' }),
      responses: [textMessage('Done.')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.gh.state.comments.find((c) => c.id === 900)?.body).toBe(planted);
    expect(s.gh.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith('/comments/900'))).toHaveLength(0);
    const mine = s.gh.state.comments.filter((c) => c.body.includes('marshal:report') && c.user.login === 'github-actions[bot]');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.body).toContain('Done.');
  });

  const APP = { login: 'marshal-app[bot]', type: 'Bot' as const };
  const report = (id: number, user: { login: string; type: 'User' | 'Bot' }, text: string) => ({ id, issueNumber: 2, body: `<!-- marshal:report -->\n${text}`, user, authorAssociation: 'NONE' });

  test('an App token without bot_login is known by GraphQL viewer: its own report is updated', async () => {
    const s = await scenario({
      github: { tokenUser: APP },
      before: (gh) => gh.state.comments.push(report(901, APP, 'The last run\'s report.')),
      responses: [textMessage('Done again.')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.gh.state.comments.find((c) => c.id === 901)?.body).toContain('Done again.');
    expect(s.reports()).toHaveLength(1);
  });

  test('when nothing says who the token is, no comment is taken for Marshal\'s: the report is a new comment', async () => {
    const planted = report(900, { login: 'github-actions[bot]', type: 'Bot' }, 'Posted by another workflow with the workflow token.');
    const own = report(901, APP, 'The last run\'s report.');
    const s = await scenario({
      github: { tokenUser: APP },
      // GET /user is refused to an App token (the fake does so); GraphQL fails too.
      before: (gh) => {
        gh.state.comments.push(planted, { ...own });
        gh.failNext('POST /graphql', 403, 10, { body: { message: 'Resource not accessible by integration' } });
      },
      responses: [textMessage('Done.')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.gh.state.comments.find((c) => c.id === 900)?.body).toBe(planted.body);
    expect(s.gh.state.comments.find((c) => c.id === 901)?.body).toBe(own.body);
    expect(s.gh.requests.filter((r) => r.method === 'PATCH' && /comments\/90[01]$/.test(r.path))).toEqual([]);
    const fresh = s.gh.state.comments.filter((c) => c.body.includes('marshal:report') && c.id !== 900 && c.id !== 901);
    expect(fresh.map((c) => [c.user.login, c.body.includes('Done.')])).toEqual([['marshal-app[bot]', true]]);
    expect(s.run.stdout).toMatch(/::warning::Marshal could not tell which account its token posts as.*bot_login/);
  });
});

describe('commands for a run in progress', () => {
  test('@marshal stop with no run in progress is answered: nothing was running to stop', async () => {
    const s = await scenario({ edit: (p) => (p.comment.body = '@marshal stop'), responses: [textMessage('never sent')] });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.api.requests).toHaveLength(0);
    const trigger = s.gh.state.comments[0]?.id;
    expect(s.gh.state.reactions).toEqual([{ kind: 'issue-comment', commentId: trigger, content: 'confused' }]);
    const replies = s.gh.state.comments.filter((c) => c.body.includes(REPLY_MARKER));
    expect(replies.map((c) => c.body.split('\n')[1])).toEqual([expect.stringMatching(/^No Marshal run was in progress here to stop/)]);
    expect(replies[0]?.body.toLowerCase()).not.toContain('@marshal');
  });

  test('a stop a run in progress picked up (it reacted with eyes) is not answered again', async () => {
    const s = await scenario({
      edit: (p) => (p.comment.body = '@marshal stop'),
      // The run that was in progress took the command; this event's job ran after it ended.
      before: (gh) => gh.state.reactions.push({ kind: 'issue-comment', commentId: gh.state.comments[0]!.id, content: 'eyes' }),
      responses: [textMessage('never sent')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['eyes']);
    expect(s.gh.state.comments.filter((c) => c.body.includes(REPLY_MARKER))).toEqual([]);
    // Someone else's eyes is not Marshal's.
    const other = await scenario({
      edit: (p) => (p.comment.body = '@marshal steer: use tabs'),
      before: (gh) => gh.state.reactions.push({ kind: 'issue-comment', commentId: gh.state.comments[0]!.id, content: 'eyes', user: { login: 'octocat', type: 'User' } }),
    });
    expect(other.gh.state.comments.filter((c) => c.body.includes(REPLY_MARKER)).map((c) => c.body.split('\n')[1])).toEqual([expect.stringMatching(/^No Marshal run was in progress here to steer/)]);
  });
});

describe('issues events', () => {
  test('a refused request in an issue gets a confused reaction on the issue, and the reply', async () => {
    const s = await scenario({
      eventName: 'issues',
      fixture: 'issues.opened.marshal',
      prFiles: null,
      edit: (p) => {
        p.sender.login = 'octocat';
        p.issue.user.login = 'octocat';
        p.issue.body = BIDI_REQUEST;
      },
      responses: [textMessage('never sent')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.gh.state.reactions).toEqual([{ kind: 'issue', commentId: 1, content: 'confused' }]);
    const replies = s.gh.state.comments.filter((c) => c.body.includes(REPLY_MARKER));
    expect(replies.map((c) => [c.issueNumber, c.body.split('\n')[1]])).toEqual([[1, expect.stringMatching(/direction-control characters/)]]);
  });
});
