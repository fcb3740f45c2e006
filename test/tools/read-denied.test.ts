// "What is denied for Read stays unseen through every tool": a real git work tree, the real
// policy, the real executor and tools. A git-ignored src/.env.local is Read-denied by
// `Read(.env*)` and Edit-allowed by `Edit(src/**)`; its password must reach no tool result, no
// diff, no event, and the file must stay as it was.
import { linkSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { MarshalEvent } from '../../src/shared/events.js';
import { runCommand } from '../../src/exec.js';
import { createExecutor } from '../../src/executor/index.js';
import { loadPolicy, policyPermission, type Policy } from '../../src/policy/index.js';
import { createBuiltinRegistry } from '../../src/tools/builtins.js';
import { editTool } from '../../src/tools/edit.js';
import { writeTool } from '../../src/tools/write.js';
import { git, makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

const SECRET = 'hunter2-s3cr3t';
const ENV = `PASSWORD=${SECRET}\nX=1\n`;
const POLICY = 'version: 1\nallow: [Read, "Edit(src/**)"]\ndeny: ["Read(.env*)"]\n';

let ws: string;
let policy: Policy;
beforeAll(async () => {
  ws = tempDir('marshal-read-denied-');
  await git(ws, 'init', '-q');
  writeTree(ws, { '.gitignore': '.env*\n', 'src/a.ts': 'export const a = 1;\n', 'src/.env.local': ENV });
  symlinkSync('.env.local', path.join(ws, 'src', 'env-link.ts'));
  await git(ws, 'add', '.gitignore', 'src/a.ts');
  await git(ws, 'commit', '-qm', 'init');
  policy = await loadPolicy({ cwd: ws, text: POLICY });
});

/** Runs the calls through the executor the way a run does; returns results and tool_end events. */
async function execute(calls: { name: string; input: unknown }[]) {
  const events: MarshalEvent[] = [];
  const executor = createExecutor({
    registry: createBuiltinRegistry(),
    cwd: ws,
    emit: (e) => events.push(e),
    exec: runCommand,
    permission: policyPermission(policy),
    canRead: (rel) => policy.canRead(rel),
    spillDir: mkdirSpill(),
  });
  const { results } = await executor.executeBatch(calls.map((c, i) => ({ id: `t${i}`, ...c })));
  const ends = events.flatMap((e) => (e.type === 'tool_end' ? [e] : []));
  return { results, ends, all: JSON.stringify(events) };
}

function mkdirSpill(): string {
  const dir = path.join(os.tmpdir(), `marshal-spill-${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

describe('Edit and Write of a Read-denied file are denied before anything is read', () => {
  test('Edit, a guessing Edit, Write over it, Write of a new denied name, and both through a symlink', async () => {
    const { results, ends, all } = await execute([
      { name: 'Edit', input: { file_path: 'src/.env.local', old_string: 'X=1', new_string: 'X=2' } },
      { name: 'Edit', input: { file_path: 'src/.env.local', old_string: 'PASSWORD=wrong-guess', new_string: 'y' } },
      { name: 'Write', input: { file_path: 'src/.env.local', content: 'PASSWORD=\n' } },
      { name: 'Write', input: { file_path: 'src/.env.new', content: 'x\n' } },
      { name: 'Edit', input: { file_path: 'src/env-link.ts', old_string: 'X=1', new_string: 'X=2' } },
      { name: 'Write', input: { file_path: 'src/env-link.ts', content: '' } },
    ]);
    for (const [i, result] of results.entries()) {
      expect(result.is_error, `call ${i}`).toBe(true);
      expect(result.content).toMatch(/does not let the agent read src\/(\.env\.local|\.env\.new|env-link\.ts)/);
      expect(ends[i]).toMatchObject({ verdict: 'denied', isError: true });
    }
    // The link is named with what it resolves to, so the refusal is understandable.
    expect(results[4]!.content).toContain('it resolves to src/.env.local');
    // The guessed old_string is not confirmed or refuted: the same refusal as a right guess.
    expect(results[1]!.content).toBe(results[0]!.content);
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain('"diff"');
    expect(readFileSync(path.join(ws, 'src/.env.local'), 'utf8')).toBe(ENV);
    expect(() => readFileSync(path.join(ws, 'src/.env.new'))).toThrow();
  });

  test('an allowed file is still edited, with its diff', async () => {
    const { results } = await execute([{ name: 'Edit', input: { file_path: 'src/a.ts', old_string: 'a = 1', new_string: 'a = 2' } }]);
    expect(results[0]).toMatchObject({ is_error: false });
    expect(results[0]!.content).toContain('+export const a = 2;');
    writeFileSync(path.join(ws, 'src/a.ts'), 'export const a = 1;\n');
  });

  test('the tools refuse on their own (no permission step): no content in the error, file untouched', async () => {
    const ctx = makeContext(ws, { canRead: (rel) => policy.canRead(rel) });
    const missing = await runTool(editTool, { file_path: 'src/.env.local', old_string: 'PASSWORD=nope', new_string: 'x' }, ctx);
    expect(missing.isError).toBe(true);
    expect(missing.content).not.toContain(SECRET);
    expect(missing.content).not.toMatch(/line \d/);
    const write = await runTool(writeTool, { file_path: 'src/.env.local', content: '' }, ctx);
    expect(write.isError).toBe(true);
    expect(write.details).toBeUndefined();
    // The refusal is the precheck's text: one code path for the run and for explain.
    expect(write.content).toBe(writeTool.precheck!({ file_path: 'src/.env.local', content: '' }, ctx));
    expect(readFileSync(path.join(ws, 'src/.env.local'), 'utf8')).toBe(ENV);
  });

  test('a hard link to the denied file is refused before Edit reads it (no not-found oracle)', async () => {
    const dir = tempDir();
    writeTree(dir, { '.env': ENV });
    linkSync(path.join(dir, '.env'), path.join(dir, 'copy.txt'));
    const out = await runTool(editTool, { file_path: 'copy.txt', old_string: 'PASSWORD=guess', new_string: 'x' }, makeContext(dir, { canRead: (rel) => rel !== '.env' }));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('hard links');
    expect(out.content).not.toContain('not found');
  });
});

describe('reading tools keep the denied file unseen (regression guards)', () => {
  test('Grep, Glob and LS skip it; Read of it or of a symlink to it is denied', async () => {
    const { results, all } = await execute([
      { name: 'Grep', input: { pattern: 'PASSWORD', output_mode: 'content' } },
      { name: 'Grep', input: { pattern: 'PASSWORD', path: 'src', output_mode: 'content', '-C': 3 } },
      { name: 'Glob', input: { pattern: '**/.env*' } },
      { name: 'LS', input: { path: 'src' } },
      { name: 'Read', input: { file_path: 'src/env-link.ts' } },
      { name: 'Read', input: { file_path: 'src/.env.local' } },
      { name: 'Grep', input: { pattern: 'PASSWORD', path: 'src/.env.local' } },
    ]);
    expect(all).not.toContain(SECRET);
    expect(results[2]!.content).toMatch(/^No files match/);
    expect(results[3]!.content).not.toContain('.env.local');
    for (const i of [4, 5, 6]) expect(results[i]).toMatchObject({ is_error: true });
    expect(results[4]!.content).toContain('Read(.env*)');
  });
});
