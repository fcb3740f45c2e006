/**
 * Where the sandbox's set-up privilege comes from: being root, or passwordless `sudo -n` (what
 * GitHub-hosted Linux runners give the `runner` user). Every privileged step of the sandbox
 * (creating the user, ACLs, firewall rules, reaping another uid's processes) goes through the one
 * `Privileged.run`, which goes through exec.ts like every other subprocess.
 *
 * Security notes:
 * - Programs are named by absolute path, resolved once from a fixed system PATH (never the
 *   runner's PATH, which a workflow step or the agent could have prepended to).
 * - sudo runs with `-n` (never prompt: nobody is there) and an explicit `--`; sudo's own env_reset
 *   applies, and nothing secret is ever passed as an argument.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runCommand, type Exec, type ExecResult } from '../exec.js';

const SYSTEM_PATH = ['/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** Absolute path of a system program, or null when it is not installed. */
export function systemProgram(name: string): string | null {
  for (const dir of SYSTEM_PATH) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

export interface Privileged {
  /** How privilege is obtained. */
  readonly via: 'root' | 'sudo';
  /** Argument vector prefix that runs a program as root (`[]` or `[sudo, -n, --]`). */
  readonly prefix: readonly string[];
  /** Runs argv (argv[0] a program name, resolved to its system path) as root; never throws on exit codes. */
  run(argv: readonly string[], opts?: { input?: string; timeoutMs?: number }): Promise<ExecResult>;
  /** Like run, but throws with the program's stderr when it fails. */
  must(argv: readonly string[], opts?: { input?: string; timeoutMs?: number }): Promise<ExecResult>;
}

export type PrivilegeProbe = { ok: true; privileged: Privileged } | { ok: false; reason: string };

const DEFAULT_TIMEOUT_MS = 60_000;

export function createPrivileged(via: 'root' | 'sudo', exec: Exec = runCommand): Privileged {
  const sudo = via === 'sudo' ? systemProgram('sudo') : null;
  const prefix = sudo ? [sudo, '-n', '--'] : [];
  const resolve = (argv: readonly string[]): string[] => {
    const [name, ...rest] = argv;
    const program = name?.startsWith('/') ? name : systemProgram(name ?? '');
    if (!program) throw new Error(`${name} is not installed`);
    return [...prefix, program, ...rest];
  };
  const run: Privileged['run'] = (argv, opts = {}) =>
    exec({
      argv: resolve(argv),
      cwd: '/',
      timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxOutputBytes: 4 * 1024 * 1024,
      baseEnv: { PATH: SYSTEM_PATH.join(':'), LANG: 'C', LC_ALL: 'C' },
      ...(opts.input !== undefined ? { input: opts.input } : {}),
    });
  return {
    via,
    prefix,
    run,
    async must(argv, opts) {
      const result = await run(argv, opts);
      if (result.exitCode !== 0) {
        const why = (result.stderr || result.stdout).trim().split('\n').slice(-3).join(' ') || `exit ${result.exitCode ?? result.signal}`;
        throw new Error(`${path.basename(argv[0] ?? '')} failed: ${why}`);
      }
      return result;
    },
  };
}

/**
 * Finds the privilege the sandbox needs, or says why there is none. Never prompts: `sudo -n`
 * fails at once when a password would be needed.
 */
export async function probePrivilege(exec: Exec = runCommand): Promise<PrivilegeProbe> {
  if (process.platform !== 'linux') return { ok: false, reason: `the sandbox needs Linux (this runner is ${process.platform})` };
  if (process.getuid?.() === 0) return { ok: true, privileged: createPrivileged('root', exec) };
  const sudo = systemProgram('sudo');
  if (!sudo) return { ok: false, reason: 'Marshal is not root and sudo is not installed' };
  const probe = await exec({ argv: [sudo, '-n', '--', '/bin/true'], cwd: '/', timeoutMs: 10_000, baseEnv: { PATH: SYSTEM_PATH.join(':') } });
  if (probe.exitCode !== 0) return { ok: false, reason: 'Marshal is not root and passwordless sudo (sudo -n) is not available' };
  return { ok: true, privileged: createPrivileged('sudo', exec) };
}
