/**
 * The one place Write and Edit put bytes on disk. Both resolve the target with
 * `resolveInWorkspace` first; this module adds the checks that must sit right at the write, and
 * makes them hold at the write: the file is opened once, inside its directory held open
 * (shared/safe-open.ts), checked as opened, and read and written through that one descriptor.
 */
import { constants, lstatSync, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { gitConfiguredProtection } from '../policy/path-checks.js';
import {
  deniedInodeReason, deniedOrigin, isOpenedAs, kernelNamesFds, openDirCreating, PathChangedError, UPDATE_FLAGS, type PinnedDir,
} from '../shared/safe-open.js';
import { protectedDirOf, resolveInWorkspace, type WorkspacePath } from '../shared/workspace-paths.js';
import { readAll } from './text-file.js';
import type { PrecheckContext } from './tool.js';

/**
 * Resolves a path a tool is about to write. The executor's protected-path step refuses `.git`,
 * `.husky` and `node_modules` before a call runs; the tools refuse them again here so the
 * guarantee holds for any caller of the tool (defence in depth, same list, same reason).
 */
export function resolveWritable(cwd: string, requested: string): WorkspacePath {
  const target = resolveInWorkspace(cwd, requested);
  if (target.rel === '') throw new Error(`${requested} is the workspace root, not a file.`);
  const dir = protectedDirOf(target.rel);
  if (dir) throw new Error(`${requested} is inside ${dir}/, which no tool may write to.`);
  return target;
}

/**
 * Edit's and Write's refusals before anything is read or written (their `precheck`, also run by
 * the permission step and `policy explain`). Returns the reason, or null.
 *
 * A file the policy does not let the agent read is neither edited nor overwritten, whether it
 * exists or not: Edit reads it to find old_string, so its result, its diff preview and even
 * "old_string not found" would show or confirm the content; Write's diff shows the old lines and
 * its "Created"/"Overwrote" says whether the file exists, which Glob and LS keep hidden. The
 * path is checked after symlinks are resolved, so a link to `.env` is `.env`.
 */
export function writePrecheck(ctx: PrecheckContext, requested: string, tool: string): string | null {
  let target: WorkspacePath;
  try {
    target = resolveWritable(ctx.cwd, requested);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const unreadable = unreadableTarget(ctx, target, requested, tool);
  if (unreadable) return unreadable;
  let st: Stats | undefined;
  try {
    st = lstatSync(target.abs, { throwIfNoEntry: false });
  } catch {
    return null; // under a component that is a file: the write says so
  }
  // resolveInWorkspace resolved every link it could: a link left at the end points nowhere.
  if (st?.isSymbolicLink()) return danglingLink(target.rel);
  if (st?.isFile() && st.nlink > 1) return hardLinked(target.rel, st.nlink);
  return null;
}

function unreadableTarget(ctx: PrecheckContext, target: WorkspacePath, requested: string, tool: string): string | null {
  if (ctx.canRead(target.rel)) return null;
  const via = target.rel === requested ? '' : ` (it resolves to ${target.rel})`;
  return (
    `the policy does not let the agent read ${requested}${via}, so ${tool} may not change it either: an edit would show ` +
    'or confirm its old content (the diff, whether old_string occurs, whether the file exists). Leave it to a maintainer.'
  );
}

const danglingLink = (rel: string) => `${rel} is a symbolic link that does not resolve inside the workspace; not written.`;

const hardLinked = (rel: string, links: number) =>
  `${rel} has ${links} hard links; writing it would also change the other names of the same file ` +
  '(possibly outside the workspace or in a protected directory). Not written.';

/** Existing files larger than this are not loaded to be diffed (Write) or edited (Edit). */
export const MAX_EDIT_BYTES = 16 * 1024 * 1024;

/** Edit's refusal of a file too large to load. */
export function tooLargeToEdit(given: string, size: number, maxBytes = MAX_EDIT_BYTES): string {
  return (
    `${given} is ${(size / 1024 / 1024).toFixed(1)} MiB, more than the ${maxBytes / 1024 / 1024} MiB Edit loads; ` +
    'replace it with Write or change it with a command.'
  );
}

/** A workspace file open for reading and writing in place, checked as opened. */
export interface WorkspaceFile {
  /** It did not exist: this open created it, empty. */
  created: boolean;
  /** Its size when opened. */
  size: number;
  /** Its content (up to `size` bytes), read through the descriptor. */
  read(): Promise<Buffer>;
  /** Replaces the content through the descriptor, in place (the file keeps its mode). */
  replace(data: string): Promise<void>;
  close(): Promise<void>;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/**
 * Opens `target` for Write or Edit; with `create`, creates it and any missing parent directory.
 * Null when it does not exist and `create` is false.
 *
 * What is checked is what is written (time of check = time of use; shared/safe-open.ts): the
 * directory is opened and the kernel confirms it is `dirname(target.abs)`; the refusals that
 * depend on the path (policy read view, protected directories, git's configured hooks directory)
 * are asked about exactly that path; the file is then opened INSIDE the directory held open, with
 * O_NOFOLLOW (a link at the name, dangling or planted, fails to open instead of being followed)
 * and O_NONBLOCK (a FIFO planted there cannot block), never truncated by the open. Its descriptor
 * is checked in turn: a regular file, still the path (a rename of its directory since is caught),
 * one link only (writing in place would also change every other name of the inode: a hard link to
 * `.git/config`, to a hook, to `~/.bashrc` on the same file system), and not a Read-denied inode
 * under another name. The caller reads and writes through it, nothing by name.
 *
 * Writing in place (not temp + rename) keeps the file's mode, so an executable stays executable;
 * the open file is the pinned inode, so no rename is needed to be race-free.
 */
export async function openWorkspaceFile(
  ctx: PrecheckContext,
  target: WorkspacePath,
  given: string,
  tool: 'Write' | 'Edit',
  create: boolean,
): Promise<WorkspaceFile | null> {
  // Asked before anything is created, about the path the directory opened next must turn out to be.
  const refused = refusal(ctx, target, given, tool);
  if (refused) throw new Error(refused);
  const dir = await openDirCreating(ctx.cwd, path.dirname(target.abs), given, create);
  if (!dir) return null;
  let handle: FileHandle | null;
  let created: boolean;
  try {
    if (!kernelNamesFds() && resolveInWorkspace(ctx.cwd, target.rel).abs !== target.abs) {
      // Without the kernel's word on descriptors, the path is resolved again after the parents
      // exist (a symlink made meanwhile on the path shows); the final O_NOFOLLOW does the rest.
      throw new Error(`${target.rel} changed while being written (a symlink appeared on its path); not written.`);
    }
    ({ handle, created } = await openIn(dir, target, given, create));
  } finally {
    await dir.close();
  }
  if (!handle) return null;
  const file = handle;
  try {
    const st = await file.stat();
    checkOpened(file, st, target, given, ctx);
    return {
      created,
      size: st.size,
      read: () => readAll(file, st.size),
      replace: async (data) => {
        const bytes = Buffer.from(data, 'utf8');
        await file.truncate(0);
        let written = 0;
        while (written < bytes.length) {
          const { bytesWritten } = await file.write(bytes, written, bytes.length - written, written);
          written += bytesWritten;
        }
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}

/** The path's refusals, asked again about the path as it resolved for this write (the precheck resolved it earlier). */
function refusal(ctx: PrecheckContext, target: WorkspacePath, given: string, tool: string): string | null {
  const dir = protectedDirOf(target.rel);
  if (dir) return `${given} is inside ${dir}/, which no tool may write to.`;
  const configured = gitConfiguredProtection(ctx.cwd, target.rel, given);
  if (configured) return configured.reason;
  return unreadableTarget(ctx, target, given, tool);
}

async function openIn(
  dir: PinnedDir,
  target: WorkspacePath,
  given: string,
  create: boolean,
): Promise<{ handle: FileHandle | null; created: boolean }> {
  const at = `${dir.via}/${path.basename(target.abs)}`;
  const attempt = async (flags: number): Promise<FileHandle | 'missing' | 'exists'> => {
    try {
      // 0666 and the umask, like any editor: where the sandbox's default ACL governs the directory
      // the umask does not apply, and these bits become the ACL mask, so 0644 would leave the
      // sandbox user unable to change a file Marshal created (a formatter run after a Write).
      return await open(at, flags, 0o666);
    } catch (error) {
      const code = codeOf(error);
      if (code === 'ENOENT') return 'missing';
      if (code === 'EEXIST') return 'exists';
      if (code === 'ELOOP') throw new Error(danglingLink(target.rel));
      if (code === 'EISDIR') throw new Error(`${given} is a directory; give a file path.`);
      if (code === 'ENXIO' || code === 'EOPNOTSUPP' || code === 'ENODEV') throw new Error(`${given} is not a regular file; not written.`);
      throw error;
    }
  };
  for (let tries = 0; tries < 3; tries++) {
    const existing = await attempt(UPDATE_FLAGS);
    if (typeof existing !== 'string') return { handle: existing, created: false };
    if (!create) return { handle: null, created: false };
    const made = await attempt(UPDATE_FLAGS | constants.O_CREAT | constants.O_EXCL);
    if (typeof made !== 'string') return { handle: made, created: true };
    // EEXIST: something appeared at the name between the two opens; look again.
  }
  throw new PathChangedError(given, 'written');
}

function checkOpened(file: FileHandle, st: Stats, target: WorkspacePath, given: string, ctx: PrecheckContext): void {
  if (st.isDirectory()) throw new Error(`${given} is a directory; give a file path.`);
  if (!st.isFile()) throw new Error(`${given} is not a regular file; not written.`);
  if (!isOpenedAs(file.fd, target.abs, st.nlink)) throw new PathChangedError(given, 'written');
  // Checked again at the write itself: a link made after the precheck must not slip through.
  if (st.nlink > 1) throw new Error(hardLinked(target.rel, st.nlink));
  const origin = deniedOrigin(ctx.canRead, st);
  if (origin) throw new Error(deniedInodeReason(given, origin));
}
