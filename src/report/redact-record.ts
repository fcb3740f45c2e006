/**
 * Redaction of a run record and a report context, piece by piece, BEFORE anything is rendered or
 * cut: a cut through the middle of a token would leave a prefix no later pass recognises.
 */
import type { Redactor } from '../shared/redact.js';
import type { ReportContext } from './report-context.js';
import type { CallRecord, RunRecord } from './run-recorder.js';

export function redactRecord(record: RunRecord, redactor: Redactor): RunRecord {
  const r = (s: string | null | undefined) => (s ? redactor.redact(s) : s);
  const calls = record.calls.map((call): CallRecord => ({
    ...call,
    summary: redactor.redact(call.summary ?? ''),
    input: redactor.redactDeep(call.input),
    content: redactor.redact(call.content ?? ''),
    reason: r(call.reason) ?? null,
    rule: r(call.rule) ?? null,
    ...(call.diff !== undefined ? { diff: redactor.redact(call.diff) } : {}),
    ...(call.progress !== undefined ? { progress: redactor.redact(call.progress) } : {}),
  }));
  return {
    ...record,
    calls,
    notices: record.notices.map((n) => ({ ...n, message: redactor.redact(n.message) })),
    steering: record.steering.map((s) => ({ ...s, text: redactor.redact(s.text) })),
    lastAssistantText: r(record.lastAssistantText) ?? null,
    end: record.end
      ? {
          ...record.end,
          reason: redactor.redact(record.end.reason),
          finalText: redactor.redact(record.end.finalText),
          ...(record.end.structuredOutput !== undefined ? { structuredOutput: redactor.redact(record.end.structuredOutput) } : {}),
        }
      : null,
  };
}

export function redactContext(ctx: ReportContext, redactor: Redactor): ReportContext {
  return {
    ...ctx,
    trigger: redactor.redact(ctx.trigger),
    diff: redactor.redact(ctx.diff),
    diffStat: redactor.redact(ctx.diffStat),
    ...(ctx.policyNotice !== undefined ? { policyNotice: redactor.redact(ctx.policyNotice) } : {}),
    ...(ctx.push ? { push: redactor.redactDeep(ctx.push) } : {}),
  };
}
