/**
 * The Tool contract. A tool is one file that exports a `Tool`; adding it to `registry.ts`'s list
 * is the only other change. The zod schema is the single source of the JSON Schema sent to the
 * model and of the runtime validation the executor performs before `run` is called.
 */
import type { z } from 'zod';
import type { Exec } from '../exec.js';
import type { ToolClass, ToolDetails } from '../shared/events.js';

/**
 * What the policy engine governs a tool as. `Read(...)` rules govern every `read` tool,
 * `Edit(...)` rules every `edit` tool, `Bash(...)` rules every `shell` tool. Tools of kind
 * `other` are governed only by rules naming them.
 */
export type PolicyKind = 'read' | 'edit' | 'shell' | 'other';

export interface ToolContext {
  /** Aborted on timeout, run cancellation or steering; tools must stop promptly. */
  signal: AbortSignal;
  /** Absolute, symlink-resolved workspace root. Every path a tool touches lies inside it. */
  cwd: string;
  toolUseId: string;
  /** Milliseconds this call may run (the executor enforces it too). */
  timeoutMs: number;
  /** The subprocess choke point; tools never spawn processes any other way. */
  exec: Exec;
  /** Extra environment for subprocesses (already secret-filtered by exec). */
  env: Record<string, string>;
  /**
   * Workspace-relative paths the policy lets this run read. Tools that enumerate files (Grep,
   * Glob, LS) skip paths for which this returns false, so a `Read(.env*)` deny also keeps
   * `.env` out of search results.
   */
  canRead(relPath: string): boolean;
  /** Short human status ("Searching 1,204 files"). */
  onProgress(text: string): void;
  /** Partial output so far (e.g. the tail of a running command's output). */
  onUpdate(partial: string): void;
}

/** What a tool's pre-run checks may consult: the workspace and the policy's read view, nothing else. */
export type PrecheckContext = Pick<ToolContext, 'cwd' | 'canRead'>;

export interface ToolOutput {
  /** What the model sees. */
  content: string;
  /** What logs and the report see in addition (exit code, diff preview, counts ...). */
  details?: ToolDetails;
  /** The call failed in a way the model should know about (e.g. non-zero exit). */
  isError?: boolean;
}

export interface Tool<S extends z.ZodType = z.ZodType> {
  name: string;
  aliases?: readonly string[];
  description: string;
  input: S;
  class: ToolClass;
  policyKind: PolicyKind;
  /**
   * Workspace-relative (or as given by the model) paths the call would touch, for the policy and
   * the protected-path check. Shell tools return [] (the policy analyses `command` instead).
   */
  paths?(input: z.infer<S>): string[];
  /** One-line summary of a call for logs and the report table ("src/a.ts:10-40", "npm test"). */
  summarize?(input: z.infer<S>): string;
  /**
   * The tool's own refusals that need no run: a path or pattern that leaves the workspace, a write
   * through a symlink or into a file the policy hides from reading. Returns the reason, or null.
   * Synchronous and side-effect free. `run` calls it first, and the permission step and
   * `marshal policy explain` call the same function, so what explain predicts is what the tool does.
   */
  precheck?(input: z.infer<S>, ctx: PrecheckContext): string | null;
  run(input: z.infer<S>, ctx: ToolContext): Promise<ToolOutput | string>;
  /**
   * Overrides the executor's per-call timeout (Infinity: none). A tool that runs a whole nested
   * agent (Task) is bounded by the run's wall clock and budget instead; cancellation still reaches it.
   */
  timeoutMs?: number;
}

/** For `run`: throws the precheck's refusal as the call's error. */
export function refuseIf(reason: string | null): void {
  if (reason) throw new Error(reason);
}

/** A tool with its input type erased, as the registry and executor hold it. */
export type AnyTool = Tool<z.ZodType>;

/** Helper so each tool file gets its input type inferred from its schema. */
export function defineTool<S extends z.ZodType>(tool: Tool<S>): AnyTool {
  return tool as unknown as AnyTool;
}
