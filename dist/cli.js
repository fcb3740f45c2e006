#!/usr/bin/env node
import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);

// src/policy/cli-commands.ts
async function runPolicyCommand(_argv) {
  process.stderr.write("marshal: not built yet\n");
  return 2;
}

// src/agent/replay-command.ts
async function runReplayCommand(_argv) {
  process.stderr.write("marshal: not built yet\n");
  return 2;
}

// src/run-command.ts
async function runRunCommand(_argv) {
  process.stderr.write("marshal: not built yet\n");
  return 2;
}

// src/cli.ts
var USAGE = `usage: marshal <command> [options]

commands:
  run       run the agent on a local repository (see: marshal run --help)
  replay    show every call of a recorded transcript with a policy's decision
  policy    check or explain a policy file (see: marshal policy --help)
`;
async function main(argv) {
  const [command, ...rest] = argv;
  switch (command) {
    case "run":
      return runRunCommand(rest);
    case "replay":
      return runReplayCommand(rest);
    case "policy":
      return runPolicyCommand(rest);
    case void 0:
    case "-h":
    case "--help":
      process.stdout.write(USAGE);
      return command ? 0 : 2;
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
