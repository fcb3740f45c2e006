/**
 * `marshal replay TRANSCRIPT [--policy FILE] [--cwd DIR] [--json]`
 *
 * Re-evaluates every tool call of a recorded run against a (new) policy, without running
 * anything: for each call, the tool, a one-line summary, the verdict recorded at the time and the
 * decision the policy gives now (rule + reason); then how many calls would be decided differently.
 * This is how a maintainer checks that tightening a policy blocks what it should and nothing more.
 *
 * Decisions go through the same steps as in a run, minus execution: resolve the tool name,
 * validate the input with the tool's schema, plan mode, then the policy (policyPermission, the
 * executor's permission step). Exit 0 when every decision is unchanged, 1 when any call would be
 * decided differently, 2 on bad input (no transcript, unreadable file, bad policy).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_POLICY_PATH, loadPolicy, policyPermission, PolicyError, type Policy } from '../policy/index.js';
import { createDecisionRegistry } from '../tools/builtins.js';
import { mcpStandIn } from '../mcp/mcp-stand-in.js';
import type { ToolRegistry } from '../tools/registry.js';
import type { Verdict } from '../shared/events.js';
import { logText } from '../log-safe.js';
import { readTranscript, toolCallsOf, TranscriptError } from './transcript.js';

export interface ReplayedCall {
  id: string;
  tool: string;
  summary: string;
  /** The verdict recorded in the transcript (null for a hand-written script). */
  recorded: Verdict | null;
  decision: 'allow' | 'deny';
  rule: string | null;
  reason: string;
  /** The new decision differs from what the recorded verdict implies. */
  changed: boolean;
}

/** What a recorded verdict says the policy decided; null when the policy never decided it. */
function recordedDecision(verdict: Verdict | null): 'allow' | 'deny' | null {
  switch (verdict) {
    case 'ok':
    case 'failed':
    case 'timeout':
    case 'cancelled':
      return 'allow';
    case 'denied':
      return 'deny';
    default:
      return null;
  }
}

function oneLine(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Text from a transcript is model- (and so attacker-) controlled: escape sequences and control or
 * bidi-override characters are shown as \u{..} instead of reaching the maintainer's terminal.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}

/** Decides every recorded call under `policy`; pure apart from the policy's symlink resolution. */
export async function replayDecisions(
  calls: ReturnType<typeof toolCallsOf>,
  policy: Policy,
  registry: ToolRegistry,
  cwd: string,
): Promise<ReplayedCall[]> {
  const permission = policyPermission(policy);
  const out: ReplayedCall[] = [];
  for (const call of calls) {
    const found = registry.resolve(call.name) ?? mcpStandIn(policy.doc.mcp_servers ?? {}, call.name);
    const tool = typeof found === 'string' ? undefined : found;
    let summary = oneLine(JSON.stringify(call.input ?? {}));
    let verdict: Pick<ReplayedCall, 'decision' | 'rule' | 'reason'>;
    if (!tool) {
      verdict = { decision: 'deny', rule: null, reason: typeof found === 'string' ? oneLine(found, 200) : `unknown tool "${oneLine(call.name, 60)}"` };
    } else {
      const parsed = tool.input.safeParse(call.input);
      if (!parsed.success) {
        verdict = { decision: 'deny', rule: null, reason: `invalid input: ${oneLine(parsed.error.message, 120)}` };
      } else {
        try {
          if (tool.summarize) summary = oneLine(tool.summarize(parsed.data));
        } catch {
          // Keep the JSON summary.
        }
        if (policy.doc.mode === 'plan' && tool.class !== 'read') {
          verdict = { decision: 'deny', rule: null, reason: 'plan mode: only read-only tools may run' };
        } else {
          verdict = await permission({ tool, input: parsed.data, cwd });
        }
      }
    }
    const before = recordedDecision(call.verdict);
    out.push({
      id: call.id,
      tool: tool?.name ?? call.name,
      summary,
      recorded: call.verdict,
      ...verdict,
      changed: before !== null && before !== verdict.decision,
    });
  }
  return out;
}

const USAGE = `usage: marshal replay TRANSCRIPT [--policy FILE] [--cwd DIR] [--json]

  Decides every tool call of a recorded run (a transcript.jsonl) under a policy, runs nothing.
  --policy FILE   the policy, from the shell's current directory (default:
                  ${DEFAULT_POLICY_PATH} under --cwd)
  --cwd DIR       the repository the calls' paths are resolved in (default: the current directory)
  --json          print {"policy","calls","changed"}

exit codes: 0 no decision changed; 1 some call would be decided differently; 2 usage error,
unreadable transcript or invalid policy
`;

export async function runReplayCommand(argv: string[]): Promise<number> {
  let values: { policy?: string; cwd?: string; json?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { policy: { type: 'string' }, cwd: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    process.stderr.write(`marshal replay: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`marshal replay: expected exactly one transcript file\n${USAGE}`);
    return 2;
  }
  const cwd = path.resolve(values.cwd ?? process.cwd());
  let calls: ReturnType<typeof toolCallsOf>;
  try {
    calls = toolCallsOf(readTranscript(path.resolve(positionals[0] as string)));
  } catch (error) {
    if (error instanceof TranscriptError) {
      process.stderr.write(`marshal replay: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  let policy: Policy;
  try {
    // --policy is the shell's path, as in every command; the default lives in the repository.
    const file = values.policy !== undefined ? path.resolve(values.policy) : path.resolve(cwd, DEFAULT_POLICY_PATH);
    if (values.policy && !existsSync(file)) throw new PolicyError(`${values.policy}: no such file`);
    policy = await loadPolicy({ cwd, path: file });
  } catch (error) {
    if (error instanceof PolicyError) {
      process.stderr.write(`marshal replay: ${error.message}\n`);
      return 2;
    }
    throw error;
  }

  const replayed = await replayDecisions(calls, policy, createDecisionRegistry(), cwd);
  const changed = replayed.filter((c) => c.changed).length;
  if (values.json) {
    // Recorded calls are the model's text: safe for a CI log's command parser either way (log-safe.ts).
    process.stdout.write(`${logText(JSON.stringify({ policy: policy.doc.source, calls: replayed, changed }, null, 2))}\n`);
    return changed ? 1 : 0;
  }
  const lines = [`Policy: ${policy.doc.source}${policy.doc.isDefault ? ' (no file: built-in default)' : ''}`, ''];
  replayed.forEach((c, i) => {
    const mark = c.changed ? '!' : ' ';
    lines.push(printable(`${mark} ${String(i + 1).padStart(3)}. ${oneLine(c.tool, 80)} ${c.summary}`));
    lines.push(printable(`        recorded: ${c.recorded ?? 'n/a'}   now: ${c.decision}${c.rule ? ` by ${c.rule}` : ''} — ${c.reason}`));
  });
  lines.push('', `${changed} of ${replayed.length} call(s) would be decided differently.`);
  process.stdout.write(`${logText(lines.join('\n'))}\n`);
  return changed ? 1 : 0;
}
