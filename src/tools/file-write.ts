/**
 * The one place Write and Edit put bytes on disk. Both resolve the target with
 * `resolveInWorkspace` first; this module adds the checks that must sit right at the write.
 */
import { constants } from 'node:fs';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { protectedDirOf, resolveInWorkspace, type WorkspacePath } from './paths.js';

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

/** The file's current bytes, or null when it does not exist. Directories are refused. */
export async function readExisting(abs: string, given: string): Promise<Buffer | null> {
  const st = await stat(abs).catch(() => null);
  if (!st) return null;
  if (st.isDirectory()) throw new Error(`${given} is a directory; give a file path.`);
  if (!st.isFile()) throw new Error(`${given} is not a regular file.`);
  return readFile(abs);
}

/**
 * Writes `data` to `target.abs`, creating parent directories. `target.abs` is already
 * symlink-resolved; O_NOFOLLOW makes the open fail instead of following a symlink that was
 * planted at that name after resolution (a swap between the check and the write), and the
 * parent is re-resolved after mkdir for the same reason. Writing in place (not temp + rename)
 * keeps the file's mode, so an executable script stays executable.
 */
export async function writeWorkspaceFile(cwd: string, target: WorkspacePath, data: string): Promise<void> {
  const parent = path.dirname(target.abs);
  await mkdir(parent, { recursive: true });
  const again = resolveInWorkspace(cwd, target.rel);
  if (again.abs !== target.abs) {
    throw new Error(`${target.rel} changed while being written (a symlink appeared on its path); not written.`);
  }
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW;
  const handle = await open(target.abs, flags, 0o644);
  try {
    await handle.writeFile(data, 'utf8');
  } finally {
    await handle.close();
  }
}
