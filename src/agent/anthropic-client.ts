/**
 * The Anthropic provider: the real `@anthropic-ai/sdk`, a streamed Messages request, raw events
 * passed through to the loop (messages-client.ts, shared with Bedrock and Vertex).
 */
import Anthropic from '@anthropic-ai/sdk';
import type { ModelClient, RetryPolicy } from './model-client.js';
import { createMessagesClient, type ProviderNaming } from './messages-client.js';

/** The newest Sonnet id in the installed SDK's model list. */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';
export const DEFAULT_MAX_TOKENS = 16_384;
/** What the SDK waits for a response before failing the attempt. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10 * 60_000;

/** What every provider's client takes besides its credentials and endpoint. */
export interface ModelClientCommonOptions {
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

export interface AnthropicClientOptions extends ModelClientCommonOptions {
  /** Passed explicitly: the SDK then reads no credential from the environment. */
  apiKey: string;
  /** Defaults to ANTHROPIC_BASE_URL (read by the SDK), then the public endpoint. */
  baseURL?: string;
}

export const ANTHROPIC_NAMING: ProviderNaming = {
  name: 'the Anthropic API',
  unauthorized: () => 'Anthropic API rejected the API key (401). Check the anthropic_api_key secret.',
};

/** The options every provider passes on to createMessagesClient. */
export function commonClientOptions(opts: ModelClientCommonOptions, model: string) {
  const requestTimeoutMs = opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  return {
    model,
    maxTokens: opts.maxTokens ?? DEFAULT_MAX_TOKENS,
    streamIdleTimeoutMs: opts.streamIdleTimeoutMs ?? requestTimeoutMs,
    ...(opts.maxRetries !== undefined ? { maxRetries: opts.maxRetries } : {}),
    ...(opts.retry ? { retry: opts.retry } : {}),
    ...(opts.onRetry ? { onRetry: opts.onRetry } : {}),
  };
}

export function createAnthropicClient(opts: AnthropicClientOptions): ModelClient {
  if (!opts.apiKey) throw new Error('createAnthropicClient needs an apiKey');
  const sdk = new Anthropic({
    apiKey: opts.apiKey,
    ...(opts.baseURL ? { baseURL: opts.baseURL } : {}),
    maxRetries: 0,
    timeout: opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  });
  return createMessagesClient({ sdk, naming: ANTHROPIC_NAMING, ...commonClientOptions(opts, opts.model ?? DEFAULT_MODEL) });
}
