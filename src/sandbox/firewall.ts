/**
 * Network egress for the sandbox uid, enforced by the kernel's firewall (iptables' owner match on
 * locally generated packets; Debian's and Ubuntu's iptables drive nf_tables underneath).
 *
 * One chain per run, MARSHAL-<uid>, jumped to from the top of OUTPUT for packets whose socket
 * belongs to that uid only; other users and other runs are untouched, and removing the run's
 * rules is removing its jump and its chain. In the chain, in order:
 *   1. DNS (port 53, any address, loopback included) is rejected: names are resolved by the proxy,
 *      so a lookup can carry no data out (the local stub resolver would forward it).
 *   2. Marshal's proxy on 127.0.0.1:<port> is accepted.
 *   3. Loopback is accepted when the policy allows it (the default: test servers on localhost).
 *   4. Everything else is rejected (TCP with a reset, so clients fail fast instead of hanging),
 *      and its destination remembered (the kernel's `recent` match, where it exists) so the run
 *      can report which addresses a program tried to reach around the proxy.
 * IPv6 gets the same chain through ip6tables; a host whose IPv6 cannot be filtered while it has
 * IPv6 addresses makes the firewall unavailable (fail closed), never half-applied.
 */
import { existsSync } from 'node:fs';
import type { Privileged } from './privilege.js';
import { systemProgram } from './privilege.js';

export interface FirewallRequest {
  uid: number;
  proxyPort: number;
  allowLoopback: boolean;
}

export function chainName(uid: number): string {
  return `MARSHAL-${uid}`;
}

/** The chain's rules in order; a refusing rule also in its form without the `recent` match. */
function rules(req: FirewallRequest, family: 4 | 6): Array<{ rule: string[]; withoutRecent?: string[] }> {
  const chain = chainName(req.uid);
  const out: Array<{ rule: string[]; withoutRecent?: string[] }> = [
    { rule: ['-A', chain, '-p', 'udp', '--dport', '53', '-j', 'REJECT'] },
    { rule: ['-A', chain, '-p', 'tcp', '--dport', '53', '-j', 'REJECT', '--reject-with', 'tcp-reset'] },
  ];
  if (family === 4) out.push({ rule: ['-A', chain, '-d', '127.0.0.1/32', '-p', 'tcp', '--dport', String(req.proxyPort), '-j', 'ACCEPT'] });
  if (req.allowLoopback) out.push({ rule: ['-A', chain, '-o', 'lo', '-j', 'ACCEPT'] });
  const remember = ['-m', 'recent', '--name', recentList(req.uid, family), '--set', '--rdest'];
  for (const [match, action] of [[['-p', 'tcp'], ['-j', 'REJECT', '--reject-with', 'tcp-reset']], [[], ['-j', 'REJECT']]] as const) {
    out.push({ rule: ['-A', chain, ...match, ...remember, ...action], withoutRecent: ['-A', chain, ...match, ...action] });
  }
  return out;
}

/** The kernel's list of refused destinations for the run's chain of one family. */
export function recentList(uid: number, family: 4 | 6): string {
  return `marshal${uid}v${family}`;
}

/** The programs to use, or why the firewall cannot be enforced here. */
export function firewallTools(): { ok: true; v4: string; v6: string | null } | { ok: false; reason: string } {
  const v4 = systemProgram('iptables');
  if (!v4) return { ok: false, reason: 'iptables is not installed' };
  const v6 = systemProgram('ip6tables');
  if (!v6 && hostHasIpv6()) return { ok: false, reason: 'ip6tables is not installed and this host has IPv6' };
  return { ok: true, v4, v6 };
}

function hostHasIpv6(): boolean {
  return existsSync('/proc/net/if_inet6');
}

/** Installs the run's chain and its jump. On any failure, what was added is removed and it throws. */
export async function installFirewall(priv: Privileged, req: FirewallRequest): Promise<void> {
  const tools = firewallTools();
  if (!tools.ok) throw new Error(tools.reason);
  const chain = chainName(req.uid);
  const families: Array<[string, 4 | 6]> = [[tools.v4, 4]];
  if (tools.v6) families.push([tools.v6, 6]);
  try {
    for (const [program, family] of families) {
      await removeChain(priv, program, req.uid);
      await priv.must([program, '-w', '-N', chain]);
      for (const { rule, withoutRecent } of rules(req, family)) {
        const added = await priv.run([program, '-w', ...rule]);
        if (added.exitCode === 0) continue;
        // Without the `recent` match the rule still refuses; only the report loses the addresses.
        if (!withoutRecent) throw new Error(`${program} failed: ${(added.stderr || added.stdout).trim()}`);
        await priv.must([program, '-w', ...withoutRecent]);
      }
      await priv.must([program, '-w', '-I', 'OUTPUT', '1', '-m', 'owner', '--uid-owner', String(req.uid), '-j', chain]);
    }
  } catch (error) {
    await removeFirewall(priv, req.uid);
    if (tools.v6 && error instanceof Error && /ip6tables/.test(error.message) && !hostHasIpv6()) {
      throw new Error(`ip6tables failed and IPv6 is off: ${error.message}`);
    }
    throw error;
  }
}

/** Removes the run's jump and chain from both families; idempotent. */
export async function removeFirewall(priv: Privileged, uid: number): Promise<void> {
  for (const program of [systemProgram('iptables'), systemProgram('ip6tables')]) {
    if (program) await removeChain(priv, program, uid);
  }
}

async function removeChain(priv: Privileged, program: string, uid: number): Promise<void> {
  const chain = chainName(uid);
  // Delete every jump to the chain (a crashed run could have left more than one), bounded.
  for (let i = 0; i < 16; i++) {
    const del = await priv.run([program, '-w', '-D', 'OUTPUT', '-m', 'owner', '--uid-owner', String(uid), '-j', chain]);
    if (del.exitCode !== 0) break;
  }
  await priv.run([program, '-w', '-F', chain]);
  await priv.run([program, '-w', '-X', chain]);
}

/** Whether the run's chain exists (tests and the leftovers check). */
export async function firewallPresent(priv: Privileged, uid: number): Promise<boolean> {
  const program = systemProgram('iptables');
  if (!program) return false;
  const listed = await priv.run([program, '-w', '-S', chainName(uid)]);
  return listed.exitCode === 0;
}

export interface FirewallRefusal {
  /** The destination address, or '(DNS)' for lookups refused on port 53. */
  address: string;
  count: number;
}

/**
 * What the run's chain refused so far: DNS lookups (the rule's packet counter) and, where the
 * kernel remembers them, each destination a program tried to reach directly, with the number of
 * attempts seen (the kernel keeps the last 20 per address). Read before the chain is removed.
 */
export async function firewallRefusals(priv: Privileged, uid: number): Promise<FirewallRefusal[]> {
  const found: FirewallRefusal[] = [];
  let dns = 0;
  for (const [program, family] of [[systemProgram('iptables'), 4], [systemProgram('ip6tables'), 6]] as const) {
    if (!program) continue;
    const listed = await priv.run([program, '-w', '-S', chainName(uid), '-v']);
    if (listed.exitCode !== 0) continue;
    for (const line of listed.stdout.split('\n')) {
      const counted = /--dport 53\b.*-c (\d+) \d+/.exec(line);
      if (counted) dns += Number(counted[1]);
    }
    const recent = await priv.run(['cat', '--', `/proc/net/xt_recent/${recentList(uid, family)}`]);
    if (recent.exitCode !== 0) continue;
    found.push(...parseRecent(recent.stdout));
  }
  if (dns) found.unshift({ address: '(DNS)', count: dns });
  return found;
}

/** `src=ADDR ttl: N last_seen: T oldest_pkt: K T1, T2, ...` lines: the address and its timestamps. */
export function parseRecent(text: string): FirewallRefusal[] {
  const out: FirewallRefusal[] = [];
  for (const line of text.split('\n')) {
    const m = /^src=(\S+)\s.*oldest_pkt:\s*\d+\s*(.*)$/.exec(line.trim());
    if (!m) continue;
    const stamps = (m[2] ?? '').split(',').map((t) => t.trim()).filter(Boolean).length;
    out.push({ address: m[1] as string, count: Math.max(1, stamps) });
  }
  return out;
}
