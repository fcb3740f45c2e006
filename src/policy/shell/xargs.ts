/**
 * xargs turns its input into arguments: `ls -a | xargs cat` reads `.env` although no word of
 * the command line names it. The input is modelled where it can be known and refused elsewhere:
 *
 * - a here-string or quoted here-document: its words are the arguments (checked like any);
 * - `ls` without -a / -A / -R / operands: the visible names at the top of the workspace;
 * - `find ROOTS [-name GLOB ...]`: files under ROOTS (with the name filter, as for -exec);
 * - `git ls-files`: files in the work tree;
 * - anything else (`echo /proc/self/environ | xargs cat`, `xargs -a FILE`, `< FILE`): the
 *   arguments could be any path, so a command that opens its arguments is refused.
 *
 * What the arguments are used for decides the check: read (cat, grep), read recursively
 * (grep -r), written (rm, touch) or written recursively (rm -r). Commands that never open their
 * arguments (echo, printf) need no check.
 */
import type { SimpleCommand } from './analysis.js';
import type { GitContentRead } from './git-content.js';
import { NO_FILE_ARGS, findScope, type PathEffect, type TreeUse } from './effects.js';
import { programFacts, writerTargets } from './programs.js';
import { basename, xargsOptions, type CommandForm } from './wrappers.js';

const PLACEHOLDER = '\u0000xargs-input';

export interface XargsInput {
  refusal: string | null;
  effects: PathEffect[];
}

/** How the command xargs runs uses the arguments it appends, or null when it opens none. */
function useOf(consumer: readonly string[]): TreeUse | null {
  if (NO_FILE_ARGS.has(basename(consumer[0] ?? ''))) return null;
  const words = [...consumer, PLACEHOLDER];
  const facts = programFacts(words);
  if (facts.treeWrites.includes(PLACEHOLDER)) return 'tree-write';
  if (writerTargets(words)?.includes(PLACEHOLDER)) return 'write';
  if (facts.treeReads.includes(PLACEHOLDER)) return 'tree-read';
  return 'read';
}

/** Names in literal input, as xargs would split them (quotes and backslashes removed). */
function literalNames(text: string): string[] {
  const strip = (t: string) => t.replace(/['"\\]/g, '').trim();
  const names = new Set<string>();
  for (const token of text.split(/[\s\u0000]+/)) if (strip(token)) names.add(strip(token));
  for (const line of text.split(/[\n\u0000]/)) if (strip(line)) names.add(strip(line));
  return [...names];
}

function namedEffects(names: readonly string[], use: TreeUse): PathEffect[] {
  return names.map((path) => ({ path, unknown: false, glob: false, access: use === 'read' ? 'mention' : use, via: 'xargs input' }));
}

/** Effects of the paths a producer prints, as used by the consumer; null when unknown. */
function producerEffects(producer: SimpleCommand, use: TreeUse): PathEffect[] | null {
  if (producer.redirects.some((r) => r.kind !== 'dup' && r.kind !== 'write')) return null;
  const words = producer.words.map((w) => w.text);
  if (producer.words.some((w) => w.expansion)) return null;
  const name = basename(words[0] ?? '');
  if (name === 'ls') {
    const args = words.slice(1);
    if (args.some((a) => !a.startsWith('-') || /^--(all|almost-all|recursive)/.test(a) || (/^-[^-]/.test(a) && /[aAR]/.test(a)))) return null;
    return [{ path: '.', unknown: false, glob: false, access: 'listing', via: 'xargs input from ls', use }];
  }
  if (name === 'find') {
    const scope = findScope(words);
    if (!scope) return null;
    const reading = use === 'read' || use === 'tree-read';
    return scope.roots.map((root) => ({
      path: root, unknown: false, glob: /[*?[]/.test(root), access: reading ? 'tree-read' : 'tree-write', via: 'xargs input from find',
      ...(reading ? { names: use === 'read' ? scope.names : [], followLinks: scope.followLinks } : {}),
    }));
  }
  const reading = use === 'read' || use === 'tree-read';
  if (name === 'git' && words[1] === 'ls-files') {
    const tracked = trackedNames(words.slice(2), GIT_LS_FILES_TRACKED, new Set(['--format', '--abbrev', '-x', '--exclude', '-X', '--exclude-from', '--exclude-per-directory', '--with-tree']));
    // Tracked files only: every name is a path in the index, checked like git's own output.
    if (tracked && use === 'read') return [gitNames('git ls-files', tracked, [])];
    return [{ path: '.', unknown: false, glob: false, access: reading ? 'tree-read' : 'tree-write', via: 'xargs input from git ls-files', skipGitDirs: true }];
  }
  if (name === 'git' && words[1] === 'diff' && words.includes('--name-only')) {
    // Names of files that differ: paths in the index, HEAD or the revisions compared.
    const parsed = trackedNames(words.slice(2), GIT_DIFF_NAMES, new Set(['--diff-filter', '-M', '-C', '-l', '--relative', '-O', '--skip-to', '--rotate-to']));
    if (!parsed || use !== 'read') return null;
    const dashes = words.indexOf('--', 2);
    const operands = dashes === -1 ? parsed : parsed.filter((w) => words.indexOf(w) < dashes);
    return [gitNames('git diff --name-only', dashes === -1 ? [] : words.slice(dashes + 1), operands)];
  }
  // Filters that pass a subset of their input lines through unchanged.
  if (isLineFilter(name, words) && producer.piped && producer.producer) return producerEffects(producer.producer, use);
  return null;
}

/** git ls-files options that keep it to tracked files (others, ignored, killed, directories are not). */
const GIT_LS_FILES_TRACKED = /^(-c|--cached|-m|--modified|-d|--deleted|-z|-t|-v|-f|--full-name|--recurse-submodules|--error-unmatch|--sparse|--exclude-standard|--deduplicate|--)$/;
/** git diff options that change neither which names it prints nor how they are spelt. */
const GIT_DIFF_NAMES = /^(--name-only|--cached|--staged|--merge-base|-z|--no-renames|--find-renames|--ignore-submodules|--no-ext-diff|--no-textconv|--diff-filter=[A-Za-z]*|--no-color|--color|--color=\w+|--exit-code|--quiet|-R|--ignore-all-space|-w|--ignore-space-change|-b|--)$/;

/** The pattern operands of a names-only git command, or null when an option may change what it lists. */
function trackedNames(args: readonly string[], allowed: RegExp, withValue: ReadonlySet<string>): string[] | null {
  const operands: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const w = args[i]!;
    if (w === '--') { operands.push(...args.slice(i + 1)); break; }
    if (!w.startsWith('-')) { operands.push(w); continue; }
    if (withValue.has(w)) return null;
    if (!allowed.test(w)) return null;
  }
  return operands;
}

/** The names a git command prints, as a read of the work-tree files they name (git-history.ts checks them). */
function gitNames(what: string, pathspecs: string[], candidates: string[]): PathEffect {
  const gitContent: GitContentRead = {
    what: `xargs input from ${what}`, pathspecs, candidates, revisions: [], blobRevisions: false, whole: false, current: true,
    workTree: true, base: what.split(' '),
  };
  return { path: '.', unknown: false, glob: false, access: 'git-content', via: `xargs input from ${what}`, gitContent };
}

/** `grep PATTERN`, `sort`, `uniq`, `head -n N`, `tail -N`, `cat`: lines of their input, unchanged, and nothing else. */
function isLineFilter(name: string, words: readonly string[]): boolean {
  const args = words.slice(1);
  switch (name) {
    case 'grep': case 'egrep': case 'fgrep': {
      let pattern = false;
      for (let i = 0; i < args.length; i += 1) {
        const w = args[i]!;
        if (w === '-e' || w === '--regexp') { pattern = true; i += 1; continue; }
        if (/^-[vixwEFGP]+$/.test(w) || /^--(invert-match|ignore-case|line-regexp|word-regexp|extended-regexp|fixed-strings|basic-regexp|perl-regexp)$/.test(w)) continue;
        if (w.startsWith('-')) return false;
        if (pattern) return false; // a file operand: grep reads it instead of its input
        pattern = true;
      }
      return pattern;
    }
    case 'sort':
      return args.every((w) => /^-[urnfVd]+$/.test(w));
    case 'uniq':
      return args.every((w) => /^-[ud]+$/.test(w));
    case 'head': case 'tail':
      return args.every((w, i) => /^-(n)?\d+$/.test(w) || w === '-n' || (args[i - 1] === '-n' && /^\d+$/.test(w)));
    case 'cat':
      return args.length === 0;
    default:
      return false;
  }
}

/**
 * For a simple command run through xargs (`layers` from unwrapCommand), the checks its input
 * needs; an empty result when there is no xargs layer.
 */
export function xargsInput(command: SimpleCommand, layers: readonly CommandForm[], stdinEmpty: boolean): XargsInput {
  const at = layers.findIndex((l) => basename(l.words[0] ?? '') === 'xargs');
  if (at === -1 || at === layers.length - 1) return { refusal: null, effects: [] };
  const consumer = layers[layers.length - 1]!.words;
  const use = useOf(consumer);
  if (!use) return { refusal: null, effects: [] };
  const { replace, argFile } = xargsOptions(layers[at]!.words);
  const what = basename(consumer[0] ?? '');
  if (replace !== null && layers[at + 1]!.words.some((w) => w !== replace && w.includes(replace))) {
    return { refusal: `xargs -I puts its input inside a word of ${what}'s arguments, which cannot be checked`, effects: [] };
  }
  if (argFile) return { refusal: `xargs -a gives ${what} arguments read from a file, which cannot be checked`, effects: [] };
  const input = [...command.redirects].reverse().find((r) => r.kind === 'read' || r.kind === 'heredoc' || r.kind === 'herestring');
  if (input?.kind === 'read') return { refusal: `xargs gives ${what} arguments read from a file, which cannot be checked`, effects: [] };
  if (input?.kind === 'herestring') {
    if (!input.target || input.target.expansion) return { refusal: `xargs gives ${what} arguments from a string holding a variable, which cannot be checked`, effects: [] };
    return { refusal: null, effects: namedEffects(literalNames(input.target.text), use) };
  }
  if (input?.kind === 'heredoc') {
    const body = input.body ?? '';
    if (!input.quoted && /[$`\\]/.test(body)) return { refusal: `xargs gives ${what} arguments from a here-document that expands, which cannot be checked`, effects: [] };
    return { refusal: null, effects: namedEffects(literalNames(body), use) };
  }
  if (!command.piped) {
    // Not fed here: its stdin is the script's own, empty at the top level, unknown in `sh -c`.
    if (stdinEmpty) return { refusal: null, effects: [] };
    return { refusal: `xargs gives ${what} file names from the input of the enclosing command, which cannot be checked`, effects: [] };
  }
  const effects = command.producer ? producerEffects(command.producer, use) : null;
  if (!effects) {
    const from = command.producer ? `"${command.producer.text.slice(0, 60)}"` : 'a compound command';
    return { refusal: `xargs gives ${what} file names printed by ${from}, which could name any file and cannot be checked`, effects: [] };
  }
  return { refusal: null, effects };
}
