// Guard mode's verdict over a real git repository in a temp dir: `marshal policy check-diff`
// (local git, the base commit's policy) and the shared checkChangedFiles the Action uses.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { checkChangedFiles, loadGuardPolicy, type GuardReport } from '../../src/guard/check-diff.js';
import { runPolicyCommand } from '../../src/policy-command.js';
import { logText } from '../../src/log-safe.js';
import { jsonLine } from '../../src/guard/json-line.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const POLICY = `version: 1
allow:
  - Read
  - Edit(src/**)
deny:
  - Edit(src/generated/**)
  - Read(.env*)
  - Read(secrets/**)
`;

const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.test', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.test', GIT_CONFIG_NOSYSTEM: '1' };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });
}

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
}

/** main with `base` files; branch `pr` on top with `head` files written and `remove` deleted. */
function repo(base: Record<string, string>, head: Record<string, string>, remove: string[] = []): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-check-diff-'));
  dirs.push(dir);
  git(dir, 'init', '--quiet', '-b', 'main');
  write(dir, base);
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'base');
  git(dir, 'checkout', '--quiet', '-b', 'pr');
  write(dir, head);
  for (const rel of remove) git(dir, 'rm', '--quiet', rel);
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'head');
  return dir;
}

async function checkDiff(dir: string, ...extra: string[]): Promise<{ code: number; out: string; err: string; report: GuardReport | null }> {
  let out = '';
  let err = '';
  const code = await runPolicyCommand(['check-diff', '--cwd', dir, ...extra], { stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err, report: out ? (JSON.parse(out) as GuardReport) : null };
}

describe('marshal policy check-diff', () => {
  test('every kind of refusal is found, each with its path, status, problem and rule', async () => {
    const dir = repo(
      { '.github/marshal.yml': POLICY, 'src/app.js': '1\n', 'src/old.js': 'old\n', 'README.md': '# r\n', '.env.example': 'A=1\n' },
      {
        'src/app.js': '2\n',
        '.github/workflows/ci.yml': 'on: push\n',
        'src/generated/api.js': 'gen\n',
        'README.md': '# changed\n',
        'secrets/deploy.key': 'KEY\n',
        '.husky/pre-commit': 'curl evil\n',
      },
      ['src/old.js', '.env.example'],
    );
    const { code, report } = await checkDiff(dir, '--base', 'main', '--head', 'pr');
    expect(code).toBe(1);
    expect(report?.ok).toBe(false);
    expect(report?.policy).toMatch(/^\.github\/marshal\.yml at main \([0-9a-f]{7}\)$/);
    const by = (p: string) => report?.findings.filter((f) => f.path === p).map(({ status, problem, rule }) => ({ status, problem, rule }));
    expect(by('.github/workflows/ci.yml')).toEqual([{ status: 'added', problem: 'protected', rule: null }]);
    expect(by('.husky/pre-commit')).toEqual([{ status: 'added', problem: 'protected', rule: null }]);
    expect(by('src/generated/api.js')).toEqual([{ status: 'added', problem: 'denied', rule: 'Edit(src/generated/**)' }]);
    expect(by('README.md')).toEqual([{ status: 'modified', problem: 'not-allowed', rule: null }]);
    // A committed secret: not editable, and a file the policy hides from reading.
    expect(by('secrets/deploy.key')).toEqual([
      { status: 'added', problem: 'not-allowed', rule: null },
      { status: 'added', problem: 'read-denied', rule: 'Read(secrets/**)' },
    ]);
    // Removing a Read-denied file is how a secret leaves: only the edit rules judge the removal.
    expect(by('.env.example')).toEqual([{ status: 'removed', problem: 'not-allowed', rule: null }]);
    expect(by('src/app.js')).toEqual([]);
    expect(by('src/old.js')).toEqual([]);
    for (const f of report?.findings ?? []) expect(f.reason.length).toBeGreaterThan(10);
  });

  test('a PR that only changes what the policy allows passes with exit 0', async () => {
    const dir = repo({ '.github/marshal.yml': POLICY, 'src/app.js': '1\n' }, { 'src/app.js': '2\n', 'src/new/util.js': 'x\n' });
    const { code, report } = await checkDiff(dir, '--base', 'main', '--head', 'pr');
    expect(code).toBe(0);
    expect(report).toMatchObject({ ok: true, findings: [] });
  });

  test("the policy comes from --base: the head's looser policy, committed or in the work tree, does not count", async () => {
    const loose = 'version: 1\nallow: [Read, Edit]\n';
    const dir = repo({ '.github/marshal.yml': POLICY, 'src/app.js': '1\n' }, { '.github/marshal.yml': loose, 'docs/x.md': 'x\n' });
    writeFileSync(path.join(dir, '.github/marshal.yml'), loose);
    const { code, report } = await checkDiff(dir, '--base', 'main', '--head', 'pr');
    expect(code).toBe(1);
    expect(report?.findings.map((f) => f.path).sort()).toEqual(['.github/marshal.yml', 'docs/x.md']);
  });

  test('files are listed from the merge base: changes on the base branch since are not the PR\'s', async () => {
    const dir = repo({ '.github/marshal.yml': POLICY, 'src/app.js': '1\n' }, { 'src/app.js': '2\n' });
    git(dir, 'checkout', '--quiet', 'main');
    write(dir, { 'ops/deploy.sh': 'x\n' });
    git(dir, 'add', '-A');
    git(dir, 'commit', '--quiet', '-m', 'main moved on');
    const { code, report } = await checkDiff(dir, '--base', 'main', '--head', 'pr');
    expect(code, JSON.stringify(report)).toBe(0);
  });

  test('judged by name only: a symlink the head commits in the checkout cannot redirect a path', async () => {
    // `src/ci` -> the workflows directory: the symlink itself is a file under src/ (allowed), but
    // nothing under .github/workflows changed, and no path is resolved through the checkout.
    const dir = repo({ '.github/marshal.yml': POLICY, '.github/workflows/ci.yml': 'on: push\n', 'src/app.js': '1\n' }, { 'src/app.js': '2\n' });
    symlinkSync('../.github/workflows', path.join(dir, 'src', 'ci'));
    write(dir, { '.github/workflows/ci.yml': 'on: pull_request_target\n' });
    git(dir, 'add', '-A');
    git(dir, 'commit', '--quiet', '-m', 'link and change');
    const { report } = await checkDiff(dir, '--base', 'main', '--head', 'pr');
    expect(report?.findings.map((f) => [f.path, f.problem])).toEqual([['.github/workflows/ci.yml', 'protected']]);
  });

  test('usage, refs and policy errors exit 2', async () => {
    const dir = repo({ '.github/marshal.yml': POLICY }, { 'src/a.js': 'a\n' });
    expect((await checkDiff(dir, '--base', 'main')).code).toBe(2);
    const badRef = await checkDiff(dir, '--base', 'main', '--head', 'no-such-branch');
    expect(badRef.code).toBe(2);
    expect(badRef.err).toMatch(/--head "no-such-branch" is not a commit/);
    expect((await checkDiff(dir, '--base', '--upload-pack=x', '--head', 'pr')).code).toBe(2);
    const noPolicy = await checkDiff(dir, '--base', 'main', '--head', 'pr', '--policy', 'other.yml');
    expect(noPolicy.code).toBe(2);
    expect(noPolicy.err).toMatch(/no other\.yml at --base main/);
    expect((await checkDiff(dir, '--base', 'main', '--head', 'pr', '--policy', '../x.yml')).code).toBe(2);
    const invalid = repo({ '.github/marshal.yml': 'version: 1\nalow: [Read]\n' }, { 'src/a.js': 'a\n' });
    const bad = await checkDiff(invalid, '--base', 'main', '--head', 'pr');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/did you mean "allow"/);
  });
});

// File names a PR's author chose, made to look like workflow commands or to read differently.
const HOSTILE = [
  '.github/workflows/##[add-mask]x.yml',
  'docs/\u202Egpj.exe',
  'docs/nel\u0085name.md',
  'docs/line\nbreak::warning::x.md',
  'docs/cr\r::add-mask::secret.md',
  'docs/zw\u200bsp ace.md',
  'docs/emoji 😀 ##[error]x.md',
  '::set-output name=x::y',
  'docs/esc\u001b[31mred.md',
];

/** What the runner would read: every line of `out` as it is split (LF, CR, CRLF). */
function assertLogSafe(out: string): void {
  expect(out).toMatch(/^[\x20-\x7e\n]*$/);
  expect(out).not.toContain('##[');
  for (const line of out.split(/\r\n|\r|\n/)) expect(line.trimStart().startsWith('::')).toBe(false);
  // Nothing for the log's own rule to change, so nothing of it changes the names.
  expect(logText(out)).toBe(out);
}

describe('JSON answers carry the exact names and are safe in a job log', () => {
  test('check-diff from the built CLI (stdout through the log-safe writer): findings[].path parses back to the very file', async () => {
    const dir = repo({ '.github/marshal.yml': POLICY, 'src/app.js': '1\n' }, Object.fromEntries(HOSTILE.map((name) => [name, 'x\n'])));
    let out = '';
    try {
      out = execFileSync(process.execPath, [path.join(ROOT, 'dist', 'cli.js'), 'policy', 'check-diff', '--cwd', dir, '--base', 'main', '--head', 'pr'], { encoding: 'utf8', env: GIT_ENV });
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      expect(failed.status, failed.stderr).toBe(1);
      out = failed.stdout;
    }
    assertLogSafe(out);
    expect(out.split('\n').filter(Boolean)).toHaveLength(1);
    const report = JSON.parse(out) as GuardReport;
    expect([...new Set(report.findings.map((f) => f.path))].sort()).toEqual([...HOSTILE].sort());
    expect(report.findings.find((f) => f.path === HOSTILE[0])?.problem).toBe('protected');
  });

  test('explain: a path with direction controls, NEL and ##[ round-trips through the reason', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-explain-json-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'p.yml'), 'version: 1\nallow: [Read]\ndeny:\n  - Read(secret*)\n');
    const name = 'secret##[add-mask]\u202Ex\u0085y\u2028z';
    const out = execFileSync(process.execPath, [path.join(ROOT, 'dist', 'cli.js'), 'policy', 'explain', '--policy', path.join(dir, 'p.yml'), '--cwd', dir, '--tool', 'Read', '--input', JSON.stringify({ file_path: name })], { encoding: 'utf8' });
    assertLogSafe(out);
    const answer = JSON.parse(out) as { decision: string; reason: string };
    expect(answer.decision).toBe('deny');
    expect(answer.reason).toContain(`"${name}"`);
  });

  test('jsonLine: any value, its exact parse', () => {
    const value = { names: HOSTILE, lone: '\ud800x', nested: [{ '#key\u202E': '\u0000\u007f\u00a0' }], n: 1.5, b: null };
    const line = jsonLine(value);
    assertLogSafe(line);
    expect(JSON.parse(line)).toEqual(value);
    expect(() => jsonLine(undefined)).toThrow();
  });
});

describe('checkChangedFiles (the Action lists files through the API)', () => {
  test('a rename is judged under both names; unchanged entries are not', async () => {
    const { policy, close } = await loadGuardPolicy(POLICY, 'test policy');
    try {
      const findings = checkChangedFiles(policy, [
        { path: 'lib/moved.js', status: 'renamed', previousPath: 'src/moved.js' },
        { path: 'src/kept.js', status: 'renamed', previousPath: '.github/workflows/release.yml' },
        { path: 'docs/same.md', status: 'unchanged' },
      ]);
      expect(findings.map((f) => [f.path, f.status, f.problem])).toEqual([
        ['lib/moved.js', 'renamed', 'not-allowed'],
        ['.github/workflows/release.yml', 'removed', 'protected'],
      ]);
    } finally {
      close();
    }
  });

  test('protected paths are recognised however they are spelled, and names leaving the root are refused', async () => {
    const { policy, close } = await loadGuardPolicy('version: 1\nallow: [Edit]\n', 'everything editable');
    try {
      const findings = checkChangedFiles(policy, [
        { path: '.GitHub/Workflows/x.yml', status: 'added' },
        { path: 'pkg/node_modules/a/index.js', status: 'added' },
        { path: '../outside.txt', status: 'added' },
        { path: 'src/ok.js', status: 'modified' },
      ]);
      expect(findings.map((f) => [f.path, f.problem])).toEqual([
        ['.GitHub/Workflows/x.yml', 'protected'],
        ['pkg/node_modules/a/index.js', 'protected'],
        ['../outside.txt', 'not-allowed'],
      ]);
    } finally {
      close();
    }
  });

  test('the guard key is validated strictly', async () => {
    await expect(loadGuardPolicy('version: 1\nguard: { authors: [bots, "dependabot[bot]"] }\n', 'p')).resolves.toBeTruthy();
    await expect(loadGuardPolicy('version: 1\nguard: { authors: [] }\n', 'p')).rejects.toThrow(/guard\.authors: expected at least one author/);
    await expect(loadGuardPolicy('version: 1\nguard: { authors: [bots], author: [x] }\n', 'p')).rejects.toThrow(/did you mean "authors"/);
    await expect(loadGuardPolicy('version: 1\nguard: { authors: ["*"] }\n', 'p')).rejects.toThrow(/guard\.authors\[0\]/);
  });
});
