// The policy file's mcp_servers section: schema, naming, and how rules name servers.
import { describe, expect, test } from 'vitest';
import { parseDocumentText, PolicyError } from '../../src/policy/policy-schema.js';
import { lintPolicy } from '../../src/policy/policy-lint.js';
import { mcpSecretNames, mcpToolName, parseMcpName } from '../../src/mcp/mcp-config.js';

function parse(text: string) {
  return parseDocumentText(text, 'marshal.yml');
}
function errorOf(text: string): string {
  try {
    parse(text);
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyError);
    return (error as Error).message;
  }
  throw new Error('expected a PolicyError');
}

describe('mcp_servers schema', () => {
  test('a stdio and a url server load with defaults filled in', () => {
    const doc = parse(`version: 1
mcp_servers:
  db: { command: ["node", "tools/db-mcp.js"], env: { MODE: "ro" }, secrets: [DB_URL], timeout: 30 }
  docs: { url: "http://127.0.0.1:8080/mcp", headers: { X-Team: core }, headers_from_secrets: { Authorization: DOCS_TOKEN } }
`);
    expect(doc.mcp_servers).toEqual({
      db: { command: ['node', 'tools/db-mcp.js'], env: { MODE: 'ro' }, secrets: ['DB_URL'], headers: {}, headers_from_secrets: {}, timeout: 30 },
      docs: { url: 'http://127.0.0.1:8080/mcp', env: {}, secrets: [], headers: { 'X-Team': 'core' }, headers_from_secrets: { Authorization: 'DOCS_TOKEN' } },
    });
    expect([...mcpSecretNames(doc.mcp_servers ?? {})].sort()).toEqual(['DB_URL', 'DOCS_TOKEN']);
  });

  test('no section: no mcp_servers key on the document', () => {
    expect(parse('version: 1\n').mcp_servers).toBeUndefined();
  });

  test('every problem is listed at once, each with its path', () => {
    const message = errorOf(`version: 1
mcp_servers:
  My_DB: { command: [node, x.js] }
  both: { command: [node, x.js], url: "http://127.0.0.1/mcp" }
  none: { env: { A: b } }
  badurl: { url: "ftp://example.com/mcp" }
  creds: { url: "https://user:pw@example.com/mcp" }
  stdio: { command: [node, x.js], secrets: [DB_URL, DB_URL, "not a name"], env: { DB_URL: x }, headers: { A: b }, timout: 3 }
  http: { url: "https://example.com/mcp", secrets: [X], headers_from_secrets: { Host: X } }
  empty: { command: [] }
`);
    const lines = message.split('\n');
    expect(lines.every((l) => l.startsWith('marshal.yml: mcp_servers'))).toBe(true);
    expect(message).toContain('mcp_servers.My_DB: "My_DB" is not a server name');
    expect(message).toContain('mcp_servers.both: expected exactly one of command');
    expect(message).toContain('mcp_servers.none: expected exactly one of command');
    expect(message).toContain('mcp_servers.badurl.url: expected an http(s) URL');
    expect(message).toContain('mcp_servers.creds.url: expected a URL without credentials');
    expect(message).toContain('mcp_servers.stdio: unknown key "timout"; did you mean "timeout"?');
    expect(message).toContain('mcp_servers.stdio.secrets[2]: expected an environment variable name');
    expect(message).toContain('mcp_servers.http.secrets: secrets are for stdio servers');
    expect(message).toContain('mcp_servers.http.headers_from_secrets.Host');
    expect(message).toContain('mcp_servers.empty.command');
  });

  test('a duplicate secret, a secret also in env, and headers on a stdio server are errors', () => {
    const message = errorOf('version: 1\nmcp_servers:\n  s: { command: [node, x.js], secrets: [A, A], env: { B: x }, headers: { X-A: b } }\n  t: { command: [node], secrets: [B], env: { B: y } }\n');
    expect(message).toContain('mcp_servers.s.secrets[1]: A is listed twice');
    expect(message).toContain('mcp_servers.t.secrets[0]: B is also set in env');
    expect(message).toContain('mcp_servers.s.headers: headers are for url servers');
  });
});

describe('secrets Marshal never hands to a server', () => {
  test('the runner\'s and Marshal\'s own credentials are refused by name, in secrets and headers_from_secrets', () => {
    const message = errorOf('version: 1\nmcp_servers:\n  s: { command: [node], secrets: [GITHUB_TOKEN, ACTIONS_ID_TOKEN_REQUEST_TOKEN, INPUT_ANTHROPIC_API_KEY, ANTHROPIC_API_KEY, DB_URL] }\n  h: { url: "http://127.0.0.1:1/mcp", headers_from_secrets: { Authorization: GH_TOKEN } }\n');
    for (const at of ['s.secrets[0]', 's.secrets[1]', 's.secrets[2]', 's.secrets[3]', 'h.headers_from_secrets.Authorization']) {
      expect(message).toContain(`mcp_servers.${at}: this variable holds the runner's or Marshal's own credentials`);
    }
    expect(message).not.toContain('mcp_servers.s.secrets[4]');
  });
});

describe('naming', () => {
  test('mcp__server__tool splits at the first __ after the server (server names have no _)', () => {
    expect(mcpToolName('db', 'query')).toBe('mcp__db__query');
    expect(parseMcpName('mcp__db__query')).toEqual({ server: 'db', tool: 'query' });
    expect(parseMcpName('mcp__db__get__row')).toEqual({ server: 'db', tool: 'get__row' });
    expect(parseMcpName('mcp__db')).toEqual({ server: 'db', tool: null });
    expect(parseMcpName('mcp__db__*')).toEqual({ server: 'db', tool: null });
    expect(parseMcpName('mcp__my_db')).toEqual({ server: 'my_db', tool: null });
    expect(parseMcpName('Read')).toBeNull();
  });

  test('rules: mcp__db, mcp__db__* and mcp__db__query load for a declared server; lint no longer calls them unconfigured', () => {
    const doc = parse('version: 1\nallow: [mcp__db__query, mcp__db__*]\ndeny: [mcp__db]\nmcp_servers:\n  db: { command: [node, x.js] }\n');
    const findings = lintPolicy(doc, new Set(['read']));
    expect(findings.filter((f) => /configured|matches nothing today/.test(f.message))).toEqual([]);
    // Both allows are shadowed by the bare server deny.
    expect(findings.filter((f) => f.message.includes('deny rule "mcp__db" always wins'))).toHaveLength(2);
  });

  test('lint: a specifier on an MCP rule is flagged', () => {
    const doc = parse('version: 1\nallow: ["mcp__db__query(select *)"]\ndeny: ["mcp__db__drop(x)"]\nmcp_servers:\n  db: { command: [node, x.js] }\n');
    expect(lintPolicy(doc, new Set(['read'])).map((f) => f.message)).toEqual([
      '"mcp__db__query(select *)": MCP rules take no specifier; as an allow rule this matches nothing, as a deny rule it denies every mcp__db__query call',
      '"mcp__db__drop(x)": MCP rules take no specifier; as an allow rule this matches nothing, as a deny rule it denies every mcp__db__drop call',
    ]);
  });

  test('lint: a declared server no allow rule names is never started', () => {
    const doc = parse('version: 1\nallow: [mcp__db__query]\nmcp_servers:\n  db: { command: [node, x.js] }\n  idle: { command: [node, y.js] }\n');
    expect(lintPolicy(doc, new Set(['read']))).toEqual([
      { key: 'mcp_servers.idle', severity: 'warning', message: 'no allow rule names a tool of this server (mcp__idle__<tool>, mcp__idle); it is never started' },
    ]);
  });

  test('unknown servers in rules and hook matches are errors at load', () => {
    const message = errorOf('version: 1\nallow: [mcp__db__query, mcp__dbb__*]\nhooks:\n  pre: [{ match: "mcp__nope__x", command: "true" }]\nmcp_servers:\n  db: { command: [node, x.js] }\n');
    expect(message).toContain('allow[1]: "mcp__dbb__*" names the MCP server "dbb", which is not declared under mcp_servers (the policy declares db)');
    expect(message).toContain('hooks.pre[0].match: "mcp__nope__x" names the MCP server "nope"');
    expect(message).not.toContain('allow[0]');
  });
});
