// `marshal run --output-schema` through the bundled CLI against the fake Messages API: the answer
// is validated (one repair turn) and written to <out>/structured-output.json; AGENTS.md comes from
// the committed HEAD, not from an uncommitted edit in the working tree.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { startMessagesApi, textMessage, type FakeMessagesApi } from '../fakes/messages-api.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const KEY = 'sk-ant-api03-cliGuidanceTestKey0123456789';
let api: FakeMessagesApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

function cli(cwd: string, args: string[], baseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.homedir(), ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: baseUrl };
  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'cli.js'), 'run', ...args], { cwd, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

test('the answer is repaired once and written to the out dir; instructions come from the committed HEAD', async () => {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-guidance-'));
  const gitEnv = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x', GIT_CONFIG_NOSYSTEM: '1' };
  writeFileSync(path.join(repo, 'AGENTS.md'), 'COMMITTED-GUIDANCE\n');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env: gitEnv });
  execFileSync('git', ['add', '-A'], { cwd: repo, env: gitEnv });
  execFileSync('git', ['commit', '-qm', 'init'], { cwd: repo, env: gitEnv });
  writeFileSync(path.join(repo, 'AGENTS.md'), 'UNCOMMITTED-GUIDANCE\n');
  const out = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-guidance-out-'));

  api = await startMessagesApi({ expectApiKey: KEY });
  api.enqueue(textMessage('{"count": "two"}'), textMessage('{"count": 2}'));
  const schema = '{"type":"object","properties":{"count":{"type":"integer"}},"required":["count"]}';
  const run = await cli(repo, ['--prompt', 'count things', '--output-schema', schema, '--instructions', 'CLI-GUIDANCE', '--out', out, '--sandbox', 'off'], api.url);
  expect(run.code, run.stderr).toBe(0);
  expect(api.failures).toEqual([]);
  expect(readFileSync(path.join(out, 'structured-output.json'), 'utf8')).toBe('{"count":2}\n');
  expect(run.stdout).toContain('Structured output');
  expect(run.stdout).toContain('instructions: AGENTS.md (HEAD) + instructions input');

  const system = (api.requests[0]?.body.system as { text: string }[]).map((b) => b.text).join('\n');
  expect(system).toContain('COMMITTED-GUIDANCE');
  expect(system).toContain('CLI-GUIDANCE');
  expect(system).not.toContain('UNCOMMITTED-GUIDANCE');
  expect(JSON.stringify(api.requests[1]?.body.messages)).toContain('/count: must be integer');
});

test('a broken --output-schema is a usage error before the model is called', async () => {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-guidance-'));
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  api = await startMessagesApi();
  const run = await cli(repo, ['--prompt', 'x', '--output-schema', 'missing.json', '--sandbox', 'off'], api.url);
  expect(run.code).toBe(2);
  expect(run.stderr).toMatch(/--output-schema .*missing.json could not be read/);
  expect(api.requests).toHaveLength(0);
});
