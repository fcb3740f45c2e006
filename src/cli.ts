#!/usr/bin/env node
/**
 * `marshal`: the same engine as the Action, from a shell.
 *   marshal run [options]                 run the agent on a local repository
 *   marshal replay TRANSCRIPT [--policy]  re-evaluate a recorded run against a policy
 *   marshal policy check|explain ...      validate and explain policies
 *   marshal policy check-diff ...         hold a branch's changes against the base policy (guard mode)
 */
import { runPolicyCommand } from './policy/cli-commands.js';
import { runReplayCommand } from './agent/replay-command.js';
import { runRunCommand } from './run-command.js';

const USAGE = `usage: marshal <command> [options]

commands:
  run       run the agent on a local repository (see: marshal run --help)
  replay    show every call of a recorded transcript with a policy's decision
  policy    check or explain a policy file, or check a branch's changes against it
            (check-diff: guard mode in any CI; see: marshal policy --help)
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'run':
      return runRunCommand(rest);
    case 'replay':
      return runReplayCommand(rest);
    case 'policy':
      return runPolicyCommand(rest);
    case undefined:
    case '-h':
    case '--help':
      process.stdout.write(USAGE);
      return command ? 0 : 2;
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
