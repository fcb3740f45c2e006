/**
 * Names the shell analysis treats specially: builtins that run strings as code, interpreters
 * that run whatever they are fed, and environment variables that change what a later command
 * runs. Kept apart so the lists can be reviewed on their own.
 */
import { basename } from './shell-wrappers.js';

/**
 * Builtins that execute text (or change how later text is executed) in ways static analysis
 * cannot follow: refused outright, whatever the rules say.
 */
const RUNS_STRINGS: Readonly<Record<string, string>> = {
  eval: 'eval runs a string as a command and cannot be analysed statically',
  source: 'source runs a file as shell commands and cannot be analysed statically',
  '.': '"." runs a file as shell commands and cannot be analysed statically',
  trap: 'trap runs a string as a command later and cannot be analysed statically',
  alias: 'alias can redefine command names and cannot be analysed statically',
  enable: 'enable can load or swap builtins and cannot be analysed statically',
  let: 'let evaluates arithmetic, which can run commands, and cannot be analysed statically',
  fc: 'fc re-runs commands from history and cannot be analysed statically',
  coproc: 'coproc cannot be analysed statically',
  hash: 'hash -p can redirect a command name to any program and cannot be analysed statically',
  shopt: 'shopt can change how later commands are parsed (expand_aliases) and cannot be analysed statically',
};

export function refusesAsString(name: string): string | null {
  return Object.hasOwn(RUNS_STRINGS, name) ? RUNS_STRINGS[name]! : null;
}

const INTERPRETER = /^(bash|sh|zsh|dash|ksh|mksh|ash|fish|csh|tcsh|python[0-9.]*|pypy[0-9.]*|node|nodejs|deno|bun|perl[0-9.]*|ruby[0-9.]*|php[0-9.]*|lua[0-9.]*|luajit|tclsh|wish|Rscript|R|osascript|pwsh|powershell|irb|jshell|groovy|scala|julia|sqlite3|psql|mysql|gdb|awk|gawk|mawk|nawk)$/;

/** Programs that run code they are given (a script on stdin, a heredoc, `-c`/`-e` text). */
export function isInterpreter(word: string): boolean {
  return INTERPRETER.test(basename(word));
}

/**
 * Whether an interpreter invocation takes its program from stdin: no script operand, or an
 * explicit `-` / `-s`. (`python3 tool.py` reads its program from a file; `python3` alone or
 * `bash -s` reads it from the pipe or heredoc feeding it.)
 */
export function readsProgramFromStdin(words: readonly string[]): boolean {
  const rest = words.slice(1);
  if (rest.some((w) => w === '-' || w === '-s' || w === '/dev/stdin')) return true;
  const name = basename(words[0] ?? '');
  if (/^(awk|gawk|mawk|nawk)$/.test(name)) return rest.some((w) => w === '-f') && rest.includes('-');
  return !rest.some((w) => !w.startsWith('-'));
}

/**
 * Variables whose value changes which program runs or what it loads: a command that sets them
 * (`PATH=./bin npm test`, `export NODE_OPTIONS=--require=./x.js`, `env GIT_SSH_COMMAND=...`,
 * `HOME=. git log` reading a planted .gitconfig) can run anything the agent has written, so
 * setting them is refused. Plain variables (`CI=1 npm test`) are fine.
 */
const DANGEROUS_VARIABLE = new RegExp(
  '^(' +
    [
      'PATH', 'LD_[A-Z_]*', 'DYLD_[A-Z_]*', 'BASH_ENV', 'ENV', 'BASH_FUNC_.*', 'SHELLOPTS', 'BASHOPTS',
      'IFS', 'PS4', 'PROMPT_COMMAND', 'GLOBIGNORE', 'BASH_XTRACEFD', 'HOME', 'XDG_CONFIG_HOME', 'XDG_CONFIG_DIRS',
      'ZDOTDIR', 'NODE_OPTIONS', 'NODE_PATH', 'NODE_REPL_EXTERNAL_MODULE', 'PYTHON[A-Z_]*', 'PERL5[A-Z_]*', 'PERLLIB',
      'PERL_[A-Z_]*', 'RUBYOPT', 'RUBYLIB', 'GEM_[A-Z_]*', 'BUNDLE_[A-Z_]*', 'GIT_[A-Z_0-9]*', 'PAGER', 'MANPAGER',
      'EDITOR', 'VISUAL', 'LESS[A-Z_]*', 'BROWSER', 'npm_config_[A-Za-z_]*', 'NPM_CONFIG_[A-Z_]*', 'YARN_[A-Z_]*',
      'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'MAVEN_OPTS', 'GRADLE_OPTS', 'RUSTC_WRAPPER',
      'RUSTC', 'CARGO_[A-Z_]*', 'GOFLAGS', 'GOTOOLCHAIN', 'MAKEFLAGS', 'MAKE', 'CC', 'CXX', 'SSH_[A-Z_]*',
      'TERMINFO', 'TZDIR', 'LOCPATH', 'GCONV_PATH', 'HOSTALIASES', 'OPENSSL_CONF', 'SSL_CERT_[A-Z_]*',
      'PROMPT_DIRTRIM', 'INPUTRC', 'HISTFILE',
    ].join('|') +
    ')$',
);

export function isDangerousVariable(name: string): boolean {
  return DANGEROUS_VARIABLE.test(name);
}

/** git's global options that take a value as the next word (`git -c k=v`, `git -C dir`). */
const GIT_OPTIONS_WITH_VALUE = new Set(['-c', '-C', '--git-dir', '--work-tree', '--namespace', '--config-env', '--exec-path', '--super-prefix', '--list-cmds', '--attr-source']);

/**
 * `git -c x=y -C dir --no-pager push` -> `git push`, for deny rules only: options placed before
 * the subcommand must not hide it from `Bash(git push:*)`. (Allow rules match as written, so
 * `git -c core.pager=sh diff` does not match `Bash(git diff:*)`.)
 */
export function withoutGitGlobalOptions(words: readonly string[]): string[] | null {
  if (basename(words[0] ?? '') !== 'git') return null;
  let i = 1;
  while (i < words.length && words[i]!.startsWith('-')) {
    i += GIT_OPTIONS_WITH_VALUE.has(words[i]!) ? 2 : 1;
  }
  if (i === 1) return null;
  return [words[0]!, ...words.slice(i)];
}
