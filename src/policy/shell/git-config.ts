/**
 * What git's own configuration says about the repository, for decisions that depend on it:
 *
 * - `core.hooksPath`: the directory git runs hooks from. Writing a file there is writing a hook,
 *   as protected as `.git/hooks` (the next allowed `git commit` would run it).
 * - `include.path` / `includeIf.<cond>.path`: files read as git configuration. Writing one is
 *   writing `.git/config` (aliases, pagers, `core.sshCommand`, hooksPath ...). Conditions are not
 *   evaluated: every included file counts.
 * - `alias.*`: the names git expands, so a deny rule naming a git subcommand matches an alias
 *   (`[alias] p = push`, then `git p`).
 * - Keys whose value is a program git runs: `core.fsmonitor` (run by every `git status`),
 *   `core.sshCommand`, `core.editor`, `core.pager`, `core.askPass`, `diff.external`,
 *   `diff.*.textconv`, `filter.*.clean` / `smudge` / `process`, `credential.helper`, `gpg.program`,
 *   `alias.*` starting with `!`, `sequence.editor`, `uploadpack.packObjectsHook`, `pager.*` ...
 *   Each file such a command names in the workspace (the program given by a path, and its
 *   arguments: `sh src/x.sh`) is a hook under another name: writing it is refused.
 *
 * Read from the repository's config (and worktree config), the user's and the system's, following
 * includes; re-read when any of those files changes. A file that cannot be read adds nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface GitConfigFacts {
  /** Absolute hooks directories named by core.hooksPath. */
  hooksDirs: string[];
  /** Absolute paths of config files included from another (include.path, includeIf.*.path). */
  includedFiles: string[];
  /** Alias names, lower case. */
  aliases: Set<string>;
  /** Absolute paths of files a configured command runs or hands to a program, with the key naming it. */
  programFiles: { file: string; key: string }[];
}

/** `section.key` (subsection left out) of keys whose value is a command line git runs. */
const PROGRAM_KEYS = new Set([
  'core.fsmonitor', 'core.sshcommand', 'core.editor', 'core.pager', 'core.askpass', 'core.gitproxy', 'core.alternaterefscommand',
  'sequence.editor', 'diff.external', 'diff.textconv', 'diff.command', 'merge.driver', 'filter.clean', 'filter.smudge', 'filter.process',
  'credential.helper', 'gpg.program', 'gpg.defaultkeycommand', 'uploadpack.packobjectshook', 'interactive.difffilter', 'browser.cmd',
  'browser.path', 'difftool.cmd', 'difftool.path', 'mergetool.cmd', 'mergetool.path', 'man.cmd', 'man.path', 'remote.uploadpack',
  'remote.receivepack', 'sendemail.smtpserver', 'sendemail.tocmd', 'sendemail.cccmd', 'sendemail.sendmailcmd', 'submodule.update',
]);
const BOOLEAN = /^(true|false|yes|no|on|off|1|0|)$/i;

/**
 * The workspace files a configured command line names: its program when given by a path (a bare
 * name is looked up on PATH), and every other word that is not an option (`sh src/x.sh`,
 * `python3 hook.py`: git runs them in the work tree's top directory).
 */
function commandFiles(value: string, cwd: string): string[] {
  const words = value.replace(/^!\s*/, '').replace(/["']/g, ' ').split(/[\s;&|()<>]+/).filter(Boolean);
  return words
    .filter((w, i) => !w.startsWith('-') && !w.includes('$') && !['.', '..', '~'].includes(w) && (i > 0 || w.includes('/')))
    .map((w) => expandHome(w, cwd));
}

function programKey(section: string, key: string, value: string): boolean {
  const lower = section.toLowerCase();
  const head = lower.includes('.') ? lower.slice(0, lower.indexOf('.')) : lower;
  if (head === 'alias') return value.trimStart().startsWith('!');
  if (head === 'pager') return !BOOLEAN.test(value.trim());
  if (head === 'submodule' && key === 'update') return value.trimStart().startsWith('!');
  if ((lower === 'core' && key === 'fsmonitor') && BOOLEAN.test(value.trim())) return false;
  return PROGRAM_KEYS.has(`${head}.${key}`);
}

interface Cached {
  key: string;
  facts: GitConfigFacts;
}

const cache = new Map<string, Cached>();
const MAX_INCLUDE_DEPTH = 10;

function statKey(file: string): string {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.ino}:${s.size}:${s.mtimeMs}` : '-';
}

/** The repository's git directory and common directory (worktrees keep config in the common one). */
function gitDirs(cwd: string): string[] {
  const dotGit = path.join(cwd, '.git');
  const s = statSync(dotGit, { throwIfNoEntry: false });
  if (!s) return [];
  let gitDir = dotGit;
  if (s.isFile()) {
    const m = /^gitdir:\s*(.+)$/m.exec(readText(dotGit));
    if (!m) return [];
    gitDir = path.resolve(cwd, m[1]!.trim());
  }
  const dirs = [gitDir];
  const common = readText(path.join(gitDir, 'commondir')).trim();
  if (common) dirs.push(path.resolve(gitDir, common));
  return dirs;
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function expandHome(value: string, base: string): string {
  if (value === '~' || value.startsWith('~/')) return path.join(os.homedir(), value.slice(1));
  return path.resolve(base, value);
}

interface Entry {
  section: string;
  key: string;
  value: string;
}

/** A small reader of git's config syntax: sections, subsections, quoted values, continuations. */
function parseConfig(text: string): Entry[] {
  const entries: Entry[] = [];
  let section = '';
  // One left-to-right pass, as git reads it: `\\` is an escaped backslash (kept for the value
  // reader below), so a `\\` at the end of a line ends the value; `\<newline>` continues it.
  const lines = text.replace(/\\(\\|\r?\n)/g, (m, c: string) => (c === '\\' ? m : '')).split(/\r?\n/);
  for (const raw of lines) {
    let line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const header = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]\s*(.*)$/.exec(line);
    if (header) {
      const [name, ...dotted] = header[1]!.split('.');
      section = header[2] !== undefined ? `${name!.toLowerCase()}.${header[2]}` : [name!.toLowerCase(), ...dotted].join('.');
      line = header[3]!.trim();
      if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    }
    const kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$/.exec(line);
    if (!kv) continue;
    let value = '';
    let quoted = false;
    for (let i = 0; i < (kv[2] ?? '').length; i += 1) {
      const ch = kv[2]![i]!;
      if (ch === '"') { quoted = !quoted; continue; }
      if (ch === '\\') { const next = kv[2]![i + 1]; value += next === 'n' ? '\n' : next === 't' ? '\t' : next ?? ''; i += 1; continue; }
      if (!quoted && (ch === '#' || ch === ';')) break;
      value += ch;
    }
    entries.push({ section, key: kv[1]!.toLowerCase(), value: kv[2] === undefined ? 'true' : value.trim() });
  }
  return entries;
}

function collect(file: string, facts: GitConfigFacts, seen: Set<string>, depth: number, cwd: string): void {
  if (depth > MAX_INCLUDE_DEPTH || seen.has(file)) return;
  seen.add(file);
  const text = readText(file);
  if (!text) return;
  for (const { section, key, value } of parseConfig(text)) {
    const lower = section.toLowerCase();
    if (value && programKey(section, key, value)) {
      for (const file of commandFiles(value, cwd)) facts.programFiles.push({ file, key: `${section}.${key}` });
    }
    if (lower === 'core' && key === 'hookspath' && value) facts.hooksDirs.push(expandHome(value, cwd));
    else if (lower === 'alias' || lower.startsWith('alias.')) facts.aliases.add((lower === 'alias' ? key : `${section.slice(6)}.${key}`).toLowerCase());
    else if ((lower === 'include' || lower.startsWith('includeif.')) && key === 'path' && value) {
      const included = expandHome(value, path.dirname(file));
      facts.includedFiles.push(included);
      collect(included, facts, seen, depth + 1, cwd);
    }
  }
}

/** The config files git reads for a repository at `cwd`, most general first. */
function configFiles(cwd: string): string[] {
  const home = os.homedir();
  const xdg = process.env.XDG_CONFIG_HOME || path.join(home, '.config');
  const files = ['/etc/gitconfig', path.join(xdg, 'git', 'config'), path.join(home, '.gitconfig')];
  for (const dir of gitDirs(cwd)) files.push(path.join(dir, 'config'), path.join(dir, 'config.worktree'));
  return files;
}

/** The facts for the repository at `cwd` (cached until one of the files read changes). */
export function gitConfigFacts(cwd: string): GitConfigFacts {
  const files = configFiles(cwd);
  const cached = cache.get(cwd);
  const quickKey = files.map(statKey).join('|');
  if (cached && cached.key.startsWith(quickKey) && cached.key === `${quickKey}#${cached.facts.includedFiles.map(statKey).join('|')}`) return cached.facts;
  const facts: GitConfigFacts = { hooksDirs: [], includedFiles: [], aliases: new Set(), programFiles: [] };
  const seen = new Set<string>();
  for (const file of files) collect(file, facts, seen, 0, cwd);
  cache.set(cwd, { key: `${quickKey}#${facts.includedFiles.map(statKey).join('|')}`, facts });
  return facts;
}

/**
 * cargo's `[alias]` names from the configuration files cargo reads for `cwd` (the repository's
 * `.cargo/config.toml` and the user's), lower case: `cargo p` may be `publish`.
 */
export function cargoAliases(cwd: string): Set<string> {
  const home = process.env.CARGO_HOME || path.join(os.homedir(), '.cargo');
  const names = new Set<string>();
  const dirs: string[] = [];
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    dirs.push(path.join(dir, '.cargo'));
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of [...dirs, home]) {
    for (const file of ['config.toml', 'config']) {
      let inAlias = false;
      for (const raw of readText(path.join(dir, file)).split(/\r?\n/)) {
        const line = raw.trim();
        if (line.startsWith('[')) { inAlias = /^\[\s*alias\s*\]/.test(line); continue; }
        const key = /^["']?([A-Za-z0-9_-]+)["']?\s*=/.exec(line);
        if (inAlias && key) names.add(key[1]!.toLowerCase());
        const dotted = /^alias\.["']?([A-Za-z0-9_-]+)["']?\s*=/.exec(line);
        if (dotted) names.add(dotted[1]!.toLowerCase());
      }
    }
  }
  return names;
}
