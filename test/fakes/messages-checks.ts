/**
 * The checks the fake Messages API runs on every request body. Each returns human-readable
 * failures; tests assert the list stays empty. They encode what the real API requires (tool_use /
 * tool_result pairing, at most four cache breakpoints) and what Marshal promises (complete,
 * append-only history; cache breakpoints on the system prompt, last tool and newest user block).
 */
import type { FakeBlock } from './messages-sse.js';

type Json = Record<string, unknown>;
type Block = Json & { type: string };
interface Msg {
  role: string;
  content: string | Block[];
}

const blocksOf = (m: Msg): Block[] => (typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content);

/** A block without cache_control, and elided tool_result content made comparable. */
function normalise(block: Block): Block {
  const { cache_control: _cc, ...rest } = block;
  if (rest.type === 'tool_result' && typeof rest.content === 'string' && rest.content.startsWith('[elided: ')) {
    return { ...rest, content: '[elided]' };
  }
  return rest as Block;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function countBreakpoints(body: Json): number {
  let n = 0;
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') {
      if ('cache_control' in (v as Json)) n++;
      Object.values(v as Json).forEach(visit);
    }
  };
  visit(body.system);
  visit(body.tools);
  visit(body.messages);
  return n;
}

/** Checks one request on its own. */
export function checkRequestShape(body: Json): string[] {
  const failures: string[] = [];
  const messages = (body.messages ?? []) as Msg[];
  const system = body.system as Block[] | string | undefined;
  if (!Array.isArray(system) || !system.some((b) => b.cache_control)) failures.push('system prompt has no cache_control breakpoint');
  const tools = body.tools as Json[] | undefined;
  if (tools?.length && !tools.at(-1)?.cache_control) failures.push('last tool definition has no cache_control breakpoint');
  for (const tool of tools ?? []) {
    const schema = tool.input_schema as Json | undefined;
    if (!schema || schema.type !== 'object') failures.push(`tool ${String(tool.name)}: input_schema is not an object schema`);
    if (schema && '$schema' in schema) failures.push(`tool ${String(tool.name)}: input_schema still has $schema`);
  }
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  if (!lastUser || !blocksOf(lastUser).at(-1)?.cache_control) failures.push('last user block has no cache_control breakpoint');
  if (countBreakpoints(body) > 4) failures.push(`more than 4 cache_control breakpoints (${countBreakpoints(body)})`);
  if (messages[0]?.role !== 'user') failures.push('history does not start with a user message');

  messages.forEach((m, i) => {
    const uses = m.role === 'assistant' ? blocksOf(m).filter((b) => b.type === 'tool_use').map((b) => String(b.id)) : [];
    const next = messages[i + 1];
    const results = next && next.role === 'user' ? blocksOf(next).filter((b) => b.type === 'tool_result').map((b) => String(b.tool_use_id)) : [];
    if (m.role === 'assistant' && uses.length) {
      if (!next) failures.push(`message ${i}: tool_use blocks with no following user message`);
      else if (!same(uses, results)) failures.push(`message ${i + 1}: tool_result ids [${results}] do not match tool_use ids [${uses}] of message ${i}`);
      // Results come first in the user turn, then any text (steering, notes).
      if (next && next.role === 'user') {
        const kinds = blocksOf(next).map((b) => b.type);
        const firstText = kinds.indexOf('text');
        if (firstText >= 0 && kinds.slice(firstText).includes('tool_result')) failures.push(`message ${i + 1}: text before tool_result blocks`);
      }
    }
    if (m.role === 'user') {
      const own = blocksOf(m).filter((b) => b.type === 'tool_result').map((b) => String(b.tool_use_id));
      const prev = messages[i - 1];
      const prevUses = prev && prev.role === 'assistant' ? blocksOf(prev).filter((b) => b.type === 'tool_use').map((b) => String(b.id)) : [];
      if (own.length && !same(own, prevUses)) failures.push(`message ${i}: tool_result ids [${own}] answer no matching tool_use message`);
    }
    if (m.role === 'assistant' && blocksOf(m).length === 0) failures.push(`message ${i}: empty assistant message`);
    // What the real API rejects with invalid_request_error (400).
    blocksOf(m).forEach((b, j) => {
      if (b.type !== 'text') return;
      if (typeof b.text !== 'string' || b.text === '') failures.push(`message ${i}.${j}: text content blocks must be non-empty`);
      else if (!b.text.trim()) failures.push(`message ${i}.${j}: text content blocks must contain non-whitespace text`);
      if (b.cache_control && !String(b.text ?? '').trim()) failures.push(`message ${i}.${j}: cache_control cannot be set for empty text blocks`);
    });
    for (const b of blocksOf(m)) {
      if (b.type === 'tool_use' && (b.input === null || typeof b.input !== 'object' || Array.isArray(b.input))) failures.push(`message ${i}: tool_use ${String(b.id)} input is not an object`);
    }
  });
  const useIds = messages.flatMap((m) => (m.role === 'assistant' ? blocksOf(m).filter((b) => b.type === 'tool_use').map((b) => String(b.id)) : []));
  const dup = useIds.find((id, k) => useIds.indexOf(id) !== k);
  if (dup !== undefined) failures.push(`tool_use ids must be unique (${dup} repeats)`);
  const final = messages.at(-1);
  if (final?.role === 'assistant') {
    const last = blocksOf(final).at(-1);
    if (last?.type === 'text' && /\s$/.test(String(last.text))) failures.push('final assistant content cannot end with trailing whitespace');
  }
  return failures;
}

export interface PreviousExchange {
  messages: Msg[];
  /** The complete response sent to it, or null when it failed (HTTP error, cut stream). */
  response: { blocks: readonly FakeBlock[]; stopReason: string } | null;
}

/** Checks that a request extends the previous one correctly (stateless, complete history). */
export function checkHistory(body: Json, previous: PreviousExchange | null): string[] {
  if (!previous) return [];
  const messages = (body.messages ?? []) as Msg[];
  const failures: string[] = [];
  const prefix = previous.messages.length;
  for (let i = 0; i < prefix; i++) {
    const a = previous.messages[i] as Msg;
    const b = messages[i];
    // Elision may empty an old tool_result (same block, same id, a note instead of the content).
    const elidedNow = (x: Block, k: number) => {
      const y = b ? blocksOf(b)[k] : undefined;
      return y && normalise(y).content === '[elided]' && x.type === 'tool_result' && x.tool_use_id === y.tool_use_id ? { ...normalise(x), content: '[elided]' } : normalise(x);
    };
    if (!b || a.role !== b.role || !same(blocksOf(a).map(elidedNow), blocksOf(b).map(normalise))) {
      failures.push(`message ${i} differs from the previous request's (history must only grow)`);
      return failures;
    }
  }
  if (!previous.response) {
    if (messages.length !== prefix) failures.push(`a retried request must resend the same history (${prefix} messages, got ${messages.length})`);
    return failures;
  }
  const expected = previous.response.stopReason === 'pause_turn' ? prefix + 1 : prefix + 2;
  if (messages.length !== expected) failures.push(`expected ${expected} messages (previous + response + user turn), got ${messages.length}`);
  const assistant = messages[prefix];
  if (!assistant || assistant.role !== 'assistant') {
    failures.push(`message ${prefix} should be the previous assistant response`);
    return failures;
  }
  const sentUses = previous.response.blocks.filter((b) => b.type === 'tool_use').map((b) => (b as { id: string }).id);
  const gotUses = blocksOf(assistant).filter((b) => b.type === 'tool_use').map((b) => String(b.id));
  const cutAllowed = previous.response.stopReason === 'max_tokens';
  if (!same(sentUses, gotUses) && !(cutAllowed && same(sentUses.slice(0, -1), gotUses))) {
    failures.push(`assistant message ${prefix} tool_use ids [${gotUses}] differ from the response's [${sentUses}]`);
  }
  // Blank text blocks cannot be sent back (the API rejects them), and a paused turn (resent as the
  // final message) may not end with whitespace: compare what a valid client can send.
  const paused = previous.response.stopReason === 'pause_turn';
  const lastBlock = previous.response.blocks.at(-1);
  const sentText = previous.response.blocks.flatMap((b) => {
    if (b.type !== 'text' || !b.text.trim()) return [];
    return [paused && b === lastBlock ? b.text.trimEnd() : b.text];
  });
  const gotText = blocksOf(assistant).filter((b) => b.type === 'text').map((b) => String(b.text));
  if (sentText.length && !same(sentText, gotText)) failures.push(`assistant message ${prefix} text differs from the response`);
  for (const block of blocksOf(assistant)) {
    if (block.type !== 'tool_use') continue;
    const sent = previous.response.blocks.find((b) => b.type === 'tool_use' && b.id === block.id) as { input?: unknown; rawJson?: string } | undefined;
    if (sent && sent.rawJson === undefined && !same(sent.input ?? {}, block.input)) failures.push(`tool_use ${String(block.id)}: input differs from what was streamed`);
  }
  return failures;
}
