// Sub-agents end to end through `node dist/index.js`: two Task calls in one response run two
// sub-agents in parallel under the same policy; their calls appear nested under their Task rows in
// the comment, and their cost counts against max_cost_usd (here it is what exhausts the budget).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { POLICY, runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const firstMessage = (r: { body: Record<string, unknown> }) => JSON.stringify((r.body.messages as unknown[])[0]);

test('two parallel Task sub-agents: calls nested under their Task, cost counted against max_cost_usd', async () => {
  // Each sub-agent's final answer costs $1.20 (400k input tokens at $3/MTok): both finish, and the
  // run's $2 budget is then spent, so the parent stops with a limit before its next request.
  const costly = { input_tokens: 400_000, output_tokens: 10 };
  current = await runScenario({
    policy: POLICY.replace('allow:\n', 'allow:\n  - Task\n'),
    inputs: { max_cost_usd: '2' },
    responses: [
      toolMessage([
        tool('t1', 'Task', { description: 'read greet', prompt: 'SUB-READ: summarise src/greet.js' }),
        tool('t2', 'Task', { description: 'edit greet', prompt: 'SUB-EDIT: make the greeting friendlier' }),
      ]),
      textMessage('never requested'),
    ],
    routes: {
      'SUB-READ': [toolMessage([tool('r1', 'Read', { file_path: 'src/greet.js' })]), textMessage('greet returns Hello, name!', costly)],
      'SUB-EDIT': [
        toolMessage([tool('e1', 'Edit', { file_path: 'src/greet.js', old_string: 'Hello, ${name}!', new_string: 'Hello there, ${name}!' })]),
        textMessage('Made it friendlier.', costly),
      ],
    },
  });
  const s = current;
  expect(s.api.failures).toEqual([]);
  expect(s.run.outputs.conclusion, s.run.stdout + s.run.stderr).toBe('limit');
  // Parent 1 + two requests per sub-agent; the parent's second request never happened.
  expect(s.api.requests).toHaveLength(5);
  expect(s.api.requests.filter((r) => firstMessage(r).includes('SUB-READ'))).toHaveLength(2);
  expect(s.api.requests.filter((r) => firstMessage(r).includes('SUB-EDIT'))).toHaveLength(2);
  expect(Number(s.run.outputs.cost_usd)).toBeGreaterThan(2);
  expect(s.run.outputs.tool_calls).toBe('4');
  expect(readFileSync(path.join(s.repo.workspace, 'src', 'greet.js'), 'utf8')).toContain('Hello there, ${name}!');

  const report = s.commentBodies.at(-1) ?? '';
  expect(report).toMatch(/cost budget/);
  // Rows in order: each sub-agent's call indented right after its own Task.
  const rows = report.split('\n').filter((l) => /^\| \d+ \|/.test(l));
  expect(rows.map((r) => r.split('|')[2]?.trim())).toEqual(['Task', '↳ Read', 'Task', '↳ Edit']);
});
