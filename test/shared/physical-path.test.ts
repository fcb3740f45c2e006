// What the policy checks is what the tool opens: `link/..` is the parent of the link's TARGET
// (as the kernel resolves it), for the decision and for the read alike.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadPolicy } from '../../src/policy/index.js';
import { readTool } from '../../src/tools/read.js';
import { resolveInWorkspace } from '../../src/shared/workspace-paths.js';
import { makeContext, runTool, tempDir } from '../tools/tool-harness.js';

test('a denied file reached as link/.. is neither allowed by the policy nor opened by Read', async () => {
  const ws = tempDir();
  mkdirSync(path.join(ws, 'src'));
  mkdirSync(path.join(ws, 'pub', 'a', 'b'), { recursive: true });
  writeFileSync(path.join(ws, 'src', 'config.secret'), 'PASSWORD=hunter2\n');
  writeFileSync(path.join(ws, 'pub', 'a', 'config.secret'), 'public\n');
  symlinkSync('../pub/a/b', path.join(ws, 'src', 'link'));
  const requested = 'src/link/../config.secret';
  // The kernel reads pub/a/config.secret; a lexical resolver would read src/config.secret.
  expect(resolveInWorkspace(ws, requested).rel).toBe('pub/a/config.secret');
  const policy = await loadPolicy({ cwd: ws, text: 'version: 1\nallow: [Read]\ndeny: ["Read(src/config.secret)"]\n', source: 'p' });
  const decision = policy.decide({ tool: 'Read', kind: 'read', input: { file_path: requested }, paths: [requested] });
  expect(decision.decision).toBe('allow');
  const read = await runTool(readTool, { file_path: requested }, makeContext(ws));
  expect(read.content).toContain('public');
  expect(read.content).not.toContain('hunter2');
});
