// What Marshal answers when it refuses: contained one-line replies, and GitHub's PR refusal
// explained with the setting to change.
import { describe, expect, test } from 'vitest';
import { answerRefusal, renderRefusalReply } from '../../src/action/refusal.js';
import { explainPullRefusal } from '../../src/action/publish.js';
import { GitHubError } from '../../src/github/index.js';
import { Redactor } from '../../src/shared/redact.js';

describe('refusal replies', () => {
  test('one line, markup escaped, mentions defused, secrets redacted, marked as a reply', () => {
    const redactor = new Redactor();
    redactor.add('ghs_secretsecretsecret0123456789');
    const body = renderRefusalReply('no\n<img src=x> @octocat [x](http://e) ghs_secretsecretsecret0123456789 <!-- marshal:report -->', redactor);
    const [marker, line, ...rest] = body.split('\n');
    expect(marker).toBe('<!-- marshal:reply -->');
    expect(rest).toEqual([]);
    expect(line).not.toMatch(/<img|<!--|@octocat|(?<!\\)\]\(http|ghs_secret/);
    expect(line).toContain('&lt;img');
  });

  test('a reaction on the comment and a reply in the conversation; failures only logged', async () => {
    const calls: string[] = [];
    const warnings: string[] = [];
    const gh = {
      addReaction: async (t: { id: number }, c: string) => void calls.push(`react ${t.id} ${c}`),
      createComment: async (n: number, body: string) => {
        calls.push(`comment ${n} ${body.split('\n')[1]}`);
        throw new Error('502');
      },
    };
    await answerRefusal(gh as never, { issueNumber: 2, target: { kind: 'issue-comment', id: 7 }, message: 'Refused.' }, { warning: (m) => warnings.push(m) });
    expect(calls).toEqual(['react 7 confused', 'comment 2 Refused.']);
    expect(warnings).toEqual(['Could not reply to the refused request: 502']);
  });
});

describe('explainPullRefusal', () => {
  test("GitHub's refusal to let Actions open PRs names the setting and the App-token way out", () => {
    const refused = new GitHubError('POST /repos/{owner}/{repo}/pulls failed (403): GitHub Actions is not permitted to create or approve pull requests.', 403, 'POST /repos/{owner}/{repo}/pulls');
    expect(explainPullRefusal(refused)).toMatch(/Allow GitHub Actions to create and approve pull requests.*GitHub App token as github_token/);
    expect(explainPullRefusal(new GitHubError('POST /pulls failed (422): Validation Failed', 422, 'POST /pulls'))).toBe('POST /pulls failed (422): Validation Failed');
  });
});
