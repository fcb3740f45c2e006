// The run comment across runs, end to end through `node dist/index.js`: a second run on the same
// PR edits Marshal's own comment from the first run (comment_mode: sticky, the default) instead of
// adding one, and with comment_mode: new posts a comment of its own and leaves the first alone.
// The second run starts from the fake GitHub's comments as the first run left them.
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage } from '../fakes/messages-api.js';
import type { FakeComment } from '../fakes/github-api.js';
import { runScenario, type Scenario } from './scenario.js';

const MARKER = '<!-- marshal:report -->';

let scenarios: Scenario[] = [];
afterEach(async () => {
  await Promise.all(scenarios.map((s) => s.close()));
  scenarios = [];
});

async function run(answer: string, inputs: Record<string, string>, comments?: FakeComment[]): Promise<Scenario> {
  const nextId = comments ? Math.max(...comments.map((c) => c.id)) + 1 : undefined;
  const s = await runScenario({
    inputs,
    responses: [textMessage(answer)],
    ...(comments ? { github: { comments: structuredClone(comments), ...(nextId ? { nextId } : {}) } } : {}),
  });
  scenarios.push(s);
  expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
  return s;
}

/** Marshal's own report comments on PR #2. */
const marshalComments = (s: Scenario) => s.gh.state.comments.filter((c) => c.issueNumber === 2 && c.body.includes(MARKER));

/** Comment requests of the run: creations (POST) and edits (PATCH, with the comment id). */
function commentWrites(s: Scenario): { created: number; editedIds: number[] } {
  const writes = s.gh.requests.filter((r) => /\/issues\/(\d+\/)?comments(\/\d+)?$/.test(r.path));
  return {
    created: writes.filter((r) => r.method === 'POST').length,
    editedIds: writes.filter((r) => r.method === 'PATCH').map((r) => Number(/\/comments\/(\d+)$/.exec(r.path)?.[1])),
  };
}

describe('the run comment on a PR that already has one', () => {
  test('sticky (the default): the second run edits the first run\'s comment and posts none', async () => {
    const first = await run('First answer.', {});
    const [earlier] = marshalComments(first);
    expect(marshalComments(first)).toHaveLength(1);
    expect(earlier?.body).toContain('First answer.');

    const second = await run('Second answer.', {}, first.gh.state.comments);
    const writes = commentWrites(second);
    expect(writes.created).toBe(0);
    expect(writes.editedIds.length).toBeGreaterThan(0);
    expect(new Set(writes.editedIds)).toEqual(new Set([earlier?.id]));
    const after = marshalComments(second);
    expect(after.map((c) => c.id)).toEqual([earlier?.id]);
    expect(after[0]?.body).toContain('Second answer.');
    expect(after[0]?.body).not.toContain('First answer.');
    expect(second.run.outputs.comment_url ?? '').toContain(`issuecomment-${earlier?.id}`);
  });

  test('comment_mode: new: the second run posts its own comment and leaves the first untouched', async () => {
    const first = await run('First answer.', { comment_mode: 'new' });
    const [earlier] = marshalComments(first);
    expect(earlier?.body).toContain('First answer.');

    const second = await run('Second answer.', { comment_mode: 'new' }, first.gh.state.comments);
    const writes = commentWrites(second);
    expect(writes.created).toBe(1);
    expect(writes.editedIds).not.toContain(earlier?.id);
    const after = marshalComments(second);
    expect(after).toHaveLength(2);
    expect(after.find((c) => c.id === earlier?.id)?.body).toBe(earlier?.body);
    const posted = after.find((c) => c.id !== earlier?.id);
    expect(posted?.body).toContain('Second answer.');
    expect(posted?.body).not.toContain('First answer.');
  });
});
