// `marshal policy check|explain`, called in-process with captured output, and once spawned.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCommand } from '../../src/exec.js';
import { runPolicyCommand } from '../../src/policy/cli-commands.js';
import { makeWorkspace, type Workspace } from './workspace-fixture.js';

let ws: Workspace;
let policyFile: string;

beforeAll(async () => {
  ws = await makeWorkspace();
  mkdirSync(path.join(ws.root, '.github'), { recursive: true });
  policyFile = path.join(ws.root, '.github', 'marshal.yml');
  writeFileSync(policyFile, `version: 1
allow: [Read, "Edit(src/**)", "Bash(npm test)", "Bash(python -c:*)", "Bash(git push)", Bash(npm run lint:*), Fetch]
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
  test('validates, warns about dead and risky rules, runs the tests', async () => {
    const { code, out } = await run(['check', '--cwd', ws.root]);
    expect(code).toBe(0);
    expect(out).toContain('ok: .github/marshal.yml');
    expect(out).toMatch(/warning: allow\[3\]: "Bash\(python -c:\*\)" is risky/);
    expect(out).toMatch(/warning: allow\[4\]: "Bash\(git push\)" does nothing: deny rule "Bash\(git push:\*\)"/);
    expect(out).toMatch(/warning: allow\[6\]: "Fetch": unknown tool/);
    expect(out).toContain('pass: tests[0] Bash');
    expect(out).toContain('3/3 tests passed');
  });

  test('warns that bare Bash makes deny rules best-effort', async () => {
    const file = path.join(ws.root, 'bare.yml');
    writeFileSync(file, 'version: 1\nallow: [Bash]\ndeny: ["Bash(git push:*)"]\n');
    const { code, out } = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(code).toBe(0);
    expect(out).toContain('bare Bash allows every shell command');
  });

  test('a failing test exits 1 and shows the decision', async () => {
    const file = path.join(ws.root, 'failing.yml');
    writeFileSync(file, 'version: 1\nallow: [Read]\ntests: [{ tool: Read, input: { file_path: ".git/config" }, expect: allow }]\n');
    const { code, out } = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(code).toBe(1);
    expect(out).toContain('FAIL: tests[0] Read');
    expect(out).toContain('got deny');
  });

  test('a malformed policy exits 1 with the message', async () => {
    const file = path.join(ws.root, 'bad.yml');
    writeFileSync(file, 'version: 1\nallow: ["Bash("]\n');
    const { code, out } = await run(['check', '--policy', file, '--cwd', ws.root]);
    expect(code).toBe(1);
    expect(out).toContain('allow[0]: "Bash(" is not a rule; expected Tool or Tool(specifier)');
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
