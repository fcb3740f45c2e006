/**
 * POSIX ACLs through setfacl/getfacl, run as root. Every call uses -P (physical walk): a symbolic
 * link is never followed, neither as an argument nor met while recursing, so a link planted in the
 * workspace cannot turn an ACL change on a workspace path into one on /etc.
 *
 * A named-user entry decides for that user before the group and other classes do, so
 * `u:<sandbox>:---` makes a world-readable file unreadable to the sandbox alone, and
 * `u:<sandbox>:r-x` on /tmp takes away its write permission there without touching anyone else.
 */
import type { Privileged } from './privilege.js';

/** Arguments per setfacl call (keeps argv far below ARG_MAX). */
const CHUNK = 500;

export type Perm = '---' | '--x' | 'r--' | 'r-x' | 'r-X' | 'rwX' | 'rwx' | 'rw-';

export async function setEntry(priv: Privileged, uid: number, perm: Perm, paths: readonly string[], opts: { recursive?: boolean; withDefault?: boolean } = {}): Promise<void> {
  if (!paths.length) return;
  const spec = [`u:${uid}:${perm}`];
  if (opts.withDefault) spec.push(`d:u:${uid}:${perm}`);
  for (let i = 0; i < paths.length; i += CHUNK) {
    const args = ['setfacl', '-P', ...(opts.recursive ? ['-R'] : []), '-m', spec.join(','), '--', ...paths.slice(i, i + CHUNK)];
    const result = await priv.run(args, { timeoutMs: 300_000 });
    // With several paths, one that vanished meanwhile must not hide a failure on the others:
    // setfacl reports each path it could not change on stderr, and ENOENT is the only one we accept.
    if (result.exitCode !== 0) {
      const problems = result.stderr.split('\n').filter((line) => line.trim() && !/No such file or directory/.test(line));
      if (problems.length) throw new Error(`setfacl failed: ${problems.slice(0, 3).join('; ')}`);
    }
  }
}

/** Removes the uid's access and default entries; other users' entries stay. Never throws. */
export async function removeEntries(priv: Privileged, uid: number, paths: readonly string[], opts: { recursive?: boolean } = {}): Promise<void> {
  for (let i = 0; i < paths.length; i += CHUNK) {
    await priv.run(['setfacl', '-P', ...(opts.recursive ? ['-R'] : []), '-x', `u:${uid},d:u:${uid}`, '--', ...paths.slice(i, i + CHUNK)], { timeoutMs: 300_000 });
  }
}

/**
 * The extended ACLs under `dir` before Marshal touched it, in getfacl's dump format (empty when
 * there are none: the usual case), so clean-up can put back exactly what was there.
 */
export async function dumpExtendedAcls(priv: Privileged, dir: string): Promise<string> {
  const result = await priv.run(['getfacl', '-R', '-P', '-s', '-p', '--', dir], { timeoutMs: 300_000 });
  return result.exitCode === 0 ? result.stdout : '';
}

/** Removes every extended ACL under `dir`, then restores a dump made by dumpExtendedAcls. */
export async function resetAcls(priv: Privileged, dir: string, dump: string): Promise<void> {
  await priv.run(['setfacl', '-R', '-P', '-b', '--', dir], { timeoutMs: 300_000 });
  if (dump.trim()) await priv.run(['setfacl', '-P', '--restore=-'], { input: dump, timeoutMs: 300_000 });
}
