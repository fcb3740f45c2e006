// The guard example workflow is what the README promises: least privilege, nothing from the PR
// on disk, no secrets, only inputs action.yml declares.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const text = readFileSync(path.join(ROOT, 'examples', 'workflows', 'marshal-guard.yml'), 'utf8');
const doc = parse(text) as {
  on: Record<string, { types: string[] }>;
  permissions: Record<string, string>;
  jobs: Record<string, { concurrency?: { group: string }; steps: { uses?: string; with?: Record<string, unknown> }[] }>;
};
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };

test('guard runs on PR events with least privilege, no checkout and no secrets', () => {
  expect(doc.on.pull_request?.types).toEqual(['opened', 'synchronize', 'reopened']);
  expect(doc.permissions).toEqual({ contents: 'read', 'pull-requests': 'read', checks: 'write' });
  const steps = Object.values(doc.jobs).flatMap((job) => job.steps);
  expect(steps.some((s) => s.uses?.startsWith('actions/checkout'))).toBe(false);
  expect(text).not.toContain('secrets.');
  for (const job of Object.values(doc.jobs)) expect(job.concurrency?.group).toContain('pull_request.number');
  const marshal = steps.filter((s) => s.uses?.includes('marshal'));
  expect(marshal).toHaveLength(1);
  for (const key of Object.keys(marshal[0]?.with ?? {})) expect(Object.keys(action.inputs)).toContain(key);
  expect(action.inputs.guard?.default).toBe('auto');
});
