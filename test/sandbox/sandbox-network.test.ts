// The sandbox's way out, as real clients meet it: Node's own fetch (Node 20 ignores HTTP_PROXY
// without the preload), and another run's sandbox on the same machine, which shares loopback but
// not this run's proxy credential.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { launchArgv } from '../../src/exec.js';
import { preloadSource } from '../../src/sandbox/fetch-preload.js';
import { parseRecent } from '../../src/sandbox/firewall.js';
import { createSandbox, type Sandbox } from '../../src/sandbox/sandbox.js';
import { canReadFixture, makeFixture, SANDBOX_SKIP_REASON, type Fixture } from './sandbox-support.js';

const open: Sandbox[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  for (const s of servers.splice(0)) s.close();
});

async function sandboxFor(fx: Fixture, network: { allow: string[]; deny: string[]; loopback: boolean }): Promise<Sandbox> {
  const sandbox = await createSandbox({ mode: 'required', workspace: fx.workspace, canRead: canReadFixture, network, hooksPath: null, hide: [fx.runnerTemp], toolPaths: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
  open.push(sandbox);
  return sandbox;
}

async function origin(host: string): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end(`hello from ${host}`);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { port: (server.address() as net.AddressInfo).port, hits };
}

test('under sudo the private variables are read from a file, never put on the command line', () => {
  const argv = launchArgv(['node', 'x.js'], { PATH: '/usr/bin', HOME: '/h' }, { prefix: ['/usr/bin/sudo', '-n', '--'], envInArgv: true, umask: 0o002, envFile: "/var/lib/x/it's.env" });
  expect(argv.join(' ')).not.toMatch(/PROXY/);
  const script = argv[argv.indexOf('-c') + 1] as string;
  expect(script).toBe(`umask 002 && . '/var/lib/x/it'\\''s.env' || exit 126 && exec "$0" "$@"`);
  expect(argv.slice(-2)).toEqual(['node', 'x.js']);
});

test('the fetch preload installs the agent on the first fetch only, and only where a proxy is set', () => {
  const source = preloadSource('/state/node/fetch-proxy-agent.cjs');
  expect(source).toContain('require("/state/node/fetch-proxy-agent.cjs").install()');
  expect(source).toMatch(/HTTPS_PROXY && !process\.env\.HTTP_PROXY\) return/);
});

test('the kernel\'s list of refused destinations is read as addresses with their attempts', () => {
  const text = [
    'src=127.0.0.3 ttl: 64 last_seen: 4295012345 oldest_pkt: 3 4295012000, 4295012100, 4295012345',
    'src=2001:db8::1 ttl: 64 last_seen: 4295012999 oldest_pkt: 1 4295012999',
    'garbage',
  ].join('\n');
  expect(parseRecent(text)).toEqual([{ address: '127.0.0.3', count: 3 }, { address: '2001:db8::1', count: 1 }]);
});

describe.skipIf(SANDBOX_SKIP_REASON !== null)(`enforced sandbox${SANDBOX_SKIP_REASON ? ` (skipped: ${SANDBOX_SKIP_REASON})` : ''}`, () => {
  test('Node\'s fetch goes through the proxy: an allowed host answers, another is refused by the policy, direct is cut', async () => {
    const allowed = await origin('127.0.0.2');
    const refused = await origin('127.0.0.3');
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx, { allow: ['127.0.0.2'], deny: [], loopback: false });
    const program = [
      `fetch('http://127.0.0.2:${allowed.port}/node-fetch').then((r) => r.text()).then((t) => console.log('allowed=' + t), (e) => console.log('allowed-failed=' + (e.cause?.code ?? e.message)))`,
      `.then(() => fetch('http://127.0.0.3:${refused.port}/node-fetch')).then((r) => console.log('refused=' + r.status), (e) => console.log('refused-failed=' + (e.cause?.code ?? e.message)))`,
    ].join('');
    const r = await sandbox.exec({ argv: ['node', '-e', program], cwd: fx.workspace, timeoutMs: 20_000 });
    expect(r.output).toContain('allowed=hello from 127.0.0.2');
    // undici tunnels through CONNECT, so the policy's 403 reaches fetch as a failed connection.
    expect(r.output).toMatch(/refused-failed=|refused=403/);
    expect(r.stderr).not.toMatch(/experimental/i);
    // Without the proxy (NO_PROXY for every host) the firewall cuts the connection.
    const direct = await sandbox.exec({ script: `NO_PROXY='*' no_proxy='*' node -e "fetch('http://127.0.0.2:${allowed.port}/direct').then(() => console.log('direct=reached'), (e) => console.log('direct-failed'))"`, cwd: fx.workspace, timeoutMs: 20_000 });
    expect(direct.output).toContain('direct-failed');
    expect(allowed.hits).toEqual(['/node-fetch']);
    expect(refused.hits).toEqual([]);
    expect(sandbox.blockedHosts().map((h) => h.host)).toEqual(['127.0.0.3']);
  }, 60_000);

  test('connections around the proxy and DNS lookups are reported once, grouped by address, with the proxy\'s refusals', async () => {
    const target = await origin('127.0.0.3');
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx, { allow: [], deny: [], loopback: false });
    await sandbox.exec({
      script: [
        `for i in 1 2 3; do timeout 5 bash -c 'exec 3<>/dev/tcp/127.0.0.3/${target.port}' 2>/dev/null; done`,
        "timeout 5 bash -c 'echo x > /dev/udp/127.0.0.1/53' 2>/dev/null",
        `curl -s -o /dev/null http://127.0.0.4:${target.port}/ || true`,
      ].join('; '),
      cwd: fx.workspace,
      timeoutMs: 30_000,
    });
    await sandbox.reapAll();
    const blocked = sandbox.blockedHosts();
    const direct = blocked.find((b) => b.host === '127.0.0.3');
    expect(direct?.port).toBe(0);
    expect(direct?.count).toBeGreaterThanOrEqual(3);
    expect(direct?.reason).toMatch(/around the proxy/);
    expect(blocked.find((b) => b.host === '(DNS)')?.count).toBeGreaterThanOrEqual(1);
    expect(blocked.find((b) => b.host === '127.0.0.4')?.port).toBe(target.port); // the proxy's own refusal
    expect(target.hits).toEqual([]);
  }, 60_000);

  test('another run\'s sandbox reaches this run\'s proxy on loopback but is refused without its credential', async () => {
    const target = await origin('127.0.0.2');
    const a = await sandboxFor(makeFixture(), { allow: ['127.0.0.2'], deny: [], loopback: true });
    const fxB = makeFixture();
    const b = await sandboxFor(fxB, { allow: [], deny: [], loopback: true });
    const aProxy = await a.exec({ script: 'printf %s "$HTTP_PROXY"', cwd: '/', timeoutMs: 10_000 });
    const port = /:(\d+)$/.exec(aProxy.stdout)?.[1];
    expect(port).toBeTruthy();
    const r = await b.exec({ script: `curl -s -o /dev/null -w '%{http_code}' -x http://127.0.0.1:${port} http://127.0.0.2:${target.port}/borrowed`, cwd: '/', timeoutMs: 10_000 });
    expect(r.stdout).toBe('407');
    expect(target.hits).toEqual([]);
    // B cannot read A's environment, where the credential is (its own processes it can).
    const credential = aProxy.stdout.trim();
    expect(credential).toMatch(/^http:\/\/marshal:[^@]+@127\.0\.0\.1:\d+$/);
    const environ = await b.exec({ script: `cat /proc/*/environ 2>/dev/null | tr '\\0' '\\n' | grep -cF '${credential}' || true`, cwd: '/', timeoutMs: 10_000 });
    expect(environ.stdout.trim()).toBe('0');
  }, 60_000);
});
