/**
 * Runs the real loop (runAgent + the real SDK + the real executor) against the fake Messages API,
 * with small tools over a real temp directory: `Peek` (read class: returns a file's text, can be
 * gated or delayed), `Put` (serial mutation: writes a file) and `Leak` (read class: prints a
 * secret, for redaction tests). Tool starts are timestamped so tests can see streaming dispatch.
 */
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { MarshalEvent } from '../../src/shared/events.js';
import { createAnthropicClient, runAgent, TranscriptWriter, type AgentResult, type ModelClient, type RunAgentOptions } from '../../src/agent/index.js';
import { runCommand } from '../../src/exec.js';
import { createExecutor } from '../../src/executor/index.js';
import type { Executor, PermissionHook } from '../../src/executor/types.js';
import { Redactor } from '../../src/shared/redact.js';
import { ToolRegistry } from '../../src/tools/registry.js';
import { defineTool, type AnyTool } from '../../src/tools/tool.js';
import type { FakeMessagesApi } from './messages-api.js';

export const FAKE_API_KEY = 'sk-ant-test-0123456789abcdefghij';
export const LEAKED_SECRET = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';

export const tmpDir = (prefix = 'marshal-agent-') => realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));

/** What the fake tools did: start/finish timestamps by tool_use id, files written, gates. */
export class ToolLog {
  readonly started = new Map<string, number>();
  readonly finished = new Map<string, number>();
  /** Files Put wrote, in order. */
  readonly writes: string[] = [];
  /** Per-call gates Peek waits on (by tool_use id). */
  readonly gates = new Map<string, Promise<unknown>>();
  private readonly waiters = new Map<string, Array<() => void>>();

  /** Resolves when the call with this tool_use id has started. */
  whenStarted(id: string): Promise<void> {
    if (this.started.has(id)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.set(id, [...(this.waiters.get(id) ?? []), resolve]));
  }

  mark(id: string): void {
    this.started.set(id, performance.now());
    for (const wake of this.waiters.get(id) ?? []) wake();
    this.waiters.delete(id);
  }
}

const mark = (log: ToolLog, id: string) => log.mark(id);

function abortable(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new Error('aborted'));
    }, { once: true });
  });
}

export function fakeTools(log: ToolLog): AnyTool[] {
  return [
    defineTool({
      name: 'Peek',
      description: 'Read a file of the workspace.',
      input: z.object({ path: z.string(), ms: z.number().optional() }),
      class: 'read',
      policyKind: 'read',
      paths: (i) => [i.path],
      summarize: (i) => i.path,
      async run(input, ctx) {
        mark(log, ctx.toolUseId);
        try {
          const gate = log.gates.get(ctx.toolUseId);
          if (gate) await gate;
          if (input.ms) await abortable(input.ms, ctx.signal);
          return readFileSync(path.join(ctx.cwd, input.path), 'utf8');
        } finally {
          log.finished.set(ctx.toolUseId, performance.now());
        }
      },
    }),
    defineTool({
      name: 'Put',
      description: 'Write a file of the workspace.',
      input: z.object({ path: z.string(), text: z.string() }),
      class: 'serial-mutation',
      policyKind: 'edit',
      paths: (i) => [i.path],
      summarize: (i) => i.path,
      async run(input, ctx) {
        mark(log, ctx.toolUseId);
        writeFileSync(path.join(ctx.cwd, input.path), input.text);
        log.writes.push(input.path);
        log.finished.set(ctx.toolUseId, performance.now());
        return `wrote ${input.text.length} chars to ${input.path}`;
      },
    }),
    defineTool({
      name: 'Leak',
      description: 'Print the environment (test tool that leaks a token).',
      input: z.object({}),
      class: 'read',
      policyKind: 'other',
      async run(_input, ctx) {
        mark(log, ctx.toolUseId);
        return `TOKEN=${LEAKED_SECRET}\nok`;
      },
    }),
  ];
}

export interface AgentHarness {
  cwd: string;
  outDir: string;
  log: ToolLog;
  tools: AnyTool[];
  executor: Executor;
  events: MarshalEvent[];
  redactor: Redactor;
  client(overrides?: Parameters<typeof createAnthropicClient>[0] extends infer O ? Partial<O> : never): ModelClient;
  run(overrides?: Partial<RunAgentOptions> & { transcriptPath?: string }): Promise<AgentResult>;
}

export function agentHarness(
  api: FakeMessagesApi,
  opts: { permission?: PermissionHook; files?: Record<string, string>; extraTools?: (log: ToolLog) => AnyTool[] } = {},
): AgentHarness {
  const cwd = tmpDir();
  const outDir = tmpDir('marshal-agent-out-');
  for (const [name, text] of Object.entries(opts.files ?? { 'a.txt': 'alpha\n', 'b.txt': 'beta\n' })) writeFileSync(path.join(cwd, name), text);
  const log = new ToolLog();
  const tools = [...fakeTools(log), ...(opts.extraTools?.(log) ?? [])];
  const events: MarshalEvent[] = [];
  const redactor = new Redactor();
  redactor.add(FAKE_API_KEY);
  const executor = createExecutor({
    registry: new ToolRegistry(tools),
    cwd,
    emit: (e) => events.push(e),
    exec: runCommand,
    spillDir: path.join(outDir, 'spill'),
    ...(opts.permission ? { permission: opts.permission } : {}),
  });
  const client = (overrides = {}) =>
    createAnthropicClient({ apiKey: FAKE_API_KEY, baseURL: api.url, model: 'claude-sonnet-5-5', retry: { baseDelayMs: 20, maxDelayMs: 100 }, ...overrides });
  return {
    cwd,
    outDir,
    log,
    tools,
    executor,
    events,
    redactor,
    client,
    async run(overrides = {}) {
      const { transcriptPath, ...rest } = overrides;
      const transcript = transcriptPath ? new TranscriptWriter(transcriptPath, redactor) : undefined;
      try {
        return await runAgent({
          client: client(),
          executor,
          tools,
          system: { repository: 'octo/demo', policyDescription: 'Allowed: Peek, Put, Leak.' },
          task: 'Do the thing.',
          limits: { maxTurns: 10, timeoutMs: 60_000 },
          emit: (e) => events.push(e),
          runId: 'run-1',
          redactor,
          ...(transcript ? { transcript } : {}),
          ...rest,
        });
      } finally {
        await transcript?.close();
      }
    },
  };
}

export const toolEnds = (events: MarshalEvent[]) => events.filter((e): e is Extract<MarshalEvent, { type: 'tool_end' }> => e.type === 'tool_end');
export const ofType = <T extends MarshalEvent['type']>(events: MarshalEvent[], type: T) => events.filter((e): e is Extract<MarshalEvent, { type: T }> => e.type === type);
