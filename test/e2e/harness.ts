/**
 * Drives the bundled Action the way the runner does: a temp git repository with a local bare
 * remote (PR heads under refs/pull/N/head, like GitHub), a workspace cloned from it (like
 * actions/checkout), INPUT_* and GITHUB_* env, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, and
 * `node dist/index.js` spawned as a child. Used by the e2e tests and by `npm run demo`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Test Author',
  GIT_AUTHOR_EMAIL: 'author@example.test',
  GIT_COMMITTER_NAME: 'Test Author',
  GIT_COMMITTER_EMAIL: 'author@example.test',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function sh(cwd: string, args: string[]): string {
  // safe.directory: some tests hand the repository to another user (a non-root runner).
  return execFileSync('git', ['-c', 'safe.directory=*', ...args], { cwd, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' });
}

function writeTree(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export interface SampleRepo {
  dir: string;
  remote: string;
  workspace: string;
  baseSha: string;
  headSha: string | null;
  prNumber: number;
  headRef: string;
}

export interface SampleRepoOptions {
  /** Files on the default branch (main). */
  files: Record<string, string>;
  /** Files changed on the PR branch; omit for no PR. */
  prFiles?: Record<string, string>;
  prNumber?: number;
  headRef?: string;
}

/** main + optional PR branch in a bare remote; a workspace cloned at main. */
export function createSampleRepo(opts: SampleRepoOptions): SampleRepo {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-e2e-'));
  const remote = path.join(dir, 'remote.git');
  const seed = path.join(dir, 'seed');
  const workspace = path.join(dir, 'workspace');
  const prNumber = opts.prNumber ?? 1;
  const headRef = opts.headRef ?? 'feature';
  sh(dir, ['init', '--quiet', '--bare', '-b', 'main', remote]);
  sh(dir, ['init', '--quiet', '-b', 'main', seed]);
  writeTree(seed, opts.files);
  sh(seed, ['add', '-A']);
  sh(seed, ['commit', '--quiet', '-m', 'initial']);
  sh(seed, ['remote', 'add', 'origin', remote]);
  sh(seed, ['push', '--quiet', 'origin', 'main']);
  const baseSha = sh(seed, ['rev-parse', 'HEAD']).trim();
  let headSha: string | null = null;
  if (opts.prFiles) {
    sh(seed, ['checkout', '--quiet', '-b', headRef]);
    writeTree(seed, opts.prFiles);
    sh(seed, ['add', '-A']);
    sh(seed, ['commit', '--quiet', '-m', 'PR change']);
    sh(seed, ['push', '--quiet', 'origin', headRef, `HEAD:refs/pull/${prNumber}/head`]);
    headSha = sh(seed, ['rev-parse', 'HEAD']).trim();
  }
  sh(dir, ['clone', '--quiet', remote, workspace]);
  return { dir, remote, workspace, baseSha, headSha, prNumber, headRef };
}

export interface ActionRunOptions {
  repo: SampleRepo;
  eventName: string;
  payload: unknown;
  inputs: Record<string, string>;
  githubUrl: string;
  anthropicUrl?: string;
  actor?: string;
  extraEnv?: Record<string, string>;
  timeoutMs?: number;
  /** Run the Action as this user (like GitHub's `runner` user); its files are handed to it first. */
  asUser?: { uid: number; gid: number; home: string };
  /** Called with the Action's process once it started (to signal it, as a cancelled job would). */
  onSpawn?: (child: import('node:child_process').ChildProcess) => void;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Parses the GITHUB_OUTPUT file format (`name<<DELIM\nvalue\nDELIM`). */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i] as string);
    if (m) {
      const [, name, delim] = m;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delim; i++) value.push(lines[i] as string);
      out[name as string] = value.join('\n');
    } else if (lines[i]?.includes('=')) {
      const at = (lines[i] as string).indexOf('=');
      out[(lines[i] as string).slice(0, at)] = (lines[i] as string).slice(at + 1);
    }
  }
  return out;
}

/** Spawns `node dist/index.js` with the runner's environment and waits for it. */
export async function runBundledAction(opts: ActionRunOptions): Promise<ActionRun> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'marshal-runner-'));
  const eventPath = path.join(work, 'event.json');
  const outputPath = path.join(work, 'output');
  const summaryPath = path.join(work, 'summary.md');
  const runnerTemp = path.join(work, 'temp');
  mkdirSync(runnerTemp);
  writeFileSync(eventPath, JSON.stringify(opts.payload));
  writeFileSync(outputPath, '');
  writeFileSync(summaryPath, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? work,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: opts.repo.workspace,
    GITHUB_REPOSITORY: 'octo-org/greeter',
    GITHUB_REPOSITORY_OWNER: 'octo-org',
    GITHUB_EVENT_NAME: opts.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: opts.githubUrl,
    GITHUB_SERVER_URL: 'http://127.0.0.1:9',
    GITHUB_RUN_ID: '4242',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SHA: opts.repo.baseSha,
    GITHUB_REF: 'refs/heads/main',
    GITHUB_ACTOR: opts.actor ?? 'octocat',
    RUNNER_TEMP: runnerTemp,
    ...GIT_ENV,
    ...(opts.anthropicUrl ? { ANTHROPIC_BASE_URL: opts.anthropicUrl } : {}),
    ...opts.extraEnv,
  };
  for (const [name, value] of Object.entries(opts.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  if (opts.asUser) {
    env.HOME = opts.asUser.home;
    execFileSync('chown', ['-R', `${opts.asUser.uid}:${opts.asUser.gid}`, work, opts.repo.dir]);
  }

  const child = spawn(process.execPath, [path.join(ROOT, 'dist', 'index.js')], {
    cwd: opts.repo.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(opts.asUser ? { uid: opts.asUser.uid, gid: opts.asUser.gid } : {}),
  });
  opts.onSpawn?.(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`dist/index.js did not finish in time\n${stdout}\n${stderr}`));
    }, opts.timeoutMs ?? 60_000);
    child.on('close', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  return { code, stdout, stderr, outputs: parseOutputs(readFileSync(outputPath, 'utf8')), summary: readFileSync(summaryPath, 'utf8') };
}

/** The demo's sample repository files (examples/demo/repo), by relative path. */
export function demoFiles(): Record<string, string> {
  const base = path.join(ROOT, 'examples', 'demo', 'repo');
  const out: Record<string, string> = {};
  for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(base, full)] = readFileSync(full, 'utf8');
  }
  return out;
}
