/**
 * Marshal's egress proxy: the one way out for sandboxed processes (the firewall refuses
 * everything else). Plain HTTP requests in absolute form are forwarded; HTTPS goes through
 * CONNECT as a blind tunnel (no interception: the proxy sees the host name, never the content).
 * Every destination is checked against the policy's host rules on the host the connection
 * actually goes to (parsed like the URL standard does), and refusals are counted per host so the
 * run reports them once, grouped.
 */
import http from 'node:http';
import net from 'node:net';
import { decideHost, type HostRules } from './host-rules.js';

export interface EgressProxyOptions {
  rules: HostRules;
  host?: string;
  port?: number;
  /** Idle milliseconds before a tunnel or request is closed (default 5 minutes). */
  idleMs?: number;
}

export interface BlockedHost {
  host: string;
  port: number;
  count: number;
  reason: string;
}

export interface EgressProxy {
  readonly port: number;
  readonly url: string;
  blocked(): BlockedHost[];
  allowed(): Array<{ host: string; port: number; count: number }>;
  close(): Promise<void>;
}

const MAX_CONNECTIONS = 512;
const MAX_TRACKED_HOSTS = 1_000;
const HOP_BY_HOP = ['connection', 'proxy-connection', 'proxy-authorization', 'proxy-authenticate', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const idleMs = options.idleMs ?? 300_000;
  const blocked = new Map<string, BlockedHost>();
  const allowed = new Map<string, { host: string; port: number; count: number }>();
  const sockets = new Set<net.Socket>();

  const check = (host: string, port: number): { ok: boolean; reason: string } => {
    const decision = decideHost(options.rules, host, port);
    const key = `${host.toLowerCase()}:${port}`;
    if (decision.allowed) {
      const entry = allowed.get(key) ?? { host: host.toLowerCase(), port, count: 0 };
      entry.count++;
      if (allowed.size < MAX_TRACKED_HOSTS || allowed.has(key)) allowed.set(key, entry);
    } else {
      const k = blocked.size < MAX_TRACKED_HOSTS || blocked.has(key) ? key : '(other hosts):0';
      const entry = blocked.get(k) ?? { host: k === key ? host.toLowerCase() : '(other hosts)', port: k === key ? port : 0, count: 0, reason: decision.reason };
      entry.count++;
      blocked.set(k, entry);
    }
    return { ok: decision.allowed, reason: decision.reason };
  };

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Marshal proxy: send requests in absolute form (http://host/path)\n');
      return;
    }
    if (target.protocol !== 'http:') {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('Marshal proxy: only http:// is forwarded; use CONNECT for https\n');
      return;
    }
    const port = Number(target.port || 80);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const verdict = check(host, port);
    if (!verdict.ok) {
      res.writeHead(403, { 'content-type': 'text/plain', 'x-marshal-proxy': 'denied' }).end(`Marshal's network policy refused ${host}:${port}: ${verdict.reason}\n`);
      return;
    }
    const headers = { ...req.headers };
    for (const name of [...HOP_BY_HOP, ...String(req.headers.connection ?? '').split(',').map((h) => h.trim().toLowerCase())]) delete headers[name];
    const upstream = http.request({ host, port, method: req.method, path: `${target.pathname}${target.search}`, headers, timeout: idleMs }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end(`Marshal proxy: ${error.code ?? error.message}\n`);
      else res.destroy();
    });
    upstream.on('timeout', () => upstream.destroy(new Error('ETIMEDOUT')));
    req.pipe(upstream);
  });

  server.on('connect', (req, client: net.Socket, head: Buffer) => {
    const match = /^(\[[0-9a-fA-F:.]+\]|[^:\s/@[\]]+):(\d{1,5})$/.exec(req.url ?? '');
    const port = Number(match?.[2]);
    if (!match || !(port > 0 && port < 65536)) {
      client.end('HTTP/1.1 400 Bad Request\r\ncontent-type: text/plain\r\n\r\nMarshal proxy: CONNECT needs host:port\n');
      return;
    }
    const host = (match[1] as string).replace(/^\[|\]$/g, '');
    const verdict = check(host, port);
    if (!verdict.ok) {
      client.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\nx-marshal-proxy: denied\r\n\r\nMarshal's network policy refused ${host}:${port}: ${verdict.reason}\n`);
      return;
    }
    const upstream = net.connect({ host, port });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.setTimeout(idleMs, () => upstream.destroy());
    client.setTimeout(idleMs, () => client.destroy());
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (client.writable) client.end(`HTTP/1.1 502 Bad Gateway\r\ncontent-type: text/plain\r\n\r\nMarshal proxy: ${error.code ?? error.message}\n`);
      client.destroy();
    });
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });

  server.maxConnections = MAX_CONNECTIONS;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    blocked: () => [...blocked.values()],
    allowed: () => [...allowed.values()],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
