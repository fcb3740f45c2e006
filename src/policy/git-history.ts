/**
 * The paths in the repository's history, for commands that print files' contents from it
 * (shell/git-content.ts says which). A tracked or once-committed `.env` is printed by
 * `git show HEAD` or `git log -p` whatever the command line says, so such a command is allowed
 * only when the paths its output can include (those under its pathspecs, or every path in the
 * history without one) are all readable under the Read rules.
 *
 * The paths are listed with real git, once: `git log --all --reflog --name-only` (every commit
 * any ref or reflog reaches, stashes included) plus `git ls-files` (the index). The result is
 * kept until git's index or refs change (a few stat calls per content-printing command), so
 * the agent's own `git add` / `git commit` / `git stash` are seen. When the list cannot be made
 * (not a repository, too large, git failed or timed out), every content-printing command is
 * denied: fail closed.
 *
 * "Contents" includes output that depends on them (shell/git-content.ts lists what): a search
 * (`git log -G 'SECRET=1' --oneline` prints a commit or nothing), a similarity, an object id (a
 * hash of the contents). They are checked exactly as `git log -p` is, with the same pathspecs.
 *
 * Commands that print objects named on their input or every object (`git cat-file --batch`,
 * `git log -p --stdin`, `--batch-all-objects`) can print any blob git holds, also those no ref,
 * reflog or the index reaches (a dropped stash, an undone `git add`), which have no path to
 * check: they are denied while the history holds a denied path, and, when any Read deny rule
 * exists, while the object store holds an object the listing cannot account for.
 */
import { childProcess } from '../shared/lazy-builtins.js';
import { lstatSync, statSync } from 'node:fs';
import path from 'node:path';
import { deny, denyCovers, type PathRules } from './path-checks.js';
import { isReadProtected } from './path-globs.js';
import { ruleGoverns, type Rule } from './rules.js';
import type { GitContentRead } from './shell/git-content.js';
import type { Decision } from './types.js';

const GIT_TIMEOUT_MS = 15_000;
const MAX_OUTPUT = 256 * 1024 * 1024;
const MAX_PATHS = 1_000_000;

/** A path in history the Read rules refuse. */
interface DeniedPath {
  /** Workspace-relative (`../x` when outside the workspace). */
  rel: string;
  rule: Rule | null;
  why: string;
}

interface Snapshot {
  ok: true;
  key: string;
  paths: string[];
  denied: DeniedPath[];
  /** The denied paths in the index or HEAD's tree (what `git diff` without a revision can show). */
  deniedCurrent: DeniedPath[];
  /**
   * Denied paths whose index entry is marked assume-unchanged or skip-worktree: `git grep` reads
   * those from the object store, not the work tree, so the sandbox cannot hide them.
   */
  deniedFromStore: DeniedPath[];
  /** Object types of revisions, as git resolves them (`X^{}`). */
  types: Map<string, string | null>;
  /** Objects no ref, reflog or the index reaches, by the object store's state (`git count-objects -v`). */
  unreachable?: { key: string; count: number } | { key: string; error: string };
  suggestion: string | undefined;
}

type Listing = Snapshot | { ok: false; key: string; reason: string };

const GIT_ENV = { GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', GIT_NO_LAZY_FETCH: '1', GIT_PAGER: 'cat', PAGER: 'cat', LC_ALL: 'C' };

function runGit(cwd: string, args: string[]): { ok: true; out: string } | { ok: false; reason: string } {
  const env: NodeJS.ProcessEnv = {};
  // Inherit the environment but nothing that points git at another repository or config.
  for (const [k, v] of Object.entries(process.env)) if (!/^GIT_/.test(k)) env[k] = v;
  const result = childProcess().spawnSync('git', ['--no-pager', '-c', 'core.fsmonitor=false', '-c', 'log.showRoot=true', ...args], {
    cwd, env: { ...env, ...GIT_ENV }, encoding: 'utf8', timeout: GIT_TIMEOUT_MS, maxBuffer: MAX_OUTPUT, stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error) return { ok: false, reason: `git ${args[0]} failed: ${result.error.message}` };
  if (result.status !== 0) return { ok: false, reason: `git ${args[0]} exited ${result.status ?? result.signal}: ${(result.stderr || '').trim().split('\n')[0] ?? ''}` };
  return { ok: true, out: result.stdout };
}

function statKey(file: string): string {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.ino}:${s.size}:${s.mtimeMs}` : '-';
}

class GitHistory {
  private listing: Listing | null = null;
  private gitDirs: { gitDir: string; commonDir: string; prefix: string } | null = null;

  constructor(private readonly rules: PathRules) {}

  /** What changes when the index, HEAD or refs do. */
  private key(): string {
    if (!this.gitDirs) return '';
    const { gitDir, commonDir } = this.gitDirs;
    return [
      path.join(gitDir, 'index'), path.join(gitDir, 'HEAD'), path.join(gitDir, 'logs', 'HEAD'), path.join(commonDir, 'packed-refs'),
      path.join(commonDir, 'refs', 'heads'), path.join(commonDir, 'refs', 'tags'), path.join(commonDir, 'refs', 'stash'),
      path.join(commonDir, 'logs', 'refs', 'stash'), path.join(commonDir, 'FETCH_HEAD'), path.join(commonDir, 'refs', 'remotes'),
    ].map(statKey).join('|');
  }

  snapshot(): Listing {
    if (this.listing && this.listing.key === this.key()) return this.listing;
    this.listing = this.list();
    return this.listing;
  }

  private list(): Listing {
    const cwd = this.rules.cwd;
    if (!this.gitDirs) {
      const where = runGit(cwd, ['rev-parse', '--path-format=absolute', '--git-dir', '--git-common-dir', '--show-prefix']);
      if (!where.ok) return { ok: false, key: '', reason: where.reason };
      const [gitDir = '', commonDir = '', prefix = ''] = where.out.split('\n');
      this.gitDirs = { gitDir, commonDir, prefix };
    }
    const key = this.key();
    const hasRefs = runGit(cwd, ['for-each-ref', '--count=1', '--format=x']);
    const headLog = lstatSync(path.join(this.gitDirs.gitDir, 'logs', 'HEAD'), { throwIfNoEntry: false });
    const names = new Set<string>();
    if (!hasRefs.ok) return { ok: false, key, reason: hasRefs.reason };
    if (hasRefs.out.trim() || headLog) {
      const log = runGit(cwd, ['log', '--all', '--reflog', '-c', '--name-only', '--format=', '-z', '--no-renames']);
      if (!log.ok) return { ok: false, key, reason: log.reason };
      for (const name of log.out.split(/[\0\n]/)) if (name) names.add(name);
    }
    const index = runGit(cwd, ['ls-files', '-v', '-z', '--full-name', ':/']);
    if (!index.ok) return { ok: false, key, reason: index.reason };
    // `-v` tags each entry: lower case for assume-unchanged, `S` for skip-worktree.
    const entries = index.out.split('\0').filter(Boolean);
    const current = new Set(entries.map((e) => e.slice(2)));
    const fromStore = new Set(entries.filter((e) => /^[a-zS]/.test(e)).map((e) => e.slice(2)));
    if (hasRefs.out.trim() || headLog) {
      // HEAD's tree: `git diff --cached` shows a file removed from the index in full.
      const head = runGit(cwd, ['ls-tree', '-r', '-z', '--name-only', '--full-tree', 'HEAD']);
      if (head.ok) for (const name of head.out.split('\0')) if (name) current.add(name);
    }
    for (const name of current) names.add(name);
    if (names.size > MAX_PATHS) return { ok: false, key, reason: `the history holds more than ${MAX_PATHS} paths` };
    const prefix = this.gitDirs.prefix;
    const toRel = (n: string) => (n.startsWith(prefix) ? n.slice(prefix.length) : `${'../'.repeat(prefix.split('/').filter(Boolean).length)}${n}`);
    const paths = [...names].map(toRel).sort();
    const currentRel = new Set([...current].map(toRel));
    const readDeny = this.rules.deny.filter((r) => ruleGoverns(r, 'Read', 'read'));
    const denied: DeniedPath[] = [];
    for (const rel of paths) {
      if (rel.startsWith('../')) {
        denied.push({ rel, rule: null, why: `"${rel}" is in the repository's history but outside the workspace, which commands may not read (not overridable by policy)` });
        continue;
      }
      if (isReadProtected(rel)) {
        denied.push({ rel, rule: null, why: `"${rel}" is git's config, which is never readable (not overridable by policy)` });
        continue;
      }
      const rule = readDeny.find((r) => denyCovers(r, rel));
      if (rule) denied.push({ rel, rule, why: `${rule.text} matched "${rel}"` });
    }
    const deniedCurrent = denied.filter((d) => currentRel.has(d.rel));
    const fromStoreRel = new Set([...fromStore].map(toRel));
    const deniedFromStore = deniedCurrent.filter((d) => fromStoreRel.has(d.rel));
    return { ok: true, key, paths, denied, deniedCurrent, deniedFromStore, types: new Map(), suggestion: suggest(paths, denied) };
  }

  /**
   * How many objects of the store nothing reaches (no ref, reflog or index entry): every object
   * (`cat-file --batch-all-objects`) less those `rev-list --objects --all --reflog --indexed-objects`
   * walks. Cached while the object store's counts stay the same.
   */
  unreachableObjects(snapshot: Snapshot): { count: number } | { error: string } {
    const cwd = this.rules.cwd;
    const counts = runGit(cwd, ['count-objects', '-v']);
    const key = counts.ok ? counts.out : '';
    if (key && snapshot.unreachable?.key === key) return snapshot.unreachable;
    const all = runGit(cwd, ['cat-file', '--batch-all-objects', '--batch-check=%(objectname)']);
    if (!all.ok) return { error: all.reason };
    const reached = runGit(cwd, ['rev-list', '--objects', '--all', '--reflog', '--indexed-objects']);
    if (!reached.ok) return { error: reached.reason };
    const seen = new Set<string>();
    for (const line of reached.out.split('\n')) if (line) seen.add(line.slice(0, line.indexOf(' ') === -1 ? undefined : line.indexOf(' ')));
    let count = 0;
    for (const id of all.out.split('\n')) if (id && !seen.has(id)) count += 1;
    snapshot.unreachable = { key, count };
    return { count };
  }

  /** The object type a revision peels to (`commit`, `tree`, `blob`), or null when git cannot tell. */
  typeOf(snapshot: Snapshot, revision: string, peel: boolean): string | null {
    const expr = peel ? `${revision}^{}` : revision;
    if (snapshot.types.has(expr)) return snapshot.types.get(expr)!;
    const out = revision.startsWith('-') ? null : runGit(this.rules.cwd, ['cat-file', '-t', expr]);
    const type = out && out.ok ? out.out.trim() : null;
    snapshot.types.set(expr, type);
    return type;
  }
}

/** A top-level directory of the history with nothing denied under it, for the example pathspec. */
function suggest(paths: readonly string[], denied: readonly DeniedPath[]): string | undefined {
  const dirs = new Set<string>();
  for (const p of paths) if (p.includes('/') && !p.startsWith('../')) dirs.add(p.slice(0, p.indexOf('/')));
  const clean = [...dirs].filter((d) => !denied.some((x) => x.rel.toLowerCase().startsWith(`${d.toLowerCase()}/`)));
  return clean.includes('src') ? 'src' : clean[0];
}

const histories = new WeakMap<PathRules, GitHistory>();

function historyFor(rules: PathRules): GitHistory {
  let history = histories.get(rules);
  if (!history) {
    history = new GitHistory(rules);
    histories.set(rules, history);
  }
  return history;
}

/** git's pathspec as a test on workspace-relative paths; null for a pathspec that excludes. */
function pathspecTest(spec: string): ((rel: string) => boolean) | null {
  let body = spec;
  let glob = true;
  if (body.startsWith(':')) {
    const magic = /^:(\(([^)]*)\)|[/!^]*)/.exec(body)!;
    const words = magic[2] !== undefined ? magic[2].split(',').map((w) => w.trim()) : [...(magic[1] ?? '')].map((c) => (c === '/' ? 'top' : 'exclude'));
    if (words.some((w) => w === 'exclude')) return null;
    if (words.includes('literal')) glob = false;
    // Other magic (top, icase, glob, attr:...) only narrows; matched loosely below.
    body = body.slice(magic[0].length);
  }
  body = body.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (body === '' || body === '.') return () => true;
  const escaped = body.replace(/[.+^${}()|\\]/g, '\\$&');
  // git's default wildcards cross directories (`*` matches `/`); a match of a leading directory
  // selects everything under it. Case is ignored: deny checks err towards matching.
  const source = glob ? escaped.replace(/\*/g, '.*').replace(/\?/g, '.').replace(/\[!/g, '[^') : escaped.replace(/[*?[\]]/g, '\\$&');
  let re: RegExp;
  try {
    re = new RegExp(`^${source}(/.*)?$`, 'is');
  } catch {
    return () => true;
  }
  return (rel) => re.test(rel);
}

/** Commit-only revision syntax: `X~2`, `X^`, `X^{commit}`, ranges, reflog entries. */
const COMMIT_SYNTAX = /(\.\.|[~^]\d*$|\^\{(commit|tree)\}$|\^[!@-]\d*$|@\{[^}]*\}$)/;

/**
 * Checks a content-printing git command against the paths in history; null when fine.
 * `sandbox`: work-tree reads (git grep without a revision) are the kernel's to stop; whatever git
 * prints from its object store (history, the index, stashes) is checked all the same.
 */
export function checkGitContent(rules: PathRules, read: GitContentRead, options: { sandbox?: boolean } = {}): Decision | null {
  const history = historyFor(rules);
  const snapshot = history.snapshot();
  const reveals = read.reveals ?? "prints files' contents from history";
  if (!snapshot.ok) {
    return deny(null, `${read.what} ${reveals}, and the paths in the repository's history could not be listed to check them against the Read rules (${snapshot.reason}); read files with the Read tool, or list names only (--stat, --name-only)`);
  }
  if (read.anyObject) return checkAnyObject(rules, history, snapshot, read);
  if (!snapshot.denied.length) return null;
  const exists = (p: string) => !!lstatSync(path.resolve(rules.cwd, p), { throwIfNoEntry: false });
  const pathspecs = [...read.pathspecs, ...read.candidates.filter(exists)];
  const revisions = [...read.revisions, ...read.candidates.filter((c) => !exists(c))];
  // git grep in the work tree reads the tracked files there (never a symlink's target): those in
  // the index, which `deniedCurrent` holds. Under the sandbox the kernel guards the work tree,
  // but an entry marked assume-unchanged or skip-worktree is read from the object store.
  const storeOnly = !!options.sandbox && !!read.grep && !read.grep.cached && !revisions.length;
  if ((storeOnly && !snapshot.deniedFromStore.length) || (read.workTree && options.sandbox)) return null;
  // A blob is printed whatever the pathspec says: such a revision widens the output to everything.
  // So is a tree whose entries' ids are printed (`git cat-file -p HEAD^{tree}`).
  const blob = read.blobRevisions
    ? revisions.find((r) => {
      if (r.includes(':')) return false; // `REV:path` is checked as a path
      if (COMMIT_SYNTAX.test(r) && !(read.treeIds && /\^\{tree\}$/.test(r))) return false;
      const peel = read.what !== 'git cat-file'; // cat-file -p prints a tag object itself
      return !['commit', ...(read.treeIds ? [] : ['tree']), ...(peel ? [] : ['tag'])].includes(history.typeOf(snapshot, r, peel) ?? '');
    })
    : undefined;
  if (read.onlyBlobs && blob === undefined) return null;
  let tests = pathspecs.map(pathspecTest).filter((t): t is (rel: string) => boolean => t !== null);
  // `HEAD:src/a.ts`, `HEAD~1:docs`, `:src` (the index): only that path's blob or tree is read, so
  // when every revision has that form its paths are the scope (the pathspec is then relative to it).
  const treePaths = revisions.map((r) => /^[^:]*:(?:[0-3]:)?(?![/!^(])(.+)$/.exec(r)?.[1]);
  if (revisions.length && treePaths.every((p) => p !== undefined && !/^(\.\/)*\.?\/*$/.test(p))) {
    tests = treePaths.map((p) => pathspecTest(`:(literal)${p}`)!);
  }
  const whole = read.whole || blob !== undefined || !tests.length;
  // Without a revision, `git diff` / `git add -p` / `git status -v` show only the index, the work
  // tree and HEAD: only the files there count.
  const candidates = storeOnly ? snapshot.deniedFromStore : read.current && !revisions.length ? snapshot.deniedCurrent : snapshot.denied;
  const hit = candidates.find((d) => whole || tests.some((t) => t(d.rel)));
  if (!hit) return null;
  const example = `${read.base.join(' ')} -- ${snapshot.suggestion ?? 'src'}/`;
  const scope = blob !== undefined
    ? `"${blob}" may name a blob${read.treeIds ? ' or a tree' : ''} (git prints a blob whatever the pathspec), so its output can include any file in history`
    : whole && !read.whole
      ? `without a pathspec its output can include any ${candidates === snapshot.denied ? 'file in the repository\'s history' : 'tracked file'}`
      : read.whole
        ? 'its output can include any file in the repository\'s history, whatever the pathspec'
        : 'its pathspec includes it';
  const advice = blob !== undefined
    ? `name commits in a commit-only form (\`${blob}^{commit}\`) and add a pathspec, e.g. \`${example}\``
    : read.whole
      ? 'read files with the Read tool, or list names only (--stat, --name-only)'
      : `add a pathspec that leaves it out, e.g. \`${example}\``;
  const because = storeOnly
    ? `${hit.why}, whose index entry is marked assume-unchanged or skip-worktree, so git reads it from its object store, which the sandbox cannot hide (git update-index --no-assume-unchanged / --no-skip-worktree)`
    : `${hit.why}, which is in the repository's history (tracked, or committed earlier)`;
  return deny(hit.rule?.text ?? null, `${read.what} ${reveals} and ${scope}: ${because}; ${advice}`);
}

/**
 * A command printing objects named on its input, or all objects: any blob git holds. Denied when
 * a path in history is Read-denied, and when a Read deny rule exists while the store holds objects
 * nothing reaches (their contents have no path to be checked by).
 */
function checkAnyObject(rules: PathRules, history: GitHistory, snapshot: Snapshot, read: GitContentRead): Decision | null {
  const what = read.reveals
    ? `${read.what} ${read.reveals}, for any object git holds (those named on its input, or all of them), whatever the pathspec`
    : `${read.what} prints any object git holds (those named on its input, or all of them), whatever the pathspec`;
  const advice = 'name what to print on the command line by ref and path (git show HEAD:src/a.ts), or read files with the Read tool';
  const hit = snapshot.denied[0];
  if (hit) return deny(hit.rule?.text ?? null, `${what}: ${hit.why}, which is in the repository's history (tracked, or committed earlier); ${advice}`);
  const readDeny = rules.deny.filter((r) => ruleGoverns(r, 'Read', 'read'));
  if (!readDeny.length) return null;
  const unreachable = history.unreachableObjects(snapshot);
  if ('error' in unreachable) return deny(null, `${what}, and the objects in git's store could not be listed to check them (${unreachable.error}); ${advice}`);
  if (!unreachable.count) return null;
  return deny(null, `${what}: the object store holds ${unreachable.count} object${unreachable.count === 1 ? '' : 's'} that no ref reaches (a dropped stash, an undone \`git add\` ...), whose contents have no path to check and could hold what ${readDeny[0]!.text} denies; ${advice}`);
}