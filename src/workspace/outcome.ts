/**
 * The outcome check: what the run left in the work tree, held against the policy BEFORE anything
 * is published. Command analysis decides what may start; this decides what may leave, whatever a
 * program did (a test script that copied a secret, a build that wrote outside its rules, a file an
 * earlier workflow step left untracked).
 *
 * For every path that differs from the commit the run started at (changed, added, deleted,
 * untracked and not ignored; commits the agent made included):
 *   - denied for Read (by its name, or because it IS a Read-denied file moved or linked to another
 *     name: DeniedInodes) -> DROPPED: it never appears in a comment, summary, output, commit or
 *     push; the file stays on disk, untouched.
 *   - not allowed by any Edit/Write rule, or a protected path -> REVERTED to the start commit
 *     (deleted if it did not exist there) and reported as a denial (it counts for fail_on_deny).
 * Listing the paths writes nothing into the object store: a Read-denied untracked file's content
 * must not become a blob that a later process could read from .git/objects.
 */
import { lstatSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Exec } from '../exec.js';
import type { Policy } from '../policy/types.js';
import { openSealed } from './sealed.js';

export interface OutcomeFinding {
  path: string;
  action: 'dropped' | 'reverted';
  reason: string;
  rule: string | null;
}

export interface OutcomeResult {
  /** Paths to leave out of the diff, the commit and the push. */
  exclude: string[];
  findings: OutcomeFinding[];
}

export interface OutcomeRequest {
  cwd: string;
  baseSha: string;
  policy: Policy;
  /** The original path of a Read-denied inode found at `abs`, or null (the sandbox knows them). */
  deniedOrigin?: (abs: string) => string | null;
  exec?: Exec;
}

export async function checkOutcome(req: OutcomeRequest): Promise<OutcomeResult> {
  const changed = await changedPaths(req.cwd, req.baseSha, req.exec);
  const findings: OutcomeFinding[] = [];
  const revert: Array<{ rel: string; inBase: boolean }> = [];
  for (const { rel, inBase } of changed) {
    const abs = path.join(req.cwd, rel);
    const origin = req.deniedOrigin?.(abs) ?? null;
    if (req.policy.isReadDenied(rel) || origin) {
      findings.push({
        path: rel,
        action: 'dropped',
        reason: origin && origin !== rel ? `holds the content of ${origin}, which the policy denies for Read` : 'the policy denies reading it, so it is never published',
        rule: null,
      });
      continue;
    }
    const decision = req.policy.decide({ tool: 'Write', kind: 'edit', input: { file_path: rel }, paths: [rel] });
    if (decision.decision === 'deny') {
      findings.push({ path: rel, action: 'reverted', reason: `changed by a command, but ${decision.reason}`, rule: decision.rule ?? null });
      revert.push({ rel, inBase });
    }
  }
  if (revert.length) await revertPaths(req, revert);
  return { exclude: findings.filter((f) => f.action === 'dropped').map((f) => f.path), findings };
}

/** Paths differing from `base` in the work tree (no renames: each side is its own path). */
async function changedPaths(cwd: string, base: string, exec?: Exec): Promise<Array<{ rel: string; inBase: boolean }>> {
  const repo = await openSealed(cwd, exec);
  try {
    await repo.run(['read-tree', base]);
    const [tracked, untracked] = await Promise.all([
      repo.run(['diff', '--name-status', '--no-renames', '-z', base, '--']),
      repo.run(['ls-files', '--others', '--exclude-standard', '-z']),
    ]);
    const out = new Map<string, boolean>();
    const parts = tracked.stdout.split('\0');
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const status = parts[i] as string;
      const rel = parts[i + 1] as string;
      if (rel) out.set(rel, status !== 'A');
    }
    for (const rel of untracked.stdout.split('\0').filter(Boolean)) out.set(rel, false);
    return [...out].map(([rel, inBase]) => ({ rel, inBase }));
  } finally {
    repo.close();
  }
}

/**
 * Puts paths back as they were at `base`. Files that did not exist there are deleted, but only
 * when no directory on the way is a symlink (the agent could have swapped `src` for a link to a
 * place outside the workspace); git's own checkout refuses leading symlinks the same way.
 */
async function revertPaths(req: OutcomeRequest, paths: Array<{ rel: string; inBase: boolean }>): Promise<void> {
  const root = realpathSync(req.cwd);
  for (const { rel } of paths.filter((p) => !p.inBase)) {
    const abs = path.join(root, rel);
    if (realpathSync(path.dirname(abs)) !== path.dirname(abs)) continue;
    try {
      if (!lstatSync(abs).isDirectory()) rmSync(abs, { force: true });
    } catch {
      // already gone
    }
  }
  const restore = paths.filter((p) => p.inBase).map((p) => p.rel);
  if (!restore.length) return;
  const repo = await openSealed(req.cwd, req.exec);
  try {
    await repo.run(['read-tree', req.baseSha]);
    await repo.run(['checkout', '--pathspec-from-file=-', '--pathspec-file-nul', req.baseSha], {
      input: restore.map((rel) => `:(literal)${rel}`).join('\0'),
    });
  } finally {
    repo.close();
  }
}

/** Pathspecs for `git add --pathspec-from-file=- --pathspec-file-nul`: everything but `exclude`. */
export function addPathspecs(exclude: readonly string[]): string {
  return ['.', ...exclude.map((rel) => `:(exclude,literal)${rel}`)].join('\0');
}
