/**
 * WebFetch: fetches a URL and returns its text (HTML reduced to readable text), size-capped.
 *
 * Two gates, both required: the policy's `WebFetch(domain:...)` rules decide which calls may
 * start (like Claude Code's), and the request goes out under the same network rules as every
 * sandboxed process (`network.allow` / `network.deny` / `network.loopback`): the host is decided by
 * name, and the address it resolves to is checked in the resolver the socket uses (no loopback
 * unless the policy allows it, never a link-local metadata address). Redirects to the same host
 * are followed (each hop checked again); a redirect to another host is reported to the model
 * instead of followed, so that host goes through the policy like any other call. No cookies, no
 * credentials, no request body: a GET with a fixed user agent.
 */
import { z } from 'zod';
import type { NetworkPolicy } from '../policy/types.js';
import { decideHost } from '../sandbox/host-rules.js';
import { htmlToText } from './html-text.js';
import { defineTool, type AnyTool } from './tool.js';

/** Bytes of a response body read at most; the rest is not downloaded. */
export const WEB_FETCH_MAX_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const USER_AGENT = 'Marshal-WebFetch/1 (+https://github.com)';

const input = z.object({
  url: z.string().min(1).describe('The absolute http(s) URL to fetch, e.g. "https://nodejs.org/api/fs.html".'),
  prompt: z.string().optional().describe('What you are looking for in the page (kept with the result for context).'),
});

interface Fetched {
  status: number;
  type: string;
  body: Buffer;
  truncated: boolean;
  location?: string;
}

async function get(url: URL, network: NetworkPolicy, signal: AbortSignal, timeoutMs: number): Promise<Fetched> {
  // Loaded on the first fetch: commands that only decide calls (`marshal policy explain`) start
  // without Node's HTTP, TLS and DNS modules.
  const client = url.protocol === 'https:' ? (await import('node:https')).default : (await import('node:http')).default;
  const { guardedLookup } = await import('../sandbox/address-guard.js');
  return new Promise((resolve, reject) => {
    const req = client.get(url, {
      headers: { 'user-agent': USER_AGENT, accept: 'text/html,text/plain,application/json;q=0.9,*/*;q=0.5' },
      lookup: guardedLookup(network.loopback),
      signal,
      timeout: timeoutMs > 0 ? timeoutMs : 60_000,
    }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      res.on('data', (chunk: Buffer) => {
        if (size >= WEB_FETCH_MAX_BYTES) {
          truncated = true;
          res.destroy();
          return;
        }
        chunks.push(chunk.subarray(0, WEB_FETCH_MAX_BYTES - size));
        size += chunk.length;
      });
      const done = () => resolve({
        status: res.statusCode ?? 0,
        type: String(res.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks),
        truncated: truncated || size > WEB_FETCH_MAX_BYTES,
        ...(typeof res.headers.location === 'string' ? { location: res.headers.location } : {}),
      });
      res.on('end', done);
      res.on('close', done);
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('the server sent nothing in time (ETIMEDOUT)')));
    req.on('error', reject);
  });
}

function checkHost(url: URL, network: NetworkPolicy): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `only http and https URLs can be fetched, not ${url.protocol}`;
  if (url.username || url.password) return 'URLs with credentials are not fetched';
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const decision = decideHost({ allow: network.allow, deny: network.deny }, url.hostname, port);
  return decision.allowed ? null : decision.reason;
}

function render(fetched: Fetched): string {
  const type = fetched.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const text = fetched.body.toString('utf8');
  if (/html|xml/.test(type) || (!type && /^\s*</.test(text))) return htmlToText(text);
  if (type.startsWith('text/') || /json|javascript|yaml|toml/.test(type) || !type) {
    if (fetched.body.includes(0)) return `(binary content, ${fetched.body.length} bytes, not shown)`;
    return text;
  }
  return `(${type} content, ${fetched.body.length} bytes, not shown)`;
}

export function createWebFetchTool(network: NetworkPolicy): AnyTool {
  return defineTool({
    name: 'WebFetch',
    aliases: ['web_fetch', 'fetch_url'],
    description:
      'Fetch a web page or text file by URL and get its readable text (HTML is reduced to text; at most 2 MB is read). ' +
      'Only hosts the repository policy allows can be reached; redirects to another host are reported, not followed.',
    input,
    class: 'read',
    policyKind: 'other',
    summarize: (i) => (i.url.length > 100 ? `${i.url.slice(0, 97)}...` : i.url),
    async run(i, ctx) {
      let url: URL;
      try {
        url = new URL(i.url);
      } catch {
        return { content: `"${i.url.slice(0, 200)}" is not an absolute URL.`, isError: true };
      }
      for (let hop = 0; ; hop++) {
        const refused = checkHost(url, network);
        if (refused) return { content: `Not fetched: ${refused}.`, isError: true };
        ctx.onProgress(`Fetching ${url.host}`);
        let fetched: Fetched;
        try {
          fetched = await get(url, network, ctx.signal, ctx.timeoutMs);
        } catch (error) {
          return { content: `Could not fetch ${url.href}: ${error instanceof Error ? error.message : String(error)}`, isError: true };
        }
        if (fetched.status >= 300 && fetched.status < 400 && fetched.location) {
          const next = new URL(fetched.location, url);
          if (next.host !== url.host || hop >= MAX_REDIRECTS) {
            return { content: `${url.href} redirects to ${next.href} (HTTP ${fetched.status}); fetch that URL if you need it.`, details: { status: fetched.status } };
          }
          url = next;
          continue;
        }
        const body = render(fetched);
        const head = `URL: ${url.href}\nStatus: ${fetched.status}${fetched.truncated ? ` (only the first ${WEB_FETCH_MAX_BYTES} bytes were read)` : ''}\n\n`;
        return { content: `${head}${body}`, isError: fetched.status >= 400, details: { status: fetched.status, bytes: fetched.body.length } };
      }
    },
  });
}
