/**
 * Commands that run other commands: `env`, `sudo`, `timeout`, `nice`, `stdbuf`, `nohup`, `time`, `command`,
 * `builtin`, `exec`, `xargs`, `bash -c` (and sh / zsh / dash / ksh), `find -exec`.
 *
 * Decision (documented in the policy docs and tested): a wrapper is stripped and the command it
 * runs is what the rules see, so `Bash(npm test)` allows `timeout 60 npm test` and
 * `Bash(git push:*)` denies `env FOO=1 nice git push`. A rule may also name the wrapper
 * explicitly (`Bash(timeout 60 npm test)`), but only a rule whose literal words reach past the
 * wrapper into the wrapped command counts: `Bash(timeout:*)` or `Bash(xargs:*)` alone never
 * allows what they run. `sudo` is not stripped for allow rules (it changes who runs the command):
 * only a rule naming sudo and the command allows it; deny rules still see through it.
 * `find ... -exec CMD ;` needs both find and CMD allowed. `bash -c 'script'` is parsed and every
 * simple command in the script must be allowed. `xargs CMD` appends arguments at run time, so only
 * rules that accept trailing arguments (`:*`, a trailing `*`) can allow CMD.
 *
 * Only bash and the POSIX shells it covers (sh, dash, ash) have their `-c` scripts analysed as
 * bash. zsh, ksh, mksh, fish and csh parse differently (`=cmd`, glob qualifiers that run code,
 * ksh's `${ cmd; }`): their scripts are still checked against deny rules, but never allowed.
 * Wrappers that change the directory the command runs in (`env -C`, `sudo -D`, `find -execdir`)
 * are refused: relative paths, package.json, git repositories and config files would all be
 * looked up somewhere the policy did not check. `find -execdir rm {} ;` is the exception: rm,
 * rmdir and unlink given only options and `{}` open nothing but the path find hands them.
 */
import { longOption } from './args.js';

export { SAFE_SET_OPTIONS };

export interface CommandForm {
  words: string[];
  /** Per word: holds an unexpanded `$VAR` (could be anything at run time). */
  wild: boolean[];
  /** Index in `words` where the wrapped command starts; Infinity when this form wraps nothing. */
  innerStart: number;
  /** Arguments are appended at run time (xargs). */
  openEnded: boolean;
  /** This form is a `sudo` layer. */
  sudo: boolean;
}

export interface NestedScript {
  script: string;
  /** The shell that runs it. */
  shell: string;
  /** A shell whose syntax is not bash's: the script is checked for deny rules, never allowed. */
  foreign: boolean;
}

export interface Unwrapped {
  /** layers[0] is the command as written; the last is the command that really runs. */
  layers: CommandForm[];
  /** Commands run by the command itself (`find -exec`), each checked on its own. */
  nestedCommands: CommandForm[];
  /** Scripts to parse and analyse recursively (`bash -c`). */
  nestedScripts: NestedScript[];
  /** Variables the wrappers set (`env PATH=...`), for the dangerous-variable check. */
  assignments: string[];
  /** Files the wrappers themselves write (`time -o FILE`), with whether each holds a variable. */
  writes: { path: string; wild: boolean; via: string }[];
  /** Why the command cannot be analysed, or null. */
  refusal: string | null;
}

const SHELLS = new Set(['bash', 'sh', 'dash', 'ash']);
const FOREIGN_SHELLS = new Set(['zsh', 'ksh', 'ksh93', 'mksh', 'pdksh', 'oksh', 'yash', 'posh', 'fish', 'csh', 'tcsh']);
const CHDIR_REFUSAL = 'changes the directory the command runs in, so its relative paths, config files and scripts cannot be checked';
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

export function basename(word: string): string {
  const slash = word.lastIndexOf('/');
  return slash === -1 ? word : word.slice(slash + 1);
}

function form(words: string[], wild: boolean[], extra: Partial<CommandForm> = {}): CommandForm {
  return { words, wild, innerStart: Infinity, openEnded: false, sudo: false, ...extra };
}

/** Skips options; `withArg` take a value as the next word unless attached (`-n5`, `--x=5`). */
function skipOptions(words: string[], start: number, withArg: ReadonlySet<string>): number {
  let i = start;
  while (i < words.length) {
    const w = words[i]!;
    if (w === '--') return i + 1;
    if (!w.startsWith('-') || w === '-') return i;
    i += withArg.has(w) ? 2 : 1;
  }
  return i;
}

interface Step {
  /** Where the wrapped command starts, or -1 when the wrapper runs nothing. */
  inner: number;
  sudo?: boolean;
  openEnded?: boolean;
  refusal?: string;
  assignments?: string[];
  script?: string;
  foreign?: boolean;
  /** The shell that runs `script` when it is not the wrapper itself (`watch`, `script -c`: sh). */
  scriptShell?: string;
  /** Files the wrapper itself writes (`time -o FILE`, `script FILE`, `flock FILE`): word index and path. */
  writes?: [at: number, path: string][];
}

/**
 * A wrapper's own options, as getopt reads them (stopping at the first operand: the command):
 * short clusters (`-ao FILE`), values attached or in the next word, long options and their
 * unambiguous prefixes (`--out=F` is `--output=F`). An option it does not know makes the command
 * unanalysable: it might take the next word as its value, or run something.
 */
interface OptionSpec {
  /** Short letters taking a value (attached or the next word). */
  value?: string;
  /** Short letters taking an optional value, attached only (`xargs -i{}`). */
  optional?: string;
  /** Short letters without a value. */
  flag?: string;
  longValue?: readonly string[];
  longOptional?: readonly string[];
  longFlag?: readonly string[];
}

type WrapperOptions = { next: number; options: { name: string; value: string | undefined; at: number }[]; refusal?: undefined } | { refusal: string };

function wrapperOptions(tool: string, w: readonly string[], spec: OptionSpec, start = 1): WrapperOptions {
  const options: { name: string; value: string | undefined; at: number }[] = [];
  const longs = [...(spec.longValue ?? []), ...(spec.longOptional ?? []), ...(spec.longFlag ?? [])];
  const unknown = (word: string) => ({ refusal: `${tool} option "${word}" is not understood, so the command it runs cannot be analysed` });
  let i = start;
  for (; i < w.length; i += 1) {
    const word = w[i]!;
    if (word === '--') return { next: i + 1, options };
    if (!word.startsWith('-') || word === '-') break;
    if (word.startsWith('--')) {
      const name = longOption(word, longs);
      if (name === null || name === 'ambiguous') return unknown(word);
      const attached = word.includes('=') ? word.slice(word.indexOf('=') + 1) : undefined;
      if (spec.longValue?.includes(name) && attached === undefined) {
        if (i + 1 >= w.length) return unknown(word);
        options.push({ name, value: w[i + 1], at: i + 1 });
        i += 1;
      } else {
        options.push({ name, value: attached, at: i });
      }
      continue;
    }
    for (let c = 1; c < word.length; c += 1) {
      const letter = word[c]!;
      const name = `-${letter}`;
      if (spec.value?.includes(letter)) {
        if (c < word.length - 1) options.push({ name, value: word.slice(c + 1), at: i });
        else if (i + 1 < w.length) { options.push({ name, value: w[i + 1], at: i + 1 }); i += 1; }
        else return unknown(word);
        break;
      }
      if (spec.optional?.includes(letter)) {
        options.push({ name, value: c < word.length - 1 ? word.slice(c + 1) : undefined, at: i });
        break;
      }
      if (!spec.flag?.includes(letter)) return unknown(word);
      options.push({ name, value: undefined, at: i });
    }
  }
  return { next: i, options };
}

const named = (o: { name: string }, ...names: string[]) => names.includes(o.name);

/** A wrapper whose options end at its command: the step for it. */
function optionsThenCommand(tool: string, spec: OptionSpec, noCommand: readonly string[] = []): (w: string[]) => Step {
  return (w) => {
    const parsed = wrapperOptions(tool, w, spec);
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    if (parsed.options.some((o) => noCommand.includes(o.name))) return { inner: -1 };
    return { inner: parsed.next < w.length ? parsed.next : -1 };
  };
}

/** The options of GNU / BSD xargs, as xargs reads them (xargs.ts models its input). */
const XARGS_SPEC: OptionSpec = {
  value: 'aEILnPsd', optional: 'eil', flag: '0rtpxo',
  longValue: ['--arg-file', '--delimiter', '--max-args', '--max-procs', '--max-chars', '--process-slot-var'],
  longOptional: ['--eof', '--replace', '--max-lines'],
  longFlag: ['--null', '--no-run-if-empty', '--verbose', '--interactive', '--exit', '--open-tty', '--show-limits', '--help', '--version'],
};

export interface XargsOptions {
  /** Where the command starts (-1: none). */
  inner: number;
  /** The replacement string (`-I R`, `-i`, `--replace`), or null. */
  replace: string | null;
  /** Arguments come from a file (`-a`, `--arg-file`). */
  argFile: boolean;
  refusal: string | null;
  /** Every option as read, long names in full (`--arg=F` is `--arg-file`); xargs.ts models them. */
  options: { name: string; value: string | undefined; at: number }[];
}

export function xargsOptions(w: readonly string[]): XargsOptions {
  const parsed = wrapperOptions('xargs', w, XARGS_SPEC);
  if (parsed.refusal !== undefined) return { inner: -1, replace: null, argFile: false, refusal: parsed.refusal, options: [] };
  let replace: string | null = null;
  let argFile = false;
  for (const o of parsed.options) {
    if (named(o, '-I')) replace = o.value ?? '{}';
    if (named(o, '-i', '--replace')) replace = o.value || '{}';
    if (named(o, '-a', '--arg-file')) argFile = true;
    if (named(o, '--process-slot-var')) return { inner: -1, replace, argFile, refusal: 'xargs --process-slot-var sets a variable in the command it runs', options: parsed.options };
  }
  return { inner: parsed.next < w.length ? parsed.next : -1, replace, argFile, refusal: null, options: parsed.options };
}

/** `NAME=value` as env reads it: any word with `=` before the command (a name may hold `%%`). */
const ENV_ASSIGNMENT = /^[^-=][^=]*=/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const STEPS: Readonly<Record<string, (w: string[], wild: boolean[]) => Step>> = {
  env(w) {
    const assignments: string[] = [];
    const longs = ['--ignore-environment', '--null', '--unset', '--chdir', '--split-string', '--debug', '--help', '--version', '--argv0', '--block-signal', '--default-signal', '--ignore-signal', '--list-signal-handling'];
    let i = 1;
    while (i < w.length) {
      const word = w[i]!;
      if (ENV_ASSIGNMENT.test(word)) {
        const name = word.slice(0, word.indexOf('='));
        // `BASH_FUNC_ls%%=() { ...; }` exports a function that bash imports and runs as `ls`.
        if (!IDENTIFIER.test(name)) return { inner: -1, refusal: `env sets "${name}", which is not a plain variable name (bash imports BASH_FUNC_name%% as a function), so it is not allowed` };
        assignments.push(name);
        i += 1;
        continue;
      }
      if (word === '--') { i += 1; break; }
      if (word === '-') { i += 1; continue; }
      if (!word.startsWith('-')) break;
      const long = word.startsWith('--') ? longOption(word, longs) : null;
      if (word.startsWith('--') && (long === null || long === 'ambiguous')) return { inner: -1, refusal: `env option "${word}" is not understood, so the command it runs cannot be analysed` };
      if (long === '--split-string' || (!long && /^-[i0v]*S/.test(word))) {
        return { inner: -1, refusal: 'env -S splits a string into a command and cannot be analysed statically' };
      }
      if (long === '--chdir' || (!long && /^-[i0v]*C/.test(word))) return { inner: -1, refusal: `env ${word} ${CHDIR_REFUSAL}` };
      if (long === '--unset' || (!long && /^-[i0v]*u/.test(word))) {
        i += (long ? word.includes('=') : !/^-[i0v]*u$/.test(word)) ? 1 : 2;
        continue;
      }
      if (long === '--ignore-environment' || long === '--null' || long === '--debug' || (!long && /^-[i0v]+$/.test(word))) { i += 1; continue; }
      return { inner: -1, refusal: `env option "${word}" is not understood, so the command it runs cannot be analysed` };
    }
    return { inner: i < w.length ? i : -1, assignments };
  },
  sudo(w) {
    const assignments: string[] = [];
    let i = 1;
    const withArg = new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U', '-T', '--user', '--group', '--chdir', '--host', '--prompt', '--role', '--type', '--other-user', '--close-from', '--command-timeout']);
    while (i < w.length) {
      const word = w[i]!;
      if (word === '--') { i += 1; break; }
      if (ASSIGNMENT.test(word)) { assignments.push(word.slice(0, word.indexOf('='))); i += 1; continue; }
      if (!word.startsWith('-')) break;
      if (/^(-D|--chdir)/.test(word) || /^-[A-Za-z]*D/.test(word)) return { inner: -1, refusal: `sudo ${word} ${CHDIR_REFUSAL}` };
      if (/^-[A-Za-z]*[elvkK][A-Za-z]*$/.test(word) || ['--edit', '--list', '--validate'].includes(word)) return { inner: -1 };
      i += withArg.has(word) ? 2 : 1;
    }
    return { inner: i < w.length ? i : -1, sudo: true, assignments };
  },
  timeout(w) {
    const parsed = wrapperOptions('timeout', w, { value: 'sk', flag: 'v', longValue: ['--signal', '--kill-after'], longFlag: ['--foreground', '--preserve-status', '--verbose', '--help', '--version'] });
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    const i = parsed.next + 1; // the duration
    return { inner: i < w.length ? i : -1 };
  },
  nice(w) {
    // `nice -5`, `nice -+5`, `nice --5` (an adjustment of -5), `nice -n -5`, `nice --adjustment=5`.
    let i = 1;
    if (/^-[+-]?\d+$/.test(w[1] ?? '')) i = 2;
    else {
      const parsed = wrapperOptions('nice', w, { value: 'n', longValue: ['--adjustment'], longFlag: ['--help', '--version'] });
      if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
      i = parsed.next;
    }
    if (w[i] === '--') i += 1;
    return { inner: i < w.length ? i : -1 };
  },
  stdbuf: optionsThenCommand('stdbuf', { value: 'ioe', longValue: ['--input', '--output', '--error'], longFlag: ['--help', '--version'] }),
  nohup: (w) => ({ inner: w.length > 1 ? (w[1] === '--' ? 2 : 1) : -1 }),
  time(w) {
    // GNU time writes its report to `-o FILE` (`-a` appends): a file write like a redirection.
    const parsed = wrapperOptions('time', w, { value: 'of', flag: 'apvqV', longValue: ['--output', '--format'], longFlag: ['--append', '--portability', '--verbose', '--quiet', '--help', '--version'] });
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    const writes = parsed.options.filter((o) => named(o, '-o', '--output')).map((o): [number, string] => [o.at, o.value ?? '']);
    return { inner: parsed.next < w.length ? parsed.next : -1, writes };
  },
  setsid: optionsThenCommand('setsid', { flag: 'cfw', longFlag: ['--ctty', '--fork', '--wait', '--help', '--version'] }),
  ionice: optionsThenCommand('ionice', { value: 'cnpPu', flag: 't', longValue: ['--class', '--classdata', '--pid', '--pgid', '--uid'], longFlag: ['--ignore', '--help', '--version'] }, ['-p', '-P', '-u', '--pid', '--pgid', '--uid']),
  taskset(w) {
    const parsed = wrapperOptions('taskset', w, { flag: 'acp', longFlag: ['--all-tasks', '--cpu-list', '--pid', '--help', '--version'] });
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    if (parsed.options.some((o) => named(o, '-p', '--pid'))) return { inner: -1 };
    const i = parsed.next + 1; // the mask or CPU list
    return { inner: i < w.length ? i : -1 };
  },
  chrt(w) {
    const parsed = wrapperOptions('chrt', w, { value: 'TPD', flag: 'abdfiorRemv', longValue: ['--sched-runtime', '--sched-period', '--sched-deadline'], longFlag: ['--all-tasks', '--batch', '--deadline', '--fifo', '--idle', '--other', '--rr', '--ext', '--reset-on-fork', '--max', '--pid', '--verbose', '--help', '--version'] });
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    if (parsed.options.some((o) => named(o, '-p', '--pid', '-m', '--max'))) return { inner: -1 };
    const i = parsed.next + 1; // the priority
    return { inner: i < w.length ? i : -1 };
  },
  unbuffer: optionsThenCommand('unbuffer', { flag: 'p' }),
  watch(w, wild) {
    // Without -x, watch joins its arguments with spaces and runs them with `sh -c`.
    const parsed = wrapperOptions('watch', w, { value: 'nqs', optional: 'd', flag: 'tbegcCxpwr', longValue: ['--interval', '--equexit', '--shotsdir'], longOptional: ['--differences'], longFlag: ['--no-title', '--beep', '--errexit', '--chgexit', '--color', '--no-color', '--exec', '--precise', '--no-wrap', '--no-rerun', '--help', '--version'] });
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    if (parsed.next >= w.length) return { inner: -1 };
    if (parsed.options.some((o) => named(o, '-x', '--exec'))) return { inner: parsed.next };
    if (wild.slice(parsed.next).some(Boolean)) return { inner: -1, refusal: 'the command watch runs through sh -c holds a variable and cannot be analysed statically' };
    return { inner: -1, script: w.slice(parsed.next).join(' '), scriptShell: 'sh' };
  },
  script(w, wild) {
    // util-linux script: records a session in FILE (default ./typescript); -c runs a command
    // through $SHELL -c; without -c it starts an interactive shell reading its input.
    const parsed = wrapperOptions('script', w, { value: 'cEIOBTmo', optional: 't', flag: 'aefqh', longValue: ['--command', '--echo', '--log-in', '--log-out', '--log-io', '--log-timing', '--logging-format', '--output-limit'], longOptional: ['--timing'], longFlag: ['--append', '--return', '--flush', '--force', '--quiet', '--help', '--version'] });
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    const files = parsed.options.filter((o) => named(o, '-I', '-O', '-B', '-T', '--log-in', '--log-out', '--log-io', '--log-timing') || (named(o, '-t', '--timing') && o.value));
    if (files.length) return { inner: -1, refusal: 'script -I / -O / -B / -T / -t FILE write logs whose names cannot be checked here; use "script [-q] -c CMD FILE"' };
    const operands = w.slice(parsed.next);
    if (operands.length > 1) return { inner: -1, refusal: 'script takes one file name' };
    const command = parsed.options.find((o) => named(o, '-c', '--command'));
    if (!command) return { inner: -1, refusal: 'script without -c starts an interactive shell that reads its commands from the input, which cannot be analysed' };
    if (wild[command.at]) return { inner: -1, refusal: 'the command given to script -c holds a variable and cannot be analysed statically' };
    return { inner: -1, script: command.value ?? '', scriptShell: 'sh', writes: [[parsed.next, operands[0] ?? 'typescript']] };
  },
  flock(w, wild) {
    // flock [options] FILE COMMAND [ARGS] | flock [options] FILE -c STRING | flock [options] FD.
    const parsed = wrapperOptions('flock', w, { value: 'wE', flag: 'sexnuoFv', longValue: ['--wait', '--timeout', '--conflict-exit-code'], longFlag: ['--shared', '--exclusive', '--unlock', '--nonblock', '--nb', '--close', '--no-fork', '--verbose', '--help', '--version'] });
    if (parsed.refusal !== undefined) return { inner: -1, refusal: parsed.refusal };
    const file = parsed.next;
    if (file >= w.length) return { inner: -1 };
    if (file === w.length - 1) return { inner: -1, ...(/^\d+$/.test(w[file]!) ? {} : { writes: [[file, w[file]!]] }) };
    if (w[file + 1] === '-c' || w[file + 1] === '--command') {
      if (w.length !== file + 3) return { inner: -1, refusal: 'flock FILE -c takes exactly one command string' };
      if (wild[file + 2]) return { inner: -1, refusal: 'the command given to flock -c holds a variable and cannot be analysed statically' };
      return { inner: -1, script: w[file + 2]!, scriptShell: 'sh', writes: [[file, w[file]!]] };
    }
    return { inner: file + 1, writes: [[file, w[file]!]] };
  },
  command(w) {
    let i = 1;
    while (i < w.length && /^-[pvV]+$/.test(w[i]!)) {
      if (/[vV]/.test(w[i]!)) return { inner: -1 }; // `command -v x` only looks x up
      i += 1;
    }
    if (w[i] === '--') i += 1;
    return { inner: i < w.length ? i : -1 };
  },
  builtin: (w) => ({ inner: w.length > 1 ? 1 : -1 }),
  // `busybox sh -c ...`, `busybox wget ...`: the applet is the command.
  busybox: (w) => ({ inner: w.length > 1 && !w[1]!.startsWith('-') ? 1 : -1 }),
  exec(w) {
    const i = skipOptions(w, 1, new Set(['-a']));
    if (i >= w.length) return { inner: -1, refusal: 'exec without a command (redirecting the shell itself) is not allowed' };
    return { inner: i };
  },
  xargs(w) {
    const parsed = xargsOptions(w);
    if (parsed.refusal) return { inner: -1, refusal: parsed.refusal };
    return { inner: parsed.inner, openEnded: true };
  },
};

/**
 * Shell options that change how the script is read or what runs before it: interactive and
 * login shells read startup files and expand aliases and history, `-k` turns `NAME=value`
 * arguments anywhere into environment assignments, `-s` reads commands from stdin, `-O` sets
 * shopt options (`expand_aliases`, `extglob` change parsing).
 */
const REFUSED_SHELL_LETTERS = new Set(['i', 'l', 'k', 'H', 's']);
/** `-o NAME` options that leave parsing and execution as the analysis assumes. */
const SAFE_SET_OPTIONS = new Set(['errexit', 'nounset', 'pipefail', 'xtrace', 'verbose', 'noglob', 'noclobber', 'posix', 'errtrace', 'functrace', 'allexport', 'notify', 'nolog', 'hashall', 'braceexpand', 'physical', 'ignoreeof', 'noexec', 'monitor']);

/**
 * `bash [options] [-c SCRIPT | FILE] [args]`: whether it runs `-c`, and the index of its first
 * operand (the script, or the file to run); -1 when there is none, so it reads its commands
 * from its input. Option values (`-o pipefail`, `--rcfile F`) are not operands.
 */
export function shellOperand(w: readonly string[]): { command: boolean; operand: number } {
  let command = false;
  let i = 1;
  while (i < w.length) {
    const word = w[i]!;
    if (word === '--' || word === '-') { i += 1; break; }
    if (word === '--rcfile' || word === '--init-file') { i += 2; continue; }
    if (/^--[a-z-]+$/.test(word)) { i += 1; continue; }
    if (!/^[-+][A-Za-z]+$/.test(word)) break;
    let values = 0;
    for (const letter of word.slice(1)) {
      if (letter === 'c' && word.startsWith('-')) command = true;
      if (letter === 'o' || letter === 'O') values += 1;
    }
    i += 1 + values;
  }
  return { command, operand: i < w.length ? i : -1 };
}

/** `bash [options] -c SCRIPT [args]`: the script, or null when this is not a -c invocation. */
function shellScript(w: string[], wild: boolean[]): Step {
  const shell = basename(w[0]!);
  let i = 1;
  let command = false;
  while (i < w.length) {
    const word = w[i]!;
    if (word === '--' || word === '-') { i += 1; break; }
    if (['--rcfile', '--init-file', '--login', '--debugger', '--interactive'].includes(word)) {
      return { inner: -1, refusal: `${shell} ${word} reads startup files or changes how commands are read, and cannot be analysed` };
    }
    if (/^--[a-z-]+$/.test(word)) { i += 1; continue; }
    if (/^[-+][A-Za-z]+$/.test(word)) {
      // Letters that take a value (`-o NAME`, `-O NAME`) take the following words, in order.
      let values = 0;
      for (const letter of word.slice(1)) {
        if (word.startsWith('-') && letter === 'c') command = true;
        else if (REFUSED_SHELL_LETTERS.has(letter) || letter === 'O') {
          return { inner: -1, refusal: `${shell} -${letter} changes how the script is read (startup files, aliases, stdin, shopt options) and cannot be analysed` };
        } else if (letter === 'o') {
          const name = w[i + 1 + values];
          if (name === undefined || !SAFE_SET_OPTIONS.has(name)) return { inner: -1, refusal: `${shell} -o ${name ?? ''} cannot be analysed` };
          values += 1;
        }
      }
      i += 1 + values;
      continue;
    }
    break;
  }
  if (!command) return { inner: -1 };
  if (i >= w.length) return { inner: -1, refusal: `${shell} -c without a script` };
  if (wild[i]) return { inner: -1, refusal: `the script given to ${shell} -c holds a variable and cannot be analysed statically` };
  return { inner: -1, script: w[i]!, foreign: FOREIGN_SHELLS.has(shell) };
}

/** Programs that open nothing but their operands, and whose options name no file. */
const OPERANDS_ONLY = new Set(['rm', 'rmdir', 'unlink']);

/**
 * `find -execdir CMD` runs CMD in the directory of each path, with `./NAME` in place of `{}`:
 * the same file. Nothing else CMD opens may depend on that directory: only a program named by
 * a bare name (PATH; find refuses a relative PATH entry) or an absolute path that opens nothing
 * but its operands, with no operand but `{}`.
 */
function sameInAnyDirectory(words: readonly string[], wild: readonly boolean[]): boolean {
  const program = words[0] ?? '';
  if (wild.some(Boolean) || !OPERANDS_ONLY.has(basename(program)) || (program.includes('/') && !program.startsWith('/'))) return false;
  return words.slice(1).every((w) => w === '{}' || w.startsWith('-'));
}

/** `find ... -exec CMD {} ;` and friends: the commands find runs. */
function findExecs(w: string[], wild: boolean[]): { commands: CommandForm[]; refusal: string | null } {
  const commands: CommandForm[] = [];
  let chdir: string | null = null;
  for (let i = 1; i < w.length; i += 1) {
    if (!['-exec', '-execdir', '-ok', '-okdir'].includes(w[i]!)) continue;
    const start = i + 1;
    let end = start;
    while (end < w.length && w[end] !== ';' && w[end] !== '+') end += 1;
    if (end >= w.length || end === start) return { commands, refusal: `find ${w[i]} without a command and a terminating ";" or "+"` };
    if ((w[i] === '-execdir' || w[i] === '-okdir') && !sameInAnyDirectory(w.slice(start, end), wild.slice(start, end))) chdir ??= `find ${w[i]} ${CHDIR_REFUSAL}`;
    commands.push(form(w.slice(start, end), wild.slice(start, end), { openEnded: w[end] === '+' }));
    i = end;
  }
  return { commands, refusal: chdir };
}

const MAX_DEPTH = 8;

/** Peels wrappers off one simple command's words. */
export function unwrapCommand(words: string[], wild: boolean[]): Unwrapped {
  const result: Unwrapped = { layers: [], nestedCommands: [], nestedScripts: [], assignments: [], writes: [], refusal: null };
  let current = form(words, wild);
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    result.layers.push(current);
    const name = basename(current.words[0] ?? '');
    let step: Step | null = null;
    if (STEPS[name] && Object.hasOwn(STEPS, name)) step = STEPS[name]!(current.words, current.wild);
    else if (SHELLS.has(name) || FOREIGN_SHELLS.has(name)) step = shellScript(current.words, current.wild);
    else if (name === 'find') {
      const execs = findExecs(current.words, current.wild);
      result.nestedCommands.push(...execs.commands);
      if (execs.refusal) result.refusal = execs.refusal;
    }
    if (!step) return result;
    if (step.assignments) result.assignments.push(...step.assignments);
    for (const [at, file] of step.writes ?? []) result.writes.push({ path: file, wild: !!current.wild[at], via: name });
    if (step.refusal) { result.refusal = step.refusal; return result; }
    if (step.script !== undefined) {
      result.nestedScripts.push({ script: step.script, shell: step.scriptShell ?? name, foreign: !!step.foreign });
      return result;
    }
    if (step.inner < 0) return result;
    current.innerStart = step.inner;
    if (step.sudo) current.sudo = true;
    current = form(current.words.slice(step.inner), current.wild.slice(step.inner), { openEnded: current.openEnded || !!step.openEnded });
  }
  result.refusal ??= 'too many nested wrapper commands';
  return result;
}
