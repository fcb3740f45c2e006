// MCP servers end to end through `node dist/index.js`: a stdio server declared in the base
// branch's policy starts (under the sandbox where it is enforced), one of its tools is allowed and
// one denied by rule, both shown in the report; a server that fails to start is reported and the
// run still completes with its diff; the secret named for the server reaches it and nothing else.
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { runScenario, tool, type Scenario } from './scenario.js';

const SERVER = path.resolve(import.meta.dirname, '../fixtures/mcp/fake-stdio-server.mjs');
const DB_URL = 'postgres://marshal:e2eMcpSecretDoNotLeak42@127.0.0.1/db';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const POLICY = `version: 1
allow:
  - Read
  - Edit(src/**)
  - mcp__db__lookup
  - mcp__db__env_has
  - mcp__db__whoami
  - mcp__broken
deny:
  - mcp__unused
  - mcp__db__write_note
mcp_servers:
  db:
    command: ["node", ${JSON.stringify(SERVER)}]
    secrets: [MCP_E2E_DB_URL]
    timeout: 20
  unused:
    command: ["node", "-e", "process.exit(9)"]
  broken:
    command: ["node", ${JSON.stringify(SERVER)}]
    env: { FAKE_MCP_FAIL: "no database here" }
`;

const FIX = { file_path: 'src/greet.js', old_string: '  return `Hello, ${name}!`;', new_string: "  return `Hello, ${name || 'world'}!`;" };

test('a stdio MCP server from the policy: one tool allowed, one denied by rule, a broken server reported, the diff delivered', async () => {
  current = await runScenario({
    policy: POLICY,
    extraEnv: { MCP_E2E_DB_URL: DB_URL },
    responses: [
      toolMessage([tool('t1', 'mcp__db__lookup', { key: 'greeting' }), tool('t2', 'mcp__db__env_has', { name: 'MCP_E2E_DB_URL' }), tool('t2b', 'mcp__db__whoami', {})], 'Asking the database.'),
      toolMessage([tool('t3', 'mcp__db__write_note', { text: 'drop everything' })]),
      toolMessage([tool('t4', 'Edit', FIX)]),
      textMessage('Fixed the fallback after asking the database.'),
    ],
  });
  const s = current;
  expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
  expect(s.api.failures).toEqual([]);
  expect(s.run.outputs).toMatchObject({ conclusion: 'success', tool_calls: '5', denied_count: '1' });

  // Offered: the built-ins the policy allows and the allowed MCP tools, never the denied or unmentioned ones.
  const first = s.api.requests[0]?.body as { tools: { name: string; description: string; input_schema: { properties?: Record<string, unknown> } }[] };
  const names = first.tools.map((t) => t.name);
  expect(names).toEqual(expect.arrayContaining(['mcp__db__lookup', 'mcp__db__env_has']));
  expect(names.filter((n) => n.startsWith('mcp__')).sort()).toEqual(['mcp__db__env_has', 'mcp__db__lookup', 'mcp__db__whoami']);
  expect(first.tools.find((t) => t.name === 'mcp__db__lookup')?.input_schema.properties).toHaveProperty('key');

  // The model saw the allowed call's result, the secret's presence (not its value), and the denial.
  const second = JSON.stringify(s.api.requests[1]?.body);
  expect(second).toContain('found greeting');
  expect(second).toMatch(/set \(\d+ chars\)/);
  // Where the sandbox is enforced the server runs as a uid of its own, never as Marshal (root here).
  const uid = Number(/uid (\d+)/.exec(second)?.[1]);
  if (/Sandbox: enforced/.test(s.run.stdout)) {
    expect(uid).not.toBe(process.getuid?.());
    expect(s.run.stdout).toMatch(/MCP server broken failed to start: it exited \(code 3\) before it was ready; its stderr: fake-mcp: cannot start: no database here/);
  }
  const third = JSON.stringify(s.api.requests[2]?.body);
  expect(third).toMatch(/Denied by policy.*mcp__db__write_note/);

  const report = s.commentBodies.at(-1) as string;
  expect(report).toContain('mcp__db__lookup');
  expect(report).toContain('mcp__db__write_note');
  // A server no rule lets the agent use is never started.
  expect(report).toMatch(/MCP servers: unused \(not started: no rule allows its tools\), db \(9 tools\), broken \(failed: /);
  expect(report).toMatch(/MCP server broken failed to start: .*no database here/);
  expect(report).toContain("name || 'world'");
  expect(report).not.toContain(DB_URL);
  expect(s.run.stdout).toMatch(/MCP servers: unused \(not started: no rule allows its tools\), db \(9 tools\), broken \(failed/);
  expect(s.run.stdout + s.run.stderr).not.toContain('e2eMcpSecretDoNotLeak42');
});
