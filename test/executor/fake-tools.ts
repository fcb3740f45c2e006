/**
 * Object-literal fake tools for the executor tests: zod schemas, delays controlled by promises,
 * and a shared recorder of start/end order and how many calls were in flight at once.
 */
import { mkdtempSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { MarshalEvent, ToolClass } from '../../src/shared/events.js';
import { runCommand } from '../../src/exec.js';
import { createExecutor } from '../../src/executor/index.js';
import type { Executor, ExecutorOptions, ToolCall } from '../../src/executor/index.js';
import { ToolRegistry } from '../../src/tools/registry.js';
import { defineTool, type AnyTool, type ToolContext, type ToolOutput } from '../../src/tools/tool.js';

export const tmp = (prefix = 'marshal-executor-') => realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Records the order calls start and end, and the peak number in flight (overall and per tool). */
export class Recorder {
  readonly log: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  private readonly perTool = new Map<string, { now: number; max: number }>();

  enter(tool: string, id: string): void {
    this.log.push(`start:${id}`);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const t = this.perTool.get(tool) ?? { now: 0, max: 0 };
    t.now++;
    t.max = Math.max(t.max, t.now);
    this.perTool.set(tool, t);
  }

  leave(tool: string, id: string): void {
    this.log.push(`end:${id}`);
    this.inFlight--;
    const t = this.perTool.get(tool);
    if (t) t.now--;
  }

  maxOf(tool: string): number {
    return this.perTool.get(tool)?.max ?? 0;
  }

  started(id: string): boolean {
    return this.log.includes(`start:${id}`);
  }
}

export interface FakeToolSpec {
  name: string;
  class?: ToolClass;
  recorder?: Recorder;
  /** How long run() takes, from the input (`ms` field) or this default. */
  delayMs?: number;
  /** run() waits for this promise (keyed by call id) when present. */
  gates?: Map<string, Promise<unknown>>;
  /** When true run() never looks at its signal (the timeout must still win). */
  ignoreSignal?: boolean;
  paths?: (input: { path?: string }) => string[];
  result?: (input: Record<string, unknown>, ctx: ToolContext) => Promise<string | ToolOutput> | string | ToolOutput;
  summarize?: (input: Record<string, unknown>) => string;
}

const fakeInput = z.object({ path: z.string().optional(), ms: z.number().optional(), text: z.string().optional() });

function wait(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

export function fakeTool(spec: FakeToolSpec): AnyTool {
  return defineTool({
    name: spec.name,
    description: `fake ${spec.name}`,
    input: fakeInput,
    class: spec.class ?? 'read',
    policyKind: 'other',
    ...(spec.paths ? { paths: spec.paths } : {}),
    ...(spec.summarize ? { summarize: spec.summarize } : {}),
    async run(input, ctx) {
      spec.recorder?.enter(spec.name, ctx.toolUseId);
      try {
        const signal = spec.ignoreSignal ? null : ctx.signal;
        const gate = spec.gates?.get(ctx.toolUseId);
        if (gate) {
          await (signal
            ? Promise.race([gate, new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))])
            : gate);
        }
        const ms = input.ms ?? spec.delayMs ?? 0;
        if (ms > 0) await wait(ms, signal);
        if (spec.result) return await spec.result(input, ctx);
        return `${spec.name} ${ctx.toolUseId} done`;
      } finally {
        spec.recorder?.leave(spec.name, ctx.toolUseId);
      }
    },
  });
}

export interface Harness {
  executor: Executor;
  events: MarshalEvent[];
  cwd: string;
  spillDir: string;
}

export function harness(tools: AnyTool[], options: Partial<ExecutorOptions> = {}): Harness {
  const events: MarshalEvent[] = [];
  const cwd = options.cwd ?? tmp();
  const spillDir = options.spillDir ?? path.join(tmp('marshal-spill-'), 'spill');
  const executor = createExecutor({
    registry: new ToolRegistry(tools),
    cwd,
    emit: (event) => events.push(event),
    exec: runCommand,
    spillDir,
    ...options,
  });
  return { executor, events, cwd, spillDir };
}

export const call = (id: string, name: string, input: unknown = {}): ToolCall => ({ id, name, input });

export function endOf(events: MarshalEvent[], id: string) {
  const ends = events.filter((e): e is Extract<MarshalEvent, { type: 'tool_end' }> => e.type === 'tool_end' && e.id === id);
  if (ends.length !== 1) throw new Error(`expected exactly one tool_end for ${id}, got ${ends.length}`);
  return ends[0] as Extract<MarshalEvent, { type: 'tool_end' }>;
}

/** Fails the test instead of hanging it when `promise` does not settle within `ms`. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
