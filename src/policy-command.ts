/**
 * `marshal policy check` and `marshal policy explain`: see what a policy file says before a run.
 *
 *   check   [--policy FILE] [--cwd DIR]                 validate, warn, run the file's `tests`
 *   explain [--policy FILE] [--cwd DIR] --tool NAME --input JSON
 *   explain [--policy FILE] [--cwd DIR] --calls FILE.jsonl
 *   check-diff --base REF --head REF             guard mode from a shell (src/guard/)
 *
 * explain prints exactly one JSON line per call, {"decision","rule","reason"} (with --calls, the
 * call's "line" first), and exits 0 either way, or 1 on any deny with --exit-code; it decides as a
 * run does, the tool's own prechecks included (decideToolCall). With --calls, a bad line is
 * answered {"line","error"} and the others are still decided; the command then exits 2. Malformed
 * policies (an unknown key, a rule naming an unknown tool), bad JSON and missing arguments exit
 * 2, for check too. check exits 1 when a finding can widen what is allowed (an error) or a test
 * fails (a test naming an unknown tool or giving invalid input fails), 0 otherwise (warnings do
 * not fail it).
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDecisionRegistry } from './tools/builtins.js';
import type { ToolRegistry } from './tools/registry.js';
import { mcpStandIn } from './mcp/mcp-stand-in.js';
import { decideToolCall, DEFAULT_POLICY_PATH, loadPolicy, PolicyError } from './policy/index.js';
import { logText } from './log-safe.js';
import { jsonLine } from './guard/json-line.js';
import { lintPolicy, trackedDeniedWarnings } from './policy/policy-lint.js';
import { suggestName } from './policy/rules.js';
import type { Decision, Policy } from './policy/types.js';

export interface PolicyCommandIO {
  stdout(text: string): void;
  stderr(text: string): void;
  /** `--calls -`: the whole of standard input (default: fd 0). */
  stdin?(): string;
}

// Every write is whole lines that quote the policy file (rules, test inputs, reasons): in CI
// (a workflow checking a PR that changes the policy) the runner reads them for workflow commands,
// so each line is made safe for it first (log-safe.ts). JSON answers (explain, check-diff) are
// made safe inside their strings instead (guard/json-line.ts), on which logText changes nothing:
// a name in them must parse back to the very file it names.
const processIO: PolicyCommandIO = {
  stdout: (text) => process.stdout.write(logText(text)),
  stderr: (text) => process.stderr.write(logText(text)),
};

const USAGE = `usage: marshal policy <check|explain|check-diff> [options]

  check    [--policy FILE] [--cwd DIR]
           validate the policy, report rules that allow too much (errors, exit 1) or do nothing
           (warnings), run its tests
  explain  [--policy FILE] [--cwd DIR] [--exit-code] --tool NAME --input JSON
  explain  [--policy FILE] [--cwd DIR] [--exit-code] --calls FILE.jsonl|-
           print {"decision","rule","reason"} for each call, one JSON line per call; with
           --calls (one {"tool","input"} object a line; - reads stdin) each answer starts with
           its "line", and a bad line is answered {"line","error"} while the rest are decided
  check-diff --base REF --head REF [--policy PATH] [--cwd DIR]
           hold a branch's changed files against the policy at --base (guard mode; exit 1 on
           findings, see: marshal policy check-diff --help)

  --policy FILE   the policy file, from the shell's current directory (default:
                  ${DEFAULT_POLICY_PATH} under --cwd)
  --cwd DIR       the repository the policy governs (default: the current directory)
  --exit-code     explain: exit 1 when any call is denied

exit codes: 0 ok; 1 check: an error finding or a failed test, explain --exit-code: a deny,
check-diff: a finding; 2 usage error, invalid policy, or (explain --calls) a bad line
`;

class UsageError extends Error {}

/** A call as explain and the policy's tests see it: decided, or not a valid call of a real tool. */
type Explained = { decision: Decision } | { invalid: string };

/**
 * Resolves the tool like the registry (case-insensitive, aliases), validates the input with its
 * schema, then decides exactly as a run does (decideToolCall: the policy, then the tool's own
 * precheck). An unknown tool or invalid input is reported as such, never decided.
 */
function explainCall(policy: Policy, registry: ToolRegistry, cwd: string, name: string, input: unknown): Explained {
  const tool = registry.resolve(name) ?? mcpStandIn(policy.doc.mcp_servers ?? {}, name);
  if (typeof tool === 'string') return { invalid: tool };
  if (!tool) {
    const names = registry.list().map((t) => t.name);
    const near = suggestName(name, names);
    return { invalid: `unknown tool "${name.slice(0, 80)}"; ${near ? `did you mean ${near}? ` : ''}the tools are ${names.join(', ')}` };
  }
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { invalid: `invalid input for ${tool.name}: ${issue ? `${issue.path.join('.') || '(input)'}: ${issue.message}` : 'does not match its schema'}` };
  }
  return { decision: decideToolCall(policy, tool, parsed.data, cwd) };
}

/** For explain: what the executor would answer; an unknown tool or invalid input never runs. */
function decideCall(policy: Policy, registry: ToolRegistry, cwd: string, name: string, input: unknown): Decision {
  const call = explainCall(policy, registry, cwd, name, input);
  return 'invalid' in call ? { decision: 'deny', rule: null, reason: call.invalid } : call.decision;
}

/** The workspace root as the tools expect it: absolute, symlinks resolved (when it exists). */
/**
 * The repository --cwd names, as the kernel reaches it. One that does not exist is a usage error:
 * deciding against the built-in default there would turn a typo in CI into a passing check.
 */
function workspaceRoot(dir: string): string {
  const abs = path.resolve(dir);
  let real: string;
  try {
    real = realpathSync.native(abs);
  } catch {
    throw new UsageError(`--cwd ${dir}: no such directory`);
  }
  if (!statSync(real).isDirectory()) throw new UsageError(`--cwd ${dir}: not a directory`);
  return real;
}

interface Common {
  cwd: string;
  policyFile: string | undefined;
}

async function load(common: Common, io: PolicyCommandIO): Promise<Policy> {
  if (common.policyFile !== undefined) {
    const file = path.resolve(common.policyFile);
    if (!existsSync(file)) throw new PolicyError(`${common.policyFile}: no such file`);
    return loadPolicy({ cwd: common.cwd, path: file, source: common.policyFile });
  }
  const policy = await loadPolicy({ cwd: common.cwd });
  if (policy.doc.isDefault) io.stderr(`marshal: no ${DEFAULT_POLICY_PATH} in ${common.cwd}; the built-in default applies (read-only tools only)\n`);
  return policy;
}

function parseJsonObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what} is not valid JSON: ${(error as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new UsageError(`${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

function readCalls(file: string, stdin: () => string): string {
  try {
    return file === '-' ? stdin() : readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read --calls ${file}: ${(error as Error).message}`);
  }
}

type CallLine = { line: number; tool: string; input: Record<string, unknown> } | { line: number; error: string };

/** One JSON-lines call: a {"tool","input"} object, or what is wrong with the line. */
function parseCallLine(raw: string, line: number): CallLine {
  try {
    const entry = parseJsonObject(raw, 'the line');
    if (typeof entry.tool !== 'string' || !entry.input || typeof entry.input !== 'object' || Array.isArray(entry.input)) {
      return { line, error: 'expected {"tool": string, "input": {...}}' };
    }
    return { line, tool: entry.tool, input: entry.input as Record<string, unknown> };
  } catch (error) {
    return { line, error: (error as Error).message };
  }
}

async function explain(values: Record<string, string | boolean | undefined>, common: Common, io: PolicyCommandIO): Promise<number> {
  const callsFile = values.calls as string | undefined;
  const toolName = values.tool as string | undefined;
  const inputText = values.input as string | undefined;
  if (callsFile === undefined && toolName === undefined) throw new UsageError('explain needs --tool NAME --input JSON, or --calls FILE.jsonl');
  if (callsFile !== undefined && (toolName !== undefined || inputText !== undefined)) {
    throw new UsageError('give either --calls or --tool/--input, not both');
  }
  let calls: CallLine[] = [];
  if (callsFile !== undefined) {
    const text = readCalls(callsFile, io.stdin ?? (() => readFileSync(0, 'utf8')));
    text.split('\n').forEach((raw, i) => {
      if (raw.trim()) calls.push(parseCallLine(raw, i + 1));
    });
  } else {
    if (!toolName) throw new UsageError('--tool needs a tool name');
    if (inputText === undefined) throw new UsageError('explain --tool needs --input JSON');
    calls = [{ line: 0, tool: toolName, input: parseJsonObject(inputText, '--input') }];
  }
  const policy = await load(common, io);
  const registry = createDecisionRegistry();
  let out = '';
  let denied = 0;
  let bad = 0;
  for (const call of calls) {
    const at = callsFile !== undefined ? { line: call.line } : {};
    if ('error' in call) {
      bad += 1;
      out += `${jsonLine({ ...at, error: call.error })}\n`;
      io.stderr(`marshal policy explain: ${callsFile === '-' ? 'stdin' : callsFile}:${call.line}: ${call.error}\n`);
      continue;
    }
    const decision = decideCall(policy, registry, common.cwd, call.tool, call.input);
    if (decision.decision === 'deny') denied += 1;
    out += `${jsonLine({ ...at, decision: decision.decision, rule: decision.rule, reason: decision.reason })}\n`;
  }
  io.stdout(out);
  if (bad) return 2;
  return values['exit-code'] && denied ? 1 : 0;
}

async function check(common: Common, io: PolicyCommandIO): Promise<number> {
  let policy: Policy;
  try {
    policy = await load(common, io);
  } catch (error) {
    if (error instanceof PolicyError) {
      io.stdout(`error: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const { doc } = policy;
  io.stdout(`${doc.isDefault ? 'default' : 'ok'}: ${doc.source} (mode ${doc.mode}; ${doc.allow.length} allow, ${doc.deny.length} deny, ${doc.tests.length} tests)\n`);
  const registry = createDecisionRegistry();
  const toolNames = new Set(registry.list().map((t) => t.name.toLowerCase()));
  const findings = [...lintPolicy(doc, toolNames), ...trackedDeniedWarnings(doc, common.cwd)];
  for (const f of findings) io.stdout(`${f.severity}: ${f.key}: ${f.message}\n`);
  const errors = findings.filter((f) => f.severity === 'error').length;
  let failed = 0;
  doc.tests.forEach((test, i) => {
    const call = explainCall(policy, registry, common.cwd, test.tool, test.input);
    const head = `tests[${i}] ${test.tool} ${JSON.stringify(test.input)}`;
    if ('invalid' in call) {
      // A test that names no real call pins nothing: it fails instead of "passing" as a deny.
      failed += 1;
      io.stdout(`FAIL: ${head}: not a valid call, so it tests nothing (${call.invalid})\n`);
      return;
    }
    const { decision } = call;
    const pass = decision.decision === test.expect;
    if (!pass) failed += 1;
    const by = decision.rule ? ` by ${decision.rule}` : '';
    io.stdout(`${pass ? 'pass' : 'FAIL'}: ${head}: expected ${test.expect}, got ${decision.decision}${by} (${decision.reason})\n`);
  });
  if (doc.tests.length) io.stdout(`${doc.tests.length - failed}/${doc.tests.length} tests passed\n`);
  if (errors) io.stdout(`${errors} error${errors === 1 ? '' : 's'}: rules that allow more than they seem to; narrow them (see above)\n`);
  return failed || errors ? 1 : 0;
}

export async function runPolicyCommand(argv: string[], io: PolicyCommandIO = processIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '-h' || sub === '--help' || sub === 'help') {
    io[sub ? 'stdout' : 'stderr'](USAGE);
    return sub ? 0 : 2;
  }
  if (sub === 'check-diff') return (await import('./guard/check-diff-command.js')).runCheckDiffCommand(rest, io);
  if (sub !== 'check' && sub !== 'explain') {
    io.stderr(`marshal policy: unknown subcommand "${sub}"\n${USAGE}`);
    return 2;
  }
  try {
    let values: Record<string, string | boolean | undefined>;
    try {
      ({ values } = parseArgs({
        args: rest,
        options: {
          policy: { type: 'string' }, cwd: { type: 'string' }, tool: { type: 'string' },
          input: { type: 'string' }, calls: { type: 'string' }, 'exit-code': { type: 'boolean' },
          help: { type: 'boolean', short: 'h' },
        },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    if (sub === 'check' && (values.tool !== undefined || values.input !== undefined || values.calls !== undefined || values['exit-code'])) {
      throw new UsageError('check takes only --policy and --cwd');
    }
    const common: Common = { cwd: workspaceRoot((values.cwd as string | undefined) ?? process.cwd()), policyFile: values.policy as string | undefined };
    return sub === 'check' ? await check(common, io) : await explain(values, common, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof PolicyError) {
      io.stderr(`marshal policy ${sub}: ${error.message}\n`);
      if (error instanceof UsageError) io.stderr(USAGE);
      return 2;
    }
    throw error;
  }
}
