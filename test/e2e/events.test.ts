// Other events end to end through `node dist/index.js`: an issue that asks for work ends in a
// branch and a PR linking back, a submitted review runs, and an unsupported event is a notice.
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { sh } from './harness.js';
import { runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const FIX = { file_path: 'src/greet.js', old_string: '  return `Hello, ${name}!`;', new_string: "  return `Hello, ${name || 'world'}!`;" };

describe('events', () => {
  test('an issue opened with the phrase: the fix goes to marshal/<run-id> and a PR links back to the issue', async () => {
    current = await runScenario({
      eventName: 'issues',
      fixture: 'issues.opened.marshal',
      prFiles: null,
      edit: (p) => {
        p.issue.user.login = 'octocat';
        p.sender.login = 'octocat';
      },
      responses: [toolMessage([tool('e1', 'Edit', FIX)]), textMessage('Fixed the greeting.')],
    });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.gh.state.createdPulls).toHaveLength(1);
    const pr = s.gh.state.createdPulls[0] as { head: string; base: string; body: string };
    expect(pr.head).toBe('marshal/4242');
    expect(pr.base).toBe('main');
    expect(pr.body).toMatch(/#1\b/);
    expect(s.run.outputs.pr_url).toMatch(/\/pull\/\d+$/);
    expect(sh(s.repo.remote, ['show', 'marshal/4242:src/greet.js'])).toContain("name || 'world'");
    // The default branch is untouched.
    expect(sh(s.repo.remote, ['rev-parse', 'main']).trim()).toBe(s.repo.baseSha);
    // The report went to the issue.
    expect(s.gh.state.comments.some((c) => c.issueNumber === 1 && c.body.includes('marshal:report'))).toBe(true);
  });

  test('a submitted review with the phrase runs, with the review as untrusted context', async () => {
    current = await runScenario({
      eventName: 'pull_request_review',
      fixture: 'pull-request-review.submitted.marshal',
      edit: (p) => {
        p.review.user.login = 'octocat';
        p.sender.login = 'octocat';
      },
      responses: [textMessage('Addressed.')],
    });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(JSON.stringify(s.api.requests[0]?.body)).toContain('address the review comments');
    expect(s.reports()).toHaveLength(1);
  });

  test('an event Marshal does not handle is a notice and exit 0, with no API call at all', async () => {
    current = await runScenario({ eventName: 'push', fixture: 'schedule', edit: (p) => Object.assign(p, { ref: 'refs/heads/main' }) });
    const s = current;
    expect(s.run.code).toBe(0);
    expect(s.run.outputs.conclusion).toBe('skipped');
    expect(s.run.stdout).toMatch(/::notice::Marshal did not run: push/);
    expect(s.gh.requests).toHaveLength(0);
    expect(s.api.requests).toHaveLength(0);
  });
});
