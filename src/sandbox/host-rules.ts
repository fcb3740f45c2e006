/**
 * Host patterns of the policy's `network` section, and the one decision the egress proxy makes.
 *
 * Patterns: `example.org` (that host), `*.example.org` (its subdomains, not the apex), `*` (any
 * host), IP literals (`127.0.0.2`, `[::1]`), each with an optional `:port` or `:*`; no port means
 * any port. Deny wins over allow, whatever the order; nothing is allowed by default.
 *
 * Hosts and patterns go through the same canonicalisation, the WHATWG URL host parser (what
 * `new URL()` does to `http://<host>/`), so a decision never depends on spelling: case, one
 * trailing dot, IPv4 in any notation inet_aton also accepts (`2130706434`, `0x7f.1`, `127.1`),
 * IPv6 compression, and IPv4-mapped IPv6 (`[::ffff:127.0.0.2]` is the IPv4 address it reaches).
 */
import { netModule } from '../shared/lazy-builtins.js';

const isIP = (host: string): number => netModule().isIP(host);

export interface HostRules {
  allow: string[];
  deny: string[];
}

export interface HostDecision {
  allowed: boolean;
  /** The pattern that decided, or null when none did. */
  rule: string | null;
  /** A sentence a user can act on. */
  reason: string;
}

interface Pattern {
  text: string;
  kind: 'any' | 'exact' | 'subdomains';
  /** Canonical host (exact) or canonical suffix without the leading dot (subdomains). */
  host: string;
  /** null = any port. */
  port: number | null;
}

/**
 * The canonical form of a host as the URL standard parses it: lower case, IDNA applied, IPv4 in
 * dotted decimal, IPv6 compressed and in brackets, IPv4-mapped IPv6 as IPv4, one trailing dot
 * dropped. Null when it is not a host at all.
 *
 * Characters the URL parser would read as a delimiter (`@ : / \ ? #`, outside an IPv6 literal)
 * are refused rather than parsed: `allowed.org@evil.org` must not be decided as one string and
 * connected to as another. `%` is refused too: the proxy hands over hosts the URL parser has
 * already percent-decoded, so a `%` here means something else is decoding (or not) differently.
 */
export function canonicalHost(input: string): string | null {
  const bracketed = input.startsWith('[') && input.endsWith(']');
  const host = bracketed ? input.slice(1, -1) : input;
  const v6 = isIP(host) === 6;
  if (bracketed && !v6) return null;
  if (!host || /[\s\0-\x1f\x7f@/\\?#%[\]]/.test(host) || (!v6 && host.includes(':'))) return null;
  let parsed: string;
  try {
    parsed = new URL(`http://${v6 ? `[${host}]` : host}/`).hostname;
  } catch {
    return null;
  }
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(parsed);
  if (mapped) {
    const n = (parseInt(mapped[1] as string, 16) << 16) | parseInt(mapped[2] as string, 16);
    return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
  }
  if (parsed.endsWith('.')) parsed = parsed.slice(0, -1);
  // Empty labels (`a..b`, `.a`, a second trailing dot) name nothing a resolver would find.
  if (!parsed || (!parsed.startsWith('[') && parsed.split('.').some((label) => label === ''))) return null;
  return parsed;
}

/** Unspecified addresses (`0.0.0.0`, `[::]`) connect to this machine on Linux: never a destination. */
function isUnspecified(host: string): boolean {
  return host === '[::]' || (isIP(host) === 4 && host.startsWith('0.'));
}

const PATTERN = /^(\*|\*\.[^:[\]*]+|[^:[\]*]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}|\*))?$/;

function parsePattern(text: string): Pattern | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const port = m[2] === undefined || m[2] === '*' ? null : Number(m[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  const hostPart = m[1] as string;
  if (hostPart === '*') return { text, kind: 'any', host: '', port };
  if (hostPart.startsWith('*.')) {
    const suffix = canonicalHost(hostPart.slice(2));
    // A suffix that parses as an IP address can never end a name (the URL parser reads a name
    // ending in a numeric label as IPv4), and IP literals have no subdomains.
    if (!suffix || suffix.startsWith('[') || isIP(suffix)) return null;
    return { text, kind: 'subdomains', host: suffix, port };
  }
  const host = canonicalHost(hostPart);
  return host ? { text, kind: 'exact', host, port } : null;
}

function hostMatches(p: Pattern, host: string): boolean {
  if (p.kind === 'any') return true;
  if (p.kind === 'subdomains') return !isIP(host) && !host.startsWith('[') && host.endsWith(`.${p.host}`);
  return host === p.host;
}

/** Parsed patterns, cached per rule set: the proxy decides on every request. */
const parsedRules = new WeakMap<HostRules, { allow: Array<Pattern | null>; deny: Array<Pattern | null>; key: string }>();

function patternsOf(rules: HostRules): { allow: Array<Pattern | null>; deny: Array<Pattern | null> } {
  const key = `${rules.allow.join('\n')}\0${rules.deny.join('\n')}`;
  let cached = parsedRules.get(rules);
  if (!cached || cached.key !== key) {
    cached = { allow: rules.allow.map(parsePattern), deny: rules.deny.map(parsePattern), key };
    parsedRules.set(rules, cached);
  }
  return cached;
}

/** Decision for one destination; `rule` is the pattern that decided, `reason` a sentence a user can act on. */
export function decideHost(rules: HostRules, host: string, port: number): HostDecision {
  const h = canonicalHost(host);
  const shown = JSON.stringify(host.length > 80 ? `${host.slice(0, 80)}...` : host);
  if (!h) return { allowed: false, rule: null, reason: `${shown} is not a valid host name, so it cannot be checked against network.allow` };
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return { allowed: false, rule: null, reason: `${port} is not a valid port for ${h}` };
  }
  if (isUnspecified(h)) return { allowed: false, rule: null, reason: `${h} is an unspecified address (it means this machine), not a destination` };
  const { allow, deny } = patternsOf(rules);
  for (const [i, p] of deny.entries()) {
    // A deny pattern that cannot be read fails closed: it denies everything until it is fixed.
    if (!p) return { allowed: false, rule: rules.deny[i] as string, reason: `network.deny has an invalid pattern ${JSON.stringify(rules.deny[i])}; fix it in the policy` };
    if (hostMatches(p, h) && (p.port === null || p.port === port)) {
      return { allowed: false, rule: p.text, reason: `${h}:${port} is denied by network.deny ${p.text} (deny wins over network.allow)` };
    }
  }
  // An unreadable allow pattern simply allows nothing.
  const valid = allow.filter((p): p is Pattern => p !== null);
  const hit = valid.find((p) => hostMatches(p, h) && (p.port === null || p.port === port));
  if (hit) return { allowed: true, rule: hit.text, reason: `${h}:${port} is allowed by network.allow ${hit.text}` };
  const otherPort = valid.find((p) => hostMatches(p, h));
  if (otherPort) {
    return { allowed: false, rule: null, reason: `network.allow ${otherPort.text} does not cover port ${port}; add ${h}:${port} to network.allow in the policy` };
  }
  return { allowed: false, rule: null, reason: `no network.allow rule matches ${h}; add it to network.allow in the policy` };
}
