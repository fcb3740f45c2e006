/**
 * Leftovers of runs that did not clean up (killed runner, crash, power loss on a self-hosted
 * machine). Before a run sets up its own sandbox it undoes every sandbox whose owner process is
 * gone (same pid AND same start time: a reused pid is not a live owner). Live runs are never
 * touched, so runs at the same time on one machine do not disturb each other.
 */
import { emptyJournal, readJournal, undoJournal } from './journal.js';
import type { Privileged } from './privilege.js';
import { listSandboxUsers, ownerAlive } from './sandbox-user.js';

export interface Recovered {
  uid: number;
  problems: string[];
}

export async function recoverStaleSandboxes(priv: Privileged, passwd?: string): Promise<Recovered[]> {
  const recovered: Recovered[] = [];
  for (const user of listSandboxUsers(passwd)) {
    if (user.owner && ownerAlive(user.owner)) continue;
    // Without a journal (a crash between useradd and the first write) there is nothing of the
    // workspace to undo; processes, firewall rules and the user itself still go.
    const journal = (await readJournal(priv, user.uid)) ?? { ...emptyJournal(user.uid, user.uid, user.owner ?? ''), firewall: true };
    recovered.push({ uid: user.uid, problems: await undoJournal(priv, journal) });
  }
  return recovered;
}
