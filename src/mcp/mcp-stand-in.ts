/**
 * MCP tool calls decided where no server runs (`marshal policy explain`, the policy's tests,
 * `marshal replay`), and the one-line summary of an MCP call's arguments. Kept apart from
 * mcp-tools.ts, which checks a live server's arguments with ajv: deciding one call from a shell
 * loads neither ajv nor the code that wraps a server's tools.
 */
import { z } from 'zod';
import type { AnyTool } from '../tools/tool.js';
import { defineTool } from '../tools/tool.js';
import { parseMcpName } from './mcp-config.js';

const SUMMARY_CHARS = 120;

/** White space collapsed, cut to `max` characters with an ellipsis. */
export function capText(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** `query="select 1", limit=5`: one line for logs and the report. */
export function summarizeArguments(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const parts = Object.entries(input as Record<string, unknown>).map(([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v) ?? String(v)}`);
  return capText(parts.join(', '), SUMMARY_CHARS);
}

/**
 * For `marshal policy explain`, the policy's tests and `marshal replay`, where no server runs: an
 * MCP tool name (`mcp__db__query`) of a server the policy declares becomes a stand-in taking any
 * object input, decided by the rules as the run decides the real tool. A name of an undeclared
 * server, or of a whole server, is a string saying why it is no call; any other name: undefined.
 */
export function mcpStandIn(servers: Readonly<Record<string, unknown>>, name: string): AnyTool | string | undefined {
  const parsed = parseMcpName(name);
  if (!parsed) return undefined;
  if (!parsed.tool) return `"${name.slice(0, 80)}" names a server, not a tool; give mcp__${parsed.server.slice(0, 40)}__<tool>`;
  if (!Object.hasOwn(servers, parsed.server)) {
    const declared = Object.keys(servers);
    return `no MCP server "${parsed.server.slice(0, 40)}" is declared in the policy (${declared.length ? `mcp_servers: ${declared.join(', ')}` : 'it declares no mcp_servers'})`;
  }
  return defineTool({
    name: name.slice(0, 200),
    description: `MCP tool ${name.slice(0, 200)}`,
    input: z.looseObject({}),
    class: 'serial-mutation',
    policyKind: 'other',
    summarize: (input) => summarizeArguments(input),
    run: async () => ({ content: 'no MCP server runs here', isError: true }),
  });
}
