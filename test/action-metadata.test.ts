// action.yml, src/settings.ts, the outputs writer and the README's inputs table describe one
// interface: an input declared but never read, read but never declared, or undocumented, is a bug
// a user meets first.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { readSettings } from '../src/settings.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  runs: { using: string; main: string };
  inputs: Record<string, { description: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description: string }>;
};
const settingsSource = readFileSync(path.join(ROOT, 'src', 'settings.ts'), 'utf8');
const outputsSource = readFileSync(path.join(ROOT, 'src', 'action', 'outputs.ts'), 'utf8');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('action.yml', () => {
  test('runs the bundled entry on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  test('every declared input is read by settings.ts, and every input settings.ts reads is declared', () => {
    const declared = Object.keys(action.inputs).sort();
    const read = [...settingsSource.matchAll(/\(env, '([a-z_]+)'/g)].map((m) => m[1] as string);
    expect([...new Set(read)].sort()).toEqual(declared);
  });

  test('every input has a description and appears in the README', () => {
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(spec.description, name).toBeTruthy();
      expect(readme, name).toContain(`\`${name}\``);
    }
  });

  test('declared defaults are accepted by settings.ts as they are', () => {
    const env: NodeJS.ProcessEnv = { GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'schedule', INPUT_ANTHROPIC_API_KEY: 'sk-ant-x' };
    for (const [name, spec] of Object.entries(action.inputs)) {
      if (spec.default !== undefined && !spec.default.includes('${{')) env[`INPUT_${name.toUpperCase()}`] = spec.default;
    }
    expect(() => readSettings({ env })).not.toThrow();
  });

  test('the outputs written are exactly the outputs declared, and each is documented', () => {
    const written = [...outputsSource.matchAll(/core\.setOutput\('([a-z_]+)'/g)].map((m) => m[1] as string).sort();
    expect(written).toEqual(Object.keys(action.outputs).sort());
    for (const name of written) expect(readme, name).toContain(`\`${name}\``);
  });
});

describe('examples', () => {
  const workflows = ['marshal-comments.yml', 'marshal-nightly.yml'].map((name) => path.join(ROOT, 'examples', 'workflows', name));

  test.each(workflows)('%s is valid YAML and passes only declared inputs to the action', (file) => {
    const doc = parse(readFileSync(file, 'utf8')) as { jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }> };
    const steps = Object.values(doc.jobs).flatMap((job) => job.steps);
    const marshal = steps.filter((step) => step.uses?.includes('marshal'));
    expect(marshal.length).toBeGreaterThan(0);
    for (const step of marshal) {
      for (const key of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs), `${path.basename(file)}: ${key}`).toContain(key);
    }
  });

  test.each(['examples/marshal.yml', 'examples/demo/marshal.yml'])('%s loads as a valid policy', async (rel) => {
    const { loadPolicy } = await import('../src/policy/index.js');
    const policy = await loadPolicy({ cwd: ROOT, path: rel });
    expect(policy.doc.source).toContain('marshal.yml');
  });
});

describe('README', () => {
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] as string);

  test('every yaml block is valid YAML', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const block of blocks) expect(() => parse(block), block.slice(0, 80)).not.toThrow();
  });

  test('the policy reference block passes `marshal policy check`, its own tests included', async () => {
    const { runPolicyCommand } = await import('../src/policy/cli-commands.js');
    const block = blocks.find((b) => b.startsWith('version: 1')) as string;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-readme-policy-'));
    writeFileSync(path.join(dir, 'marshal.yml'), block);
    let out = '';
    const code = await runPolicyCommand(['check', '--policy', path.join(dir, 'marshal.yml'), '--cwd', dir], { stdout: (t) => (out += t), stderr: (t) => (out += t) });
    expect(code, out).toBe(0);
    expect(out).toMatch(/(\d+)\/\1 tests passed/);
  });
});
