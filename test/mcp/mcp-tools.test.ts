// An MCP server's tool list as Marshal tools, over an object-literal connection: names, schemas,
// descriptions, routing, collisions and caps.
import { describe, expect, test } from 'vitest';
import { toolDefinitions } from '../../src/agent/history.js';
import type { McpConnection, McpToolDef } from '../../src/mcp/mcp-client.js';
import { createMcpTools, MAX_DESCRIPTION_CHARS, MAX_SCHEMA_CHARS, modelToolName, sanitizeSchema, summarizeArguments } from '../../src/mcp/mcp-tools.js';

function connection(name: string, tools: McpToolDef[], calls: unknown[] = []): McpConnection {
  return {
    name,
    tools,
    secretValues: [],
    dead: () => null,
    stderr: () => '',
    call: async (tool, args) => {
      calls.push({ tool, args });
      return { content: [{ type: 'text', text: `${tool} ok` }] };
    },
    close: async () => undefined,
  };
}
const def = (name: string, extra: Partial<McpToolDef> = {}): McpToolDef => ({ name, inputSchema: { type: 'object' }, ...extra }) as McpToolDef;

describe('names', () => {
  test('characters outside the API alphabet become _, and names over 64 characters are left out', () => {
    expect(modelToolName('db', 'get.row')).toBe('mcp__db__get_row');
    expect(modelToolName('db', 'x'.repeat(55))).toBe(`mcp__db__${'x'.repeat(55)}`);
    expect(modelToolName('db', 'x'.repeat(56))).toBeNull();
    const made = createMcpTools(connection('db', [def('get.row'), def('get_row'), def('GET_ROW'), def('y'.repeat(80))]));
    expect(made.tools.map((t) => t.name)).toEqual(['mcp__db__get_row']);
    expect(made.skipped).toHaveLength(3);
    expect(made.skipped[0]).toContain('already taken');
    expect(made.skipped[2]).toContain('longer than 64');
  });

  test('the call reaches the server under the tool\'s own name, not the model\'s', async () => {
    const calls: unknown[] = [];
    const [tool] = createMcpTools(connection('db', [def('get.row')], calls)).tools;
    const out = await tool!.run({ id: 1 }, { signal: new AbortController().signal, timeoutMs: 1000 } as never);
    expect(out).toEqual({ content: 'get.row ok', isError: false });
    expect(calls).toEqual([{ tool: 'get.row', args: { id: 1 } }]);
  });
});

describe('schemas and descriptions', () => {
  test('the model sees the server schema without $schema/$id; anything not an object schema, or too large, becomes a bare object', () => {
    const schema = { $schema: 'x', $id: 'urn:x', type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };
    expect(sanitizeSchema(schema)).toEqual({ schema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }, note: null });
    expect(sanitizeSchema({ type: 'array' }).schema).toEqual({ type: 'object' });
    expect(sanitizeSchema('nope').note).toBe('its input schema is not an object');
    const huge = { type: 'object', properties: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`p${i}`, { type: 'string', description: 'a field' }])) };
    expect(sanitizeSchema(huge)).toEqual({ schema: { type: 'object' }, note: `its input schema is larger than ${MAX_SCHEMA_CHARS} characters` });
    const [tool] = createMcpTools(connection('db', [def('big', { inputSchema: huge as never })])).tools;
    expect(tool!.description).toContain('larger than');
    expect(toolDefinitions([tool!])[0]?.input_schema.type).toBe('object');
  });

  test('descriptions are prefixed with the server and capped; readOnlyHint routes as read, anything else as serial-mutation', () => {
    const tools = createMcpTools(connection('db', [def('q', { description: 'd'.repeat(5000), annotations: { readOnlyHint: true } }), def('w', { annotations: { readOnlyHint: false, destructiveHint: true } }), def('n')])).tools;
    expect(tools[0]!.description.startsWith('[MCP server db, read-only] ddd')).toBe(true);
    expect(tools[0]!.description.length).toBe(MAX_DESCRIPTION_CHARS);
    expect(tools.map((t) => t.class)).toEqual(['read', 'serial-mutation', 'serial-mutation']);
    expect(tools[1]!.description).toBe('[MCP server db] w');
  });

  test('the arguments are checked against the server schema before any call', () => {
    const [tool] = createMcpTools(connection('db', [def('q', { inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false } as never })])).tools;
    expect(tool!.input.safeParse({ n: 2 }).success).toBe(true);
    const bad = tool!.input.safeParse({ n: 'x', extra: 1 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).join('; ')).toMatch(/must be integer.*must NOT have additional properties \(extra\)|must NOT have additional properties \(extra\).*must be integer/);
    // A schema ajv cannot compile is left to the server.
    const [loose] = createMcpTools(connection('db', [def('r', { inputSchema: { type: 'object', properties: { a: { $ref: '#/nowhere' } } } as never })])).tools;
    expect(loose!.input.safeParse({ a: 1 }).success).toBe(true);
  });

  test('the one-line summary of a call', () => {
    expect(summarizeArguments({ sql: 'select 1', limit: 5, opts: { a: true } })).toBe('sql="select 1", limit=5, opts={"a":true}');
    expect(summarizeArguments({ text: 'x\ny'.repeat(100) }).length).toBeLessThanOrEqual(120);
  });
});
