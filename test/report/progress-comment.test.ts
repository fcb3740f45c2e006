import { describe, expect, test } from 'vitest';
import type { MarshalEvent } from '../../src/shared/events.js';
import { COMMENT_MARKER, RunRecorder, renderProgressComment } from '../../src/report/index.js';
import { callEvents, record, runEnd, turn, typicalRun } from './run-builder.js';

const ctx = { runUrl: 'http://127.0.0.1:9/acme/app/actions/runs/42', trigger: '@alice on #12: fix the flaky test' };

describe('renderProgressComment', () => {
  test('before any event: marker, working line, run link, waiting note', () => {
    const body = renderProgressComment(new RunRecorder().snapshot(), ctx);
    expect(body.startsWith(`${COMMENT_MARKER}\n### ⏳ Marshal is working…`)).toBe(true);
    expect(body).toContain('[View the run](http://127.0.0.1:9/acme/app/actions/runs/42)');
    expect(body).toContain('_Waiting for the model…_');
  });

  test('a checklist line per call with its state, and the turn in progress', () => {
    const events: MarshalEvent[] = [
      ...turn(1, [{ name: 'Read', summary: 'src/a.ts' }, { name: 'Bash', summary: 'npm test', verdict: 'failed', reason: 'exit code 1', exitCode: 1 }]),
      { type: 'turn_start', turn: 2 },
      ...callEvents({ name: 'Bash', summary: 'git push', verdict: 'denied', rule: 'Bash(git push:*)', reason: 'pushing is denied' }),
      { type: 'tool_start', id: 'live', name: 'Bash', input: { command: 'npm run build' }, class: 'serial-mutation', summary: 'npm run build' },
      { type: 'tool_progress', id: 'live', name: 'Bash', text: 'compiling 120 files' },
    ];
    const body = renderProgressComment(record(events), ctx);
    const items = body.split('\n').filter((l) => l.startsWith('- '));
    expect(items).toEqual([
      '- ✅ **Read** `src/a.ts`',
      '- ❌ **Bash** `npm test` — exit code 1',
      '- ⛔ **Bash** `git push` — policy rule `Bash(git push:*)`: pushing is denied',
      '- ⏳ **Bash** `npm run build` — compiling 120 files',
    ]);
    expect(body).toContain('turn 2 in progress · 4 tool calls · 1 denied');
  });

  test('after run_end it says it is finishing', () => {
    const body = renderProgressComment(record(typicalRun()), ctx);
    expect(body).toContain('### ⏳ Marshal is finishing…');
    expect(body).toContain('2 turns done');
  });

  test('stays bounded with thousands of calls and huge summaries, showing the latest', () => {
    const events: MarshalEvent[] = [{ type: 'turn_start', turn: 1 }];
    for (let i = 0; i < 5000; i++) events.push(...callEvents({ name: 'Bash', summary: `cmd ${i} ${'a'.repeat(5000)}`, content: 'x'.repeat(1000) }));
    events.push(runEnd());
    const body = renderProgressComment(record(events), ctx);
    expect(body.length).toBeLessThan(20_000);
    expect(body).toContain('- … 4,960 earlier calls');
    expect(body).toContain('`cmd 4999 ');
    expect(body).not.toContain('`cmd 4959 ');
  });

  test('hostile summaries and progress text stay inline', () => {
    const events: MarshalEvent[] = [
      { type: 'turn_start', turn: 1 },
      { type: 'tool_start', id: 'h', name: 'Bash', input: {}, class: 'serial-mutation', summary: 'echo ```\n</details><img src=x>' },
      { type: 'tool_progress', id: 'h', name: 'Bash', text: '<script>@everyone' },
    ];
    const body = renderProgressComment(record(events), ctx);
    const line = body.split('\n').find((l) => l.startsWith('- ⏳'))!;
    expect(line).toBe('- ⏳ **Bash** ````echo ``` </details><img src=x>```` — &lt;script&gt;@\u200beveryone');
  });
});
