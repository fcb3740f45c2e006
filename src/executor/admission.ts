/**
 * Admission control: which semaphores a call holds while it is checked and runs (permission, plan
 * mode and protected paths, pre-hooks, the tool, post-hooks).
 *
 * A call takes at most two permits: its tool's own pool first (optional, `concurrency.perTool`),
 * then its class pool. Always in that order, so two calls can never each hold the permit the other
 * waits for.
 *
 * Forking for a sub-agent keeps the serial pool (mutations stay serial across the whole agent
 * tree: a sub-agent's Write can never interleave with its parent's) and gives the sub-agent fresh
 * read, concurrent-mutation and per-tool pools. Those are the pools a tool that runs a nested agent
 * (a `concurrent-mutation` or `read` "Task" tool) holds while its nested calls wait for permits; if
 * the nested calls drew from the same pools, a parent whose pool is full would wait on children
 * that wait on the parent: a deadlock. Consequently a tool that runs a nested agent must not be a
 * `serial-mutation` (it would hold the one serial permit its children need).
 */
import type { ToolClass } from '../shared/events.js';
import type { ToolRegistry } from '../tools/registry.js';
import { Semaphore, type Release } from './semaphore.js';
import type { ConcurrencyLimits } from './types.js';

const DEFAULT_READ_WIDTH = 10;
const DEFAULT_CONCURRENT_MUTATION_WIDTH = 4;

export interface ExecutorPools {
  read: Semaphore;
  concurrentMutation: Semaphore;
  /** Width 1, shared by every fork of one executor. Also admits short-circuit calls. */
  serial: Semaphore;
  /** By canonical tool name. */
  perTool: ReadonlyMap<string, Semaphore>;
}

function perToolPools(limits: ConcurrencyLimits, registry: ToolRegistry): Map<string, Semaphore> {
  const pools = new Map<string, Semaphore>();
  for (const [name, width] of Object.entries(limits.perTool ?? {})) {
    // Keys may be aliases or differ in case; the pool belongs to the canonical tool.
    const canonical = registry.resolve(name)?.name ?? name;
    pools.set(canonical, new Semaphore(width, `tool:${canonical}`));
  }
  return pools;
}

/** The pools of a top-level executor. */
export function createPools(limits: ConcurrencyLimits, registry: ToolRegistry): ExecutorPools {
  return forkPools(new Semaphore(1, 'serial-mutation'), limits, registry);
}

/** Fresh concurrent pools around an existing serial pool (see the module comment). */
export function forkPools(serial: Semaphore, limits: ConcurrencyLimits, registry: ToolRegistry): ExecutorPools {
  return {
    read: new Semaphore(limits.read ?? DEFAULT_READ_WIDTH, 'read'),
    concurrentMutation: new Semaphore(limits.concurrentMutation ?? DEFAULT_CONCURRENT_MUTATION_WIDTH, 'concurrent-mutation'),
    serial,
    perTool: perToolPools(limits, registry),
  };
}

function classPool(pools: ExecutorPools, cls: ToolClass): Semaphore {
  switch (cls) {
    case 'read':
      return pools.read;
    case 'concurrent-mutation':
      return pools.concurrentMutation;
    case 'serial-mutation':
    case 'short-circuit':
      return pools.serial;
  }
}

/**
 * Takes the permits for one call (per-tool, then class). Rejects with the signal's reason when
 * it aborts while waiting; nothing stays held in that case.
 */
export async function admit(pools: ExecutorPools, toolName: string, cls: ToolClass, signal: AbortSignal): Promise<Release> {
  const own = pools.perTool.get(toolName);
  const releaseOwn = own ? await own.acquire(signal) : undefined;
  let releaseClass: Release;
  try {
    releaseClass = await classPool(pools, cls).acquire(signal);
  } catch (error) {
    releaseOwn?.();
    throw error;
  }
  return () => {
    releaseClass();
    releaseOwn?.();
  };
}
