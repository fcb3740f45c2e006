/**
 * The executor: the single entry point through which the agent loop (and sub-agents, via fork)
 * runs tool calls. It owns the resolved settings and the admission pools; each batch is a
 * BatchDispatch over them, and each call goes through the pipeline in call-pipeline.ts.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { EventSink, MarshalEvent } from '../shared/events.js';
import { createPools, forkPools, type ExecutorPools } from './admission.js';
import type { PipelineContext, PipelineSettings } from './pipeline-context.js';
import { BatchDispatch } from './dispatch.js';
import { normalizeStrategy } from './routing.js';
import { DEFAULT_MAX_CHARS, DEFAULT_MAX_LINES } from './truncate.js';
import type { BatchOutcome, ConcurrencyLimits, Dispatch, Executor, ExecutorOptions, Strategy, ToolCall } from './types.js';

const DEFAULT_TIMEOUT_MS = 120_000;

interface ExecutorState {
  settings: PipelineSettings;
  pools: ExecutorPools;
  strategy: Strategy;
  getSteering: (() => string | null | undefined) | undefined;
  concurrency: ConcurrencyLimits;
}

/** A consumer that throws must not take a tool call (or the batch) down with it. */
function guardedSink(emit: EventSink): EventSink {
  return (event: MarshalEvent) => {
    try {
      emit(event);
    } catch (error) {
      process.stderr.write(`marshal: event consumer failed on ${event.type}: ${String(error)}\n`);
    }
  };
}

/** Wraps the configured redactor so that a failing one withholds text instead of leaking it. */
function safeRedactor(redact: ((text: string) => string) | undefined): (text: string) => string {
  if (!redact) return (text) => text;
  return (text) => {
    try {
      const out = redact(text);
      return typeof out === 'string' ? out : '[output withheld: the redactor did not return text]';
    } catch (error) {
      return `[output withheld: redaction failed: ${error instanceof Error ? error.name : 'error'}]`;
    }
  };
}

/**
 * The workspace root as a realpath: protected-path checks compare realpaths, so a root reached
 * through a symlink (macOS /tmp, a symlinked checkout) must be resolved the same way.
 */
function workspaceRoot(cwd: string): string {
  if (typeof cwd !== 'string' || !path.isAbsolute(cwd)) {
    throw new TypeError(`Executor cwd must be an absolute path, got ${JSON.stringify(cwd)}`);
  }
  try {
    return realpathSync.native(cwd);
  } catch {
    return path.resolve(cwd);
  }
}

function makeExecutor(state: ExecutorState): Executor {
  const context: PipelineContext = { settings: state.settings, pools: state.pools };
  const executor: Executor = {
    begin(signal?: AbortSignal): Dispatch {
      return new BatchDispatch(context, state.strategy, state.getSteering, signal);
    },

    async executeBatch(calls: readonly ToolCall[], signal?: AbortSignal): Promise<BatchOutcome> {
      const dispatch = executor.begin(signal);
      for (const call of calls) dispatch.push(call);
      return dispatch.close();
    },

    fork(overrides = {}): Executor {
      const settings: PipelineSettings = {
        ...state.settings,
        ...(overrides.emit ? { emit: guardedSink(overrides.emit) } : {}),
        // A sub-agent may turn plan mode on for itself but never off: a parent in plan mode must
        // not be able to mutate the workspace through a child it starts.
        planMode: state.settings.planMode || overrides.planMode === true,
      };
      return makeExecutor({
        settings,
        pools: forkPools(state.pools.serial, state.concurrency, settings.registry),
        strategy: overrides.strategy ? normalizeStrategy(overrides.strategy) : state.strategy,
        getSteering: 'getSteering' in overrides ? overrides.getSteering : state.getSteering,
        concurrency: state.concurrency,
      });
    },
  };
  return executor;
}

/**
 * Builds an executor. Configuration errors (relative cwd, missing spillDir, non-positive widths,
 * a bad batched size) throw here, at construction, never later during a call.
 *
 * Without a `permission` hook every call that passes validation is allowed by the policy step;
 * the engine always passes the policy, and plan mode and protected paths apply regardless.
 */
export function createExecutor(options: ExecutorOptions): Executor {
  if (!options.spillDir || typeof options.spillDir !== 'string') {
    throw new TypeError('Executor spillDir must be a directory path');
  }
  const concurrency: ConcurrencyLimits = { ...(options.concurrency ?? {}) };
  const settings: PipelineSettings = {
    registry: options.registry,
    cwd: workspaceRoot(options.cwd),
    emit: guardedSink(options.emit),
    exec: options.exec,
    env: { ...(options.env ?? {}) },
    permission: options.permission,
    canRead: options.canRead ?? (() => true),
    planMode: options.planMode === true,
    preHooks: [...(options.preHooks ?? [])],
    postHooks: [...(options.postHooks ?? [])],
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    output: {
      maxChars: options.output?.maxChars ?? DEFAULT_MAX_CHARS,
      maxLines: options.output?.maxLines ?? DEFAULT_MAX_LINES,
    },
    spillDir: path.resolve(options.spillDir),
    redact: safeRedactor(options.redact),
  };
  return makeExecutor({
    settings,
    pools: createPools(concurrency, options.registry),
    strategy: normalizeStrategy(options.strategy),
    getSteering: options.getSteering,
    concurrency,
  });
}
