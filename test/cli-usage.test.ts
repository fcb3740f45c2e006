// The CLI as a new user meets it, through the bundle (dist/cli.js): --help everywhere, --version,
// exit codes a script can rely on, explain --calls line by line (stdin too), --policy from the
// shell's directory in every command, policy errors with positions and all at once, and
// `marshal run`'s plain-text report.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const TRANSCRIPT = path.join(ROOT, 'examples', 'demo', 'transcript.jsonl');
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };

let repo: string;
let shell: string;
beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-usage-'));
  cpSync(path.join(ROOT, 'examples', 'demo', 'repo'), repo, { recursive: true });
  cpSync(path.join(ROOT, 'examples', 'demo', 'marshal.yml'), path.join(repo, '.github', 'marshal.yml'));
  const env = { ...process.env, ...GIT_ENV };
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-qm', 'init'], { cwd: repo, env });
  // The "shell" is somewhere else: --policy paths are relative to it, not to --cwd.
  shell = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-shell-'));
  mkdirSync(path.join(shell, 'policies'));
  writeFileSync(path.join(shell, 'policies', 'strict.yml'), 'version: 1\nallow: [Read]\n');
});

function marshal(args: string[], opts: { cwd?: string; input?: string } = {}) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: os.homedir(), ...GIT_ENV };
  return spawnSync(process.execPath, [CLI, ...args], { cwd: opts.cwd ?? shell, env, encoding: 'utf8', timeout: 60_000, input: opts.input ?? '' });
}

describe('help and version', () => {
  test.each([
    [['--help']], [['run', '--help']], [['replay', '--help']], [['policy', '--help']],
    [['policy', 'check', '--help']], [['policy', 'explain', '--help']], [['policy', 'check-diff', '--help']],
  ])('%j prints usage and exits 0', (args) => {
    const out = marshal(args);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/usage: marshal/);
  });

  test('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(marshal(['--version']).stdout.trim()).toBe(`marshal ${version}`);
  });

  test('usage errors exit 2 in every command', () => {
    for (const args of [[], ['frob'], ['run'], ['replay'], ['policy', 'explain', '--bogus'], ['run', '--prompt', 'x', '--format', 'html', '--cwd', repo]]) {
      expect(marshal(args).status, args.join(' ')).toBe(2);
    }
  });
});

describe('policy explain', () => {
  test('--exit-code exits 1 on any deny, 0 when all are allowed; without it 0 either way', () => {
    const deny = ['policy', 'explain', '--cwd', repo, '--tool', 'Bash', '--input', '{"command":"git push"}'];
    expect(marshal(deny).status).toBe(0);
    expect(marshal([...deny, '--exit-code']).status).toBe(1);
    expect(marshal(['policy', 'explain', '--cwd', repo, '--exit-code', '--tool', 'Read', '--input', '{"file_path":"src/greet.js"}']).status).toBe(0);
  });

  test('--calls - reads stdin; each answer carries its line; a bad line is reported and the rest answered', () => {
    const input = [
      JSON.stringify({ tool: 'Read', input: { file_path: 'src/greet.js' } }),
      '',
      '{not json',
      JSON.stringify({ tool: 'Bash', input: { command: 'git push origin main' } }),
      JSON.stringify({ tool: 'Bash' }),
    ].join('\n');
    const out = marshal(['policy', 'explain', '--cwd', repo, '--calls', '-'], { input });
    expect(out.status).toBe(2);
    const lines = out.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.line, l.decision ?? 'error'])).toEqual([[1, 'allow'], [3, 'error'], [4, 'deny'], [5, 'error']]);
    expect(lines[1]!.error).toMatch(/not valid JSON/);
    expect(out.stderr).toMatch(/stdin:3: /);
    expect(out.stderr).toMatch(/stdin:5: expected \{"tool"/);
  });

  test('--policy is relative to the shell, not to --cwd', () => {
    const out = marshal(['policy', 'explain', '--cwd', repo, '--policy', 'policies/strict.yml', '--tool', 'Bash', '--input', '{"command":"npm test"}']);
    expect(out.status, out.stderr).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ decision: 'deny' });
  });
});

describe('policy errors', () => {
  test('a YAML error names line and column; schema errors are all listed', () => {
    writeFileSync(path.join(shell, 'broken.yml'), 'version: 1\nallow: [Read\n');
    const yaml = marshal(['policy', 'check', '--cwd', repo, '--policy', 'broken.yml']);
    expect(yaml.status).toBe(2);
    expect(yaml.stdout).toMatch(/broken\.yml:3:1: not valid YAML or JSON: /);
    writeFileSync(path.join(shell, 'wrong.yml'), 'version: 2\nmode: yolo\nallow: Read\nlimits: { turns: 3 }\n');
    const schema = marshal(['policy', 'check', '--cwd', repo, '--policy', 'wrong.yml']);
    expect(schema.status).toBe(2);
    for (const key of ['version: expected 1', 'mode: expected "default" or "plan"', 'allow: expected array', 'limits: unknown key "turns"']) {
      expect(schema.stdout).toContain(`wrong.yml: ${key}`);
    }
  });
});

describe('replay and run', () => {
  test('run prints a plain-text report (--format text), writes the Markdown to report.md; replay of its transcript exits 1 on a changed decision', () => {
    const out = marshal(['run', '--cwd', repo, '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet()', '--format', 'text', '--quiet']);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain('Marshal finished');
    expect(out.stdout).not.toMatch(/<details>|<summary>|\*\*\w|^```|^### |^\|/m);
    const report = /report (\S+)\n/.exec(out.stderr);
    expect(report, out.stderr).not.toBeNull();
    expect(readFileSync(report![1] as string, 'utf8')).toMatch(/^### /m);
    execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: repo });

    // The run's own transcript records verdicts: replayed under a stricter policy (a path from
    // the shell's directory), decisions change and replay exits 1; under the same policy, 0.
    const transcript = /transcript (\S+), diff/.exec(out.stderr)![1] as string;
    expect(marshal(['replay', transcript, '--cwd', repo]).status).toBe(0);
    const replayed = marshal(['replay', transcript, '--cwd', repo, '--policy', 'policies/strict.yml']);
    expect(replayed.status, replayed.stderr).toBe(1);
    expect(replayed.stdout).toMatch(/[1-9]\d* of \d+ call\(s\) would be decided differently/);
  });

  test('run stopped at its turn limit exits 3', () => {
    const out = marshal(['run', '--cwd', repo, '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet()', '--max-turns', '1', '--quiet']);
    expect(out.status, out.stderr).toBe(3);
    expect(out.stdout).toContain('stopped at a limit');
    execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: repo });
  });
});
