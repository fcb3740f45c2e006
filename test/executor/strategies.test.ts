import { describe, expect, test } from 'vitest';
import type { MarshalEvent, ToolClass } from '../../src/shared/events.js';
import { partitionIntoChunks } from '../../src/executor/routing.js';
import { call, endOf, fakeTool, harness, Recorder } from './fake-tools.js';

const steeringEvents = (events: MarshalEvent[]) =>
  events.filter((e): e is Extract<MarshalEvent, { type: 'steering' }> => e.type === 'steering');

/** A steering queue that delivers `text` once `trigger()` says so (read-once, like a real queue). */
function steeringQueue(text: string) {
  let pending: string | null = null;
  let reads = 0;
  return {
    arrive: () => {
      pending = text;
    },
    get reads() {
      return reads;
    },
    getSteering: () => {
      reads++;
      const t = pending;
      pending = null;
      return t;
    },
  };
}

describe('routing partition', () => {
  const classes: ToolClass[] = ['read', 'read', 'serial-mutation', 'serial-mutation', 'read', 'concurrent-mutation', 'concurrent-mutation', 'read', 'short-circuit', 'read'];

  test('parallel: contiguous class runs; short-circuit alone and last', () => {
    expect(partitionIntoChunks(classes, { kind: 'parallel' })).toEqual({
      chunks: [[0, 1], [2, 3], [4], [5, 6], [7], [8]],
      skipped: [9],
    });
  });

  test('sequential: one call per chunk', () => {
    expect(partitionIntoChunks(['read', 'read', 'read'], { kind: 'sequential' }).chunks).toEqual([[0], [1], [2]]);
  });

  test('batched: runs cut into chunks of at most size', () => {
    expect(partitionIntoChunks(['read', 'read', 'read', 'read', 'read', 'serial-mutation'], { kind: 'batched', size: 2 }).chunks).toEqual([
      [0, 1], [2, 3], [4], [5],
    ]);
  });
});

describe('strategies', () => {
  test('sequential runs one call at a time, even reads', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec, delayMs: 10 })], { strategy: { kind: 'sequential' } });
    const { results } = await h.executor.executeBatch(['a', 'b', 'c', 'd'].map((id) => call(id, 'Read')));
    expect(rec.maxInFlight).toBe(1);
    expect(rec.log).toEqual(['start:a', 'end:a', 'start:b', 'end:b', 'start:c', 'end:c', 'start:d', 'end:d']);
    expect(results).toHaveLength(4);
  });

  test('sequential checks steering after each call and skips the rest', async () => {
    const q = steeringQueue('stop touching the parser, fix the docs instead');
    const rec = new Recorder();
    const h = harness(
      [fakeTool({ name: 'Read', recorder: rec, result: (_i, ctx) => { if (ctx.toolUseId === 'b') q.arrive(); return 'ok'; } })],
      { strategy: { kind: 'sequential' }, getSteering: q.getSteering },
    );
    const outcome = await h.executor.executeBatch(['a', 'b', 'c', 'd'].map((id) => call(id, 'Read')));
    expect(rec.log).toEqual(['start:a', 'end:a', 'start:b', 'end:b']);
    expect(outcome.steering).toBe('stop touching the parser, fix the docs instead');
    expect(outcome.results.map((r) => r.is_error)).toEqual([false, false, true, true]);
    expect(outcome.results[2]?.content).toBe(
      'Skipped: the user sent new instructions before this call ran: "stop touching the parser, fix the docs instead"',
    );
    expect(endOf(h.events, 'c').verdict).toBe('skipped');
    expect(steeringEvents(h.events)).toEqual([{ type: 'steering', text: 'stop touching the parser, fix the docs instead', skipped: ['c', 'd'] }]);
    // Checked after a and after b; never again once found.
    expect(q.reads).toBe(2);
  });

  test('parallel checks steering once, after the whole batch; nothing is skipped', async () => {
    const q = steeringQueue('new plan');
    const rec = new Recorder();
    const h = harness(
      [
        fakeTool({ name: 'Read', recorder: rec, delayMs: 10, result: () => { q.arrive(); return 'ok'; } }),
        fakeTool({ name: 'Write', class: 'serial-mutation', recorder: rec }),
      ],
      { getSteering: q.getSteering },
    );
    const outcome = await h.executor.executeBatch([call('a', 'Read'), call('b', 'Read'), call('w', 'Write'), call('c', 'Read')]);
    expect(outcome.results.every((r) => !r.is_error)).toBe(true);
    expect(rec.maxInFlight).toBe(2);
    expect(q.reads).toBe(1);
    expect(outcome.steering).toBe('new plan');
    expect(steeringEvents(h.events)).toEqual([{ type: 'steering', text: 'new plan', skipped: [] }]);
  });

  test('batched(size) runs at most size at once and checks steering between chunks', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec, delayMs: 20 })], { strategy: { kind: 'batched', size: 3 } });
    await h.executor.executeBatch(Array.from({ length: 7 }, (_, i) => call(`r${i}`, 'Read')));
    expect(rec.maxInFlight).toBe(3);
    // Chunk 2 starts only after chunk 1 has fully finished.
    expect(rec.log.indexOf('start:r3')).toBeGreaterThan(Math.max(rec.log.indexOf('end:r0'), rec.log.indexOf('end:r1'), rec.log.indexOf('end:r2')));

    const q = steeringQueue('x'.repeat(300));
    const rec2 = new Recorder();
    const h2 = harness(
      [fakeTool({ name: 'Read', recorder: rec2, result: (_i, ctx) => { if (ctx.toolUseId === 'r1') q.arrive(); return 'ok'; } })],
      { strategy: { kind: 'batched', size: 2 }, getSteering: q.getSteering },
    );
    const outcome = await h2.executor.executeBatch(Array.from({ length: 5 }, (_, i) => call(`r${i}`, 'Read')));
    expect(rec2.log.filter((l) => l.startsWith('start:'))).toEqual(['start:r0', 'start:r1']);
    expect(outcome.results.map((r) => r.is_error)).toEqual([false, false, true, true, true]);
    // The skip message quotes the first 200 characters of the steering text.
    expect(outcome.results[2]?.content).toBe(`Skipped: the user sent new instructions before this call ran: "${'x'.repeat(200)}..."`);
    expect(outcome.steering).toBe('x'.repeat(300));
    expect(steeringEvents(h2.events)[0]?.skipped).toEqual(['r2', 'r3', 'r4']);
  });

  test('steering that arrives during a streamed batch also skips calls pushed later', async () => {
    const q = steeringQueue('change of plan');
    const h = harness([fakeTool({ name: 'Read', result: () => { q.arrive(); return 'ok'; } }), fakeTool({ name: 'Write', class: 'serial-mutation' })], {
      strategy: { kind: 'sequential' },
      getSteering: q.getSteering,
    });
    const d = h.executor.begin();
    d.push(call('a', 'Read'));
    d.push(call('w', 'Write'));
    await new Promise((r) => setTimeout(r, 20));
    d.push(call('late', 'Read'));
    const outcome = await d.close();
    expect(outcome.results.map((r) => r.is_error)).toEqual([false, true, true]);
    expect(steeringEvents(h.events)[0]?.skipped).toEqual(['w', 'late']);
  });

  test('a throwing getSteering is reported as a notice and treated as no steering', async () => {
    const h = harness([fakeTool({ name: 'Read' })], { getSteering: () => { throw new Error('queue broken'); } });
    const outcome = await h.executor.executeBatch([call('a', 'Read')]);
    expect(outcome.steering).toBeNull();
    expect(h.events.some((e) => e.type === 'notice' && e.message.includes('queue broken'))).toBe(true);
  });

  test('a bad batched size is a configuration error at construction', () => {
    expect(() => harness([], { strategy: { kind: 'batched', size: 0 } })).toThrow(/positive integer/);
  });
});
