/**
 * The tool log of the final report: a table with one row per call, then one collapsible block
 * per call with its input and output. Both render within a character budget given by the
 * budgeter: the table keeps its first rows and counts the rest; the details shrink each call's
 * output first, then keep the most telling calls (not ok before ok, then in order).
 *
 * Tool output is the most hostile text in the report (it is whatever a command printed), so it
 * only ever appears inside a fence longer than any backtick run in it, and everything around it
 * that came from the call is HTML-escaped.
 */
import type { CallRecord } from './run-recorder.js';
import {
  callDuration,
  callExitCode,
  callSummaryCode,
  callSummaryHtml,
  clipMiddle,
  denialText,
  prettyJson,
  statusIcon,
  statusLabel,
} from './call-format.js';
import { codeSpan, defuseMentions, detailsBlock, escapeHtml, escapeInline, fenced, plural } from './markdown.js';

const TABLE_HEADER = '| # | Tool | Input | Result | Time | Exit |\n|--:|---|---|---|--:|--:|';

function tableRow(call: CallRecord): string {
  const cells = [
    String(call.index),
    // A sub-agent's call is indented under its Task row.
    call.parentId ? `↳ ${escapeInline(call.name, 40)}` : escapeInline(call.name, 40),
    callSummaryCode(call, 90, true),
    statusLabel(call.status),
    callDuration(call),
    callExitCode(call),
  ];
  return `| ${cells.join(' | ')} |`;
}

/** A table longer than this is collapsed: the reviewer sees the outcome, denials and diff first. */
export const TABLE_OPEN_ROWS = 10;

/** The section heading, or the opening of the collapsed block with the heading as its summary. */
function tableHeading(count: number): string {
  return count > TABLE_OPEN_ROWS ? `<details><summary>🔧 ${plural(count, 'tool call')}</summary>\n\n` : '#### 🔧 Tool calls\n\n';
}
const tableClose = (count: number) => (count > TABLE_OPEN_ROWS ? '\n\n</details>' : '');

/** Size of the whole table, rendered in full. */
export function tableSize(calls: readonly CallRecord[]): number {
  if (!calls.length) return 0;
  let size = tableHeading(calls.length).length + TABLE_HEADER.length + tableClose(calls.length).length;
  for (const call of calls) size += tableRow(call).length + 1;
  return size;
}

/**
 * The table within `budget` characters: the first rows that fit, then a count of the rest;
 * collapsed in a <details> block when it has more than TABLE_OPEN_ROWS rows.
 */
export function renderTable(calls: readonly CallRecord[], budget: number): string {
  if (!calls.length) return '';
  const close = tableClose(calls.length);
  const heading = tableHeading(calls.length);
  budget -= close.length;
  const moreNote = (n: number) => `\n\n_… ${plural(n, 'more call')} not listed here; see the full log._`;
  if (tableSize(calls) <= budget + close.length) return `${heading}${TABLE_HEADER}\n${calls.map(tableRow).join('\n')}${close}`;
  if (budget < heading.length + TABLE_HEADER.length + moreNote(calls.length).length) {
    return budget >= 80 ? `_${plural(calls.length, 'tool call')}; the table did not fit in this comment, see the full log._` : '';
  }
  const rows: string[] = [];
  let used = heading.length + TABLE_HEADER.length;
  for (let i = 0; i < calls.length; i++) {
    const row = tableRow(calls[i] as CallRecord);
    const reserve = i + 1 < calls.length ? moreNote(calls.length - i - 1).length : 0;
    if (used + 1 + row.length + reserve > budget) {
      return `${heading}${TABLE_HEADER}\n${rows.join('\n')}${moreNote(calls.length - i)}${close}`;
    }
    rows.push(row);
    used += 1 + row.length;
  }
  return `${heading}${TABLE_HEADER}\n${rows.join('\n')}${close}`;
}

export interface DetailLimits {
  /** Characters of pretty input JSON per call. */
  input: number;
  /** Characters of output per call. */
  output: number;
}

/** One call's collapsible block. */
function renderCallDetails(call: CallRecord, limits: DetailLimits): string {
  const meta = [callDuration(call)];
  if (call.exitCode !== undefined) meta.push(`exit ${escapeHtml(callExitCode(call))}`);
  const summaryHtml =
    `#${call.index} ${call.parentId ? '↳ ' : ''}${statusIcon(call.status)} <b>${defuseMentions(escapeHtml(call.name.slice(0, 60)))}</b> ` +
    `${callSummaryHtml(call, 100)} · ${escapeHtml(meta.join(' · '))}`;
  const parts: string[] = [];
  if (call.status === 'denied') parts.push(`⛔ Denied by ${denialText(call, 600)}`);
  else if (call.reason && call.status !== 'ok') parts.push(`${statusLabel(call.status)}: ${escapeInline(call.reason, 600)}`);

  parts.push(`**Input**\n\n${fenced(prettyJson(call.input, limits.input), 'json')}`);

  const content = call.content ?? '';
  const diff = typeof call.diff === 'string' ? call.diff : '';
  // Output and diff preview share the output allowance.
  const diffShare = diff ? Math.min(diff.length, Math.floor(limits.output / 2)) : 0;
  const outputShare = limits.output - diffShare;
  if (content) {
    const cut = content.length > outputShare;
    const notes: string[] = [];
    if (cut) notes.push(`${content.length.toLocaleString('en-US')} characters, shortened here`);
    if (call.fullOutputPath) notes.push(`full output in ${codeSpan(call.fullOutputPath, { max: 200 })}`);
    parts.push(`**Output**${notes.length ? ` (${notes.join('; ')})` : ''}\n\n${fenced(clipMiddle(content, outputShare))}`);
  } else if (call.status !== 'running') {
    parts.push('**Output**: _(empty)_');
  }
  if (diff) parts.push(`**Diff**\n\n${fenced(clipMiddle(diff, diffShare), 'diff')}`);
  return detailsBlock(summaryHtml, parts.join('\n\n'));
}

/** Fixed characters of a details block besides input and output (summary, labels, fences). */
const DETAIL_OVERHEAD = 700;
const MIN_OUTPUT = 300;

/**
 * Details for as many calls as fit in `budget`. Each call gets an even share (capped by
 * `maxPerCall`); when even a small share per call does not fit, the calls that did not end
 * `ok` are kept first (they are what a reviewer looks into), in order.
 */
export function renderDetails(calls: readonly CallRecord[], budget: number, maxPerCall: number): string {
  if (!calls.length) return '';
  const heading = '#### 🔎 Call details\n\n';
  const omittedNote = (n: number) => `\n\n_Details of ${plural(n, 'call')} omitted to fit; see the full log._`;
  const room = budget - heading.length - omittedNote(calls.length).length;
  if (room < DETAIL_OVERHEAD + MIN_OUTPUT) {
    return budget >= 100 ? `_Per-call details omitted to fit this comment; see the full log._` : '';
  }
  const perCall = Math.min(maxPerCall, Math.floor(room / calls.length));
  let chosen: readonly CallRecord[] = calls;
  let share = perCall;
  if (perCall < DETAIL_OVERHEAD + MIN_OUTPUT) {
    share = DETAIL_OVERHEAD + MIN_OUTPUT * 2;
    const count = Math.max(1, Math.floor(room / share));
    const interesting = calls.filter((c) => c.status !== 'ok');
    const rest = calls.filter((c) => c.status === 'ok');
    const picked = new Set([...interesting, ...rest].slice(0, count));
    chosen = calls.filter((c) => picked.has(c));
  }
  const body = share - DETAIL_OVERHEAD;
  const limits: DetailLimits = { input: Math.max(200, Math.floor(body * 0.3)), output: Math.max(MIN_OUTPUT, Math.floor(body * 0.7)) };

  const blocks: string[] = [];
  let used = 0;
  for (const call of chosen) {
    const block = renderCallDetails(call, limits);
    // Overhead is an estimate (long fences, escaped names): the running total is the real check.
    if (used + block.length + 2 > room) break;
    blocks.push(block);
    used += block.length + 2;
  }
  const left = calls.length - blocks.length;
  return `${heading}${blocks.join('\n\n')}${left > 0 ? omittedNote(left) : ''}`;
}
