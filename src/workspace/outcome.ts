/**
 * The outcome check: what the run left in the work tree, held against the policy BEFORE anything
 * is published. Command analysis decides what may start; this decides what may leave, whatever a
 * program did (a test script that copied a secret, a build that wrote outside its rules, a file an
 * earlier workflow step left untracked).
 *
 * The check lists the run's changes ONCE and returns that list (PublishSet) as the only thing the
 * diff, the comment, the commit and the push may contain: they stage exactly its paths on top of
 * the start commit (diff.ts stageChanges), never `add --all` again. So nothing the check did not
 * see can be published, whatever an ignore rule, a planted `.gitignore` or a revert changed later.
 *
 * What is listed: every path that differs from the commit the run started at (changed, added,
 * deleted; the run's own commits included), and every untracked file the START commit's
 * `.gitignore` files and the repository's info/exclude as it was before the run (git-dir-guard.ts
 * puts it back first) do not ignore. Ignore rules the run wrote (a `.gitignore`, a nested one,
 * `core.excludesFile`) do not hide anything from the check: they are not read. Each path is then:
 *   - denied for Read (by its name, or because it IS a Read-denied file moved or linked to another
 *     name: DeniedInodes) -> DROPPED: it never appears in a comment, summary, output, commit or
 *     push; the file stays on disk, untouched.
 *   - not allowed by any Edit/Write rule, or a protected path -> REVERTED to the start commit
 *     (deleted if it did not exist there) and reported as a denial (it counts for fail_on_deny).
 *   - otherwise published.
 * Paths only the run's commits touched (added, then removed again) are held against the policy
 * too: when one is dropped or reverted, or the commits do not descend from the start commit, the
 * commits are not published: the run's changes go out as one commit on the start commit.
 * Listing the paths writes nothing into the object store: a Read-denied untracked file's content
 * must not become a blob that a later process could read from .git/objects.
 */
import { lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Exec } from '../exec.js';
import type { Policy } from '../policy/types.js';
import { openSealed, type SealedRepo } from './sealed.js';

export interface OutcomeFinding {
  path: string;
  action: 'dropped' | 'reverted';
  reason: string;
  rule: string | null;
}

/**
 * What may be published, as the check saw it: the diff and the push stage exactly `paths` (their
 * state in the work tree) over `base`, and verify the result before using it.
 */
export interface PublishSet {
  /** The commit the run started at. */
  base: string;
  /** HEAD when the check ran: the push refuses to go on if it moved since. */
  head: string | null;
  /** The workspace's path inside the work tree ('' or 'packages/core/'), as git prints it. */
  prefix: string;
  /** Workspace-relative paths whose work-tree state is published; every other path stays as at `base`. */
  paths: readonly string[];
  /** Whether the run's commits (base..head) may be published as they are, or only their result as one commit on `base`. */
  keepHistory: boolean;
  /** Held again just before staging: why a path may not be published (null: it may). */
  refuse(rel: string): string | null;
}

export interface OutcomeResult {
  /** Paths left out as denied for Read (they are not in `publish.paths` either). */
  exclude: string[];
  findings: OutcomeFinding[];
  publish: PublishSet;
}

export interface OutcomeRequest {
  cwd: string;
  baseSha: string;
  policy: Policy;
  /** The original path of a Read-denied inode found at `abs`, or null (the sandbox knows them). */
  deniedOrigin?: (abs: string) => string | null;
  exec?: Exec;
}

/** A path of the run's changes: relative to the workspace; whether it exists at the start commit. */
interface Change {
  rel: string;
  inBase: boolean;
}

/** Everything the run changed, listed once (see the header). */
export interface ChangeListing {
  base: string;
  head: string | null;
  prefix: string;
  changes: Change[];
  /** Paths the run's commits touched anywhere in the work tree (top-relative), when HEAD moved. */
  history: string[];
  /** Whether HEAD descends from the start commit. */
  descends: boolean;
}

export async function checkOutcome(req: OutcomeRequest): Promise<OutcomeResult> {
  const listing = await listChanges(req.cwd, req.baseSha, req.exec);
  const findings: OutcomeFinding[] = [];
  const revert: Change[] = [];
  const publish: string[] = [];
  const verdict = (rel: string): { action: 'dropped' | 'reverted'; reason: string; rule: string | null } | null => {
    const origin = req.deniedOrigin?.(path.join(req.cwd, rel)) ?? null;
    if (req.policy.isReadDenied(rel) || origin) {
      return {
        action: 'dropped',
        reason: origin && origin !== rel ? `holds the content of ${origin}, which the policy denies for Read` : 'the policy denies reading it, so it is never published',
        rule: null,
      };
    }
    const decision = req.policy.decide({ tool: 'Write', kind: 'edit', input: { file_path: rel }, paths: [rel] });
    if (decision.decision === 'deny') return { action: 'reverted', reason: `changed by a command, but ${decision.reason}`, rule: decision.rule ?? null };
    return null;
  };
  for (const change of listing.changes) {
    const found = verdict(change.rel);
    if (!found) {
      publish.push(change.rel);
      continue;
    }
    findings.push({ path: change.rel, ...found });
    if (found.action === 'reverted') revert.push(change);
  }
  // The run's commits: published as history only if every path they touched may be published
  // (a path outside the workspace never may), else only their result goes out, as one commit.
  const listed = new Set(listing.changes.map((c) => c.rel));
  const found = new Set(findings.map((f) => f.path));
  let keepHistory = listing.descends;
  for (const top of listing.history) {
    const rel = workspaceRel(top, listing.prefix);
    if (rel === null || found.has(rel)) {
      keepHistory = false;
      continue;
    }
    if (listed.has(rel)) continue;
    const only = verdict(rel);
    if (!only) continue;
    keepHistory = false;
    found.add(rel);
    findings.push({ path: rel, ...only, reason: `${only.reason} (a commit of the run held it: the run's commits are not published, only their result as one commit)` });
  }
  if (revert.length) await revertPaths(req, revert);
  const refuse = (rel: string) => {
    const found = verdict(rel);
    return found ? found.reason : null;
  };
  return {
    exclude: findings.filter((f) => f.action === 'dropped').map((f) => f.path),
    findings,
    publish: { base: listing.base, head: listing.head, prefix: listing.prefix, paths: publish, keepHistory, refuse },
  };
}

/**
 * Everything differing from `base`, published as is: for callers without a policy (tests, tools).
 * `exclude` (workspace-relative paths) is left out.
 */
export async function allChanges(cwd: string, base: string, exec?: Exec, exclude: readonly string[] = []): Promise<PublishSet> {
  const listing = await listChanges(cwd, base, exec);
  const left = new Set(exclude);
  const paths = listing.changes.map((c) => c.rel).filter((rel) => !left.has(rel));
  const keepHistory = listing.descends && listing.history.every((top) => {
    const rel = workspaceRel(top, listing.prefix);
    return rel !== null && !left.has(rel);
  });
  return { base, head: listing.head, prefix: listing.prefix, paths, keepHistory, refuse: (rel) => (left.has(rel) ? 'left out' : null) };
}

function workspaceRel(top: string, prefix: string): string | null {
  if (!prefix) return top;
  return top.startsWith(prefix) && top.length > prefix.length ? top.slice(prefix.length) : null;
}

/**
 * The run's changes, listed once through a sealed repository (no hooks, fsmonitor or drivers run).
 * Paths are relative to the workspace (`--relative`, like ls-files): when it is a subdirectory of
 * the repository, only it is listed, named as the policy's rules name paths.
 */
export async function listChanges(cwd: string, base: string, exec?: Exec): Promise<ChangeListing> {
  const repo = await openSealed(cwd, exec);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'marshal-outcome-'));
  try {
    const prefix = (await repo.run(['rev-parse', '--show-prefix'])).stdout.replace(/\n$/, '');
    await repo.run(['read-tree', base]);
    // Which untracked files are ignored is decided by the START commit's .gitignore files and the
    // pre-run info/exclude alone (written as one exclude file): nothing the run wrote hides a file.
    const excludeFile = path.join(scratch, 'exclude');
    const head = repo.head;
    const moved = head !== null && head !== base;
    const rules = await baseIgnoreRules(repo);
    writeFileSync(excludeFile, rules);
    const [tracked, firstUntracked, committed, history, descends] = await Promise.all([
      repo.run(['diff', '--relative', '--name-status', '--no-renames', '-z', base, '--']),
      repo.run(['ls-files', '--others', '-z', `--exclude-from=${excludeFile}`]),
      moved ? repo.run(['diff', '--relative', '--name-status', '--no-renames', '-z', base, head, '--']) : null,
      moved ? repo.run(['log', '--format=', '--name-only', '--no-renames', '--root', '-m', '-z', `${base}..${head}`, '--']) : null,
      moved ? repo.run(['merge-base', '--is-ancestor', base, head], { allowFailure: true }).then((r) => r.exitCode === 0) : true,
    ]);
    const out = new Map<string, boolean>();
    const statuses = (text: string) => {
      const parts = text.split('\0');
      for (let i = 0; i + 1 < parts.length; i += 2) {
        const rel = parts[i + 1] as string;
        if (rel) out.set(rel, (parts[i] as string) !== 'A' || (out.get(rel) ?? false));
      }
    };
    // A directory the run created may ignore its own content (`.venv/.gitignore`, a cache's `*`):
    // such rules can only hide what lies in that new directory, so they are read too (hidden is
    // never published; it stays on disk, as ignored files do).
    let untracked = firstUntracked;
    const own = await newDirectoryRules(repo, cwd, base, prefix, firstUntracked.stdout.split('\0'));
    if (own.length) {
      writeFileSync(excludeFile, `${rules}${own.join('\n')}\n`);
      untracked = await repo.run(['ls-files', '--others', '-z', `--exclude-from=${excludeFile}`]);
    }
    statuses(tracked.stdout);
    if (committed) statuses(committed.stdout);
    for (const entry of untracked.stdout.split('\0')) {
      // A nested repository is listed as `dir/`: it is not published (a gitlink to a commit that
      // exists nowhere else), and its files are not the run's changes to this repository.
      if (entry && !entry.endsWith('/') && !out.has(entry)) out.set(entry, false);
    }
    const touched = new Set((history?.stdout ?? '').split(/[\0\n]/).filter(Boolean));
    return { base, head, prefix, changes: [...out].map(([rel, inBase]) => ({ rel, inBase })), history: [...touched], descends };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    repo.close();
  }
}

/**
 * The ignore rules of the start commit as one exclude file: info/exclude (lowest precedence, as
 * git reads it), then every tracked `.gitignore`, shallower before deeper (git lets the deeper
 * file decide; in one list the later pattern decides), each anchored to its directory.
 */
async function baseIgnoreRules(repo: SealedRepo): Promise<string> {
  const parts: string[] = [];
  // The sealed repository's copy of info/exclude (taken when it was opened, after the git-dir
  // guard put the file back as it was before the run).
  const excludePath = (await repo.run(['rev-parse', '--git-path', 'info/exclude'])).stdout.trim();
  try {
    parts.push(readFileSync(excludePath, 'utf8'));
  } catch {
    // none
  }
  const spec = ':(top,glob)**/.gitignore';
  const [listed, grep] = await Promise.all([
    repo.run(['ls-files', '-s', '-z', '--full-name', '--', spec]),
    // Every line of every such blob in the index (the start commit): `path\0line\0text\n`.
    repo.run(['grep', '--cached', '-a', '-z', '-n', '--full-name', '--no-color', '-e', '', '--', spec], { allowFailure: true }),
  ]);
  // Symbolic links named .gitignore are not read by git (2.32+): regular files only.
  const regular = new Set(
    listed.stdout
      .split('\0')
      .map((record) => /^100(?:644|755) [0-9a-f]+ \d\t(.*)$/s.exec(record)?.[1])
      .filter((file): file is string => file !== undefined),
  );
  const byFile = new Map<string, string[]>();
  for (const line of grep.stdout.split('\n')) {
    const first = line.indexOf('\0');
    const second = line.indexOf('\0', first + 1);
    if (first < 0 || second < 0) continue;
    const file = line.slice(0, first);
    if (!regular.has(file)) continue;
    const lines = byFile.get(file) ?? [];
    lines.push(line.slice(second + 1));
    byFile.set(file, lines);
  }
  parts.push(...anchoredFiles([...byFile].map(([file, lines]) => ({ file, text: lines.join('\n') }))));
  return `${parts.join('\n')}\n`;
}

const MAX_OWN_RULES_BYTES = 64 * 1024;

/**
 * The rules of untracked `.gitignore` files in directories that do not exist at the start commit
 * (anchored to them, shallower first). A `.gitignore` in a directory the start commit has is not
 * read: it would change what is listed in a place the start commit's rules govern.
 */
async function newDirectoryRules(repo: SealedRepo, cwd: string, base: string, prefix: string, untracked: readonly string[]): Promise<string[]> {
  const candidates = untracked.filter((rel) => rel === '.gitignore' || rel.endsWith('/.gitignore')).map((rel) => ({ rel, dir: `${prefix}${path.posix.dirname(rel) === '.' ? '' : path.posix.dirname(rel)}`.replace(/\/$/, '') }));
  const fresh = candidates.filter((c) => c.dir !== '' && !c.dir.includes('\n'));
  if (!fresh.length) return [];
  const dirs = [...new Set(fresh.map((c) => c.dir))];
  const check = await repo.run(['cat-file', '--batch-check=%(objecttype)'], { input: dirs.map((d) => `${base}:${d}`).join('\n') + '\n' });
  const answers = check.stdout.split('\n');
  const inBase = new Set(dirs.filter((_, i) => answers[i] === 'tree'));
  const files: Array<{ file: string; text: string }> = [];
  for (const c of fresh) {
    if (inBase.has(c.dir)) continue;
    const abs = path.join(cwd, c.rel);
    try {
      const st = lstatSync(abs);
      if (!st.isFile() || st.size > MAX_OWN_RULES_BYTES) continue;
      files.push({ file: `${c.dir}/.gitignore`, text: readFileSync(abs, 'utf8') });
    } catch {
      // gone
    }
  }
  return anchoredFiles(files);
}

/** `.gitignore` files (top-relative path, text) as anchored rules, shallower files first. */
function anchoredFiles(files: Array<{ file: string; text: string }>): string[] {
  return [...files]
    .sort((a, b) => a.file.split('/').length - b.file.split('/').length || (a.file < b.file ? -1 : 1))
    .map(({ file, text }) => {
      const dir = path.posix.dirname(file);
      return anchorIgnoreRules(text, dir === '.' ? '' : dir);
    });
}

/** Escapes a directory name for a gitignore pattern (wildmatch's special characters). */
function literal(dir: string): string {
  return dir.replace(/[\\*?[\]]/g, (c) => `\\${c}`);
}

/** The rules of `<dir>/.gitignore`, rewritten to mean the same from the top of the work tree. */
export function anchorIgnoreRules(text: string, dir: string): string {
  if (!dir) return text;
  const base = `/${literal(dir)}/`;
  return text
    .split('\n')
    .map((line) => {
      if (line.trim() === '' || line.startsWith('#')) return line;
      const negated = line.startsWith('!');
      const pattern = negated ? line.slice(1) : line;
      // "A separator at the beginning or middle" anchors the pattern to the file's directory.
      const body = pattern.replace(/\/+\s*$/, '');
      const anchored = body.includes('/');
      const rest = pattern.startsWith('/') ? pattern.slice(1) : pattern;
      return `${negated ? '!' : ''}${base}${anchored ? '' : '**/'}${rest}`;
    })
    .join('\n');
}

/**
 * Puts paths back as they were at `base`. Files that did not exist there are deleted, but only
 * when no directory on the way is a symlink (the agent could have swapped `src` for a link to a
 * place outside the workspace); git's own checkout refuses leading symlinks the same way.
 */
async function revertPaths(req: OutcomeRequest, paths: readonly Change[]): Promise<void> {
  const root = realpathSync(req.cwd);
  for (const { rel } of paths.filter((p) => !p.inBase)) {
    const abs = path.join(root, rel);
    try {
      if (realpathSync(path.dirname(abs)) !== path.dirname(abs)) continue;
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
