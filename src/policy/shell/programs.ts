/**
 * What common programs do with their options, beyond what their allow rule says in words.
 *
 * An allow rule names a command (`Bash(git diff:*)`, `Bash(npm run lint:*)`, `Bash(grep:*)`); the
 * options it then accepts can make that command run another program, write a file, read a whole
 * directory tree or work in another directory. This file knows those options for the programs
 * agents run most, so that:
 *
 * - options that RUN programs the policy never sees are refused: `npm run lint --script-shell=x`
 *   (npm options are its configuration: script-shell, node-options, userconfig, prefix ...),
 *   `git -c core.pager=...`, `git --git-dir=...`, `git diff --ext-diff`, `git grep -O`,
 *   `rg --pre`, `tar --to-command`, `sort --compress-program`, `split --filter`, `rsync -e`,
 *   `make -f`, `man -P`, `ssh -o`, editors' `-c`, sed's `e`, awk's `system()`;
 * - options that WRITE name files that must pass the Edit rules (`git diff --output=FILE`,
 *   `sort -o FILE`, sed's `w FILE`);
 * - recursive readers (`grep -r`, `rg`, `cp -r`, `tar c`, `diff -r`) have every file under their
 *   directories checked against the Read rules, as the Grep tool hides denied files;
 * - recursive writers (`rm -r`, `chmod -R`) have every file under them checked against the
 *   protected directories and Edit deny rules;
 * - programs that write whatever paths their INPUT names (`tar x`, `unzip`, `patch` without a
 *   file) are refused: those paths cannot be known before running.
 *
 * This is a list, so it is never complete: the allow rules remain the real boundary, and
 * `marshal policy check` warns about rules on programs that can run anything.
 */
import { has, parseArgs, values, type Parsed } from './args.js';
import { gitContentRead, type GitContentRead } from './git-content.js';
import { buildToolFacts } from './build-tools.js';
import { awkFacts, sedFacts } from './scripts.js';
import { readPackageManager } from './package-managers.js';
import { basename } from './wrappers.js';
import { writerTargets } from './writers.js';

export { writerTargets };

export interface ProgramFacts {
  /** Why this invocation cannot be allowed, or null. */
  refusal: string | null;
  /** Files read through options or scripts (checked like `Read`). */
  reads: string[];
  /** Files written through options or scripts (checked like `Edit`). */
  writes: string[];
  /** Directory trees read recursively (every file under them must be readable). */
  treeReads: string[];
  /** The recursive reader never looks inside `.git` directories (git grep). */
  skipGitDirs?: boolean;
  /** What the recursive reader leaves out while recursing (effects.ts PathEffect says each). */
  treeReadFilter?: {
    anyNames?: { glob: string; nocase: boolean }[];
    fileGlobs?: { include: boolean; glob: string }[];
    excludeDirs?: string[];
    followLinks?: boolean;
    skipLinks?: boolean;
    skipHidden?: boolean;
    skipIgnored?: boolean;
  };
  /** Directory trees written recursively (nothing protected or Edit-denied under them). */
  treeWrites: string[];
  /** Directories it runs in instead of the current one (`pnpm -C DIR`), each checked as a `cd`. */
  chdirs?: string[];
  /** Like treeWrites, for words that are paths only if they exist (`git checkout NAME`). */
  existingTreeWrites?: string[];
  /** git printing files' contents from history (`git log -p`): checked against the paths in it. */
  gitContent?: GitContentRead;
}

function facts(partial: Partial<ProgramFacts> = {}): ProgramFacts {
  return { refusal: null, reads: [], writes: [], treeReads: [], treeWrites: [], ...partial };
}

// --- package managers -------------------------------------------------------------------------

/** npm options that only change output or which packages / workspaces are affected. */
const NPM_SAFE_OPTIONS = new Set([
  'silent', 's', 'quiet', 'q', 'loglevel', 'if-present', 'color', 'no-color', 'json', 'parseable', 'p',
  'workspaces', 'ws', 'workspace', 'w', 'include-workspace-root', 'foreground-scripts', 'ignore-scripts',
  'd', 'dd', 'ddd', 'verbose', 'long', 'l', 'yes', 'y', 'no-yes', 'audit', 'no-audit', 'fund', 'no-fund',
  'prefer-offline', 'offline', 'prefer-online', 'save', 'no-save', 'save-dev', 'D', 'save-exact', 'E',
  'save-optional', 'O', 'save-peer', 'save-prod', 'P', 'production', 'omit', 'include', 'legacy-peer-deps',
  'strict-peer-deps', 'dry-run', 'package-lock-only', 'no-package-lock', 'depth', 'all', 'a', 'unicode',
  'progress', 'no-progress', 'timing', 'version', 'v', 'help', 'h', 'usage', 'fix', 'force', 'f',
  'no-update-notifier', 'update-notifier', 'install-links', 'no-install-links', 'install-strategy',
  'audit-level', 'no-optional', 'no-bin-links', 'bin-links',
]);

/** Option names that change what pnpm / yarn / bun run, where or with which configuration. */
const PM_DANGEROUS = /(shell|node-?options|user-?config|global-?config|npmrc|rc-?file|^config|^prefix$|^dir$|^cwd$|^C$|^filter$|^F$|^recursive$|^r$|^cache|^store|^modules|^virtual-store|^global$|^g$|^require$|^preload$|^exec-path|^registry$|^script-shell|^bun$|^env-file$|^eval$|^e$|^print$|^p$)/i;

/**
 * Options that choose WHERE a package manager runs, not what: pnpm's package selection (`--filter
 * X`, `-F X`, `-r`, `-w`) picks among the workspace's declared packages, as `npm -w` does; its
 * `-C DIR` / `--dir DIR` (yarn's and bun's `--cwd DIR`) is a `cd`, checked as one. Name -> takes a value.
 */
const PM_SELECTION: Readonly<Record<string, Readonly<Record<string, boolean>>>> = {
  pnpm: { filter: true, F: true, 'filter-prod': true, recursive: false, r: false, 'workspace-root': false, w: false, C: true, dir: true },
  yarn: { cwd: true },
  bun: { cwd: true },
};

/** Safe options before the subcommand, by package manager: name -> takes a value (for allow-rule matching). */
const PM_LEADING: Readonly<Record<string, Readonly<Record<string, boolean>>>> = {
  npm: { workspace: true, w: true, workspaces: false, ws: false, 'include-workspace-root': false, 'if-present': false, silent: false, s: false, quiet: false, q: false, loglevel: true },
  pnpm: {
    ...PM_SELECTION.pnpm, parallel: false, stream: false, silent: false, s: false, 'if-present': false, 'no-bail': false, bail: false,
    'aggregate-output': false, sort: false, 'no-sort': false, reverse: false, 'include-workspace-root': false, reporter: true, 'workspace-concurrency': true,
  },
  yarn: { cwd: true, silent: false, s: false },
};

/**
 * `pnpm --filter api test` as `pnpm test --filter api`: the subcommand first, then the options
 * that only choose where it runs, so `Bash(pnpm test:*)` allows it as it allows
 * `npm test -w api`. Null when the words do not start that way, or an option before the
 * subcommand is not one of those (allow rules then match the words as written).
 */
export function subcommandFirst(words: readonly string[]): string[] | null {
  const known = PM_LEADING[basename(words[0] ?? '')];
  if (!known) return null;
  let i = 1;
  while (i < words.length && words[i]!.startsWith('-') && words[i] !== '-' && words[i] !== '--') {
    const w = words[i]!;
    const name = w.startsWith('--') ? w.slice(2).replace(/=.*$/s, '') : w.slice(1);
    if (!Object.hasOwn(known, name)) return null;
    i += known[name] && !w.includes('=') ? 2 : 1;
  }
  if (i === 1 || i >= words.length || words[i] === '--') return null;
  // `pnpm --filter api exec vitest run`: the binary belongs with exec (`Bash(pnpm exec vitest:*)`).
  const head = ['exec', 'dlx'].includes(words[i]!) && i + 1 < words.length && !words[i + 1]!.startsWith('-') ? 2 : 1;
  return [words[0]!, ...words.slice(i, i + head), ...words.slice(1, i), ...words.slice(i + head)];
}

/** npm configuration keys (package-managers.ts resolves spellings to them) that only change output or which packages are affected. */
const NPM_SAFE_KEYS = new Set([
  'loglevel', 'if-present', 'color', 'json', 'parseable', 'workspace', 'workspaces', 'include-workspace-root', 'foreground-scripts',
  'ignore-scripts', 'long', 'yes', 'audit', 'fund', 'prefer-offline', 'offline', 'prefer-online', 'save', 'save-dev', 'save-exact',
  'save-optional', 'save-peer', 'save-prod', 'production', 'omit', 'include', 'legacy-peer-deps', 'strict-peer-deps', 'dry-run',
  'package-lock-only', 'package-lock', 'depth', 'all', 'unicode', 'progress', 'timing', 'version', 'usage', 'force', 'update-notifier',
  'install-links', 'install-strategy', 'audit-level', 'optional', 'bin-links',
]);
/** What npm exec / npx add: the package to fetch, and the `-c` string (analysed as a script). */
const NPM_RUNNER_KEYS = new Set(['package', 'call', 'no-install']);

/** An npm option word whose every name, as written, is one of NPM_SAFE_OPTIONS (`-s`, `--silent`, `-ddd`). */
function npmWrittenSafe(w: string): boolean {
  const names = w.startsWith('--') ? [w.slice(2).replace(/=.*$/s, '')] : w.length === 2 ? [w.slice(1)] : [w.slice(1), ...w.slice(1).split('')];
  const bad = names.find((n) => !NPM_SAFE_OPTIONS.has(n));
  return bad === undefined || (w.length > 2 && !w.startsWith('--') && names.slice(1).every((n) => NPM_SAFE_OPTIONS.has(n)));
}

function packageManager(words: readonly string[]): ProgramFacts {
  const call = readPackageManager(words);
  if (!call) return facts();
  const tool = call.tool;
  if (call.refusal) return facts({ refusal: call.refusal });
  const selection = PM_SELECTION[tool] ?? {};
  const runner = tool === 'npx' || call.sub === 'exec';
  for (const o of call.options) {
    if (tool === 'npm' || tool === 'npx') {
      if (npmWrittenSafe(o.word) || o.names.every((n) => NPM_SAFE_KEYS.has(n) || (runner && NPM_RUNNER_KEYS.has(n)))) continue;
      const afterBinary = call.run !== null && o.at > call.run.at;
      return facts({
        refusal: afterBinary
          ? `npm reads options before "--" as its own configuration, also after the program npm exec runs ("${o.word}"); put the program's options after "--" (npm exec -- PROGRAM ${o.word})`
          : `npm option "${o.word}" sets npm configuration, which can change the shell and programs scripts run with (script-shell, node-options, userconfig, prefix ...); pass script arguments after "--"`,
      });
    }
  }
  // pnpm, yarn and bun read their options after the subcommand too (`pnpm test --filter api`,
  // `pnpm run -C dir lint`), up to the program a runner runs or `--`.
  const chdirs = [...call.chdirs];
  if (tool !== 'npm' && tool !== 'npx') {
    const dashes = words.indexOf('--');
    const end = call.run ? call.run.at : dashes === -1 ? words.length : dashes;
    for (let i = 1; i < end; i += 1) {
      const w = words[i]!;
      if (!w.startsWith('-') || w === '-') continue;
      const long = w.startsWith('--');
      const name = long ? w.slice(2).replace(/=.*$/s, '') : w.slice(1, 2);
      const attached = long ? (w.includes('=') ? w.slice(w.indexOf('=') + 1) : undefined) : w.length > 2 ? w.slice(2) : undefined;
      if (Object.hasOwn(selection, name) && (long || w.length === 2 || selection[name])) {
        // Selection options choose where it runs; their values are no options.
        const value = selection[name] ? attached ?? words[i + 1] : undefined;
        if (['C', 'dir', 'cwd'].includes(name) && value !== undefined && !call.options.some((o) => o.at === i)) chdirs.push(value);
        if (selection[name] && attached === undefined) i += 1;
        continue;
      }
      const names = long ? [name] : w.length === 2 ? [name] : [w.slice(1), ...w.slice(1).split('')];
      if (names.some((n) => PM_DANGEROUS.test(n))) {
        return facts({ refusal: `${tool} option "${w}" changes the configuration, shell or directory scripts run with, and cannot be analysed` });
      }
    }
  }
  // Subcommands that run an editor or change configuration every later command runs with.
  const first = call.args[0] === undefined ? undefined : words[call.args[0]];
  if (tool === 'npm' && (call.sub === 'edit' || (call.sub === 'config' && ['set', 'delete', 'edit', 'fix', 'rm', 'del'].includes(first ?? '')) || call.sub === 'set')) {
    return facts({ refusal: `npm ${words[call.subAt]} changes npm's configuration (or opens an editor), which changes what later npm commands run` });
  }
  if ((tool === 'pnpm' || tool === 'yarn' || tool === 'bun') && ((call.sub === 'config' && ['set', 'delete', 'unset'].includes(first ?? '')) || call.sub === 'set')) {
    return facts({ refusal: `${tool} ${call.sub} changes the configuration that later ${tool} commands run with` });
  }
  // `npm pkg set scripts.test=...`, `npm version`: they write package.json.
  const writes = tool === 'npm' && ((call.sub === 'pkg' && ['set', 'delete', 'fix'].includes(first ?? '')) || (call.sub === 'version' && first !== undefined)) ? ['package.json'] : [];
  return facts({ writes, ...(chdirs.length ? { chdirs } : {}) });
}

// --- git --------------------------------------------------------------------------------------

const GIT_SAFE_GLOBAL = new Set([
  '--no-pager', '-P', '--no-optional-locks', '--literal-pathspecs', '--glob-pathspecs', '--noglob-pathspecs',
  '--icase-pathspecs', '--no-replace-objects', '--no-lazy-fetch', '--no-advice', '--version', '--help',
]);
/** `git -c key=value` settings that cannot make git run or load anything. */
const GIT_SAFE_CONFIG = /^(user\.(name|email)|author\.(name|email)|committer\.(name|email)|color\.[a-z.]+|core\.quotepath|advice\.[a-z]+|init\.defaultbranch|diff\.(renames|mnemonicprefix|noprefix|relative|algorithm|context|interhunkcontext|statgraphwidth)|log\.(date|decorate|abbrevcommit|showroot|follow)|commit\.gpgsign|tag\.gpgsign|pull\.(rebase|ff)|merge\.ff|safe\.directory|core\.abbrev)=/i;

/** Subcommand options that run programs (or set config that does). */
const GIT_EXEC_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  '*': ['--upload-pack', '--receive-pack', '--exec', '--ext-diff', '--template', '--separate-git-dir', '--config'],
  clone: ['-u', '-c'],
  'ls-remote': ['-u'],
  archive: ['--remote'],
  grep: ['-O', '--open-files-in-pager'],
  difftool: ['-x', '--extcmd', '-t', '--tool', '-g', '--gui'],
  mergetool: ['-t', '--tool', '-g', '--gui'],
  rebase: ['-x', '--exec'],
};
/** Subcommands that run commands or edit git's own configuration by design. */
const GIT_EXEC_SUBCOMMANDS = new Set(['config', 'bisect', 'submodule', 'filter-branch', 'filter-repo', 'difftool', 'mergetool', 'daemon', 'instaweb', 'web--browse', 'credential', 'credential-store', 'credential-cache', 'send-email', 'imap-send', 'svn', 'p4', 'cvsimport', 'cvsserver', 'archimport', 'quiltimport', 'request-pull', 'fsmonitor--daemon', 'hook', 'upload-pack', 'receive-pack', 'shell', 'remote-ext', 'remote-fd', 'sh-setup', 'am', 'apply']);

function git(words: readonly string[]): ProgramFacts {
  let i = 1;
  while (i < words.length && words[i]!.startsWith('-')) {
    const w = words[i]!;
    if (w === '-c') {
      const setting = words[i + 1] ?? '';
      if (!GIT_SAFE_CONFIG.test(setting)) return facts({ refusal: `git -c "${setting}" can make git run programs (aliases, pagers, hooks, drivers) and is not allowed` });
      i += 2;
      continue;
    }
    if (!GIT_SAFE_GLOBAL.has(w)) {
      return facts({ refusal: `git option "${w}" changes which repository, configuration or programs git uses, and cannot be analysed` });
    }
    i += 1;
  }
  const sub = words[i];
  if (sub === undefined) return facts();
  if (GIT_EXEC_SUBCOMMANDS.has(sub)) {
    return facts({ refusal: `git ${sub} runs commands, applies changes to paths it reads from its input, or reads and writes git's configuration, and cannot be analysed` });
  }
  const rest = words.slice(i + 1);
  const execOptions = [...GIT_EXEC_OPTIONS['*']!, ...(GIT_EXEC_OPTIONS[sub] ?? [])];
  for (const w of rest) {
    if (w === '--') break;
    const name = w.startsWith('--') ? w.replace(/=.*$/s, '') : w.slice(0, 2);
    if (execOptions.includes(name)) return facts({ refusal: `git ${sub} ${name} runs another program (or sets configuration that does) and cannot be analysed` });
  }
  // `git hash-object --stdin-paths` reads (and hashes) the files named on its input.
  if (sub === 'hash-object' && rest.includes('--stdin-paths')) {
    return facts({ refusal: 'git hash-object --stdin-paths reads the files named on its input, which cannot be checked; name the files on the command line' });
  }
  const parsed = parseArgs(words, new Set(['--output', '-o', '--output-directory', '-O', '-S', '-G', '--format', '--pretty', '-n', '--max-count', '--since', '--until', '--author', '--grep', '-e', '-U', '--unified', '-L', '--stat']), i + 1);
  const out = facts();
  out.writes.push(...values(parsed, '--output', '--output-directory'));
  if (sub === 'format-patch' || sub === 'archive') out.writes.push(...values(parsed, '-o'));
  if (sub === 'grep' && rest.some((w) => ['--no-index', '--untracked', '--recurse-submodules'].includes(w))) {
    // git grep PATTERN [-- PATHSPEC...] over untracked files, a submodule's or outside git: the
    // pathspecs, or the whole work tree. Otherwise it reads tracked files only, which the Read
    // rules check through the repository's paths (gitContent below, git-history.ts).
    const dashes = words.indexOf('--', i + 1);
    const pathspecs = dashes === -1 ? [] : words.slice(dashes + 1);
    out.treeReads.push(...(pathspecs.length ? pathspecs : ['.']));
    out.skipGitDirs = true;
  }
  // They remove or rename exactly the paths they name.
  if (['mv', 'rm', 'restore'].includes(sub)) out.treeWrites.push(...parsed.operands);
  // `git fsck --lost-found` writes the contents of unreachable objects under .git/lost-found.
  if (sub === 'fsck' && rest.some((w) => w === '--lost-found')) out.writes.push('.git/lost-found');
  if (sub === 'checkout') {
    // `git checkout NAME` switches branches unless NAME is a path; after `--` all are paths.
    const dashes = words.indexOf('--', i + 1);
    if (dashes !== -1) out.treeWrites.push(...words.slice(dashes + 1));
    out.existingTreeWrites = parsed.operands;
  }
  if ((sub === 'diff' && has(parsed, '--no-index')) ) out.treeReads.push(...parsed.operands);
  const content = gitContentRead(words, i);
  if (content) out.gitContent = content;
  return out;
}

// --- everything else --------------------------------------------------------------------------

const GREP_VALUE = new Set(['-e', '-f', '-m', '-A', '-B', '-C', '-d', '-D', '--regexp', '--file', '--max-count', '--after-context', '--before-context', '--context', '--directories', '--devices', '--include', '--exclude', '--exclude-from', '--exclude-dir', '--label', '--binary-files', '--group-separator']);
const RG_VALUE = new Set(['-e', '-f', '-g', '-t', '-T', '-m', '-A', '-B', '-C', '-j', '-M', '-r', '-E', '--regexp', '--file', '--glob', '--iglob', '--type', '--type-not', '--type-add', '--type-clear', '--max-count', '--after-context', '--before-context', '--context', '--threads', '--max-columns', '--max-depth', '--max-filesize', '--replace', '--encoding', '--engine', '--sort', '--sortr', '--path-separator', '--colors', '--context-separator', '--field-context-separator', '--field-match-separator', '--pre-glob', '--dfa-size-limit', '--regex-size-limit', '--ignore-file']);

/** grep-like: the directories searched when recursive (the pattern is not a path). */
function searchRoots(words: readonly string[], withValue: ReadonlySet<string>, recursive: boolean): string[] {
  const parsed = parseArgs(words, withValue);
  const patternGiven = has(parsed, '-e', '-f', '--regexp', '--file');
  const files = patternGiven ? parsed.operands : parsed.operands.slice(1);
  if (!recursive) return [];
  return files.length ? files : ['.'];
}

/**
 * What GNU grep leaves out while recursing: with -r (not -R) it follows symbolic links only when
 * they are on the command line, so links met in the tree are neither read nor entered; files by
 * their base name as --include / --exclude say, in order (tree-checks.ts); directories whose
 * base name an --exclude-dir glob matches. (--exclude-from's globs are unknown: not honoured.)
 */
function grepFilter(parsed: Parsed): NonNullable<ProgramFacts['treeReadFilter']> {
  const follow = has(parsed, '-R', '--dereference-recursive');
  const fileGlobs = parsed.options.filter((o) => (o.name === '--include' || o.name === '--exclude') && o.value).map((o) => ({ include: o.name === '--include', glob: o.value! }));
  const excludeDirs = values(parsed, '--exclude-dir').filter(Boolean);
  return {
    ...(follow ? { followLinks: true } : { skipLinks: true }),
    ...(fileGlobs.length ? { fileGlobs } : {}),
    ...(excludeDirs.length ? { excludeDirs } : {}),
  };
}

/** rg's default types (`rg --type-list`) for the languages agents search most; others narrow nothing. */
const RG_TYPES: Readonly<Record<string, readonly string[]>> = {
  ts: ['*.ts', '*.tsx', '*.cts', '*.mts'], typescript: ['*.ts', '*.tsx', '*.cts', '*.mts'],
  js: ['*.js', '*.jsx', '*.vue', '*.cjs', '*.mjs'], py: ['*.py', '*.pyi'], python: ['*.py', '*.pyi'],
  go: ['*.go'], rust: ['*.rs'], java: ['*.java', '*.jsp', '*.jspx', '*.properties'], kotlin: ['*.kt', '*.kts'],
  yaml: ['*.yaml', '*.yml'], md: ['*.markdown', '*.md', '*.mdown', '*.mdwn', '*.mkd', '*.mkdn', '*.mdx'],
  markdown: ['*.markdown', '*.md', '*.mdown', '*.mdwn', '*.mkd', '*.mkdn', '*.mdx'], css: ['*.css', '*.scss'],
};

/**
 * What rg leaves out while recursing: symlinks (unless -L / --follow), hidden files and
 * directories (unless --hidden, -., -uu) and files git ignores (unless -u / --no-ignore*); a
 * file matching a -g glob or a -t type is searched even when hidden (and for -g, even when
 * ignored), so such names are never skipped, and only they are read. A glob holding a `/` or
 * a type not listed here narrows nothing (the `sh` type includes `.env`).
 */
function rgFilter(parsed: Parsed): NonNullable<ProgramFacts['treeReadFilter']> {
  const us = parsed.options.filter((o) => o.name === '-u').length;
  const noIgnore = us >= 1 || parsed.options.some((o) => o.name.startsWith('--no-ignore') || o.name === '--ignore-file');
  const hidden = us >= 2 || has(parsed, '--hidden', '-.');
  const follow = has(parsed, '-L', '--follow');
  const globs = values(parsed, '-g', '--glob', '--iglob').filter((g) => g && !g.startsWith('!'));
  const types = values(parsed, '-t', '--type');
  let anyNames: { glob: string; nocase: boolean }[] | undefined = globs.map((glob) => ({ glob, nocase: false }));
  let narrows = !globs.some((g) => g.includes('/'));
  for (const type of types) {
    const list = RG_TYPES[type];
    if (!list || has(parsed, '--type-add')) narrows = false;
    else anyNames.push(...list.map((glob) => ({ glob, nocase: false })));
  }
  if (!narrows || !anyNames.length) anyNames = undefined;
  // A type or glob this model cannot read could select any hidden or ignored file.
  const unknownSelection = (globs.length || types.length) && !anyNames;
  return {
    ...(follow ? { followLinks: true } : { skipLinks: true }),
    ...(anyNames ? { anyNames } : {}),
    ...(!hidden && !unknownSelection ? { skipHidden: true } : {}),
    ...(!noIgnore && !unknownSelection ? { skipIgnored: true } : {}),
  };
}

function tarFacts(words: readonly string[]): ProgramFacts {
  const first = words[1] ?? '';
  const oldStyle = first !== '' && !first.startsWith('-') ? first : '';
  const shortClusters = words.slice(1).filter((w) => /^-[^-]/.test(w)).join('');
  const long = words.slice(1).filter((w) => w.startsWith('--')).map((w) => w.replace(/=.*$/s, ''));
  const execLong = ['--to-command', '--use-compress-program', '--checkpoint-action', '--info-script', '--new-volume-script', '--rsh-command', '--rmt-command', '--index-file'];
  const badLong = long.find((w) => execLong.includes(w));
  if (badLong || /[IF]/.test(oldStyle) || /[IF]/.test(shortClusters)) {
    return facts({ refusal: `tar ${badLong ?? '-I / -F'} runs another program and cannot be analysed` });
  }
  if (/x/.test(oldStyle) || /x/.test(shortClusters) || long.some((w) => w === '--extract' || w === '--get')) {
    return facts({ refusal: 'tar extraction writes whatever paths the archive holds, which cannot be checked before it runs' });
  }
  const parsed = parseArgs(words, new Set(['-f', '--file', '-C', '--directory', '-T', '--files-from', '-X', '--exclude-from', '-b', '-H', '--format', '--transform', '--xform', '--exclude', '-V', '--label', '-N', '--newer', '--mode', '--owner', '--group']));
  const out = facts();
  const creating = /[crua]/.test(oldStyle) || /[crua]/.test(shortClusters) || long.some((w) => ['--create', '--append', '--update', '--concatenate'].includes(w));
  if (creating) {
    out.writes.push(...values(parsed, '-f', '--file').filter((f) => f !== '-'));
    out.treeReads.push(...parsed.operands.slice(oldStyle && /f/.test(oldStyle) ? 1 : 0));
    if (has(parsed, '-C', '--directory', '--transform', '--xform')) out.refusal = 'tar -C / --transform change which files are archived under which names, and cannot be analysed';
  }
  return out;
}

function isRecursive(words: readonly string[], short: string, long: readonly string[]): boolean {
  return words.slice(1).some((w) => (w.startsWith('--') ? long.includes(w.replace(/=.*$/s, '')) : /^-[^-]/.test(w) && [...w.slice(1)].some((c) => short.includes(c))));
}

/** Facts for one command's words (after wrappers are peeled). */
export function programFacts(words: readonly string[]): ProgramFacts {
  const name = basename(words[0] ?? '');
  switch (name) {
    case 'npm': case 'npx': case 'pnpm': case 'pnpx': case 'yarn': case 'bun': case 'bunx':
      return packageManager(words);
    case 'git':
      return git(words);
    case 'sed': {
      const script = sedFacts(words);
      return facts({ refusal: script.refusal, reads: script.reads, writes: script.writes });
    }
    case 'awk': case 'gawk': case 'mawk': case 'nawk': case 'busybox-awk': {
      const program = awkFacts(words);
      return facts({ refusal: program.refusal, reads: program.reads, writes: program.writes });
    }
    case 'grep': case 'egrep': case 'fgrep': {
      const parsed = parseArgs(words, GREP_VALUE);
      const recursive = has(parsed, '-r', '-R', '--recursive', '--dereference-recursive') || values(parsed, '-d', '--directories').includes('recurse');
      return facts({ treeReads: searchRoots(words, GREP_VALUE, recursive), treeReadFilter: grepFilter(parsed), reads: values(parsed, '-f', '--file', '--exclude-from') });
    }
    case 'rgrep':
      return facts({ treeReads: searchRoots(words, GREP_VALUE, true), treeReadFilter: grepFilter(parseArgs(words, GREP_VALUE)) });
    case 'rg': {
      const parsed = parseArgs(words, RG_VALUE);
      if (has(parsed, '--pre')) return facts({ refusal: 'rg --pre runs a program on every file and cannot be analysed' });
      if (has(parsed, '--files', '--type-list')) return facts();
      return facts({ treeReads: searchRoots(words, RG_VALUE, true), treeReadFilter: rgFilter(parsed) });
    }
    case 'ag': case 'ack': case 'ack-grep': {
      const operands = parseArgs(words, new Set(['-G', '-g', '--ignore-dir', '-A', '-B', '-C', '-m', '--pager'])).operands;
      if (words.some((w) => w.startsWith('--pager'))) return facts({ refusal: `${name} --pager runs another program` });
      return facts({ treeReads: operands.length > 1 ? operands.slice(1) : ['.'] });
    }
    case 'diff': {
      const recursive = isRecursive(words, 'r', ['--recursive']);
      return facts({ treeReads: recursive ? parseArgs(words, new Set(['-x', '-X', '--exclude', '--exclude-from', '-I', '-F', '-S', '--label', '-L'])).operands : [] });
    }
    case 'cp': case 'rsync': case 'scp': case 'zip': {
      if (name === 'rsync' && words.some((w) => /^(-e|--rsh|--rsync-path)/.test(w) || /^-[^-]*e/.test(w))) return facts({ refusal: 'rsync -e / --rsync-path run another program and cannot be analysed' });
      if (name === 'scp' && words.some((w) => /^-[^-]*[SFo]/.test(w))) return facts({ refusal: 'scp -S / -F / -o can run other programs and cannot be analysed' });
      if (name === 'zip' && words.some((w) => /^(-TT|--unzip-command)/.test(w))) return facts({ refusal: 'zip -TT runs another program and cannot be analysed' });
      const recursive = name === 'zip' ? isRecursive(words, 'r', ['--recurse-paths']) : isRecursive(words, 'rRa', ['--recursive', '--archive']);
      if (!recursive) return facts();
      const parsed = parseArgs(words, new Set(['-t', '--target-directory', '-S', '--suffix', '--exclude', '--include', '-f', '--filter', '--files-from', '-i', '-x', '-P', '-l', '-F', '-o']));
      const operands = parsed.operands;
      // zip ARCHIVE FILES...; cp / rsync / scp SOURCES... DEST (or -t DEST SOURCES...).
      if (name === 'zip') return facts({ treeReads: operands.slice(1) });
      return facts({ treeReads: has(parsed, '-t', '--target-directory') ? operands : operands.slice(0, -1) });
    }
    case 'rm': case 'chmod': case 'chown': case 'chgrp': case 'shred': {
      const recursive = isRecursive(words, name === 'rm' ? 'rR' : 'R', ['--recursive']);
      return facts({ treeWrites: recursive ? writerTargets(words) ?? [] : [] });
    }
    case 'sort': {
      if (words.some((w) => w.startsWith('--compress-program'))) return facts({ refusal: 'sort --compress-program runs another program and cannot be analysed' });
      const parsed = parseArgs(words, new Set(['-o', '--output', '-k', '--key', '-t', '--field-separator', '-S', '--buffer-size', '-T', '--temporary-directory', '--parallel', '--files0-from', '--batch-size', '--sort', '--random-source']));
      return facts({ writes: values(parsed, '-o', '--output'), reads: values(parsed, '--files0-from', '--random-source') });
    }
    case 'split': case 'csplit':
      if (words.some((w) => w.startsWith('--filter'))) return facts({ refusal: 'split --filter runs a shell command and cannot be analysed' });
      return facts({ refusal: `${name} writes files named after a prefix, which cannot be checked` });
    case 'uniq': {
      const operands = parseArgs(words, new Set(['-f', '-s', '-w', '--skip-fields', '--skip-chars', '--check-chars', '--group', '--all-repeated'])).operands;
      return facts({ writes: operands.slice(1, 2) });
    }
    case 'tar': case 'bsdtar': case 'gtar':
      return tarFacts(words);
    case 'unzip': case 'cpio': case '7z': case '7za': case 'ar': case 'bunzip2': case 'gunzip': case 'unxz': case 'unzstd':
    case 'gzip': case 'bzip2': case 'xz': case 'zstd': {
      if (name === 'unzip' && (words.includes('-l') || words.includes('-p') || words.includes('-Z') || words.includes('-t'))) return facts();
      if (['gzip', 'bzip2', 'xz', 'zstd', 'gunzip', 'bunzip2', 'unxz', 'unzstd'].includes(name)) {
        // They replace each operand with a (de)compressed sibling: writes next to each file.
        if (words.some((w) => /^-[^-]*[ct]/.test(w) || w === '--stdout' || w === '--test' || w === '--list' || /^-[^-]*l/.test(w))) return facts();
        return facts({ treeWrites: parseArgs(words, new Set(['-S', '--suffix'])).operands });
      }
      return facts({ refusal: `${name} writes whatever paths its archive holds, which cannot be checked before it runs` });
    }
    case 'patch': {
      const parsed = parseArgs(words, new Set(['-p', '-i', '-o', '-d', '-B', '-r', '-D', '-F', '-V', '-z', '-Y', '--strip', '--input', '--output', '--directory', '--prefix', '--reject-file', '--ifdef', '--fuzz', '--suffix', '--basename-prefix', '--backup-if-mismatch', '--quoting-style', '--read-only']));
      if (has(parsed, '-d', '--directory')) return facts({ refusal: 'patch -d changes the directory it works in and cannot be analysed' });
      if (!parsed.operands.length && !has(parsed, '-o', '--output')) {
        return facts({ refusal: 'patch without a file to patch writes the files the patch names, which cannot be checked before it runs' });
      }
      return facts({ writes: [...parsed.operands.slice(0, 1), ...values(parsed, '-o', '--output', '-r', '--reject-file')], reads: [...parsed.operands.slice(1), ...values(parsed, '-i', '--input')] });
    }
    case 'make': case 'gmake': {
      const bad = words.slice(1).find((w) => /^(-f|--file|--makefile|-C|--directory|-E|--eval|-I|--include-dir)/.test(w) || /^-[^-]*[fCEI]/.test(w));
      return facts({ refusal: bad ? `make ${bad} changes which makefile or directory make uses, and cannot be analysed` : buildToolFacts(words)?.refusal ?? null });
    }
    case 'man':
      if (words.some((w) => /^(-P|--pager|-H|--html|-B|--browser|-p|--preprocessor)/.test(w))) return facts({ refusal: 'man -P / -H / -p run other programs and cannot be analysed' });
      return facts();
    case 'ssh': case 'sftp':
      if (words.some((w) => /^-[^-]*[oFSDWLRw]/.test(w))) return facts({ refusal: `${name} -o / -F / forwarding options can run other programs and cannot be analysed` });
      return facts();
    case 'vi': case 'vim': case 'nvim': case 'view': case 'ex': case 'emacs': case 'nano': case 'ed': case 'red':
      return facts({ refusal: `${name} is an editor whose commands can run shell commands; use the Edit tool` });
    case 'xxd': {
      const operands = parseArgs(words, new Set(['-c', '-g', '-l', '-o', '-s', '-n', '-C'])).operands;
      return facts({ writes: operands.slice(1, 2) });
    }
    case 'ln':
      // `ln -s TARGET NAME`: a symlink can point anywhere; reading through it later is checked
      // (symlinks are resolved), and the link name is a write like any other.
      return facts();
    default: {
      // Build and test tools: options that run other programs or write elsewhere.
      const build = buildToolFacts(words);
      return build ? facts({ refusal: build.refusal, writes: build.writes, treeWrites: build.treeWrites, ...(build.chdirs?.length ? { chdirs: build.chdirs } : {}) }) : facts();
    }
  }
}
