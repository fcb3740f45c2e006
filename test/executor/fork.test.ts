import { describe, expect, test } from 'vitest';
import type { MarshalEvent, ToolClass } from '../../src/shared/events.js';
import type { Executor } from '../../src/executor/index.js';
import { call, endOf, fakeTool, harness, Recorder, sleep, within } from './fake-tools.js';

/**
 * A tool that runs a nested agent: its run() executes `nested` calls on either a fork of the
 * executor (what a sub-agent tool must do) or the executor itself (no fork semantics).
 */
function nestedAgentTool(name: string, cls: ToolClass, nested: () => Parameters<Executor['executeBatch']>[0], useFork: boolean, holder: { executor?: Executor }) {
  return fakeTool({
    name,
    class: cls,
    result: async (_input, ctx) => {
      const parent = holder.executor as Executor;
      const child = useFork ? parent.fork() : parent;
      const outcome = await child.executeBatch(nested(), ctx.signal);
      return outcome.results.map((r) => r.content).join(' | ');
    },
  });
}

/** Settles with 'pending' if `promise` is still unsettled after `ms`. */
async function stillPending(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const marker = Symbol('pending');
  const winner = await Promise.race([promise.then(() => null, () => null), sleep(ms).then(() => marker)]);
  return winner === marker;
}

describe('fork', () => {
  test('a read-class sub-agent tool holding the only read permit: deadlocks without fork, completes with it', async () => {
    for (const useFork of [false, true]) {
      const holder: { executor?: Executor } = {};
      const h = harness(
        [
          nestedAgentTool('Explore', 'read', () => [call('n1', 'Read'), call('n2', 'Read')], useFork, holder),
          fakeTool({ name: 'Read', delayMs: 5 }),
        ],
        { concurrency: { read: 1 } },
      );
      holder.executor = h.executor;
      const controller = new AbortController();
      const batch = h.executor.executeBatch([call('explore', 'Explore')], controller.signal);
      if (useFork) {
        const { results } = await within(batch, 10_000, 'forked nested agent');
        expect(results[0]).toMatchObject({ is_error: false, content: 'Read n1 done | Read n2 done' });
      } else {
        // Without fork semantics the nested reads wait for the permit their parent holds.
        expect(await stillPending(batch, 800)).toBe(true);
        controller.abort();
        const { results } = await within(batch, 5000, 'cancelling the deadlocked batch');
        expect(results[0]?.is_error).toBe(true);
        expect(endOf(h.events, 'n1').verdict).toBe('skipped');
      }
    }
  });

  test('a concurrent-mutation Task tool nesting another Task at width 1: deadlocks without fork, completes with it', async () => {
    for (const useFork of [false, true]) {
      const holder: { executor?: Executor } = {};
      let depth = 0;
      const h = harness(
        [
          nestedAgentTool('Task', 'concurrent-mutation', () => (depth++ === 0 ? [call('inner-task', 'Task')] : [call('leaf', 'Read')]), useFork, holder),
          fakeTool({ name: 'Read' }),
        ],
        { concurrency: { concurrentMutation: 1 } },
      );
      holder.executor = h.executor;
      const controller = new AbortController();
      const batch = h.executor.executeBatch([call('outer-task', 'Task')], controller.signal);
      if (useFork) {
        const { results } = await within(batch, 10_000, 'forked nested tasks');
        expect(results[0]).toMatchObject({ is_error: false, content: 'Read leaf done' });
      } else {
        expect(await stillPending(batch, 800)).toBe(true);
        controller.abort();
        await within(batch, 5000, 'cancelling the deadlocked batch');
      }
    }
  });

  test('forks share the serial pool: mutations stay serial across the agent tree', async () => {
    const rec = new Recorder();
    const holder: { executor?: Executor } = {};
    const h = harness([
      nestedAgentTool('Task', 'concurrent-mutation', () => [call(`w${Math.random()}`, 'Write')], true, holder),
      fakeTool({ name: 'Write', class: 'serial-mutation', recorder: rec, delayMs: 40 }),
    ]);
    holder.executor = h.executor;
    const { results } = await within(
      h.executor.executeBatch([call('t1', 'Task'), call('t2', 'Task'), call('t3', 'Task')]),
      10_000,
      'three sub-agents writing',
    );
    expect(results.every((r) => !r.is_error)).toBe(true);
    expect(rec.log.filter((l) => l.startsWith('start:'))).toHaveLength(3);
    expect(rec.maxInFlight).toBe(1);
  });

  test('forks get fresh read pools of the same width', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec, delayMs: 60 })], { concurrency: { read: 2 } });
    const child = h.executor.fork();
    await Promise.all([
      h.executor.executeBatch([call('a', 'Read'), call('b', 'Read'), call('c', 'Read')]),
      child.executeBatch([call('d', 'Read'), call('e', 'Read'), call('f', 'Read')]),
    ]);
    expect(rec.maxInFlight).toBe(4);
  });

  test('overrides: own event sink and strategy; plan mode can be turned on but never off', async () => {
    const mine: MarshalEvent[] = [];
    const rec = new Recorder();
    const tools = [fakeTool({ name: 'Read', recorder: rec, delayMs: 10 }), fakeTool({ name: 'Write', class: 'serial-mutation' })];
    const h = harness(tools);
    const child = h.executor.fork({ emit: (e) => mine.push(e), strategy: { kind: 'sequential' }, planMode: true });
    const out = await child.executeBatch([call('a', 'Read'), call('b', 'Read'), call('w', 'Write')]);
    expect(rec.maxInFlight).toBe(1);
    expect(out.results[2]?.content).toContain('plan mode');
    expect(mine.filter((e) => e.type === 'tool_end')).toHaveLength(3);
    expect(h.events).toEqual([]);

    const planned = harness(tools, { planMode: true });
    const escaped = planned.executor.fork({ planMode: false });
    const res = await escaped.executeBatch([call('w', 'Write')]);
    expect(endOf(planned.events, 'w')).toMatchObject({ verdict: 'denied', denialSource: 'plan-mode' });
    expect(res.results[0]?.is_error).toBe(true);
  });
});
