/**
 * Where an allowed NAME may lead. The policy's host rules are decided on names; the address a
 * name resolves to is checked when the connection is made (in the resolver the socket itself
 * uses, so a second lookup cannot answer differently: no DNS rebinding window). Used by the
 * egress proxy and by Marshal's own WebFetch tool.
 */
import dns from 'node:dns';
import net from 'node:net';

/** Loopback or unspecified (this machine), and link-local (metadata endpoints) addresses. */
export function addressClass(address: string): 'loopback' | 'link-local' | 'other' {
  const a = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (net.isIPv4(a)) {
    if (a.startsWith('127.') || a.startsWith('0.')) return 'loopback';
    if (a.startsWith('169.254.')) return 'link-local';
    return 'other';
  }
  if (a === '::1' || a === '::') return 'loopback';
  if (/^fe[89ab][0-9a-f]:/.test(a)) return 'link-local';
  return 'other';
}

/**
 * Resolution as Node does it, then the addresses held against the class rules: a name the policy
 * allows cannot be pointed (by its owner, or by DNS rebinding) at this machine when loopback is
 * off, nor at a metadata endpoint ever.
 */
export function guardedLookup(allowLoopback: boolean): net.LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => {
        const kind = addressClass(a.address);
        return kind === 'link-local' || (kind === 'loopback' && !allowLoopback);
      });
      if (bad || !list.length) {
        const refused = Object.assign(new Error(`${hostname} resolves to ${bad?.address ?? 'nothing'}, which the sandbox may not reach${bad && addressClass(bad.address) === 'loopback' ? ' (network.loopback is false)' : ''}`), { code: 'EPOLICY' });
        return callback(refused);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0]?.address, list[0]?.family);
    });
  }) as net.LookupFunction;
}

