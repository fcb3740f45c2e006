// The egress proxy over real sockets, loopback only: 127.0.0.2 / 127.0.0.3 / ::1 stand in for
// outside hosts (all of 127.0.0.0/8 reaches lo on Linux). Each test asserts what a server
// received, what bytes came through a tunnel, or the status a real client saw.
import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { addressClass } from '../../src/sandbox/address-guard.js';
import { INVALID_TARGET, MAX_TRACKED_HOSTS, OTHER_HOSTS, proxyCredential, startEgressProxy, type EgressProxy, type EgressProxyOptions } from '../../src/sandbox/proxy.js';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

async function proxyWith(rules: Partial<EgressProxyOptions['rules']>, extra: Partial<EgressProxyOptions> = {}): Promise<EgressProxy> {
  const proxy = await startEgressProxy({ rules: { allow: rules.allow ?? [], deny: rules.deny ?? [] }, ...extra });
  cleanups.push(() => proxy.close());
  return proxy;
}

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** An HTTP server on a loopback address that records every request it receives. */
async function origin(host: string, respond?: (req: Seen, res: http.ServerResponse) => void): Promise<{ port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, rawHeaders: req.rawHeaders, body: Buffer.concat(chunks) };
      seen.push(entry);
      if (respond) respond(entry, res);
      else res.end(`hello from ${host} ${req.url}`);
    });
  });
  await listen(server, host);
  cleanups.push(() => closeServer(server));
  return { port: (server.address() as net.AddressInfo).port, seen };
}

/** A TCP echo server that counts the connections it accepted. */
async function echo(host: string): Promise<{ port: number; accepted: () => number; sockets: net.Socket[] }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((s) => {
    sockets.push(s);
    s.on('error', () => {});
    s.pipe(s);
  });
  await listen(server, host);
  cleanups.push(() => closeServer(server));
  return { port: (server.address() as net.AddressInfo).port, accepted: () => sockets.length, sockets };
}

function listen(server: net.Server, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
}

function closeServer(server: net.Server): Promise<void> {
  (server as http.Server).closeAllConnections?.();
  return new Promise((resolve) => server.close(() => resolve()));
}

interface Reply {
  status: number;
  message: string;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: string;
}

/** Node's own client, sending an absolute-form request to the proxy. */
function viaProxy(proxy: EgressProxy, target: string, init: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer | string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: proxy.port, method: init.method ?? 'GET', path: target, headers: init.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? '', headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('client timeout')));
    req.end(init.body);
  });
}

/** Writes raw bytes to the proxy and collects everything until the proxy closes (or `ms` pass). */
function rawExchange(proxy: EgressProxy, bytes: string | Buffer, ms = 5_000): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed: false });
    }, ms);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closed: true });
    });
    socket.write(bytes);
  });
}

/** Opens a CONNECT tunnel; resolves with the proxy's response head and the socket. */
function connectTunnel(proxy: EgressProxy, authority: string, early?: Buffer): Promise<{ head: string; socket: net.Socket; rest: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    const timer = setTimeout(() => reject(new Error(`no CONNECT answer; got ${JSON.stringify(buf.toString())}`)), 5_000);
    const onData = (c: Buffer) => {
      buf = Buffer.concat([buf, c]);
      const end = buf.indexOf('\r\n\r\n');
      if (end === -1) return;
      clearTimeout(timer);
      socket.off('data', onData);
      resolve({ head: buf.subarray(0, end).toString(), socket, rest: buf.subarray(end + 4) });
    };
    socket.on('data', onData);
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    cleanups.push(() => socket.destroy());
    socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`);
    if (early) socket.write(early);
  });
}

/** Reads exactly `n` bytes from a tunnel (after `rest`), bounded by a timeout. */
function readBytes(socket: net.Socket, n: number, rest: Buffer = Buffer.alloc(0)): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [rest];
    let got = rest.length;
    const timer = setTimeout(() => reject(new Error(`read ${got} of ${n} bytes`)), 10_000);
    const done = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      resolve(Buffer.concat(chunks).subarray(0, n));
    };
    const onData = (c: Buffer) => {
      chunks.push(c);
      got += c.length;
      if (got >= n) done();
    };
    if (got >= n) done();
    else socket.on('data', onData);
  });
}

function curl(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('curl', ['-sS', '--noproxy', '', '--max-time', '10', ...args], { timeout: 15_000, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

async function until(condition: () => boolean, ms = 3_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return condition();
}

/** A port on `host` where nothing listens (bound, then closed). */
async function closedPort(host: string): Promise<number> {
  const server = net.createServer();
  await listen(server, host);
  const port = (server.address() as net.AddressInfo).port;
  await closeServer(server);
  return port;
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('forwarding plain HTTP (absolute-form)', () => {
  test('method, path, query and a streamed body reach the origin; status, headers and body come back', async () => {
    const download = randomBytes(1024 * 1024);
    const upstream = await origin('127.0.0.2', (_req, res) => {
      res.writeHead(201, 'Made It', ['Set-Cookie', 'a=1', 'Set-Cookie', 'b=2', 'X-Custom', 'yes', 'Connection', 'X-Hop', 'X-Hop', 'secret-hop']);
      res.end(download);
    });
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const upload = randomBytes(300 * 1024);
    const reply = await new Promise<{ status: number; message: string; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1', port: proxy.port, method: 'POST', agent: false,
          path: `http://127.0.0.2:${upstream.port}/upload/x?q=1&r=two`,
          headers: {
            'Proxy-Authorization': 'Basic c2VjcmV0', 'Proxy-Connection': 'keep-alive', Connection: 'keep-alive, X-Drop-Me',
            'X-Drop-Me': 'hop header', 'X-Keep': 'end to end', Host: 'attacker.example', 'Transfer-Encoding': 'chunked',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 3; i++) req.write(upload.subarray(i * 100 * 1024, (i + 1) * 100 * 1024));
      req.end();
    });
    expect(reply.status).toBe(201);
    expect(reply.message).toBe('Made It');
    expect(reply.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(reply.headers['x-custom']).toBe('yes');
    expect(reply.headers['x-hop']).toBeUndefined();
    expect(sha(reply.body)).toBe(sha(download));

    expect(upstream.seen).toHaveLength(1);
    const got = upstream.seen[0] as Seen;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/upload/x?q=1&r=two');
    expect(sha(got.body)).toBe(sha(upload));
    expect(got.headers.host).toBe(`127.0.0.2:${upstream.port}`);
    expect(got.headers['x-keep']).toBe('end to end');
    for (const gone of ['proxy-authorization', 'proxy-connection', 'x-drop-me']) expect(got.headers[gone]).toBeUndefined();
    expect(proxy.allowed()).toEqual([{ host: '127.0.0.2', port: upstream.port, count: 1 }]);
    expect(proxy.blocked()).toEqual([]);
  });

  test('curl -x fetches through the proxy', async () => {
    const upstream = await origin('127.0.0.2');
    const proxy = await proxyWith({ allow: [`127.0.0.2:${upstream.port}`] });
    const r = await curl(['-x', proxy.url, `http://127.0.0.2:${upstream.port}/via-curl?x=1`]);
    expect(r.stdout).toBe('hello from 127.0.0.2 /via-curl?x=1');
    expect(upstream.seen.map((s) => s.url)).toEqual(['/via-curl?x=1']);
  });

  test('with a credential, only clients presenting it are served: 407 otherwise, for requests and tunnels alike', async () => {
    const upstream = await origin('127.0.0.2');
    const server = await echo('127.0.0.2');
    const credential = proxyCredential();
    expect(credential).toMatch(/^marshal:[A-Za-z0-9_-]{20,}$/);
    const proxy = await proxyWith({ allow: ['127.0.0.2'] }, { credential });
    expect(proxy.url).toBe(`http://${credential}@127.0.0.1:${proxy.port}`);
    // curl takes the credential from the proxy URL, as the sandbox's tools get it.
    expect((await curl(['-x', proxy.url, `http://127.0.0.2:${upstream.port}/with`])).stdout).toBe(`hello from 127.0.0.2 /with`);
    const bare = `http://127.0.0.1:${proxy.port}`;
    const wrong = `http://marshal:${'x'.repeat(24)}@127.0.0.1:${proxy.port}`;
    for (const url of [bare, wrong]) {
      const r = await curl(['-x', url, '-o', '/dev/null', '-w', '%{http_code}', `http://127.0.0.2:${upstream.port}/without`]);
      expect(r.stdout).toBe('407');
    }
    const tunnel = await rawExchange(proxy, `CONNECT 127.0.0.2:${server.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(tunnel.text).toMatch(/^HTTP\/1\.1 407 /);
    expect(tunnel.text.toLowerCase()).toContain('proxy-authenticate: basic');
    const authorized = await rawExchange(proxy, `CONNECT 127.0.0.2:${server.port} HTTP/1.1\r\nProxy-Authorization: Basic ${Buffer.from(credential).toString('base64')}\r\n\r\nping`, 1_500);
    expect(authorized.text).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\nping/);
    expect(upstream.seen.map((x) => x.url)).toEqual(['/with']);
    expect(server.accepted()).toBe(1);
    // The credential is for the proxy alone: it never reaches the origin.
    expect(upstream.seen[0]?.headers['proxy-authorization']).toBeUndefined();
  });

  test('a refused host gets 403 naming the host and the policy key, and the origin sees nothing', async () => {
    const upstream = await origin('127.0.0.3');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const reply = await viaProxy(proxy, `http://127.0.0.3:${upstream.port}/`);
    expect(reply.status).toBe(403);
    expect(reply.headers['x-marshal-proxy']).toBe('denied');
    expect(reply.body).toContain(`127.0.0.3:${upstream.port}`);
    expect(reply.body).toContain('network.allow');
    const viaCurl = await curl(['-x', proxy.url, '-o', '/dev/null', '-w', '%{http_code}', `http://127.0.0.3:${upstream.port}/`]);
    expect(viaCurl.stdout).toBe('403');
    expect(upstream.seen).toEqual([]);
  });

  test('origin-form requests (the proxy taken for a web server) and https:// targets get 400', async () => {
    const proxy = await proxyWith({ allow: ['*'] });
    const originForm = await rawExchange(proxy, 'GET /index.html HTTP/1.1\r\nHost: 127.0.0.2\r\nConnection: close\r\n\r\n');
    expect(originForm.text).toMatch(/^HTTP\/1\.1 400 /);
    const httpsTarget = await viaProxy(proxy, 'https://127.0.0.2/');
    expect(httpsTarget.status).toBe(400);
    expect(httpsTarget.body).toContain('CONNECT');
  });

  test('an unreachable origin is a 502 carrying the error code, and the proxy keeps serving', async () => {
    const dead = await closedPort('127.0.0.2');
    const upstream = await origin('127.0.0.2');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const refused = await viaProxy(proxy, `http://127.0.0.2:${dead}/`);
    expect(refused.status).toBe(502);
    expect(refused.body).toContain('ECONNREFUSED');
    const { head } = await connectTunnel(proxy, `127.0.0.2:${dead}`);
    expect(head).toMatch(/^HTTP\/1\.1 502 /);
    expect(head).not.toContain('200');
    const after = await viaProxy(proxy, `http://127.0.0.2:${upstream.port}/still-up`);
    expect(after.body).toBe('hello from 127.0.0.2 /still-up');
  });
});

describe('streams end when either side ends', () => {
  test('a client that goes away mid-download takes the upstream response with it', async () => {
    let upstreamClosed = false;
    const upstream = await origin('127.0.0.2', (_req, res) => {
      res.on('close', () => (upstreamClosed = true));
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'.repeat(1024)), 10);
      res.on('close', () => clearInterval(timer));
    });
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    await new Promise<void>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: proxy.port, path: `http://127.0.0.2:${upstream.port}/stream`, agent: false }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => {});
      req.setTimeout(5_000, () => reject(new Error('no data')));
      req.end();
    });
    expect(await until(() => upstreamClosed)).toBe(true);
  });

  test('a body cut short upstream is an error for the client, not a clean end', async () => {
    const upstream = await origin('127.0.0.2', (_req, res) => {
      res.writeHead(200, { 'content-length': '100000' });
      res.write('partial');
      setTimeout(() => res.socket?.destroy(), 50);
    });
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const outcome = await new Promise<string>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: proxy.port, path: `http://127.0.0.2:${upstream.port}/`, agent: false }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve('clean end'));
        res.on('error', () => resolve('error'));
        res.on('aborted', () => resolve('error'));
      });
      req.on('error', () => resolve('error'));
      req.setTimeout(5_000, () => resolve('hung'));
      req.end();
    });
    expect(outcome).toBe('error');
  });

  test('an upstream that sends nothing is answered 504 after the idle timeout', async () => {
    let upstreamClosed = false;
    const upstream = await origin('127.0.0.2', (_req, res) => res.on('close', () => (upstreamClosed = true)));
    const proxy = await proxyWith({ allow: ['127.0.0.2'] }, { idleTimeoutMs: 800 });
    const t0 = performance.now();
    const r = await viaProxy(proxy, `http://127.0.0.2:${upstream.port}/silent`);
    expect(r.status).toBe(504);
    expect(r.body).toContain('ETIMEDOUT');
    expect(performance.now() - t0).toBeLessThan(2_000);
    expect(await until(() => upstreamClosed)).toBe(true);
  });

  test('everything a server sends before closing reaches a slow tunnel client', async () => {
    const payload = randomBytes(8 * 1024 * 1024);
    const server = net.createServer((s) => s.end(payload));
    await listen(server, '127.0.0.2');
    cleanups.push(() => closeServer(server));
    const port = (server.address() as net.AddressInfo).port;
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const { socket, rest } = await connectTunnel(proxy, `127.0.0.2:${port}`);
    socket.pause();
    await new Promise((r) => setTimeout(r, 300));
    const got = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [rest];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('close', () => resolve(Buffer.concat(chunks)));
      setTimeout(() => resolve(Buffer.concat(chunks)), 10_000).unref();
      socket.resume();
    });
    expect(got.length).toBe(payload.length);
    expect(sha(got)).toBe(sha(payload));
  });

  test('a half-close passes through a tunnel: what the server sends after the client is done still arrives', async () => {
    const server = await echo('127.0.0.2');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const { socket, rest } = await connectTunnel(proxy, `127.0.0.2:${server.port}`);
    const received = new Promise<string>((resolve) => {
      const chunks: Buffer[] = [rest];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString()));
      setTimeout(() => resolve('timed out'), 5_000).unref();
    });
    socket.end('sent-then-shut');
    expect(await received).toBe('sent-then-shut');
  });
});

describe('CONNECT tunnels', () => {
  test('a raw tunnel carries bytes both ways unchanged, including bytes sent before the 200', async () => {
    const server = await echo('127.0.0.2');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const early = Buffer.from('early-bytes|');
    const { head, socket, rest } = await connectTunnel(proxy, `127.0.0.2:${server.port}`, early);
    expect(head).toBe('HTTP/1.1 200 Connection Established');
    const payload = randomBytes(2 * 1024 * 1024);
    socket.write(payload);
    const back = await readBytes(socket, early.length + payload.length, rest);
    expect(back.subarray(0, early.length).toString()).toBe('early-bytes|');
    expect(sha(back.subarray(early.length))).toBe(sha(payload));
    expect(server.accepted()).toBe(1);
  });

  test('curl reaches an HTTPS server through CONNECT; the proxy sees only host and port', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-proxy-tls-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.3'], { stdio: 'ignore', timeout: 20_000 });
    const paths: string[] = [];
    const server = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
      paths.push(req.url ?? '');
      res.end('secret over tls');
    });
    await listen(server, '127.0.0.3');
    cleanups.push(() => closeServer(server));
    const port = (server.address() as net.AddressInfo).port;
    const proxy = await proxyWith({ allow: [`127.0.0.3:${port}`] });
    const r = await curl(['-k', '-x', proxy.url, `https://127.0.0.3:${port}/tls-path`]);
    expect(r.stdout).toBe('secret over tls');
    expect(paths).toEqual(['/tls-path']);
    expect(proxy.allowed()).toEqual([{ host: '127.0.0.3', port, count: 1 }]);
  });

  test('a refused CONNECT gets the 403 and is closed; no connection reaches the server', async () => {
    const server = await echo('127.0.0.3');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const r = await rawExchange(proxy, `CONNECT 127.0.0.3:${server.port} HTTP/1.1\r\nHost: x\r\n\r\nGET / HTTP/1.1\r\n\r\n`);
    expect(r.closed).toBe(true);
    expect(r.text).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
    expect(r.text.toLowerCase()).toContain('x-marshal-proxy: denied');
    expect(r.text).toContain('no network.allow rule matches 127.0.0.3; add it to network.allow in the policy');
    expect(server.accepted()).toBe(0);
  });

  test('CONNECT without a port, with userinfo or with a percent-encoded host is refused', async () => {
    const server = await echo('127.0.0.2');
    const proxy = await proxyWith({ allow: ['*'] });
    for (const target of ['127.0.0.2', `127.0.0.2:`, `evil.org@127.0.0.2:${server.port}`, `%31%32%37.0.0.2:${server.port}`, `127.0.0.2:${server.port}/x`, `::1:${server.port}`, '127.0.0.2:99999']) {
      const r = await rawExchange(proxy, `CONNECT ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect({ target, status: r.text.slice(0, 12) }).toEqual({ target, status: 'HTTP/1.1 400' });
    }
    expect(server.accepted()).toBe(0);
  });

  test('the proxy will not tunnel to itself', async () => {
    const proxy = await proxyWith({ allow: ['*'] });
    const r = await rawExchange(proxy, `CONNECT 127.0.0.1:${proxy.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(r.text).toMatch(/^HTTP\/1\.1 403 /);
    expect(r.text).toContain('this proxy itself');
  });
});

describe('what the decision is made on', () => {
  test('deny wins over allow *', async () => {
    const good = await origin('127.0.0.2');
    const bad = await origin('127.0.0.3');
    const proxy = await proxyWith({ allow: ['*'], deny: ['127.0.0.3'] });
    expect((await viaProxy(proxy, `http://127.0.0.2:${good.port}/`)).status).toBe(200);
    const refused = await viaProxy(proxy, `http://127.0.0.3:${bad.port}/`);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('network.deny 127.0.0.3');
    expect(bad.seen).toEqual([]);
  });

  test('*.domain does not cover the apex', async () => {
    const upstream = await origin('127.0.0.1');
    const proxy = await proxyWith({ allow: ['*.localhost'] });
    const r = await viaProxy(proxy, `http://localhost:${upstream.port}/`);
    expect(r.status).toBe(403);
    expect(r.body).toContain('no network.allow rule matches localhost');
    expect(upstream.seen).toEqual([]);
  });

  test('a port rule allows that port only', async () => {
    const a = await origin('127.0.0.2');
    const b = await origin('127.0.0.2');
    const proxy = await proxyWith({ allow: [`127.0.0.2:${a.port}`] });
    expect((await viaProxy(proxy, `http://127.0.0.2:${a.port}/`)).status).toBe(200);
    const other = await viaProxy(proxy, `http://127.0.0.2:${b.port}/`);
    expect(other.status).toBe(403);
    expect(other.body).toContain(`does not cover port ${b.port}`);
    expect(b.seen).toEqual([]);
  });

  test('IPv6 literals: forwarded and tunnelled to [::1], matched in canonical form', async () => {
    const upstream = await origin('::1');
    const server = await echo('::1');
    const proxy = await proxyWith({ allow: ['[0:0:0:0:0:0:0:1]'] });
    const r = await viaProxy(proxy, `http://[::1]:${upstream.port}/six`);
    expect(r.body).toBe('hello from ::1 /six');
    expect(upstream.seen[0]?.headers.host).toBe(`[::1]:${upstream.port}`);
    const { head, socket, rest } = await connectTunnel(proxy, `[0::1]:${server.port}`);
    expect(head).toBe('HTTP/1.1 200 Connection Established');
    socket.write('ping6');
    expect((await readBytes(socket, 5, rest)).toString()).toBe('ping6');
    expect(proxy.allowed()).toEqual([
      { host: '[::1]', port: upstream.port, count: 1 },
      { host: '[::1]', port: server.port, count: 1 },
    ]);
  });

  test('userinfo, numeric and percent-encoded spellings are decided on the host the URL really names', async () => {
    const good = await origin('127.0.0.2');
    const bad = await origin('127.0.0.3');
    const proxy = await proxyWith({ allow: ['*'], deny: ['127.0.0.3'] });
    for (const target of [
      `http://127.0.0.2@127.0.0.3:${bad.port}/`,
      `http://127.0.0.2:${good.port}@127.0.0.3:${bad.port}/`,
      `http://2130706435:${bad.port}/`,
      `http://0x7f.0.0.3:${bad.port}/`,
      `http://%31%32%37.0.0.3:${bad.port}/`,
      `http://[::ffff:127.0.0.3]:${bad.port}/`,
      `http://127.0.0.3.:${bad.port}/`,
    ]) {
      const r = await viaProxy(proxy, target);
      expect({ target, status: r.status }).toEqual({ target, status: 403 });
    }
    const tunnel = await rawExchange(proxy, `CONNECT 2130706435:${bad.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(tunnel.text).toMatch(/^HTTP\/1\.1 403 /);
    expect(bad.seen).toEqual([]);
    // The other way round: userinfo naming the denied host does not stop a request to an allowed one.
    const r = await viaProxy(proxy, `http://127.0.0.3@127.0.0.2:${good.port}/real`);
    expect(r.status).toBe(200);
    expect(good.seen.map((s) => s.url)).toEqual(['/real']);
    expect(proxy.blocked()).toEqual([{ host: '127.0.0.3', port: bad.port, count: 8, reason: `127.0.0.3:${bad.port} is denied by network.deny 127.0.0.3 (deny wins over network.allow)` }]);
  });

  test('request lines with whitespace or NUL in the host are rejected before any connection', async () => {
    const upstream = await origin('127.0.0.2');
    const proxy = await proxyWith({ allow: ['*'] });
    for (const line of [`GET http://127.0.0.2 .evil:${upstream.port}/ HTTP/1.1`, `GET http://127.0.0.2\0.evil:${upstream.port}/ HTTP/1.1`, `GET http://127.0.0.2\t:${upstream.port}/ HTTP/1.1`]) {
      const r = await rawExchange(proxy, `${line}\r\nHost: x\r\n\r\n`);
      expect({ line, status: r.text.slice(0, 12) }).toEqual({ line, status: 'HTTP/1.1 400' });
    }
    expect(upstream.seen).toEqual([]);
  });
});

describe('bounds and bookkeeping', () => {
  test('blocked() groups attempts by host:port, counts each one, keeps first-seen order', async () => {
    const proxy = await proxyWith({ allow: [] });
    const targets = ['http://127.0.0.3:81/a', 'http://127.0.0.4:82/', 'http://127.0.0.3:81/b', 'http://127.0.0.3:82/', 'http://127.0.0.4:82/c'];
    for (const t of targets) expect((await viaProxy(proxy, t)).status).toBe(403);
    await rawExchange(proxy, 'CONNECT 127.0.0.3:81 HTTP/1.1\r\nHost: x\r\n\r\n');
    await rawExchange(proxy, 'CONNECT nope HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(proxy.blocked().map(({ host, port, count }) => ({ host, port, count }))).toEqual([
      { host: '127.0.0.3', port: 81, count: 3 },
      { host: '127.0.0.4', port: 82, count: 2 },
      { host: '127.0.0.3', port: 82, count: 1 },
      { host: INVALID_TARGET, port: 0, count: 1 },
    ]);
    expect(proxy.blocked()[0]?.reason).toBe('no network.allow rule matches 127.0.0.3; add it to network.allow in the policy');
  });

  test(`beyond ${MAX_TRACKED_HOSTS} distinct refused hosts, the rest are counted in one entry`, async () => {
    const proxy = await proxyWith({ allow: [] });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    cleanups.push(() => agent.destroy());
    const get = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: proxy.port, path: `http://${host}/`, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    const total = MAX_TRACKED_HOSTS + 5;
    for (let start = 0; start < total; start += 50) {
      const batch = Array.from({ length: Math.min(50, total - start) }, (_, i) => get(`h${start + i}.invalid`));
      expect(new Set(await Promise.all(batch))).toEqual(new Set([403]));
    }
    await get('h0.invalid');
    const list = proxy.blocked();
    expect(list).toHaveLength(MAX_TRACKED_HOSTS + 1);
    expect(list[0]).toMatchObject({ host: 'h0.invalid', port: 80, count: 2 });
    expect(list.at(-1)).toMatchObject({ host: OTHER_HOSTS, port: 0, count: 5 });
    expect(list.reduce((n, e) => n + e.count, 0)).toBe(total + 1);
  });

  test('close() resolves at once with a tunnel open, and both ends of the tunnel are closed', async () => {
    const server = await echo('127.0.0.2');
    const proxy = await startEgressProxy({ rules: { allow: ['127.0.0.2'], deny: [] } });
    const { socket } = await connectTunnel(proxy, `127.0.0.2:${server.port}`);
    expect(await until(() => server.accepted() === 1)).toBe(true);
    let clientClosed = false;
    socket.on('close', () => (clientClosed = true));
    const t0 = performance.now();
    await proxy.close();
    // A close that waited for the tunnel would wait for its idle timeout (minutes).
    expect(performance.now() - t0).toBeLessThan(2_000);
    expect(await until(() => clientClosed && server.sockets.every((s) => s.destroyed))).toBe(true);
    const refused = await new Promise<string>((resolve) => net.connect(proxy.port, '127.0.0.1').on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? '')).on('connect', () => resolve('connected')));
    expect(refused).toBe('ECONNREFUSED');
  });

  test('an idle tunnel is closed after the idle timeout; an active one is not', async () => {
    const server = await echo('127.0.0.2');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] }, { idleTimeoutMs: 800 });
    const idle = await connectTunnel(proxy, `127.0.0.2:${server.port}`);
    const busy = await connectTunnel(proxy, `127.0.0.2:${server.port}`);
    let idleClosed = false;
    let busyClosed = false;
    idle.socket.on('close', () => (idleClosed = true));
    busy.socket.on('close', () => (busyClosed = true));
    busy.socket.on('data', () => {});
    const t0 = performance.now();
    // The busy tunnel sends every 100 ms, far inside the 800 ms timeout even on a loaded machine.
    for (let i = 0; i < 40 && !idleClosed; i++) {
      busy.socket.write('tick');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(idleClosed).toBe(true);
    expect(performance.now() - t0).toBeLessThan(4_000);
    expect(busyClosed).toBe(false);
  });

  test('connections beyond the cap are answered 503; the ones within it keep working', async () => {
    const server = await echo('127.0.0.2');
    const upstream = await origin('127.0.0.2');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] }, { maxConnections: 2 });
    const a = await connectTunnel(proxy, `127.0.0.2:${server.port}`);
    const b = await connectTunnel(proxy, `127.0.0.2:${server.port}`);
    const third = await viaProxy(proxy, `http://127.0.0.2:${upstream.port}/`);
    expect(third.status).toBe(503);
    const fourth = await rawExchange(proxy, `CONNECT 127.0.0.2:${server.port} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(fourth.text).toMatch(/^HTTP\/1\.1 503 /);
    expect(upstream.seen).toEqual([]);
    a.socket.write('still-a');
    expect((await readBytes(a.socket, 7, a.rest)).toString()).toBe('still-a');
    b.socket.destroy();
    a.socket.destroy();
    expect(await until(() => server.sockets.filter((s) => !s.destroyed).length === 0)).toBe(true);
    const later = await viaProxy(proxy, `http://127.0.0.2:${upstream.port}/later`);
    expect(later.status).toBe(200);
  });

  test('oversized request headers get 431 and never reach the origin', async () => {
    const upstream = await origin('127.0.0.2');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] });
    const r = await rawExchange(proxy, `GET http://127.0.0.2:${upstream.port}/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    expect(r.text).toMatch(/^HTTP\/1\.1 431 /);
    expect(upstream.seen).toEqual([]);
  });
});

describe('names that resolve to this machine or to a metadata endpoint', () => {
  test('an allowed name resolving to loopback is refused when loopback is off, reached when it is on', async () => {
    const site = await origin('127.0.0.1');
    const closed = await proxyWith({ allow: ['localhost'] }, { allowLoopback: false });
    const refused = await viaProxy(closed, `http://localhost:${site.port}/x`);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatch(/resolves to .*network\.loopback is false/);
    const tunnel = await rawExchange(closed, `CONNECT localhost:${site.port} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(tunnel.text).toMatch(/^HTTP\/1\.1 502/);
    expect(site.seen).toHaveLength(0);
    const open = await proxyWith({ allow: ['localhost'] }, { allowLoopback: true });
    const reached = await viaProxy(open, `http://localhost:${site.port}/y`);
    expect(reached.status).toBe(200);
    expect(site.seen).toHaveLength(1);
  });

  test('an IP literal the policy allows is connected to as written, loopback off or not', async () => {
    const site = await origin('127.0.0.2');
    const proxy = await proxyWith({ allow: ['127.0.0.2'] }, { allowLoopback: false });
    expect((await viaProxy(proxy, `http://127.0.0.2:${site.port}/`)).status).toBe(200);
  });

  test('address classes', () => {
    expect(addressClass('127.0.0.9')).toBe('loopback');
    expect(addressClass('::ffff:127.0.0.1')).toBe('loopback');
    expect(addressClass('::1')).toBe('loopback');
    expect(addressClass('0.0.0.0')).toBe('loopback');
    expect(addressClass('169.254.169.254')).toBe('link-local');
    expect(addressClass('fe80::1')).toBe('link-local');
    expect(addressClass('10.1.2.3')).toBe('other');
    expect(addressClass('2001:db8::1')).toBe('other');
  });
});
