/**
 * System V IPC objects (shared memory segments, semaphore sets, message queues) and POSIX message
 * queues are not files under the workspace and not processes: they outlive every process of the
 * uid and even the user itself. A sandboxed process could leave a world-writable segment that a
 * later step (or a later run) attaches to, or park data there across the reap. So clean-up removes
 * every object the sandbox uid owns or created.
 *
 * The kernel lists them in /proc/sysvipc/{shm,sem,msg} (readable by everyone): a header line
 * naming the columns, then one object a line. Removal goes through `ipcrm` as root.
 */
import { readFileSync } from 'node:fs';
import type { Privileged } from './privilege.js';

const KINDS = [
  { file: 'shm', idColumn: 'shmid', flag: '-m' },
  { file: 'sem', idColumn: 'semid', flag: '-s' },
  { file: 'msg', idColumn: 'msqid', flag: '-q' },
] as const;

export interface IpcObject {
  kind: 'shm' | 'sem' | 'msg';
  id: string;
}

/** Objects owned or created by the uid, parsed from a /proc/sysvipc table's text. */
export function ipcObjectsIn(table: string, kind: IpcObject['kind'], uid: number): IpcObject[] {
  const [header, ...rows] = table.split('\n');
  const columns = (header ?? '').trim().split(/\s+/);
  const spec = KINDS.find((k) => k.file === kind);
  if (!spec) return [];
  const idAt = columns.indexOf(spec.idColumn);
  const owners = ['uid', 'cuid'].map((name) => columns.indexOf(name)).filter((i) => i >= 0);
  if (idAt < 0 || owners.length === 0) return [];
  const id = String(uid);
  const found: IpcObject[] = [];
  for (const row of rows) {
    const cells = row.trim().split(/\s+/);
    if (cells.length < columns.length) continue;
    if (owners.some((i) => cells[i] === id)) found.push({ kind, id: cells[idAt] as string });
  }
  return found;
}

/** Every System V IPC object of the uid on this machine (its IPC namespace). */
export function ipcObjectsOf(uid: number): IpcObject[] {
  const found: IpcObject[] = [];
  for (const kind of KINDS) {
    let table: string;
    try {
      table = readFileSync(`/proc/sysvipc/${kind.file}`, 'latin1');
    } catch {
      continue; // no System V IPC in this kernel
    }
    found.push(...ipcObjectsIn(table, kind.file, uid));
  }
  return found;
}

/** Removes the uid's IPC objects (System V and POSIX message queues); throws naming what is left. */
export async function removeIpcObjects(priv: Privileged, uid: number): Promise<void> {
  for (const object of ipcObjectsOf(uid)) {
    const flag = KINDS.find((k) => k.file === object.kind)?.flag as string;
    await priv.run(['ipcrm', flag, object.id]);
  }
  // POSIX message queues live in the mqueue filesystem where it is mounted.
  await priv.run(['find', '/dev/mqueue', '-maxdepth', '1', '-uid', String(uid), '-delete']);
  const left = ipcObjectsOf(uid);
  if (left.length) throw new Error(`${left.length} IPC object(s) of the sandbox user could not be removed: ${left.map((o) => `${o.kind} ${o.id}`).join(', ')}`);
}
