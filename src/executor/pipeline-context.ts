/**
 * What every step of one call's pipeline reads: the settings resolved from ExecutorOptions once
 * (executor.ts) and the permit pools of the executor or fork running the call (admission.ts).
 *
 * A leaf of the executor's imports, so that they form a DAG:
 *
 *   pipeline-context  <-  call-outcome (how a call ends)  <-  tool-invocation (the tool's run)
 *                     <-  call-pipeline (the steps, in order)  <-  dispatch, executor
 *
 * Holding only types, it imports nothing that imports it back.
 */
import type { Exec } from '../exec.js';
import type { EventSink } from '../shared/events.js';
import type { ToolRegistry } from '../tools/registry.js';
import type { ExecutorPools } from './admission.js';
import type { OutputLimits, PermissionHook, PostToolHook, PreToolHook } from './types.js';

/** Everything the pipeline needs, resolved from ExecutorOptions once. */
export interface PipelineSettings {
  registry: ToolRegistry;
  /** Workspace root, realpath. */
  cwd: string;
  emit: EventSink;
  exec: Exec;
  env: Record<string, string>;
  permission: PermissionHook | undefined;
  canRead: (relPath: string) => boolean;
  planMode: boolean;
  preHooks: readonly PreToolHook[];
  postHooks: readonly PostToolHook[];
  /** 0 = no timeout. */
  timeoutMs: number;
  output: OutputLimits;
  spillDir: string;
  /** Never throws (see `safeRedactor` in executor.ts). */
  redact: (text: string) => string;
}

/** One call's view of the executor running it. */
export interface PipelineContext {
  settings: PipelineSettings;
  /** The permits of the executor or fork running the call (forks share only the serial pool). */
  pools: ExecutorPools;
}
