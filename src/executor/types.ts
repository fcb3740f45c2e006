/**
 * The executor's public contract. The agent loop, the CLI and sub-agent tools depend on these
 * types only; `executor.ts` implements them.
 */
import type { Exec } from '../exec.js';
import type { EventSink, ToolDetails } from '../shared/events.js';
import type { AnyTool } from '../tools/tool.js';
import type { ToolRegistry } from '../tools/registry.js';

/** One tool invocation decoded from a `tool_use` block. */
export interface ToolCall {
  id: string;
  name: string;
  /**
   * The parsed input. When the model streamed JSON that does not parse, the loop passes
   * `{ __invalid_json: "<raw text>" }` and the executor answers with a validation error.
   */
  input: unknown;
}

/** A tool_result block exactly as the Messages API takes it. */
export interface ToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content: string;
  is_error: boolean;
}

export interface PermissionDecision {
  decision: 'allow' | 'deny';
  /** The rule that decided, e.g. `Bash(npm test)`; null when the default decided. */
  rule: string | null;
  /** One line the model and the user can read. */
  reason: string;
}

export interface PermissionRequest {
  tool: AnyTool;
  /** The validated input. */
  input: unknown;
  /** Workspace root (absolute, symlinks resolved). */
  cwd: string;
}

/** The permission step. The policy engine plugs in here; tests pass plain functions. */
export type PermissionHook = (req: PermissionRequest) => PermissionDecision | Promise<PermissionDecision>;

export interface HookCall {
  id: string;
  tool: AnyTool;
  input: unknown;
}

/** Runs before a call; returning `{ veto }` denies it with that reason. */
export type PreToolHook = (call: HookCall) => void | { veto: string } | Promise<void | { veto: string }>;

export interface PostToolOutcome {
  content: string;
  isError: boolean;
  details?: ToolDetails;
}

/** Runs after a call; may amend what the model sees (e.g. append lint output). */
export type PostToolHook = (
  call: HookCall,
  outcome: PostToolOutcome,
) => void | Partial<PostToolOutcome> | Promise<void | Partial<PostToolOutcome>>;

export type Strategy =
  | { kind: 'sequential' }
  | { kind: 'parallel' }
  | { kind: 'batched'; size: number };

export interface ConcurrencyLimits {
  /** Width of the shared read pool. Default 10. */
  read?: number;
  /** Width of the concurrent-mutation pool. Default 4. */
  concurrentMutation?: number;
  /** Optional per-tool caps, by canonical tool name. */
  perTool?: Record<string, number>;
}

export interface OutputLimits {
  /** Characters of a result sent to the model before truncation. Default 30,000. */
  maxChars?: number;
  /** Lines of a result sent to the model before truncation. Default 2,000. */
  maxLines?: number;
}

export interface ExecutorOptions {
  registry: ToolRegistry;
  /** Absolute workspace root. */
  cwd: string;
  emit: EventSink;
  exec: Exec;
  /** Extra environment for tool subprocesses (exec filters secrets out regardless). */
  env?: Record<string, string>;
  permission?: PermissionHook;
  /** Which workspace-relative paths enumerating tools may surface (see ToolContext.canRead). */
  canRead?: (relPath: string) => boolean;
  /** Plan mode: every call whose class is not `read` is denied. */
  planMode?: boolean;
  preHooks?: PreToolHook[];
  postHooks?: PostToolHook[];
  /** Per-call timeout in ms. Default 120,000. */
  timeoutMs?: number;
  strategy?: Strategy;
  concurrency?: ConcurrencyLimits;
  output?: OutputLimits;
  /** Where truncated outputs are persisted in full. */
  spillDir: string;
  /**
   * Applied to every text a call produces before anyone sees it: each result's content whatever
   * the outcome (a timeout quotes partial output and skips post-hooks), the spilled full output,
   * and progress / partial-output events. A redactor that throws withholds the text.
   */
  redact?: (text: string) => string;
  /** Consulted between batches (or calls, for `sequential`); non-empty text stops the batch. */
  getSteering?: () => string | null | undefined;
}

export interface BatchOutcome {
  /** One result per call pushed, in emission order. */
  results: ToolResultBlock[];
  /** Steering text that arrived during the batch, if any. */
  steering: string | null;
}

/**
 * A batch being dispatched while the model is still streaming. `push` starts the call as soon as
 * its routing class allows (reads at once when the current run is reads; mutations after every
 * earlier call). `close` says no more calls will come and resolves when all have finished.
 */
export interface Dispatch {
  push(call: ToolCall): void;
  close(): Promise<BatchOutcome>;
}

export interface Executor {
  /** Starts a streaming batch. `signal` cancels it: every call still gets a result. */
  begin(signal?: AbortSignal): Dispatch;
  /** A whole batch at once (= begin, push each, close). */
  executeBatch(calls: readonly ToolCall[], signal?: AbortSignal): Promise<BatchOutcome>;
  /**
   * An executor for a sub-agent: same registry, policy, hooks and serial pool (mutations stay
   * globally serial), fresh concurrent pools (so a tool running a nested agent cannot deadlock
   * its parent). Options given here override the parent's (e.g. a sub-agent's own emit).
   */
  fork(overrides?: Partial<Pick<ExecutorOptions, 'emit' | 'getSteering' | 'strategy' | 'planMode'>>): Executor;
}
