// Policy hooks end to end through `node dist/index.js`: a pre hook vetoes an Edit (shown like a
// denial), a post hook's output reaches the model, and the hooks run where tools run.
import { afterEach, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const POLICY = `version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(npm test)
hooks:
  pre:
    - match: "Edit(src/greet.js)"
      command: "echo 'src/greet.js is frozen until the release' >&2; exit 1"
  post:
    - match: "Bash(npm test)"
      command: "node -e 'let s=\\"\\";process.stdin.on(\\"data\\",d=>s+=d).on(\\"end\\",()=>console.log(\\"hook saw \\"+JSON.parse(s).input.command+\\" as uid \\"+process.getuid()))'"
`;

test('a pre hook vetoes an Edit like a denial; a post hook appends what it printed', async () => {
  current = await runScenario({
    policy: POLICY,
    inputs: { fail_on_deny: 'false' },
    responses: [
      toolMessage([tool('t1', 'Edit', { file_path: 'src/greet.js', old_string: 'Hello', new_string: 'Hi' })]),
      toolMessage([tool('t2', 'Bash', { command: 'npm test' })]),
      textMessage('Could not edit; tests ran.'),
    ],
  });
  const s = current;
  expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
  expect(s.run.outputs.denied_count).toBe('1');
  const second = JSON.stringify(s.api.requests[1]?.body.messages);
  expect(second).toMatch(/vetoed by the pre-tool hook .*src\/greet\.js is frozen until the release/);
  const third = JSON.stringify(s.api.requests[2]?.body.messages);
  expect(third).toMatch(/post-tool hook .*hook saw npm test as uid \d+/);
  // Where the sandbox is enforced the hook ran as the sandbox user, not as Marshal.
  if (/Sandbox: enforced/.test(s.run.stdout)) expect(third).not.toMatch(/as uid 0\b/);
  expect(s.commentBodies.at(-1)).toMatch(/frozen until the release/);
  expect(s.commentBodies.at(-1)).not.toContain("'Hi'");
});
