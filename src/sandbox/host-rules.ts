/**
 * Host patterns of the policy's `network` section: `example.org` (that host), `*.example.org`
 * (its subdomains, not the apex), `*` (any host), IP literals (`127.0.0.2`, `[::1]`), each with an
 * optional `:port` or `:*`. No port means any port. Deny wins over allow; nothing is allowed by
 * default. Names compare case-insensitively without a trailing dot; IPv6 in canonical form.
 */
import { isIP } from 'node:net';

export interface HostRules {
  allow: string[];
  deny: string[];
}

export interface HostDecision {
  allowed: boolean;
  rule: string | null;
  reason: string;
}

interface Pattern {
  text: string;
  host: string;
  wildcard: 'none' | 'subdomains' | 'any';
  port: number | null;
}

/** Canonical form of a host: lower case, no trailing dot, IPv6 without brackets, compressed. */
export function canonicalHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  if (h.endsWith('.')) h = h.slice(0, -1);
  if (isIP(h) === 6) {
    try {
      return new URL(`http://[${h}]/`).hostname.slice(1, -1);
    } catch {
      return h;
    }
  }
  return h;
}

function parsePattern(text: string): Pattern {
  let rest = text.trim();
  let port: number | null = null;
  const portMatch = /^(.*?)(?::(\d{1,5}|\*))?$/.exec(rest.startsWith('[') ? rest.replace(/^(\[[^\]]*\])/, '$1') : rest);
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    const after = rest.slice(close + 1);
    port = after.startsWith(':') && after !== ':*' ? Number(after.slice(1)) : null;
    rest = rest.slice(0, close + 1);
  } else if (portMatch && portMatch[2] !== undefined && rest.split(':').length === 2) {
    port = portMatch[2] === '*' ? null : Number(portMatch[2]);
    rest = portMatch[1] as string;
  }
  if (rest === '*') return { text, host: '', wildcard: 'any', port };
  if (rest.startsWith('*.')) return { text, host: canonicalHost(rest.slice(2)), wildcard: 'subdomains', port };
  return { text, host: canonicalHost(rest), wildcard: 'none', port };
}

function matches(p: Pattern, host: string, port: number): boolean {
  if (p.port !== null && p.port !== port) return false;
  if (p.wildcard === 'any') return true;
  if (p.wildcard === 'subdomains') return host.endsWith(`.${p.host}`) && isIP(host) === 0;
  return host === p.host;
}

export function decideHost(rules: HostRules, host: string, port: number): HostDecision {
  const h = canonicalHost(host);
  if (!h || /[\s\0/\\@%]/.test(h)) return { allowed: false, rule: null, reason: `"${host}" is not a host name` };
  const denied = rules.deny.map(parsePattern).find((p) => matches(p, h, port));
  if (denied) return { allowed: false, rule: denied.text, reason: `network.deny ${denied.text} matches ${h}` };
  const allowed = rules.allow.map(parsePattern).find((p) => matches(p, h, port));
  if (allowed) return { allowed: true, rule: allowed.text, reason: `allowed by network.allow ${allowed.text}` };
  return { allowed: false, rule: null, reason: `no network.allow rule matches ${h}; add it to network.allow in the policy` };
}
