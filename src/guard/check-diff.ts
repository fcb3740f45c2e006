/**
 * Guard mode's one decision: a pull request's changed files held against the BASE branch's policy,
 * with no model and no key. Shared by the Action (files listed through the API) and by
 * `marshal policy check-diff` (files listed by local git), so both give the same verdict.
 *
 * A changed path is refused when:
 *   - it is a protected path (.git, .husky, node_modules, .github/workflows): `protected`;
 *   - a deny rule for the writing tools names it: `denied`;
 *   - no allow rule for the writing tools covers it (or the policy is in plan mode): `not-allowed`;
 *   - it is ADDED or changed and a Read deny rule names it (a committed secret): `read-denied`.
 * A removed file is a change to its path too (deleting a workflow is as much a change as editing
 * one), but removing a Read-denied file is not a finding: that is how a secret leaves.
 *
 * The verdict is the outcome check's (workspace/outcome.ts): a change is judged as if the Write
 * tool made it, so another agent's PR meets exactly the rules Marshal's own runs meet.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPolicy, type Policy } from '../policy/index.js';
import { builtinProtection } from '../policy/path-checks.js';

/** GitHub's file statuses (`git diff --name-status` letters are mapped onto them). */
export type ChangeStatus = 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface ChangedFile {
  path: string;
  status: ChangeStatus | string;
  /** For renames: the old name, which the rename removes. */
  previousPath?: string;
}

export type GuardProblem = 'protected' | 'denied' | 'not-allowed' | 'read-denied';

export interface GuardFinding {
  path: string;
  status: string;
  problem: GuardProblem;
  rule: string | null;
  reason: string;
}

export interface GuardReport {
  ok: boolean;
  /** Where the policy came from (`.github/marshal.yml at base main (abc1234)`). */
  policy: string;
  findings: GuardFinding[];
}

/**
 * Loads the base policy rooted at an empty directory of its own, so every path is judged by its
 * name alone. Rooted at a checkout, path resolution would follow symlinks the head committed
 * there: a PR could add `docs -> .` and have `docs/.github/workflows/x.yml` judged as something
 * it is not. The paths come from git, which never stores `..` segments; a name that still leaves
 * the root lexically is refused as outside the workspace.
 */
export async function loadGuardPolicy(text: string, source: string): Promise<{ policy: Policy; close(): void }> {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-guard-')));
  const close = () => rmSync(root, { recursive: true, force: true });
  try {
    const policy = await loadPolicy({ cwd: root, text, source });
    return { policy, close };
  } catch (error) {
    close();
    throw error;
  }
}

/** The findings for one PR's changed files, in the order given (one path may have two). */
export function checkChangedFiles(policy: Policy, files: readonly ChangedFile[]): GuardFinding[] {
  const findings: GuardFinding[] = [];
  for (const file of files) {
    if (file.status === 'unchanged') continue;
    const written = file.previousPath && file.previousPath !== file.path ? [file.previousPath, file.path] : [file.path];
    for (const rel of written) {
      const status = rel === file.path ? file.status : 'removed';
      const refused = refusedChange(policy, rel);
      if (refused) findings.push({ path: rel, status, ...refused });
    }
    // A secret is published by adding or changing the file; removing it is the cure.
    if (file.status !== 'removed' && policy.isReadDenied(file.path)) {
      const read = policy.decide({ tool: 'Read', kind: 'read', input: { file_path: file.path }, paths: [file.path] });
      const rule = read.decision === 'deny' ? read.rule : null;
      findings.push({
        path: file.path,
        status: file.status,
        problem: 'read-denied',
        rule,
        reason: `the policy denies reading "${file.path}"${rule ? ` (${rule})` : ''}, and this change ${file.status === 'added' ? 'adds' : 'changes'} it: a file the policy hides, such as a secret, must not be committed`,
      });
    }
  }
  return findings;
}

function refusedChange(policy: Policy, rel: string): Omit<GuardFinding, 'path' | 'status'> | null {
  const builtin = builtinProtection(rel, 'write', rel);
  if (builtin) return { problem: 'protected', rule: null, reason: builtin.reason };
  const decision = policy.decide({ tool: 'Write', kind: 'edit', input: { file_path: rel }, paths: [rel] });
  if (decision.decision === 'allow') return null;
  return { problem: decision.rule ? 'denied' : 'not-allowed', rule: decision.rule, reason: decision.reason };
}

/** Loads the policy text and checks the files: the whole of guard mode's verdict. */
export async function guardDiff(req: { policyText: string; policySource: string; files: readonly ChangedFile[] }): Promise<GuardReport> {
  const { policy, close } = await loadGuardPolicy(req.policyText, req.policySource);
  try {
    const findings = checkChangedFiles(policy, req.files);
    return { ok: findings.length === 0, policy: policy.doc.source, findings };
  } finally {
    close();
  }
}

/** One line per finding, for logs and check-run text. */
export function describeFinding(f: GuardFinding): string {
  const what = { protected: 'protected path', denied: 'denied by policy', 'not-allowed': 'not allowed by policy', 'read-denied': 'Read-denied file committed' }[f.problem];
  return `${JSON.stringify(f.path)} (${f.status}): ${what}: ${f.reason}`;
}
