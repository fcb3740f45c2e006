/**
 * The policy engine's entry points: load a policy file into a ready Policy, and adapt it to the
 * executor's permission step.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { PermissionHook } from '../executor/types.js';
import { createPolicy } from './policy-engine.js';
import { defaultDocument, parseDocumentText, PolicyError } from './policy-schema.js';
import { initShellParser } from './shell-parser.js';
import type { Policy, PolicyDocument } from './types.js';

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
 * The executor's permission step: PermissionRequest -> PolicyCall (canonical tool name, policy
 * kind, validated input, the paths the tool says it touches) -> Decision.
 */
export function policyPermission(policy: Policy): PermissionHook {
  return (req) => {
    let paths: string[];
    try {
      paths = req.tool.paths?.(req.input) ?? [];
    } catch (error) {
      return { decision: 'deny', rule: null, reason: `could not determine the paths this call touches: ${error instanceof Error ? error.message : String(error)}` };
    }
    return policy.decide({ tool: req.tool.name, kind: req.tool.policyKind, input: req.input, paths });
  };
}
