// WebFetch end to end through `node dist/index.js`: a domain the policy allows is fetched and its
// text reaches the model; one it does not is denied before any request is made.
import http from 'node:http';
import { afterEach, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
const servers: http.Server[] = [];
afterEach(async () => {
  await current?.close();
  current = null;
  for (const s of servers.splice(0)) s.close();
});

async function site(host: string, html: string): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.setHeader('content-type', 'text/html');
    res.end(html);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { port: (server.address() as { port: number }).port, hits };
}

test('WebFetch: an allowed domain is fetched as text; another is denied without a request', async () => {
  const docs = await site('127.0.0.2', '<html><body><h1>Release notes</h1><p>Version 2 drops Node 18.</p><script>x()</script></body></html>');
  const other = await site('127.0.0.3', '<p>should never be fetched</p>');
  current = await runScenario({
    policy: 'version: 1\nallow:\n  - Read\n  - WebFetch(domain:127.0.0.2)\nnetwork:\n  loopback: false\n  allow: ["127.0.0.2", "127.0.0.3"]\n',
    responses: [
      toolMessage([
        tool('w1', 'WebFetch', { url: `http://127.0.0.2:${docs.port}/notes` }),
        tool('w2', 'WebFetch', { url: `http://127.0.0.3:${other.port}/` }),
      ]),
      textMessage('Read the notes.'),
    ],
  });
  const s = current;
  expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
  const tools = (s.api.requests[0]?.body as { tools: { name: string }[] }).tools.map((t) => t.name);
  expect(tools).toContain('WebFetch');
  const seen = JSON.stringify(s.api.requests[1]?.body.messages);
  expect(seen).toContain('# Release notes');
  expect(seen).toContain('Version 2 drops Node 18.');
  expect(seen).not.toContain('x()');
  expect(docs.hits).toEqual(['/notes']);
  expect(other.hits).toEqual([]);
  expect(s.run.outputs.denied_count).toBe('1');
  expect(s.commentBodies.at(-1)).toMatch(/WebFetch/);
});
