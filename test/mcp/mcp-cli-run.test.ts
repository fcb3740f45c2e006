// `marshal run` (dist/cli.js) with an MCP server in the policy, against the scripted Messages API:
// the server's secret comes from the shell's environment by name, the allowed tool runs, the
// footer line names the servers, and the secret leaves Marshal's own /proc environ.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { startMessagesApi, textMessage, toolMessage, type FakeMessagesApi } from '../fakes/messages-api.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const SERVER = path.join(ROOT, 'test', 'fixtures', 'mcp', 'fake-stdio-server.mjs');
const KEY = 'sk-ant-api03-cliMcpTestKey0123456789';
const SECRET = 'cli-mcp-secret-value-7f3a9c';

let api: FakeMessagesApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

function repoWith(policy: string): string {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-mcp-cli-'));
  mkdirSync(path.join(repo, '.github'));
  writeFileSync(path.join(repo, '.github', 'marshal.yml'), policy);
  writeFileSync(path.join(repo, 'README.md'), '# x\n');
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-qm', 'init'], { cwd: repo, env });
  return repo;
}

function run(repo: string, extraEnv: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string; environ: string }> {
  const child = spawn(process.execPath, [CLI, 'run', '--prompt', 'look it up', '--format', 'markdown', '--cwd', repo], {
    env: { PATH: process.env.PATH, HOME: os.homedir(), ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: (api as FakeMessagesApi).url, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let environ = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
    // Once the servers are up, Marshal's own environment block must no longer hold the secret.
    if (!environ && stderr.includes('MCP servers:')) {
      try {
        environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8');
      } catch {
        environ = '(unreadable)';
      }
    }
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr, environ })));
}

describe('marshal run with MCP servers', () => {
  test('the server gets its secret from the environment by name; the allowed tool runs; the report names the servers', async () => {
    api = await startMessagesApi({ expectApiKey: KEY });
    api.enqueue(
      toolMessage([{ id: 't1', name: 'mcp__db__env_has', input: { name: 'CLI_MCP_DB_URL' } }, { id: 't2', name: 'mcp__db__write_note', input: { text: 'x' } }]),
      textMessage('Done.'),
    );
    const repo = repoWith(`version: 1
allow: [Read, mcp__db__env_has]
mcp_servers:
  db: { command: ["node", ${JSON.stringify(SERVER)}], secrets: [CLI_MCP_DB_URL] }
`);
    const out = await run(repo, { CLI_MCP_DB_URL: SECRET });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toMatch(/marshal: MCP servers: db \(\d+ tools\)/);
    const second = JSON.stringify(api.requests[1]?.body);
    expect(second).toContain(`set (${SECRET.length} chars)`);
    expect(second).toMatch(/no allow rule matches mcp__db__write_note/);
    expect(out.stdout).toContain('mcp__db__env_has');
    expect(out.stdout).toMatch(/MCP servers: db \(\d+ tools\)/);
    expect(out.stdout + out.stderr).not.toContain(SECRET);
    if (process.platform === 'linux') {
      expect(out.environ).not.toBe('(unreadable)');
      expect(out.environ).toContain('CLI_MCP_DB_URL=');
      expect(out.environ).not.toContain(SECRET);
    }
  });

  test('a missing secret: the server is reported as failed and the run still finishes', async () => {
    api = await startMessagesApi({ expectApiKey: KEY });
    api.enqueue(textMessage('Nothing to do.'));
    const repo = repoWith(`version: 1
allow: [Read, mcp__db]
mcp_servers:
  db: { command: ["node", ${JSON.stringify(SERVER)}], secrets: [MISSINGDBURL] }
`);
    const out = await run(repo, {});
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/MCP server db failed to start: the secret MISSINGDBURL is not set in the environment \(in a workflow, set it on Marshal's step/);
    expect(out.stdout).toMatch(/MCP servers: db \(failed: the secret MISSINGDBURL/);
  });

  test("Marshal's own API key under another name is not given to a server", async () => {
    api = await startMessagesApi({ expectApiKey: KEY });
    api.enqueue(textMessage('Nothing to do.'));
    const repo = repoWith(`version: 1
allow: [Read, mcp__db]
mcp_servers:
  db: { command: ["node", ${JSON.stringify(SERVER)}], secrets: [DB_KEY] }
`);
    const out = await run(repo, { DB_KEY: KEY });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/MCP server db failed to start: DB\\?_KEY holds one of Marshal's own credentials/);
    expect(out.stdout + out.stderr).not.toContain(KEY);
  });
});
