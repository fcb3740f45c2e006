/** The run's events in the job log (the Action's log, not the model's). */
import * as core from '@actions/core';
import type { EventBus } from '../shared/events.js';
import type { Redactor } from '../shared/redact.js';
import { logLine } from '../log-safe.js';
import { callLines } from '../report/call-lines.js';

/**
 * The run's events in the job log. Summaries, reasons, errors and notices quote the model and its
 * tools: every line is redacted, then made safe for the runner (logLine), so no tool input can
 * start a workflow command (`\r::add-mask::...`, `##[stop-commands]...`). A sub-agent's calls are
 * nested under their Task call (report/call-lines.ts).
 */
export function logEvents(redactor: Redactor) {
  const safe = (text: string) => logLine(redactor.redact(text));
  const callLine = callLines('job-log');
  return (event: Parameters<EventBus['emit']>[0]) => {
    const call = callLine(event);
    if (call !== null) core.info(safe(call));
    switch (event.type) {
      case 'turn_start':
        core.info(`── turn ${event.turn}`);
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
