// Policy hooks with real bash: what they receive, how they veto, what they append, and that a
// hanging hook ends at its timeout.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { runCommand } from '../../src/exec.js';
import { createPolicyHooks } from '../../src/hooks/policy-hooks.js';
import { loadPolicy, PolicyError } from '../../src/policy/index.js';
import { bashTool } from '../../src/tools/bash.js';
import { editTool } from '../../src/tools/edit.js';

const cwd = mkdtempSync(path.join(os.tmpdir(), 'marshal-hooks-'));
const edit = (file: string) => ({ id: 'c1', tool: editTool as never, input: { file_path: file, old_string: 'a', new_string: 'b' } });
const bash = (command: string) => ({ id: 'c2', tool: bashTool as never, input: { command } });

test('a pre hook that exits non-zero vetoes a matching call with its stderr; other calls pass', async () => {
  const { pre } = createPolicyHooks({ pre: [{ match: 'Edit(src/**)', command: 'echo "no edits under src on Fridays" >&2; exit 3' }], post: [], cwd, exec: runCommand });
  expect(await pre[0]!(edit('src/a.ts'))).toEqual({ veto: expect.stringMatching(/no edits under src on Fridays/) });
  expect(await pre[0]!(edit('docs/a.md'))).toBeUndefined();
  expect(await pre[0]!(bash('npm test'))).toBeUndefined();
});

test('the call reaches the hook as JSON on stdin', async () => {
  const out = path.join(cwd, 'seen.json');
  const { pre } = createPolicyHooks({ pre: [{ match: '*', command: `cat > ${out}` }], post: [], cwd, exec: runCommand });
  expect(await pre[0]!(bash('npm test -- --grep x'))).toBeUndefined();
  expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({ event: 'pre', tool: 'Bash', id: 'c2', input: { command: 'npm test -- --grep x' } });
});

test('Bash patterns match the command words; a hook that hangs is ended at its timeout and vetoes', async () => {
  const { pre } = createPolicyHooks({ pre: [{ match: 'Bash(npm test:*)', command: 'sleep 10', timeout: 0.5 }], post: [], cwd, exec: runCommand });
  const started = Date.now();
  expect(await pre[0]!(bash('npm test --coverage'))).toEqual({ veto: expect.stringMatching(/did not finish within 0.5 s/) });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await pre[0]!(bash('npm run build'))).toBeUndefined();
});

test('a post hook appends its output (and a failing exit) to what the model sees, redacted', async () => {
  const { post } = createPolicyHooks({
    pre: [],
    post: [{ match: 'Edit', command: 'echo "lint: 2 problems, token ghp_secret"; exit 1' }],
    cwd,
    exec: runCommand,
    redact: (t) => t.replace('ghp_secret', '***'),
  });
  const amended = await post[0]!(edit('src/a.ts'), { content: 'Edited src/a.ts', isError: false });
  expect(amended).toEqual({ content: expect.stringContaining('Edited src/a.ts') });
  const content = (amended as { content: string }).content;
  expect(content).toMatch(/\[post-tool hook "echo .*" \(exit 1\)\]\nlint: 2 problems, token \*\*\*/);
  expect(await post[0]!(bash('ls'), { content: 'x', isError: false })).toBeUndefined();
});

test('hooks are validated with the policy: a bad match or an unknown key names where', async () => {
  const load = (hooks: string) => loadPolicy({ cwd, text: `version: 1\nallow: [Read]\nhooks:\n${hooks}`, source: 'p.yml' });
  await expect(load('  pre:\n    - { match: "Edt(src/**)", command: "true" }\n')).rejects.toThrow(/p\.yml: hooks\.pre\[0\]\.match: .*Edit/);
  await expect(load('  post:\n    - { match: "Edit", command: "true", timout: 3 }\n')).rejects.toThrow(PolicyError);
  const ok = await load('  post:\n    - { match: "Edit(src/**)", command: "npx eslint", timeout: 60 }\n');
  expect(ok.doc.hooks.post).toEqual([{ match: 'Edit(src/**)', command: 'npx eslint', timeout: 60 }]);
});
