#!/usr/bin/env node
import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  VERSION
} from "./cli-chunk-KVA3GY5H.js";
import "./cli-chunk-Q2B2XOGO.js";

// src/cli.ts
import { setFlagsFromString } from "node:v8";
function baselineWasmOnly() {
  setFlagsFromString("--liftoff-only");
}
var USAGE = `usage: marshal <command> [options]

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
`;
async function main(argv) {
  const [command, ...rest] = argv;
  switch (command) {
    case "run":
      return (await import("./cli-run-command-5ULY5KFP.js")).runRunCommand(rest);
    case "replay":
      baselineWasmOnly();
      return (await import("./cli-replay-command-C55F6F6E.js")).runReplayCommand(rest);
    case "policy":
      baselineWasmOnly();
      return (await import("./cli-policy-command-XODMGA5O.js")).runPolicyCommand(rest);
    case "-v":
    case "--version":
      process.stdout.write(`marshal ${VERSION}
`);
      return 0;
    case void 0:
      process.stderr.write(USAGE);
      return 2;
    case "-h":
    case "--help":
    case "help":
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`marshal: unknown command "${command}"
${USAGE}`);
      return 2;
  }
}
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`marshal: ${error instanceof Error ? error.message : String(error)}
`);
    process.exitCode = 1;
  }
);
