// `marshal run` through the bundled CLI (dist/cli.js), with the recorded demo run as the model:
// the run edits a real git repository, prints the report, and keeps its own files out of the
// repository (and so out of the diff); in a package of a monorepo (--cwd a subdirectory) the diff
// names paths from the repository's top level and the top level's policy governs.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const TRANSCRIPT = path.join(ROOT, 'examples', 'demo', 'transcript.jsonl');

let repo: string;
/** Every run's --out lives here (not <tmp>/marshal), removed at the end. */
let outs: string;
const outDir = () => mkdtempSync(path.join(outs, 'run-'));
beforeAll(() => {
  outs = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-run-out-'));
});
afterAll(() => rmSync(outs, { recursive: true, force: true }));
beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-run-'));
  cpSync(path.join(ROOT, 'examples', 'demo', 'repo'), repo, { recursive: true });
  cpSync(path.join(ROOT, 'examples', 'demo', 'marshal.yml'), path.join(repo, '.github', 'marshal.yml'));
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-qm', 'init'], { cwd: repo, env });
});

function marshal(...args: string[]) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: os.homedir() };
  return spawnSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: 'utf8', timeout: 60_000 });
}

describe('marshal run', () => {
  test('replays the recorded run on a repository: the fix is made, the report printed, run files kept outside the repo', () => {
    const out = marshal('run', '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet() and run the tests', '--out', outDir());
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain('Marshal finished');
    expect(out.stdout).toContain('Bash(git push:*)');
    const done = /transcript (\S+), diff (\S+)/.exec(out.stderr);
    expect(done, out.stderr).not.toBeNull();
    const [, transcript, diff] = done as RegExpExecArray;
    expect(path.relative(repo, transcript as string).startsWith('..')).toBe(true);
    expect(existsSync(transcript as string)).toBe(true);
    const patch = readFileSync(diff as string, 'utf8');
    expect(patch).toContain('src/greet.js');
    expect(patch).not.toContain('transcript.jsonl');
    // Nothing but the agent's own edits is left in the work tree.
    const status = execFileSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' });
    expect(status.split('\n').filter(Boolean).every((line) => !line.includes('.marshal') && !line.includes('transcript'))).toBe(true);
  });

  test('--out inside the repository is refused before anything runs', () => {
    const out = marshal('run', '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'x', '--out', path.join(repo, 'runs'));
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(/inside the repository/);
    expect(existsSync(path.join(repo, 'runs'))).toBe(false);
  });

  test('a missing prompt and a directory that is not a git work tree are usage errors', () => {
    expect(marshal('run').status).toBe(2);
    const notGit = spawnSync(process.execPath, [CLI, 'run', '--prompt', 'x', '--cwd', os.tmpdir()], { encoding: 'utf8' });
    expect(notGit.status).toBe(2);
    expect(notGit.stderr).toMatch(/not a git work tree/);
  });
});

describe('marshal run in a package of a monorepo (--cwd a subdirectory)', () => {
  test('the diff names paths from the top level, covers the package only, and the top level policy governs', () => {
    const mono = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-mono-'));
    try {
      const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };
      cpSync(path.join(ROOT, 'examples', 'demo', 'repo'), path.join(mono, 'packages', 'core'), { recursive: true });
      mkdirSync(path.join(mono, '.github'));
      cpSync(path.join(ROOT, 'examples', 'demo', 'marshal.yml'), path.join(mono, '.github', 'marshal.yml'));
      mkdirSync(path.join(mono, 'packages', 'other'));
      writeFileSync(path.join(mono, 'packages', 'other', 'x.txt'), 'x\n');
      writeFileSync(path.join(mono, 'README.md'), '# mono\n');
      execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: mono, env });
      execFileSync('git', ['add', '-A'], { cwd: mono, env });
      execFileSync('git', ['commit', '-qm', 'init'], { cwd: mono, env });
      // A change beside the package, made before the run, is not the run's.
      writeFileSync(path.join(mono, 'README.md'), '# mono, edited by hand\n');

      const dir = outDir();
      const out = spawnSync(process.execPath, [CLI, 'run', '--cwd', 'packages/core', '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet()', '--quiet', '--format', 'markdown', '--out', dir], {
        cwd: mono,
        env: { PATH: process.env.PATH, HOME: os.homedir() },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(out.status, out.stderr).toBe(0);
      const patch = readFileSync(path.join(dir, 'diff.patch'), 'utf8');
      // Exactly the agent's edit, under its path in the repository: no renames, no deletions.
      expect(patch.match(/^diff --git .*$/gm)).toEqual(['diff --git a/packages/core/src/greet.js b/packages/core/src/greet.js']);
      expect(patch).toMatch(/^\+  return `Hello, \$\{name \|\| 'world'\}!`;$/m);
      expect(patch).not.toMatch(/rename|deleted file|marshal\.yml|README/);
      expect(execFileSync('git', ['diff', '--name-only'], { cwd: mono, encoding: 'utf8' }).trim().split('\n').sort()).toEqual(['README.md', 'packages/core/src/greet.js']);
      // The policy is the repository's own, at its top level; the report shows the package's paths.
      expect(out.stderr).not.toMatch(/built-in default/);
      expect(out.stdout).toContain(path.join(mono, '.github', 'marshal.yml'));
      expect(out.stdout).toContain('packages/core/src/greet.js');
    } finally {
      rmSync(mono, { recursive: true, force: true });
    }
  });
});

describe('marshal run, interrupted', () => {
  test('Ctrl-C mid-command ends the run as cancelled with its report, and kills what the command started', async () => {
    const { startMessagesApi, toolMessage, textMessage } = await import('./fakes/messages-api.js');
    const { spawn } = await import('node:child_process');
    const { writeFileSync } = await import('node:fs');
    const api = await startMessagesApi({ expectApiKey: 'sk-ant-cli-test' });
    try {
      api.enqueue(toolMessage([{ id: 't1', name: 'Bash', input: { command: 'sleep 45' } }]), textMessage('unreachable'));
      const policy = path.join(repo, 'interrupt.yml');
      writeFileSync(policy, 'version: 1\nallow:\n  - Read\n  - Bash(sleep:*)\n');
      const child = spawn(process.execPath, [CLI, 'run', '--policy', policy, '--prompt', 'wait', '--out', outDir()], {
        cwd: repo,
        env: { PATH: process.env.PATH, HOME: os.homedir(), ANTHROPIC_API_KEY: 'sk-ant-cli-test', ANTHROPIC_BASE_URL: api.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const sleeping = () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\n').some((l) => l.trim() === 'sleep 45');
      for (let i = 0; i < 200 && !sleeping(); i++) await new Promise((r) => setTimeout(r, 100));
      expect(sleeping(), stderr).toBe(true);
      child.kill('SIGINT');
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(stdout + stderr).toMatch(/cancel/i);
      expect(code).not.toBe(0);
      expect(sleeping()).toBe(false);
      expect(api.requests).toHaveLength(1);
    } finally {
      await api.close();
    }
  }, 60_000);
});
