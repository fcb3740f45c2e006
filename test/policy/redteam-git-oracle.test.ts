// Red-team audit: git options whose output depends on what files CONTAIN, not only on their names,
// read those files. `git log -G 'SECRET=1' --oneline` prints a commit for the right guess and
// nothing for a wrong one: an oracle that reads a tracked, Read-denied `.env` one regex at a time
// while `cat .env` is denied. Such options are checked as `git log -p` is (git-history.ts): denied
// while the history their pathspecs select holds a Read-denied path, allowed when a pathspec
// leaves it out, when the denied files were never committed, or when no Read deny exists.
//
// What counts (shell/git-content.ts says why): searches (-S, -G, --pickaxe-regex, --pickaxe-all,
// --find-object, -I, --anchored, --full-diff with them, blame -C), similarity thresholds and
// copy / rewrite detection (-M30%, --find-renames=N, -C, -B, --find-copies-harder), object ids
// (--raw, whatchanged / diff-tree / diff-index / diff-files by default, ls-tree, ls-files -s,
// rev-list --objects, cat-file -p TREE) and existence probes of a guessed id (cat-file -e/-t/-s,
// --batch-check, describe). Names and counts (--stat, --numstat, --name-only, --name-status,
// --summary, git's default rename detection, a bare -M) stay allowed.
//
// Real temp repositories: `tracked` commits `.env` (SECRET=1); `clean` keeps it untracked and
// ignored. Each row is decided in both modes: analysis only, and the sandbox-relaxed analysis
// (policy.withSandbox()), where what git prints from its object store is checked all the same.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPolicy, type Decision, type Policy } from '../../src/policy/index.js';

/** examples/marshal.yml's shape, with the read-only git commands a team lets an agent look around with. */
const POLICY = `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(echo:*)
  - Bash(git log:*)
  - Bash(git diff:*)
  - Bash(git show:*)
  - Bash(git whatchanged:*)
  - Bash(git reflog:*)
  - Bash(git stash list:*)
  - Bash(git stash show:*)
  - Bash(git range-diff:*)
  - Bash(git diff-tree:*)
  - Bash(git diff-index:*)
  - Bash(git diff-files:*)
  - Bash(git rev-list:*)
  - Bash(git rev-parse:*)
  - Bash(git ls-tree:*)
  - Bash(git ls-files:*)
  - Bash(git cat-file:*)
  - Bash(git describe:*)
  - Bash(git hash-object:*)
  - Bash(git grep:*)
  - Bash(git blame:*)
  - Bash(git annotate:*)
  - Bash(git -c log.follow=true log:*)
  - Bash(git -c log.follow=false log:*)
deny:
  - Read(.env*)
  - Read(**/*.pem)
  - Bash(git push:*)
`;

/** The same commands with no Read deny: nothing to protect, so every query is allowed. */
const NO_READ_DENY = `
version: 1
allow: [Read, Edit, Bash]
deny: ["Bash(git push:*)"]
`;

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
const READ_ENV = /Read\(\.env\*\) matched "\.env", which is in the repository's history/;

type Repo = 'tracked' | 'clean';
type Mode = 'analysis' | 'sandbox';

let base: string;
const roots = {} as Record<Repo, string>;
const policies = {} as Record<Repo | 'noReadDeny', Record<Mode, Policy>>;
/** The blob id of `.env`'s contents (in `clean` no object has it: a guess of an absent file). */
let envBlob = '';

const gitEnv: NodeJS.ProcessEnv = {};
for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) gitEnv[k] = v;
Object.assign(gitEnv, { GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@example.com', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' });
const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, env: gitEnv, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim();

function makeRepo(name: string, trackEnv: boolean): string {
  const root = path.join(base, name);
  const files: Record<string, string> = {
    'src/x.ts': 'export const x = 1;\n', 'src/lib/y.ts': 'export const y = 1;\n', 'README.md': '# r\n', 'docs/guide.md': 'guide\n',
    '.env': 'SECRET=1\n', '.gitignore': trackEnv ? '' : '.env\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', 'one');
  writeFileSync(path.join(root, 'src/x.ts'), 'export const x = 2;\n');
  git(root, 'commit', '-qam', 'two');
  return root;
}

beforeAll(async () => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-git-oracle-')));
  roots.tracked = makeRepo('tracked', true);
  roots.clean = makeRepo('clean', false);
  envBlob = git(roots.tracked, 'rev-parse', 'HEAD:.env');
  for (const repo of ['tracked', 'clean'] as const) {
    const analysis = await loadPolicy({ cwd: roots[repo], text: POLICY, source: 'oracle.yml' });
    policies[repo] = { analysis, sandbox: analysis.withSandbox() };
  }
  const open = await loadPolicy({ cwd: roots.tracked, text: NO_READ_DENY, source: 'open.yml' });
  policies.noReadDeny = { analysis: open, sandbox: open.withSandbox() };
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const bash = (policy: Policy, command: string): Decision => policy.decide({ tool: 'Bash', kind: 'shell', input: { command }, paths: [] });

/** One decision for both modes, or [analysis, sandbox]. */
type Expect = 'allow' | 'deny' | ['allow' | 'deny', 'allow' | 'deny'];
/** [command (`ENV_BLOB` is replaced by .env's blob id), in `tracked`, in `clean`, what the tracked denial's reason must say]. */
type Row = [command: string, tracked: Expect, clean: Expect, reason?: RegExp];

function decides(rows: Row[]): void {
  test.each(rows)('%s -> %j (tracked .env), %j (untracked)', (template, tracked, clean, reason) => {
    const command = template.replace(/ENV_BLOB/g, envBlob);
    for (const [repo, expected] of [['tracked', tracked], ['clean', clean]] as const) {
      const [analysis, sandbox] = typeof expected === 'string' ? [expected, expected] : expected;
      for (const [mode, want] of [['analysis', analysis], ['sandbox', sandbox]] as const) {
        const decision = bash(policies[repo][mode], command);
        expect(decision.decision, `${repo}, ${mode}: ${command}: ${decision.reason}`).toBe(want);
        if (want === 'deny' && repo === 'tracked' && reason) expect(decision.reason).toMatch(reason);
      }
    }
  });
}

describe('searches of contents (pickaxe, --find-object, -I, --anchored) are content reads', () => {
  decides([
    // The walkthrough's two commands.
    ["git log -G 'SECRET=1' --oneline", 'deny', 'allow', /^git log -G searches files' contents in history .*Read\(\.env\*\) matched "\.env"/],
    [`git diff --name-only -G 'SECRET=1' ${EMPTY_TREE} HEAD`, 'deny', 'allow', /^git diff -G searches files' contents/],
    ["git log -S 'SECRET=1' --oneline", 'deny', 'allow', READ_ENV],
    ['git log -SSECRET --format=%H', 'deny', 'allow', READ_ENV],
    ["git log --pickaxe-regex -S 'SECRET=[0-4]' --oneline", 'deny', 'allow', READ_ENV],
    ['git log --pickaxe-all -S SECRET --stat', 'deny', 'allow', READ_ENV],
    ['git log --all -GSECRET --name-only', 'deny', 'allow', READ_ENV],
    ['git log --find-object=ENV_BLOB --oneline', 'deny', 'allow', READ_ENV],
    ["git log -I '^SECRET=1$' --stat", 'deny', 'allow', READ_ENV], // -I drops a file from --stat when every changed line matches
    ["git log --ignore-matching-lines '^SECRET' --numstat", 'deny', 'allow', READ_ENV],
    ['git log --anchored=SECRET --stat', 'deny', 'allow', READ_ENV],
    ['git diff -S SECRET --stat HEAD~1 HEAD', 'deny', 'allow', READ_ENV],
    ["git diff -G 'SECRET=1' --quiet", 'deny', 'allow', /without a pathspec its output can include any tracked file/],
    ["git diff -I 'SECRET' --exit-code HEAD~1", 'deny', 'allow', READ_ENV],
    ['git show -G SECRET --stat HEAD~1', 'deny', 'allow', READ_ENV],
    ['git show -S SECRET --name-only HEAD~1', 'deny', 'allow', READ_ENV],
    ['git whatchanged -S SECRET --oneline', 'deny', 'allow', READ_ENV],
    ['git reflog -G SECRET', 'deny', 'allow', READ_ENV],
    ['git stash list -G SECRET', 'deny', 'allow', /^git stash list -G searches/],
    // The pathspec only picks commits under --full-diff: -S / -G search all their files.
    ['git log --full-diff -S SECRET --oneline -- src/', 'deny', 'allow', /whatever the pathspec/],
    ['git log --full-diff -p -- src/', 'deny', 'allow', /whatever the pathspec/],
    // log.follow=true makes a single path followed across renames, as --follow does.
    ['git -c log.follow=true log -p -- src/x.ts', 'deny', 'allow', /whatever the pathspec/],
    // A pathspec that leaves .env out: the search never sees it.
    ['git log -S SECRET -- src/', 'allow', 'allow'],
    ["git log -G 'SECRET=1' --oneline -- src/ docs/", 'allow', 'allow'],
    ['git log -S foo src', 'allow', 'allow'],
    ['git diff -G SECRET HEAD~1 -- src/', 'allow', 'allow'],
    ['git show -S foo HEAD -- src/', 'allow', 'allow'],
    ['git log --full-diff --stat -- src/', 'allow', 'allow'],
    ['git -c log.follow=false log -p -- src/x.ts', 'allow', 'allow'],
    // Pathspecs that include it.
    ['git log -S SECRET -- .', 'deny', 'allow', /its pathspec includes it/],
  ]);
});

describe('similarity thresholds (rename / copy / rewrite detection asked for by option) are content reads', () => {
  decides([
    ['git log -M30% --name-status', 'deny', 'allow', /^git log -M compares files' contents in history/],
    ['git log -M90 --name-status', 'deny', 'allow', READ_ENV],
    ['git log --find-renames=90% --stat', 'deny', 'allow', READ_ENV],
    ['git log -C --stat', 'deny', 'allow', READ_ENV],
    ['git log -C -C --name-only', 'deny', 'allow', READ_ENV],
    ['git log --find-copies-harder --name-only', 'deny', 'allow', READ_ENV],
    ['git log -B --stat', 'deny', 'allow', READ_ENV],
    [`git diff --find-renames=40% --name-status ${EMPTY_TREE} HEAD`, 'deny', 'allow', READ_ENV],
    ['git range-diff -s HEAD~2 HEAD~1 HEAD', 'deny', 'allow', READ_ENV], // pairs commits by how alike their patches are
    ['git log -M30% --name-status -- src/', 'allow', 'allow'],
    // A bare -M is git's default rename detection (50%), which --name-status already shows.
    ['git log -M --name-status', 'allow', 'allow'],
    ['git diff --find-renames --stat HEAD~1', 'allow', 'allow'],
    ['git diff --stat --find-copies-harder HEAD~1 -- src', 'allow', 'allow'],
  ]);
});

describe('object ids (a blob id is the hash of its contents) are content reads', () => {
  decides([
    ['git log --raw', 'deny', 'allow', /^git log --raw prints the object ids of files in history/],
    ['git log --stat --raw -1', 'deny', 'allow', READ_ENV],
    ['git show --raw HEAD~1', 'deny', 'allow', READ_ENV],
    [`git diff --raw ${EMPTY_TREE} HEAD`, 'deny', 'allow', READ_ENV],
    ['git stash show --raw', 'deny', 'allow', READ_ENV],
    // Plumbing prints --raw unless told otherwise.
    ['git whatchanged', 'deny', 'allow', /its default --raw output/],
    ['git whatchanged --oneline', 'deny', 'allow', READ_ENV],
    [`git diff-tree -r ${EMPTY_TREE} HEAD`, 'deny', 'allow', READ_ENV],
    ['git diff-tree -r HEAD~1 HEAD', 'deny', 'allow', READ_ENV],
    ['git diff-index HEAD', 'deny', 'allow', READ_ENV],
    ['git diff-files', 'deny', 'allow', READ_ENV],
    ['git rev-list --objects --all', 'deny', 'allow', /^git rev-list --objects prints the object ids/],
    ['git ls-tree HEAD', 'deny', 'allow', /^git ls-tree prints the object ids/],
    ['git ls-tree -r HEAD', 'deny', 'allow', READ_ENV],
    ['git ls-tree HEAD:', 'deny', 'allow', READ_ENV],
    ['git ls-tree --object-only HEAD', 'deny', 'allow', READ_ENV],
    ["git ls-tree --format='%(objectname) %(path)' HEAD", 'deny', 'allow', READ_ENV],
    ['git ls-files -s', 'deny', 'allow', /^git ls-files --stage prints the object ids/],
    ['git ls-files --stage', 'deny', 'allow', READ_ENV],
    ["git ls-files --format='%(objectname) %(path)'", 'deny', 'allow', READ_ENV],
    ['git cat-file -p HEAD^{tree}', 'deny', 'allow', /may name a blob or a tree/],
    ['git cat-file tree HEAD^{tree}', 'deny', 'allow', READ_ENV],
    ['git cat-file -p HEAD:', 'deny', 'allow', READ_ENV],
    // The id of a denied path, by name: the path itself is refused.
    ['git rev-parse HEAD:.env', 'deny', 'deny', /Read\(\.env\*\) matched/],
    ['git rev-parse HEAD~1:./.env', 'deny', 'deny', /Read\(\.env\*\) matched/],
    ['git rev-parse :.env', 'deny', 'deny', /Read\(\.env\*\) matched/],
    // Names, or ids of what a pathspec keeps to src/.
    ['git log --raw -- src/', 'allow', 'allow'],
    ['git show --raw HEAD -- src/', 'allow', 'allow'],
    ['git whatchanged -- src', 'allow', 'allow'],
    ['git whatchanged --stat', 'allow', 'allow'],
    ['git diff-tree --no-commit-id --name-only -r HEAD', 'allow', 'allow'],
    ['git diff-tree -r --name-status HEAD~1 HEAD', 'allow', 'allow'],
    ['git diff-index --quiet HEAD --', 'allow', 'allow'],
    ['git diff-files --name-only', 'allow', 'allow'],
    ['git rev-list --all', 'allow', 'allow'],
    ['git rev-list --objects HEAD -- src', 'allow', 'allow'],
    ['git ls-tree --name-only -r HEAD', 'allow', 'allow'],
    ["git ls-tree --format='%(path)' HEAD", 'allow', 'allow'],
    ['git ls-tree -r HEAD -- src', 'allow', 'allow'],
    ['git ls-tree -l HEAD src', 'allow', 'allow'],
    ['git ls-tree HEAD:src', 'allow', 'allow'],
    ['git ls-files', 'allow', 'allow'],
    ['git ls-files -s -- src', 'allow', 'allow'],
    ['git cat-file -p HEAD', 'allow', 'allow'],
    ['git cat-file commit HEAD', 'allow', 'allow'],
    ['git cat-file -p HEAD:src', 'allow', 'allow'],
    ['git cat-file -p HEAD:src/x.ts', 'allow', 'allow'],
    // Commit and tree ids hash every blob too; a whole-file guess checked against them offline
    // cannot be refused without refusing git log (git-content.ts says why this is left).
    ['git log --format=%H', 'allow', 'allow'],
    ['git log --format=%T', 'allow', 'allow'],
    ['git rev-parse HEAD^{tree}', 'allow', 'allow'],
  ]);
});

describe('existence, type or size of a guessed object id is a content read', () => {
  decides([
    ['git cat-file -e ENV_BLOB', 'deny', 'deny', /^git cat-file -e tells whether an object exists/],
    ['git cat-file -t ENV_BLOB', 'deny', 'deny', READ_ENV],
    ['git cat-file -s ENV_BLOB', 'deny', 'deny', READ_ENV],
    ['git describe ENV_BLOB', 'deny', 'deny', READ_ENV],
    ['git cat-file --batch-check --batch-all-objects', 'deny', 'allow', /^git cat-file --batch-check tells whether an object exists.*whatever the pathspec/],
    ['echo ENV_BLOB | git cat-file --batch-check', 'deny', 'allow', READ_ENV],
    ['git cat-file -t HEAD', 'allow', 'allow'],
    ['git cat-file -s HEAD:src/x.ts', 'allow', 'allow'],
    ['git describe --always HEAD', 'allow', 'allow'],
    ['git cat-file -e HEAD:.env', 'deny', 'deny', /Read\(\.env\*\) matched/],
  ]);
});

describe('blame / annotate -C reports where else a line occurs: a content read', () => {
  decides([
    ['git blame -C src/x.ts', 'deny', 'allow', /^git blame -C searches files' contents in history/],
    ['git blame -C -C -C src/x.ts', 'deny', 'allow', READ_ENV],
    ['git blame -wC -L 1,1 src/x.ts', 'deny', 'allow', READ_ENV],
    ['git annotate -C src/x.ts', 'deny', 'allow', READ_ENV],
    ['git blame src/x.ts', 'allow', 'allow'],
    ['git blame -M -L 1,1 src/x.ts', 'allow', 'allow'],
    ['git annotate src/x.ts', 'allow', 'allow'],
    // The lines of .env's history come from the object store, which the sandbox cannot hide.
    ['git blame .env', 'deny', ['deny', 'allow'], /Read\(\.env\*\) matched/],
    ['git blame HEAD -- .env', 'deny', ['deny', 'allow'], /Read\(\.env\*\) matched/],
    ['git annotate HEAD~1 .env', 'deny', ['deny', 'allow'], /Read\(\.env\*\) matched/],
    ['git blame HEAD~1 -- src/x.ts', 'allow', 'allow'],
  ]);
});

describe('work-tree readers: hash-object, diff --no-index (the sandbox hides the file from them)', () => {
  decides([
    ['git hash-object .env', ['deny', 'allow'], ['deny', 'allow'], /Read\(\.env\*\) matched/],
    ['echo .env | git hash-object --stdin-paths', 'deny', 'deny', /--stdin-paths reads the files named on its input/],
    ['git diff --no-index .env src/x.ts', ['deny', 'allow'], ['deny', 'allow'], /Read\(\.env\*\) matched/],
    ['git hash-object src/x.ts', 'allow', 'allow'],
    ['git hash-object --stdin < src/x.ts', 'allow', 'allow'],
  ]);
});

describe('already denied before this audit, locked in', () => {
  decides([
    ['git log -p', 'deny', 'allow', READ_ENV],
    ['git log --word-diff', 'deny', 'allow', READ_ENV],
    ['git log --check', 'deny', 'allow', READ_ENV],
    ["git log -L '/SECRET/,+1:.env' -s", 'deny', 'deny', /Read\(\.env\*\)/],
    ['git log -L1,1:src/x.ts', 'deny', 'allow', READ_ENV],
    ['git grep SECRET HEAD', 'deny', 'allow', READ_ENV],
    ['git grep -l SECRET', ['deny', 'allow'], 'allow', READ_ENV], // the work tree: the sandbox hides .env
    ['git grep --cached -c SECRET', 'deny', 'allow', READ_ENV],
    ['git show HEAD:.env', 'deny', 'deny', /Read\(\.env\*\) matched/],
    ['git cat-file -p ENV_BLOB', 'deny', 'deny', READ_ENV],
    ['git diff', 'deny', 'allow', READ_ENV],
  ]);
});

describe('everyday commands stay allowed', () => {
  decides([
    ['git log --oneline', 'allow', 'allow'],
    ['git log --oneline -10 -- src', 'allow', 'allow'],
    // Line counts and names: metadata, as `ls -l` shows sizes (git-content.ts says why).
    ['git log --stat', 'allow', 'allow'],
    ['git log --numstat', 'allow', 'allow'],
    ['git log --shortstat', 'allow', 'allow'],
    ['git log --dirstat', 'allow', 'allow'],
    ['git log --name-only', 'allow', 'allow'],
    ['git log --name-status', 'allow', 'allow'],
    ['git log --summary', 'allow', 'allow'],
    ['git log --no-renames --stat', 'allow', 'allow'],
    ['git show HEAD --name-only', 'allow', 'allow'],
    ['git show --stat HEAD', 'allow', 'allow'],
    ['git diff --stat HEAD~1', 'allow', 'allow'],
    ['git diff --name-status HEAD~1', 'allow', 'allow'],
    ['git diff -- src/', 'allow', 'allow'],
    ['git stash list', 'allow', 'allow'],
    ['git reflog', 'allow', 'allow'],
    ['git grep foo -- src/', 'allow', 'allow'],
    ['git rev-parse HEAD', 'allow', 'allow'],
    ['git log -p -- src/x.ts', 'allow', 'allow'],
    // Never committed: nothing in history to read.
    ['git log -p', 'deny', 'allow', READ_ENV],
  ]);
});

describe('without a Read deny rule there is nothing to protect: every query is allowed', () => {
  test.each([
    "git log -G 'SECRET=1' --oneline", `git diff --name-only -G 'SECRET=1' ${EMPTY_TREE} HEAD`, 'git log -M --name-status', 'git log --raw',
    'git whatchanged', 'git ls-tree -r HEAD', 'git ls-files -s', 'git cat-file -p HEAD^{tree}', 'git blame -C src/x.ts', 'git rev-list --objects --all',
  ])('%s', (command) => {
    for (const mode of ['analysis', 'sandbox'] as const) expect(bash(policies.noReadDeny[mode], command).decision, `${mode}: ${command}`).toBe('allow');
  });
});

describe('outcomes: what git really prints for the rows above', () => {
  test('-G is an oracle on the tracked .env: the commit for the right guess, nothing for a wrong one; both denied', () => {
    const root = roots.tracked;
    expect(git(root, 'log', '-G', 'SECRET=1', '--oneline')).not.toBe('');
    expect(git(root, 'log', '-G', 'SECRET=2', '--oneline')).toBe('');
    expect(git(root, 'diff', '--name-only', '-G', 'SECRET=1', EMPTY_TREE, 'HEAD')).toBe('.env');
    expect(git(root, 'diff', '--name-only', '-G', 'SECRET=2', EMPTY_TREE, 'HEAD')).toBe('');
    for (const guess of ['SECRET=1', 'SECRET=2']) {
      for (const mode of ['analysis', 'sandbox'] as const) {
        expect(bash(policies.tracked[mode], `git log -G '${guess}' --oneline`).decision).toBe('deny');
        expect(bash(policies.tracked[mode], `git diff --name-only -G '${guess}' ${EMPTY_TREE} HEAD`).decision).toBe('deny');
      }
    }
  });

  test('with a pathspec that leaves .env out, the answer is the same for every guess, and allowed', () => {
    const root = roots.tracked;
    for (const guess of ['SECRET=1', 'SECRET=2']) {
      expect(git(root, 'log', '-G', guess, '--oneline', '--', 'src/')).toBe('');
      expect(bash(policies.tracked.analysis, `git log -G '${guess}' --oneline -- src/`).decision).toBe('allow');
    }
  });

  test('--raw and ls-tree print the blob id of .env, which hashing a guess confirms', () => {
    const root = roots.tracked;
    const guess = execFileSync('git', ['hash-object', '--stdin'], { input: 'SECRET=1\n', encoding: 'utf8', env: gitEnv }).trim();
    expect(git(root, 'ls-tree', 'HEAD')).toContain(`${guess}\t.env`);
    expect(git(root, 'log', '--raw', '--format=')).toContain(guess.slice(0, 7));
    expect(git(root, 'whatchanged', '--format=')).toContain(guess.slice(0, 7));
    expect(git(root, 'cat-file', '-t', guess)).toBe('blob');
    for (const command of ['git ls-tree HEAD', 'git log --raw', 'git whatchanged', `git cat-file -t ${guess}`]) {
      expect(bash(policies.tracked.sandbox, command).decision, command).toBe('deny');
    }
    // What stays allowed shows no blob id of .env.
    expect(git(root, 'log', '--stat', '--format=')).not.toContain(guess.slice(0, 7));
    expect(git(root, 'ls-tree', '-r', 'HEAD', '--', 'src')).not.toContain(guess);
  });

  test('git grep reads an assume-unchanged entry from the object store: the sandbox cannot hide it', async () => {
    const root = makeRepo('hidden', true);
    const policy = (await loadPolicy({ cwd: root, text: POLICY, source: 'oracle.yml' })).withSandbox();
    const sandbox = () => bash(policy, 'git grep -n SECRET');
    // The kernel hides .env from git: as if it were gone from the work tree.
    const hide = () => renameSync(path.join(root, '.env'), path.join(base, 'env.hidden'));
    const show = () => renameSync(path.join(base, 'env.hidden'), path.join(root, '.env'));
    expect(sandbox().decision).toBe('allow');
    hide();
    expect(() => git(root, 'grep', '-n', 'SECRET')).toThrow(); // nothing found: exit 1
    show();
    git(root, 'update-index', '--assume-unchanged', '.env');
    hide();
    expect(git(root, 'grep', '-n', 'SECRET')).toBe('.env:1:SECRET=1');
    show();
    const denied = sandbox();
    expect(denied.decision).toBe('deny');
    expect(denied.reason).toMatch(/assume-unchanged or skip-worktree, so git reads it from its object store/);
    git(root, 'update-index', '--no-assume-unchanged', '.env');
    expect(sandbox().decision).toBe('allow');
  });
});
