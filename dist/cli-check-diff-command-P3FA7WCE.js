import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  GitError,
  git
} from "./cli-chunk-MHZU3HGZ.js";
import {
  jsonLine
} from "./cli-chunk-BWZ54M4B.js";
import {
  DEFAULT_POLICY_PATH,
  PolicyError,
  builtinProtection,
  loadPolicy
} from "./cli-chunk-Q4Q2H5JC.js";
import "./cli-chunk-YHBTHVLE.js";
import "./cli-chunk-GSIOYRJO.js";
import "./cli-chunk-Q2B2XOGO.js";

// src/guard/check-diff-command.ts
import { realpathSync as realpathSync2 } from "node:fs";
import path2 from "node:path";
import { parseArgs } from "node:util";

// src/guard/check-diff.ts
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
async function loadGuardPolicy(text, source) {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), "marshal-guard-")));
  const close = () => rmSync(root, { recursive: true, force: true });
  try {
    const policy = await loadPolicy({ cwd: root, text, source });
    return { policy, close };
  } catch (error) {
    close();
    throw error;
  }
}
function checkChangedFiles(policy, files) {
  const findings = [];
  for (const file of files) {
    if (file.status === "unchanged") continue;
    const written = file.previousPath && file.previousPath !== file.path ? [file.previousPath, file.path] : [file.path];
    for (const rel of written) {
      const status = rel === file.path ? file.status : "removed";
      const refused = refusedChange(policy, rel);
      if (refused) findings.push({ path: rel, status, ...refused });
    }
    if (file.status !== "removed" && policy.isReadDenied(file.path)) {
      const read = policy.decide({ tool: "Read", kind: "read", input: { file_path: file.path }, paths: [file.path] });
      const rule = read.decision === "deny" ? read.rule : null;
      findings.push({
        path: file.path,
        status: file.status,
        problem: "read-denied",
        rule,
        reason: `the policy denies reading "${file.path}"${rule ? ` (${rule})` : ""}, and this change ${file.status === "added" ? "adds" : "changes"} it: a file the policy hides, such as a secret, must not be committed`
      });
    }
  }
  return findings;
}
function refusedChange(policy, rel) {
  const builtin = builtinProtection(rel, "write", rel);
  if (builtin) return { problem: "protected", rule: null, reason: builtin.reason };
  const decision = policy.decide({ tool: "Write", kind: "edit", input: { file_path: rel }, paths: [rel] });
  if (decision.decision === "allow") return null;
  return { problem: decision.rule ? "denied" : "not-allowed", rule: decision.rule, reason: decision.reason };
}
async function guardDiff(req) {
  const { policy, close } = await loadGuardPolicy(req.policyText, req.policySource);
  try {
    const findings = checkChangedFiles(policy, req.files);
    return { ok: findings.length === 0, policy: policy.doc.source, findings };
  } finally {
    close();
  }
}

// src/guard/check-diff-command.ts
var CHECK_DIFF_USAGE = `usage: marshal policy check-diff --base REF --head REF [--policy PATH] [--cwd DIR]

  Holds the files changed between the merge base of REF..HEAD and HEAD against the policy read
  from the --base commit: protected paths, paths no Edit rule allows or a deny rule names, and
  added or changed files a Read deny rule names. Prints {"ok","policy","findings":[...]}.
  Exit 0: nothing refused; 1: findings; 2: usage, ref or policy errors.

  --policy PATH   the policy's path in the repository (default ${DEFAULT_POLICY_PATH}), read from --base
  --cwd DIR       the git repository (default: the current directory)
`;
var UsageError = class extends Error {
};
var STATUS = { A: "added", M: "modified", D: "removed", T: "changed", U: "changed" };
async function listChangedFiles(cwd, base, head, exec) {
  const r = await git(["diff", "--name-status", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", `${base}...${head}`, "--"], { cwd, exec });
  const parts = r.stdout.split("\0");
  const files = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const letter = parts[i].charAt(0);
    const file = parts[i + 1];
    if (file) files.push({ path: file, status: STATUS[letter] ?? "changed" });
  }
  return files;
}
async function commitOf(cwd, ref, flag, exec) {
  if (ref.startsWith("-")) throw new UsageError(`${flag} ${JSON.stringify(ref)} is not a ref`);
  const r = await git(["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`], { cwd, exec, allowFailure: true });
  if (r.exitCode !== 0) throw new UsageError(`${flag} ${JSON.stringify(ref)} is not a commit in ${cwd}`);
  return r.stdout.trim();
}
async function runCheckDiffCommand(argv, io, exec) {
  if (argv.includes("--help") || argv.includes("-h")) {
    io.stdout(CHECK_DIFF_USAGE);
    return 0;
  }
  try {
    let values;
    try {
      ({ values } = parseArgs({
        args: argv,
        options: { base: { type: "string" }, head: { type: "string" }, policy: { type: "string" }, cwd: { type: "string" } },
        strict: true,
        allowPositionals: false
      }));
    } catch (error) {
      throw new UsageError(error.message);
    }
    if (!values.base || !values.head) throw new UsageError("check-diff needs --base REF and --head REF");
    const policyPath = (values.policy ?? DEFAULT_POLICY_PATH).replace(/^\.\//, "");
    if (policyPath.startsWith("/") || policyPath.split("/").includes("..")) {
      throw new UsageError(`--policy ${JSON.stringify(values.policy)}: expected a path relative to the repository root (it is read from --base)`);
    }
    let cwd;
    try {
      cwd = realpathSync2(path2.resolve(values.cwd ?? process.cwd()));
    } catch {
      throw new UsageError(`--cwd ${values.cwd}: no such directory`);
    }
    const base = await commitOf(cwd, values.base, "--base", exec);
    const head = await commitOf(cwd, values.head, "--head", exec);
    const shown = await git(["show", `${base}:${policyPath}`], { cwd, exec, allowFailure: true });
    if (shown.exitCode !== 0) throw new PolicyError(`no ${policyPath} at --base ${values.base} (${base.slice(0, 7)}): guard mode needs the base branch's policy`);
    const files = await listChangedFiles(cwd, base, head, exec);
    const report = await guardDiff({ policyText: shown.stdout, policySource: `${policyPath} at ${values.base} (${base.slice(0, 7)})`, files });
    io.stdout(`${jsonLine(report)}
`);
    return report.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError || error instanceof PolicyError || error instanceof GitError) {
      io.stderr(`marshal policy check-diff: ${error.message}
`);
      if (error instanceof UsageError) io.stderr(CHECK_DIFF_USAGE);
      return 2;
    }
    throw error;
  }
}
export {
  runCheckDiffCommand
};
