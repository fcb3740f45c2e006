/**
 * The policy engine's entry points: load a policy file into a ready Policy, and adapt it to the
 * executor's permission step.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { PermissionHook } from '../executor/types.js';
import { createPolicy } from './policy-engine.js';
import { defaultDocument, parseDocumentText, PolicyError } from './policy-schema.js';
import { initShellParser } from './shell/parser.js';
import type { Decision, Policy, PolicyCall, PolicyDocument } from './types.js';

/**
 * What deciding a call needs of a tool: the members of tools/tool.ts's `Tool` the policy reads
 * (declared here so the policy does not import the tools it governs; a `Tool` satisfies it).
 */
export interface PolicyTool {
  name: string;
  policyKind: PolicyCall['kind'];
  paths?(input: unknown): string[];
  precheck?(input: unknown, ctx: { cwd: string; canRead(relPath: string): boolean }): string | null;
}

export type * from './types.js';
export { PolicyError };

export const DEFAULT_POLICY_PATH = '.github/marshal.yml';

export interface LoadPolicyOptions {
  /** The workspace root the policy governs. */
  cwd: string;
  /** The policy file (relative to cwd, or absolute). Default DEFAULT_POLICY_PATH. */
  path?: string;
  /** The file's text when it was read elsewhere (e.g. from the base branch); null = no file. */
  text?: string | null;
  /** How to name the file in messages (`.github/marshal.yml at base main (abc1234)`). */
  source?: string;
}

function readDocument(options: LoadPolicyOptions): PolicyDocument {
  const file = options.path ?? DEFAULT_POLICY_PATH;
  if (options.text !== undefined) {
    if (options.text === null) return defaultDocument();
    return parseDocumentText(options.text, options.source ?? file);
  }
  let text: string;
  try {
    text = readFileSync(path.resolve(options.cwd, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return defaultDocument();
    throw new PolicyError(`${options.source ?? file}: cannot be read: ${(error as Error).message}`);
  }
  return parseDocumentText(text, options.source ?? file);
}

/**
 * Parses + validates the policy (the text given, or read from path; a missing file means the
 * built-in default, read-only tools, with isDefault=true so the caller prints a notice),
 * initialises the shell parser and returns a ready Policy. Throws PolicyError naming the file,
 * the key and what was expected.
 */
export async function loadPolicy(options: LoadPolicyOptions): Promise<Policy> {
  const doc = readDocument(options);
  const parser = await initShellParser();
  let root: string;
  try {
    root = realpathSync.native(path.resolve(options.cwd));
  } catch {
    root = path.resolve(options.cwd);
  }
  return createPolicy(doc, root, parser);
}

/**
 * One call, decided the way a run decides it: the policy over the paths the tool says it touches,
 * then, when the policy allows, the tool's own precheck (a pattern leaving the workspace, a write
 * through a dangling symlink, a file the policy hides from reading). A precheck refusal is a
 * denial with the tool's reason, so the run reports it as one (fail_on_deny counts it) and
 * `policy explain` predicts it: both go through this function, and the tool's run() calls the
 * same precheck again. `cwd` is the workspace root as a realpath.
 */
export function decideToolCall(policy: Policy, tool: PolicyTool, input: unknown, cwd: string): Decision {
  let paths: string[];
  try {
    paths = tool.paths?.(input) ?? [];
  } catch (error) {
    return { decision: 'deny', rule: null, reason: `could not determine the paths this call touches: ${error instanceof Error ? error.message : String(error)}` };
  }
  const decision = policy.decide({ tool: tool.name, kind: tool.policyKind, input, paths });
  if (decision.decision !== 'allow' || !tool.precheck) return decision;
  let refused: string | null;
  try {
    refused = tool.precheck(input, { cwd, canRead: (rel) => policy.canRead(rel) });
  } catch (error) {
    // A precheck that fails cannot vouch for the call (fail closed).
    refused = `${tool.name}'s own checks failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  return refused ? { decision: 'deny', rule: null, reason: `${tool.name} refuses this call: ${refused}` } : decision;
}

/**
 * The executor's permission step: PermissionRequest -> PolicyCall (canonical tool name, policy
 * kind, validated input, the paths the tool says it touches) -> Decision, then the tool's precheck.
 */
export function policyPermission(policy: Policy): PermissionHook {
  return (req) => decideToolCall(policy, req.tool, req.input, req.cwd);
}
