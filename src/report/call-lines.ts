/**
 * A tool call as one line of a line-by-line log: the Action's job log (action/log-events.ts) and
 * the CLI's terminal (run-command.ts). Plain text; the caller redacts it and makes it safe for the
 * runner (log-safe.ts).
 *
 * Sub-agents' calls are nested the way the report nests them under their Task row: every event a
 * sub-agent emits carries the id of the Task call that runs it as `parentId` (shared/events.ts),
 * so its line starts with `↳ ` and the Task call, named as a rule would name it
 * (`↳ Task(read greet) ok  Read src/greet.js`). The sub-agent's calls end before its Task call
 * does, so the Task is named from its `tool_start`, which every consumer sees first.
 */
import type { MarshalEvent } from '../shared/events.js';

/**
 * `job-log`: duration, and the reason of every verdict but `ok`.
 * `terminal`: indented under the turn, the reason of denials only.
 */
export type CallLineStyle = 'job-log' | 'terminal';

/** Longest Task description quoted in a nested line; the Task's own line has it in full. */
const PARENT_SUMMARY_CHARS = 60;

/**
 * Returns a function to call with every event of the run, in order: it answers the line for a
 * `tool_end` and null for anything else (it watches `tool_start` to know the calls in progress).
 */
export function callLines(style: CallLineStyle): (event: MarshalEvent) => string | null {
  // Calls started and not yet ended, by id: the possible parents of the calls that end.
  const running = new Map<string, string>();
  return (event) => {
    if (event.type === 'tool_start') {
      running.set(event.id, `${event.name}(${clip(event.summary, PARENT_SUMMARY_CHARS)})`);
      return null;
    }
    if (event.type !== 'tool_end') return null;
    running.delete(event.id);
    const nested = event.parentId !== undefined ? `↳ ${running.get(event.parentId) ?? 'Task'} ` : '';
    const call = `${event.verdict.padEnd(9)} ${event.name} ${event.summary}`;
    if (style === 'terminal') return `  ${nested}${call}${event.verdict === 'denied' ? ` — ${event.reason}` : ''}`;
    const reason = event.reason && event.verdict !== 'ok' ? ` — ${event.reason}` : '';
    return `${nested}${call} (${Math.round(event.durationMs)} ms)${reason}`;
  };
}

function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
