/**
 * An MCP server's tools as Marshal tools (the Tool contract, tools/tool.ts), so they go through the
 * same executor as the built-ins: policy (kind `other`: only rules naming them, `mcp__db__query`,
 * `mcp__db`, `mcp__db__*`), timeouts, output caps, redaction, hooks and routing.
 *
 * - Name: `mcp__<server>__<tool>`, the tool's name with anything outside [A-Za-z0-9_-] made `_`
 *   (the Messages API's alphabet) and the whole cut to 64 characters; a name that still collides
 *   (case-insensitively, as the registry resolves) is dropped and reported.
 * - Input: the server's JSON Schema is what the model sees (sanitised: an object schema, no
 *   `$schema`/`$id`, at most 16 KB, else a bare object schema); the arguments are checked against
 *   it (ajv) before the call when the schema compiles, else left to the server.
 * - Routing: a tool annotated `readOnlyHint: true` is `read` (runs alongside other reads);
 *   everything else `serial-mutation` (a server's side effects are unknown, so one at a time).
 * - Result: text parts joined; images, audio and binary resources summarised as text; a result
 *   with only structuredContent shows it as JSON; `isError` kept.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { z } from 'zod';
import type { AnyTool, ToolOutput } from '../tools/tool.js';
import { defineTool } from '../tools/tool.js';
import type { CallToolResult, McpConnection, McpToolDef } from './mcp-client.js';
import { mcpToolName } from './mcp-config.js';
import { capText, summarizeArguments } from './mcp-stand-in.js';

// Calls decided where no server runs go through mcp-stand-in.ts, which loads no ajv.
export { summarizeArguments } from './mcp-stand-in.js';

/** The Messages API's limit on a tool name. */
export const MAX_TOOL_NAME = 64;
export const MAX_DESCRIPTION_CHARS = 1_024;
export const MAX_SCHEMA_CHARS = 16_000;

/** `mcp__db__query`, or null when the server's name leaves no room for the tool's. */
export function modelToolName(server: string, tool: string): string | null {
  const safe = tool.replace(/[^A-Za-z0-9_-]/g, '_');
  const name = mcpToolName(server, safe);
  if (!safe || name.length > MAX_TOOL_NAME) return null;
  return name;
}

/** What the model is shown as input_schema: always an object schema, plain JSON, capped. */
export function sanitizeSchema(raw: unknown): { schema: Record<string, unknown>; note: string | null } {
  const bare = { type: 'object' } as Record<string, unknown>;
  let schema: Record<string, unknown>;
  try {
    const copy = JSON.parse(JSON.stringify(raw ?? {})) as unknown;
    if (!copy || typeof copy !== 'object' || Array.isArray(copy)) return { schema: bare, note: 'its input schema is not an object' };
    schema = copy as Record<string, unknown>;
  } catch {
    return { schema: bare, note: 'its input schema is not plain JSON' };
  }
  // `id` keys are zod registry ids (see zodInput); `$schema` / `$id` mean nothing to the model.
  for (const key of ['$schema', '$id', 'id']) delete schema[key];
  if (schema.type !== 'object') return { schema: bare, note: 'its input schema does not describe an object' };
  if (JSON.stringify(schema).length > MAX_SCHEMA_CHARS) return { schema: bare, note: `its input schema is larger than ${MAX_SCHEMA_CHARS} characters` };
  return { schema, note: null };
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

function compileValidator(schema: Record<string, unknown>): ValidateFunction | null {
  try {
    return ajv.compile(schema);
  } catch {
    return null; // a schema ajv does not understand: the server validates
  }
}

/**
 * A zod schema that accepts any object, checks it with the server's schema when it compiles, and
 * shows the model exactly the server's schema (zod copies `.meta()` into toJSONSchema's output).
 */
function zodInput(schema: Record<string, unknown>): z.ZodType {
  const validate = compileValidator(schema);
  const base = z.looseObject({});
  const checked = validate
    ? base.superRefine((value, ctx) => {
        if (validate(value)) return;
        for (const error of (validate.errors ?? []).slice(0, 8)) {
          const where = error.instancePath.split('/').filter(Boolean);
          const extra = error.keyword === 'additionalProperties' ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})` : '';
          ctx.addIssue({ code: 'custom', path: where, message: `${error.message ?? 'invalid'}${extra}` });
        }
      })
    : base;
  return checked.meta(schema);
}

function bytesOfBase64(data: unknown): number {
  return typeof data === 'string' ? Math.floor((data.replace(/=+$/, '').length * 3) / 4) : 0;
}

/** A tool result as the text the model sees. */
export function resultText(result: CallToolResult): string {
  const parts: string[] = [];
  for (const item of Array.isArray(result.content) ? result.content : []) {
    const part = item as { type?: string; [key: string]: unknown };
    switch (part.type) {
      case 'text':
        parts.push(String(part.text ?? ''));
        break;
      case 'image':
      case 'audio':
        parts.push(`[${part.type}: ${String(part.mimeType ?? 'unknown type')}, ${bytesOfBase64(part.data)} bytes, not shown]`);
        break;
      case 'resource': {
        const res = (part.resource ?? {}) as { uri?: unknown; mimeType?: unknown; text?: unknown; blob?: unknown };
        if (typeof res.text === 'string') parts.push(`[resource ${String(res.uri ?? '')}]\n${res.text}`);
        else parts.push(`[resource ${String(res.uri ?? '')}${res.mimeType ? ` (${String(res.mimeType)})` : ''}: ${bytesOfBase64(res.blob)} bytes of binary content, not shown]`);
        break;
      }
      case 'resource_link':
        parts.push(`[resource link: ${String(part.uri ?? '')}${part.name ? ` (${String(part.name)})` : ''}]`);
        break;
      default:
        parts.push(`[${String(part.type ?? 'unknown')} content, not shown]`);
    }
  }
  if (!parts.length && result.structuredContent !== undefined) parts.push(JSON.stringify(result.structuredContent, null, 2));
  return parts.join('\n');
}

export interface McpToolsResult {
  tools: AnyTool[];
  /** Tools left out, with why (a name too long, a collision). */
  skipped: string[];
}

/**
 * The Marshal tools of one connected server. `timeoutMs`: the server's own per-call timeout
 * (absent: the executor's).
 */
export function createMcpTools(server: McpConnection, opts: { timeoutMs?: number; taken?: Set<string> } = {}): McpToolsResult {
  const taken = opts.taken ?? new Set<string>();
  const tools: AnyTool[] = [];
  const skipped: string[] = [];
  for (const def of server.tools) {
    const name = modelToolName(server.name, def.name);
    if (!name) {
      skipped.push(`${def.name} (the name mcp__${server.name}__${def.name} is longer than ${MAX_TOOL_NAME} characters or empty)`);
      continue;
    }
    if (taken.has(name.toLowerCase())) {
      skipped.push(`${def.name} (its name ${name} is already taken by another tool)`);
      continue;
    }
    taken.add(name.toLowerCase());
    tools.push(mcpTool(server, def, name, opts.timeoutMs));
  }
  return { tools, skipped };
}

function mcpTool(server: McpConnection, def: McpToolDef, name: string, timeoutMs: number | undefined): AnyTool {
  const { schema, note } = sanitizeSchema(def.inputSchema);
  const readOnly = def.annotations?.readOnlyHint === true;
  const about = def.description || def.annotations?.title || def.title || def.name;
  const description = capText(`[MCP server ${server.name}${readOnly ? ', read-only' : ''}] ${about}${note ? ` (${note}; the server checks the input)` : ''}`, MAX_DESCRIPTION_CHARS);
  return defineTool({
    name,
    description,
    input: zodInput(schema),
    class: readOnly ? 'read' : 'serial-mutation',
    policyKind: 'other',
    summarize: (input) => summarizeArguments(input),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    async run(input, ctx): Promise<ToolOutput> {
      const result = await server.call(def.name, input as Record<string, unknown>, { signal: ctx.signal, timeoutMs: ctx.timeoutMs });
      const text = resultText(result);
      return { content: text || (result.isError ? '(the tool reported an error without a message)' : '(no output)'), isError: result.isError === true };
    },
  });
}
