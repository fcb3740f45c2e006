/**
 * One Messages API client for every provider that speaks the Messages stream: Anthropic's own
 * API, Amazon Bedrock and Vertex AI. Each provider's SDK (`@anthropic-ai/sdk`,
 * `@anthropic-ai/bedrock-sdk`, `@anthropic-ai/vertex-sdk`) exposes the same
 * `messages.create({ stream: true })` and yields the same raw events (Bedrock's binary event
 * stream is turned back into them inside its SDK), and throws the same `APIError` classes: only
 * the SDK instance, the provider's name in messages and the hints differ.
 *
 * The SDK's own retries are off (`maxRetries: 0` at construction): the loop retries whole turns
 * itself, because only it knows which tool calls a partially received message has already started
 * and must make sure no mutation from an incomplete message ever runs (see turn.ts).
 */
import { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import {
  DEFAULT_RETRY,
  ModelCallError,
  parseRetryAfter,
  type ModelClient,
  type ModelRequest,
  type RawMessageStreamEvent,
  type RetryPolicy,
} from './model-client.js';
import type { ModelPrice } from './pricing.js';

/** What a provider's SDK must offer: the raw event stream of one request. */
export interface MessagesSdk {
  messages: {
    create(
      body: { model: string; max_tokens: number; system: ModelRequest['system']; messages: ModelRequest['messages']; tools?: ModelRequest['tools']; stream: true },
      options: { signal: AbortSignal },
    ): PromiseLike<AsyncIterable<RawMessageStreamEvent>>;
  };
}

/** How errors of one provider read: its name and what to check when it refuses the caller. */
export interface ProviderNaming {
  /** "the Anthropic API", "Amazon Bedrock", "Vertex AI". */
  name: string;
  /** The whole message of a 401: which credential to check. */
  unauthorized: (detail: string) => string;
  /** The sentence a 403 ends with (permissions, model access). */
  accessHint?: string;
}

export interface MessagesClientOptions {
  sdk: MessagesSdk;
  naming: ProviderNaming;
  model: string;
  maxTokens: number;
  /** Turn retries after the first attempt (default 4). */
  maxRetries?: number;
  retry?: Partial<RetryPolicy>;
  onRetry?: (info: { attempt: number; delayMs: number; error: string }) => void;
  /** Milliseconds a started stream may go without an event before it counts as stalled. */
  streamIdleTimeoutMs: number;
  /** The provider's price of this model; null when unknown; omitted: priced by id (pricing.ts). */
  price?: ModelPrice | null;
  /** Which errors are fatal before the generic rules apply (credential failures a provider knows). */
  classify?: (error: unknown) => ModelCallError | null;
}

const RETRYABLE_STATUS = new Set([408, 409, 429, 500, 502, 503, 504, 529]);
/** `event: error` types (in a 200 stream) that another attempt cannot fix. */
const FATAL_STREAM_ERRORS = new Set([
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'request_too_large',
  'billing_error',
  // Bedrock's exception frames, as its SDK names them (camel-cased exception types).
  'validationException',
  'accessDeniedException',
  'resourceNotFoundException',
]);

function headerOf(headers: unknown, name: string): string | null {
  if (!headers) return null;
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/** The API's own message: Anthropic's `{error: {message}}`, Google's too, Bedrock's `{message}`. */
function apiMessage(error: APIError): string {
  const body = error.error as { error?: { message?: unknown }; message?: unknown; Message?: unknown } | undefined;
  const text =
    typeof body?.error?.message === 'string' ? body.error.message
    : typeof body?.message === 'string' ? body.message
    : typeof body?.Message === 'string' ? body.Message
    : error.message;
  // Without a closing period: messages go on with their own sentence (". Check the model id.").
  return text.replace(/\s+/g, ' ').trim().slice(0, 300).replace(/\.+$/, '');
}

/** The provider's name opening a sentence: "The Anthropic API", "Amazon Bedrock". */
function subject(naming: ProviderNaming): string {
  return naming.name.charAt(0).toUpperCase() + naming.name.slice(1);
}

function parseRetryAfterMs(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Math.round(Number(value));
}

/** Maps whatever the SDK threw to a ModelCallError with a message a user can act on. */
function classifyModelError(error: unknown, naming: ProviderNaming): ModelCallError {
  if (error instanceof ModelCallError) return error;
  if (error instanceof APIConnectionError) {
    const cause = error.cause instanceof Error && error.cause.message && !error.message.includes(error.cause.message) ? ` (${error.cause.message.slice(0, 200)})` : '';
    return new ModelCallError(`Connection to ${naming.name} failed: ${error.message}${cause}`, true);
  }
  if (error instanceof APIError) {
    const status = error.status;
    const detail = apiMessage(error);
    if (status === undefined) {
      // An `event: error` frame inside an otherwise successful (200) stream.
      const type = (error.error as { error?: { type?: string } } | undefined)?.error?.type ?? error.type ?? 'error';
      return new ModelCallError(`${subject(naming)} stream failed (${type}): ${detail}`, !FATAL_STREAM_ERRORS.has(type));
    }
    // `retry-after-ms` (what the SDK itself prefers) wins over `retry-after`.
    const retryAfterMs = parseRetryAfterMs(headerOf(error.headers, 'retry-after-ms')) ?? parseRetryAfter(headerOf(error.headers, 'retry-after'));
    const byStatus = classifyStatus(status, detail, retryAfterMs, naming);
    // The API's explicit `x-should-retry` overrides the status (as in the SDK's own retry logic).
    const should = headerOf(error.headers, 'x-should-retry');
    if ((should === 'true' || should === 'false') && (should === 'true') !== byStatus.retryable) {
      return new ModelCallError(byStatus.message, should === 'true', status, retryAfterMs);
    }
    return byStatus;
  }
  const message = error instanceof Error ? error.message : String(error);
  // Anything else (a malformed frame, an out-of-order event) is a damaged stream: worth another try.
  return new ModelCallError(`${subject(naming)} stream failed: ${message}`, true);
}

/** The message and retryability an HTTP status implies. */
function classifyStatus(status: number, detail: string, retryAfterMs: number | undefined, naming: ProviderNaming): ModelCallError {
  const name = naming.name.replace(/^the /, '');
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  if (RETRYABLE_STATUS.has(status) || status >= 500) {
    const what = status === 429 ? 'rate limited' : status === 529 ? 'overloaded' : 'unavailable';
    return new ModelCallError(`${Name} ${what} (${status}): ${detail}`, true, status, retryAfterMs);
  }
  switch (status) {
    case 401:
      return new ModelCallError(naming.unauthorized(detail), false, status);
    case 403:
      return new ModelCallError(`${Name} denied access (403): ${detail}${naming.accessHint ? `. ${naming.accessHint}` : ''}`, false, status);
    case 404:
      return new ModelCallError(`${Name} returned not found (404): ${detail}. Check the model id.`, false, status);
    case 413:
      return new ModelCallError(`${Name} rejected the request as too large (413): ${detail}`, false, status);
    default:
      return new ModelCallError(`${Name} rejected the request (${status}): ${detail}`, false, status);
  }
}

export function createMessagesClient(opts: MessagesClientOptions): ModelClient {
  const { sdk, naming, model } = opts;
  const idleMs = opts.streamIdleTimeoutMs;
  const retry: RetryPolicy = {
    ...DEFAULT_RETRY,
    ...(opts.retry ?? {}),
    ...(opts.maxRetries !== undefined ? { maxRetries: opts.maxRetries } : {}),
  };
  const classify = (error: unknown) => opts.classify?.(error) ?? classifyModelError(error, naming);

  return {
    model,
    maxTokens: opts.maxTokens,
    retry,
    ...(opts.price !== undefined ? { price: opts.price } : {}),
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
        new ModelCallError(`${subject(naming)} stream stalled: no event for ${idleMs >= 1000 ? `${Math.round(idleMs / 1000)} s` : `${idleMs} ms`}`, true);
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
        throw classify(error);
      } finally {
        clearTimeout(watchdog);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}
