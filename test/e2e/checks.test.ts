// Check runs and guard mode end to end through `node dist/index.js`: what the fake GitHub's
// Checks API recorded (runs, conclusions, annotations, head SHAs), exit codes and outputs.
import { afterEach, describe, expect, test } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { createSampleRepo, demoFiles, runBundledAction, type ActionRun, type SampleRepo } from './harness.js';
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
  inputs?: Record<string, string>;
  eventName?: string;
  action?: string;
  before?: (gh: FakeGitHub) => void;
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
