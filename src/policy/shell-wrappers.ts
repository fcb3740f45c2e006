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
 * looked up somewhere the policy did not check.
 */
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
}

const STEPS: Readonly<Record<string, (w: string[], wild: boolean[]) => Step>> = {
  env(w) {
    const assignments: string[] = [];
    let i = 1;
    while (i < w.length) {
      const word = w[i]!;
      if (ASSIGNMENT.test(word)) { assignments.push(word.slice(0, word.indexOf('='))); i += 1; continue; }
      if (word === '--') { i += 1; continue; }
      if (word === '-S' || word.startsWith('-S') || word.startsWith('--split-string')) {
        return { inner: -1, refusal: 'env -S splits a string into a command and cannot be analysed statically' };
      }
      if (/^(-C|--chdir)/.test(word) || /^-[i0v]*C/.test(word)) return { inner: -1, refusal: `env ${word} ${CHDIR_REFUSAL}` };
      if (['-u', '--unset'].includes(word)) { i += 2; continue; }
      if (/^(-[i0v]+|--ignore-environment|--null|--debug|--unset=.*|-u.+|-)$/.test(word)) { i += 1; continue; }
      if (word.startsWith('-')) return { inner: -1, refusal: `env option "${word}" is not understood, so the command it runs cannot be analysed` };
      break;
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
    let i = skipOptions(w, 1, new Set(['-s', '-k', '--signal', '--kill-after']));
    i += 1; // the duration
    return { inner: i < w.length ? i : -1 };
  },
  nice(w) {
    let i = 1;
    while (i < w.length) {
      const word = w[i]!;
      if (word === '-n' || word === '--adjustment') i += 2;
      else if (/^(-n.+|--adjustment=.*|-\d+|--)$/.test(word)) { i += 1; if (word === '--') break; }
      else break;
    }
    return { inner: i < w.length ? i : -1 };
  },
  stdbuf(w) {
    const i = skipOptions(w, 1, new Set(['-i', '-o', '-e', '--input', '--output', '--error']));
    return { inner: i < w.length ? i : -1 };
  },
  nohup: (w) => ({ inner: w.length > 1 ? (w[1] === '--' ? 2 : 1) : -1 }),
  time(w) {
    const i = skipOptions(w, 1, new Set(['-o', '-f', '--output', '--format']));
    return { inner: i < w.length ? i : -1 };
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
    const withArg = new Set(['-I', '-n', '-P', '-L', '-s', '-d', '-E', '-a', '--arg-file', '--max-args', '--delimiter', '--replace', '--max-procs', '--max-lines', '--max-chars', '--eof', '--process-slot-var']);
    const i = skipOptions(w, 1, withArg);
    if (w.slice(1, i).some((o) => o.startsWith('--process-slot-var'))) {
      return { inner: -1, refusal: 'xargs --process-slot-var sets a variable in the command it runs' };
    }
    return { inner: i < w.length ? i : -1, openEnded: true };
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

/** `find ... -exec CMD {} ;` and friends: the commands find runs. */
function findExecs(w: string[], wild: boolean[]): { commands: CommandForm[]; refusal: string | null } {
  const commands: CommandForm[] = [];
  let chdir: string | null = null;
  for (let i = 1; i < w.length; i += 1) {
    if (!['-exec', '-execdir', '-ok', '-okdir'].includes(w[i]!)) continue;
    if (w[i] === '-execdir' || w[i] === '-okdir') chdir ??= `find ${w[i]} ${CHDIR_REFUSAL}`;
    const start = i + 1;
    let end = start;
    while (end < w.length && w[end] !== ';' && w[end] !== '+') end += 1;
    if (end >= w.length || end === start) return { commands, refusal: `find ${w[i]} without a command and a terminating ";" or "+"` };
    commands.push(form(w.slice(start, end), wild.slice(start, end), { openEnded: w[end] === '+' }));
    i = end;
  }
  return { commands, refusal: chdir };
}

const MAX_DEPTH = 8;

/** Peels wrappers off one simple command's words. */
export function unwrapCommand(words: string[], wild: boolean[]): Unwrapped {
  const result: Unwrapped = { layers: [], nestedCommands: [], nestedScripts: [], assignments: [], refusal: null };
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
    if (step.refusal) { result.refusal = step.refusal; return result; }
    if (step.script !== undefined) {
      result.nestedScripts.push({ script: step.script, shell: name, foreign: !!step.foreign });
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
