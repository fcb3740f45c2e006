/**
 * Package managers (npm, npx, pnpm, pnpx, yarn, bun, bunx) read the way they read their own
 * command lines, so that the analysis knows which word is the subcommand and what else runs:
 *
 * - Global options, some of which take a value: `npm --loglevel silent exec`, `npm -w pkgs/a x`,
 *   `pnpm --filter api exec`, `pnpm -C dir exec`, `pnpm --reporter silent exec`. npm's options are
 *   parsed as npm's nopt does (every npm configuration key, its type, unique prefixes such as
 *   `--logl`, shorthands and their clusters, `--no-X`, options anywhere before `--`); npx's as
 *   npx's own scan does. pnpm, yarn and bun by the options they document; an option of unknown
 *   arity is read both ways for deny rules (runnerStarts) and refused for allow rules.
 * - Aliases: npm's (run-script / rum / urn / x ..., unique prefixes), pnpm's (`recursive` / `multi`
 *   / `m` before a command), yarn berry's `yarn npm publish`.
 * - What runs besides a package script (`runs`):
 *   - a package binary fetched from the registry when not installed: `npm exec` / `npm x` / `npx`,
 *     `pnpm dlx` / `pnpx`, `yarn dlx`, `bunx` / `bun x` ("sealed": only a rule naming the runner
 *     and the binary allows it, as the binary may not be the program of that name);
 *   - a binary from node_modules/.bin or PATH: `pnpm exec`, `yarn run BIN`, `yarn node`, and the
 *     bare `pnpm NAME` / `yarn NAME` / `bun NAME` when no package script is called NAME (pnpm
 *     falls back to exec, yarn and bun run a binary or a file);
 *   - a shell command string: `npm explore PKG -- CMD` (run in node_modules/PKG), `npm exec -c`,
 *     `pnpm exec -c`, `pnpm dlx -c`; `yarn exec` and `bun exec` strings are in their own shells.
 *   decision.ts analyses that command as if it had been typed at the prompt.
 * - Python's and Ruby's project runners (`uv run`, `poetry run`, `pipenv run`, `pdm run`,
 *   `hatch run`, `rye run`, `bundle exec`) likewise run a command of their own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { basename } from './wrappers.js';

export const PACKAGE_MANAGER_NAMES = new Set(['npm', 'npx', 'pnpm', 'pnpx', 'yarn', 'bun', 'bunx']);

// --- npm: its configuration keys (npm 11, @npmcli/config definitions) and nopt's reading -------

const NPM_BOOLEAN = new Set(('all allow-same-version audit bin-links bypass-2fa commit-hooks dangerously-allow-all-scripts description dev '
  + 'diff-ignore-all-space diff-name-only diff-no-prefix diff-text dry-run engine-strict force foreground-scripts format-package-lock fund '
  + 'git-tag-version global global-style if-present ignore-scripts include-staged include-workspace-root include-attestations init-private '
  + 'install-links json legacy-bundling legacy-peer-deps link long offline omit-lockfile-registry-resolved package-lock package-lock-only '
  + 'parseable allow-scripts-pending allow-scripts-pin prefer-dedupe prefer-offline prefer-online progress provenance read-only rebuild-bundle '
  + 'save save-bundle save-dev save-exact save-optional save-peer save-prod packages-all shrinkwrap sign-git-commit sign-git-tag '
  + 'strict-peer-deps strict-allow-scripts strict-ssl timing unicode update-notifier usage version versions workspaces-update').split(' '));
const NPM_VALUE = new Set(('_auth access allow-directory allow-file allow-git allow-remote allow-scripts also audit-level auth-type before ca '
  + 'cache cache-max cache-min cafile call cert cidr cpu depth diff diff-dst-prefix diff-src-prefix diff-unified editor expect-result-count '
  + 'expires fetch-retries fetch-retry-factor fetch-retry-maxtimeout fetch-retry-mintimeout fetch-timeout git globalconfig heading '
  + 'https-proxy include init-author-email init-author-name init-author-url init-license init-module init-type init-version '
  + 'init.author.email init.author.name init.author.url init.license init.module init.version install-strategy key libc local-address '
  + 'location lockfile-version loglevel logs-dir logs-max name maxsockets message min-release-age min-release-age-exclude node-gyp '
  + 'node-options noproxy omit only orgs os otp package pack-destination packages prefix preid provenance-file proxy registry '
  + 'replace-registry-host save-prefix sbom-format sbom-type scope scopes packages-and-scopes-permission orgs-permission password '
  + 'token-description script-shell searchexclude searchlimit searchopts searchstaleness shell tag tag-version-prefix umask user-agent '
  + 'userconfig viewer which workspace').split(' '));
/** Keys that are Boolean or something else: the words nopt takes as their value. `*` is any word. */
const NPM_MIXED: Readonly<Record<string, readonly string[]>> = {
  browser: ['*'], color: ['always'], 'expect-results': ['null'], optional: ['null'], production: ['null'], workspaces: ['null'], yes: ['null'],
};
const NPM_KEYS = [...NPM_BOOLEAN, ...NPM_VALUE, ...Object.keys(NPM_MIXED)];
const NPM_SHORTHANDS: Readonly<Record<string, readonly string[]>> = {
  'enjoy-by': ['--before'], d: ['--loglevel', 'info'], dd: ['--loglevel', 'verbose'], ddd: ['--loglevel', 'silly'],
  quiet: ['--loglevel', 'warn'], q: ['--loglevel', 'warn'], s: ['--loglevel', 'silent'], silent: ['--loglevel', 'silent'],
  verbose: ['--loglevel', 'verbose'], desc: ['--description'], help: ['--usage'], local: ['--no-global'], n: ['--no-yes'], no: ['--no-yes'],
  porcelain: ['--parseable'], readonly: ['--read-only'], reg: ['--registry'], iwr: ['--include-workspace-root'], ws: ['--workspaces'],
  a: ['--all'], c: ['--call'], f: ['--force'], g: ['--global'], L: ['--location'], l: ['--long'], m: ['--message'], p: ['--parseable'],
  C: ['--prefix'], S: ['--save'], B: ['--save-bundle'], D: ['--save-dev'], E: ['--save-exact'], O: ['--save-optional'], P: ['--save-prod'],
  '?': ['--usage'], H: ['--usage'], h: ['--usage'], v: ['--version'], w: ['--workspace'], y: ['--yes'],
};
const NPM_SHORTHAND_KEYS = Object.keys(NPM_SHORTHANDS);

/** npm's commands and aliases (npm 10/11, lib/utils/cmd-list.js); npm also takes unique prefixes. */
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
export function npmCommand(word: string): string {
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

/** `abbrev`: the key a word names exactly or as its unique prefix. */
function abbreviation(word: string, keys: readonly string[]): string | null {
  if (keys.includes(word)) return word;
  const hits = keys.filter((k) => k.startsWith(word));
  return hits.length === 1 ? hits[0]! : null;
}

/** One option word as a package manager reads it. */
export interface PmOption {
  /** As written. */
  word: string;
  at: number;
  /** What it resolves to (npm: its configuration keys, `loglevel` for `-s`); as written when unknown. */
  names: string[];
  /** Whether the program knows it (its arity is then known). */
  known: boolean;
  /** Its value, attached or the next word (then at `valueAt`). */
  value?: string;
  valueAt?: number;
}

/** nopt's shorthand resolution; null when the key is no shorthand. */
function npmShorthand(key: string): readonly string[] | null {
  if (NPM_KEYS.includes(key)) return null;
  if (Object.hasOwn(NPM_SHORTHANDS, key)) return NPM_SHORTHANDS[key]!;
  if (key.length > 1 && [...key].every((c) => Object.hasOwn(NPM_SHORTHANDS, c))) return [...key].flatMap((c) => NPM_SHORTHANDS[c]!);
  if (abbreviation(key, NPM_KEYS)) return null;
  const short = abbreviation(key, NPM_SHORTHAND_KEYS);
  return short ? NPM_SHORTHANDS[short]! : null;
}

/** How many following words npm's key takes (0 or 1), given the next word. */
function npmArity(key: string, hadValue: boolean, next: string | undefined, lenient: boolean): number {
  if (hadValue || next === undefined) return 0;
  if (NPM_VALUE.has(key)) return /^-{1,2}[^-]/.test(next) || /^-{2,}$/.test(next) ? 0 : 1;
  if (Object.hasOwn(NPM_MIXED, key)) {
    const takes = NPM_MIXED[key]!;
    return next === 'true' || next === 'false' || takes.includes(next) || (takes.includes('*') && !/^-[^-]/.test(next)) ? 1 : 0;
  }
  if (!NPM_BOOLEAN.has(key) && lenient && !next.startsWith('-')) return 1;
  return next === 'true' || next === 'false' ? 1 : 0;
}

interface NpmWords {
  options: PmOption[];
  /** Indices of positional words (after `--` too). */
  positionals: number[];
  /** Index of `--`, or -1. */
  dashes: number;
}

/** npm's nopt over words[start..end): options anywhere before `--`. */
function npmWords(words: readonly string[], start: number, lenient: boolean, end = words.length): NpmWords {
  const out: NpmWords = { options: [], positionals: [], dashes: -1 };
  for (let i = start; i < end; i += 1) {
    const w = words[i]!;
    if (/^-{2,}$/.test(w)) {
      out.dashes = i;
      for (let k = i + 1; k < end; k += 1) out.positionals.push(k);
      break;
    }
    if (!w.startsWith('-') || w.length < 2) {
      out.positionals.push(i);
      continue;
    }
    const eq = w.indexOf('=');
    const hadValue = eq !== -1;
    let key = (hadValue ? w.slice(0, eq) : w).replace(/^-+/, '');
    const expansion = npmShorthand(key);
    let names: string[];
    let last: string;
    if (expansion) {
      names = expansion.filter((t) => t.startsWith('--')).map((t) => t.replace(/^--(no-)?/, ''));
      last = expansion[expansion.length - 1]!;
      // `-s` is `--loglevel silent`: the value is part of the expansion.
      if (!last.startsWith('--')) { out.options.push({ word: w, at: i, names, known: true, ...(hadValue ? { value: w.slice(eq + 1) } : {}) }); continue; }
      key = last.replace(/^--/, '');
    }
    let negated = false;
    while (key.toLowerCase().startsWith('no-')) { negated = !negated; key = key.slice(3); }
    const resolved = abbreviation(key, NPM_KEYS);
    if (!expansion) names = [resolved ?? key];
    const known = resolved !== null;
    const arity = negated ? npmArity('', hadValue, words[i + 1], false) : npmArity(resolved ?? key, hadValue, words[i + 1], lenient && !known);
    out.options.push({
      word: w, at: i, names: expansion ? names! : [resolved ?? key], known,
      ...(hadValue ? { value: w.slice(eq + 1) } : arity ? { value: words[i + 1]!, valueAt: i + 1 } : {}),
    });
    i += arity;
  }
  return out;
}

/** Where npx finds the binary: npx's own scan (bin/npx-cli.js) before npm reads the rest. */
function npxBinary(words: readonly string[]): number {
  const switches = new Set([...NPM_BOOLEAN, ...Object.keys(NPM_MIXED), 'no-install', 'quiet', 'q', 'version', 'v', 'help', 'h']);
  const takes = new Set(['package', 'p', 'cache', 'userconfig', 'call', 'c', 'shell']);
  const queue = [...words];
  for (let i = 1; i < queue.length; i += 1) {
    const arg = queue[i]!;
    if (arg === '--') return i + 1 < queue.length ? i + 1 - (queue.length - words.length) : -1;
    if (!arg.startsWith('-')) return i - (queue.length - words.length);
    const [key = '', ...value] = arg.replace(/^-+/, '').split('=');
    if (!['p', 'shell', 'no-install'].includes(key) && Object.hasOwn(NPM_SHORTHANDS, key)) {
      // npx expands shorthands in place (`-s` is `--loglevel silent`) and reads them again.
      const expansion = [...NPM_SHORTHANDS[key]!, ...(value.length ? [value.join('=')] : [])];
      queue.splice(i, 1, ...expansion);
      i -= 1;
      continue;
    }
    if (!value.length && !switches.has(key) && (takes.has(key) || !/^-/.test(queue[i + 1] ?? '-'))) i += 1;
  }
  return -1;
}

// --- pnpm, yarn, bun: the options they document ----------------------------------------------

interface OptionTable {
  /** Long options and single letters taking a value. */
  values: ReadonlySet<string>;
  /** Long options and single letters taking none. */
  flags: ReadonlySet<string>;
}

const PNPM: OptionTable = {
  values: new Set(['filter', 'F', 'filter-prod', 'test-pattern', 'changed-files-ignore-pattern', 'C', 'dir', 'reporter', 'workspace-concurrency',
    'loglevel', 'resume-from', 'store-dir', 'virtual-store-dir', 'modules-dir', 'lockfile-dir', 'global-dir', 'global-bin-dir', 'registry',
    'node-options', 'script-shell', 'npmrc', 'cache-dir', 'state-dir', 'use-node-version', 'network-concurrency', 'child-concurrency',
    'package-import-method', 'node-linker', 'fetch-timeout', 'fetch-retries', 'package', 'allow-build', 'depth', 'reporter-hide-prefix']),
  flags: new Set(['recursive', 'r', 'workspace-root', 'w', 'parallel', 'stream', 'silent', 's', 'if-present', 'bail', 'no-bail', 'aggregate-output',
    'sort', 'no-sort', 'reverse', 'include-workspace-root', 'color', 'no-color', 'use-stderr', 'frozen-lockfile', 'no-frozen-lockfile', 'prod', 'P',
    'dev', 'D', 'optional', 'O', 'offline', 'prefer-offline', 'shell-mode', 'c', 'report-summary', 'help', 'h', 'version', 'v', 'ignore-scripts',
    'fail-if-no-match', 'no-reporter-hide-prefix', 'save-exact', 'E', 'save-dev', 'save-prod', 'save-optional', 'save-peer', 'global', 'g', 'json',
    'long', 'parseable', 'fix', 'interactive', 'i', 'latest', 'L', 'strict-peer-dependencies', 'lockfile-only', 'force', 'no-optional', 'no-lockfile',
    'resolution-only', 'side-effects-cache', 'workspace', 'only-projects', 'changed-files-only']),
};
const YARN: OptionTable = {
  values: new Set(['cwd', 'modules-folder', 'cache-folder', 'global-folder', 'link-folder', 'registry', 'use-yarnrc', 'mutex', 'network-timeout',
    'preferred-cache-folder', 'https-proxy', 'proxy', 'network-concurrency', 'otp', 'package', 'p', 'include', 'exclude', 'from', 'since', 'jobs', 'j']),
  flags: new Set(['silent', 's', 'verbose', 'offline', 'prefer-offline', 'frozen-lockfile', 'immutable', 'immutable-cache', 'check-cache', 'ignore-scripts',
    'json', 'no-progress', 'non-interactive', 'production', 'prod', 'pure-lockfile', 'inline-builds', 'mode', 'all', 'A', 'recursive', 'R', 'parallel',
    'interlaced', 'i', 'topological', 't', 'topological-dev', 'worktree', 'W', 'no-private', 'quiet', 'q', 'help', 'h', 'version', 'v']),
};
const BUN: OptionTable = {
  values: new Set(['cwd', 'filter', 'F', 'env-file', 'config', 'c', 'preload', 'r', 'require', 'eval', 'e', 'print', 'p', 'shell', 'elide-lines',
    'tsconfig-override', 'define', 'd', 'conditions', 'main-fields', 'extension-order', 'jsx-factory', 'jsx-fragment', 'jsx-import-source',
    'jsx-runtime', 'port', 'origin', 'package', 'timeout', 'rerun-each', 'test-name-pattern', 't', 'coverage-dir', 'coverage-reporter',
    'reporter', 'reporter-outfile', 'max-concurrency', 'bail']),
  flags: new Set(['silent', 'if-present', 'bun', 'b', 'watch', 'hot', 'no-install', 'install', 'smol', 'inspect', 'inspect-brk', 'help', 'h',
    'version', 'v', 'revision', 'verbose', 'workspaces', 'production', 'frozen-lockfile', 'dry-run', 'no-save', 'dev', 'D', 'optional', 'exact',
    'coverage', 'only', 'todo', 'update-snapshots', 'u', 'concurrent', 'randomize']),
};

/** pnpm's own commands (aliases resolved after), those a bare name is not a script or binary. */
const PNPM_ALIASES: Readonly<Record<string, string>> = {
  i: 'install', up: 'update', upgrade: 'update', rm: 'remove', uninstall: 'remove', un: 'remove', ln: 'link', rb: 'rebuild',
  it: 'install-test', ls: 'list', 'run-script': 'run', t: 'test', tst: 'test', c: 'config', x: 'exec', 'add-user': 'adduser',
};
const PNPM_COMMANDS = new Set([
  'add', 'install', 'update', 'remove', 'link', 'unlink', 'import', 'rebuild', 'prune', 'fetch', 'install-test', 'dedupe', 'patch',
  'patch-commit', 'patch-remove', 'audit', 'list', 'outdated', 'why', 'licenses', 'run', 'test', 'exec', 'dlx', 'create', 'start',
  'publish', 'pack', 'server', 'store', 'root', 'bin', 'setup', 'init', 'deploy', 'doctor', 'config', 'get', 'set',
  'env', 'self-update', 'cat-file', 'cat-index', 'find-hash', 'help', 'ci', 'approve-builds', 'ignored-builds', 'stop', 'restart',
  'login', 'logout', 'adduser', 'whoami', 'owner', 'dist-tag', 'deprecate', 'unpublish', 'view', 'info', 'docs', 'repo', 'bugs', 'search',
  'sbom', 'version', 'll', 'la', 'node',
]);
const YARN_COMMANDS = new Set([
  'add', 'audit', 'autoclean', 'bin', 'cache', 'check', 'config', 'create', 'dedupe', 'exec', 'dlx', 'generate-lock-entry', 'global',
  'help', 'import', 'info', 'init', 'install', 'licenses', 'link', 'list', 'login', 'logout', 'node', 'outdated', 'owner', 'pack',
  'policies', 'publish', 'remove', 'run', 'tag', 'team', 'test', 'unlink', 'unplug', 'upgrade', 'upgrade-interactive', 'version',
  'versions', 'why', 'workspace', 'workspaces', 'npm', 'plugin', 'constraints', 'explain', 'patch', 'patch-commit', 'rebuild',
  'search', 'set', 'stage', 'up', 'sdks', 'start',
]);
const BUN_ALIASES: Readonly<Record<string, string>> = { i: 'install', a: 'add', rm: 'remove', c: 'create', x: 'x' };
const BUN_COMMANDS = new Set([
  'run', 'test', 'x', 'exec', 'repl', 'install', 'add', 'remove', 'update', 'outdated', 'link', 'unlink', 'publish', 'patch', 'pm', 'build',
  'init', 'create', 'upgrade', 'audit', 'info', 'why',
]);

/** A package manager's subcommand word, as that program resolves it. */
export function pmCanonical(tool: string, sub: string): string {
  switch (tool) {
    case 'npm': return npmCommand(sub);
    case 'pnpm': return PNPM_ALIASES[sub] ?? sub;
    case 'bun': return BUN_ALIASES[sub] ?? sub;
    default: return sub;
  }
}

/** Generic reading: options (with their values) until the first word that is not one. */
function tableOptions(words: readonly string[], start: number, table: OptionTable, lenient: boolean): { options: PmOption[]; next: number; unknownBeforeWord: PmOption | null } {
  const options: PmOption[] = [];
  let unknownBeforeWord: PmOption | null = null;
  let i = start;
  for (; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--' || !w.startsWith('-') || w === '-') break;
    const next = words[i + 1];
    const option: PmOption = { word: w, at: i, names: [], known: true };
    let takes = false;
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = w.slice(2, eq === -1 ? undefined : eq);
      option.names.push(name);
      option.known = table.values.has(name) || table.flags.has(name);
      if (eq !== -1) option.value = w.slice(eq + 1);
      else takes = option.known ? table.values.has(name) : lenient;
    } else {
      // `-rF x`, `-Cdir`: single letters; one taking a value takes the rest of the word or the next.
      for (let k = 1; k < w.length; k += 1) {
        const letter = w[k]!;
        option.names.push(letter);
        if (table.values.has(letter)) {
          if (k < w.length - 1) option.value = w.slice(k + 1).replace(/^=/, '');
          else takes = true;
          break;
        }
        if (!table.flags.has(letter)) {
          option.known = false;
          takes = lenient && k === w.length - 1;
          break;
        }
      }
    }
    options.push(option);
    if (!option.known && option.value === undefined && next !== undefined && !next.startsWith('-')) unknownBeforeWord ??= option;
    if (takes && next !== undefined) {
      option.value = next;
      option.valueAt = i + 1;
      i += 1;
    }
  }
  return { options, next: i, unknownBeforeWord };
}

/**
 * Python's and Ruby's project tools run a command in the project's environment (its bin first on
 * PATH): `uv run CMD`, `poetry run CMD`, `pipenv run CMD`, `pdm run CMD`, `hatch run CMD`,
 * `rye run CMD`, `bundle exec CMD`. Per tool: the subcommand, its options taking a value, those
 * taking none, and those refused (another directory or project, an environment file, packages
 * added from an index: `uv run --with PKG` loads PKG's plugins into pytest).
 */
const PROJECT_RUNNERS: Readonly<Record<string, { sub: string; values: readonly string[]; flags: readonly string[]; refused: readonly string[]; sealed?: readonly string[] }>> = {
  uv: {
    sub: 'run',
    values: ['python', 'p', 'package', 'extra', 'group', 'only-group', 'no-group', 'color', 'python-preference', 'resolution', 'prerelease', 'exclude-newer', 'link-mode', 'cache-dir', 'keyring-provider'],
    flags: ['frozen', 'locked', 'no-sync', 'isolated', 'active', 'all-extras', 'all-groups', 'no-dev', 'dev', 'quiet', 'q', 'verbose', 'v', 'offline', 'no-project', 'no-cache', 'n', 'native-tls', 'no-progress', 'exact', 'inexact', 'no-editable', 'compile-bytecode', 'refresh', 'upgrade', 'reinstall', 'U'],
    refused: ['directory', 'project', 'env-file', 'config-file', 'with-requirements', 'script', 's', 'module', 'm', 'gui-script', 'index', 'default-index', 'index-url', 'extra-index-url', 'find-links', 'f'],
    sealed: ['with', 'with-editable'],
  },
  poetry: { sub: 'run', values: [], flags: ['quiet', 'q', 'verbose', 'v', 'vv', 'vvv', 'no-interaction', 'n', 'no-ansi', 'ansi', 'no-cache', 'no-plugins'], refused: ['directory', 'C', 'project', 'P'] },
  pipenv: { sub: 'run', values: ['python'], flags: ['quiet', 'q', 'verbose', 'v', 'clear'], refused: ['site-packages'] },
  pdm: { sub: 'run', values: [], flags: ['quiet', 'q', 'verbose', 'v', 'list', 'l', 'site-packages', 'skip'], refused: ['project', 'p', 'global', 'g', 'venv', 'json', 'j'] },
  hatch: { sub: 'run', values: [], flags: ['quiet', 'q', 'verbose', 'v', 'no-interactive'], refused: ['env', 'e', 'project', 'p', 'data-dir', 'cache-dir', 'config'] },
  rye: { sub: 'run', values: [], flags: ['quiet', 'q', 'verbose', 'v'], refused: ['pyproject', 'list', 'l'] },
  bundle: { sub: 'exec', values: [], flags: ['keep-file-descriptors', 'verbose', 'no-color'], refused: ['gemfile'] },
};

/** `uv run [OPTIONS] CMD ...` and its kind: the command is a layer of its own (decision.ts). */
function projectRunner(tool: string, words: readonly string[], lenient: boolean): PmCall {
  const spec = PROJECT_RUNNERS[tool]!;
  const call: PmCall = { tool, options: [], subAt: -1, sub: null, recursive: false, chdirs: [], runDirs: null, run: null, shell: null, args: [], refusal: null };
  let i = 1;
  // Global options before the subcommand: only plain ones are understood.
  while (i < words.length && words[i]!.startsWith('-') && words[i] !== '--') {
    const name = words[i]!.replace(/^-+/, '').replace(/=.*$/s, '');
    if (!spec.flags.includes(name)) call.refusal ??= `${tool} option "${words[i]}" before the subcommand is not understood, so what it runs cannot be analysed`;
    i += 1;
  }
  if (words[i] !== spec.sub) return call;
  call.subAt = i;
  call.sub = spec.sub;
  let sealed = false;
  for (i += 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') { i += 1; break; }
    if (!w.startsWith('-') || w === '-') break;
    const long = w.startsWith('--');
    const name = long ? w.slice(2).replace(/=.*$/s, '') : w.slice(1, 2);
    const attached = long ? w.includes('=') : w.length > 2;
    const option: PmOption = { word: w, at: i, names: [name], known: true };
    call.options.push(option);
    if (spec.refused.includes(name)) call.refusal ??= `${tool} ${spec.sub} ${w} changes the directory, project, environment or package index the command runs with, which cannot be analysed`;
    else if (spec.sealed?.includes(name)) sealed = true;
    else if (!spec.values.includes(name) && !spec.flags.includes(name)) {
      option.known = false;
      call.refusal ??= `${tool} ${spec.sub} option "${w}" is not understood, so whether the next word is its value or the command cannot be told`;
      if (lenient && !attached) i += 1;
      continue;
    }
    if ((spec.values.includes(name) || spec.sealed?.includes(name)) && !attached) i += 1;
  }
  call.args = range(call.subAt + 1, words.length);
  if (i < words.length) call.run = { at: i, sealed };
  return call;
}

// --- the reading ---------------------------------------------------------------------------------

/** Scripts of the package.json in a workspace-relative directory; null when there is none. */
export type ScriptLookup = (dir: string) => ReadonlySet<string> | null;

export interface PmRun {
  /** A command of its own, from this word on. */
  at: number;
  /** Fetched from the registry when not installed: only a rule naming the runner and the binary allows it. */
  sealed: boolean;
}

export interface PmShell {
  /** The shell command string. */
  script: string;
  /** The words it was joined from (a variable in one makes it unknowable). */
  from: number[];
  /** The shell's syntax is not bash's (yarn's and bun's own shells). */
  foreign: boolean;
  /** Workspace-relative directory it runs in (npm explore: node_modules/PKG). */
  dir?: string;
  /** What runs it, for reasons. */
  via: string;
}

export interface PmCall {
  tool: string;
  /** Options the program reads as its own (npm: every option before `--`; npx: before the binary). */
  options: PmOption[];
  /** The subcommand word's index (-1 for npx, pnpx, bunx, or none). */
  subAt: number;
  /** The subcommand as the program resolves it (`exec` for npx, pnpx, bunx). */
  sub: string | null;
  /** Script names or binaries run in every selected workspace package (pnpm -r / --filter, yarn workspaces foreach). */
  recursive: boolean;
  /** Directories it runs in instead of the current one (`pnpm -C DIR`, `yarn --cwd DIR`, `bun --cwd DIR`). */
  chdirs: string[];
  /**
   * Where what it runs runs, workspace-relative, when not the current directory: every workspace
   * package for `pnpm -r exec` / `--filter`, the named one for `yarn workspace NAME`.
   */
  runDirs: string[] | null;
  run: PmRun | null;
  shell: PmShell | null;
  /** The words after the subcommand that are not the program's options (npm: its positionals). */
  args: number[];
  /** Why it cannot be read exactly (for allow rules), or null. */
  refusal: string | null;
}

function scriptIn(lookup: ScriptLookup | undefined, dirs: readonly string[], name: string): boolean {
  if (!lookup) return false;
  return dirs.every((dir) => lookup(dir)?.has(name) ?? false);
}

/**
 * Reads a package manager's command line. `lenient`: options the tables do not know take the
 * next word as their value (the other reading, for deny rules). `scripts`: the package scripts
 * of a directory, so a bare name can be told from a binary; without it a bare name is a binary.
 */
export function readPackageManager(words: readonly string[], options: ReadOptions = {}): PmCall | null {
  const call = readCall(words, options);
  if (call?.recursive && options.root && !call.runDirs) call.runDirs = ['', ...workspaceDirs(options.root)];
  return call;
}

interface ReadOptions {
  lenient?: boolean;
  scripts?: ScriptLookup;
  /** Directories the command runs in (after `cd`), workspace-relative. */
  dirs?: readonly string[];
  /** The workspace root, for the packages `-r` / `--filter` select. */
  root?: string;
}

function readCall(words: readonly string[], options: ReadOptions): PmCall | null {
  const tool = basename(words[0] ?? '').replace(/@.*$/s, '');
  if (Object.hasOwn(PROJECT_RUNNERS, tool)) return projectRunner(tool, words, !!options.lenient);
  if (!PACKAGE_MANAGER_NAMES.has(tool)) return null;
  const lenient = !!options.lenient;
  const baseDirs = options.dirs?.length ? options.dirs : [''];
  const call: PmCall = { tool, options: [], subAt: -1, sub: null, recursive: false, chdirs: [], runDirs: null, run: null, shell: null, args: [], refusal: null };
  const joinShell = (from: number[], via: string, foreign: boolean, dir?: string): PmShell => ({ script: from.map((k) => words[k]!).join(' '), from, foreign, via, ...(dir !== undefined ? { dir } : {}) });
  if (tool === 'npm' || tool === 'npx') {
    const bin = tool === 'npx' ? npxBinary(words) : -1;
    const parsed = npmWords(words, 1, lenient, tool === 'npx' && bin !== -1 ? bin : words.length);
    call.options = parsed.options;
    const callOption = parsed.options.find((o) => o.names.includes('call'));
    const callValue = callOption?.value;
    const callFrom = callOption ? [callOption.valueAt ?? callOption.at] : [];
    const emptyShell = 'npm exec without a program (or with an empty -c string) starts a shell reading its input, which cannot be analysed';
    if (tool === 'npx') {
      call.sub = 'exec';
      if (!callValue && bin === -1) call.refusal = emptyShell;
      if (callOption) call.shell = callValue === undefined ? null : { script: callValue, from: callFrom, foreign: false, via: 'npx -c' };
      else if (bin !== -1) call.run = { at: bin, sealed: true };
      return call;
    }
    const [subAt, ...rest] = parsed.positionals;
    if (subAt === undefined) return call;
    call.subAt = subAt;
    call.sub = npmCommand(words[subAt]!);
    call.args = rest;
    if (call.sub === 'init' && rest.length) call.refusal = `npm ${words[subAt]} ${words[rest[0]!]} runs a package fetched from the registry (create-NAME), which cannot be analysed`;
    if (call.sub === 'exec') {
      if (!callValue && rest[0] === undefined) call.refusal = emptyShell;
      if (callOption) call.shell = callValue === undefined ? null : { script: callValue, from: callFrom, foreign: false, via: 'npm exec -c' };
      else if (rest[0] !== undefined) call.run = { at: rest[0], sealed: true };
    } else if (call.sub === 'explore') {
      const [pkg, ...command] = rest;
      if (pkg === undefined) call.refusal = 'npm explore without a package';
      else if (!command.length) call.refusal = 'npm explore without a command starts an interactive shell, which cannot be analysed';
      else call.shell = joinShell(command, 'npm explore', false, path.posix.join('node_modules', words[pkg]!));
    }
    return call;
  }
  const table = tool === 'pnpm' || tool === 'pnpx' ? PNPM : tool === 'yarn' ? YARN : BUN;
  let i = 1;
  let dirs = [...baseDirs];
  const take = (start: number) => {
    const read = tableOptions(words, start, table, lenient);
    call.options.push(...read.options);
    if (read.unknownBeforeWord && !lenient) call.refusal ??= `${tool} option "${read.unknownBeforeWord.word}" is not known, so whether "${words[read.unknownBeforeWord.at + 1]}" is its value or the command cannot be told`;
    for (const o of read.options) {
      if (['r', 'recursive', 'filter', 'F', 'filter-prod'].some((n) => o.names.includes(n))) call.recursive = true;
      if (['C', 'dir', 'cwd'].includes(o.names[o.names.length - 1]!)) {
        if (o.value === undefined) call.refusal ??= `${tool} ${o.word} without a directory`;
        else call.chdirs.push(o.value);
      }
    }
    return read.next < words.length && words[read.next] === '--' ? read.next + 1 : read.next;
  };
  if (tool === 'pnpx' || tool === 'bunx') {
    i = take(1);
    call.sub = 'exec';
    if (call.options.some((o) => o.names.includes('c') || o.names.includes('shell-mode'))) call.shell = joinShell(range(i, words.length), `${tool} -c`, false);
    else if (i < words.length) call.run = { at: i, sealed: true };
    return call;
  }
  i = take(1);
  if (i >= words.length) return call;
  let sub = pmCanonical(tool, words[i]!);
  if (tool === 'pnpm' && ['recursive', 'multi', 'm'].includes(words[i]!)) {
    call.recursive = true;
    i = take(i + 1);
    if (i >= words.length) return call;
    sub = pmCanonical(tool, words[i]!);
  }
  if (tool === 'yarn' && sub === 'workspace' && i + 1 < words.length) {
    // `yarn workspace NAME CMD ...`: CMD in that workspace package.
    dirs = [`\u0000${words[i + 1]}`];
    if (options.root) call.runDirs = workspaceDirs(options.root).filter((d) => packageName(options.root!, d) === words[i + 1]);
    i = take(i + 2);
    if (i >= words.length) return call;
    sub = words[i]!;
  } else if (tool === 'yarn' && sub === 'workspaces' && words[i + 1] === 'foreach') {
    call.recursive = true;
    i = take(i + 2);
    if (i >= words.length) return call;
    sub = words[i]!;
  }
  if (tool === 'yarn' && sub === 'npm' && i + 1 < words.length) {
    // yarn berry's `yarn npm publish | info | login ...`.
    call.subAt = i + 1;
    call.sub = words[i + 1]!;
    return call;
  }
  call.subAt = i;
  call.sub = sub;
  call.args = range(i + 1, words.length);
  if (call.chdirs.length) dirs = dirs.flatMap((d) => call.chdirs.map((c) => path.posix.normalize(d ? `${d}/${c}` : c)));
  const commands = tool === 'pnpm' ? PNPM_COMMANDS : tool === 'yarn' ? YARN_COMMANDS : BUN_COMMANDS;
  const afterSub = (from: number): { at: number; shell: boolean } => {
    const before = call.options.length;
    const at = take(from);
    const shell = call.options.slice(before).some((o) => o.names.includes('c') || o.names.includes('shell-mode'));
    return { at, shell };
  };
  switch (sub) {
    case 'exec': {
      if (tool === 'yarn' || tool === 'bun') {
        call.shell = joinShell(range(i + 1, words.length), `${tool} exec`, true);
        return call;
      }
      const { at, shell } = afterSub(i + 1);
      if (shell) call.shell = joinShell(range(at, words.length), 'pnpm exec -c', false);
      else if (at < words.length) call.run = { at, sealed: false };
      return call;
    }
    case 'dlx': case 'x': {
      const { at, shell } = afterSub(i + 1);
      if (shell) call.shell = joinShell(range(at, words.length), `${tool} ${sub} -c`, false);
      else if (at < words.length) call.run = { at, sealed: true };
      return call;
    }
    case 'node':
      if (tool === 'yarn') call.run = { at: i, sealed: false };
      return call;
    case 'run': {
      // pnpm and npm run only scripts; yarn and bun run a binary (bun: a file) when no script has the name.
      if (tool === 'pnpm') return call;
      const at = take(i + 1);
      if (at < words.length && !call.recursive && !scriptIn(options.scripts, dirs, words[at]!)) call.run = { at, sealed: false };
      return call;
    }
    case 'create':
      call.refusal ??= `${tool} create runs a package fetched from the registry (create-NAME), which cannot be analysed`;
      return call;
    default:
      break;
  }
  if (commands.has(sub) || Object.hasOwn(tool === 'pnpm' ? PNPM_ALIASES : BUN_ALIASES, words[i]!)) return call;
  // A bare name: a package script, else (pnpm's fallback to exec, yarn's and bun's binaries) a command.
  if (call.recursive || scriptIn(options.scripts, dirs, words[i]!)) return call;
  call.run = { at: i, sealed: false };
  return call;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/**
 * Every word at which a package manager may start a command of its own, under either reading of
 * options of unknown arity and whatever the package scripts are: for deny rules.
 */
export function runnerStarts(words: readonly string[]): number[] {
  const starts = new Set<number>();
  for (const lenient of [false, true]) {
    const call = readPackageManager(words, { lenient });
    if (call?.run) starts.add(call.run.at);
  }
  return [...starts];
}

/** Shell strings a package manager may run (either reading), for deny rules. */
export function runnerShells(words: readonly string[]): PmShell[] {
  const out: PmShell[] = [];
  for (const lenient of [false, true]) {
    const shell = readPackageManager(words, { lenient })?.shell;
    if (shell && !out.some((s) => s.script === shell.script)) out.push(shell);
  }
  return out;
}

/** The workspace packages' directories: npm's / yarn's `workspaces` and pnpm-workspace.yaml (`dir/*` and `dir` forms). */
export function workspaceDirs(root: string): string[] {
  const patterns: string[] = [];
  try {
    const parsed = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces?: unknown };
    const ws = parsed.workspaces;
    const list = Array.isArray(ws) ? ws : ws && typeof ws === 'object' && Array.isArray((ws as { packages?: unknown }).packages) ? (ws as { packages: unknown[] }).packages : [];
    for (const p of list) if (typeof p === 'string') patterns.push(p);
  } catch { /* no package.json */ }
  try {
    for (const m of readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s*-\s*['"]?([^'"\n#]+?)['"]?\s*$/gm)) patterns.push(m[1]!);
  } catch { /* no pnpm workspace */ }
  const dirs: string[] = [];
  for (const pattern of patterns) {
    const clean = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
    if (clean.startsWith('!')) continue;
    if (!/[*?[]/.test(clean)) { dirs.push(clean); continue; }
    const star = /^([^*?[]*)\/\*$/.exec(clean);
    if (!star) continue;
    try {
      for (const entry of readdirSync(path.join(root, star[1]!), { withFileTypes: true })) if (entry.isDirectory()) dirs.push(`${star[1]}/${entry.name}`);
    } catch { /* missing */ }
  }
  return dirs;
}

/**
 * The script lookup for a workspace root: `dir` relative to it, or `\u0000NAME` for the workspace
 * package called NAME (`yarn workspace NAME ...`).
 */
export function scriptLookup(root: string): ScriptLookup {
  return (dir) => {
    if (!dir.startsWith('\u0000')) return packageScripts(root, dir);
    const name = dir.slice(1);
    const found = workspaceDirs(root).find((candidate) => packageName(root, candidate) === name);
    return found === undefined ? null : packageScripts(root, found);
  };
}

function packageName(root: string, dir: string): string | null {
  try {
    const name = (JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

const scriptCache = new Map<string, { key: string; scripts: ReadonlySet<string> | null }>();

/** The script names of `<root>/<dir>/package.json` (cached until the file changes). */
export function packageScripts(root: string, dir: string): ReadonlySet<string> | null {
  const file = path.resolve(root, dir, 'package.json');
  const s = statSync(file, { throwIfNoEntry: false });
  const key = s ? `${s.ino}:${s.size}:${s.mtimeMs}` : '-';
  const cached = scriptCache.get(file);
  if (cached && cached.key === key) return cached.scripts;
  let scripts: ReadonlySet<string> | null = null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: unknown };
    scripts = new Set(parsed.scripts && typeof parsed.scripts === 'object' ? Object.keys(parsed.scripts) : []);
  } catch {
    scripts = null;
  }
  if (scriptCache.size > 200) scriptCache.clear();
  scriptCache.set(file, { key, scripts });
  return scripts;
}
