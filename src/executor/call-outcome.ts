/**
 * How a call ended, and how that becomes a tool_result block plus its `tool_end` event. Keeping
 * the mapping in one place guarantees that what the model sees (`content`) and what the log and the
 * report see (the event, with verdict, rule, reason and details) always agree.
 */
import type { DenialSource, Verdict, ToolDetails } from '../shared/events.js';
import type { ToolOutput } from '../tools/tool.js';
import { displayName, summarizeCall, type PreparedCall } from './call-input.js';
import type { PipelineSettings } from './pipeline-context.js';
import { truncateForModel } from './truncate.js';
import type { ToolResultBlock } from './types.js';

export interface Outcome {
  verdict: Verdict;
  content: string;
  isError: boolean;
  rule: string | null;
  reason: string | null;
  denialSource?: DenialSource;
  details?: ToolDetails;
}

/** A refusal: the call never ran. `prefix` names who refused ("Denied by policy"). */
export function denied(source: DenialSource, rule: string | null, reason: string, prefix: string): Outcome {
  return { verdict: 'denied', content: `${prefix}: ${reason}`, isError: true, rule, reason, denialSource: source };
}

/** The call ran (or tried to) and failed: a thrown error, a failing hook. */
export function failed(message: string, details?: ToolDetails): Outcome {
  return { verdict: 'failed', content: `Error: ${message}`, isError: true, rule: null, reason: message, ...(details ? { details } : {}) };
}

/** The call never started (cancellation, steering, short-circuit). */
export function notStarted(message: string): Outcome {
  return { verdict: 'skipped', content: message, isError: true, rule: null, reason: message };
}

/** A tool may return a bare string or a ToolOutput; anything else is shown as JSON. */
export function mapToolReturn(value: unknown): Outcome {
  if (typeof value === 'string') return { verdict: 'ok', content: value, isError: false, rule: null, reason: null };
  if (value && typeof value === 'object' && typeof (value as ToolOutput).content === 'string') {
    const output = value as ToolOutput;
    const isError = output.isError === true;
    return {
      verdict: isError ? 'failed' : 'ok',
      content: output.content,
      isError,
      rule: null,
      reason: null,
      ...(output.details ? { details: output.details } : {}),
    };
  }
  let content: string;
  try {
    content = JSON.stringify(value) ?? String(value);
  } catch {
    content = String(value);
  }
  return { verdict: 'ok', content, isError: false, rule: null, reason: null };
}

function toolEnd(
  settings: PipelineSettings,
  prepared: PreparedCall,
  summary: string,
  outcome: Outcome,
  content: string,
  durationMs: number,
  fullOutputPath: string | undefined,
): ToolResultBlock {
  settings.emit({
    type: 'tool_end',
    id: prepared.call.id,
    name: displayName(prepared),
    input: prepared.call.input,
    summary,
    verdict: outcome.verdict,
    rule: outcome.rule,
    reason: outcome.reason === null ? null : settings.redact(outcome.reason),
    ...(outcome.denialSource ? { denialSource: outcome.denialSource } : {}),
    durationMs,
    isError: outcome.isError,
    content,
    ...(outcome.details ? { details: outcome.details } : {}),
    ...(fullOutputPath ? { fullOutputPath } : {}),
  });
  return { type: 'tool_result', tool_use_id: prepared.call.id, content, is_error: outcome.isError };
}

/** Truncates the content for the model (persisting the full text), emits `tool_end`, returns the block. */
export async function emitToolEnd(
  settings: PipelineSettings,
  prepared: PreparedCall,
  summary: string,
  outcome: Outcome,
  startedAt: number,
): Promise<ToolResultBlock> {
  const cut = await truncateForModel(settings.redact(outcome.content), {
    ...settings.output,
    spillDir: settings.spillDir,
    name: prepared.call.id,
  });
  return toolEnd(settings, prepared, summary, outcome, cut.text, performance.now() - startedAt, cut.fullPath);
}

/**
 * A call that never enters the pipeline (skipped by steering, cancellation or a short-circuit):
 * still one `tool_start` and one `tool_end`, so every consumer sees the events in pairs.
 */
export function skipCall(settings: PipelineSettings, prepared: PreparedCall, message: string): ToolResultBlock {
  const summary = summarizeCall(prepared);
  const cls = prepared.kind === 'unknown' ? null : prepared.tool.class;
  settings.emit({ type: 'tool_start', id: prepared.call.id, name: displayName(prepared), input: prepared.call.input, class: cls, summary });
  return toolEnd(settings, prepared, summary, notStarted(message), message, 0, undefined);
}
