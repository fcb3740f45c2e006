import { describe, expect, test } from 'vitest';
import { Semaphore } from '../../src/executor/semaphore.js';
import { sleep } from './fake-tools.js';

describe('Semaphore', () => {
  test('bounds concurrent holders by its width', async () => {
    const sem = new Semaphore(3, 'test');
    let now = 0;
    let max = 0;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        sem.use(async () => {
          now++;
          max = Math.max(max, now);
          await sleep(5);
          now--;
        }),
      ),
    );
    expect(max).toBe(3);
    expect(sem.maxInUse).toBe(3);
    expect(sem.inUse).toBe(0);
  });

  test('admits waiters first in, first out', async () => {
    const sem = new Semaphore(1, 'test');
    const first = await sem.acquire();
    const order: number[] = [];
    const waits = [1, 2, 3].map((n) => sem.acquire().then((release) => { order.push(n); release(); }));
    first();
    await Promise.all(waits);
    expect(order).toEqual([1, 2, 3]);
  });

  test('an aborted wait is withdrawn and never takes a permit', async () => {
    const sem = new Semaphore(1, 'test');
    const held = await sem.acquire();
    const controller = new AbortController();
    const waiting = sem.acquire(controller.signal);
    expect(sem.queued).toBe(1);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    expect(sem.queued).toBe(0);
    held();
    expect(sem.inUse).toBe(0);
    await expect(sem.acquire(AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
  });

  test('waiters sharing one signal are withdrawn together; others keep their place', async () => {
    const sem = new Semaphore(1, 'test');
    const held = await sem.acquire();
    const batch = new AbortController();
    const doomed = [sem.acquire(batch.signal), sem.acquire(batch.signal), sem.acquire(batch.signal)];
    const other = sem.acquire(new AbortController().signal);
    expect(sem.queued).toBe(4);
    batch.abort(new Error('batch cancelled'));
    for (const d of doomed) await expect(d).rejects.toThrow('batch cancelled');
    expect(sem.queued).toBe(1);
    held();
    const release = await other;
    expect(sem.inUse).toBe(1);
    release();
    expect(sem.inUse).toBe(0);
  });

  test('releasing twice releases once', async () => {
    const sem = new Semaphore(1, 'test');
    const release = await sem.acquire();
    release();
    release();
    const a = await sem.acquire();
    let second = false;
    void sem.acquire().then(() => { second = true; });
    await sleep(5);
    expect(second).toBe(false);
    a();
  });

  test('rejects widths that would block forever', () => {
    expect(() => new Semaphore(0, 'read')).toThrow(/read must be a positive integer/);
  });
});
