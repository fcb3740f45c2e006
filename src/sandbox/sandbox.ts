/**
 * The sandbox: the policy made true for what programs DO, by the kernel.
 *
 * Every process a tool starts runs as a run-private uid (sandbox-user.ts) with no_new_privs and no
 * supplementary groups. For that uid: Read-denied workspace files, the runner's home and temp and
 * Marshal's own files are unreadable, protected git paths unchangeable, nothing outside the
 * workspace writable but its own HOME and TMPDIR (ACLs: workspace-access.ts, hidden-paths.ts);
 * the only egress is loopback (a policy switch) and Marshal's proxy, which lets through the hosts
 * the policy names (firewall.ts, proxy.ts); and after every call no process of the uid is left
 * (reaper.ts). Marshal itself, its git, the token, the transcript and the outputs stay with the
 * runner's uid, which the sandbox uid can neither ptrace nor read /proc/<pid>/environ of.
 *
 * Modes: `off`; `auto` (enforce where Linux, root or `sudo -n`, iptables and setfacl are there,
 * otherwise command analysis only, said in the report); `required` (no run without it).
 * `createSandbox` either returns a sandbox that is fully set up or undoes what it did and
 * reports why (auto) or throws (required): never half a sandbox.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runCommand, sandboxEnv, type Exec, type ExecRequest } from '../exec.js';
import type { NetworkPolicy, SandboxMode } from '../policy/types.js';
import { setEntry, dumpExtendedAcls } from './acl.js';
import { firewallRefusals, installFirewall, firewallTools } from './firewall.js';
import { applyHiding, outsideEntries, planHiding, RESOLVER_SOCKETS, treeTop } from './hidden-paths.js';
import { emptyJournal, SURVIVORS_LEFT_CONFINED, undoJournal, writeJournal, type Journal } from './journal.js';
import { probePrivilege, systemProgram, type Privileged } from './privilege.js';
import { installFetchPreload } from './fetch-preload.js';
import { proxyCredential, startEgressProxy, type BlockedHost, type EgressProxy } from './proxy.js';
import { killGroupAs, reapUid, dropToUid } from './reaper.js';
import { recoverStaleSandboxes } from './recovery.js';
import { createSandboxUser, processIdentity, type SandboxUser } from './sandbox-user.js';
import { DeniedInodes, DeniedWatch, gitLayout } from './workspace-access.js';
import { sandboxProcessEnv, splitPrivate } from './sandbox-env.js';
import { startSandboxService, writeEnvFile, type ServiceContext, type ServiceLaunch, type ServiceSpec } from './service-user.js';

export type { ServiceLaunch, ServiceSpec } from './service-user.js';

export class SandboxUnavailableError extends Error {
  override name = 'SandboxUnavailableError';
}

export interface SandboxStatus {
  mode: SandboxMode;
  enforced: boolean;
  /** One line for the report and the log: enforced, or not and why. */
  summary: string;
  uid?: number;
}

export interface SandboxRequest {
  mode: SandboxMode;
  workspace: string;
  canRead: (rel: string) => boolean;
  network: NetworkPolicy;
  /** The repository's own core.hooksPath, read before the run (null when unset). */
  hooksPath: string | null;
  /** Runner paths to hide (HOME, RUNNER_TEMP, Marshal's output dir...). */
  hide: string[];
  /**
   * PATH and the toolchain variables, as settings.ts reads them (TOOL_PATH_VARS): the directories
   * they name stay reachable for the uid inside the hidden trees.
   */
  toolPaths: Record<string, string>;
  exec?: Exec;
  log?: (message: string) => void;
}

export interface Sandbox {
  readonly status: SandboxStatus;
  /** The Exec tools use: every process it starts runs as the sandbox uid (or plain exec when not enforced). */
  readonly exec: Exec;
  /** Read-denied files by identity (null when not enforced). */
  readonly deniedInodes: DeniedInodes | null;
  /**
   * Destinations refused, grouped by host: by the proxy (host:port), and, once reapAll() has run,
   * by the firewall (port 0: a direct connection or a DNS lookup around the proxy).
   */
  blockedHosts(): BlockedHost[];
  /** Kills every process of the uid and verifies none is left; throws when one survives. */
  reapAll(): Promise<void>;
  /**
   * A long-lived service (a stdio MCP server): under an enforced sandbox it runs as its own uid
   * with the same file and network limits (service-user.ts), its secrets readable by it alone.
   * Services still running are stopped by close().
   */
  startService(spec: ServiceSpec): Promise<ServiceLaunch>;
  /** Undoes everything; idempotent; returns problems met (also logged). */
  close(): Promise<string[]>;
  /**
   * True after close() when a process of the uid survived the kill: the firewall, the ACLs and the
   * user were left in place, and nothing may be handed back to the workspace (credentials).
   */
  leftConfined(): boolean;
}


export function disabledSandbox(mode: SandboxMode, why: string, exec: Exec = runCommand): Sandbox {
  const summary = mode === 'off' ? 'Sandbox: off (sandbox: off); the policy is enforced by command analysis only' : `Sandbox: not enforced (${why}); the policy is enforced by command analysis only`;
  return {
    status: { mode, enforced: false, summary },
    exec,
    deniedInodes: null,
    blockedHosts: () => [],
    reapAll: async () => undefined,
    startService: async (spec) => {
      const [command, ...args] = spec.argv;
      if (!command) throw new Error(`service ${spec.name}: empty command`);
      // No sandbox: the service gets the same secret-free environment as tools, plus its own values.
      return { command, args, env: { ...sandboxEnv(process.env, {}), ...spec.env, ...spec.secretEnv }, cwd: spec.cwd, stop: async () => undefined };
    },
    close: async () => [],
    leftConfined: () => false,
  };
}

/** Why the sandbox cannot be enforced on this machine, or null when it can. */
async function unavailable(exec: Exec): Promise<{ why: string } | { priv: Privileged }> {
  const probe = await probePrivilege(exec);
  if (!probe.ok) return { why: probe.reason };
  for (const tool of ['setpriv', 'setfacl', 'getfacl', 'useradd', 'groupadd', 'userdel']) {
    if (!systemProgram(tool)) return { why: `${tool} is not installed` };
  }
  const fw = firewallTools();
  if (!fw.ok) return { why: fw.reason };
  return { priv: probe.privileged };
}

export async function createSandbox(req: SandboxRequest): Promise<Sandbox> {
  const exec = req.exec ?? runCommand;
  if (req.mode === 'off') return disabledSandbox('off', 'off', exec);
  const found = await unavailable(exec);
  if ('why' in found) {
    if (req.mode === 'required') throw new SandboxUnavailableError(`sandbox: required, but it cannot be enforced here: ${found.why}`);
    return disabledSandbox(req.mode, found.why, exec);
  }
  const priv = found.priv;
  for (const stale of await recoverStaleSandboxes(priv)) {
    req.log?.(`Cleaned up the sandbox of an earlier run that did not finish (uid ${stale.uid})${stale.problems.length ? `: ${stale.problems.join('; ')}` : ''}`);
  }
  let user: SandboxUser | null = null;
  let journal: Journal | null = null;
  let proxy: EgressProxy | null = null;
  try {
    user = await createSandboxUser(priv);
    journal = emptyJournal(user.uid, user.gid, processIdentity(process.pid) ?? '');
    await writeJournal(priv, journal);
    const inodes = new DeniedInodes();
    const access = await lockDownFiles(priv, user, journal, req, inodes);
    const nodeOptions = await installFetchPreload(priv, user.stateDir);
    // Loopback is every user's: the credential keeps other runs' sandboxes off this run's proxy.
    proxy = await startEgressProxy({ rules: { allow: req.network.allow, deny: req.network.deny }, allowLoopback: req.network.loopback, credential: proxyCredential() });
    journal.firewall = true;
    await writeJournal(priv, journal);
    await installFirewall(priv, { uid: user.uid, proxyPort: proxy.port, allowLoopback: req.network.loopback });
    const services: ServiceContext = {
      priv, workspace: req.workspace, denied: access.denied, hide: access.hide, keep: access.keep,
      proxyUrl: proxy.url, proxyPort: proxy.port, allowLoopback: req.network.loopback, toolPaths: req.toolPaths,
    };
    const env = sandboxProcessEnv({ user, proxyUrl: proxy.url, allowLoopback: req.network.loopback, runnerEnv: req.toolPaths, nodeOptions });
    // Under sudo the environment travels on the command line (sudo resets it), which every user
    // can read: the private variables go into a file only the uid can read, sourced at start.
    const launchEnv = priv.via === 'root' ? { env, envFile: null } : await (async () => {
      const { plain, secret } = splitPrivate(env);
      return { env: plain, envFile: await writeEnvFile(priv, user, 'tools.env', secret) };
    })();
    return enforcedSandbox(priv, user, journal, proxy, inodes, access.watch, req, exec, services, launchEnv);
  } catch (error) {
    const problems = journal ? await undoJournal(priv, journal) : [];
    await proxy?.close();
    const why = `${error instanceof Error ? error.message : String(error)}${problems.length ? ` (clean-up: ${problems.join('; ')})` : ''}`;
    if (req.mode === 'required') throw new SandboxUnavailableError(`sandbox: required, but setting it up failed: ${why}`);
    return disabledSandbox(req.mode, `setting it up failed: ${why}`, exec);
  }
}

/** What the set-up worked out, reused for service uids: Read-denied paths and the hiding-plan input (without the tools' state directory). */
interface WorkspaceAccess {
  denied: string[];
  hide: string[];
  keep: string[];
  /** Read-denied files that appear later are hidden through it before each call. */
  watch: DeniedWatch;
}

async function lockDownFiles(priv: Privileged, user: SandboxUser, journal: Journal, req: SandboxRequest, inodes: DeniedInodes): Promise<WorkspaceAccess> {
  const ws = req.workspace;
  const wsStat = statSync(ws);
  journal.workspace = ws;
  journal.workspaceOwner = { uid: wsStat.uid, gid: wsStat.gid };
  journal.workspaceAclDump = await dumpExtendedAcls(priv, ws);
  const { PATH, ...toolchains } = req.toolPaths;
  // What every sandbox uid keeps reachable; each adds its own state directory.
  const keep = [ws, ...pathDirs(PATH), ...Object.values(toolchains).filter((dir) => dir.startsWith('/'))];
  const top = treeTop(ws);
  const hide = [...(top ? [top] : []), ...req.hide, ...RESOLVER_SOCKETS];
  const plan = planHiding({ workspace: ws, hide, keep: [...keep, user.stateDir] });
  journal.shared = outsideEntries(plan, ws);
  const layout = gitLayout(ws, req.hooksPath);
  if (layout.gitDir) journal.sticky = [ws, layout.gitDir].filter((dir) => !(lstatSync(dir).mode & 0o1000));
  await writeJournal(priv, journal);

  // The workspace: read and write for the uid (and, where Marshal is not root, for Marshal on
  // what the uid creates), then the Read-denied paths and the protected git paths taken away.
  await setEntry(priv, user.uid, 'rwX', [ws], { recursive: true, withDefault: true });
  const self = process.getuid?.() ?? 0;
  if (self !== 0) await setEntry(priv, self, 'rwX', [ws], { recursive: true, withDefault: true });
  const watch = new DeniedWatch(ws, req.canRead, inodes);
  const denied = watch.scan();
  await setEntry(priv, user.uid, '---', denied.map((d) => d.abs));
  if (layout.config) await setEntry(priv, user.uid, 'r--', [layout.config]);
  await setEntry(priv, user.uid, 'r-x', layout.hooks, { recursive: true });
  if (layout.gitDir) {
    // Sticky directories: the uid may rename or delete only entries it owns. In the workspace root
    // that keeps `.git` (and the protected and Read-denied entries) in place: otherwise
    // `mv .git x && git init` would hand later workflow steps a repository with the agent's hooks
    // and config. Everything else at the top, and the files git replaces by rename inside `.git`,
    // are handed to the uid for the run, so everyday work (deleting a file, switching branches)
    // goes on; ownership goes back at clean-up.
    // Hidden paths inside the workspace (a credentials file a login step wrote there) keep their
    // owner too: as the owner, the uid would read them through the mode bits, whatever the ACL says.
    const hiddenInside = req.hide.filter((p) => p.startsWith(`${ws}/`));
    const keepOwner = new Set([layout.gitDir, ...layout.hooks, path.join(ws, '.github'), path.join(ws, '.husky'), ...denied.map((d) => d.abs), ...hiddenInside]);
    const handOver = readdirSync(ws).map((name) => path.join(ws, name)).filter((abs) => !keepOwner.has(abs));
    for (let i = 0; i < handOver.length; i += 500) await priv.must(['chown', '-h', `${user.uid}:${user.gid}`, '--', ...handOver.slice(i, i + 500)]);
    if (layout.renamedFiles.length) await priv.must(['chown', '-h', `${user.uid}:${user.gid}`, '--', ...layout.renamedFiles]);
    if (journal.sticky.length) await priv.must(['chmod', '+t', '--', ...journal.sticky]);
  }
  // Git refuses a repository another user owns ("dubious ownership"): this one is meant. The
  // repository's own config is read-only for the uid, so commits get an identity here (the
  // sandbox's global config, which it may change: `git config --global user.email ...`).
  const gitconfig = path.join(user.home, '.gitconfig');
  await priv.must(['tee', gitconfig], { input: `[safe]\n\tdirectory = ${ws}\n[user]\n\tname = marshal[bot]\n\temail = marshal[bot]@users.noreply.github.com\n` });
  await priv.must(['chown', `${user.uid}:${user.gid}`, gitconfig]);
  await applyHiding(priv, user.uid, plan);
  return { denied: denied.map((d) => d.abs), hide, keep, watch };
}

function enforcedSandbox(priv: Privileged, user: SandboxUser, journal: Journal, proxy: EgressProxy, inodes: DeniedInodes, watch: DeniedWatch, req: SandboxRequest, base: Exec, serviceContext: ServiceContext, { env, envFile }: { env: Record<string, string>; envFile: string | null }): Sandbox {
  const services: ServiceLaunch[] = [];
  const root = priv.via === 'root';
  let closed: Promise<string[]> | null = null;
  let confined = false;
  let firewallRefused: BlockedHost[] = [];
  // Which calls run as the uid at once. A call that may start anything (Bash, a hook) runs alone:
  // then every process of the uid left when it ends is its own, and the reap after it is exact
  // (a daemon it left cannot outlive it behind another call still running). Marshal's own fixed
  // git commands (concurrentSafe) start nothing else and may overlap one another.
  const gate = new CallGate();
  // A reap kills every process of the uid (`kill -1` sent from the uid). One still running when the
  // next call starts would kill that call's processes too, so a call waits for any reap in progress.
  let reaping: Promise<unknown> = Promise.resolve();
  const reap = (): Promise<unknown> => {
    reaping = reaping.catch(() => undefined).then(() => reapUid(priv, user.uid, user.gid));
    return reaping;
  };
  const reapsSettled = async (): Promise<void> => {
    for (let seen: Promise<unknown> | null = null; seen !== reaping; ) {
      seen = reaping;
      await seen.catch(() => undefined);
    }
  };
  const exec: Exec = async (call: ExecRequest) => {
    if (closed) throw new Error('the sandbox is closed');
    const alone = !call.concurrentSafe;
    let reapedAtExit = false;
    await gate.enter(alone, reapsSettled);
    try {
      if (closed) throw new Error('the sandbox is closed');
      // Read-denied files that appeared since set-up (a background process of an earlier step,
      // Marshal's own Write) are hidden before any process of this call starts.
      await watch.hideNew((paths) => setEntry(priv, user.uid, '---', paths));
      return await base({
        ...call,
        env: { ...(call.env ?? {}), ...env },
        launch: {
          prefix: [...priv.prefix, systemProgram('setpriv') as string, ...dropToUid(user.uid, user.gid).slice(1)],
          // sudo resets the environment; the values (already secret-free) go through `env -i`.
          envInArgv: !root,
          umask: 0o002,
          ...(envFile ? { envFile } : {}),
          kill: (pgid, signal) => {
            void killGroupAs(priv, user.uid, user.gid, pgid, signal === 'SIGKILL' ? 'KILL' : 'TERM');
          },
          // A call running alone owns whatever of the uid outlives its leader (a daemon holding the
          // output pipe): gone now, not after the pipe grace.
          afterExit: () => {
            if (!alone) return;
            reapedAtExit = true;
            reap().catch(() => undefined);
          },
        },
      });
    } finally {
      // Exact reaping: after a call that ran alone, and whenever no call is running, no process of
      // the uid may exist.
      // (A lone call reaped when its leader exited: nothing of the uid can have started since, so
      // that reap is awaited rather than repeated.)
      if (gate.leave(alone)) await (reapedAtExit ? reaping : reap());
    }
  };
  const enforced = `Sandbox: enforced (uid ${user.uid}; Read-denied files unreadable to every process, egress ${req.network.loopback ? 'loopback and ' : ''}the proxy for ${req.network.allow.length ? req.network.allow.join(', ') : 'no hosts'})`;
  return {
    status: { mode: req.mode, enforced: true, summary: enforced, uid: user.uid },
    exec,
    deniedInodes: inodes,
    blockedHosts: () => [...proxy.blocked(), ...firewallRefused],
    reapAll: async () => {
      await reap();
      // With nothing of the uid left, the firewall's account is final: read it while the chain exists.
      firewallRefused = (await firewallRefusals(priv, user.uid).catch(() => [])).map((r) => ({
        host: r.address,
        port: 0,
        count: r.count,
        reason: r.address === '(DNS)' ? 'a name lookup: names are resolved by the proxy only' : 'a direct connection around the proxy, refused by the firewall',
      }));
    },
    startService: async (spec) => {
      if (closed) throw new Error('the sandbox is closed');
      const service = await startSandboxService(serviceContext, spec);
      services.push(service);
      return service;
    },
    close() {
      closed ??= (async () => {
        const problems: string[] = [];
        for (const service of services.splice(0)) {
          await service.stop().catch((error: unknown) => problems.push(error instanceof Error ? error.message : String(error)));
        }
        const undone = await undoJournal(priv, journal);
        confined = undone.some((p) => p.startsWith(SURVIVORS_LEFT_CONFINED));
        problems.push(...undone);
        await proxy.close();
        for (const p of problems) req.log?.(`Sandbox clean-up: ${p}`);
        return problems;
      })();
      return closed;
    },
    leftConfined: () => confined,
  };
}

/**
 * Admission of sandboxed calls: any number of shared calls at once, or one exclusive call alone.
 * An exclusive call waits for the running ones to end and holds off new ones (no starvation:
 * shared calls arriving after it wait behind it).
 */
class CallGate {
  private shared = 0;
  private exclusive = false;
  private waiting: Array<{ alone: boolean; go: () => void }> = [];

  async enter(alone: boolean, settled: () => Promise<void>): Promise<void> {
    if (!this.admits(alone)) await new Promise<void>((go) => this.waiting.push({ alone, go }));
    else this.take(alone);
    // The reap that follows a call must be over before the next one starts its processes.
    await settled();
  }

  /** Ends a call; true when the uid now has no call running (time to reap). */
  leave(alone: boolean): boolean {
    if (alone) this.exclusive = false;
    else this.shared--;
    const idle = !this.exclusive && this.shared === 0;
    this.admitWaiting();
    return alone || idle;
  }

  private admits(alone: boolean): boolean {
    if (this.exclusive || this.waiting.length) return false;
    return alone ? this.shared === 0 : true;
  }

  private take(alone: boolean): void {
    if (alone) this.exclusive = true;
    else this.shared++;
  }

  private admitWaiting(): void {
    while (this.waiting.length) {
      const next = this.waiting[0] as { alone: boolean; go: () => void };
      if (this.exclusive || (next.alone && this.shared > 0)) return;
      this.waiting.shift();
      this.take(next.alone);
      next.go();
      if (next.alone) return;
    }
  }
}

function pathDirs(value: string | undefined): string[] {
  return (value ?? '').split(':').filter((p) => p.startsWith('/')).map((p) => path.resolve(p));
}

