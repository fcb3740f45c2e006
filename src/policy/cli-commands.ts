/**
 * `marshal policy check` and `marshal policy explain`: see what a policy file says before a run.
 *
 *   check   [--policy FILE] [--cwd DIR]                 validate, warn, run the file's `tests`
 *   explain [--policy FILE] [--cwd DIR] --tool NAME --input JSON
 *   explain [--policy FILE] [--cwd DIR] --calls FILE.jsonl
 *
 * explain prints exactly one JSON line per call, {"decision","rule","reason"}, and exits 0 either
 * way; malformed policies, bad JSON and missing arguments exit 2. check exits 1 on errors or
 * failing tests, 0 otherwise (warnings do not fail it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBuiltinRegistry } from '../tools/builtins.js';
import type { ToolRegistry } from '../tools/registry.js';
import { DEFAULT_POLICY_PATH, loadPolicy, PolicyError } from './index.js';
import { lintPolicy, trackedDeniedWarnings } from './policy-lint.js';
import type { Decision, Policy, PolicyCall } from './types.js';

export interface PolicyCommandIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIO: PolicyCommandIO = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

const USAGE = `usage: marshal policy <check|explain> [options]

  check    [--policy FILE] [--cwd DIR]
           validate the policy, warn about rules that do nothing or allow too much, run its tests
  explain  [--policy FILE] [--cwd DIR] --tool NAME --input JSON
  explain  [--policy FILE] [--cwd DIR] --calls FILE.jsonl
           print {"decision","rule","reason"} for each call, one JSON line per call

  --policy FILE   the policy file (default: ${DEFAULT_POLICY_PATH} under --cwd)
  --cwd DIR       the repository the policy governs (default: the current directory)
`;

class UsageError extends Error {}

/** Resolves tool names like the registry: case-insensitive, aliases; unknown names are kind `other`. */
function toPolicyCall(registry: ToolRegistry, name: string, input: unknown): PolicyCall | { invalid: string } {
  const tool = registry.resolve(name);
  if (!tool) return { tool: name, kind: 'other', input, paths: [] };
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { invalid: `invalid input for ${tool.name}: ${issue ? `${issue.path.join('.') || '(input)'}: ${issue.message}` : 'does not match its schema'}` };
  }
  let paths: string[];
  try {
    paths = tool.paths?.(parsed.data) ?? [];
  } catch (error) {
    return { invalid: `could not determine the paths of this ${tool.name} call: ${(error as Error).message}` };
  }
  return { tool: tool.name, kind: tool.policyKind, input: parsed.data, paths };
}

function decideCall(policy: Policy, registry: ToolRegistry, name: string, input: unknown): Decision {
  const call = toPolicyCall(registry, name, input);
  if ('invalid' in call) return { decision: 'deny', rule: null, reason: call.invalid };
  return policy.decide(call);
}

function line(decision: Decision): string {
  return `${JSON.stringify({ decision: decision.decision, rule: decision.rule, reason: decision.reason })}\n`;
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

async function explain(values: Record<string, string | undefined>, common: Common, io: PolicyCommandIO): Promise<number> {
  if (values.calls === undefined && values.tool === undefined) throw new UsageError('explain needs --tool NAME --input JSON, or --calls FILE.jsonl');
  if (values.calls !== undefined && (values.tool !== undefined || values.input !== undefined)) {
    throw new UsageError('give either --calls or --tool/--input, not both');
  }
  const calls: { tool: string; input: Record<string, unknown> }[] = [];
  if (values.calls !== undefined) {
    let text: string;
    try {
      text = readFileSync(values.calls, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read --calls ${values.calls}: ${(error as Error).message}`);
    }
    text.split('\n').forEach((raw, i) => {
      if (!raw.trim()) return;
      const entry = parseJsonObject(raw, `${values.calls}:${i + 1}`);
      if (typeof entry.tool !== 'string' || !entry.input || typeof entry.input !== 'object' || Array.isArray(entry.input)) {
        throw new UsageError(`${values.calls}:${i + 1}: expected {"tool": string, "input": {...}}`);
      }
      calls.push({ tool: entry.tool, input: entry.input as Record<string, unknown> });
    });
  } else {
    if (!values.tool) throw new UsageError('--tool needs a tool name');
    if (values.input === undefined) throw new UsageError('explain --tool needs --input JSON');
    calls.push({ tool: values.tool, input: parseJsonObject(values.input, '--input') });
  }
  const policy = await load(common, io);
  const registry = createBuiltinRegistry();
  let out = '';
  for (const call of calls) out += line(decideCall(policy, registry, call.tool, call.input));
  io.stdout(out);
  return 0;
}

async function check(common: Common, io: PolicyCommandIO): Promise<number> {
  let policy: Policy;
  try {
    policy = await load(common, io);
  } catch (error) {
    if (error instanceof PolicyError) {
      io.stdout(`error: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
  const { doc } = policy;
  io.stdout(`${doc.isDefault ? 'default' : 'ok'}: ${doc.source} (mode ${doc.mode}; ${doc.allow.length} allow, ${doc.deny.length} deny, ${doc.tests.length} tests)\n`);
  const registry = createBuiltinRegistry();
  const toolNames = new Set(registry.list().flatMap((t) => [t.name, ...(t.aliases ?? [])].map((n) => n.toLowerCase())));
  for (const warning of [...lintPolicy(doc, toolNames), ...trackedDeniedWarnings(doc, common.cwd)]) io.stdout(`warning: ${warning.key}: ${warning.message}\n`);
  let failed = 0;
  doc.tests.forEach((test, i) => {
    const decision = decideCall(policy, registry, test.tool, test.input);
    const pass = decision.decision === test.expect;
    if (!pass) failed += 1;
    const by = decision.rule ? ` by ${decision.rule}` : '';
    io.stdout(`${pass ? 'pass' : 'FAIL'}: tests[${i}] ${test.tool} ${JSON.stringify(test.input)}: expected ${test.expect}, got ${decision.decision}${by} (${decision.reason})\n`);
  });
  if (doc.tests.length) io.stdout(`${doc.tests.length - failed}/${doc.tests.length} tests passed\n`);
  return failed ? 1 : 0;
}

export async function runPolicyCommand(argv: string[], io: PolicyCommandIO = processIO): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '-h' || sub === '--help' || sub === 'help') {
    io[sub ? 'stdout' : 'stderr'](USAGE);
    return sub ? 0 : 2;
  }
  if (sub !== 'check' && sub !== 'explain') {
    io.stderr(`marshal policy: unknown subcommand "${sub}"\n${USAGE}`);
    return 2;
  }
  try {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({
        args: rest,
        options: {
          policy: { type: 'string' }, cwd: { type: 'string' }, tool: { type: 'string' },
          input: { type: 'string' }, calls: { type: 'string' },
        },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (sub === 'check' && (values.tool !== undefined || values.input !== undefined || values.calls !== undefined)) {
      throw new UsageError('check takes only --policy and --cwd');
    }
    const common: Common = { cwd: path.resolve(values.cwd ?? process.cwd()), policyFile: values.policy };
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
