/**
 * How one tool call reads in every report: its verdict label and icon, its one-line input, its
 * duration and exit code. Shared by the progress checklist, the final table, the denial list and
 * the per-call details so a call looks the same everywhere.
 */
import type { CallRecord, CallStatus } from './run-recorder.js';
import { codeSpan, escapeHtml, escapeInline, formatDuration, oneLine, clip, stripControl } from './markdown.js';

const ICONS: Record<CallStatus, string> = {
  ok: '✅',
  failed: '❌',
  denied: '⛔',
  invalid: '⚠️',
  timeout: '⏱️',
  cancelled: '⏹️',
  skipped: '⏭️',
  running: '⏳',
};

const LABELS: Record<CallStatus, string> = {
  ok: 'allowed',
  failed: 'failed',
  denied: 'denied',
  invalid: 'invalid',
  timeout: 'timeout',
  cancelled: 'cancelled',
  skipped: 'skipped',
  running: 'running',
};

export function statusIcon(status: CallStatus): string {
  return ICONS[status];
}

/** `✅ allowed`, `⛔ denied`, ... */
export function statusLabel(status: CallStatus): string {
  return `${ICONS[status]} ${LABELS[status]}`;
}

/**
 * The call's one-line description: the tool's own summary, else its input as compact JSON.
 * Plain text; callers escape it for where it goes.
 */
function callSummaryText(call: CallRecord): string {
  const summary = oneLine(stripControl(call.summary ?? ''));
  if (summary) return summary;
  return oneLine(stripControl(compactJson(call.input)));
}

/** The input as a code span, escaped for a table cell when `inTable`. */
export function callSummaryCode(call: CallRecord, max: number, inTable = false): string {
  return codeSpan(callSummaryText(call), { max, inTable }) || '—';
}

/** The same as HTML, for `<summary>` lines. */
export function callSummaryHtml(call: CallRecord, max: number): string {
  const text = clip(callSummaryText(call), max);
  return text ? `<code>${escapeHtml(text)}</code>` : '';
}

export function callDuration(call: CallRecord): string {
  return call.durationMs === undefined ? '—' : formatDuration(call.durationMs);
}

export function callExitCode(call: CallRecord): string {
  if (call.exitCode === undefined) return '—';
  return call.exitCode === null ? 'signal' : String(call.exitCode);
}

/** Who stopped a denied call and why, as escaped inline markdown. */
export function denialText(call: CallRecord, maxReason = 400): string {
  const by =
    call.denialSource === 'plan-mode'
      ? 'plan mode'
      : call.denialSource === 'protected-path'
        ? 'protected path'
        : call.denialSource === 'hook'
          ? 'hook'
          : 'policy';
  const rule = call.rule ? ` rule ${codeSpan(call.rule, { max: 200 })}` : by === 'policy' ? ' (no rule allows it)' : '';
  // The policy's reasons often start with the rule ("Bash(git push:*) matched ..."): the rule is
  // named once, in its code span, and the reason goes on from there.
  let text = call.reason ?? '';
  let joiner = ': ';
  for (const prefix of call.rule ? [`Denied by policy: ${call.rule}`, call.rule] : []) {
    if (!text.startsWith(prefix)) continue;
    text = text.slice(prefix.length).replace(/^[:;,]?\s*/, '');
    joiner = ' ';
    break;
  }
  const reason = text ? `${joiner}${escapeInline(text, maxReason)}` : '';
  return `${by}${rule}${reason}`;
}

/** A short reason line for non-ok calls in the checklist (timeouts, failures, skips). */
export function outcomeNote(call: CallRecord, max = 160): string {
  if (call.status === 'running') return call.progress ? escapeInline(call.progress, max) : '';
  if (call.status === 'denied') return denialText(call, max);
  if (call.status === 'ok') return '';
  if (call.reason) return escapeInline(call.reason, max);
  if (call.status === 'failed' && call.exitCode !== undefined) return `exit ${callExitCode(call)}`;
  return '';
}

function compactJson(value: unknown): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Pretty JSON for the details block, capped. */
export function prettyJson(value: unknown, max: number): string {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    text = String(value);
  }
  return clipWithNote(text, max);
}

/** Keeps the head of `text` with a note saying how much was cut. */
export function clipWithNote(text: string, max: number): string {
  if (text.length <= max) return text;
  const note = (cut: number) => `\n… (${cut.toLocaleString('en-US')} more characters)`;
  const keep = Math.max(0, max - note(text.length).length);
  return text.slice(0, keep) + note(text.length - keep);
}

/**
 * Keeps the head and the tail of `text` (a command's output: what it started doing and how it
 * ended, where test failures and errors usually are), with a line saying how much is missing.
 */
export function clipMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = (cut: number) => `\n\n… ${cut.toLocaleString('en-US')} characters omitted …\n\n`;
  const room = Math.max(0, max - marker(text.length).length);
  const head = Math.floor(room * 0.4);
  const tail = room - head;
  return text.slice(0, head) + marker(text.length - room) + (tail > 0 ? text.slice(text.length - tail) : '');
}
