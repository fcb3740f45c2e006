/**
 * Marshal's own git calls against a hostile checkout. After the agent ran, `.git/` and `~/.gitconfig`
 * may hold whatever an allowed command wrote: hooks, core.fsmonitor, filter / textconv / external
 * diff drivers, `url.<x>.insteadOf`, a rewritten `remote.origin.url`. None of them may run (each
 * planted program writes a marker file) and the token may not reach them or another host.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { prepareWorkspace, HeadMovedError } from '../../src/action/prepare.js';
import { pushResult } from '../../src/action/publish.js';
import { createGitHub } from '../../src/github/index.js';
import { Redactor } from '../../src/shared/redact.js';
import type { Settings } from '../../src/settings.js';
import { isSafeBranchName } from '../../src/workspace/checkout.js';
import { quarantineCredentials } from '../../src/workspace/credentials.js';
import { collectDiff } from '../../src/workspace/diff.js';
import { git } from '../../src/workspace/git.js';
import { commitAndPush, PushRefusedError } from '../../src/workspace/push.js';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-api.js';

const TOKEN = 'ghs_redteamtoken0123456789abcdefghijkl';
const GIT_ENV = { GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.test', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.test', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };

function sh(cwd: string, args: string[], input?: string): string {
  return execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8', ...(input !== undefined ? { input } : {}) });
}

interface World {
  dir: string;
  remote: string;
  evilRemote: string;
  ws: string;
  markers: string;
  base: string;
}

/** A bare remote with main + feature (and refs/pull/7/head), a clone checked out on feature. */
function world(): World {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-redteam-ws-'));
  const remote = path.join(dir, 'remote.git');
  const evilRemote = path.join(dir, 'evil.git');
  const ws = path.join(dir, 'ws');
  const markers = path.join(dir, 'markers');
  mkdirSync(markers);
  sh(dir, ['init', '-q', '--bare', '-b', 'main', remote]);
  sh(dir, ['init', '-q', '--bare', '-b', 'main', evilRemote]);
  sh(dir, ['init', '-q', '-b', 'main', ws]);
  writeFileSync(path.join(ws, 'a.txt'), 'one\n');
  writeFileSync(path.join(ws, 'bin.dat'), Buffer.from([0, 1, 2, 3]));
  sh(ws, ['add', '-A']);
  sh(ws, ['commit', '-qm', 'init']);
  sh(ws, ['remote', 'add', 'origin', remote]);
  sh(ws, ['push', '-q', 'origin', 'main', 'main:feature', 'main:refs/pull/7/head']);
  sh(ws, ['checkout', '-q', '-b', 'feature']);
  return { dir, remote, evilRemote, ws, markers, base: sh(ws, ['rev-parse', 'HEAD']).trim() };
}

/** A program that records its name (and its environment) in the markers directory. */
function spy(w: World, name: string, body = ''): string {
  const file = path.join(w.dir, `${name}.sh`);
  writeFileSync(file, `#!/bin/sh\nenv > "${w.markers}/${name}.env"\necho ran > "${w.markers}/${name}"\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

const HOOKS = ['pre-commit', 'prepare-commit-msg', 'commit-msg', 'post-commit', 'pre-push', 'post-checkout', 'reference-transaction', 'post-index-change', 'post-rewrite'];

/** What an allowed command could leave behind during the run. */
function plantEverything(w: World): void {
  for (const hook of HOOKS) {
    const file = path.join(w.ws, '.git', 'hooks', hook);
    writeFileSync(file, `#!/bin/sh\ncat >/dev/null 2>&1\nenv > "${w.markers}/hook-${hook}.env"\necho ran > "${w.markers}/hook-${hook}"\nexit 0\n`);
    chmodSync(file, 0o755);
  }
  const hooksDir = path.join(w.ws, '.githooks');
  mkdirSync(hooksDir, { recursive: true });
  for (const hook of HOOKS) {
    writeFileSync(path.join(hooksDir, hook), `#!/bin/sh\ncat >/dev/null 2>&1\necho ran > "${w.markers}/hookspath-${hook}"\nexit 0\n`);
    chmodSync(path.join(hooksDir, hook), 0o755);
  }
  const config: [string, string][] = [
    ['core.fsmonitor', spy(w, 'fsmonitor')],
    ['filter.evil.clean', spy(w, 'clean', 'cat')],
    ['filter.evil.smudge', spy(w, 'smudge', 'cat')],
    ['diff.evil.textconv', spy(w, 'textconv', 'cat "$1"')],
    ['diff.external', spy(w, 'external')],
    ['core.pager', spy(w, 'pager', 'cat')],
    ['credential.helper', `!${spy(w, 'credential')}`],
    ['core.sshCommand', spy(w, 'ssh')],
    // Send the push (and its Authorization header) elsewhere.
    [`url.${w.evilRemote}.insteadOf`, w.remote],
    ['remote.origin.url', w.evilRemote],
    ['alias.push', `!${spy(w, 'alias')}`],
  ];
  for (const [key, value] of config) sh(w.ws, ['config', key, value]);
  writeFileSync(path.join(w.ws, '.gitattributes'), '* filter=evil diff=evil\n');
  // Hooks in a versioned directory (what husky's `prepare` script sets up).
  sh(w.ws, ['config', 'core.hooksPath', hooksDir]);
}

function markers(w: World): string[] {
  return readdirSync(w.markers).sort();
}

describe('a hostile .git/config, hooks and drivers run nothing in Marshal\'s git calls', () => {
  let w: World;
  let fakeHome: string;
  const savedHome = process.env.HOME;
  beforeAll(() => {
    // ~/.gitconfig is writable by the agent's commands too.
    fakeHome = mkdtempSync(path.join(os.tmpdir(), 'marshal-redteam-home-'));
    process.env.HOME = fakeHome;
  });
  afterAll(() => {
    process.env.HOME = savedHome;
  });
  beforeEach(() => {
    w = world();
    writeFileSync(path.join(fakeHome, '.gitconfig'), `[core]\n\tfsmonitor = ${spy(w, 'global-fsmonitor')}\n\thooksPath = ${path.join(w.ws, '.githooks')}\n[filter "evil"]\n\tclean = ${spy(w, 'global-clean', 'cat')}\n`);
  });

  test('collectDiff: the diff is right and no planted program ran', async () => {
    plantEverything(w);
    writeFileSync(path.join(w.ws, 'a.txt'), 'two\n');
    writeFileSync(path.join(w.ws, 'new file.txt'), 'new\n');
    writeFileSync(path.join(w.ws, 'bin.dat'), Buffer.from([0, 9, 9, 9]));
    const diff = await collectDiff(w.ws, w.base);
    expect(diff.files.sort()).toEqual(['.githooks/commit-msg', '.githooks/post-checkout', '.githooks/post-commit', '.githooks/post-index-change', '.githooks/post-rewrite', '.githooks/pre-commit', '.githooks/pre-push', '.githooks/prepare-commit-msg', '.githooks/reference-transaction', '.gitattributes', 'a.txt', 'bin.dat', 'new file.txt'].sort());
    expect(diff.diff).toContain('-one\n+two');
    expect(diff.diff).toContain('Binary files a/bin.dat and b/bin.dat differ');
    expect(diff.stat).toContain('a.txt');
    expect(markers(w)).toEqual([]);
    // The user's own index is untouched.
    expect(sh(w.ws, ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', 'diff', '--cached', '--name-only'])).toBe('');
  });

  test('commitAndPush: commits, pushes to the URL read before the run, runs no hook, leaks no token', async () => {
    const pushUrl = w.remote;
    plantEverything(w);
    writeFileSync(path.join(w.ws, 'a.txt'), 'fixed\n');
    const pushed = await commitAndPush({ cwd: w.ws, branch: 'feature', defaultBranch: 'main', message: 'marshal: fix\n', pushUrl, token: TOKEN });
    expect(markers(w)).toEqual([]);
    // The commit reached the real remote, and nothing reached the evil one.
    expect(sh(w.remote, ['rev-parse', 'refs/heads/feature']).trim()).toBe(pushed.commit);
    expect(sh(w.remote, ['show', `${pushed.commit}:a.txt`])).toBe('fixed\n');
    expect(sh(w.remote, ['log', '-1', '--format=%an <%ae>%n%B', pushed.commit])).toBe('marshal[bot] <marshal[bot]@users.noreply.github.com>\nmarshal: fix\n\n');
    expect(sh(w.evilRemote, ['for-each-ref'])).toBe('');
    // The work tree's branch moved to the commit, so later steps see it.
    expect(readFileSync(path.join(w.ws, '.git', 'refs', 'heads', 'feature'), 'utf8').trim()).toBe(pushed.commit);
  });

  test('push with nothing uncommitted pushes HEAD as is; a moved remote branch is rejected, never forced', async () => {
    sh(w.ws, ['commit', '-q', '--allow-empty', '-m', 'agent commit']);
    const head = sh(w.ws, ['rev-parse', 'HEAD']).trim();
    const pushed = await commitAndPush({ cwd: w.ws, branch: 'feature', defaultBranch: 'main', message: 'unused\n', pushUrl: w.remote, token: TOKEN });
    expect(pushed.commit).toBe(head);
    expect(sh(w.remote, ['rev-parse', 'refs/heads/feature']).trim()).toBe(head);

    // Someone force-pushes the branch meanwhile: our push is refused and the remote keeps theirs.
    const other = path.join(w.dir, 'other');
    sh(w.dir, ['clone', '-q', '-b', 'main', w.remote, other]);
    sh(other, ['commit', '-q', '--allow-empty', '-m', 'theirs']);
    sh(other, ['push', '-q', '--force', 'origin', 'HEAD:feature']);
    const theirs = sh(w.remote, ['rev-parse', 'refs/heads/feature']).trim();
    writeFileSync(path.join(w.ws, 'a.txt'), 'mine\n');
    await expect(commitAndPush({ cwd: w.ws, branch: 'feature', defaultBranch: 'main', message: 'm\n', pushUrl: w.remote })).rejects.toThrow(/rejected|non-fast-forward|fetch first/);
    expect(sh(w.remote, ['rev-parse', 'refs/heads/feature']).trim()).toBe(theirs);
  });

  test('never the default branch, never an unusual branch name, never without a recorded URL', async () => {
    writeFileSync(path.join(w.ws, 'a.txt'), 'x\n');
    const req = { cwd: w.ws, defaultBranch: 'main', message: 'm\n', pushUrl: w.remote };
    await expect(commitAndPush({ ...req, branch: 'main' })).rejects.toBeInstanceOf(PushRefusedError);
    for (const branch of ['--force', 'a..b', 'a//b', 'x/.hidden', 'x.lock', 'refs/heads/x y', 'x@{1}', 'HEAD', 'trailing.', 'ü']) {
      expect(isSafeBranchName(branch)).toBe(false);
      await expect(commitAndPush({ ...req, branch })).rejects.toBeInstanceOf(PushRefusedError);
    }
    await expect(commitAndPush({ ...req, branch: 'feature', pushUrl: '' })).rejects.toBeInstanceOf(PushRefusedError);
    expect(sh(w.remote, ['rev-parse', 'refs/heads/main']).trim()).toBe(w.base);
    expect(isSafeBranchName('feature/fix-1.2_x')).toBe(true);
  });
});

describe('prepare and publish', () => {
  let fake: FakeGitHub;
  let w: World;
  beforeEach(async () => {
    w = world();
    fake = await startFakeGitHub({
      token: TOKEN,
      pulls: {
        7: { number: 7, title: 't', body: '', head: { ref: 'feature', sha: w.base, repoFullName: 'octo-org/greeter' }, base: { ref: 'main', sha: w.base } },
        8: { number: 8, title: 't', body: '', head: { ref: 'feature', sha: w.base, repoFullName: 'mallory/greeter' }, base: { ref: 'release', sha: w.base } },
      },
    });
    sh(w.ws, ['push', '-q', 'origin', 'main:refs/pull/8/head']);
  });

  const gh = () => createGitHub({ token: TOKEN, apiUrl: fake.url, owner: 'octo-org', repo: 'greeter', retries: 0, retryBaseMs: 1 });

  test('the push URL is read before the run; a post-checkout hook does not run during checkout', async () => {
    const hook = path.join(w.ws, '.git', 'hooks', 'post-checkout');
    writeFileSync(hook, `#!/bin/sh\necho ran > "${w.markers}/post-checkout"\n`);
    chmodSync(hook, 0o755);
    const prepared = await prepareWorkspace({ gh: gh(), workspace: w.ws, policyPath: '.github/marshal.yml', prNumber: 7, repositoryFullName: 'octo-org/greeter', token: TOKEN });
    expect(prepared.pushUrl).toBe(w.remote);
    expect(prepared.checkedOut).toEqual({ sha: w.base, branch: 'feature' });
    expect(markers(w)).toEqual([]);
    await fake.close();
  });

  test('a PR head that moved since the event is refused, not run', async () => {
    const moved = prepareWorkspace({ gh: gh(), workspace: w.ws, policyPath: '.github/marshal.yml', prNumber: 7, repositoryFullName: 'octo-org/greeter', token: TOKEN, expectedHeadSha: 'f'.repeat(40) });
    await expect(moved).rejects.toBeInstanceOf(HeadMovedError);
    await expect(prepareWorkspace({ gh: gh(), workspace: w.ws, policyPath: '.github/marshal.yml', prNumber: 7, repositoryFullName: 'octo-org/greeter', token: TOKEN, expectedHeadSha: w.base })).resolves.toMatchObject({ checkedOut: { sha: w.base } });
    await fake.close();
  });

  test("a fork's head is never pushed into this repository, not even as a new-pr branch; the report says which base the policy came from", async () => {
    const prepared = await prepareWorkspace({ gh: gh(), workspace: w.ws, policyPath: '.github/marshal.yml', prNumber: 8, repositoryFullName: 'octo-org/greeter', token: TOKEN });
    expect(prepared.checkedOut?.branch).toBeNull();
    expect(prepared.notices.join('\n')).toContain('targets release, not the default branch main');
    writeFileSync(path.join(w.ws, 'a.txt'), 'agent change\n');
    const created: unknown[] = [];
    const settings = { inputs: { push: 'new-pr', githubToken: TOKEN }, env: { runId: '99', actor: 'alice', runUrl: '' } } as unknown as Settings;
    for (const push of ['new-pr', 'pr-branch'] as const) {
      (settings.inputs as { push: string }).push = push;
      const result = await pushResult({
        settings,
        decision: { run: true, kind: 'pr', task: 'fix', prNumber: 8, untrusted: {} },
        prepared,
        result: { diff: { files: ['a.txt'], diff: '', stat: '' }, outcome: [] } as never,
        gh: { createPull: async (r: unknown) => (created.push(r), { number: 1, htmlUrl: 'x' }) } as never,
        redactor: new Redactor(),
      });
      expect(result?.error).toMatch(/fork/);
    }
    expect(created).toEqual([]);
    expect(sh(w.remote, ['for-each-ref', '--format=%(refname)', 'refs/heads/marshal'])).toBe('');
    await fake.close();
  });

  test('new-pr: redacted commit message, contained PR body (no live HTML, images or mentions from the task)', async () => {
    const prepared = await prepareWorkspace({ gh: gh(), workspace: w.ws, policyPath: '.github/marshal.yml', repositoryFullName: 'octo-org/greeter', token: TOKEN });
    writeFileSync(path.join(w.ws, 'notes.md'), 'notes\n');
    const redactor = new Redactor();
    redactor.add(TOKEN);
    const created: { title: string; body: string; head: string; base: string }[] = [];
    const task = `write notes with ${TOKEN} cc @octo-org/admins <img src="https://evil.example/b.png"> ![x](https://evil.example/c.png)\n\`\`\`x\`y\n</details>`;
    const result = await pushResult({
      settings: { inputs: { push: 'new-pr', githubToken: TOKEN }, env: { runId: '99', actor: 'alice', runUrl: 'https://github.example/o/r/actions/runs/99' } } as unknown as Settings,
      decision: { run: true, kind: 'prompt', task, untrusted: {} },
      prepared,
      result: { diff: { files: ['notes.md'], diff: '', stat: ' notes.md | 1 +\n' }, outcome: [] } as never,
      gh: { createPull: async (r: { title: string; body: string; head: string; base: string }) => (created.push(r), { number: 5, htmlUrl: 'https://github.example/o/r/pull/5' }) } as never,
      redactor,
    });
    expect(result).toMatchObject({ kind: 'new-pr', branch: 'marshal/99', prUrl: 'https://github.example/o/r/pull/5' });
    const message = sh(w.remote, ['log', '-1', '--format=%B', 'refs/heads/marshal/99']);
    expect(message).not.toContain(TOKEN);
    expect(message).toContain('***');
    const body = created[0]?.body ?? '';
    expect(body).not.toContain(TOKEN);
    expect(body).not.toMatch(/<img|<\/details>|(?<!\\)!\[x\]|@octo-org|^> ```/m);
    expect(created[0]).toMatchObject({ head: 'marshal/99', base: 'main' });
    expect(existsSync(path.join(w.ws, 'notes.md'))).toBe(true);
    await fake.close();
  });
});

describe('credential quarantine', () => {
  function withCredentials(): { w: World; credFile: string } {
    const w = world();
    const credFile = path.join(w.dir, 'git-credentials-1234.config');
    writeFileSync(credFile, `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic FILE-${TOKEN}\n`, { mode: 0o600 });
    sh(w.ws, ['config', 'http.extraheader', `AUTHORIZATION: basic PLAIN-${TOKEN}`]);
    sh(w.ws, ['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic URL-${TOKEN}`]);
    sh(w.ws, ['config', `includeIf.gitdir:${path.join(w.ws, '.git')}.path`, credFile]);
    return { w, credFile };
  }
  const configText = (w: World) => readFileSync(path.join(w.ws, '.git', 'config'), 'utf8');

  test('every extraheader form and the includeIf file leave during the run and come back after', async () => {
    const { w, credFile } = withCredentials();
    const warnings: string[] = [];
    const q = await quarantineCredentials(w.ws, undefined, { warning: (m) => warnings.push(m) });
    expect(q.count).toBe(3);
    expect(configText(w)).not.toContain(TOKEN);
    expect(existsSync(credFile)).toBe(false);
    await q.restore();
    expect(configText(w).match(new RegExp(TOKEN, 'g'))).toHaveLength(2);
    expect(readFileSync(credFile, 'utf8')).toContain(`FILE-${TOKEN}`);
    expect(warnings).toEqual([]);
  });

  test('a symlink or hard link planted where the credential file was does not receive the token', async () => {
    for (const plant of [symlinkSync, linkSync]) {
      const { w, credFile } = withCredentials();
      const warnings: string[] = [];
      const q = await quarantineCredentials(w.ws, undefined, { warning: (m) => warnings.push(m) });
      const bait = path.join(w.ws, 'leak.txt');
      writeFileSync(bait, 'bait\n');
      plant(bait, credFile);
      await q.restore();
      expect(readFileSync(bait, 'utf8')).toBe('bait\n');
      expect(readFileSync(credFile, 'utf8')).toContain(`FILE-${TOKEN}`);
    }
  });

  test('a .git/config replaced by a symlink into the work tree gets nothing back', async () => {
    const { w } = withCredentials();
    const warnings: string[] = [];
    const q = await quarantineCredentials(w.ws, undefined, { warning: (m) => warnings.push(m) });
    const inTree = path.join(w.ws, 'config-copy');
    renameSync(path.join(w.ws, '.git', 'config'), inTree);
    symlinkSync(inTree, path.join(w.ws, '.git', 'config'));
    await q.restore();
    expect(readFileSync(inTree, 'utf8')).not.toContain(TOKEN);
    expect(warnings.join('\n')).toContain('.git/config was replaced');
  });
});

describe('the git binary', () => {
  test('a `git` an allowed command drops into a PATH directory does not run Marshal\'s push', async () => {
    const w = world();
    const bin = path.join(w.dir, 'bin');
    mkdirSync(bin);
    const savedPath = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${savedPath}`;
    let pushed: { commit: string } | null = null;
    try {
      // Marshal's first git call happens before the agent runs: git is fixed from then on.
      await git(['rev-parse', 'HEAD'], { cwd: w.ws });
      writeFileSync(path.join(bin, 'git'), `#!/bin/sh\nenv > "${w.markers}/fake-git.env"\nexit 1\n`);
      chmodSync(path.join(bin, 'git'), 0o755);
      writeFileSync(path.join(w.ws, 'a.txt'), 'change\n');
      pushed = await commitAndPush({ cwd: w.ws, branch: 'feature', defaultBranch: 'main', message: 'm\n', pushUrl: w.remote, token: TOKEN });
    } finally {
      process.env.PATH = savedPath;
    }
    expect(markers(w)).toEqual([]);
    expect(sh(w.remote, ['rev-parse', 'refs/heads/feature']).trim()).toBe(pushed?.commit);
  });
});
