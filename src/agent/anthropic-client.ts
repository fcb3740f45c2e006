/**
 * The Anthropic provider: the real `@anthropic-ai/sdk`, a streamed Messages request, raw events
 * passed through to the loop.
 *
 * The SDK's own retries are off (`maxRetries: 0`): the loop retries whole turns itself, because
 * only it knows which tool calls a partially received message has already started and must make
 * sure no mutation from an incomplete message ever runs (see turn.ts).
 */
import Anthropic, {
  APIConnectionError,
  APIError,
  APIUserAbortError,
} from '@anthropic-ai/sdk';
import {
  DEFAULT_RETRY,
  ModelCallError,
  parseRetryAfter,
  type ModelClient,
  type ModelRequest,
  type RawMessageStreamEvent,
  type RetryPolicy,
} from './model-client.js';

/** The newest Sonnet id in the installed SDK's model list. */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';
export const DEFAULT_MAX_TOKENS = 16_384;

export interface AnthropicClientOptions {
  /** Passed explicitly: the SDK then reads no credential from the environment. */
  apiKey: string;
  /** Defaults to ANTHROPIC_BASE_URL (read by the SDK), then the public endpoint. */
  baseURL?: string;
  model?: string;
  maxTokens?: number;
  /** Turn retries after the first attempt (default 4). */
  maxRetries?: number;
  /** Overrides of the backoff timings (tests shorten them). */
  retry?: Partial<RetryPolicy>;
  onRetry?: (info: { attempt: number; delayMs: number; error: string }) => void;
  /** Milliseconds the SDK waits for a response before failing the attempt (default 10 min). */
  requestTimeoutMs?: number;
  /**
   * Milliseconds a started response stream may go without a single event before the attempt is
   * abandoned as stalled and retried (default: `requestTimeoutMs`). The SDK's own timeout ends
   * once the response headers arrive, so without this a stream that stops mid-message would hold
   * the run until its wall clock ran out. (`ping` frames are consumed by the SDK and do not count.)
   */
  streamIdleTimeoutMs?: number;
}

const RETRYABLE_STATUS = new Set([408, 409, 429, 500, 502, 503, 504, 529]);
const FATAL_STREAM_ERRORS = new Set([
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'request_too_large',
  'billing_error',
]);

function headerOf(headers: unknown, name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

function apiMessage(error: APIError): string {
  const body = error.error as { error?: { message?: unknown } } | undefined;
  const text = typeof body?.error?.message === 'string' ? body.error.message : error.message;
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

function parseRetryAfterMs(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Math.round(Number(value));
}

/** Maps whatever the SDK threw to a ModelCallError with a message a user can act on. */
export function classifyAnthropicError(error: unknown): ModelCallError {
  if (error instanceof ModelCallError) return error;
  if (error instanceof APIConnectionError) {
    return new ModelCallError(`Connection to the Anthropic API failed: ${error.message}`, true);
  }
  if (error instanceof APIError) {
    const status = error.status;
    const detail = apiMessage(error);
    if (status === undefined) {
      // An `event: error` frame inside an otherwise successful (200) stream.
      const type = (error.error as { error?: { type?: string } } | undefined)?.error?.type ?? error.type ?? 'error';
      return new ModelCallError(`The Anthropic API stream failed (${type}): ${detail}`, !FATAL_STREAM_ERRORS.has(type));
    }
    // `retry-after-ms` (what the SDK itself prefers) wins over `retry-after`.
    const retryAfterMs = parseRetryAfterMs(headerOf(error.headers, 'retry-after-ms')) ?? parseRetryAfter(headerOf(error.headers, 'retry-after'));
    const byStatus = classifyStatus(status, detail, retryAfterMs);
    // The API's explicit `x-should-retry` overrides the status (as in the SDK's own retry logic).
    const should = headerOf(error.headers, 'x-should-retry');
    if ((should === 'true' || should === 'false') && (should === 'true') !== byStatus.retryable) {
      return new ModelCallError(byStatus.message, should === 'true', status, retryAfterMs);
    }
    return byStatus;
  }
  const message = error instanceof Error ? error.message : String(error);
  // Anything else (a malformed frame, an out-of-order event) is a damaged stream: worth another try.
  return new ModelCallError(`The Anthropic API stream failed: ${message}`, true);
}

/** The message and retryability an HTTP status implies. */
function classifyStatus(status: number, detail: string, retryAfterMs: number | undefined): ModelCallError {
  if (RETRYABLE_STATUS.has(status) || status >= 500) {
    const what = status === 429 ? 'rate limited' : status === 529 ? 'overloaded' : 'unavailable';
    return new ModelCallError(`Anthropic API ${what} (${status}): ${detail}`, true, status, retryAfterMs);
  }
  switch (status) {
    case 401:
      return new ModelCallError('Anthropic API rejected the API key (401). Check the anthropic_api_key secret.', false, status);
    case 403:
      return new ModelCallError(`Anthropic API denied access (403): ${detail}`, false, status);
    case 404:
      return new ModelCallError(`Anthropic API returned not found (404): ${detail}. Check the model id.`, false, status);
    case 413:
      return new ModelCallError(`Anthropic API rejected the request as too large (413): ${detail}`, false, status);
    default:
      return new ModelCallError(`Anthropic API rejected the request (${status}): ${detail}`, false, status);
  }
}

export function createAnthropicClient(opts: AnthropicClientOptions): ModelClient {
  if (!opts.apiKey) throw new Error('createAnthropicClient needs an apiKey');
  const requestTimeoutMs = opts.requestTimeoutMs ?? 10 * 60_000;
  const idleMs = opts.streamIdleTimeoutMs ?? requestTimeoutMs;
  const sdk = new Anthropic({
    apiKey: opts.apiKey,
    ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
    maxRetries: 0,
    timeout: requestTimeoutMs,
  });
  const model = opts.model ?? DEFAULT_MODEL;
  const retry: RetryPolicy = {
    ...DEFAULT_RETRY,
    ...(opts.retry ?? {}),
    ...(opts.maxRetries !== undefined ? { maxRetries: opts.maxRetries } : {}),
  };

  return {
    model,
    maxTokens: opts.maxTokens ?? DEFAULT_MAX_TOKENS,
    retry,
    ...(opts.onRetry ? { onRetry: opts.onRetry } : {}),
    async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawMessageStreamEvent> {
      // The raw event stream (`create({ stream: true })`), not the MessageStream helper: the helper
      // parses each tool_use input itself at content_block_stop and fails the whole stream when the
      // model's JSON is invalid. The loop accumulates and parses input_json_delta on its own so an
      // invalid input becomes an error result the model can act on (message-assembler.ts).
      // The SDK request gets its own signal: the run's, plus the stall watchdog's.
      const local = new AbortController();
      const onAbort = () => local.abort(signal.reason);
      if (signal.aborted) local.abort(signal.reason);
      else signal.addEventListener('abort', onAbort, { once: true });
      let stalled = false;
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          stalled = true;
          local.abort(new Error('stream stalled'));
        }, idleMs);
      };
      const stalledError = () =>
        new ModelCallError(`The Anthropic API stream stalled: no event for ${idleMs >= 1000 ? `${Math.round(idleMs / 1000)} s` : `${idleMs} ms`}`, true);
      try {
        const stream = await sdk.messages.create(
          {
            model,
            max_tokens: request.maxTokens,
            system: request.system,
            messages: request.messages,
            ...(request.tools.length ? { tools: request.tools } : {}),
            stream: true,
          },
          { signal: local.signal },
        );
        arm();
        for await (const event of stream) {
          // The watchdog measures the server, not the consumer: paused while the loop handles it.
          clearTimeout(watchdog);
          yield event;
          arm();
        }
        if (stalled) throw stalledError();
      } catch (error) {
        if (stalled && !signal.aborted) throw stalledError();
        if (signal.aborted || error instanceof APIUserAbortError) return;
        throw classifyAnthropicError(error);
      } finally {
        clearTimeout(watchdog);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}
