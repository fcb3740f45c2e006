/**
 * Enumerates the regular files under a search root, the way `git ls-files --cached --others
 * --exclude-standard` would in a git work tree: .gitignore honoured, `.git` (and `node_modules`,
 * see `skippedDirNames`) skipped. Used by Grep's JS backend.
 *
 * Symlinks are never followed and never returned: a link inside the workspace may point outside
 * it, and reading through it would leak files the workspace check exists to keep out. (git grep
 * skips symlinks too, so both Grep backends see the same files.) That holds also for a directory
 * swapped for a link while the walk is under way: each directory is opened inside its parent held
 * open, never through a link, and listed through that descriptor (shared/safe-open.ts WalkDir).
 */
import { lstatSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { WalkDir } from '../shared/safe-open.js';
import { GitignoreRules, skippedDirNames } from './gitignore-rules.js';

/** Longest stretch of synchronous file-system work before yielding to the event loop. */
const SLICE_MS = 8;

/**
 * Synchronous file-system calls in short slices. Tens of thousands of small async calls each take
 * a round trip through libuv's thread pool, which made a 20,000-file walk 3-6x slower than the
 * same calls made synchronously; yielding every SLICE_MS keeps the event loop (the model stream,
 * concurrent tools) responsive all the same.
 */
export function timeSlicer(signal?: AbortSignal): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (signal?.aborted) throw new Error('Search cancelled');
    sliceStart = performance.now();
  };
}

export interface WalkOptions {
  /** Absolute workspace root (realpath). */
  workspace: string;
  /** Workspace-relative search root ('' for the workspace itself). */
  rootRel: string;
  /** Apply .gitignore below the root. The caller turns it off when the root itself is ignored. */
  honourGitignore: boolean;
  signal?: AbortSignal;
  /** Called now and then with the number of files found so far. */
  onCount?: (files: number) => void;
}

/** Workspace-relative paths of the regular files under `rootRel` (or `[rootRel]` for a file). */
export async function walkFiles(opts: WalkOptions): Promise<string[]> {
  const rootStat = lstatSync(path.join(opts.workspace, opts.rootRel));
  if (rootStat.isFile()) return [opts.rootRel];
  if (!rootStat.isDirectory()) return [];

  let root: WalkDir;
  try {
    root = WalkDir.root(path.join(opts.workspace, opts.rootRel));
  } catch {
    return []; // vanished, or swapped for another directory since the lstat
  }
  const rules = opts.honourGitignore ? new GitignoreRules(opts.workspace) : null;
  const skipped = skippedDirNames(opts.rootRel);
  const files: string[] = [];
  // Each pending directory holds a reference to the parent it will be opened in.
  const stack: { rel: string; parent: WalkDir | null }[] = [{ rel: opts.rootRel, parent: null }];
  const slice = timeSlicer(opts.signal);
  let lastReported = 0;

  try {
    while (stack.length) {
      await slice();
      const { rel: dirRel, parent } = stack.pop() as (typeof stack)[number];
      const dir = parent ? parent.child(path.posix.basename(dirRel)) : root;
      parent?.release();
      if (!dir) continue; // vanished, or no longer a directory (a link swapped in): nothing to search there
      let entries: Dirent[];
      try {
        entries = dir.entries();
      } catch {
        dir.release();
        continue; // unreadable or vanished meanwhile
      }
      // Tell the rules whether this directory has a .gitignore, so they never probe for one.
      rules?.noteDirectory(dirRel, entries.some((e) => e.name === '.gitignore' && e.isFile()));
      for (const entry of entries) {
        const rel = dirRel === '' ? entry.name : `${dirRel}/${entry.name}`;
        if (entry.isDirectory()) {
          if (skipped.has(entry.name)) continue;
          if (rules?.matches(rel, true)) continue;
          dir.retain();
          stack.push({ rel, parent: dir });
        } else if (entry.isFile()) {
          if (rules?.matches(rel, false)) continue;
          files.push(rel);
        }
      }
      dir.release();
      if (opts.onCount && files.length - lastReported >= 1000) {
        lastReported = files.length;
        opts.onCount(files.length);
      }
    }
  } finally {
    for (const { parent } of stack) parent?.release(); // cancelled: close what is still open
  }
  files.sort();
  return files;
}
