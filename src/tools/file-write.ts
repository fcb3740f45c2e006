/**
 * The one place Write and Edit put bytes on disk. Both resolve the target with
 * `resolveInWorkspace` first; this module adds the checks that must sit right at the write.
 */
import { constants, lstatSync } from 'node:fs';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { protectedDirOf, resolveInWorkspace, type WorkspacePath } from '../shared/workspace-paths.js';
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
  if (!ctx.canRead(target.rel)) {
    const via = target.rel === requested ? '' : ` (it resolves to ${target.rel})`;
    return (
      `the policy does not let the agent read ${requested}${via}, so ${tool} may not change it either: an edit would show ` +
      'or confirm its old content (the diff, whether old_string occurs, whether the file exists). Leave it to a maintainer.'
    );
  }
  const st = lstatSync(target.abs, { throwIfNoEntry: false });
  // resolveInWorkspace resolved every link it could: a link left at the end points nowhere.
  if (st?.isSymbolicLink()) return danglingLink(target.rel);
  if (st?.isFile() && st.nlink > 1) return hardLinked(target.rel, st.nlink);
  return null;
}

const danglingLink = (rel: string) => `${rel} is a symbolic link that does not resolve inside the workspace; not written.`;

const hardLinked = (rel: string, links: number) =>
  `${rel} has ${links} hard links; writing it would also change the other names of the same file ` +
  '(possibly outside the workspace or in a protected directory). Not written.';

/** Existing files larger than this are not loaded to be diffed (Write) or edited (Edit). */
export const MAX_EDIT_BYTES = 16 * 1024 * 1024;

/** The size of the existing file, or null when it does not exist. Directories are refused. */
export async function existingSize(abs: string, given: string): Promise<number | null> {
  const st = await stat(abs).catch(() => null);
  if (!st) return null;
  if (st.isDirectory()) throw new Error(`${given} is a directory; give a file path.`);
  if (!st.isFile()) throw new Error(`${given} is not a regular file.`);
  return st.size;
}

/**
 * The file's current bytes, or null when it does not exist. Directories are refused, and so are
 * files over `maxBytes` (loading a multi-gigabyte file to change one line would exhaust memory).
 */
export async function readExisting(abs: string, given: string, maxBytes = MAX_EDIT_BYTES): Promise<Buffer | null> {
  const size = await existingSize(abs, given);
  if (size === null) return null;
  if (size > maxBytes) {
    throw new Error(
      `${given} is ${(size / 1024 / 1024).toFixed(1)} MiB, more than the ${maxBytes / 1024 / 1024} MiB Edit loads; ` +
        'replace it with Write or change it with a command.',
    );
  }
  return readFile(abs);
}

/**
 * Writes `data` to `target.abs`, creating parent directories. `target.abs` is already
 * symlink-resolved; O_NOFOLLOW makes the open fail instead of following a symlink that was
 * planted at that name after resolution (a swap between the check and the write), and the
 * parent is re-resolved after mkdir for the same reason. Writing in place (not temp + rename)
 * keeps the file's mode, so an executable script stays executable.
 *
 * The file is opened without truncating it and checked first: a regular file with more than one
 * link is refused, because writing in place would also change every other name of that inode; a
 * hard link made inside the workspace to `.git/config`, to a hook, or to a file outside the
 * workspace (`~/.bashrc` on the same file system) would otherwise carry the write past both the
 * workspace check and the protected paths. O_NONBLOCK keeps a FIFO planted at the name from
 * blocking the open.
 */
export async function writeWorkspaceFile(cwd: string, target: WorkspacePath, data: string): Promise<void> {
  const parent = path.dirname(target.abs);
  await mkdir(parent, { recursive: true });
  const again = resolveInWorkspace(cwd, target.rel);
  if (again.abs !== target.abs) {
    throw new Error(`${target.rel} changed while being written (a symlink appeared on its path); not written.`);
  }
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK;
  let handle;
  try {
    // 0666 and the umask, like any editor: where the sandbox's default ACL governs the directory the
    // umask does not apply, and these bits become the ACL mask, so 0644 would leave the sandbox
    // user unable to change a file Marshal created (a formatter run after a Write).
    handle = await open(target.abs, flags, 0o666);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ELOOP') throw new Error(danglingLink(target.rel));
    if (code === 'ENXIO') throw new Error(`${target.rel} is not a regular file; not written.`);
    throw error;
  }
  try {
    const st = await handle.stat();
    if (!st.isFile()) throw new Error(`${target.rel} is not a regular file; not written.`);
    // Checked again at the write itself: a link made after the precheck must not slip through.
    if (st.nlink > 1) throw new Error(hardLinked(target.rel, st.nlink));
    await handle.truncate(0);
    await handle.writeFile(data, 'utf8');
  } finally {
    await handle.close();
  }
}
