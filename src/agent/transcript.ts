/**
 * The run transcript: one JSON object per line (JSONL), written synchronously as the run goes so
 * a crash keeps everything up to the crash, and redacted line by line with the run's Redactor (a
 * secret printed by a tool never reaches the file).
 *
 * Line shapes (`type` first):
 *   {"type":"run_start","runId","model","task","at","system":"<prompt>","tools":["Read",...]}
 *   {"type":"request","turn":N,"attempt":A,"messageCount":M,"messages":[...]}
 *       `messages` holds only the messages added since the previous request (the first request:
 *       all of them), so the file grows linearly; concatenating them rebuilds the history.
 *       Retries of a turn repeat the request line with attempt > 1 and no new messages.
 *   {"type":"response","turn":N,"message":{"content":[...],"stop_reason":"tool_use","usage":{...}}}
 *       the complete assistant message of turn N (partial messages of failed attempts are not
 *       written: they were never acted on).
 *   {"type":"tool","id","name","input","summary","verdict","rule","reason","durationMs","isError","content"}
 *   {"type":"event","event":{...}}            retry / steering / notice events
 *   {"type":"turn_end","turn":N,"stopReason","usage"}
 *   {"type":"run_end","conclusion","reason","turns","usage","costUsd","finalText"}
 *
 * The replay provider reads only `response` lines, in file order. A hand-written script for a
 * recorded demo therefore needs nothing else; the minimal line is
 *   {"type":"response","turn":1,"message":{"content":[{"type":"tool_use","id":"t1","name":"Read",
 *     "input":{"file_path":"README.md"}}],"stop_reason":"tool_use","usage":{"input_tokens":10,"output_tokens":5}}}
 * (`turn` is informational, `usage` may be omitted, `stop_reason` defaults to `tool_use` when the
 * content has tool_use blocks and `end_turn` otherwise.)
 *
 * Every line is one JSON value on one physical line whatever the content: JSON.stringify escapes
 * \n and \r, and the writer also escapes U+2028, U+2029 and U+0085, which some line readers
 * (Python's str.splitlines, some editors) treat as line breaks.
 *
 * Writing never throws: a transcript that cannot be written (disk full, closed descriptor) must
 * not end a run. The first failure is reported once on stderr and kept in `error`; later lines are
 * dropped.
 */
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { MarshalEvent, Usage, Verdict } from '../shared/events.js';
import type { Redactor } from '../shared/redact.js';
import type { AssembledBlock } from './message-assembler.js';

export interface TranscriptResponse {
  content: AssembledBlock[];
  stop_reason?: string | null;
  usage?: Partial<Usage>;
  id?: string;
}

/** A recorded tool call: the `tool_end` event without its in-memory extras. */
export type TranscriptToolLine = { type: 'tool' } & Omit<Extract<MarshalEvent, { type: 'tool_end' }>, 'type' | 'details' | 'fullOutputPath'>;

/** `parentId`: the line belongs to a sub-agent, run by that Task call (see sub-agent.ts). */
export type TranscriptLine = { parentId?: string } & (
  | { type: 'run_start'; runId: string; model: string; task: string; at: string; system?: string; tools?: string[] }
  | { type: 'request'; turn: number; attempt: number; messageCount: number; messages: unknown[] }
  | { type: 'response'; turn: number; message: TranscriptResponse }
  | TranscriptToolLine
  | { type: 'event'; event: MarshalEvent }
  | { type: 'turn_end'; turn: number; stopReason: string | null; usage: Usage }
  | ({ type: 'run_end' } & Omit<Extract<MarshalEvent, { type: 'run_end' }>, 'type'>)
);

/**
 * Redacts every string, object keys included: tool input is model-controlled, and an invalid input
 * may use a secret as a key (Redactor.redactDeep only visits values).
 */
function redactKeysAndValues(redactor: Redactor, value: unknown): unknown {
  if (typeof value === 'string') return redactor.redact(value);
  if (Array.isArray(value)) return value.map((v) => redactKeysAndValues(redactor, v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[redactor.redact(k)] = redactKeysAndValues(redactor, v);
    return out;
  }
  return value;
}

const LINE_BREAKS = /[\u2028\u2029\u0085]/g;
const escapeLineBreaks = (json: string) => json.replace(LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export class TranscriptWriter {
  private fd: number | null;
  private failure: Error | null = null;

  /**
   * Creates (or truncates) the file at once, so even a run that fails immediately leaves one. A
   * file that cannot be created is a failure like any other: kept in `error`, the run goes on.
   */
  constructor(readonly path: string, private readonly redactor?: Redactor) {
    try {
      this.fd = openSync(path, 'w');
    } catch (error) {
      this.fd = null;
      this.failure = error instanceof Error ? error : new Error(String(error));
      process.stderr.write(`marshal: cannot create the transcript ${path}: ${this.failure.message}\n`);
    }
  }

  /** The first write failure, if any (the transcript is incomplete from there on). */
  get error(): Error | null {
    return this.failure;
  }

  /** Appends one line (redacted). Writes after close or after a failure are ignored. */
  write(line: TranscriptLine): void {
    if (this.fd === null) return;
    try {
      const safe = this.redactor ? redactKeysAndValues(this.redactor, line) : line;
      writeSync(this.fd, `${escapeLineBreaks(JSON.stringify(safe))}\n`);
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
      process.stderr.write(`marshal: writing the transcript ${this.path} failed, it stops here: ${this.failure.message}\n`);
      const fd = this.fd;
      this.fd = null;
      try {
        closeSync(fd);
      } catch {
        // Already unusable.
      }
    }
  }

  /** Records the events the transcript keeps (tool calls, retries, steering, notices, turn ends). */
  record(event: MarshalEvent): void {
    switch (event.type) {
      case 'tool_end': {
        const { type: _type, details: _details, fullOutputPath: _path, ...rest } = event;
        this.write({ type: 'tool', ...rest });
        return;
      }
      case 'retry':
      case 'steering':
      case 'notice':
        this.write({ type: 'event', event });
        return;
      case 'turn_end':
        this.write({ type: 'turn_end', turn: event.turn, stopReason: event.stopReason, usage: event.usage });
        return;
      case 'run_end': {
        const { type: _type, ...rest } = event;
        this.write({ type: 'run_end', ...rest });
        return;
      }
      default:
        return;
    }
  }

  async close(): Promise<void> {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    closeSync(fd);
  }
}

export class TranscriptError extends Error {
  override name = 'TranscriptError';
}

/** Parses a transcript file; throws TranscriptError naming the line that is not JSON. */
export function readTranscript(path: string): TranscriptLine[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new TranscriptError(`Cannot read transcript ${path}: ${(error as Error).message}`);
  }
  const lines: TranscriptLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new TranscriptError(`${path}:${i + 1}: not a JSON line`);
    }
    if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') {
      throw new TranscriptError(`${path}:${i + 1}: expected an object with a "type" field`);
    }
    const problem = shapeProblem(value as TranscriptLine);
    if (problem) throw new TranscriptError(`${path}:${i + 1}: ${problem}`);
    lines.push(value as TranscriptLine);
  });
  if (!lines.some((l) => KNOWN_TYPES.has(l.type))) {
    throw new TranscriptError(`${path}: no run_start, request, response, tool or run_end line: not a Marshal transcript`);
  }
  return lines;
}

const KNOWN_TYPES = new Set(['run_start', 'request', 'response', 'tool', 'run_end']);

/** What makes a line unusable for replay (checked where the line number is still known). */
function shapeProblem(line: TranscriptLine): string | null {
  const isString = (v: unknown) => typeof v === 'string';
  if (line.type === 'tool') {
    if (!isString(line.id)) return 'tool line without a string "id"';
    if (!isString(line.name)) return 'tool line without a string "name"';
  }
  if (line.type === 'response') {
    const content = (line.message as TranscriptResponse | undefined)?.content;
    if (!Array.isArray(content)) return 'response without a message.content array';
    for (const block of content) {
      if (!block || typeof block !== 'object' || !isString((block as { type?: unknown }).type)) return 'response content block without a "type"';
      const b = block as { type: string; id?: unknown; name?: unknown };
      if (b.type === 'tool_use' && !isString(b.id)) return 'tool_use without a string "id"';
      if (b.type === 'tool_use' && !isString(b.name)) return 'tool_use without a string "name"';
    }
  }
  return null;
}

/** The recorded assistant messages, in order, validated enough to be played back. */
export function responsesOf(lines: readonly TranscriptLine[], path = 'transcript'): TranscriptResponse[] {
  const out: TranscriptResponse[] = [];
  for (const line of lines) {
    if (line.type !== 'response') continue;
    const message = line.message as TranscriptResponse | undefined;
    if (!message || !Array.isArray(message.content)) {
      throw new TranscriptError(`${path}: response of turn ${line.turn} has no content array`);
    }
    out.push(message);
  }
  return out;
}

/**
 * The recorded tool calls. A transcript written by the loop (it has `request` lines) has a `tool`
 * line with a verdict for every call that got a result — and only those: a call cut at max_tokens
 * never ran and has none. A hand-written script has only responses, so its calls come from their
 * tool_use blocks, with no recorded verdict.
 */
export function toolCallsOf(lines: readonly TranscriptLine[]): Array<{ id: string; name: string; input: unknown; verdict: Verdict | null; rule: string | null; reason: string | null }> {
  const tools = lines.filter((l): l is TranscriptToolLine => l.type === 'tool');
  if (tools.length || lines.some((l) => l.type === 'request')) {
    return tools.map((t) => ({ id: t.id, name: t.name, input: t.input, verdict: t.verdict, rule: t.rule ?? null, reason: t.reason ?? null }));
  }
  const calls: ReturnType<typeof toolCallsOf> = [];
  for (const response of responsesOf(lines)) {
    for (const block of response.content) {
      if (block.type !== 'tool_use') continue;
      const b = block as { id: string; name: string; input: unknown };
      calls.push({ id: b.id, name: b.name, input: b.input, verdict: null, rule: null, reason: null });
    }
  }
  return calls;
}
