import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);

// src/agent/transcript.ts
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
function redactKeysAndValues(redactor, value) {
  if (typeof value === "string") return redactor.redact(value);
  if (Array.isArray(value)) return value.map((v) => redactKeysAndValues(redactor, v));
  if (value && typeof value === "object") {
    const out = {};
    for (const [k, v] of Object.entries(value)) out[redactor.redact(k)] = redactKeysAndValues(redactor, v);
    return out;
  }
  return value;
}
var LINE_BREAKS = /[\u2028\u2029\u0085]/g;
var escapeLineBreaks = (json) => json.replace(LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
var TranscriptWriter = class {
  /**
   * Creates (or truncates) the file at once, so even a run that fails immediately leaves one. A
   * file that cannot be created is a failure like any other: kept in `error`, the run goes on.
   */
  constructor(path, redactor) {
    this.path = path;
    this.redactor = redactor;
    try {
      this.fd = openSync(path, "w");
    } catch (error) {
      this.fd = null;
      this.failure = error instanceof Error ? error : new Error(String(error));
      process.stderr.write(`marshal: cannot create the transcript ${path}: ${this.failure.message}
`);
    }
  }
  path;
  redactor;
  fd;
  failure = null;
  /** The first write failure, if any (the transcript is incomplete from there on). */
  get error() {
    return this.failure;
  }
  /** Appends one line (redacted). Writes after close or after a failure are ignored. */
  write(line) {
    if (this.fd === null) return;
    try {
      const safe = this.redactor ? redactKeysAndValues(this.redactor, line) : line;
      writeSync(this.fd, `${escapeLineBreaks(JSON.stringify(safe))}
`);
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
      process.stderr.write(`marshal: writing the transcript ${this.path} failed, it stops here: ${this.failure.message}
`);
      const fd = this.fd;
      this.fd = null;
      try {
        closeSync(fd);
      } catch {
      }
    }
  }
  /** Records the events the transcript keeps (tool calls, retries, steering, notices, turn ends). */
  record(event) {
    switch (event.type) {
      case "tool_end": {
        const { type: _type, details: _details, fullOutputPath: _path, ...rest } = event;
        this.write({ type: "tool", ...rest });
        return;
      }
      case "retry":
      case "steering":
      case "notice":
        this.write({ type: "event", event });
        return;
      case "turn_end":
        this.write({ type: "turn_end", turn: event.turn, stopReason: event.stopReason, usage: event.usage });
        return;
      case "run_end": {
        const { type: _type, ...rest } = event;
        this.write({ type: "run_end", ...rest });
        return;
      }
      default:
        return;
    }
  }
  async close() {
    if (this.fd === null) return;
    const fd = this.fd;
    this.fd = null;
    closeSync(fd);
  }
};
var TranscriptError = class extends Error {
  name = "TranscriptError";
};
function readTranscript(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new TranscriptError(`Cannot read transcript ${path}: ${error.message}`);
  }
  const lines = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      throw new TranscriptError(`${path}:${i + 1}: not a JSON line`);
    }
    if (!value || typeof value !== "object" || typeof value.type !== "string") {
      throw new TranscriptError(`${path}:${i + 1}: expected an object with a "type" field`);
    }
    const problem = shapeProblem(value);
    if (problem) throw new TranscriptError(`${path}:${i + 1}: ${problem}`);
    lines.push(value);
  });
  if (!lines.some((l) => KNOWN_TYPES.has(l.type))) {
    throw new TranscriptError(`${path}: no run_start, request, response, tool or run_end line: not a Marshal transcript`);
  }
  return lines;
}
var KNOWN_TYPES = /* @__PURE__ */ new Set(["run_start", "request", "response", "tool", "run_end"]);
function shapeProblem(line) {
  const isString = (v) => typeof v === "string";
  if (line.type === "tool") {
    if (!isString(line.id)) return 'tool line without a string "id"';
    if (!isString(line.name)) return 'tool line without a string "name"';
  }
  if (line.type === "response") {
    const content = line.message?.content;
    if (!Array.isArray(content)) return "response without a message.content array";
    for (const block of content) {
      if (!block || typeof block !== "object" || !isString(block.type)) return 'response content block without a "type"';
      const b = block;
      if (b.type === "tool_use" && !isString(b.id)) return 'tool_use without a string "id"';
      if (b.type === "tool_use" && !isString(b.name)) return 'tool_use without a string "name"';
    }
  }
  return null;
}
function responsesOf(lines, path = "transcript") {
  const out = [];
  for (const line of lines) {
    if (line.type !== "response") continue;
    const message = line.message;
    if (!message || !Array.isArray(message.content)) {
      throw new TranscriptError(`${path}: response of turn ${line.turn} has no content array`);
    }
    out.push(message);
  }
  return out;
}
function toolCallsOf(lines) {
  const tools = lines.filter((l) => l.type === "tool");
  if (tools.length || lines.some((l) => l.type === "request")) {
    return tools.map((t) => ({ id: t.id, name: t.name, input: t.input, verdict: t.verdict, rule: t.rule ?? null, reason: t.reason ?? null }));
  }
  const calls = [];
  for (const response of responsesOf(lines)) {
    for (const block of response.content) {
      if (block.type !== "tool_use") continue;
      const b = block;
      calls.push({ id: b.id, name: b.name, input: b.input, verdict: null, rule: null, reason: null });
    }
  }
  return calls;
}

export {
  TranscriptWriter,
  TranscriptError,
  readTranscript,
  responsesOf,
  toolCallsOf
};
