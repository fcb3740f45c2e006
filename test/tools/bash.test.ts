import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { bashTool } from '../../src/tools/bash.js';
import { makeContext, runTool, tempDir } from './tool-harness.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Alive unless gone or a zombie (the sandbox's init does not reap). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('Bash', () => {
  const saved = process.env.GITHUB_TOKEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.GITHUB_TOKEN;
    else process.env.GITHUB_TOKEN = saved;
  });

  test('runs in the workspace and ends with the exit code', async () => {
    const ws = tempDir();
    const out = await runTool(bashTool, { command: 'pwd; echo err >&2' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).toBe(`${ws}\nerr\nExit code: 0`);
    expect(out.details?.exitCode).toBe(0);
  });

  test('non-zero exit is an error result with the output kept', async () => {
    const ws = tempDir();
    const out = await runTool(bashTool, { command: 'echo partial; exit 3' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toBe('partial\nExit code: 3');
    expect(out.details?.exitCode).toBe(3);
  });

  test('no output says so', async () => {
    const out = await runTool(bashTool, { command: 'true' }, makeContext(tempDir()));
    expect(out.content).toBe('(no output)\nExit code: 0');
  });

  test('timeout kills the command and a backgrounded grandchild, keeping output so far', async () => {
    const ws = tempDir();
    const pidFile = path.join(ws, 'grandchild.pid');
    const command = `echo started; (sleep 300 & echo $! > ${pidFile}; wait) ; sleep 300`;
    const out = await runTool(bashTool, { command, timeout: 1500 }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('timed out after 1500 ms');
    expect(out.content).toContain('started');
    expect(existsSync(pidFile)).toBe(true);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
    expect(alive(pid)).toBe(false);
  });

  test('the shorter of input.timeout and ctx.timeoutMs wins', async () => {
    const out = await runTool(bashTool, { command: 'sleep 30', timeout: 600_000 }, makeContext(tempDir(), { timeoutMs: 1000 }));
    expect(out.content).toContain('timed out after 1000 ms');
  });

  test('secrets in the runner environment or ctx.env are not visible', async () => {
    process.env.GITHUB_TOKEN = 'ghs_shouldnotleak1234567890';
    const ctx = makeContext(tempDir(), { env: { ANTHROPIC_API_KEY: 'sk-ant-nope', MY_SETTING: 'visible' } });
    const out = await runTool(bashTool, { command: 'env' }, ctx);
    expect(out.isError).toBe(false);
    expect(out.content).not.toContain('GITHUB_TOKEN');
    expect(out.content).not.toContain('ghs_shouldnotleak');
    expect(out.content).not.toContain('ANTHROPIC_API_KEY');
    expect(out.content).toContain('MY_SETTING=visible');
  });

  test('streams the output tail through onUpdate', async () => {
    const ctx = makeContext(tempDir());
    await runTool(bashTool, { command: 'for i in 1 2 3; do echo tick$i; sleep 0.3; done' }, ctx);
    expect(ctx.recorded.updates.length).toBeGreaterThanOrEqual(1);
    expect(ctx.recorded.updates.at(-1)).toContain('tick3');
  });

  test('cancellation through the signal stops the command', async () => {
    const controller = new AbortController();
    const ctx = makeContext(tempDir(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    const out = await runTool(bashTool, { command: 'echo before; sleep 60' }, ctx);
    expect(out.isError).toBe(true);
    expect(out.content).toContain('cancelled');
    expect(out.content).toContain('before');
  });

  test('rejects timeouts above 10 minutes at validation', async () => {
    const out = await runTool(bashTool, { command: 'true', timeout: 600_001 }, makeContext(tempDir()));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('invalid input');
  });

  test('routing, policy kind, paths and summary', () => {
    expect(bashTool.class).toBe('serial-mutation');
    expect(bashTool.policyKind).toBe('shell');
    expect(bashTool.paths?.({ command: 'cat /etc/passwd' })).toEqual([]);
    expect(bashTool.summarize?.({ command: 'npm test' })).toBe('npm test');
  });
});
