// Tool calls in the line-by-line logs (the job log and the CLI's terminal): a sub-agent's calls are
// marked `↳ ` with the Task call that ran them, the way the report nests them under the Task row;
// the run's own calls read as before.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { logEvents } from '../../src/action/log-events.js';
import { callLines, type CallLineStyle } from '../../src/report/call-lines.js';
import type { MarshalEvent } from '../../src/shared/events.js';
import { Redactor } from '../../src/shared/redact.js';

const start = (id: string, name: string, summary: string, parentId?: string): MarshalEvent => ({
  type: 'tool_start',
  id,
  name,
  input: {},
  class: 'read',
  summary,
  ...(parentId ? { parentId } : {}),
});

const end = (id: string, name: string, summary: string, extra: Partial<Extract<MarshalEvent, { type: 'tool_end' }>> = {}): MarshalEvent => ({
  type: 'tool_end',
  id,
  name,
  input: {},
  summary,
  verdict: 'ok',
  rule: null,
  reason: null,
  durationMs: 12.4,
  isError: false,
  content: '',
  ...extra,
});

/** Two Task sub-agents running side by side, one call of the run's own before them. */
const RUN: MarshalEvent[] = [
  { type: 'turn_start', turn: 1 },
  start('r1', 'Read', 'README.md'),
  end('r1', 'Read', 'README.md'),
  start('t1', 'Task', 'read greet'),
  start('t2', 'Task', 'edit greet'),
  start('s1', 'Read', 'src/greet.js', 't1'),
  start('s2', 'Bash', 'git push', 't2'),
  end('s2', 'Bash', 'git push', { parentId: 't2', verdict: 'denied', rule: 'Bash(git push:*)', reason: 'denied by Bash(git push:*)', durationMs: 0 }),
  end('s1', 'Read', 'src/greet.js', { parentId: 't1', durationMs: 3 }),
  end('t1', 'Task', 'read greet', { durationMs: 1500 }),
  end('t2', 'Task', 'edit greet', { durationMs: 2100 }),
];

const linesOf = (style: CallLineStyle, events: MarshalEvent[]) => {
  const line = callLines(style);
  return events.map(line).filter((l): l is string => l !== null);
};

describe('call lines', () => {
  test('job log: sub-agent calls start with ↳ and their Task call; the run\'s own calls are unchanged', () => {
    expect(linesOf('job-log', RUN)).toEqual([
      'ok        Read README.md (12 ms)',
      '↳ Task(edit greet) denied    Bash git push (0 ms) — denied by Bash(git push:*)',
      '↳ Task(read greet) ok        Read src/greet.js (3 ms)',
      'ok        Task read greet (1500 ms)',
      'ok        Task edit greet (2100 ms)',
    ]);
  });

  test('terminal: the same nesting, indented under the turn, reasons of denials only', () => {
    expect(linesOf('terminal', RUN)).toEqual([
      '  ok        Read README.md',
      '  ↳ Task(edit greet) denied    Bash git push — denied by Bash(git push:*)',
      '  ↳ Task(read greet) ok        Read src/greet.js',
      '  ok        Task read greet',
      '  ok        Task edit greet',
    ]);
  });

  test('a long Task description is clipped to one short line in the nested lines', () => {
    const description = `look at ${'every file\nin the repository '.repeat(10)}`;
    const [nested] = linesOf('terminal', [start('t1', 'Task', description), start('s1', 'LS', '.', 't1'), end('s1', 'LS', '.', { parentId: 't1' })]);
    expect(nested).toMatch(/^ {2}↳ Task\(look at every file in the repository every file .{0,30}…\) ok {8}LS \.$/);
    expect(nested).not.toContain('\n');
  });

  test('a parent never seen starting still marks the call as nested', () => {
    expect(linesOf('job-log', [end('s1', 'Read', 'a.txt', { parentId: 'gone' })])).toEqual(['↳ Task ok        Read a.txt (12 ms)']);
  });
});

describe('the job log (logEvents)', () => {
  afterEach(() => vi.restoreAllMocks());

  test('prints the nested lines, redacted', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const redactor = new Redactor();
    redactor.add('hunter2-secret-value');
    const log = logEvents(redactor);
    for (const event of [start('t1', 'Task', 'use hunter2-secret-value'), start('s1', 'Read', 'a.txt', 't1'), end('s1', 'Read', 'a.txt', { parentId: 't1' })]) log(event);
    const out = written.join('');
    expect(out).toContain('↳ Task(use ***) ok        Read a.txt (12 ms)');
    expect(out).not.toContain('hunter2');
  });
});
