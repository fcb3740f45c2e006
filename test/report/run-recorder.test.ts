import { describe, expect, test } from 'vitest';
import { RunRecorder } from '../../src/report/index.js';
import { callEvents, runEnd, turn, typicalRun, usage } from './run-builder.js';

describe('RunRecorder', () => {
  test('collects calls in emission order with their final state', () => {
    const recorder = new RunRecorder();
    for (const e of typicalRun()) recorder.sink(e);
    const r = recorder.snapshot();
    expect(r.calls.map((c) => [c.index, c.name, c.status, c.turn])).toEqual([
      [1, 'Read', 'ok', 1],
      [2, 'Bash', 'failed', 1],
      [3, 'Bash', 'denied', 2],
      [4, 'Edit', 'ok', 2],
      [5, 'Bash', 'ok', 2],
    ]);
    expect(r.calls[1]).toMatchObject({ exitCode: 1, reason: 'exit code 1', isError: true });
    expect(r.calls[2]).toMatchObject({ rule: 'Bash(git push:*)', denialSource: 'policy' });
    expect(r.calls[3]!.diff).toContain('+await start()');
    expect(r.turns.map((t) => t.turn)).toEqual([1, 2]);
    expect(r.end?.conclusion).toBe('success');
    expect(r.usage).toEqual(usage(2000, 400, 5000, 1000));
    expect(r.runId).toBe('r1');
    expect(r.currentTurn).toBeNull();
  });

  test('sums turn usage until run_end, tracks the current turn, retries, notices, steering', () => {
    const recorder = new RunRecorder();
    for (const e of turn(1, [], usage(100, 10))) recorder.sink(e);
    recorder.sink({ type: 'turn_start', turn: 2 });
    recorder.sink({ type: 'retry', attempt: 1, delayMs: 500, error: 'overloaded' });
    recorder.sink({ type: 'notice', level: 'warning', message: 'cost is high' });
    recorder.sink({ type: 'steering', text: 'stop', skipped: ['t1'] });
    recorder.sink({ type: 'assistant_text', turn: 2, text: 'Working on it' });
    recorder.sink({ type: 'turn_end', turn: 2, stopReason: 'end_turn', usage: usage(50, 5, 7, 3) });
    const r = recorder.snapshot();
    expect(r.usage).toEqual(usage(150, 15, 7, 3));
    expect(r.retries).toBe(1);
    expect(r.lastRetryError).toBe('overloaded');
    expect(r.notices).toEqual([{ level: 'warning', message: 'cost is high' }]);
    expect(r.steering).toEqual([{ text: 'stop', skipped: ['t1'] }]);
    expect(r.lastAssistantText).toBe('Working on it');
  });

  test('a snapshot does not change when later events arrive', () => {
    const recorder = new RunRecorder();
    recorder.sink({ type: 'turn_start', turn: 1 });
    recorder.sink({ type: 'tool_start', id: 'a', name: 'Bash', input: {}, class: 'serial-mutation', summary: 'npm test' });
    const before = recorder.snapshot();
    recorder.sink({ type: 'tool_progress', id: 'a', name: 'Bash', text: 'running' });
    recorder.sink(callEvents({ id: 'a', name: 'Bash', summary: 'npm test' })[1]!);
    recorder.sink(runEnd());
    expect(before.calls[0]!.status).toBe('running');
    expect(before.calls[0]!.progress).toBeUndefined();
    expect(before.end).toBeNull();
    expect(recorder.snapshot().calls[0]!.status).toBe('ok');
  });

  test('a tool_end without tool_start still becomes a row; progress after the end is ignored', () => {
    const recorder = new RunRecorder();
    recorder.sink({ type: 'turn_start', turn: 3 });
    recorder.sink(callEvents({ id: 'x', name: 'Nope', verdict: 'invalid', reason: 'unknown tool' })[1]!);
    recorder.sink({ type: 'tool_progress', id: 'x', name: 'Nope', text: 'late' });
    const [call] = recorder.snapshot().calls;
    expect(call).toMatchObject({ index: 1, name: 'Nope', status: 'invalid', turn: 3, reason: 'unknown tool' });
    expect(call!.progress).toBeUndefined();
  });

  test('duration runs from creation to run_end on the injected clock', () => {
    let now = 1000;
    const recorder = new RunRecorder(() => now);
    now = 4000;
    expect(recorder.snapshot().durationMs).toBe(3000);
    recorder.sink(runEnd());
    now = 99_000;
    expect(recorder.snapshot().durationMs).toBe(3000);
  });
});
