import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { isForbiddenEnvName, runCommand, sandboxEnv } from '../src/exec.js';
import { alive } from './process-alive.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'marshal-exec-'));


describe('runCommand', () => {
  test('runs argv and bash scripts, returning exit code and combined output', async () => {
    const cwd = tmp();
    const a = await runCommand({ argv: ['node', '-e', 'console.log("out"); console.error("err"); process.exit(3)'], cwd });
    expect(a.exitCode).toBe(3);
    expect(a.stdout).toBe('out\n');
    expect(a.stderr).toBe('err\n');
    expect(a.output).toContain('out');
    expect(a.output).toContain('err');
    const b = await runCommand({ script: 'pwd; echo hi >&2', cwd });
    expect(b.exitCode).toBe(0);
    expect(b.stdout.trim()).toBe(cwd);
  });

  test('timeout kills the whole process group, grandchildren included', async () => {
    const cwd = tmp();
    const started = Date.now();
    const r = await runCommand({ script: 'sleep 100 & echo $! > bg.pid; sleep 100', cwd, timeoutMs: 300 });
    const elapsed = Date.now() - started;
    expect(r.timedOut).toBe(true);
    expect(elapsed).toBeLessThan(3000);
    const bgPid = Number(readFileSync(path.join(cwd, 'bg.pid'), 'utf8'));
    await new Promise((res) => setTimeout(res, 400));
    expect(alive(bgPid)).toBe(false);
  });

  test('abort signal kills the group and reports aborted', async () => {
    const cwd = tmp();
    const ctrl = new AbortController();
    setTimeout(() => ctrl.abort(), 100);
    const r = await runCommand({ script: 'sleep 30 & sleep 30', cwd, signal: ctrl.signal });
    expect(r.aborted).toBe(true);
    expect(r.exitCode).not.toBe(0);
  });

  test('a background straggler does not keep the call open after the leader exits', async () => {
    const cwd = tmp();
    const started = Date.now();
    const r = await runCommand({ script: '(sleep 30; echo late) & echo $! > bg.pid; echo done', cwd });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('done');
    expect(Date.now() - started).toBeLessThan(5000);
    const bgPid = Number(readFileSync(path.join(cwd, 'bg.pid'), 'utf8'));
    await new Promise((res) => setTimeout(res, 300));
    expect(alive(bgPid)).toBe(false);
  });

  test('output is capped with head and tail kept', async () => {
    const cwd = tmp();
    const r = await runCommand({ script: 'echo START; head -c 200000 /dev/zero | tr "\\0" x; echo; echo END', cwd, maxOutputBytes: 1000 });
    expect(r.truncated).toBe(true);
    expect(r.stdout.startsWith('START')).toBe(true);
    expect(r.stdout.trimEnd().endsWith('END')).toBe(true);
    expect(r.stdout).toMatch(/bytes of output omitted/);
    expect(r.stdout.length).toBeLessThan(1200);
  });

  test('a missing program is exit 127, not a throw', async () => {
    const r = await runCommand({ argv: ['definitely-not-a-program-xyz'], cwd: tmp() });
    expect(r.exitCode).toBe(127);
  });
});

describe('stdout spooled to a file (spoolStdout)', () => {
  test('the whole stdout arrives, stderr after it in output, and the file is gone', async () => {
    // A private temp directory for this test (os.tmpdir() follows TMPDIR): other test files spool too.
    const saved = process.env.TMPDIR;
    const [dir, cwd] = [tmp(), tmp()];
    process.env.TMPDIR = dir;
    const r = await runCommand({ script: 'echo err >&2; for i in $(seq 1 20000); do echo "line $i"; done', cwd, spoolStdout: true });
    expect(r.exitCode).toBe(0);
    expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(20000);
    expect(r.stdout.endsWith('line 20000\n')).toBe(true);
    expect(r.stderr).toBe('err\n');
    expect(r.output.startsWith('line 1\n')).toBe(true);
    expect(r.output.endsWith('err\n')).toBe(true);
    expect(r.truncated).toBe(false);
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
    expect(readdirSync(dir)).toEqual([]);
  });

  test('the cap keeps head and tail of a long stdout, as through a pipe', async () => {
    const r = await runCommand({ script: 'head -c 3000000 /dev/zero | tr "\\0" a; echo; echo LAST', cwd: tmp(), spoolStdout: true, maxOutputBytes: 100_000 });
    expect(r.truncated).toBe(true);
    expect(r.stdout.length).toBeLessThan(120_000);
    expect(r.stdout).toMatch(/bytes of output omitted/);
    expect(r.stdout.trimEnd().endsWith('LAST')).toBe(true);
  });

  test('a timed-out command still ends, with what it wrote so far', async () => {
    const r = await runCommand({ script: 'echo early; sleep 30', cwd: tmp(), spoolStdout: true, timeoutMs: 300 });
    expect(r.timedOut).toBe(true);
    expect(r.stdout).toBe('early\n');
  });
});

describe('sandbox environment', () => {
  const base = {
    PATH: '/usr/bin:/bin',
    HOME: '/home/runner',
    GITHUB_TOKEN: 'ghs_secret',
    INPUT_ANTHROPIC_API_KEY: 'sk-ant-secret',
    ANTHROPIC_API_KEY: 'sk-ant-secret',
    ACTIONS_RUNTIME_TOKEN: 'rt',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'http://x',
    NPM_TOKEN: 'n',
    AWS_SECRET_ACCESS_KEY: 'a',
    MY_API_KEY: 'k',
    RANDOM_VAR: 'not allowlisted',
    CI: 'true',
  };

  test('only allowlisted, non-secret variables reach a child', async () => {
    const r = await runCommand({ argv: ['env'], cwd: tmp(), baseEnv: base, env: { GH_TOKEN: 'x', FOO: 'bar' } });
    const names = r.stdout.split('\n').filter(Boolean).map((l) => l.split('=')[0]);
    for (const forbidden of ['GITHUB_TOKEN', 'INPUT_ANTHROPIC_API_KEY', 'ANTHROPIC_API_KEY', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_URL', 'NPM_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'MY_API_KEY', 'RANDOM_VAR', 'GH_TOKEN']) {
      expect(names).not.toContain(forbidden);
    }
    expect(names).toContain('PATH');
    expect(names).toContain('CI');
    expect(names).toContain('FOO');
    expect(r.stdout).not.toContain('secret');
  });

  test('secret-shaped names are refused even when asked for', () => {
    expect(isForbiddenEnvName('GITHUB_TOKEN')).toBe(true);
    expect(isForbiddenEnvName('INPUT_PROMPT')).toBe(true);
    expect(isForbiddenEnvName('ACTIONS_CACHE_URL')).toBe(true);
    expect(isForbiddenEnvName('SOME_PASSWORD')).toBe(true);
    expect(isForbiddenEnvName('PATH')).toBe(false);
    const env = sandboxEnv(base, { DB_PASSWORD: 'p', OK: '1' });
    expect(env.DB_PASSWORD).toBeUndefined();
    expect(env.OK).toBe('1');
    expect(env.GIT_TERMINAL_PROMPT).toBe('0');
  });
});
