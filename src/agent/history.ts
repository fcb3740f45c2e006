/**
 * The request the loop sends each turn, built from the run's history: tool definitions from the
 * tools' zod schemas, prompt-cache breakpoints, and elision of old tool output when the context
 * grows too large.
 *
 * Caching: three `cache_control` breakpoints (the API allows four) — the system prompt, the last
 * tool definition, and the last content block of the newest user turn. The history only ever
 * grows at its end, so every request starts with the previous request's bytes up to its last
 * breakpoint and the API serves that prefix from the cache. Breakpoints are added to a copy at
 * request time; the stored history carries none, so old breakpoints never pile up.
 *
 * Elision rewrites old messages, which invalidates the cached prefix from the first rewritten
 * message on (the next request pays cache writes for nearly everything instead of cache reads).
 * So it runs with hysteresis: once the estimate crosses the threshold, old output is elided down
 * to a low-water mark (3/4 of the threshold), and the history then grows again for several turns
 * before the next elision, instead of one elision (and one full cache miss) on every turn.
 *
 * A request whose history ends with an assistant message (a `pause_turn` continuation) must not end
 * with whitespace: the API rejects "final assistant content cannot end with trailing whitespace".
 */
import { z } from 'zod';
import type { AnyTool } from '../tools/tool.js';
import type { ApiTool, MessageParam, ModelRequest, TextBlockParam } from './model-client.js';

const EPHEMERAL = { type: 'ephemeral' } as const;

/** Tokens of estimated context above which old tool output is elided. */
export const DEFAULT_CONTEXT_THRESHOLD_TOKENS = 120_000;
/** Fraction of the threshold that elision brings the estimate down to once it runs. */
const ELISION_LOW_WATER = 0.75;
/** tool_result contents shorter than this are never elided (the note would save nothing). */
const MIN_ELIDABLE_CHARS = 1_000;

/** Tool definitions as the Messages API takes them; the zod schema is the single source. */
export function toolDefinitions(tools: readonly AnyTool[]): ApiTool[] {
  return tools.map((tool) => {
    const schema = z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    delete schema.$schema;
    if (schema.type !== 'object') schema.type = 'object';
    return { name: tool.name, description: tool.description, input_schema: schema as ApiTool['input_schema'] };
  });
}

/** A copy of the request parts with the three cache breakpoints set. */
export function buildRequest(parts: {
  system: string;
  tools: readonly ApiTool[];
  messages: readonly MessageParam[];
  maxTokens: number;
}): ModelRequest {
  const system: TextBlockParam[] = [{ type: 'text', text: parts.system, cache_control: EPHEMERAL }];
  const tools = parts.tools.map((t, i) => (i === parts.tools.length - 1 ? { ...t, cache_control: EPHEMERAL } : t));
  const messages = parts.messages.slice();
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i] as MessageParam;
    if (message.role !== 'user') continue;
    const content =
      typeof message.content === 'string' ? [{ type: 'text' as const, text: message.content }] : message.content.slice();
    const last = content.at(-1);
    if (last && last.type !== 'thinking' && last.type !== 'redacted_thinking') {
      content[content.length - 1] = { ...last, cache_control: EPHEMERAL } as (typeof content)[number];
    }
    messages[i] = { role: 'user', content };
    break;
  }
  const final = messages.at(-1);
  if (final?.role === 'assistant' && Array.isArray(final.content)) {
    const last = final.content.at(-1);
    if (last?.type === 'text' && last.text !== last.text.trimEnd()) {
      const content = final.content.slice(0, -1);
      if (last.text.trim()) content.push({ ...last, text: last.text.trimEnd() });
      messages[messages.length - 1] = { role: 'assistant', content: content.length ? content : [{ type: 'text', text: '(no output)' }] };
    }
  }
  return { system, tools, messages, maxTokens: parts.maxTokens };
}

/** Context size estimate: characters / 4 of everything sent. */
export function estimateTokens(parts: { system: string; tools: readonly ApiTool[]; messages: readonly MessageParam[] }): number {
  const chars = parts.system.length + JSON.stringify(parts.tools).length + JSON.stringify(parts.messages).length;
  return Math.ceil(chars / 4);
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((b) => (b && typeof b === 'object' && 'text' in b ? String((b as { text: unknown }).text) : '')).join('');
  }
  return '';
}

/**
 * Elides old tool output once the estimate exceeds `thresholdTokens`, down to the low-water mark
 * (see the module comment). Mutates `messages`; returns how many results were elided.
 */
export function compactHistory(
  messages: MessageParam[],
  parts: { system: string; tools: readonly ApiTool[] },
  thresholdTokens: number,
): number {
  if (estimateTokens({ ...parts, messages }) <= thresholdTokens) return 0;
  return elideHistory(messages, parts, Math.floor(thresholdTokens * ELISION_LOW_WATER));
}

/**
 * Replaces the content of the oldest large tool_result blocks with a short note until the
 * estimate is under `thresholdTokens`. The newest user turn (the results the model is about to
 * read) is never touched, and blocks are only emptied, never removed, so every tool_use keeps its
 * tool_result. Mutates `messages`; returns how many results were elided.
 */
export function elideHistory(
  messages: MessageParam[],
  parts: { system: string; tools: readonly ApiTool[] },
  thresholdTokens: number,
): number {
  let estimate = estimateTokens({ ...parts, messages });
  if (estimate <= thresholdTokens) return 0;
  const toolNames = new Map<string, string>();
  for (const message of messages) {
    if (message.role !== 'assistant' || typeof message.content === 'string') continue;
    for (const block of message.content) if (block.type === 'tool_use') toolNames.set(block.id, block.name);
  }
  let lastUser = -1;
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.role === 'user') {
      lastUser = i;
      break;
    }
  }
  let elided = 0;
  for (let i = 0; i < lastUser && estimate > thresholdTokens; i++) {
    const message = messages[i] as MessageParam;
    if (message.role !== 'user' || typeof message.content === 'string') continue;
    const content = message.content.slice();
    let changed = false;
    for (let j = 0; j < content.length && estimate > thresholdTokens; j++) {
      const block = content[j];
      if (!block || block.type !== 'tool_result') continue;
      const text = resultText(block.content);
      if (text.length < MIN_ELIDABLE_CHARS || text.startsWith('[elided: ')) continue;
      const tool = toolNames.get(block.tool_use_id) ?? 'a tool';
      const note = `[elided: ${text.length} chars of output from ${tool} — re-run the call if needed]`;
      content[j] = { ...block, content: note };
      estimate -= Math.floor((text.length - note.length) / 4);
      changed = true;
      elided++;
    }
    if (changed) messages[i] = { ...message, content };
  }
  return elided;
}
