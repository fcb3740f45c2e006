import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { modelInputError, readCliEnv, readSettings, SettingsError, type Settings } from '../src/settings.js';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'events');

function fixture(name: string): string {
  return path.join(FIXTURES, `${name}.json`);
}

function baseEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    INPUT_ANTHROPIC_API_KEY: 'sk-ant-test-key-0123456789',
    GITHUB_REPOSITORY: 'octo-org/greeter',
    GITHUB_EVENT_NAME: 'issue_comment',
    GITHUB_EVENT_PATH: fixture('issue-comment.created.pull-request'),
    ...extra,
  };
}

function read(extra: Record<string, string> = {}): Settings {
  return readSettings({ env: baseEnv(extra) });
}

function errorOf(extra: Record<string, string>): string {
  try {
    read(extra);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error('expected a SettingsError');
}

const NO_BEDROCK = {
  region: '', baseUrl: '', accessKeyId: '', secretAccessKey: '', sessionToken: '', bearerToken: '',
  profile: '', webIdentityTokenFile: '', roleArn: '', roleSessionName: '', sharedCredentialsFile: '', configFile: '',
};
const NO_VERTEX = { projectId: '', region: '', baseUrl: '', credentialsFile: '' };

describe('inputs', () => {
  test('defaults', () => {
    const { inputs } = read();
    expect(inputs).toEqual({
      anthropicApiKey: 'sk-ant-test-key-0123456789',
      githubToken: '',
      prompt: '',
      triggerPhrase: '@marshal',
      policy: '.github/marshal.yml',
      model: '',
      provider: 'anthropic',
      bedrock: NO_BEDROCK,
      vertex: NO_VERTEX,
      maxTurns: 30,
      timeoutMinutes: 30,
      toolTimeout: 120,
      strategy: 'batched',
      batchSize: 8,
      allowedUsers: [],
      allowBots: [],
      push: 'false',
      failOnDeny: false,
      commentMode: 'sticky',
      steeringPollSeconds: 20,
      sandbox: 'auto',
      instructions: '',
      botLogin: '',
      labelTrigger: '',
      review: false,
      assigneeTrigger: '',
      guard: 'auto',
    });
  });

  test('guard: auto, true or false', () => {
    expect(read({ INPUT_GUARD: 'TRUE' }).inputs.guard).toBe('true');
    expect(() => read({ INPUT_GUARD: 'bots' })).toThrow(/Invalid input 'guard': "bots". Expected one of: auto, true, false/);
  });

  test('label_trigger and assignee_trigger: a label name as written, a login lower-cased; anything else refused', () => {
    const { inputs } = read({ INPUT_LABEL_TRIGGER: ' Marshal: fix ', INPUT_ASSIGNEE_TRIGGER: '@Marshal-Bot' });
    expect(inputs).toMatchObject({ labelTrigger: 'Marshal: fix', assigneeTrigger: 'marshal-bot' });
    expect(() => read({ INPUT_LABEL_TRIGGER: 'x'.repeat(51) })).toThrow(/Invalid input 'label_trigger'/);
    expect(() => read({ INPUT_ASSIGNEE_TRIGGER: 'not a login' })).toThrow(/Invalid input 'assignee_trigger'/);
  });

  test('bot_login: the login as comments show it, lower-cased; anything else is refused', () => {
    expect(read({ INPUT_BOT_LOGIN: ' @Marshal-App[bot] ' }).inputs.botLogin).toBe('marshal-app[bot]');
    expect(read({ INPUT_BOT_LOGIN: 'machine-user' }).inputs.botLogin).toBe('machine-user');
    for (const bad of ['*', 'a b', 'app[bot]x', '-x']) expect(errorOf({ INPUT_BOT_LOGIN: bad })).toContain(`Invalid input 'bot_login'`);
  });

  test('every input read through the INPUT_ convention, trimmed', () => {
    const { inputs } = read({
      INPUT_GITHUB_TOKEN: '  ghs_token  ',
      INPUT_PROMPT: ' update deps ',
      INPUT_TRIGGER_PHRASE: '/bot',
      INPUT_POLICY: 'ci/policy.yml',
      INPUT_MODEL: 'claude-x',
      INPUT_MAX_TURNS: '12',
      INPUT_TIMEOUT_MINUTES: '2.5',
      INPUT_TOOL_TIMEOUT: '45',
      INPUT_MAX_COST_USD: '2.5',
      INPUT_STRATEGY: 'Parallel',
      INPUT_BATCH_SIZE: '3',
      INPUT_ALLOWED_USERS: 'Alice, @bob\ncarol',
      INPUT_ALLOW_BOTS: 'dependabot[bot]\nRenovate',
      INPUT_PUSH: 'new-pr',
      INPUT_FAIL_ON_DENY: 'YES',
      INPUT_COMMENT_MODE: 'new',
    });
    expect(inputs).toMatchObject({
      githubToken: 'ghs_token',
      prompt: 'update deps',
      triggerPhrase: '/bot',
      policy: 'ci/policy.yml',
      model: 'claude-x',
      maxTurns: 12,
      timeoutMinutes: 2.5,
      toolTimeout: 45,
      maxCostUsd: 2.5,
      strategy: 'parallel',
      batchSize: 3,
      allowedUsers: ['alice', 'bob', 'carol'],
      allowBots: ['dependabot', 'renovate'],
      push: 'new-pr',
      failOnDeny: true,
      commentMode: 'new',
    });
  });

  test.each([
    ['true', true], ['FALSE', false], ['yes', true], ['No', false], ['1', true], ['0', false],
  ])('fail_on_deny %s', (raw, value) => {
    expect(read({ INPUT_FAIL_ON_DENY: raw }).inputs.failOnDeny).toBe(value);
  });

  test('bad enum values name the input and the allowed values', () => {
    expect(errorOf({ INPUT_STRATEGY: 'fast' })).toBe(`Invalid input 'strategy': "fast". Expected one of: sequential, parallel, batched.`);
    expect(errorOf({ INPUT_PUSH: 'true' })).toBe(`Invalid input 'push': "true". Expected one of: false, pr-branch, new-pr.`);
    expect(errorOf({ INPUT_COMMENT_MODE: 'edit' })).toContain(`Invalid input 'comment_mode'`);
    expect(errorOf({ INPUT_PROVIDER: 'openai' })).toContain('Expected one of: anthropic, bedrock, vertex, replay.');
    expect(errorOf({ INPUT_FAIL_ON_DENY: 'maybe' })).toContain(`Invalid input 'fail_on_deny': "maybe". Expected one of: true, false, yes, no, 1, 0.`);
  });

  test.each([
    ['MAX_TURNS', '0', 'max_turns'], ['MAX_TURNS', '501', 'max_turns'], ['MAX_TURNS', '2.5', 'max_turns'], ['MAX_TURNS', 'ten', 'max_turns'],
    ['TIMEOUT_MINUTES', '0', 'timeout_minutes'], ['TIMEOUT_MINUTES', '361', 'timeout_minutes'], ['TIMEOUT_MINUTES', '-1', 'timeout_minutes'],
    ['TOOL_TIMEOUT', '0', 'tool_timeout'], ['MAX_COST_USD', '-0.5', 'max_cost_usd'], ['MAX_COST_USD', 'NaN', 'max_cost_usd'], ['MAX_COST_USD', '0', 'max_cost_usd'],
    ['BATCH_SIZE', '0', 'batch_size'], ['BATCH_SIZE', '1e3', 'batch_size'],
    ['STEERING_POLL_SECONDS', '-1', 'steering_poll_seconds'], ['STEERING_POLL_SECONDS', 'often', 'steering_poll_seconds'],
  ])('INPUT_%s=%s is refused', (name, raw, input) => {
    expect(errorOf({ [`INPUT_${name}`]: raw })).toContain(`Invalid input '${input}': ${JSON.stringify(raw)}`);
  });

  test('bounds are inclusive where documented', () => {
    expect(read({ INPUT_MAX_TURNS: '500', INPUT_TIMEOUT_MINUTES: '360' }).inputs).toMatchObject({ maxTurns: 500, timeoutMinutes: 360 });
    expect(read({ INPUT_MAX_TURNS: '1' }).inputs.maxTurns).toBe(1);
    expect(read({}).inputs.steeringPollSeconds).toBe(20);
    expect(read({ INPUT_STEERING_POLL_SECONDS: '0' }).inputs.steeringPollSeconds).toBe(0);
    expect(read({ INPUT_STEERING_POLL_SECONDS: '2.5' }).inputs.steeringPollSeconds).toBe(2.5);
  });

  test('the API key is not needed to read settings; it is named when a run would start without it', () => {
    const env = baseEnv();
    delete env.INPUT_ANTHROPIC_API_KEY;
    // An event Marshal skips (or a fork's PR, which gets no secrets) must not fail for want of it.
    const settings = readSettings({ env });
    expect(settings.inputs.anthropicApiKey).toBe('');
    expect(modelInputError(settings.inputs)).toMatch(/Input required and not supplied: anthropic_api_key/);
    expect(modelInputError(readSettings({ env: { ...env, INPUT_PROVIDER: 'replay' } }).inputs)).toMatch(/replay_transcript/);
    const replay = readSettings({ env: { ...env, INPUT_PROVIDER: 'replay', INPUT_REPLAY_TRANSCRIPT: 'run.jsonl' } });
    expect(replay.inputs).toMatchObject({ provider: 'replay', replayTranscript: 'run.jsonl', anthropicApiKey: '' });
    expect(modelInputError(replay.inputs)).toBeNull();
    expect(modelInputError(read({}).inputs)).toBeNull();
  });

  test('wildcards in allow_bots and allowed_users are refused with the reason', () => {
    expect(errorOf({ INPUT_ALLOW_BOTS: 'dependabot, *' })).toMatch(/Invalid input 'allow_bots': "\*" is not allowed.*anyone who can comment/);
    expect(errorOf({ INPUT_ALLOWED_USERS: '*' })).toContain(`Invalid input 'allowed_users'`);
    expect(errorOf({ INPUT_ALLOWED_USERS: 'alice;rm -rf' })).toContain('is not a GitHub login');
  });

  test('the policy path must stay inside the repository', () => {
    expect(errorOf({ INPUT_POLICY: '/etc/marshal.yml' })).toContain(`Invalid input 'policy'`);
    expect(errorOf({ INPUT_POLICY: '../other/marshal.yml' })).toContain(`Invalid input 'policy'`);
    expect(errorOf({ INPUT_TRIGGER_PHRASE: 'hey bot' })).toContain(`Invalid input 'trigger_phrase'`);
  });
});

describe('environment', () => {
  test('run environment and run URL', () => {
    const { env } = read({
      GITHUB_WORKSPACE: '/w/greeter',
      GITHUB_SERVER_URL: 'http://127.0.0.1:9/',
      GITHUB_API_URL: 'http://127.0.0.1:8/api',
      GITHUB_GRAPHQL_URL: 'http://127.0.0.1:8/graphql',
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_ATTEMPT: '2',
      GITHUB_SHA: 'abc123',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_ACTOR: 'octocat',
      GITHUB_TRIGGERING_ACTOR: 'hubot',
      ANTHROPIC_BASE_URL: 'http://127.0.0.1:7',
      RUNNER_TEMP: '/t',
      HOME: '/home/runner',
      PATH: '/usr/bin:/home/runner/.cargo/bin',
      CARGO_HOME: '/home/runner/.cargo',
      GITHUB_OUTPUT: '/t/out',
      GITHUB_STEP_SUMMARY: '/t/sum',
    });
    expect(env).toEqual({
      workspace: '/w/greeter',
      repository: { owner: 'octo-org', repo: 'greeter' },
      eventName: 'issue_comment',
      eventPath: fixture('issue-comment.created.pull-request'),
      runId: '4242',
      runAttempt: 2,
      serverUrl: 'http://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:8/api',
      graphqlUrl: 'http://127.0.0.1:8/graphql',
      sha: 'abc123',
      ref: 'refs/heads/main',
      actor: 'octocat',
      triggeringActor: 'hubot',
      anthropicBaseUrl: 'http://127.0.0.1:7',
      runnerTemp: '/t',
      home: '/home/runner',
      toolPaths: { PATH: '/usr/bin:/home/runner/.cargo/bin', CARGO_HOME: '/home/runner/.cargo' },
      outputPath: '/t/out',
      stepSummaryPath: '/t/sum',
      runUrl: 'http://127.0.0.1:9/octo-org/greeter/actions/runs/4242',
    });
  });

  test('without a server URL there is no run URL (no host is invented)', () => {
    const { env } = read({ GITHUB_RUN_ID: '1' });
    expect(env.serverUrl).toBe('');
    expect(env.apiUrl).toBe('');
    expect(env.runUrl).toBe('');
    expect(env.workspace).toBe(process.cwd());
    expect(env.runnerTemp).toBe(os.tmpdir());
    expect(env.runAttempt).toBeUndefined();
  });

  test.each(['octo-org', 'octo-org/greeter/extra', '/greeter', 'octo org/greeter', 'octo-org/..'])('GITHUB_REPOSITORY %s is refused', (value) => {
    expect(errorOf({ GITHUB_REPOSITORY: value })).toContain('Expected format {owner}/{repo}.');
  });

  test('URLs must be http(s)', () => {
    expect(errorOf({ GITHUB_API_URL: 'file:///etc/passwd' })).toContain('GITHUB_API_URL');
    expect(errorOf({ ANTHROPIC_BASE_URL: 'not a url' })).toContain('ANTHROPIC_BASE_URL');
  });

  test('readCliEnv reads the model variables and the paths the sandbox needs, nothing else', () => {
    expect(readCliEnv({ ANTHROPIC_API_KEY: ' k ', ANTHROPIC_BASE_URL: 'http://127.0.0.1:1', HOME: '/h', PATH: '/bin', GITHUB_TOKEN: 'x' })).toEqual({
      anthropicApiKey: 'k', anthropicBaseUrl: 'http://127.0.0.1:1', bedrock: NO_BEDROCK, vertex: NO_VERTEX, home: '/h', toolPaths: { PATH: '/bin' },
    });
    expect(readCliEnv({ HOME: '/h' })).toEqual({ anthropicApiKey: '', anthropicBaseUrl: '', bedrock: NO_BEDROCK, vertex: NO_VERTEX, home: '/h', toolPaths: {} });
  });
});

describe('event payloads (real webhook examples)', () => {
  const event = (eventName: string, name: string) => read({ GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: fixture(name) }).event;

  test('issue_comment on a PR', () => {
    expect(event('issue_comment', 'issue-comment.created.pull-request')).toMatchObject({
      kind: 'pr-comment',
      prNumber: 2,
      title: 'Update the README with new information.',
      comment: { id: 492700400, author: 'Codertocat', authorType: 'User', body: expect.stringContaining('@marshal add a test') },
      sender: { login: 'Codertocat', type: 'User' },
    });
  });

  test('issue_comment on a plain issue', () => {
    expect(event('issue_comment', 'issue-comment.created')).toMatchObject({ kind: 'issue-comment', issueNumber: 1, title: 'Spelling error in the README file' });
  });

  test('edited and deleted comments are unsupported, with a reason', () => {
    expect(event('issue_comment', 'issue-comment.edited')).toMatchObject({ kind: 'unsupported', action: 'edited', reason: expect.stringContaining('edited comments never start a run') });
    expect(event('issue_comment', 'issue-comment.deleted')).toMatchObject({ kind: 'unsupported', action: 'deleted' });
    expect(event('pull_request_review_comment', 'pull-request-review-comment.edited')).toMatchObject({ kind: 'unsupported', action: 'edited' });
  });

  test('pull_request_review_comment', () => {
    expect(event('pull_request_review_comment', 'pull-request-review-comment.created.marshal')).toEqual({
      kind: 'review-comment',
      prNumber: 2,
      comment: expect.objectContaining({ id: 284312630, author: 'Codertocat' }),
      commitId: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      path: 'README.md',
      line: 1,
      startLine: null,
      diffHunk: '@@ -1 +1 @@\n-# Hello-World',
      pr: {
        number: 2,
        title: 'Update the README with new information.',
        body: 'This is a pretty simple change that we need to pull into master.',
        head: { ref: 'changes', sha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821', repoFullName: 'Codertocat/Hello-World' },
        base: { ref: 'master', sha: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e' },
      },
      sender: { login: 'Codertocat', type: 'User' },
    });
  });

  test('a review and a review comment carry the commit they were made on, not the head at event time', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-settings-'));
    const older = 'a'.repeat(40);
    const write = (name: string, edit: (p: any) => void) => {
      const payload = JSON.parse(readFileSync(fixture(name), 'utf8'));
      edit(payload);
      const file = path.join(dir, `${name}.json`);
      writeFileSync(file, JSON.stringify(payload));
      return file;
    };
    const review = write('pull-request-review.submitted.marshal', (p) => (p.review.commit_id = older));
    expect(read({ GITHUB_EVENT_NAME: 'pull_request_review', GITHUB_EVENT_PATH: review }).event).toMatchObject({ kind: 'review', commitId: older });
    const comment = write('pull-request-review-comment.created.marshal', (p) => (p.comment.commit_id = older));
    expect(read({ GITHUB_EVENT_NAME: 'pull_request_review_comment', GITHUB_EVENT_PATH: comment }).event).toMatchObject({ kind: 'review-comment', commitId: older });
    // Without the commit there is no telling which code was reviewed: refused, not guessed.
    const missing = write('pull-request-review.submitted.marshal', (p) => delete p.review.commit_id);
    expect(errorOf({ GITHUB_EVENT_NAME: 'pull_request_review', GITHUB_EVENT_PATH: missing })).toContain('review.commit_id');
  });

  test('pull_request_review submitted and dismissed', () => {
    expect(event('pull_request_review', 'pull-request-review.submitted')).toMatchObject({ kind: 'review', body: '', author: 'Codertocat', state: 'commented', prNumber: 2 });
    expect(event('pull_request_review', 'pull-request-review.dismissed')).toMatchObject({ kind: 'unsupported', action: 'dismissed' });
  });

  test('issues opened / labeled / assigned, and other actions unsupported', () => {
    expect(event('issues', 'issues.opened')).toMatchObject({ kind: 'issue', number: 1, action: 'opened', author: 'Codertocat' });
    expect(event('issues', 'issues.labeled.marshal')).toMatchObject({ kind: 'issue', action: 'labeled', label: 'bug' });
    expect(event('issues', 'issues.assigned')).toMatchObject({ kind: 'issue', action: 'assigned', assignee: 'Codertocat' });
    expect(event('issues', 'issues.edited')).toMatchObject({ kind: 'unsupported', action: 'edited' });
  });

  test('workflow_run: the run, its PRs, whether its branch is this repository\'s, and who started it', () => {
    expect(event('workflow_run', 'workflow-run.completed.failure')).toEqual({
      kind: 'workflow-run', action: 'completed', runId: 289782451, name: '', conclusion: 'failure',
      headSha: '3484a3fb816e0859fd6e1cea078d76385ff50625', prNumbers: [2], sameRepo: true, actor: { login: 'Codertocat', type: 'User' },
    });
  });

  test('workflow_dispatch and schedule', () => {
    expect(event('workflow_dispatch', 'workflow-dispatch')).toEqual({ kind: 'dispatch', inputs: {}, sender: { login: 'octocat', type: 'User' } });
    expect(event('schedule', 'schedule')).toEqual({ kind: 'schedule', cron: '0 3 * * 1' });
    // Schedule runs may come without a payload file.
    expect(readSettings({ env: { ...baseEnv(), GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: '' } }).event).toEqual({ kind: 'schedule', cron: '' });
  });

  test('other events are unsupported', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-settings-'));
    const file = path.join(dir, 'push.json');
    writeFileSync(file, JSON.stringify({ ref: 'refs/heads/main' }));
    expect(read({ GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: file }).event).toEqual({ kind: 'unsupported', eventName: 'push', reason: 'Marshal does not run on push events' });
  });

  test('malformed payloads and missing files are SettingsErrors', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-settings-'));
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ action: 'created', issue: { number: 'one' } }));
    // The error names the file, so a broken runner or a hand-made payload is found at once.
    expect(errorOf({ GITHUB_EVENT_PATH: bad })).toContain(`issue_comment event payload at GITHUB_EVENT_PATH (${bad}) is not what Marshal expects: issue.number`);
    writeFileSync(bad, '{not json');
    expect(errorOf({ GITHUB_EVENT_PATH: bad })).toContain('is not JSON');
    expect(errorOf({ GITHUB_EVENT_PATH: path.join(dir, 'missing.json') })).toContain('Could not read the event payload');
    expect(errorOf({ GITHUB_EVENT_NAME: '' })).toContain('GITHUB_EVENT_NAME is not set');
  });

  test('an injected readFile is used instead of the disk', () => {
    const settings = readSettings({
      env: baseEnv({ GITHUB_EVENT_NAME: 'schedule', GITHUB_EVENT_PATH: '/nowhere/event.json' }),
      readFile: (p) => (p === '/nowhere/event.json' ? '{"schedule":"*/5 * * * *"}' : ''),
    });
    expect(settings.event).toEqual({ kind: 'schedule', cron: '*/5 * * * *' });
  });
});
