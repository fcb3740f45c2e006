// Host patterns of the policy's network section: the decision the egress proxy makes for every
// destination. Pure function, so every spelling of a host can be held against it here.
import { describe, expect, test } from 'vitest';
import { canonicalHost, decideHost } from '../../src/sandbox/host-rules.js';

const allow = (...patterns: string[]) => ({ allow: patterns, deny: [] as string[] });
const ok = (rules: { allow: string[]; deny: string[] }, host: string, port = 443) => decideHost(rules, host, port).allowed;

describe('decideHost', () => {
  test('nothing is allowed by default, with a reason naming the key to change', () => {
    expect(decideHost(allow(), 'example.org', 443)).toEqual({
      allowed: false,
      rule: null,
      reason: 'no network.allow rule matches example.org; add it to network.allow in the policy',
    });
  });

  test('an exact host matches case-insensitively, with or without one trailing dot', () => {
    const rules = allow('Example.org');
    expect(decideHost(rules, 'EXAMPLE.ORG.', 80)).toMatchObject({ allowed: true, rule: 'Example.org' });
    expect(ok(rules, 'example.org')).toBe(true);
    expect(ok(rules, 'example.org..')).toBe(false);
    expect(ok(rules, 'www.example.org')).toBe(false);
    expect(ok(rules, 'example.org.evil.com')).toBe(false);
    expect(ok(allow('example.org.'), 'example.org')).toBe(true);
  });

  test('*.domain matches subdomains at any depth, never the apex or a look-alike', () => {
    const rules = allow('*.example.org');
    expect(ok(rules, 'a.example.org')).toBe(true);
    expect(ok(rules, 'a.b.EXAMPLE.org.')).toBe(true);
    expect(ok(rules, 'example.org')).toBe(false);
    expect(ok(rules, 'badexample.org')).toBe(false);
    expect(ok(rules, 'example.org.evil.com')).toBe(false);
    // IP addresses have no subdomains, whatever their digits.
    expect(ok(allow('*.0.0.1'), '127.0.0.1')).toBe(false);
  });

  test('* matches every host, and ports narrow any pattern', () => {
    expect(ok(allow('*'), 'anything.example')).toBe(true);
    const rules = allow('example.org:443', '*.example.org:*', '*:8443');
    expect(ok(rules, 'example.org', 443)).toBe(true);
    expect(ok(rules, 'x.example.org', 22)).toBe(true);
    expect(ok(rules, 'other.test', 8443)).toBe(true);
    const wrongPort = decideHost(rules, 'example.org', 80);
    expect(wrongPort.allowed).toBe(false);
    expect(wrongPort.reason).toBe('network.allow example.org:443 does not cover port 80; add example.org:80 to network.allow in the policy');
  });

  test('deny wins over allow whatever the order, and names the deny rule', () => {
    const rules = { allow: ['*', 'evil.org'], deny: ['*.internal:*', 'evil.org:443'] };
    expect(decideHost(rules, 'evil.org', 443)).toEqual({
      allowed: false,
      rule: 'evil.org:443',
      reason: 'evil.org:443 is denied by network.deny evil.org:443 (deny wins over network.allow)',
    });
    expect(ok(rules, 'evil.org', 80)).toBe(true);
    expect(ok(rules, 'db.internal', 5432)).toBe(false);
    expect(ok(rules, 'internal', 5432)).toBe(true);
  });

  test('IPv4 is compared as the address, in whatever notation the resolver would also accept', () => {
    const rules = { allow: ['*'], deny: ['127.0.0.2'] };
    for (const spelling of ['127.0.0.2', '2130706434', '0x7f.0.0.2', '127.2', '0177.0.0.2', '127.0.0.2.', '[::ffff:127.0.0.2]', '::ffff:7f00:2']) {
      expect({ spelling, allowed: ok(rules, spelling) }).toEqual({ spelling, allowed: false });
    }
    expect(ok(rules, '127.0.0.3')).toBe(true);
    expect(ok(allow('0x7f.0.0.3'), '127.0.0.3')).toBe(true);
  });

  test('IPv6 is compared in canonical form, with or without brackets', () => {
    const rules = allow('[0:0:0:0:0:0:0:1]:8080');
    expect(ok(rules, '[::1]', 8080)).toBe(true);
    expect(ok(rules, '::1', 8080)).toBe(true);
    expect(ok(rules, '[0::0:1]', 8080)).toBe(true);
    expect(ok(rules, '[::1]', 8081)).toBe(false);
    expect(ok(allow('[2001:DB8::1]'), '2001:db8:0:0::1')).toBe(true);
    expect(decideHost(allow('*'), '[::2]', 1).allowed).toBe(true);
  });

  test('strings that are not one host are refused even under *, never guessed at', () => {
    const rules = allow('*');
    for (const host of ['allowed.org@evil.org', 'evil.org/x', 'evil.org:80', 'a b.org', 'a\0b.org', 'a\tb.org', '%65vil.org', 'evil.org#', 'a\\b.org', '[example.org]', 'a..b.org', '.a.org', '', ' ', 'fe80::1%eth0', '1.2.3.4.5']) {
      expect({ host, allowed: ok(rules, host) }).toEqual({ host, allowed: false });
    }
    expect(decideHost(rules, 'a@b', 80).reason).toContain('is not a valid host name');
  });

  test('unspecified addresses (this machine) and invalid ports are never destinations', () => {
    const rules = allow('*');
    for (const host of ['0.0.0.0', '0', '[::]', '0.1.2.3']) expect({ host, allowed: ok(rules, host) }).toEqual({ host, allowed: false });
    for (const port of [0, -1, 65536, 1.5, Number.NaN]) expect(ok(rules, 'example.org', port)).toBe(false);
  });

  test('an unreadable deny pattern fails closed; an unreadable allow pattern allows nothing', () => {
    expect(decideHost({ allow: ['*'], deny: ['a@b'] }, 'example.org', 443)).toMatchObject({ allowed: false, rule: 'a@b' });
    expect(ok(allow('a@b', '[nope]', 'x.org:99999'), 'x.org', 443)).toBe(false);
  });

  test('a rule set edited in place is re-read', () => {
    const rules = allow('a.org');
    expect(ok(rules, 'b.org')).toBe(false);
    rules.allow.push('b.org');
    expect(ok(rules, 'b.org')).toBe(true);
  });
});

describe('canonicalHost', () => {
  test('follows the URL host parser', () => {
    expect(canonicalHost('EXAMPLE.org.')).toBe('example.org');
    expect(canonicalHost('bücher.example')).toBe('xn--bcher-kva.example');
    expect(canonicalHost('2130706433')).toBe('127.0.0.1');
    expect(canonicalHost('[0:0::1]')).toBe('[::1]');
    expect(canonicalHost('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(canonicalHost('a@b')).toBeNull();
  });
});
