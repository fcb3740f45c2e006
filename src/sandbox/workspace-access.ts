/**
 * The workspace as the sandbox uid sees it.
 *
 * - Everything is readable and writable (`u:<uid>:rwX` plus the same default entry, so files that
 *   appear later inherit it; where Marshal is not root, a default entry for Marshal's own uid too,
 *   so Marshal's tools can still change files the sandbox created).
 * - Every path the policy denies for Read gets `u:<uid>:---`: no process of the uid can open it,
 *   whatever command it ran. Denied directories cannot be entered. The ACL belongs to the inode,
 *   so renaming or hard-linking the file elsewhere in the workspace does not make it readable
 *   either; and since a renamed file's NAME could then pass the policy, the inodes are remembered
 *   (DeniedInodes) and Marshal's own tools and the outcome check refuse them by identity.
 * - Protected paths cannot be changed: `.git/config` is read-only, `.git/hooks` and the
 *   repository's own `core.hooksPath` are read-only trees, and `.git` gets the sticky bit, so the
 *   uid cannot rename or delete entries it does not own (`mv .git/hooks x && mkdir .git/hooks`).
 *   Git still works: the top-level files git replaces by rename (index, HEAD, packed-refs, ...)
 *   are handed to the uid for the run (ownership goes back at clean-up).
 */
import { lstatSync, readdirSync, type Stats } from 'node:fs';
import path from 'node:path';

export interface DeniedEntry {
  abs: string;
  rel: string;
}

/** Files whose content the policy denies, by identity (device + inode), with the path they had. */
export class DeniedInodes {
  private readonly byId = new Map<string, string>();

  add(st: Pick<Stats, 'dev' | 'ino'>, rel: string): void {
    this.byId.set(`${st.dev}:${st.ino}`, rel);
  }

  /** The original workspace path of a denied inode, or null. */
  origin(st: Pick<Stats, 'dev' | 'ino'>): string | null {
    return this.byId.get(`${st.dev}:${st.ino}`) ?? null;
  }

  /** For a path: null when it is not (or no longer) a denied inode. Never follows a final symlink. */
  originOf(abs: string): string | null {
    try {
      return this.origin(lstatSync(abs));
    } catch {
      return null;
    }
  }

  get size(): number {
    return this.byId.size;
  }
}

const MAX_WALK_ENTRIES = 2_000_000;

/**
 * Walks the work tree (never `.git`, never through symlinks) and returns the paths `canRead`
 * refuses. Inside a refused directory nothing more is checked: every inode under it is recorded
 * as denied (its content came from a place the policy hides).
 */
export function findReadDenied(workspace: string, canRead: (rel: string) => boolean, inodes: DeniedInodes): DeniedEntry[] {
  const denied: DeniedEntry[] = [];
  let seen = 0;
  const recordTree = (abs: string, rel: string) => {
    let st: Stats;
    try {
      st = lstatSync(abs);
    } catch {
      return;
    }
    inodes.add(st, rel);
    if (!st.isDirectory()) return;
    for (const name of safeReaddir(abs)) {
      if (++seen > MAX_WALK_ENTRIES) return;
      recordTree(path.join(abs, name), `${rel}/${name}`);
    }
  };
  const walk = (dir: string, relDir: string) => {
    for (const name of safeReaddir(dir)) {
      if (++seen > MAX_WALK_ENTRIES) throw new Error(`the workspace has more than ${MAX_WALK_ENTRIES} entries`);
      if (relDir === '' && name === '.git') continue;
      const abs = path.join(dir, name);
      const rel = relDir ? `${relDir}/${name}` : name;
      let st: Stats;
      try {
        st = lstatSync(abs);
      } catch {
        continue;
      }
      if (!canRead(rel)) {
        denied.push({ abs, rel });
        recordTree(abs, rel);
        continue;
      }
      if (st.isDirectory()) walk(abs, rel);
    }
  };
  walk(workspace, '');
  return denied;
}

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export interface GitLayout {
  /** `.git` directory (null when `.git` is a file: a worktree or submodule). */
  gitDir: string | null;
  config: string | null;
  hooks: string[];
  /** Top-level regular files of .git that git replaces by rename (all but config). */
  renamedFiles: string[];
}

/** The protected parts of the repository's own git directory, as they are before the run. */
export function gitLayout(workspace: string, hooksPath: string | null): GitLayout {
  const gitDir = path.join(workspace, '.git');
  let st: Stats | null = null;
  try {
    st = lstatSync(gitDir);
  } catch {
    st = null;
  }
  const hooks: string[] = [];
  if (hooksPath) {
    const abs = path.resolve(workspace, hooksPath);
    if (abs === workspace || abs.startsWith(`${workspace}/`)) hooks.push(abs);
  }
  if (!st?.isDirectory()) return { gitDir: null, config: null, hooks, renamedFiles: [] };
  hooks.unshift(path.join(gitDir, 'hooks'));
  const renamedFiles: string[] = [];
  for (const name of safeReaddir(gitDir)) {
    if (name === 'config') continue;
    const abs = path.join(gitDir, name);
    try {
      if (lstatSync(abs).isFile()) renamedFiles.push(abs);
    } catch {
      // gone
    }
  }
  return { gitDir, config: path.join(gitDir, 'config'), hooks: hooks.filter(exists), renamedFiles };
}

/** Whether anything (a dangling link included) is at `p`. */
export function exists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
