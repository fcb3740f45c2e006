// action.yml, src/settings.ts, the outputs writer and the README's inputs table describe one
// interface: an input declared but never read, read but never declared, or undocumented, is a bug
// a user meets first.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { modelInputError, readSettings } from '../src/settings.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
};
const settingsSource = readFileSync(path.join(ROOT, 'src', 'settings.ts'), 'utf8');
const outputsSource = readFileSync(path.join(ROOT, 'src', 'action', 'outputs.ts'), 'utf8');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('action.yml', () => {
  test('runs the bundled entry on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  test('every declared input is read by settings.ts, and every input settings.ts reads is declared', () => {
    const declared = Object.keys(action.inputs).sort();
    const read = [...settingsSource.matchAll(/\(env, '([a-z_]+)'/g)].map((m) => m[1] as string);
    expect([...new Set(read)].sort()).toEqual(declared);
  });

  test('every input has a description and appears in the README', () => {
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(spec.description, name).toBeTruthy();
      expect(readme, name).toContain(`\`${name}\``);
    }
  });

  test('declared defaults are accepted by settings.ts as they are', () => {
    const env: NodeJS.ProcessEnv = { GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'schedule', INPUT_ANTHROPIC_API_KEY: 'sk-ant-x' };
    for (const [name, spec] of Object.entries(action.inputs)) {
      if (spec.default !== undefined && !spec.default.includes('${{')) env[`INPUT_${name.toUpperCase()}`] = spec.default;
    }
    expect(() => readSettings({ env })).not.toThrow();
  });

  test('the outputs written are exactly the outputs declared, and each is documented', () => {
    const written = [...outputsSource.matchAll(/core\.setOutput\('([a-z_]+)'/g)].map((m) => m[1] as string).sort();
    expect(written).toEqual(Object.keys(action.outputs).sort());
    for (const name of written) expect(readme, name).toContain(`\`${name}\``);
  });
});

describe('examples', () => {
  const dir = path.join(ROOT, 'examples', 'workflows');
  const workflows = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).map((name) => path.join(dir, name));
  type Step = { uses?: string; run?: string; with?: Record<string, unknown> };
  type Concurrency = { group?: string; 'cancel-in-progress'?: boolean } | string;
  type Job = { steps: Step[]; permissions?: unknown; concurrency?: Concurrency };
  type Workflow = { permissions?: unknown; concurrency?: Concurrency; jobs: Record<string, Job> };
  const load = (file: string) => parse(readFileSync(file, 'utf8')) as Workflow;

  test('the examples are the ones the README points to', () => {
    expect(workflows.map((f) => path.basename(f))).toEqual(expect.arrayContaining(['marshal-comments.yml', 'marshal-nightly.yml', 'marshal-policy-check.yml', 'marshal-guard.yml']));
    for (const file of workflows) expect(readme, path.basename(file)).toContain(`examples/workflows/${path.basename(file)}`);
  });

  test.each(workflows)('%s is valid YAML and passes only declared inputs to the action', (file) => {
    const doc = load(file);
    const steps = Object.values(doc.jobs).flatMap((job) => job.steps);
    const marshal = steps.filter((step) => step.uses?.includes('marshal'));
    // Each example uses Marshal: the action, or its CLI.
    expect(marshal.length + steps.filter((step) => step.run?.includes('dist/cli.js')).length).toBeGreaterThan(0);
    for (const step of marshal) {
      for (const key of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), `${path.basename(file)}: ${key}`).toContain(key);
    }
  });

  test.each(workflows)('%s runs one at a time per PR (queued, never cancelled) with least-privilege permissions', (file) => {
    const doc = load(file);
    // Permissions are stated at the top (the repository default may be write-all), never write-all.
    expect(doc.permissions, 'workflow-level permissions').toBeDefined();
    for (const scope of [doc.permissions, ...Object.values(doc.jobs).map((job) => job.permissions)]) {
      expect(scope).not.toBe('write-all');
      if (scope && typeof scope === 'object') {
        for (const [name, level] of Object.entries(scope)) {
          expect(['contents', 'pull-requests', 'issues', 'checks', 'statuses', 'actions', 'id-token'], `${path.basename(file)}: ${name}`).toContain(name);
          // Actions logs are read, never written (no re-runs, no cancelling).
          if (name === 'actions') expect(level).toBe('read');
          // An OIDC token for a cloud provider's role, only where a provider example asks for one.
          if (name === 'id-token') expect(['bedrock.yml', 'vertex.yml']).toContain(path.basename(file));
          expect(['read', 'write', 'none']).toContain(level);
        }
      }
    }
    // A concurrency group on the workflow or on every job, never cancelling a run in progress.
    const groups = doc.concurrency ? [doc.concurrency] : Object.values(doc.jobs).map((job) => job.concurrency);
    for (const group of groups) {
      expect(group, `${path.basename(file)}: concurrency`).toBeTypeOf('object');
      expect((group as { group?: string }).group).toMatch(/\S/);
      expect((group as { 'cancel-in-progress'?: boolean })['cancel-in-progress']).toBe(false);
    }
  });

  // Examples started by comments: every comment on the repository starts the workflow, so the group
  // is on the job behind its `if:` (at the workflow level, a comment that asks nothing enters the
  // group and, GitHub keeping one waiting run per group, can replace a real request waiting there).
  // And Marshal's verdict reaches the PR as a check run: `checks: write`, or an App token that has it.
  const COMMENT_EVENTS = ['issue_comment', 'pull_request_review_comment', 'pull_request_review'];
  const commentTriggered = workflows.filter((file) => Object.keys((load(file) as Workflow & { on: Record<string, unknown> }).on ?? {}).some((e) => COMMENT_EVENTS.includes(e)));

  test('the comment-triggered examples are found', () => {
    expect(commentTriggered.map((f) => path.basename(f))).toEqual(expect.arrayContaining(['marshal-comments.yml', 'bedrock.yml', 'vertex.yml']));
  });

  test.each(commentTriggered)('%s (comment-triggered): a concurrency group per PR or issue on the job behind its if:, and checks: write', (file) => {
    const doc = load(file) as Workflow & { jobs: Record<string, Job & { if?: string }> };
    expect(doc.concurrency, 'no workflow-level concurrency group').toBeUndefined();
    for (const job of Object.values(doc.jobs).filter((j) => j.steps.some((step) => step.uses?.includes('marshal')))) {
      expect(job.if, 'the job says which comments concern it').toMatch(/@marshal/);
      const group = (job.concurrency as { group?: string } | undefined)?.group ?? '';
      expect(group).toMatch(/github\.event\.issue\.number/);
      expect(group).toMatch(/github\.event\.pull_request\.number/);
      const marshal = job.steps.find((step) => step.uses?.includes('marshal'));
      const viaApp = /steps\.app-token\.outputs\.token/.test(String(marshal?.with?.github_token ?? ''));
      const checks = { ...(doc.permissions as Record<string, string>), ...((job.permissions as Record<string, string> | undefined) ?? {}) }.checks;
      expect(viaApp || checks === 'write', 'checks: write (or an App token)').toBe(true);
    }
  });

  test('a PR that changes the policy is checked with `marshal policy check` (which runs its tests)', () => {
    const doc = load(path.join(dir, 'marshal-policy-check.yml')) as Workflow & { on: { pull_request: { paths: string[] } } };
    expect(doc.on.pull_request.paths).toContain('.github/marshal.yml');
    // Read-only, no secrets: the PR's file is only read by the CLI.
    expect(doc.permissions).toEqual({ contents: 'read' });
    const runs = Object.values(doc.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(runs.join('\n')).toMatch(/dist\/cli\.js policy check --policy \.github\/marshal\.yml/);
    expect(readFileSync(path.join(dir, 'marshal-policy-check.yml'), 'utf8')).not.toContain('${{ secrets.');
  });

  test('pushes and PRs through an App token are shown, with the bot login that goes with it', () => {
    const doc = load(path.join(dir, 'marshal-comments.yml'));
    const steps = Object.values(doc.jobs).flatMap((job) => job.steps);
    expect(steps.some((step) => step.uses?.startsWith('actions/create-github-app-token@'))).toBe(true);
    const marshal = steps.find((step) => step.uses?.includes('marshal'));
    expect(marshal?.with?.github_token).toMatch(/steps\.app-token\.outputs\.token/);
    expect(marshal?.with?.bot_login).toMatch(/app-slug \}\}\[bot\]$/);
  });

  test('the comments example starts on the label and the assignee it gives Marshal, and on nothing else', () => {
    const doc = load(path.join(dir, 'marshal-comments.yml')) as Workflow & { jobs: Record<string, Job & { if?: string }> };
    const job = Object.values(doc.jobs)[0] as Job & { if?: string };
    const marshal = job.steps.find((step) => step.uses?.includes('marshal'));
    const label = String(marshal?.with?.label_trigger);
    const assignee = String(marshal?.with?.assignee_trigger);
    expect(job.if).toContain(`github.event.action == 'labeled' && github.event.label.name == '${label}'`);
    expect(job.if).toContain(`github.event.action == 'assigned' && github.event.assignee.login == '${assignee}'`);
    // The issue body alone no longer passes for label events (every label used to re-run it).
    expect(job.if).not.toMatch(/github\.event\.issue\.body \|\|/);
  });

  test('the fleet example: one scheduled prompt over a matrix of targets, a concurrency group per target, results in the job summary', () => {
    type MatrixJob = Job & { strategy?: { matrix?: { include?: Record<string, string>[] } }; needs?: string; if?: string };
    const doc = load(path.join(dir, 'marshal-fleet.yml')) as Workflow & { on: { schedule?: unknown[] }; jobs: Record<string, MatrixJob> };
    expect(doc.on.schedule?.length).toBeGreaterThan(0);
    const jobs = Object.values(doc.jobs);
    const fleet = jobs.find((job) => job.strategy?.matrix) as MatrixJob;
    const targets = fleet.strategy?.matrix?.include ?? [];
    expect(targets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(targets.map((t) => t.name)).size).toBe(targets.length);
    for (const target of targets) expect(target.repository && target.path, JSON.stringify(target)).toBeTruthy();
    // Other repositories and packages of this one.
    expect(targets.some((t) => t.repository?.includes('github.repository'))).toBe(true);
    expect(targets.some((t) => !t.repository?.includes('github.repository'))).toBe(true);
    // The group names the target, so two targets never wait for each other.
    expect((fleet.concurrency as { group: string }).group).toContain('${{ matrix.name }}');
    const script = fleet.steps.map((step) => step.run ?? '').join('\n');
    expect(script).toMatch(/dist\/cli\.js run/);
    expect(script).toContain('--cwd "target/${{ matrix.path }}"');
    expect(script).toContain('$GITHUB_STEP_SUMMARY');
    // A last job collects every target's outcome, failed ones too.
    const summary = jobs.find((job) => job.needs === Object.keys(doc.jobs).find((k) => doc.jobs[k] === fleet)) as MatrixJob;
    expect(summary.if).toBe('always()');
    expect(summary.steps.map((step) => step.run ?? '').join('\n')).toContain('$GITHUB_STEP_SUMMARY');
  });

  test.each([
    { file: 'bedrock.yml', provider: 'bedrock', auth: 'aws-actions/configure-aws-credentials@', key: 'role-to-assume' },
    { file: 'vertex.yml', provider: 'vertex', auth: 'google-github-actions/auth@', key: 'workload_identity_provider' },
  ])('$file: OIDC credentials (id-token: write, $key) from the auth step before Marshal, no stored key', ({ file, provider, auth, key }) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const doc = load(path.join(dir, file));
    expect((doc.permissions as Record<string, string>)['id-token']).toBe('write');
    const steps = Object.values(doc.jobs).flatMap((job) => job.steps);
    const authAt = steps.findIndex((step) => step.uses?.startsWith(auth));
    const marshalAt = steps.findIndex((step) => step.uses?.includes('marshal'));
    const checkoutAt = steps.findIndex((step) => step.uses?.startsWith('actions/checkout@'));
    expect(authAt).toBeGreaterThan(checkoutAt);
    expect(marshalAt).toBeGreaterThan(authAt);
    expect(steps[authAt]?.with?.[key]).toBeTruthy();
    expect(steps[marshalAt]?.with?.provider).toBe(provider);
    // Short-lived credentials only: no API key, no access key, no service-account JSON.
    expect(text).not.toContain('${{ secrets.');
    // What Marshal reads when the input is not given is what the auth step sets.
    const env: NodeJS.ProcessEnv = { GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'schedule' };
    for (const [name, value] of Object.entries(steps[marshalAt]?.with ?? {})) env[`INPUT_${name.toUpperCase()}`] = String(value);
    if (provider === 'bedrock') Object.assign(env, { AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-value', AWS_SESSION_TOKEN: 'token' });
    else Object.assign(env, { GOOGLE_CLOUD_PROJECT: 'my-gcp-project', GOOGLE_APPLICATION_CREDENTIALS: '/w/gha-creds-1.json' });
    expect(modelInputError(readSettings({ env }).inputs)).toBeNull();
  });

  test.each(['examples/marshal.yml', 'examples/demo/marshal.yml'])('%s loads as a valid policy', async (rel) => {
    const { loadPolicy } = await import('../src/policy/index.js');
    const policy = await loadPolicy({ cwd: ROOT, path: rel });
    expect(policy.doc.source).toContain('marshal.yml');
  });
});

describe('README', () => {
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] as string);

  test('every yaml block is valid YAML', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) expect(() => parse(block), block.slice(0, 80)).not.toThrow();
  });

  test('the policy reference block passes `marshal policy check`, its own tests included', async () => {
    const { runPolicyCommand } = await import('../src/policy-command.js');
    const block = blocks.find((b) => b.startsWith('version: 1')) as string;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-readme-policy-'));
    writeFileSync(path.join(dir, 'marshal.yml'), block);
    let out = '';
    const code = await runPolicyCommand(['check', '--policy', path.join(dir, 'marshal.yml'), '--cwd', dir], { stdout: (t) => (out += t), stderr: (t) => (out += t) });
    expect(code, out).toBe(0);
    expect(out).toMatch(/(\d+)\/\1 tests passed/);
  });
});
