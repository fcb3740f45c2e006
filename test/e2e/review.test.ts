// Pull request reviews end to end through `node dist/index.js` with the real pull_request
// synchronize payload: one review lands with an inline suggestion on the right line, a comment
// outside the diff goes into the summary, and a re-run after a push updates the summary without
// repeating the comment. The fake GitHub refuses a review whose comment is outside the diff (422).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import type { FakeGitHub } from '../fakes/github-api.js';
import { runBundledAction, sh, type SampleRepo } from './harness.js';
import { API_KEY, GH_TOKEN, runScenario, tool, type Scenario } from './scenario.js';

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

function review(edit: (p: any) => void = () => undefined) {
  let gh: FakeGitHub | null = null;
  return runScenario({
    eventName: 'pull_request',
    fixture: 'pull-request.synchronize',
    prFiles: { 'src/greet.js': GREET },
    inputs: { review: 'true' },
    edit: (p) => {
      p.sender.login = 'octocat';
      p.pull_request.head.repo.full_name = 'octo-org/greeter';
      edit(p);
    },
    before: (g) => (gh = g),
    prepare: (repo) => {
      (gh as FakeGitHub).state.pulls[2]!.files = listFiles(repo, repo.headSha as string);
    },
    responses: [
      toolMessage([tool('r1', 'Read', { file_path: 'src/greet.js' }), tool('w1', 'Write', { file_path: 'src/greet.js', content: 'x' })]),
      answer([ON_LINE_3, { path: 'README.md', line: 40, side: 'RIGHT', body: 'Mention @octocat in the README.' }]),
    ],
  });
}

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
    // A push that does not touch line 3.
    const seed = path.join(s.repo.dir, 'seed');
    writeFileSync(path.join(seed, 'src', 'extra.js'), 'export const extra = 1;\n');
    sh(seed, ['add', '-A']);
    sh(seed, ['commit', '--quiet', '-m', 'more']);
    sh(seed, ['push', '--quiet', '-f', 'origin', 'feature', 'HEAD:refs/pull/2/head']);
    const head = sh(seed, ['rev-parse', 'HEAD']).trim();
    s.gh.state.pulls[2]!.head.sha = head;
    s.gh.state.pulls[2]!.files = listFiles(s.repo, head);
    s.api.enqueue(answer([ON_LINE_3, { path: 'src/extra.js', line: 1, side: 'RIGHT', body: 'Unused export.' }], 'Still missing the fallback.'));
    const payload = JSON.parse(JSON.stringify((await import('./scenario.js')).fixture('pull-request.synchronize')));
    payload.sender.login = 'octocat';
    payload.pull_request.head.sha = head;
    payload.pull_request.head.repo.full_name = 'octo-org/greeter';
    const again = await runBundledAction({
      repo: s.repo, eventName: 'pull_request', payload, githubUrl: s.gh.url, anthropicUrl: s.api.url,
      inputs: { anthropic_api_key: API_KEY, github_token: GH_TOKEN, review: 'true' },
    });
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

  test('without the review input, pull_request stays guard mode: no model call', async () => {
    current = await runScenario({ eventName: 'pull_request', fixture: 'pull-request.synchronize', inputs: { guard: 'false' } });
    expect(current.api.requests).toHaveLength(0);
    expect(current.gh.state.reviews).toHaveLength(0);
  });
});
