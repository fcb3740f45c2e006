// postReview over the real client and the fake GitHub (which refuses a review whose comment is
// outside the diff): what lands where, what is never repeated, and whose review is updated.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createGitHub, type GitHub } from '../../src/github/index.js';
import { linesInPatch, postReview, type ReviewAnswer } from '../../src/action/review.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const TOKEN = 'ghs_reviewtoken00000000000000000000000';
const HEAD = 'c'.repeat(40);
const PATCH = '@@ -1,3 +1,4 @@\n line one\n-old two\n+new two\n+new three\n line four';

let fake: FakeGitHub;
let gh: GitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({
    token: TOKEN,
    tokenUser: { login: 'marshal-app[bot]', type: 'Bot' },
    pulls: { 3: { number: 3, title: 't', body: '', head: { ref: 'f', sha: HEAD, repoFullName: 'octo-org/greeter' }, base: { ref: 'main', sha: 'b'.repeat(40) }, files: [{ filename: 'a.js', status: 'modified', additions: 2, deletions: 1, patch: PATCH }] } },
  });
  gh = createGitHub({ token: TOKEN, apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', selfLogin: 'marshal-app[bot]', retries: 0, log: { warning: () => undefined } });
});
afterEach(() => fake.close());

const files = () => [{ filename: 'a.js', status: 'modified', additions: 2, deletions: 1, patch: PATCH }];
const post = (answer: ReviewAnswer) => postReview({ gh, prNumber: 3, headSha: HEAD, answer, files: files() });

describe('postReview', () => {
  test('lines of a patch: new side with context, old side with deletions', () => {
    const lines = linesInPatch(PATCH);
    expect([...lines.RIGHT.keys()]).toEqual([1, 2, 3, 4]);
    expect([...lines.LEFT.keys()]).toEqual([1, 2, 3]);
  });

  test('a comment outside the diff, or a range starting outside it, goes to the summary; the rest is one review', async () => {
    const r = await post({
      summary: 'ok <img src=x> @someone',
      comments: [
        { path: 'a.js', line: 2, side: 'RIGHT', body: 'use ``` carefully', suggestion: 'new ```two```' },
        { path: 'a.js', line: 9, side: 'RIGHT', body: 'far away' },
        { path: 'b.js', line: 1, side: 'RIGHT', body: 'not in the PR' },
        { path: 'a.js', line: 2, side: 'LEFT', body: 'the old line' },
      ],
    });
    expect(r).toMatchObject({ posted: 2, outside: 2, updated: false });
    expect(fake.state.reviews).toHaveLength(1);
    const body = fake.state.reviews[0]!.body;
    expect(body).toContain('&lt;img');
    expect(body).toContain('@\u200bsomeone');
    expect(body).toMatch(/a\.js:9[\s\S]*b\.js:1/);
    const suggestion = fake.state.prReviewComments.find((c) => c.side === 'RIGHT')!.body;
    // The fence is longer than any backtick run in the suggestion: it cannot be closed from inside.
    expect(suggestion).toContain("````suggestion\nnew ```two```\n````");
  });

  test("another account's review with the marker is never updated; Marshal's own is", async () => {
    fake.state.reviews.push({ id: 1, pullNumber: 3, body: '<!-- marshal:review --> planted', state: 'COMMENTED', commit_id: HEAD, user: { login: 'mallory', type: 'User' } });
    const first = await post({ summary: 'first', comments: [] });
    expect(first.updated).toBe(false);
    expect(fake.state.reviews[0]!.body).toBe('<!-- marshal:review --> planted');
    const second = await post({ summary: 'second', comments: [] });
    expect(second).toMatchObject({ updated: true, id: first.id });
    expect(fake.state.reviews).toHaveLength(2);
    expect(fake.state.reviews[1]!.body).toContain('second');
  });

  test("a comment already made on the line is not repeated; another account's identical comment does not silence it", async () => {
    const c = { path: 'a.js', line: 3, side: 'RIGHT' as const, body: 'same' };
    fake.state.prReviewComments.push({ id: 5, pullNumber: 3, reviewId: 1, path: 'a.js', line: 3, side: 'RIGHT', body: 'same', commit_id: HEAD, user: { login: 'mallory', type: 'User' } });
    expect((await post({ summary: 's', comments: [c] })).posted).toBe(1);
    expect(await post({ summary: 's', comments: [c] })).toMatchObject({ posted: 0, repeated: 1 });
    expect(fake.state.prReviewComments.filter((x) => x.user.login === 'marshal-app[bot]')).toHaveLength(1);
  });
});
