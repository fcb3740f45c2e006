// Loading, validation messages, the default policy, and the Policy methods other modules call.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_POLICY_PATH, loadPolicy, PolicyError, policyPermission } from '../../src/policy/index.js';
import { aliasTarget } from '../../src/policy/rules.js';
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
    ['version: 1\nallow: [Read\n', '.github/marshal.yml:3:1: not valid YAML or JSON'],
    ['version: 2\nmode: yolo\nallow: Read\n', '.github/marshal.yml: version: expected 1\n.github/marshal.yml: mode: expected "default" or "plan"\n.github/marshal.yml: allow: expected array'],
    ['version: 1\nallow: [Raed, "Bash()"]\n', 'allow[0]: "Raed" names an unknown tool'],
    ['version: 1\nallow: [Raed, "Bash()"]\n', '.github/marshal.yml: allow[1]: "Bash()" has an empty specifier'],
    ['- just a list\n', '.github/marshal.yml: (top level): expected a mapping'],
    ['version: 1\ndenny: [Read]\n', 'unknown key "denny"; did you mean "deny"? expected only version, mode, allow, deny'],
    ['version: 1\nlimits: { max_turn: 3 }\n', '.github/marshal.yml: limits: unknown key "max_turn"; did you mean "max_turns"?'],
    ['version: 1\nnetwork: { alow: [x.org] }\n', '.github/marshal.yml: network: unknown key "alow"; did you mean "allow"?'],
    ['version: 1\nallow: [Bash]\ndeny: ["Bahs(git push:*)"]\n', '.github/marshal.yml: deny[0]: "Bahs(git push:*)" names an unknown tool "Bahs"; did you mean Bash?'],
    ['version: 1\nallow: [Raed, Edit]\n', '.github/marshal.yml: allow[0]: "Raed" names an unknown tool "Raed"; did you mean Read?'],
    ['version: 1\nallow: [Read]\ndeny: [Frobnicate]\n', 'deny[0]: "Frobnicate" names an unknown tool "Frobnicate"; expected one of Read, Grep, Glob, LS, Write, Edit, Bash'],
    ['version: 1\nallow: ["shell(ls)"]\n', 'allow[0]: "shell(ls)" names "shell", another name of the Bash tool; rules match tools by their own name: write Bash instead'],
    ['version: 1\nallow: [mcp__]\n', 'allow[0]: "mcp__" names an unknown tool "mcp__"'],
    // Every mistake at once: the rules' too, while the file's shape is still wrong.
    ['version: 1\nmode: yolo\ndeny: [Frob(x), 7, "Bash("]\nfoo: 1\n', '.github/marshal.yml: mode: expected "default" or "plan"\n.github/marshal.yml: deny[1]: expected string\n.github/marshal.yml: (top level): unknown key "foo"'],
    ['version: 1\nmode: yolo\ndeny: [Frob(x), 7, "Bash("]\nfoo: 1\n', '.github/marshal.yml: deny[0]: "Frob(x)" names an unknown tool "Frob"'],
    ['version: 1\nmode: yolo\ndeny: [Frob(x), 7, "Bash("]\nfoo: 1\n', '.github/marshal.yml: deny[2]: "Bash(" is not a rule'],
    // A tag YAML does not know is refused where it stands, not warned about and dropped.
    ['version: 1\nallow: [!!js/function "Read"]\n', '.github/marshal.yml:2:9: not valid YAML or JSON: Unresolved tag'],
    ['version: 1\nallow: [Read]\n---\nallow: [Bash]\n', '.github/marshal.yml:3:1: not valid YAML or JSON: a policy is one YAML document, and another starts here'],
  ])('rejects %j with a message naming file, key and expectation', async (text, message) => {
    expect(await loadError(text)).toContain(message);
  });
});

test('a YAML warning is never printed by the library (it is an error of the policy instead)', async () => {
  const warnings: unknown[] = [];
  const listener = (warning: unknown) => warnings.push(warning);
  process.on('warning', listener);
  try {
    expect(await loadError('version: 1\nallow: [!!js/function "Read"]\n')).toMatch(/Unresolved tag/);
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', listener);
  }
  expect(warnings).toEqual([]);
});

describe('rules name real tools', () => {
  test('every alias the registry resolves is refused in a rule, naming the tool to write', async () => {
    for (const tool of createBuiltinRegistry().list()) {
      for (const alias of tool.aliases ?? []) {
        if (alias.toLowerCase() === tool.name.toLowerCase()) continue;
        expect(aliasTarget(alias), alias).toBe(tool.name);
        expect(await loadError(`version: 1\ndeny: [${alias}]\n`)).toContain(`write ${tool.name} instead`);
      }
    }
  });

  test('MCP names (mcp__server, mcp__server__*, mcp__server__tool) and Claude Code tool names load; mcp__server governs its tools', async () => {
    const servers = 'mcp_servers:\n  github: { url: "http://127.0.0.1:1/mcp" }\n  my-docs: { command: [node, docs.js] }\n  git: { command: [node, git.js] }\n';
    const policy = await loadPolicy({
      cwd: ws.root,
      text: `version: 1\nallow: [Read, mcp__github__get_issue, mcp__github__create_issue, mcp__my-docs__search, mcp__git__*, WebFetch, MultiEdit, TodoWrite]\ndeny: [mcp__github]\n${servers}`,
    });
    const call = (tool: string) => policy.decide({ tool, kind: 'other', input: {}, paths: [] });
    expect(call('mcp__github__create_issue')).toMatchObject({ decision: 'deny', rule: 'mcp__github' });
    expect(call('mcp__my-docs__search')).toMatchObject({ decision: 'allow', rule: 'mcp__my-docs__search' });
    expect(call('mcp__git__log')).toMatchObject({ decision: 'allow', rule: 'mcp__git__*' });
    expect(call('mcp__my-docs__other').decision).toBe('deny');
    // `mcp__git` is another server, not a prefix of mcp__github's tools.
    const other = await loadPolicy({ cwd: ws.root, text: `version: 1\nallow: [mcp__github__x]\ndeny: [mcp__git]\n${servers}` });
    expect(other.decide({ tool: 'mcp__github__x', kind: 'other', input: {}, paths: [] }).decision).toBe('allow');
  });

  test('a rule naming an MCP server the policy does not declare is an error at load, every one listed', async () => {
    const error = await loadError('version: 1\nallow: [mcp__github__get_issue, mcp__db__*]\ndeny: [mcp__my_docs]\nmcp_servers:\n  db: { command: [node, db.js] }\n');
    expect(error).toContain('allow[0]: "mcp__github__get_issue" names the MCP server "github", which is not declared under mcp_servers (the policy declares db)');
    expect(error).toContain('deny[0]: "mcp__my_docs" names the MCP server "my_docs"');
    expect(error).not.toContain('allow[1]');
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

  test('a bare deny of one reading tool hides no file (Edit and Write refuse hidden files)', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read, Edit(src/**)]\ndeny: [Grep, "Read(.env*)"]\n' });
    expect(policy.canRead('src/a.ts')).toBe(true);
    expect(policy.canRead('src/.env')).toBe(false);
    const edit = createBuiltinRegistry().resolve('Edit')!;
    const input = { file_path: 'src/a.ts', old_string: 'a', new_string: 'b' };
    expect((await policyPermission(policy)({ tool: edit, input, cwd: ws.root })).decision).toBe('allow');
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

  test('policyPermission: Edit and Write of a file the policy hides from reading are denied with the reason', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read, Edit]\ndeny: ["Read(.env*)"]\n' });
    const registry = createBuiltinRegistry();
    const permission = policyPermission(policy);
    const edit = await permission({ tool: registry.resolve('Edit')!, input: { file_path: '.env.local', old_string: 'TOKEN=y', new_string: 'TOKEN=z' }, cwd: ws.root });
    expect(edit).toMatchObject({ decision: 'deny', rule: null });
    expect(edit.reason).toMatch(/^Edit refuses this call: the policy does not let the agent read \.env\.local, so Edit may not change it either/);
    const write = await permission({ tool: registry.resolve('Write')!, input: { file_path: 'src/env-link', content: '' }, cwd: ws.root });
    expect(write.reason).toContain('does not let the agent read src/env-link (it resolves to .env)');
    const ok = await permission({ tool: registry.resolve('Write')!, input: { file_path: 'docs/new.md', content: '' }, cwd: ws.root });
    expect(ok).toMatchObject({ decision: 'allow', rule: 'Edit' });
  });

  test('decide never throws, even for malformed calls', async () => {
    const policy = await loadPolicy({ cwd: ws.root, text: 'version: 1\nallow: [Read, Bash]\n' });
    expect(policy.decide({ tool: 'Bash', kind: 'shell', input: null, paths: [] }).decision).toBe('deny');
    expect(policy.decide({ tool: 'Read', kind: 'read', input: {}, paths: ['a\0b'] }).decision).toBe('deny');
    expect(policy.decide({ tool: 'Read', kind: 'read', input: {}, paths: [42 as unknown as string] }).decision).toBe('deny');
  });
});
