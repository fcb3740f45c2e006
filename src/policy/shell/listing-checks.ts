/**
 * Names a producer prints now, handed on by xargs (`ls | xargs CMD`, `git ls-files | xargs CMD`):
 * listed when the call is decided, exactly as the producer will list them, and each checked as
 * the command uses it (read, tree-read, write or tree-write). A name xargs would split or take
 * for an option names other files, so it is refused.
 */
import { childProcess } from '../../shared/lazy-builtins.js';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { decidePath, deny, type PathRules } from '../path-checks.js';
import { checkLiteralMention } from './read-checks.js';
import { checkTree, MAX_TREE_ENTRIES } from './tree-checks.js';
import type { PathEffect } from './effects.js';
import type { Decision } from '../types.js';

/** `ls | xargs CMD`: every visible top-level name, used by CMD as `effect.use` says. */
export function checkListing(rules: PathRules, effect: PathEffect, readRules: PathRules = rules): Decision | null {
  let names: string[];
  const dir = effect.path === '.' ? '' : effect.path;
  try {
    names = readdirSync(path.join(rules.cwd, dir)).filter((n) => !n.startsWith('.'));
  } catch {
    return null;
  }
  return checkListed(rules, effect, dir, names, readRules);
}

/**
 * `git ls-files ... | xargs CMD`: the names git lists now, as it will list them (the same options
 * and pathspecs, in the same directory), each used by CMD as `effect.use` says. Tracked or not,
 * ignored or not: exactly what the listing holds.
 */
export function checkGitListing(rules: PathRules, effect: PathEffect, readRules: PathRules): Decision | null {
  const dir = effect.path === '.' ? '' : effect.path;
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^GIT_/.test(k)) env[k] = v;
  // core.fsmonitor names a program git would run; quotePath off: the names as they are.
  const listing = childProcess().spawnSync('git', ['-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', 'ls-files', '-z', ...(effect.gitListing ?? ['--'])], {
    cwd: path.join(rules.cwd, dir), env: { ...env, GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' }, encoding: 'utf8', timeout: 15_000, maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'],
  });
  if (listing.error || listing.status !== 0) return deny(null, `${effect.via}: the files git lists could not be determined, so what they name cannot be checked`);
  const names = listing.stdout.split('\0').filter(Boolean);
  if (names.length > MAX_TREE_ENTRIES) return deny(null, `${effect.via} lists too many files to check; name a smaller pathspec`);
  return checkListed(rules, effect, dir, names, readRules);
}

/** Names a producer prints (relative to `dir`), each handed to a command that uses it as `effect.use` says. */
function checkListed(rules: PathRules, effect: PathEffect, dir: string, listed: readonly string[], readRules: PathRules): Decision | null {
  const use = effect.use ?? 'read';
  for (const listedName of listed) {
    // A name xargs would split (`a .env b`) or take for an option (`-rf`) names other things.
    if (effect.splits?.test(listedName)) {
      return deny(null, `${effect.via} holds "${listedName}", a name xargs would split or take for an option, so the files it hands on cannot be checked${/^-/.test(listedName) ? '' : '; use -z / -print0 with xargs -0'}`);
    }
    const name = dir ? `${dir}/${listedName}` : listedName;
    const via = `${effect.via} ("${name}")`;
    let denied: Decision | null;
    if (use === 'read') {
      // Reading a directory fails: only what is (or links to) a non-directory is read.
      const isDir = !!statSync(path.resolve(rules.cwd, name), { throwIfNoEntry: false })?.isDirectory();
      denied = isDir ? null : checkLiteralMention(readRules, name, via);
    } else if (use === 'write') {
      const decision = decidePath(rules, 'Edit', 'edit', name, 'write');
      denied = decision.decision === 'deny' ? { ...decision, reason: `${via}: ${decision.reason}` } : null;
    } else {
      denied = checkTree(use === 'tree-read' ? readRules : rules, { path: name, unknown: false, glob: false, access: use, via }, via, use === 'tree-read' ? 'read' : 'write');
    }
    if (denied) return denied;
  }
  return null;
}
