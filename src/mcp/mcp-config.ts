/**
 * The policy file's `mcp_servers` section: MCP servers whose tools the agent may use, each under a
 * name the rules refer to (`mcp__db__query`, `mcp__db`, `mcp__db__*`).
 *
 *   mcp_servers:
 *     db:   { command: ["node", "tools/db-mcp.js"], env: { MODE: "ro" }, secrets: [DB_URL], timeout: 30 }
 *     docs: { url: "http://127.0.0.1:8080/mcp", headers_from_secrets: { Authorization: DOCS_TOKEN } }
 *
 * - `command` (an argv array, no shell) starts a stdio server through the sandbox (its own uid,
 *   the tools' file and network limits); `url` connects to a streamable HTTP server from Marshal
 *   itself. Exactly one of the two.
 * - `env`: plain values for a stdio server. `secrets`: names of variables in the job's
 *   environment (where the workflow put them: `env: { DB_URL: ${{ secrets.DB_URL }} }`) that this
 *   server, and only this one, receives under the same name. `headers` / `headers_from_secrets`:
 *   HTTP headers for a url server, plain or from a named secret.
 * - `timeout`: seconds one call of this server's tools may run (default: the run's tool timeout).
 *
 * The file comes from the base branch like every other key: a pull request cannot add a server, a
 * command or a secret to its own run. Rules naming a server not declared here are errors when the
 * policy loads (checkMcpRuleServers): a typo in `deny: [mcp__dbb__drop]` would otherwise deny nothing.
 */
import { z } from 'zod';

/** Server names: lower-case letters, digits and dashes (no `_`, so `mcp__server__tool` splits one way). */
export const MCP_SERVER_NAME = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;
/** Headers Marshal sets itself (the transport's own) or that would change where a request goes. */
const RESERVED_HEADERS = new Set(['host', 'content-length', 'content-type', 'accept', 'connection', 'transfer-encoding', 'mcp-session-id', 'mcp-protocol-version']);

export interface McpServerConfig {
  /** A stdio server's argv (first element: the program). */
  command?: string[];
  /** A streamable HTTP server's endpoint. */
  url?: string;
  env: Record<string, string>;
  secrets: string[];
  headers: Record<string, string>;
  /** Header name -> secret (environment variable) name. */
  headers_from_secrets: Record<string, string>;
  /** Seconds per call; absent: the run's tool timeout. */
  timeout?: number;
}

function urlOf(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

const envName = z.string().regex(ENV_NAME, 'expected an environment variable name (letters, digits, _)');
/**
 * A secret a server may be given: never one of the runner's or Marshal's own (the Action's inputs,
 * the runner's runtime and OIDC request tokens, the workflow token, the model API key): those
 * would let third-party server code act as the job. Give a server its own credential instead.
 */
const OWN_SECRET = /^(INPUT_|ACTIONS_|RUNNER_|GITHUB_)|^(ANTHROPIC_API_KEY|ANTHROPIC_AUTH_TOKEN|GH_TOKEN)$/;
const secretName = envName.refine((name) => !OWN_SECRET.test(name), 'this variable holds the runner\'s or Marshal\'s own credentials, which no MCP server receives; give the server a credential of its own under another name');
function headerProblem(name: string): string | null {
  if (!HEADER_NAME.test(name)) return 'expected an HTTP header name';
  return RESERVED_HEADERS.has(name.toLowerCase()) ? 'this header is set by the MCP transport itself' : null;
}
const oneLine = z.string().refine((v) => !/[\r\n\0]/.test(v), 'expected one line (no line breaks or NUL)');

const serverSchema = z
  .strictObject({
    command: z.array(z.string().min(1).refine((v) => !v.includes('\0'), 'expected no NUL')).min(1, 'expected the program and its arguments, e.g. ["node", "tools/db-mcp.js"]').max(64).optional(),
    url: z
      .string()
      .refine((raw) => /^https?:$/.test(urlOf(raw)?.protocol ?? ''), 'expected an http(s) URL')
      .refine((raw) => !urlOf(raw)?.username && !urlOf(raw)?.password, 'expected a URL without credentials (give them through headers_from_secrets)')
      .optional(),
    env: z.record(envName, oneLine).default({}),
    secrets: z.array(secretName).max(32).default([]),
    headers: z.record(z.string(), oneLine).default({}),
    headers_from_secrets: z.record(z.string(), secretName).default({}),
    timeout: z.number().positive().max(3600).optional(),
  })
  .superRefine((server, ctx) => {
    if (!server.command === !server.url) {
      ctx.addIssue({ code: 'custom', path: [], message: 'expected exactly one of command (a stdio server) or url (a streamable HTTP server)' });
    }
    if (server.url) {
      if (Object.keys(server.env).length) ctx.addIssue({ code: 'custom', path: ['env'], message: 'env is for stdio servers (command); a url server runs elsewhere' });
      if (server.secrets.length) ctx.addIssue({ code: 'custom', path: ['secrets'], message: 'secrets are for stdio servers (command); give a url server secrets through headers_from_secrets' });
    }
    if (server.command) {
      if (Object.keys(server.headers).length) ctx.addIssue({ code: 'custom', path: ['headers'], message: 'headers are for url servers' });
      if (Object.keys(server.headers_from_secrets).length) ctx.addIssue({ code: 'custom', path: ['headers_from_secrets'], message: 'headers_from_secrets is for url servers' });
    }
    const seen = new Set<string>();
    server.secrets.forEach((name, i) => {
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['secrets', i], message: `${name} is listed twice` });
      seen.add(name);
      if (Object.hasOwn(server.env, name)) ctx.addIssue({ code: 'custom', path: ['secrets', i], message: `${name} is also set in env; a variable is either plain (env) or a secret` });
    });
    for (const key of ['headers', 'headers_from_secrets'] as const) {
      for (const h of Object.keys(server[key])) {
        const problem = headerProblem(h);
        if (problem) ctx.addIssue({ code: 'custom', path: [key, h], message: problem });
      }
    }
    const headers = new Set(Object.keys(server.headers).map((h) => h.toLowerCase()));
    for (const h of Object.keys(server.headers_from_secrets)) {
      if (headers.has(h.toLowerCase())) ctx.addIssue({ code: 'custom', path: ['headers_from_secrets', h], message: `${h} is also set in headers` });
    }
  });

/** The section: server name -> server. Names are checked here so every bad one is reported with its path. */
export const mcpServersSchema = z.record(z.string(), serverSchema).superRefine(
  (servers, ctx) => {
    for (const name of Object.keys(servers ?? {})) {
      if (!MCP_SERVER_NAME.test(name)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `"${name}" is not a server name; expected lower-case letters, digits and dashes (at most 40), as in mcp__${name.toLowerCase().replace(/[^a-z0-9-]/g, '-')}__tool` });
      }
    }
  },
  // Names are reported even when a server's body has problems of its own.
  { when: (payload) => !!payload.value && typeof payload.value === 'object' },
);

/** The keys one server may have (for "did you mean" on an unknown key). */
export const MCP_SERVER_KEYS: readonly string[] = ['command', 'url', 'env', 'secrets', 'headers', 'headers_from_secrets', 'timeout'];

/** A server's tool as the model and the rules name it. */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool}`;
}

/** `mcp__db__query` -> {server: db, tool: query}; `mcp__db` / `mcp__db__*` -> tool null; not MCP -> null. */
export function parseMcpName(name: string): { server: string; tool: string | null } | null {
  if (!/^mcp__./i.test(name)) return null;
  const rest = name.slice(5);
  const cut = rest.indexOf('__');
  const server = cut === -1 ? rest : rest.slice(0, cut);
  const tool = cut === -1 || rest.slice(cut + 2) === '*' ? null : rest.slice(cut + 2);
  return { server, tool };
}

/**
 * Rules (and hook matches) naming an MCP server the policy does not declare: one problem per
 * rule, with its key (`allow[3]`). `rules` are [key, tool name] pairs.
 */
export function undeclaredServerProblems(rules: readonly (readonly [string, string])[], servers: Readonly<Record<string, unknown>>): string[] {
  const declared = Object.keys(servers);
  const problems: string[] = [];
  for (const [key, tool] of rules) {
    const parsed = parseMcpName(tool);
    if (!parsed || Object.hasOwn(servers, parsed.server)) continue;
    const list = declared.length ? `the policy declares ${declared.join(', ')}` : 'the policy declares no mcp_servers';
    problems.push(`${key}: "${tool}" names the MCP server "${parsed.server}", which is not declared under mcp_servers (${list}); a rule naming no server would match nothing, so it is refused`);
  }
  return problems;
}

/** Every secret name the servers receive (stdio `secrets`, url `headers_from_secrets`). */
export function mcpSecretNames(servers: Readonly<Record<string, McpServerConfig>>): Set<string> {
  const names = new Set<string>();
  for (const server of Object.values(servers)) {
    for (const name of server.secrets) names.add(name);
    for (const name of Object.values(server.headers_from_secrets)) names.add(name);
  }
  return names;
}
