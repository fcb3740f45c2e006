// Egress proxy cost on loopback, measured side by side in one run: bulk bytes through a CONNECT
// tunnel against the same download direct (the ideal), and small keep-alive HTTP requests
// forwarded by the proxy against the same requests direct. Prints ratios; never asserts.
// Client, server and proxy share this one event loop, so the relay's cost shows in full: a relay
// moves every byte a second time, and ~2x for bulk bytes is what one thread doing both costs.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { startEgressProxy } from '../src/sandbox/proxy.js';

const BULK_BYTES = 64 * 1024 * 1024;
const ROUNDS = 5;
const SMALL_REQUESTS = 400;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.2', () => resolve((server.address() as net.AddressInfo).port)));
}

/** Milliseconds to receive BULK_BYTES on a socket that is already open (after `rest`). */
function drain(socket: net.Socket, already: number): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    let got = already;
    socket.on('data', (c: Buffer) => {
      got += c.length;
      if (got >= BULK_BYTES) {
        socket.destroy();
        resolve(performance.now() - t0);
      }
    });
    socket.on('error', reject);
  });
}

async function direct(port: number): Promise<number> {
  const socket = net.connect(port, '127.0.0.2');
  await new Promise((r) => socket.once('connect', r));
  return drain(socket, 0);
}

async function tunnelled(proxyPort: number, port: number): Promise<number> {
  const socket = net.connect(proxyPort, '127.0.0.1');
  socket.write(`CONNECT 127.0.0.2:${port} HTTP/1.1\r\nHost: 127.0.0.2\r\n\r\n`);
  // The timer starts once the tunnel is up: this measures throughput, not set-up.
  const rest = await new Promise<number>((resolve) => {
    let buf = Buffer.alloc(0);
    const onData = (c: Buffer) => {
      buf = Buffer.concat([buf, c]);
      const end = buf.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.off('data', onData);
      resolve(buf.length - end - 4);
    };
    socket.on('data', onData);
  });
  return drain(socket, rest);
}

async function requests(agent: http.Agent, target: { host: string; port: number; path: (i: number) => string }): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < SMALL_REQUESTS; i++) {
    await new Promise<void>((resolve, reject) => {
      const req = http.request({ host: target.host, port: target.port, path: target.path(i), agent }, (res) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
  }
  return (performance.now() - t0) / SMALL_REQUESTS;
}

export default async function bench(): Promise<void> {
  const chunk = randomBytes(1024 * 1024);
  const bulk = net.createServer((s) => {
    s.on('error', () => {});
    const send = () => {
      while (!s.destroyed && s.write(chunk));
    };
    s.on('drain', send);
    send();
  });
  const bulkPort = await listen(bulk);
  const small = http.createServer((req, res) => res.end(createHash('sha1').update(req.url ?? '').digest('hex')));
  const smallPort = await listen(small);
  const proxy = await startEgressProxy({ rules: { allow: ['127.0.0.2'], deny: [] } });
  try {
    const plain: number[] = [];
    const viaProxy: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Interleaved, so drift on a shared machine hits both sides alike.
      plain.push(await direct(bulkPort));
      viaProxy.push(await tunnelled(proxy.port, bulkPort));
    }
    const mb = BULK_BYTES / 1024 / 1024;
    const p = median(plain);
    const t = median(viaProxy);
    console.log(`${mb} MB download: direct ${(mb / (p / 1000)).toFixed(0)} MB/s, CONNECT tunnel ${(mb / (t / 1000)).toFixed(0)} MB/s (median of ${ROUNDS}): time ratio ${(t / p).toFixed(2)} (expected ~2: each byte is moved twice on one thread)`);

    const directAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const proxyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const d: number[] = [];
    const f: number[] = [];
    for (let round = 0; round < 3; round++) {
      d.push(await requests(directAgent, { host: '127.0.0.2', port: smallPort, path: (i) => `/r${i}` }));
      f.push(await requests(proxyAgent, { host: '127.0.0.1', port: proxy.port, path: (i) => `http://127.0.0.2:${smallPort}/r${i}` }));
    }
    directAgent.destroy();
    proxyAgent.destroy();
    const dm = median(d);
    const fm = median(f);
    console.log(`small GET, keep-alive, one at a time: direct ${(dm * 1000).toFixed(0)} µs, via proxy ${(fm * 1000).toFixed(0)} µs (median of 3 x ${SMALL_REQUESTS}): ratio ${(fm / dm).toFixed(2)} (target <= 3)`);
  } finally {
    await proxy.close();
    bulk.close();
    small.close();
  }
}
