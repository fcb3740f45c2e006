/**
 * The final report: the PR comment a reviewer reads after a run, and the same report as the job
 * summary with a larger budget. The body never exceeds `maxChars`, so posting never fails on size:
 * the outcome, stats, notices, denials, the agent's message and the footer always appear (each
 * bounded); the rest of the budget goes to the diff first, then the table of calls, then the
 * per-call details — so when space runs out the details shrink first, then the table, then the
 * diff, while the table always keeps a share.
 */
import type { Redactor } from '../shared/redact.js';
import type { RunRecord } from './run-recorder.js';
import { COMMENT_MARKER, COMMENT_MAX_CHARS, SUMMARY_MAX_BYTES, SUMMARY_MAX_CHARS, type RenderOptions, type ReportContext } from './report-context.js';
import { renderDetails, renderTable, tableSize } from './call-log.js';
import { renderDiffSection } from './diff-section.js';
import { deniedSection, finalTextSection, footerSection, noticesSection, outcomeSection, statsSection, structuredOutputSection } from './summary-sections.js';
import { wellFormed } from './markdown.js';
import { redactContext, redactRecord } from './redact-record.js';

/** Share of the remaining budget the table keeps even when the diff could use it all. */
const TABLE_MIN_SHARE = 0.25;
/** Largest output per call in the details (the comment is for reading; the log has the rest). */
const COMMENT_DETAIL_PER_CALL = 12_000;
const SUMMARY_DETAIL_PER_CALL = 40_000;

export function renderFinalReport(record: RunRecord, ctx: ReportContext, opts: RenderOptions = {}): string {
  return render(record, ctx, opts.maxChars ?? COMMENT_MAX_CHARS, opts.redactor, true, COMMENT_DETAIL_PER_CALL);
}

/**
 * The same report for `$GITHUB_STEP_SUMMARY`: larger budget, no comment marker. The runner's limit
 * is 1 MiB of UTF-8 per step (a larger summary is dropped whole), and a character can take up to
 * three bytes (`\uFFFD` from binary output, CJK text), so the budget shrinks until the bytes fit.
 */
export function renderJobSummary(record: RunRecord, ctx: ReportContext, opts: RenderOptions = {}): string {
  let max = opts.maxChars ?? SUMMARY_MAX_CHARS;
  let text = render(record, ctx, max, opts.redactor, false, SUMMARY_DETAIL_PER_CALL);
  for (let attempt = 0; attempt < 6; attempt++) {
    const bytes = Buffer.byteLength(text);
    if (bytes <= SUMMARY_MAX_BYTES) break;
    max = Math.floor(max * (SUMMARY_MAX_BYTES / bytes) * 0.95);
    text = render(record, ctx, max, opts.redactor, false, SUMMARY_DETAIL_PER_CALL);
  }
  return text;
}

function render(
  rawRecord: RunRecord,
  rawCtx: ReportContext,
  maxChars: number,
  redactor: Redactor | undefined,
  marker: boolean,
  detailPerCall: number,
): string {
  // Secrets are removed from every piece BEFORE anything is cut: a cut through the middle of a
  // token would leave a prefix the final pass no longer recognises as a secret.
  const record = redactor ? redactRecord(rawRecord, redactor) : rawRecord;
  const ctx = redactor ? redactContext(rawCtx, redactor) : rawCtx;
  const max = Math.max(0, Math.floor(maxChars));

  let text = assemble(record, ctx, max, marker, detailPerCall, 1);
  // The allocation works from estimates; should a section overshoot, render again tighter, and at
  // worst post only the parts that must always appear.
  for (const factor of [0.8, 0.5]) {
    if (text.length <= max) break;
    text = assemble(record, ctx, max, marker, detailPerCall, factor);
  }
  if (text.length > max) text = essentials(record, ctx, max, marker);
  // The last step, as the contract asks: whatever the sections did, the posted text is redacted.
  // Redaction only ever shortens text (`***` replaces longer matches), so the cap still holds.
  if (redactor) text = redactor.redact(text);
  return wellFormed(text.length > max ? text.slice(0, max) : text);
}

function assemble(record: RunRecord, ctx: ReportContext, max: number, marker: boolean, detailPerCall: number, factor: number): string {
  const fixedHead = [
    marker ? COMMENT_MARKER : '',
    outcomeSection(record, ctx),
    statsSection(record),
    noticesSection(record, ctx),
    deniedSection(record, Math.floor(max * 0.25)),
    finalTextSection(record, Math.min(12_000, Math.floor(max * 0.15))),
    structuredOutputSection(record, Math.min(20_000, Math.floor(max * 0.15))),
  ];
  const footer = footerSection(ctx);
  const fixed = fixedHead.reduce((n, s) => n + s.length + 2, 0) + footer.length + 2;
  // Separators between the flexible sections plus a margin.
  const remaining = Math.max(0, Math.floor((max - fixed - 64) * factor));

  const tableFull = tableSize(record.calls);
  const tableMin = Math.min(tableFull, Math.floor(remaining * TABLE_MIN_SHARE));
  // Each section is rendered in priority order and the next gets what the previous really used,
  // so space a section could not use (a diff too large for a useful slice) is not wasted.
  const diff = renderDiffSection(ctx, Math.max(0, remaining - tableMin));
  const table = renderTable(record.calls, Math.min(tableFull, Math.max(0, remaining - diff.length)));
  const details = renderDetails(record.calls, Math.max(0, remaining - diff.length - table.length), detailPerCall);

  // The order a reviewer reads in: outcome and summary, denials (in fixedHead), the diff, the
  // table (collapsed when long), the details. The budget above is allocated in its own order.
  const sections = [...fixedHead, diff, table, details, footer];
  return sections.filter(Boolean).join('\n\n');
}

/** The parts that must always be posted, each cut hard to fit. */
function essentials(record: RunRecord, ctx: ReportContext, max: number, marker: boolean): string {
  const parts = [
    marker ? COMMENT_MARKER : '',
    outcomeSection(record, ctx),
    statsSection(record),
    deniedSection(record, Math.floor(max * 0.5)),
    '_The rest of the report did not fit; see the full log._',
  ].filter(Boolean);
  return parts.join('\n\n');
}
