/**
 * Marshal's own git calls (not the agent's): one `git()` helper over the exec choke point that
 * pins a non-interactive environment and, for network calls only, adds the token as an HTTP
 * header through GIT_CONFIG_* variables, so it never lands in a config file, an argv a process
 * listing could show, or any tool's environment.
 *
 * The checked-out repository is not trusted: a PR can carry `.gitattributes` naming filter and
 * diff drivers, and anything an allowed command ran during the run could have written hooks,
 * `core.fsmonitor`, `url.<x>.insteadOf`, filter drivers or `~/.gitconfig`. So every call runs with
 * hooks and fsmonitor off and no credential helper (HARDENING), and the calls made AFTER the agent
 * ran (diff, commit, push) go through sealed.ts, which does not read the work tree's config, hooks
 * or the global config at all.
 */
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { runCommand, type Exec } from '../exec.js';

export class GitError extends Error {
  constructor(readonly args: readonly string[], readonly exitCode: number | null, readonly output: string) {
    // The last lines that say what went wrong; git's `hint:` advice would crowd them out.
    const said = output.trim().split('\n').filter((line) => !/^\s*hint:/.test(line));
    super(`git ${args.join(' ')} failed (exit ${exitCode}): ${said.slice(-3).join(' | ')}`);
    this.name = 'GitError';
  }
}

export interface GitOptions {
  cwd: string;
  exec?: Exec;
  /** Token for network calls (fetch, push); sent as a basic auth header, never persisted. */
  token?: string;
  /** Extra environment (e.g. GIT_INDEX_FILE for a scratch index). */
  env?: Record<string, string>;
  /** Return the result instead of throwing on a non-zero exit. */
  allowFailure?: boolean;
  input?: string;
  timeoutMs?: number;
}

export interface GitResult {
  exitCode: number | null;
  stdout: string;
  output: string;
}

/** The identity Marshal commits as. */
export const MARSHAL_AUTHOR = { name: 'marshal[bot]', email: 'marshal[bot]@users.noreply.github.com' };

function authEnv(token: string | undefined): Record<string, string> {
  if (!token) return {};
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
  return { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraheader', GIT_CONFIG_VALUE_0: header };
}

/**
 * `-c` settings every Marshal git call carries (the command line beats every config file):
 * no hooks (`--no-verify` leaves prepare-commit-msg, post-commit, reference-transaction and
 * post-index-change running), no fsmonitor program, no credential helper (the token is passed
 * per call), no `ext::` transport, no user-wide attributes or ignore files.
 */
export const HARDENING: readonly string[] = [
  '-c', 'core.hooksPath=/dev/null',
  '-c', 'core.fsmonitor=false',
  '-c', 'credential.helper=',
  '-c', 'protocol.ext.allow=never',
  '-c', 'core.attributesFile=/dev/null',
  '-c', 'core.excludesFile=/dev/null',
];

let resolved: { program: string; path: string } | null = null;

function writable(file: string): boolean {
  try {
    accessSync(file, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function executableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The git Marshal runs, fixed on first use (before the agent runs) as an absolute path, and the
 * PATH git itself gets. Run by name, `git` would be looked up on every call, and a `git` an
 * allowed command dropped into a user-writable PATH directory (`~/.local/bin` comes before
 * `/usr/bin` on hosted runners) would run Marshal's push, token included. Directories the runner
 * user cannot write are preferred, for git and for git's own lookups (`git-lfs`, `ssh`).
 */
export function trustedGit(): { program: string; path: string } {
  if (resolved) return resolved;
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter((d) => path.isAbsolute(d));
  const locked = dirs.filter((d) => !writable(d));
  const find = (list: string[]) => list.map((d) => path.join(d, 'git')).find((f) => executableFile(f) && !writable(f));
  const program = find(locked) ?? dirs.map((d) => path.join(d, 'git')).find(executableFile) ?? 'git';
  resolved = { program, path: (locked.length ? locked : dirs).join(path.delimiter) || '/usr/bin:/bin' };
  return resolved;
}

export async function git(args: readonly string[], opts: GitOptions): Promise<GitResult> {
  const exec = opts.exec ?? runCommand;
  const trusted = trustedGit();
  const result = await exec({
    argv: [trusted.program, ...HARDENING, ...args],
    cwd: opts.cwd,
    env: { PATH: trusted.path, GIT_AUTHOR_NAME: MARSHAL_AUTHOR.name, GIT_AUTHOR_EMAIL: MARSHAL_AUTHOR.email, GIT_COMMITTER_NAME: MARSHAL_AUTHOR.name, GIT_COMMITTER_EMAIL: MARSHAL_AUTHOR.email, ...opts.env },
    // Credentials bypass the secret-name filter on purpose: this is Marshal's own git process,
    // started with fixed arguments, never a model-controlled command.
    trustedEnv: authEnv(opts.token),
    timeoutMs: opts.timeoutMs ?? 5 * 60_000,
    maxOutputBytes: 64 * 1024 * 1024,
    ...(opts.input !== undefined ? { input: opts.input } : {}),
  });
  if (result.exitCode !== 0 && !opts.allowFailure) {
    throw new GitError(args, result.exitCode, result.output);
  }
  return { exitCode: result.exitCode, stdout: result.stdout, output: result.output };
}

export async function headSha(cwd: string, exec?: Exec): Promise<string> {
  return (await git(['rev-parse', 'HEAD'], { cwd, exec })).stdout.trim();
}

export async function isGitRepo(cwd: string, exec?: Exec): Promise<boolean> {
  const r = await git(['rev-parse', '--is-inside-work-tree'], { cwd, exec, allowFailure: true });
  return r.exitCode === 0 && r.stdout.trim() === 'true';
}

/** A file's content at a commit, or null when it does not exist there. */
export async function showFileAt(cwd: string, ref: string, file: string, exec?: Exec): Promise<string | null> {
  const r = await git(['show', `${ref}:${file}`], { cwd, exec, allowFailure: true });
  return r.exitCode === 0 ? r.stdout : null;
}
