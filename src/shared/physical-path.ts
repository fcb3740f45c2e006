/**
 * Path resolution as the kernel does it: shared vocabulary for the policy (what a call would
 * touch) and the file tools (what they open), so that what is checked is what is opened.
 */
import { lstatSync, readlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * Names whose meaning depends on the process that opens them: for the engine `/proc/self` is the
 * engine, for the tool it is the tool (its environment, its cwd, its descriptors). They cannot be
 * resolved here, so any path through them is refused (the plain /dev/stdin, /dev/fd/0..2 are
 * allowed by name before this point where harmless).
 */
const PROCESS_SPECIFIC = /^\/(proc\/(self|thread-self|\d+|net|mounts)|dev\/(fd|stdin|stdout|stderr))(\/|$)/;
const MAX_LINKS = 40;

/** lstat, or null when nothing can be there: missing, or under a component that is a file (ENOTDIR). */
function lstatOrNull(p: string) {
  try {
    return lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * An absolute path as the kernel resolves it: component by component, following each symlink
 * BEFORE a later `..` is applied (`link/..` is the parent of the link's target, not the
 * directory holding the link). Missing components are kept as written (a later `..` after one
 * is applied lexically, as `mkdir -p` would). `cwd` must be a real path.
 */
export function physicalPath(cwd: string, requested: string): { abs: string } | { error: string } {
  let links = 0;
  const walk = (start: string, parts: readonly string[]): { abs: string; missing: boolean } | { error: string } => {
    let current = start;
    let missing = false;
    for (const part of parts) {
      if (part === '' || part === '.') continue;
      if (part === '..') { current = path.dirname(current); continue; }
      const next = current === '/' ? `/${part}` : `${current}/${part}`;
      if (PROCESS_SPECIFIC.test(next)) {
        return { error: `Path "${requested}" is outside the workspace: it goes through ${next}, which names the process that opens it, so it cannot be resolved here` };
      }
      if (missing) { current = next; continue; }
      const stat = lstatOrNull(next);
      if (!stat) { missing = true; current = next; continue; }
      if (!stat.isSymbolicLink()) { current = next; continue; }
      links += 1;
      if (links > MAX_LINKS) return { error: `Path "${requested}" has too many symbolic links to resolve` };
      let target: string;
      try {
        target = readlinkSync(next);
      } catch {
        return { error: `Path "${requested}" holds a link that cannot be read` };
      }
      const inner = walk(target.startsWith('/') ? '/' : current, target.split('/'));
      if ('error' in inner) return inner;
      current = inner.abs;
      missing = inner.missing;
    }
    return { abs: current, missing };
  };
  const result = walk(requested.startsWith('/') ? '/' : cwd, requested.split('/'));
  return 'error' in result ? result : { abs: result.abs };
}

