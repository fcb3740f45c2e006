/**
 * A directory that only this user and root can change, checked all the way from `/`: where the
 * CLI may keep code it runs later (compile-cache.ts). Owning the last directory is not enough: a
 * user who can rename an entry anywhere above it (a group-writable shared folder, a symlink they
 * planted in /tmp) can put a directory of their choosing in its place, between the check and the
 * read if need be.
 *
 * Walked one component at a time, without trusting the path as a whole:
 * - every directory on the way belongs to root or this user, and others cannot write it, unless
 *   it is sticky (/tmp): there others may add entries but not rename or remove this user's, and
 *   the next component must itself belong to root or this user;
 * - a symlink on the way belongs to root or this user (one another user planted is refused) and
 *   is followed as the kernel would, from where it stands;
 * - no directory on the way is a git work tree (it holds `.git`): a cache kept inside a checkout
 *   holds whatever a commit put there, in files this user owns;
 * - the last directory belongs to this user and nobody else can write it. Missing components are
 *   made 0700 (so the walk never creates anything through a link it has not checked).
 */
import { existsSync, lstatSync, mkdirSync, readlinkSync, type Stats } from 'node:fs';
import path from 'node:path';

/** The directory as the kernel reaches it (no symlink left in it), or why it is not trusted. */
export type TrustedDir = { ok: true; real: string } | { ok: false; why: string };

const MAX_LINKS = 32;

function lstatOrNull(p: string): Stats | null {
  try {
    return lstatSync(p);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const mode = (st: { mode: number }) => (st.mode & 0o7777).toString(8);

/** This process's effective uid; -1 where the platform has none (Windows). */
export const currentUser = (): number => (typeof process.geteuid === 'function' ? process.geteuid() : -1);

/**
 * Why what `st` describes (the last directory, a file in it) is not this user's alone: it belongs
 * to another uid, or others can write it. Null when it is.
 */
export function notPrivate(st: { uid: number; mode: number }, what: string): string | null {
  const me = currentUser();
  if (st.uid !== me) return `${what} belongs to uid ${st.uid}, not this user (${me})`;
  if (st.mode & 0o022) return `${what} is writable by other users (mode ${mode(st)})`;
  return null;
}

/**
 * Walks `dir` from `/`, making what is missing, and says whether code kept there can be trusted:
 * only this user (or root) can have put it there.
 */
export function trustedDirectory(dir: string): TrustedDir {
  const me = currentUser();
  if (me === -1) return { ok: false, why: 'file ownership cannot be checked on this platform' };
  const owners = new Set([0, me]);
  const fail = (why: string): TrustedDir => ({ ok: false, why });
  try {
    const root = lstatSync('/');
    if (!owners.has(root.uid) || root.mode & 0o022) return fail(`/ is writable by other users (mode ${mode(root)})`);
    let pending = path.resolve(dir).split('/').filter(Boolean);
    let current = '/';
    let links = 0;
    while (pending.length) {
      const name = pending.shift()!;
      if (name === '.') continue;
      // `current` holds no symlink, so its parent is the one the kernel would step up to.
      if (name === '..') {
        current = path.dirname(current);
        continue;
      }
      const next = path.join(current, name);
      let st = lstatOrNull(next);
      if (!st) {
        mkdirSync(next, { mode: 0o700 });
        st = lstatSync(next);
      }
      if (st.isSymbolicLink()) {
        if (!owners.has(st.uid)) return fail(`${next} is a symlink that belongs to uid ${st.uid}, not this user (${me}) or root`);
        if (++links > MAX_LINKS) return fail(`${dir}: too many symlinks`);
        const target = readlinkSync(next);
        pending = [...target.split('/').filter(Boolean), ...pending];
        if (path.isAbsolute(target)) current = '/';
        continue;
      }
      if (!st.isDirectory()) return fail(`${next} is not a directory`);
      if (!owners.has(st.uid)) return fail(`${next} belongs to uid ${st.uid}, not this user (${me}) or root`);
      if (st.mode & 0o022 && !(st.mode & 0o1000)) return fail(`${next} is writable by other users (mode ${mode(st)})`);
      if (existsSync(path.join(next, '.git'))) return fail(`${next} is a git work tree, where a commit could put files`);
      current = next;
    }
    const why = notPrivate(lstatSync(current), current);
    return why ? fail(why) : { ok: true, real: current };
  } catch (error) {
    return fail(`${dir}: ${(error as Error).message}`);
  }
}
