/**
 * Bash: runs a command with `bash -c` in the workspace, through `ctx.exec` (the subprocess choke
 * point). The policy has already analysed `command` before this runs; what this file guarantees is
 * the runtime side: the child sees only the sandbox environment (`ctx.env`, filtered again by
 * exec; never `process.env`), a timeout or cancellation kills its whole process group, and the
 * model always gets the output it produced plus the exit code.
 */
import { z } from 'zod';
import { defineTool } from './tool.js';

/** Upper bound the model may ask for, in ms. */
const MAX_BASH_TIMEOUT_MS = 600_000;
/** Minimum interval between onUpdate calls while output streams. */
const UPDATE_INTERVAL_MS = 250;
/** Characters of output tail sent with each update. */
const UPDATE_TAIL_CHARS = 4000;

const bashInput = z.object({
  command: z.string().min(1).describe('The bash command to run, e.g. "npm test" or "git status --short". Runs in the repository root.'),
  timeout: z
    .number()
    .int()
    .positive()
    .max(MAX_BASH_TIMEOUT_MS)
    .optional()
    .describe(`Timeout in milliseconds (max ${MAX_BASH_TIMEOUT_MS}). Defaults to the run's per-call limit, which also caps it.`),
  description: z
    .string()
    .optional()
    .describe('A short description of what the command does, in 5-10 words, e.g. "Run the unit tests".'),
});

function firstLine(command: string, max = 80): string {
  const line = command.trim().split('\n')[0] ?? '';
  const more = line.length > max || command.trim().includes('\n');
  return more ? `${line.slice(0, max)}…` : line;
}

/** Calls `send` with the output tail at most every UPDATE_INTERVAL_MS, plus once at the end. */
function throttledTail(send: (tail: string) => void) {
  let tail = '';
  let timer: NodeJS.Timeout | undefined;
  let dirty = false;
  const flush = () => {
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    send(tail);
  };
  return {
    push(chunk: string) {
      tail = (tail + chunk).slice(-UPDATE_TAIL_CHARS);
      dirty = true;
      timer ??= setTimeout(flush, UPDATE_INTERVAL_MS);
    },
    stop() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}

export const bashTool = defineTool({
  name: 'Bash',
  aliases: ['bash', 'shell', 'execute_cmd'],
  description:
    'Run a bash command in the repository root and get its combined stdout/stderr and exit code. ' +
    'Non-interactive: no prompts, no TTY, no network credentials. The environment holds no secrets. ' +
    'Each call starts fresh (cd and exported variables do not carry over). Prefer Read, Grep, Glob and LS ' +
    'over cat, grep, find and ls. Commands the policy does not allow are refused before they run.',
  input: bashInput,
  class: 'serial-mutation',
  policyKind: 'shell',
  paths: () => [],
  summarize: (input) => firstLine(input.command),
  async run(input, ctx) {
    const requested = input.timeout ?? MAX_BASH_TIMEOUT_MS;
    const timeoutMs = ctx.timeoutMs > 0 ? Math.min(requested, ctx.timeoutMs) : requested;
    ctx.onProgress(input.description ?? firstLine(input.command));
    const updates = throttledTail((tail) => ctx.onUpdate(tail));
    let result;
    try {
      result = await ctx.exec({
        script: input.command,
        cwd: ctx.cwd,
        env: ctx.env,
        signal: ctx.signal,
        timeoutMs,
        onOutput: (chunk) => updates.push(chunk),
      });
    } finally {
      updates.stop();
    }

    const output = result.output.replace(/\n+$/, '');
    const shown = output === '' ? '(no output)' : output;
    const details = { exitCode: result.exitCode, signal: result.signal, durationMs: Math.round(result.durationMs), truncated: result.truncated };
    if (result.timedOut) {
      return {
        content: `Command timed out after ${timeoutMs} ms and was killed (with any processes it started).\nOutput so far:\n${shown}`,
        isError: true,
        details: { ...details, timedOut: true },
      };
    }
    if (result.aborted) {
      return { content: `Command was cancelled.\nOutput so far:\n${shown}`, isError: true, details: { ...details, aborted: true } };
    }
    const status = result.exitCode !== null ? `Exit code: ${result.exitCode}` : `Exit code: none (killed by ${result.signal ?? 'a signal'})`;
    return { content: `${shown}\n${status}`, isError: result.exitCode !== 0, details };
  },
});
