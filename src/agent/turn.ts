/**
 * One attempt at one assistant turn, with streaming dispatch.
 *
 * Each tool_use block is decoded the moment its `content_block_stop` arrives. What happens then
 * depends on its routing class, because the message it belongs to may still fail (connection cut,
 * `event: error`, overload) and a failed message is retried from scratch:
 *
 * - `read` calls with valid JSON are pushed to the executor at once, while the model is still
 *   generating the rest: they cannot change anything, so running one for a message that is later
 *   discarded is harmless. Their results are thrown away if the attempt fails.
 * - Every other call (mutations, unknown tools, invalid JSON) is HELD until `message_stop`: a
 *   mutation must never run for a message that is not complete. Once one call is held, every
 *   later call is held too, so the executor still receives the calls in emission order (which is
 *   what its batching and the tool_result order rely on).
 *
 * - A call whose input arrived empty is held too: at `max_tokens` it may have been cut before its
 *   input began, which only the stop reason (after the last block) tells.
 *
 * A message that reaches message_stop can still be damaged: a tool_use id used twice, or a
 * tool_use block that never received its content_block_stop (the SDK silently drops an SSE frame
 * without an `event:` line). Sending either back would be rejected by the API (every tool_use
 * needs exactly one tool_result), so the attempt fails as retryable like a cut stream. The one
 * exception is an unclosed LAST block at `max_tokens`: the loop drops it as a cut call.
 *
 * If the attempt fails, its dispatch is aborted (running reads are cancelled and report
 * `cancelled`), the held calls are dropped unseen, and the error is rethrown for the retry logic.
 * The usage the discarded message had reported is passed to `onDiscardedUsage`: it is billed.
 */
import type { BatchOutcome, Dispatch, Executor, ToolCall } from '../executor/types.js';
import type { ToolClass, Usage } from '../shared/events.js';
import { MessageAssembler, type AssembledMessage, type CompletedToolUse } from './message-assembler.js';
import { ModelCallError, type ModelClient, type ModelRequest } from './model-client.js';

export interface TurnAttempt {
  message: AssembledMessage;
  /**
   * Every completed tool_use of the message in emission order, with whether it was already pushed
   * and whether its input arrived empty.
   */
  toolUses: Array<CompletedToolUse & { pushed: boolean; emptyInput: boolean }>;
  /** The last content block is a tool_use that a `max_tokens` stop left unclosed (never pushed). */
  lastUnclosed: boolean;
  /** Pushes a held call into this attempt's batch (in emission order, after message_stop). */
  pushHeld(call: ToolCall): void;
  /** Ends the batch: results in emission order, or null when no call was pushed. */
  close(): Promise<BatchOutcome | null>;
  /** Cancels the calls already started (a refused or dropped message); close() still resolves. */
  abort(): void;
}

export interface TurnAttemptOptions {
  client: ModelClient;
  request: ModelRequest;
  executor: Executor;
  /** Routing class of a tool name as offered to the model; undefined for unknown names. */
  classOf(name: string): ToolClass | undefined;
  /** The run's signal (timeout, cancellation). */
  signal: AbortSignal;
  /** Receives the usage reported by a message that is then discarded (failed attempt). */
  onDiscardedUsage?(usage: Usage): void;
}

const malformed = (detail: string) => new ModelCallError(`The response was malformed: ${detail}`, true);

export class AttemptAbortedError extends Error {
  override name = 'AttemptAbortedError';
}

export async function streamTurnAttempt(opts: TurnAttemptOptions): Promise<TurnAttempt> {
  const controller = new AbortController();
  const onRunAbort = () => controller.abort(opts.signal.reason);
  if (opts.signal.aborted) controller.abort(opts.signal.reason);
  else opts.signal.addEventListener('abort', onRunAbort, { once: true });

  const assembler = new MessageAssembler();
  const toolUses: TurnAttempt['toolUses'] = [];
  let dispatch: Dispatch | null = null;
  let holding = false;
  const push = (call: ToolCall) => {
    dispatch ??= opts.executor.begin(controller.signal);
    dispatch.push(call);
  };

  const ids = new Set<string>();
  let lastUnclosed = false;
  try {
    for await (const event of opts.client.stream(opts.request, controller.signal)) {
      const { toolUse } = assembler.handle(event);
      if (!toolUse) continue;
      if (ids.has(toolUse.call.id)) throw malformed(`duplicate tool_use id ${JSON.stringify(toolUse.call.id)}`);
      ids.add(toolUse.call.id);
      const emptyInput = assembler.inputWasEmpty(toolUse.index);
      const dispatchNow = !holding && toolUse.validJson && !emptyInput && opts.classOf(toolUse.call.name) === 'read';
      if (dispatchNow) push(toolUse.call);
      else holding = true;
      toolUses.push({ ...toolUse, pushed: dispatchNow, emptyInput });
    }
    if (controller.signal.aborted) throw new AttemptAbortedError('the run was stopped during the response');
    if (!assembler.complete) {
      throw new ModelCallError('The response stream ended before message_stop (connection closed mid-message)', true);
    }
    const lastIndex = assembler.message().content.length - 1;
    for (const open of assembler.unclosedToolUses()) {
      const cutAtEnd = assembler.stop_reason === 'max_tokens' && open.index === lastIndex;
      if (!cutAtEnd) throw malformed(`tool_use block ${open.index} (${open.name}) never closed`);
      lastUnclosed = true;
    }
  } catch (error) {
    // The partial message is discarded: reads it started are cancelled, held calls never run.
    opts.onDiscardedUsage?.(assembler.message().usage);
    controller.abort(new Error('attempt failed'));
    opts.signal.removeEventListener('abort', onRunAbort);
    const started = dispatch as Dispatch | null;
    if (started) await started.close();
    throw error;
  }

  return {
    message: assembler.message(),
    toolUses,
    lastUnclosed,
    pushHeld: push,
    abort: () => controller.abort(new Error('message dropped')),
    async close() {
      const started = dispatch as Dispatch | null;
      try {
        return started ? await started.close() : null;
      } finally {
        // Only now: until the batch is done, a run timeout or cancellation must reach its calls.
        opts.signal.removeEventListener('abort', onRunAbort);
      }
    },
  };
}
