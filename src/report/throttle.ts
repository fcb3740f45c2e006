/**
 * Rate-limits an async action (updating the progress comment): the first `schedule()` runs it at
 * once (leading edge), later calls within `minIntervalMs` of the last start collapse into one run
 * at the end of the interval (trailing edge). Runs never overlap: a `schedule()` while running
 * waits for the run to finish and the interval to pass. Errors never escape: each one is handed to
 * `onError` (a failed comment update must not fail the agent run), and the next run is still made.
 */

export type ThrottleErrorHandler = (error: unknown) => void;

const defaultOnError: ThrottleErrorHandler = (error) => {
  process.stderr.write(`marshal: throttled update failed: ${error instanceof Error ? error.message : String(error)}\n`);
};

export class Throttle {
  private running: Promise<void> | null = null;
  private pending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly minIntervalMs: number,
    private readonly fn: () => Promise<void>,
    private readonly onError: ThrottleErrorHandler = defaultOnError,
  ) {}

  /** Asks for a run: now if the interval has passed and nothing runs, otherwise once, later. */
  schedule(): void {
    this.pending = true;
    this.arm();
  }

  /**
   * Runs a pending request now, ignoring the interval, after any run in progress; resolves when
   * everything requested so far has run. Never rejects.
   */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.running || this.pending) {
      if (this.running) {
        await this.running;
        this.clearTimer();
        continue;
      }
      this.start();
    }
  }

  private arm(): void {
    if (this.running || this.timer || !this.pending) return;
    const wait = this.lastStart + this.minIntervalMs - Date.now();
    if (wait <= 0) {
      this.start();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      this.arm();
    }, wait);
    // A pending update must not keep the process alive; the final flush() delivers it.
    this.timer.unref?.();
  }

  private start(): void {
    this.pending = false;
    this.lastStart = Date.now();
    const run = (async () => {
      try {
        await this.fn();
      } catch (error) {
        try {
          this.onError(error);
        } catch {
          // An error handler that throws must not turn into an unhandled rejection.
        }
      }
    })();
    this.running = run.then(() => {
      this.running = null;
      this.arm();
    });
  }

  private clearTimer(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
