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
import { basename } from './wrappers.js';

/** npm's commands and aliases (npm 10, lib/utils/cmd-list.js); npm also takes unique prefixes. */
const NPM_COMMANDS = [
  'access', 'adduser', 'audit', 'bugs', 'cache', 'ci', 'completion', 'config', 'dedupe', 'deprecate', 'diff', 'dist-tag', 'docs',
  'doctor', 'edit', 'exec', 'explain', 'explore', 'find-dupes', 'fund', 'get', 'help', 'help-search', 'hook', 'init', 'install',
  'install-ci-test', 'install-test', 'link', 'll', 'login', 'logout', 'ls', 'org', 'outdated', 'owner', 'pack', 'ping', 'pkg',
  'prefix', 'profile', 'prune', 'publish', 'query', 'rebuild', 'repo', 'restart', 'root', 'run-script', 'sbom', 'search', 'set',
  'shrinkwrap', 'star', 'stars', 'start', 'stop', 'team', 'test', 'token', 'undeprecate', 'uninstall', 'unpublish', 'unstar',
  'update', 'version', 'view', 'whoami',
];
const NPM_ALIASES: Readonly<Record<string, string>> = {
  author: 'owner', home: 'docs', issues: 'bugs', info: 'view', show: 'view', find: 'search', add: 'install', unlink: 'uninstall',
  remove: 'uninstall', rm: 'uninstall', r: 'uninstall', un: 'uninstall', rb: 'rebuild', list: 'ls', ln: 'link', create: 'init',
  i: 'install', it: 'install-test', cit: 'install-ci-test', up: 'update', c: 'config', s: 'search', se: 'search', tst: 'test',
  t: 'test', ddp: 'dedupe', v: 'view', run: 'run-script', 'clean-install': 'ci', 'clean-install-test': 'install-ci-test',
  x: 'exec', why: 'explain', la: 'll', verison: 'version', ic: 'ci', innit: 'init', in: 'install', ins: 'install',
  inst: 'install', insta: 'install', instal: 'install', isnt: 'install', isnta: 'install', isntal: 'install', isntall: 'install',
  'install-clean': 'ci', 'isntall-clean': 'ci', hlep: 'help', 'dist-tags': 'dist-tag', upgrade: 'update', udpate: 'update',
  rum: 'run-script', sit: 'install-ci-test', urn: 'run-script', ogr: 'org', 'add-user': 'adduser',
};

/** npm's `deref`: camelCase to kebab, exact names, aliases, then unique prefixes. */
function npmCommand(word: string): string {
  let c = /[A-Z]/.test(word) ? word.replace(/([A-Z])/g, (m) => `-${m.toLowerCase()}`) : word;
  if (NPM_COMMANDS.includes(c)) return c;
  if (Object.hasOwn(NPM_ALIASES, c)) return NPM_ALIASES[c]!;
  const names = [...NPM_COMMANDS, ...Object.keys(NPM_ALIASES)];
  const hits = names.filter((n) => n.startsWith(c));
  if (hits.length === 1 || (hits.length > 1 && hits.every((h) => (NPM_ALIASES[h] ?? h) === (NPM_ALIASES[hits[0]!] ?? hits[0])))) {
    c = hits[0]!;
    while (Object.hasOwn(NPM_ALIASES, c) && NPM_ALIASES[c] !== c) c = NPM_ALIASES[c]!;
  }
  return c;
}

const PNPM_ALIASES: Readonly<Record<string, string>> = {
  i: 'install', up: 'update', upgrade: 'update', rm: 'remove', uninstall: 'remove', un: 'remove', ln: 'link', rb: 'rebuild',
  it: 'install-test', ls: 'list', 'run-script': 'run', t: 'test', tst: 'test', c: 'config', x: 'exec',
};
const PNPM_COMMANDS = new Set([
  'add', 'install', 'update', 'remove', 'link', 'unlink', 'import', 'rebuild', 'prune', 'fetch', 'install-test', 'dedupe', 'patch',
  'patch-commit', 'patch-remove', 'audit', 'list', 'outdated', 'why', 'licenses', 'run', 'test', 'exec', 'dlx', 'create', 'start',
  'publish', 'pack', 'recursive', 'multi', 'm', 'server', 'store', 'root', 'bin', 'setup', 'init', 'deploy', 'doctor', 'config',
  'env', 'self-update', 'cat-file', 'cat-index', 'find-hash', 'help', 'ci', 'approve-builds', 'ignored-builds',
]);
const YARN_COMMANDS = new Set([
  'add', 'audit', 'autoclean', 'bin', 'cache', 'check', 'config', 'create', 'dedupe', 'exec', 'dlx', 'generate-lock-entry', 'global',
  'help', 'import', 'info', 'init', 'install', 'licenses', 'link', 'list', 'login', 'logout', 'node', 'outdated', 'owner', 'pack',
  'policies', 'publish', 'remove', 'run', 'tag', 'team', 'test', 'unlink', 'unplug', 'upgrade', 'upgrade-interactive', 'version',
  'versions', 'why', 'workspace', 'workspaces', 'npm', 'plugin', 'constraints', 'explain', 'patch', 'patch-commit', 'rebuild',
  'search', 'set', 'stage', 'up', 'dedupe', 'sdks',
]);
const BUN_ALIASES: Readonly<Record<string, string>> = { i: 'install', a: 'add', rm: 'remove', x: 'exec' };

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
    case 'npm': return npmCommand(sub);
    case 'pnpm': return PNPM_ALIASES[sub] ?? sub;
    case 'bun': return BUN_ALIASES[sub] ?? sub;
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
    // yarn / pnpm run a package script by its bare name: `yarn deploy` is `yarn run deploy`.
    if ((name === 'yarn' || name === 'pnpm') && canonicalSub(name, wanted[0] ?? '') === 'run' && wanted.length > 1) {
      const first = operands.findIndex((o) => !o.skippable);
      const sub = operands[first];
      if (sub && !(name === 'yarn' ? YARN_COMMANDS : PNPM_COMMANDS).has(sub.word) && !Object.hasOwn(PNPM_ALIASES, sub.word)) {
        const inner = [name, 'run', ...words.slice(1)];
        const innerWild = [false, false, ...wilds.slice(1)];
        if (denyMatchesNormalised(pattern, inner, innerWild, context)) return { note: `${name} runs the package script "${sub.word}" by its bare name` };
      }
    }
  }
  return null;
}

/** Options of npx / npm exec / pnpm dlx ... that take a value. */
const RUNNER_VALUES = new Set(['-p', '--package', '-c', '--call', '--shell', '--workspace', '-w']);

/**
 * The command a package runner runs (`npx npm publish`, `npm exec -- npm publish`,
 * `pnpm dlx x`, `yarn dlx x`, `bunx x`), for deny rules; null when the words are no such runner.
 */
export function packageRunnerInner(words: readonly string[]): number {
  const name = basename(words[0] ?? '');
  let i: number;
  if (['npx', 'pnpx', 'bunx'].includes(name)) i = 1;
  else if (['npm', 'pnpm', 'yarn', 'bun'].includes(name)) {
    const at = words.findIndex((w, k) => k > 0 && !w.startsWith('-'));
    if (at === -1) return -1;
    const sub = canonicalSub(name, words[at]!);
    if (!['exec', 'dlx', 'x'].includes(sub)) return -1;
    i = at + 1;
  } else return -1;
  while (i < words.length && words[i]!.startsWith('-')) {
    if (words[i] === '--') return i + 1 < words.length ? i + 1 : -1;
    i += RUNNER_VALUES.has(words[i]!) ? 2 : 1;
  }
  return i < words.length ? i : -1;
}
