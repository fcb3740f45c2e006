/**
 * Names the shell analysis treats specially: builtins that run strings as code, interpreters
 * that run whatever they are fed, and environment variables that change what a later command
 * runs. Kept apart so the lists can be reviewed on their own.
 */
import path from 'node:path';
import { basename, SAFE_SET_OPTIONS, shellOperand } from './wrappers.js';

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
  compgen: 'compgen -C / -F run commands and cannot be analysed statically',
  complete: 'complete -C / -F register commands to run and cannot be analysed statically',
  bind: 'bind -x registers commands to run and cannot be analysed statically',
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
  if (rest.some((w) => w === '-' || w === '-s' || isStdinPath(w))) return true;
  const name = basename(words[0] ?? '');
  if (/^(awk|gawk|mawk|nawk)$/.test(name)) return rest.some((w) => w === '-f') && rest.includes('-');
  if (SHELL_NAMES.test(name)) {
    const { command, operand } = shellOperand(words);
    return !command && (operand === -1 || isStdinPath(words[operand]!));
  }
  const table = INTERPRETER_OPTIONS.find(([pattern]) => pattern.test(name))?.[1];
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') return i + 1 >= words.length || isStdinPath(words[i + 1]!);
    if (!w.startsWith('-')) return isStdinPath(w);
    const option = w.startsWith('--') ? w.replace(/=.*$/s, '') : w.slice(0, 2);
    if (table?.program.includes(option)) return false; // -c / -e / -m: the program is on the command line
    if (table?.stdin.includes(option)) return true; // -i: interactive after the script
    const attached = w.includes('=') || (!w.startsWith('--') && w.length > 2);
    // An option that may take the next word as its value: that word is no script.
    if (!attached && !table?.flags.includes(option)) i += 1;
  }
  return true;
}

const SHELL_NAMES = /^(bash|sh|dash|ash|zsh|ksh|ksh93|mksh|pdksh|oksh|yash|posh)$/;

/** `/dev/stdin`, `/dev/fd/0`, `/proc/self/fd/0` (and any other descriptor): the program's input. */
function isStdinPath(word: string): boolean {
  const normal = path.posix.normalize(word);
  return /^\/(dev\/(stdin|fd(\/|$))|proc\/)/.test(normal);
}

/** Per interpreter: options that give the program inline, that read stdin, and flags taking no value. */
const INTERPRETER_OPTIONS: readonly [RegExp, { program: readonly string[]; stdin: readonly string[]; flags: readonly string[] }][] = [
  [/^(python[0-9.]*|pypy[0-9.]*)$/, { program: ['-c', '-m'], stdin: ['-i'], flags: ['-b', '-B', '-d', '-E', '-h', '-I', '-O', '-P', '-q', '-s', '-S', '-u', '-v', '-V', '-x', '-R', '--version', '--help'] }],
  [/^(node|nodejs|bun|deno)$/, { program: ['-e', '--eval', '-p', '--print'], stdin: ['-i', '--interactive'], flags: ['--no-warnings', '--trace-warnings', '--enable-source-maps', '--expose-gc', '--test', '--watch', '--version', '--help', '--inspect', '--inspect-brk', '--no-deprecation', '--throw-deprecation', '--pending-deprecation', '--preserve-symlinks', '--experimental-vm-modules', '--experimental-strip-types', '--check', '-c'] }],
  [/^(perl[0-9.]*)$/, { program: ['-e', '-E'], stdin: [], flags: ['-w', '-W', '-X', '-T', '-t', '-n', '-p', '-a', '-s', '-c', '-U', '-v', '-l'] }],
  [/^(ruby[0-9.]*)$/, { program: ['-e'], stdin: [], flags: ['-w', '-W', '-v', '-n', '-p', '-a', '-s', '-c', '-d', '-l'] }],
  [/^(php[0-9.]*)$/, { program: ['-r'], stdin: ['-a'], flags: ['-q', '-n', '-e', '-l', '-s', '-i', '-v', '-H', '-w'] }],
];

/**
 * Variables whose value changes which program runs or what it loads: a command that sets them
 * (`PATH=./bin npm test`, `export NODE_OPTIONS=--require=./x.js`, `env GIT_SSH_COMMAND=...`,
 * `HOME=. git log` reading a planted .gitconfig) can run anything the agent has written, so
 * setting them is refused. Plain variables (`CI=1 npm test`) are fine.
 */
const DANGEROUS_VARIABLE = new RegExp(
  '^(' +
    [
      'PATH', 'LD_[A-Z0-9_]*', 'DYLD_[A-Z0-9_]*', 'BASH_ENV', 'ENV', 'BASH_FUNC_.*', 'SHELLOPTS', 'BASHOPTS',
      'IFS', 'PS4', 'PROMPT_COMMAND', 'GLOBIGNORE', 'BASH_XTRACEFD', 'HOME', 'XDG_CONFIG_HOME', 'XDG_CONFIG_DIRS',
      'ZDOTDIR', 'NODE_OPTIONS', 'NODE_PATH', 'NODE_REPL_EXTERNAL_MODULE', 'PYTHON[A-Z0-9_]*', 'PERL5[A-Z0-9_]*', 'PERLLIB',
      'PERL_[A-Z0-9_]*', 'RUBYOPT', 'RUBYLIB', 'GEM_[A-Z0-9_]*', 'BUNDLE_[A-Z0-9_]*', 'GIT_[A-Z_0-9]*', 'PAGER', 'MANPAGER',
      'EDITOR', 'VISUAL', 'LESS[A-Z0-9_]*', 'BROWSER', 'npm_config_[A-Za-z_]*', 'NPM_CONFIG_[A-Z0-9_]*', 'YARN_[A-Z0-9_]*',
      'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'JDK_JAVA_OPTIONS', 'MAVEN_OPTS', 'GRADLE_OPTS', 'RUSTC_WRAPPER',
      'RUSTC', 'CARGO_[A-Z0-9_]*', 'GOFLAGS', 'GOTOOLCHAIN', 'MAKEFLAGS', 'MAKE', 'CC', 'CXX', 'SSH_[A-Z0-9_]*',
      'TERMINFO', 'TZDIR', 'LOCPATH', 'GCONV_PATH', 'HOSTALIASES', 'OPENSSL_CONF', 'SSL_CERT_[A-Z0-9_]*',
      'PROMPT_DIRTRIM', 'INPUTRC', 'HISTFILE', 'TEXTDOMAIN', 'TEXTDOMAINDIR', 'CDPATH', 'EXECIGNORE',
      // Toolchains found through a directory (JAVA_HOME/bin/java, GOROOT's compiler, rustup's
      // toolchains, Gradle's init.d scripts) and flags handed to compilers and linkers.
      'JAVA_HOME', 'GRADLE_USER_HOME', 'GOROOT', 'GOENV', 'RUSTUP_[A-Z0-9_]*', 'RUSTFLAGS', 'RUSTDOCFLAGS',
      'CGO_[A-Z]*FLAGS', 'CFLAGS', 'CXXFLAGS', 'CPPFLAGS', 'LDFLAGS', 'RIPGREP_CONFIG_PATH',
      // The environment that configures build and test tools: every member of these families
      // names a program, a plugin, options, a configuration file or a directory written
      // (RUSTC_WORKSPACE_WRAPPER, RUSTDOC, CARGO_TARGET_<triple>_RUNNER / _LINKER / _RUSTFLAGS,
      // PYTEST_ADDOPTS / PYTEST_PLUGINS, COVERAGE_RCFILE, MAKEFILES, GOBIN, GOFLAGS, JAVA_OPTS read by
      // gradlew, SHELL run by `script -c`, CC_<target> and the compiler search paths cc-rs and gcc
      // read). Those known to be harmless are listed in HARMLESS_SETTINGS.
      'RUSTC[A-Z0-9_]*', 'RUSTDOC[A-Z0-9_]*', 'RUST_[A-Z0-9_]*', 'PYTEST_[A-Z0-9_]*', 'COVERAGE_[A-Z0-9_]*', 'COV_CORE_[A-Z0-9_]*',
      'MAKEFILES', 'MFLAGS', 'GNUMAKEFLAGS', 'MAKEOVERRIDES', 'JAVA_OPTS',
      'GO(BIN|CACHE|CACHEPROG|COVERDIR|EXPERIMENT|FIPS140|FLAGS|INSECURE|MODCACHE|NOPROXY|NOSUMDB|NOSUMCHECK|PATH|PRIVATE|PROXY|SUMDB|TMPDIR|TOOLDIR|VCS|WORK|AUTH|GCCFLAGS)', 'GCCGO', 'MAVEN_ARGS', 'MAVEN_CONFIG', 'M2_HOME',
      'MAVEN_HOME', 'SBT_OPTS', 'ANT_OPTS', 'SHELL', 'CC_[A-Za-z0-9_]*', 'CXX_[A-Za-z0-9_]*', 'AR', 'AR_[A-Za-z0-9_]*', 'LD',
      'TARGET_[A-Z]+', 'HOST_[A-Z]+', 'PKG_CONFIG[A-Za-z0-9_]*', 'LIBCLANG_PATH', 'CLANG_PATH', 'LIBRARY_PATH', 'CPATH',
      'C_INCLUDE_PATH', 'CPLUS_INCLUDE_PATH', 'OBJC_INCLUDE_PATH', 'COMPILER_PATH', 'GCC_EXEC_PREFIX', 'DEPENDENCIES_OUTPUT',
      'SUNPRO_DEPENDENCIES', 'CCACHE_[A-Z0-9_]*', 'DISTCC_[A-Z0-9_]*', 'NODE_[A-Z0-9_]*', 'COREPACK_[A-Z0-9_]*', 'PNPM_[A-Z0-9_]*', 'BUN_[A-Z0-9_]*',
      'PIP_[A-Z0-9_]*', 'UV_[A-Z0-9_]*', 'POETRY_[A-Z0-9_]*', 'VIRTUAL_ENV', 'TS_NODE_[A-Z0-9_]*', 'VITEST_[A-Z0-9_]*', 'JEST_[A-Z0-9_]*',
    ].join('|') +
    ')$',
);

export function isDangerousVariable(name: string): boolean {
  return DANGEROUS_VARIABLE.test(name);
}

/**
 * Members of the dangerous families above whose effect is known and harmless when their value
 * is a plain word: `PYTHONDONTWRITEBYTECODE=1 pytest`, `CARGO_TERM_COLOR=never cargo test`,
 * `GIT_PAGER=cat git log`, `NODE_OPTIONS=--max-old-space-size=4096 npm run build`. A value
 * holding a variable (null here) is never harmless.
 */
const HARMLESS_SETTINGS: Readonly<Record<string, RegExp>> = {
  PYTHONDONTWRITEBYTECODE: /^[\w.-]*$/, PYTHONUNBUFFERED: /^[\w.-]*$/, PYTHONHASHSEED: /^(random|\d+)$/,
  PYTHONIOENCODING: /^[\w.:-]*$/, PYTHONUTF8: /^[01]$/, PYTHONFAULTHANDLER: /^[\w.-]*$/, PYTHONDEVMODE: /^[\w.-]*$/,
  PYTHONTRACEMALLOC: /^\d*$/, PYTHONOPTIMIZE: /^\d*$/, PYTHONNOUSERSITE: /^[\w.-]*$/, PYTHONSAFEPATH: /^[\w.-]*$/,
  PYTHONASYNCIODEBUG: /^[\w.-]*$/, PYTHONCOERCECLOCALE: /^[\w.-]*$/, PYTHONINTMAXSTRDIGITS: /^\d*$/,
  CARGO_TERM_COLOR: /^(auto|always|never)$/, CARGO_TERM_VERBOSE: /^(true|false)$/, CARGO_TERM_QUIET: /^(true|false)$/,
  CARGO_TERM_PROGRESS_WHEN: /^(auto|always|never)$/, CARGO_INCREMENTAL: /^[01]$/, CARGO_BUILD_JOBS: /^\d+$/,
  CARGO_NET_OFFLINE: /^(true|false)$/, GIT_PAGER: /^(cat|)$/, PAGER: /^(cat|)$/, GIT_TERMINAL_PROMPT: /^[01]$/,
  GIT_OPTIONAL_LOCKS: /^[01]$/, GIT_FLUSH: /^[01]$/,
  RUST_BACKTRACE: /^(0|1|full|short)$/, RUST_LIB_BACKTRACE: /^[01]$/, RUST_LOG: /^[\w=,:.-]*$/, RUST_TEST_THREADS: /^\d+$/,
  RUST_MIN_STACK: /^\d+$/, RUST_TEST_NOCAPTURE: /^[01]$/, RUST_LOG_STYLE: /^(auto|always|never)$/,
  PYTEST_DISABLE_PLUGIN_AUTOLOAD: /^(1|true)$/, PYTEST_XDIST_AUTO_NUM_WORKERS: /^\d+$/,
  GOOS: /^\w+$/, GOARCH: /^\w+$/, GOARM: /^[\w,.]+$/, GOAMD64: /^v\d$/, GO386: /^\w+$/, GOARM64: /^[\w,.]+$/, GOMIPS: /^\w+$/,
  GOMIPS64: /^\w+$/, GOPPC64: /^\w+$/, GORISCV64: /^\w+$/, GOWASM: /^[\w,]*$/, GOMAXPROCS: /^\d+$/, GOGC: /^(\d+|off)$/,
  GOMEMLIMIT: /^\w+$/, GOTRACEBACK: /^\w+$/, GOEXPERIMENT: /^[\w,]*$/, GODEBUG: /^[\w=,.]*$/, GOPRIVATE: /^[\w.,/*-]*$/,
  GONOPROXY: /^[\w.,/*-]*$/, GONOSUMDB: /^[\w.,/*-]*$/, GOPROXY: /^((https?:\/\/[\w.:/@-]+|direct|off)[,|]?)+$/,
  // go test's own flags in GOFLAGS: no -exec, -toolexec, -o, -modfile, -overlay ...
  GOFLAGS: /^(\s*-(count=\d+|v|race|cover|short|failfast|trimpath|buildvcs=(true|false)|mod=(mod|readonly|vendor)|p=\d+|timeout=\w+|tags=[\w,]+|shuffle=\w+|json)\s*)+$/,
  NODE_ENV: /^[\w.-]*$/, NODE_NO_WARNINGS: /^[01]$/, NODE_DEBUG: /^[\w,]*$/, NODE_PENDING_DEPRECATION: /^[01]$/, NODE_DISABLE_COLORS: /^[01]$/,
  NODE_PRESERVE_SYMLINKS: /^[01]$/, PIP_DISABLE_PIP_VERSION_CHECK: /^[\w]*$/, PIP_NO_INPUT: /^\w*$/, PIP_PROGRESS_BAR: /^\w*$/,
  UV_NO_PROGRESS: /^\w*$/, UV_FROZEN: /^\w*$/, UV_OFFLINE: /^\w*$/, POETRY_NO_INTERACTION: /^\w*$/, VITEST_MAX_THREADS: /^\d+$/,
  NODE_OPTIONS: /^(\s*(--max-old-space-size=\d+|--max-semi-space-size=\d+|--enable-source-maps|--no-warnings|--no-deprecation|--trace-warnings|--trace-deprecation|--experimental-vm-modules|--unhandled-rejections=(strict|warn|none|throw|warn-with-error-code)|--stack-trace-limit=\d+)\s*)+$/,
};

export function isHarmlessSetting(name: string, value: string | null): boolean {
  const pattern = Object.hasOwn(HARMLESS_SETTINGS, name) ? HARMLESS_SETTINGS[name] : undefined;
  return !!pattern && value !== null && pattern.test(value);
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

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `-vNAME` / `-v NAME`: the value of a short option that takes one, or undefined. */
function optionValues(words: readonly string[], letters: string): { letter: string; value: string | undefined }[] {
  const out: { letter: string; value: string | undefined }[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') break;
    if (!/^-[A-Za-z]/.test(w)) continue;
    for (let c = 1; c < w.length; c += 1) {
      if (!letters.includes(w[c]!)) continue;
      const attached = w.slice(c + 1);
      out.push({ letter: w[c]!, value: attached || words[i + 1] });
      if (!attached) i += 1;
      break;
    }
  }
  return out;
}

/** Operands of a builtin after its options (`read -r -p x a b` -> a, b). */
function operandsAfter(words: readonly string[], withValue: string): string[] {
  const out: string[] = [];
  let i = 1;
  for (; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') { i += 1; break; }
    if (!/^-./.test(w)) break;
    const letter = [...w.slice(1)].findIndex((ch) => withValue.includes(ch));
    if (letter !== -1 && letter === w.length - 2) i += 1;
  }
  for (; i < words.length; i += 1) out.push(words[i]!);
  return out;
}

const DECLARATIONS = new Set(['declare', 'typeset', 'local', 'export', 'readonly']);

/**
 * Builtins that take variable NAMES evaluate a subscript in them arithmetically, and arithmetic
 * on `a[$(cmd)]` runs cmd: `printf -v 'a[$(id)]' x`, `read 'a[$(id)]'`, `declare 'a[$(id)]=1'`,
 * `test -v 'a[$(id)]'`. The integer and nameref attributes (`declare -i`, `declare -n`) make later
 * assignments and expansions do the same. Such names are refused; plain identifiers are fine.
 */
/**
 * Options smuggled in through a variable's value: `X=-v...; test $X`, `printf "$X" 'a[$(cmd)]'`,
 * `set $X` (`-k`), `wait $X` (`-p NAME`). A word holding an unquoted expansion may become several
 * words, any of them an option; a quoted one may become one option. Where such a word can sit in
 * an option position of a builtin that evaluates names arithmetically or changes how later
 * commands are read, the command is refused. `words` are the builtin's words with, per word,
 * whether it holds an expansion (`wild`) and whether that expansion is unquoted (`split`).
 */
export function variableOptionProblem(words: readonly { text: string; wild: boolean; split: boolean }[]): string | null {
  const name = basename(words[0]?.text ?? '');
  const args = words.slice(1);
  const why = (w: { text: string }) => `${name} ${w.text}: the variable's value could be an option (such as ${name === 'set' ? '-k' : name === 'wait' ? '-p NAME' : '-v NAME'}) whose name argument is evaluated arithmetically, which can run commands; write the option literally`;
  const dashes = args.findIndex((w) => !w.wild && w.text === '--');
  const beforeDashes = dashes === -1 ? args : args.slice(0, dashes);
  switch (name) {
    case 'test': case '[': {
      const binary = new Set(['=', '==', '!=', '<', '>', '-eq', '-ne', '-lt', '-le', '-gt', '-ge', '-nt', '-ot', '-ef', '-a', '-o', ']', ')']);
      for (let i = 0; i < args.length; i += 1) {
        const w = args[i]!;
        if (!w.wild) continue;
        if (w.split) return why(w);
        const next = args[i + 1];
        if (next && (next.wild || (!binary.has(next.text) && !IDENTIFIER.test(next.text)))) return why(w);
      }
      return null;
    }
    case 'printf':
      return args[0]?.wild ? why(args[0]) : null;
    case 'set': {
      for (const w of beforeDashes) {
        if (w.wild) return why(w);
        if (!/^[-+]/.test(w.text)) break;
      }
      return null;
    }
    case 'wait': {
      // One word can hold both options: `wait "$1"` with 1='-npa[$(cmd)]' is `wait -n -p a[$(cmd)]`.
      // Only the numeric parameters (`$!`, `$$`, `$#`, `$?`) can never start with `-`.
      for (const w of beforeDashes) if (w.wild && !/^\$(?:[!$#?]|\{[!$#?]\})$/.test(w.text)) return why(w);
      return null;
    }
    case 'read': case 'mapfile': case 'readarray': case 'getopts': case 'unset': case 'declare': case 'typeset': case 'local':
    case 'export': case 'readonly': {
      for (const w of beforeDashes) {
        if (w.wild && (w.split || beforeDashes.indexOf(w) === 0 || !w.text.includes('='))) return why(w);
      }
      return null;
    }
    case 'jobs':
      return args.some((w) => w.wild || /^-[a-z]*x/.test(w.text)) ? 'jobs -x runs a command and cannot be analysed statically' : null;
    default:
      return null;
  }
}

export function builtinArgumentProblem(words: readonly string[]): string | null {
  const name = basename(words[0] ?? '');
  const subscripted = (value: string | undefined, what: string) =>
    value !== undefined && !IDENTIFIER.test(value)
      ? `${what} "${value}" is not a plain variable name; a subscript in it is evaluated arithmetically, which can run commands`
      : null;
  const badName = (value: string | undefined, what: string) => {
    if (value === undefined) return null;
    if (!IDENTIFIER.test(value)) return `${what} "${value}" is not a plain variable name; a subscript in it is evaluated arithmetically, which can run commands`;
    // `read HOME`, `printf -v PATH`: setting these changes what later commands run or load.
    if (isDangerousVariable(value)) return `${what} sets ${value}, which changes what later commands run or load, so it is not allowed`;
    return null;
  };
  const check = (pairs: { letter: string; value: string | undefined }[], letter: string, what: string) => {
    for (const p of pairs) if (p.letter === letter) {
      const problem = badName(p.value, what);
      if (problem) return problem;
    }
    return null;
  };
  switch (name) {
    case 'printf':
      return check(optionValues(words, 'v'), 'v', 'printf -v');
    case 'read': {
      const problem = check(optionValues(words, 'adinNptu'), 'a', 'read -a');
      if (problem) return problem;
      for (const operand of operandsAfter(words, 'adinNptu')) {
        const p = badName(operand, 'read');
        if (p) return p;
      }
      return null;
    }
    case 'mapfile':
    case 'readarray': {
      if (optionValues(words, 'CcdnOsu').some((p) => p.letter === 'C')) return `${name} -C runs a command for each line and cannot be analysed statically`;
      const origin = optionValues(words, 'CcdnOsu').find((p) => p.letter === 'O');
      if (origin && !/^\d+$/.test(origin.value ?? '')) return `${name} -O "${origin.value}" is evaluated arithmetically`;
      for (const operand of operandsAfter(words, 'CcdnOsu')) {
        const p = badName(operand, name);
        if (p) return p;
      }
      return null;
    }
    case 'getopts': {
      const operands = operandsAfter(words, '');
      return badName(operands[1], 'getopts');
    }
    case 'wait':
      return check(optionValues(words, 'p'), 'p', 'wait -p');
    case 'unset':
      for (const operand of operandsAfter(words, '')) {
        const p = subscripted(operand, 'unset');
        if (p) return p;
      }
      return null;
    case 'set': {
      // `set -k` makes `cmd NAME=value` an environment assignment; `-H` turns on history expansion.
      for (let i = 1; i < words.length; i += 1) {
        const w = words[i]!;
        if (w === '--' || w === '-') break;
        if (!/^[-+][A-Za-z]+$/.test(w)) break;
        if (/[kH]/.test(w.slice(1))) return `set ${w} changes how later commands are read and cannot be analysed statically`;
        if (w.slice(1).includes('o')) {
          const option = words[i + 1];
          if (option !== undefined && !SAFE_SET_OPTIONS.has(option)) return `set ${w} ${option} cannot be analysed statically`;
          i += 1;
        }
      }
      return null;
    }
    case 'test':
    case '[': {
      const i = words.indexOf('-v');
      return i === -1 ? null : subscripted(words[i + 1], `${name} -v`);
    }
    default:
      break;
  }
  if (DECLARATIONS.has(name)) {
    for (const w of words.slice(1)) {
      if (/^[-+]/.test(w)) {
        // `export -n` only removes the export attribute.
        if (/[in]/.test(w.slice(1)) && !(name === 'export' && w === '-n')) {
          return `${name} ${w}: the integer and nameref attributes evaluate values as arithmetic or as names, which can run commands`;
        }
        continue;
      }
      const eq = w.indexOf('=');
      const target = eq === -1 ? w : w.slice(0, w[eq - 1] === '+' ? eq - 1 : eq);
      const p = badName(target, name);
      if (p) return p;
    }
  }
  return null;
}
