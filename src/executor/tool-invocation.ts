/**
 * Running the tool itself: a child AbortSignal per call (aborted by the timeout and by the batch's
 * cancellation), progress and partial output forwarded as events, and a race between the tool and
 * its signal so the executor answers on time even when a tool ignores the signal.
 *
 * A tool that ignores its signal keeps running in the background after we answer; its permits are
 * released regardless. Holding them would let one misbehaving tool stall every later call (for the
 * serial pool, across the whole agent tree). Tools that spawn processes do so through `exec`, which
 * kills the whole process group on the same signal, so in practice nothing survives the abort.
 */
import type { AnyTool, ToolContext } from '../tools/tool.js';
import type { PipelineContext } from './pipeline-context.js';
import { failed, type Outcome } from './call-outcome.js';

/**
 * `ok`: run() returned; `threw`: run() threw (post-hooks still see it, the tool did run);
 * `stopped`: the timeout or the batch's cancellation ended it (no post-hooks).
 */
export type Invocation =
  | { verdict: 'ok'; value: unknown }
  | { verdict: 'threw'; outcome: Outcome }
  | { verdict: 'stopped'; outcome: Outcome };

/** Partial output quoted in a timeout message, so the model sees how far the tool got. */
const PARTIAL_TAIL_CHARS = 2_000;

class ToolTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

function formatDuration(ms: number): string {
  return ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export async function invokeTool(
  ctx: PipelineContext,
  id: string,
  tool: AnyTool,
  input: unknown,
  batchSignal: AbortSignal,
): Promise<Invocation> {
  const { settings } = ctx;
  const controller = new AbortController();
  const onBatchAbort = () => controller.abort(batchSignal.reason);
  if (batchSignal.aborted) onBatchAbort();
  else batchSignal.addEventListener('abort', onBatchAbort, { once: true });

  let timedOut = false;
  const timeoutMs = tool.timeoutMs ?? settings.timeoutMs;
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new ToolTimeoutError(timeoutMs));
        }, timeoutMs)
      : undefined;

  // Progress after the call has ended would arrive after its tool_end; it is dropped.
  let open = true;
  let lastPartial = '';
  const toolCtx: ToolContext = {
    signal: controller.signal,
    cwd: settings.cwd,
    toolUseId: id,
    timeoutMs,
    exec: settings.exec,
    env: { ...settings.env },
    canRead: settings.canRead,
    onProgress: (text) => {
      if (open) settings.emit({ type: 'tool_progress', id, name: tool.name, text: settings.redact(String(text)) });
    },
    onUpdate: (partial) => {
      if (!open) return;
      lastPartial = String(partial);
      settings.emit({ type: 'tool_update', id, name: tool.name, partial: settings.redact(lastPartial) });
    },
  };

  let onStop!: () => void;
  const stopped = new Promise<'stopped'>((resolve) => {
    onStop = () => resolve('stopped');
    if (controller.signal.aborted) resolve('stopped');
    else controller.signal.addEventListener('abort', onStop, { once: true });
  });

  try {
    // `then` turns a synchronous throw inside run() into a rejection like any other.
    const running = Promise.resolve()
      .then(() => tool.run(input, toolCtx))
      .then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
    const first = await Promise.race([running, stopped]);
    if (first !== 'stopped' && !controller.signal.aborted) {
      if ('error' in first) {
        const message = first.error instanceof Error ? first.error.message : String(first.error);
        return { verdict: 'threw', outcome: failed(`${tool.name} failed: ${message}`) };
      }
      return { verdict: 'ok', value: first.value };
    }
    if (timedOut) {
      const partial = lastPartial ? `\nOutput before it was stopped:\n${lastPartial.slice(-PARTIAL_TAIL_CHARS)}` : '';
      const reason = `${tool.name} did not finish within ${formatDuration(timeoutMs)} and was stopped`;
      return {
        verdict: 'stopped',
        outcome: { verdict: 'timeout', content: `Timed out: ${reason}.${partial}`, isError: true, rule: null, reason },
      };
    }
    const reason = `the run was cancelled while ${tool.name} was running`;
    return {
      verdict: 'stopped',
      outcome: { verdict: 'cancelled', content: `Cancelled: ${reason}.`, isError: true, rule: null, reason },
    };
  } finally {
    open = false;
    if (timer) clearTimeout(timer);
    batchSignal.removeEventListener('abort', onBatchAbort);
    controller.signal.removeEventListener('abort', onStop);
  }
}
