/**
 * A streaming batch: calls arrive one by one while the model is still generating, and each starts
 * as soon as routing allows. The batch is a list of chunks (see routing.ts); the chunk at the
 * frontier runs, later chunks wait until every call before them has finished. A call pushed into
 * the running chunk (a read while reads are running) starts at once.
 *
 * Three things stop a batch early, and each turns the calls that have not started into `skipped`
 * error results (the model must get one result per tool_use):
 * - a short-circuit call: it runs, calls after it are skipped;
 * - steering: the user sent new instructions; checked between chunks (sequential, batched) and
 *   once at the end (all strategies);
 * - the batch signal: running calls are aborted (`cancelled`), the rest skipped.
 */
import { setMaxListeners } from 'node:events';
import type { ToolClass } from '../shared/events.js';
import { displayName, prepareCall, type PreparedCall } from './call-input.js';
import { skipCall } from './call-outcome.js';
import { runPipeline } from './call-pipeline.js';
import type { PipelineContext } from './pipeline-context.js';
import { checksSteeringBetweenChunks, joinsChunk, routingClassOf, runsConcurrently } from './routing.js';
import type { BatchOutcome, Dispatch, Strategy, ToolCall, ToolResultBlock } from './types.js';

interface Entry {
  prepared: PreparedCall;
  result: ToolResultBlock | null;
  chunk: Chunk | null;
}

interface Chunk {
  cls: ToolClass;
  size: number;
  entries: Entry[];
  /** Calls of this chunk without a result yet. */
  pending: number;
  started: boolean;
  /** For chunks whose calls run one at a time: the previous call's completion. */
  tail: Promise<void>;
}

/** Characters of steering text quoted to the model in each skipped result. */
const STEERING_QUOTE_CHARS = 200;

export class BatchDispatch implements Dispatch {
  private readonly entries: Entry[] = [];
  private readonly chunks: Chunk[] = [];
  /** Index of the first chunk with calls that have not finished (or the last chunk). */
  private frontier = 0;
  /** Set once the batch stops taking new work; later pushes are skipped with this message. */
  private stopMessage: string | null = null;
  private steering: string | null = null;
  private readonly steeringSkipped: string[] = [];
  private cancelled = false;
  /** Called for each call skipped by the current stop (steering records the ids). */
  private onLaterSkip: ((entry: Entry) => void) | null = null;
  private unfinished = 0;
  private closing: Promise<BatchOutcome> | null = null;
  private wakeClose: (() => void) | null = null;
  private readonly signal: AbortSignal;
  private detach: () => void = () => {};

  constructor(
    private readonly ctx: PipelineContext,
    private readonly strategy: Strategy,
    private readonly getSteering: (() => string | null | undefined) | undefined,
    signal?: AbortSignal,
  ) {
    // The batch's own signal, linked to the caller's: every running call and every permit wait
    // listens to it, so it may carry many listeners without that being a leak.
    const own = new AbortController();
    setMaxListeners(0, own.signal);
    this.signal = own.signal;
    const stop = () => {
      own.abort(signal?.reason);
      this.cancel();
    };
    if (signal?.aborted) stop();
    else if (signal) {
      // Callers pass one long-lived run signal to every batch: detach when this batch is done.
      signal.addEventListener('abort', stop, { once: true });
      this.detach = () => signal.removeEventListener('abort', stop);
    }
  }

  push(call: ToolCall): void {
    if (this.closing) throw new Error(`Dispatch.push(${call.id}) after close()`);
    const prepared = prepareCall(this.ctx.settings.registry, call);
    const entry: Entry = { prepared, result: null, chunk: null };
    this.entries.push(entry);
    this.unfinished++;
    if (this.stopMessage !== null) {
      this.onLaterSkip?.(entry);
      this.skip(entry, this.stopMessage);
      return;
    }
    const cls = routingClassOf(prepared.kind === 'unknown' ? undefined : prepared.tool, prepared.kind === 'valid' || prepared.kind === 'async');
    const open = this.chunks.at(-1);
    if (open && joinsChunk(open, cls, this.strategy)) {
      open.entries.push(entry);
      open.size++;
      open.pending++;
      entry.chunk = open;
      if (open.started) this.start(open, entry);
    } else {
      const chunk: Chunk = { cls, size: 1, entries: [entry], pending: 1, started: false, tail: Promise.resolve() };
      entry.chunk = chunk;
      this.chunks.push(chunk);
    }
    // The short-circuit call itself still runs (in its own chunk); everything after it is skipped.
    if (cls === 'short-circuit') this.stopMessage = `Skipped: ${displayName(prepared)} ended this batch before the call ran.`;
    this.advance();
  }

  close(): Promise<BatchOutcome> {
    this.closing ??= this.finish();
    return this.closing;
  }

  private async finish(): Promise<BatchOutcome> {
    if (this.unfinished > 0) {
      await new Promise<void>((resolve) => {
        this.wakeClose = resolve;
      });
    }
    // The end of the batch is a steering checkpoint for every strategy (the only one for parallel).
    if (this.steering === null && !this.cancelled) this.steering = this.readSteering();
    this.detach();
    if (this.steering !== null) {
      this.ctx.settings.emit({ type: 'steering', text: this.steering, skipped: [...this.steeringSkipped] });
    }
    return { results: this.entries.map((e) => e.result as ToolResultBlock), steering: this.steering };
  }

  /** Starts chunks whose predecessors have all finished; called after every push and completion. */
  private advance(): void {
    while (this.frontier < this.chunks.length) {
      const chunk = this.chunks[this.frontier] as Chunk;
      if (!chunk.started) {
        if (this.frontier > 0 && checksSteeringBetweenChunks(this.strategy) && this.steering === null) {
          const text = this.readSteering();
          if (text !== null) {
            this.steering = text;
            this.stopWithSteering(text);
            return;
          }
        }
        chunk.started = true;
        for (const entry of chunk.entries) this.start(chunk, entry);
      }
      if (chunk.pending > 0) return;
      if (this.frontier === this.chunks.length - 1) return;
      this.frontier++;
    }
  }

  private start(chunk: Chunk, entry: Entry): void {
    if (runsConcurrently(chunk.cls)) {
      void this.run(entry);
    } else {
      chunk.tail = chunk.tail.then(() => this.run(entry));
    }
  }

  private async run(entry: Entry): Promise<void> {
    let result: ToolResultBlock;
    try {
      result = await runPipeline(this.ctx, entry.prepared, this.signal);
    } catch (error) {
      // runPipeline does not throw; this keeps the one-result-per-call promise even if it did.
      const message = `Error: ${displayName(entry.prepared)} failed: ${error instanceof Error ? error.message : String(error)}`;
      result = { type: 'tool_result', tool_use_id: entry.prepared.call.id, content: message, is_error: true };
    }
    this.complete(entry, result);
  }

  private complete(entry: Entry, result: ToolResultBlock): void {
    if (entry.result !== null) return;
    entry.result = result;
    this.unfinished--;
    if (entry.chunk) entry.chunk.pending--;
    this.advance();
    if (this.unfinished === 0 && this.wakeClose) {
      const wake = this.wakeClose;
      this.wakeClose = null;
      wake();
    }
  }

  private skip(entry: Entry, message: string): void {
    this.complete(entry, skipCall(this.ctx.settings, entry.prepared, message));
  }

  /** Skips every call in chunks that have not started, and every later push. */
  private skipUnstarted(message: string, onSkip?: (entry: Entry) => void): void {
    this.stopMessage = message;
    this.onLaterSkip = onSkip ?? null;
    // Claim every unstarted chunk before skipping anything: each skip re-enters advance(), which
    // must not find a later chunk still unstarted and run it.
    const unstarted: Entry[] = [];
    for (const chunk of this.chunks) {
      if (chunk.started) continue;
      chunk.started = true;
      unstarted.push(...chunk.entries);
    }
    for (const entry of unstarted) {
      onSkip?.(entry);
      this.skip(entry, message);
    }
  }

  private stopWithSteering(text: string): void {
    const quote = text.length > STEERING_QUOTE_CHARS ? `${text.slice(0, STEERING_QUOTE_CHARS)}...` : text;
    const message = `Skipped: the user sent new instructions before this call ran: ${JSON.stringify(quote)}`;
    // Later pushes are skipped for the same reason and listed in the steering event too.
    this.skipUnstarted(message, (entry) => this.steeringSkipped.push(entry.prepared.call.id));
  }

  /** Running calls see the signal through their child signals; the rest never start. */
  private cancel(): void {
    if (this.cancelled) return;
    this.cancelled = true;
    this.skipUnstarted('Skipped: the run was cancelled before this call started.');
  }

  private readSteering(): string | null {
    if (!this.getSteering) return null;
    try {
      const text = this.getSteering();
      return typeof text === 'string' && text.trim() ? text : null;
    } catch (error) {
      this.ctx.settings.emit({
        type: 'notice',
        level: 'warning',
        message: `Reading steering messages failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return null;
    }
  }
}
