/**
 * Shared set-up for the sandbox tests: whether this machine can enforce the sandbox (root or
 * passwordless sudo, setfacl, iptables), and a git workspace with a Read-denied `.env`. CI runs as
 * root with the packages installed (.ci/run installs them), so there these tests must run:
 * `SANDBOX_SKIP_REASON` is null in CI or the suite fails (see sandbox.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemProgram } from '../../src/sandbox/privilege.js';

function skipReason(): string | null {
  if (process.platform !== 'linux') return 'the sandbox needs Linux';
  if (process.getuid?.() !== 0) {
    try {
      execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
    } catch {
      return 'needs root or passwordless sudo';
    }
  }
  for (const tool of ['setfacl', 'iptables', 'setpriv', 'useradd']) {
    if (!systemProgram(tool)) return `${tool} is not installed (apt-get install acl iptables)`;
  }
  return null;
}

export const SANDBOX_SKIP_REASON = skipReason();

export const SECRET = 'SECRET_VALUE_9f3b2c71';

export interface Fixture {
  root: string;
  workspace: string;
  /** Stand-in for RUNNER_TEMP: must be hidden from the sandbox. */
  runnerTemp: string;
}

/** root (0700, like mkdtemp) / ws (git repo with .env, src/, secrets/) and root / runner-temp. */
export function makeFixture(): Fixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'marshal-sbx-test-'));
  const workspace = path.join(root, 'ws');
  const runnerTemp = path.join(root, 'runner-temp');
  mkdirSync(path.join(workspace, 'src'), { recursive: true });
  mkdirSync(path.join(workspace, 'secrets'), { recursive: true });
  mkdirSync(runnerTemp);
  writeFileSync(path.join(runnerTemp, 'event.json'), '{"token":"runner-temp-content"}');
  // Like a self-hosted runner's registration, a sibling of the path down to the workspace.
  writeFileSync(path.join(root, '.credentials'), 'runner-credentials-content');
  chmodSync(path.join(root, '.credentials'), 0o644);
  chmodSync(root, 0o755);
  chmodSync(path.join(runnerTemp, 'event.json'), 0o644);
  chmodSync(runnerTemp, 0o755);
  writeFileSync(path.join(workspace, 'src', 'app.js'), 'console.log("hi")\n');
  writeFileSync(path.join(workspace, 'README.md'), '# demo\n');
  writeFileSync(path.join(workspace, '.gitignore'), '.env\nsecrets/\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, stdio: 'pipe', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e.test', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e.test' } });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'initial');
  // Left by "an earlier workflow step": untracked, ignored, world-readable.
  writeFileSync(path.join(workspace, '.env'), `API_TOKEN=${SECRET}\n`);
  writeFileSync(path.join(workspace, 'secrets', 'key.pem'), `${SECRET}\n`);
  writeFileSync(path.join(workspace, 'src', '.env.local'), `LOCAL=${SECRET}\n`);
  return { root, workspace, runnerTemp };
}

/** canRead of a policy denying `.env*` and `secrets/**`. */
export function canReadFixture(rel: string): boolean {
  return !/(^|\/)\.env[^/]*$/.test(rel) && !/^secrets(\/|$)/.test(rel);
}
