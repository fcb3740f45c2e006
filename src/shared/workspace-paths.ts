/**
 * Workspace path resolution, shared by the file tools, the executor's protected-path step and the
 * policy. A path is inside the workspace only if it stays inside after `..`, absolute paths and
 * symlinks are resolved; `~` is never expanded (it would name a place outside).
 *
 * Shared vocabulary (src/shared/): every stage (loop, executor, policy, tools, report, action)
 * imports it downward; nothing in src/shared/ imports the rest of src/ (test/layering.test.ts).
 */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { physicalPath } from './physical-path.js';

export class OutsideWorkspaceError extends Error {
  constructor(readonly requested: string, why: string) {
    super(`Path "${requested}" is outside the workspace: ${why}`);
    this.name = 'OutsideWorkspaceError';
  }
}

export interface WorkspacePath {
  /** Absolute path with every existing symlink resolved. */
  abs: string;
  /** Relative to the workspace root, POSIX separators; '' for the root itself. */
  rel: string;
}

/** Realpath of the longest existing prefix of `abs`, with the missing rest appended. */
function realpathOfExistingPrefix(abs: string): string {
  const missing: string[] = [];
  let current = abs;
  for (;;) {
    try {
      const real = realpathSync.native(current);
      return missing.length ? path.join(real, ...missing.reverse()) : real;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return abs;
      missing.push(path.basename(current));
      current = parent;
    }
  }
}

/**
 * A final component that is a symlink pointing nowhere is kept as the link itself (not followed
 * to where a write would create its target): the writing tools refuse such a name, and a reader
 * finds nothing there. Returns the link's absolute path, or null.
 */
function danglingLink(root: string, requested: string): string | null {
  const name = path.basename(requested);
  if (!name || name === '.' || name === '..' || requested.endsWith('/')) return null;
  const parent = physicalPath(root, path.dirname(requested));
  if ('error' in parent) return null;
  const candidate = path.join(realpathOfExistingPrefix(parent.abs), name);
  try {
    if (!lstatSync(candidate).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  try {
    realpathSync.native(candidate);
    return null;
  } catch {
    return candidate;
  }
}

/**
 * Resolves a model-supplied path against `root` (which must itself be a realpath). Throws
 * OutsideWorkspaceError when it leaves the workspace by any route.
 */
export function resolveInWorkspace(root: string, requested: string): WorkspacePath {
  if (typeof requested !== 'string' || requested.includes('\0')) {
    throw new OutsideWorkspaceError(String(requested), 'invalid path');
  }
  if (requested === '~' || requested.startsWith('~/') || requested.startsWith('~')) {
    throw new OutsideWorkspaceError(requested, 'home-directory paths are not allowed');
  }
  const lexical = path.resolve(root, requested);
  // As the kernel resolves it (a symlink is followed before a later `..`), and as the policy
  // resolved it when it decided this call: what is opened is what was checked.
  const dangling = danglingLink(root, requested);
  const physical = dangling ? { abs: dangling } : physicalPath(root, requested);
  if ('error' in physical) throw new OutsideWorkspaceError(requested, physical.error.replace(/^Path "[^"]*" (is outside the workspace: )?/, ''));
  const abs = dangling ?? realpathOfExistingPrefix(physical.abs);
  const rel = path.relative(root, abs);
  if (rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) {
    const via = lexical === abs ? 'it resolves outside the repository' : `it resolves (through a symlink) to ${abs}`;
    throw new OutsideWorkspaceError(requested, via);
  }
  return { abs, rel: rel.split(path.sep).join('/') };
}

/** Directories no tool may write into, whatever the policy says (compared case-insensitively). */
const PROTECTED_WRITE_DIRS: readonly string[] = ['.git', '.husky', 'node_modules'];

/**
 * Workflow definitions run with the repository's secrets on the next push: an agent that could
 * write them could exfiltrate anything. Protected at the repository root.
 */
const PROTECTED_WRITE_PREFIXES: readonly string[] = ['.github/workflows'];

/**
 * Code points some file systems ignore in names (HFS+ drops them, so `.g\u200cit` is `.git`
 * there): git refuses them in `.git` for the same reason (core.protectHFS).
 */
const IGNORABLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2063\u206a-\u206f\ufeff]/g;
const IGNORABLE_ONE = new RegExp(IGNORABLE.source);

/** Whether `s` holds one of those code points. */
export function hasIgnorable(s: string): boolean {
  return IGNORABLE_ONE.test(s);
}

/**
 * A name as Windows and macOS would compare it: lower case, ignorable code points removed,
 * trailing dots and spaces dropped (Win32 strips them: `.git.` and `.git ` open `.git`), and the
 * 8.3 short name git's own check knows (`git~1` is `.git`).
 */
export function canonicalSegment(segment: string): string {
  const name = segment.toLowerCase().replace(IGNORABLE, '').replace(/[. ]+$/, '');
  return name === 'git~1' ? '.git' : name;
}

/** The protected directory a workspace-relative path lies in, or null. */
export function protectedDirOf(rel: string): string | null {
  const segments = rel.split(/[\\/]/).map(canonicalSegment);
  for (const dir of PROTECTED_WRITE_DIRS) {
    // node_modules anywhere in the tree; .git and .husky at any depth too (nested repos).
    if (segments.includes(dir)) return dir;
  }
  const lower = segments.join('/');
  for (const prefix of PROTECTED_WRITE_PREFIXES) {
    if (lower === prefix || lower.startsWith(`${prefix}/`)) return prefix;
  }
  return null;
}
