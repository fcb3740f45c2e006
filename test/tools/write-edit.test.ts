import { chmodSync, existsSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { editTool } from '../../src/tools/edit.js';
import { writeTool } from '../../src/tools/write.js';
import { makeContext, runTool, tempDir, writeTree } from './tool-harness.js';

const read = (ws: string, rel: string) => readFileSync(path.join(ws, rel), 'utf8');

describe('Write', () => {
  test('creates parent directories and says it created the file', async () => {
    const ws = tempDir();
    const out = await runTool(writeTool, { file_path: 'deep/new/dir/f.txt', content: 'a\nb\n' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).toBe('Created deep/new/dir/f.txt (2 lines)');
    expect(read(ws, 'deep/new/dir/f.txt')).toBe('a\nb\n');
    expect(out.details?.diff).toContain('--- /dev/null');
    expect(out.details?.diff).toContain('+a');
  });

  test('overwriting reports the change with a unified diff and keeps the file mode', async () => {
    const ws = tempDir();
    writeTree(ws, { 'run.sh': '#!/bin/sh\necho old\n' });
    chmodSync(path.join(ws, 'run.sh'), 0o755);
    const out = await runTool(writeTool, { file_path: 'run.sh', content: '#!/bin/sh\necho new\n' }, makeContext(ws));
    expect(out.content).toContain('Overwrote run.sh (2 lines; +1 -1)');
    expect(out.details?.diff).toBe('--- a/run.sh\n+++ b/run.sh\n@@ -1,2 +1,2 @@\n #!/bin/sh\n-echo old\n+echo new\n');
    expect(read(ws, 'run.sh')).toBe('#!/bin/sh\necho new\n');
    expect(statSync(path.join(ws, 'run.sh')).mode & 0o777).toBe(0o755);
  });

  test('refuses a directory target and protected directories', async () => {
    const ws = tempDir();
    writeTree(ws, { 'src/a.ts': '' });
    const dir = await runTool(writeTool, { file_path: 'src', content: 'x' }, makeContext(ws));
    expect(dir.isError).toBe(true);
    const gitHook = await runTool(writeTool, { file_path: '.git/hooks/pre-commit', content: 'evil' }, makeContext(ws));
    expect(gitHook.isError).toBe(true);
    expect(gitHook.content).toContain('.git/');
    expect(existsSync(path.join(ws, '.git/hooks/pre-commit'))).toBe(false);
    const deps = await runTool(writeTool, { file_path: 'node_modules/pkg/index.js', content: 'evil' }, makeContext(ws));
    expect(deps.isError).toBe(true);
  });

  test('refuses .. and absolute paths outside; writes absolute paths inside', async () => {
    const ws = tempDir();
    const outsideDir = tempDir('marshal-outside-');
    const rel = path.relative(ws, path.join(outsideDir, 'x.txt'));
    const dotdot = await runTool(writeTool, { file_path: rel, content: 'x' }, makeContext(ws));
    expect(dotdot.isError).toBe(true);
    expect(existsSync(path.join(outsideDir, 'x.txt'))).toBe(false);
    const abs = await runTool(writeTool, { file_path: path.join(outsideDir, 'y.txt'), content: 'x' }, makeContext(ws));
    expect(abs.isError).toBe(true);
    const inside = await runTool(writeTool, { file_path: path.join(ws, 'in.txt'), content: 'ok' }, makeContext(ws));
    expect(inside.isError).toBe(false);
    expect(read(ws, 'in.txt')).toBe('ok');
  });
});

describe('Edit', () => {
  test('replaces a unique string and shows a small diff', async () => {
    const ws = tempDir();
    const body = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    writeTree(ws, { 'a.txt': body });
    const out = await runTool(editTool, { file_path: 'a.txt', old_string: 'line 10\n', new_string: 'line ten\n' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.content).toContain('Edited a.txt: 1 replacement (first at line 10; +1 -1)');
    expect(out.content).toContain('@@ -8,5 +8,5 @@');
    expect(out.content).toContain('-line 10\n+line ten');
    expect(out.details?.diff).toContain('@@ -7,7 +7,7 @@');
    expect(read(ws, 'a.txt')).toBe(body.replace('line 10\n', 'line ten\n'));
  });

  test('ambiguous old_string is refused with the count and line numbers', async () => {
    const ws = tempDir();
    writeTree(ws, { 'a.ts': 'let x = 1;\nfoo();\nlet y = 2;\nfoo();\nfoo();\n' });
    const out = await runTool(editTool, { file_path: 'a.ts', old_string: 'foo();', new_string: 'bar();' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('occurs 3 times');
    expect(out.content).toContain('lines 2, 4, 5');
    expect(read(ws, 'a.ts')).toContain('foo();');
  });

  test('replace_all changes every occurrence', async () => {
    const ws = tempDir();
    writeTree(ws, { 'a.ts': 'foo();\nfoo();\nbar(foo);\n' });
    const out = await runTool(editTool, { file_path: 'a.ts', old_string: 'foo', new_string: 'qux', replace_all: true }, makeContext(ws));
    expect(out.content).toContain('3 replacements');
    expect(read(ws, 'a.ts')).toBe('qux();\nqux();\nbar(qux);\n');
  });

  test('no match is an error with a whitespace hint pointing at the near match', async () => {
    const ws = tempDir();
    writeTree(ws, { 'a.py': 'def f():\n\treturn 1\n' });
    const out = await runTool(editTool, { file_path: 'a.py', old_string: 'def f():\n    return 1', new_string: 'x' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('not found');
    expect(out.content).toContain('line 1');
    expect(out.content).toMatch(/whitespace/);
    const none = await runTool(editTool, { file_path: 'a.py', old_string: 'nothing like it', new_string: 'x' }, makeContext(ws));
    expect(none.content).toMatch(/whitespace and indentation/);
  });

  test('identical strings are refused', async () => {
    const ws = tempDir();
    writeTree(ws, { 'a.txt': 'same\n' });
    const out = await runTool(editTool, { file_path: 'a.txt', old_string: 'same', new_string: 'same' }, makeContext(ws));
    expect(out.isError).toBe(true);
    expect(out.content).toContain('identical');
  });

  test('a CRLF file stays CRLF and keeps its BOM when the model edits in \\n text', async () => {
    const ws = tempDir();
    writeTree(ws, { 'win.cs': '\uFEFFclass A\r\n{\r\n    int x;\r\n}\r\n' });
    const out = await runTool(
      editTool,
      { file_path: 'win.cs', old_string: '{\n    int x;\n}', new_string: '{\n    int x;\n    int y;\n}' },
      makeContext(ws),
    );
    expect(out.isError).toBe(false);
    expect(read(ws, 'win.cs')).toBe('\uFEFFclass A\r\n{\r\n    int x;\r\n    int y;\r\n}\r\n');
    expect(out.details?.diff).toContain('+    int y;\n');
    expect(out.details?.diff).not.toContain('\r');
  });

  test('binary files, missing files and empty old_string on a non-empty file are errors', async () => {
    const ws = tempDir();
    writeTree(ws, { 'bin.dat': Buffer.from([1, 0, 2]), 'full.txt': 'content\n' });
    expect((await runTool(editTool, { file_path: 'bin.dat', old_string: 'a', new_string: 'b' }, makeContext(ws))).content).toContain('binary');
    expect((await runTool(editTool, { file_path: 'nope.txt', old_string: 'a', new_string: 'b' }, makeContext(ws))).content).toContain('not found');
    const empty = await runTool(editTool, { file_path: 'full.txt', old_string: '', new_string: 'b' }, makeContext(ws));
    expect(empty.isError).toBe(true);
    expect(read(ws, 'full.txt')).toBe('content\n');
  });

  test('empty old_string creates a new file', async () => {
    const ws = tempDir();
    const out = await runTool(editTool, { file_path: 'new/file.txt', old_string: '', new_string: 'hello\n' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(read(ws, 'new/file.txt')).toBe('hello\n');
  });

  test('a replacement containing $& is inserted literally', async () => {
    const ws = tempDir();
    writeTree(ws, { 'a.js': 'x = 1;\n' });
    await runTool(editTool, { file_path: 'a.js', old_string: 'x = 1;', new_string: "x = '$&$1';" }, makeContext(ws));
    expect(read(ws, 'a.js')).toBe("x = '$&$1';\n");
  });

  test('editing through a symlink to a file inside edits the target', async () => {
    const ws = tempDir();
    writeTree(ws, { 'real.txt': 'one\n' });
    symlinkSync(path.join(ws, 'real.txt'), path.join(ws, 'link.txt'));
    const out = await runTool(editTool, { file_path: 'link.txt', old_string: 'one', new_string: 'two' }, makeContext(ws));
    expect(out.isError).toBe(false);
    expect(out.details?.paths).toEqual(['real.txt']);
    expect(read(ws, 'real.txt')).toBe('two\n');
  });
});
