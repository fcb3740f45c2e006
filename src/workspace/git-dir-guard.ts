/**
 * The repository's git directory, held to what it was before the run.
 *
 * Everyday git work (add, commit, stash, checkout -b, reset, rebase) writes the index, refs,
 * logs, objects and a few state files (HEAD, ORIG_HEAD, MERGE_MSG ...), so the sandbox lets
 * tools write `.git`. Everything ELSE in it is git's configuration in one form or another, read
 * by every later git command as whoever runs it: `config`, `config.worktree`, hooks, `commondir`
 * and `gitdir` (which point git at another directory with a config and hooks of its own),
 * `info/` (attributes, exclude, grafts, sparse-checkout), `objects/info/alternates`, `shallow`,
 * and the same inside `modules/<name>/` and `worktrees/<name>/`. A program the run allowed
 * could plant `core.fsmonitor` there, and a later workflow step's `git status` would run it next
 * to the restored token. So before the run those parts are recorded (content, mode, link
 * targets) together with the hooks directory `core.hooksPath` names and the files `include.path`
 * names inside the work tree; after the run (nothing of the sandbox left, files given back to
 * their owner) and before credentials are restored, every difference is put back: planted
 * entries removed, changed or removed ones rewritten, a directory replaced by a link made a
 * directory again. Each difference is reported (it counts as a denial). Lock files a killed git
 * left behind are removed without a word.
 *
 * Refs are the run's to change, but only the checked-out branch is ever pushed: refs the run
 * created or moved (a tag, another branch) are listed, so the report says they stay local.
 */
import { closeSync, constants, fchownSync, lstatSync, mkdirSync, openSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Exec } from '../exec.js';
import { gitConfigFacts } from '../policy/shell/git-config.js';
import { lstatOrNull, namesIn } from '../shared/quiet-fs.js';
import { git } from './git.js';

export interface GitDirChange {
  /** Workspace-relative (absolute when outside the workspace). */
  path: string;
  change: 'added' | 'changed' | 'removed';
}

export interface GitDirGuard {
  /** Puts every recorded part back as it was; returns what differed. Never throws. */
  restore(): GitDirChange[];
  /** Refs the run created or moved, other than the checked-out branch (none of them is pushed). */
  movedRefs(): Promise<string[]>;
}

/** Directories of a git directory that everyday work changes, at any depth (their content is git's data). */
const FREE_DIRS = new Set(['refs', 'logs', 'objects', 'rebase-merge', 'rebase-apply', 'sequencer', 'rr-cache', 'lfs']);
/** State files git writes in everyday work (by lockfile and rename). */
const FREE_FILES = /^(index|HEAD|ORIG_HEAD|FETCH_HEAD|MERGE_HEAD|MERGE_MSG|MERGE_MODE|MERGE_RR|MERGE_AUTOSTASH|AUTO_MERGE|CHERRY_PICK_HEAD|REVERT_HEAD|REBASE_HEAD|BISECT_[A-Z_]+|COMMIT_EDITMSG|TAG_EDITMSG|SQUASH_MSG|NOTES_EDITMSG|NOTES_MERGE_[A-Z_]+|packed-refs|gc\.pid|gc\.log|sharedindex\.[0-9a-f]+|index\.stash\.\d+)$/;
/**
 * Held inside free directories: where git looks for OTHER object stores, and replace refs (which
 * change what every later git command reads as an object's content).
 */
const HELD_INSIDE: Record<string, readonly string[]> = { objects: ['info/alternates', 'info/http-alternates'], refs: ['replace'] };
/** Larger files are compared by content but cannot be rewritten: reported only. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;
const MAX_ENTRIES = 50_000;

interface Entry {
  kind: 'file' | 'dir' | 'link' | 'other';
  mode: number;
  /** A file's content (null when too large to keep: then only its size and mtime are compared). */
  content?: Buffer | null;
  size?: number;
  target?: string;
  /** A leftover lock file: never restored, left alone when it was there before. */
  lock?: boolean;
}

/** One recorded tree: a git directory (free parts skipped) or a hooks directory / included file (all of it). */
interface Tree {
  root: string;
  gitDir: boolean;
  /** A git directory's packed replace refs (`<oid> refs/replace/...` lines of packed-refs). */
  packedReplace: Set<string>;
  /** Directories from the work tree's top down to `root` (exclusive): each must stay a real directory. */
  ancestors: string[];
  /** What `root` itself was (null: nothing was there). */
  self: Entry | null;
  entries: Map<string, Entry>;
}

function entryOf(abs: string, st: Stats): Entry {
  const base = { mode: st.mode & 0o7777 };
  if (st.isSymbolicLink()) return { kind: 'link', ...base, target: readlinkSync(abs) };
  if (st.isDirectory()) return { kind: 'dir', ...base };
  if (st.isFile()) {
    const lock = abs.endsWith('.lock');
    return { kind: 'file', ...base, size: st.size, content: lock || st.size > MAX_KEPT_BYTES ? null : readFileSync(abs), ...(lock ? { lock } : {}) };
  }
  return { kind: 'other', ...base };
}



/** The recorded parts under `tree.root`, as they are now. */
function walk(root: string, gitDir: boolean): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const visit = (dir: string, rel: string) => {
    for (const name of namesIn(dir)) {
      if (out.size >= MAX_ENTRIES) return;
      const abs = path.join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      if (gitDir && FREE_FILES.test(name)) continue;
      if (gitDir && FREE_DIRS.has(name)) {
        for (const held of HELD_INSIDE[name] ?? []) add(path.join(abs, held), `${r}/${held}`, false);
        continue;
      }
      add(abs, r, gitDir);
    }
  };
  const add = (abs: string, r: string, asGitDir: boolean) => {
    const st = lstatOrNull(abs);
    if (!st) return;
    out.set(r, entryOf(abs, st));
    if (st.isDirectory()) visitAs(abs, r, asGitDir);
  };
  const visitAs = (dir: string, rel: string, asGitDir: boolean) => (asGitDir === gitDir ? visit(dir, rel) : walk(dir, asGitDir).forEach((e, k) => out.set(`${rel}/${k}`, e)));
  visit(root, '');
  return out;
}

function record(root: string, gitDir: boolean, top: string): Tree {
  const st = lstatOrNull(root);
  const ancestors: string[] = [];
  if (root.startsWith(`${top}/`)) {
    for (let dir = path.dirname(root); dir !== top && dir.startsWith(`${top}/`); dir = path.dirname(dir)) ancestors.unshift(dir);
  }
  return { root, gitDir, ancestors, packedReplace: gitDir ? packedReplaceRefs(root) : new Set(), self: st ? entryOf(root, st) : null, entries: st?.isDirectory() ? walk(root, gitDir) : new Map() };
}

function packedReplaceRefs(gitDir: string): Set<string> {
  try {
    return new Set(readFileSync(path.join(gitDir, 'packed-refs'), 'utf8').split('\n').filter((line) => / refs\/replace\//.test(line)));
  } catch {
    return new Set();
  }
}

/** Replace refs the run packed into packed-refs are taken out again (loose ones are held entries). */
function restorePackedReplace(tree: Tree, note: (abs: string, change: GitDirChange['change']) => void): void {
  const file = path.join(tree.root, 'packed-refs');
  const st = lstatOrNull(file);
  if (!st?.isFile()) return;
  const lines = readFileSync(file, 'utf8').split('\n');
  const kept = lines.filter((line) => !/ refs\/replace\//.test(line) || tree.packedReplace.has(line));
  if (kept.length === lines.length) return;
  rmSync(file);
  put(tree.root, file, { kind: 'file', mode: st.mode & 0o7777, content: Buffer.from(kept.join('\n')) });
  note(file, 'changed');
}

function same(a: Entry, b: Entry): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'link') return a.target === b.target;
  if (a.kind === 'file') {
    // The execute bits decide whether a hook runs; the owner's rw bits change hands with the
    // sandbox's clean-up. Content decides the rest.
    if ((a.mode & 0o111) !== (b.mode & 0o111)) return false;
    if (a.content && b.content) return a.content.equals(b.content);
    return a.size === b.size && !a.content === !b.content;
  }
  return true;
}

/** As root, what is put back gets the owner of the directory it goes into. */
const asRoot = process.getuid?.() === 0;

/**
 * Replaces whatever is at `abs` by `entry`, never through a link: the directory it goes into must
 * be `abs`'s own parent, with no link on the way below `base` (missing directories are made).
 * False when it cannot.
 */
function put(base: string, abs: string, entry: Entry): boolean {
  const parent = path.dirname(abs);
  for (let dir = base, rest = path.relative(base, parent).split(path.sep).filter(Boolean); ; ) {
    const st = lstatOrNull(dir);
    if (!st) mkdirSync(dir, { mode: 0o755 });
    else if (!st.isDirectory()) return false;
    const next = rest.shift();
    if (next === undefined) break;
    dir = path.join(dir, next);
  }
  if (realpathSync(parent) !== parent) return false;
  // Put back with the owner of the directory it goes into: the recorded owner may have been the
  // sandbox's uid (the files git replaces by rename are handed to it for the run), gone by now.
  const owner = lstatSync(parent);
  const st = lstatOrNull(abs);
  if (entry.kind === 'dir') {
    if (st?.isDirectory()) return true;
    if (st) rmSync(abs, { recursive: true, force: true });
    mkdirSync(abs, { mode: entry.mode & 0o777 });
    if (asRoot) chownDir(abs, owner);
    return true;
  }
  if (entry.kind === 'file' && !entry.content) return false;
  if (st) rmSync(abs, { recursive: true, force: true });
  if (entry.kind === 'link') {
    symlinkSync(entry.target as string, abs);
    return true;
  }
  if (entry.kind !== 'file') return false;
  const fd = openSync(abs, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, entry.mode & 0o777);
  try {
    writeSync(fd, entry.content as Buffer);
    if (asRoot) fchownSync(fd, owner.uid, owner.gid);
  } finally {
    closeSync(fd);
  }
  return true;
}

function chownDir(abs: string, owner: Stats): void {
  try {
    const fd = openSync(abs, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
    try {
      fchownSync(fd, owner.uid, owner.gid);
    } finally {
      closeSync(fd);
    }
  } catch {
    // best effort
  }
}

function restoreTree(tree: Tree, changes: GitDirChange[], name: (abs: string) => string): void {
  const note = (abs: string, change: GitDirChange['change']) => changes.push({ path: name(abs), change });
  // The way down must be directories (a link would carry the writes below somewhere else).
  for (const dir of tree.ancestors) {
    const st = lstatOrNull(dir);
    if (st?.isDirectory()) continue;
    if (st) unlinkOrRemove(dir);
    mkdirSync(dir, { mode: 0o755 });
    if (asRoot) chownDir(dir, lstatSync(path.dirname(dir)));
    note(dir, st ? 'changed' : 'removed');
  }
  const now = lstatOrNull(tree.root);
  if (!tree.self) {
    if (now) {
      rmSync(tree.root, { recursive: true, force: true });
      note(tree.root, 'added');
    }
    return;
  }
  if (!now || !same(tree.self, entryOf(tree.root, now))) {
    put(path.dirname(tree.root), tree.root, tree.self);
    note(tree.root, now ? 'changed' : 'removed');
  }
  if (tree.self.kind !== 'dir') return;
  if (tree.gitDir) restorePackedReplace(tree, note);
  const current = walk(tree.root, tree.gitDir);
  // Planted entries first: each planted directory goes with its content (reported once).
  const planted = [...current.keys()].filter((r) => !tree.entries.has(r));
  const plantedSet = new Set(planted);
  for (const rel of planted) {
    if (plantedSet.has(path.posix.dirname(rel))) continue;
    const abs = path.join(tree.root, rel);
    rmSync(abs, { recursive: true, force: true });
    if (!current.get(rel)?.lock) note(abs, 'added');
  }
  for (const [rel, entry] of [...tree.entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const abs = path.join(tree.root, rel);
    const was = current.get(rel);
    if (entry.lock) continue;
    if (was && same(entry, was)) continue;
    // Reported whether or not it could be put back (a file too large to keep is only reported).
    note(abs, was ? 'changed' : 'removed');
    try {
      put(tree.root, abs, entry);
    } catch {
      // reported above
    }
  }
}

function unlinkOrRemove(abs: string): void {
  try {
    unlinkSync(abs);
  } catch {
    rmSync(abs, { recursive: true, force: true });
  }
}

async function refs(cwd: string, exec?: Exec): Promise<Map<string, string>> {
  const out = await git(['for-each-ref', '--format=%(objectname) %(refname)'], { cwd, exec, env: { GIT_CONFIG_GLOBAL: '/dev/null' }, allowFailure: true });
  const map = new Map<string, string>();
  for (const line of out.stdout.split('\n')) {
    const at = line.indexOf(' ');
    if (at > 0) map.set(line.slice(at + 1), line.slice(0, at));
  }
  return map;
}

/**
 * Records the repository's git directory (and common directory), its hooks directory and included
 * config files inside the work tree. Call it before anything of the run has started.
 */
export async function guardGitDir(cwd: string, exec?: Exec): Promise<GitDirGuard> {
  const env = { GIT_CONFIG_GLOBAL: '/dev/null' };
  const info = await git(['rev-parse', '--absolute-git-dir', '--git-common-dir', '--show-toplevel'], { cwd, exec, env });
  const [gitDirLine, commonLine, topLine] = info.stdout.split('\n');
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  const gitDir = real(path.resolve(cwd, gitDirLine ?? ''));
  const commonDir = real(path.resolve(cwd, commonLine ?? ''));
  const top = real(path.resolve(cwd, topLine || cwd));
  const workspace = real(path.resolve(cwd));
  const insideTop = (abs: string) => abs.startsWith(`${top}/`) && !abs.startsWith(`${gitDir}/`) && !abs.startsWith(`${commonDir}/`);
  const facts = gitConfigFacts(cwd);
  const roots = new Map<string, boolean>([[gitDir, true], [commonDir, true]]);
  for (const extra of [...facts.hooksDirs, ...facts.includedFiles].map((p) => path.resolve(top, p)).filter(insideTop)) roots.set(extra, false);
  const trees = [...roots].map(([rootDir, isGitDir]) => record(rootDir, isGitDir, top));
  // `.git` itself in the work tree (a directory, or the file of a linked work tree).
  const dotGit = path.join(top, '.git');
  const dotGitWas = lstatOrNull(dotGit);
  if (dotGitWas && !dotGitWas.isDirectory()) trees.push(record(dotGit, false, top));
  const before = await refs(cwd, exec);
  const branchBefore = (await git(['symbolic-ref', '-q', 'HEAD'], { cwd, exec, env, allowFailure: true })).stdout.trim();
  const name = (abs: string) => {
    const rel = path.relative(workspace, abs);
    return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : abs;
  };
  return {
    restore() {
      const changes: GitDirChange[] = [];
      const dotGitNow = lstatOrNull(dotGit);
      if (dotGitWas?.isDirectory() && (!dotGitNow?.isDirectory() || dotGitNow.ino !== dotGitWas.ino || dotGitNow.dev !== dotGitWas.dev)) {
        // `.git` was swapped (only possible without the sandbox): what is there now is not ours to
        // rewrite; it is reported and left alone.
        changes.push({ path: name(dotGit), change: 'changed' });
        return changes;
      }
      for (const tree of trees) {
        try {
          restoreTree(tree, changes, name);
        } catch {
          changes.push({ path: name(tree.root), change: 'changed' });
        }
      }
      return changes;
    },
    async movedRefs() {
      const after = await refs(cwd, exec);
      const moved: string[] = [];
      for (const [ref, oid] of after) {
        if (ref === branchBefore || ref === 'refs/stash' || before.get(ref) === oid) continue;
        moved.push(`${ref} (${before.has(ref) ? 'moved' : 'new'})`);
      }
      return moved;
    },
  };
}
