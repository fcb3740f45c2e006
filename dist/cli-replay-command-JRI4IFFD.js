import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  DEFAULT_POLICY_PATH,
  PolicyError,
  TranscriptError,
  createDecisionRegistry,
  loadPolicy,
  logText,
  mcpStandIn,
  policyPermission,
  readTranscript,
  toolCallsOf
} from "./cli-chunk-G6J6P4UB.js";
import "./cli-chunk-GSIOYRJO.js";
import "./cli-chunk-D3TP5JBP.js";
import "./cli-chunk-Q2B2XOGO.js";

// src/agent/replay-command.ts
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
function recordedDecision(verdict) {
  switch (verdict) {
    case "ok":
    case "failed":
    case "timeout":
    case "cancelled":
      return "allow";
    case "denied":
      return "deny";
    default:
      return null;
  }
}
function oneLine(text, max = 80) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}
var UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
function printable(text) {
  return text.replace(UNPRINTABLE, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}
async function replayDecisions(calls, policy, registry, cwd) {
  const permission = policyPermission(policy);
  const out = [];
  for (const call of calls) {
    const found = registry.resolve(call.name) ?? mcpStandIn(policy.doc.mcp_servers ?? {}, call.name);
    const tool = typeof found === "string" ? void 0 : found;
    let summary = oneLine(JSON.stringify(call.input ?? {}));
    let verdict;
    if (!tool) {
      verdict = { decision: "deny", rule: null, reason: typeof found === "string" ? oneLine(found, 200) : `unknown tool "${oneLine(call.name, 60)}"` };
    } else {
      const parsed = tool.input.safeParse(call.input);
      if (!parsed.success) {
        verdict = { decision: "deny", rule: null, reason: `invalid input: ${oneLine(parsed.error.message, 120)}` };
      } else {
        try {
          if (tool.summarize) summary = oneLine(tool.summarize(parsed.data));
        } catch {
        }
        if (policy.doc.mode === "plan" && tool.class !== "read") {
          verdict = { decision: "deny", rule: null, reason: "plan mode: only read-only tools may run" };
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
      changed: before !== null && before !== verdict.decision
    });
  }
  return out;
}
var USAGE = `usage: marshal replay TRANSCRIPT [--policy FILE] [--cwd DIR] [--json]

  Decides every tool call of a recorded run (a transcript.jsonl) under a policy, runs nothing.
  --policy FILE   the policy, from the shell's current directory (default:
                  ${DEFAULT_POLICY_PATH} under --cwd)
  --cwd DIR       the repository the calls' paths are resolved in (default: the current directory)
  --json          print {"policy","calls","changed"}

exit codes: 0 no decision changed; 1 some call would be decided differently; 2 usage error,
unreadable transcript or invalid policy
`;
async function runReplayCommand(argv) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { policy: { type: "string" }, cwd: { type: "string" }, json: { type: "boolean" }, help: { type: "boolean", short: "h" } }
    }));
  } catch (error) {
    process.stderr.write(`marshal replay: ${error.message}
${USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    process.stderr.write(`marshal replay: expected exactly one transcript file
${USAGE}`);
    return 2;
  }
  const cwd = path.resolve(values.cwd ?? process.cwd());
  let calls;
  try {
    calls = toolCallsOf(readTranscript(path.resolve(positionals[0])));
  } catch (error) {
    if (error instanceof TranscriptError) {
      process.stderr.write(`marshal replay: ${error.message}
`);
      return 2;
    }
    throw error;
  }
  let policy;
  try {
    const file = values.policy !== void 0 ? path.resolve(values.policy) : path.resolve(cwd, DEFAULT_POLICY_PATH);
    if (values.policy && !existsSync(file)) throw new PolicyError(`${values.policy}: no such file`);
    policy = await loadPolicy({ cwd, path: file });
  } catch (error) {
    if (error instanceof PolicyError) {
      process.stderr.write(`marshal replay: ${error.message}
`);
      return 2;
    }
    throw error;
  }
  const replayed = await replayDecisions(calls, policy, createDecisionRegistry(), cwd);
  const changed = replayed.filter((c) => c.changed).length;
  if (values.json) {
    process.stdout.write(`${logText(JSON.stringify({ policy: policy.doc.source, calls: replayed, changed }, null, 2))}
`);
    return changed ? 1 : 0;
  }
  const lines = [`Policy: ${policy.doc.source}${policy.doc.isDefault ? " (no file: built-in default)" : ""}`, ""];
  replayed.forEach((c, i) => {
    const mark = c.changed ? "!" : " ";
    lines.push(printable(`${mark} ${String(i + 1).padStart(3)}. ${oneLine(c.tool, 80)} ${c.summary}`));
    lines.push(printable(`        recorded: ${c.recorded ?? "n/a"}   now: ${c.decision}${c.rule ? ` by ${c.rule}` : ""} \u2014 ${c.reason}`));
  });
  lines.push("", `${changed} of ${replayed.length} call(s) would be decided differently.`);
  process.stdout.write(`${logText(lines.join("\n"))}
`);
  return changed ? 1 : 0;
}
export {
  replayDecisions,
  runReplayCommand
};
