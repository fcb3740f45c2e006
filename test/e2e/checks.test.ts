// Check runs and guard mode end to end through `node dist/index.js`: what the fake GitHub's
// Checks API recorded (runs, conclusions, annotations, head SHAs), exit codes and outputs.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { createSampleRepo, demoFiles, runBundledAction, sh, type ActionRun, type SampleRepo } from './harness.js';
import { fixture, GH_TOKEN, POLICY, runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
let fakes: FakeGitHub[] = [];
afterEach(async () => {
  await current?.close();
  current = null;
  await Promise.all(fakes.map((f) => f.close()));
  fakes = [];
});

const RUN_URL = 'http://127.0.0.1:9/octo-org/greeter/actions/runs/4242';
const checkRequests = (gh: FakeGitHub) => gh.requests.filter((r) => r.path.includes('/check-runs'));

describe('a run on a pull request reports a check run on the head commit', () => {
  test('denials with fail_on_deny: the check, the conclusion output, the reaction and the step all say failure', async () => {
    const s = (current = await runScenario({
      inputs: { fail_on_deny: 'true' },
      responses: [
        toolMessage([tool('t1', 'Bash', { command: 'npm test && git push origin HEAD:main' })]),
        toolMessage([tool('t2', 'Read', { file_path: '.env.example', offset: 3 })]),
        textMessage('Could not push.'),
      ],
    }));
    expect(s.run.code, s.run.stdout).toBe(1);
    expect(s.run.outputs).toMatchObject({ conclusion: 'failure', denied_count: '2' });
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['eyes', 'confused']);

    expect(s.gh.state.checkRuns).toHaveLength(1);
    const run = s.gh.state.checkRuns[0]!;
    expect(run).toMatchObject({ name: 'Marshal', head_sha: s.repo.headSha, status: 'completed', conclusion: 'failure', details_url: RUN_URL });
    // Created in progress before the model was called, completed at the end.
    const [created, ...updates] = checkRequests(s.gh);
    expect(created).toMatchObject({ method: 'POST', body: { status: 'in_progress', name: 'Marshal' } });
    expect(updates.at(-1)).toMatchObject({ method: 'PATCH', body: { status: 'completed', conclusion: 'failure' } });
    // One annotation per denied call: the shell call on the policy file, the Read on its file and line.
    expect(run.annotations.map((a) => [a.path, a.start_line, a.annotation_level])).toEqual([
      ['.github/marshal.yml', 1, 'failure'],
      ['.env.example', 3, 'failure'],
    ]);
    expect(run.annotations[0]?.message).toContain('Bash(git push:*)');
    expect(run.annotations[1]?.message).toContain('Read(.env*)');
    // The summary is the report.
    expect(run.output.summary).toContain('Could not push.');
    expect(JSON.stringify(s.gh.requests.map((r) => r.rawBody))).not.toContain(GH_TOKEN);
  });

  test('a denial without fail_on_deny: success everywhere, the denial still annotated as a warning', async () => {
    const s = (current = await runScenario({
      responses: [toolMessage([tool('t1', 'Bash', { command: 'git push origin feature' })]), textMessage('Denied.')],
    }));
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs).toMatchObject({ conclusion: 'success', denied_count: '1' });
    const run = s.gh.state.checkRuns[0]!;
    expect(run).toMatchObject({ conclusion: 'success', head_sha: s.repo.headSha });
    expect(run.annotations.map((a) => a.annotation_level)).toEqual(['warning']);
  });

  test('without checks: write the run still reports, with a notice saying what to add', async () => {
    const s = (current = await runScenario({
      before: (gh) => gh.failNext(/check-runs/, 403, 100, { body: { message: 'Resource not accessible by integration' } }),
      responses: [toolMessage([tool('t1', 'Read', { file_path: 'README.md' })]), textMessage('Read it.')],
    }));
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.reports().at(-1)?.body).toContain('Read it.');
    expect(s.run.stdout).toMatch(/::notice::Marshal could not write the "Marshal" check run .*checks: write/);
    // Asked once, then left alone.
    expect(checkRequests(s.gh)).toHaveLength(1);
    expect(s.gh.state.checkRuns).toHaveLength(0);
  });
});

const GREET_FIX = { file_path: 'src/greet.js', old_string: '  return `Hello, ${name}!`;', new_string: "  return `Hello, ${name || 'world'}!`;" };
const completed = (s: Scenario) => s.gh.state.checkRuns.map((c) => ({ sha: c.head_sha, name: c.name, status: c.status, conclusion: c.conclusion, title: c.output.title }));

describe('the commit a run pushes carries the same verdict', () => {
  test('push: pr-branch: the new PR head gets a completed Marshal check with the same conclusion', async () => {
    const s = (current = await runScenario({
      inputs: { push: 'pr-branch' },
      responses: [toolMessage([tool('e1', 'Edit', GREET_FIX)]), textMessage('Fixed the fallback.')],
    }));
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    const pushed = sh(s.repo.remote, ['rev-parse', 'feature']).trim();
    expect(pushed).not.toBe(s.repo.headSha);
    expect(completed(s)).toEqual([
      { sha: s.repo.headSha, name: 'Marshal', status: 'completed', conclusion: 'success', title: 'Succeeded' },
      { sha: pushed, name: 'Marshal', status: 'completed', conclusion: 'success', title: 'Succeeded' },
    ]);
    // The pushed commit's run is created completed (no run is left in progress there), with the report.
    const onPushed = checkRequests(s.gh).filter((r) => (r.body as { head_sha?: string }).head_sha === pushed);
    expect(onPushed.map((r) => [r.method, (r.body as { status: string }).status])).toEqual([['POST', 'completed']]);
    expect(s.gh.state.checkRuns[1]?.output.summary).toContain('Fixed the fallback.');
  });

  test('a scheduled run that opens a PR: its head carries the Marshal check, though the run had no PR', async () => {
    const s = (current = await runScenario({
      eventName: 'schedule',
      fixture: 'schedule',
      prFiles: null,
      inputs: { prompt: 'Write release notes to notes/release.md', push: 'new-pr' },
      responses: [toolMessage([tool('t1', 'Write', { file_path: 'notes/release.md', content: '# Release notes\n' })]), textMessage('Wrote them.')],
    }));
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.gh.state.createdPulls.map((p) => p.head)).toEqual(['marshal/4242']);
    expect(completed(s)).toEqual([{ sha: sh(s.repo.remote, ['rev-parse', 'marshal/4242']).trim(), name: 'Marshal', status: 'completed', conclusion: 'success', title: 'Succeeded' }]);
  });

  test('a change the outcome check reverted: failure (without fail_on_deny), annotated on that file, on the head and on the pushed commit', async () => {
    const s = (current = await runScenario({
      policy: 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(npm test)\n',
      inputs: { push: 'pr-branch', sandbox: 'off' },
      extraFiles: {
        'package.json': '{"name":"g","private":true,"scripts":{"test":"node scripts/t.cjs"}}\n',
        'scripts/t.cjs': "require('fs').writeFileSync('README.md','rewritten by a test\\n');require('fs').writeFileSync('src/ok.txt','fine\\n')\n",
      },
      responses: [toolMessage([tool('t1', 'Bash', { command: 'npm test' })]), textMessage('Ran the tests.')],
    }));
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(1);
    expect(s.run.outputs).toMatchObject({ conclusion: 'failure', denied_count: '1' });
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['eyes', 'confused']);
    const pushed = sh(s.repo.remote, ['rev-parse', 'feature']).trim();
    expect(sh(s.repo.remote, ['show', '--stat', '--format=', 'feature'])).toContain('src/ok.txt');
    expect(completed(s)).toEqual([
      { sha: s.repo.headSha, name: 'Marshal', status: 'completed', conclusion: 'failure', title: '1 change(s) reverted by the policy' },
      { sha: pushed, name: 'Marshal', status: 'completed', conclusion: 'failure', title: '1 change(s) reverted by the policy' },
    ]);
    for (const run of s.gh.state.checkRuns) {
      expect(run.annotations.map((a) => [a.path, a.start_line, a.annotation_level, a.title])).toEqual([['README.md', 1, 'failure', 'Marshal reverted this change']]);
      expect(run.annotations[0]?.message).toMatch(/^Reverted: /);
    }
    expect(s.run.stdout).toMatch(/^::error title=Marshal outcome check,file=README\.md::Reverted README\.md/m);
  }, 90_000);
});

describe('a push or PR that fails is a failure, everywhere', () => {
  test('a push the remote refuses: the step fails, the output, the check and the reaction say failure', async () => {
    const s = (current = await runScenario({
      inputs: { push: 'pr-branch' },
      prepare: (repo) => {
        const hook = path.join(repo.remote, 'hooks', 'pre-receive');
        writeFileSync(hook, '#!/bin/sh\necho "protected branch hook declined" >&2\nexit 1\n');
        chmodSync(hook, 0o755);
      },
      responses: [toolMessage([tool('e1', 'Edit', GREET_FIX)]), textMessage('Fixed the fallback.')],
    }));
    expect(s.run.code, s.run.stdout).toBe(1);
    expect(s.run.outputs.conclusion).toBe('failure');
    expect(s.run.outputs.branch_name).toBe('');
    expect(s.run.stdout).toMatch(/^::error::The result could not be published: .*(declined|rejected)/m);
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['eyes', 'confused']);
    // Nothing was pushed, so only the head the run worked on has a check: a failed one.
    expect(sh(s.repo.remote, ['rev-parse', 'feature']).trim()).toBe(s.repo.headSha);
    expect(completed(s)).toEqual([{ sha: s.repo.headSha, name: 'Marshal', status: 'completed', conclusion: 'failure', title: 'The result could not be published' }]);
    expect(s.reports().at(-1)?.body).toMatch(/not pushed/i);
  });

  test("new-pr and GitHub's 403 for the workflow token: the report and the step name the setting to change", async () => {
    const s = (current = await runScenario({
      inputs: { push: 'new-pr' },
      before: (gh) => gh.failNext('POST /repos/*/*/pulls', 403, 1, { body: { message: 'GitHub Actions is not permitted to create or approve pull requests.' } }),
      responses: [toolMessage([tool('e1', 'Edit', GREET_FIX)]), textMessage('Fixed the fallback.')],
    }));
    expect(s.run.code, s.run.stdout).toBe(1);
    expect(s.run.outputs).toMatchObject({ conclusion: 'failure', pr_url: '' });
    expect(s.gh.state.createdPulls).toHaveLength(0);
    const setting = 'Allow GitHub Actions to create and approve pull requests';
    expect(s.run.stdout).toMatch(/^::error::The result could not be published: .*not permitted to create or approve pull requests/m);
    expect(s.run.stdout).toContain(setting);
    expect(s.reports().at(-1)?.body).toContain(setting);
    // The branch is there, to open a PR from by hand; the check on the PR's head says failure.
    expect(sh(s.repo.remote, ['show', 'marshal/4242:src/greet.js'])).toContain("name || 'world'");
    expect(completed(s)).toEqual([{ sha: s.repo.headSha, name: 'Marshal', status: 'completed', conclusion: 'failure', title: 'The result could not be published' }]);
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['eyes', 'confused']);
  });
});

// Guard mode: a pull_request event, no Messages API and no INPUT_ANTHROPIC_API_KEY at all.
const BASE_SHA_IN_FIXTURE = fixture('pull-request.opened').pull_request.base.sha as string;

interface GuardRun {
  run: ActionRun;
  gh: FakeGitHub;
  repo: SampleRepo;
}

async function guardRun(opts: {
  policy: string | null;
  files: { filename: string; status: string; previous_filename?: string }[];
  author?: { login: string; type: 'User' | 'Bot' };
  /** Who caused the event (for synchronize: who pushed); the author when absent. */
  sender?: { login: string; type: 'User' | 'Bot' };
  inputs?: Record<string, string>;
  eventName?: string;
  action?: string;
  before?: (gh: FakeGitHub) => void;
  extraEnv?: Record<string, string>;
  prepare?: (repo: SampleRepo) => void;
}): Promise<GuardRun> {
  const repo = createSampleRepo({ files: demoFiles(), prFiles: { 'README.md': 'x\n' }, prNumber: 2 });
  const payload = fixture(`pull-request.${opts.action ?? 'opened'}`);
  payload.number = 2;
  payload.pull_request.number = 2;
  payload.pull_request.head.sha = repo.headSha;
  payload.pull_request.changed_files = opts.files.length;
  if (opts.author) {
    payload.pull_request.user = { ...payload.pull_request.user, ...opts.author };
    payload.sender = { ...payload.sender, ...opts.author };
  }
  if (opts.sender) payload.sender = { ...payload.sender, ...opts.sender };
  opts.prepare?.(repo);
  const gh = await startFakeGitHub({
    token: GH_TOKEN,
    files: { [BASE_SHA_IN_FIXTURE]: opts.policy !== null ? { '.github/marshal.yml': opts.policy } : {} },
    pulls: {
      2: {
        number: 2,
        title: 'Bump deps',
        body: '',
        head: { ref: 'feature', sha: repo.headSha as string, repoFullName: 'octo-org/greeter' },
        base: { ref: 'main', sha: BASE_SHA_IN_FIXTURE },
        files: opts.files.map((f) => ({ additions: 1, deletions: 0, ...f })),
      },
    },
  });
  fakes.push(gh);
  opts.before?.(gh);
  const run = await runBundledAction({
    repo,
    eventName: opts.eventName ?? 'pull_request',
    payload,
    githubUrl: gh.url,
    actor: payload.sender.login,
    inputs: { github_token: GH_TOKEN, ...opts.inputs },
    ...(opts.extraEnv ? { extraEnv: opts.extraEnv } : {}),
  });
  return { run, gh, repo };
}

const GUARDED = `${POLICY}guard:\n  authors: [bots]\n`;
const BOT = { login: 'copilot-swe-agent[bot]', type: 'Bot' as const };

describe('guard mode', () => {
  test('a bot PR touching .github/workflows fails, annotated on that file, with no key and no model', async () => {
    const { run, gh, repo } = await guardRun({
      policy: GUARDED,
      author: BOT,
      files: [
        { filename: '.github/workflows/ci.yml', status: 'modified' },
        { filename: 'src/greet.js', status: 'modified' },
      ],
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', denied_count: '1' });
    expect(gh.state.checkRuns).toHaveLength(1);
    const check = gh.state.checkRuns[0]!;
    expect(check).toMatchObject({ name: 'Marshal guard', head_sha: repo.headSha, status: 'completed', conclusion: 'failure', details_url: RUN_URL });
    expect(check.annotations).toHaveLength(1);
    expect(check.annotations[0]).toMatchObject({ path: '.github/workflows/ci.yml', annotation_level: 'failure', start_line: 1 });
    expect(check.annotations[0]?.message).toMatch(/\.github\/workflows/);
    expect(check.output.summary).toContain('.github/workflows/ci.yml');
    expect(run.stdout).toMatch(/::error title=Marshal guard%3A Protected path changed,file=\.github\/workflows\/ci\.yml::/);
    // The policy came from the base commit; the PR's head was never read.
    const contents = gh.requests.filter((r) => r.path.includes('/contents/'));
    expect(contents.map((r) => r.query.ref)).toEqual([BASE_SHA_IN_FIXTURE]);
    expect(run.summary).toContain('Marshal guard');
  });

  test('more than 50 findings go out in batches of 50, the last one completing the run', async () => {
    const files = Array.from({ length: 61 }, (_, i) => ({ filename: `.github/workflows/w${i}.yml`, status: 'added' }));
    const { run, gh } = await guardRun({ policy: GUARDED, author: BOT, files, eventName: 'pull_request_target', action: 'synchronize' });
    expect(run.code, run.stdout).toBe(1);
    const requests = checkRequests(gh);
    expect(requests.map((r) => [r.method, (r.body as { status: string }).status, (r.body as { output?: { annotations?: unknown[] } }).output?.annotations?.length ?? 0])).toEqual([
      ['POST', 'in_progress', 0],
      ['PATCH', 'in_progress', 50],
      ['PATCH', 'completed', 11],
    ]);
    expect(gh.state.checkRuns[0]?.annotations).toHaveLength(61);
  });

  test('a PR outside the guard scope gets a neutral check, so a required check does not wait', async () => {
    const { run, gh } = await guardRun({ policy: GUARDED, author: { login: 'octocat', type: 'User' }, files: [{ filename: '.github/workflows/ci.yml', status: 'added' }] });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(gh.state.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([['Marshal guard', 'neutral']]);
    expect(gh.requests.some((r) => r.path.endsWith('/files'))).toBe(false);
  });

  test('a pull_request event without a key and without guard configured is skipped quietly', async () => {
    const { run, gh } = await guardRun({ policy: POLICY, files: [{ filename: '.github/workflows/ci.yml', status: 'added' }] });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.conclusion).toBe('skipped');
    expect(run.stdout).toMatch(/::notice::Marshal did not run: the policy at base .* has no guard key/);
    expect(gh.state.checkRuns).toHaveLength(0);
    const off = await guardRun({ policy: GUARDED, author: BOT, inputs: { guard: 'false' }, files: [] });
    expect(off.run.code).toBe(0);
    expect(off.run.outputs.conclusion).toBe('skipped');
    expect(off.gh.requests).toHaveLength(0);
  });

  test('guard: true checks a PR whatever its author, and a rename is judged under both names', async () => {
    const { run, gh } = await guardRun({
      policy: POLICY,
      inputs: { guard: 'true' },
      files: [{ filename: 'src/release.yml', status: 'renamed', previous_filename: '.github/workflows/release.yml' }],
    });
    expect(run.code, run.stdout).toBe(1);
    expect(gh.state.checkRuns[0]?.annotations.map((a) => a.path)).toEqual(['.github/workflows/release.yml']);
  });

  test("a file name made to look like a workflow command never starts a line of the job log", async () => {
    const { run, gh } = await guardRun({
      policy: GUARDED,
      author: BOT,
      files: [{ filename: '.github/workflows/x\n::add-mask::PR-SECRET\r::warning::fake.yml', status: 'added' }],
    });
    expect(run.code).toBe(1);
    // (Marshal's own ::add-mask:: of its token is the only mask command.)
    for (const line of run.stdout.split(/\r?\n|\r/)) expect(line).not.toMatch(/^::(add-mask::PR-SECRET|warning::fake)/);
    expect(gh.state.checkRuns[0]?.annotations).toHaveLength(1);
  });

  test('guard.authors as logins: a listed author, or a listed account pushing, is checked; anyone else is not', async () => {
    const policy = `${POLICY}guard:\n  authors: ["dependabot[bot]", Alice]\n`;
    const files = [{ filename: '.github/workflows/ci.yml', status: 'modified' }];
    const alice = await guardRun({ policy, author: { login: 'alice', type: 'User' }, files });
    expect(alice.run.code, alice.run.stdout).toBe(1);
    expect(alice.gh.state.checkRuns.map((c) => [c.name, c.conclusion])).toEqual([['Marshal guard', 'failure']]);
    const bob = await guardRun({ policy, author: { login: 'bob', type: 'User' }, files });
    expect(bob.run.code, bob.run.stdout).toBe(0);
    expect(bob.run.outputs.conclusion).toBe('skipped');
    expect(bob.gh.state.checkRuns.map((c) => [c.name, c.conclusion, c.output.summary])).toEqual([['Marshal guard', 'neutral', expect.stringContaining('dependabot[bot], alice; this one is by bob')]]);
    // Bob's PR, but the push this event is about was dependabot's: in scope.
    const byBot = await guardRun({ policy, author: { login: 'bob', type: 'User' }, sender: { login: 'dependabot[bot]', type: 'Bot' }, action: 'synchronize', files });
    expect(byBot.run.code, byBot.run.stdout).toBe(1);
    expect(byBot.gh.state.checkRuns.map((c) => c.conclusion)).toEqual(['failure']);
  });

  test('on pull_request_target nothing from the PR runs: no git, no npm, no node, no shell started, nothing written to the workspace', async () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'marshal-guard-bin-'));
    const log = path.join(bin, 'started.log');
    writeFileSync(log, '');
    for (const name of ['git', 'npm', 'npx', 'node', 'yarn', 'pnpm', 'sh', 'bash', 'make', 'python3']) {
      writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> ${JSON.stringify(log)}\nexit 1\n`);
      chmodSync(path.join(bin, name), 0o755);
    }
    const { run, gh, repo } = await guardRun({
      policy: GUARDED,
      author: BOT,
      eventName: 'pull_request_target',
      files: [{ filename: '.github/workflows/ci.yml', status: 'modified' }, { filename: 'src/greet.js', status: 'modified' }],
      extraEnv: { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}` },
      prepare: (r) => {
        // Hooks a checkout, a fetch or a commit would run, had guard mode run git in the workspace.
        for (const hook of ['post-checkout', 'reference-transaction', 'pre-commit']) {
          writeFileSync(path.join(r.workspace, '.git', 'hooks', hook), `#!/bin/sh\necho "hook ${hook}" >> ${JSON.stringify(log)}\n`);
          chmodSync(path.join(r.workspace, '.git', 'hooks', hook), 0o755);
        }
      },
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(gh.state.checkRuns.map((c) => [c.name, c.conclusion, c.head_sha])).toEqual([['Marshal guard', 'failure', repo.headSha]]);
    expect(readFileSync(log, 'utf8')).toBe('');
    // The workspace is as the runner left it: nothing fetched, checked out or written.
    expect(sh(repo.workspace, ['status', '--porcelain'])).toBe('');
    expect(sh(repo.workspace, ['rev-parse', 'HEAD']).trim()).toBe(repo.baseSha);
    expect(sh(repo.workspace, ['for-each-ref', '--format=%(refname)'])).not.toMatch(/refs\/pull\//);
  });

  test('a committed secret fails the guard; without checks: write the job still fails, with a notice', async () => {
    const { run, gh } = await guardRun({
      policy: GUARDED,
      author: BOT,
      files: [{ filename: 'notes/.env.local', status: 'added' }],
      before: (fake) => fake.failNext(/check-runs/, 403, 100),
    });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs).toMatchObject({ conclusion: 'failure', denied_count: '1' });
    expect(gh.state.checkRuns).toHaveLength(0);
    expect(run.stdout).toMatch(/::notice::Marshal could not write the "Marshal guard" check run/);
    expect(run.stdout).toMatch(/::error title=Marshal guard%3A Read-denied file committed,file=notes\/\.env\.local::/);
  });
});
