/**
 * Running model-supplied patterns without letting one freeze the process.
 *
 * Grep's regular expression and the globs of Grep and LS come from the model, and the text they
 * run over (file contents, file names) comes from the repository: both are attacker-controlled in
 * a prompt-injection scenario. A backtracking pattern such as `(a+)+$`, or a glob such as
 * `*a*a*a*a*a*a*b`, can take hours on one line. JavaScript matching runs on the main thread, so
 * while it runs nothing else does: not the executor's timeout timer, not cancellation, not the
 * run's own deadline. The job would sit until GitHub's six-hour limit.
 *
 * `guarded` runs a synchronous piece of work under V8's watchdog (`vm`'s `timeout`, which
 * terminates whatever JavaScript is running, regular-expression matching included) and turns a
 * timeout into a PatternTooSlowError. Work is done in slices of a few milliseconds, each under
 * the watchdog, yielding to the event loop in between, so the process stays responsive too.
 */
import type vm from 'node:vm';
import { vmModule } from '../shared/lazy-builtins.js';

/** Longest one slice may run before its pattern is declared too slow (capped by the call's timeout). */
export const MAX_GUARDED_SLICE_MS = 10_000;
/** Work per slice before yielding to the event loop. */
const SLICE_MS = 8;

class PatternTooSlowError extends Error {
  constructor(readonly where: string, ms: number) {
    super(
      `The pattern took more than ${ms} ms on ${where} and was stopped: it probably backtracks catastrophically ` +
        '(nested quantifiers such as (a+)+, or many wildcards in one glob). Simplify it and search again.',
    );
    this.name = 'PatternTooSlowError';
  }
}

interface Watchdog {
  context: vm.Context & { work: null | (() => unknown) };
  script: vm.Script;
}

/**
 * The context and script the watchdog runs work in, made on first use: a command that never
 * matches a pattern (`policy explain`) makes neither.
 */
let watchdog: Watchdog | null = null;
function theWatchdog(): Watchdog {
  if (!watchdog) {
    const { createContext, Script } = vmModule();
    watchdog = { context: createContext({ work: null }) as Watchdog['context'], script: new Script('work()', { filename: 'marshal-guarded-match' }) };
  }
  return watchdog;
}

function isWatchdogTimeout(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
}

/** Runs `work` synchronously; throws PatternTooSlowError(where()) if it takes longer than `ms`. */
function guarded<T>(work: () => T, ms: number, where: () => string): T {
  const budget = Math.max(1, Math.floor(ms));
  const { context, script } = theWatchdog();
  context.work = work;
  try {
    return script.runInContext(context, { timeout: budget }) as T;
  } catch (error) {
    if (isWatchdogTimeout(error)) throw new PatternTooSlowError(where(), budget);
    throw error;
  } finally {
    context.work = null;
  }
}

/** The slice budget for a call whose own timeout is `timeoutMs` (0 = none). */
export function sliceBudget(timeoutMs: number | undefined): number {
  return timeoutMs && timeoutMs > 0 ? Math.min(MAX_GUARDED_SLICE_MS, timeoutMs) : MAX_GUARDED_SLICE_MS;
}

export interface GuardedLoopOptions {
  signal?: AbortSignal;
  /** Watchdog budget per slice, ms. */
  maxSliceMs: number;
  /** What to call item `i` in the too-slow message. */
  describe: (index: number) => string;
}

/**
 * Calls `step(i)` for i = 0 .. count-1 in guarded slices, yielding between slices. Throws
 * 'Search cancelled' when the signal aborts, PatternTooSlowError when a slice overruns.
 */
export async function guardedLoop(count: number, step: (index: number) => void, opts: GuardedLoopOptions): Promise<void> {
  let i = 0;
  while (i < count) {
    if (opts.signal?.aborted) throw new Error('Search cancelled');
    const sliceStart = performance.now();
    guarded(
      () => {
        do {
          step(i);
          i++;
        } while (i < count && performance.now() - sliceStart < SLICE_MS);
      },
      opts.maxSliceMs,
      () => opts.describe(i),
    );
    if (i < count) await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** `items.filter(keep)` in guarded slices (for predicates that run model-supplied globs). */
export async function guardedFilter<T>(items: readonly T[], keep: (item: T) => boolean, opts: GuardedLoopOptions): Promise<T[]> {
  const kept: T[] = [];
  await guardedLoop(items.length, (i) => {
    const item = items[i] as T;
    if (keep(item)) kept.push(item);
  }, opts);
  return kept;
}
