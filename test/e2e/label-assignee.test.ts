// label_trigger and assignee_trigger end to end through `node dist/index.js`, with the real
// `issues` labeled / assigned payloads: only THE label or assignee starts a run (exactly one), the
// labeler or assigner is the one permission-checked, and the label comes off once the run starts.
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const FIX = { file_path: 'src/greet.js', old_string: '  return `Hello, ${name}!`;', new_string: "  return `Hello, ${name || 'world'}!`;" };
const labelDeletes = (s: Scenario) => s.gh.requests.filter((r) => r.method === 'DELETE' && /\/issues\/1\/labels\//.test(r.path));

function labeled(label: string, sender = 'octocat') {
  return (p: any) => {
    p.label.name = label;
    p.issue.labels = [{ name: label }];
    p.sender.login = sender;
  };
}

describe('label_trigger', () => {
  test('adding the trigger label starts one run: the label is removed, the fix lands on marshal/<run-id> with a PR', async () => {
    current = await runScenario({
      eventName: 'issues',
      fixture: 'issues.labeled.marshal',
      prFiles: null,
      edit: labeled('marshal'),
      inputs: { label_trigger: 'marshal' },
      github: { labels: { 1: ['marshal', 'good first issue'] } },
      responses: [toolMessage([tool('e1', 'Edit', FIX)]), textMessage('Fixed the greeting.')],
    });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.api.requests).toHaveLength(2);
    expect(labelDeletes(s).map((r) => decodeURIComponent(r.path.split('/').pop() as string))).toEqual(['marshal']);
    // Only the trigger label went: it can be applied again to ask for another run.
    expect(s.gh.state.labels[1]).toEqual(['good first issue']);
    expect(s.gh.state.createdPulls).toHaveLength(1);
    expect(s.run.outputs.branch_name).toBe('marshal/4242');
    // The labeler's permission was checked, not the issue author's.
    expect(s.gh.requests.some((r) => r.path.endsWith('/collaborators/octocat/permission'))).toBe(true);
  });

  test('another label starts nothing: no GitHub call, no model call', async () => {
    current = await runScenario({
      eventName: 'issues',
      fixture: 'issues.labeled.marshal',
      prFiles: null,
      edit: labeled('wontfix'),
      inputs: { label_trigger: 'marshal' },
      github: { labels: { 1: ['marshal', 'wontfix'] } },
    });
    const s = current;
    expect(s.run.code).toBe(0);
    expect(s.run.outputs.conclusion).toBe('skipped');
    expect(s.run.stdout).toContain('not the label_trigger');
    expect(s.gh.requests).toHaveLength(0);
    expect(s.api.requests).toHaveLength(0);
  });

  test('the trigger label added by someone without write access is refused, and stays on', async () => {
    current = await runScenario({
      eventName: 'issues',
      fixture: 'issues.labeled.marshal',
      prFiles: null,
      edit: labeled('marshal', 'drive-by'),
      inputs: { label_trigger: 'marshal' },
      github: { labels: { 1: ['marshal'] } },
    });
    const s = current;
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.run.stdout).toContain('@drive-by (user who labeled the issue)');
    expect(labelDeletes(s)).toHaveLength(0);
    expect(s.api.requests).toHaveLength(0);
  });
});

describe('assignee_trigger', () => {
  const assigned = (login: string) => (p: any) => {
    p.assignee.login = login;
    p.sender.login = 'octocat';
  };

  test('assigning the trigger account starts one run', async () => {
    current = await runScenario({
      eventName: 'issues',
      fixture: 'issues.assigned',
      prFiles: null,
      edit: assigned('marshal-bot'),
      inputs: { assignee_trigger: 'marshal-bot' },
      responses: [toolMessage([tool('e1', 'Edit', FIX)]), textMessage('Fixed.')],
    });
    const s = current;
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.run.outputs.conclusion).toBe('success');
    expect(s.api.requests).toHaveLength(2);
    expect(s.gh.state.createdPulls).toHaveLength(1);
    expect(labelDeletes(s)).toHaveLength(0);
  });

  test('assigning someone else starts nothing', async () => {
    current = await runScenario({ eventName: 'issues', fixture: 'issues.assigned', prFiles: null, edit: assigned('octocat'), inputs: { assignee_trigger: 'marshal-bot' } });
    const s = current;
    expect(s.run.outputs.conclusion).toBe('skipped');
    expect(s.gh.requests).toHaveLength(0);
    expect(s.api.requests).toHaveLength(0);
  });
});
