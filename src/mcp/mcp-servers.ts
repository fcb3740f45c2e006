/**
 * The policy's MCP servers for one run: every server started at once (after the sandbox exists,
 * before the agent loop), its tools made Marshal tools, and the outcome told the way the rest of
 * the run is told: a notice per failure ("MCP server db failed to start: …"), a warning per rule
 * naming a tool its server does not offer, and one line for the report header
 * ("MCP servers: db (3 tools), docs (failed: …)").
 *
 * A server that fails to start is left out and the run goes on. A server that dies during the run
 * is reported once ("MCP server db exited (code 1) during the run; its tools were removed"): the
 * tool definitions stay in the request (changing them mid-run would break the prompt cache) but
 * every call answers with an error saying the server is gone. `close` ends every server before
 * the sandbox closes.
 */
import type { EventSink } from '../shared/events.js';
import type { ServiceLaunch, ServiceSpec } from '../sandbox/sandbox.js';
import type { AnyTool } from '../tools/tool.js';
import type { McpConnection } from './mcp-client.js';
import { parseMcpName, type McpServerConfig } from './mcp-config.js';
import { createMcpTools, modelToolName } from './mcp-tools.js';

export interface StartMcpOptions {
  servers: Readonly<Record<string, McpServerConfig>>;
  /** The workspace root. */
  cwd: string;
  startService: (spec: ServiceSpec) => Promise<ServiceLaunch>;
  /** Values of the job environment by name (settings.ts); absent: no secret can be found. */
  secret?: (name: string) => string | undefined;
  /** Every secret value a server receives is registered here before the server starts. */
  addSecret: (value: string) => void;
  redact: (text: string) => string;
  emit: EventSink;
  /** The policy's rule texts by key (`allow[2]` -> `mcp__db__query`), for unknown-tool warnings. */
  ruleTools?: readonly (readonly [string, string])[];
  /**
   * Whether any call of the server's tools could be allowed (an allow rule names it, no bare deny
   * takes it away, not plan mode); a server that could never be used is not started, so its
   * command never runs and its secrets go nowhere. Absent: every server is used.
   */
  used?: (server: string) => boolean;
  /** Names the built-in tools already hold (lower-cased). */
  taken?: Iterable<string>;
  startTimeoutMs?: number;
}

export interface McpRun {
  tools: AnyTool[];
  /** `MCP servers: db (3 tools), docs (failed: …)`, or null when the policy declares none. */
  summary: string | null;
  /** Closes every server (and stops its service); idempotent, never throws. */
  close(): Promise<void>;
}

const REASON_IN_SUMMARY = 160;

function short(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

export async function startMcpServers(opts: StartMcpOptions): Promise<McpRun> {
  const declared = Object.keys(opts.servers);
  if (!declared.length) return { tools: [], summary: null, close: async () => undefined };
  const names = declared.filter((name) => opts.used?.(name) ?? true);
  const notice = (level: 'warning' | 'error', message: string) => opts.emit({ type: 'notice', level, message: opts.redact(message) });
  const secret = opts.secret ?? (() => undefined);
  // A secret is registered with the redactor before its server can print it anywhere.
  const lookup = (name: string) => {
    const value = secret(name);
    if (value) opts.addSecret(value);
    return value;
  };

  const connections = new Map<string, McpConnection>();
  let settled: PromiseSettledResult<McpConnection>[] = [];
  if (names.length) {
    // The SDK is loaded only by runs that start a server.
    const { connectMcpServer } = await import('./mcp-client.js');
    settled = await Promise.allSettled(
      names.map((name) =>
        connectMcpServer({
          name,
          config: opts.servers[name] as McpServerConfig,
          cwd: opts.cwd,
          startService: opts.startService,
          secret: lookup,
          ...(opts.startTimeoutMs !== undefined ? { startTimeoutMs: opts.startTimeoutMs } : {}),
          onDeath: (why) => {
            const tail = connections.get(name)?.stderr();
            notice('error', `MCP server ${name} ${why} during the run; its tools were removed${tail ? `. Its stderr: ${tail}` : ''}`);
          },
        }),
      ),
    );
  }
  const taken = new Set([...(opts.taken ?? [])].map((n) => n.toLowerCase()));
  const tools: AnyTool[] = [];
  const parts: string[] = declared.filter((name) => !names.includes(name)).map((name) => `${name} (not started: no rule allows its tools)`);
  settled.forEach((outcome, i) => {
    const name = names[i] as string;
    if (outcome.status === 'rejected') {
      const why = opts.redact(outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason));
      notice('error', `MCP server ${name} failed to start: ${why}`);
      parts.push(`${name} (failed: ${short(why, REASON_IN_SUMMARY)})`);
      return;
    }
    const server = outcome.value;
    connections.set(name, server);
    const timeout = opts.servers[name]?.timeout;
    const made = createMcpTools(server, { taken, ...(timeout !== undefined ? { timeoutMs: timeout * 1000 } : {}) });
    tools.push(...made.tools);
    for (const skip of made.skipped) notice('warning', `MCP server ${name}: tool ${skip} is not offered`);
    parts.push(`${name} (${made.tools.length} tool${made.tools.length === 1 ? '' : 's'})`);
  });

  // A rule naming a tool its (running) server does not offer matches nothing: say so.
  for (const [key, tool] of opts.ruleTools ?? []) {
    const parsed = parseMcpName(tool);
    const server = parsed?.tool ? connections.get(parsed.server) : undefined;
    if (!parsed?.tool || !server) continue;
    const offered = server.tools.some((t) => modelToolName(server.name, t.name)?.toLowerCase() === tool.toLowerCase());
    if (!offered) {
      const list = server.tools.map((t) => t.name).slice(0, 20).join(', ') || 'none';
      notice('warning', `Policy rule ${key} "${tool}": the MCP server ${parsed.server} offers no tool ${parsed.tool} (it offers: ${list}); the rule matches nothing`);
    }
  }

  let closed: Promise<void> | null = null;
  return {
    tools,
    summary: `MCP servers: ${parts.join(', ')}`,
    close() {
      closed ??= Promise.all([...connections.values()].map((c) => c.close())).then(() => undefined);
      return closed;
    },
  };
}
