/**
 * Deny rules match every spelling with the same meaning. A rule is written one way
 * (`Bash(rm -rf:*)`, `Bash(npm publish:*)`, `Bash(git push --force:*)`); the program reads many:
 *
 * - flags in any order, clustered or apart, long or short, abbreviated as getopt allows
 *   (`rm -fr`, `rm -r -f`, `rm --recursive --force`, `rm -Rf`, `rm x -rf`, `rm --rec --for`);
 * - global options before the subcommand, with their values (`npm -s publish`,
 *   `npm --loglevel silent publish`, `git -C . push`, `cargo --offline publish`);
 * - the program's own aliases and abbreviations (`npm run-script` / `rum` / `urn` for `run`,
 *   `npm publ` for `publish`, `git send-pack` for `push`, `yarn deploy` for `yarn run deploy`);
 * - aliases defined in configuration: `git -c alias.x=push x` is expanded; a git or cargo
 *   subcommand that is not one of the program's own could be an alias from a config file the
 *   analysis does not read (`[alias] p = push`), so a rule naming a subcommand of that program
 *   matches it.
 *
 * This is deny-side only, and errs towards matching: a word after an option may be read as that
 * option's value (and skipped), extra flags do not stop a match. Allow rules stay literal.
 */
import { longOption } from './args.js';
import type { ShellPattern } from '../rules.js';
import { cargoAliases, gitConfigFacts } from './git-config.js';
import { PACKAGE_MANAGER_NAMES, pmCanonical, readPackageManager } from './package-managers.js';
import { basename } from './wrappers.js';

/** git's own commands (aliases cannot replace them; anything else could be an alias or git-NAME). */
const GIT_COMMANDS = new Set([
  'add', 'am', 'annotate', 'apply', 'archimport', 'archive', 'backfill', 'bisect', 'blame', 'branch', 'bugreport', 'bundle',
  'cat-file', 'check-attr', 'check-ignore', 'check-mailmap', 'check-ref-format', 'checkout', 'checkout-index', 'cherry',
  'cherry-pick', 'citool', 'clean', 'clone', 'column', 'commit', 'commit-graph', 'commit-tree', 'config', 'count-objects',
  'credential', 'credential-cache', 'credential-store', 'cvsexportcommit', 'cvsimport', 'cvsserver', 'daemon', 'describe', 'diagnose',
  'diff', 'diff-files', 'diff-index', 'diff-pairs', 'diff-tree', 'difftool', 'fast-export', 'fast-import', 'fetch', 'fetch-pack',
  'filter-branch', 'fmt-merge-msg', 'for-each-ref', 'for-each-repo', 'format-patch', 'fsck', 'fsck-objects', 'fsmonitor--daemon',
  'gc', 'get-tar-commit-id', 'grep', 'gui', 'hash-object', 'help', 'hook', 'http-backend', 'http-fetch', 'http-push', 'imap-send',
  'index-pack', 'init', 'init-db', 'instaweb', 'interpret-trailers', 'log', 'ls-files', 'ls-remote', 'ls-tree', 'mailinfo',
  'mailsplit', 'maintenance', 'merge', 'merge-base', 'merge-file', 'merge-index', 'merge-octopus', 'merge-one-file', 'merge-ours',
  'merge-recursive', 'merge-resolve', 'merge-subtree', 'merge-tree', 'mergetool', 'mktag', 'mktree', 'multi-pack-index', 'mv',
  'name-rev', 'notes', 'p4', 'pack-objects', 'pack-redundant', 'pack-refs', 'patch-id', 'prune', 'prune-packed', 'pull', 'push',
  'quiltimport', 'range-diff', 'read-tree', 'rebase', 'receive-pack', 'reflog', 'refs', 'remote', 'repack', 'replace', 'replay',
  'request-pull', 'rerere', 'reset', 'restore', 'rev-list', 'rev-parse', 'revert', 'rm', 'scalar', 'send-email', 'send-pack',
  'sh-i18n', 'sh-setup', 'shell', 'shortlog', 'show', 'show-branch', 'show-index', 'show-ref', 'sparse-checkout', 'stage', 'stash',
  'status', 'stripspace', 'submodule', 'subtree', 'svn', 'switch', 'symbolic-ref', 'tag', 'unpack-file', 'unpack-objects',
  'update-index', 'update-ref', 'update-server-info', 'upload-archive', 'upload-pack', 'var', 'verify-commit', 'verify-pack',
  'verify-tag', 'version', 'web--browse', 'whatchanged', 'worktree', 'write-tree', 'lfs',
]);
/** git commands that do what another does, for deny rules: they push under another name. */
const GIT_SYNONYMS: Readonly<Record<string, string>> = { 'send-pack': 'push', 'http-push': 'push', stage: 'add' };
/** git's global options that take the next word as their value. */
const GIT_GLOBAL_VALUES = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path', '--super-prefix', '--list-cmds', '--attr-source']);

const CARGO_COMMANDS = new Set([
  'build', 'check', 'clean', 'doc', 'new', 'init', 'add', 'remove', 'run', 'test', 'bench', 'update', 'search', 'publish', 'install',
  'uninstall', 'login', 'logout', 'owner', 'package', 'yank', 'vendor', 'verify-project', 'version', 'fmt', 'clippy', 'tree',
  'metadata', 'fix', 'generate-lockfile', 'locate-project', 'pkgid', 'read-manifest', 'report', 'rustc', 'rustdoc', 'fetch', 'help',
  'info', 'config',
]);
const CARGO_ALIASES: Readonly<Record<string, string>> = { b: 'build', c: 'check', d: 'doc', r: 'run', t: 'test', rm: 'remove' };

/** The canonical name of a program's subcommand, as the program resolves it. */
function canonicalSub(tool: string, sub: string): string {
  switch (tool) {
    case 'npm': case 'pnpm': case 'bun': return pmCanonical(tool, sub);
    case 'git': {
      // On a case-insensitive file system `git PUSH` finds git-core's git-push.
      const name = GIT_COMMANDS.has(sub) ? sub : sub.toLowerCase();
      return GIT_SYNONYMS[name] ?? name;
    }
    case 'cargo': return CARGO_ALIASES[sub] ?? sub;
    default: return sub;
  }
}

/** Per program: long options and the short letter they mean, so spellings compare equal. */
const FLAG_SYNONYMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  rm: { '-R': '-r', '--recursive': '-r', '--force': '-f', '--interactive': '-i', '--dir': '-d', '--verbose': '-v' },
  cp: { '-r': '-R', '--recursive': '-R', '--force': '-f', '--archive': '-a', '--link': '-l', '--symbolic-link': '-s' },
  mv: { '--force': '-f', '--no-clobber': '-n', '--interactive': '-i' },
  chmod: { '--recursive': '-R', '--verbose': '-v', '--changes': '-c' },
  chown: { '--recursive': '-R' },
  chgrp: { '--recursive': '-R' },
  ln: { '--symbolic': '-s', '--force': '-f' },
  'git push': { '--force': '-f', '--quiet': '-q', '--verbose': '-v', '--delete': '-d', '--set-upstream': '-u', '--dry-run': '-n' },
  'git clean': { '--force': '-f', '--dry-run': '-n', '--quiet': '-q', '--interactive': '-i' },
  'git reset': { '--quiet': '-q' },
  'git checkout': { '--force': '-f', '--quiet': '-q' },
  'git branch': { '--delete': '-d', '--force': '-f', '--move': '-m' },
  'git commit': { '--all': '-a', '--amend': '--amend', '--no-verify': '-n', '--message': '-m' },
};

/** The flag set a list of words holds (clusters split, synonyms and prefixes resolved). */
function flagSet(words: readonly string[], synonyms: Readonly<Record<string, string>>): Set<string> {
  const out = new Set<string>();
  const longs = Object.keys(synonyms).filter((k) => k.startsWith('--'));
  for (const w of words) {
    if (w === '--') break;
    if (!w.startsWith('-') || w === '-') continue;
    if (w.startsWith('--')) {
      const resolved = longOption(w, longs);
      const name = typeof resolved === 'string' && resolved !== 'ambiguous' ? resolved : w.replace(/=.*$/s, '');
      out.add(synonyms[name] ?? name);
      continue;
    }
    for (const letter of w.slice(1)) out.add(synonyms[`-${letter}`] ?? `-${letter}`);
  }
  return out;
}

interface RuleShape {
  /** Non-option words after the program name, before the first flag (`push` in `git push --force`). */
  subwords: string[];
  /** Non-option words after the flags. */
  operands: string[];
  flags: string[];
  prefix: boolean;
}

const shapes = new WeakMap<ShellPattern, RuleShape | null>();

/** The rule's words split into subcommand words, flags and operands; null when not normalisable. */
function shapeOf(pattern: ShellPattern): RuleShape | null {
  if (shapes.has(pattern)) return shapes.get(pattern)!;
  let shape: RuleShape | null = null;
  let words = pattern.words;
  let prefix = pattern.type === 'prefix';
  if (pattern.type === 'wildcard') {
    // `Bash(rm -rf *)` is a prefix rule; other wildcards are matched as written only.
    const star = words.findIndex((w) => w.includes('*'));
    if (star === words.length - 1 && words[star] === '*' && star > 0) { words = words.slice(0, -1); prefix = true; } else words = [];
  }
  if (words.length > 1) {
    const rest = words.slice(1);
    const firstFlag = rest.findIndex((w) => w.startsWith('-'));
    const subwords = firstFlag === -1 ? rest : rest.slice(0, firstFlag);
    const after = firstFlag === -1 ? [] : rest.slice(firstFlag);
    shape = { subwords, flags: after.filter((w) => w.startsWith('-')), operands: after.filter((w) => !w.startsWith('-')), prefix };
  }
  shapes.set(pattern, shape);
  return shape;
}

export interface DenyMatch {
  /** Why this spelling counts as the rule's command, when it is not the rule's words as written. */
  note?: string;
}

/** The subcommand position of `tool` after its global options, or -1. */
function subIndex(tool: string, words: readonly string[]): number {
  let i = 1;
  while (i < words.length && words[i]!.startsWith('-')) {
    const w = words[i]!;
    if (w === '--') return i + 1 < words.length ? i + 1 : -1;
    if (tool === 'git' ? GIT_GLOBAL_VALUES.has(w) : tool === 'cargo' ? ['--config', '-Z', '--color', '-C'].includes(w) : false) i += 2;
    else i += 1;
  }
  return i < words.length ? i : -1;
}

/**
 * Whether a deny rule's shell pattern matches the command, in any spelling with the same meaning
 * (see the header). `words[0]` is compared by basename; `git-push` is `git push`.
 */
export interface DenyContext {
  /** The workspace, for the aliases git's and cargo's configuration define there. */
  cwd: string;
}

export function denyMatchesNormalised(pattern: ShellPattern, command: readonly string[], wild: readonly boolean[], context: DenyContext): DenyMatch | null {
  const shape = shapeOf(pattern);
  if (!shape) return null;
  let words = [...command];
  let wilds = [...wild];
  let name = basename(words[0] ?? '');
  const ruleName = basename(pattern.words[0]!);
  const gitDash = /^git-(.+)$/.exec(name);
  if (gitDash && ruleName === 'git') {
    words = ['git', gitDash[1]!, ...words.slice(1)];
    wilds = [false, false, ...wilds.slice(1)];
    name = 'git';
  }
  if (/^[^@/]+@[^/]*$/.test(name)) name = name.slice(0, name.indexOf('@')); // `npx npm@10 publish`
  // Package managers share a vocabulary: `pnpm publish`, `yarn npm publish` publish as
  // `npm publish` does; `pnpm run deploy`, `yarn deploy` run the script `npm run deploy` runs.
  if (PACKAGE_MANAGER_NAMES.has(ruleName) && PACKAGE_MANAGER_NAMES.has(name)) {
    const shared = sharedMeaning(pattern.words, words);
    if (shared) return { note: shared };
  }
  if (name !== ruleName) return null;
  let note: string | undefined;
  if (name === 'git' && shape.subwords.length) {
    // `git -c alias.x=push x`: the alias as git would expand it.
    const at = subIndex('git', words);
    const sub = at === -1 ? undefined : words[at];
    if (sub !== undefined && !wilds[at]) {
      const aliases = new Map<string, string>();
      for (let i = 1; i < at; i += 1) {
        const m = words[i] === '-c' ? /^alias\.([^=]+)=(.*)$/is.exec(words[i + 1] ?? '') : null;
        if (m) aliases.set(m[1]!.toLowerCase(), m[2]!);
      }
      const alias = aliases.get(sub.toLowerCase());
      if (alias !== undefined) {
        const expansion = alias.replace(/^!\s*/, '').split(/\s+/).filter(Boolean);
        if (alias.trimStart().startsWith('!')) {
          const inner = denyMatchesNormalised(pattern, [...expansion, ...words.slice(at + 1)], expansion.map(() => false).concat(wilds.slice(at + 1)), context);
          if (inner) return { note: `git alias "${sub}" runs "${alias.slice(1).trim()}"` };
        } else {
          words = ['git', ...expansion, ...words.slice(at + 1)];
          wilds = [false, ...expansion.map(() => false), ...wilds.slice(at + 1)];
          note = `git -c alias.${sub} makes "${sub}" mean "${alias}"`;
        }
      } else if (!GIT_COMMANDS.has(sub) && gitConfigFacts(context.cwd).aliases.has(sub.toLowerCase())) {
        return { note: `"git ${sub}" is an alias defined in git's configuration` };
      } else if (sub === 'subtree' && words.slice(at + 1).find((w) => !w.startsWith('-')) === 'push' && canonicalSub('git', shape.subwords[0]!) === 'push') {
        return { note: 'git subtree push runs git push' };
      }
    }
  }
  if (name === 'cargo' && shape.subwords.length) {
    const at = subIndex('cargo', words);
    const sub = at === -1 ? undefined : words[at];
    if (sub !== undefined && !wilds[at] && !CARGO_COMMANDS.has(sub) && !Object.hasOwn(CARGO_ALIASES, sub) && sub !== shape.subwords[0]) {
      // cargo runs an unknown subcommand as a `[alias]` of its configuration, or `cargo-NAME`.
      if (cargoAliases(context.cwd).has(sub.toLowerCase())) return { note: `"cargo ${sub}" is an alias defined in cargo's configuration` };
    }
  }
  // Programs whose options are known: the rule's and the command's options compared as the program reads them.
  const grammarMatch = grammarDenyMatch(name, shape, pattern, words, wilds);
  if (grammarMatch !== undefined) return grammarMatch ? { note: note ?? grammarMatch } : null;
  // The command's non-option words; a word right after an option without `=` may be its value.
  const operands: { word: string; wild: boolean; skippable: boolean }[] = [];
  const flags: string[] = [];
  let afterDashes = false;
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (!afterDashes && w === '--') { afterDashes = true; continue; }
    if (!afterDashes && w.startsWith('-') && w !== '-') { flags.push(w); continue; }
    const prev = words[i - 1]!;
    operands.push({ word: w, wild: !!wilds[i], skippable: !afterDashes && i > 1 && prev.startsWith('-') && prev !== '--' && !prev.includes('=') });
  }
  const synonyms = FLAG_SYNONYMS[shape.subwords.length ? `${name} ${canonicalSub(name, shape.subwords[0]!)}` : name] ?? FLAG_SYNONYMS[name] ?? {};
  const have = flagSet(flags, synonyms);
  // A word holding a variable could expand to the flags the rule names.
  if (operands.some((o) => o.wild) || [...flagSet(shape.flags, synonyms)].every((f) => have.has(f))) {
    const wanted = [...shape.subwords, ...shape.operands];
    const sameSub = (k: number, word: string) => (k === 0 ? canonicalSub(name, word) === canonicalSub(name, wanted[0]!) : word === wanted[k]);
    const match = (k: number, c: number): boolean => {
      if (k === wanted.length) return shape.prefix || operands.slice(c).every((o) => o.skippable);
      if (c >= operands.length) return false;
      const o = operands[c]!;
      if (o.wild) return true;
      if (sameSub(k, o.word) && match(k + 1, c + 1)) return true;
      return o.skippable && match(k, c + 1);
    };
    if (match(0, 0)) return { note };
  }
  return null;
}

/** What a package manager command does, in the words every package manager shares; null otherwise. */
interface Meaning {
  /** `publish`, `unpublish`, or `run` (a package script). */
  verb: string;
  /** The script, for `run`. */
  script?: string;
  /** Where the words after the meaning start. */
  rest: number;
}

const SCRIPT_VERBS = new Set(['test', 'start', 'stop', 'restart']);

function meanings(words: readonly string[]): Meaning[] {
  const out: Meaning[] = [];
  for (const lenient of [false, true]) {
    const call = readPackageManager(words, { lenient });
    if (!call || call.sub === null || call.subAt === -1) continue;
    const sub = call.tool === 'npm' ? call.sub : pmCanonical(call.tool, call.sub);
    const firstArg = call.args.find((k) => !words[k]!.startsWith('-'));
    if (sub === 'publish' || sub === 'unpublish') out.push({ verb: sub, rest: call.subAt + 1 });
    else if ((sub === 'run-script' || sub === 'run') && firstArg !== undefined) out.push({ verb: 'run', script: words[firstArg]!, rest: firstArg + 1 });
    else if (SCRIPT_VERBS.has(sub)) out.push({ verb: 'run', script: sub, rest: call.subAt + 1 });
    // pnpm / yarn / bun run a package script by its bare name (or a binary of that name).
    else if (call.tool !== 'npm' && call.run?.at === call.subAt) out.push({ verb: 'run', script: words[call.subAt]!, rest: call.subAt + 1 });
  }
  return out;
}

/**
 * Whether a package manager command does what a deny rule on (another) package manager names:
 * the same verb (and script), with the rule's remaining flags and words present in any spelling.
 */
function sharedMeaning(rule: readonly string[], command: readonly string[]): string | null {
  const wanted = meanings(rule)[0];
  if (!wanted) return null;
  const ruleRest = rule.slice(wanted.rest).filter((w) => w !== '*');
  for (const m of meanings(command)) {
    if (m.verb !== wanted.verb || m.script !== wanted.script) continue;
    const rest = command.slice(m.rest);
    const have = flagSet(command.slice(1), {});
    const flagsOk = [...flagSet(ruleRest.filter((w) => w.startsWith('-')), {})].every((f) => have.has(f));
    const wordsOk = ruleRest.filter((w) => !w.startsWith('-')).every((w) => rest.includes(w));
    if (!flagsOk || !wordsOk) continue;
    const tool = basename(command[0] ?? '');
    return tool === basename(rule[0] ?? '') ? `${tool} resolves it to ${wanted.script ? `running the script "${wanted.script}"` : wanted.verb}` : `${tool} ${wanted.script ? `runs the package script "${wanted.script}"` : `${wanted.verb}es the package`} as ${rule.slice(0, wanted.rest).join(' ')} does`;
  }
  return null;
}

// --- option grammars: flags as the program reads them ---------------------------------------------

/**
 * How a program reads its options: long names and short letters resolved to one key, which take a
 * value (required: attached or the next word; optional: attached only), whether unambiguous
 * prefixes of long names are accepted (getopt_long, git's parse-options, curl), and what implies
 * what (`git push --force-with-lease`, `--mirror` and a `+` refspec force as `--force` does).
 */
interface OptionGrammar {
  long: Readonly<Record<string, string>>;
  short: Readonly<Record<string, string>>;
  values: Readonly<Record<string, 'required' | 'optional'>>;
  prefixes: boolean;
  implications?: Readonly<Record<string, readonly string[]>>;
  /** Options an operand implies (`+main` in git push). */
  operandImplies?: (operand: string) => string[];
  /** Values compared without case (`curl -X post`). */
  nocase?: boolean;
  /** What the options read imply together (curl: data without -X is a POST). */
  finish?: (options: Map<string, (string | undefined)[]>) => void;
}

/** Builds a grammar from `'--long|-s'` spellings (the first is the key), `=` marking a value, `[=]` an optional one. */
function grammar(specs: readonly string[], extra: Partial<OptionGrammar> = {}): OptionGrammar {
  const long: Record<string, string> = {};
  const short: Record<string, string> = {};
  const values: Record<string, 'required' | 'optional'> = {};
  for (const spec of specs) {
    const optional = spec.endsWith('[=]');
    const required = !optional && spec.endsWith('=');
    const names = spec.replace(/\[?=\]?$/, '').split('|');
    const key = names[0]!;
    for (const n of names) {
      if (n.startsWith('--')) long[n] = key;
      else short[n.slice(1)] = key;
    }
    if (required || optional) values[key] = optional ? 'optional' : 'required';
  }
  return { long, short, values, prefixes: true, ...extra };
}

const GRAMMARS: Readonly<Record<string, OptionGrammar>> = {
  rm: grammar(['--force|-f', '--interactive[=]', '-i', '-I', '--recursive|-r|-R', '--dir|-d', '--verbose|-v', '--one-file-system', '--no-preserve-root', '--preserve-root[=]', '--help', '--version']),
  sed: grammar(['--quiet|--silent|-n', '--expression|-e=', '--file|-f=', '--in-place|-i[=]', '--line-length|-l=', '--null-data|--zero-terminated|-z', '--regexp-extended|-E|-r', '--separate|-s', '--sandbox', '--unbuffered|-u', '--binary|-b', '--follow-symlinks', '--posix', '--debug', '--help', '--version']),
  curl: grammar([
    '--request|-X=', '--data|-d=', '--data-raw=', '--data-binary=', '--data-urlencode=', '--data-ascii=', '--json=', '--form|-F=', '--form-string=', '--header|-H=',
    '--output|-o=', '--remote-name|-O', '--silent|-s', '--show-error|-S', '--location|-L', '--insecure|-k', '--user|-u=', '--user-agent|-A=', '--referer|-e=',
    '--cookie|-b=', '--cookie-jar|-c=', '--upload-file|-T=', '--head|-I', '--include|-i', '--verbose|-v', '--fail|-f', '--get|-G', '--max-time|-m=',
    '--write-out|-w=', '--proxy|-x=', '--config|-K=', '--range|-r=', '--continue-at|-C=', '--cert|-E=', '--parallel|-Z', '--progress-bar|-#', '--ipv4|-4',
    '--ipv6|-6', '--netrc|-n', '--no-buffer|-N', '--dump-header|-D=', '--url=', '--compressed', '--retry=', '--connect-timeout=', '--request-target=',
    '--output-dir=', '--create-dirs', '--key=', '--cacert=', '--resolve=', '--http1.1', '--http2', '--oauth2-bearer=', '--retry-delay=', '--max-filesize=',
    '--limit-rate=', '--quote|-Q=', '--telnet-option|-t=', '--time-cond|-z=', '--proxy-user|-U=', '--help|-h', '--version|-V', '--manual|-M',
    '--globoff|-g', '--list-only|-l', '--append|-a', '--use-ascii|-B', '--disable|-q', '--remote-header-name|-J', '--junk-session-cookies|-j', '--proxytunnel|-p',
    '--ftp-port|-P=', '--remote-time|-R', '--speed-limit|-Y=', '--speed-time|-y=', '--tlsv1|-1', '--sslv2|-2', '--sslv3|-3', '--http1.0|-0', '--trace=', '--trace-ascii=', '--stderr=',
  ], {
    nocase: true,
    // Data or a form is sent with POST unless -X names another method or -G puts it in the URL.
    finish: (options) => {
      const data = ['--data', '--data-raw', '--data-binary', '--data-urlencode', '--data-ascii', '--json', '--form', '--form-string'].some((k) => options.has(k));
      if (data && !options.has('--request') && !options.has('--get')) options.set('--request', ['POST']);
    },
  }),
  'git push': grammar([
    '--all', '--branches', '--prune', '--mirror', '--dry-run|-n', '--porcelain', '--delete|-d', '--tags', '--follow-tags', '--signed[=]', '--no-signed', '--atomic',
    '--no-atomic', '--push-option|-o=', '--receive-pack=', '--exec=', '--force|-f', '--force-with-lease[=]', '--no-force-with-lease', '--force-if-includes',
    '--no-force-if-includes', '--repo=', '--set-upstream|-u', '--thin', '--no-thin', '--quiet|-q', '--verbose|-v', '--progress', '--no-progress',
    '--recurse-submodules=', '--no-recurse-submodules', '--verify', '--no-verify', '--ipv4|-4', '--ipv6|-6',
  ], {
    implications: { '--force-with-lease': ['--force'], '--mirror': ['--force'] },
    // `git push origin +main` / `+HEAD:refs/heads/main`: a `+` refspec force-updates that ref.
    operandImplies: (operand) => (operand.startsWith('+') ? ['--force'] : []),
  }),
  'git reset': grammar(['--hard', '--soft', '--mixed', '--merge', '--keep', '--quiet|-q', '--no-quiet', '--patch|-p', '--intent-to-add|-N', '--pathspec-from-file=', '--pathspec-file-nul', '--recurse-submodules', '--no-recurse-submodules', '--refresh', '--no-refresh']),
  'git clean': grammar(['--force|-f', '--dry-run|-n', '--quiet|-q', '--interactive|-i', '--exclude|-e=', '-x', '-X', '-d']),
};

interface Read {
  options: Map<string, (string | undefined)[]>;
  operands: string[];
  /** Long options the grammar does not know, or knows only as one of several with this prefix. */
  unknown: string[];
}

/** The keys a long option word can name (several when it is an ambiguous prefix). */
function longKeys(g: OptionGrammar, name: string): string[] {
  if (Object.hasOwn(g.long, name)) return [g.long[name]!];
  if (!g.prefixes || name.length < 3) return [];
  return [...new Set(Object.keys(g.long).filter((l) => l.startsWith(name)).map((l) => g.long[l]!))];
}

function readOptions(g: OptionGrammar, args: readonly string[]): Read {
  const out: Read = { options: new Map(), operands: [], unknown: [] };
  const add = (key: string, value: string | undefined) => {
    for (const k of [key, ...(g.implications?.[key] ?? [])]) (out.options.get(k) ?? out.options.set(k, []).get(k)!).push(value);
  };
  for (let i = 0; i < args.length; i += 1) {
    const w = args[i]!;
    if (w === '--') { out.operands.push(...args.slice(i + 1)); break; }
    if (!w.startsWith('-') || w === '-') {
      out.operands.push(w);
      for (const k of g.operandImplies?.(w) ?? []) add(k, undefined);
      continue;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = eq === -1 ? w : w.slice(0, eq);
      const keys = longKeys(g, name);
      if (keys.length !== 1) out.unknown.push(name);
      for (const key of keys) {
        const kind = g.values[key];
        let value = eq === -1 ? undefined : w.slice(eq + 1);
        if (value === undefined && kind === 'required' && keys.length === 1) value = args[++i];
        add(key, value);
      }
      continue;
    }
    for (let c = 1; c < w.length; c += 1) {
      const key = g.short[w[c]!];
      if (key === undefined) { out.unknown.push(`-${w[c]}`); continue; }
      const kind = g.values[key];
      if (kind) {
        const rest = w.slice(c + 1);
        add(key, rest || (kind === 'required' ? args[++i] : undefined));
        break;
      }
      add(key, undefined);
    }
  }
  g.finish?.(out.options);
  return out;
}

/**
 * Deny matching for programs with a grammar: undefined when the rule's program has none (or the
 * rule names more than the program and one subcommand); otherwise whether the command has every
 * option the rule names (with its value), in any spelling, and the rule's other words in order.
 * A long option the grammar does not know that abbreviates one the rule names counts as it: the
 * program may read it so.
 */
function grammarDenyMatch(name: string, shape: RuleShape, pattern: ShellPattern, words: readonly string[], wilds: readonly boolean[]): string | null | undefined {
  let key = name;
  let at = 1;
  if (shape.subwords.length) {
    if (shape.subwords.length !== 1 || name !== 'git') return undefined;
    key = `git ${canonicalSub('git', shape.subwords[0]!)}`;
    if (!Object.hasOwn(GRAMMARS, key)) return undefined;
    const sub = subIndex('git', words);
    if (sub === -1) return null;
    if (!wilds[sub] && canonicalSub('git', words[sub]!) !== canonicalSub('git', shape.subwords[0]!)) return null;
    at = sub + 1;
  } else if (!Object.hasOwn(GRAMMARS, key)) return undefined;
  const g = GRAMMARS[key]!;
  if (wilds.slice(at).some(Boolean)) return 'a word holding a variable could be the options the rule names';
  const ruleWords = pattern.words.slice(1 + shape.subwords.length).filter((w, i, all) => !(w === '*' && i === all.length - 1));
  const rule = readOptions(g, ruleWords);
  const command = readOptions(g, words.slice(at));
  const same = (a: string | undefined, b: string | undefined) => (g.nocase ? a?.toLowerCase() === b?.toLowerCase() : a === b);
  for (const [option, values] of rule.options) {
    const have = command.options.get(option);
    const abbreviated = command.unknown.some((u) => u.startsWith('--') && Object.keys(g.long).some((l) => g.long[l] === option && l.startsWith(u) && u.length >= 3));
    if (!have && !abbreviated) return null;
    for (const v of values) if (v !== undefined && have && !have.some((h) => same(h, v)) && !abbreviated) return null;
  }
  let k = 0;
  for (const operand of command.operands) if (k < rule.operands.length && operand === rule.operands[k]) k += 1;
  if (k < rule.operands.length) return null;
  const spelt = words.slice(at).filter((w) => w.startsWith('-') || w.startsWith('+')).join(' ');
  return spelt ? `${key} reads "${spelt}" as holding the options the rule names` : `${key} as the rule names it`;
}
