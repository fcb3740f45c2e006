/**
 * Routing: how a batch is cut into chunks that run one after another.
 *
 * The model emits calls in an order that expresses intent (`[Read A, Write A, Read A]` expects the
 * second read to see the write). The executor cannot know which paths each tool touches, so it
 * trusts that order: a batch is cut into contiguous runs of one routing class, and a run starts
 * only after every earlier call has finished. Inside a run, `read` and `concurrent-mutation` calls
 * run concurrently (bounded by their pools); `serial-mutation` calls run one at a time, in order.
 * A `short-circuit` call forms a run of its own and ends the batch.
 *
 * Strategies refine the cut: `sequential` makes every call its own chunk; `batched(size)` cuts runs
 * into chunks of at most `size`; `parallel` uses the runs as they are. Steering is consulted at
 * chunk boundaries (sequential, batched) or once at the end (parallel).
 */
import type { AnyTool } from '../tools/tool.js';
import type { ToolClass } from '../shared/events.js';
import type { Strategy } from './types.js';

const DEFAULT_STRATEGY: Strategy = { kind: 'parallel' };

/** The open tail of a dispatch, as far as routing cares. */
export interface ChunkShape {
  cls: ToolClass;
  size: number;
}

/**
 * The class a call is routed by. Unknown tools and invalid input route as `read`: they run
 * nothing (the pipeline answers them with an error before any side effect), so they never need a
 * barrier and never hold one up.
 */
export function routingClassOf(tool: AnyTool | undefined, inputValid: boolean): ToolClass {
  if (!tool || !inputValid) return 'read';
  return tool.class;
}

/** Whether calls of this class may overlap with others of their chunk. */
export function runsConcurrently(cls: ToolClass): boolean {
  return cls === 'read' || cls === 'concurrent-mutation';
}

/** Whether a call of class `next` joins the open chunk instead of starting a new one after it. */
export function joinsChunk(open: ChunkShape, next: ToolClass, strategy: Strategy): boolean {
  if (strategy.kind === 'sequential') return false;
  if (next === 'short-circuit' || open.cls === 'short-circuit') return false;
  if (open.cls !== next) return false;
  if (strategy.kind === 'batched' && open.size >= strategy.size) return false;
  return true;
}

/** Whether steering is consulted before each chunk after the first (else only at the end). */
export function checksSteeringBetweenChunks(strategy: Strategy): boolean {
  return strategy.kind !== 'parallel';
}

/** Validates a strategy from configuration; a bad `batched` size is a configuration error. */
export function normalizeStrategy(strategy: Strategy | undefined): Strategy {
  if (!strategy) return DEFAULT_STRATEGY;
  switch (strategy.kind) {
    case 'sequential':
    case 'parallel':
      return { kind: strategy.kind };
    case 'batched':
      if (!Number.isInteger(strategy.size) || strategy.size < 1) {
        throw new RangeError(`Strategy batched(size) needs a positive integer size, got ${String(strategy.size)}`);
      }
      return { kind: 'batched', size: strategy.size };
    default:
      throw new RangeError(`Unknown execution strategy ${JSON.stringify(strategy)}`);
  }
}

/**
 * The chunks a whole batch is cut into, as lists of call indexes (what the streaming dispatch
 * builds incrementally). A short-circuit call closes the batch: indexes after it are returned in
 * `skipped`, not in any chunk.
 */
export function partitionIntoChunks(
  classes: readonly ToolClass[],
  strategy: Strategy = DEFAULT_STRATEGY,
): { chunks: number[][]; skipped: number[] } {
  const chunks: number[][] = [];
  const skipped: number[] = [];
  let open: (ChunkShape & { indexes: number[] }) | null = null;
  let ended = false;
  classes.forEach((cls, index) => {
    if (ended) {
      skipped.push(index);
      return;
    }
    if (open && joinsChunk(open, cls, strategy)) {
      open.indexes.push(index);
      open.size++;
    } else {
      open = { cls, size: 1, indexes: [index] };
      chunks.push(open.indexes);
    }
    if (cls === 'short-circuit') ended = true;
  });
  return { chunks, skipped };
}
