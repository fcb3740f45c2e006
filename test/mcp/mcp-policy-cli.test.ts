// `marshal policy explain` / `check` and `marshal replay` on MCP calls: no server runs; calls of a
// declared server's tools are decided by the rules, an undeclared server is named as such.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { runPolicyCommand } from '../../src/policy-command.js';
import { replayDecisions } from '../../src/agent/replay-command.js';
import { loadPolicy } from '../../src/policy/index.js';
import { createBuiltinRegistry } from '../../src/tools/builtins.js';

const POLICY = `version: 1
allow: [Read, mcp__db__query, "mcp__docs__*"]
deny: [mcp__db__drop]
mcp_servers:
  db: { command: [node, tools/db-mcp.js], secrets: [DB_URL] }
  docs: { url: "http://127.0.0.1:8080/mcp" }
tests:
  - { tool: mcp__db__query, input: { sql: "select 1" }, expect: allow }
  - { tool: mcp__db__drop, input: {}, expect: deny }
  - { tool: mcp__docs__search, input: { q: x }, expect: allow }
  - { tool: mcp__db__other, input: {}, expect: deny }
`;

function workspace(): { cwd: string; file: string } {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'marshal-mcp-cli-'));
  const file = path.join(cwd, 'marshal.yml');
  writeFileSync(file, POLICY);
  return { cwd, file };
}

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runPolicyCommand(argv, { stdout: (t) => { out += t; }, stderr: (t) => { err += t; } });
  return { code, out, err };
}

describe('marshal policy explain on MCP calls', () => {
  test('allowed, denied by rule, denied by default, and an undeclared server', async () => {
    const { cwd, file } = workspace();
    const explain = async (tool: string) => JSON.parse((await run(['explain', '--cwd', cwd, '--policy', file, '--tool', tool, '--input', '{"sql":"select 1"}'])).out) as Record<string, unknown>;
    expect(await explain('mcp__db__query')).toEqual({ decision: 'allow', rule: 'mcp__db__query', reason: 'allowed by mcp__db__query' });
    expect(await explain('mcp__docs__anything')).toEqual({ decision: 'allow', rule: 'mcp__docs__*', reason: 'allowed by mcp__docs__*' });
    expect(await explain('mcp__db__drop')).toMatchObject({ decision: 'deny', rule: 'mcp__db__drop' });
    expect(await explain('mcp__db__other')).toMatchObject({ decision: 'deny', rule: null, reason: 'no allow rule matches mcp__db__other' });
    expect(await explain('mcp__nope__query')).toMatchObject({ decision: 'deny', rule: null, reason: expect.stringContaining('no MCP server "nope" is declared in the policy (mcp_servers: db, docs)') });
    expect(await explain('mcp__db')).toMatchObject({ decision: 'deny', reason: expect.stringContaining('names a server, not a tool') });
  });

  test('check passes the policy tests on MCP tools and warns about nothing MCP', async () => {
    const { cwd, file } = workspace();
    const { code, out } = await run(['check', '--cwd', cwd, '--policy', file]);
    expect(out).toContain('4/4 tests passed');
    expect(out).not.toMatch(/mcp__\w+.*(configured|matches nothing)/);
    expect(code).toBe(0);
  });

  test('a policy naming an undeclared server fails check with exit 2', async () => {
    const { cwd } = workspace();
    const file = path.join(cwd, 'bad.yml');
    writeFileSync(file, 'version: 1\nallow: [mcp__github__get_issue]\n');
    const { code, out } = await run(['check', '--cwd', cwd, '--policy', file]);
    expect(code).toBe(2);
    expect(out).toContain('allow[0]: "mcp__github__get_issue" names the MCP server "github", which is not declared under mcp_servers');
  });
});

describe('marshal replay on MCP calls', () => {
  test('recorded MCP calls are decided by the rules', async () => {
    const { cwd } = workspace();
    const policy = await loadPolicy({ cwd, text: POLICY });
    const calls = [
      { id: 'a', name: 'mcp__db__query', input: { sql: 'select 1' }, verdict: 'ok' as const, rule: 'mcp__db__query', reason: null },
      { id: 'b', name: 'mcp__db__drop', input: {}, verdict: 'ok' as const, rule: 'mcp__db', reason: null },
      { id: 'c', name: 'mcp__gone__x', input: {}, verdict: 'ok' as const, rule: null, reason: null },
    ];
    const replayed = await replayDecisions(calls, policy, createBuiltinRegistry(), cwd);
    expect(replayed.map((r) => [r.decision, r.rule])).toEqual([['allow', 'mcp__db__query'], ['deny', 'mcp__db__drop'], ['deny', null]]);
    expect(replayed[2]?.reason).toContain('no MCP server "gone" is declared');
  });
});
