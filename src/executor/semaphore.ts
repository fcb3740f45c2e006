/**
 * A counting semaphore with FIFO admission and abortable waits: the executor's admission control.
 * Each tool call holds at most two permits (an optional per-tool one, then its class pool's), so
 * widths bound how many calls of a kind run at once across a whole batch (and, for the serial pool,
 * across the whole agent tree, since forks share it).
 */

/** Returned by `acquire`; calling it more than once releases only once. */
export type Release = () => void;

interface Waiter {
  grant: (release: Release) => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  /** Set when the wait was aborted; the queue skips it. */
  withdrawn: boolean;
}

/** The waiters of one abort signal, and the single listener that withdraws them all. */
interface SignalGroup {
  waiters: Set<Waiter>;
  onAbort: () => void;
}

export class Semaphore {
  private available: number;
  /** FIFO queue; `head` indexes the oldest entry still in it. */
  private waiters: Waiter[] = [];
  private head = 0;
  private waiting = 0;
  /**
   * One abort listener per signal, not per waiter: a batch of thousands of queued calls shares
   * one signal, and EventTarget listener registration is linear in the number of listeners.
   */
  private readonly groups = new Map<AbortSignal, SignalGroup>();
  private held = 0;
  private peak = 0;

  constructor(
    /** Permits in the pool; at least 1 (a width-0 pool would block every call forever). */
    readonly width: number,
    /** For error messages and diagnostics ("read", "serial-mutation", "tool:Grep"). */
    readonly label: string,
  ) {
    if (!Number.isInteger(width) || width < 1) {
      throw new RangeError(`Concurrency width for ${label} must be a positive integer, got ${String(width)}`);
    }
    this.available = width;
  }

  /** Permits currently held. */
  get inUse(): number {
    return this.held;
  }

  /** The largest number of permits ever held at once (used by tests and the benchmark). */
  get maxInUse(): number {
    return this.peak;
  }

  /** Calls waiting for a permit. */
  get queued(): number {
    return this.waiting;
  }

  /**
   * Resolves with a release function once a permit is free. When `signal` aborts while waiting,
   * the wait is withdrawn (the permit is never taken) and the promise rejects with the signal's
   * reason, so a cancelled batch never leaves callers parked in a queue.
   */
  acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.available > 0 && this.waiting === 0) {
      this.available--;
      return Promise.resolve(this.grant());
    }
    return new Promise<Release>((resolve, reject) => {
      const waiter: Waiter = { grant: resolve, reject, signal, withdrawn: false };
      this.waiters.push(waiter);
      this.waiting++;
      if (signal) this.watch(signal, waiter);
    });
  }

  private watch(signal: AbortSignal, waiter: Waiter): void {
    let group = this.groups.get(signal);
    if (!group) {
      const created: SignalGroup = {
        waiters: new Set(),
        onAbort: () => {
          this.groups.delete(signal);
          for (const w of created.waiters) {
            w.withdrawn = true;
            this.waiting--;
            w.reject(signal.reason);
          }
        },
      };
      group = created;
      this.groups.set(signal, group);
      signal.addEventListener('abort', group.onAbort, { once: true });
    }
    group.waiters.add(waiter);
  }

  private unwatch(waiter: Waiter): void {
    if (!waiter.signal) return;
    const group = this.groups.get(waiter.signal);
    if (!group) return;
    group.waiters.delete(waiter);
    if (group.waiters.size === 0) {
      this.groups.delete(waiter.signal);
      waiter.signal.removeEventListener('abort', group.onAbort);
    }
  }

  /** Runs `fn` while holding a permit. */
  async use<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.acquire(signal);
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private dequeue(): Waiter | null {
    while (this.head < this.waiters.length) {
      const next = this.waiters[this.head++] as Waiter;
      if (!next.withdrawn) {
        this.waiting--;
        this.unwatch(next);
        this.compact();
        return next;
      }
    }
    this.compact();
    return null;
  }

  /** Drops the consumed prefix once it dominates the array (amortised O(1) per waiter). */
  private compact(): void {
    if (this.head === this.waiters.length) {
      this.waiters = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.waiters.length) {
      this.waiters = this.waiters.slice(this.head);
      this.head = 0;
    }
  }

  private grant(): Release {
    this.held++;
    if (this.held > this.peak) this.peak = this.held;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held--;
      const next = this.dequeue();
      // The permit passes straight to the next waiter, so a late arrival cannot overtake the queue.
      if (next) next.grant(this.grant());
      else this.available++;
    };
  }
}
