/**
 * The files a simple command visibly reads or writes, so shell commands answer to the same path
 * rules as the file tools. This is best-effort by nature (any program can open any file), which is
 * why the allow rules are the real boundary; these checks close the routes that are visible in the
 * command line itself:
 *
 * - Output redirections (`>`, `>>`, `&>`, `>|`, `<>`, `>&file`) and `tee FILE` are edits: the
 *   target must be covered by an Edit allow rule, no Edit deny rule, inside the workspace and not
 *   protected. `/dev/null` is always fine.
 * - `sed -i` is an edit of each file it names (decision: the same as an Edit call on them), and
 *   `find ... -delete / -fprint / -fls` writes under each starting point. What `find -exec CMD`
 *   does to `{}` it does to each path find hands it (find-exec.ts): `-exec rm {} +` is checked
 *   as `rm PATH` for every path the expression selects.
 * - Commands that create, move or delete files (rm, mv, cp, touch, mkdir, ln, chmod, ...) are
 *   edits of the paths they change (the destination of cp / ln, every operand of rm / mv / touch):
 *   an Edit rule must allow each, as for the Edit tool, so `Bash(cp:*)` cannot write the
 *   package.json or .npmrc that `npm test` then runs. Sources they only read answer to the
 *   Read rules.
 * - Input redirections (`<`) read: the source must be inside the workspace and readable.
 * - Every argument that names a path the policy will not let the agent read (.git/config, a
 *   `Read(...)` deny) makes the command denied, so `cat .env` is refused like `Read .env`. So does
 *   one that names an existing file outside the workspace (after symlinks), except harmless
 *   system locations (`/usr`, `/tmp`, `/dev/null` ...): `cat /proc/1/environ` is refused. Parts
 *   of words are names too: `if=.env`, `-f.env`, git's `HEAD:.env`.
 * - An argument holding a variable (`cat $F`) could name any file, so it is refused, except for
 *   programs that never open their arguments (echo, printf, test ...). A glob is expanded
 *   against the file system and every match checked, besides being matched against the deny rules.
 * - Options and scripts that read, write or recurse are known for common programs
 *   (programs.ts): `git diff --output=F` is an edit of F, `grep -r x DIR` reads every file
 *   under DIR (each is checked, as the Grep tool hides denied files), `rm -r DIR` writes under DIR.
 */
import type { Redirect } from './analysis.js';
import { longOption } from './args.js';
import { parseFind, type FindExpression } from './find-expression.js';
import type { GitContentRead } from './git-content.js';
import { programFacts, writerTargets } from './programs.js';
import { basename, type CommandForm } from './wrappers.js';
import type { ShellWord } from './words.js';

export type EffectAccess =
  /** Needs an Edit allow rule (redirect-like writes). */
  | 'edit'
  /** Like edit, for paths a file command changes; a glob is expanded and each match checked. */
  | 'write'
  /** Inside the workspace and readable. */
  | 'read'
  /** Refused when it names an unreadable path, or an existing one outside the workspace. */
  | 'mention'
  /** Every file under the path is read (recursive readers): all must be readable. */
  | 'tree-read'
  /** Files under the path are modified or removed: none may be protected or Edit-denied. */
  | 'tree-write'
  /** The visible names at the top of the workspace (`ls | xargs ...`), each used as `use` says. */
  | 'listing'
  /** git printing files' contents from history: every path its output can include must be readable. */
  | 'git-content'
  /** The paths `git ls-files` lists now (`... | xargs CMD`), each used as `use` says. */
  | 'git-listing'
  /** `cd DIR` (or `pnpm -C DIR`): a directory inside the workspace, readable, not another repository. */
  | 'chdir'
  /**
   * A package manager runs the scripts of the package.json nearest to this directory: it must
   * be the root's or a declared workspace package's (as `npm -w` / `pnpm --filter` select).
   */
  | 'package-dir';

/** How a command uses a path it is handed. */
export type TreeUse = 'read' | 'tree-read' | 'write' | 'tree-write';

export interface PathEffect {
  path: string;
  /**
   * The directory the command runs in after `cd` (relative to the workspace root as written, or
   * absolute; '' is the root): a relative `path` is resolved there. Absent means the root.
   */
  cwd?: string;
  /** Holds a `$VAR` or glob: its real value is unknown. */
  unknown: boolean;
  glob: boolean;
  access: EffectAccess;
  /** What produced it, for the reason ("redirect >", "sed -i", ...). */
  via: string;
  /**
   * Only the name is judged against the Read deny rules (a part of a word that may or may not
   * be a path: `HEAD:.env`, `-f.env`); nothing is looked up on disk.
   */
  lexical?: boolean;
  /** tree-read: the program never reads inside `.git` directories (git grep). */
  skipGitDirs?: boolean;
  /** tree-read: only files whose name matches at least one of these globs are read (rg -g / -t). */
  anyNames?: { glob: string; nocase: boolean }[];
  /**
   * tree-read: grep's --include / --exclude, in order (the last one a file's base name matches
   * decides; none matching: read unless the first is an --include), for files met while recursing.
   */
  fileGlobs?: { include: boolean; glob: string }[];
  /** tree-read: directories met while recursing whose base name matches one of these are skipped (grep --exclude-dir). */
  excludeDirs?: string[];
  /** tree-read: the paths find can hand on (find -exec, `find | xargs`), as its expression selects them. */
  find?: FindSelection;
  /** listing / git-listing / find: a name matching this would be split, changed or taken for options by xargs (refused when met). */
  splits?: RegExp;
  /** git-listing: the arguments of `git ls-files` (plain-name options, `--`, pathspecs), listed when the call is decided. */
  gitListing?: string[];
  /** tree-read: symlinked directories are entered (find -L); recursive readers default to yes. */
  followLinks?: boolean;
  /** tree-read: symlinks met while recursing are neither read nor entered (grep -r, rg without -L). */
  skipLinks?: boolean;
  /** tree-read: hidden files and directories (a leading dot) are skipped (rg without --hidden). */
  skipHidden?: boolean;
  /** tree-read: files git ignores are skipped (rg without --no-ignore), unless .ignore / .rgignore files could re-include them. */
  skipIgnored?: boolean;
  /** tree-write: only a path if it exists (`git checkout NAME` may name a branch). */
  existingOnly?: boolean;
  /** listing: how each listed name is used. */
  use?: TreeUse;
  /** git-content: which contents, under which pathspecs (git-content.ts). */
  gitContent?: GitContentRead;
}

/**
 * Which paths find hands on, and how they are used: only the paths for which one of `targets`
 * (indices into the expression's actions) can be reached are (find-expression.ts).
 */
export interface FindSelection {
  expression: FindExpression;
  targets: number[];
  /**
   * read: each path is opened (a directory fails); tree: everything under a directory is read
   * too; write: each path is changed or removed (-delete, `| xargs rm`); tree-write: and
   * everything under a directory (`| xargs rm -r`).
   */
  use: 'read' | 'tree' | 'write' | 'tree-write';
  /**
   * -exec's word holding `{}` inside a longer one (`{}.bak`, `if={}`): what is used is that word
   * with each path in place of `{}`, not the path itself (find-exec.ts).
   */
  template?: string;
  /**
   * The directory find runs in (after `cd`), workspace-relative: the starting point it prints is
   * the effect's path without it (`cd .github && find . -path './workflows/*'`).
   */
  dir?: string;
}

const FIND_STDOUT = new Set(['print', 'print0', 'printf', 'ls', 'exec', 'execdir', 'ok', 'okdir']);

/**
 * The paths `find` prints for `find ... | xargs CMD`, or null when its output is not just paths
 * (-printf, -ls, or commands -exec runs, which print what they like) or its starting points are
 * unknown. `print0`: whether it ends each with a NUL.
 */
export function findPrinted(words: readonly string[]): { expression: FindExpression; targets: number[]; print0: boolean } | null {
  const expression = parseFind(words);
  if (!expression || expression.rootsFromFile) return null;
  const printing = expression.actions.map((a, i) => ({ a, i })).filter(({ a }) => FIND_STDOUT.has(a.kind));
  if (printing.some(({ a }) => a.kind !== 'print' && a.kind !== 'print0')) return null;
  const kinds = new Set(printing.map(({ a }) => a.kind));
  if (kinds.size !== 1) return null;
  return { expression, targets: printing.map(({ i }) => i), print0: kinds.has('print0') };
}

/**
 * `find ... -exec CMD {} +` hands the paths it finds to CMD: the selections for the actions whose
 * command opens `{}` (as a file, or as a tree when CMD recurses or `{}` is inside a longer word
 * or a script); empty when none does.
 */
function findExecSelections(expression: FindExpression): FindSelection[] {
  const byUse: Record<'read' | 'tree', number[]> = { read: [], tree: [] };
  expression.actions.forEach((a, i) => {
    if (!a.command || !a.command.some((w) => w.includes('{}')) || NO_FILE_ARGS.has(basename(a.command[0] ?? ''))) return;
    const exact = a.command.every((w) => w === '{}' || !w.includes('{}'));
    const facts = programFacts(a.command);
    const tree = !exact || facts.treeReads.includes('{}') || facts.treeWrites.includes('{}') || SHELL_NAMES.has(basename(a.command[0] ?? ''));
    byUse[tree ? 'tree' : 'read'].push(i);
  });
  return (['read', 'tree'] as const).filter((use) => byUse[use].length).map((use) => ({ expression, targets: byUse[use], use }));
}

/** Programs whose `{}` may be a script or a command line rather than one file. */
const SHELL_NAMES = new Set(['sh', 'bash', 'dash', 'ash', 'zsh', 'ksh', 'env', 'xargs', 'sudo', 'nice', 'timeout', 'nohup', 'time', 'command', 'exec']);

/** Programs that never open the files their arguments name (their variables are harmless). */
export const NO_FILE_ARGS = new Set([
  'echo', 'printf', 'true', 'false', ':', 'test', '[', 'sleep', 'seq', 'expr', 'exit', 'return', 'shift',
  'break', 'continue', 'basename', 'dirname', 'kill', 'wait', 'type', 'pwd', 'set', 'unset', 'export',
  'declare', 'local', 'readonly', 'typeset', 'read', 'getopts', 'yes', 'id', 'uname', 'whoami', 'nproc', 'which',
]);

const SAFE_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

function effect(word: ShellWord | { text: string; expansion: boolean; glob: boolean }, access: EffectAccess, via: string): PathEffect {
  return { path: word.text, unknown: word.expansion, glob: word.glob, access, via };
}

export function redirectEffects(redirects: readonly Redirect[]): PathEffect[] {
  const out: PathEffect[] = [];
  for (const r of redirects) {
    if (!r.target) continue;
    if (r.kind === 'write' && !SAFE_TARGETS.has(r.target.text)) out.push(effect(r.target, 'edit', `redirect ${r.operator}`));
    if (r.kind === 'read' && r.target.text !== '/dev/null') out.push(effect(r.target, 'read', 'redirect <'));
  }
  return out;
}

/** sed's in-place flag: `-i`, `-i.bak`, `--in-place[=SUF]`, or `i` inside a short cluster (`-ni`). */
function sedInPlace(words: readonly string[]): { inPlace: boolean; files: number[] } {
  let inPlace = false;
  let scriptGiven = false;
  const operands: number[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') { operands.push(...range(i + 1, words.length)); break; }
    if (w.startsWith('--')) {
      if (w.startsWith('--in-place')) inPlace = true;
      if (w === '--expression' || w === '--file') { scriptGiven = true; i += 1; }
      if (w.startsWith('--expression=') || w.startsWith('--file=')) scriptGiven = true;
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const ch = w[c]!;
        if (ch === 'i') { inPlace = true; break; }
        if (ch === 'e' || ch === 'f') { scriptGiven = true; if (c === w.length - 1) i += 1; break; }
        if (ch === 'l') { if (c === w.length - 1) i += 1; break; }
      }
      continue;
    }
    operands.push(i);
  }
  return { inPlace, files: scriptGiven ? operands : operands.slice(1) };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/**
 * Options of grep and rg that take the next word as their value (as GNU grep and rg read them),
 * and those whose value is a file; the other values are patterns, globs, numbers and names.
 */
const SEARCH_VALUES: Readonly<Record<'grep' | 'rg', { value: ReadonlySet<string>; file: ReadonlySet<string>; longs?: readonly string[] }>> = {
  grep: {
    // GNU grep takes unique prefixes of these (`--reg=x` is `--regexp=x`); rg takes none.
    longs: [
      '--after-context', '--basic-regexp', '--before-context', '--binary-files', '--byte-offset', '--binary', '--color', '--colour', '--context',
      '--count', '--devices', '--directories', '--dereference-recursive', '--exclude', '--exclude-from', '--exclude-dir', '--extended-regexp',
      '--file', '--files-with-matches', '--files-without-match', '--fixed-strings', '--help', '--include', '--ignore-case', '--no-ignore-case',
      '--initial-tab', '--label', '--line-buffered', '--line-number', '--line-regexp', '--max-count', '--no-filename', '--no-group-separator',
      '--group-separator', '--no-messages', '--null', '--null-data', '--only-matching', '--perl-regexp', '--quiet', '--recursive', '--regexp',
      '--invert-match', '--silent', '--text', '--version', '--with-filename', '--word-regexp',
    ],
    value: new Set(['-e', '-f', '-m', '-A', '-B', '-C', '-d', '-D', '--regexp', '--file', '--max-count', '--after-context', '--before-context', '--context', '--directories', '--devices', '--include', '--exclude', '--exclude-from', '--exclude-dir', '--label', '--binary-files', '--group-separator']),
    file: new Set(['-f', '--file', '--exclude-from']),
  },
  rg: {
    value: new Set(['-e', '-f', '-g', '-t', '-T', '-m', '-A', '-B', '-C', '-j', '-M', '-r', '-E', '--regexp', '--file', '--glob', '--iglob', '--type', '--type-not', '--type-add', '--type-clear', '--max-count', '--after-context', '--before-context', '--context', '--threads', '--max-columns', '--max-depth', '--max-filesize', '--replace', '--encoding', '--engine', '--sort', '--sortr', '--path-separator', '--colors', '--context-separator', '--field-context-separator', '--field-match-separator', '--pre-glob', '--dfa-size-limit', '--regex-size-limit', '--ignore-file']),
    file: new Set(['-f', '--file', '--ignore-file']),
  },
};

/**
 * For grep and rg, the word indices that name files: the operands after the pattern (all of them
 * when -e / -f give it) and the values of -f / --exclude-from / --ignore-file. The pattern and
 * --include / --exclude / -g globs are never opened (`grep -r --exclude='.env*' x .` names no
 * file). Null for other programs (every word may be a path).
 */
function searchPaths(words: readonly string[]): Set<number> | null {
  const name = basename(words[0] ?? '');
  const kind = ['grep', 'egrep', 'fgrep', 'rgrep'].includes(name) ? 'grep' : name === 'rg' ? 'rg' : null;
  if (!kind) return null;
  const { value, file, longs } = SEARCH_VALUES[kind];
  const paths = new Set<number>();
  const operands: number[] = [];
  let patternGiven = false;
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') { operands.push(...range(i + 1, words.length)); break; }
    if (w.startsWith('--')) {
      // A long option grep would read otherwise (an abbreviation of none, or of several): every word may be a file.
      const option = longs ? longOption(w, longs) : w.includes('=') ? w.slice(0, w.indexOf('=')) : w;
      if (option === null || option === 'ambiguous') return null;
      if (option === '--regexp' || option === '--file') patternGiven = true;
      const at = w.includes('=') ? i : value.has(option) ? i + 1 : -1;
      if (file.has(option) && at !== -1) paths.add(at);
      if (at === i + 1) i += 1;
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const option = `-${w[c]}`;
        if (!value.has(option)) continue;
        if (option === '-e' || option === '-f') patternGiven = true;
        const at = c < w.length - 1 ? i : i + 1;
        if (file.has(option)) paths.add(at);
        if (at === i + 1) i += 1;
        break;
      }
      continue;
    }
    operands.push(i);
  }
  for (const i of patternGiven ? operands : operands.slice(1)) paths.add(i);
  return paths;
}

/** find actions that write the file named by their value. */
const FIND_OUTPUT_FILES = new Set(['-fprint', '-fprint0', '-fprintf', '-fls']);

function asWord(form: CommandForm, i: number): { text: string; expansion: boolean; glob: boolean } {
  const text = form.words[i]!;
  return { text, expansion: form.wild[i]!, glob: /[*?[]/.test(text) };
}

/** find's starting points as written (`.` when none), each with whether it holds a variable or a glob. */
export function findStarts(form: CommandForm): { text: string; expansion: boolean; glob: boolean }[] {
  const args = range(1, form.words.length);
  const firstExpr = args.find((i) => /^[-(!]/.test(form.words[i]!) && !/^-[HLP]$/.test(form.words[i]!)) ?? form.words.length;
  const roots = args.filter((i) => i < firstExpr && !/^-[HLP]$/.test(form.words[i]!));
  return roots.length ? roots.map((i) => asWord(form, i)) : [{ text: '.', expansion: false, glob: false }];
}

/** Effects implied by the command's own arguments (beyond its redirections). */
export function argumentEffects(form: CommandForm): PathEffect[] {
  const out: PathEffect[] = [];
  const name = basename(form.words[0] ?? '');
  const args = range(1, form.words.length);
  /** find, grep, rg: the words that name files (the rest are patterns, numbers, formats and commands). */
  let pathWords: Set<number> | null = searchPaths(form.words);
  if (name === 'sed') {
    const { inPlace, files } = sedInPlace(form.words);
    if (inPlace) for (const i of files) out.push(effect(asWord(form, i), 'edit', 'sed -i'));
  } else if (name === 'tee') {
    for (const i of args) if (!form.words[i]!.startsWith('-')) out.push(effect(asWord(form, i), 'edit', 'tee'));
  } else if (name === 'find') {
    // `-fprint FILE` and friends write FILE.
    form.words.forEach((w, i) => {
      if (FIND_OUTPUT_FILES.has(w) && i + 1 < form.words.length) out.push(effect(asWord(form, i + 1), 'edit', `find ${w}`));
    });
    // `find ... -exec cat {} +` hands the files it finds to the command: those its expression
    // selects are read (what the command writes through `{}` is checked in find-exec.ts), and
    // those it selects for -delete are changed. Its tests' values are patterns, not paths: only
    // the starting points and the files its tests stat are named (an expression not understood
    // is read word by word, and -delete edits its starting points).
    const expression = parseFind(form.words, form.wild);
    const starts = findStarts(form);
    if (expression) {
      pathWords = new Set([...expression.rootIndices, ...expression.fileOperands]);
      for (const selection of findExecSelections(expression)) for (const root of starts) out.push({ ...effect(root, 'tree-read', 'find -exec'), find: selection });
      const deletes = expression.actions.flatMap((a, i) => (a.kind === 'delete' ? [i] : []));
      if (deletes.length) for (const root of starts) out.push({ ...effect(root, 'tree-write', 'find -delete'), find: { expression, targets: deletes, use: 'write' } });
    } else {
      if (form.words.includes('-delete')) for (const root of starts) out.push(effect(root, 'edit', 'find -delete'));
      if (form.words.some((w) => ['-exec', '-execdir', '-ok', '-okdir'].includes(w))) {
        for (const root of starts) out.push({ ...effect(root, 'tree-read', 'find -exec'), followLinks: true });
      }
    }
  } else if (writerTargets(form.words)) {
    // Positions are needed for the variable flags: match each target back to its word.
    const targets = writerTargets(form.words)!;
    const used = new Set<number>();
    for (const target of targets) {
      const i = args.find((k) => !used.has(k) && form.words[k] === target);
      if (i !== undefined) used.add(i);
      out.push(i === undefined ? { path: target, unknown: false, glob: /[*?[]/.test(target), access: 'write', via: name } : effect(asWord(form, i), 'write', name));
    }
  } else if (name === 'dd') {
    for (const i of args) {
      const w = form.words[i]!;
      if (w.startsWith('of=')) out.push({ ...effect(asWord(form, i), 'edit', 'dd of='), path: w.slice(3) });
    }
  }
  const program = programFacts(form.words);
  const plain = (path: string, access: EffectAccess, via: string): PathEffect => ({ path, unknown: false, glob: /[*?[]/.test(path), access, via });
  for (const path of program.writes) out.push(plain(path, 'edit', `${name} writes`));
  for (const path of program.reads) out.push(plain(path, 'read', `${name} reads`));
  const filter = program.treeReadFilter;
  for (const path of program.treeReads) out.push({ ...plain(path, 'tree-read', `${name} reads everything under`), skipGitDirs: program.skipGitDirs, ...filter });
  for (const path of program.treeWrites) out.push(plain(path, 'tree-write', `${name} changes everything under`));
  for (const path of program.existingTreeWrites ?? []) out.push({ ...plain(path, 'tree-write', `${name} changes everything under`), existingOnly: true });
  if (program.gitContent) out.push({ ...plain('.', 'git-content', program.gitContent.what), gitContent: program.gitContent });
  for (const dir of program.chdirs ?? []) {
    // `pnpm -C DIR`: a `cd DIR` for pnpm, whose scripts come from DIR's package.json.
    out.push({ ...plain(dir, 'chdir', `${name} -C`), glob: false });
    out.push({ ...plain('.', 'package-dir', name), cwd: dir });
  }
  const readsFiles = !NO_FILE_ARGS.has(name);
  // Every argument (and option value) that names a path is checked for readability.
  const mention = (path: string, lexical = false): PathEffect => ({ path, unknown: false, glob: /[*?[]/.test(path), access: 'mention', via: name, ...(lexical ? { lexical } : {}) });
  for (const i of args) {
    const w = form.words[i]!;
    // `echo .env >> .gitignore`: a program that never opens its arguments is handed data, not paths.
    if (!readsFiles || (pathWords && !pathWords.has(i))) continue;
    if (form.wild[i]) {
      out.push(effect(asWord(form, i), 'mention', name));
      continue;
    }
    const value = w.startsWith('-') ? (w.includes('=') ? w.slice(w.indexOf('=') + 1) : '') : w;
    if (value && value !== '-') out.push(mention(value));
    // `if=.env`, `--x=a=.env`: the value after an `=` in an operand may be a path too.
    if (!w.startsWith('-') && w.includes('=')) {
      const after = w.slice(w.indexOf('=') + 1);
      if (after && after !== '-') out.push(mention(after));
    }
    for (const part of wordParts(w)) out.push(mention(part, true));
  }
  return out;
}

/**
 * Parts of a word that may name a path to a program that splits the word itself: the value
 * attached to a short option (`-f.env`: every suffix after the first option letter), and git's
 * `REV:path` (`HEAD:.env`, `:0:.env`).
 */
function wordParts(word: string): string[] {
  const parts = new Set<string>();
  if (/^-[^-]/.test(word)) for (let k = 2; k < word.length; k += 1) parts.add(word.slice(k));
  if (word.includes(':') && !word.includes('://')) {
    parts.add(word.slice(word.indexOf(':') + 1));
    parts.add(word.slice(word.lastIndexOf(':') + 1));
    // git pathspec magic: `:(top).env`, `:(glob)**/.env`, `:/.env`, `:!x`.
    const magic = /^:(\([^)]*\)|[/!^]*)/.exec(word);
    if (magic) parts.add(word.slice(magic[0].length));
  }
  parts.delete('');
  parts.delete(word);
  return [...parts];
}
