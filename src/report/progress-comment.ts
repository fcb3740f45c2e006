/**
 * The comment shown while a run is in progress: what was asked, a link to the live log, the turn
 * in progress, and a checklist of the most recent tool calls (✅ / ❌ / ⛔ / ⏳ each with a short
 * summary). It is re-rendered after every call and turn, so its size is bounded whatever the run
 * does: only the last calls are listed, each line is capped, and the whole body has a hard limit.
 */
import type { RunRecord } from './run-recorder.js';
import type { ReportContext } from './report-context.js';
import { COMMENT_MARKER } from './report-context.js';
import { callSummaryCode, outcomeNote, statusIcon } from './call-format.js';
import { escapeInline, formatDuration, plural, wellFormed } from './markdown.js';
import type { Redactor } from '../shared/redact.js';
import { redactRecord } from './redact-record.js';

/** Calls listed in the checklist; older ones are counted, not listed. */
const MAX_LISTED_CALLS = 40;
/** Hard cap on the body (GitHub accepts 65,536). */
const MAX_PROGRESS_CHARS = 20_000;

export function renderProgressComment(
  rawRecord: RunRecord,
  rawCtx: Pick<ReportContext, 'runUrl' | 'trigger'>,
  opts: { redactor?: Redactor } = {},
): string {
  // As in the final report: secrets go before any line is clipped (a clipped token is no longer
  // recognised), and once more over the whole body.
  const { redactor } = opts;
  const record = redactor ? redactRecord(rawRecord, redactor) : rawRecord;
  const ctx = redactor ? { ...rawCtx, trigger: redactor.redact(rawCtx.trigger) } : rawCtx;
  const lines: string[] = [COMMENT_MARKER];
  lines.push(record.end ? '### ⏳ Marshal is finishing…' : '### ⏳ Marshal is working…');
  if (ctx.trigger) lines.push('', `> ${escapeInline(ctx.trigger, 300)}`);

  const status: string[] = [];
  if (ctx.runUrl) status.push(`[View the run](${safeUrl(ctx.runUrl)})`);
  const turn = record.currentTurn ?? record.turns.at(-1)?.turn;
  if (turn !== undefined) status.push(record.currentTurn !== null ? `turn ${turn} in progress` : `${plural(turn, 'turn')} done`);
  status.push(plural(record.calls.length, 'tool call'));
  const denied = record.calls.filter((c) => c.status === 'denied').length;
  if (denied) status.push(`${denied} denied`);
  status.push(formatDuration(record.durationMs));
  if (record.retries) status.push(`${plural(record.retries, 'API retry', 'API retries')}`);
  lines.push('', status.join(' · '));

  const calls = record.calls;
  if (calls.length) {
    lines.push('');
    const hidden = Math.max(0, calls.length - MAX_LISTED_CALLS);
    if (hidden) lines.push(`- … ${plural(hidden, 'earlier call')}`);
    for (const call of calls.slice(hidden)) {
      const note = outcomeNote(call, 160);
      lines.push(`- ${statusIcon(call.status)} **${escapeInline(call.name, 60)}** ${callSummaryCode(call, 100)}${note ? ` — ${note}` : ''}`);
    }
  } else if (!record.end) {
    lines.push('', '_Waiting for the model…_');
  }

  for (const steer of record.steering.slice(-3)) {
    lines.push('', `↪️ Steering: ${escapeInline(steer.text, 200)}${steer.skipped.length ? ` (${plural(steer.skipped.length, 'call')} skipped)` : ''}`);
  }
  const problems = record.notices.filter((n) => n.level !== 'info').slice(-3);
  for (const notice of problems) lines.push('', `${notice.level === 'error' ? '❌' : '⚠️'} ${escapeInline(notice.message, 300)}`);

  let body = lines.join('\n');
  if (body.length > MAX_PROGRESS_CHARS) {
    body = `${body.slice(0, body.lastIndexOf('\n', MAX_PROGRESS_CHARS - 40))}\n\n…`;
  }
  return wellFormed(redactor ? redactor.redact(body) : body);
}

/** Only http(s) URLs become links, with characters that could end the link target encoded. */
export function safeUrl(url: string): string {
  if (!/^https?:\/\//i.test(url)) return '#';
  return url.replace(/[\s()<>"'`[\]]/g, (c) => encodeURIComponent(c));
}
