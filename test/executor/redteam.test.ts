/**
 * Red-team regressions for the executor: model input of every shape, tools and hooks that
 * misbehave (throw odd values, return odd values, never answer), cancellation, duplicate ids, and
 * where truncated output is persisted.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { ToolCall } from '../../src/executor/index.js';
import { defineTool } from '../../src/tools/tool.js';
import { call, deferred, endOf, fakeTool, harness, Recorder, tmp, within } from './fake-tools.js';

const writeLike = (name = 'Write', paths?: (input: { file_path: string }) => unknown) =>
  defineTool({
    name,
    description: 'write',
    input: z.object({ file_path: z.string() }),
    class: 'serial-mutation',
    policyKind: 'edit',
    paths: (paths ?? ((input: { file_path: string }) => [input.file_path])) as (input: { file_path: string }) => string[],
    async run(input) {
      return `wrote ${input.file_path}`;
    },
  });

const never = () => new Promise<never>(() => {});

describe('model input of every shape', () => {
  test('non-object inputs, wrong types and unknown names are error results; nothing runs', async () => {
    const rec = new Recorder();
    const h = harness([fakeTool({ name: 'Read', recorder: rec }), writeLike()]);
    const calls: ToolCall[] = [
      call('s', 'Write', 'src/a.ts'),
      call('a', 'Write', ['src/a.ts']),
      call('n', 'Write', null),
      call('u', 'Write', undefined),
      call('num', 'Write', 42),
      call('t', 'Write', { file_path: 7 }),
      call('j', 'Write', { __invalid_json: '{"file_path": "x' }),
      call('p', '__proto__', {}),
      call('c', 'constructor', {}),
      call('sp', 'Wr ite', {}),
      { id: 'nn', name: 123 as unknown as string, input: {} },
    ];
    const { results } = await h.executor.executeBatch(calls);
    expect(results.map((r) => r.tool_use_id)).toEqual(calls.map((c) => c.id));
    expect(results.every((r) => r.is_error)).toBe(true);
    expect(results[0]?.content).toMatch(/^Invalid input for Write/);
    expect(results[7]?.content).toMatch(/^Unknown tool "__proto__"/);
    expect(rec.log).toEqual([]);
  });

  test('extra fields are ignored, odd casing and surrounding whitespace resolve to the tool', async () => {
    const h = harness([writeLike()]);
    const { results } = await h.executor.executeBatch([
      call('1', ' write ', { file_path: 'a.txt', mode: 'rwx', __proto__: { polluted: true } }),
      call('2', 'WRITE', { file_path: 'b.txt' }),
    ]);
    expect(results.map((r) => r.content)).toEqual(['wrote a.txt', 'wrote b.txt']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('a tool whose paths() returns something that is not a list of strings is denied, not run', async () => {
    const ran: string[] = [];
    const weird = (name: string, paths: (input: { file_path: string }) => unknown) =>
      defineTool({ ...writeLike(name, paths), async run() { ran.push(name); return 'ran'; } });
    const h = harness([weird('Undef', () => undefined), weird('Num', () => [42]), weird('Str', () => '.git/config')]);
    const { results } = await h.executor.executeBatch([
      call('1', 'Undef', { file_path: 'a' }), call('2', 'Num', { file_path: 'a' }), call('3', 'Str', { file_path: 'a' }),
    ]);
    expect(results.map((r) => r.is_error)).toEqual([true, true, true]);
    expect(['1', '2', '3'].map((id) => endOf(h.events, id).verdict)).toEqual(['denied', 'denied', 'denied']);
    expect(ran).toEqual([]);
  });
});

describe('tools that misbehave', () => {
  test('throwing non-Error values, returning undefined/null/numbers: every call gets a result', async () => {
    const tool = (name: string, run: () => unknown) =>
      defineTool({ name, description: name, input: z.object({}), class: 'read', policyKind: 'other', run: run as never });
    const h = harness([
      tool('ThrowString', () => { throw 'plain string'; }),
      tool('ThrowNull', () => { throw null; }),
      tool('ThrowUndefined', () => Promise.reject(undefined)),
      tool('ReturnUndefined', () => undefined),
      tool('ReturnNull', async () => null),
      tool('ReturnNumber', () => 7),
      tool('ReturnObject', () => ({ content: 5, isError: 'yes' })),
      tool('ReturnCircular', () => { const o: Record<string, unknown> = {}; o.self = o; return o; }),
    ]);
    const names = ['ThrowString', 'ThrowNull', 'ThrowUndefined', 'ReturnUndefined', 'ReturnNull', 'ReturnNumber', 'ReturnObject', 'ReturnCircular'];
    const { results } = await within(h.executor.executeBatch(names.map((n) => call(n, n))), 5000, 'batch');
    expect(results.map((r) => r.tool_use_id)).toEqual(names);
    expect(results.slice(0, 3).every((r) => r.is_error)).toBe(true);
    expect(results[0]?.content).toBe('Error: ThrowString failed: plain string');
    for (const r of results) expect(typeof r.content).toBe('string');
    for (const n of names) endOf(h.events, n);
  });

  test('a tool that never settles gets a timeout result; later mutations still run', async () => {
    const hang = defineTool({ name: 'Hang', description: 'h', input: z.object({}), class: 'serial-mutation', policyKind: 'other', run: never });
    const h = harness([hang, writeLike()], { timeoutMs: 200 });
    const { results } = await within(h.executor.executeBatch([call('1', 'Hang'), call('2', 'Write', { file_path: 'x' })]), 5000, 'batch');
    expect(results[0]?.content).toMatch(/^Timed out: Hang did not finish within 200 ms/);
    expect(results[1]?.content).toBe('wrote x');
  });
});

describe('permission checks and hooks that never answer', () => {
  test('a hung permission check does not survive cancellation: every call gets a result, promptly', async () => {
    const h = harness([writeLike(), fakeTool({ name: 'Read' })], { permission: never, timeoutMs: 0 });
    const controller = new AbortController();
    const batch = h.executor.executeBatch([call('w', 'Write', { file_path: 'a' }), call('r', 'Read')], controller.signal);
    setTimeout(() => controller.abort(), 100);
    // Before the fix the permission step was not raced against the signal: close() never resolved.
    const { results } = await within(batch, 3000, 'cancelled batch');
    expect(results.map((r) => r.tool_use_id)).toEqual(['w', 'r']);
    expect(results.every((r) => r.is_error)).toBe(true);
  });

  test('a permission check that does not answer within the call timeout denies (and frees the serial pool)', async () => {
    let first = true;
    const h = harness([writeLike()], {
      timeoutMs: 200,
      permission: () => {
        if (first) {
          first = false;
          return never();
        }
        return { decision: 'allow', rule: 'Write', reason: 'ok' };
      },
    });
    const { results } = await within(
      h.executor.executeBatch([call('1', 'Write', { file_path: 'a' }), call('2', 'Write', { file_path: 'b' })]),
      3000,
      'batch',
    );
    expect(endOf(h.events, '1').verdict).toBe('denied');
    expect(results[0]?.content).toMatch(/permission check did not answer within 200 ms/);
    expect(results[1]?.content).toBe('wrote b');
  });

  test('a pre-hook that never answers denies; a post-hook that never answers marks the result failed', async () => {
    const pre = harness([writeLike()], { timeoutMs: 200, preHooks: [never] });
    const a = await within(pre.executor.executeBatch([call('1', 'Write', { file_path: 'a' })]), 3000, 'pre');
    expect(a.results[0]?.content).toMatch(/^Denied by hook: a pre-tool hook did not answer within 200 ms/);
    const post = harness([writeLike()], { timeoutMs: 200, postHooks: [never] });
    const b = await within(post.executor.executeBatch([call('1', 'Write', { file_path: 'a' })]), 3000, 'post');
    expect(b.results[0]?.is_error).toBe(true);
    expect(b.results[0]?.content).toMatch(/^wrote a\n\[post-tool hook failed: it did not answer within 200 ms\]/);
  });
});

describe('cancellation', () => {
  test('abort mid-batch across classes: one result per call, in emission order', async () => {
    const rec = new Recorder();
    const gate = deferred();
    const h = harness([
      fakeTool({ name: 'Read', recorder: rec, gates: new Map([['r1', gate.promise]]) }),
      fakeTool({ name: 'Edit', class: 'serial-mutation', recorder: rec }),
      fakeTool({ name: 'Par', class: 'concurrent-mutation', recorder: rec }),
    ]);
    const controller = new AbortController();
    const ids = ['r1', 'e1', 'p1', 'r2', 'e2'];
    const batch = h.executor.executeBatch(
      [call('r1', 'Read'), call('e1', 'Edit'), call('p1', 'Par'), call('r2', 'Read'), call('e2', 'Edit')],
      controller.signal,
    );
    setTimeout(() => controller.abort(), 50);
    const { results } = await within(batch, 3000, 'batch');
    expect(results.map((r) => r.tool_use_id)).toEqual(ids);
    expect(ids.map((id) => endOf(h.events, id).verdict)).toEqual(['cancelled', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(rec.started('e1')).toBe(false);
  });
});

describe('redaction covers every outcome', () => {
  const redact = (text: string) => text.replaceAll('sk-ant-SECRET', '[REDACTED]');

  test('a timeout quotes partial output without post-hooks: the redact option still applies', async () => {
    const leaky = defineTool({
      name: 'Leaky', description: 'l', input: z.object({}), class: 'serial-mutation', policyKind: 'other',
      async run(_input, ctx) {
        ctx.onProgress('found sk-ant-SECRET');
        ctx.onUpdate('token=sk-ant-SECRET\n');
        return never();
      },
    });
    const h = harness([leaky], { timeoutMs: 150, redact, postHooks: [(_c, o) => ({ content: redact(o.content) })] });
    const { results } = await h.executor.executeBatch([call('1', 'Leaky')]);
    expect(endOf(h.events, '1').verdict).toBe('timeout');
    expect(results[0]?.content).toContain('token=[REDACTED]');
    expect(JSON.stringify(h.events)).not.toContain('sk-ant-SECRET');
  });

  test('spilled full output is redacted too; a throwing redactor withholds the text', async () => {
    const big = `${'x\n'.repeat(5000)}sk-ant-SECRET\n`;
    const h = harness([fakeTool({ name: 'Cat', result: () => big })], { redact });
    const { results } = await h.executor.executeBatch([call('1', 'Cat')]);
    expect(results[0]?.content).toContain('[REDACTED]');
    expect(readFileSync(endOf(h.events, '1').fullOutputPath as string, 'utf8')).not.toContain('sk-ant-SECRET');
    const broken = harness([fakeTool({ name: 'Cat', result: () => 'sk-ant-SECRET' })], { redact: () => { throw new Error('sk-ant-SECRET'); } });
    const out = await broken.executor.executeBatch([call('2', 'Cat')]);
    expect(out.results[0]?.content).toMatch(/^\[output withheld: redaction failed/);
    expect(JSON.stringify(broken.events)).not.toContain('sk-ant-SECRET');
  });
});

describe('where truncated output goes', () => {
  const big = Array.from({ length: 5000 }, (_, i) => `line ${i + 1} secret-ish`).join('\n');

  test('two calls with the same tool_use id keep separate spill files', async () => {
    const h = harness([fakeTool({ name: 'Cat', result: (input) => `${String(input.text)}\n${big}` })]);
    const { results } = await h.executor.executeBatch([
      call('dup', 'Cat', { text: 'FIRST' }),
      call('dup', 'Cat', { text: 'SECOND' }),
    ]);
    const paths = h.events.filter((e) => e.type === 'tool_end').map((e) => (e as { fullOutputPath?: string }).fullOutputPath as string);
    expect(new Set(paths).size).toBe(2);
    const contents = paths.map((p) => readFileSync(p, 'utf8').split('\n')[0]).sort();
    expect(contents).toEqual(['FIRST', 'SECOND']);
    for (const [i, r] of results.entries()) expect(r.content).toContain(`full output saved to ${paths[i]}`);
  });

  test('a symlink planted at the spill name is not written through', async () => {
    const spillDir = path.join(tmp('marshal-spill-rt-'), 'spill');
    mkdirSync(spillDir, { recursive: true });
    const victim = path.join(tmp('marshal-victim-'), 'victim.txt');
    writeFileSync(victim, 'untouched\n');
    symlinkSync(victim, path.join(spillDir, 'toolu_x.txt'));
    const h = harness([fakeTool({ name: 'Cat', result: () => big })], { spillDir });
    const { results } = await h.executor.executeBatch([call('toolu_x', 'Cat')]);
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    const saved = endOf(h.events, 'toolu_x').fullOutputPath as string;
    expect(saved).not.toBe(path.join(spillDir, 'toolu_x.txt'));
    expect(readFileSync(saved, 'utf8')).toBe(big);
    expect(results[0]?.content).toContain(saved);
  });

  test('the spill directory is owner-only and spill files are 0600', async () => {
    const h = harness([fakeTool({ name: 'Cat', result: () => big })]);
    await h.executor.executeBatch([call('toolu_m', 'Cat')]);
    expect(statSync(h.spillDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(h.spillDir, 'toolu_m.txt')).mode & 0o777).toBe(0o600);
  });

  test('a non-string tool_use id still yields a result and its tool_end', async () => {
    const h = harness([fakeTool({ name: 'Cat', result: () => big })]);
    const weird = { id: 12345 as unknown as string, name: 'Cat', input: {} };
    const { results } = await h.executor.executeBatch([weird]);
    expect(results[0]?.content).toContain('full output saved to');
    expect(h.events.filter((e) => e.type === 'tool_end')).toHaveLength(1);
    expect(readdirSync(h.spillDir)).toEqual(['12345.txt']);
  });
});
