/**
 * The sandbox user: one unprivileged uid/gid per run, created with useradd/groupadd and removed at
 * the end. The passwd database is also the registry of who owns which uid: useradd refuses a uid
 * that exists (under its own lock), so claiming a uid is atomic across runs on one machine, and
 * the owner (pid + process start time, so a reused pid is not mistaken for a live owner) is kept
 * in the GECOS field, where a later run finds the leftovers of a crashed one (see recovery.ts).
 *
 * Each run's state lives in STATE_ROOT/<uid>/ (root-owned): the sandbox's own HOME and TMPDIR
 * (owned by the uid, 0700) and journal.json, the list of what set-up changed, so that clean-up
 * can undo it exactly, also after a crash.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Privileged } from './privilege.js';

export const STATE_ROOT = '/var/lib/marshal-sandbox';
export const USER_PREFIX = 'marshal-sbx-';
/** Ids are claimed from this range (above the usual system and login ranges). */
export const UID_BASE = 62_000;
export const UID_SLOTS = 2_000;
const CLAIM_ATTEMPTS = 40;

export interface SandboxUser {
  uid: number;
  gid: number;
  name: string;
  /** STATE_ROOT/<uid> */
  stateDir: string;
  home: string;
  tmp: string;
  journalPath: string;
}

/** "<pid>.<starttime>" of a process (starttime: field 22 of /proc/<pid>/stat); no ":" (GECOS). */
export function processIdentity(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return `${pid}.${fields[19]}`;
  } catch {
    return null;
  }
}

export function ownerComment(identity: string): string {
  return `Marshal sandbox owner=${identity}`;
}

export function parseOwner(gecos: string): string | null {
  return /owner=(\d+\.\d+)/.exec(gecos)?.[1] ?? null;
}

/** Whether the process named by an owner identity still runs (same pid AND same start time). */
export function ownerAlive(identity: string): boolean {
  const pid = Number(identity.split('.')[0]);
  return Number.isInteger(pid) && pid > 0 && processIdentity(pid) === identity;
}

export function userPaths(uid: number): Omit<SandboxUser, 'gid' | 'name'> {
  const stateDir = path.join(STATE_ROOT, String(uid));
  return { uid, stateDir, home: path.join(stateDir, 'home'), tmp: path.join(stateDir, 'tmp'), journalPath: path.join(stateDir, 'journal.json') };
}

/**
 * Claims a free uid (gid = uid) and creates the user, its HOME and TMPDIR. Tries random slots so
 * that runs starting at the same moment rarely race for the same one; a lost race is just a
 * useradd/groupadd failure and the next slot is tried.
 */
export async function createSandboxUser(priv: Privileged): Promise<SandboxUser> {
  const identity = processIdentity(process.pid) ?? `${process.pid}.0`;
  await priv.must(['install', '-d', '-m', '0755', '-o', '0', '-g', '0', STATE_ROOT]);
  let lastError = '';
  const start = Math.floor(Math.random() * UID_SLOTS);
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    const uid = UID_BASE + ((start + attempt * 7919) % UID_SLOTS);
    const name = `${USER_PREFIX}${uid}`;
    const group = await priv.run(['groupadd', '-g', String(uid), name]);
    if (group.exitCode !== 0) {
      lastError = group.stderr.trim();
      continue;
    }
    const paths = userPaths(uid);
    const user = await priv.run(['useradd', '-M', '-N', '-u', String(uid), '-g', String(uid), '-d', paths.home, '-s', '/bin/bash', '-c', ownerComment(identity), name]);
    if (user.exitCode !== 0) {
      lastError = user.stderr.trim();
      await priv.run(['groupdel', name]);
      continue;
    }
    const created: SandboxUser = { ...paths, gid: uid, name };
    await priv.must(['install', '-d', '-m', '0755', '-o', '0', '-g', '0', paths.stateDir]);
    await priv.must(['install', '-d', '-m', '0700', '-o', String(uid), '-g', String(uid), paths.home, paths.tmp]);
    return created;
  }
  throw new Error(`could not claim a sandbox uid in ${UID_BASE}-${UID_BASE + UID_SLOTS - 1}: ${lastError || 'all tried slots were taken'}`);
}

/** Removes the user, its group and its state directory (HOME and TMPDIR included). */
export async function removeSandboxUser(priv: Privileged, uid: number): Promise<void> {
  const name = `${USER_PREFIX}${uid}`;
  await priv.run(['userdel', name]);
  // userdel removes a same-named primary group on most systems; make sure.
  await priv.run(['groupdel', name]);
  const { stateDir } = userPaths(uid);
  if (stateDir.startsWith(`${STATE_ROOT}/`)) await priv.run(['rm', '-rf', '--one-file-system', '--', stateDir]);
}

/** Sandbox users in the passwd database: uid and owner identity. */
export function listSandboxUsers(passwd = readPasswd()): Array<{ uid: number; name: string; owner: string | null }> {
  const users: Array<{ uid: number; name: string; owner: string | null }> = [];
  for (const line of passwd.split('\n')) {
    const [name, , uid, , gecos] = line.split(':');
    if (!name?.startsWith(USER_PREFIX)) continue;
    const n = Number(uid);
    if (!Number.isInteger(n) || n < UID_BASE || n >= UID_BASE + UID_SLOTS) continue;
    users.push({ uid: n, name, owner: parseOwner(gecos ?? '') });
  }
  return users;
}

function readPasswd(): string {
  try {
    return readFileSync('/etc/passwd', 'utf8');
  } catch {
    return '';
  }
}
