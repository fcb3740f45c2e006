/**
 * xargs turns its input into arguments: `ls -a | xargs cat` reads `.env` although no word of
 * the command line names it, and `xargs git <<< push` runs `git push`. What xargs runs is
 * modelled as the command written after it with its input in place:
 *
 * - a here-string or quoted here-document: its items, split as xargs splits them (blanks and
 *   quotes; lines with -I; -0 / -d), are the arguments: the command that runs is decided like a
 *   written one (deny rules, options that run programs, every path it names);
 * - `find ...` (as its expression selects, find-expression.ts), `ls` without -a / -A / -R /
 *   operands, `git ls-files` (listed when the call is decided), `git diff --name-only`: the paths
 *   they print, each checked as the command uses it; names xargs would split or take for options
 *   are refused;
 * - anything else (`echo /proc/self/environ | xargs cat`, `xargs -a FILE`, `< FILE`): the
 *   arguments could be anything, so a command that opens its arguments is refused.
 *
 * Where the input is not known, the words it supplies are wild: deny rules see `git <anything>`
 * for `... | xargs git`, and input that would become a command or a wrapper's option (`xargs env`,
 * `xargs -I X X`, `xargs -I X bash -c X`) is refused. xargs's own options are read too: `-a FILE`
 * is a read of FILE (with or without a command: `xargs -a .env` runs echo and prints it).
 */
import type { SimpleCommand } from './analysis.js';
import { argumentEffects, findPrinted, NO_FILE_ARGS, type PathEffect, type TreeUse } from './effects.js';
import type { GitContentRead } from './git-content.js';
import { programFacts, writerTargets } from './programs.js';
import { builtinArgumentProblem } from './vocabulary.js';
import { basename, unwrapCommand, xargsOptions, type CommandForm } from './wrappers.js';

const PLACEHOLDER = '\u0000xargs-input';
/** At most this many commands are modelled for `xargs -I` over literal lines. */
const MAX_RUNS = 64;

export interface XargsInput {
  refusal: string | null;
  effects: PathEffect[];
  /** The commands xargs runs, with its input in place (a word it cannot know is wild): deny rules must see them. */
  runs: CommandForm[];
}

type Feed =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'producer'; producer: SimpleCommand }
  | { kind: 'unknown'; from: string };

/** How xargs splits its input into items. */
interface Split {
  /** `-0` ('\0') or `-d CHAR`; null: blanks, quotes and backslashes (the default). */
  delimiter: string | null;
  /** `-I`: one item per line (leading blanks removed). */
  lines: boolean;
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

/** `-d`'s value as GNU xargs reads it: one character, or an escape (`\n`, `\t`, `\0`, `\x2c`, `\054`). */
function delimiterOf(value: string): string | null {
  if ([...value].length === 1) return value;
  const simple: Record<string, string> = { '\\n': '\n', '\\t': '\t', '\\r': '\r', '\\f': '\f', '\\v': '\v', '\\a': '\u0007', '\\b': '\b', '\\\\': '\\' };
  if (Object.hasOwn(simple, value)) return simple[value]!;
  const hex = /^\\x([0-9a-fA-F]{1,2})$/.exec(value);
  if (hex) return String.fromCharCode(parseInt(hex[1]!, 16));
  const octal = /^\\([0-7]{1,3})$/.exec(value);
  if (octal) return String.fromCharCode(parseInt(octal[1]!, 8) & 0xff);
  return null;
}

/**
 * The items xargs reads from `text`, or null when it would stop with an error (an unmatched
 * quote). Blanks are space and tab; newlines end items too; quotes group, backslash escapes.
 */
export function inputItems(text: string, split: Split): string[] | null {
  if (split.delimiter !== null) {
    const parts = text.split(split.delimiter);
    if (parts[parts.length - 1] === '') parts.pop();
    return parts;
  }
  const items: string[] = [];
  const lines = split.lines ? text.split('\n') : [text];
  for (const chunk of lines) {
    let current = '';
    let inItem = false;
    let quote: string | null = null;
    const source = split.lines ? chunk.replace(/^[ \t]+/, '') : chunk;
    for (let i = 0; i < source.length; i += 1) {
      const c = source[i]!;
      if (quote) {
        if (c === quote) quote = null;
        else if (c === '\n') return null;
        else current += c;
        continue;
      }
      if (c === '\\') {
        if (i + 1 < source.length) current += source[++i];
        inItem = true;
        continue;
      }
      if (c === "'" || c === '"') {
        quote = c;
        inItem = true;
        continue;
      }
      if (!split.lines && (c === ' ' || c === '\t' || c === '\n')) {
        if (inItem) items.push(current);
        current = '';
        inItem = false;
        continue;
      }
      current += c;
      inItem = true;
    }
    if (quote) return null;
    if (inItem) items.push(current);
  }
  return items;
}

/** Characters of a printed name that xargs would split it at or change (then it names other files). */
function splitsOf(split: Split, print0: boolean): RegExp | undefined {
  if (split.delimiter === '\0') return print0 ? undefined : /\n/;
  if (split.delimiter === '\n' && !print0) return /\n/;
  if (split.delimiter !== null) return new RegExp(`[${split.delimiter.replace(/[\\\]^-]/g, '\\$&')}\\n]`);
  return split.lines ? /^[ \t]|[\n'"\\]/ : /[\s'"\\]/;
}

/** Where xargs's items come from when it has no -a: its input, as the command's redirections and pipe say. */
function feedOf(command: SimpleCommand, stdinEmpty: boolean): Feed {
  const input = [...command.redirects].reverse().find((r) => r.kind === 'read' || r.kind === 'heredoc' || r.kind === 'herestring');
  if (input?.kind === 'read') return { kind: 'unknown', from: 'read from a file' };
  if (input?.kind === 'herestring') {
    if (!input.target || input.target.expansion) return { kind: 'unknown', from: 'from a string holding a variable' };
    return { kind: 'text', text: `${input.target.text}\n` };
  }
  if (input?.kind === 'heredoc') {
    const body = input.body ?? '';
    if (!input.quoted && /[$`\\]/.test(body)) return { kind: 'unknown', from: 'from a here-document that expands' };
    return { kind: 'text', text: body };
  }
  // Not fed here: its stdin is the script's own, empty at the top level, unknown in `sh -c`.
  if (!command.piped) return stdinEmpty ? { kind: 'none' } : { kind: 'unknown', from: 'from the input of the enclosing command' };
  if (!command.producer) return { kind: 'unknown', from: 'printed by a compound command' };
  const printed = echoed(command.producer);
  return printed === null ? { kind: 'producer', producer: command.producer } : { kind: 'text', text: printed };
}

/**
 * What `echo WORDS` (bash's builtin: no escapes without -e) or `printf '%s\n' WORDS` prints, when
 * every word is literal; null otherwise.
 */
function echoed(producer: SimpleCommand): string | null {
  // A glob's matches are split again by xargs (a name with a blank names other files): not literal.
  if (producer.words.some((w) => w.expansion || w.glob || w.brace || w.loopGlob) || producer.redirects.some((r) => r.kind !== 'dup' && r.kind !== 'write')) return null;
  const [name, ...args] = producer.words.map((w) => w.text);
  if (name === 'echo') {
    const newline = args[0] === '-n' ? '' : '\n';
    const words = args[0] === '-n' ? args.slice(1) : args;
    if (words[0]?.startsWith('-')) return null;
    return `${words.join(' ')}${newline}`;
  }
  if (name === 'printf' && (args[0] === '%s\n' || args[0] === '%s\\n') && args.length > 1) return args.slice(1).map((a) => `${a}\n`).join('');
  return null;
}

/** The producer whose output reaches xargs unchanged (through line filters such as grep PATTERN or sort). */
function sourceOf(producer: SimpleCommand): SimpleCommand {
  const words = producer.words.map((w) => w.text);
  if (isLineFilter(basename(words[0] ?? ''), words) && producer.piped && producer.producer) return sourceOf(producer.producer);
  return producer;
}

/** The words standing for what a producer prints, for the deny rules: wild unless they are paths under known starting points. */
function suppliedWords(producer: SimpleCommand | null): { words: string[]; wild: boolean } {
  if (!producer || producer.words.some((w) => w.expansion)) return { words: [PLACEHOLDER], wild: true };
  const words = producer.words.map((w) => w.text);
  const found = basename(words[0] ?? '') === 'find' ? findPrinted(words) : null;
  // find prints each starting point and paths under it: never an option, never another word.
  if (found) return { words: found.expression.roots.flatMap((r) => [r, `${r.replace(/\/+$/, '')}/\u2026`]), wild: false };
  return { words: [PLACEHOLDER], wild: true };
}

/** Effects of the paths a producer prints, as used by the consumer; null when unknown. */
function producerEffects(producer: SimpleCommand, use: TreeUse, split: Split): PathEffect[] | null {
  if (producer.redirects.some((r) => r.kind !== 'dup' && r.kind !== 'write')) return null;
  const words = producer.words.map((w) => w.text);
  if (producer.words.some((w) => w.expansion)) return null;
  const name = basename(words[0] ?? '');
  const reading = use === 'read' || use === 'tree-read';
  // Names that could be read as options, or split into other names, are refused when listed.
  const names = splitsOf(split, false);
  const listed = new RegExp(`^-${names ? `|${names.source}` : ''}`);
  if (name === 'ls') {
    const args = words.slice(1);
    if (args.some((a) => !a.startsWith('-') || /^--(all|almost-all|recursive)/.test(a) || (/^-[^-]/.test(a) && /[aAR]/.test(a)))) return null;
    return [{ path: '.', unknown: false, glob: false, access: 'listing', via: 'xargs input from ls', use, splits: listed }];
  }
  if (name === 'find') {
    const printed = findPrinted(words);
    if (!printed) return null;
    const splits = splitsOf(split, printed.print0);
    const selected = use === 'read' ? 'read' : use === 'tree-read' ? 'tree' : use;
    return printed.expression.roots.map((root) => ({
      path: root, unknown: false, glob: /[*?[]/.test(root), access: reading ? 'tree-read' : 'tree-write', via: 'xargs input from find',
      find: { expression: printed.expression, targets: printed.targets, use: selected }, ...(splits ? { splits } : {}),
    } satisfies PathEffect));
  }
  if (name === 'git' && words[1] === 'ls-files') {
    const args = listingArgs(words.slice(2));
    if (!args) return null;
    // Listed when the call is decided, exactly as git will list them.
    const zero = args.includes('-z');
    const splits = new RegExp(`^-|${zero && split.delimiter === '\0' ? '^$' : /[\s'"\\]|[^\x20-\x7e]/.source}`);
    return [{ path: '.', unknown: false, glob: false, access: 'git-listing', via: 'xargs input from git ls-files', gitListing: args, use, splits }];
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
  if (isLineFilter(name, words) && producer.piped && producer.producer) return producerEffects(producer.producer, use, split);
  return null;
}

/** git ls-files options whose output is plain path names (what to list, not how): listed as given, with -z. */
const GIT_LS_FILES_PLAIN = /^(-c|--cached|-o|--others|-i|--ignored|--exclude-standard|-m|--modified|-d|--deleted|--directory|--no-empty-directory|--full-name|--deduplicate|--error-unmatch|-z|--exclude=.+|-x.+)$/;

/** The arguments of a `git ls-files` that prints plain names (options, then pathspecs after `--`), or null. */
function listingArgs(args: readonly string[]): string[] | null {
  const options: string[] = [];
  const specs: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const w = args[i]!;
    if (w === '--') { specs.push(...args.slice(i + 1)); break; }
    if (!w.startsWith('-')) { specs.push(w); continue; }
    if ((w === '-x' || w === '--exclude') && i + 1 < args.length) { options.push(`--exclude=${args[i + 1]}`); i += 1; continue; }
    if (!GIT_LS_FILES_PLAIN.test(w)) return null;
    options.push(w);
  }
  return [...options, '--', ...specs];
}

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

const empty = (): XargsInput => ({ refusal: null, effects: [], runs: [] });

/** The command as it runs: `replace`'s words (or parts) given `item`, or `items` appended. */
function withInput(base: CommandForm, replace: string | null, items: readonly string[], wild: boolean): { form: CommandForm; supplied: number[] } {
  const words = [...base.words];
  const flags = [...base.wild];
  const supplied: number[] = [];
  if (replace !== null) {
    words.forEach((w, i) => {
      if (!w.includes(replace)) return;
      supplied.push(i);
      if (wild) flags[i] = true;
      else words[i] = w.split(replace).join(items[0] ?? '');
    });
  } else {
    for (const item of items) {
      supplied.push(words.length);
      words.push(item);
      flags.push(wild);
    }
  }
  return { form: { words, wild: flags, innerStart: Infinity, openEnded: false, sudo: false }, supplied };
}

/**
 * What one xargs layer (`layers[at]`) does: its own files, the commands it runs with its input in
 * place, and the paths that input makes them open.
 */
function fromXargs(layers: readonly CommandForm[], at: number, feed: Feed, stdinFeed: Feed, globAt: (layer: number, i: number) => boolean, depth: number): XargsInput {
  const out = empty();
  const xargs = layers[at]!;
  const options = xargsOptions(xargs.words);
  if (options.refusal) return { ...out, refusal: options.refusal };
  const split: Split = { delimiter: null, lines: options.replace !== null };
  let items: Feed = feed;
  for (const o of options.options) {
    if (o.name === '-0' || o.name === '--null') split.delimiter = '\0';
    if (o.name === '-d' || o.name === '--delimiter') {
      const delimiter = delimiterOf(o.value ?? '');
      if (delimiter === null) return { ...out, refusal: `xargs -d "${o.value ?? ''}" is not a delimiter xargs accepts, so how it splits its input cannot be known` };
      split.delimiter = delimiter;
    }
    if (o.name === '-a' || o.name === '--arg-file') {
      const file = o.value ?? '';
      if (file === '-') continue; // its input
      if (!xargs.wild[o.at] && globAt(at, o.at)) return { ...out, refusal: `xargs -a ${file}: the shell expands the glob into several words, and the second would be taken as the command` };
      // The items come from FILE: a read of it, whether or not the command opens them.
      out.effects.push({ path: file, unknown: !!xargs.wild[o.at], glob: false, access: 'read', via: 'xargs -a' });
      items = { kind: 'unknown', from: 'read from a file' };
    }
  }
  const base: CommandForm = at + 1 < layers.length ? layers[at + 1]! : { words: ['echo'], wild: [false], innerStart: Infinity, openEnded: false, sudo: false };
  const last = layers[layers.length - 1]!;
  const what = basename(last.words[0] ?? 'echo');
  const use = at + 1 < layers.length ? useOf(last.words) : null;
  const replace = options.replace;
  if (replace === '') return { ...out, refusal: 'xargs -I with an empty replacement string' };

  // The commands xargs runs.
  let runs: { form: CommandForm; supplied: number[]; literal: boolean }[] = [];
  if (items.kind === 'text') {
    const list = inputItems(items.text, split);
    if (list === null) items = { kind: 'unknown', from: 'that xargs stops reading at an unmatched quote' };
    else if (replace === null) runs = [{ ...withInput(base, null, list, false), literal: true }];
    else if (list.length <= MAX_RUNS) runs = list.map((item) => ({ ...withInput(base, replace, [item], false), literal: true }));
    else items = { kind: 'unknown', from: 'of more lines than are checked one by one' };
  }
  if (items.kind === 'none') runs = replace === null ? [{ form: base, supplied: [], literal: true }] : [];
  if (items.kind === 'producer' || items.kind === 'unknown') {
    const supplied = suppliedWords(items.kind === 'producer' ? sourceOf(items.producer) : null);
    if (replace === null) runs = [{ ...withInput(base, null, supplied.words, supplied.wild), literal: false }];
    else runs = (supplied.wild ? [PLACEHOLDER] : supplied.words).map((word) => ({ ...withInput(base, replace, [word], supplied.wild), literal: false }));
  }

  const written = unwrapCommand(base.words, base.wild);
  for (const run of runs) {
    const unwrapped = unwrapCommand(run.form.words, run.form.wild);
    const effective = unwrapped.layers[unwrapped.layers.length - 1]!;
    const offset = run.form.words.length - effective.words.length;
    const landing = run.supplied.some((i) => i <= offset);
    // Deny rules see what runs; a command that is only `<input>` is refused for that instead.
    if (run.literal || !landing) out.runs.push(...unwrapped.layers, ...unwrapped.nestedCommands);
    if (unwrapped.refusal) return { ...out, refusal: `in what xargs runs: ${unwrapped.refusal}` };
    // Input that lands on a wrapper (`xargs env`, `xargs -I X sudo X`) or in command position
    // chooses the program, which no rule then sees.
    if (landing) {
      const by = basename(run.form.words[0] ?? '');
      return {
        ...out,
        refusal: offset === 0
          ? 'xargs -I puts its input in command position, so the program it runs cannot be checked'
          : `xargs hands its input to ${by}, which takes it as the command to run or as its own options, so what runs cannot be checked; name the command after ${by}`,
      };
    }
    const scripts = (u: typeof written) => u.nestedScripts.map((s) => s.script).join('\u0000');
    const execs = (u: typeof written) => u.nestedCommands.map((c) => c.words.join('\u0000')).join('\u0001');
    if (scripts(unwrapped) !== scripts(written) || execs(unwrapped) !== execs(written)) {
      return { ...out, refusal: `xargs puts its input into a script or a command that ${what} runs itself (sh -c, find -exec), which cannot be checked` };
    }
    if (run.literal && run.supplied.length) {
      // Known words: the command is checked as if it had been written so.
      for (const layer of unwrapped.layers) {
        const problem = builtinArgumentProblem(layer.words) ?? programFacts(layer.words).refusal;
        if (problem) return { ...out, refusal: `in what xargs runs: ${problem}` };
      }
      out.effects.push(...argumentEffects(effective).map((e) => ({ ...e, via: `${e.via} (xargs input)` })));
    }
    // A nested xargs: outer xargs gives its command an empty input, unless it read its items from a file.
    const inner = unwrapped.layers.findIndex((l) => basename(l.words[0] ?? '') === 'xargs');
    if (inner !== -1 && depth < 4) {
      const nested = fromXargs(unwrapped.layers, inner, options.argFile ? stdinFeed : { kind: 'none' }, stdinFeed, () => false, depth + 1);
      out.effects.push(...nested.effects);
      out.runs.push(...nested.runs);
      if (nested.refusal) return { ...out, refusal: nested.refusal };
    }
  }

  // The paths the input names, for a command that opens its arguments.
  if (!use || items.kind === 'none' || items.kind === 'text') return out;
  if (replace !== null && base.words.some((w) => w !== replace && w.includes(replace))) {
    return { ...out, refusal: `xargs -I puts its input inside a word of ${what}'s arguments, which cannot be checked` };
  }
  if (items.kind === 'unknown') {
    const reason = items.from === 'read from a file' && options.argFile
      ? `xargs -a gives ${what} arguments read from a file, which cannot be checked`
      : items.from === 'read from a file' || items.from.startsWith('from ')
        ? `xargs gives ${what} arguments ${items.from}, which cannot be checked`
        : `xargs gives ${what} file names ${items.from}, which cannot be checked`;
    return { ...out, refusal: reason };
  }
  const effects = producerEffects(items.producer, use, split);
  if (!effects) {
    return { ...out, refusal: `xargs gives ${what} file names printed by "${items.producer.text.slice(0, 60)}", which could name any file and cannot be checked` };
  }
  out.effects.push(...effects);
  return out;
}

/** The xargs layer of a command's layers and what it does; empty when there is none. */
function chain(layers: readonly CommandForm[], feed: Feed, globAt: (layer: number, i: number) => boolean): XargsInput {
  const at = layers.findIndex((l) => basename(l.words[0] ?? '') === 'xargs');
  if (at === -1) return empty();
  return fromXargs(layers, at, feed, feed, globAt, 0);
}

/**
 * For a simple command (`layers` from unwrapCommand), the checks xargs's input needs: in the
 * command itself and in what its `find -exec` runs (which reads find's input); empty when no
 * xargs runs.
 */
export function xargsInput(command: SimpleCommand, layers: readonly CommandForm[], stdinEmpty: boolean): XargsInput {
  const feed = feedOf(command, stdinEmpty);
  const total = command.words.length;
  const globAt = (layer: number, i: number) => !!command.words[total - layers[layer]!.words.length + i]?.glob;
  const out = chain(layers, feed, globAt);
  if (out.refusal) return out;
  const pending = [...unwrapCommand(command.words.map((w) => w.text), command.words.map((w) => w.expansion)).nestedCommands];
  for (let k = 0; k < pending.length && k < 16; k += 1) {
    const nested = unwrapCommand(pending[k]!.words, pending[k]!.wild);
    pending.push(...nested.nestedCommands);
    const found = chain(nested.layers, feed, (_layer, i) => /[*?[]/.test(nested.layers[_layer]!.words[i] ?? ''));
    out.effects.push(...found.effects);
    out.runs.push(...found.runs);
    if (found.refusal) return { ...out, refusal: found.refusal };
  }
  return out;
}
