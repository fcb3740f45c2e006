// The CI-fix pieces that decide what the model sees and when Marshal stops: the log tail, the
// failed jobs shown (at most 3, the rest named by count) over the real client and the fake GitHub,
// the missing `actions: read` named, the trailer the attempts limit counts, and the count over a
// real git history.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, test } from 'vitest';
import { consecutiveFixes, failedJobLogs, relevantTail, withFixTrailer } from '../../src/action/ci-fix.js';
import { createGitHub } from '../../src/github/index.js';
import { Redactor } from '../../src/shared/redact.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const TOKEN = 'ghs_cifixtoken0000000000000000000000000';
let fake: FakeGitHub | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function jobsOf(runId: number, jobs: { name: string; conclusion: string; log: string }[]) {
  fake = await startFakeGitHub({ token: TOKEN });
  jobs.forEach((j, i) => fake!.state.jobs.push({ id: 100 + i, runId, name: j.name, status: 'completed', conclusion: j.conclusion, log: j.log }));
  return createGitHub({ token: TOKEN, apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', retries: 0, log: { warning: () => undefined } });
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1' } });

describe('ci-fix', () => {
  test('the tail: timestamps and group markers off, the last lines, capped from the end', () => {
    const log = ['2026-01-01T00:00:00.1234567Z ##[group]Run x', ...Array.from({ length: 200 }, (_, i) => `2026-01-01T00:00:00Z line ${i}`), '2026-01-01T00:00:00Z ##[error]boom'].join('\n');
    const tail = relevantTail(log);
    expect(tail).toMatch(/^\[\.\.\. 51 earlier lines omitted\]/);
    expect(tail.endsWith('##[error]boom')).toBe(true);
    expect(tail).not.toContain('2026-01-01');
    expect(tail).not.toContain('##[group]');
    expect(relevantTail('x'.repeat(5000), 100).length).toBeLessThan(120);
  });

  test('at most 3 failed jobs are shown, sharing the budget; the rest are counted, their logs never fetched', async () => {
    const long = (n: number) => Array.from({ length: 140 }, (_, i) => `job${n} line ${i} ${'x'.repeat(40)}`).join('\n');
    const gh = await jobsOf(9, [
      { name: 'lint', conclusion: 'success', log: 'PASSING' },
      ...[1, 2, 3, 4, 5].map((n) => ({ name: `test ${n}`, conclusion: 'failure', log: long(n) })),
    ]);
    const text = await failedJobLogs(gh, 9, new Redactor());
    expect(text.match(/^=== job "/gm)).toHaveLength(3);
    expect(text).toContain('=== job "test 1"');
    expect(text).toContain('=== job "test 3"');
    expect(text).not.toContain('test 4');
    expect(text.endsWith('[... 2 more failed jobs not shown]')).toBe(true);
    expect(text).not.toContain('PASSING');
    // The 7,000 characters are shared between the jobs shown, each cut from its end.
    expect(text.length).toBeLessThan(7_200);
    expect(text).toContain('job3 line 139');
    expect(text).not.toContain('job3 line 0 ');
    const fetched = fake!.requests.filter((r) => r.path.includes('/actions/jobs/')).map((r) => r.path);
    expect(fetched).toEqual(['/repos/octo-org/greeter/actions/jobs/101/logs', '/repos/octo-org/greeter/actions/jobs/102/logs', '/repos/octo-org/greeter/actions/jobs/103/logs']);
  });

  test('exactly 3 failed jobs: no "more" line', async () => {
    const gh = await jobsOf(9, [1, 2, 3].map((n) => ({ name: `test ${n}`, conclusion: 'failure', log: 'boom' })));
    const text = await failedJobLogs(gh, 9, new Redactor());
    expect(text.match(/^=== job "/gm)).toHaveLength(3);
    expect(text).not.toContain('more failed jobs');
  });

  test.each([403, 404])('the jobs list refused (%i): the error names permissions: actions: read', async (status) => {
    const gh = await jobsOf(9, [{ name: 'test', conclusion: 'failure', log: 'boom' }]);
    fake!.failNext('GET /repos/octo-org/greeter/actions/runs/9/jobs', status, 1, { body: { message: 'Resource not accessible by integration' } });
    await expect(failedJobLogs(gh, 9, new Redactor())).rejects.toThrow(new RegExp(`answered ${status}\\).*permissions: actions: read`));
    // Another failure is not mistaken for a permission problem.
    fake!.failNext('GET /repos/octo-org/greeter/actions/runs/9/jobs', 422);
    await expect(failedJobLogs(gh, 9, new Redactor())).rejects.not.toThrow(/actions: read/);
  });

  test('the trailer joins an existing trailer block, or starts one', () => {
    expect(withFixTrailer('marshal: fix\n\nCo-authored-by: a <a@x>\n', 7)).toBe('marshal: fix\n\nCo-authored-by: a <a@x>\nMarshal-CI-Fix: run 7\n');
    expect(withFixTrailer('marshal: fix\n\nRequested in #2.\n', 7)).toBe('marshal: fix\n\nRequested in #2.\n\nMarshal-CI-Fix: run 7\n');
  });

  test('only fixes in a row from the head count', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-cifix-'));
    git(dir, 'init', '-q');
    const commit = (msg: string) => {
      writeFileSync(path.join(dir, 'f'), msg);
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', msg);
    };
    commit('marshal: fix\n\nMarshal-CI-Fix: run 1');
    commit('a person pushes');
    commit('marshal: fix\n\nMarshal-CI-Fix: run 2');
    expect(await consecutiveFixes(dir, 'HEAD')).toBe(1);
    commit('marshal: fix\n\nMarshal-CI-Fix: run 3');
    expect(await consecutiveFixes(dir, 'HEAD')).toBe(2);
    // The trailer must be a line of its own, not text quoted inside a message.
    commit('revert: mentions Marshal-CI-Fix: run 3 inline');
    expect(await consecutiveFixes(dir, 'HEAD')).toBe(0);
  });
});
