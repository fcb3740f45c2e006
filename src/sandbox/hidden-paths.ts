/**
 * What the sandbox uid must not see outside the workspace, as a plan of ACL entries.
 *
 * The runner's home and temp (RUNNER_TEMP holds the event payload and the step's command files,
 * ~/.gitconfig / ~/.npmrc / ~/.docker may hold credentials, the runner's own directory its
 * registration) are often world-readable. Listing files to hide would always miss one, so the
 * plan hides whole trees and keeps open only what tools need: the path down to the workspace, the
 * directories on PATH and the toolchains (a cargo or nvm under HOME), and the sandbox's own state.
 *   - a directory with nothing to keep inside gets `---` (nothing in it can be reached);
 *   - a directory with something to keep inside gets `--x` (pass through, no listing), and each
 *     entry in it is kept, planned recursively, or hidden with `---`.
 * The tree the workspace sits in is hidden the same way from its topmost directory below `/`
 * (below a shared sticky temp directory): on a self-hosted runner `/actions-runner/.credentials`
 * and `_work/_temp` are siblings of the path to the workspace, on a hosted one `~/.gitconfig` is.
 * Directories on the way to the workspace that the uid could not enter (a 0700 temp dir) get
 * `--x` only. Runtime sockets that resolve names (systemd-resolved, the system bus, nscd) are
 * hidden too: a name lookup through them would carry data past the firewall.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setEntry, type Perm } from './acl.js';
import type { Privileged } from './privilege.js';
import { exists } from './workspace-access.js';

export interface HidePlanInput {
  workspace: string;
  /** Trees to hide (runner home, RUNNER_TEMP, Marshal's output dir, ...). */
  hide: string[];
  /** Paths that stay reachable (workspace, PATH dirs, toolchains, sandbox state). */
  keep: string[];
}

export interface AclStep {
  path: string;
  perm: Perm;
}

/** Name-resolution and bus sockets that would let a lookup through the firewall. */
export const RESOLVER_SOCKETS = ['/run/systemd/resolve', '/run/dbus/system_bus_socket', '/var/run/dbus/system_bus_socket', '/run/nscd', '/var/run/nscd'];
/** World-writable directories the uid may not write to (its TMPDIR is its own). */
export const SHARED_WRITABLE = ['/tmp', '/var/tmp', '/run/lock', '/var/lock'];

function inside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith('/') ? parent : `${parent}/`);
}

function realDir(p: string): string | null {
  try {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return null;
    return p;
  } catch {
    return null;
  }
}

function othersCanEnter(dir: string): boolean {
  try {
    return (statSync(dir).mode & 0o001) !== 0;
  } catch {
    return true;
  }
}

/**
 * The topmost directory of the workspace's tree: the first one below `/`, or below a
 * world-writable sticky directory such as /tmp (hiding all of /tmp would touch every other user's
 * files). Null when the workspace is itself such a top.
 */
export function treeTop(workspace: string): string | null {
  const parts = path.resolve(workspace).split('/').filter(Boolean);
  let top: string | null = null;
  let dir = '';
  for (const part of parts.slice(0, -1)) {
    const parent = dir || '/';
    dir = `${dir}/${part}`;
    if (top === null || isSharedSticky(parent)) top = isSharedSticky(dir) ? null : dir;
  }
  return top;
}

function isSharedSticky(dir: string): boolean {
  try {
    const mode = statSync(dir).mode;
    return (mode & 0o1000) !== 0 && (mode & 0o002) !== 0;
  } catch {
    return false;
  }
}

export function planHiding(input: HidePlanInput): AclStep[] {
  const steps = new Map<string, Perm>();
  const keep = input.keep.filter(Boolean).map((p) => path.resolve(p));
  const visit = (dir: string, depth: number) => {
    if (keep.some((k) => k === dir) || depth > 12) return;
    const kept = keep.filter((k) => inside(k, dir) && k !== dir);
    if (!kept.length) {
      steps.set(dir, '---');
      return;
    }
    steps.set(dir, '--x');
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const child = path.join(dir, name);
      if (keep.includes(child)) continue;
      if (kept.some((k) => inside(k, child)) && realDir(child)) visit(child, depth + 1);
      else steps.set(child, '---');
    }
  };
  for (const tree of input.hide) {
    const dir = path.resolve(tree);
    if (!realDir(dir)) continue;
    // A tree inside something kept (RUNNER_TEMP inside the workspace?) is still hidden, whole.
    if (keep.some((k) => k !== dir && inside(dir, k))) {
      if (!keep.includes(dir)) steps.set(dir, '---');
      continue;
    }
    visit(dir, 0);
  }
  // The way down to the workspace and the sandbox's own state must be passable.
  for (const target of [input.workspace, ...input.keep]) {
    let dir = path.dirname(path.resolve(target));
    while (dir !== '/' && dir !== '.') {
      if (!steps.has(dir) && !othersCanEnter(dir)) steps.set(dir, '--x');
      dir = path.dirname(dir);
    }
  }
  return [...steps].map(([p, perm]) => ({ path: p, perm }));
}

/** The paths outside the workspace a plan gives the uid an entry on (the journal's `shared`). */
export function outsideEntries(plan: readonly AclStep[], workspace: string): string[] {
  return [...plan.map((s) => s.path), ...SHARED_WRITABLE.filter(exists)].filter((p) => !(p === workspace || p.startsWith(`${workspace}/`)));
}

/** Applies a plan for the uid: hidden trees, passable ancestors, no writing into shared temp directories. */
export async function applyHiding(priv: Privileged, uid: number, plan: readonly AclStep[]): Promise<void> {
  for (const perm of ['---', '--x'] as const) {
    await setEntry(priv, uid, perm, plan.filter((s) => s.perm === perm).map((s) => s.path));
  }
  await setEntry(priv, uid, 'r-x', SHARED_WRITABLE.filter(exists));
}
