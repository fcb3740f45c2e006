/**
 * The agent loop (plain functions): send the whole history, stream one assistant turn with
 * streaming dispatch (turn.ts), send the tool results back in one user message, repeat until the
 * model ends its turn or a limit stops the run.
 *
 * `runAgent` never throws for API or tool trouble: every way a run can end (success, a limit, a
 * rejected API key, exhausted retries, a refusal, cancellation) becomes an AgentResult with a
 * reason, and everything done before the end has already been emitted as events.
 *
 * With an output schema (`system.outputSchema`) the run succeeds only once the model's final
 * message validates against it; the validated JSON rides on `run_end` as `structuredOutput`.
 */
import type { ContentBlockParam, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { Executor, ToolResultBlock } from '../executor/types.js';
import type { Redactor } from '../shared/redact.js';
import type { AnyTool } from '../tools/tool.js';
import { type ToolClass, emptyUsage, type EventSink, type MarshalEvent, type Usage } from '../shared/events.js';
import { buildRequest, compactHistory, DEFAULT_CONTEXT_THRESHOLD_TOKENS, toolDefinitions } from './history.js';
import { ModelCallError, retryDelay, sleep, type ModelClient, type ModelRequest } from './model-client.js';
import { addUsage, costAt } from './pricing.js';
import { repairMessage } from '../guidance/output-schema.js';
import { buildSystemPrompt, taskMessage, type SystemPromptInput } from './system-prompt.js';
import type { TranscriptWriter } from './transcript.js';
import { AttemptAbortedError, streamTurnAttempt, type TurnAttempt } from './turn.js';

export interface RunLimitsInput {
  maxTurns: number;
  /** Wall clock for the whole run; on expiry the in-flight stream and tools are aborted. */
  timeoutMs: number;
  /**
   * Stop before the next request (or the next retry) once the run has cost this much (usage x
   * price table, including the usage of discarded attempts). The turn that crosses the budget is
   * still completed: its response is already paid for and its calls run, but their results are
   * never sent back (no further request).
   */
  maxCostUsd?: number;
  /** `max_tokens` per response; defaults to the client's. */
  maxTokens?: number;
  /** Estimated context (chars / 4) above which old tool output is elided. Default 120,000. */
  contextThresholdTokens?: number;
}

export interface RunAgentOptions {
  client: ModelClient;
  executor: Executor;
  /** The tools offered to the model, already filtered by the policy. */
  tools: readonly AnyTool[];
  system: SystemPromptInput;
  task: string;
  limits: RunLimitsInput;
  emit: EventSink;
  signal?: AbortSignal;
  /** Passed to the executor (checked between batches); also read when the model ends its turn. */
  getSteering?: () => string | null | undefined;
  transcript?: Pick<TranscriptWriter, 'write' | 'record'>;
  redactor?: Redactor;
  runId: string;
  /**
   * The usage of the whole agent tree (the run and its sub-agents), shared by their loops: each
   * adds its own usage to it, and the cost budget is checked against it, so sub-agents spend the
   * run's budget. A top-level run reports it as its usage and cost; a sub-agent (`subAgent`)
   * reports only its own.
   */
  spend?: Usage;
  subAgent?: boolean;
  /**
   * `streaming` (default): read calls start at their block's stop, while the model still streams.
   * `after-message`: every call waits for message_stop (the benchmark's baseline; debugging).
   */
  dispatch?: 'streaming' | 'after-message';
}

/** The `run_end` event's fields (conclusion, reason, turns, usage, cost, final text), and: */
export interface AgentResult extends Omit<Extract<MarshalEvent, { type: 'run_end' }>, 'type'> {
  /** Tool calls that got a result (every call the model made in a complete message). */
  toolCalls: number;
}

type Outcome = Pick<AgentResult, 'conclusion' | 'reason'>;

/** Ends the run from inside a retry loop with a limit outcome. */
class LimitReached extends Error {
  constructor(readonly outcome: Outcome) {
    super(outcome.reason);
  }
}

const isBlankText = (b: { type: string }) => b.type === 'text' && !String((b as { text?: unknown }).text ?? '').trim();

/**
 * A paused turn is resent as the final message, and the API rejects final assistant content that
 * ends with whitespace. Trimmed once, when stored, so every later request repeats the same bytes
 * (a prompt-cache hit) instead of trimming only while the message is last.
 */
function trimFinalText<T extends { type: string }>(content: T[]): T[] {
  const last = content.at(-1) as (T & { text?: unknown }) | undefined;
  if (last?.type !== 'text' || typeof last.text !== 'string' || last.text === last.text.trimEnd()) return content;
  return [...content.slice(0, -1), { ...last, text: last.text.trimEnd() }];
}

const STEERING_PREFIX = 'New instruction from the user (it replaces the rest of your current plan):\n';

function textOf(content: readonly { type: string }[]): string {
  return content
    .filter((b): b is { type: 'text'; text: string } => b.type === 'text')
    .map((b) => b.text)
    .join('\n')
    .trim();
}

export async function runAgent(opts: RunAgentOptions): Promise<AgentResult> {
  const redact = (text: string) => (opts.redactor ? opts.redactor.redact(text) : text);
  const emit: EventSink = (event: MarshalEvent) => {
    try {
      opts.emit(event);
    } catch (error) {
      process.stderr.write(`marshal: event consumer failed on ${event.type}: ${String(error)}\n`);
    }
    opts.transcript?.record(event);
  };
  // The executor reports tool calls through its own sink; a fork whose sink is ours lets the
  // transcript record every verdict while the events still reach the caller's sink unchanged.
  const executor: Executor = opts.executor.fork({
    emit,
    ...(opts.getSteering ? { getSteering: opts.getSteering } : {}),
  });

  const run = new AbortController();
  let stopCause: 'timeout' | 'cancelled' | null = null;
  const onCancel = () => {
    stopCause ??= 'cancelled';
    run.abort(new Error('run cancelled'));
  };
  if (opts.signal?.aborted) onCancel();
  else opts.signal?.addEventListener('abort', onCancel, { once: true });
  const timer = setTimeout(() => {
    stopCause ??= 'timeout';
    run.abort(new Error('run timed out'));
  }, opts.limits.timeoutMs);

  const model = opts.client.model;
  const system = buildSystemPrompt(opts.system);
  const tools = toolDefinitions(opts.tools);
  const classes = new Map<string, ToolClass>();
  for (const tool of opts.tools) for (const name of [tool.name, ...(tool.aliases ?? [])]) classes.set(name.toLowerCase(), tool.class);
  const streaming = (opts.dispatch ?? 'streaming') === 'streaming';
  const classOf = (name: string) => (streaming ? classes.get(name.trim().toLowerCase()) : undefined);
  const maxTokens = opts.limits.maxTokens ?? opts.client.maxTokens;
  const threshold = opts.limits.contextThresholdTokens ?? DEFAULT_CONTEXT_THRESHOLD_TOKENS;

  const usage = emptyUsage();
  const spend = opts.spend ?? usage;
  const addSpent = (u: Partial<Usage>) => {
    addUsage(usage, u);
    if (spend !== usage) addUsage(spend, u);
  };
  const messages: MessageParam[] = [{ role: 'user', content: [{ type: 'text', text: taskMessage(opts.task) }] }];
  let sent = 0;
  let turns = 0;
  let toolCalls = 0;
  let finalText = '';
  let outcome: Outcome | null = null;
  const schema = opts.system.outputSchema;
  let repairsLeft = 1;
  let structuredOutput: string | undefined;

  const runStart = { type: 'run_start' as const, runId: opts.runId, task: opts.task, model, at: new Date().toISOString() };
  opts.transcript?.write({ ...runStart, system, tools: opts.tools.map((t) => t.name) });
  emit(runStart);

  /** Steering read when the model ends its turn; a failing source must not fail a finished run. */
  const readSteering = (): string | null => {
    try {
      const text = opts.getSteering?.();
      return typeof text === 'string' && text.trim() ? text : null;
    } catch (error) {
      emit({ type: 'notice', level: 'warning', message: `Reading steering messages failed: ${error instanceof Error ? error.message : String(error)}` });
      return null;
    }
  };

  const budgetOutcome = (): Outcome | null => {
    const spent = costAt(opts.client.price, model, spend);
    if (opts.limits.maxCostUsd === undefined) return null;
    // A budget nothing can be measured against is refused before the first call, not ignored.
    if (Number.isNaN(spent)) return { conclusion: 'failure', reason: `The cost budget ($${opts.limits.maxCostUsd.toFixed(2)}) cannot be enforced: no price is known for the model ${model}` };
    if (spent < opts.limits.maxCostUsd) return null;
    return { conclusion: 'limit', reason: `The run reached its cost budget ($${spent.toFixed(4)} of $${opts.limits.maxCostUsd.toFixed(2)})` };
  };

  const stoppedOutcome = (): Outcome =>
    stopCause === 'timeout'
      ? { conclusion: 'limit', reason: `The run reached its time limit (${Math.round(opts.limits.timeoutMs / 1000)} s)` }
      : { conclusion: 'cancelled', reason: cancelReason(opts.signal) };

  /** Streams the turn, retrying retryable failures with backoff; a failed attempt never acts. */
  const attemptTurn = async (request: ModelRequest): Promise<TurnAttempt> => {
    const policy = opts.client.retry;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) opts.transcript?.write({ type: 'request', turn: turns, attempt: attempt + 1, messageCount: messages.length, messages: [] });
      try {
        return await streamTurnAttempt({
          client: opts.client,
          request,
          executor,
          classOf,
          signal: run.signal,
          // A discarded message was still (at least partly) billed: the budget must see it.
          onDiscardedUsage: (partial) => addSpent(partial),
        });
      } catch (error) {
        if (run.signal.aborted || error instanceof AttemptAbortedError) throw new AttemptAbortedError('stopped');
        const failure =
          error instanceof ModelCallError
            ? error
            : new ModelCallError(`The model stream was malformed: ${error instanceof Error ? error.message : String(error)}`, true);
        if (!failure.retryable) throw failure;
        if (attempt >= policy.maxRetries) {
          throw new ModelCallError(`${failure.message} (gave up after ${attempt + 1} attempts)`, false, failure.status);
        }
        const overBudget = budgetOutcome();
        if (overBudget) throw new LimitReached(overBudget);
        const delayMs = retryDelay(policy, attempt, failure.retryAfterMs);
        const info = { attempt: attempt + 1, delayMs, error: redact(failure.message) };
        emit({ type: 'retry', ...info });
        opts.client.onRetry?.(info);
        await sleep(delayMs, run.signal).catch(() => {
          throw new AttemptAbortedError('stopped');
        });
      }
    }
  };

  try {
    for (;;) {
      if (stopCause) {
        outcome = stoppedOutcome();
        break;
      }
      if (turns >= opts.limits.maxTurns) {
        outcome = { conclusion: 'limit', reason: `The run reached its turn limit (${opts.limits.maxTurns}) before the model finished` };
        break;
      }
      const overBudget = budgetOutcome();
      if (overBudget) {
        outcome = overBudget;
        break;
      }

      turns++;
      emit({ type: 'turn_start', turn: turns });
      const elided = compactHistory(messages, { system, tools }, threshold);
      if (elided) emit({ type: 'notice', level: 'info', message: `Elided ${elided} old tool output(s) to keep the context under ~${threshold} tokens` });
      // Elision rewrites old messages, so the transcript then gets the whole history again.
      const fresh = elided ? messages : messages.slice(sent);
      opts.transcript?.write({ type: 'request', turn: turns, attempt: 1, messageCount: messages.length, messages: fresh });
      sent = messages.length;
      const request = buildRequest({ system, tools, messages, maxTokens });

      const attempt = await attemptTurn(request);
      const message = attempt.message;
      addSpent(message.usage);
      opts.transcript?.write({ type: 'response', turn: turns, message: { id: message.id, content: message.content, stop_reason: message.stop_reason, usage: message.usage } });
      for (const block of message.content) {
        if (block.type === 'text' && (block as { text: string }).text.trim()) {
          emit({ type: 'assistant_text', turn: turns, text: (block as { text: string }).text });
        }
      }
      const text = textOf(message.content);
      if (text) finalText = text;
      const stop = message.stop_reason;

      if (stop === 'refusal' || stop === 'model_context_window_exceeded') {
        // Nothing of a refused message is acted on: started reads are cancelled, held calls dropped.
        attempt.abort();
        await attempt.close();
        emit({ type: 'turn_end', turn: turns, stopReason: stop, usage: message.usage });
        outcome =
          stop === 'refusal'
            ? { conclusion: 'failure', reason: 'The model refused to continue (stop_reason: refusal)' }
            : { conclusion: 'failure', reason: 'The conversation exceeded the model context window' };
        break;
      }

      // Blank text blocks are returned by the API but rejected when sent back (400).
      let content = message.content.filter((b) => !isBlankText(b));
      let toolUses = attempt.toolUses;
      let cutNote: string | null = null;
      const lastBlock = content.at(-1) as { type: string; id?: unknown; name?: unknown } | undefined;
      if (stop === 'max_tokens' && lastBlock?.type === 'tool_use') {
        // The last tool_use may have been cut: its content_block_stop never came, its JSON does not
        // parse, or no input arrived at all. Such a call was held (never pushed) and is dropped
        // here; the model is told to retry it with a smaller input.
        const last = toolUses.at(-1);
        const cut = attempt.lastUnclosed || (last !== undefined && last.call.id === lastBlock.id && (!last.validJson || last.emptyInput));
        if (cut) {
          if (!attempt.lastUnclosed) toolUses = toolUses.slice(0, -1);
          content = content.slice(0, -1);
          emit({ type: 'notice', level: 'warning', message: `A ${String(lastBlock.name)} call was cut off by max_tokens; it was dropped and did not run` });
          cutNote =
            `Your response hit the max_tokens limit while writing a ${String(lastBlock.name)} call, so that call was dropped ` +
            'and did not run. Continue; retry it with a smaller input (for example, split a large edit into several).';
        }
      }
      if (content.length === 0) content = [{ type: 'text', text: '(no output)' }];
      if (stop === 'pause_turn') content = trimFinalText(content);
      messages.push({ role: 'assistant', content: content as ContentBlockParam[] });

      for (const use of toolUses) if (!use.pushed) attempt.pushHeld(use.call);
      const batch = await attempt.close();
      emit({ type: 'turn_end', turn: turns, stopReason: stop, usage: message.usage });

      if (toolUses.length > 0) {
        const results: ToolResultBlock[] = batch?.results ?? [];
        toolCalls += results.length;
        const userContent: ContentBlockParam[] = [...results];
        if (batch?.steering) userContent.push({ type: 'text', text: STEERING_PREFIX + batch.steering });
        if (cutNote) userContent.push({ type: 'text', text: cutNote });
        messages.push({ role: 'user', content: userContent });
        continue;
      }
      if (stop === 'pause_turn') continue; // the API resumes the paused turn from the history as-is
      if (stop === 'max_tokens') {
        messages.push({ role: 'user', content: [{ type: 'text', text: cutNote ?? 'Your response hit the max_tokens limit. Continue from where you stopped.' }] });
        continue;
      }
      const steering = readSteering();
      if (steering) {
        emit({ type: 'steering', text: steering, skipped: [] });
        messages.push({ role: 'user', content: [{ type: 'text', text: STEERING_PREFIX + steering }] });
        continue;
      }
      if (schema) {
        // The final answer must validate (output-schema.ts): the first invalid one gets ONE repair
        // turn with the errors; after that, or with no turn left for it, the run fails and says why.
        const answer = schema.check(text);
        if (!answer.ok) {
          const errors = answer.errors.map(redact);
          if (repairsLeft > 0 && turns < opts.limits.maxTurns) {
            repairsLeft--;
            emit({ type: 'notice', level: 'warning', message: `The final answer does not match the output schema; asking once for a corrected one: ${errors.join('; ')}` });
            messages.push({ role: 'user', content: [{ type: 'text', text: repairMessage(errors) }] });
            continue;
          }
          const why = repairsLeft > 0 ? 'no turn was left to correct it' : 'also after one repair turn';
          outcome = { conclusion: 'failure', reason: `The final answer does not match the output schema (${schema.source}; ${why}): ${errors.join('; ')}` };
          break;
        }
        structuredOutput = answer.json;
      }
      outcome = { conclusion: 'success', reason: `The model finished its work (stop_reason: ${stop ?? 'none'})` };
      break;
    }
  } catch (error) {
    if (stopCause || error instanceof AttemptAbortedError) outcome = stoppedOutcome();
    else if (error instanceof LimitReached) outcome = error.outcome;
    else if (error instanceof ModelCallError) outcome = { conclusion: 'failure', reason: redact(error.message) };
    else outcome = { conclusion: 'failure', reason: redact(`The agent loop failed: ${error instanceof Error ? error.message : String(error)}`) };
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCancel);
  }

  const final = outcome ?? { conclusion: 'failure' as const, reason: 'The agent loop ended without an outcome' };
  const reported = opts.subAgent ? usage : spend;
  const costUsd = costAt(opts.client.price, model, reported);
  const structured = final.conclusion === 'success' && structuredOutput !== undefined ? { structuredOutput } : {};
  emit({ type: 'run_end', ...final, turns, usage: { ...reported }, costUsd, finalText, ...structured });
  return { ...final, turns, usage: { ...reported }, costUsd, finalText, ...structured, toolCalls };
}

/** "The run was cancelled", with the canceller's reason when it gave one (an Error or a string). */
function cancelReason(signal: AbortSignal | undefined): string {
  const why = signal?.reason instanceof Error ? signal.reason.message : typeof signal?.reason === 'string' ? signal.reason : '';
  return why && !/^(This operation was aborted|AbortError)/.test(why) ? `The run was cancelled: ${why}` : 'The run was cancelled';
}
