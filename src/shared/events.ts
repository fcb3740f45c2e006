/**
 * The one event type of a run. The executor and the loop emit it; logs, the progress comment, the
 * final report, the transcript and the tests all consume it. Adding a consumer never changes a
 * producer.
 *
 * Shared vocabulary (src/shared/): every stage (loop, executor, policy, tools, report, action)
 * imports it downward; nothing in src/shared/ imports the rest of src/ (test/layering.test.ts).
 */

/**
 * Routing class, used by the executor to batch calls:
 * - `read`: never mutates anything; runs concurrently with other reads.
 * - `concurrent-mutation`: mutates, but has opted in to running concurrently with its own class.
 * - `serial-mutation`: the default for anything that writes; one at a time, in emission order.
 * - `short-circuit`: ends the batch (e.g. a final-answer tool); calls after it are skipped.
 */
export type ToolClass = 'read' | 'concurrent-mutation' | 'serial-mutation' | 'short-circuit';

/** What logs and the report see of a call in addition to what the model sees. */
export interface ToolDetails {
  exitCode?: number | null;
  /** Unified diff preview for edit tools. */
  diff?: string;
  /** Workspace-relative paths the call read or wrote. */
  paths?: string[];
  [key: string]: unknown;
}

export interface Usage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export const emptyUsage = (): Usage => ({
  input_tokens: 0,
  output_tokens: 0,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
});

/**
 * How a call ended:
 * - `ok`: ran and succeeded; `failed`: ran and reported an error (non-zero exit, thrown error);
 * - `denied`: the policy, plan mode, protected paths or a hook refused it (never ran);
 * - `invalid`: unknown tool or input that failed validation (never ran);
 * - `timeout` / `cancelled`: started but was stopped; `skipped`: never started (steering,
 *   cancellation, a short-circuit earlier in the batch).
 */
export type Verdict = 'ok' | 'failed' | 'denied' | 'invalid' | 'timeout' | 'cancelled' | 'skipped';

/** Which step denied a call, when the verdict is `denied`. */
export type DenialSource = 'policy' | 'plan-mode' | 'protected-path' | 'hook';

/**
 * Every event may carry `parentId`: set on the events of a sub-agent, the id of the `Task` call
 * that runs it (one level: sub-agents cannot start sub-agents). Absent on the run's own events.
 */
export type MarshalEvent = { parentId?: string } & (
  | { type: 'run_start'; runId: string; task: string; model: string; at: string }
  | { type: 'turn_start'; turn: number }
  | { type: 'assistant_text'; turn: number; text: string }
  | { type: 'tool_start'; id: string; name: string; input: unknown; class: ToolClass | null; summary: string }
  | { type: 'tool_progress'; id: string; name: string; text: string }
  | { type: 'tool_update'; id: string; name: string; partial: string }
  | {
      type: 'tool_end';
      id: string;
      name: string;
      input: unknown;
      summary: string;
      verdict: Verdict;
      /** The rule that decided a policy verdict, e.g. `Bash(git push:*)`; null when none. */
      rule: string | null;
      /** One line the model and the user can read, e.g. why it was denied. */
      reason: string | null;
      denialSource?: DenialSource;
      durationMs: number;
      isError: boolean;
      /** The content sent to the model (possibly truncated). */
      content: string;
      details?: ToolDetails;
      /** Where the full output was persisted when `content` was truncated. */
      fullOutputPath?: string;
    }
  | { type: 'turn_end'; turn: number; stopReason: string | null; usage: Usage }
  | { type: 'retry'; attempt: number; delayMs: number; error: string }
  | { type: 'steering'; text: string; skipped: string[] }
  | { type: 'notice'; level: 'info' | 'warning' | 'error'; message: string }
  | {
      type: 'run_end';
      conclusion: 'success' | 'failure' | 'limit' | 'cancelled';
      reason: string;
      turns: number;
      usage: Usage;
      costUsd: number;
      /** Text of the last assistant message that had any. */
      finalText: string;
      /** With an output schema: the validated final answer as compact JSON text. */
      structuredOutput?: string;
    }
);

export type EventSink = (event: MarshalEvent) => void;

/** A fan-out bus: producers get `emit`, consumers `subscribe`. A throwing consumer is isolated. */
export class EventBus {
  private readonly sinks: EventSink[] = [];
  readonly emit: EventSink = (event) => {
    for (const sink of this.sinks) {
      try {
        sink(event);
      } catch (error) {
        process.stderr.write(`marshal: event consumer failed: ${String(error)}\n`);
      }
    }
  };
  subscribe(sink: EventSink): () => void {
    this.sinks.push(sink);
    return () => {
      const i = this.sinks.indexOf(sink);
      if (i >= 0) this.sinks.splice(i, 1);
    };
  }
}
