/**
 * The provider-neutral model interface the loop talks to, and the error type providers throw.
 *
 * A provider turns one request (the whole history: the loop is stateless towards the API) into
 * the Messages API's raw stream events, in order. The loop assembles the message itself from
 * those events, so streaming dispatch, the partial-message rule and the transcript work the same
 * for every provider (the Anthropic SDK, the replay of a recorded run, test fakes).
 */
import type {
  MessageParam,
  RawMessageStreamEvent,
  TextBlockParam,
  Tool as ApiTool,
} from '@anthropic-ai/sdk/resources/messages';
import type { ModelPrice } from './pricing.js';

export type { MessageParam, RawMessageStreamEvent, TextBlockParam, ApiTool };

/** One request: what is sent to `messages.stream()` apart from the model id. */
export interface ModelRequest {
  system: TextBlockParam[];
  tools: ApiTool[];
  messages: MessageParam[];
  maxTokens: number;
}

/** How the loop retries a turn that failed with a retryable error. */
export interface RetryPolicy {
  /** Retries after the first attempt (so `maxRetries + 1` attempts in all). */
  maxRetries: number;
  /** First backoff delay; doubled per attempt, with jitter. */
  baseDelayMs: number;
  /** Upper bound of a computed backoff delay. */
  maxDelayMs: number;
  /** Upper bound of a server-requested `retry-after` delay. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxRetries: 4,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxRetryAfterMs: 60_000,
};

export interface ModelClient {
  /** The model id sent with every request (and priced by `costOf`). */
  readonly model: string;
  /** Default `max_tokens` per response when the run sets none. */
  readonly maxTokens: number;
  readonly retry: RetryPolicy;
  /**
   * What this provider charges for `model` ($/MTok, pricing.ts): null when no price is known (a
   * Bedrock ARN, a model family the table lacks); omitted, the model id is priced (`costOf`).
   */
  readonly price?: ModelPrice | null;
  /** Called on every retry, after the loop has emitted its `retry` event. */
  readonly onRetry?: (info: { attempt: number; delayMs: number; error: string }) => void;
  /**
   * One streamed assistant turn: yields raw stream events (message_start ... message_stop).
   * Throws `ModelCallError` for API trouble; stops promptly when `signal` aborts. A stream that
   * ends without `message_stop` is detected by the loop (it is a retryable cut).
   */
  stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawMessageStreamEvent>;
}

/**
 * A failed model call. `retryable` says whether re-sending the same request may succeed
 * (rate limits, overload, 5xx, dropped connections, cut streams); the rest end the run.
 */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /** Server-requested delay (`retry-after`), already parsed to milliseconds. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ModelCallError';
  }
}

/**
 * Parses `retry-after`: delta-seconds ("3", "1.5") or an HTTP date. Returns milliseconds, or
 * undefined when absent or unparseable. `now` is injectable for tests.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}

/**
 * The delay before retry number `attempt` (0-based): the server's `retry-after` when it sent one
 * (capped, so a hostile or confused server cannot park the run), else exponential backoff with
 * +-25% jitter so parallel runners that failed together do not retry in lockstep.
 */
export function retryDelay(policy: RetryPolicy, attempt: number, retryAfterMs?: number, random = Math.random): number {
  if (retryAfterMs !== undefined) return Math.min(Math.max(0, retryAfterMs), policy.maxRetryAfterMs);
  const exp = Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
  const jitter = 1 + (random() * 0.5 - 0.25);
  return Math.round(exp * jitter);
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new Error('aborted'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error('aborted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
