// The everyday corpus (test/policy/corpus): every everyday agent command of each stack is allowed
// under that team's policy, and every command whose effect a deny rule forbids is denied, in both
// modes: command analysis alone, and the sandbox-relaxed analysis (policy.withSandbox()) that
// leaves reads of workspace files to the kernel. Real fixture workspaces (git, secrets, symlinks).
// Prints the false-denial rate per stack and mode.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPolicy, type Decision, type Policy } from '../../src/policy/index.js';
import { buildWorkspace, STACKS, type Stack } from './corpus/index.js';
import type { CorpusWorkspace } from './corpus/fixture.js';

type Mode = 'analysis' | 'sandbox';

interface Loaded {
  ws: CorpusWorkspace;
  policies: Record<Mode, Policy>;
}

/**
 * Everyday commands still refused, each for a reason outside this corpus's classes; counted in the
 * printed rates, not asserted. Remove an entry when its cause is fixed.
 */
const KNOWN_FALSE_DENIALS: ReadonlyMap<string, string> = new Map([]);

const loaded = new Map<string, Loaded>();
const falseDenials: Record<Mode, Map<string, number>> = { analysis: new Map(), sandbox: new Map() };

const bash = (policy: Policy, command: string): Decision => policy.decide({ tool: 'Bash', kind: 'shell', input: { command }, paths: [] });

beforeAll(async () => {
  for (const stack of STACKS) {
    const ws = buildWorkspace(stack);
    const analysis = await loadPolicy({ cwd: ws.root, text: stack.policy, source: `${stack.name}.yml` });
    loaded.set(stack.name, { ws, policies: { analysis, sandbox: analysis.withSandbox() } });
  }
});

afterAll(() => {
  const lines = ['false denials of everyday commands (corpus):'];
  for (const stack of STACKS) {
    const rate = (mode: Mode) => `${mode} ${falseDenials[mode].get(stack.name) ?? 0}/${stack.everyday.length}`;
    lines.push(`  ${stack.name.padEnd(9)} ${rate('analysis')}  ${rate('sandbox')}`);
  }
  console.log(lines.join('\n'));
  for (const { ws } of loaded.values()) ws.cleanup();
});

const policyOf = (stack: Stack, mode: Mode) => loaded.get(stack.name)!.policies[mode];

describe.each(STACKS.map((s) => [s.name, s] as const))('%s', (_name, stack) => {
  describe.each(['analysis', 'sandbox'] as const)('%s', (mode) => {
    test.each(stack.everyday)('allows %s', (command) => {
      const decision = bash(policyOf(stack, mode), command);
      if (decision.decision !== 'allow') falseDenials[mode].set(stack.name, (falseDenials[mode].get(stack.name) ?? 0) + 1);
      if (KNOWN_FALSE_DENIALS.has(command)) return;
      expect(decision, decision.reason).toMatchObject({ decision: 'allow' });
      if (mode === 'sandbox') expect(decision.reason).toMatch(/file reads enforced by the sandbox$/);
    });

    const mustDeny = stack.denied.filter((d) => mode === 'analysis' || !d.kernel);
    test.each(mustDeny.map((d) => [d.command, d.why] as const))('denies %s (%s)', (command) => {
      const decision = bash(policyOf(stack, mode), command);
      expect(decision.decision, decision.reason).toBe('deny');
    });
  });
});

describe('the sandbox-relaxed analysis', () => {
  const node = () => STACKS.find((s) => s.name === 'node')!;

  test('leaves workspace reads to the kernel, and says so', () => {
    const decision = bash(policyOf(node(), 'sandbox'), 'grep -r DATABASE_URL .');
    expect(decision).toMatchObject({ decision: 'allow', rule: 'Bash(grep:*)' });
    expect(decision.reason).toBe('allowed by Bash(grep:*); file reads enforced by the sandbox');
    expect(bash(policyOf(node(), 'analysis'), 'grep -r DATABASE_URL .')).toMatchObject({ decision: 'deny', rule: 'Read(.env*)' });
  });

  test('decides everything else as before: programs, writes, outside paths, git objects', () => {
    const sandboxed = policyOf(node(), 'sandbox');
    expect(bash(sandboxed, 'cat .env && git push')).toMatchObject({ decision: 'deny', rule: 'Bash(git push:*)' });
    expect(bash(sandboxed, 'echo x > .env').decision).toBe('deny');
    expect(bash(sandboxed, 'cat ../outside.txt').decision).toBe('deny');
    expect(bash(sandboxed, 'git show HEAD:.env')).toMatchObject({ decision: 'deny', rule: 'Read(.env*)' });
    expect(bash(sandboxed, 'cat $(ls)').decision).toBe('deny');
    expect(bash(sandboxed, 'cd secrets && cat prod.key').decision).toBe('allow');
  });

  test('file tools are decided as before: they run in Marshal\'s own process', () => {
    const sandboxed = policyOf(node(), 'sandbox');
    expect(sandboxed.decide({ tool: 'Read', kind: 'read', input: { file_path: '.env' }, paths: ['.env'] }).decision).toBe('deny');
    expect(sandboxed.sandboxed).toBe(true);
    expect(sandboxed.withSandbox()).toBe(sandboxed);
    expect(policyOf(node(), 'analysis').withSandbox()).toBe(sandboxed);
  });
});

// The models behind the fixes, row by row, on the node fixture (both modes unless a mode is given).
type Row = [command: string, expect: 'allow' | 'deny', only?: Mode];
const MODEL_ROWS: Row[] = [
  // cd: later relative paths resolve in the directory; redirections where the shell is.
  ['cd src && echo x > new.ts', 'allow'],
  ['{ cd src; echo x; } > new.ts', 'deny'], // the group's redirection is opened at the root
  ['cd src && echo x > ../README.md', 'deny'],
  ['cd src && cat ../.env', 'deny', 'analysis'],
  ['cd src; cat ../.env', 'deny', 'analysis'],
  ['cd src || cat .env', 'deny', 'analysis'],
  ['cd nowhere; cat .env', 'deny'], // cd fails: cat runs at the root (and the target is unknown)
  ['cd src && true 2>&1 | cat ../.env', 'deny', 'analysis'], // the grammar's (cd && true 2>&1) | cat
  ['cd src && git log -p -- utils', 'allow'],
  ['cd node_modules/@acme/core && ls', 'deny'], // through a symlink
  ['cd vendor/lib && git status', 'deny'], // another git repository
  ['cd vendor && ls', 'allow'],
  ['cd src/evil && npm test', 'deny'], // a package.json that is not a workspace package
  ['cd packages/core && npm test', 'allow'],
  ['cd scripts && make test', 'deny'], // make reads that directory's Makefile
  ['cd scripts && ./release.sh', 'deny'],
  ['cd "$HOME" && ls', 'deny'],
  ['cd src && cd - && ls', 'deny'],
  ['cd src && npm test && cd -', 'allow'],
  // for loops: the variable stands for each item; reassigned, it is unknown again.
  ['for f in src/utils/*.ts; do wc -l "$f"; done', 'allow'],
  ['for f in src/utils/*.ts; do f=.env; cat "$f"; done', 'deny'],
  ['for f in src/utils/*.ts; do read f; cat "$f"; done', 'deny'],
  ['for f in src/utils/*.ts; do cat $f; done', 'deny'], // unquoted: split and globbed again
  ['for f in push; do git "$f"; done', 'deny'],
  ['for f in *; do git "$f"; done', 'deny'], // a file could be named push
  ['for p in core ui; do npm test -w "packages/$p"; done', 'allow'],
  ['for f in .env*; do echo "$f"; done', 'allow'], // echo never opens its arguments
  // pnpm-style selection in npm, and environment values.
  ['npm -w packages/core test', 'allow'],
  ['NODE_OPTIONS=--max-old-space-size=4096 npm test', 'allow'],
  ['NODE_OPTIONS=--require=./x.js npm test', 'deny'],
  ['PAGER=less git log', 'deny'],
  ['GIT_PAGER=cat git log -5', 'allow'],
  // recursive readers: links met while recursing.
  ['grep -r acme config', 'allow'],
  ['grep -R acme config', 'deny', 'analysis'],
  ['grep -r acme config/local.env', 'deny', 'analysis'], // named on the command line: followed
  ['git ls-files | xargs cat', 'deny', 'analysis'], // config/local.env: a tracked link to .env, which cat follows
  ['git ls-files | xargs cat', 'allow', 'sandbox'],
  ['git ls-files src | xargs cat', 'allow'],
  ['git ls-files -o | xargs cat', 'deny', 'analysis'],
  ['git diff --name-only | grep "\\.ts$" | xargs wc -l', 'allow'],
  ['git diff --name-only | sed s/x/.env/ | xargs cat', 'deny'], // sed may rewrite the names
];

describe('the models behind the fixes (node fixture)', () => {
  beforeAll(() => {
    const root = loaded.get('node')!.ws.root;
    mkdirSync(path.join(root, 'vendor/lib/.git'), { recursive: true });
    mkdirSync(path.join(root, 'src/evil'), { recursive: true });
    writeFileSync(path.join(root, 'src/evil/package.json'), '{"scripts":{"test":"cat ../../.env"}}\n');
    writeFileSync(path.join(root, 'scripts/Makefile'), 'test:\n\tcat ../.env\n');
  });

  const rows = MODEL_ROWS.flatMap(([command, expected, only]) => (['analysis', 'sandbox'] as const).filter((m) => !only || m === only).map((mode) => [mode, command, expected] as const));
  test.each(rows)('%s: %s -> %s', (mode, command, expected) => {
    const decision = bash(policyOf(STACKS.find((s) => s.name === 'node')!, mode), command);
    expect(decision.decision, decision.reason).toBe(expected);
  });
});
