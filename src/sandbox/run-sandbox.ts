/**
 * The sandbox for one run, as the Action and the CLI open it: the stricter of the workflow's
 * `sandbox` input and the policy's `sandbox` key (a policy can require the sandbox; it cannot
 * turn off one the workflow requires), the runner's home and temp and Marshal's own output
 * directory hidden, and the repository's hooks path read now, before any tool has run.
 */
import type { EventSink } from '../shared/events.js';
import type { Exec } from '../exec.js';
import type { Policy, SandboxMode } from '../policy/types.js';
import { git } from '../workspace/git.js';
import { createSandbox, type Sandbox } from './sandbox.js';

const STRICTNESS: Record<SandboxMode, number> = { off: 0, auto: 1, required: 2 };

export function stricterMode(input: SandboxMode, policy: SandboxMode | undefined): SandboxMode {
  if (!policy) return input;
  return STRICTNESS[policy] > STRICTNESS[input] ? policy : input;
}

export interface RunSandboxRequest {
  inputMode: SandboxMode;
  policy: Policy;
  workspace: string;
  /** Runner paths to hide: HOME, RUNNER_TEMP, Marshal's output directory. */
  hide: string[];
  toolPaths: Record<string, string>;
  exec?: Exec;
  log?: (message: string) => void;
}

export async function openRunSandbox(req: RunSandboxRequest): Promise<Sandbox> {
  const mode = stricterMode(req.inputMode, req.policy.doc.sandbox);
  const hooks = mode === 'off' ? '' : (await git(['config', '--get', 'core.hooksPath'], { cwd: req.workspace, exec: req.exec, allowFailure: true })).stdout.trim();
  return createSandbox({
    mode,
    workspace: req.workspace,
    canRead: (rel) => !req.policy.isReadDenied(rel),
    network: req.policy.doc.network,
    hooksPath: hooks || null,
    hide: req.hide.filter(Boolean),
    toolPaths: req.toolPaths,
    ...(req.exec ? { exec: req.exec } : {}),
    ...(req.log ? { log: req.log } : {}),
  });
}

/** Hosts the proxy refused, once per run, grouped (not once per call). */
export function reportBlockedHosts(sandbox: Sandbox, emit: EventSink): void {
  const blocked = sandbox.blockedHosts();
  if (!blocked.length) return;
  const list = blocked.slice(0, 20).map((b) => `${b.port ? `${b.host}:${b.port}` : b.host === '(DNS)' ? 'DNS lookups' : `${b.host} (direct)`} (${b.count}×)`).join(', ');
  const more = blocked.length > 20 ? ` and ${blocked.length - 20} more` : '';
  emit({ type: 'notice', level: 'warning', message: `Network: the sandbox refused connections to ${list}${more}; allow a host with network.allow in the policy` });
}
