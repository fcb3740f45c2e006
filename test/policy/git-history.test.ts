// git subcommands that print files' CONTENTS from history (`git show HEAD`, `git log -p`,
// `git diff HEAD~1`, `git archive HEAD` ...) answer to the Read deny rules for every path their
// output can include. Real temp repositories: `.env` committed, committed then deleted, and
// never committed (where the same commands must stay allowed).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runPolicyCommand } from '../../src/policy-command.js';
import { loadPolicy, type Policy } from '../../src/policy/index.js';
import { decideVia, makeWorkspace, type Workspace } from './workspace-fixture.js';

const POLICY = `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(git diff:*)
  - Bash(git log:*)
  - Bash(git show:*)
  - Bash(git status:*)
  - Bash(git format-patch:*)
  - Bash(git whatchanged:*)
  - Bash(git cat-file:*)
  - Bash(git archive:*)
  - Bash(git stash:*)
  - Bash(git grep:*)
  - Bash(git blame:*)
  - Bash(git add:*)
  - Bash(git range-diff:*)
deny:
  - Read(.env*)
  - Read(secrets/)
`;

const READ_ENV = 'Read(.env*)';

function git(root: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: root, encoding: 'utf8' }).trim();
}

type Variant = 'committed' | 'deleted' | 'never';

interface Repo {
  ws: Workspace;
  policy: Policy;
  envBlob?: string;
  srcBlob: string;
  head: string;
}

/** A fixture workspace with two commits; `.env` tracked, deleted in the second commit, or never added. */
async function makeRepo(variant: Variant): Promise<Repo> {
  const ws = await makeWorkspace();
  const root = ws.root;
  git(root, 'add', 'src/a.ts', 'src/lib/b.ts', 'README.md', 'docs/guide.md', 'package.json');
  if (variant !== 'never') git(root, 'add', '.env');
  git(root, 'commit', '-q', '-m', 'one');
  writeFileSync(path.join(root, 'src', 'a.ts'), 'export const a = 2;\n');
  git(root, 'add', 'src/a.ts');
  if (variant === 'committed') {
    writeFileSync(path.join(root, '.env'), 'TOKEN=z\n');
    git(root, 'add', '.env');
  }
  if (variant === 'deleted') git(root, 'rm', '-q', '.env');
  git(root, 'commit', '-q', '-m', 'two');
  const envBlob = variant === 'never' ? undefined : git(root, 'rev-parse', 'HEAD~1:.env');
  const policy = await loadPolicy({ cwd: root, text: POLICY, source: 'history.yml' });
  return { ws, policy, envBlob, srcBlob: git(root, 'rev-parse', 'HEAD:src/a.ts'), head: git(root, 'rev-parse', 'HEAD') };
}

const repos = {} as Record<Variant, Repo>;

beforeAll(async () => {
  for (const variant of ['committed', 'deleted', 'never'] as const) repos[variant] = await makeRepo(variant);
});
afterAll(() => {
  for (const repo of Object.values(repos)) repo.ws.cleanup();
});

async function decide(variant: Variant, command: string) {
  const repo = repos[variant];
  return decideVia(repo.policy, repo.ws.root, 'Bash', { command });
}

type Row = [variant: Variant, command: string | ((r: Repo) => string), expect: 'allow' | 'deny', rule?: string | null];

/** Printing contents with no pathspec, or one that includes `.env`: denied while `.env` is in history. */
const CONTENT_COMMANDS = [
  'git show', 'git show HEAD', 'git show HEAD~1', 'git log -p', 'git log --patch -5', 'git log -p --stat', 'git log --stat -p',
  'git log -p -3', 'git log -u', 'git log -U1', 'git log --word-diff', 'git log --all -p', 'git log -g -p', 'git log --cc',
  'git diff HEAD~1', 'git diff HEAD~1 HEAD', 'git diff HEAD~1..HEAD', 'git diff HEAD~1 --stat -p', 'git format-patch -1 --stdout',
  'git format-patch --stdout HEAD~2..HEAD', 'git whatchanged -p', 'git archive HEAD', 'git archive --format=tar HEAD',
  'git log -p -- .', 'git log -p -- ./', "git log -p -- ':!src'",
  'git log -p --follow -- src/a.ts', 'git log -L1,1:src/a.ts', 'git grep TOKEN HEAD', 'git grep TOKEN HEAD~1 -- .',
  'git grep -e TOKEN HEAD~1', 'git range-diff HEAD~1 HEAD~1 HEAD', 'git show HEAD~1 -- .',
];

const committedRows: Row[] = [
  ...CONTENT_COMMANDS.map((c): Row => ['committed', c, 'deny', READ_ENV]),
  // The work tree against the index / HEAD: `.env` is tracked, so its changes are printed.
  ['committed', 'git diff', 'deny', READ_ENV],
  ['committed', 'git diff --cached', 'deny', READ_ENV],
  ['committed', 'git diff --staged', 'deny', READ_ENV],
  ['committed', 'git status -v', 'deny', READ_ENV],
  ['committed', 'git add -p', 'deny', READ_ENV],
  ['committed', 'git stash show -p', 'deny', READ_ENV],
  ['committed', 'git grep --cached TOKEN', 'deny', READ_ENV],
  // Pathspecs that include it.
  ['committed', 'git log -p -- .env', 'deny', READ_ENV],
  ['committed', "git log -p -- '.e*'", 'deny', READ_ENV],
  ['committed', "git log -p -- ':(icase).ENV'", 'deny', READ_ENV],
  ['committed', 'git diff HEAD~1 -- src .env', 'deny', READ_ENV],
  ['committed', 'git blame .env', 'deny', READ_ENV],
  ['committed', 'git cat-file -p HEAD:.env', 'deny', READ_ENV],
  ['committed', 'git show HEAD:.env', 'deny', READ_ENV],
  // A blob is printed whatever the pathspec says.
  ['committed', (r) => `git cat-file -p ${r.envBlob}`, 'deny', READ_ENV],
  ['committed', (r) => `git cat-file blob ${r.envBlob!.slice(0, 10)}`, 'deny', READ_ENV],
  ['committed', (r) => `git show ${r.envBlob} -- src/`, 'deny', READ_ENV],
  ['committed', (r) => `git show -s ${r.envBlob}`, 'deny', READ_ENV],
  ['committed', (r) => `git show --stat ${r.envBlob!.slice(0, 8)}`, 'deny', READ_ENV],
  ['committed', (r) => `git diff ${r.envBlob} ${r.srcBlob}`, 'deny', READ_ENV],
  ['committed', 'git cat-file --batch', 'deny', READ_ENV],
  // Names and metadata only.
  ['committed', 'git log --oneline', 'allow'],
  ['committed', 'git log --stat', 'allow'],
  ['committed', 'git log --name-only -3', 'allow'],
  ['committed', 'git log --name-status --format=%H', 'allow'],
  ['committed', 'git status', 'allow'],
  ['committed', 'git status --short', 'allow'],
  ['committed', 'git diff --stat', 'allow'],
  ['committed', 'git diff --name-only HEAD~1', 'allow'],
  ['committed', 'git diff --numstat HEAD~1 HEAD', 'allow'],
  ['committed', 'git diff --quiet', 'allow'],
  ['committed', 'git show --stat HEAD', 'allow'],
  ['committed', 'git show -s HEAD', 'allow'],
  ['committed', 'git show --name-only HEAD~1', 'allow'],
  // Object ids are hashes of contents (whatchanged prints --raw by default): redteam-git-oracle.test.ts.
  ['committed', 'git whatchanged', 'deny', READ_ENV],
  ['committed', 'git stash show', 'allow'],
  ['committed', 'git cat-file -p HEAD', 'allow'],
  ['committed', (r) => `git cat-file -p ${r.head}`, 'allow'],
  ['committed', (r) => `git cat-file -t ${r.envBlob}`, 'deny', READ_ENV],
  ['committed', 'git cat-file -p HEAD^{tree}', 'deny', READ_ENV],
  // A pathspec that leaves it out.
  ['committed', 'git log -p -- src/', 'allow'],
  ['committed', 'git log -p -3 src', 'allow'],
  ['committed', 'git log -p -- src/a.ts docs', 'allow'],
  ['committed', "git log -p -- 'src/*.ts'", 'allow'],
  ['committed', 'git diff HEAD~1 -- src/', 'allow'],
  ['committed', 'git diff -- src', 'allow'],
  ['committed', 'git diff --cached -- src/', 'allow'],
  ['committed', 'git show HEAD -- src/a.ts', 'allow'],
  ['committed', 'git show HEAD~1 -- docs/', 'allow'],
  ['committed', (r) => `git show ${r.head} -- src/`, 'allow'],
  ['committed', (r) => `git show ${r.head.slice(0, 8)}^{commit} -- src/`, 'allow'],
  ['committed', 'git format-patch -1 --stdout -- src/', 'allow'],
  ['committed', 'git archive HEAD src/', 'allow'],
  ['committed', 'git grep guide -- docs/', 'allow'],
  ['committed', 'git grep guide HEAD -- docs/', 'allow'],
  ['committed', 'git whatchanged -p -- src', 'allow'],
  ['committed', 'git show HEAD:src/a.ts', 'allow'],
  ['committed', 'git diff HEAD~1:src HEAD:src', 'allow'],
  ['committed', 'git show HEAD:', 'deny', READ_ENV],
  ['committed', 'git archive HEAD:src', 'allow'],
  ['committed', 'git blame src/a.ts', 'allow'],
];

const deletedRows: Row[] = [
  ...CONTENT_COMMANDS.filter((c) => !/grep TOKEN HEAD$|^git show$|^git show HEAD$|^git diff HEAD~1 --stat -p$|^git archive/.test(c)).map((c): Row => ['deleted', c, 'deny', READ_ENV]),
  ['deleted', 'git show HEAD~1:.env', 'deny', READ_ENV],
  ['deleted', (r) => `git cat-file -p ${r.envBlob}`, 'deny', READ_ENV],
  ['deleted', (r) => `git show ${r.envBlob} -- src/`, 'deny', READ_ENV],
  ['deleted', 'git log -p -- .env', 'deny', READ_ENV],
  // Only the index, work tree and HEAD: `.env` is in none of them any more.
  ['deleted', 'git diff', 'allow'],
  ['deleted', 'git diff --cached', 'allow'],
  ['deleted', 'git status -v', 'allow'],
  ['deleted', 'git log --oneline', 'allow'],
  ['deleted', 'git log --stat', 'allow'],
  ['deleted', 'git log -p -- src/', 'allow'],
  ['deleted', 'git show HEAD~1 -- src/', 'allow'],
  ['deleted', 'git diff HEAD~1 -- src/ docs/', 'allow'],
  ['deleted', 'git format-patch -2 --stdout -- src/', 'allow'],
];

const NEVER_ALLOWED = [
  'git show', 'git show HEAD', 'git show HEAD~1', 'git log -p', 'git log --patch -5', 'git log -p --stat', 'git log --all -p',
  'git diff', 'git diff HEAD~1', 'git diff --cached', 'git format-patch -1 --stdout', 'git whatchanged -p', 'git archive HEAD',
  'git cat-file -p HEAD', 'git log -p -3', 'git status -v', 'git grep guide HEAD -- docs/', 'git log -p --follow -- src/a.ts',
  'git log --oneline', 'git diff --stat',
];
const neverRows: Row[] = [
  ...NEVER_ALLOWED.map((c): Row => ['never', c, 'allow']),
  // `.env` is in the work tree (untracked): naming it still refuses, as before.
  ['never', 'git log -p -- .env', 'deny', READ_ENV],
  // git grep reads tracked files only: the untracked .env is never read.
  ['never', 'git grep TOKEN', 'allow'],
];

describe('git commands that print contents from history', () => {
  test.each([...committedRows, ...deletedRows, ...neverRows].map((row) => [row[0], typeof row[1] === 'string' ? row[1] : row[1].toString(), row] as const))(
    '%s: %s',
    async (_variant, _label, [variant, command, expected, rule]) => {
      const text = typeof command === 'string' ? command : command(repos[variant]);
      const decision = await decide(variant, text);
      expect({ command: text, decision: decision.decision }).toEqual({ command: text, decision: expected });
      if (rule !== undefined) expect(decision.rule).toBe(rule);
    },
  );

  test('the reason names the rule, the file and a pathspec that leaves it out', async () => {
    const decision = await decide('committed', 'git log -p');
    expect(decision.rule).toBe(READ_ENV);
    expect(decision.reason).toContain('".env"');
    expect(decision.reason).toMatch(/history/);
    expect(decision.reason).toContain('add a pathspec that leaves it out, e.g. `git log -p -- src/`');
    const blob = await decide('committed', `git show ${repos.committed.envBlob} -- src/`);
    expect(blob.reason).toMatch(/may name a blob/);
  });

  test('secrets/ under Read(secrets/) is found in history too', async () => {
    const ws = await makeWorkspace();
    try {
      git(ws.root, 'add', 'secrets/key.pem', 'src/a.ts');
      git(ws.root, 'commit', '-q', '-m', 'k');
      const policy = await loadPolicy({ cwd: ws.root, text: POLICY, source: 'history.yml' });
      const d = await decideVia(policy, ws.root, 'Bash', { command: 'git show HEAD' });
      expect(d).toMatchObject({ decision: 'deny', rule: 'Read(secrets/)' });
      expect((await decideVia(policy, ws.root, 'Bash', { command: 'git show HEAD -- src/' })).decision).toBe('allow');
    } finally {
      ws.cleanup();
    }
  });

  test("the agent's own commits are seen: the listing follows the index and refs", async () => {
    const ws = await makeWorkspace();
    try {
      git(ws.root, 'add', 'src/a.ts');
      git(ws.root, 'commit', '-q', '-m', 'one');
      const policy = await loadPolicy({ cwd: ws.root, text: POLICY, source: 'history.yml' });
      const run = async (command: string) => (await decideVia(policy, ws.root, 'Bash', { command })).decision;
      expect(await run('git log -p')).toBe('allow');
      expect(await run('git diff --cached')).toBe('allow');
      git(ws.root, 'add', '-f', '.env');
      expect(await run('git diff --cached')).toBe('deny');
      git(ws.root, 'commit', '-q', '-m', 'two');
      expect(await run('git log -p')).toBe('deny');
      git(ws.root, 'rm', '-q', '.env');
      git(ws.root, 'commit', '-q', '-m', 'three');
      git(ws.root, 'reset', '-q', '--hard', 'HEAD~2');
      // Only the reflog reaches the commit that added it now.
      expect(await run('git log -g -p')).toBe('deny');
      expect(await run('git log -p -- src/')).toBe('allow');
    } finally {
      ws.cleanup();
    }
  });

  test('outside a git repository the history cannot be listed: fail closed, metadata still allowed', async () => {
    const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-nogit-')));
    try {
      const policy = await loadPolicy({ cwd: dir, text: POLICY, source: 'history.yml' });
      const d = await decideVia(policy, dir, 'Bash', { command: 'git log -p' });
      expect(d.decision).toBe('deny');
      expect(d.reason).toMatch(/could not be listed/);
      expect((await decideVia(policy, dir, 'Bash', { command: 'git log --oneline' })).decision).toBe('allow');
      expect((await decideVia(policy, dir, 'Bash', { command: 'git status' })).decision).toBe('allow');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the listing is made once and reused: 2,000 decisions start no new git process', async () => {
    const repo = repos.committed;
    await decide('committed', 'git log -p -- src/');
    // A git in front of the real one on PATH, counting its starts.
    const shim = mkdtempSync(path.join(os.tmpdir(), 'marshal-git-shim-'));
    const log = path.join(shim, 'calls.log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(path.join(shim, 'git'), `#!/bin/sh\necho "$*" >> ${log}\nexec ${real} "$@"\n`, { mode: 0o755 });
    const saved = process.env.PATH;
    process.env.PATH = `${shim}:${saved}`;
    try {
      execFileSync('git', ['--version'], { stdio: 'ignore' }); // the shim counts: one call
      for (let i = 0; i < 2_000; i += 1) {
        const d = await decideVia(repo.policy, repo.ws.root, 'Bash', { command: i % 2 ? 'git log -p -- src/' : 'git diff HEAD~1 -- docs/' });
        expect(d.decision).toBe('allow');
      }
    } finally {
      process.env.PATH = saved;
    }
    const calls = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
    expect(calls[0]).toBe('--version');
    expect(calls.length - 1, calls.slice(1, 6).join('\n')).toBeLessThanOrEqual(1);
  });
});

describe('marshal policy check', () => {
  test('warns when a Read deny rule matches files tracked in the repository', async () => {
    const repo = repos.committed;
    const file = path.join(repo.ws.root, 'history-policy.yml');
    writeFileSync(file, POLICY);
    let out = '';
    const code = await runPolicyCommand(['check', '--cwd', repo.ws.root, '--policy', file], { stdout: (t) => { out += t; }, stderr: () => {} });
    expect(code).toBe(0);
    expect(out).toMatch(/warning: deny\[0\]: "Read\(\.env\*\)" matches files tracked in the repository \("\.env"\)/);
    expect(out).not.toMatch(/deny\[1\]/);
  });

  test('no warning when the denied files are not tracked', async () => {
    const repo = repos.never;
    const file = path.join(repo.ws.root, 'history-policy.yml');
    writeFileSync(file, POLICY);
    let out = '';
    await runPolicyCommand(['check', '--cwd', repo.ws.root, '--policy', file], { stdout: (t) => { out += t; }, stderr: () => {} });
    expect(out).not.toMatch(/tracked in the repository/);
  });
});
