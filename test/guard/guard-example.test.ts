// The guard example workflow is what the README promises: pull_request_target (the workflow file
// and Marshal come from the base branch, so the PR under check cannot switch guard off or fake its
// result), least privilege, nothing from the PR on disk or run, no secrets, only inputs action.yml
// declares.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const text = readFileSync(path.join(ROOT, 'examples', 'workflows', 'marshal-guard.yml'), 'utf8');
const doc = parse(text) as {
  on: Record<string, { types: string[] }>;
  permissions: Record<string, string>;
  jobs: Record<string, { concurrency?: { group: string }; steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }>;
};
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

test('guard runs on pull_request_target only: the PR under check cannot edit the job that checks it', () => {
  expect(Object.keys(doc.on)).toEqual(['pull_request_target']);
  expect(doc.on.pull_request_target?.types).toEqual(['opened', 'synchronize', 'reopened']);
  // The README's snippet says the same, and says why.
  const section = readme.slice(readme.indexOf('## Guard mode and check runs'), readme.indexOf('## How it works'));
  const snippet = /```yaml\n(on:[\s\S]*?)```/.exec(section)?.[1] ?? '';
  expect((parse(snippet) as { on: Record<string, unknown> }).on).toEqual({ pull_request_target: { types: ['opened', 'synchronize', 'reopened'] } });
  expect(section).toMatch(/`pull_request`[^.]*workflow file[^.]*head/);
});

test('guard runs nothing from the PR: no checkout, no run steps, one Marshal step, least privilege, no secrets', () => {
  expect(doc.permissions).toEqual({ contents: 'read', 'pull-requests': 'read', checks: 'write' });
  const steps = Object.values(doc.jobs).flatMap((job) => job.steps);
  expect(steps.some((s) => s.uses?.startsWith('actions/checkout'))).toBe(false);
  expect(steps.filter((s) => s.run !== undefined)).toEqual([]);
  expect(steps.filter((s) => !s.uses?.includes('marshal'))).toEqual([]);
  expect(text).not.toContain('secrets.');
  expect(text).not.toMatch(/^\s*[^#\s].*github\.event\.pull_request\.head/m);
  for (const job of Object.values(doc.jobs)) expect(job.concurrency?.group).toContain('pull_request.number');
  const marshal = steps.filter((s) => s.uses?.includes('marshal'));
  expect(marshal).toHaveLength(1);
  for (const key of Object.keys(marshal[0]?.with ?? {})) expect(Object.keys(action.inputs)).toContain(key);
  expect(action.inputs.guard?.default).toBe('auto');
});
