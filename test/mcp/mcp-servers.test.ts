// MCP servers from the policy, end to end below the agent loop: real server processes (the SDK's
// McpServer over stdio, test/fixtures/mcp/fake-stdio-server.mjs) and a streamable HTTP server on
// 127.0.0.1, started by startMcpServers and called through the real executor under a real policy.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createExecutor, type Executor } from '../../src/executor/index.js';
import { runCommand } from '../../src/exec.js';
import { loadPolicy, policyPermission } from '../../src/policy/index.js';
import { disabledSandbox } from '../../src/sandbox/sandbox.js';
import { Redactor } from '../../src/shared/redact.js';
import type { MarshalEvent } from '../../src/shared/events.js';
import { toolDefinitions } from '../../src/agent/history.js';
import { bashTool } from '../../src/tools/bash.js';
import { ToolRegistry } from '../../src/tools/registry.js';
import { startMcpServers, type McpRun } from '../../src/mcp/mcp-servers.js';
import type { McpServerConfig } from '../../src/mcp/mcp-config.js';
import { resultText } from '../../src/mcp/mcp-tools.js';
import { startHttpMcp, type HttpMcp } from './http-server.js';

const FAKE = path.resolve(import.meta.dirname, '../fixtures/mcp/fake-stdio-server.mjs');
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'marshal-mcp-'));

function stdio(extra: Partial<McpServerConfig> = {}): McpServerConfig {
  return { command: [process.execPath, FAKE], env: {}, secrets: [], headers: {}, headers_from_secrets: {}, ...extra };
}

interface World {
  run: McpRun;
  executor: Executor;
  events: MarshalEvent[];
  notices: () => string[];
  redactor: Redactor;
  cwd: string;
}

const open: McpRun[] = [];
const https: HttpMcp[] = [];
afterEach(async () => {
  for (const run of open.splice(0)) await run.close();
  for (const h of https.splice(0)) await h.close();
});

async function world(servers: Record<string, McpServerConfig>, rules: { allow: string[]; deny?: string[] }, secrets: Record<string, string> = {}, toolTimeoutMs = 10_000): Promise<World> {
  const cwd = tmp();
  const events: MarshalEvent[] = [];
  const redactor = new Redactor();
  const emit = (e: MarshalEvent) => events.push(e);
  const run = await startMcpServers({
    servers,
    cwd,
    startService: disabledSandbox('off', 'test').startService,
    secret: (name) => secrets[name],
    addSecret: (v) => redactor.add(v),
    redact: (t) => redactor.redact(t),
    emit,
    ruleTools: [...rules.allow.map((t, i) => [`allow[${i}]`, t] as const)],
    startTimeoutMs: 15_000,
  });
  open.push(run);
  const yaml = `version: 1\nallow: ${JSON.stringify(rules.allow)}\ndeny: ${JSON.stringify(rules.deny ?? [])}\nmcp_servers:\n${Object.keys(servers).map((n) => `  ${n}: { command: [x] }`).join('\n')}\n`;
  const policy = await loadPolicy({ cwd, text: yaml });
  const executor = createExecutor({
    registry: new ToolRegistry([bashTool, ...run.tools]),
    cwd,
    emit,
    exec: runCommand,
    permission: policyPermission(policy),
    timeoutMs: toolTimeoutMs,
    spillDir: path.join(cwd, '..', `${path.basename(cwd)}-spill`),
    redact: (t) => redactor.redact(t),
  });
  const notices = () => events.flatMap((e) => (e.type === 'notice' ? [e.message] : []));
  return { run, executor, events, notices, redactor, cwd };
}

function logOf(file: string): { tool: string; key?: string; how?: string; start: number; end: number; pid: number }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as never);
}

async function until<T>(probe: () => T | undefined, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a stdio MCP server from the policy', () => {
  test('its tools become mcp__server__tool with the server schema, read-only ones in the read class', async () => {
    const w = await world({ fake: stdio() }, { allow: ['mcp__fake'] });
    const byName = new Map(w.run.tools.map((t) => [t.name, t]));
    expect([...byName.keys()].sort()).toEqual(['mcp__fake__big', 'mcp__fake__crash', 'mcp__fake__echo_env', 'mcp__fake__env_has', 'mcp__fake__lookup', 'mcp__fake__picture', 'mcp__fake__sleep', 'mcp__fake__whoami', 'mcp__fake__write_note']);
    expect(byName.get('mcp__fake__lookup')?.class).toBe('read');
    expect(byName.get('mcp__fake__write_note')?.class).toBe('serial-mutation');
    expect(byName.get('mcp__fake__lookup')?.policyKind).toBe('other');
    expect(w.run.summary).toBe('MCP servers: fake (9 tools)');
    const [def] = toolDefinitions([byName.get('mcp__fake__lookup')!]);
    expect(def?.description).toBe('[MCP server fake, read-only] Look a key up.');
    expect(def?.input_schema).toMatchObject({ type: 'object', properties: { key: { type: 'string', description: 'the key' } }, required: ['key'] });
    expect(JSON.stringify(def?.input_schema)).not.toContain('$schema');
  });

  test('two read-only calls in one response run at the same time (overlap seen by the server)', async () => {
    const log = path.join(tmp(), 'log.jsonl');
    const w = await world({ fake: stdio({ env: { FAKE_MCP_LOG: log } }) }, { allow: ['mcp__fake__lookup'] });
    const out = await w.executor.executeBatch([
      { id: 'a', name: 'mcp__fake__lookup', input: { key: 'a', ms: 400 } },
      { id: 'b', name: 'mcp__fake__lookup', input: { key: 'b', ms: 400 } },
    ]);
    expect(out.results.map((r) => [r.content, r.is_error])).toEqual([['found a', false], ['found b', false]]);
    const [a, b] = ['a', 'b'].map((k) => logOf(log).find((e) => e.key === k)!);
    expect(a!.start).toBeLessThan(b!.end);
    expect(b!.start).toBeLessThan(a!.end);
    const ends = w.events.filter((e) => e.type === 'tool_end');
    expect(ends.map((e) => (e as { name: string }).name)).toEqual(['mcp__fake__lookup', 'mcp__fake__lookup']);
    const start = w.events.find((e) => e.type === 'tool_start') as { summary: string; class: string };
    expect(start.summary).toMatch(/^key="[ab]", ms=400$/);
    expect(start.class).toBe('read');
  });

  test('a tool no rule allows, and one a deny rule names, are denied before the server sees them', async () => {
    const log = path.join(tmp(), 'log.jsonl');
    const w = await world({ fake: stdio({ env: { FAKE_MCP_LOG: log } }) }, { allow: ['mcp__fake__*'], deny: ['mcp__fake__write_note'] });
    const out = await w.executor.executeBatch([
      { id: 'w', name: 'mcp__fake__write_note', input: { text: 'hi' } },
      { id: 'l', name: 'mcp__fake__lookup', input: { key: 'k' } },
    ]);
    expect(out.results[0]).toMatchObject({ is_error: true });
    expect(out.results[0]?.content).toMatch(/Denied by policy.*mcp__fake__write_note/);
    expect(out.results[1]).toMatchObject({ is_error: false, content: 'found k' });
    expect(logOf(log).map((e) => e.tool)).toEqual(['lookup']);

    const none = await world({ fake: stdio() }, { allow: ['Read'] });
    const denied = await none.executor.executeBatch([{ id: 'x', name: 'mcp__fake__lookup', input: { key: 'k' } }]);
    expect(denied.results[0]?.content).toMatch(/no allow rule matches mcp__fake__lookup/);
  });

  test('input that does not match the server schema is refused with the schema error', async () => {
    const w = await world({ fake: stdio() }, { allow: ['mcp__fake'] });
    const out = await w.executor.executeBatch([{ id: 'x', name: 'mcp__fake__lookup', input: { key: 3 } }]);
    expect(out.results[0]).toMatchObject({ is_error: true });
    expect(out.results[0]?.content).toMatch(/Invalid input for mcp__fake__lookup: key: must be string/);
  });

  test('the server timeout stops a call, and the SDK cancels it on the server', async () => {
    const log = path.join(tmp(), 'log.jsonl');
    const w = await world({ fake: stdio({ env: { FAKE_MCP_LOG: log }, timeout: 0.5 }) }, { allow: ['mcp__fake'] });
    const started = Date.now();
    const out = await w.executor.executeBatch([{ id: 's', name: 'mcp__fake__sleep', input: { ms: 8000 } }]);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(out.results[0]?.is_error).toBe(true);
    expect(out.results[0]?.content).toMatch(/Timed out: mcp__fake__sleep did not finish within 500 ms/);
    const entry = await until(() => logOf(log).find((e) => e.tool === 'sleep'));
    expect(entry.how).toBe('cancelled');
    // The server is still there for the next call.
    const next = await w.executor.executeBatch([{ id: 'n', name: 'mcp__fake__lookup', input: { key: 'after' } }]);
    expect(next.results[0]?.content).toBe('found after');
  });

  test('a server that dies during the run is reported once, and calls to its tools fail clearly', async () => {
    const w = await world({ fake: stdio() }, { allow: ['mcp__fake'] });
    const out = await w.executor.executeBatch([{ id: 'c', name: 'mcp__fake__crash', input: {} }]);
    expect(out.results[0]?.is_error).toBe(true);
    await until(() => (w.notices().some((n) => n.includes('exited')) ? true : undefined));
    const notice = w.notices().find((n) => n.includes('exited'));
    expect(notice).toMatch(/^MCP server fake exited \(code 1\) during the run; its tools were removed\. Its stderr: .*crashing on purpose/);
    const after = await w.executor.executeBatch([{ id: 'l', name: 'mcp__fake__lookup', input: { key: 'k' } }]);
    expect(after.results[0]).toMatchObject({ is_error: true });
    expect(after.results[0]?.content).toContain('the MCP server fake exited (code 1) during the run; its tools are no longer available');
    expect(w.notices().filter((n) => n.includes('exited'))).toHaveLength(1);
  });

  test('results: text joined, images and binary resources summarised, isError kept', async () => {
    const w = await world({ fake: stdio() }, { allow: ['mcp__fake'] });
    const out = await w.executor.executeBatch([{ id: 'p', name: 'mcp__fake__picture', input: {} }]);
    expect(out.results[0]?.is_error).toBe(true);
    expect(out.results[0]?.content).toBe('a picture:\n[image: image/png, 7 bytes, not shown]\n[resource file:///x.bin (application/octet-stream): 8 bytes of binary content, not shown]');
    expect(resultText({ content: [], structuredContent: { a: 1 } })).toBe('{\n  "a": 1\n}');
  });

  test('long output is cut by the executor like any tool output, the whole kept in a spill file', async () => {
    const w = await world({ fake: stdio() }, { allow: ['mcp__fake__big'] });
    const out = await w.executor.executeBatch([{ id: 'big1', name: 'mcp__fake__big', input: { n: 200_000 } }]);
    const content = out.results[0]?.content ?? '';
    expect(out.results[0]?.is_error).toBe(false);
    expect(content.length).toBeLessThan(40_000);
    expect(content).toMatch(/chars truncated; full output saved to .*big1/);
  });

  test('a server that fails to start is reported with its stderr and left out; the others run', async () => {
    const w = await world({ bad: stdio({ env: { FAKE_MCP_FAIL: 'no database' } }), fake: stdio() }, { allow: ['mcp__fake', 'mcp__bad'] });
    expect(w.notices().find((n) => n.startsWith('MCP server bad'))).toMatch(/^MCP server bad failed to start: it exited \(code 3\) before it was ready; its stderr: fake-mcp: cannot start: no database/);
    expect(w.run.summary).toMatch(/^MCP servers: bad \(failed: .*\), fake \(9 tools\)$/);
    expect(w.run.tools.some((t) => t.name.startsWith('mcp__bad__'))).toBe(false);
    const out = await w.executor.executeBatch([{ id: 'x', name: 'mcp__bad__lookup', input: {} }]);
    expect(out.results[0]?.content).toMatch(/^Unknown tool "mcp__bad__lookup"/);
  });

  test('a server the policy never lets the agent use is not started', async () => {
    const log = path.join(tmp(), 'log.jsonl');
    const run = await startMcpServers({
      servers: { idle: stdio({ env: { FAKE_MCP_LOG: log } }), fake: stdio() },
      cwd: tmp(),
      startService: disabledSandbox('off', 'test').startService,
      addSecret: () => undefined,
      redact: (t) => t,
      emit: () => undefined,
      used: (name) => name === 'fake',
    });
    open.push(run);
    expect(run.summary).toBe('MCP servers: idle (not started: no rule allows its tools), fake (9 tools)');
    expect(run.tools.every((t) => t.name.startsWith('mcp__fake__'))).toBe(true);
  });

  test('a rule naming a tool the server does not offer is a warning', async () => {
    const w = await world({ fake: stdio() }, { allow: ['mcp__fake__lookup', 'mcp__fake__drop_table'] });
    expect(w.notices()).toContain('Policy rule allow[1] "mcp__fake__drop_table": the MCP server fake offers no tool drop_table (it offers: lookup, write_note, sleep, crash, env_has, picture, whoami, echo_env, big); the rule matches nothing');
    expect(w.notices().filter((n) => n.includes('allow[0]'))).toEqual([]);
  });

  test('close() ends the server process', async () => {
    const log = path.join(tmp(), 'log.jsonl');
    const w = await world({ fake: stdio({ env: { FAKE_MCP_LOG: log } }) }, { allow: ['mcp__fake'] });
    await w.executor.executeBatch([{ id: 'w', name: 'mcp__fake__write_note', input: { text: 'x' } }]);
    const pid = logOf(log)[0]!.pid;
    expect(() => process.kill(pid, 0)).not.toThrow();
    await w.run.close();
    await until(() => {
      try {
        process.kill(pid, 0);
        return undefined;
      } catch {
        return true;
      }
    });
  });
});

describe('secrets', () => {
  const SECRET = 'mcp-secret-value-0123456789';
  test('a server receives its secrets; another server and the Bash tool do not', async () => {
    process.env.MCP_TEST_SECRET = SECRET;
    try {
      const w = await world(
        { owner: stdio({ secrets: ['MCP_TEST_SECRET'] }), other: stdio() },
        { allow: ['mcp__owner', 'mcp__other', 'Bash(env)'] },
        { MCP_TEST_SECRET: SECRET },
      );
      const out = await w.executor.executeBatch([
        { id: 'a', name: 'mcp__owner__env_has', input: { name: 'MCP_TEST_SECRET' } },
        { id: 'b', name: 'mcp__other__env_has', input: { name: 'MCP_TEST_SECRET' } },
        { id: 'c', name: 'Bash', input: { command: 'env' } },
      ]);
      expect(out.results[0]?.content).toBe(`set (${SECRET.length} chars)`);
      expect(out.results[1]?.content).toBe('unset');
      expect(out.results[2]?.is_error).toBe(false);
      expect(out.results[2]?.content).toContain('PATH=');
      expect(out.results[2]?.content).not.toContain('MCP_TEST_SECRET');
      expect(out.results[2]?.content).not.toContain(SECRET);
      // The value is registered with the run's redactor: a server printing it is redacted.
      expect(w.redactor.redact(`x ${SECRET} y`)).not.toContain(SECRET);
      const echoed = await w.executor.executeBatch([{ id: 'e', name: 'mcp__owner__echo_env', input: { name: 'MCP_TEST_SECRET' } }]);
      expect(echoed.results[0]?.content).toMatch(/^MCP_TEST_SECRET=\S+$/);
      expect(echoed.results[0]?.content).not.toContain(SECRET);
    } finally {
      delete process.env.MCP_TEST_SECRET;
    }
  });

  test('a missing secret fails that server, naming the variable', async () => {
    const w = await world({ db: stdio({ secrets: ['MCP_MISSING_DB_URL'] }) }, { allow: ['mcp__db'] });
    expect(w.notices()).toContainEqual(expect.stringMatching(/^MCP server db failed to start: the secret MCP_MISSING_DB_URL is not set in the environment/));
    expect(w.run.tools).toEqual([]);
  });
});

describe('a streamable HTTP server', () => {
  test('is connected with headers from named secrets, and its tools are called', async () => {
    const http = await startHttpMcp('tok-123456789012');
    https.push(http);
    const config: McpServerConfig = { url: http.url, env: {}, secrets: [], headers: { 'X-Team': 'core' }, headers_from_secrets: { Authorization: 'DOCS_AUTH' } };
    const w = await world({ docs: config }, { allow: ['mcp__docs__search'] }, { DOCS_AUTH: 'Bearer tok-123456789012' });
    expect(w.run.summary).toBe('MCP servers: docs (1 tool)');
    expect(w.run.tools[0]?.class).toBe('read');
    const out = await w.executor.executeBatch([{ id: 'q', name: 'mcp__docs__search', input: { q: 'sandbox' } }]);
    expect(out.results[0]).toMatchObject({ content: 'results for sandbox', is_error: false });
    expect(http.calls).toEqual([{ tool: 'search', args: { q: 'sandbox' }, auth: 'Bearer tok-123456789012' }]);
  });

  test('a refused connection (wrong token) fails that server to start', async () => {
    const http = await startHttpMcp('right-token-0000');
    https.push(http);
    const config: McpServerConfig = { url: http.url, env: {}, secrets: [], headers: {}, headers_from_secrets: { Authorization: 'DOCS_AUTH' } };
    const w = await world({ docs: config }, { allow: ['mcp__docs'] }, { DOCS_AUTH: 'Bearer wrong-token-000' });
    expect(w.notices()).toContainEqual(expect.stringMatching(/^MCP server docs failed to start: .*401/));
    expect(w.run.summary).toMatch(/^MCP servers: docs \(failed: /);
  });
});
