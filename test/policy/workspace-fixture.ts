// A real temp repository for policy tests: real git, real files, real symlinks (inside and out).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../../src/exec.js';
import { loadPolicy, policyPermission, type Decision, type Policy } from '../../src/policy/index.js';
import { createBuiltinRegistry } from '../../src/tools/builtins.js';

export interface Workspace {
  root: string;
  outside: string;
  cleanup(): void;
}

export async function makeWorkspace(): Promise<Workspace> {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-policy-')));
  const root = path.join(base, 'repo');
  const outside = path.join(base, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'secret.txt'), 'outside\n');
  const init = await runCommand({ argv: ['git', 'init', '-q'], cwd: root });
  if (init.exitCode !== 0) throw new Error(`git init failed: ${init.output}`);
  for (const dir of ['src/lib', 'docs', 'secrets', '.github/workflows', 'node_modules/x', '.husky']) mkdirSync(path.join(root, dir), { recursive: true });
  const files: Record<string, string> = {
    'src/a.ts': 'export const a = 1;\n', 'src/lib/b.ts': 'export const b = 2;\n', 'README.md': '# r\n',
    'docs/guide.md': 'guide\n', '.env': 'TOKEN=x\n', '.env.local': 'TOKEN=y\n', 'secrets/key.pem': 'k\n',
    '.github/workflows/ci.yml': 'on: push\n', 'package.json': '{}\n', 'yarn.lock': '\n',
  };
  for (const [rel, text] of Object.entries(files)) writeFileSync(path.join(root, rel), text);
  // Symlinks a model could have planted (or that the repository ships).
  symlinkSync(outside, path.join(root, 'link-out'));
  symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'src', 'link-secret'));
  symlinkSync(path.join(root, '.git', 'config'), path.join(root, 'src', 'gitconfig-link'));
  symlinkSync('../.env', path.join(root, 'src', 'env-link'));
  symlinkSync('../.github/workflows', path.join(root, 'src', 'wf'));
  return { root, outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

export const POLICIES = {
  /** A typical narrow policy. */
  narrow: `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(npm test)
  - Bash(npm run lint:*)
  - Bash(npm run * --silent)
  - Bash(git diff:*)
  - Bash(git status)
  - Bash(git log:*)
  - Bash(echo:*)
  - Bash(cat:*)
  - Bash(ls:*)
  - Bash(grep:*)
  - Bash(find:*)
  - Bash(sed:*)
  - Bash(rm:*)
  - Bash(wc:*)
  - Bash(xargs:*)
  - Bash(sudo apt-get install:*)
  - Bash(./scripts/check.sh)
  - Bash(timeout 60 npm test)
  - Bash(tee:*)
deny:
  - Read(.env*)
  - Read(secrets/)
  - Bash(git push:*)
  - Bash(rm -rf:*)
  - Bash(curl:*)
  - Edit(src/generated/**)
`,
  /** Everything allowed except a few deny rules: deny rules must still hold. */
  broad: `
version: 1
allow: [Read, Edit, Bash]
deny: [Read(.env*), "Bash(git push:*)", "Bash(curl:*)", "Edit(*.lock)", "Bash(*gcloud*)"]
`,
  /** Plan mode: look, never touch. */
  plan: `
version: 1
mode: plan
allow: [Read, Edit, Bash, WebFetch]
`,
  /** No file at all. */
  none: null,
} as const;

export type PolicyName = keyof typeof POLICIES;

export async function loadAll(root: string): Promise<Record<PolicyName, Policy>> {
  const out = {} as Record<PolicyName, Policy>;
  for (const [name, text] of Object.entries(POLICIES)) {
    out[name as PolicyName] = await loadPolicy({ cwd: root, text, source: `${name}.yml` });
  }
  return out;
}

const registry = createBuiltinRegistry();

/** Decides a call the way the executor does: registry tool -> policyPermission. */
export async function decideVia(policy: Policy, root: string, toolName: string, input: Record<string, unknown>): Promise<Decision> {
  const tool = registry.resolve(toolName);
  if (!tool) return policy.decide({ tool: toolName, kind: 'other', input, paths: [] });
  return policyPermission(policy)({ tool, input, cwd: root });
}
