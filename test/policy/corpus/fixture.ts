/**
 * A real workspace per stack: a temp directory with real git (commits, a history-only file, a
 * branch), the stack's files, the secrets a deny rule names and symlinks as tools create them
 * (node_modules/.bin, workspace packages, a virtualenv pointing outside). `outside.txt` sits next
 * to the repository, outside the workspace.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECRET_FILES, type Stack } from './types.js';

export interface CorpusWorkspace {
  root: string;
  cleanup(): void;
}

function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  return {
    ...env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev',
    GIT_COMMITTER_EMAIL: 'dev@example.com', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null',
  };
}

function write(root: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

export function buildWorkspace(stack: Stack): CorpusWorkspace {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), `marshal-corpus-${stack.name}-`)));
  const root = path.join(base, 'repo');
  mkdirSync(root);
  writeFileSync(path.join(base, 'outside.txt'), 'not the workspace\n');
  const env = gitEnv();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  git('init', '-q', '-b', 'main');
  if (stack.history) {
    // An early commit that held files since deleted: they stay in history.
    write(root, stack.history);
    git('add', '-f', ...Object.keys(stack.history));
    git('commit', '-q', '-m', 'initial import');
    for (const rel of Object.keys(stack.history)) unlinkSync(path.join(root, rel));
  }
  write(root, { ...stack.files, ...SECRET_FILES });
  for (const [link, target] of Object.entries(stack.links ?? {})) {
    mkdirSync(path.dirname(path.join(root, link)), { recursive: true });
    symlinkSync(target, path.join(root, link));
  }
  git('add', '-A');
  git('commit', '-q', '-m', 'project');
  if (stack.branch) {
    git('checkout', '-q', '-b', stack.branch.name);
    write(root, stack.branch.files);
    git('add', '-A');
    git('commit', '-q', '-m', 'feature work');
  }
  // The history-only files (a committed .env) are back in the work tree, untracked and ignored.
  if (stack.history) write(root, stack.history);
  return { root, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}
