import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { PermissionHook, PostToolHook, PreToolHook } from '../../src/executor/index.js';
import { defineTool } from '../../src/tools/tool.js';
import { call, endOf, fakeTool, harness, tmp } from './fake-tools.js';

const readTool = (trace: string[] = []) =>
  defineTool({
    name: 'Read',
    aliases: ['fs_read'],
    description: 'read',
    input: z.object({ file_path: z.string(), limit: z.number().int().optional() }),
    class: 'read',
    policyKind: 'read',
    paths: (input) => [input.file_path],
    summarize: (input) => `read ${input.file_path}`,
    async run(input) {
      trace.push('run');
      return `contents of ${input.file_path}`;
    },
  });

const writeTool = (trace: string[] = []) =>
  defineTool({
    name: 'Write',
    description: 'write',
    input: z.object({ file_path: z.string(), content: z.string() }),
    class: 'serial-mutation',
    policyKind: 'edit',
    paths: (input) => [input.file_path],
    async run(input) {
      trace.push('run');
      return { content: `wrote ${input.file_path}`, details: { paths: [input.file_path] } };
    },
  });

/** Hooks and a permission function that record when they are reached. */
function tracing(trace: string[], decide: 'allow' | 'deny' = 'allow') {
  const permission: PermissionHook = (req) => {
    trace.push(`permission:${req.tool.name}`);
    return decide === 'allow'
      ? { decision: 'allow', rule: `${req.tool.name}`, reason: 'allowed by rule' }
      : { decision: 'deny', rule: `${req.tool.name}(secret/**)`, reason: 'secret files are off limits' };
  };
  const pre: PreToolHook = () => {
    trace.push('pre');
  };
  const post: PostToolHook = () => {
    trace.push('post');
  };
  return { permission, preHooks: [pre], postHooks: [post] };
}

describe('pipeline: resolution and validation', () => {
  test('unknown tool -> invalid result listing the available tools; nothing else runs', async () => {
    const trace: string[] = [];
    const h = harness([readTool(trace), writeTool(trace)], tracing(trace));
    const { results } = await h.executor.executeBatch([call('1', 'Frobnicate', {})]);
    expect(results[0]).toEqual({
      type: 'tool_result',
      tool_use_id: '1',
      content: 'Unknown tool "Frobnicate". Available tools: Read, Write.',
      is_error: true,
    });
    expect(trace).toEqual([]);
    expect(endOf(h.events, '1')).toMatchObject({ verdict: 'invalid', name: 'Frobnicate', isError: true });
    expect(h.events.find((e) => e.type === 'tool_start')).toMatchObject({ id: '1', class: null });
  });

  test('a huge unknown tool name is quoted shortened, not echoed whole', async () => {
    const h = harness([readTool([])]);
    const { results } = await h.executor.executeBatch([call('1', 'X'.repeat(5000), {})]);
    expect(results[0]?.content).toBe(`Unknown tool "${'X'.repeat(80)}…". Available tools: Read.`);
  });

  test('aliases resolve case-insensitively to the canonical tool', async () => {
    const h = harness([readTool()]);
    const { results } = await h.executor.executeBatch([call('1', 'FS_READ', { file_path: 'a.txt' })]);
    expect(results[0]?.content).toBe('contents of a.txt');
    expect(endOf(h.events, '1').name).toBe('Read');
  });

  test('unparseable JSON input -> validation error; permission is never consulted', async () => {
    const trace: string[] = [];
    const h = harness([readTool(trace)], tracing(trace));
    const { results } = await h.executor.executeBatch([call('1', 'Read', { __invalid_json: '{"file_path": "a' })]);
    expect(results[0]?.is_error).toBe(true);
    expect(results[0]?.content).toContain('Invalid input for Read: the arguments are not valid JSON');
    expect(results[0]?.content).toContain('{\\"file_path\\": \\"a');
    expect(trace).toEqual([]);
    expect(endOf(h.events, '1').verdict).toBe('invalid');
  });

  test('schema errors name the field path and the expectation; permission never reached', async () => {
    const trace: string[] = [];
    const h = harness([readTool(trace)], tracing(trace));
    const { results } = await h.executor.executeBatch([
      call('1', 'Read', {}),
      call('2', 'Read', { file_path: 'a', limit: 1.5 }),
    ]);
    expect(results[0]?.content).toBe(
      'Invalid input for Read: file_path: expected string, received undefined. Fix the input and call the tool again.',
    );
    expect(results[1]?.content).toContain('limit: expected int');
    expect(trace).toEqual([]);
  });

  test('summary comes from summarize(), else short JSON of the input', async () => {
    const h = harness([readTool(), fakeTool({ name: 'Plain' })]);
    await h.executor.executeBatch([call('1', 'Read', { file_path: 'src/a.ts' }), call('2', 'Plain', { text: 'x'.repeat(500) })]);
    expect(endOf(h.events, '1').summary).toBe('read src/a.ts');
    const plain = endOf(h.events, '2').summary;
    expect(plain.startsWith('{"text":"xxx')).toBe(true);
    expect(plain.length).toBeLessThanOrEqual(120);
  });
});

describe('pipeline: permission, plan mode, protected paths, hooks', () => {
  test('steps run in order: permission -> pre-hooks -> run -> post-hooks', async () => {
    const trace: string[] = [];
    const h = harness([readTool(trace)], tracing(trace));
    const { results } = await h.executor.executeBatch([call('1', 'Read', { file_path: 'a.txt' })]);
    expect(results[0]?.is_error).toBe(false);
    expect(trace).toEqual(['permission:Read', 'pre', 'run', 'post']);
    expect(endOf(h.events, '1')).toMatchObject({ verdict: 'ok', rule: null });
  });

  test('policy denial carries rule and reason; pre-hooks and the tool never run', async () => {
    const trace: string[] = [];
    const h = harness([readTool(trace)], tracing(trace, 'deny'));
    const { results } = await h.executor.executeBatch([call('1', 'Read', { file_path: 'secret/key' })]);
    expect(results[0]).toMatchObject({ is_error: true, content: 'Denied by policy: secret files are off limits' });
    expect(trace).toEqual(['permission:Read']);
    expect(endOf(h.events, '1')).toMatchObject({
      verdict: 'denied',
      denialSource: 'policy',
      rule: 'Read(secret/**)',
      reason: 'secret files are off limits',
    });
  });

  test('a permission hook that throws or answers nonsense denies (fail closed)', async () => {
    const trace: string[] = [];
    const throwing = harness([readTool(trace)], { permission: () => { throw new Error('policy engine exploded'); } });
    const a = await throwing.executor.executeBatch([call('1', 'Read', { file_path: 'a' })]);
    expect(a.results[0]?.content).toBe('Denied by policy: the permission check failed: policy engine exploded');
    const weird = harness([readTool(trace)], { permission: () => ({ decision: 'maybe' }) as never });
    const b = await weird.executor.executeBatch([call('1', 'Read', { file_path: 'a' })]);
    expect(endOf(weird.events, '1').verdict).toBe('denied');
    expect(b.results[0]?.is_error).toBe(true);
    expect(trace).toEqual([]);
  });

  test('plan mode denies every non-read call after the policy allowed it; reads still run', async () => {
    const trace: string[] = [];
    const h = harness([readTool(trace), writeTool(trace)], { ...tracing(trace), planMode: true });
    const { results } = await h.executor.executeBatch([
      call('r', 'Read', { file_path: 'a' }),
      call('w', 'Write', { file_path: 'a', content: 'x' }),
    ]);
    expect(results[0]?.is_error).toBe(false);
    expect(results[1]?.content).toBe('Denied: plan mode allows only read-only tools; Write is serial-mutation');
    expect(endOf(h.events, 'w')).toMatchObject({ verdict: 'denied', denialSource: 'plan-mode' });
    expect(trace).toEqual(['permission:Read', 'pre', 'run', 'post', 'permission:Write']);
  });

  test('protected paths and paths outside the workspace are denied for writes, whatever the policy says', async () => {
    const trace: string[] = [];
    const outside = tmp('marshal-outside-');
    const h = harness([readTool(trace), writeTool(trace)], tracing(trace));
    mkdirSync(path.join(h.cwd, 'src'));
    symlinkSync(outside, path.join(h.cwd, 'src', 'escape'));
    const targets = ['.git/hooks/pre-commit', 'pkg/node_modules/x/index.js', '.husky/pre-push', '../sibling.txt', outside + '/a', 'src/escape/a', '~/x'];
    const { results } = await h.executor.executeBatch([
      ...targets.map((file_path, i) => call(`w${i}`, 'Write', { file_path, content: 'x' })),
      call('ok', 'Write', { file_path: 'src/fine.ts', content: 'x' }),
      call('r', 'Read', { file_path: '.git/config' }),
    ]);
    targets.forEach((_, i) => {
      const end = endOf(h.events, `w${i}`);
      expect(end.verdict).toBe('denied');
      expect(end.denialSource).toBe('protected-path');
      expect(results[i]?.content).toContain('not overridable by policy');
    });
    expect(results[0]?.content).toContain('inside .git/');
    expect(results[1]?.content).toContain('inside node_modules/');
    expect(results[5]?.content).toContain('through a symlink');
    expect(results[targets.length]?.is_error).toBe(false);
    // Reads are not subject to the protected-path step (the policy governs them).
    expect(results[targets.length + 1]?.content).toBe('contents of .git/config');
    expect(trace.filter((t) => t === 'run')).toHaveLength(2);
  });

  test('a pre-hook veto denies with its reason; post-hooks and the tool never run', async () => {
    const trace: string[] = [];
    const h = harness([readTool(trace)], {
      permission: () => ({ decision: 'allow', rule: 'Read', reason: 'ok' }),
      preHooks: [() => { trace.push('pre1'); return { veto: 'frozen during release' }; }, () => { trace.push('pre2'); }],
      postHooks: [() => { trace.push('post'); }],
    });
    const { results } = await h.executor.executeBatch([call('1', 'Read', { file_path: 'a' })]);
    expect(results[0]?.content).toBe('Denied by hook: frozen during release');
    expect(endOf(h.events, '1')).toMatchObject({ verdict: 'denied', denialSource: 'hook', reason: 'frozen during release' });
    expect(trace).toEqual(['pre1']);
  });

  test('a throwing pre-hook denies; a throwing post-hook turns the result into an error', async () => {
    const trace: string[] = [];
    const pre = harness([readTool(trace)], { preHooks: [async () => { throw new Error('hook crashed'); }] });
    const a = await pre.executor.executeBatch([call('1', 'Read', { file_path: 'a' })]);
    expect(a.results[0]?.content).toBe('Denied by hook: a pre-tool hook failed: hook crashed');
    expect(trace).toEqual([]);
    const post = harness([readTool(trace)], { postHooks: [() => { throw new Error('lint crashed'); }] });
    const b = await post.executor.executeBatch([call('1', 'Read', { file_path: 'a' })]);
    expect(b.results[0]).toMatchObject({ is_error: true, content: 'contents of a\n[post-tool hook failed: lint crashed]' });
    expect(endOf(post.events, '1').verdict).toBe('failed');
  });

  test('post-hooks may amend content and isError, in order, and see the earlier amendment', async () => {
    const seen: string[] = [];
    const h = harness([readTool()], {
      postHooks: [
        (_call, outcome) => ({ content: `${outcome.content}\nlint: 2 problems` }),
        (_call, outcome) => {
          seen.push(outcome.content);
          return { isError: true };
        },
      ],
    });
    const { results } = await h.executor.executeBatch([call('1', 'Read', { file_path: 'a' })]);
    expect(seen).toEqual(['contents of a\nlint: 2 problems']);
    expect(results[0]).toMatchObject({ content: 'contents of a\nlint: 2 problems', is_error: true });
    expect(endOf(h.events, '1').verdict).toBe('failed');
  });
});

describe('pipeline: running and result mapping', () => {
  test('string and ToolOutput returns map to results; details reach the event only', async () => {
    const h = harness([
      writeTool(),
      fakeTool({ name: 'Fails', result: () => ({ content: 'exit 2', isError: true, details: { exitCode: 2 } }) }),
    ]);
    const { results } = await h.executor.executeBatch([
      call('w', 'Write', { file_path: 'a.txt', content: 'x' }),
      call('f', 'Fails'),
    ]);
    expect(results[0]).toEqual({ type: 'tool_result', tool_use_id: 'w', content: 'wrote a.txt', is_error: false });
    expect(endOf(h.events, 'w').details).toEqual({ paths: ['a.txt'] });
    expect(results[1]).toMatchObject({ content: 'exit 2', is_error: true });
    expect(endOf(h.events, 'f')).toMatchObject({ verdict: 'failed', details: { exitCode: 2 } });
  });

  test('thrown errors, sync or async, become is_error results, never throws', async () => {
    const h = harness([
      defineTool({
        name: 'Boom', description: 'x', input: z.object({}), class: 'read', policyKind: 'other',
        run() { throw new TypeError('sync boom'); },
      }),
      fakeTool({ name: 'Later', result: async () => { throw new Error('async boom'); } }),
    ]);
    const { results } = await h.executor.executeBatch([call('1', 'Boom'), call('2', 'Later')]);
    expect(results[0]).toMatchObject({ is_error: true, content: 'Error: Boom failed: sync boom' });
    expect(results[1]).toMatchObject({ is_error: true, content: 'Error: Later failed: async boom' });
    expect(endOf(h.events, '1').verdict).toBe('failed');
  });

  test('post-hooks see thrown errors too (the tool ran) but not timeouts', async () => {
    const seen: string[] = [];
    const h = harness([
      fakeTool({ name: 'Later', result: async () => { throw new Error('async boom'); } }),
      fakeTool({ name: 'Hang', ignoreSignal: true, delayMs: 20_000 }),
    ], { timeoutMs: 100, postHooks: [(c, outcome) => { seen.push(`${c.id}:${outcome.isError}:${outcome.content}`); }] });
    await h.executor.executeBatch([call('1', 'Later'), call('2', 'Hang')]);
    expect(seen).toEqual(['1:true:Error: Later failed: async boom']);
    expect(endOf(h.events, '2').verdict).toBe('timeout');
  });

  test('progress and partial output become events between tool_start and tool_end; late ones are dropped', async () => {
    let late: (() => void) | undefined;
    const h = harness([
      fakeTool({
        name: 'Grep',
        result: (_input, ctx) => {
          ctx.onProgress('Searching 3 files');
          ctx.onUpdate('a.ts:1: match');
          late = () => ctx.onProgress('too late');
          return 'a.ts:1: match';
        },
      }),
    ]);
    await h.executor.executeBatch([call('g', 'Grep')]);
    late?.();
    expect(h.events.map((e) => e.type)).toEqual(['tool_start', 'tool_progress', 'tool_update', 'tool_end']);
    expect(h.events[1]).toEqual({ type: 'tool_progress', id: 'g', name: 'Grep', text: 'Searching 3 files' });
    expect(h.events[2]).toEqual({ type: 'tool_update', id: 'g', name: 'Grep', partial: 'a.ts:1: match' });
  });

  test('the tool context carries the realpath workspace, the child signal, env and canRead', async () => {
    const seen: Record<string, unknown> = {};
    const h = harness([
      fakeTool({
        name: 'Ctx',
        result: (_input, ctx) => {
          Object.assign(seen, { cwd: ctx.cwd, id: ctx.toolUseId, timeoutMs: ctx.timeoutMs, env: ctx.env, canEnv: ctx.canRead('.env'), aborted: ctx.signal.aborted });
          return 'ok';
        },
      }),
    ], { env: { FOO: 'bar' }, canRead: (rel) => !rel.startsWith('.env'), timeoutMs: 5000 });
    await h.executor.executeBatch([call('c1', 'Ctx')]);
    expect(seen).toEqual({ cwd: h.cwd, id: 'c1', timeoutMs: 5000, env: { FOO: 'bar' }, canEnv: false, aborted: false });
  });
});
