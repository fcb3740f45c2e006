/**
 * One MCP server for one run, through the official SDK: start it (a stdio server through the
 * sandbox's startService, so it runs as its own uid with the tools' file and network limits and
 * its secrets in no argv and no tool's reach; a streamable HTTP server connected by Marshal
 * itself, its URL from the trusted policy), list its tools, call them, notice when it dies, close.
 *
 * Failure is data, never a crash of the run: a server that cannot start throws McpStartError with
 * the reason and the tail of its stderr (capped; the caller redacts); a server that exits during
 * the run is marked dead (`onDeath`) and every later call fails with a clear message.
 */
import type { ChildProcess } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult, Tool as McpToolDef } from '@modelcontextprotocol/sdk/types.js';
import type { ServiceLaunch, ServiceSpec } from '../sandbox/sandbox.js';
import { VERSION } from '../version.js';
import type { McpServerConfig } from './mcp-config.js';

export type { McpToolDef, CallToolResult };

/** Characters of a server's stderr kept (its tail) for the report. */
export const STDERR_CAP_CHARS = 4_000;
/** How long a server has to start and answer initialize and tools/list. */
export const DEFAULT_START_TIMEOUT_MS = 30_000;
/** Pages of tools/list followed, and tools kept, per server. */
const MAX_LIST_PAGES = 20;
export const MAX_TOOLS_PER_SERVER = 200;
/** How long closing a server may take before its process is left to stop(). */
const CLOSE_TIMEOUT_MS = 5_000;

export class McpStartError extends Error {
  override name = 'McpStartError';
}

export interface McpConnectOptions {
  name: string;
  config: McpServerConfig;
  /** The workspace: a stdio server's working directory. */
  cwd: string;
  /** The sandbox's startService (stdio servers). */
  startService: (spec: ServiceSpec) => Promise<ServiceLaunch>;
  /** Values of the job environment by name (settings.ts SecretLookup). */
  secret: (name: string) => string | undefined;
  startTimeoutMs?: number;
  /** Called once when the server goes away on its own during the run, with why. */
  onDeath?: (why: string) => void;
}

export interface McpConnection {
  readonly name: string;
  readonly tools: readonly McpToolDef[];
  /** The secret values this server received (the caller registers them with the redactor). */
  readonly secretValues: readonly string[];
  /** Why the server is gone, or null while it runs. */
  dead(): string | null;
  /** Captured stderr (tail, capped; not redacted). */
  stderr(): string;
  call(tool: string, args: Record<string, unknown>, options: { signal: AbortSignal; timeoutMs: number }): Promise<CallToolResult>;
  /** Closes the client, then stops the service; idempotent, never throws. */
  close(): Promise<void>;
}

/** The tail of what a server printed on stderr, capped. */
class StderrTail {
  private text = '';
  push(chunk: Buffer | string): void {
    this.text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    if (this.text.length > STDERR_CAP_CHARS * 2) this.text = this.text.slice(-STDERR_CAP_CHARS);
  }
  /** One line (lines joined with ` | `), its last STDERR_CAP_CHARS characters. */
  get value(): string {
    const t = this.text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean).join(' | ');
    return t.length > STDERR_CAP_CHARS ? `…${t.slice(-STDERR_CAP_CHARS)}` : t;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The secrets a server is given, by name; a missing one fails the server's start. */
function resolveSecrets(name: string, names: readonly string[], secret: (name: string) => string | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  const missing: string[] = [];
  for (const key of names) {
    const value = secret(key);
    if (value === undefined || value === '') missing.push(key);
    else values[key] = value;
  }
  if (missing.length) {
    const what = `the secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set in the environment`;
    throw new McpStartError(`${what} (in a workflow, set ${missing.length > 1 ? 'them' : 'it'} on Marshal's step: env: { ${missing[0]}: \${{ secrets.${missing[0]} }} })`);
  }
  return values;
}

/** The SDK's stdio transport, keeping hold of the child it spawns (for its exit code in the report). */
class ObservedStdioTransport extends StdioClientTransport {
  child: ChildProcess | undefined;
  override start(): Promise<void> {
    const started = super.start();
    // Spawned synchronously inside start(); the SDK keeps it in a private field.
    this.child = (this as unknown as { _process?: ChildProcess })._process;
    return started;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new McpStartError(`${what} did not answer within ${Math.round(ms / 1000)} s`)), ms);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}

export async function connectMcpServer(opts: McpConnectOptions): Promise<McpConnection> {
  const { name, config } = opts;
  const stderr = new StderrTail();
  let launch: ServiceLaunch | null = null;
  let closing = false;
  let deadWhy: string | null = null;
  const client = new Client({ name: 'marshal', version: VERSION }, { capabilities: {} });
  let transport: ObservedStdioTransport | StreamableHTTPClientTransport;
  const secretValues: string[] = [];

  if (config.command) {
    const secretEnv = resolveSecrets(name, config.secrets, opts.secret);
    secretValues.push(...Object.values(secretEnv));
    launch = await opts.startService({ name, argv: [...config.command], cwd: opts.cwd, env: { ...config.env }, secretEnv });
    const stdio = new ObservedStdioTransport({ command: launch.command, args: launch.args, env: launch.env, cwd: launch.cwd, stderr: 'pipe' });
    stdio.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
    transport = stdio;
  } else {
    const fromSecrets = resolveSecrets(name, Object.values(config.headers_from_secrets), opts.secret);
    secretValues.push(...Object.values(fromSecrets));
    const headers: Record<string, string> = { ...config.headers };
    for (const [header, secretName] of Object.entries(config.headers_from_secrets)) headers[header] = fromSecrets[secretName] as string;
    transport = new StreamableHTTPClientTransport(new URL(config.url as string), { requestInit: { headers } });
  }

  const exitText = (): string => {
    const child = transport instanceof ObservedStdioTransport ? transport.child : undefined;
    const code = child?.exitCode;
    const signal = child?.signalCode;
    return code !== null && code !== undefined ? `exited (code ${code})` : signal ? `was killed (${signal})` : 'closed its connection';
  };
  let ready = false;
  client.onclose = () => {
    if (closing || deadWhy) return;
    deadWhy = exitText();
    if (ready) opts.onDeath?.(deadWhy);
  };
  // Transport errors (a broken pipe, a bad message) are not fatal by themselves; a dead server
  // shows as onclose. Keep the SDK from printing them.
  client.onerror = () => undefined;

  const stopService = async () => {
    await launch?.stop().catch(() => undefined);
  };
  const fail = async (why: string): Promise<never> => {
    closing = true;
    await Promise.race([client.close().catch(() => undefined), new Promise((r) => setTimeout(r, CLOSE_TIMEOUT_MS).unref())]);
    await stopService();
    const tail = stderr.value;
    throw new McpStartError(`${why}${tail ? `; its stderr: ${tail}` : ''}`);
  };

  const startMs = opts.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS;
  const tools: McpToolDef[] = [];
  try {
    await withTimeout(client.connect(transport, { timeout: startMs }), startMs, 'the server');
    let cursor: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const listed = await client.listTools(cursor ? { cursor } : undefined, { timeout: startMs });
      tools.push(...listed.tools);
      cursor = listed.nextCursor;
      if (!cursor || tools.length >= MAX_TOOLS_PER_SERVER) break;
    }
  } catch (error) {
    // A stdio server that went away says more by its exit code than by the SDK's "Connection closed".
    if (deadWhy && config.command) return fail(`it ${deadWhy} before it was ready`);
    const status = (error as { code?: unknown }).code;
    return fail(config.url && typeof status === 'number' && status >= 100 && status < 600 ? `HTTP ${status}: ${messageOf(error)}` : messageOf(error));
  }
  if (deadWhy) return fail(`it ${deadWhy} before it was ready`);
  ready = true;

  return {
    name,
    tools: tools.slice(0, MAX_TOOLS_PER_SERVER),
    secretValues,
    dead: () => deadWhy,
    stderr: () => stderr.value,
    async call(tool, args, { signal, timeoutMs }) {
      if (deadWhy) throw new Error(`the MCP server ${name} ${deadWhy} during the run; its tools are no longer available`);
      // The executor's own timer ends the call first (its signal reaches the SDK, which sends the
      // server notifications/cancelled); the SDK's timeout is only a backstop.
      const sdkTimeout = Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs + 1_000 : 24 * 3600_000;
      try {
        return (await client.callTool({ name: tool, arguments: args }, undefined, { signal, timeout: sdkTimeout })) as CallToolResult;
      } catch (error) {
        if (deadWhy) throw new Error(`the MCP server ${name} ${deadWhy} during the call; its tools are no longer available`);
        throw error;
      }
    },
    async close() {
      if (closing) return;
      closing = true;
      await Promise.race([client.close().catch(() => undefined), new Promise((r) => setTimeout(r, CLOSE_TIMEOUT_MS).unref())]);
      await stopService();
    },
  };
}
