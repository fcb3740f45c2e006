// The engine shared by the Action and the CLI, over a real git work tree, the real policy, the
// real executor and tools, and the real SDK against the loopback fake Messages API.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createAnthropicClient } from '../src/agent/index.js';
import type { MarshalEvent } from '../src/shared/events.js';
import { runEngine, type EngineRequest } from '../src/engine.js';
import { loadPolicy } from '../src/policy/index.js';
import { Redactor } from '../src/shared/redact.js';
import { startMessagesApi, textMessage, toolMessage, type FakeMessagesApi } from './fakes/messages-api.js';

const KEY = 'sk-ant-api03-engineTestKey0123456789';

let api: FakeMessagesApi;
let repo: string;
beforeEach(async () => {
  api = await startMessagesApi({ expectApiKey: KEY });
  repo = mkdtempSync(path.join(os.tmpdir(), 'marshal-engine-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' } });
  git('init', '-q', '-b', 'main');
  mkdirSync(path.join(repo, 'src'));
  writeFileSync(path.join(repo, 'src', 'a.ts'), 'export const a = 1;\n');
  git('add', '-A');
  git('commit', '-qm', 'init');
});
afterEach(async () => {
  await api.close();
});

async function engine(policyText: string, overrides: Partial<EngineRequest> = {}) {
  const events: MarshalEvent[] = [];
  const result = await runEngine({
    cwd: repo,
    policy: await loadPolicy({ cwd: repo, text: policyText }),
    client: createAnthropicClient({ apiKey: KEY, baseURL: api.url, maxRetries: 0 }),
    task: 'Change a to 2.',
    system: { repository: 'octo/engine' },
    limits: { maxTurns: 5, timeoutMs: 30_000, toolTimeoutMs: 10_000 },
    strategy: { kind: 'batched', size: 8 },
    emit: (e) => events.push(e),
    outDir: mkdtempSync(path.join(os.tmpdir(), 'marshal-engine-out-')),
    redactor: new Redactor(),
    runId: 'engine-1',
    ...overrides,
  });
  return { result, events };
}

const EDIT = { file_path: 'src/a.ts', old_string: 'a = 1', new_string: 'a = 2' };

describe('runEngine', () => {
  test('offers only the tools the policy can ever allow, and denials are collected with their rule', async () => {
    api.enqueue(toolMessage([{ id: 'e1', name: 'Edit', input: EDIT }, { id: 'b1', name: 'Bash', input: { command: 'git push origin main' } }]), textMessage('done'));
    const { result } = await engine('version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(git:*)\ndeny:\n  - Bash(git push:*)\n');
    const offered = (api.requests[0]?.body.tools as { name: string }[]).map((t) => t.name).sort();
    expect(offered).toEqual(['Bash', 'Edit', 'Glob', 'Grep', 'LS', 'Read', 'Write']);
    expect(result.toolCalls).toBe(2);
    expect(result.denied.map((d) => [d.name, d.rule])).toEqual([['Bash', 'Bash(git push:*)']]);
    expect(result.diff.diff).toContain('+export const a = 2;');
    expect(readFileSync(result.diffPath, 'utf8')).toBe(result.diff.diff);

    const readOnly = await engine('version: 1\nallow:\n  - Read\n');
    expect((api.requests[2]?.body.tools as { name: string }[]).map((t) => t.name).sort()).toEqual(['Glob', 'Grep', 'LS', 'Read']);
    expect(readOnly.result.agent.conclusion).toBe('failure'); // nothing queued for the second run
  });

  test('the diff made so far is reported when the model API fails mid-run', async () => {
    api.enqueue(toolMessage([{ id: 'e1', name: 'Edit', input: EDIT }]), { kind: 'http-error', status: 401, errorType: 'authentication_error', message: 'invalid x-api-key' });
    const { result } = await engine('version: 1\nallow:\n  - Read\n  - Edit(src/**)\n');
    expect(result.agent.conclusion).toBe('failure');
    expect(result.agent.reason).toMatch(/401/);
    expect(result.diff.diff).toContain('+export const a = 2;');
    expect(result.diff.stat).toMatch(/1 file changed/);
  });

  test('a transcript that cannot be written is reported as a warning, and the run still finishes', async () => {
    api.enqueue(textMessage('nothing to do'));
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'marshal-engine-out-'));
    mkdirSync(path.join(outDir, 'transcript.jsonl')); // a directory where the file should go
    const { result, events } = await engine('version: 1\nallow:\n  - Read\n', { outDir });
    expect(result.agent.conclusion).toBe('success');
    const notices = events.filter((e) => e.type === 'notice').map((e) => (e as { message: string }).message);
    expect(notices.some((m) => /transcript .* is incomplete/.test(m))).toBe(true);
  });
});
