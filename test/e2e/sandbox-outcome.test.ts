// The outcome check end to end through `node dist/index.js`, with the sandbox enforced and a
// hostile program under an allowed command that tries to get past the check: ignore rules that
// hide what it leaves, git's own files a later workflow step would run, a directory it makes
// unreadable to Marshal's user. Each test asserts outcomes: the secret appears nowhere (origin's
// refs, the comment, the summary, the outputs, the model's requests), planted files are gone,
// a later step's git runs nothing planted.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { systemProgram } from '../../src/sandbox/privilege.js';
import { SANDBOX_SKIP_REASON } from '../sandbox/sandbox-support.js';
import { sh } from './harness.js';
import { API_KEY, GH_TOKEN, runScenario, tool, type Scenario } from './scenario.js';

const SECRET = 'OUTCOME_E2E_SECRET_3f9a';
let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

/** Everything Marshal sent anywhere or pushed, as one string. */
function everything(s: Scenario): string {
  const refs = sh(s.repo.remote, ['for-each-ref', '--format=%(refname)']).split('\n').filter(Boolean);
  return [
    JSON.stringify(s.gh.requests.map((r) => [r.method, r.path, r.query, r.body])),
    JSON.stringify(s.api.requests.map((r) => r.body)),
    JSON.stringify(s.run.outputs),
    s.run.summary,
    s.run.stdout.replace(/^::add-mask::.*$/gm, ''),
    s.run.stderr,
    refs.map((ref) => sh(s.repo.remote, ['log', '-p', ref])).join('\n'),
    s.run.outputs.diff_path ? readFileSync(s.run.outputs.diff_path, 'utf8') : '',
  ].join('\n');
}

function expectNoSecret(s: Scenario): void {
  const all = everything(s);
  const at = all.indexOf(SECRET);
  expect(at, all.slice(Math.max(0, at - 300), at + 100)).toBe(-1);
  for (const secret of [GH_TOKEN, API_KEY, Buffer.from(`x-access-token:${GH_TOKEN}`).toString('base64')]) expect(all.includes(secret), secret).toBe(false);
}

/** Paths origin's `feature` changes against the start commit. */
function pushedPaths(s: Scenario): string[] {
  return sh(s.repo.remote, ['diff', '--name-only', s.repo.headSha as string, 'feature']).split('\n').filter(Boolean);
}

const program = (file: string, body: string) => [
  toolMessage([tool('w1', 'Write', { file_path: file, content: `const fs = require('fs'); const cp = require('child_process');\n${body}\n` })]),
  toolMessage([tool('b1', 'Bash', { command: `node ${file}` })]),
  textMessage('Done.'),
];

describe.skipIf(SANDBOX_SKIP_REASON !== null)('what the outcome check sees is what is published', () => {
  test('ignore rules the program writes (.gitignore, info/exclude) hide nothing: the untracked .env stays out, planted files are reverted', async () => {
    current = await runScenario({
      policy: 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(node src/t.cjs)\ndeny:\n  - Read(.env*)\n',
      inputs: { sandbox: 'required', push: 'pr-branch' },
      // An earlier workflow step left a secret file: untracked, not ignored, world-readable.
      prepare: (repo) => {
        writeFileSync(path.join(repo.workspace, '.env'), `API_TOKEN=${SECRET}\n`);
        chmodSync(path.join(repo.workspace, '.env'), 0o644);
      },
      responses: program('src/t.cjs', [
        "fs.writeFileSync('.gitignore', '.env\\nbuild/\\n');",
        "fs.mkdirSync('build'); fs.writeFileSync('build/run.sh', 'echo a later step runs me\\n');",
        "fs.appendFileSync('.git/info/exclude', 'notes.txt\\n'); fs.writeFileSync('notes.txt', 'planted\\n');",
        "fs.writeFileSync('src/ok.js', 'ok\\n');",
      ].join('\n')),
    });
    const s = current;
    expect(s.run.stdout).toMatch(/Sandbox: enforced/);
    expectNoSecret(s);
    expect(pushedPaths(s).sort()).toEqual(['src/ok.js', 'src/t.cjs']);
    const ws = s.repo.workspace;
    // Seen, so reverted: the planted files are gone, the .gitignore and info/exclude are as before.
    expect(existsSync(path.join(ws, 'build', 'run.sh'))).toBe(false);
    expect(existsSync(path.join(ws, 'notes.txt'))).toBe(false);
    expect(readFileSync(path.join(ws, '.git', 'info', 'exclude'), 'utf8')).not.toContain('notes.txt');
    expect(s.run.stdout).toMatch(/\.env left out of the diff/);
    expect(readFileSync(path.join(ws, '.env'), 'utf8')).toContain(SECRET);
  }, 90_000);

  test('git\'s own files: commondir, a second repository\'s config, a replaced hooksPath, info/exclude; refs stay local; a later step\'s git runs nothing', async () => {
    const marker = path.join(path.dirname(process.cwd()), `marshal-e2e-planted-${process.pid}`);
    rmSync(marker, { force: true });
    current = await runScenario({
      policy: 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(node src/evil.cjs)\n',
      inputs: { sandbox: 'required', push: 'pr-branch', fail_on_deny: 'true' },
      extraFiles: { 'tools/hooks/pre-commit': '#!/bin/sh\nexit 0\n' },
      prepare: (repo) => {
        chmodSync(path.join(repo.workspace, 'tools', 'hooks', 'pre-commit'), 0o755);
        execFileSync('git', ['config', 'core.hooksPath', 'tools/hooks'], { cwd: repo.workspace });
      },
      responses: program('src/evil.cjs', [
        `const planted = '[core]\\n\\trepositoryformatversion = 0\\n\\tfsmonitor = "cat .git/config > ${marker}; false #"\\n';`,
        "cp.execFileSync('git', ['tag', 'v-planted']); cp.execFileSync('git', ['branch', 'planted-branch']);",
        "fs.mkdirSync('.git/c'); cp.execFileSync('cp', ['-r', '.git/objects', '.git/refs', '.git/c/']);",
        "fs.writeFileSync('.git/c/config', planted); fs.writeFileSync('.git/commondir', 'c\\n');",
        "fs.renameSync('tools/hooks', 'tools/hooks.orig'); fs.mkdirSync('tools/hooks');",
        "fs.copyFileSync('tools/hooks.orig/pre-commit', 'tools/hooks/pre-commit'); fs.chmodSync('tools/hooks/pre-commit', 0o755);",
        `fs.writeFileSync('tools/hooks/post-commit', '#!/bin/sh\\ncat .git/config >> ${marker}\\n', { mode: 0o755 });`,
        "fs.appendFileSync('.git/info/exclude', 'tools/\\n');",
        "fs.writeFileSync('src/ok.js', 'ok\\n');",
      ].join('\n')),
    });
    const s = current;
    const ws = s.repo.workspace;
    expect(s.run.stdout).toMatch(/Sandbox: enforced/);
    // Every planted part is reported as a denial (fail_on_deny) and undone.
    expect(s.run.code).not.toBe(0);
    for (const p of ['.git/commondir', '.git/c', 'tools/hooks/post-commit', '.git/info/exclude']) expect(s.run.stdout, p).toMatch(new RegExp(`Outcome check: ${p.replace(/[.]/g, '\\.')} reverted`));
    expect(existsSync(path.join(ws, '.git', 'commondir'))).toBe(false);
    expect(existsSync(path.join(ws, '.git', 'c'))).toBe(false);
    expect(existsSync(path.join(ws, 'tools', 'hooks', 'post-commit'))).toBe(false);
    expect(existsSync(path.join(ws, 'tools', 'hooks.orig', 'pre-commit'))).toBe(false);
    expect(readFileSync(path.join(ws, '.git', 'info', 'exclude'), 'utf8')).not.toContain('tools/');
    // Only the PR branch is pushed; the tag and the branch the program made are named, not pushed.
    expect(sh(s.repo.remote, ['for-each-ref', '--format=%(refname)']).split('\n').filter(Boolean).sort()).toEqual(['refs/heads/feature', 'refs/heads/main', 'refs/pull/2/head']);
    expect(s.run.stdout).toMatch(/Refs the run created or moved stay local[^\n]*refs\/tags\/v-planted \(new\)/);
    expect(s.run.stdout).toMatch(/refs\/heads\/planted-branch \(new\)/);
    expect(pushedPaths(s).sort()).toEqual(['src/evil.cjs', 'src/ok.js']);
    // A later workflow step, as the runner, with the token back in .git/config.
    execFileSync('git', ['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${GH_TOKEN}`).toString('base64')}`], { cwd: ws });
    execFileSync('git', ['status', '--short'], { cwd: ws, stdio: 'pipe' });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e.test', 'commit', '-q', '--allow-empty', '-m', 'later step'], { cwd: ws, stdio: 'pipe' });
    expect(existsSync(marker)).toBe(false);
    expectNoSecret(s);
  }, 90_000);
});

// Marshal as an unprivileged runner with sudo -n: a directory the sandbox makes unreadable
// (`chmod 000`) must not hide what is in it from the check, while the push could read it later.
const RUNNER = 'marshal-test-runner';
const canMakeRunner = SANDBOX_SKIP_REASON === null && process.getuid?.() === 0 && systemProgram('sudo') !== null;
describe.skipIf(!canMakeRunner)('the outcome check from a non-root runner with sudo -n', () => {
  let runner: { uid: number; gid: number; home: string };
  beforeAll(() => {
    try {
      execFileSync('id', ['-u', RUNNER], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['-m', '-s', '/bin/bash', RUNNER]);
    }
    writeFileSync(`/etc/sudoers.d/${RUNNER}`, `${RUNNER} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, RUNNER], { encoding: 'utf8' }).trim()));
    runner = { uid: uid as number, gid: gid as number, home: `/home/${RUNNER}` };
  });
  afterAll(() => {
    rmSync(`/etc/sudoers.d/${RUNNER}`, { force: true });
  });

  test('a Read-denied file moved into a directory made unreadable (chmod 000) is still found, by identity, and never pushed', async () => {
    current = await runScenario({
      asUser: runner,
      policy: 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(node src/hide.cjs)\ndeny:\n  - Read(.env*)\n',
      inputs: { sandbox: 'required', push: 'pr-branch' },
      prepare: (repo) => writeFileSync(path.join(repo.workspace, 'src', '.env.local'), `LOCAL=${SECRET}\n`, { mode: 0o644 }),
      responses: program('src/hide.cjs', [
        "fs.mkdirSync('src/hid'); fs.renameSync('src/.env.local', 'src/hid/notes.txt');",
        "fs.writeFileSync('src/hid/ok.txt', 'fine\\n'); fs.chmodSync('src/hid', 0);",
      ].join('\n')),
    });
    const s = current;
    expect(s.run.stdout).toMatch(/Sandbox: enforced/);
    expectNoSecret(s);
    expect(s.run.stdout).toMatch(/src\/hid\/notes\.txt left out of the diff[^\n]*src\/\.env\.local/);
    expect(pushedPaths(s).sort()).toEqual(['src/hid/ok.txt', 'src/hide.cjs']);
  }, 90_000);
});
