/**
 * Sub-agents: what the `Task` tool (src/tools/task.ts) runs. Each one is the same loop (runAgent)
 * with a fresh context: its own system prompt (repository, policy, limits, project instructions;
 * not the untrusted event text, and no output schema) and the Task prompt as its first user
 * message. None of the parent's history reaches it; only its final text returns.
 *
 * What it shares with the run, and why:
 * - The executor, forked (`executor.fork`): the same registry, permission step (policy), sandbox
 *   exec, hooks, plan mode, protected paths and redaction. The fork shares the serial-mutation
 *   pool (a sub-agent's Write never interleaves with another agent's) and gets fresh read and
 *   concurrent-mutation pools (the Task call holds a concurrent-mutation permit of the parent's
 *   pool while its children run; drawing from the same pool could deadlock).
 * - The tools, minus Task: one level only. A sub-agent that could start sub-agents would multiply
 *   the tree (and the spend) beyond what a reader of the report can follow; the seeds' agents do
 *   the same (sub-agents never get the spawning tool).
 * - The cost budget: every loop adds its usage to one shared `spend`, and each checks
 *   `max_cost_usd` against it before every request. Sub-agents that exhaust it stop with a limit,
 *   and so does the parent before its next request.
 * - Turns: a sub-agent's turns do not count against the parent's `max_turns`; each sub-agent has
 *   its own cap (the run's `max_turns`), bounded further by the shared budget and wall clock.
 * - Cancellation: the Task call's signal (aborted when the run is cancelled or timed out). Steering
 *   stays with the parent (a sub-agent never consumes it), but a sub-agent stops as soon as some
 *   is pending (`steered`, see shareSteering): the parent reads it when its batch ends.
 * - Events and transcript lines carry `parentId` (the Task call's tool_use id), so the report
 *   nests its calls under the Task row and transcript readers can tell the agents apart.
 */
import type { Executor } from '../executor/types.js';
import type { Redactor } from '../shared/redact.js';
import type { AnyTool, ToolOutput } from '../tools/tool.js';
import { createTaskTool, TASK_TOOL_NAME, type SpawnRequest, type SpawnSubAgent } from '../tools/task.js';
import type { EventSink, MarshalEvent, Usage } from '../shared/events.js';
import { runAgent, type RunLimitsInput } from './loop.js';
import type { ModelClient } from './model-client.js';
import type { SystemPromptInput } from './system-prompt.js';
import type { TranscriptLine, TranscriptWriter } from './transcript.js';

export interface SubAgentOptions {
  client: ModelClient;
  /** The run's executor; each sub-agent gets its own fork. */
  executor: Executor;
  /** The tools offered to the run; Task is removed here. */
  tools: readonly AnyTool[];
  system: SystemPromptInput;
  /** Per sub-agent: `maxTurns` is its own cap; `maxCostUsd` is the run's (checked against `spend`). */
  limits: RunLimitsInput;
  /** The run's sink (not the parent loop's, which would record transcript lines twice). */
  emit: EventSink;
  transcript?: Pick<TranscriptWriter, 'write' | 'record'>;
  redactor?: Redactor;
  runId: string;
  /** The whole run's usage, shared with the parent loop (RunAgentOptions.spend). */
  spend: Usage;
  /** True once the user has sent new instructions (not consumed); see shareSteering. */
  steered?: () => boolean;
}

/** How often a running sub-agent looks for pending steering. */
const STEERING_POLL_MS = 250;

/**
 * One steering source for the run and its sub-agents: `take` (the executor's and the loop's
 * getSteering) consumes the next message; `pending` only looks, holding what it read for `take`.
 */
export function shareSteering(get: () => string | null | undefined): { take: () => string | null; pending: () => boolean } {
  let held: string | null = null;
  const read = (): string | null => {
    if (held !== null) return held;
    const text = get();
    if (typeof text === 'string' && text.trim()) held = text;
    return held;
  };
  return {
    take: () => {
      const text = read();
      held = null;
      return text;
    },
    pending: () => {
      try {
        return read() !== null;
      } catch {
        return false; // the parent's own read reports the failure
      }
    },
  };
}

const SUB_AGENT_NOTE =
  'You are a sub-agent started by another agent for one task. Nobody sees your intermediate messages: ' +
  'when you are done, end with a concise final report of what you found or changed.';

const FORWARDED = new Set<MarshalEvent['type']>(['tool_start', 'tool_progress', 'tool_update', 'tool_end', 'notice', 'retry']);

function createSubAgentSpawner(opts: SubAgentOptions): SpawnSubAgent {
  const tools = opts.tools.filter((tool) => tool.name !== TASK_TOOL_NAME);
  // The untrusted event text and the output schema belong to the parent's task, not this one.
  const { eventContext: _event, outputSchema: _schema, ...system } = opts.system;
  const limitsDescription = [opts.system.limitsDescription, SUB_AGENT_NOTE].filter(Boolean).join('\n');

  return async (request: SpawnRequest): Promise<ToolOutput> => {
    const parentId = request.parentId;
    // The run's consumers (report, logs, progress comment) see the sub-agent's calls, notices and
    // retries, tagged; its run_start/turn/run_end and texts stay in the transcript (record below),
    // so they never read as the run's own turns, final text or end.
    const emit: EventSink = (event: MarshalEvent) => {
      if (FORWARDED.has(event.type)) opts.emit({ ...event, parentId });
    };
    const transcript = opts.transcript
      ? {
          write: (line: TranscriptLine) => opts.transcript?.write({ ...line, parentId }),
          record: (event: MarshalEvent) => opts.transcript?.record({ ...event, parentId }),
        }
      : undefined;
    // Stopped with the Task call (cancellation, timeout) and when steering is pending.
    const stop = new AbortController();
    const onAbort = () => stop.abort(request.signal.reason);
    if (request.signal.aborted) onAbort();
    else request.signal.addEventListener('abort', onAbort, { once: true });
    const poll = opts.steered
      ? setInterval(() => {
          if (opts.steered?.()) stop.abort(new Error('the user sent new instructions'));
        }, STEERING_POLL_MS)
      : undefined;
    const result = await runAgent({
      client: opts.client,
      // Steering is the parent's: the fork must not read (and so consume) it.
      executor: opts.executor.fork({ getSteering: undefined }),
      tools,
      system: { ...system, limitsDescription },
      task: request.prompt,
      limits: opts.limits,
      emit,
      ...(transcript ? { transcript } : {}),
      ...(opts.redactor ? { redactor: opts.redactor } : {}),
      runId: `${opts.runId}/${parentId}`,
      signal: stop.signal,
      spend: opts.spend,
      subAgent: true,
    }).finally(() => {
      clearInterval(poll);
      request.signal.removeEventListener('abort', onAbort);
    });
    const details = { conclusion: result.conclusion, turns: result.turns, costUsd: result.costUsd, toolCalls: result.toolCalls };
    if (result.conclusion === 'success') return { content: result.finalText || '(the sub-agent ended without a final message)', details };
    const partial = result.finalText ? `\nIts last message:\n${result.finalText}` : '';
    return { content: `The sub-agent stopped before finishing (${result.conclusion}): ${result.reason}.${partial}`, isError: true, details };
  };
}

/**
 * The Task tool for a run, before the run's executor exists: the registry needs the tool first,
 * and the spawner needs the executor built over that registry. `bind` closes the loop; a Task
 * call before it (none can happen: the loop starts after) fails as a tool error.
 */
export function createTaskSlot(): { tool: AnyTool; bind(opts: SubAgentOptions): void } {
  let spawn: SpawnSubAgent | null = null;
  return {
    tool: createTaskTool((request) => {
      if (!spawn) throw new Error('sub-agents are not available in this run');
      return spawn(request);
    }),
    bind(opts) {
      spawn = createSubAgentSpawner(opts);
    },
  };
}
