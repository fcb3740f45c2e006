import { describe, expect, test } from 'vitest';
import type { MarshalEvent } from '../../src/shared/events.js';
import { renderFinalReport, renderJobSummary } from '../../src/report/index.js';
import { callEvents, context, fileDiff, record, runEnd, structure, turn, type CallSpec } from './run-builder.js';

const GITHUB_LIMIT = 65_536;

/** A diff of `files` files of about `perFile` characters each. */
function bigDiff(files: number, perFile: number): string {
  const parts: string[] = [];
  for (let f = 0; f < files; f++) {
    const line = `+line of file ${f} ${'x'.repeat(60)}`;
    const lines = Array.from({ length: Math.ceil(perFile / (line.length + 1)) }, () => line);
    parts.push(fileDiff(`src/file-${String(f).padStart(4, '0')}.ts`, lines));
  }
  return parts.join('');
}

function manyCalls(n: number): MarshalEvent[] {
  const specs: CallSpec[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 1000 === 7) {
      specs.push({ name: 'Bash', summary: `git push origin main --force #${i}`, verdict: 'denied', rule: 'Bash(git push:*)', reason: `push ${i} denied by policy` });
    } else {
      specs.push({ name: i % 2 ? 'Read' : 'Bash', summary: `step ${i} | with pipe`, content: `output of ${i}\n`.repeat(20), exitCode: i % 2 ? undefined : 0 });
    }
  }
  return [{ type: 'turn_start', turn: 1 }, ...specs.flatMap(callEvents), { type: 'turn_end', turn: 1, stopReason: 'tool_use', usage: { input_tokens: 1, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 } }];
}

describe('final report budget', () => {
  test('10,000 calls, a 5 MB diff and 1 MB outputs fit in one comment with outcome and denials', () => {
    const huge = 'y'.repeat(1_000_000);
    const events = [
      ...manyCalls(10_000),
      ...turn(2, [
        { name: 'Bash', summary: 'cat big.log', content: huge, exitCode: 0 },
        { name: 'Bash', summary: 'cat other.log', content: `${'`'.repeat(2000)}\n${huge}`, exitCode: 1, verdict: 'failed', reason: 'exit code 1' },
      ]),
      runEnd({ conclusion: 'limit', reason: 'max turns reached', finalText: huge }),
    ];
    const diff = bigDiff(500, 10_000);
    expect(diff.length).toBeGreaterThan(5_000_000);
    const started = Date.now();
    const body = renderFinalReport(record(events), context({ diff, diffStat: ' 500 files changed\n'.repeat(2000) }));
    expect(Date.now() - started).toBeLessThan(20_000);

    expect(body.length).toBeLessThanOrEqual(GITHUB_LIMIT);
    expect(body.length).toBeLessThanOrEqual(65_000);
    expect(body).toContain('### ⚠️ Marshal stopped at a limit — max turns reached');
    expect(body).toContain('**10,002 tool calls**');
    expect(body).toContain('#### ⛔ Denied (10)');
    for (let k = 0; k < 10; k++) expect(body).toContain(`push ${k * 1000 + 7} denied by policy`);
    // The table keeps its first rows and counts the rest.
    expect(body).toMatch(/\| 1 \| Bash \|/);
    expect(body).toMatch(/_… [\d,]+ more calls not listed here; see the full log\._/);
    // The diff is shortened per file, with a note naming what is missing and where the rest is.
    expect(body).toContain('✂️ The diff was shortened to fit this comment:');
    expect(body).toContain('diff --git a/src/file-0000.ts b/src/file-0000.ts');
    expect(body).toMatch(/not shown: `src\/file-\d{4}\.ts`.* and [\d,]+ more files\./);
    expect(body).toContain('The full diff is the `diff_path` step output of [the job run](http://127.0.0.1:9/acme/app/actions/runs/42).');
    expect(body).not.toContain('/tmp/marshal/');
    const s = structure(body);
    expect(s.unclosedFence).toBe(false);
    expect(s.openDetails).toBe(0);
  });

  test('a huge diff alone gets most of the budget and is cut inside a file with a note', () => {
    const diff = bigDiff(3, 1_000_000);
    const body = renderFinalReport(record([...turn(1, [{ name: 'Edit', summary: 'src/a.ts' }]), runEnd()]), context({ diff }));
    expect(body.length).toBeLessThanOrEqual(65_000);
    expect(body.length).toBeGreaterThan(50_000);
    expect(body).toMatch(/⋯ truncated: [\d,]+ of [\d,]+ lines of src\/file-0000\.ts not shown/);
    expect(body).toContain('cut `src/file-0000.ts`;');
    expect(body).toContain('not shown: `src/file-0001.ts`, `src/file-0002.ts`.');
    expect(structure(body).unclosedFence).toBe(false);
  });

  test('large outputs shrink per call while every call keeps its details block', () => {
    const calls: CallSpec[] = Array.from({ length: 20 }, (_, i) => ({ name: 'Bash', summary: `run ${i}`, content: `start ${i}\n${'z'.repeat(100_000)}\nend ${i}`, exitCode: 0 }));
    const body = renderFinalReport(record([...turn(1, calls), runEnd()]), context());
    expect(body.length).toBeLessThanOrEqual(65_000);
    expect(body.match(/<details><summary>#\d+ /g)).toHaveLength(20);
    // Head and tail of each output survive (the tail is where failures usually are).
    expect(body).toContain('start 19');
    expect(body).toContain('end 19');
    expect(body).toMatch(/characters omitted/);
  });

  test('when details do not all fit, failed and denied calls are kept first', () => {
    const calls: CallSpec[] = Array.from({ length: 300 }, (_, i) =>
      i === 250
        ? { name: 'Bash', summary: 'npm test', verdict: 'failed', reason: 'exit code 1', content: 'THE FAILURE', exitCode: 1 }
        : { name: 'Read', summary: `f${i}.ts`, content: 'r'.repeat(5000) },
    );
    const body = renderFinalReport(record([...turn(1, calls), runEnd()]), context());
    expect(body.length).toBeLessThanOrEqual(65_000);
    expect(body).toContain('THE FAILURE');
    expect(body).toMatch(/_Details of [\d,]+ calls omitted to fit; see the full log\._/);
  });

  test('a small maxChars is honoured and keeps the essentials', () => {
    const events = [...manyCalls(2_000), runEnd({ conclusion: 'failure', reason: 'boom' })];
    for (const maxChars of [1_000, 3_000, 10_000]) {
      const body = renderFinalReport(record(events), context({ diff: bigDiff(5, 50_000) }), { maxChars });
      expect(body.length).toBeLessThanOrEqual(maxChars);
      expect(body).toContain('### ❌ Marshal failed — boom');
      expect(body).toContain('Denied (2)');
    }
  });

  test('the job summary uses a larger budget than the comment', () => {
    const events = [...manyCalls(3_000), runEnd()];
    const ctx = context({ diff: bigDiff(20, 50_000) });
    const comment = renderFinalReport(record(events), ctx);
    const summary = renderJobSummary(record(events), ctx);
    expect(comment.length).toBeLessThanOrEqual(65_000);
    expect(summary.length).toBeGreaterThan(comment.length * 5);
    expect(summary.length).toBeLessThanOrEqual(900_000);
  });
});
