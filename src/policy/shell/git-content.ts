/**
 * Which git invocations print files' CONTENTS from the repository's history (or index), and
 * which paths that output can include. A checkout holds every tracked file, and history holds
 * every file ever committed: `git show HEAD`, `git log -p`, `git diff HEAD~1`, `git archive HEAD`
 * print them whatever their names, so a tracked `.env` under `Read(.env*)` must not be reachable
 * through an allowed `Bash(git log:*)`. git-history.ts checks the result against the paths that
 * really are in the repository.
 *
 * Purely lexical: it names the pathspecs (after `--`), the operands that are pathspecs only if
 * they exist in the work tree (git's own rule without `--`), and the revisions. Commands that
 * print only names and metadata (`git log --oneline`, `--stat`, `--name-only`, `git status`)
 * give nothing; `--stat` with `-p` prints contents.
 *
 * Output that depends on contents counts as reading them, however little it prints:
 *
 * - Queries the command line steers: pickaxe (`-S`, `-G`, `--pickaxe-regex`, `--pickaxe-all`),
 *   `--find-object`, `-I` / `--ignore-matching-lines`, `--anchored`, rename detection with a
 *   threshold (`-M30%`), copy and rewrite detection (`-C`, `--find-copies-harder`, `-B`).
 *   `git log -G 'SECRET=1' --oneline` prints a commit or nothing: an oracle that reads a file
 *   one guess at a time, as `git blame -C` (where else a line occurs) is.
 * - Object ids (`--raw`, the default output of `whatchanged` / `diff-tree` / `diff-index` /
 *   `diff-files`, `ls-tree`, `ls-files -s`, `rev-list --objects`, `cat-file -p TREE`) and
 *   whether an object exists (`cat-file -e/-t/-s ID`, `--batch-check`, `describe BLOB`): a
 *   blob's id is the hash of its contents, so it confirms a guess of them.
 *
 * Names and counts stay metadata (`--stat`, `--numstat`, `--shortstat`, `--dirstat`,
 * `--summary`, `--name-only`, `--name-status`): a file's line counts and sizes, as `ls -l` shows
 * them, which no command line steers. So does git's default rename detection (50%, on by
 * default, as a bare `-M` asks for it too), which says whether a deleted file and an added one
 * of the same change are alike; steering it takes a commit, or staging a change to the denied
 * file itself (`git status` shows it as well). Commit and tree ids
 * are hashes over every blob too: given the rest of a tree, a guess of a whole file can be
 * checked against them offline. That cannot be closed without refusing `git log`; it confirms
 * whole-file guesses only, where the queries above extract a secret piece by piece.
 */
import { has, parseArgs, type Parsed } from './args.js';

export interface GitContentRead {
  /** The command as the reason names it (`git log -p`). */
  what: string;
  /**
   * What its output reveals, when not the contents themselves (`searches files' contents in
   * history`, `prints object ids of files in history`); the reason names it.
   */
  reveals?: string;
  /** A tree named by a revision counts as a blob does: its entries' object ids are printed (`git cat-file -p TREE`). */
  treeIds?: boolean;
  /** Paths after `--` (and known path operands). */
  pathspecs: string[];
  /** Operands before `--`: pathspecs when they exist in the work tree, revisions otherwise. */
  candidates: string[];
  /** Operands known to be revisions. */
  revisions: string[];
  /** A revision may name a blob (show, diff, cat-file): a blob is printed whatever the pathspec. */
  blobRevisions: boolean;
  /** Only blob revisions print contents (`git show --stat X` where X is a blob). */
  onlyBlobs?: boolean;
  /** Pathspecs cannot narrow the output (`--follow`, `-L`, stash show, fast-export ...). */
  whole: boolean;
  /** Without a revision it compares only the index, work tree and HEAD (`git diff`, `git add -p`). */
  current?: boolean;
  /**
   * Only names are printed, and what is read is the work-tree files they name (`git ls-files |
   * xargs wc -l`): under the sandbox the kernel guards those.
   */
  workTree?: boolean;
  /** grep: only when an operand is a revision (or --cached) does it read history. */
  grep?: { cached: boolean };
  /** The command before `--`, for the example in a reason. */
  base: string[];
  /**
   * Operands naming an object by its id (`git cat-file -p 3f2a...`, `git show 3f2a`, `a1b2..c3d4`):
   * an object reachable from no ref (an undone `git add`, a dropped stash) can hold anything.
   */
  objectIds?: string[];
  /**
   * The objects printed come from its input (`git cat-file --batch`, `git log -p --stdin`,
   * `git pack-objects`) or are every object git holds (`--batch-all-objects`): any blob in the
   * object store, those no ref reaches included, whatever the pathspec.
   */
  anyObject?: boolean;
}

/** Options of log / diff / show (the revision walk and diff options) that take the next word as a value. */
const LOG_VALUES = [
  '-n', '--max-count', '-S', '-G', '-O', '-L', '-I', '--ignore-matching-lines', '--format', '--since', '--after', '--until',
  '--before', '--author', '--committer', '--grep', '--grep-reflog', '--skip', '--encoding', '--min-parents', '--max-parents',
  '--exclude', '--src-prefix', '--dst-prefix', '--line-prefix', '--diff-filter', '--find-object', '--date', '--output',
  '--decorate-refs', '--decorate-refs-exclude', '--pathspec-from-file', '--anchored',
];
/** Further value options, by subcommand. */
const SUB_VALUES: Readonly<Record<string, readonly string[]>> = {
  'format-patch': ['-o', '--output-directory', '--subject-prefix', '-v', '--reroll-count', '--in-reply-to', '--to', '--cc', '--from', '--signature', '--signature-file', '--base', '--interdiff', '--range-diff', '--creation-factor', '--start-number', '--suffix'],
  'range-diff': ['--creation-factor'],
  archive: ['--format', '--prefix', '-o', '--output', '--remote', '--exec', '--add-file', '--add-virtual-file', '--mtime'],
  grep: ['-e', '-f', '--file', '-A', '-B', '-C', '-m', '--max-count', '--max-depth', '--threads', '--context', '--after-context', '--before-context'],
  commit: ['-m', '--message', '-F', '--file', '-C', '--reuse-message', '-c', '--reedit-message', '--author', '--date', '-t', '--template', '--fixup', '--squash', '--trailer', '--pathspec-from-file', '--cleanup'],
  stash: ['-m', '--message', '--pathspec-from-file'],
  restore: ['-s', '--source', '--pathspec-from-file'],
  checkout: ['-b', '-B', '--orphan', '--pathspec-from-file', '--conflict'],
  reset: ['--pathspec-from-file'],
  add: ['--pathspec-from-file', '--chmod'],
  status: ['--ignore-submodules', '--column'],
  'cat-file': ['--path'],
  blame: ['-L', '-S', '--contents', '--ignore-rev', '--ignore-revs-file', '--date', '--since'],
  annotate: ['-L', '-S', '--contents', '--ignore-rev', '--ignore-revs-file', '--date', '--since'],
  'ls-tree': ['--format'],
  'ls-files': ['--format', '-x', '--exclude', '-X', '--exclude-from', '--exclude-per-directory', '--with-tree'],
  describe: ['--match', '--exclude'],
};
const LOG_FAMILY = new Set(['log', 'whatchanged', 'show', 'diff', 'diff-tree', 'diff-index', 'diff-files', 'reflog', 'range-diff', 'format-patch', 'stash', 'status', 'rev-list']);

function valueOptions(sub: string): ReadonlySet<string> {
  return new Set([...(LOG_FAMILY.has(sub) ? LOG_VALUES : []), ...(SUB_VALUES[sub] ?? [])]);
}

/** The object ids an operand names (`abc1234`, `abc1234^{tree}`, `abc1..def2`); `ID:path` is a path. */
function objectIdsIn(operand: string): string[] {
  if (operand.includes(':')) return [];
  return operand.split(/\.\.\.?/).map((part) => part.replace(/([~^]\d*|\^\{[a-z]*\}|@\{[^}]*\})+$/, '')).filter((id) => /^[0-9a-f]{4,64}$/i.test(id));
}

/** Options that make a diff-printing command print patches (file contents). */
const PATCH_OPTIONS = new Set([
  '-p', '-u', '--patch', '-U', '--unified', '--patch-with-stat', '--patch-with-raw', '--word-diff', '--word-diff-regex',
  '--color-words', '-c', '--cc', '--dd', '--remerge-diff', '-W', '--function-context', '--check', '--binary', '-L',
  '--combined-all-paths',
]);

/**
 * Options whose effect on the output depends on what files contain, steered by the command line:
 * a string or pattern searched for, a blob id looked for, lines ignored by pattern, a similarity
 * threshold. Whatever they print (a commit, a name, nothing), it answers a question about the text.
 */
const QUERY_OPTIONS = new Set([
  '-S', '-G', '--pickaxe-regex', '--pickaxe-all', '--find-object', '-I', '--ignore-matching-lines', '--anchored',
  '-M', '-C', '-B', '--find-renames', '--find-copies', '--find-copies-harder', '--break-rewrites',
]);

/** Options that print object ids (a blob's id is a hash of its contents). */
const OBJECT_ID_OPTIONS = new Set(['--raw']);

/** Subcommands whose output without an output option is `--raw`. */
const RAW_BY_DEFAULT = new Set(['whatchanged', 'diff-tree', 'diff-index', 'diff-files']);

const REVEALS_SEARCH = "searches files' contents in history (what it prints says whether a string or pattern occurs in them: an oracle that reads them a guess at a time)";
const REVEALS_SIMILARITY = "compares files' contents in history (rename, copy and rewrite detection with a threshold tells how alike two files are)";
const REVEALS_IDS = "prints the object ids of files in history (a blob's id is the hash of its contents, which confirms a guess of them)";
const REVEALS_RAW = "prints the object ids of files in history (its default --raw output; a blob's id is the hash of its contents, which confirms a guess of them)";
const REVEALS_EXISTENCE = "tells whether an object exists, or its type and size (a blob's id is the hash of its contents, so this confirms a guess of them)";
const SIMILARITY_OPTIONS = new Set(['-M', '-C', '-B', '--find-renames', '--find-copies', '--find-copies-harder', '--break-rewrites']);

/** Options that replace the patch by names / counts only. */
const METADATA_OPTIONS = new Set([
  '-s', '--no-patch', '--stat', '--numstat', '--shortstat', '--name-only', '--name-status', '--dirstat', '-X',
  '--summary', '--compact-summary', '--quiet', '--dirstat-by-file', '--cumulative',
]);

/** Long options known to take no separate value (anything else may swallow the next word). */
const FLAGS = new Set([
  '--patch', '--stat', '--oneline', '--name-only', '--name-status', '--cached', '--staged', '--all', '--graph', '--no-patch',
  '--numstat', '--shortstat', '--raw', '--summary', '--stdout', '--reverse', '--first-parent', '--no-merges', '--merges',
  '--decorate', '--abbrev-commit', '--no-color', '--color', '--ignore-all-space', '--minimal', '--patience', '--histogram',
  '--word-diff', '--color-words', '--full-diff', '--no-renames', '--text', '--binary', '--quiet', '--exit-code', '--check',
  '--no-ext-diff', '--no-textconv', '--textconv', '--compact-summary', '--merge-base', '--no-index', '--root', '--source',
  '--follow', '--no-abbrev-commit', '--pretty', '--date-order', '--topo-order', '--author-date-order', '--full-history',
  '--simplify-merges', '--ancestry-path', '--branches', '--tags', '--remotes', '--reflog', '--walk-reflogs', '--boundary',
  '--left-right', '--cherry-pick', '--cherry-mark', '--no-walk', '--do-walk', '--show-signature', '--use-mailmap', '--mailmap',
  '--ignore-space-change', '--ignore-space-at-eol', '--ignore-blank-lines', '--ignore-cr-at-eol', '--function-context',
  '--patch-with-stat', '--patch-with-raw', '--full-index', '--no-prefix', '--default-prefix', '--relative', '--no-relative',
  '--irreversible-delete', '--ita-invisible-in-index', '--ita-visible-in-index', '--verbose', '--dry-run', '--interactive',
  '--ignore-case', '--line-number', '--count', '--files-with-matches', '--files-without-match', '--untracked', '--no-index',
  '--recurse-submodules', '--heading', '--break', '--show-function', '--fixed-strings', '--extended-regexp', '--perl-regexp',
  '--basic-regexp', '--word-regexp', '--invert-match', '--null', '--only-matching', '--column', '--keep-index', '--index',
  '--include-untracked', '--only-untracked', '--numbered', '--no-numbered', '--signoff', '--cover-letter', '--no-stat',
  '--stdin', '--batch-all-objects', '--unordered', '--buffer', '--follow-symlinks', '--textconv', '--filters', '--batch-check',
  '--indexed-objects', '--pickaxe-regex', '--pickaxe-all', '--find-copies-harder', '--find-renames', '--find-copies',
  '--break-rewrites', '--objects', '--objects-edge', '--objects-edge-aggressive', '--no-object-names', '--object-names', '--stage',
  '--unmerged', '--resolve-undo',
]);

/** Subcommands whose whole output is file contents, whatever their options. */
const ALWAYS_CONTENT: Readonly<Record<string, string | null>> = {
  'format-patch': null, archive: null, 'fast-export': null, 'merge-tree': null, 'unpack-file': null, 'pack-objects': null,
  bundle: 'create', worktree: 'add',
};

/** `git add -p`, `git checkout -p` ...: they print the hunks they ask about. */
const INTERACTIVE = new Set(['add', 'checkout', 'reset', 'restore', 'commit', 'stash']);

function split(rest: readonly string[]): { pre: string[]; post: string[] } {
  const dashes = rest.indexOf('--');
  return dashes === -1 ? { pre: [...rest], post: [] } : { pre: rest.slice(0, dashes), post: rest.slice(dashes + 1) };
}

/** Operands, leaving out words that an option unknown to take no value may have swallowed. */
function operands(pre: readonly string[], parsed: Parsed): string[] {
  const out: string[] = [];
  const swallowed = new Set<number>();
  pre.forEach((w, k) => {
    if (k > 0 && /^--[^=]+$/.test(pre[k - 1]!) && !FLAGS.has(pre[k - 1]!) && !METADATA_OPTIONS.has(pre[k - 1]!) && !PATCH_OPTIONS.has(pre[k - 1]!)) swallowed.add(k);
  });
  let k = 0;
  const remaining = [...parsed.operands];
  for (const w of pre) {
    if (remaining[0] === w && !w.startsWith('-')) {
      remaining.shift();
      if (!swallowed.has(k)) out.push(w);
    }
    k += 1;
  }
  return out;
}

const patchish = (parsed: Parsed) => parsed.options.some((o) => PATCH_OPTIONS.has(o.name) || o.name.startsWith('--word-diff') || o.name.startsWith('--color-words') || /^-[0-9]*[pu]$/.test(o.name));
const metadataOnly = (parsed: Parsed) => parsed.options.some((o) => METADATA_OPTIONS.has(o.name) || o.name.startsWith('--stat') || o.name.startsWith('--dirstat'));

/** What makes a diff-printing command's output depend on contents: the option (and what it reveals), or null. */
interface ContentOption {
  name: string;
  reveals?: string;
}

/**
 * The first option making a diff-printing command print or query contents: a patch (`-p`), a
 * query (`-G`, `-M`), object ids (`--raw`, or the raw output plumbing prints without an output
 * option). Null when it prints names, counts and metadata only.
 */
function contentOption(sub: string, argv: readonly string[], parsed: Parsed, patch: boolean): ContentOption | null {
  if (patch) return { name: parsed.options.find((o) => PATCH_OPTIONS.has(o.name) || /^-[0-9]*[pu]$/.test(o.name))?.name ?? '-p' };
  const query = parsed.options.find((o) => QUERY_OPTIONS.has(o.name) && !defaultRenames(o, argv));
  if (query) return { name: query.name, reveals: SIMILARITY_OPTIONS.has(query.name) ? REVEALS_SIMILARITY : REVEALS_SEARCH };
  const ids = parsed.options.find((o) => OBJECT_ID_OPTIONS.has(o.name));
  if (ids) return { name: ids.name, reveals: REVEALS_IDS };
  if (RAW_BY_DEFAULT.has(sub) && !metadataOnly(parsed)) return { name: '', reveals: REVEALS_RAW };
  return null;
}

/**
 * `-M` / `--find-renames` without a threshold is git's default rename detection (on unless
 * `--no-renames`), which names alone already show: only a threshold (`-M30%`) steers it.
 */
function defaultRenames(option: Parsed['options'][number], argv: readonly string[]): boolean {
  if (option.name === '--find-renames') return option.value === undefined;
  if (option.name !== '-M') return false;
  const word = argv[option.index] ?? '';
  return word.slice(word.indexOf('M') + 1) === '';
}

/** `git -c log.follow=true log -- PATH` follows renames as `--follow` does. */
function followByConfig(globals: readonly string[]): boolean {
  return globals.some((w, k) => globals[k - 1] === '-c' && /^log\.follow(=(?!(false|no|off|0)$).*)?$/is.test(w));
}

/**
 * The contents a git subcommand prints from history, or null when it prints none.
 * `words` is the whole command; `subAt` the index of the subcommand.
 */
export function gitContentRead(words: readonly string[], subAt: number): GitContentRead | null {
  const sub = words[subAt]!;
  const rest = words.slice(subAt + 1);
  const { pre, post } = split(rest);
  const parsed = parseArgs(['git', ...pre], valueOptions(sub));
  const ops = operands(pre, parsed);
  const base = ['git', ...words.slice(1, subAt + 1), ...pre.filter((w) => w.startsWith('-'))];
  const read = (partial: Partial<GitContentRead>): GitContentRead => ({
    what: `git ${sub}`, pathspecs: [...post], candidates: [], revisions: [], blobRevisions: false, whole: false, base,
    objectIds: ops.flatMap(objectIdsIn), ...partial,
  });
  const patch = patchish(parsed);
  // Pathspecs cannot narrow what is followed across renames (`--follow`, `-L`), nor what
  // `--full-diff` shows (the pathspec then only picks commits; -S / -G search all their files).
  const follow = has(parsed, '--follow', '-L', '--full-diff') || followByConfig(words.slice(1, subAt));
  const option = LOG_FAMILY.has(sub) ? contentOption(sub, ['git', ...pre], parsed, patch) : null;
  const content = gitContentOf(sub, parsed, ops, post, read, option, follow);
  // Revisions read from the input (`--stdin`) can name any object, a dropped stash's included.
  if (content && (has(parsed, '--stdin') || sub === 'pack-objects')) return { ...content, anyObject: true, whole: true };
  return content;
}

/** `git ls-tree --format=...` / `git ls-files --format=...` print ids only through `%(objectname)`. */
const formatPrintsIds = (parsed: Parsed) => parsed.options.some((o) => o.name === '--format' && /%\(objectname\)/.test(o.value ?? ''));

function gitContentOf(sub: string, parsed: Parsed, ops: string[], post: string[], read: (partial: Partial<GitContentRead>) => GitContentRead, option: ContentOption | null, follow: boolean): GitContentRead | null {
  if (sub in ALWAYS_CONTENT) {
    const needs = ALWAYS_CONTENT[sub];
    if (needs !== null && ops[0] !== needs) return null;
    if (sub === 'archive') {
      if (has(parsed, '-l', '--list')) return null;
      return read({ revisions: ops.slice(0, 1), pathspecs: [...ops.slice(1), ...post] });
    }
    if (sub === 'format-patch') return read({ candidates: ops, whole: follow });
    return read({ whole: true });
  }
  const label = (fallback: string) => (option?.name ? `git ${sub} ${option.name}` : fallback);
  switch (sub) {
    case 'log': case 'whatchanged': case 'diff-tree': case 'diff-index': case 'diff-files': case 'reflog': case 'range-diff': {
      if (sub === 'reflog' && ['expire', 'delete', 'exists'].includes(ops[0] ?? '')) return null;
      // range-diff pairs commits by how alike their patches are, whatever it prints.
      if (!option && sub !== 'range-diff') return null;
      return read({ what: label(`git ${sub}`), reveals: option?.reveals, candidates: ops.filter((w) => !(sub === 'reflog' && w === 'show')), whole: follow });
    }
    case 'show': {
      const onlyBlobs = metadataOnly(parsed) && !option;
      return read({ what: option?.reveals ? label('git show') : 'git show', reveals: option?.reveals, candidates: ops, blobRevisions: true, onlyBlobs, whole: follow });
    }
    case 'diff': {
      if (has(parsed, '--no-index')) return null;
      const onlyBlobs = metadataOnly(parsed) && !option;
      return read({ what: option?.reveals ? label('git diff') : 'git diff', reveals: option?.reveals, candidates: ops, blobRevisions: true, onlyBlobs, current: true });
    }
    case 'rev-list':
      // Commit ids only, unless it lists the objects of their trees (`<id> <path>`: blob ids).
      if (!has(parsed, '--objects', '--objects-edge', '--objects-edge-aggressive')) return null;
      return read({ what: 'git rev-list --objects', reveals: REVEALS_IDS, candidates: ops });
    case 'ls-tree':
      // `git ls-tree HEAD` prints `100644 blob <id>\t.env`; `--name-only` names alone.
      if (has(parsed, '--name-only', '--name-status') || (has(parsed, '--format') && !formatPrintsIds(parsed))) return null;
      return read({ reveals: REVEALS_IDS, revisions: ops.slice(0, 1), pathspecs: [...ops.slice(1), ...post] });
    case 'ls-files':
      // `-s` prints the index's blob ids; plain names are metadata.
      if (!has(parsed, '-s', '--stage', '-u', '--unmerged', '--resolve-undo') && !formatPrintsIds(parsed)) return null;
      return read({ what: 'git ls-files --stage', reveals: REVEALS_IDS, pathspecs: [...ops, ...post], current: true });
    case 'blame': case 'annotate':
      // It prints the file's lines as its history has them, from the object store (`git blame
      // HEAD -- .env` under the sandbox too). `-C` also looks for where each line came from in
      // OTHER files (of the same commit, of the one creating the file, of any commit with
      // -C -C -C) and names them beside the line: whether a Read-denied file holds it.
      if (has(parsed, '-C')) return read({ what: `git ${sub} -C`, reveals: REVEALS_SEARCH, candidates: ops, whole: true });
      return read({ candidates: ops });
    case 'describe':
      // `git describe BLOB` names the commit and path that introduced a blob.
      if (!ops.length) return null;
      return read({ reveals: REVEALS_EXISTENCE, revisions: ops, blobRevisions: true, onlyBlobs: true, whole: true });
    case 'cat-file': {
      // `--batch` / `--batch-command` print the objects named on the input, or with
      // `--batch-all-objects` every object; `--batch-check` prints their ids, types and sizes.
      const batch = parsed.options.find((o) => ['--batch', '--batch-command'].includes(o.name));
      if (batch) return read({ what: `git cat-file ${batch.name}${has(parsed, '--batch-all-objects') ? ' --batch-all-objects' : ''}`, whole: true, anyObject: true });
      // Ids of reachable blobs, as `ls-tree` prints them. Those of objects no ref reaches are
      // listed by `git fsck` and the object store's file names alike: not refused here.
      if (has(parsed, '--batch-check', '--batch-all-objects')) return read({ what: 'git cat-file --batch-check', reveals: REVEALS_EXISTENCE, whole: true });
      const object = ops[ops.length - 1];
      const type = ops.length > 1 ? ops[0] : undefined;
      if (object === undefined) return null;
      const probe = parsed.options.find((o) => ['-t', '-s', '-e'].includes(o.name));
      if (probe) {
        // The type, size or existence of `REV:path` is that of a path (checked as one); of an
        // id, whether a blob with a guessed content exists.
        if (object.includes(':')) return null;
        return read({ what: `git cat-file ${probe.name}`, reveals: REVEALS_EXISTENCE, revisions: [object], blobRevisions: true, onlyBlobs: true, whole: true });
      }
      // `REV:path`: that blob, or that tree's entries (their ids), scoped to the path.
      if (object.includes(':')) return read({ what: 'git cat-file', revisions: [object] });
      if (type !== undefined && ['commit', 'tag'].includes(type)) return null;
      // A commit or tag prints ids of its tree and parents; a tree its entries' ids; a blob itself.
      return read({ what: 'git cat-file', revisions: [object], blobRevisions: true, onlyBlobs: type !== 'tree', treeIds: true, whole: true });
    }
    case 'grep': {
      if (has(parsed, '--no-index', '--untracked')) return null;
      const patternGiven = has(parsed, '-e', '-f', '--file');
      return read({ candidates: patternGiven ? ops : ops.slice(1), grep: { cached: has(parsed, '--cached') }, current: true });
    }
    case 'status':
      if (!has(parsed, '-v', '--verbose')) return null;
      return read({ what: 'git status -v', candidates: ops, current: true });
    case 'stash': {
      const action = ops[0];
      if (action === 'show' || action === 'list') {
        if (!option && !has(parsed, '--include-untracked', '--only-untracked')) return null;
        return read({ what: `git stash ${action} ${option?.name || '-p'}`, reveals: option?.reveals, whole: true });
      }
      break;
    }
    default:
      break;
  }
  if (INTERACTIVE.has(sub) && (has(parsed, '-p', '--patch', '-i', '--interactive') || (sub === 'commit' && has(parsed, '-v', '--verbose')))) {
    return read({ what: `git ${sub} ${sub === 'commit' && !has(parsed, '-p', '--patch') ? '-v' : '-p'}`, candidates: ops.filter((w) => !(sub === 'stash' && ['push', 'save'].includes(w))), whole: sub === 'stash' && ops[0] === 'save', current: true });
  }
  return null;
}
