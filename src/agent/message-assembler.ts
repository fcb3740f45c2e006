/**
 * Builds an assistant message from raw stream events, the way the loop needs it: tool_use input
 * is accumulated from `input_json_delta` fragments per block index and parsed at the block's
 * `content_block_stop` (so the call can be dispatched while the model is still generating), and
 * the message counts as complete only once `message_stop` has arrived.
 *
 * Input that does not parse is not guessed at: the call carries `{ __invalid_json: raw }`, the
 * executor answers with a validation error, and the model can retry with valid JSON.
 */
import type { RawMessageStreamEvent } from './model-client.js';
import type { ToolCall } from '../executor/types.js';
import { emptyUsage, type Usage } from '../shared/events.js';

/** A content block of the assembled message, as it is sent back in the history. */
export type AssembledBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown }
  | { type: 'thinking'; thinking: string; signature: string }
  | { type: 'redacted_thinking'; data: string }
  | ({ type: string } & Record<string, unknown>);

export interface AssembledMessage {
  id: string;
  content: AssembledBlock[];
  stop_reason: string | null;
  usage: Usage;
}

/** A tool_use block that has finished streaming. */
export interface CompletedToolUse {
  call: ToolCall;
  /** False when the accumulated JSON did not parse (the call carries `__invalid_json`). */
  validJson: boolean;
  /** Index of the block in the message content. */
  index: number;
}

interface OpenBlock {
  block: Record<string, unknown> & { type: string };
  json: string;
  stopped: boolean;
}

export class MessageAssembler {
  private readonly blocks: OpenBlock[] = [];
  private id = '';
  private stopReason: string | null = null;
  private readonly usage: Usage = emptyUsage();
  private started = false;
  private stopped = false;

  /** True once `message_stop` arrived: the message is whole. */
  get complete(): boolean {
    return this.stopped;
  }

  get stop_reason(): string | null {
    return this.stopReason;
  }

  /**
   * Feeds one event. Returns the tool call when the event closed a tool_use block, the text when
   * it closed a text block.
   */
  handle(event: RawMessageStreamEvent): { toolUse?: CompletedToolUse; text?: string } {
    switch (event.type) {
      case 'message_start': {
        if (this.started) throw new Error('message_start received twice in one response');
        this.started = true;
        this.id = event.message.id;
        this.mergeUsage(event.message.usage as unknown as Record<string, number | null>, true);
        return {};
      }
      case 'content_block_start': {
        // A second start for an index would silently replace a block whose call may already run.
        if (this.blocks[event.index]) throw new Error(`content_block_start received twice for block ${event.index}`);
        const block = { ...(event.content_block as unknown as Record<string, unknown> & { type: string }) };
        if (block.type === 'tool_use' || block.type === 'server_tool_use') block.input = {};
        this.blocks[event.index] = { block, json: '', stopped: false };
        return {};
      }
      case 'content_block_delta': {
        const open = this.blocks[event.index];
        if (!open) throw new Error(`content_block_delta for unknown block ${event.index}`);
        const delta = event.delta;
        if (delta.type === 'text_delta') open.block.text = String(open.block.text ?? '') + delta.text;
        else if (delta.type === 'input_json_delta') open.json += delta.partial_json;
        else if (delta.type === 'thinking_delta') open.block.thinking = String(open.block.thinking ?? '') + delta.thinking;
        else if (delta.type === 'signature_delta') open.block.signature = delta.signature;
        else if (delta.type === 'citations_delta') {
          const list = Array.isArray(open.block.citations) ? open.block.citations : [];
          open.block.citations = [...list, delta.citation];
        }
        return {};
      }
      case 'content_block_stop': {
        const open = this.blocks[event.index];
        if (!open) throw new Error(`content_block_stop for unknown block ${event.index}`);
        open.stopped = true;
        if (open.block.type === 'text') return { text: String(open.block.text ?? '') };
        if (open.block.type !== 'tool_use' && open.block.type !== 'server_tool_use') return {};
        let input: unknown;
        let validJson = true;
        const raw = open.json.trim();
        try {
          input = raw === '' ? {} : JSON.parse(raw);
          if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new Error('not an object');
        } catch {
          validJson = false;
          input = { __invalid_json: open.json };
        }
        open.block.input = input;
        if (open.block.type !== 'tool_use') return {};
        return {
          toolUse: {
            call: { id: String(open.block.id), name: String(open.block.name), input },
            validJson,
            index: event.index,
          },
        };
      }
      case 'message_delta': {
        if (event.delta.stop_reason !== undefined) this.stopReason = event.delta.stop_reason;
        this.mergeUsage(event.usage as unknown as Record<string, number | null>, false);
        return {};
      }
      case 'message_stop': {
        this.stopped = true;
        return {};
      }
      default:
        return {};
    }
  }

  /**
   * message_start carries the input counters; message_delta carries cumulative totals (output
   * always, the others when they apply): overwrite, never add.
   */
  private mergeUsage(usage: Record<string, number | null> | undefined, initial: boolean): void {
    if (!usage) return;
    for (const key of Object.keys(this.usage) as (keyof Usage)[]) {
      const value = usage[key];
      if (typeof value === 'number') this.usage[key] = value;
      else if (initial) this.usage[key] = 0;
    }
  }

  /**
   * Whether no input JSON arrived for the block at `index` (its input is `{}`). In a complete
   * message that is a call without arguments; at `max_tokens` it may be a call cut before its
   * input began.
   */
  inputWasEmpty(index: number): boolean {
    const open = this.blocks[index];
    return open !== undefined && open.json.trim() === '';
  }

  /** tool_use blocks that were started but never received their content_block_stop. */
  unclosedToolUses(): Array<{ index: number; id: string; name: string }> {
    const out: Array<{ index: number; id: string; name: string }> = [];
    this.blocks.forEach((open, index) => {
      if (open && !open.stopped && open.block.type === 'tool_use') out.push({ index, id: String(open.block.id), name: String(open.block.name) });
    });
    return out;
  }

  /** Whether the block at `index` received its content_block_stop. */
  blockStopped(index: number): boolean {
    return this.blocks[index]?.stopped === true;
  }

  /** The message so far (complete once `complete` is true). */
  message(): AssembledMessage {
    const content: AssembledBlock[] = [];
    for (const open of this.blocks) {
      if (!open) continue;
      content.push({ ...open.block } as AssembledBlock);
    }
    return { id: this.id, content, stop_reason: this.stopReason, usage: { ...this.usage } };
  }
}
