/**
 * The policy engine's public contract. The executor's permission step, the loop (which tools to
 * offer, the policy in plain words for the system prompt), the report and the CLI use these.
 */
import type { PermissionDecision } from '../executor/types.js';
import type { McpServerConfig } from '../mcp/mcp-config.js';

export type PolicyMode = 'default' | 'plan';

export interface PolicyLimits {
  /** Seconds per tool call. */
  tool_timeout?: number;
  max_turns?: number;
  /** Characters of one tool result sent to the model. */
  max_output_bytes?: number;
  timeout_minutes?: number;
  max_cost_usd?: number;
}

/** How strictly the sandbox must be enforced: the stricter of the workflow input and the policy wins. */
export type SandboxMode = 'auto' | 'required' | 'off';

/** Egress for sandboxed processes: through Marshal's proxy, to allowed hosts only. */
export interface NetworkPolicy {
  /** Host patterns (`example.org`, `*.example.org`, `127.0.0.2`; optional `:port`) the proxy lets through. */
  allow: string[];
  /** Host patterns refused even when an allow pattern matches (deny wins). */
  deny: string[];
  /** Whether sandboxed processes may reach loopback addresses directly (default true). */
  loopback: boolean;
}

/** A hook command on the executor's pre or post hook point (see src/hooks/policy-hooks.ts). */
export interface PolicyHook {
  /** Rule syntax (`Edit(src/**)`, `Bash(npm test:*)`) or `*`. */
  match: string;
  command: string;
  /** Seconds; default 30. */
  timeout?: number;
}

export interface PolicyTestCase {
  tool: string;
  input: Record<string, unknown>;
  expect: 'allow' | 'deny';
}

export interface GuardScope {
  authors: string[];
}

/** A validated policy file (or the built-in default). */
export interface PolicyDocument {
  version: 1;
  mode: PolicyMode;
  allow: string[];
  deny: string[];
  limits: PolicyLimits;
  tests: PolicyTestCase[];
  /** The policy's sandbox requirement; absent means the workflow input decides (default auto). */
  sandbox?: SandboxMode;
  network: NetworkPolicy;
  hooks: { pre: PolicyHook[]; post: PolicyHook[] };
  /**
   * Guard mode's scope: whose pull requests the policy is held against (lower-cased entries:
   * `everyone`, `bots` or logins). Absent: guard mode runs only when the workflow asks for it.
   */
  guard?: GuardScope;
  /** MCP servers by name (src/mcp/mcp-config.ts); absent when the file declares none. */
  mcp_servers?: Record<string, McpServerConfig>;
  /** Where it came from: a path, `<base:ref>/path`, or `built-in default`. */
  source: string;
  /** True when no file existed and the built-in default applies. */
  isDefault: boolean;
}

/** A tool call as the policy sees it. */
export interface PolicyCall {
  /** Canonical tool name (`Read`, `Bash`, ...). */
  tool: string;
  /** The tool's policy kind: read / edit / shell / other. */
  kind: 'read' | 'edit' | 'shell' | 'other';
  input: unknown;
  /** Paths the call touches, as the tool reports them (may be relative, absolute, `~`...). */
  paths: string[];
}

export type Decision = PermissionDecision;

export interface Policy {
  readonly doc: PolicyDocument;
  /** Decides one call. Pure apart from resolving symlinks under `cwd`; never throws. */
  decide(call: PolicyCall): Decision;
  /** Whether enumerating tools may surface a workspace-relative path (Read deny rules). */
  canRead(relPath: string): boolean;
  /**
   * Whether a Read deny rule (or a built-in read protection) names this path: what the sandbox
   * hides from every process and the outcome check never publishes. Narrower than !canRead,
   * which is also false for paths no rule mentions.
   */
  isReadDenied(relPath: string): boolean;
  /** Whether any call to this tool could ever be allowed (tools that can't are not offered). */
  canEverAllow(tool: string, kind: PolicyCall['kind']): boolean;
  /** The policy in plain words, for the system prompt and the report. */
  describe(): string;
  /**
   * The same document for a run whose kernel sandbox is enforced (tool processes run as another
   * uid that cannot read Read-denied files; the outcome check reverts disallowed changes). Its
   * shell analysis still decides which programs may run (allow / deny rules, wrappers,
   * interpreters, substitutions, writes and their Edit rules, paths outside the workspace, contents
   * printed from git's object store) but no longer refuses an allowed program for the workspace
   * files it could read: the kernel decides those. File tools (Read, Grep, ...) run in Marshal's
   * own process and are decided exactly as before. Idempotent.
   */
  withSandbox(): Policy;
  /** Whether this policy leaves workspace reads of shell commands to the sandbox. */
  readonly sandboxed: boolean;
}
