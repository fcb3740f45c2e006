// Pull request reviews end to end through `node dist/index.js` with the real pull_request
// synchronize and issue_comment payloads: one review lands with an inline suggestion on the right
// line, a comment outside the diff goes into the summary, a range across hunks stays inline on its
// last line, a review GitHub refuses still lands (comments in the summary), a re-run after a push
// updates the summary without repeating a comment on a line that did not change (however it is
// worded), `@marshal review` reviews and never pushes, and a fork's PR without the key is skipped.
// The fake GitHub refuses a review whose comment is outside the diff or spans hunks (422).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage, type FakeResponse } from '../fakes/messages-api.js';
import type { FakeGitHub } from '../fakes/github-api.js';
import { runBundledAction, sh, type SampleRepo } from './harness.js';
import { API_KEY, GH_TOKEN, fixture, runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const GREET = '/** Greets someone by name; falls back to "world" when no name is given. */\nexport function greet(name) {\n  const who = name;\n  return `Hello, ${who}!`;\n}\n';

/** The PR's files as GitHub lists them (with patches), from the bare remote. */
function listFiles(repo: SampleRepo, head: string) {
  const names = sh(repo.remote, ['diff', '--name-only', `${repo.baseSha}...${head}`]).trim().split('\n');
  return names.map((filename) => {
    const patch = sh(repo.remote, ['diff', `${repo.baseSha}...${head}`, '--', filename]);
    return { filename, status: 'modified', additions: 1, deletions: 1, patch: patch.slice(patch.indexOf('@@')).replace(/\n$/, '') };
  });
}

const answer = (comments: unknown[], summary = 'The fallback to "world" is gone.') => textMessage(JSON.stringify({ summary, comments }));
const ON_LINE_3 = { path: 'src/greet.js', line: 3, side: 'RIGHT', body: 'An empty name greets nobody.', suggestion: "  const who = name || 'world';" };

interface ReviewOptions {
  edit?: (p: any) => void;
  responses?: FakeResponse[];
  inputs?: Record<string, string>;
  prFiles?: Record<string, string>;
  extraFiles?: Record<string, string>;
  before?: (gh: FakeGitHub) => void;
}

function review(opts: ReviewOptions = {}) {
  let gh: FakeGitHub | null = null;
  return runScenario({
    eventName: 'pull_request',
    fixture: 'pull-request.synchronize',
    prFiles: opts.prFiles ?? { 'src/greet.js': GREET },
    ...(opts.extraFiles ? { extraFiles: opts.extraFiles } : {}),
    inputs: { review: 'true', ...opts.inputs },
    edit: (p) => {
      p.sender.login = 'octocat';
      p.pull_request.head.repo.full_name = 'octo-org/greeter';
      opts.edit?.(p);
    },
    before: (g) => {
      gh = g;
      opts.before?.(g);
    },
    prepare: (repo) => {
      (gh as FakeGitHub).state.pulls[2]!.files = listFiles(repo, repo.headSha as string);
    },
    responses: opts.responses ?? [
      toolMessage([tool('r1', 'Read', { file_path: 'src/greet.js' }), tool('w1', 'Write', { file_path: 'src/greet.js', content: 'x' })]),
      answer([ON_LINE_3, { path: 'README.md', line: 40, side: 'RIGHT', body: 'Mention @octocat in the README.' }]),
    ],
  });
}

/** A push to the PR that leaves src/greet.js alone, then the review run again on it. */
async function pushAndReviewAgain(s: Scenario, second: FakeResponse) {
  const seed = path.join(s.repo.dir, 'seed');
  writeFileSync(path.join(seed, 'src', 'extra.js'), 'export const extra = 1;\n');
  sh(seed, ['add', '-A']);
  sh(seed, ['commit', '--quiet', '-m', 'more']);
  sh(seed, ['push', '--quiet', '-f', 'origin', 'feature', 'HEAD:refs/pull/2/head']);
  const head = sh(seed, ['rev-parse', 'HEAD']).trim();
  s.gh.state.pulls[2]!.head.sha = head;
  s.gh.state.pulls[2]!.files = listFiles(s.repo, head);
  s.api.enqueue(second);
  const payload = fixture('pull-request.synchronize');
  payload.sender.login = 'octocat';
  payload.pull_request.head.sha = head;
  payload.pull_request.head.repo.full_name = 'octo-org/greeter';
  const run = await runBundledAction({
    repo: s.repo, eventName: 'pull_request', payload, githubUrl: s.gh.url, anthropicUrl: s.api.url,
    inputs: { anthropic_api_key: API_KEY, github_token: GH_TOKEN, review: 'true' },
  });
  return { run, head };
}

/** Twenty lines on main; the PR changes the 2nd and the 18th, far enough apart for two hunks. */
const LIST_BASE = Array.from({ length: 20 }, (_, i) => `export const item${i + 1} = ${i + 1};`).join('\n') + '\n';
const LIST_HEAD = LIST_BASE.replace('item2 = 2', 'item2 = 200').replace('item18 = 18', 'item18 = 1800');

describe('review', () => {
  test('one review: the suggestion on its diff line, the comment outside the diff in the summary, nothing written', async () => {
    current = await review();
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.gh.state.reviews).toHaveLength(1);
    const posted = s.gh.state.reviews[0]!;
    expect(posted.commit_id).toBe(s.repo.headSha);
    expect(posted.body).toContain('The fallback to "world" is gone.');
    expect(posted.body).toMatch(/Other notes[\s\S]*README\.md:40/);
    expect(posted.body).toContain('@\u200boctocat');
    expect(s.gh.state.prReviewComments).toHaveLength(1);
    expect(s.gh.state.prReviewComments[0]).toMatchObject({ path: 'src/greet.js', line: 3, side: 'RIGHT', reviewId: posted.id });
    expect(s.gh.state.prReviewComments[0]!.body).toContain("```suggestion\n  const who = name || 'world';\n```");
    expect(s.run.outputs.review_id).toBe(String(posted.id));
    expect(s.run.outputs.review_url).toContain(`#pullrequestreview-${posted.id}`);
    // Plan mode: the Write was denied, and nothing was pushed.
    expect(JSON.stringify(s.api.requests[1]?.body)).toContain('plan mode');
    expect(sh(s.repo.remote, ['rev-parse', 'feature']).trim()).toBe(s.repo.headSha);
    // The diff reached the model inside the untrusted block.
    expect(JSON.stringify(s.api.requests[0]?.body)).toContain('const who = name;');
  });

  test('a re-run after a push updates the summary and does not repeat the comment', async () => {
    current = await review();
    const s = current;
    expect(s.gh.state.reviews).toHaveLength(1);
    const { run: again, head } = await pushAndReviewAgain(s, answer([ON_LINE_3, { path: 'src/extra.js', line: 1, side: 'RIGHT', body: 'Unused export.' }], 'Still missing the fallback.'));
    expect(again.code, again.stderr + again.stdout).toBe(0);
    const marked = s.gh.state.reviews.filter((r) => r.body.includes('marshal:review'));
    expect(marked).toHaveLength(1);
    expect(marked[0]!.body).toContain('Still missing the fallback.');
    expect(marked[0]!.body).toContain(head.slice(0, 7));
    const onLine3 = s.gh.state.prReviewComments.filter((c) => c.path === 'src/greet.js' && c.line === 3);
    expect(onLine3).toHaveLength(1);
    expect(s.gh.state.prReviewComments.filter((c) => c.path === 'src/extra.js')).toHaveLength(1);
    expect(again.outputs.review_id).toBe(String(marked[0]!.id));
  });

  test('a re-run whose comment on the unchanged line is worded differently: not repeated, and the model was told of the first', async () => {
    current = await review();
    const s = current;
    const reworded = { path: 'src/greet.js', line: 3, side: 'RIGHT', body: 'When name is empty the greeting reads "Hello, !".', suggestion: "  const who = name ? name : 'world';" };
    const { run: again } = await pushAndReviewAgain(s, answer([reworded], 'Still missing the fallback.'));
    expect(again.code, again.stderr + again.stdout).toBe(0);
    expect(s.gh.state.prReviewComments.filter((c) => c.path === 'src/greet.js' && c.line === 3)).toHaveLength(1);
    expect(s.gh.state.prReviewComments[0]!.body).toContain('An empty name greets nobody.');
    // No second review for new comments: there were none.
    expect(s.gh.state.reviews).toHaveLength(1);
    expect(again.stdout).toContain('0 new inline comment(s), 1 already made');
    // The second run's prompt listed the comment already standing, inside the untrusted block.
    const prompt = JSON.stringify(s.api.requests.at(-1)?.body);
    expect(prompt).toMatch(/UNTRUSTED_EVENT_DATA[\s\S]*already made[\s\S]*src\/greet\.js:3 \(RIGHT\): An empty name greets nobody\./);
  });

  test('a comment spanning two hunks lands on its last line (GitHub would refuse the range)', async () => {
    current = await review({
      extraFiles: { 'src/list.js': LIST_BASE },
      prFiles: { 'src/list.js': LIST_HEAD },
      responses: [answer([{ path: 'src/list.js', start_line: 2, line: 18, side: 'RIGHT', body: 'These two values must change together.' }], 'Two constants changed.')],
    });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.gh.state.pulls[2]!.files![0]!.patch!.match(/^@@/gm)).toHaveLength(2);
    expect(s.gh.state.reviews).toHaveLength(1);
    expect(s.gh.state.prReviewComments).toHaveLength(1);
    expect(s.gh.state.prReviewComments[0]).toMatchObject({ path: 'src/list.js', line: 18, body: 'These two values must change together.' });
    expect(s.gh.state.prReviewComments[0]).not.toHaveProperty('start_line');
  });

  test('GitHub refusing the review (422) still gets a review: the inline comment is in the summary', async () => {
    current = await review({ before: (g) => g.failNext('POST /repos/octo-org/greeter/pulls/2/reviews', 422) });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.gh.state.reviews).toHaveLength(1);
    expect(s.gh.state.prReviewComments).toHaveLength(0);
    expect(s.gh.state.reviews[0]!.body).toMatch(/would not take inline[\s\S]*src\/greet\.js:3`: An empty name greets nobody\./);
    expect(s.run.outputs.review_id).toBe(String(s.gh.state.reviews[0]!.id));
    expect(s.run.stdout).toContain('1 refused inline by GitHub');
  });

  test('@marshal review in a PR comment: one review, the review outputs, nothing pushed even with push: pr-branch', async () => {
    let gh: FakeGitHub | null = null;
    current = await runScenario({
      prFiles: { 'src/greet.js': GREET },
      inputs: { push: 'pr-branch' },
      edit: (p) => (p.comment.body = '@marshal review the fallback'),
      before: (g) => (gh = g),
      prepare: (repo) => {
        (gh as FakeGitHub).state.pulls[2]!.files = listFiles(repo, repo.headSha as string);
      },
      responses: [
        toolMessage([tool('e1', 'Edit', { file_path: 'src/greet.js', old_string: '  const who = name;', new_string: "  const who = name || 'world';" })]),
        answer([ON_LINE_3]),
      ],
    });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.gh.state.reviews).toHaveLength(1);
    expect(s.run.outputs.review_id).toBe(String(s.gh.state.reviews[0]!.id));
    expect(s.gh.state.prReviewComments).toMatchObject([{ path: 'src/greet.js', line: 3 }]);
    // The focus reached the task; the edit was refused (plan mode); nothing was pushed.
    expect(JSON.stringify(s.api.requests[0]?.body)).toContain('focus on: the fallback');
    expect(JSON.stringify(s.api.requests[1]?.body)).toContain('plan mode');
    expect(sh(s.repo.remote, ['rev-parse', 'feature']).trim()).toBe(s.repo.headSha);
    expect(s.run.outputs.branch_name ?? '').toBe('');
    // Like every run on a PR: the sticky report and the check run on the head.
    expect(s.reports()).toHaveLength(1);
    expect(s.gh.state.checkRuns).toMatchObject([{ name: 'Marshal', head_sha: s.repo.headSha, conclusion: 'success' }]);
  });

  test("a fork's PR without the key (no secrets on pull_request): skipped with a notice, nothing posted", async () => {
    current = await review({
      inputs: { anthropic_api_key: '' },
      edit: (p) => (p.pull_request.head.repo.full_name = 'maintainer/greeter'),
    });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('skipped');
    expect(s.run.stdout).toMatch(/::notice::Marshal did not review #2: Input required and not supplied: anthropic_api_key/);
    expect(s.api.requests).toHaveLength(0);
    expect(s.gh.state.reviews).toHaveLength(0);
    expect(s.gh.state.comments).toHaveLength(0);
    expect(s.gh.state.checkRuns).toHaveLength(0);
  });

  test('without the review input, pull_request stays guard mode: no model call', async () => {
    current = await runScenario({ eventName: 'pull_request', fixture: 'pull-request.synchronize', inputs: { guard: 'false' } });
    expect(current.api.requests).toHaveLength(0);
    expect(current.gh.state.reviews).toHaveLength(0);
  });
});
