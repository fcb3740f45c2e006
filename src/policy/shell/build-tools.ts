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
    values: ['-p', '--project-dir', '-x', '--exclude-task', '-P', '--project-prop', '--console', '--warning-mode', '--max-workers', '--priority', '-M', '--write-verification-metadata', '--dependency-verification'],
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
    exec: ['-p', '--pyargs', '--pastebin', '--rootdir', '--confcutdir', '-o', '--override-ini', '--import-mode', '--debug', '--pdbcls'],
    config: ['-c', '--config-file', '--inifile'],
    writes: ['--junitxml', '--junit-xml', '--resultlog', '--result-log', '--html', '--report-log', '--json-report-file', '--cov-report'],
    treeWrites: ['--basetemp'],
    values: ['-k', '-m', '--maxfail', '--tb', '-r', '--durations', '--cov', '-n', '--numprocesses', '--deselect', '--ignore', '--ignore-glob', '--log-level', '--timeout', '-W'],
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
const NO_VALUE = new Set(['--user', '--pyargs', '--pastebin', '--debug']);

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
    if (table.prefixes && name.startsWith('--')) {
      const resolved = longOption(name, longs);
      if (resolved === 'ambiguous') return { ...out, refusal: `${tool} option "${w}" is ambiguous` };
      if (resolved) name = resolved;
    }
    // Short options with the value attached (`-Ifile`, `-pplugin`, `-Dx=y`, `-tdir`).
    const known = all.find((o) => o === name)
      ?? all.find((o) => (o.endsWith('.') || (o.startsWith('-D') && o.length > 2)) && name.startsWith(o))
      ?? all.find((o) => !o.startsWith('--') && o.length === 2 && !table.singleDash && name.startsWith(o) && name.length > 2);
    if (known === undefined) continue;
    if (known !== name && value === undefined && !known.endsWith('.') && !(known.startsWith('-D') && known.length > 2)) value = name.slice(known.length);
    if ((known.endsWith('.') || (known.startsWith('-D') && known.length > 2)) && value === undefined) value = '';
    const takes = !NO_VALUE.has(known);
    if (value === undefined && takes) value = words[++i];
    // `-ldflags '-linkmode external -extld ./x'` makes go run another linker.
    if (tool === 'go' && known === '-ldflags' && /extld|linkmode/.test(value ?? '')) return { ...out, refusal: 'go -ldflags with -extld / -linkmode runs another linker, which cannot be analysed' };
    if (table.exec.includes(known)) {
      if (tool === 'pytest' && known === '-p' && value?.startsWith('no:')) continue; // disabling a plugin
      if (tool === 'gradle' && (known === '-D' || known === '--system-prop') && !/^org\.gradle\.|^gradle\./.test(value ?? '')) continue;
      return { ...out, refusal: `${tool} ${known} runs or loads another program, plugin or script named on the command line, which cannot be analysed` };
    }
    if (table.config.includes(known)) return { ...out, refusal: `${tool} ${known} changes the directory, build file or configuration ${tool} uses, which cannot be analysed` };
    if (table.writes.includes(known)) {
      const target = tool === 'pytest' && known === '--cov-report' ? (value ?? '').split(':').slice(1).join(':') : value;
      if (target && !DISCARDED.has(target)) out.writes.push(target);
    }
    if (table.treeWrites.includes(known)) {
      if (known === '--user') return { ...out, refusal: `${tool} --user writes to the user's site directory, outside the workspace` };
      out.treeWrites.push(value ?? '');
    }
  }
  return out;
}

/** Command-line variables of make whose value is a plain number or switch (`V=1`, `DEBUG=no`). */
const HARMLESS_MAKE_VALUE = /^([0-9]+|true|false|yes|no|on|off|y|n)$/i;

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
    return check('go', words, GO_BUILD_FLAGS, 2);
  }
  if (name === 'cargo') {
    if (words.slice(1).some((w) => /^-Z/.test(w))) return { ...none, refusal: 'cargo -Z unstable options can change what cargo runs and cannot be analysed' };
    return check('cargo', words, TABLES.cargo!, 1);
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
