/** The run's events in the job log (the Action's log, not the model's). */
import * as core from '@actions/core';
import type { EventBus } from '../shared/events.js';
import type { Redactor } from '../shared/redact.js';
import { logLine } from '../log-safe.js';

/**
 * The run's events in the job log. Summaries, reasons, errors and notices quote the model and its
 * tools: every line is redacted, then made safe for the runner (logLine), so no tool input can
 * start a workflow command (`\r::add-mask::...`, `##[stop-commands]...`).
 */
export function logEvents(redactor: Redactor) {
  const safe = (text: string) => logLine(redactor.redact(text));
  return (event: Parameters<EventBus['emit']>[0]) => {
    switch (event.type) {
      case 'turn_start':
        core.info(`── turn ${event.turn}`);
        break;
      case 'tool_end':
        core.info(safe(`${event.verdict.padEnd(9)} ${event.name} ${event.summary} (${Math.round(event.durationMs)} ms)${event.reason && event.verdict !== 'ok' ? ` — ${event.reason}` : ''}`));
        break;
      case 'retry':
        core.warning(safe(`Model API: ${event.error}; retry ${event.attempt} in ${Math.round(event.delayMs)} ms`));
        break;
      case 'notice':
        (event.level === 'error' ? core.error : event.level === 'warning' ? core.warning : core.info)(safe(event.message));
        break;
      case 'run_end':
        core.info(safe(`Run ended: ${event.conclusion} — ${event.reason}`));
        break;
      default:
        break;
    }
  };
}
