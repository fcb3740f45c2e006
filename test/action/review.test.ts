// postReview over the real client and the fake GitHub (which refuses a review whose comment is
// outside the diff, or whose range crosses hunks, as GitHub does): what lands where, what is never
// repeated, what happens when GitHub refuses anyway, and whose review is updated.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createGitHub, type GitHub } from '../../src/github/index.js';
import { linesInPatch, postReview, reviewContext, type ReviewAnswer } from '../../src/action/review.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const TOKEN = 'ghs_reviewtoken00000000000000000000000';
const HEAD = 'c'.repeat(40);
const PATCH = '@@ -1,3 +1,4 @@\n line one\n-old two\n+new two\n+new three\n line four';
/** Two hunks: new lines 1-4, then 11-13. */
const TWO_HUNKS = `${PATCH}\n@@ -10,2 +11,3 @@\n line eleven\n+new twelve\n line thirteen`;

let fake: FakeGitHub;
let gh: GitHub;
beforeEach(async () => {
  fake = await startFakeGitHub({
    token: TOKEN,
    tokenUser: { login: 'marshal-app[bot]', type: 'Bot' },
    pulls: { 3: { number: 3, title: 't', body: '', head: { ref: 'f', sha: HEAD, repoFullName: 'octo-org/greeter' }, base: { ref: 'main', sha: 'b'.repeat(40) }, files: files() } },
  });
  gh = createGitHub({ token: TOKEN, apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', selfLogin: 'marshal-app[bot]', retries: 0, log: { warning: () => undefined } });
});
afterEach(() => fake.close());

function files() {
  return [
    { filename: 'a.js', status: 'modified', additions: 2, deletions: 1, patch: PATCH },
    { filename: 'two.js', status: 'modified', additions: 3, deletions: 1, patch: TWO_HUNKS },
  ];
}
const REVIEWS_ROUTE = 'POST /repos/octo-org/greeter/pulls/3/reviews';
const own = (login = 'marshal-app[bot]') => ({ login, type: login.endsWith('[bot]') ? 'Bot' : 'User' });
const post = (answer: ReviewAnswer) => postReview({ gh, prNumber: 3, headSha: HEAD, answer, files: files() });

describe('postReview', () => {
  test('lines of a patch: new side with context, old side with deletions, each with its hunk', () => {
    const lines = linesInPatch(TWO_HUNKS);
    expect([...lines.RIGHT]).toEqual([[1, 0], [2, 0], [3, 0], [4, 0], [11, 1], [12, 1], [13, 1]]);
    expect([...lines.LEFT]).toEqual([[1, 0], [2, 0], [3, 0], [10, 1], [11, 1]]);
  });

  test('the fake holds GitHub\'s rule: a range across hunks, or ending where it starts, refuses the whole review', async () => {
    const comment = (startLine: number, line: number) => ({ path: 'two.js', line, side: 'RIGHT' as const, startLine, body: 'x' });
    await expect(gh.createReview(3, { commitId: HEAD, body: 's', comments: [comment(3, 12)] })).rejects.toMatchObject({ status: 422 });
    await expect(gh.createReview(3, { commitId: HEAD, body: 's', comments: [comment(3, 3)] })).rejects.toMatchObject({ status: 422 });
    expect(fake.state.reviews).toHaveLength(0);
    await gh.createReview(3, { commitId: HEAD, body: 's', comments: [comment(11, 13)] });
    expect(fake.state.prReviewComments).toMatchObject([{ start_line: 11, line: 13 }]);
  });

  test('ranges: one hunk stays a range, across hunks a comment lands on its last line, a suggestion across hunks goes to the summary', async () => {
    const r = await post({
      summary: 's',
      comments: [
        { path: 'two.js', line: 4, start_line: 2, side: 'RIGHT', body: 'range in hunk one', suggestion: 'a\nb\nc' },
        { path: 'two.js', line: 12, start_line: 3, side: 'RIGHT', body: 'spans both hunks' },
        { path: 'two.js', line: 13, start_line: 13, side: 'RIGHT', body: 'start equals line', suggestion: 'z' },
        { path: 'two.js', line: 11, start_line: 2, side: 'RIGHT', body: 'rewrite across hunks', suggestion: 'whole range' },
      ],
    });
    // GitHub took the review: nothing was refused, one review.
    expect(r).toMatchObject({ posted: 3, outside: 1, folded: 0 });
    expect(fake.state.reviews).toHaveLength(1);
    const byLine = (line: number) => fake.state.prReviewComments.find((c) => c.line === line);
    expect(byLine(4)).toMatchObject({ start_line: 2 });
    expect(byLine(12)?.body).toBe('spans both hunks');
    expect(byLine(12)).not.toHaveProperty('start_line');
    expect(byLine(13)).not.toHaveProperty('start_line');
    expect(byLine(11)).toBeUndefined();
    expect(fake.state.reviews[0]!.body).toMatch(/Other notes[\s\S]*two\.js:2-11`: rewrite across hunks[\s\S]*whole range/);
  });

  test('GitHub refusing the review anyway (422): posted again once, every inline comment in the summary', async () => {
    fake.failNext(REVIEWS_ROUTE, 422, 1, { body: { message: 'Validation Failed', errors: ['a rule Marshal does not check'] } });
    const warnings: string[] = [];
    const r = await postReview({
      gh, prNumber: 3, headSha: HEAD, files: files(), log: { warning: (m) => warnings.push(m) },
      answer: { summary: 'overall', comments: [{ path: 'a.js', line: 2, side: 'RIGHT', body: 'first point' }, { path: 'a.js', line: 9, side: 'RIGHT', body: 'far away' }] },
    });
    expect(r).toMatchObject({ posted: 0, outside: 1, folded: 1, updated: false });
    expect(fake.state.reviews).toHaveLength(1);
    expect(fake.state.prReviewComments).toHaveLength(0);
    expect(fake.state.reviews[0]!.body).toMatch(/overall[\s\S]*a\.js:9`: far away[\s\S]*would not take inline[\s\S]*a\.js:2`: first point/);
    expect(warnings.join('\n')).toContain('422');
    // On a later push (the summary exists): the new comments' review is refused, and they join
    // the summary, updated once; no second review.
    fake.failNext(REVIEWS_ROUTE, 422);
    const again = await post({ summary: 'later', comments: [{ path: 'a.js', line: 3, side: 'RIGHT', body: 'new point' }] });
    expect(again).toMatchObject({ posted: 0, folded: 1, updated: true, id: r.id });
    expect(fake.state.reviews).toHaveLength(1);
    expect(fake.state.reviews[0]!.body).toMatch(/later[\s\S]*would not take inline[\s\S]*a\.js:3`: new point/);
  });

  test('a 422 with no inline comment to blame is not retried', async () => {
    fake.failNext(REVIEWS_ROUTE, 422);
    await expect(post({ summary: 'alone', comments: [{ path: 'a.js', line: 9, side: 'RIGHT', body: 'outside' }] })).rejects.toMatchObject({ status: 422 });
    expect(fake.state.reviews).toHaveLength(0);
  });

  test('a comment outside the diff goes to the summary; the rest is one review', async () => {
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
    fake.state.prReviewComments.push({ id: 5, pullNumber: 3, reviewId: 1, path: 'a.js', line: 3, side: 'RIGHT', body: 'same', commit_id: HEAD, user: own('mallory') });
    expect((await post({ summary: 's', comments: [c] })).posted).toBe(1);
    expect(await post({ summary: 's', comments: [c] })).toMatchObject({ posted: 0, repeated: 1 });
    expect(fake.state.prReviewComments.filter((x) => x.user.login === 'marshal-app[bot]')).toHaveLength(1);
  });

  test('worded differently on the same line: still not repeated; once GitHub marks the line outdated, it is posted again', async () => {
    fake.state.prReviewComments.push({ id: 5, pullNumber: 3, reviewId: 1, path: 'a.js', line: 3, side: 'RIGHT', body: 'An empty name greets nobody.', commit_id: 'd'.repeat(40), user: own() });
    const reworded = { path: 'a.js', line: 3, side: 'RIGHT' as const, body: 'With no name, nobody is greeted.' };
    expect(await post({ summary: 's', comments: [reworded] })).toMatchObject({ posted: 0, repeated: 1 });
    // The same line on the other side is another line.
    expect(await post({ summary: 's', comments: [{ ...reworded, side: 'LEFT' }] })).toMatchObject({ posted: 1, repeated: 0 });
    fake.state.prReviewComments[0]!.outdated = true;
    expect(await post({ summary: 's', comments: [reworded] })).toMatchObject({ posted: 1, repeated: 0 });
  });

  test('the model is told of the comments still standing (outdated ones and the suggestion block left out)', async () => {
    fake.state.prReviewComments.push(
      { id: 5, pullNumber: 3, reviewId: 1, path: 'a.js', line: 3, side: 'RIGHT', body: 'An empty name\ngreets nobody.\n\n```suggestion\nSECRET-SUGGESTION\n```', commit_id: HEAD, user: own() },
      { id: 6, pullNumber: 3, reviewId: 1, path: 'a.js', line: 2, side: 'RIGHT', body: 'OUTDATED-POINT', commit_id: HEAD, user: own(), outdated: true },
      { id: 7, pullNumber: 3, reviewId: 1, path: 'a.js', line: 4, side: 'RIGHT', body: 'SOMEONE-ELSE', commit_id: HEAD, user: own('mallory') },
    );
    const context = reviewContext(files(), await gh.listOwnReviewComments(3));
    expect(context).toMatch(/already made[\s\S]*- a\.js:3 \(RIGHT\): An empty name greets nobody\.\n/);
    expect(context).not.toContain('SECRET-SUGGESTION');
    expect(context).not.toContain('OUTDATED-POINT');
    expect(context).not.toContain('SOMEONE-ELSE');
    expect(context).toContain('--- a.js (modified)\n@@ -1,3 +1,4 @@');
    // Nothing standing: the diff alone.
    expect(reviewContext(files(), [])).toMatch(/^--- a\.js/);
  });
});
