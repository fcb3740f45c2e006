// WebFetch against loopback servers (127.0.0.0/8 stands in for outside hosts): both gates, the
// resolved-address check, redirects, caps and the HTML reduction. And its policy rules.
import http from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadPolicy } from '../../src/policy/index.js';
import { htmlToText } from '../../src/tools/html-text.js';
import { createWebFetchTool, WEB_FETCH_MAX_BYTES } from '../../src/tools/web-fetch.js';
import { makeContext, runTool, tempDir } from './tool-harness.js';

const hits: string[] = [];
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits.push(`${req.headers.host}${req.url}`);
    if (req.url === '/page') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<html><head><title>Docs &amp; more</title><script>steal()</script></head><body><h1>Guide</h1><p>Use <a href="/api">the API</a> &mdash; safely.</p><style>p{}</style><ul><li>one</li><li>two</li></ul></body></html>');
    } else if (req.url === '/same') {
      res.writeHead(302, { location: '/page' }).end();
    } else if (req.url === '/away') {
      res.writeHead(301, { location: 'http://127.0.0.3:1/elsewhere' }).end();
    } else if (req.url === '/big') {
      res.setHeader('content-type', 'text/plain');
      res.end('x'.repeat(WEB_FETCH_MAX_BYTES + 100_000));
    } else if (req.url === '/bin') {
      res.setHeader('content-type', 'application/octet-stream');
      res.end(Buffer.from([0, 1, 2, 3]));
    } else {
      res.writeHead(404).end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => server.close());

const ctx = () => makeContext(tempDir());
const tool = (allow: string[], loopback = false) => createWebFetchTool({ allow, deny: [], loopback });

test('an allowed host: the page as readable text, without scripts or styles', async () => {
  const r = await runTool(tool(['127.0.0.2']), { url: `http://127.0.0.2:${port}/page` }, ctx());
  expect(r.isError, r.content).toBeFalsy();
  expect(r.content).toContain('Docs & more');
  expect(r.content).toContain('# Guide');
  expect(r.content).toContain('Use the API (/api) — safely.');
  expect(r.content).toContain('- one\n- two');
  expect(r.content).not.toMatch(/steal|p\{\}/);
});

test('a host network.allow does not name is not contacted', async () => {
  const before = hits.length;
  const r = await runTool(tool(['example.org']), { url: `http://127.0.0.2:${port}/page` }, ctx());
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/Not fetched: no network\.allow rule matches 127\.0\.0\.2/);
  expect(hits.length).toBe(before);
});

test('an allowed name that resolves to loopback is refused while loopback is off', async () => {
  const r = await runTool(tool(['localhost']), { url: `http://localhost:${port}/page` }, ctx());
  expect(r.isError).toBe(true);
  expect(r.content).toMatch(/resolves to .*network\.loopback is false/);
});

test('same-host redirects are followed; another host is reported, not fetched', async () => {
  const same = await runTool(tool(['127.0.0.2']), { url: `http://127.0.0.2:${port}/same` }, ctx());
  expect(same.content).toContain('# Guide');
  const away = await runTool(tool(['127.0.0.2', '127.0.0.3']), { url: `http://127.0.0.2:${port}/away` }, ctx());
  expect(away.content).toMatch(/redirects to http:\/\/127\.0\.0\.3:1\/elsewhere .*fetch that URL/);
});

test('large bodies are cut at the cap; binary content is not shown; bad URLs are errors', async () => {
  const big = await runTool(tool(['127.0.0.2']), { url: `http://127.0.0.2:${port}/big` }, ctx());
  expect(big.content).toMatch(/only the first \d+ bytes were read/);
  const bin = await runTool(tool(['127.0.0.2']), { url: `http://127.0.0.2:${port}/bin` }, ctx());
  expect(bin.content).toMatch(/application\/octet-stream content, 4 bytes, not shown/);
  expect((await runTool(tool(['*']), { url: 'file:///etc/passwd' }, ctx())).content).toMatch(/only http and https/);
  expect((await runTool(tool(['*']), { url: 'not a url' }, ctx())).isError).toBe(true);
});

test('hostile HTML is reduced in one pass (unclosed tags, entity floods)', () => {
  const hostile = '<a href="'.repeat(50_000) + '<script>'.repeat(50_000) + '&#x1F600;'.repeat(10_000);
  expect(typeof htmlToText(hostile)).toBe('string');
  expect(htmlToText('a &lt;b&gt; &#65;&#x42; &bogus; &#xD800;')).toBe('a <b> AB &bogus;');
});

test('WebFetch(domain:...) rules: subdomains included, deny wins, URL tricks decided on the real host', async () => {
  const policy = await loadPolicy({
    cwd: tempDir(),
    text: 'version: 1\nallow:\n  - WebFetch(domain:example.com)\ndeny:\n  - WebFetch(domain:private.example.com)\n',
    source: 'p.yml',
  });
  const decide = (url: string) => policy.decide({ tool: 'WebFetch', kind: 'other', input: { url }, paths: [] }).decision;
  expect(decide('https://example.com/a')).toBe('allow');
  expect(decide('https://docs.example.com/a')).toBe('allow');
  expect(decide('https://private.example.com/a')).toBe('deny');
  expect(decide('https://example.org/')).toBe('deny');
  expect(decide('https://example.com@evil.org/')).toBe('deny');
  expect(decide('https://notexample.com/')).toBe('deny');
  expect(policy.canEverAllow('WebFetch', 'other')).toBe(true);
});
