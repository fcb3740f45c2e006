/**
 * What a run's sandbox set-up changed, written BEFORE each change is made, so clean-up (normal,
 * on a signal, or by a later run after a crash) can undo exactly that and nothing else. Clean-up
 * is one function of the journal: `undoJournal`.
 */
import { readFileSync } from 'node:fs';
import { removeEntries, resetAcls } from './acl.js';
import { removeFirewall } from './firewall.js';
import { removeIpcObjects } from './ipc-objects.js';
import type { Privileged } from './privilege.js';
import { reapUid } from './reaper.js';
import { removeSandboxUser, userPaths } from './sandbox-user.js';

export interface Journal {
  version: 1;
  uid: number;
  gid: number;
  owner: string;
  workspace: string | null;
  /** Owner of the workspace root: files the uid created there are given back to it. */
  workspaceOwner: { uid: number; gid: number } | null;
  /** Extended ACLs under the workspace before the run (usually empty). */
  workspaceAclDump: string;
  /** Paths outside the workspace with an entry for the uid. */
  shared: string[];
  /** Directories whose sticky bit the run set (it was not set before): the workspace root, `.git`. */
  sticky: string[];
  firewall: boolean;
  /** A service uid's (service-user.ts): the workspace it was given recursive read entries on. */
  serviceWorkspace?: string;
}

export function emptyJournal(uid: number, gid: number, owner: string): Journal {
  return { version: 1, uid, gid, owner, workspace: null, workspaceOwner: null, workspaceAclDump: '', shared: [], sticky: [], firewall: false };
}

export async function writeJournal(priv: Privileged, journal: Journal): Promise<void> {
  const { journalPath } = userPaths(journal.uid);
  // It names the workspace and what is hidden: for Marshal's user alone (recovery reads it), not
  // for other runs' sandbox uids, which can traverse the state root. Made empty with its owner
  // and mode, then written: never readable to others, in two processes (it runs before every
  // change set-up makes).
  await priv.must(['install', '-m', '0600', '-o', String(process.getuid?.() ?? 0), '/dev/null', journalPath]);
  await priv.must(['tee', journalPath], { input: JSON.stringify(journal) });
}

/** The journal of a uid, read as Marshal's user or, for another runner user's run, as root. */
export async function readJournal(priv: Privileged, uid: number): Promise<Journal | null> {
  const file = userPaths(uid).journalPath;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    const read = await priv.run(['cat', '--', file]);
    if (read.exitCode !== 0) return null;
    text = read.stdout;
  }
  try {
    const parsed = JSON.parse(text) as Journal;
    return parsed.version === 1 && parsed.uid === uid ? parsed : null;
  } catch {
    return null;
  }
}

/** The problem undoJournal reports when a process of the uid survived: everything else stayed. */
export const SURVIVORS_LEFT_CONFINED = 'processes of the sandbox user survived the kill';

/**
 * Undoes a run's sandbox: no process of the uid, no firewall rules, workspace files handed back to
 * the workspace's owner, ACLs as they were, IPC objects and the user and its state gone. Each step
 * runs even when an earlier one failed; the problems are returned (the caller reports them).
 *
 * Except the first: when a process of the uid survives the kill, nothing is undone. Lifting the
 * firewall, the ACLs or the user would set that process free (egress, the Read-denied files, the
 * restored credentials), so the confinement stays and the next run's recovery tries again.
 */
export async function undoJournal(priv: Privileged, journal: Journal): Promise<string[]> {
  const problems: string[] = [];
  const step = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (error) {
      problems.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const { uid, gid } = journal;
  await step('reaping the sandbox user', () => reapUid(priv, uid, gid));
  if (problems.length) {
    return [`${SURVIVORS_LEFT_CONFINED}; its firewall rules, ACLs and user are left in place (a later run cleans them up): ${problems.join('; ')}`];
  }
  if (journal.firewall) await step('removing the firewall rules', () => removeFirewall(priv, uid));
  if (journal.workspace) {
    const ws = journal.workspace;
    const owner = journal.workspaceOwner;
    if (owner) {
      // The uid could have made its files (or top-level entries handed to it) unreadable to their
      // next owner (`chmod 000`): owners get read/write back before the diff is collected.
      // Nothing of the uid runs any more, and find never follows a link, so no path can be swapped.
      await step('restoring owner permissions', () =>
        priv.must(['find', ws, '-xdev', '(', '-uid', String(uid), '-o', '-gid', String(gid), ')', '!', '-type', 'l', '-exec', 'chmod', 'u+rwX', '{}', '+']),
      );
      await step('giving files back to the workspace owner', () =>
        priv.must(['find', ws, '-xdev', '(', '-uid', String(uid), '-o', '-gid', String(gid), ')', '-exec', 'chown', '-h', `${owner.uid}:${owner.gid}`, '{}', '+']),
      );
    }
    // `find -P ... -type d` never follows a link: a `.git` swapped for a symlink is left alone.
    for (const dir of journal.sticky ?? []) {
      await step(`restoring the mode of ${dir}`, () => priv.must(['find', dir, '-maxdepth', '0', '-type', 'd', '-exec', 'chmod', '-t', '{}', '+']));
    }
    await step('restoring the workspace ACLs', () => resetAcls(priv, ws, journal.workspaceAclDump));
  }
  if (journal.serviceWorkspace) {
    const ws = journal.serviceWorkspace;
    await step('removing the service\'s workspace entries', () => removeEntries(priv, uid, [ws], { recursive: true }));
  }
  if (journal.shared.length) await step('removing ACL entries outside the workspace', () => removeEntries(priv, uid, journal.shared));
  await step('removing shared memory files', () => priv.run(['find', '/dev/shm', '-xdev', '-uid', String(uid), '-delete']));
  await step('removing IPC objects', () => removeIpcObjects(priv, uid));
  await step('removing the sandbox user', () => removeSandboxUser(priv, uid));
  return problems;
}
