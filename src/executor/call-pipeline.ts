/**
 * One call, start to finish. The order of the steps is the security argument: nothing a tool
 * does can happen before its input is known valid, the policy allowed it, plan mode and the
 * protected paths let it through and every pre-hook agreed.
 *
 *   (resolved + validated at push) -> admission (permits) -> permission -> plan mode
 *   -> protected paths -> pre-hooks -> run (timeout, child AbortSignal, progress) -> post-hooks
 *   -> truncation
 *
 * Every way a call can end (denial, bad input, timeout, cancellation, a throw in the tool or a
 * hook) becomes an `is_error` tool_result with a message the model can act on, and exactly one
 * `tool_end` event. This function never throws.
 */
import { OutsideWorkspaceError, protectedDirOf, resolveInWorkspace } from '../shared/workspace-paths.js';
import type { AnyTool, ToolContext } from '../tools/tool.js';
import { admit } from './admission.js';
import { displayName, summarizeCall, validateAsync, type PreparedCall } from './call-input.js';
import { denied, emitToolEnd, failed, mapToolReturn, notStarted, type Outcome } from './call-outcome.js';
import type { PipelineContext, PipelineSettings } from './pipeline-context.js';
import type { Release } from './semaphore.js';
import { invokeTool } from './tool-invocation.js';
import type { HookCall, ToolResultBlock } from './types.js';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const ABORTED = Symbol('aborted');
const OVERDUE = Symbol('overdue');

/**
 * Resolves with the hook's value; with ABORTED as soon as the batch is cancelled; with OVERDUE
 * when it has not answered within `ms` (0 = no limit). A permission check or hook that never
 * settles must neither hang the batch (cancellation still answers every call) nor hold the
 * call's permits forever (for a serial mutation, every later mutation in the agent tree).
 */
async function bounded<T>(work: () => T | Promise<T>, signal: AbortSignal, ms: number): Promise<T | typeof ABORTED | typeof OVERDUE> {
  if (signal.aborted) return ABORTED;
  let onAbort!: () => void;
  let timer: NodeJS.Timeout | undefined;
  const stop = new Promise<typeof ABORTED | typeof OVERDUE>((resolve) => {
    onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    if (ms > 0 && Number.isFinite(ms)) timer = setTimeout(() => resolve(OVERDUE), ms);
  });
  try {
    return await Promise.race([Promise.resolve().then(work), stop]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    if (timer) clearTimeout(timer);
  }
}

function overdue(settings: PipelineSettings, what: string): string {
  return `${what} did not answer within ${settings.timeoutMs} ms`;
}

const CANCELLED_BEFORE_START = 'Skipped: the run was cancelled before this call started.';

/** Permission: the policy decides; anything but an explicit allow is a denial (fail closed). */
async function checkPermission(settings: PipelineSettings, tool: AnyTool, input: unknown, signal: AbortSignal): Promise<Outcome | null> {
  if (!settings.permission) return null;
  const permission = settings.permission;
  let decision;
  try {
    decision = await bounded(() => permission({ tool, input, cwd: settings.cwd }), signal, settings.timeoutMs);
  } catch (error) {
    return denied('policy', null, `the permission check failed: ${messageOf(error)}`, 'Denied by policy');
  }
  if (decision === ABORTED) return notStarted(CANCELLED_BEFORE_START);
  if (decision === OVERDUE) return denied('policy', null, overdue(settings, 'the permission check'), 'Denied by policy');
  if (decision?.decision === 'allow') return null;
  const reason = decision?.reason || 'no rule allows this call';
  return denied('policy', decision?.rule ?? null, reason, 'Denied by policy');
}

/**
 * Protected paths, for every tool that is not read-only: each path the call would touch must stay
 * inside the workspace (after `..`, absolute paths and symlinks) and outside .git/, .husky/ and
 * node_modules/. Writing there could plant a hook or a package script that runs outside the policy
 * later, so no policy rule can override this step. A tool whose paths() throws is denied too.
 */
function checkProtectedPaths(settings: PipelineSettings, tool: AnyTool, input: unknown): Outcome | null {
  if (tool.class === 'read' || !tool.paths) return null;
  let paths: unknown;
  try {
    paths = tool.paths(input);
  } catch (error) {
    return denied('protected-path', null, `could not determine the paths this call touches: ${messageOf(error)}`, 'Denied');
  }
  // Fail closed on anything but a list of strings: iterating a bare string would check its
  // characters, and `undefined` would throw past this step.
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) {
    return denied('protected-path', null, 'could not determine the paths this call touches: paths() did not return a list of strings', 'Denied');
  }
  for (const requested of paths) {
    try {
      const { rel } = resolveInWorkspace(settings.cwd, requested);
      const dir = protectedDirOf(rel);
      if (dir) {
        return denied('protected-path', null, `"${requested}" is inside ${dir}/, which no tool may modify (not overridable by policy)`, 'Denied');
      }
    } catch (error) {
      const why = error instanceof OutsideWorkspaceError ? error.message : `invalid path "${requested}": ${messageOf(error)}`;
      return denied('protected-path', null, `${why} (not overridable by policy)`, 'Denied');
    }
  }
  return null;
}

async function runPreHooks(settings: PipelineSettings, hookCall: HookCall, signal: AbortSignal): Promise<Outcome | null> {
  for (const hook of settings.preHooks) {
    let verdict;
    try {
      verdict = await bounded(() => hook(hookCall), signal, settings.timeoutMs);
    } catch (error) {
      // A hook that fails cannot vouch for the call: refuse it rather than run unchecked.
      return denied('hook', null, `a pre-tool hook failed: ${messageOf(error)}`, 'Denied by hook');
    }
    if (verdict === ABORTED) return notStarted(CANCELLED_BEFORE_START);
    if (verdict === OVERDUE) return denied('hook', null, overdue(settings, 'a pre-tool hook'), 'Denied by hook');
    if (verdict && typeof verdict === 'object' && typeof verdict.veto === 'string') {
      return denied('hook', null, verdict.veto || 'vetoed by a pre-tool hook', 'Denied by hook');
    }
  }
  return null;
}

async function runPostHooks(settings: PipelineSettings, hookCall: HookCall, outcome: Outcome, signal: AbortSignal): Promise<Outcome> {
  let current = { content: outcome.content, isError: outcome.isError, details: outcome.details };
  for (const hook of settings.postHooks) {
    try {
      const amended = await bounded(() => hook(hookCall, { ...current }), signal, settings.timeoutMs);
      if (amended === ABORTED) return { ...outcome, ...current, verdict: 'cancelled', isError: true };
      if (amended === OVERDUE) {
        current = { ...current, content: `${current.content}\n[post-tool hook failed: ${overdue(settings, 'it')}]`, isError: true };
        continue;
      }
      if (amended && typeof amended === 'object') current = { ...current, ...amended };
    } catch (error) {
      current = {
        ...current,
        content: `${current.content}\n[post-tool hook failed: ${messageOf(error)}]`,
        isError: true,
      };
    }
  }
  return { ...outcome, ...current, content: String(current.content ?? ''), isError: !!current.isError, verdict: current.isError ? 'failed' : 'ok' };
}

/** The steps between validation and the tool itself; null means "go ahead". */
async function gate(ctx: PipelineContext, tool: AnyTool, input: unknown, signal: AbortSignal): Promise<Outcome | null> {
  const { settings } = ctx;
  const policy = await checkPermission(settings, tool, input, signal);
  if (policy) return policy;
  if (settings.planMode && tool.class !== 'read') {
    // Plan mode is for looking, never for changing: only the read class may run.
    return denied('plan-mode', null, `plan mode allows only read-only tools; ${tool.name} is ${tool.class}`, 'Denied');
  }
  return checkProtectedPaths(settings, tool, input);
}

async function execute(ctx: PipelineContext, prepared: PreparedCall, signal: AbortSignal): Promise<Outcome> {
  if (prepared.kind === 'unknown') return { verdict: 'invalid', content: prepared.message, isError: true, rule: null, reason: prepared.message };
  if (prepared.kind === 'invalid') return { verdict: 'invalid', content: prepared.message, isError: true, rule: null, reason: prepared.message };
  const { tool, call } = prepared;
  let input: unknown;
  if (prepared.kind === 'async') {
    const checked = await validateAsync(tool, call.input);
    if (!checked.ok) return { verdict: 'invalid', content: checked.message, isError: true, rule: null, reason: checked.message };
    input = checked.input;
  } else {
    input = prepared.input;
  }
  if (signal.aborted) return notStarted(CANCELLED_BEFORE_START);

  // Admission comes before the checks so they run under the same permit as the tool: for a
  // serial mutation no other mutation (in this agent or any fork) can change the workspace, e.g.
  // plant a symlink into .git/, between the protected-path check and the write.
  let release: Release;
  try {
    release = await admit(ctx.pools, tool.name, tool.class, signal);
  } catch {
    return notStarted(CANCELLED_BEFORE_START);
  }
  try {
    const refusal = await gate(ctx, tool, input, signal);
    if (refusal) return refusal;
    const hookCall: HookCall = { id: call.id, tool, input };
    const veto = await runPreHooks(ctx.settings, hookCall, signal);
    if (veto) return veto;
    const ran = await invokeTool(ctx, call.id, tool, input, signal);
    if (ran.verdict === 'stopped') return ran.outcome;
    const outcome = ran.verdict === 'ok' ? mapToolReturn(ran.value) : ran.outcome;
    return await runPostHooks(ctx.settings, hookCall, outcome, signal);
  } finally {
    release();
  }
}

/**
 * Runs one prepared call through every step and returns its tool_result. Emits `tool_start`
 * first and exactly one `tool_end` last.
 */
export async function runPipeline(ctx: PipelineContext, prepared: PreparedCall, signal: AbortSignal): Promise<ToolResultBlock> {
  const started = performance.now();
  const name = displayName(prepared);
  const summary = summarizeCall(prepared);
  const cls = prepared.kind === 'unknown' ? null : prepared.tool.class;
  ctx.settings.emit({ type: 'tool_start', id: prepared.call.id, name, input: prepared.call.input, class: cls, summary });
  let outcome: Outcome;
  try {
    outcome = await execute(ctx, prepared, signal);
  } catch (error) {
    outcome = failed(`${name} failed: ${messageOf(error)}`);
  }
  return emitToolEnd(ctx.settings, prepared, summary, outcome, started);
}
