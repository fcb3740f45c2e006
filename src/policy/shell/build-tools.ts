/**
 * Build and test tools, by the options that make an allowed invocation run ANOTHER program or
 * write somewhere its rule did not say. `Bash(go test:*)` means "run the tests"; it does not mean
 * `go test -exec ./anything`, `go build -o .git/hooks/pre-commit` or `go env -w GOFLAGS=...`.
 *
 * Per program, a table: options that run or load code (refused), options that change the
 * directory or the build file / configuration used (refused), and options whose value is a file
 * or directory written (checked like any write, so it must stay inside the workspace and pass the
 * Edit rules and the protected paths). Long options are matched by getopt-style prefixes where the
 * program accepts them, and in both `--opt=value` and `--opt value` forms.
 *
 * Where a tool hands options on to another program (`go test -args -test.X`, `cargo test -- --X`,
 * the compiler flags in `go build -gcflags`), those are read from an allowlist: an option not known
 * to be harmless is refused, since it may write a file or load code (a pytest plugin's option, a
 * linker flag). The environment that configures the tools (CARGO_*, RUSTC*, GOFLAGS, PYTEST_*,
 * MAKEFILES ...) is refused in vocabulary.ts unless known to be harmless; make takes every
 * variable of its environment as a makefile variable (makeVariableProblem).
 *
 * The tests and build scripts these tools run are code the policy already trusts by allowing the
 * tool; what is refused here is code or configuration named on the command line.
 */
import { longOption } from './args.js';
import { basename } from './wrappers.js';

export interface BuildToolFacts {
  refusal: string | null;
  /** Files written (checked like Edit). */
  writes: string[];
  /** Directories written recursively. */
  treeWrites: string[];
  /** Directories it works in instead of the current one (`gradle -p DIR`), each checked as a `cd`. */
  chdirs?: string[];
}

interface Table {
  /** Options that run or load another program / plugin / script: refused. */
  exec: readonly string[];
  /** Options that change the directory, build file or configuration: refused. */
  config: readonly string[];
  /** Options whose value is a file written. */
  writes: readonly string[];
  /** Options whose value is a directory written under. */
  treeWrites: readonly string[];
  /** Options taking a value (so the value is not taken for an option). */
  values: readonly string[];
  /** Accepts `--long` prefixes (getopt_long). */
  prefixes?: boolean;
  /** Single-dash long options (`go -exec`, `gradle -I`): `-name=value` and `-name value`. */
  singleDash?: boolean;
}

const GO_BUILD_FLAGS: Table = {
  exec: ['-exec', '-toolexec', '-vettool', '-overlay', '-compiler', '-gccgoflags'],
  config: ['-C', '-modfile'],
  writes: ['-o', '-coverprofile', '-cpuprofile', '-memprofile', '-blockprofile', '-mutexprofile', '-trace', '-json-output'],
  treeWrites: ['-outputdir', '-pkgdir'],
  values: ['-ldflags', '-gcflags', '-asmflags', '-pgo', '-run', '-bench', '-count', '-timeout', '-tags', '-p', '-parallel', '-cpu', '-covermode', '-coverpkg', '-mod', '-benchtime', '-shuffle', '-skip', '-fuzz', '-fuzztime', '-list', '-buildmode', '-buildvcs', '-installsuffix'],
  singleDash: true,
};

const TABLES: Readonly<Record<string, Table>> = {
  cargo: {
    exec: ['--config', '-Z'],
    config: ['-C'],
    writes: [],
    treeWrites: ['--target-dir', '--out-dir', '--artifact-dir', '--root'],
    values: ['--manifest-path', '-p', '--package', '--features', '-F', '-j', '--jobs', '--target', '--profile', '--bin', '--example', '--test', '--bench', '--color', '--message-format', '--exclude', '--timings'],
  },
  gradle: {
    exec: ['-I', '--init-script', '-D', '--system-prop'],
    config: ['-b', '--build-file', '-c', '--settings-file', '-g', '--gradle-user-home', '--project-cache-dir', '--include-build'],
    writes: [],
    treeWrites: [],
    values: ['-p', '--project-dir', '-x', '--exclude-task', '-P', '--project-prop', '--console', '--warning-mode', '--max-workers', '--priority', '-M', '--write-verification-metadata', '--dependency-verification', '--update-locks', '--tests'],
  },
  mvn: {
    exec: ['-Dmaven.ext.class.path', '-Dexec.', '-Dmaven.repo.local', '-Dmaven.home', '-Dclassworlds.conf'],
    config: ['-s', '--settings', '-gs', '--global-settings', '-t', '--toolchains', '-gt', '--global-toolchains', '-ep', '--encrypt-password'],
    writes: ['-l', '--log-file'],
    treeWrites: [],
    // `-f sub/pom.xml` builds another module of the workspace (like `cd sub && mvn`); the path is
    // checked as any argument is (inside the workspace, readable).
    values: ['-f', '--file', '-pl', '--projects', '-rf', '--resume-from', '-T', '--threads', '-P', '--activate-profiles', '-D', '--define'],
  },
  pytest: {
    exec: ['-p', '--pyargs', '--pastebin', '--rootdir', '--confcutdir', '-o', '--override-ini', '--import-mode', '--pdbcls', '--cov-config', '--tx', '--rsyncdir', '--trace-config'],
    config: ['-c', '--config-file', '--inifile'],
    writes: ['--junitxml', '--junit-xml', '--resultlog', '--result-log', '--html', '--report-log', '--json-report-file', '--cov-report', '--log-file', '--debug', '--benchmark-json'],
    treeWrites: ['--basetemp', '--alluredir', '--benchmark-storage'],
    values: ['-k', '-m', '--maxfail', '--tb', '-r', '--durations', '--durations-min', '--cov', '-n', '--numprocesses', '--maxprocesses', '--deselect', '--ignore', '--ignore-glob', '--log-level', '--log-format', '--log-date-format', '--log-cli-level', '--log-cli-format', '--log-cli-date-format', '--log-file-level', '--log-file-format', '--log-file-date-format', '--log-file-mode', '--log-auto-indent', '--log-disable', '--timeout', '--timeout-method', '-W', '--pythonwarnings', '--capture', '--color', '--code-highlight', '--show-capture', '--verbosity', '--doctest-report', '--doctest-glob', '--assert', '--junit-prefix', '--dist', '--cov-fail-under', '--cov-context', '--cov-precision', '--reruns', '--reruns-delay', '--only-rerun', '--rerun-except', '--randomly-seed', '--asyncio-mode', '--hypothesis-seed', '--hypothesis-profile', '--hypothesis-verbosity', '--max-worker-restart', '--rsyncignore', '--xfail-tb', '--benchmark-sort', '--benchmark-columns', '--benchmark-group-by', '--benchmark-min-rounds', '--benchmark-max-time', '--benchmark-min-time', '--benchmark-warmup', '--benchmark-compare', '--benchmark-compare-fail', '--benchmark-name', '--benchmark-timer'],
    prefixes: true,
  },
  pip: {
    exec: ['--config-settings', '-C', '--global-option', '--build-option', '--install-option', '--python'],
    config: ['--config', '--root-user-action'],
    writes: ['--log', '--log-file', '--report'],
    treeWrites: ['-t', '--target', '--prefix', '--root', '--user', '-d', '--dest', '-w', '--wheel-dir', '--cache-dir', '--src'],
    values: ['-e', '--editable', '-r', '--requirement', '-c', '--constraint', '-i', '--index-url', '--extra-index-url', '-f', '--find-links', '--platform', '--python-version', '--implementation', '--abi', '--timeout', '--retries', '--progress-bar', '--only-binary', '--no-binary', '--trusted-host', '--proxy', '--upgrade-strategy'],
    prefixes: true,
  },
};

/** Outputs that go nowhere (`go build -o /dev/null`). */
const DISCARDED = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '-']);

/** `--user` takes no value but writes to the user's site directory: outside the workspace. */
const NO_VALUE = new Set(['--user', '--pyargs', '--pastebin', '--trace-config']);

/** Options whose value is optional and attached only (`--debug` writes pytestdebug.log, `--debug=F` writes F). */
const OPTIONAL_VALUE: Readonly<Record<string, string>> = { '--debug': 'pytestdebug.log' };

/**
 * pytest's own options and those of the plugins agents use (cov, xdist, timeout, rerunfailures,
 * randomly, asyncio, hypothesis, benchmark) that neither take a file nor load code. Any other long
 * option is refused: a plugin's option may write a file or load a module.
 */
const PYTEST_FLAGS = new Set([
  '--exitfirst', '--fixtures', '--funcargs', '--fixtures-per-test', '--pdb', '--trace', '--runxfail', '--lf', '--last-failed', '--ff',
  '--failed-first', '--nf', '--new-first', '--cache-show', '--cache-clear', '--lfnf', '--last-failed-no-failures', '--sw', '--stepwise',
  '--sw-skip', '--stepwise-skip', '--sw-reset', '--stepwise-reset', '--verbose', '--no-header', '--no-summary', '--no-fold-skipped', '--quiet',
  '--disable-warnings', '--disable-pytest-warnings', '--showlocals', '--no-showlocals', '--full-trace', '--strict-config', '--strict-markers',
  '--strict', '--continue-on-collection-errors', '--co', '--collect-only', '--noconftest', '--keep-duplicates', '--collect-in-virtualenv',
  '--doctest-modules', '--doctest-ignore-import-errors', '--doctest-continue-on-failure', '--version', '--help', '--setup-only',
  '--setup-show', '--setup-plan', '--no-cov', '--no-cov-on-fail', '--cov-append', '--cov-branch', '--looponfail', '--func_only',
  '--randomly-dont-reorganize', '--randomly-dont-reset-seed', '--hypothesis-show-statistics', '--benchmark-skip', '--benchmark-only',
  '--benchmark-disable', '--benchmark-enable', '--benchmark-disable-gc', '--self-contained-html', '--force-sugar', '--instafail',
]);
/** pytest's short options: letters without a value, and those taking one (-p, -o, -c are in the table). */
const PYTEST_SHORT_FLAGS = 'xsvqlfhVN';

/** libtest's options (`cargo test -- ...`); `--logfile` writes. Any other option is refused. */
const LIBTEST_VALUES = new Set(['--test-threads', '--skip', '--color', '--format', '--shuffle-seed', '-Z', '--logfile']);
const LIBTEST_FLAGS = new Set([
  '--include-ignored', '--ignored', '--force-run-in-process', '--exclude-should-panic', '--test', '--bench', '--list', '--nocapture',
  '--no-capture', '--quiet', '-q', '--exact', '--show-output', '--report-time', '--ensure-time', '--shuffle', '-h', '--help',
]);

/** The test binary's `-test.*` flags (`go test -args`): value-less, with a harmless value, writing a file, writing under a directory. */
const GO_TEST_FLAGS = new Set(['v', 'short', 'failfast', 'benchmem', 'paniconexit0', 'fullpath', 'h', 'help']);
const GO_TEST_VALUES = new Set(['run', 'skip', 'bench', 'benchtime', 'count', 'cpu', 'parallel', 'timeout', 'shuffle', 'list', 'fuzz', 'fuzztime', 'fuzzminimizetime', 'memprofilerate', 'blockprofilerate', 'mutexprofilefraction', 'coverprofilerate', 'v']);
const GO_TEST_WRITES = new Set(['cpuprofile', 'memprofile', 'blockprofile', 'mutexprofile', 'trace', 'coverprofile', 'testlogfile']);
const GO_TEST_DIRS = new Set(['outputdir', 'gocoverdir', 'fuzzcachedir']);

/**
 * The flags handed to the test binary (`-test.X`, after `-args` or not): it runs in each package's
 * directory, so a relative output path is written there (one per package) and cannot be checked;
 * an absolute one is a write like any. An unknown `-test.` flag is refused.
 */
function goTestBinaryFlags(words: readonly string[], from: number, out: BuildToolFacts): string | null {
  for (let i = from; i < words.length; i += 1) {
    const m = /^--?test\.([A-Za-z0-9]+)(?:=(.*))?$/s.exec(words[i]!);
    if (!m) continue;
    const [, name = '', attached] = m;
    const value = attached ?? (GO_TEST_FLAGS.has(name) ? undefined : words[i + 1]);
    if (attached === undefined && !GO_TEST_FLAGS.has(name)) i += 1;
    if (GO_TEST_FLAGS.has(name) || GO_TEST_VALUES.has(name)) continue;
    if (!GO_TEST_WRITES.has(name) && !GO_TEST_DIRS.has(name)) return `go test -test.${name} is not a test flag known to be harmless (it may write a file or change how the tests run), so it is not allowed`;
    if (value === undefined || DISCARDED.has(value)) continue;
    if (!value.startsWith('/')) return `go test -test.${name}=${value}: the test binary runs in each package's directory, so it writes "${value}" relative to each of them, which cannot be checked; give an absolute path`;
    (GO_TEST_DIRS.has(name) ? out.treeWrites : out.writes).push(value);
  }
  return null;
}

/** Compiler, assembler and linker flags in `-gcflags` / `-asmflags` / `-ldflags` known to write nothing and run nothing. */
const GO_COMPILER_FLAG = /^-(N|l|m|m=\d+|S|B|C|e|w|s|h|race|msan|asan|live|std|complete|dwarf(=(true|false))?|d=checkptr(=\d)?|buildid=[\w.-]*|strictdups=\d|compressdwarf=(true|false)|linkmode=internal|X|X=\S+|v|lang=go[\d.]+)$/;

function goToolFlagsProblem(option: string, value: string): string | null {
  // `-gcflags='all=-N -l'`: a package pattern may lead the value.
  const tokens = value.replace(/^[^-\s=]*=(?=-)/, '').split(/\s+/).filter(Boolean);
  for (let k = 0; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (option === '-ldflags' && t === '-X') { k += 1; continue; } // `-X importpath.name=value`
    if (!GO_COMPILER_FLAG.test(t)) return `go ${option} "${t}" is a compiler or linker option that could write files or run programs; only plain ones (-N -l -m -s -w -X ...) are accepted`;
  }
  return null;
}

function check(tool: string, words: readonly string[], table: Table, start: number): BuildToolFacts {
  const out: BuildToolFacts = { refusal: null, writes: [], treeWrites: [] };
  const all = [...table.exec, ...table.config, ...table.writes, ...table.treeWrites, ...table.values];
  const longs = all.filter((o) => o.startsWith('--'));
  for (let i = start; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') break;
    if (!w.startsWith('-') || w === '-') continue;
    const eq = w.indexOf('=');
    let name = eq === -1 ? w : w.slice(0, eq);
    let value: string | undefined = eq === -1 ? undefined : w.slice(eq + 1);
    if (table.singleDash && name.startsWith('--')) name = name.slice(1); // go accepts --flag too
    if (tool === 'pytest' && PYTEST_FLAGS.has(name)) continue;
    if (table.prefixes && name.startsWith('--')) {
      const resolved = longOption(name, longs);
      if (resolved === 'ambiguous') return { ...out, refusal: `${tool} option "${w}" is ambiguous` };
      if (resolved) name = resolved;
    }
    // Short options with the value attached (`-Ifile`, `-pplugin`, `-Dx=y`, `-tdir`).
    const known = all.find((o) => o === name)
      ?? all.find((o) => (o.endsWith('.') || (o.startsWith('-D') && o.length > 2)) && name.startsWith(o))
      ?? all.find((o) => !o.startsWith('--') && o.length === 2 && !table.singleDash && name.startsWith(o) && name.length > 2);
    if (known === undefined) {
      if (tool === 'pytest' && !pytestHarmless(name)) return { ...out, refusal: `pytest option "${w}" is not known to be harmless (plugins add options that write files or load code), so it is not allowed` };
      if (tool === 'gradle') {
        const problem = gradleOptionProblem(name, out);
        if (problem) return { ...out, refusal: problem };
      }
      continue;
    }
    // `-Dname=value`: the whole rest of the word is the value (its `=` belongs to it).
    if (known !== name && !known.startsWith('--') && !known.endsWith('.') && !(known.startsWith('-D') && known.length > 2)) value = w.slice(known.length);
    if ((known.endsWith('.') || (known.startsWith('-D') && known.length > 2)) && value === undefined) value = '';
    const takes = !NO_VALUE.has(known) && !Object.hasOwn(OPTIONAL_VALUE, known);
    if (value === undefined && Object.hasOwn(OPTIONAL_VALUE, known)) value = OPTIONAL_VALUE[known];
    if (value === undefined && takes) value = words[++i];
    if (tool === 'gradle' && (known === '-p' || known === '--project-dir')) {
      // `gradle -p DIR` builds DIR's project: a `cd DIR` for gradle, checked as one.
      (out.chdirs ??= []).push(value ?? '');
      continue;
    }
    if (tool === 'gradle' && known === '--update-locks') return { ...out, refusal: 'gradle --update-locks rewrites the lock files of every project in the build, which cannot be checked' };
    if (tool === 'gradle' && known === '--write-verification-metadata') {
      out.writes.push('gradle/verification-metadata.xml');
      continue;
    }
    if (tool === 'go' && ['-gcflags', '-asmflags', '-ldflags'].includes(known)) {
      const problem = goToolFlagsProblem(known, value ?? '');
      if (problem) return { ...out, refusal: problem };
    }
    // `-ldflags '-linkmode external -extld ./x'` makes go run another linker.
    if (tool === 'go' && known === '-ldflags' && /extld|linkmode/.test(value ?? '')) return { ...out, refusal: 'go -ldflags with -extld / -linkmode runs another linker, which cannot be analysed' };
    if (table.exec.includes(known)) {
      if (tool === 'pytest' && known === '-p' && value?.startsWith('no:')) continue; // disabling a plugin
      if (tool === 'gradle' && (known === '-D' || known === '--system-prop') && !/^org\.gradle\.|^gradle\./.test(value ?? '')) continue;
      return { ...out, refusal: `${tool} ${known} runs or loads another program, plugin or script named on the command line, which cannot be analysed` };
    }
    if (table.config.includes(known)) return { ...out, refusal: `${tool} ${known} changes the directory, build file or configuration ${tool} uses, which cannot be analysed` };
    if (table.writes.includes(known)) {
      // `--cov-report=xml:FILE` writes FILE, `html:DIR` / `annotate:DIR` write under DIR; `term` writes nothing.
      const [kind = '', ...rest] = (value ?? '').split(':');
      const target = tool === 'pytest' && known === '--cov-report' ? rest.join(':') : value;
      const tree = tool === 'pytest' && known === '--cov-report' && ['html', 'annotate'].includes(kind);
      if (target && !DISCARDED.has(target)) (tree ? out.treeWrites : out.writes).push(target);
    }
    if (table.treeWrites.includes(known)) {
      if (known === '--user') return { ...out, refusal: `${tool} --user writes to the user's site directory, outside the workspace` };
      out.treeWrites.push(value ?? '');
    }
  }
  return out;
}

/** Whether a pytest option the table does not know is harmless: one of PYTEST_FLAGS, or short letters of PYTEST_SHORT_FLAGS. */
function pytestHarmless(name: string): boolean {
  if (name.startsWith('--')) return PYTEST_FLAGS.has(name) || (name.length > 3 && [...PYTEST_FLAGS].filter((f) => f.startsWith(name)).length === 1);
  return [...name.slice(1)].every((c) => PYTEST_SHORT_FLAGS.includes(c));
}

/** gradle options the table leaves out that write outside what Edit rules see. */
function gradleOptionProblem(name: string, out: BuildToolFacts): string | null {
  if (['--write-locks'].includes(name)) return `gradle ${name} writes the lock files of every project in the build, which cannot be checked`;
  if (name === '--export-keys') out.writes.push('gradle/verification-keyring.keys', 'gradle/verification-keyring.gpg');
  return null;
}

/** Command-line variables of make whose value is a plain number or switch (`V=1`, `DEBUG=no`). */
const HARMLESS_MAKE_VALUE = /^([0-9]+|true|false|yes|no|on|off|y|n)$/i;

/** `cargo test -- ARGS`: the test harness's (libtest's) options; test name filters are free. */
function libtestArguments(args: readonly string[], out: BuildToolFacts): string | null {
  for (let i = 0; i < args.length; i += 1) {
    const w = args[i]!;
    if (!w.startsWith('-') || w === '-') continue;
    const eq = w.indexOf('=');
    const name = eq === -1 ? w : w.slice(0, eq);
    if (LIBTEST_FLAGS.has(name)) continue;
    if (!LIBTEST_VALUES.has(name)) return `cargo test -- ${w}: not an option of the test harness known to be harmless, so it is not allowed`;
    const value = eq === -1 ? args[++i] : w.slice(eq + 1);
    if (name === '--logfile' && value !== undefined && !DISCARDED.has(value)) out.writes.push(value);
  }
  return null;
}

/** Names make takes from the environment that are plainly not a command (`CI=true make test`). */
const MAKE_PLAIN_NAMES = /^(CI|NO_COLOR|FORCE_COLOR|TERM|COLORTERM|TZ|LANG|LANGUAGE|LC_[A-Z]+|V|VERBOSE|QUIET)$/;

/**
 * make takes every variable of its environment as a makefile variable, and recipes run variables as
 * commands (`$(GO) test`, `$(CC)`): for make, an environment variable holding anything but a plain
 * number or switch (or a locale, a time zone, a colour setting) is refused, as `make GO=x` is.
 */
export function makeVariableProblem(name: string, value: string | null): string | null {
  if (value !== null && HARMLESS_MAKE_VALUE.test(value)) return null;
  if (value !== null && MAKE_PLAIN_NAMES.test(name) && /^[\w.:+-]*$/.test(value)) return null;
  return `make takes ${name} from its environment as a makefile variable, which a recipe may run as a command; only plain values such as ${name}=1 are accepted`;
}

/** The facts for a build tool invocation, or null for programs this file does not know. */
export function buildToolFacts(words: readonly string[]): BuildToolFacts | null {
  const name = basename(words[0] ?? '');
  const none: BuildToolFacts = { refusal: null, writes: [], treeWrites: [] };
  if (name === 'go') {
    const sub = words[1];
    if (sub === 'env' && words.slice(2).some((w) => /^--?(w|u)(=|$)/.test(w))) return { ...none, refusal: 'go env -w / -u change the go environment file, which changes how every later go command builds (GOFLAGS, toolexec ...)' };
    if (sub === 'generate') return { ...none, refusal: 'go generate runs the commands named in //go:generate comments, which cannot be analysed' };
    if (sub === 'tool' && words[2] !== undefined && !['cover', 'pprof', 'nm', 'objdump', 'trace', 'dist'].includes(words[2])) return { ...none, refusal: `go tool ${words[2]} runs a tool that cannot be analysed` };
    if (words.slice(1).some((w) => /^--?C(=|$)/.test(w))) return { ...none, refusal: 'go -C changes the directory go works in, which cannot be analysed' };
    // `go test ... -args FLAGS`: everything after -args goes to the test binary.
    const args = sub === 'test' ? words.findIndex((w, k) => k > 1 && /^--?args$/.test(w)) : -1;
    const facts = check('go', args === -1 ? words : words.slice(0, args), GO_BUILD_FLAGS, 2);
    if (facts.refusal || sub !== 'test') return facts;
    const problem = goTestBinaryFlags(words, 2, facts);
    return problem ? { ...facts, refusal: problem } : facts;
  }
  if (name === 'cargo') {
    if (words.slice(1).some((w) => /^-Z/.test(w) && !words.slice(0, words.indexOf(w)).includes('--'))) return { ...none, refusal: 'cargo -Z unstable options can change what cargo runs and cannot be analysed' };
    const facts = check('cargo', words, TABLES.cargo!, 1);
    const dashes = words.indexOf('--');
    if (facts.refusal || dashes === -1 || words.slice(1, dashes).find((w) => !w.startsWith('-')) !== 'test') return facts;
    const problem = libtestArguments(words.slice(dashes + 1), facts);
    return problem ? { ...facts, refusal: problem } : facts;
  }
  if (name === 'gradle' || name === 'gradlew') return check('gradle', words, TABLES.gradle!, 1);
  if (name === 'mvn' || name === 'mvnw') {
    const goal = words.slice(1).find((w) => /^[a-z0-9.-]+:[a-z0-9.-]+/i.test(w) && /^(exec|antrun|groovy|gmavenplus|gplus|scripting|jshell|frontend|invoker|shell|beanshell|jruby|nashorn|javascript|ant)(-maven-plugin)?:|:(exec|run|execute|java)$/.test(w));
    if (goal) return { ...none, refusal: `mvn ${goal} runs a program or script named on the command line, which cannot be analysed` };
    return check('mvn', words, TABLES.mvn!, 1);
  }
  if (name === 'pytest' || name === 'py.test') return check('pytest', words, TABLES.pytest!, 1);
  if (name === 'pip' || /^pip[0-9.]+$/.test(name)) {
    if (words[1] === 'config') return { ...none, refusal: 'pip config changes the configuration every later pip command uses' };
    return check('pip', words, TABLES.pip!, 1);
  }
  if (/^python[0-9.]*$/.test(name) || /^pypy[0-9.]*$/.test(name)) {
    // `python -m pytest ...`, `python -m pip ...`: the module's own options.
    const m = words.indexOf('-m');
    if (m !== -1 && ['pytest', 'pip'].includes(words[m + 1] ?? '')) return buildToolFacts([words[m + 1]!, ...words.slice(m + 2)]);
    return null;
  }
  if (name === 'make' || name === 'gmake') {
    // `make VAR=value` overrides the makefile's variable, and recipes run variables as commands
    // (`$(CC)`, `$(SHELL)`, `$(GO)`): only plain numbers and switches are accepted.
    const assignment = words.slice(1).find((w) => /^[A-Za-z_.][A-Za-z0-9_.]*[:+?!]?=/.test(w) && !HARMLESS_MAKE_VALUE.test(w.slice(w.indexOf('=') + 1)));
    if (assignment) return { ...none, refusal: `make ${assignment} overrides a makefile variable that a recipe may run as a command; only plain values such as V=1 are accepted` };
    const longs = ['--file', '--makefile', '--directory', '--eval', '--include-dir', '--new-file', '--what-if', '--assume-new', '--old-file', '--assume-old', '--jobs', '--load-average', '--debug', '--output-sync', '--shuffle', '--jobserver-style'];
    const risky = ['--file', '--makefile', '--directory', '--eval', '--include-dir'];
    for (const w of words.slice(1)) {
      if (!w.startsWith('--')) continue;
      const long = longOption(w, longs);
      if (long === 'ambiguous' || (long && risky.includes(long))) return { ...none, refusal: `make ${w} changes which makefile or directory make uses, and cannot be analysed` };
    }
    return none;
  }
  return null;
}
