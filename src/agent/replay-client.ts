/**
 * The replay provider: plays the assistant turns of a transcript (or a hand-written script, see
 * transcript.ts) in order, as stream events, so a recorded run goes through exactly the same loop,
 * executor and policy as a live one — without an API key or network. It checks nothing about the
 * requests it is sent; when the recorded turns run out it answers `end_turn` with no text.
 */
import { DEFAULT_MAX_TOKENS } from './anthropic-client.js';
import { emptyUsage } from './events.js';
import type { ModelClient, ModelRequest, RawMessageStreamEvent } from './model-client.js';
import { readTranscript, responsesOf, type TranscriptResponse } from './transcript.js';

const ev = (event: Record<string, unknown>) => event as unknown as RawMessageStreamEvent;

/** The stream events that deliver `response` (one delta per block). */
export function eventsOfResponse(response: TranscriptResponse, model: string, id: string): RawMessageStreamEvent[] {
  const usage = { ...emptyUsage(), ...(response.usage ?? {}) };
  const hasToolUse = response.content.some((b) => b.type === 'tool_use');
  const stopReason = response.stop_reason ?? (hasToolUse ? 'tool_use' : 'end_turn');
  const events: RawMessageStreamEvent[] = [
    ev({
      type: 'message_start',
      message: {
        id: response.id ?? id,
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { ...usage, output_tokens: 0 },
      },
    }),
  ];
  response.content.forEach((block, index) => {
    const b = block as Record<string, unknown> & { type: string };
    switch (b.type) {
      case 'text':
        events.push(ev({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }));
        events.push(ev({ type: 'content_block_delta', index, delta: { type: 'text_delta', text: String(b.text ?? '') } }));
        break;
      case 'tool_use': {
        events.push(ev({ type: 'content_block_start', index, content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} } }));
        const input = (b.input ?? {}) as Record<string, unknown>;
        // A recorded call whose JSON was invalid is replayed as the same invalid text.
        const json = typeof input.__invalid_json === 'string' ? input.__invalid_json : JSON.stringify(input);
        // An empty input is replayed as no input at all, like a call cut before its input began: at
        // max_tokens the loop then drops it as the live run did (a cut call is recorded as `{}`
        // when its block never closed).
        if (json !== '{}') events.push(ev({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json: json } }));
        break;
      }
      case 'thinking':
        events.push(ev({ type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } }));
        events.push(ev({ type: 'content_block_delta', index, delta: { type: 'thinking_delta', thinking: String(b.thinking ?? '') } }));
        events.push(ev({ type: 'content_block_delta', index, delta: { type: 'signature_delta', signature: String(b.signature ?? '') } }));
        break;
      default:
        events.push(ev({ type: 'content_block_start', index, content_block: b }));
    }
    events.push(ev({ type: 'content_block_stop', index }));
  });
  events.push(
    ev({
      type: 'message_delta',
      delta: { stop_reason: stopReason, stop_sequence: null },
      usage: { output_tokens: usage.output_tokens, input_tokens: usage.input_tokens, cache_creation_input_tokens: usage.cache_creation_input_tokens, cache_read_input_tokens: usage.cache_read_input_tokens },
    }),
  );
  events.push(ev({ type: 'message_stop' }));
  return events;
}

export async function createReplayClient(transcriptPath: string): Promise<ModelClient> {
  const lines = readTranscript(transcriptPath);
  const responses = responsesOf(lines, transcriptPath);
  const start = lines.find((l) => l.type === 'run_start');
  const model = start && start.type === 'run_start' && start.model ? start.model : 'replay';
  let next = 0;
  return {
    model,
    maxTokens: DEFAULT_MAX_TOKENS,
    // A recording never fails transiently: nothing to retry.
    retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 },
    async *stream(_request: ModelRequest, signal: AbortSignal): AsyncIterable<RawMessageStreamEvent> {
      const index = next++;
      const response: TranscriptResponse = responses[index] ?? { content: [], stop_reason: 'end_turn' };
      for (const event of eventsOfResponse(response, model, `msg_replay_${index + 1}`)) {
        if (signal.aborted) return;
        yield event;
        // Let the loop's dispatch (and the executor's tools) run between frames, as on a real stream.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}
