/**
 * Collects one run's events into the record the report renders: tool calls in the order they were
 * first seen (the executor emits `tool_start` in emission order, skipped calls included), turns
 * with their usage, notices, steering, retries and the end of the run.
 *
 * The progress comment takes a snapshot after every tool and turn, so snapshots are cheap: call
 * records are replaced (never mutated) when an event updates them, and a snapshot copies only the
 * arrays. A snapshot taken earlier therefore never changes under a renderer.
 */
import { emptyUsage, type EventSink, type MarshalEvent, type Usage, type Verdict, type DenialSource, type ToolClass } from '../shared/events.js';

export type CallStatus = Verdict | 'running';

export interface CallRecord {
  /** 1-based position in emission order. */
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
  readonly summary: string;
  readonly class: ToolClass | null;
  /** The turn the call belongs to (0 when no turn had started). */
  readonly turn: number;
  readonly status: CallStatus;
  /** Latest progress line while running. */
  readonly progress?: string;
  readonly rule: string | null;
  readonly reason: string | null;
  readonly denialSource?: DenialSource;
  readonly durationMs?: number;
  readonly isError: boolean;
  /** What the model was sent (possibly truncated by the executor). */
  readonly content: string;
  readonly exitCode?: number | null;
  /** Diff preview for edit tools. */
  readonly diff?: string;
  readonly fullOutputPath?: string;
  /** A sub-agent's call: the id of the Task call that ran it (listed right after that call's row). */
  readonly parentId?: string;
}

export interface TurnRecord {
  readonly turn: number;
  readonly stopReason: string | null;
  readonly usage: Usage;
}

export interface NoticeRecord {
  readonly level: 'info' | 'warning' | 'error';
  readonly message: string;
}

export interface SteeringRecord {
  readonly text: string;
  readonly skipped: readonly string[];
}

export type RunEnd = Extract<MarshalEvent, { type: 'run_end' }>;

export interface RunRecord {
  readonly runId: string | null;
  readonly task: string | null;
  readonly model: string | null;
  readonly calls: readonly CallRecord[];
  readonly turns: readonly TurnRecord[];
  /** The turn in progress (started, not yet ended), if any. */
  readonly currentTurn: number | null;
  readonly notices: readonly NoticeRecord[];
  readonly steering: readonly SteeringRecord[];
  readonly retries: number;
  readonly lastRetryError: string | null;
  /** The most recent assistant text (the final message once the run has ended). */
  readonly lastAssistantText: string | null;
  /** Usage so far: the run's total once it has ended, else the sum of finished turns. */
  readonly usage: Usage;
  /** Wall clock from the first event (or the recorder's creation) to run_end, or to now. */
  readonly durationMs: number;
  readonly end: RunEnd | null;
}

export class RunRecorder {
  private readonly calls: CallRecord[] = [];
  private readonly byId = new Map<string, number>();
  private readonly turns: TurnRecord[] = [];
  private readonly notices: NoticeRecord[] = [];
  private readonly steering: SteeringRecord[] = [];
  private runId: string | null = null;
  private task: string | null = null;
  private model: string | null = null;
  private currentTurn: number | null = null;
  private lastTurn = 0;
  private retries = 0;
  private lastRetryError: string | null = null;
  private lastAssistantText: string | null = null;
  private end: RunEnd | null = null;
  private readonly startedAt: number;
  private endedAt: number | null = null;
  private usage: Usage = emptyUsage();

  /** `now` is injectable so tests can pin durations. */
  constructor(private readonly now: () => number = Date.now) {
    this.startedAt = now();
  }

  readonly sink: EventSink = (event) => this.record(event);

  private record(event: MarshalEvent): void {
    switch (event.type) {
      case 'run_start':
        this.runId = event.runId;
        this.task = event.task;
        this.model = event.model;
        break;
      case 'turn_start':
        this.currentTurn = event.turn;
        this.lastTurn = event.turn;
        break;
      case 'assistant_text':
        this.lastAssistantText = event.text;
        break;
      case 'tool_start':
        this.upsert(event.id, {
          ...(event.parentId ? { parentId: event.parentId } : {}),
          name: event.name,
          input: event.input,
          summary: event.summary,
          class: event.class,
          status: 'running',
        });
        break;
      case 'tool_progress':
        this.update(event.id, { progress: event.text });
        break;
      case 'tool_update':
        // Partial output is for live logs; the report shows the final content only.
        break;
      case 'tool_end':
        this.upsert(event.id, {
          ...(event.parentId ? { parentId: event.parentId } : {}),
          name: event.name,
          input: event.input,
          summary: event.summary,
          status: event.verdict,
          rule: event.rule,
          reason: event.reason,
          ...(event.denialSource ? { denialSource: event.denialSource } : {}),
          durationMs: event.durationMs,
          isError: event.isError,
          content: event.content,
          ...(event.details && 'exitCode' in event.details ? { exitCode: event.details.exitCode ?? null } : {}),
          ...(typeof event.details?.diff === 'string' ? { diff: event.details.diff } : {}),
          ...(event.fullOutputPath ? { fullOutputPath: event.fullOutputPath } : {}),
        });
        break;
      case 'turn_end':
        this.turns.push({ turn: event.turn, stopReason: event.stopReason, usage: { ...event.usage } });
        this.usage = addUsage(this.usage, event.usage);
        if (this.currentTurn === event.turn) this.currentTurn = null;
        break;
      case 'retry':
        this.retries++;
        this.lastRetryError = event.error;
        break;
      case 'steering':
        this.steering.push({ text: event.text, skipped: [...event.skipped] });
        break;
      case 'notice':
        this.notices.push({ level: event.level, message: event.message });
        break;
      case 'run_end':
        this.end = { ...event, usage: { ...event.usage } };
        this.usage = { ...event.usage };
        this.currentTurn = null;
        this.endedAt = this.now();
        if (event.finalText) this.lastAssistantText = event.finalText;
        break;
    }
  }

  private upsert(id: string, fields: Partial<CallRecord>): void {
    const at = this.byId.get(id);
    if (at !== undefined) {
      this.calls[at] = { ...(this.calls[at] as CallRecord), ...fields };
      return;
    }
    // A tool_end without its tool_start still becomes a row: nothing the agent tried is hidden.
    const parentAt = fields.parentId !== undefined ? this.byId.get(fields.parentId) : undefined;
    const fresh: CallRecord = {
      index: this.calls.length + 1,
      id,
      name: fields.name ?? 'unknown',
      input: fields.input,
      summary: fields.summary ?? '',
      class: fields.class ?? null,
      turn: parentAt !== undefined ? (this.calls[parentAt] as CallRecord).turn : (this.currentTurn ?? this.lastTurn),
      status: 'running',
      rule: null,
      reason: null,
      isError: false,
      content: '',
      ...fields,
    };
    if (parentAt === undefined) {
      this.byId.set(id, this.calls.length);
      this.calls.push(fresh);
      return;
    }
    // A sub-agent's call goes after its Task row and that Task's earlier calls; the rows after it
    // move down one (replaced, never mutated: earlier snapshots keep their numbering).
    let pos = parentAt + 1;
    while (pos < this.calls.length && (this.calls[pos] as CallRecord).parentId === fields.parentId) pos++;
    this.calls.splice(pos, 0, fresh);
    for (let i = pos; i < this.calls.length; i++) {
      const call = this.calls[i] as CallRecord;
      if (call.index !== i + 1) this.calls[i] = { ...call, index: i + 1 };
      this.byId.set(call.id, i);
    }
  }

  private update(id: string, fields: Partial<CallRecord>): void {
    const at = this.byId.get(id);
    if (at === undefined) return;
    const current = this.calls[at] as CallRecord;
    if (current.status !== 'running') return;
    this.calls[at] = { ...current, ...fields };
  }

  snapshot(): RunRecord {
    return {
      runId: this.runId,
      task: this.task,
      model: this.model,
      calls: this.calls.slice(),
      turns: this.turns.slice(),
      currentTurn: this.currentTurn,
      notices: this.notices.slice(),
      steering: this.steering.slice(),
      retries: this.retries,
      lastRetryError: this.lastRetryError,
      lastAssistantText: this.lastAssistantText,
      usage: { ...this.usage },
      durationMs: (this.endedAt ?? this.now()) - this.startedAt,
      end: this.end,
    };
  }
}

function addUsage(a: Usage, b: Usage): Usage {
  return {
    input_tokens: a.input_tokens + (b.input_tokens || 0),
    output_tokens: a.output_tokens + (b.output_tokens || 0),
    cache_creation_input_tokens: a.cache_creation_input_tokens + (b.cache_creation_input_tokens || 0),
    cache_read_input_tokens: a.cache_read_input_tokens + (b.cache_read_input_tokens || 0),
  };
}
