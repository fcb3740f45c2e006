/**
 * Exact reaping: every process of the sandbox uid, wherever it went. A process can leave its
 * process group (`setsid`), drop the tag Marshal puts in its environment (`env -i`) and re-parent
 * to init, but it cannot change its uid (no privilege, no_new_privs), so the uid finds it.
 *
 * The kill is sent FROM the uid: `kill(-1, SIGKILL)` run as the sandbox user signals every process
 * that user may signal (all of its own, and nothing else), and the kernel delivers it under the
 * task-list lock, so a fork racing with the kill cannot slip through. It runs until /proc shows no
 * live process of the uid (zombies are already dead: they wait for their parent to collect them).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { systemProgram, type Privileged } from './privilege.js';

const KILL = systemProgram('kill') ?? '/bin/kill';

const ROUNDS = 20;

/**
 * Whether any /proc entry belongs to the uid: one stat per process (the owner of /proc/<pid> is
 * the process's effective uid), the cheap check made after every call. A process that changed
 * only its other uids cannot exist here: the sandbox uid has no privilege to change any of them.
 */
export function anyProcessOf(uid: number): boolean {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return false;
  }
  for (const entry of entries) {
    const first = entry.charCodeAt(0);
    if (first < 48 || first > 57) continue;
    try {
      if (statSync(`/proc/${entry}`).uid === uid) return true;
    } catch {
      // exited meanwhile
    }
  }
  return false;
}

/** Live (non-zombie) pids whose real, effective, saved or filesystem uid is `uid`. */
export function processesOf(uid: number): number[] {
  const found: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  const id = String(uid);
  for (const entry of entries) {
    const first = entry.charCodeAt(0);
    if (first < 48 || first > 57) continue;
    let status: string;
    try {
      status = readFileSync(`/proc/${entry}/status`, 'latin1');
    } catch {
      continue; // exited meanwhile
    }
    const uidLine = /\nUid:\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/.exec(status);
    if (!uidLine || !uidLine.slice(1).includes(id)) continue;
    if (/\nState:\s+Z/.test(status)) continue;
    found.push(Number(entry));
  }
  return found;
}

export function dropToUid(uid: number, gid: number): string[] {
  return ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--no-new-privs', '--'];
}

/**
 * Kills every process of the uid and verifies none is left. Returns the number that were found
 * alive before the kill; throws when some survive (the caller must then not go on to publish).
 */
export async function reapUid(priv: Privileged, uid: number, gid: number): Promise<number> {
  if (!anyProcessOf(uid)) return 0;
  const before = processesOf(uid).length;
  if (before === 0) return 0;
  for (let round = 0; round < ROUNDS; round++) {
    await priv.run([...dropToUid(uid, gid), KILL, '-KILL', '-1'], { timeoutMs: 10_000 });
    if (processesOf(uid).length === 0) return before;
    await new Promise((resolve) => setTimeout(resolve, 10 * (round + 1)));
  }
  const left = processesOf(uid);
  if (left.length) throw new Error(`${left.length} process(es) of the sandbox user survived the kill: ${left.slice(0, 5).join(', ')}`);
  return before;
}

/** Kills one process group of the uid (a timed-out call's), sent from the uid itself. */
export async function killGroupAs(priv: Privileged, uid: number, gid: number, pgid: number, signal: 'TERM' | 'KILL'): Promise<void> {
  if (!Number.isInteger(pgid) || pgid <= 1) return;
  await priv.run([...dropToUid(uid, gid), KILL, `-${signal}`, '--', `-${pgid}`], { timeoutMs: 10_000 });
}
