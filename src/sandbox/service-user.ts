/**
 * Long-lived services under the sandbox (stdio MCP servers): each one runs as its OWN run-private
 * uid, not the tools' uid, for two reasons.
 * - Reaping: after every tool call no process of the tools' uid may exist (reaper.ts). A service
 *   must outlive the calls, so it cannot share that uid.
 * - Secrets: a service may be given secrets (a database URL) that no tool may see. A process can
 *   read /proc/<pid>/environ of any process of its own uid, so a service sharing the tools' uid
 *   would hand its secrets to every Bash call. Another uid cannot read it, nor ptrace it.
 *
 * What the service uid may do: read the workspace (not the Read-denied paths), write only its own
 * HOME and TMPDIR, nothing of the runner's home or temp (the same hiding plan as the tools' uid),
 * and the same egress: loopback per policy and Marshal's proxy, which applies the policy's host
 * allowlist. Its secrets travel in a file only its uid can read (never in argv, which every user
 * can read in /proc/<pid>/cmdline, and never through sudo, which resets the environment).
 * Everything is journalled like the tools' sandbox, so clean-up (or a later run after a crash)
 * undoes exactly it.
 */
import path from 'node:path';
import { setEntry } from './acl.js';
import { installFirewall } from './firewall.js';
import { applyHiding, outsideEntries, planHiding } from './hidden-paths.js';
import { emptyJournal, undoJournal, writeJournal, type Journal } from './journal.js';
import { systemProgram, type Privileged } from './privilege.js';
import { dropToUid } from './reaper.js';
import { installFetchPreload } from './fetch-preload.js';
import { sandboxProcessEnv, splitPrivate } from './sandbox-env.js';
import { createSandboxUser, processIdentity, type SandboxUser } from './sandbox-user.js';

export interface ServiceSpec {
  /** A short name for messages (the MCP server's name). */
  name: string;
  argv: string[];
  cwd: string;
  /** Plain values (they appear in the service's command line). */
  env: Record<string, string>;
  /** Values never put in argv nor readable by tool processes. */
  secretEnv: Record<string, string>;
}

/** How to start the service (for a spawner such as the MCP SDK's stdio transport), and how to end it. */
export interface ServiceLaunch {
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd: string;
  /** Kills whatever the service left and undoes its user; idempotent. */
  stop(): Promise<void>;
}

/** What the tools' sandbox already worked out, reused for each service uid. */
export interface ServiceContext {
  priv: Privileged;
  workspace: string;
  /** Absolute Read-denied paths (from the tools' sandbox set-up). */
  denied: string[];
  /** Hiding-plan input, without any uid's own state directory. */
  hide: string[];
  keep: string[];
  proxyUrl: string;
  proxyPort: number;
  allowLoopback: boolean;
  toolPaths: Record<string, string>;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The secrets file: `export NAME='value'` lines, sourced by the launcher as the service uid. */
export function secretsFile(env: Record<string, string>): string {
  return Object.entries(env)
    .map(([name, value]) => {
      if (!ENV_NAME.test(name)) throw new Error(`invalid environment variable name ${JSON.stringify(name)}`);
      return `export ${name}=${shellQuote(value)}\n`;
    })
    .join('');
}

/** Sources the secrets file, then runs the service in place ($0 is the file, "$@" the argv). */
/**
 * Writes `export NAME='value'` lines to `<stateDir>/<name>`, readable by the uid alone, for a
 * launch stage to source; returns the path. Created empty with its final owner and mode first:
 * the content never exists readable to anyone else.
 */
export async function writeEnvFile(priv: Privileged, user: SandboxUser, name: string, vars: Record<string, string>): Promise<string> {
  const file = path.join(user.stateDir, name);
  await priv.must(['install', '-m', '0400', '-o', String(user.uid), '-g', String(user.gid), '/dev/null', file]);
  await priv.must(['tee', file], { input: secretsFile(vars) });
  return file;
}

const LAUNCHER = '. "$0" || exit 126; exec "$@"';

export async function startSandboxService(ctx: ServiceContext, spec: ServiceSpec): Promise<ServiceLaunch> {
  if (!spec.argv.length) throw new Error(`service ${spec.name}: empty command`);
  for (const name of Object.keys(spec.env)) if (!ENV_NAME.test(name)) throw new Error(`service ${spec.name}: invalid environment variable name ${JSON.stringify(name)}`);
  const { priv } = ctx;
  const user = await createSandboxUser(priv);
  const journal: Journal = emptyJournal(user.uid, user.gid, processIdentity(process.pid) ?? `${process.pid}.0`);
  let stopped: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      const problems = await undoJournal(priv, journal);
      if (problems.length) throw new Error(`service ${spec.name} clean-up: ${problems.join('; ')}`);
    })();
    return stopped;
  };
  try {
    await lockDownService(ctx, user, journal);
    journal.firewall = true;
    await writeJournal(priv, journal);
    await installFirewall(priv, { uid: user.uid, proxyPort: ctx.proxyPort, allowLoopback: ctx.allowLoopback });
    // The proxy URL (it holds the run's proxy credential) goes with the secrets, never into argv.
    const { plain: base, secret: proxyVars } = splitPrivate(sandboxProcessEnv({ user, proxyUrl: ctx.proxyUrl, allowLoopback: ctx.allowLoopback, runnerEnv: ctx.toolPaths, nodeOptions: await installFetchPreload(priv, user.stateDir) }));
    const secrets = await writeEnvFile(priv, user, 'service.env', { ...proxyVars, ...spec.secretEnv });
    const plain = { ...base, PATH: ctx.toolPaths.PATH ?? '/usr/bin:/bin', ...spec.env };
    const argv = [
      ...priv.prefix,
      systemProgram('setpriv') as string,
      ...dropToUid(user.uid, user.gid).slice(1),
      systemProgram('env') as string,
      '-i',
      ...Object.entries(plain).map(([k, v]) => `${k}=${v}`),
      systemProgram('sh') as string,
      '-c',
      LAUNCHER,
      secrets,
      ...spec.argv,
    ];
    const [command, ...args] = argv as [string, ...string[]];
    return { command, args, env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' }, cwd: spec.cwd, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

async function lockDownService(ctx: ServiceContext, user: SandboxUser, journal: Journal): Promise<void> {
  const { priv, workspace: ws } = ctx;
  const plan = planHiding({ workspace: ws, hide: ctx.hide, keep: [...ctx.keep, user.stateDir] });
  journal.shared = outsideEntries(plan, ws);
  journal.serviceWorkspace = ws;
  await writeJournal(priv, journal);
  // The workspace: read-only (files created later inherit the entry), the Read-denied paths not at all.
  await setEntry(priv, user.uid, 'r-X', [ws], { recursive: true, withDefault: true });
  await setEntry(priv, user.uid, '---', ctx.denied);
  await applyHiding(priv, user.uid, plan);
}
