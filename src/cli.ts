#!/usr/bin/env node
/**
 * `marshal`: the same engine as the Action, from a shell.
 *   marshal run [options]                 run the agent on a local repository
 *   marshal replay TRANSCRIPT [--policy]  re-evaluate a recorded run against a policy
 *   marshal policy check|explain ...      validate and explain policies
 *   marshal policy check-diff ...         hold a branch's changes against the base policy (guard mode)
 *
 * Each subcommand's module is imported only when it runs (esbuild splits them into chunks, and the
 * heavy parts — tree-sitter, the SDK, Octokit — initialise lazily): `--help` starts fast. The
 * policy command is short and run often (one `policy explain` per call in a script), so the build
 * also makes it one CommonJS file that loads through a V8 code cache (compile-cache.ts).
 */
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { compileCacheDir, loadWithCompileCache } from './compile-cache.js';
import { prefetchShellWasm } from './policy/shell/parser-wasm.js';
import { VERSION } from './version.js';

declare global {
  /** The policy command's CommonJS bundle beside dist/cli.js (scripts/build.mjs); unset from source. */
  var __MARSHAL_POLICY_BUNDLE__: string | undefined;
}

/**
 * Short commands compile tree-sitter's wasm with the baseline compiler only: V8 otherwise
 * optimises the 1.3 MB grammar in background threads and Node waits for that work before it
 * exits (~0.5 s after the answer was printed). A handful of parses gains nothing from it.
 */
function baselineWasmOnly(): void {
  setFlagsFromString('--liftoff-only');
  setFlagsFromString('--no-wasm-lazy-compilation');
}

/**
 * The policy command: the bundle through the code cache where built, the module itself from
 * source. MARSHAL_COMPILE_CACHE_TRACE=1 says on stderr whether the cache was used, and why not.
 */
async function policyCommand(): Promise<typeof import('./policy-command.js')> {
  // A literal in the bundle, so esbuild drops the branch not taken (and with it the ESM chunks).
  if (globalThis.__MARSHAL_POLICY_BUNDLE__) {
    const choice = compileCacheDir(process.env);
    const loaded = loadWithCompileCache(fileURLToPath(new URL(globalThis.__MARSHAL_POLICY_BUNDLE__, import.meta.url)), { dir: choice.dir });
    if (process.env.MARSHAL_COMPILE_CACHE_TRACE === '1') process.stderr.write(`marshal: compile cache ${loaded.outcome}: ${choice.dir === null ? choice.why : loaded.detail}\n`);
    process.once('exit', loaded.save);
    return loaded.exports as typeof import('./policy-command.js');
  } else {
    return import('./policy-command.js');
  }
}

const USAGE = `usage: marshal <command> [options]

commands:
  run       run the agent on a local repository (see: marshal run --help)
  replay    show every call of a recorded transcript with a policy's decision
  policy    check or explain a policy file, or check a branch's changes against it
            (check-diff: guard mode in any CI; see: marshal policy --help)

options:
  -h, --help      this text (every command takes --help too)
  -v, --version   print the version

exit codes (every command):
  0  done: allowed, passed, no change
  1  a finding: a deny (explain --exit-code), a changed decision (replay), a failed check or run
  2  usage error: bad arguments, unreadable or invalid policy or input
  3  run only: the run stopped at a limit (turns, time or budget)

--policy FILE is a path from the shell's current directory in every command (default:
.github/marshal.yml in the repository given by --cwd).

environment:
  MARSHAL_COMPILE_CACHE   where \`policy\` keeps its compiled code between runs (default
                          $XDG_CACHE_HOME/marshal or ~/.cache/marshal; off: none)
  MARSHAL_COMPILE_CACHE_TRACE=1   say on stderr whether that cache was used, and why not
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'run':
      await prefetchShellWasm();
      return (await import('./run-command.js')).runRunCommand(rest);
    case 'replay':
      baselineWasmOnly();
      await prefetchShellWasm();
      return (await import('./agent/replay-command.js')).runReplayCommand(rest);
    case 'policy':
      baselineWasmOnly();
      await prefetchShellWasm();
      return (await policyCommand()).runPolicyCommand(rest);
    case '-v':
    case '--version':
      process.stdout.write(`marshal ${VERSION}\n`);
      return 0;
    case undefined:
      // No command is a usage error: the usage goes where errors go, and the exit code says so.
      process.stderr.write(USAGE);
      return 2;
    case '-h':
    case '--help':
    case 'help':
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`marshal: unknown command "${command}"\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`marshal: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
