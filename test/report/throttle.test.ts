import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Throttle } from '../../src/report/index.js';

/** A controllable async action: records starts, and whether two runs ever overlapped. */
function action(durationMs = 0) {
  const state = { starts: [] as number[], active: 0, overlapped: false, fail: false };
  const fn = async () => {
    state.starts.push(Date.now());
    state.active++;
    if (state.active > 1) state.overlapped = true;
    try {
      if (durationMs) await new Promise((r) => setTimeout(r, durationMs));
      if (state.fail) throw new Error('update failed');
    } finally {
      state.active--;
    }
  };
  return { state, fn };
}

describe('Throttle (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  test('leading edge runs at once; a burst collapses into one trailing run', async () => {
    const { state, fn } = action();
    const t = new Throttle(1000, fn);
    t.schedule();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.starts).toEqual([0]);
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(50);
      t.schedule();
    }
    expect(state.starts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.starts).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.starts).toHaveLength(2);
  });

  test('runs never overlap: a schedule during a slow run waits for it and the interval', async () => {
    const { state, fn } = action(2500);
    const t = new Throttle(1000, fn);
    t.schedule();
    await vi.advanceTimersByTimeAsync(100);
    t.schedule();
    t.schedule();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.overlapped).toBe(false);
    expect(state.starts).toEqual([0, 2500]);
  });

  test('flush runs a pending request at once and waits for it', async () => {
    const { state, fn } = action(200);
    const t = new Throttle(60_000, fn);
    t.schedule();
    t.schedule();
    const flushed = t.flush();
    await vi.advanceTimersByTimeAsync(1000);
    await flushed;
    expect(state.starts).toEqual([0, 200]);
    expect(state.overlapped).toBe(false);
    await expect(t.flush()).resolves.toBeUndefined();
    expect(state.starts).toHaveLength(2);
  });

  test('errors go to the callback, never reject, and later runs still happen', async () => {
    const { state, fn } = action();
    const errors: unknown[] = [];
    const t = new Throttle(100, fn, (e) => errors.push(e));
    state.fail = true;
    t.schedule();
    await vi.advanceTimersByTimeAsync(0);
    state.fail = false;
    t.schedule();
    await vi.advanceTimersByTimeAsync(200);
    await t.flush();
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('update failed');
    expect(state.starts).toHaveLength(2);
  });

  test('a throwing error handler is contained too', async () => {
    const t = new Throttle(10, async () => { throw new Error('x'); }, () => { throw new Error('handler'); });
    t.schedule();
    await expect(t.flush()).resolves.toBeUndefined();
  });
});

describe('Throttle (real timers)', () => {
  test('bursts over real time produce few runs, no overlap, and the last request is delivered', async () => {
    let value = 0;
    const seen: number[] = [];
    let active = 0;
    let overlapped = false;
    const t = new Throttle(50, async () => {
      active++;
      if (active > 1) overlapped = true;
      const v = value;
      await new Promise((r) => setTimeout(r, 5));
      seen.push(v);
      active--;
    });
    for (let i = 1; i <= 40; i++) {
      value = i;
      t.schedule();
      await new Promise((r) => setTimeout(r, 2));
    }
    await t.flush();
    expect(overlapped).toBe(false);
    expect(seen.at(-1)).toBe(40);
    expect(seen.length).toBeLessThan(40);
  });
});
