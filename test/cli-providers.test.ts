// `marshal run --provider bedrock|vertex` through the bundled CLI: the same environment as the
// Action, the real SDKs against the loopback fakes, missing pieces named before anything runs.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startBedrockApi, type FakeBedrock } from './fakes/bedrock-api.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const SECRET = 'cliSecretAccessKey/DoNotLeak/0123456789abcd';

let repo: string;
let fake: FakeBedrock | null = null;
beforeEach(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-cli-provider-'));
  cpSync(path.join(ROOT, 'examples', 'demo', 'repo'), repo, { recursive: true });
  cpSync(path.join(ROOT, 'examples', 'demo', 'marshal.yml'), path.join(repo, '.github', 'marshal.yml'));
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
  execFileSync('git', ['add', '-A'], { cwd: repo, env });
  execFileSync('git', ['commit', '-qm', 'init'], { cwd: repo, env });
});
afterEach(async () => {
  await fake?.close();
  fake = null;
});

/** Async, so the in-process fake can answer while the CLI runs. */
function marshal(env: Record<string, string>, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: repo, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: os.homedir(), ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('marshal run --provider', () => {
  test('bedrock: credentials and region from the environment, the run streams from the event-stream fake', async () => {
    fake = await startBedrockApi({ region: 'ca-central-1' });
    fake.enqueue({ kind: 'message', blocks: [{ type: 'text', text: 'Nothing to change here.' }], stopReason: 'end_turn' });
    const out = await marshal(
      { AWS_ACCESS_KEY_ID: 'AKIACLITESTKEY000001', AWS_SECRET_ACCESS_KEY: SECRET, AWS_DEFAULT_REGION: 'ca-central-1', ANTHROPIC_BEDROCK_BASE_URL: fake.url },
      'run', '--provider', 'bedrock', '--prompt', 'look around', '--format', 'markdown', '--sandbox', 'off',
    );
    expect(out.code, out.stderr).toBe(0);
    expect(fake.failures).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    expect(out.stdout).toContain('Nothing to change here.');
    expect(out.stdout).toContain('global.anthropic.claude-sonnet-5-5');
    expect(out.stdout + out.stderr).not.toContain(SECRET);
  }, 60_000);

  test('vertex without a project, and an unknown provider, stop before anything runs', async () => {
    const vertex = await marshal({ CLOUD_ML_REGION: 'global' }, 'run', '--provider', 'vertex', '--prompt', 'x');
    expect(vertex.code).toBe(2);
    expect(vertex.stderr).toMatch(/Provider "vertex" needs a Google Cloud project/);
    const unknown = await marshal({}, 'run', '--provider', 'openai', '--prompt', 'x');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--provider must be anthropic, bedrock, vertex or replay/);
  }, 60_000);
});
