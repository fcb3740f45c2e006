// The CLI as a new user meets it, through the bundle (dist/cli.js): --help everywhere, --version,
// exit codes a script can rely on (every usage error found before anything starts), explain
// --calls line by line (stdin and a file), --policy from the shell's directory in every command,
// policy errors with positions and all at once, `marshal run`'s plain-text report (on a real
// terminal too), a budget stop, the bundle without node_modules, and the demo's clean temp dir.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const TRANSCRIPT = path.join(ROOT, 'examples', 'demo', 'transcript.jsonl');
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };

let repo: string;
let shell: string;
/** Every run's --out goes here (not <tmp>/marshal), removed at the end. */
let outs: string;
const outDir = () => mkdtempSync(path.join(outs, 'run-'));
beforeAll(() => {
  outs = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-usage-out-'));
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
afterAll(() => {
  for (const dir of [repo, shell, outs]) rmSync(dir, { recursive: true, force: true });
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

  test('usage errors exit 2 in every command, found before anything starts', () => {
    writeFileSync(path.join(shell, 'not-a-transcript.jsonl'), 'this is not JSON\n');
    const replay = ['run', '--provider', 'replay', '--transcript', TRANSCRIPT, '--cwd', repo, '--prompt', 'x'];
    const cases: [string[], RegExp][] = [
      [[], /usage: marshal/],
      [['frob'], /unknown command "frob"/],
      [['run'], /--prompt is required/],
      [['replay'], /usage: marshal replay/],
      [['policy', 'explain', '--bogus'], /./],
      [['run', '--prompt', 'x', '--format', 'html', '--cwd', repo], /--format must be text or markdown/],
      [['run', '--bogus'], /Unknown option '--bogus'/],
      [['run', '--prompt', 'x', 'stray'], /Unexpected argument 'stray'/],
      [['run', '--prompt', 'x', '--provider', 'replay', '--cwd', repo], /--provider replay needs --transcript FILE/],
      [[...replay, '--max-turns', 'abc'], /--max-turns must be a positive whole number, got "abc"/],
      [[...replay, '--max-turns', '2.5'], /--max-turns must be a positive whole number/],
      [[...replay, '--timeout-minutes', '0'], /--timeout-minutes must be a positive number/],
      [[...replay, '--max-cost-usd', ''], /--max-cost-usd must be a positive number/],
      [[...replay, '--max-bytes', '1e99x'], /--max-bytes must be a positive whole number/],
      [['run', '--prompt', 'x', '--cwd', '/nonexistent/marshal-dir'], /--cwd \/nonexistent\/marshal-dir: no such directory/],
      [['run', '--prompt', 'x', '--provider', 'replay', '--transcript', 'no-such.jsonl', '--cwd', repo], /Cannot read transcript .*no-such\.jsonl/],
      [['run', '--prompt', 'x', '--provider', 'replay', '--transcript', 'not-a-transcript.jsonl', '--cwd', repo], /not-a-transcript\.jsonl:1: not a JSON line/],
      [['replay', 'not-a-transcript.jsonl', '--cwd', repo], /not-a-transcript\.jsonl:1: not a JSON line/],
      // A typo in --cwd is no passing check against the built-in default.
      [['policy', 'check', '--cwd', '/nonexistent/marshal-dir'], /--cwd \/nonexistent\/marshal-dir: no such directory/],
      [['policy', 'explain', '--cwd', '/nonexistent/marshal-dir', '--tool', 'Read', '--input', '{"file_path":"a"}'], /--cwd \/nonexistent\/marshal-dir: no such directory/],
      [['policy', 'check', '--cwd', 'not-a-transcript.jsonl'], /--cwd not-a-transcript\.jsonl: not a directory/],
      // No credential for the provider: told wrong, found before a sandbox opens.
      [['run', '--prompt', 'x', '--cwd', repo], /ANTHROPIC_API_KEY is not set/],
      [['run', '--prompt', 'x', '--cwd', repo, '--provider', 'bedrock'], /AWS_REGION|region/i],
    ];
    for (const [args, message] of cases) {
      const result = marshal([...args, ...(args[0] === 'run' ? ['--out', outDir()] : [])]);
      expect(result.status, `${args.join(' ')}\n${result.stderr}`).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      // Nothing ran: no sandbox was opened, no report printed.
      expect(result.stderr, args.join(' ')).not.toMatch(/Sandbox:/);
      expect(result.stdout, args.join(' ')).toBe('');
    }
  });

  test('bare `marshal` is a usage error: the usage goes to stderr, exit 2; --help is not', () => {
    const bare = marshal([]);
    expect(bare.status).toBe(2);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toMatch(/^usage: marshal <command>/);
    const help = marshal(['--help']);
    expect(help.status).toBe(0);
    expect(help.stderr).toBe('');
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

  test('--calls FILE is a path from the shell too; each answer carries its line', () => {
    writeFileSync(path.join(shell, 'calls.jsonl'), [
      JSON.stringify({ tool: 'Read', input: { file_path: 'src/greet.js' } }),
      JSON.stringify({ tool: 'Bash', input: { command: 'git push' } }),
    ].join('\n'));
    const answered = marshal(['policy', 'explain', '--cwd', repo, '--calls', 'calls.jsonl', '--exit-code']);
    expect(answered.status, answered.stderr).toBe(1);
    expect(answered.stdout.trim().split('\n').map((l) => JSON.parse(l) as { line: number; decision: string }).map((l) => [l.line, l.decision])).toEqual([[1, 'allow'], [2, 'deny']]);
    // From the repository, the same relative path names nothing.
    const elsewhere = marshal(['policy', 'explain', '--cwd', repo, '--calls', 'calls.jsonl'], { cwd: repo });
    expect(elsewhere.status).toBe(2);
  });
});

describe('policy check', () => {
  test('--policy is relative to the shell, not to --cwd', () => {
    const checked = marshal(['policy', 'check', '--cwd', repo, '--policy', 'policies/strict.yml']);
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
    expect(checked.stdout + checked.stderr).toContain('strict.yml');
    const fromRepo = marshal(['policy', 'check', '--cwd', repo, '--policy', 'policies/strict.yml'], { cwd: repo });
    expect(fromRepo.status).toBe(2);
    expect(fromRepo.stdout + fromRepo.stderr).toMatch(/policies\/strict\.yml/);
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
    const out = marshal(['run', '--cwd', repo, '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet()', '--format', 'text', '--quiet', '--out', outDir()]);
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
    const out = marshal(['run', '--cwd', repo, '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet()', '--max-turns', '1', '--quiet', '--out', outDir()]);
    expect(out.status, out.stderr).toBe(3);
    expect(out.stdout).toContain('stopped at a limit');
    execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: repo });
  });

  test('run stopped at its budget exits 3', () => {
    // One recorded turn of a million input tokens on Sonnet ($3) against a $1 budget.
    const costly = path.join(shell, 'costly.jsonl');
    writeFileSync(costly, [
      { type: 'run_start', model: 'claude-sonnet-4-5' },
      { type: 'response', turn: 1, message: { content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: 'src/greet.js' } }], stop_reason: 'tool_use', usage: { input_tokens: 1_000_000, output_tokens: 10 } } },
      { type: 'response', turn: 2, message: { content: [{ type: 'text', text: 'unreachable' }], stop_reason: 'end_turn' } },
    ].map((l) => JSON.stringify(l)).join('\n'));
    const out = marshal(['run', '--cwd', repo, '--provider', 'replay', '--transcript', costly, '--prompt', 'read', '--max-cost-usd', '1', '--quiet', '--format', 'markdown', '--out', outDir()]);
    expect(out.status, out.stderr).toBe(3);
    expect(out.stdout).toMatch(/cost budget/);
    expect(out.stdout).not.toContain('unreachable');
  });

  test('run --policy is relative to the shell: the stricter policy governs the run', () => {
    const dir = outDir();
    const run = marshal(['run', '--cwd', repo, '--policy', 'policies/strict.yml', '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet()', '--quiet', '--format', 'markdown', '--out', dir]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(path.join(shell, 'policies', 'strict.yml'));
    // Read only: the recorded edit was denied, nothing changed.
    expect(readFileSync(path.join(dir, 'diff.patch'), 'utf8')).toBe('');
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' })).toBe('');
    const fromRepo = marshal(['run', '--cwd', repo, '--policy', 'policies/strict.yml', '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'x', '--out', outDir()], { cwd: repo });
    expect(fromRepo.status).toBe(2);
    expect(fromRepo.stderr).toMatch(/--policy policies\/strict\.yml: no such file/);
  });

  test('--output-schema FILE is a path from the shell too', () => {
    writeFileSync(path.join(shell, 'answer.schema.json'), JSON.stringify({ type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }));
    const missing = marshal(['run', '--cwd', repo, '--output-schema', 'answer.schema.json', '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'x', '--out', outDir()], { cwd: repo });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`--output-schema ${path.join(repo, 'answer.schema.json')} could not be read`);
    // From the shell's directory it is found (the recorded run then gives no answer: not a usage error).
    const found = marshal(['run', '--cwd', repo, '--output-schema', 'answer.schema.json', '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'x', '--quiet', '--out', outDir()]);
    expect(found.status, found.stderr).not.toBe(2);
    execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: repo });
  });

  test('on a terminal the report is plain text by default', () => {
    const script = spawnSync('sh', ['-c', 'command -v script'], { encoding: 'utf8' });
    if (script.status !== 0) return; // util-linux's script(1) gives the run a pty; without it, nothing to show
    const command = [process.execPath, CLI, 'run', '--cwd', repo, '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix', '--quiet', '--out', outDir()].join(' ');
    const tty = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: shell, env: { PATH: process.env.PATH, HOME: os.homedir(), ...GIT_ENV }, encoding: 'utf8', timeout: 60_000 });
    expect(tty.status, tty.stdout).toBe(0);
    expect(tty.stdout).toContain('Marshal finished');
    expect(tty.stdout).not.toMatch(/<details>|<summary>|\*\*\w|^```|^### |^\|/m);
    execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: repo });
  });
});

describe('the bundle and the demo', () => {
  test('dist/ runs with no node_modules beside it: help, explain (tree-sitter), a replayed run', () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'marshal-dist-only-'));
    try {
      cpSync(path.join(ROOT, 'dist'), path.join(bare, 'dist'), { recursive: true });
      expect(existsSync(path.join(bare, 'node_modules'))).toBe(false);
      const cli = path.join(bare, 'dist', 'cli.js');
      const env = { PATH: process.env.PATH, HOME: os.homedir(), ...GIT_ENV };
      const node = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: bare, env, encoding: 'utf8', timeout: 60_000 });
      expect(node(['--help']).status).toBe(0);
      const explained = node(['policy', 'explain', '--cwd', repo, '--tool', 'Bash', '--input', '{"command":"npm test && git push"}']);
      expect(explained.status, explained.stderr).toBe(0);
      expect(JSON.parse(explained.stdout)).toMatchObject({ decision: 'deny' });
      // Glob's precheck asks fast-glob (loaded on first use, and bundled) where a pattern walks.
      const glob = node(['policy', 'explain', '--cwd', repo, '--tool', 'Glob', '--input', '{"pattern":".{.,}/*"}']);
      expect(glob.status, glob.stderr).toBe(0);
      expect(JSON.parse(glob.stdout).reason).toMatch(/expands to a path outside the search directory/);
      const run = node(['run', '--cwd', repo, '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix', '--quiet', '--format', 'markdown', '--out', outDir()]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('Marshal finished');
      execFileSync('git', ['checkout', '-q', '--', '.'], { cwd: repo });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  test('the demo leaves its temp directory as it found it (tsx\'s own cache aside)', () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'marshal-demo-tmp-'));
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'marshal-demo-comment-'));
    try {
      const demo = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(ROOT, 'scripts', 'demo.ts'), '--comment', path.join(elsewhere, 'comment.md')], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: os.homedir(), TMPDIR: tmp },
        encoding: 'utf8',
        timeout: 170_000,
      });
      expect(demo.status, demo.stdout.slice(-2000) + demo.stderr.slice(-2000)).toBe(0);
      expect(readFileSync(path.join(elsewhere, 'comment.md'), 'utf8')).toMatch(/Marshal/);
      expect(readdirSync(tmp).filter((name) => !/^tsx-/.test(name))).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
      rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 180_000);
});
