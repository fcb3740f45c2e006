/**
 * Red-team regressions for the subprocess choke point: output floods, processes that leave the
 * process group, a pipe held open by something untraceable, split characters, stdin, signals and
 * the environment a tool sees.
 */
import { mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { CappedBuffer, PROCESS_TAG_VAR, runCommand } from '../src/exec.js';
import { alive } from './process-alive.js';

const tmp = () => realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-exec-rt-')));


const leftovers: number[] = [];
afterEach(() => {
  for (const pid of leftovers.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

function readPid(cwd: string, name: string): number {
  const pid = Number(readFileSync(path.join(cwd, name), 'utf8').trim());
  leftovers.push(pid);
  return pid;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('processes that leave the process group', () => {
  test('a setsid grandchild holding the output pipe neither keeps the call open nor survives it', async () => {
    const cwd = tmp();
    const started = Date.now();
    // Before the fix the call waited for the grandchild (20 s) although the leader had exited.
    const r = await runCommand({ script: 'setsid sleep 20 & echo $! > bg.pid; sleep 0.3; echo started', cwd, timeoutMs: 10_000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.stdout).toContain('started');
    expect(r.timedOut).toBe(false);
    await settle();
    expect(alive(readPid(cwd, 'bg.pid'))).toBe(false);
  });

  test('a fully detached daemon (setsid -f, output redirected) is killed when the call ends', async () => {
    const cwd = tmp();
    const r = await runCommand({ script: 'setsid -f bash -c \'echo $$ > daemon.pid; exec sleep 60\' >/dev/null 2>&1; sleep 0.3; echo ok', cwd });
    expect(r.exitCode).toBe(0);
    await settle();
    expect(alive(readPid(cwd, 'daemon.pid'))).toBe(false);
  });

  test('a timed-out command that started a setsid child: both are gone and the call ends on time', async () => {
    const cwd = tmp();
    const started = Date.now();
    const r = await runCommand({ script: 'setsid sleep 30 & echo $! > bg.pid; sleep 30', cwd, timeoutMs: 500 });
    expect(r.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    await settle();
    expect(alive(readPid(cwd, 'bg.pid'))).toBe(false);
  });

  test('a process started with a cleared environment cannot hold the call open past the pipe grace', async () => {
    const cwd = tmp();
    const started = Date.now();
    const r = await runCommand({
      script: '(env -i setsid sleep 20 & echo $! > bg.pid) ; sleep 0.3; echo started',
      cwd,
      timeoutMs: 15_000,
    });
    // Not traceable by its tag (documented limit), but the call still ends within a few seconds.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.stdout).toContain('started');
    readPid(cwd, 'bg.pid');
  });

  test('children carry the per-call tag, and it is not a secret-looking name', async () => {
    const r = await runCommand({ script: `echo "$${PROCESS_TAG_VAR}"`, cwd: tmp() });
    expect(r.stdout.trim()).toMatch(/^\d+-[0-9a-f]{24}$/);
  });
});

// The other half of the net: the tag is only a child's word (it can unset or change the variable
// for what it starts, or clear the environment), but the process group is the kernel's. A process
// that drops the tag and stays in the group is still killed, at the leader's exit and at timeout.
describe('processes that drop the tag but stay in the process group', () => {
  const leavers = {
    'unset (env -u)': `env -u ${PROCESS_TAG_VAR} sleep 30`,
    'changed to another value': `${PROCESS_TAG_VAR}=not-this-call sleep 30`,
    'cleared (env -i)': 'env -i sleep 30',
  };
  /** Starts the leaver in the background and reports its pid, its tag and whether it shares our group. */
  const start = (command: string) =>
    `${command} & echo $! > bg.pid; sleep 0.3; ` +
    `if tr '\\0' '\\n' < /proc/$!/environ | grep -q "^${PROCESS_TAG_VAR}=$${PROCESS_TAG_VAR}$"; then echo tagged; else echo untagged; fi; ` +
    `[ "$(cut -d' ' -f5 /proc/$!/stat)" = "$(cut -d' ' -f5 /proc/$$/stat)" ] && echo same-group`;

  test('control: the same probe sees the tag on a child that keeps it', async () => {
    const cwd = tmp();
    const r = await runCommand({ script: `${start('sleep 30')}; echo done`, cwd, timeoutMs: 15_000 });
    readPid(cwd, 'bg.pid');
    expect(r.stdout).toMatch(/^tagged$/m);
    expect(r.stdout).toContain('same-group');
  });

  test.each(Object.entries(leavers))('tag %s: killed when the leader exits', async (_, command) => {
    const cwd = tmp();
    const started = Date.now();
    const r = await runCommand({ script: `${start(command)}; echo done`, cwd, timeoutMs: 15_000 });
    expect(r.stdout).toContain('untagged');
    expect(r.stdout).toContain('same-group');
    expect(r.stdout).toContain('done');
    expect(r.timedOut).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    await settle();
    expect(alive(readPid(cwd, 'bg.pid'))).toBe(false);
  });

  test.each(Object.entries(leavers))('tag %s: killed at the timeout with its leader', async (_, command) => {
    const cwd = tmp();
    const started = Date.now();
    const r = await runCommand({ script: `${start(command)}; sleep 30`, cwd, timeoutMs: 1500 });
    expect(r.stdout).toContain('untagged');
    expect(r.stdout).toContain('same-group');
    expect(r.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(6000);
    await settle();
    expect(alive(readPid(cwd, 'bg.pid'))).toBe(false);
  });
});

describe('output floods', () => {
  test('200 MB of output is captured in bounded memory, quickly, within the cap', async () => {
    const started = Date.now();
    // Before the fix each chunk re-measured and re-copied the whole multi-megabyte tail:
    // 100 MB took ~14 s on two cores, so a chatty build could hit its timeout just printing.
    const r = await runCommand({ script: 'echo START; head -c 200M /dev/zero | tr "\\0" x; echo; echo END', cwd: tmp(), timeoutMs: 60_000 });
    expect(r.timedOut).toBe(false);
    expect(r.exitCode).toBe(0);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.truncated).toBe(true);
    expect(r.stdout.startsWith('START\n')).toBe(true);
    expect(r.stdout.trimEnd().endsWith('END')).toBe(true);
    // The cap is 8 MiB per stream: it was exceeded by half (head + an unshrunk tail) before.
    expect(Buffer.byteLength(r.stdout)).toBeLessThanOrEqual(8 * 1024 * 1024 + 200);
    expect(Buffer.byteLength(r.output)).toBeLessThanOrEqual(8 * 1024 * 1024 + 200);
  });

  test('an endless producer (yes) is stopped by the timeout with the output capped', async () => {
    const started = Date.now();
    const r = await runCommand({ script: 'yes', cwd: tmp(), timeoutMs: 1000, maxOutputBytes: 64 * 1024 });
    expect(r.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(r.stdout.length).toBeLessThan(64 * 1024 + 200);
    expect(r.stdout).toMatch(/bytes of output omitted/);
  });

  test('cuts never split a UTF-8 character (no U+FFFD appears)', async () => {
    const r = await runCommand({ script: 'for i in $(seq 1 3000); do printf "é€😀"; done', cwd: tmp(), maxOutputBytes: 1001 });
    expect(r.truncated).toBe(true);
    expect(r.stdout).not.toContain('\uFFFD');
    expect(r.output).not.toContain('\uFFFD');
  });

  test('CappedBuffer: exact head and tail, count of omitted bytes', () => {
    const b = new CappedBuffer(10);
    for (const piece of ['abc', 'defg', 'hij', 'klmnop', 'qrstuvwxyz']) b.push(Buffer.from(piece));
    expect(b.truncated).toBe(true);
    expect(b.toString()).toBe('abcde\n[... 16 bytes of output omitted ...]\nvwxyz');
    const small = new CappedBuffer(10);
    small.push(Buffer.from('0123456789'));
    expect(small.truncated).toBe(false);
    expect(small.toString()).toBe('0123456789');
  });

  test('onOutput receives whole characters even when a chunk ends inside one', async () => {
    const seen: string[] = [];
    await runCommand({
      argv: ['node', '-e', 'const b = Buffer.from("é"); process.stdout.write(b.subarray(0, 1)); setTimeout(() => process.stdout.write(b.subarray(1)), 50)'],
      cwd: tmp(),
      onOutput: (text) => seen.push(text),
    });
    expect(seen.join('')).toBe('é');
    expect(seen.join('')).not.toContain('\uFFFD');
  });
});

describe('stdin, signals and exit status', () => {
  test('stdin is empty: commands reading it do not hang', async () => {
    const started = Date.now();
    const r = await runCommand({ script: 'cat; read x; echo "read=$?"', cwd: tmp(), timeoutMs: 5000 });
    expect(r.timedOut).toBe(false);
    expect(r.stdout).toContain('read=1');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('a command ignoring SIGTERM is killed with SIGKILL after the grace', async () => {
    const started = Date.now();
    const r = await runCommand({ script: 'trap "" TERM; sleep 100', cwd: tmp(), timeoutMs: 300 });
    expect(r.timedOut).toBe(true);
    expect(r.exitCode).toBeNull();
    expect(r.signal).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('exit code and a killing signal are reported', async () => {
    expect((await runCommand({ script: 'exit 42', cwd: tmp() })).exitCode).toBe(42);
    const killed = await runCommand({ script: 'kill -SEGV $$', cwd: tmp() });
    expect(killed.exitCode).toBeNull();
    expect(killed.signal).toBe('SIGSEGV');
  });

  test('a program that cannot be started reports why on stderr', async () => {
    const r = await runCommand({ argv: ['definitely-not-a-program-xyz'], cwd: tmp() });
    expect(r.exitCode).toBe(127);
    expect(r.stderr).toMatch(/ENOENT/);
  });
});

describe('environment', () => {
  test('no secret-looking variable reaches a child, whichever way it is offered', async () => {
    const base: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: '/home/runner',
      ANTHROPIC_API_KEY: 'leak-1',
      GITHUB_TOKEN: 'leak-2',
      INPUT_ANTHROPIC_API_KEY: 'leak-3',
      ACTIONS_RUNTIME_TOKEN: 'leak-4',
      NPM_TOKEN: 'leak-5',
      AWS_SECRET_ACCESS_KEY: 'leak-6',
      GH_PAT: 'leak-7',
      DB_PASSWORD: 'leak-8',
      STRIPE_SECRET: 'leak-9',
      DATABASE_URL: 'postgres://u:leak-10@db/x',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'leak-11',
      SSH_AUTH_SOCK: '/tmp/leak-12',
    };
    const extra = { MY_API_KEY: 'leak-13', SOME_SECRET_VALUE: 'leak-14', GIT_ASKPASS_PASSWORD: 'leak-15' };
    const r = await runCommand({ argv: ['env'], cwd: tmp(), baseEnv: base, env: extra });
    expect(r.stdout).not.toMatch(/leak-/);
    expect(r.stdout).toContain('PATH=');
  });
});
