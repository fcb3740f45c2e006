/**
 * The first pipeline steps, done synchronously when a call is pushed (routing needs the tool and
 * whether its input is valid before anything runs): resolve the name through the registry, reject
 * input that arrived as unparseable JSON, validate against the tool's zod schema. Every failure is
 * phrased so the model can correct itself on the next turn.
 */
import type { z } from 'zod';
import type { AnyTool } from '../tools/tool.js';
import type { ToolRegistry } from '../tools/registry.js';
import type { ToolCall } from './types.js';

export type PreparedCall =
  | { kind: 'unknown'; call: ToolCall; message: string }
  | { kind: 'invalid'; call: ToolCall; tool: AnyTool; message: string }
  | { kind: 'valid'; call: ToolCall; tool: AnyTool; input: unknown }
  /** The schema needs async parsing (async refinements); the pipeline finishes validation. */
  | { kind: 'async'; call: ToolCall; tool: AnyTool };

const MAX_ISSUES = 8;
const RAW_JSON_PREVIEW = 200;
const SUMMARY_MAX = 120;

/** Strips zod's generic prefixes: `Invalid input: expected string, received undefined` -> the rest. */
function issueText(message: string): string {
  return message.replace(/^Invalid (input|option|value): /, '');
}

function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(input)';
}

/** `file_path: expected string, received undefined; mode: expected one of "a"|"b"`. */
function formatIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, MAX_ISSUES).map((issue) => `${issuePath(issue.path)}: ${issueText(issue.message)}`);
  if (issues.length > MAX_ISSUES) shown.push(`(${issues.length - MAX_ISSUES} more)`);
  return shown.join('; ');
}

function invalidInputMessage(tool: AnyTool, detail: string): string {
  return `Invalid input for ${tool.name}: ${detail}. Fix the input and call the tool again.`;
}

function invalidJsonOf(input: unknown): string | null {
  if (input && typeof input === 'object' && !Array.isArray(input) && Object.hasOwn(input, '__invalid_json')) {
    const raw = (input as { __invalid_json: unknown }).__invalid_json;
    return typeof raw === 'string' ? raw : JSON.stringify(raw) ?? '';
  }
  return null;
}

function unknownToolMessage(name: string, registry: ToolRegistry): string {
  const names = registry.list().map((t) => t.name).sort();
  const available = names.length ? names.join(', ') : '(none)';
  // The name is model-controlled: quote at most a line's worth of it.
  const shown = name.length > 80 ? `${name.slice(0, 80)}…` : name;
  return `Unknown tool ${JSON.stringify(shown)}. Available tools: ${available}.`;
}

export function prepareCall(registry: ToolRegistry, call: ToolCall): PreparedCall {
  const tool = typeof call.name === 'string' ? registry.resolve(call.name) : undefined;
  if (!tool) return { kind: 'unknown', call, message: unknownToolMessage(String(call.name), registry) };

  const raw = invalidJsonOf(call.input);
  if (raw !== null) {
    const preview = raw.length > RAW_JSON_PREVIEW ? `${raw.slice(0, RAW_JSON_PREVIEW)}...` : raw;
    const detail = `the arguments are not valid JSON (received ${JSON.stringify(preview)}); send one JSON object`;
    return { kind: 'invalid', call, tool, message: invalidInputMessage(tool, detail) };
  }

  try {
    const parsed = tool.input.safeParse(call.input);
    if (parsed.success) return { kind: 'valid', call, tool, input: parsed.data };
    return { kind: 'invalid', call, tool, message: invalidInputMessage(tool, formatIssues(parsed.error.issues)) };
  } catch {
    // zod throws from a synchronous parse when the schema has async parts.
    return { kind: 'async', call, tool };
  }
}

/** Completes validation of an `async` prepared call. */
export async function validateAsync(tool: AnyTool, input: unknown): Promise<{ ok: true; input: unknown } | { ok: false; message: string }> {
  try {
    const parsed = await tool.input.safeParseAsync(input);
    if (parsed.success) return { ok: true, input: parsed.data };
    return { ok: false, message: invalidInputMessage(tool, formatIssues(parsed.error.issues)) };
  } catch (error) {
    return { ok: false, message: invalidInputMessage(tool, error instanceof Error ? error.message : String(error)) };
  }
}

function shortJson(input: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(input) ?? String(input);
  } catch {
    text = String(input);
  }
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 3)}...` : text;
}

/** The one-line summary for logs: the tool's own summarize(), else short JSON of the input. */
export function summarizeCall(prepared: PreparedCall): string {
  if (prepared.kind === 'valid' && prepared.tool.summarize) {
    try {
      const summary = prepared.tool.summarize(prepared.input);
      if (typeof summary === 'string' && summary) return summary;
    } catch {
      // A summary is cosmetic; fall back to the input itself.
    }
  }
  return shortJson(prepared.call.input);
}

/** Canonical tool name when resolved, else what the model sent. */
export function displayName(prepared: PreparedCall): string {
  return prepared.kind === 'unknown' ? String(prepared.call.name) : prepared.tool.name;
}
