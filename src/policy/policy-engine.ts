/**
 * The Policy object: one decision per tool call, from a validated document.
 *
 * Evaluation order for every call: plan mode -> built-in protections (outside the workspace,
 * .git/config reads, writes under protected directories) -> deny rules -> allow rules -> deny.
 * Deny beats allow whatever the order in the file, and anything no rule allows is denied: in CI
 * nobody is there to answer "ask", so the only safe default is no.
 */
import { describePolicy } from './describe.js';
import { isReadProtected, normalRel } from './path-globs.js';
import { decidePath, deny, type PathRules } from './path-checks.js';
import { compileRules } from './policy-schema.js';
import { knownToolKind, ruleGoverns, type Rule } from './rules.js';
import { knownSpecifier, specifierDenies, specifierMatches } from './tool-specifiers.js';
import { checkEffect } from './shell/effect-checks.js';
import { ShellJudge } from './shell/decision.js';
import type { Stage, WorkBudget } from './shell/budget.js';
import type { ShellParser } from './shell/parser.js';
import type { Decision, Policy, PolicyCall, PolicyDocument } from './types.js';

export interface PolicyOptions {
  /**
   * The kernel sandbox is enforced: shell commands' reads of workspace files are left to it (see
   * Policy.withSandbox). Everything about which program runs, writes, paths outside the
   * workspace and git's object store is decided as without it.
   */
  sandbox?: boolean;
  /**
   * The work budget each stage of a shell decision runs on (shell/budget.ts: past it the command
   * is denied as too complex); tests and benches pass one that records what was spent.
   */
  workBudget?: (stage: Stage) => WorkBudget;
}

/** How an allow decision of the sandbox-relaxed shell analysis says who enforces reads. */
const SANDBOX_READS = 'file reads enforced by the sandbox';

export function createPolicy(doc: PolicyDocument, cwd: string, parser: ShellParser, options: PolicyOptions = {}): Policy {
  const { allow, deny: denyRules } = compileRules(doc);
  const rules: PathRules = { cwd, allow, deny: denyRules };
  const sandbox = !!options.sandbox;
  const shell = new ShellJudge({ parser, rules, checkEffect: (effect) => checkEffect(rules, effect, { sandbox }), ...(options.workBudget ? { budget: options.workBudget } : {}) });
  let relaxed: Policy | null = null;
  const readRule = (rule: Rule) => ruleGoverns(rule, 'Read', 'read') || knownToolKind(rule.tool) === 'read';

  function decideUnsafe(call: PolicyCall): Decision {
    if (doc.mode === 'plan' && call.kind !== 'read') {
      return deny(null, `plan mode: only reading is allowed, and ${call.tool} is a${call.kind === 'edit' ? 'n edit' : call.kind === 'shell' ? ' shell' : 'n other'} tool`);
    }
    if (call.kind === 'shell') {
      const command = (call.input as { command?: unknown } | null)?.command;
      if (typeof command !== 'string') return deny(null, `${call.tool} call has no command string to analyse`);
      const decision = shell.decide(command, call.tool, 'shell');
      return sandbox && decision.decision === 'allow' ? { ...decision, reason: `${decision.reason}; ${SANDBOX_READS}` } : decision;
    }
    if (call.kind === 'other') {
      const denied = denyRules.find((r) => ruleGoverns(r, call.tool, 'other') && specifierDenies(r, call.input));
      if (denied) return deny(denied.text, `${denied.text} matched ${call.tool}`);
      const allowed = allow.find((r) => ruleGoverns(r, call.tool, 'other') && specifierMatches(r, call.input));
      if (allowed) return { decision: 'allow', rule: allowed.text, reason: `allowed by ${allowed.text}` };
      return deny(null, `no allow rule matches ${call.tool}`);
    }
    const access = call.kind === 'edit' ? 'write' : 'read';
    const paths = call.paths.length ? call.paths : ['.'];
    const used: string[] = [];
    // Every path of the call must pass: one denied path denies the whole call.
    for (const requested of paths) {
      if (typeof requested !== 'string') return deny(null, `${call.tool} reported a path that is not a string`);
      const decision = decidePath(rules, call.tool, call.kind, requested, access);
      if (decision.decision === 'deny') return decision;
      if (decision.rule && !used.includes(decision.rule)) used.push(decision.rule);
    }
    const rule = used.join(', ') || null;
    return { decision: 'allow', rule, reason: `allowed by ${rule}` };
  }

  const policy: Policy = {
    doc,
    sandboxed: sandbox,
    withSandbox(): Policy {
      if (sandbox) return policy;
      relaxed ??= createPolicy(doc, cwd, parser, { ...options, sandbox: true });
      return relaxed;
    },
    decide(call: PolicyCall): Decision {
      try {
        return decideUnsafe(call);
      } catch (error) {
        // decide() never throws: an internal failure is a denial, never a silent allow.
        return deny(null, `the policy could not evaluate this call: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    isReadDenied(relPath: string): boolean {
      const rel = workspaceRel(relPath);
      return isReadProtected(rel) || denyRules.some((r) => readRule(r) && (r.specifier === null ? r.tool === 'Read' : !r.path || r.path.matchesAnyCase(rel)));
    },
    canRead(relPath: string): boolean {
      const rel = workspaceRel(relPath);
      if (isReadProtected(rel)) return false;
      // A bare deny of one reading tool (`Grep`) takes that tool away; it hides no file (Edit and
      // Write refuse files canRead hides, so hiding every file would forbid every edit).
      if (denyRules.some((r) => readRule(r) && (r.specifier === null ? r.tool === 'Read' : !r.path || r.path.matchesAnyCase(rel)))) return false;
      return allow.some((r) => readRule(r) && (r.specifier === null || (!!r.path && r.path.matches(rel))));
    },
    canEverAllow(tool: string, kind: PolicyCall['kind']): boolean {
      if (doc.mode === 'plan' && kind !== 'read') return false;
      if (denyRules.some((r) => ruleGoverns(r, tool, kind) && r.specifier === null)) return false;
      return allow.some((r) => {
        if (!ruleGoverns(r, tool, kind)) return false;
        if (kind === 'other') return knownSpecifier(r);
        return r.specifier === null || !!r.shell || !!r.path;
      });
    },
    describe(): string {
      return describePolicy(doc, allow, denyRules);
    },
  };
  return policy;
}

/** A path as rules match it: forward slashes, no empty or `.` segments (no copy when already so). */
function workspaceRel(relPath: string): string {
  return normalRel(relPath.includes('\\') ? relPath.replace(/\\/g, '/') : relPath);
}
