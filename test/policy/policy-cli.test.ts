// `marshal policy check|explain`, called in-process with captured output, and once spawned.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCommand } from '../../src/exec.js';
import { runPolicyCommand } from '../../src/policy-command.js';
import { makeWorkspace, type Workspace } from './workspace-fixture.js';

let ws: Workspace;
let policyFile: string;

beforeAll(async () => {
  ws = await makeWorkspace();
  mkdirSync(path.join(ws.root, '.github'), { recursive: true });
  policyFile = path.join(ws.root, '.github', 'marshal.yml');
  writeFileSync(policyFile, `version: 1
allow: [Read, "Edit(src/**)", "Bash(npm test)", "Bash(git status)", "Bash(git push)", Bash(npm run lint:*), WebSearch]
deny: ["Read(.env*)", "Bash(git push:*)"]
tests:
  - { tool: Bash, input: { command: "git push origin main" }, expect: deny }
  - { tool: bash, input: { command: "npm test" }, expect: allow }
  - { tool: read, input: { file_path: ".env" }, expect: deny }
`);
});
afterAll(() => ws.cleanup());

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runPolicyCommand(argv, { stdout: (t) => { out += t; }, stderr: (t) => { err += t; } });
  return { code, out, err };
}

describe('marshal policy check', () => {
  test('validates, warns about dead rules, runs the tests', async () => {
    const { code, out } = await run(['check', '--cwd', ws.root]);
    expect(code).toBe(0);
    expect(out).toContain('ok: .github/marshal.yml');
    expect(out).toMatch(/warning: allow\[4\]: "Bash\(git push\)" does nothing: deny rule "Bash\(git push:\*\)"/);
    expect(out).toMatch(/warning: allow\[6\]: "WebSearch": Marshal provides no WebSearch tool; this rule matches nothing/);
    expect(out).not.toMatch(/^error:/m);
    expect(out).toContain('pass: tests[0] Bash');
    expect(out).toContain('3/3 tests passed');
  });

  test('rules that widen what is allowed are errors: check exits 1 and says which', async () => {
    const file = path.join(ws.root, 'risky.yml');
    writeFileSync(file, 'version: 1\nallow: [Read, "Bash(npm test)", "Bash(python -c:*)", "Bash(git:*)"]\n');
    const { code, out } = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(code).toBe(1);
    expect(out).toMatch(/^error: allow\[2\]: "Bash\(python -c:\*\)" is risky: "python" is an interpreter/m);
    expect(out).toMatch(/^error: allow\[3\]: "Bash\(git:\*\)" is risky/m);
    expect(out).not.toMatch(/allow\[1\]/);
    expect(out).toContain('2 errors: rules that allow more than they seem to');
  });

  test('bare Bash next to deny rules is an error (they become best-effort); alone it is a warning', async () => {
    const file = path.join(ws.root, 'bare.yml');
    writeFileSync(file, 'version: 1\nallow: [Bash]\ndeny: ["Bash(git push:*)"]\n');
    const withDeny = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(withDeny.code).toBe(1);
    expect(withDeny.out).toMatch(/^error: allow\[0\]: "Bash" is risky: bare Bash allows every shell command/m);
    writeFileSync(file, 'version: 1\nallow: [Bash]\n');
    const alone = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(alone.code).toBe(0);
    expect(alone.out).toMatch(/^warning: allow\[0\]: "Bash" is risky/m);
  });

  test('a failing test exits 1 and shows the decision', async () => {
    const file = path.join(ws.root, 'failing.yml');
    writeFileSync(file, 'version: 1\nallow: [Read]\ntests: [{ tool: Read, input: { file_path: ".git/config" }, expect: allow }]\n');
    const { code, out } = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(code).toBe(1);
    expect(out).toContain('FAIL: tests[0] Read');
    expect(out).toContain('got deny');
  });

  test('a test naming an unknown tool or giving invalid input fails, whatever it expects', async () => {
    const file = path.join(ws.root, 'bad-tests.yml');
    writeFileSync(file, `version: 1
allow: [Read]
tests:
  - { tool: Bahs, input: { command: "git push" }, expect: deny }
  - { tool: Read, input: { path: ".env" }, expect: deny }
  - { tool: WebSearch, input: { query: "x" }, expect: deny }
  - { tool: Read, input: { file_path: ".env" }, expect: allow }
`);
    const { code, out } = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(code).toBe(1);
    expect(out).toContain('FAIL: tests[0] Bahs {"command":"git push"}: not a valid call, so it tests nothing (unknown tool "Bahs"; did you mean Bash?');
    expect(out).toContain('FAIL: tests[1] Read {"path":".env"}: not a valid call, so it tests nothing (invalid input for Read: file_path:');
    expect(out).toContain('FAIL: tests[2] WebSearch');
    expect(out).toContain('pass: tests[3] Read');
    expect(out).toContain('1/4 tests passed');
  });

  test('a malformed policy exits 2 with the message', async () => {
    const file = path.join(ws.root, 'bad.yml');
    writeFileSync(file, 'version: 1\nallow: ["Bash("]\n');
    const { code, out } = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(code).toBe(2);
    expect(out).toContain('allow[0]: "Bash(" is not a rule; expected Tool or Tool(specifier)');
  });

  test('a rule naming an unknown tool is a malformed policy: exit 2 with a suggestion, for check and explain', async () => {
    const file = path.join(ws.root, 'typo.yml');
    writeFileSync(file, 'version: 1\nallow: [Read, Bash]\ndeny: ["Bahs(git push:*)"]\n');
    const checked = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(checked.code).toBe(2);
    expect(checked.out).toContain('error: ' + file + ': deny[0]: "Bahs(git push:*)" names an unknown tool "Bahs"; did you mean Bash?');
    const explained = await run(['explain', '--policy', file, '--cwd', ws.root, '--tool', 'Bash', '--input', '{"command":"git push"}']);
    expect(explained.code).toBe(2);
    expect(explained.out).toBe('');
    expect(explained.err).toContain('did you mean Bash?');
  });
});

describe('marshal policy explain', () => {
  test('one call prints exactly one JSON line, exit 0 for allow and deny', async () => {
    const denied = await run(['explain', '--cwd', ws.root, '--tool', 'bash', '--input', '{"command":"git push origin main"}']);
    expect(denied.code).toBe(0);
    expect(denied.out.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(denied.out)).toEqual({ decision: 'deny', rule: 'Bash(git push:*)', reason: 'Bash(git push:*) matched "git push origin main"' });
    const allowed = await run(['explain', '--cwd', ws.root, '--tool', 'READ', '--input', '{"file_path":"src/a.ts"}']);
    expect(JSON.parse(allowed.out)).toEqual({ decision: 'allow', rule: 'Read', reason: 'allowed by Read' });
  });

  test('Task, the sub-agent tool, is known: decided by the rules naming it, its input validated, its tests run', async () => {
    const file = path.join(ws.root, 'task.yml');
    writeFileSync(file, `version: 1
allow: [Read, Task]
tests:
  - { tool: Task, input: { description: "find the test", prompt: "Find the flaky test." }, expect: allow }
`);
    const task = '{"description":"find the test","prompt":"Find the flaky test."}';
    const allowed = await run(['explain', '--policy', file, '--cwd', ws.root, '--tool', 'Task', '--input', task]);
    expect(allowed.code).toBe(0);
    expect(JSON.parse(allowed.out)).toEqual({ decision: 'allow', rule: 'Task', reason: 'allowed by Task' });
    // Its aliases resolve as in a run.
    expect(JSON.parse((await run(['explain', '--policy', file, '--cwd', ws.root, '--tool', 'agent', '--input', task])).out)).toMatchObject({ decision: 'allow', rule: 'Task' });
    // Invalid input is answered as a run would answer it, not as an unknown tool.
    const invalid = await run(['explain', '--policy', file, '--cwd', ws.root, '--tool', 'Task', '--input', '{"description":"x"}']);
    expect(JSON.parse(invalid.out).decision).toBe('deny');
    expect(invalid.out).not.toMatch(/unknown tool/);
    expect(invalid.out).toMatch(/prompt/);
    // A policy without a Task rule denies it like any tool no rule allows.
    const notAllowed = await run(['explain', '--cwd', ws.root, '--tool', 'Task', '--input', task]);
    expect(JSON.parse(notAllowed.out)).toEqual({ decision: 'deny', rule: null, reason: 'no allow rule matches Task' });
    const checked = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(checked.code).toBe(0);
    expect(checked.out).not.toMatch(/no Task tool/);
    expect(checked.out).toContain('1/1 tests passed');
  });

  test('--calls prints one line per call, in order', async () => {
    const calls = path.join(ws.root, 'calls.jsonl');
    writeFileSync(calls, [
      { tool: 'Bash', input: { command: 'npm test' } },
      { tool: 'Read', input: { file_path: '.env' } },
      { tool: 'Edit', input: { file_path: 'src/a.ts', old_string: 'a', new_string: 'b' } },
      { tool: 'Write', input: { file_path: '.github/workflows/x.yml', content: '' } },
    ].map((c) => JSON.stringify(c)).join('\n') + '\n');
    const { code, out } = await run(['explain', '--cwd', ws.root, '--calls', calls]);
    expect(code).toBe(0);
    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as { decision: string });
    expect(lines.map((l) => l.decision)).toEqual(['allow', 'deny', 'allow', 'deny']);
  });

  test("explain predicts the tools' own refusals; ordinary calls stay allowed", async () => {
    const { symlinkSync } = await import('node:fs');
    symlinkSync('nowhere/x.ts', path.join(ws.root, 'src', 'dangling.ts'));
    writeFileSync(path.join(ws.root, 'src', '.env.local'), 'PASSWORD=hunter2\n');
    const calls = path.join(ws.root, 'precheck-calls.jsonl');
    const cases: [string, Record<string, unknown>, string][] = [
      ['Glob', { pattern: '../*' }, 'Glob refuses this call: Glob "../*" may not be absolute or contain ".."'],
      ['Glob', { pattern: '.{.,}/**' }, 'expands to a path outside the search directory'],
      ['Write', { file_path: 'src/dangling.ts', content: 'x' }, 'Write refuses this call: src/dangling.ts is a symbolic link that does not resolve inside the workspace'],
      ['Grep', { pattern: 'url', path: '.git' }, 'Grep refuses this call: Grep does not search inside .git'],
      ['Edit', { file_path: 'src/.env.local', old_string: 'hunter2', new_string: 'x' }, 'the policy does not let the agent read src/.env.local, so Edit may not change it either'],
      ['Write', { file_path: 'src/.env.local', content: '' }, 'so Write may not change it either'],
      ['Bahs', { command: 'ls' }, 'unknown tool "Bahs"; did you mean Bash?'],
    ];
    writeFileSync(calls, [...cases.map(([tool, input]) => ({ tool, input })), { tool: 'Glob', input: { pattern: 'src/**/*.ts' } }, { tool: 'Write', input: { file_path: 'src/b.ts', content: '' } }]
      .map((c) => JSON.stringify(c)).join('\n'));
    const { code, out } = await run(['explain', '--cwd', ws.root, '--calls', calls]);
    expect(code).toBe(0);
    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as { decision: string; rule: string | null; reason: string });
    cases.forEach(([tool], i) => {
      expect(lines[i], tool).toMatchObject({ decision: 'deny', rule: null });
      expect(lines[i]!.reason).toContain(cases[i]![2]);
      expect(lines[i]!.reason).not.toContain('hunter2');
    });
    expect(lines.slice(cases.length).map((l) => l.decision)).toEqual(['allow', 'allow']);
  });

  test.each([
    [['explain', '--tool', 'Bash']],
    [['explain', '--input', '{}']],
    [['explain', '--tool', 'Bash', '--input', '{not json']],
    [['explain', '--tool', 'Bash', '--input', '[1]']],
    [['explain', '--bogus']],
    [['frobnicate']],
    [[]],
  ])('missing or bad arguments exit 2: %j', async (argv) => {
    const { code, err } = await run([...argv, ...(argv.length && argv[0] === 'explain' ? ['--cwd', '/nonexistent-not-used'] : [])]);
    expect(code).toBe(2);
    expect(err.length).toBeGreaterThan(0);
  });

  test('a malformed policy exits 2', async () => {
    const file = path.join(ws.root, 'bad2.yml');
    writeFileSync(file, 'version: 1\nallow: Read\n');
    const { code, err } = await run(['explain', '--policy', file, '--cwd', ws.root, '--tool', 'Read', '--input', '{"file_path":"a"}']);
    expect(code).toBe(2);
    expect(err).toContain('allow: expected array');
  });

  test('spawned through the CLI entry point', async () => {
    const cli = path.resolve(import.meta.dirname, '../../src/cli.ts');
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const result = await runCommand({
      argv: [tsx, cli, 'policy', 'explain', '--cwd', ws.root, '--tool', 'Bash', '--input', '{"command":"echo $(id)"}'],
      cwd: ws.root,
      timeoutMs: 60_000,
    });
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ decision: 'deny', rule: null, reason: 'command substitution cannot be analysed statically' });
  });
});
