// `npm run demo`: the whole Action end to end, offline. A sample repository with a pull request
// (in a local bare remote), a real issue_comment payload saying "@marshal ...", the loopback fake
// GitHub API, and the replay model playing a recorded run (examples/demo/transcript.jsonl).
// The bundled action (dist/index.js) runs exactly as the runner starts it; then the PR comment it
// posted is printed, with its outputs and the commit it pushed to the PR branch, and written to a
// file (`npm run demo -- --comment FILE`, default ./marshal-demo-comment.md) whose path it prints.
// Everything else lives in one scratch directory, removed at the end: the demo leaves nothing in
// the temp directory.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({ options: { comment: { type: 'string' } } });
const commentFile = path.resolve(args.comment ?? 'marshal-demo-comment.md');
// The harness makes its directories under os.tmpdir(), which reads TMPDIR: point it at the scratch.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'marshal-demo-'));
process.env.TMPDIR = scratch;
const { startFakeGitHub } = await import('../test/fakes/github-api.js');
const { ROOT, createSampleRepo, demoFiles, runBundledAction, sh } = await import('../test/e2e/harness.js');

const policy = readFileSync(path.join(ROOT, 'examples', 'demo', 'marshal.yml'), 'utf8');
const repo = createSampleRepo({
  files: { ...demoFiles(), '.github/marshal.yml': policy },
  prFiles: { 'README.md': '# greeter\n\nA tiny sample project the Marshal demo works on.\n\n`greet()` falls back to "world".\n' },
  prNumber: 7,
  headRef: 'fix-greeting',
});

const payload = JSON.parse(readFileSync(path.join(ROOT, 'test', 'fixtures', 'events', 'issue-comment.created.pull-request.json'), 'utf8'));
payload.issue.number = 7;
payload.issue.title = 'Fix the greeting fallback';
payload.comment.body = '@marshal the fallback test fails: please fix greet() and run the tests';
payload.comment.user.login = 'octocat';
payload.sender.login = 'octocat';

const gh = await startFakeGitHub({
  owner: 'octo-org',
  repo: 'greeter',
  permissions: { octocat: { permission: 'write', role_name: 'write' } },
  pulls: {
    7: {
      number: 7,
      title: 'Fix the greeting fallback',
      body: 'The fallback test fails on main.',
      head: { ref: repo.headRef, sha: repo.headSha as string, repoFullName: 'octo-org/greeter' },
      base: { ref: 'main', sha: repo.baseSha, repoFullName: 'octo-org/greeter' },
    },
  },
  files: { [repo.baseSha]: { '.github/marshal.yml': policy } },
  // The triggering comment exists on the PR (it gets the reactions).
  comments: [{ id: payload.comment.id, issueNumber: 7, body: payload.comment.body, user: { login: 'octocat', type: 'User' }, authorAssociation: 'MEMBER' }],
});

try {
  const run = await runBundledAction({
    repo,
    eventName: 'issue_comment',
    payload,
    githubUrl: gh.url,
    actor: 'octocat',
    inputs: {
      provider: 'replay',
      replay_transcript: path.join(ROOT, 'examples', 'demo', 'transcript.jsonl'),
      github_token: 'ghs_demoTokenNotARealSecret0000000000',
      push: 'pr-branch',
    },
    extraEnv: { TMPDIR: scratch },
  });
  const comment = gh.state.comments.at(-1);
  const line = '─'.repeat(78);
  console.log(`${line}\nThe comment Marshal posted on PR #7 (loopback fake GitHub):\n${line}\n`);
  console.log(comment ? comment.body : '(no comment was posted)');
  if (comment) writeFileSync(commentFile, comment.body);
  console.log(`\n${line}\nStep outputs:\n${line}`);
  for (const [name, value] of Object.entries(run.outputs)) console.log(`  ${name} = ${value}`);
  console.log(`\n${line}\nThe PR branch "${repo.headRef}" in the remote now ends with:\n${line}`);
  console.log(sh(repo.remote, ['log', '-1', '--stat', '--format=%h %s%n%n%b', repo.headRef]));
  console.log(`Reactions on the triggering comment: ${gh.state.reactions.map((r) => r.content).join(', ') || 'none'}`);
  console.log(`Action exit code: ${run.code}${run.code ? `\n${run.stderr}` : ''}`);
  if (comment) console.log(`The comment's Markdown: ${commentFile}`);
  process.exitCode = run.code === 0 && comment ? 0 : 1;
} finally {
  await gh.close();
  rmSync(scratch, { recursive: true, force: true });
}
