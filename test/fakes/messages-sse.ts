/**
 * SSE frames of a scripted Messages API response, exactly as the API sends them:
 * `event: <type>\ndata: <json>\n\n`, with text and tool input split into deltas at awkward
 * places (inside strings, inside escape sequences) the way a real stream splits them.
 */
export interface FakeUsage {
  input_tokens?: number;
  output_tokens?: number;
  cache_creation_input_tokens?: number;
  cache_read_input_tokens?: number;
}

export type FakeBlock =
  | { type: 'text'; text: string }
  /** `input` is sent as JSON; `rawJson` (when given) is sent verbatim instead, valid or not. */
  | { type: 'tool_use'; id: string; name: string; input?: unknown; rawJson?: string; noInputDeltas?: boolean }
  | { type: 'thinking'; thinking: string; signature: string }
  /** Any other block (redacted_thinking, server_tool_use, web_search_tool_result ...): sent whole in content_block_start. */
  | { type: 'opaque'; block: Record<string, unknown> & { type: string } };

export interface SseFrame {
  event: string;
  data: unknown;
  /** Index of the content block the frame belongs to, when it belongs to one. */
  block?: number;
}

/** Chunk sizes cycled through when splitting deltas: small and uneven on purpose. */
const CHUNK_SIZES = [1, 4, 2, 7, 3, 11];

export function splitAwkwardly(text: string): string[] {
  const parts: string[] = [];
  let i = 0;
  let k = 0;
  while (i < text.length) {
    const size = CHUNK_SIZES[k++ % CHUNK_SIZES.length] as number;
    parts.push(text.slice(i, i + size));
    i += size;
  }
  return parts.length ? parts : [''];
}

export function encodeFrame(frame: SseFrame): string {
  return `event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`;
}

export function framesOf(opts: {
  id: string;
  model: string;
  blocks: readonly FakeBlock[];
  stopReason: string;
  usage?: FakeUsage;
  /** A `ping` frame after message_start (default true), as the API sends. */
  pings?: boolean;
}): SseFrame[] {
  const usage = {
    input_tokens: opts.usage?.input_tokens ?? 100,
    output_tokens: opts.usage?.output_tokens ?? 20,
    cache_creation_input_tokens: opts.usage?.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: opts.usage?.cache_read_input_tokens ?? 0,
  };
  const frames: SseFrame[] = [
    {
      event: 'message_start',
      data: {
        type: 'message_start',
        message: {
          id: opts.id,
          type: 'message',
          role: 'assistant',
          model: opts.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...usage, output_tokens: 1 },
        },
      },
    },
  ];
  if (opts.pings !== false) frames.push({ event: 'ping', data: { type: 'ping' } });
  opts.blocks.forEach((block, index) => {
    const delta = (d: unknown) => frames.push({ event: 'content_block_delta', data: { type: 'content_block_delta', index, delta: d }, block: index });
    if (block.type === 'text') {
      frames.push({ event: 'content_block_start', data: { type: 'content_block_start', index, content_block: { type: 'text', text: '' } }, block: index });
      for (const part of splitAwkwardly(block.text)) delta({ type: 'text_delta', text: part });
    } else if (block.type === 'tool_use') {
      frames.push({
        event: 'content_block_start',
        data: { type: 'content_block_start', index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } },
        block: index,
      });
      const json = block.rawJson ?? JSON.stringify(block.input ?? {});
      if (!block.noInputDeltas) for (const part of splitAwkwardly(json)) delta({ type: 'input_json_delta', partial_json: part });
    } else if (block.type === 'opaque') {
      frames.push({ event: 'content_block_start', data: { type: 'content_block_start', index, content_block: block.block }, block: index });
    } else {
      frames.push({
        event: 'content_block_start',
        data: { type: 'content_block_start', index, content_block: { type: 'thinking', thinking: '', signature: '' } },
        block: index,
      });
      for (const part of splitAwkwardly(block.thinking)) delta({ type: 'thinking_delta', thinking: part });
      delta({ type: 'signature_delta', signature: block.signature });
    }
    frames.push({ event: 'content_block_stop', data: { type: 'content_block_stop', index }, block: index });
  });
  frames.push({
    event: 'message_delta',
    data: { type: 'message_delta', delta: { stop_reason: opts.stopReason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens } },
  });
  frames.push({ event: 'message_stop', data: { type: 'message_stop' } });
  return frames;
}
