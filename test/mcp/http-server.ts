// A streamable HTTP MCP server on 127.0.0.1 (stateless: a server and transport per request), with
// the official SDK, for tests. It requires `Authorization: Bearer <token>` and records each call.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

export interface HttpMcp {
  url: string;
  calls: { tool: string; args: unknown; auth: string | undefined }[];
  close(): Promise<void>;
}

export async function startHttpMcp(token: string): Promise<HttpMcp> {
  const calls: HttpMcp['calls'] = [];
  const server: Server = createServer((req, res) => {
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${token}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'unauthorized' }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : undefined;
      const mcp = new McpServer({ name: 'docs', version: '1.0.0' });
      mcp.registerTool('search', { description: 'Search the docs.', inputSchema: { q: z.string() }, annotations: { readOnlyHint: true } }, async ({ q }) => {
        calls.push({ tool: 'search', args: { q }, auth });
        return { content: [{ type: 'text', text: `results for ${q}` }] };
      });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => {
        void transport.close();
        void mcp.close();
      });
      void mcp.connect(transport).then(() => transport.handleRequest(req, res, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
