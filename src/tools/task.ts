/**
 * Task: runs a sub-agent with a fresh context (its own system prompt, the task as its first user
 * message, none of the parent's history) and returns its final text. The agent side lives in
 * src/agent/sub-agent.ts and is injected here as `spawn`, so tools never import the agent loop.
 *
 * Routing: `concurrent-mutation` (opted in). Several Task calls in one response run in parallel;
 * a sub-agent may edit, and its serial mutations still take the parent's one serial permit (the
 * executor forks it with the serial pool shared). Never `serial-mutation`: the Task call would hold
 * the serial permit its own sub-agent's writes wait for (see executor/admission.ts).
 *
 * Policy kind `other`: only rules naming `Task` govern it (`allow: [Task]`); the sub-agent's own
 * calls go through the same permission step, sandbox and hooks as the parent's.
 */
import { z } from 'zod';
import { defineTool, type AnyTool, type ToolOutput } from './tool.js';

export const TASK_TOOL_NAME = 'Task';

const taskInput = z.object({
  description: z.string().min(1).max(200).describe('A short (3-8 word) label for the task, shown in the report.'),
  prompt: z
    .string()
    .min(1)
    .describe('The complete, self-contained task for the sub-agent: it sees nothing of this conversation, only this text.'),
});

export type TaskInput = z.infer<typeof taskInput>;

export interface SpawnRequest extends TaskInput {
  /** The Task call's tool_use id: the sub-agent's events carry it as `parentId`. */
  parentId: string;
  /** Aborted when the parent run is cancelled, steered or times out. */
  signal: AbortSignal;
}

/** Runs one sub-agent to its end; its final text (or why it stopped) becomes the Task result. */
export type SpawnSubAgent = (request: SpawnRequest) => Promise<ToolOutput>;

export function createTaskTool(spawn: SpawnSubAgent): AnyTool {
  return defineTool({
    name: TASK_TOOL_NAME,
    aliases: ['task', 'agent', 'subagent'],
    description:
      'Start a sub-agent for a self-contained piece of work (a search across the code, an investigation, an independent edit). ' +
      'It starts with no knowledge of this conversation: give it everything it needs in `prompt`. It has the same tools and ' +
      'policy as you, except Task. Several Task calls in one response run in parallel. The result is its final report.',
    input: taskInput,
    class: 'concurrent-mutation',
    policyKind: 'other',
    summarize: (input) => input.description,
    // Bounded by the run's wall clock, cost budget and the sub-agent's own turn cap instead of the
    // per-call timeout; cancellation of the run still aborts it through ctx.signal.
    timeoutMs: Number.POSITIVE_INFINITY,
    async run(input, ctx) {
      return spawn({ description: input.description, prompt: input.prompt, parentId: ctx.toolUseId, signal: ctx.signal });
    },
  });
}
