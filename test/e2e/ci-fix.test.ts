// CI-failure fixes end to end through `node dist/index.js` with the real workflow_run payload
// (completed, made a failure): the failed job's log reaches the model (its tail, redacted; the
// passing job's log does not), the fix is pushed to the PR branch with the trailer the attempts
// limit counts, a head that already carries Marshal's fixes in a row is not tried again, a PR whose
// head moved past the failed commit is not worked on, and a token without `actions: read` is named.
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import type { FakeGitHub } from '../fakes/github-api.js';
import { sh } from './harness.js';
import { runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const FIX = { file_path: 'src/greet.js', old_string: '  return `Hello, ${name}!`;', new_string: "  return `Hello, ${name || 'world'}!`;" };
const LEAKED = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
const FAILED_LOG = [
  '2026-11-23T10:00:00.0000000Z ##[group]Run npm test',
  '2026-11-23T10:00:01.0000000Z > greeter@1.0.0 test',
  ...Array.from({ length: 300 }, (_, i) => `2026-11-23T10:00:02.0000000Z early noise line ${i}`),
  `2026-11-23T10:00:03.0000000Z GH_TOKEN=${LEAKED}`,
  '2026-11-23T10:00:04.0000000Z AssertionError: expected "Hello, !" to equal "Hello, world!"',
  '2026-11-23T10:00:05.0000000Z ##[error]Process completed with exit code 1.',
].join('\n');

function ciFailure(edit: (p: any) => void = () => undefined, prepare?: (repo: any, gh: FakeGitHub, payload: any) => void) {
  let gh: FakeGitHub | null = null;
  let payload: any = null;
  return runScenario({
    eventName: 'workflow_run',
    fixture: 'workflow-run.completed.failure',
    inputs: { push: 'pr-branch' },
    edit: (p) => {
      payload = p;
      p.workflow_run.pull_requests[0].number = 2;
      p.workflow_run.head_repository.full_name = 'octo-org/greeter';
      p.repository.full_name = 'octo-org/greeter';
      p.workflow_run.triggering_actor.login = 'octocat';
      p.sender.login = 'octocat';
    },
    before: (g) => {
      gh = g;
      const runId = payload.workflow_run.id;
      g.state.jobs.push(
        { id: 77, runId, name: 'test', status: 'completed', conclusion: 'failure', steps: [{ name: 'npm test', number: 3, conclusion: 'failure' }], log: FAILED_LOG },
        { id: 78, runId, name: 'lint', status: 'completed', conclusion: 'success', log: 'PASSING-JOB-LOG' },
      );
    },
    prepare: (repo) => {
      payload.workflow_run.head_sha = repo.headSha;
      edit(payload);
      prepare?.(repo, gh as FakeGitHub, payload);
    },
    responses: [toolMessage([tool('e1', 'Edit', FIX)]), textMessage('Fixed the greeting fallback.')],
  });
}

describe('CI-failure fix', () => {
  test('the failed log reaches the model (tail, redacted) and the fix is pushed to the PR branch, marked', async () => {
    current = await ciFailure();
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.api.requests).toHaveLength(2);
    const prompt = JSON.stringify(s.api.requests[0]?.body);
    expect(prompt).toContain('AssertionError: expected \\"Hello, !\\" to equal \\"Hello, world!\\"');
    expect(prompt).toContain('failed steps: npm test');
    expect(prompt).toContain('UNTRUSTED_EVENT_DATA');
    expect(prompt).not.toContain('PASSING-JOB-LOG');
    expect(prompt).not.toContain('early noise line 0"');
    expect(prompt).not.toContain(LEAKED);
    // The log was fetched through the documented route (302 to the download URL).
    expect(s.gh.requests.some((r) => r.path.endsWith('/actions/jobs/77/logs'))).toBe(true);
    expect(s.gh.requests.some((r) => r.path.endsWith('/actions/jobs/78/logs'))).toBe(false);
    expect(sh(s.repo.remote, ['show', 'feature:src/greet.js'])).toContain("name || 'world'");
    expect(sh(s.repo.remote, ['log', '-1', '--format=%B', 'feature'])).toMatch(/^Marshal-CI-Fix: run \d+$/m);
    expect(s.run.outputs.branch_name).toBe('feature');
    expect(s.reports()).toHaveLength(1);
  });

  test('after two fix commits in a row by Marshal, no third attempt: the model is never called', async () => {
    current = await ciFailure(undefined, (repo, gh, payload) => {
      const seed = path.join(repo.dir, 'seed');
      for (const n of [1, 2]) {
        writeFileSync(path.join(seed, `attempt-${n}.txt`), `${n}\n`);
        sh(seed, ['add', '-A']);
        sh(seed, ['commit', '--quiet', '-m', `marshal: fix CI\n\nMarshal-CI-Fix: run ${n}`]);
      }
      sh(seed, ['push', '--quiet', '-f', 'origin', 'feature', 'HEAD:refs/pull/2/head']);
      const head = sh(seed, ['rev-parse', 'HEAD']).trim();
      gh.state.pulls[2]!.head.sha = head;
      payload.workflow_run.head_sha = head;
    });
    const s = current;
    expect(s.run.outputs.conclusion).toBe('failure');
    expect(s.run.stdout + s.run.stderr).toContain('2 fix commits by Marshal in a row');
    expect(s.api.requests).toHaveLength(0);
  });

  test('the PR head moved past the failed commit: refused before the model is called, nothing pushed', async () => {
    let newer = '';
    current = await ciFailure(undefined, (repo, gh) => {
      // A push after the failed run: it has its own CI run; this one is about the older commit.
      const seed = path.join(repo.dir, 'seed');
      writeFileSync(path.join(seed, 'later.txt'), 'later\n');
      sh(seed, ['add', '-A']);
      sh(seed, ['commit', '--quiet', '-m', 'a later push']);
      sh(seed, ['push', '--quiet', '-f', 'origin', 'feature', 'HEAD:refs/pull/2/head']);
      newer = sh(seed, ['rev-parse', 'HEAD']).trim();
      gh.state.pulls[2]!.head.sha = newer;
    });
    const s = current;
    // Refused (how the step ends for a moved head is the verdict's business: never a success).
    expect(s.run.outputs.conclusion).not.toBe('success');
    expect(s.run.stdout).toContain(`PR head moved since the request was made (it was ${s.repo.headSha!.slice(0, 12)}, it is now ${newer.slice(0, 12)})`);
    expect(s.api.requests).toHaveLength(0);
    // Not even the logs were fetched, and the branch is as the later push left it.
    expect(s.gh.requests.some((r) => r.path.includes('/actions/'))).toBe(false);
    expect(sh(s.repo.remote, ['rev-parse', 'feature']).trim()).toBe(newer);
  });

  test('without actions: read (403 on the jobs list) the run fails naming the permission; the model is never called', async () => {
    current = await ciFailure(undefined, (_repo, gh) => gh.failNext('GET /repos/octo-org/greeter/actions/runs/*/jobs', 403, 1, { body: { message: 'Resource not accessible by integration' } }));
    const s = current;
    expect(s.run.code).toBe(1);
    expect(s.run.outputs.conclusion).toBe('failure');
    expect(s.run.stdout).toMatch(/GitHub answered 403\): reading CI logs needs `permissions: actions: read`/);
    expect(s.reports().at(-1)?.body).toContain('permissions: actions: read');
    expect(s.api.requests).toHaveLength(0);
  });

  test('a run that did not fail, or failed on a fork, starts nothing', async () => {
    current = await ciFailure((p) => (p.workflow_run.conclusion = 'success'));
    expect(current.run.outputs.conclusion).toBe('skipped');
    expect(current.gh.requests).toHaveLength(0);
    await current.close();
    current = await ciFailure((p) => (p.workflow_run.head_repository.full_name = 'stranger/greeter'));
    expect(current.run.outputs.conclusion).toBe('skipped');
    expect(current.run.stdout).toContain("fork's branch");
    expect(current.api.requests).toHaveLength(0);
  });
});
