/**
 * Hooks declared in the policy file, on the executor's pre/post hook points:
 *
 *   hooks:
 *     pre:  [{ match: "Edit(src/**)", command: "node scripts/check-edit.mjs", timeout: 30 }]
 *     post: [{ match: "Edit(**.ts)",  command: "npx eslint --stdin-filename x.ts ..." }]
 *
 * `match` uses the rule syntax (`Edit`, `Edit(src/**)`, `Bash(npm test:*)`, `*` for every call).
 * A hook runs as a shell command in the workspace through the tools' Exec, so under the sandbox
 * like any tool process, with the call as JSON on stdin ({event, tool, input, id}, plus the result
 * for post hooks) and its own timeout. A pre hook that exits non-zero vetoes the call with its
 * stderr as the reason (shown like a denial); a post hook's output is appended to what the model
 * sees. A hook that hangs is killed at its timeout; one that crashes or hangs never blocks the run.
 *
 * The commands come from the policy file, which is read from the base branch: a pull request
 * cannot add or change a hook that runs on its own run.
 */
import path from 'node:path';
import type { Exec } from '../exec.js';
import type { HookCall, PostToolHook, PreToolHook } from '../executor/types.js';
import { parseRule, ruleGoverns, shellPatternMatches, type Rule } from '../policy/rules.js';
import type { PolicyHook } from '../policy/types.js';

/** Characters of a hook's output kept (a veto reason, or text appended to a result). */
const HOOK_OUTPUT_CHARS = 4_000;
const DEFAULT_TIMEOUT_S = 30;

interface CompiledHook {
  hook: PolicyHook;
  rule: Rule | null;
}

function compile(hooks: readonly PolicyHook[]): CompiledHook[] {
  return hooks.map((hook) => ({ hook, rule: hook.match.trim() === '*' ? null : parseRule(hook.match) }));
}

/** Whether a hook's `match` covers this call (the call was already allowed by the policy). */
function hookMatches(rule: Rule | null, call: HookCall, cwd: string): boolean {
  if (!rule) return true;
  if (!ruleGoverns(rule, call.tool.name, call.tool.policyKind)) return false;
  if (rule.specifier === null) return true;
  if (rule.path) {
    let paths: string[] = [];
    try {
      paths = call.tool.paths?.(call.input as never) ?? [];
    } catch {
      return false;
    }
    return paths.some((p) => {
      const rel = path.relative(cwd, path.resolve(cwd, p)).split(path.sep).join('/');
      return !rel.startsWith('..') && rule.path!.matches(rel || '.');
    });
  }
  if (rule.shell) {
    const command = (call.input as { command?: unknown } | null)?.command;
    // Matched on the command's words as written: hooks choose what to watch, they decide nothing
    // the policy has not already allowed.
    return typeof command === 'string' && shellPatternMatches(rule.shell, command.trim().split(/\s+/));
  }
  return false;
}

function clip(text: string): string {
  const t = text.trim();
  return t.length > HOOK_OUTPUT_CHARS ? `${t.slice(0, HOOK_OUTPUT_CHARS)}… [${t.length - HOOK_OUTPUT_CHARS} more characters]` : t;
}

export interface PolicyHooksOptions {
  pre: readonly PolicyHook[];
  post: readonly PolicyHook[];
  cwd: string;
  /** The tools' Exec (the sandbox's, when it is enforced). */
  exec: Exec;
  redact?: (text: string) => string;
}

export function createPolicyHooks(opts: PolicyHooksOptions): { pre: PreToolHook[]; post: PostToolHook[] } {
  const redact = opts.redact ?? ((t: string) => t);
  const run = (h: PolicyHook, payload: unknown) =>
    opts.exec({
      script: h.command,
      cwd: opts.cwd,
      input: JSON.stringify(payload),
      timeoutMs: (h.timeout ?? DEFAULT_TIMEOUT_S) * 1000,
      maxOutputBytes: 256 * 1024,
      env: { MARSHAL_HOOK_EVENT: (payload as { event: string }).event },
    });
  const pre = compile(opts.pre).map(({ hook, rule }): PreToolHook => async (call) => {
    if (!hookMatches(rule, call, opts.cwd)) return;
    const result = await run(hook, { event: 'pre', tool: call.tool.name, id: call.id, input: call.input });
    if (result.timedOut) return { veto: `the pre-tool hook "${clip(hook.command)}" did not finish within ${hook.timeout ?? DEFAULT_TIMEOUT_S} s` };
    if (result.exitCode === 0) return;
    const why = clip(redact(result.stderr || result.stdout));
    return { veto: `vetoed by the pre-tool hook "${clip(hook.command)}"${why ? `: ${why}` : ` (exit ${result.exitCode ?? result.signal})`}` };
  });
  const post = compile(opts.post).map(({ hook, rule }): PostToolHook => async (call, outcome) => {
    if (!hookMatches(rule, call, opts.cwd)) return;
    const result = await run(hook, { event: 'post', tool: call.tool.name, id: call.id, input: call.input, result: { content: outcome.content, is_error: outcome.isError } });
    const text = clip(redact(result.output));
    const status = result.timedOut ? ` (killed after ${hook.timeout ?? DEFAULT_TIMEOUT_S} s)` : result.exitCode === 0 ? '' : ` (exit ${result.exitCode ?? result.signal})`;
    if (!text && !status) return;
    return { content: `${outcome.content}\n\n[post-tool hook "${clip(hook.command)}"${status}]\n${text}` };
  });
  return { pre, post };
}
