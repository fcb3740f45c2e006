import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  createDecisionRegistry,
  logText,
  mcpStandIn
} from "./cli-chunk-ELSX65WM.js";
import {
  jsonLine
} from "./cli-chunk-BWZ54M4B.js";
import {
  DEFAULT_POLICY_PATH,
  KNOWN_TOOL_NAMES,
  PolicyError,
  canonicalSegment,
  compileRules,
  decideToolCall,
  denyCovers,
  isInterpreter,
  loadPolicy,
  protectedDirOf,
  ruleGoverns,
  suggestName,
  unwrapCommand
} from "./cli-chunk-Q4Q2H5JC.js";
import "./cli-chunk-GSIOYRJO.js";
import "./cli-chunk-Q2B2XOGO.js";

// src/policy-command.ts
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

// src/policy/policy-lint.ts
import { spawnSync } from "node:child_process";
var RUNS_ANYTHING = /* @__PURE__ */ new Set(["make", "sed", "git", "docker", "ssh"]);
var PACKAGE_MANAGERS = /^(npm|pnpm|yarn|bun)$/;
var RUNNER_SUBCOMMANDS = /* @__PURE__ */ new Set(["exec", "x", "dlx", "explore"]);
var PACKAGE_RUNNERS = /* @__PURE__ */ new Set(["npx", "pnpx", "bunx"]);
var PROBE = "marshal-lint-probe";
var WRAPPER_TAILS = [[PROBE], ["1", PROBE], ["-c", PROBE], ["/tmp/marshal-lint.lock", PROBE], ["--", PROBE]];
function wrapperReach(words) {
  for (const tail of WRAPPER_TAILS) {
    const all = [...words, ...tail];
    const unwrapped = unwrapCommand(all, all.map(() => false));
    const runs = unwrapped.layers.slice(1).some((l) => l.words[0] === PROBE) || unwrapped.nestedScripts.some((s) => s.script.trim().split(/\s+/)[0] === PROBE);
    if (runs) return { sudo: unwrapped.layers.some((l) => l.sudo) };
  }
  return null;
}
function shadowedBy(allow, deny) {
  if (allow.tool !== deny.tool && !ruleGoverns(deny, allow.tool, kindOf(allow))) return false;
  if (deny.specifier === null) return true;
  if (allow.specifier === deny.specifier) return true;
  if (allow.shell && deny.shell && deny.shell.type === "prefix" && allow.shell.type !== "wildcard") {
    return deny.shell.words.every((w, i) => allow.shell.words[i] === w);
  }
  if (allow.path && deny.path && allow.path.probes.every((p) => deny.path.matches(p)) && /^[^*?[]*\*\*?$|^[^*?[]+$/.test(allow.specifier ?? "")) {
    return deny.path.matches(allow.specifier.replace(/\/?\*+$/, "") || ".");
  }
  return false;
}
function kindOf(rule) {
  if (rule.shell || rule.tool === "Bash") return "shell";
  if (["Read", "Grep", "Glob", "LS"].includes(rule.tool)) return "read";
  if (["Edit", "Write"].includes(rule.tool)) return "edit";
  return "other";
}
function nestedRule(rule) {
  const spec = rule.specifier ?? "";
  const match = /^([A-Za-z]+)\(.*\)$/s.exec(spec.trim());
  return match && KNOWN_TOOL_NAMES.includes(match[1]) ? spec.trim() : null;
}
function shellAllowFinding(rule) {
  if (rule.specifier === null) {
    return { severity: "error", message: "bare Bash allows every shell command; deny rules on Bash are then best-effort (a program can always be reached another way)" };
  }
  const inner = nestedRule(rule);
  if (inner) {
    return {
      severity: "error",
      message: `the command in this Bash rule is another rule, ${inner}: as written it allows running programs whose path starts with "${(rule.shell?.words[0] ?? "").replace(/\*.*$/s, "")}", not what ${inner} says; write ${inner} as a rule of its own`
    };
  }
  const pattern = rule.shell;
  if (!pattern || pattern.type === "exact") return null;
  const first = pattern.words[0] ?? "";
  const literal = pattern.words.slice(0, pattern.literalWords);
  if (isInterpreter(first)) {
    return { severity: "error", message: `"${first}" is an interpreter: a prefix or wildcard rule lets it run any code (${first} -c / -e ...), so this allows everything` };
  }
  if (PACKAGE_RUNNERS.has(first) && literal.length <= 1) return { severity: "error", message: `"${first}" runs any package binary (fetched from the registry when not installed); allow specific binaries instead (Bash(${first} tsc:*))` };
  if (PACKAGE_MANAGERS.test(first) && (literal.length <= 1 || RUNNER_SUBCOMMANDS.has(literal[1] ?? "") && literal.length <= 2)) {
    return { severity: "error", message: `"${literal.join(" ")}" can run any package binary, script or shell command` };
  }
  if (RUNS_ANYTHING.has(first) && literal.length <= 1) {
    return { severity: "error", message: `"${first}" can run other programs or arbitrary code (aliases, pagers, makefiles, e commands ...); allow specific subcommands instead` };
  }
  if (pattern.type === "wildcard" && pattern.literalWords === 0) return { severity: "error", message: 'a rule starting with "*" matches commands of any name' };
  const wrapper = literal.length ? wrapperReach(literal) : null;
  if (wrapper) {
    const name = literal[0];
    return {
      severity: "warning",
      message: wrapper.sudo ? `does nothing for the commands sudo runs: sudo changes who runs them, so only a rule naming sudo and the command allows one (like Bash(sudo apt-get install:*)); this rule allows sudo by itself only` : `does nothing for the commands ${name} runs: each needs an allow rule of its own (a command its own rule allows is allowed under ${name} already), or a rule naming ${name} and the command (like Bash(timeout 60 npm test)); this rule allows ${name} by itself only`
    };
  }
  return null;
}
var SYSTEM_DIRS = /* @__PURE__ */ new Set(["etc", "usr", "var", "home", "root", "tmp", "opt", "proc", "sys", "dev", "bin", "sbin", "lib", "boot", "mnt", "srv", "run", "private", "Users"]);
function deadPath(rule, list) {
  const spec = (rule.specifier ?? "").trim();
  if (rule.specifier === null || !rule.path) return null;
  const kind = kindOf(rule);
  const segments = spec.replace(/^(\.\/)+/, "").split("/").filter((s) => s !== "" && s !== ".");
  if (segments[0] === "..") return `"${rule.text}" does nothing: patterns are relative to the repository root, and paths outside the workspace are never ${kind === "edit" ? "writable" : "readable"} by any tool`;
  if (segments[0]?.startsWith("~")) return `"${rule.text}" does nothing: ~ is not expanded (this names a directory called "${segments[0]}" in the repository), and paths outside the workspace are never ${kind === "edit" ? "writable" : "readable"}`;
  if (spec.startsWith("/") && SYSTEM_DIRS.has(segments[0] ?? "")) {
    return `"${rule.text}": a leading / anchors the pattern at the repository root, so this covers ${segments.join("/")} inside the repository, not the system's /${segments[0]} (paths outside the workspace are never ${kind === "edit" ? "writable" : "readable"})`;
  }
  if (list !== "allow") return null;
  const literal = segments.filter((s) => !/[*?[\]{}!]/.test(s));
  if (kind === "edit") {
    const dir = literal.map((s) => protectedDirOf(s)).find((d) => d !== null) ?? (segments.length >= 2 && [".github"].includes(canonicalSegment(segments[0])) && canonicalSegment(segments[1]) === "workflows" ? ".github/workflows" : null);
    if (dir) return `"${rule.text}" does nothing: no tool may modify anything inside ${dir}/ (not overridable by policy)`;
  }
  if (kind === "read" && segments.length === 2 && canonicalSegment(segments[0]) === ".git" && canonicalSegment(segments[1]) === "config") {
    return `"${rule.text}" does nothing: git's config is never readable (not overridable by policy)`;
  }
  return null;
}
function lintPolicy(doc, providedTools) {
  const { allow, deny } = compileRules(doc);
  const findings = [];
  const warn = (key, message) => findings.push({ key, severity: "warning", message });
  const hasDeny = deny.length > 0;
  const notProvided = (rule, key) => {
    if (providedTools.has(rule.tool.toLowerCase())) {
      if (rule.specifier !== null && !rule.path && !rule.shell) {
        warn(key, `"${rule.text}": specifiers are only understood for Read, Edit, Bash and their tools; as an allow rule this matches nothing, as a deny rule it denies every ${rule.tool} call`);
      }
      return;
    }
    if (!rule.known) {
      if (rule.specifier !== null) warn(key, `"${rule.text}": MCP rules take no specifier; as an allow rule this matches nothing, as a deny rule it denies every ${rule.tool} call`);
      return;
    }
    warn(key, `"${rule.text}": Marshal provides no ${rule.tool} tool; this rule matches nothing today`);
  };
  const same = (a, b) => a.tool === b.tool && (a.specifier ?? "").replace(/\s+/g, " ") === (b.specifier ?? "").replace(/\s+/g, " ");
  allow.forEach((rule, i) => {
    const key = `allow[${i}]`;
    notProvided(rule, key);
    const earlier = allow.findIndex((r, k) => k < i && same(r, rule));
    if (earlier !== -1) return warn(key, `"${rule.text}" does nothing: it repeats allow[${earlier}]`);
    const shadow = deny.find((d) => shadowedBy(rule, d));
    if (shadow) warn(key, `"${rule.text}" does nothing: deny rule "${shadow.text}" always wins over it`);
    const dead = deadPath(rule, "allow");
    if (dead) warn(key, dead);
    if (kindOf(rule) === "shell") {
      const finding = shellAllowFinding(rule);
      if (finding) {
        const severity = rule.specifier === null && !hasDeny ? "warning" : finding.severity;
        findings.push({ key, severity, message: `"${rule.text}" ${finding.severity === "error" ? `is risky: ${finding.message}` : finding.message}` });
      }
    }
    if (doc.mode === "plan" && kindOf(rule) !== "read") warn(key, `"${rule.text}" does nothing in plan mode (only reading is allowed)`);
  });
  deny.forEach((rule, i) => {
    const key = `deny[${i}]`;
    notProvided(rule, key);
    const earlier = deny.findIndex((r, k) => k < i && same(r, rule));
    if (earlier !== -1) return warn(key, `"${rule.text}" does nothing: it repeats deny[${earlier}]`);
    const dead = deadPath(rule, "deny");
    if (dead) warn(key, dead);
    const inner = kindOf(rule) === "shell" ? nestedRule(rule) : null;
    if (inner) findings.push({ key, severity: "error", message: `"${rule.text}": the command in this Bash rule is another rule, ${inner}, so it denies no ${inner.slice(0, inner.indexOf("("))} call; write ${inner} as a rule of its own` });
  });
  for (const server of Object.keys(doc.mcp_servers ?? {})) {
    const named = allow.some((r) => r.tool.toLowerCase() === `mcp__${server}` || r.tool.toLowerCase().startsWith(`mcp__${server}__`));
    if (!named) warn(`mcp_servers.${server}`, `no allow rule names a tool of this server (mcp__${server}__<tool>, mcp__${server}); it is never started`);
  }
  return findings;
}
function trackedDeniedWarnings(doc, cwd) {
  const { deny } = compileRules(doc);
  const readDeny = deny.map((rule, i) => ({ rule, i })).filter(({ rule }) => ruleGoverns(rule, "Read", "read") && rule.specifier !== null && rule.path);
  if (!readDeny.length) return [];
  const listed = spawnSync("git", ["-c", "core.fsmonitor=false", "ls-files", "-z"], { cwd, encoding: "utf8", timeout: 15e3, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } });
  if (listed.status !== 0 || typeof listed.stdout !== "string") return [];
  const tracked = listed.stdout.split("\0").filter(Boolean);
  const warnings = [];
  for (const { rule, i } of readDeny) {
    const hits = tracked.filter((f) => denyCovers(rule, f));
    if (!hits.length) continue;
    const names = hits.slice(0, 3).map((f) => `"${f}"`).join(", ") + (hits.length > 3 ? `, and ${hits.length - 3} more` : "");
    warnings.push({
      key: `deny[${i}]`,
      severity: "warning",
      message: `"${rule.text}" matches files tracked in the repository (${names}): they are in every checkout and in git history, where git commands print them (git show, git log -p, git diff); such commands are denied unless a pathspec leaves these files out. If they must stay secret, remove them from the repository and its history`
    });
  }
  return warnings;
}

// src/policy-command.ts
var processIO = {
  stdout: (text) => process.stdout.write(logText(text)),
  stderr: (text) => process.stderr.write(logText(text))
};
var USAGE = `usage: marshal policy <check|explain|check-diff> [options]

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
var UsageError = class extends Error {
};
function explainCall(policy, registry, cwd, name, input) {
  const tool = registry.resolve(name) ?? mcpStandIn(policy.doc.mcp_servers ?? {}, name);
  if (typeof tool === "string") return { invalid: tool };
  if (!tool) {
    const names = registry.list().map((t) => t.name);
    const near = suggestName(name, names);
    return { invalid: `unknown tool "${name.slice(0, 80)}"; ${near ? `did you mean ${near}? ` : ""}the tools are ${names.join(", ")}` };
  }
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { invalid: `invalid input for ${tool.name}: ${issue ? `${issue.path.join(".") || "(input)"}: ${issue.message}` : "does not match its schema"}` };
  }
  return { decision: decideToolCall(policy, tool, parsed.data, cwd) };
}
function decideCall(policy, registry, cwd, name, input) {
  const call = explainCall(policy, registry, cwd, name, input);
  return "invalid" in call ? { decision: "deny", rule: null, reason: call.invalid } : call.decision;
}
function workspaceRoot(dir) {
  const abs = path.resolve(dir);
  try {
    return realpathSync.native(abs);
  } catch {
    return abs;
  }
}
async function load(common, io) {
  if (common.policyFile !== void 0) {
    const file = path.resolve(common.policyFile);
    if (!existsSync(file)) throw new PolicyError(`${common.policyFile}: no such file`);
    return loadPolicy({ cwd: common.cwd, path: file, source: common.policyFile });
  }
  const policy = await loadPolicy({ cwd: common.cwd });
  if (policy.doc.isDefault) io.stderr(`marshal: no ${DEFAULT_POLICY_PATH} in ${common.cwd}; the built-in default applies (read-only tools only)
`);
  return policy;
}
function parseJsonObject(text, what) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${what} is not valid JSON: ${error.message}`);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new UsageError(`${what} must be a JSON object`);
  return value;
}
function readCalls(file, stdin) {
  try {
    return file === "-" ? stdin() : readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`cannot read --calls ${file}: ${error.message}`);
  }
}
function parseCallLine(raw, line) {
  try {
    const entry = parseJsonObject(raw, "the line");
    if (typeof entry.tool !== "string" || !entry.input || typeof entry.input !== "object" || Array.isArray(entry.input)) {
      return { line, error: 'expected {"tool": string, "input": {...}}' };
    }
    return { line, tool: entry.tool, input: entry.input };
  } catch (error) {
    return { line, error: error.message };
  }
}
async function explain(values, common, io) {
  const callsFile = values.calls;
  const toolName = values.tool;
  const inputText = values.input;
  if (callsFile === void 0 && toolName === void 0) throw new UsageError("explain needs --tool NAME --input JSON, or --calls FILE.jsonl");
  if (callsFile !== void 0 && (toolName !== void 0 || inputText !== void 0)) {
    throw new UsageError("give either --calls or --tool/--input, not both");
  }
  let calls = [];
  if (callsFile !== void 0) {
    const text = readCalls(callsFile, io.stdin ?? (() => readFileSync(0, "utf8")));
    text.split("\n").forEach((raw, i) => {
      if (raw.trim()) calls.push(parseCallLine(raw, i + 1));
    });
  } else {
    if (!toolName) throw new UsageError("--tool needs a tool name");
    if (inputText === void 0) throw new UsageError("explain --tool needs --input JSON");
    calls = [{ line: 0, tool: toolName, input: parseJsonObject(inputText, "--input") }];
  }
  const policy = await load(common, io);
  const registry = createDecisionRegistry();
  let out = "";
  let denied = 0;
  let bad = 0;
  for (const call of calls) {
    const at = callsFile !== void 0 ? { line: call.line } : {};
    if ("error" in call) {
      bad += 1;
      out += `${jsonLine({ ...at, error: call.error })}
`;
      io.stderr(`marshal policy explain: ${callsFile === "-" ? "stdin" : callsFile}:${call.line}: ${call.error}
`);
      continue;
    }
    const decision = decideCall(policy, registry, common.cwd, call.tool, call.input);
    if (decision.decision === "deny") denied += 1;
    out += `${jsonLine({ ...at, decision: decision.decision, rule: decision.rule, reason: decision.reason })}
`;
  }
  io.stdout(out);
  if (bad) return 2;
  return values["exit-code"] && denied ? 1 : 0;
}
async function check(common, io) {
  let policy;
  try {
    policy = await load(common, io);
  } catch (error) {
    if (error instanceof PolicyError) {
      io.stdout(`error: ${error.message}
`);
      return 2;
    }
    throw error;
  }
  const { doc } = policy;
  io.stdout(`${doc.isDefault ? "default" : "ok"}: ${doc.source} (mode ${doc.mode}; ${doc.allow.length} allow, ${doc.deny.length} deny, ${doc.tests.length} tests)
`);
  const registry = createDecisionRegistry();
  const toolNames = new Set(registry.list().map((t) => t.name.toLowerCase()));
  const findings = [...lintPolicy(doc, toolNames), ...trackedDeniedWarnings(doc, common.cwd)];
  for (const f of findings) io.stdout(`${f.severity}: ${f.key}: ${f.message}
`);
  const errors = findings.filter((f) => f.severity === "error").length;
  let failed = 0;
  doc.tests.forEach((test, i) => {
    const call = explainCall(policy, registry, common.cwd, test.tool, test.input);
    const head = `tests[${i}] ${test.tool} ${JSON.stringify(test.input)}`;
    if ("invalid" in call) {
      failed += 1;
      io.stdout(`FAIL: ${head}: not a valid call, so it tests nothing (${call.invalid})
`);
      return;
    }
    const { decision } = call;
    const pass = decision.decision === test.expect;
    if (!pass) failed += 1;
    const by = decision.rule ? ` by ${decision.rule}` : "";
    io.stdout(`${pass ? "pass" : "FAIL"}: ${head}: expected ${test.expect}, got ${decision.decision}${by} (${decision.reason})
`);
  });
  if (doc.tests.length) io.stdout(`${doc.tests.length - failed}/${doc.tests.length} tests passed
`);
  if (errors) io.stdout(`${errors} error${errors === 1 ? "" : "s"}: rules that allow more than they seem to; narrow them (see above)
`);
  return failed || errors ? 1 : 0;
}
async function runPolicyCommand(argv, io = processIO) {
  const [sub, ...rest] = argv;
  if (sub === void 0 || sub === "-h" || sub === "--help" || sub === "help") {
    io[sub ? "stdout" : "stderr"](USAGE);
    return sub ? 0 : 2;
  }
  if (sub === "check-diff") return (await import("./cli-check-diff-command-P3FA7WCE.js")).runCheckDiffCommand(rest, io);
  if (sub !== "check" && sub !== "explain") {
    io.stderr(`marshal policy: unknown subcommand "${sub}"
${USAGE}`);
    return 2;
  }
  try {
    let values;
    try {
      ({ values } = parseArgs({
        args: rest,
        options: {
          policy: { type: "string" },
          cwd: { type: "string" },
          tool: { type: "string" },
          input: { type: "string" },
          calls: { type: "string" },
          "exit-code": { type: "boolean" },
          help: { type: "boolean", short: "h" }
        },
        strict: true,
        allowPositionals: false
      }));
    } catch (error) {
      throw new UsageError(error.message);
    }
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    if (sub === "check" && (values.tool !== void 0 || values.input !== void 0 || values.calls !== void 0 || values["exit-code"])) {
      throw new UsageError("check takes only --policy and --cwd");
    }
    const common = { cwd: workspaceRoot(values.cwd ?? process.cwd()), policyFile: values.policy };
    return sub === "check" ? await check(common, io) : await explain(values, common, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof PolicyError) {
      io.stderr(`marshal policy ${sub}: ${error.message}
`);
      if (error instanceof UsageError) io.stderr(USAGE);
      return 2;
    }
    throw error;
  }
}
export {
  runPolicyCommand
};
