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
import { lstatSync, readdirSync, type Dirent, type Stats } from 'node:fs';
import path from 'node:path';
import { lstatOrNull, namesIn } from '../shared/quiet-fs.js';

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
 * A directory read less than this long after its last change is read again at the next rescan:
 * an entry made in the same timestamp tick as that change would not move its mtime. Linux stamps
 * files from the coarse clock (one jiffy: 4 ms at HZ=250, 10 ms at HZ=100), so on filesystems with
 * sub-second timestamps a tenth of a second is ten ticks of margin; a directory whose mtime is a
 * whole second (FAT, some network filesystems: coarse timestamps) gets two seconds.
 */
const RACY_MS_FINE = 100;
const RACY_MS_COARSE = 2_000;

function racyWindow(mtimeMs: number): number {
  return mtimeMs % 1000 === 0 ? RACY_MS_COARSE : RACY_MS_FINE;
}

/**
 * The workspace's Read-denied paths, found by a walk at set-up and kept current afterwards.
 *
 * Files can appear after set-up: a background process an earlier workflow step left (a
 * credentials refresher writing `.env.production`), Marshal's own Write. They inherit the
 * workspace's default `u:<uid>:rwX` entry, so each must be hidden before the next process of the
 * uid starts. `rescan()` is cheap enough to run before every sandboxed call: the walk keeps each
 * directory's mtime (a new, renamed or deleted entry moves its parent's), and a rescan lstat()s
 * the known directories and reads only those whose mtime moved (and directories new to it,
 * whole). Directories are never followed through a symlink; `.git` and denied directories are
 * not entered (a denied directory is hidden whole, and every inode under it recorded).
 */
export class DeniedWatch {
  /** Readable directories by path: their workspace-relative path and mtime when last read (NaN: read again). */
  private readonly dirs = new Map<string, { rel: string; mtime: number }>();
  private seen = 0;
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly workspace: string,
    private readonly canRead: (rel: string) => boolean,
    private readonly inodes: DeniedInodes,
  ) {}

  /** The set-up walk: every Read-denied path in the workspace now. */
  scan(): DeniedEntry[] {
    this.seen = 0;
    const denied: DeniedEntry[] = [];
    this.readTree(this.workspace, '', denied, true);
    return denied;
  }

  /** Read-denied paths that appeared since the last scan (recorded; the caller hides them). */
  rescan(): DeniedEntry[] {
    this.seen = 0;
    const fresh: DeniedEntry[] = [];
    for (const [dir, known] of [...this.dirs]) {
      let st: Stats;
      try {
        st = lstatSync(dir);
      } catch {
        this.dirs.delete(dir);
        continue;
      }
      if (!st.isDirectory()) {
        this.dirs.delete(dir);
        continue;
      }
      if (st.mtimeMs === known.mtime) continue;
      this.readDir(dir, known.rel, st, fresh, false);
    }
    return fresh;
  }

  /**
   * Runs `rescan` and hides what it found with `hide` (a `u:<uid>:---` entry): one at a time, each
   * after the one before it ended, so a call never starts before the files that appeared before
   * it are hidden. A failure is thrown to that call (it must not start).
   */
  hideNew(hide: (paths: string[]) => Promise<void>): Promise<void> {
    const next = this.last.catch(() => undefined).then(async () => {
      const fresh = this.rescan();
      if (fresh.length) await hide(fresh.map((d) => d.abs));
    });
    this.last = next;
    return next;
  }

  private readTree(dir: string, rel: string, denied: DeniedEntry[], initial: boolean): void {
    let st: Stats;
    try {
      st = lstatSync(dir);
    } catch {
      return;
    }
    if (st.isDirectory()) this.readDir(dir, rel, st, denied, initial);
  }

  /** Reads one directory: denied entries recorded, readable directories new to the watch read whole. */
  private readDir(dir: string, rel: string, st: Stats, denied: DeniedEntry[], initial: boolean): void {
    const readAt = Date.now();
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    this.dirs.set(dir, { rel, mtime: st.mtimeMs >= readAt - racyWindow(st.mtimeMs) ? Number.NaN : st.mtimeMs });
    for (const entry of entries) {
      if (++this.seen > MAX_WALK_ENTRIES && initial) throw new Error(`the workspace has more than ${MAX_WALK_ENTRIES} entries`);
      const name = entry.name;
      if (rel === '' && name === '.git') continue;
      const abs = dir === '/' ? `/${name}` : `${dir}/${name}`;
      const childRel = rel ? `${rel}/${name}` : name;
      if (!this.canRead(childRel)) {
        // Hidden again even when its inode is known: a file deleted and written anew under the
        // same name may reuse the inode number, and setting the entry twice is harmless.
        denied.push({ abs, rel: childRel });
        const st = initial ? null : lstatOrNull(abs);
        if (initial || !st || this.inodes.origin(st) !== childRel) this.recordTree(abs, childRel);
        continue;
      }
      if (entry.isDirectory() && (initial || !this.dirs.has(abs))) this.readTree(abs, childRel, denied, initial);
    }
  }

  /** Every inode under a denied path, as denied (its content came from a place the policy hides). */
  private recordTree(abs: string, rel: string): void {
    const st = lstatOrNull(abs);
    if (!st) return;
    this.inodes.add(st, rel);
    if (!st.isDirectory()) return;
    for (const name of namesIn(abs)) {
      if (++this.seen > MAX_WALK_ENTRIES) return;
      this.recordTree(`${abs}/${name}`, `${rel}/${name}`);
    }
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
  for (const name of namesIn(gitDir)) {
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
