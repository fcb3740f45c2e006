import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { MarshalEvent } from '../../src/shared/events.js';
import { defineTool } from '../../src/tools/tool.js';
import { call, deferred, endOf, fakeTool, harness, Recorder, sleep, within, type Deferred } from './fake-tools.js';

function gates(ids: string[]): { map: Map<string, Promise<unknown>>; open: Record<string, Deferred<unknown>> } {
  const open: Record<string, Deferred<unknown>> = {};
  const map = new Map<string, Promise<unknown>>();
  for (const id of ids) {
    open[id] = deferred<unknown>();
    map.set(id, open[id].promise);
  }
  return { map, open };
}

/** Polls until `cond` holds (generous bound: the machine is shared and noisy). */
async function until(cond: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

describe('batching', () => {
  test('results come back in emission order when calls finish out of order', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec })]);
    const { results } = await h.executor.executeBatch([
      call('a', 'Read', { ms: 120 }),
      call('b', 'Read', { ms: 10 }),
      call('c', 'Read', { ms: 60 }),
    ]);
    expect(results.map((r) => r.tool_use_id)).toEqual(['a', 'b', 'c']);
    expect(rec.log.filter((l) => l.startsWith('end:'))).toEqual(['end:b', 'end:c', 'end:a']);
  });

  test('reads really run concurrently, bounded by the read width', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec, delayMs: 30 })], { concurrency: { read: 3 } });
    await h.executor.executeBatch(Array.from({ length: 10 }, (_, i) => call(`r${i}`, 'Read')));
    expect(rec.maxInFlight).toBe(3);

    const wide = new Recorder();
    const w = harness([fakeTool({ name: 'Read', recorder: wide, delayMs: 50 })]);
    await w.executor.executeBatch(Array.from({ length: 10 }, (_, i) => call(`r${i}`, 'Read')));
    expect(wide.maxInFlight).toBe(10);
  });

  test('concurrent mutations share their pool (default 4); per-tool caps apply inside it', async () => {
    const rec = new Recorder();
    const h = harness(
      [
        fakeTool({ name: 'Task', class: 'concurrent-mutation', recorder: rec, delayMs: 40 }),
        fakeTool({ name: 'Fetch', class: 'read', recorder: rec, delayMs: 40 }),
      ],
      { concurrency: { perTool: { fetch: 2 } } },
    );
    await h.executor.executeBatch(Array.from({ length: 9 }, (_, i) => call(`t${i}`, 'Task')));
    expect(rec.maxOf('Task')).toBe(4);
    await h.executor.executeBatch(Array.from({ length: 6 }, (_, i) => call(`f${i}`, 'Fetch')));
    expect(rec.maxOf('Fetch')).toBe(2);
  });

  test('serial mutations run one at a time, in emission order', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Edit', class: 'serial-mutation', recorder: rec })]);
    await h.executor.executeBatch([call('e1', 'Edit', { ms: 40 }), call('e2', 'Edit', { ms: 5 }), call('e3', 'Edit', { ms: 20 })]);
    expect(rec.maxInFlight).toBe(1);
    expect(rec.log).toEqual(['start:e1', 'end:e1', 'start:e2', 'end:e2', 'start:e3', 'end:e3']);
  });

  test('[Read A, Write A, Read A]: the trailing read observes the write', async () => {
    const fileTools = [
      defineTool({
        name: 'Read', description: 'r', input: z.object({ file_path: z.string() }), class: 'read', policyKind: 'read',
        async run(input, ctx) {
          await sleep(20);
          const file = path.join(ctx.cwd, input.file_path);
          return existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
        },
      }),
      defineTool({
        name: 'Write', description: 'w', input: z.object({ file_path: z.string(), content: z.string() }), class: 'serial-mutation', policyKind: 'edit',
        paths: (input) => [input.file_path],
        async run(input, ctx) {
          await sleep(40);
          writeFileSync(path.join(ctx.cwd, input.file_path), input.content);
          return 'written';
        },
      }),
    ];
    const h = harness(fileTools);
    writeFileSync(path.join(h.cwd, 'a.txt'), 'old');
    const { results } = await h.executor.executeBatch([
      call('r1', 'Read', { file_path: 'a.txt' }),
      call('w', 'Write', { file_path: 'a.txt', content: 'new' }),
      call('r2', 'Read', { file_path: 'a.txt' }),
    ]);
    expect(results.map((r) => r.content)).toEqual(['old', 'written', 'new']);
  });

  test('a mutation waits for every earlier read; reads after it wait for it', async () => {
    const rec = new Recorder();
    const h = harness([
      fakeTool({ name: 'Read', recorder: rec }),
      fakeTool({ name: 'Write', class: 'serial-mutation', recorder: rec }),
    ]);
    await h.executor.executeBatch([
      call('r1', 'Read', { ms: 50 }), call('r2', 'Read', { ms: 10 }),
      call('w', 'Write', { ms: 10 }),
      call('r3', 'Read', { ms: 10 }), call('r4', 'Read', { ms: 10 }),
    ]);
    const at = (s: string) => rec.log.indexOf(s);
    expect(at('start:w')).toBeGreaterThan(at('end:r1'));
    expect(at('start:w')).toBeGreaterThan(at('end:r2'));
    expect(at('start:r3')).toBeGreaterThan(at('end:w'));
    expect(at('start:r4')).toBeGreaterThan(at('end:w'));
  });

  test('a short-circuit call runs after earlier calls and ends the batch; later calls are skipped', async () => {
    const rec = new Recorder();
    const h = harness([
      fakeTool({ name: 'Read', recorder: rec, delayMs: 20 }),
      fakeTool({ name: 'Answer', class: 'short-circuit', recorder: rec }),
    ]);
    const { results } = await h.executor.executeBatch([
      call('r1', 'Read'), call('done', 'Answer'), call('r2', 'Read'), call('x', 'Nope'),
    ]);
    expect(rec.log).toEqual(['start:r1', 'end:r1', 'start:done', 'end:done']);
    expect(results[1]).toMatchObject({ is_error: false, content: 'Answer done done' });
    for (const r of results.slice(2)) {
      expect(r).toMatchObject({ is_error: true, content: 'Skipped: Answer ended this batch before the call ran.' });
    }
    expect(endOf(h.events, 'r2').verdict).toBe('skipped');
    expect(endOf(h.events, 'x').verdict).toBe('skipped');
  });

  test('unknown and invalid calls do not split a read run', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec, delayMs: 40 }), fakeTool({ name: 'Write', class: 'serial-mutation' })]);
    const { results } = await h.executor.executeBatch([
      call('r1', 'Read'), call('u', 'Unknown'), call('bad', 'Write', { ms: 'slow' }), call('r2', 'Read'),
    ]);
    expect(rec.maxInFlight).toBe(2);
    expect(results.map((r) => r.is_error)).toEqual([false, true, true, false]);
  });

  test('every call emits exactly one tool_start then exactly one tool_end', async () => {
    const h = harness([
      fakeTool({ name: 'Read', delayMs: 5 }),
      fakeTool({ name: 'Write', class: 'serial-mutation' }),
      fakeTool({ name: 'Answer', class: 'short-circuit' }),
    ], { permission: (req) => (req.tool.name === 'Write' ? { decision: 'deny', rule: null, reason: 'no' } : { decision: 'allow', rule: null, reason: 'ok' }) });
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    await h.executor.executeBatch([
      call('a', 'Read'), call('b', 'Write'), call('c', 'Nope'), call('d', 'Read', { ms: 'x' }), call('e', 'Answer'), call('f', 'Read'),
    ]);
    for (const id of ids) {
      const mine = h.events.filter((e): e is Extract<MarshalEvent, { id: string }> => 'id' in e && e.id === id);
      expect(mine.filter((e) => e.type === 'tool_start')).toHaveLength(1);
      expect(mine.filter((e) => e.type === 'tool_end')).toHaveLength(1);
      expect(mine[0]?.type).toBe('tool_start');
      expect(mine.at(-1)?.type).toBe('tool_end');
    }
    expect(ids.map((id) => endOf(h.events, id).verdict)).toEqual(['ok', 'denied', 'invalid', 'invalid', 'ok', 'skipped']);
  });
});

describe('streaming dispatch', () => {
  test('a read pushed into a read run starts at once, before close and before later calls are known', async () => {
    const rec = new Recorder();
    const g = gates(['r1', 'r2', 'w']);
    const h = harness([
      fakeTool({ name: 'Read', recorder: rec, gates: g.map }),
      fakeTool({ name: 'Write', class: 'serial-mutation', recorder: rec, gates: g.map }),
    ]);
    const d = h.executor.begin();
    d.push(call('r1', 'Read'));
    await until(() => rec.started('r1'), 'r1 to start');
    d.push(call('r2', 'Read'));
    await until(() => rec.started('r2'), 'r2 to start while r1 runs');
    d.push(call('w', 'Write'));
    d.push(call('r3', 'Read'));
    await sleep(30);
    expect(rec.started('w')).toBe(false);
    expect(rec.started('r3')).toBe(false);
    g.open.r1?.resolve(undefined);
    await sleep(20);
    expect(rec.started('w')).toBe(false);
    g.open.r2?.resolve(undefined);
    await until(() => rec.started('w'), 'w after both reads');
    expect(rec.started('r3')).toBe(false);
    g.open.w?.resolve(undefined);
    const outcome = await within(d.close(), 5000, 'close');
    expect(outcome.results.map((r) => r.tool_use_id)).toEqual(['r1', 'r2', 'w', 'r3']);
    expect(rec.log.indexOf('start:r3')).toBeGreaterThan(rec.log.indexOf('end:w'));
  });

  test('push after close is a programming error', async () => {
    const h = harness([fakeTool({ name: 'Read' })]);
    const d = h.executor.begin();
    await d.close();
    expect(() => d.push(call('late', 'Read'))).toThrow(/after close/);
  });
});

describe('timeouts and cancellation', () => {
  test('a tool that ignores its signal still gets a timeout result on time', async () => {
    const h = harness([fakeTool({ name: 'Hang', ignoreSignal: true, delayMs: 20_000 })], { timeoutMs: 150 });
    const started = Date.now();
    const { results } = await within(h.executor.executeBatch([call('h', 'Hang')]), 10_000, 'timeout');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(results[0]).toMatchObject({ is_error: true, content: 'Timed out: Hang did not finish within 150 ms and was stopped.' });
    expect(endOf(h.events, 'h').verdict).toBe('timeout');
  });

  test('the timeout aborts the child signal, which kills a real subprocess, and quotes partial output', async () => {
    let sawAbort = false;
    const h = harness([
      fakeTool({
        name: 'Bash',
        class: 'serial-mutation',
        result: async (_input, ctx) => {
          ctx.signal.addEventListener('abort', () => { sawAbort = true; });
          const r = await ctx.exec({ script: 'echo first; sleep 30', cwd: ctx.cwd, signal: ctx.signal, onOutput: (c) => ctx.onUpdate(c) });
          return r.output;
        },
      }),
    ], { timeoutMs: 500 });
    const { results } = await within(h.executor.executeBatch([call('b', 'Bash')]), 15_000, 'bash timeout');
    expect(sawAbort).toBe(true);
    expect(results[0]?.content).toContain('Timed out: Bash did not finish within 500 ms');
    expect(results[0]?.content).toContain('Output before it was stopped:\nfirst');
  });

  test('cancelling mid-batch: running calls are cancelled, the rest skipped, promptly, one result each', async () => {
    const rec = new Recorder();
    const h = harness([
      fakeTool({ name: 'Read', recorder: rec, delayMs: 20_000 }),
      fakeTool({ name: 'Stubborn', recorder: rec, ignoreSignal: true, delayMs: 20_000 }),
      fakeTool({ name: 'Write', class: 'serial-mutation', recorder: rec }),
    ]);
    const controller = new AbortController();
    const d = h.executor.begin(controller.signal);
    d.push(call('r1', 'Read'));
    d.push(call('s1', 'Stubborn'));
    d.push(call('w1', 'Write'));
    d.push(call('r2', 'Read'));
    await until(() => rec.started('r1') && rec.started('s1'), 'reads to start');
    controller.abort();
    d.push(call('late', 'Read'));
    const started = Date.now();
    const { results } = await within(d.close(), 5000, 'cancelled batch');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(results.map((r) => r.tool_use_id)).toEqual(['r1', 's1', 'w1', 'r2', 'late']);
    expect(results.every((r) => r.is_error)).toBe(true);
    expect(['r1', 's1', 'w1', 'r2', 'late'].map((id) => endOf(h.events, id).verdict)).toEqual([
      'cancelled', 'cancelled', 'skipped', 'skipped', 'skipped',
    ]);
    expect(results[0]?.content).toBe('Cancelled: the run was cancelled while Read was running.');
    expect(results[2]?.content).toBe('Skipped: the run was cancelled before this call started.');
    expect(rec.started('w1')).toBe(false);
  });

  test('calls waiting for a permit when the batch is cancelled are skipped without running', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec, delayMs: 20_000 })], { concurrency: { read: 1 } });
    const controller = new AbortController();
    const batch = h.executor.executeBatch([call('a', 'Read'), call('b', 'Read')], controller.signal);
    await until(() => rec.started('a'), 'a to start');
    controller.abort();
    const { results } = await within(batch, 5000, 'cancel');
    expect(endOf(h.events, 'a').verdict).toBe('cancelled');
    expect(endOf(h.events, 'b').verdict).toBe('skipped');
    expect(results).toHaveLength(2);
    expect(rec.started('b')).toBe(false);
  });

  test('an already-aborted signal skips everything', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec })]);
    const { results } = await h.executor.executeBatch([call('a', 'Read'), call('b', 'Read')], AbortSignal.abort());
    expect(results.map((r) => r.is_error)).toEqual([true, true]);
    expect(rec.log).toEqual([]);
  });
});
