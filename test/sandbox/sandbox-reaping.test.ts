// Exact reaping and the last of clean-up, by the kernel's own accounts: a daemon left by a call is
// gone when that call ends even while Marshal's own git commands run beside it; the uid's System V
// IPC objects are gone after close; and a process that cannot be killed keeps its confinement.
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { ipcObjectsIn, ipcObjectsOf } from '../../src/sandbox/ipc-objects.js';
import { SURVIVORS_LEFT_CONFINED, emptyJournal, undoJournal } from '../../src/sandbox/journal.js';
import type { Privileged } from '../../src/sandbox/privilege.js';
import { processesOf } from '../../src/sandbox/reaper.js';
import { createSandbox, type Sandbox } from '../../src/sandbox/sandbox.js';
import { userPaths } from '../../src/sandbox/sandbox-user.js';
import { canReadFixture, makeFixture, SANDBOX_SKIP_REASON, type Fixture } from './sandbox-support.js';

const open: Sandbox[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

async function sandboxFor(fx: Fixture): Promise<Sandbox> {
  const sandbox = await createSandbox({
    mode: 'required',
    workspace: fx.workspace,
    canRead: canReadFixture,
    network: { allow: [], deny: [], loopback: true },
    hooksPath: null,
    hide: [fx.runnerTemp],
    toolPaths: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  open.push(sandbox);
  return sandbox;
}

test('IPC objects are found by owner or creator in the kernel\'s tables', () => {
  const shm = [
    '       key      shmid perms                  size  cpid  lpid nattch   uid   gid  cuid  cgid      atime      dtime      ctime                   rss                  swap',
    '  24301     32769   666                  1024  4100  4100      0 62001 62001 62001 62001          0          0 1764000000                     0                     0',
    '  24302     32770   600                  1024  4101  4101      0     0     0 62001 62001          0          0 1764000000                     0                     0',
    '  24303     32771   600                  1024  4102  4102      0     0     0     0     0          0          0 1764000000                     0                     0',
  ].join('\n');
  expect(ipcObjectsIn(shm, 'shm', 62001)).toEqual([{ kind: 'shm', id: '32769' }, { kind: 'shm', id: '32770' }]);
  expect(ipcObjectsIn(shm, 'shm', 62002)).toEqual([]);
  const msg = '       key      msqid perms      cbytes       qnum lspid lrpid   uid   gid  cuid  cgid      stime      rtime      ctime\n      7        5   600           0          0     0     0 62001 62001 62001 62001          0          0 1764000000';
  expect(ipcObjectsIn(msg, 'msg', 62001)).toEqual([{ kind: 'msg', id: '5' }]);
});

test('a process of the uid that survives the kill keeps the confinement: nothing is undone', async () => {
  if (process.getuid?.() !== 0) return; // needs to start a process as another uid
  const uid = 62_999 - Math.floor(Math.random() * 50);
  const survivor = spawn('setpriv', [`--reuid=${uid}`, `--regid=${uid}`, '--clear-groups', 'sleep', '60'], { stdio: 'ignore' });
  try {
    for (let i = 0; i < 100 && processesOf(uid).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(processesOf(uid).length).toBe(1);
    // A privilege whose kill reaches nothing: the process survives every round of the reap.
    const ran: string[][] = [];
    const priv: Privileged = {
      via: 'root',
      prefix: [],
      run: async (argv) => {
        ran.push([...argv]);
        return { exitCode: 0, signal: null, stdout: '', stderr: '', output: '', truncated: false, timedOut: false, aborted: false, durationMs: 0 };
      },
      must: async (argv) => priv.run(argv),
    };
    const journal = { ...emptyJournal(uid, uid, ''), workspace: '/nonexistent-ws', workspaceOwner: { uid: 0, gid: 0 }, firewall: true, shared: ['/tmp'] };
    const problems = await undoJournal(priv, journal);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(SURVIVORS_LEFT_CONFINED);
    // Only kill attempts ran: no firewall removal, no ACL reset, no hand-back, no userdel.
    expect(ran.length).toBeGreaterThan(0);
    for (const argv of ran) expect(argv).toContain('-KILL');
  } finally {
    survivor.kill('SIGKILL');
  }
}, 30_000);

describe.skipIf(SANDBOX_SKIP_REASON !== null)(`enforced sandbox${SANDBOX_SKIP_REASON ? ` (skipped: ${SANDBOX_SKIP_REASON})` : ''}`, () => {
  test('a daemon left by a call is reaped when that call ends, though a git command of Marshal\'s runs beside it', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const uid = sandbox.status.uid as number;
    // Marshal's own fixed command (concurrentSafe), still running when the Bash-like call ends.
    const started = Date.now();
    const marshalGit = sandbox.exec({ argv: ['sleep', '1.5'], cwd: fx.workspace, concurrentSafe: true, timeoutMs: 20_000 });
    await new Promise((r) => setTimeout(r, 100));
    const call = await sandbox.exec({
      script: 'setsid env -i /bin/sh -c "sleep 300" </dev/null >/dev/null 2>&1 & echo started',
      cwd: fx.workspace,
      timeoutMs: 20_000,
    });
    expect(call.stdout).toContain('started');
    // The call ran alone: it was admitted only once the shared call had ended.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(processesOf(uid)).toEqual([]);
    await marshalGit;
  }, 30_000);

  test('shared calls overlap one another, and a call that must run alone waits for them', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const mark = (name: string) => `echo ${name}-start $(date +%s%N); sleep 2; echo ${name}-end $(date +%s%N)`;
    const times = (out: string, name: string) => [Number(/-start (\d+)/.exec(out)?.[1]) / 1e6, Number(/-end (\d+)/.exec(out)?.[1]) / 1e6] as const;
    const [a, b, c] = await Promise.all([
      sandbox.exec({ argv: ['bash', '-c', mark('a')], cwd: fx.workspace, concurrentSafe: true, timeoutMs: 20_000 }),
      sandbox.exec({ argv: ['bash', '-c', mark('b')], cwd: fx.workspace, concurrentSafe: true, timeoutMs: 20_000 }),
      sandbox.exec({ script: mark('c'), cwd: fx.workspace, timeoutMs: 20_000 }),
    ]);
    const [aStart, aEnd] = times(a.stdout, 'a');
    const [bStart, bEnd] = times(b.stdout, 'b');
    const [cStart] = times(c.stdout, 'c');
    expect(bStart).toBeLessThan(aEnd); // a and b ran at the same time
    expect(aStart).toBeLessThan(bEnd);
    expect(cStart).toBeGreaterThanOrEqual(Math.max(aEnd, bEnd)); // c ran alone, after both
  }, 30_000);

  test('System V IPC objects the uid made are gone after close, and the journal is private', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const uid = sandbox.status.uid as number;
    const journal = statSync(userPaths(uid).journalPath);
    expect(journal.mode & 0o077).toBe(0);
    expect(journal.uid).toBe(process.getuid?.());
    // perl's shmget/msgget: IPC_CREAT is 01000; world-readable and writable, like a planted drop.
    const r = await sandbox.exec({
      script: `perl -e 'defined(shmget(0x${(uid % 0xffff).toString(16)}0, 4096, 01666)) or die "shm: $!"; defined(msgget(0x${(uid % 0xffff).toString(16)}1, 01666)) or die "msg: $!"; print "made\\n"'`,
      cwd: fx.workspace,
      timeoutMs: 20_000,
    });
    expect(r.output).toContain('made');
    expect(ipcObjectsOf(uid).map((o) => o.kind).sort()).toEqual(['msg', 'shm']);
    expect(await sandbox.close()).toEqual([]);
    expect(ipcObjectsOf(uid)).toEqual([]);
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`:${uid}:`);
  }, 30_000);
});
