/**
 * The top and bottom of the final report — the parts a reviewer must always see, whatever the run
 * produced: the outcome with its reason, one stats row, policy and push notices, every denied
 * call with the rule and reason that stopped it, the agent's closing message, and the footer
 * (model, policy, links). Each section bounds its own size; the budgeter treats them as fixed.
 */
import type { CallRecord, RunRecord } from './run-recorder.js';
import type { ReportContext } from './report-context.js';
import { safeUrl } from './progress-comment.js';
import { callSummaryCode, denialText } from './call-format.js';
import { clip, codeSpan, escapeInline, fenced, fenceOverhead, formatCost, formatCount, formatDuration, plural, quoteModelMarkdown } from './markdown.js';

const OUTCOMES = {
  success: { icon: '✅', title: 'Marshal finished' },
  limit: { icon: '⚠️', title: 'Marshal stopped at a limit' },
  failure: { icon: '❌', title: 'Marshal failed' },
  cancelled: { icon: '⏹️', title: 'Marshal was cancelled' },
} as const;

/**
 * The reason as a reviewer reads it: the loop's reasons may quote the API's vocabulary
 * ("(stop_reason: end_turn)"), which says nothing to someone reading a PR.
 */
export function plainReason(reason: string): string {
  return reason.replace(/\s*\((?:stop_reason|finish_reason)[^)]*\)/gi, '').replace(/\bstop_reason\b/gi, 'stop').trim();
}

/** The first line: icon, outcome and the reason, a link to the job run; then who asked for what. */
export function outcomeSection(record: RunRecord, ctx: Pick<ReportContext, 'trigger' | 'runUrl'>): string {
  let icon: string;
  let title: string;
  let reason: string;
  if (record.end) {
    ({ icon, title } = OUTCOMES[record.end.conclusion]);
    reason = record.end.reason;
  } else {
    // No run_end: the run failed around the agent loop (checkout, policy, API setup).
    ({ icon, title } = OUTCOMES.failure);
    reason = record.notices.filter((n) => n.level === 'error').at(-1)?.message ?? 'the run ended before the agent finished';
  }
  reason = plainReason(reason);
  const link = ctx.runUrl ? ` · [job run](${safeUrl(ctx.runUrl)})` : '';
  const lines = [`### ${icon} ${title}${reason ? ` — ${escapeInline(reason, 300)}` : ''}${link}`];
  if (ctx.trigger) lines.push('', `> ${escapeInline(ctx.trigger, 300)}`);
  return lines.join('\n');
}

/** `3 turns · 12 tool calls · 2 denied · 1m 23s · $0.0123 · tokens 12.3k in / 2.1k out / …` */
export function statsSection(record: RunRecord): string {
  const counts = countVerdicts(record.calls);
  const turns = record.end?.turns ?? record.turns.length;
  const parts = [`**${plural(turns, 'turn')}**`, `**${plural(record.calls.length, 'tool call')}**`];
  if (counts.denied) parts.push(`**${counts.denied} denied**`);
  for (const [status, label] of [['failed', 'failed'], ['timeout', 'timed out'], ['invalid', 'invalid'], ['skipped', 'skipped'], ['cancelled', 'cancelled']] as const) {
    if (counts[status]) parts.push(`${counts[status]} ${label}`);
  }
  parts.push(formatDuration(record.durationMs));
  if (record.end) parts.push(formatCost(record.end.costUsd));
  const u = record.usage;
  let tokens = `tokens ${formatCount(u.input_tokens)} in / ${formatCount(u.output_tokens)} out`;
  if (u.cache_read_input_tokens || u.cache_creation_input_tokens) {
    tokens += ` / cache ${formatCount(u.cache_read_input_tokens)} read, ${formatCount(u.cache_creation_input_tokens)} written`;
  }
  parts.push(tokens);
  if (record.retries) parts.push(plural(record.retries, 'API retry', 'API retries'));
  return parts.join(' · ');
}

export function countVerdicts(calls: readonly CallRecord[]): Record<CallRecord['status'], number> {
  const counts = { ok: 0, failed: 0, denied: 0, invalid: 0, timeout: 0, cancelled: 0, skipped: 0, running: 0 };
  for (const call of calls) counts[call.status]++;
  return counts;
}

const MAX_NOTICES = 10;

/** Policy notices, the push result, warnings and errors from the run, steering. */
export function noticesSection(record: RunRecord, ctx: Pick<ReportContext, 'policyNotice' | 'push'>): string {
  const lines: string[] = [];
  for (const line of (ctx.policyNotice ?? '').split('\n').map((l) => l.trim()).filter(Boolean).slice(0, MAX_NOTICES)) {
    lines.push(`> [!WARNING]\n> ${escapeInline(line, 500)}`);
  }
  const push = ctx.push;
  if (push) {
    if (push.error) {
      lines.push(`⚠️ The changes were not pushed${push.branch ? ` to ${codeSpan(push.branch, { max: 120 })}` : ''}: ${escapeInline(push.error, 500)}`);
    } else if (push.kind === 'new-pr') {
      const pr = push.prUrl ? `[a pull request](${safeUrl(push.prUrl)})` : 'a pull request';
      lines.push(`🔀 Opened ${pr}${push.branch ? ` from ${codeSpan(push.branch, { max: 120 })}` : ''}${push.commit ? ` (${codeSpan(push.commit.slice(0, 12))})` : ''}.`);
    } else {
      lines.push(`📌 Pushed ${push.commit ? codeSpan(push.commit.slice(0, 12)) : 'a commit'}${push.branch ? ` to ${codeSpan(push.branch, { max: 120 })}` : ''}.`);
    }
  }
  const problems = record.notices.filter((n) => n.level !== 'info');
  for (const notice of problems.slice(0, MAX_NOTICES)) {
    lines.push(`${notice.level === 'error' ? '❌' : '⚠️'} ${escapeInline(notice.message, 500)}`);
  }
  if (problems.length > MAX_NOTICES) lines.push(`… ${plural(problems.length - MAX_NOTICES, 'more notice')} in the log.`);
  for (const steer of record.steering.slice(0, 5)) {
    const skipped = steer.skipped.length ? ` (${plural(steer.skipped.length, 'pending call')} skipped)` : '';
    lines.push(`↪️ Steered: ${escapeInline(steer.text, 300)}${skipped}`);
  }
  return lines.join('\n\n');
}

/**
 * Every denied call: what the agent tried, and the rule and reason that stopped it. This is the
 * part of the report a reviewer needs most after the outcome, so it gets a guaranteed share of the
 * budget and lists as many denials as fit, with a count of the rest.
 */
export function deniedSection(record: RunRecord, budget: number): string {
  const denied = record.calls.filter((c) => c.status === 'denied');
  if (!denied.length) return '';
  const heading = `#### ⛔ Denied (${denied.length})\n`;
  const lines: string[] = [];
  let used = heading.length;
  for (let i = 0; i < denied.length; i++) {
    const call = denied[i] as CallRecord;
    const line = `- **#${call.index} ${escapeInline(call.name, 60)}** ${callSummaryCode(call, 160)} — ${denialText(call, 300)}`;
    const more = `- … and ${plural(denied.length - i, 'more denied call')} (see the table and the full log)`;
    if (used + line.length + 1 + more.length + 1 > budget) {
      lines.push(more);
      break;
    }
    lines.push(line);
    used += line.length + 1;
  }
  return heading + lines.join('\n');
}

/** The agent's closing message, contained in a quote (see quoteModelMarkdown). */
export function finalTextSection(record: RunRecord, max: number): string {
  const text = record.end?.finalText || record.lastAssistantText || '';
  // With structured output the final message IS the JSON value: its own section shows it.
  if (!text.trim() || max < 200 || record.end?.structuredOutput !== undefined) return '';
  const title = record.end?.finalText ? "Agent's summary" : "Agent's last message";
  return `#### 💬 ${title}\n\n${quoteModelMarkdown(text, max - 40)}`;
}

/**
 * The validated final answer (`output_schema`), pretty-printed in a fence (which the JSON cannot
 * close: fenced() outgrows any backtick run), cut to `max` with a pointer to the step output.
 */
export function structuredOutputSection(record: RunRecord, max: number): string {
  const json = record.end?.structuredOutput;
  if (json === undefined || max < 200) return '';
  let pretty = json;
  try {
    pretty = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // Redaction can leave text that no longer parses: show it as it is.
  }
  const heading = '#### 🧾 Structured output\n\n';
  const note = '\n\n<sub>Cut to fit; the full value is the `structured_output` step output.</sub>';
  const room = max - heading.length - note.length - fenceOverhead(pretty, 'json');
  const body = pretty.length > room ? clip(pretty, Math.max(0, room)) : pretty;
  return `${heading}${fenced(body, 'json')}${body === pretty ? '' : note}`;
}

/**
 * Model, policy, the sandbox line. No runner paths: they mean nothing outside the job (the step
 * outputs `transcript_path` and `diff_path` name them for the workflow); the header links the run.
 */
export function footerSection(ctx: ReportContext): string {
  const parts = [`Model ${codeSpan(ctx.model || 'unknown', { max: 80 })}`, `policy ${codeSpan(ctx.policySource || 'unknown', { max: 200 })}`];
  if (ctx.instructions) parts.push(`instructions: ${escapeInline(ctx.instructions, 200)}`);
  if (ctx.runUrl) parts.push(`[full log](${safeUrl(ctx.runUrl)})`);
  const sandbox = ctx.sandbox ? `\n<sub>${escapeSandboxLine(ctx.sandbox)}</sub>` : '';
  const mcp = ctx.mcpServers ? `\n<sub>${escapeSandboxLine(ctx.mcpServers)}</sub>` : '';
  return `---\n<sub>${parts.join(' · ')}</sub>${sandbox}${mcp}`;
}

/** The sandbox line is Marshal's own text, but it quotes policy host patterns: no markup passes. */
function escapeSandboxLine(line: string): string {
  return line.replace(/[<>&*_`[\]|\\]/g, (c) => `&#${c.charCodeAt(0)};`).slice(0, 400);
}
