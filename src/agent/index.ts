/**
 * The agent's public surface. What each export is for:
 *
 * - `ModelClient`: one streamed assistant turn per call (`stream(request, signal)` yields raw
 *   Messages API stream events), plus the model id, default `max_tokens` and retry policy.
 * - `createAnthropicClient({ apiKey, baseURL?, model?, maxTokens?, maxRetries?, retry?, onRetry?,
 *   requestTimeoutMs?, streamIdleTimeoutMs? })`: the real SDK (raw `messages.create({ stream:
 *   true })` events, SDK retries off, honours `baseURL` or ANTHROPIC_BASE_URL; a stream silent for
 *   `streamIdleTimeoutMs` is abandoned and retried).
 * - `createModelClient(config)` (providers/create.ts): the client settings name — anthropic,
 *   bedrock (`@anthropic-ai/bedrock-sdk`, SigV4 or a Bedrock API key), vertex
 *   (`@anthropic-ai/vertex-sdk`, google-auth-library) or replay; the cloud SDKs load only when
 *   chosen. All three SDKs go through one `createMessagesClient` (messages-client.ts): the same
 *   stream handling, stall watchdog and error mapping, named per provider.
 * - `createReplayClient(path)`: plays the assistant turns of a transcript or hand-written script
 *   in order; `end_turn` with no text once they run out.
 * - `DEFAULT_MODEL`: the newest Sonnet id in the installed SDK's model list.
 * - `runAgent(opts)`: the loop; resolves to an `AgentResult`, never throws for API/tool trouble.
 * - `buildSystemPrompt(input)`: task framing, repository, policy in words, limits, and the
 *   UNTRUSTED event context in a fence.
 * - `TranscriptWriter(path, redactor?)`: JSONL transcript (`write`, `record(event)`, `close()`);
 *   `readTranscript` reads one back (`responsesOf`, `toolCallsOf` in transcript.ts pick from it).
 * - `priceFor(model)` / `costOf(model, usage)`: the price table ($/MTok) and a run's cost;
 *   `ModelClient.price` carries a provider's own price (providers/models.ts), null when unknown.
 * - `ModelCallError` (model-client.ts): what providers throw (`retryable`, `status`, `retryAfterMs`).
 */
export type { AgentResult, RunAgentOptions } from './loop.js';
export { runAgent } from './loop.js';
export type { ModelClient } from './model-client.js';
export { DEFAULT_RETRY, parseRetryAfter, retryDelay } from './model-client.js';
export { createAnthropicClient, DEFAULT_MODEL } from './anthropic-client.js';
export { createReplayClient } from './replay-client.js';
export { buildSystemPrompt, type SystemPromptInput } from './system-prompt.js';
export { readTranscript, TranscriptWriter } from './transcript.js';
export { costOf, priceFor } from './pricing.js';
