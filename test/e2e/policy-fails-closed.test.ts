// A policy that cannot be read as written fails the run before the model is called: a rule naming
// an unknown tool (`Bahs(git push:*)` would deny nothing, and the push would run) or an unknown
// key. End to end through `node dist/index.js`, as the runner starts it.
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { sh } from './harness.js';
import { runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const PUSH = toolMessage([tool('t1', 'Bash', { command: 'git push origin HEAD:main' })]);

describe('a policy that fails closed', () => {
  test.each([
    ['a misspelt tool in a deny rule', 'version: 1\nallow: [Read, Bash]\ndeny: ["Bahs(git push:*)"]\n', 'deny[0]: "Bahs(git push:*)" names an unknown tool "Bahs"; did you mean Bash?'],
    ['a misspelt key', 'version: 1\nallow: [Read, Bash]\ndenny: ["Bash(git push:*)"]\n', '(top level): unknown key "denny"; did you mean "deny"?'],
  ])('%s: the step fails, the model is never called, nothing is pushed', async (_name, policy, message) => {
    current = await runScenario({ policy, responses: [PUSH] });
    const s = current;
    expect(s.run.code, s.run.stdout + s.run.stderr).not.toBe(0);
    expect(s.api.requests).toHaveLength(0);
    expect(s.run.stdout + s.run.stderr).toContain(message);
    expect(s.run.stdout).toMatch(/::error::/);
    const main = sh(s.repo.dir, ['--git-dir', s.repo.remote, 'rev-parse', 'main']).trim();
    expect(main).toBe(s.repo.baseSha);
  });

  test('the same policy spelt right runs, and its deny rule holds', async () => {
    current = await runScenario({
      policy: 'version: 1\nallow: [Read, Bash]\ndeny: ["Bash(git push:*)"]\n',
      responses: [PUSH, textMessage('Could not push.')],
    });
    const s = current;
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    expect(s.api.requests).toHaveLength(2);
    expect(JSON.stringify(s.api.requests[1]?.body)).toContain('Bash(git push:*)');
    expect(sh(s.repo.dir, ['--git-dir', s.repo.remote, 'rev-parse', 'main']).trim()).toBe(s.repo.baseSha);
  });
});
