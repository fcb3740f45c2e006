// Executor benchmark: batching overhead against the ideal (the critical path of the batch, from
// the tools' own measured durations in the same run) and the pure dispatch cost per call.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { runCommand } from '../src/exec.js';
import { createExecutor, type Strategy, type ToolCall } from '../src/executor/index.js';
import { ToolRegistry } from '../src/tools/registry.js';
import { defineTool, type AnyTool } from '../src/tools/tool.js';
import type { ToolClass } from '../src/shared/events.js';

const RATIO_TARGET = 1.15;
const OVERHEAD_TARGET_US = 50;

/** Tools that sleep `ms` and record how long they actually ran, by call id. */
function timedTools(durations: Map<string, number>): AnyTool[] {
  const make = (name: string, cls: ToolClass) =>
    defineTool({
      name,
      description: name,
      input: z.object({ ms: z.number() }),
      class: cls,
      policyKind: 'other',
      async run(input, ctx) {
        const t0 = performance.now();
        await new Promise((r) => setTimeout(r, input.ms));
        durations.set(ctx.toolUseId, performance.now() - t0);
        return 'ok';
      },
    });
  return [make('Read', 'read'), make('Write', 'serial-mutation')];
}

const noop = defineTool({
  name: 'Noop',
  description: 'does nothing',
  input: z.object({}),
  class: 'read',
  policyKind: 'other',
  run: async () => 'ok',
});

function executorFor(tools: AnyTool[], strategy: Strategy, spillDir: string, read = 10) {
  return createExecutor({
    registry: new ToolRegistry(tools),
    cwd: os.tmpdir(),
    emit: () => {},
    exec: runCommand,
    spillDir,
    strategy,
    concurrency: { read },
    permission: () => ({ decision: 'allow', rule: null, reason: 'bench' }),
  });
}

function report(label: string, value: number, target: number, unit: string, lowerIsBetter = true): void {
  const pass = lowerIsBetter ? value <= target : value >= target;
  console.log(`${label.padEnd(58)} ${value.toFixed(unit === 'x' ? 3 : 2)}${unit === 'x' ? '' : ` ${unit}`}  (target <= ${target}${unit === 'x' ? '' : ` ${unit}`})  ${pass ? 'PASS' : 'MISS'}`);
}

async function readsBench(spillDir: string, strategy: Strategy, label: string): Promise<void> {
  const durations = new Map<string, number>();
  const executor = executorFor(timedTools(durations), strategy, spillDir, 32);
  const calls: ToolCall[] = Array.from({ length: 32 }, (_, i) => ({ id: `r${i}`, name: 'Read', input: { ms: 50 } }));
  await executor.executeBatch(calls.slice(0, 4)); // warm-up
  durations.clear();
  const t0 = performance.now();
  await executor.executeBatch(calls);
  const elapsed = performance.now() - t0;
  const ideal = Math.max(...durations.values());
  console.log(`  32 x 50 ms reads, ${label}: ${elapsed.toFixed(1)} ms, longest call ${ideal.toFixed(1)} ms`);
  report(`(1) 32 reads ${label}: elapsed / longest call`, elapsed / ideal, RATIO_TARGET, 'x');
}

async function mixedBench(spillDir: string): Promise<void> {
  const durations = new Map<string, number>();
  const executor = executorFor(timedTools(durations), { kind: 'parallel' }, spillDir);
  const runs: { cls: ToolClass; ms: number[] }[] = [
    { cls: 'read', ms: [40, 55, 30, 60, 45, 35] },
    { cls: 'serial-mutation', ms: [25, 30] },
    { cls: 'read', ms: [50, 20, 65, 40, 30] },
    { cls: 'serial-mutation', ms: [35] },
    { cls: 'read', ms: [45, 55, 25, 35] },
  ];
  const calls: (ToolCall & { run: number })[] = [];
  runs.forEach((run, r) =>
    run.ms.forEach((ms, i) => calls.push({ id: `m${r}-${i}`, name: run.cls === 'read' ? 'Read' : 'Write', input: { ms }, run: r })),
  );
  await executor.executeBatch([{ id: 'warm', name: 'Read', input: { ms: 1 } }]);
  durations.clear();
  const t0 = performance.now();
  await executor.executeBatch(calls.map(({ id, name, input }) => ({ id, name, input })));
  const elapsed = performance.now() - t0;
  // The critical path: a concurrent run costs its longest call, a serial run the sum of its calls.
  const ideal = runs.reduce((sum, run, r) => {
    const measured = calls.filter((c) => c.run === r).map((c) => durations.get(c.id) ?? 0);
    return sum + (run.cls === 'read' ? Math.max(...measured) : measured.reduce((a, b) => a + b, 0));
  }, 0);
  console.log(`  mixed batch (6R 2W 5R 1W 4R): ${elapsed.toFixed(1)} ms, sum of class-run maxima ${ideal.toFixed(1)} ms`);
  report('(2) mixed batch: elapsed / sum of class-run maxima', elapsed / ideal, RATIO_TARGET, 'x');
}

async function overheadBench(spillDir: string): Promise<void> {
  const executor = executorFor([noop], { kind: 'parallel' }, spillDir);
  const N = 10_000;
  const calls: ToolCall[] = Array.from({ length: N }, (_, i) => ({ id: `n${i}`, name: 'Noop', input: {} }));
  await executor.executeBatch(calls.slice(0, 1000)); // warm-up (JIT)
  const t0 = performance.now();
  const { results } = await executor.executeBatch(calls);
  const elapsed = performance.now() - t0;
  if (results.length !== N || results.some((r) => r.is_error)) throw new Error('overhead bench: unexpected results');
  console.log(`  ${N} no-op calls in one batch: ${elapsed.toFixed(1)} ms`);
  report('(3) dispatch overhead per call (no-op tool)', (elapsed * 1000) / N, OVERHEAD_TARGET_US, 'µs/call');
}

export default async function executorBench(): Promise<void> {
  const spillDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'marshal-bench-')), 'spill');
  try {
    await readsBench(spillDir, { kind: 'parallel' }, 'parallel');
    await readsBench(spillDir, { kind: 'batched', size: 32 }, 'batched(32)');
    await mixedBench(spillDir);
    await overheadBench(spillDir);
  } finally {
    rmSync(path.dirname(spillDir), { recursive: true, force: true });
  }
}
