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
 */
import { has, parseArgs, type Parsed } from './args.js';

export interface GitContentRead {
  /** The command as the reason names it (`git log -p`). */
  what: string;
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
  '--decorate-refs', '--decorate-refs-exclude', '--pathspec-from-file',
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
};
const LOG_FAMILY = new Set(['log', 'whatchanged', 'show', 'diff', 'diff-tree', 'diff-index', 'diff-files', 'reflog', 'range-diff', 'format-patch', 'stash', 'status']);

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

/** Options that replace the patch by names / counts only. */
const METADATA_OPTIONS = new Set([
  '-s', '--no-patch', '--stat', '--numstat', '--shortstat', '--name-only', '--name-status', '--dirstat', '-X',
  '--summary', '--raw', '--compact-summary', '--quiet', '--dirstat-by-file', '--cumulative',
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
  '--indexed-objects',
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
  const follow = has(parsed, '--follow', '-L');
  const content = gitContentOf(sub, parsed, ops, post, read, patch, follow);
  // Revisions read from the input (`--stdin`) can name any object, a dropped stash's included.
  if (content && (has(parsed, '--stdin') || sub === 'pack-objects')) return { ...content, anyObject: true, whole: true };
  return content;
}

function gitContentOf(sub: string, parsed: Parsed, ops: string[], post: string[], read: (partial: Partial<GitContentRead>) => GitContentRead, patch: boolean, follow: boolean): GitContentRead | null {
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
  switch (sub) {
    case 'log': case 'whatchanged': case 'diff-tree': case 'diff-index': case 'diff-files': case 'reflog': case 'range-diff': {
      if (sub === 'reflog' && ['expire', 'delete', 'exists'].includes(ops[0] ?? '')) return null;
      const content = sub === 'range-diff' ? !has(parsed, '-s', '--no-patch') || patch : patch;
      if (!content) return null;
      return read({ what: `git ${sub} ${parsed.options.find((o) => PATCH_OPTIONS.has(o.name) || /^-[0-9]*[pu]$/.test(o.name))?.name ?? '-p'}`, candidates: ops.filter((w) => !(sub === 'reflog' && w === 'show')), whole: follow });
    }
    case 'show': {
      const onlyBlobs = metadataOnly(parsed) && !patch;
      return read({ candidates: ops, blobRevisions: true, onlyBlobs, whole: follow });
    }
    case 'diff': {
      if (has(parsed, '--no-index')) return null;
      const onlyBlobs = metadataOnly(parsed) && !patch;
      return read({ candidates: ops, blobRevisions: true, onlyBlobs, current: true });
    }
    case 'cat-file': {
      // `--batch` / `--batch-command` print the objects named on the input, or with
      // `--batch-all-objects` every object; `--batch-check` prints only ids, types and sizes.
      const batch = parsed.options.find((o) => ['--batch', '--batch-command'].includes(o.name));
      if (batch) return read({ what: `git cat-file ${batch.name}${has(parsed, '--batch-all-objects') ? ' --batch-all-objects' : ''}`, whole: true, anyObject: true });
      if (has(parsed, '-t', '-s', '-e', '--batch-check') || has(parsed, '--batch-all-objects')) return null;
      const object = ops[ops.length - 1];
      const type = ops.length > 1 ? ops[0] : undefined;
      if (object === undefined || object.includes(':')) return null; // `REV:path` is checked as a path
      if (type !== undefined && ['commit', 'tree', 'tag'].includes(type)) return null;
      return read({ what: 'git cat-file', revisions: [object], blobRevisions: true, onlyBlobs: true, whole: true });
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
        return patch || has(parsed, '--include-untracked', '--only-untracked') ? read({ what: `git stash ${action} -p`, whole: true }) : null;
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
