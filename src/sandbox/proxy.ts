/**
 * Marshal's egress proxy: the one way out of the sandbox. The firewall lets the sandbox uid reach
 * loopback and this proxy only, so whatever a tool runs reaches another host through here or not
 * at all. The security argument, in one place:
 *
 * - One decision per destination, `decideHost` on the canonical host, and the proxy then connects
 *   to exactly that canonical string: the name checked is the name connected to. Targets are
 *   parsed by the URL standard (`new URL`), never by hand, so `http://allowed.org@evil.org/`,
 *   percent-encoded or numeric hosts (`2130706434`) are decided on the host they really name.
 * - Plain HTTP is forwarded (absolute-form requests only); HTTPS goes through CONNECT as a blind
 *   tunnel: no interception, the proxy sees the host name and port, never the content.
 * - Names are resolved here (net.connect), after the check; the sandbox cannot resolve (DNS is
 *   firewalled), so it cannot learn or choose the address behind an allowed name.
 * - Everything is bounded: client connections (beyond the cap: 503), idle time of requests and
 *   tunnels, header sizes (Node's defaults), the number of hosts remembered for the report.
 *   close() destroys every socket, so it resolves at once even with tunnels open.
 * - A failure is an answer, never a crash: 400 malformed, 403 refused, 502/504 upstream, 503 full.
 * - With a credential, only clients that present it are served (407 otherwise): loopback is shared
 *   by every user of the machine, and another run's sandbox uid must not ride on this run's
 *   allowlist. The credential travels in the proxy URL of the sandbox's own environment, which
 *   only processes of its uid can read.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { guardedLookup } from './address-guard.js';
import { canonicalHost, decideHost, type HostRules } from './host-rules.js';

export interface EgressProxyOptions {
  rules: HostRules;
  /** Address to listen on; default '127.0.0.1'. Port 0 = ephemeral. */
  host?: string;
  port?: number;
  /** Milliseconds a request or tunnel may stay idle (no bytes either way); default 5 minutes. */
  idleTimeoutMs?: number;
  /** Concurrent client connections; requests on connections beyond it get 503. Default 512. */
  maxConnections?: number;
  /**
   * Whether an allowed NAME may resolve to a loopback address (the policy's network.loopback;
   * default true). Names resolving to link-local addresses (169.254.0.0/16, fe80::/10: cloud
   * metadata endpoints) are refused either way. An IP literal the policy allows is connected to
   * as written: it is never resolved.
   */
  allowLoopback?: boolean;
  /** Require this `user:password` (Basic, as clients send it from the proxy URL); none when unset. */
  credential?: string;
}

/** A fresh random `user:password` for one run's proxy (URL-safe: no escaping in the proxy URL). */
export function proxyCredential(): string {
  return `marshal:${randomBytes(18).toString('base64url')}`;
}

export interface BlockedHost {
  host: string;
  port: number;
  count: number;
  reason: string;
}

export interface EgressProxy {
  readonly port: number;
  /** e.g. http://marshal:<secret>@127.0.0.1:41234 — what HTTP_PROXY / HTTPS_PROXY are set to */
  readonly url: string;
  /** Refused destinations grouped by host:port, with counts, in first-seen order. */
  blocked(): BlockedHost[];
  /** Allowed destinations with counts. */
  allowed(): Array<{ host: string; port: number; count: number }>;
  /** Stops listening and destroys every open client/upstream socket; resolves promptly even with open tunnels. */
  close(): Promise<void>;
}

export const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60_000;
export const DEFAULT_MAX_CONNECTIONS = 512;
/** Distinct host:port entries kept per list; further ones are counted in one "(other hosts)" entry. */
export const MAX_TRACKED_HOSTS = 1_000;
export const OTHER_HOSTS = '(other hosts)';
export const INVALID_TARGET = '(invalid target)';

/**
 * Headers that belong to one hop (RFC 9110 7.6.1), never forwarded either way; plus Host (set
 * from the target, see below) and Expect (Node's server already answered `100 Continue`).
 * Proxy-Authorization in particular must not leak to the destination.
 */
const HOP_BY_HOP = new Set([
  'connection', 'proxy-connection', 'keep-alive', 'proxy-authorization', 'proxy-authenticate',
  'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'expect',
]);

/** Counts per host:port in first-seen order, at most MAX_TRACKED_HOSTS entries plus one overflow. */
class Tally<T extends { host: string; port: number; count: number }> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly make: (host: string, port: number) => T) {}

  add(host: string, port: number): void {
    let key = `${host} ${port}`;
    if (!this.entries.has(key) && this.entries.size >= MAX_TRACKED_HOSTS) {
      key = OTHER_HOSTS;
      if (!this.entries.has(key)) this.entries.set(key, this.make(OTHER_HOSTS, 0));
    }
    let entry = this.entries.get(key);
    if (!entry) this.entries.set(key, (entry = this.make(host, port)));
    entry.count++;
  }

  list(): T[] {
    return [...this.entries.values()].map((e) => ({ ...e }));
  }
}

/** Removes hop-by-hop headers and those the Connection header names, from a raw header list. */
function endToEndHeaders(raw: string[]): string[] {
  const named = new Set(HOP_BY_HOP);
  for (let i = 0; i < raw.length; i += 2) {
    if ((raw[i] as string).toLowerCase() === 'connection') {
      for (const token of (raw[i + 1] as string).split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!named.has((raw[i] as string).toLowerCase())) out.push(raw[i] as string, raw[i + 1] as string);
  }
  return out;
}

/** A short plain-text answer; `extra` headers such as X-Marshal-Proxy. */
function plainResponse(status: number, text: string, extra: Record<string, string> = {}): { head: Record<string, string>; body: string } {
  const body = `Marshal proxy: ${text}\n`;
  return { head: { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...extra }, body };
}

function answer(res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  const { head, body } = plainResponse(status, text, extra);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, head).end(body);
}

/** The same answer written on a raw socket (CONNECT), then the socket is closed. */
function answerRaw(socket: net.Socket, status: number, text: string, extra: Record<string, string> = {}): void {
  const { head, body } = plainResponse(status, text, { ...extra, connection: 'close' });
  const lines = Object.entries(head).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n${lines}\r\n${body}`);
  // If the client never reads, the socket is not kept: the idle timeout would, this is sooner.
  setTimeout(() => socket.destroy(), 2_000).unref();
}

function errorCode(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  if (e?.code === 'EPOLICY') return e.message;
  return e?.code ?? e?.message ?? String(error);
}

/** Whether a Proxy-Authorization header carries the credential (constant time in its length). */
function presents(header: string | undefined, expected: Buffer): boolean {
  const m = /^\s*basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(Buffer.from(m[1] as string, 'base64').toString('utf8'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const expected = options.credential ? Buffer.from(options.credential) : null;
  const unauthorized = (req: http.IncomingMessage): boolean => expected !== null && !presents(req.headers['proxy-authorization'], expected);
  const challenge = { 'proxy-authenticate': 'Basic realm="marshal"', 'x-marshal-proxy': 'unauthorized' };
  const idleMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const lookup = guardedLookup(options.allowLoopback ?? true);
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const listenHost = options.host ?? '127.0.0.1';
  const blocked = new Tally<BlockedHost>((host, port) => ({ host, port, count: 0, reason: '' }));
  const allowed = new Tally((host, port) => ({ host, port, count: 0 }));
  const blockedReasons = new Map<string, string>();
  const clients = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  const overLimit = new WeakSet<net.Socket>();
  let ownPort = 0;
  let ownHosts = new Set<string>();

  const trackUpstream = (socket: net.Socket) => {
    upstreams.add(socket);
    socket.once('close', () => upstreams.delete(socket));
  };

  type Target = { ok: true; host: string; port: number } | { ok: false; status: number; text: string; header: string };

  /**
   * The one gate. `rawHost` comes from the URL parser (absolute-form) or the CONNECT authority;
   * the canonical host returned here is both what was decided and what is connected to.
   */
  const gate = (rawHost: string, port: number): Target => {
    const host = canonicalHost(rawHost);
    if (!host || !Number.isInteger(port) || port < 1 || port > 65535) {
      const reason = `${JSON.stringify(rawHost.slice(0, 80))} port ${port} is not a host and port the policy can be checked against`;
      count(INVALID_TARGET, 0, reason, false);
      return { ok: false, status: 400, text: reason, header: 'invalid' };
    }
    // The proxy connecting to itself would loop until the connection cap; nothing needs it.
    if (port === ownPort && (ownHosts.has(host) || host === 'localhost' || host === '[::1]' || host.startsWith('127.'))) {
      const reason = `${host}:${port} is this proxy itself`;
      count(host, port, reason, false);
      return { ok: false, status: 403, text: `refused ${host}:${port}: ${reason}`, header: 'denied' };
    }
    const decision = decideHost(options.rules, host, port);
    count(host, port, decision.reason, decision.allowed);
    if (!decision.allowed) {
      return { ok: false, status: 403, text: `the network policy refused ${host}:${port}: ${decision.reason}`, header: 'denied' };
    }
    // IPv6 literals are decided in brackets (the policy's spelling), connected to without.
    return { ok: true, host: host.startsWith('[') ? host.slice(1, -1) : host, port };
  };

  function count(host: string, port: number, reason: string, ok: boolean): void {
    if (ok) {
      allowed.add(host, port);
      return;
    }
    blocked.add(host, port);
    const key = `${host} ${port}`;
    if (!blockedReasons.has(key) && blockedReasons.size < MAX_TRACKED_HOSTS) blockedReasons.set(key, reason);
  }

  // Upstream connections are reused (keep-alive) but kept idle for less than the usual server
  // keep-alive (5 s), so a request is rarely sent on a connection the server is closing.
  const agent = new http.Agent({ keepAlive: true, maxSockets: maxConnections, maxFreeSockets: 32, timeout: Math.min(idleMs, 4_000) });

  const server = http.createServer((req, res) => {
    if (overLimit.has(req.socket)) {
      answer(res, 503, `${maxConnections} connections are already open (the limit); retry later`, { connection: 'close', 'retry-after': '1' });
      return;
    }
    if (unauthorized(req)) {
      answer(res, 407, 'this proxy serves only the sandbox of the run that started it', challenge);
      return;
    }
    const raw = req.url ?? '';
    // Origin-form (`GET /path`): the client takes the proxy for a web server. Nothing to forward.
    if (!/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
      answer(res, 400, 'this is an HTTP proxy; send absolute-form requests (GET http://host/path) or CONNECT host:port');
      return;
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      const reason = `${JSON.stringify(raw.slice(0, 80))} is not a URL`;
      count(INVALID_TARGET, 0, reason, false);
      answer(res, 400, reason, { 'x-marshal-proxy': 'invalid' });
      return;
    }
    if (url.protocol !== 'http:') {
      answer(res, 400, `only http:// is forwarded; ${url.protocol}// goes through CONNECT (HTTPS_PROXY)`);
      return;
    }
    // The URL parser has resolved userinfo, percent-encoding and numeric IPv4 forms: this
    // hostname is where the request would go, and the only thing decided on.
    const target = gate(url.hostname, url.port ? Number(url.port) : 80);
    if (!target.ok) {
      answer(res, target.status, target.text, { 'x-marshal-proxy': target.header });
      return;
    }
    // Host is the target's, never the client's own header: a different Host on an allowed
    // address would ask a shared server (CDN, virtual hosts) for a site the policy never named.
    const headers = ['Host', url.host, ...endToEndHeaders(req.rawHeaders)];
    const upstream = http.request({
      host: target.host,
      port: target.port,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers,
      setHost: false,
      agent,
      lookup,
      timeout: idleMs,
    });
    upstream.on('socket', (socket) => {
      if (!upstreams.has(socket)) trackUpstream(socket);
    });
    upstream.on('response', (up) => {
      res.writeHead(up.statusCode ?? 502, up.statusMessage, endToEndHeaders(up.rawHeaders));
      up.pipe(res);
      // A body cut short upstream is cut short for the client too (a reset, not a clean end that
      // would make a truncated download look complete).
      up.on('close', () => {
        if (!up.complete) res.destroy();
      });
    });
    let timedOut = false;
    upstream.on('timeout', () => {
      timedOut = true;
      upstream.destroy();
    });
    upstream.on('error', (error) => {
      if (timedOut) answer(res, 504, `${url.host} sent nothing for ${idleMs} ms (ETIMEDOUT)`, { 'x-marshal-proxy': 'upstream-error' });
      else answer(res, 502, `could not reach ${url.host}: ${errorCode(error)}`, { 'x-marshal-proxy': 'upstream-error' });
    });
    // A client that goes away takes its upstream request with it (no orphaned uploads/downloads).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });

  server.on('connect', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    if (overLimit.has(client)) {
      answerRaw(client, 503, `${maxConnections} connections are already open (the limit); retry later`, { 'retry-after': '1' });
      return;
    }
    if (unauthorized(req)) {
      answerRaw(client, 407, 'this proxy serves only the sandbox of the run that started it', challenge);
      return;
    }
    // The authority is host:port with a mandatory port; an IPv6 host is in brackets. The host part
    // then goes through the URL host parser in gate(): what inet_aton or getaddrinfo would read
    // in another notation (`0x7f.1`, `2130706434`) is decided as the address it is.
    const m = /^(\[[^\]]*\]|[^:[\]]*):(\d{1,5})$/.exec(req.url ?? '');
    if (!m) {
      const reason = `CONNECT needs host:port, got ${JSON.stringify((req.url ?? '').slice(0, 80))}`;
      count(INVALID_TARGET, 0, reason, false);
      answerRaw(client, 400, reason, { 'x-marshal-proxy': 'invalid' });
      return;
    }
    const target = gate(m[1] as string, Number(m[2]));
    if (!target.ok) {
      answerRaw(client, target.status, target.text, { 'x-marshal-proxy': target.header });
      return;
    }
    const upstream = net.connect({ host: target.host, port: target.port, lookup });
    trackUpstream(upstream);
    // Idle means no bytes either way on that socket: a long download keeps its tunnel alive.
    upstream.setTimeout(idleMs, () => upstream.destroy());
    client.setTimeout(idleMs, () => client.destroy());
    let established = false;
    upstream.once('connect', () => {
      established = true;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error) => {
      if (!established) answerRaw(client, 502, `could not reach ${m[1]}:${target.port}: ${errorCode(error)}`, { 'x-marshal-proxy': 'upstream-error' });
      else client.destroy();
    });
    // Half-closes pass through the pipes (end() after pending bytes); an abort on one side
    // (error, reset, timeout) aborts the other.
    upstream.on('close', (hadError) => {
      if (hadError && established) client.destroy();
    });
    client.on('close', () => upstream.destroy());
  });

  server.on('connection', (socket: net.Socket) => {
    if (clients.size >= maxConnections) overLimit.add(socket);
    clients.add(socket);
    socket.once('close', () => clients.delete(socket));
  });
  // Unparseable requests and oversized headers: Node's answer (400 / 431) where it can, then close.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: net.Socket) => {
    if (socket.writable && !socket.destroyed) {
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
    }
    socket.destroy();
  });
  // Idle sockets are destroyed; no overall deadline on a request (a slow, steady upload is fine).
  // The client side waits a little longer than the upstream side, so a silent upstream is
  // answered 504 rather than the client being cut off first.
  server.timeout = idleMs + Math.min(idleMs, 1_000);
  server.requestTimeout = 0;
  // A hard stop far above the soft cap, where Node drops connections without an answer.
  server.maxConnections = maxConnections * 2;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, listenHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  ownPort = (server.address() as net.AddressInfo).port;
  ownHosts = new Set([canonicalHost(listenHost) ?? listenHost]);
  const hostInUrl = net.isIP(listenHost) === 6 ? `[${listenHost}]` : listenHost;

  let closing: Promise<void> | null = null;
  return {
    port: ownPort,
    url: `http://${options.credential ? `${options.credential}@` : ''}${hostInUrl}:${ownPort}`,
    blocked: () =>
      blocked.list().map((e) => ({
        ...e,
        reason: e.host === OTHER_HOSTS ? `more than ${MAX_TRACKED_HOSTS} distinct destinations were refused; these are the rest` : (blockedReasons.get(`${e.host} ${e.port}`) ?? ''),
      })),
    allowed: () => allowed.list(),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of [...clients, ...upstreams]) socket.destroy();
        agent.destroy();
        // server.close waits for connections; they are all destroyed above, so this is a backstop.
        setTimeout(resolve, 1_000).unref();
      })),
  };
}
