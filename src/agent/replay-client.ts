/**
 * The replay provider: plays the assistant turns of a transcript (or a hand-written script, see
 * transcript.ts) in order, as stream events, so a recorded run goes through exactly the same loop,
 * executor and policy as a live one — without an API key or network. It checks nothing about the
 * requests it is sent; when the recorded turns run out it answers `end_turn` with no text.
 *
 * A run with sub-agents (Task) recorded their turns too, marked with `parentId`: each conversation
 * plays its own turns, and a request belongs to the sub-agent whose task is its first message.
 */
import { DEFAULT_MAX_TOKENS } from './anthropic-client.js';
import { emptyUsage } from '../shared/events.js';
import type { ModelClient, ModelRequest, RawMessageStreamEvent } from './model-client.js';
import { taskMessage } from './system-prompt.js';
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
  responsesOf(lines, transcriptPath); // validates every recorded response
  const start = lines.find((l) => l.type === 'run_start' && !l.parentId);
  const model = start && start.type === 'run_start' && start.model ? start.model : 'replay';
  // The turns of each conversation, keyed by its first user message ('' for the run itself).
  const keyOf = new Map<string, string>();
  for (const line of lines) if (line.type === 'run_start' && line.parentId) keyOf.set(line.parentId, taskMessage(line.task));
  const queues = new Map<string, TranscriptResponse[]>();
  for (const line of lines) {
    if (line.type !== 'response') continue;
    const key = line.parentId ? (keyOf.get(line.parentId) ?? line.parentId) : '';
    queues.set(key, [...(queues.get(key) ?? []), line.message]);
  }
  const conversationOf = (request: ModelRequest): string => {
    const first = request.messages[0]?.content;
    const text = typeof first === 'string' ? first : Array.isArray(first) && first[0]?.type === 'text' ? first[0].text : '';
    return text && queues.has(text) && [...keyOf.values()].includes(text) ? text : '';
  };
  let next = 0;
  return {
    model,
    maxTokens: DEFAULT_MAX_TOKENS,
    // A recording never fails transiently: nothing to retry.
    retry: { maxRetries: 0, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 },
    async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<RawMessageStreamEvent> {
      const index = next++;
      const response: TranscriptResponse = queues.get(conversationOf(request))?.shift() ?? { content: [], stop_reason: 'end_turn' };
      for (const event of eventsOfResponse(response, model, `msg_replay_${index + 1}`)) {
        if (signal.aborted) return;
        yield event;
        // Let the loop's dispatch (and the executor's tools) run between frames, as on a real stream.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}
