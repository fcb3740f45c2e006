/**
 * Marshal's own file tools (Read, Grep, Glob, LS, Edit, Write) run in Marshal's process, as the
 * runner's uid, so the ACLs that stop the sandbox uid do not stop them. A Read-denied file that a
 * sandboxed command renamed or hard-linked to an innocent name (`mv .env src/notes.txt`: it
 * stays unreadable to the sandbox, the ACL is the inode's) would pass a check by name. These two
 * wrappers check by identity too: a call naming such a file is denied, and enumerating tools skip
 * it, with the file's original path in the reason.
 *
 * Both look the name up when asked, so a name swapped between that look-up and the tool's open
 * would slip past them. The read view therefore carries the identity check itself
 * (`withIdentityCheck`): a tool asks it about the inode it holds open (`deniedOrigin(canRead,
 * fstat)`, shared/safe-open.ts), which no rename or swap can change.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { PermissionHook } from '../executor/types.js';
import { withIdentityCheck } from '../shared/safe-open.js';
import type { DeniedInodes } from './workspace-access.js';

function originOf(inodes: DeniedInodes, abs: string): string | null {
  const direct = inodes.originOf(abs);
  if (direct) return direct;
  try {
    return inodes.origin(statSync(abs)); // through a symlink, as a reading tool would open it
  } catch {
    return null;
  }
}

export function guardPermission(hook: PermissionHook, inodes: DeniedInodes): PermissionHook {
  return async (req) => {
    const decision = await hook(req);
    if (decision.decision !== 'allow' || (req.tool.policyKind !== 'read' && req.tool.policyKind !== 'edit')) return decision;
    let paths: string[] = [];
    try {
      paths = req.tool.paths?.(req.input) ?? [];
    } catch {
      return decision;
    }
    for (const given of paths) {
      if (typeof given !== 'string') continue;
      const origin = originOf(inodes, path.resolve(req.cwd, given));
      if (origin) {
        return { decision: 'deny', rule: null, reason: `${given} is the Read-denied file ${origin} under another name (moved or linked during the run)` };
      }
    }
    return decision;
  };
}

export function guardCanRead(canRead: (rel: string) => boolean, inodes: DeniedInodes, cwd: string): (rel: string) => boolean {
  const guarded = (rel: string) => canRead(rel) && !originOf(inodes, path.join(cwd, rel));
  return withIdentityCheck(guarded, (st) => inodes.origin(st));
}
