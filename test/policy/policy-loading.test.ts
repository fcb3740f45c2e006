// Loading, validation messages, the default policy, and the Policy methods other modules call.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_POLICY_PATH, loadPolicy, PolicyError, policyPermission } from '../../src/policy/index.js';
import { createBuiltinRegistry } from '../../src/tools/builtins.js';
import { makeWorkspace, type Workspace } from './workspace-fixture.js';

let ws: Workspace;
beforeAll(async () => {
  ws = await makeWorkspace();
});
afterAll(() => ws.cleanup());

async function loadError(text: string): Promise<string> {
  try {
    await loadPolicy({ cwd: ws.root, text, source: '.github/marshal.yml' });
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyError);
    return (error as Error).message;
  }
  throw new Error('expected a PolicyError');
}

describe('loadPolicy', () => {
  test('a missing file means the built-in default (read-only) with isDefault', async () => {
    const policy = await loadPolicy({ cwd: ws.root });
    expect(policy.doc.isDefault).toBe(true);
    expect(policy.doc.allow).toEqual(['Read']);
    expect(policy.decide({ tool: 'Read', kind: 'read', input: {}, paths: ['src/a.ts'] }).decision).toBe('allow');
    expect(policy.decide({ tool: 'Write', kind: 'edit', input: {}, paths: ['src/a.ts'] }).decision).toBe('deny');
    expect((await loadPolicy({ cwd: ws.root, text: null })).doc.isDefault).toBe(true);
  });

  test('reads the file at the default path, YAML or JSON', async () => {
    mkdirSync(path.join(ws.root, '.github'), { recursive: true });
    writeFileSync(path.join(ws.root, DEFAULT_POLICY_PATH), 'version: 1\nallow: [Read, "Bash(npm test)"]\nlimits: { max_turns: 7 }\n');
    const policy = await loadPolicy({ cwd: ws.root });
    expect(policy.doc.isDefault).toBe(false);
    expect(policy.doc.source).toBe(DEFAULT_POLICY_PATH);
    expect(policy.doc.limits.max_turns).toBe(7);
    expect(policy.doc.mode).toBe('default');
    const json = await loadPolicy({ cwd: ws.root, text: '{"version":1,"allow":["Edit(src/**)"],"deny":[]}', source: 'p.json' });
    expect(json.doc.allow).toEqual(['Edit(src/**)']);
  });

  test.each([
    ['version: 1\nallow: [Read, "Bash("]\n', '.github/marshal.yml: allow[1]: "Bash(" is not a rule; expected Tool or Tool(specifier)'],
    ['version: 1\ndenny: [Read]\n', '.github/marshal.yml: (top level): unknown key "denny"'],
    ['version: 2\n', '.github/marshal.yml: version: expected 1'],
    ['allow: [Read]\n', '.github/marshal.yml: version: expected 1'],
    ['version: 1\nmode: yolo\n', '.github/marshal.yml: mode: expected "default" or "plan"'],
    ['version: 1\nallow: Read\n', '.github/marshal.yml: allow: expected array'],
    ['version: 1\nlimits: { max_turns: -1 }\n', '.github/marshal.yml: limits.max_turns: expected a number greater than 0'],
    ['version: 1\nlimits: { turns: 3 }\n', '.github/marshal.yml: limits: unknown key "turns"'],
    ['version: 1\ndeny: ["Bash()"]\n', '.github/marshal.yml: deny[0]: "Bash()" has an empty specifier'],
    ['version: 1\nallow: ["Bash(git:* push)"]\n', '.github/marshal.yml: allow[0]:'],
    ['version: 1\ntests: [{ tool: Bash, input: { command: x }, expect: maybe }]\n', '.github/marshal.yml: tests[0].expect: expected "allow" or "deny"'],
    ['version: 1\nallow: [Read\n', '.github/marshal.yml: not valid YAML or JSON'],
    ['- just a list\n', '.github/marshal.yml: (top level): expected a mapping'],
  ])('rejects %j with a message naming file, key and expectation', async (text, message) => {
    expect(await loadError(text)).toContain(message);
  });
});

describe('Policy methods', () => {
  test('canRead follows Read deny rules, built-in protections and allow coverage', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read]\ndeny: [Read(.env*), Read(secrets/)]\n' });
    expect(policy.canRead('src/a.ts')).toBe(true);
    expect(policy.canRead('.env')).toBe(false);
    expect(policy.canRead('config/.env.production')).toBe(false);
    expect(policy.canRead('secrets/key.pem')).toBe(false);
    expect(policy.canRead('.git/config')).toBe(false);
    expect(policy.canRead('.GIT/CONFIG')).toBe(false);
    expect(policy.canRead('vendor/sub/.git/config')).toBe(false);
    expect(policy.canRead('.git/HEAD')).toBe(true);
    const narrow = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read(src/**)]\n' });
    expect(narrow.canRead('src/a.ts')).toBe(true);
    expect(narrow.canRead('README.md')).toBe(false);
  });

  test('canEverAllow: no rule, bare deny and plan mode hide a tool', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read, Edit(src/**), WebFetch]\ndeny: [Grep]\n' });
    expect(policy.canEverAllow('Read', 'read')).toBe(true);
    expect(policy.canEverAllow('Glob', 'read')).toBe(true);
    expect(policy.canEverAllow('Grep', 'read')).toBe(false);
    expect(policy.canEverAllow('Write', 'edit')).toBe(true);
    expect(policy.canEverAllow('Bash', 'shell')).toBe(false);
    expect(policy.canEverAllow('WebFetch', 'other')).toBe(true);
    expect(policy.canEverAllow('Task', 'other')).toBe(false);
    const plan = await loadPolicy({ cwd: ws.root, text: 'version: 1\nmode: plan\nallow: [Read, Edit, Bash]\n' });
    expect(plan.canEverAllow('Edit', 'edit')).toBe(false);
    expect(plan.canEverAllow('Bash', 'shell')).toBe(false);
    expect(plan.canEverAllow('Read', 'read')).toBe(true);
  });

  test('describe() says the policy in plain words', async () => {
    const policy = await loadPolicy({
      cwd: ws.root,
      text: 'version: 1\nallow: [Read, Edit(src/**), Bash(npm test), "Bash(npm run lint:*)"]\ndeny: [Read(.env*)]\n',
    });
    const text = policy.describe();
    expect(text).toContain('You may read any file except .env*.');
    expect(text).toContain('You may edit files matching src/**.');
    expect(text).toContain('You may run exactly: npm test; commands starting with: npm run lint.');
    expect(text).toContain('Everything else is denied.');
    const plan = await loadPolicy({ cwd: ws.root, text: 'version: 1\nmode: plan\nallow: [Read]\n' });
    expect(plan.describe()).toContain('Plan mode');
  });

  test('deny beats allow whatever the order', async () => {
    const a = await loadPolicy({ cwd: ws.root, text: 'version: 1\ndeny: ["Bash(npm test)"]\nallow: ["Bash(npm test)"]\n' });
    const b = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: ["Bash(npm test)"]\ndeny: ["Bash(npm:*)"]\n' });
    for (const policy of [a, b]) {
      expect(policy.decide({ tool: 'Bash', kind: 'shell', input: { command: 'npm test' }, paths: [] }).decision).toBe('deny');
    }
  });

  test('a rule naming one read tool governs only that tool; every path of a call counts', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read]\ndeny: [Grep]\n' });
    expect(policy.decide({ tool: 'Grep', kind: 'read', input: {}, paths: ['src'] }).rule).toBe('Grep');
    expect(policy.decide({ tool: 'Glob', kind: 'read', input: {}, paths: ['src'] }).decision).toBe('allow');
    const edits = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Edit(src/**)]\n' });
    expect(edits.decide({ tool: 'Edit', kind: 'edit', input: {}, paths: ['src/a.ts', 'README.md'] }).decision).toBe('deny');
    expect(edits.decide({ tool: 'Edit', kind: 'edit', input: {}, paths: ['src/a.ts', 'src/lib/b.ts'] }).decision).toBe('allow');
  });

  test('policyPermission adapts executor requests and sees symlinks created later', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read, "Bash(cat:*)"]\n' });
    const registry = createBuiltinRegistry();
    const permission = policyPermission(policy);
    const bash = registry.resolve('bash')!;
    const first = await permission({ tool: bash, input: { command: 'cat src/later-link' }, cwd: ws.root });
    expect(first.decision).toBe('allow');
    const { symlinkSync } = await import('node:fs');
    symlinkSync(path.join(ws.root, '.git', 'config'), path.join(ws.root, 'src', 'later-link'));
    const second = await permission({ tool: bash, input: { command: 'cat src/later-link' }, cwd: ws.root });
    expect(second.decision).toBe('deny');
    const read = await permission({ tool: registry.resolve('Read')!, input: { file_path: 'src/later-link' }, cwd: ws.root });
    expect(read.decision).toBe('deny');
  });

  test('decide never throws, even for malformed calls', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read, Bash]\n' });
    expect(policy.decide({ tool: 'Bash', kind: 'shell', input: null, paths: [] }).decision).toBe('deny');
    expect(policy.decide({ tool: 'Read', kind: 'read', input: {}, paths: ['a\0b'] }).decision).toBe('deny');
    expect(policy.decide({ tool: 'Read', kind: 'read', input: {}, paths: [42 as unknown as string] }).decision).toBe('deny');
  });
});
