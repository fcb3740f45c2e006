/**
 * Opening workspace files so that what is checked is what is used (time of check = time of use).
 *
 * Marshal's own file tools (Read, Write, Edit, LS, Grep's file walk) run in Marshal's process as
 * the runner's uid, often root, outside the sandbox's kernel limits. A path that is checked and
 * then opened again by name may name another file by the time it is opened: a sandboxed program
 * that swaps a directory on the path with a symbolic link (to a Read-denied directory, to
 * RUNNER_TEMP, to .git/hooks) in a tight loop wins that race often enough (an audit read a denied
 * file hundreds of times in one run, and landed Writes in .git/hooks). So nothing is opened twice:
 *
 * - A directory is opened with O_DIRECTORY | O_NOFOLLOW (no side effect, whatever it is) and the
 *   kernel is asked what was opened: readlink(/proc/self/fd/N) is the path of the inode behind
 *   the descriptor, wherever the name led. It must be the path that was checked.
 * - A file is opened INSIDE that directory, through `/proc/self/fd/<dirfd>/<name>`: the magic
 *   link resolves to the directory held open (an openat), so a directory swapped after it was
 *   checked cannot redirect the open, and O_NOFOLLOW refuses a link at the name itself. The file's
 *   own descriptor is checked the same way (its path, and by fstat its type, link count and
 *   identity), and everything after (size, binary sniff, content, the write) goes through it.
 * - Missing parents of a file to create are made one level at a time, each inside the level
 *   before it, held open.
 *
 * Linux only (/proc/self/fd). Elsewhere (macOS, Windows) the kernel cannot be asked from Node: a
 * file is still opened once and used through its descriptor, but the path check is the one made
 * before the open, as before. (The sandbox these races need is Linux-only too.)
 *
 * Shared vocabulary: imports nothing of src/ outside src/shared/.
 */
import { closeSync, constants, existsSync, fstatSync, lstatSync, openSync, readdirSync, readlinkSync, type Dirent, type Stats } from 'node:fs';
import { mkdir, open, readdir, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

const O_DIRECTORY = constants.O_DIRECTORY ?? 0;
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const O_NONBLOCK = constants.O_NONBLOCK ?? 0;
/** Flags for opening an entry to read: never through a final link, never blocking on a FIFO. */
export const READ_FLAGS = constants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK;
/** The same for reading and writing in place (O_RDWR on a FIFO never blocks either). */
export const UPDATE_FLAGS = constants.O_RDWR | O_NOFOLLOW | O_NONBLOCK;
const DIR_FLAGS = constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW;

let procFd: boolean | undefined;

/** Whether the kernel names an open descriptor's file here (Linux with /proc mounted). */
export function kernelNamesFds(): boolean {
  procFd ??= process.platform === 'linux' && existsSync('/proc/self/fd');
  return procFd;
}

/** Overrides the platform probe (tests of the fallback); undefined restores it. */
export function setKernelNamesFdsForTest(value: boolean | undefined): void {
  procFd = value;
}

/**
 * The path the kernel gives the file open as `fd`, or null where it cannot say (not Linux). A file
 * that has lost its name since it was opened has no path: the kernel's " (deleted)" suffix is
 * recognised by the link count, which the caller checks.
 */
export function pathOfFd(fd: number): string | null {
  if (!kernelNamesFds()) return null;
  return readlinkSync(`/proc/self/fd/${fd}`);
}

/** Thrown when what was opened is not what was checked: something on the path moved meanwhile. */
export class PathChangedError extends Error {
  constructor(given: string, verb: 'read' | 'written' | 'listed') {
    super(
      `${given} changed while it was being opened (a directory on its path was replaced or moved, e.g. by a symbolic link); ` +
        `not ${verb}. Try again once nothing is moving it.`,
    );
    this.name = 'PathChangedError';
  }
}

/**
 * Whether the descriptor `fd` is the file `abs` (true where the kernel cannot say). A file that has
 * lost its last name since it was opened (`nlink` 0; the kernel then appends " (deleted)") is not.
 */
export function isOpenedAs(fd: number, abs: string, nlink = fstatSync(fd).nlink): boolean {
  if (nlink === 0) return false;
  const named = pathOfFd(fd);
  return named === null || named === abs;
}

/** A directory held open (Linux), through which its entries are opened without re-resolving its path. */
export interface PinnedDir {
  /** Its absolute path, as checked and (on Linux) as the kernel confirmed. */
  abs: string;
  /** The path prefix its entries are opened through: `/proc/self/fd/<fd>` on Linux, `abs` elsewhere. */
  via: string;
  close(): Promise<void>;
}

const unpinned = (abs: string): PinnedDir => ({ abs, via: abs, close: async () => {} });

function pinned(handle: FileHandle, abs: string): PinnedDir {
  return { abs, via: `/proc/self/fd/${handle.fd}`, close: () => handle.close() };
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/**
 * Opens the directory `abs` (already resolved inside the workspace) and confirms with the kernel
 * that the descriptor is that directory. ENOENT / ENOTDIR / ELOOP are thrown as they are (the
 * caller knows what a missing or non-directory path means to it); PathChangedError when the
 * kernel names another directory.
 */
export async function openDir(abs: string, given: string, verb: 'read' | 'written' | 'listed'): Promise<PinnedDir> {
  if (!kernelNamesFds()) return unpinned(abs);
  const handle = await open(abs, DIR_FLAGS);
  if (pathOfFd(handle.fd) !== abs) {
    await handle.close();
    throw new PathChangedError(given, verb);
  }
  return pinned(handle, abs);
}

/**
 * Opens the directory `absDir` (resolved inside `root`), creating it and any missing parent one
 * level at a time, each inside the level before it, held open (`mkdir -p` that a swapped
 * directory cannot redirect). With `create` false a missing directory is null. A path component
 * that is a file throws NotADirectoryError.
 */
export async function openDirCreating(root: string, absDir: string, given: string, create: boolean): Promise<PinnedDir | null> {
  if (absDir !== root && !absDir.startsWith(`${root}${path.sep}`)) throw new PathChangedError(given, 'written');
  if (!kernelNamesFds()) {
    if (create) await mkdir(absDir, { recursive: true });
    return unpinned(absDir);
  }
  try {
    return await openDir(absDir, given, 'written');
  } catch (error) {
    const code = codeOf(error);
    if (code === 'ELOOP') throw new PathChangedError(given, 'written');
    if (code === 'ENOTDIR') {
      if (!create) return null;
      throw notADirectory(given, root, absDir);
    }
    if (code !== 'ENOENT' || absDir === root) throw error;
    if (!create) return null;
  }
  const parent = await openDirCreating(root, path.dirname(absDir), given, true);
  if (!parent) return null;
  const name = path.basename(absDir);
  try {
    await mkdir(`${parent.via}/${name}`).catch((error: unknown) => {
      if (codeOf(error) !== 'EEXIST') throw error;
    });
    let handle: FileHandle;
    try {
      handle = await open(`${parent.via}/${name}`, DIR_FLAGS);
    } catch (error) {
      const code = codeOf(error);
      if (code === 'ELOOP' || code === 'ENOENT') throw new PathChangedError(given, 'written');
      if (code === 'ENOTDIR') throw notADirectory(given, root, absDir);
      throw error;
    }
    if (pathOfFd(handle.fd) !== absDir) {
      await handle.close();
      throw new PathChangedError(given, 'written');
    }
    return pinned(handle, absDir);
  } finally {
    await parent.close();
  }
}

/**
 * ENOTDIR from O_DIRECTORY | O_NOFOLLOW: a component is a file, or the directory itself is a
 * symbolic link (a link left by resolution points nowhere; one that appeared was swapped in).
 */
function notADirectory(given: string, root: string, absDir: string): Error {
  let link = false;
  try {
    link = lstatSync(absDir).isSymbolicLink();
  } catch {
    // a component on the way is not a directory: absDir itself is nothing
  }
  return link
    ? new PathChangedError(given, 'written')
    : new NotADirectoryError(given, root, absDir);
}

export class NotADirectoryError extends Error {
  constructor(given: string, root: string, absDir: string) {
    super(`${given}: a component of ${path.relative(root, absDir) || '.'} is a file, not a directory; not written.`);
    this.name = 'NotADirectoryError';
  }
}

/**
 * Opens the workspace entry `abs` (resolved inside `root`; `rel` is its workspace-relative path)
 * inside its directory held open, with `flags` (READ_FLAGS or UPDATE_FLAGS), and confirms with the
 * kernel that the descriptor is `abs`. The open's own errors are thrown as they are (ENOENT,
 * ENOTDIR, ELOOP for a link at the name, EISDIR ...): what they mean is the caller's to say.
 */
export async function openEntry(
  root: string,
  target: { abs: string; rel: string },
  given: string,
  verb: 'read' | 'written' | 'listed',
  flags = READ_FLAGS,
): Promise<{ handle: FileHandle; st: Stats }> {
  let handle: FileHandle;
  if (target.rel === '') {
    handle = await open(root, kernelNamesFds() ? DIR_FLAGS : constants.O_RDONLY);
  } else {
    let dir: PinnedDir;
    try {
      dir = await openDir(path.dirname(target.abs), given, verb);
    } catch (error) {
      if (codeOf(error) === 'ELOOP') throw new PathChangedError(given, verb);
      throw error;
    }
    try {
      handle = await open(`${dir.via}/${path.basename(target.abs)}`, flags);
    } finally {
      await dir.close();
    }
  }
  try {
    const st = await handle.stat();
    if (!isOpenedAs(handle.fd, target.abs, st.nlink)) throw new PathChangedError(given, verb);
    return { handle, st };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Lists the workspace directory `target` through one descriptor (see `openEntry`): its fstat, and
 * its entries when it is a directory (null when it is something else). Errors as `openEntry`.
 */
export async function listDir(root: string, target: { abs: string; rel: string }, given: string): Promise<{ st: Stats; entries: Dirent[] | null }> {
  if (!kernelNamesFds()) {
    const st = await stat(target.abs);
    return { st, entries: st.isDirectory() ? await readdir(target.abs, { withFileTypes: true }) : null };
  }
  const { handle, st } = await openEntry(root, target, given, 'listed');
  try {
    return { st, entries: st.isDirectory() ? await readdir(`/proc/self/fd/${handle.fd}`, { withFileTypes: true }) : null };
  } finally {
    await handle.close();
  }
}

/**
 * A directory open for a walk (synchronous: the file walker's time slices). Its subdirectories
 * are opened INSIDE it, held open, with O_NOFOLLOW: no directory on the way can be swapped for a
 * link, and only the root's path needs the kernel's confirmation. A directory stays open while
 * subdirectories remain to be opened from it (`retain` / `release`), so a depth-first walk holds
 * about one descriptor per level. Where the kernel cannot be asked, it is a path, as before.
 */
export class WalkDir {
  private refs = 1;

  private constructor(private readonly fd: number | null, private readonly abs: string) {}

  /** Opens the walk's root `abs`; throws when it cannot be opened or the kernel names another directory. */
  static root(abs: string): WalkDir {
    if (!kernelNamesFds()) return new WalkDir(null, abs);
    const fd = openSync(abs, DIR_FLAGS);
    if (pathOfFd(fd) !== abs) {
      closeSync(fd);
      throw new PathChangedError(abs, 'listed');
    }
    return new WalkDir(fd, abs);
  }

  /** The subdirectory `name`, or null when it is gone, not a directory, or a link. */
  child(name: string): WalkDir | null {
    if (this.fd === null) return new WalkDir(null, path.join(this.abs, name));
    try {
      return new WalkDir(openSync(`/proc/self/fd/${this.fd}/${name}`, DIR_FLAGS), path.join(this.abs, name));
    } catch {
      return null;
    }
  }

  entries(): Dirent[] {
    return readdirSync(this.fd === null ? this.abs : `/proc/self/fd/${this.fd}`, { withFileTypes: true });
  }

  retain(): void {
    this.refs++;
  }

  release(): void {
    if (--this.refs === 0 && this.fd !== null) closeSync(this.fd);
  }
}

// --- the read view's identity check ---------------------------------------------------------

/** The workspace path a denied inode had, or null: the sandbox's record of Read-denied files. */
export type IdentityCheck = (st: Pick<Stats, 'dev' | 'ino'>) => string | null;

const identityChecks = new WeakMap<(rel: string) => boolean, IdentityCheck>();

/**
 * Attaches an identity check to a read view (`canRead`), so that it travels wherever the view
 * goes (executor, tool context, sub-agents): a tool that has a file open asks `deniedOrigin` about
 * the inode it holds, which no rename or swap can change, rather than about a name.
 */
export function withIdentityCheck<F extends (rel: string) => boolean>(canRead: F, check: IdentityCheck): F {
  identityChecks.set(canRead, check);
  return canRead;
}

/** Where the inode `st` was when the policy denied reading it, or null (also when no sandbox recorded any). */
export function deniedOrigin(canRead: (rel: string) => boolean, st: Pick<Stats, 'dev' | 'ino'>): string | null {
  return identityChecks.get(canRead)?.(st) ?? null;
}

/** The refusal for a denied inode reached under another name. */
export function deniedInodeReason(given: string, origin: string): string {
  return `${given} is the Read-denied file ${origin} under another name (moved or linked during the run)`;
}
