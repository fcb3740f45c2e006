/**
 * One agent run over a workspace, shared by the Action and the CLI: offer the tools the policy can
 * ever allow, execute every call through the executor with the policy as its permission step,
 * write the transcript, and collect the diff from the commit the run started at. Whatever happens
 * in the loop (API errors, limits, cancellation), the diff made so far is collected and returned.
 *
 * After the loop, in this order: the sandbox is reaped and closed (no process of it left, files
 * given back to their owner), git's own files are put back as they were before the run (also when
 * the loop threw; before the caller restores credentials), the outcome check lists the run's
 * changes once, and the diff (like any commit made later) is exactly what it accepted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand, type Exec } from './exec.js';
import type { EventSink, MarshalEvent } from './shared/events.js';
import {
  runAgent,
  TranscriptWriter,
  type AgentResult,
  type ModelClient,
  type SystemPromptInput,
} from './agent/index.js';
import { createExecutor, type Strategy } from './executor/index.js';
import { policyPermission, type Policy } from './policy/index.js';
import { builtinTools } from './tools/builtins.js';
import { ToolRegistry } from './tools/registry.js';
import { emptyUsage } from './shared/events.js';
import { createTaskSlot, shareSteering } from './agent/sub-agent.js';
import type { Redactor } from './shared/redact.js';
import { createPolicyHooks } from './hooks/policy-hooks.js';
import { guardCanRead, guardPermission } from './sandbox/inode-guard.js';
import { disabledSandbox, type Sandbox } from './sandbox/sandbox.js';
import { startMcpServers } from './mcp/mcp-servers.js';
import { parseMcpName } from './mcp/mcp-config.js';
import { compileRules } from './policy/policy-schema.js';
import { collectDiff, type RunDiff } from './workspace/diff.js';
import { checkOutcome, type OutcomeFinding, type PublishSet } from './workspace/outcome.js';
import { headSha } from './workspace/git.js';
import { guardGitDir, type GitDirChange } from './workspace/git-dir-guard.js';

export interface RunLimits {
  maxTurns: number;
  timeoutMs: number;
  toolTimeoutMs: number;
  maxCostUsd?: number;
  /** Characters of one tool result sent to the model. */
  maxOutputChars?: number;
}

export interface EngineRequest {
  /** Workspace root (a git work tree). */
  cwd: string;
  policy: Policy;
  client: ModelClient;
  task: string;
  system: Omit<SystemPromptInput, 'policyDescription' | 'limitsDescription'>;
  limits: RunLimits;
  strategy: Strategy;
  emit: EventSink;
  /** Transcript, spilled outputs and the diff go here. */
  outDir: string;
  redactor: Redactor;
  runId: string;
  signal?: AbortSignal;
  getSteering?: () => string | null | undefined;
  /** Marshal's own subprocesses (git); tools get the sandbox's exec when there is one. */
  exec?: Exec;
  /** Where tools' processes run; absent means plain exec (analysis only). */
  sandbox?: Sandbox;
  /** Values of the job environment by name: the secrets the policy gives MCP servers (settings.ts). */
  secrets?: (name: string) => string | undefined;
  /** Told the MCP servers' one line ("MCP servers: db (3 tools), docs (failed: …)") once they started. */
  onMcpServers?: (summary: string) => void;
}

export interface EngineResult {
  agent: AgentResult;
  diff: RunDiff;
  baseSha: string;
  transcriptPath: string;
  diffPath: string;
  toolCalls: number;
  denied: Extract<MarshalEvent, { type: 'tool_end' }>[];
  /** What the outcome check dropped (Read-denied) or reverted (no Edit rule allows it, or a change to git's own files). */
  outcome: OutcomeFinding[];
  /** Exactly what may be committed and pushed (the diff shows the same). */
  publish: PublishSet;
}

/** The tighter of a workflow input and the policy file's limit (either may be absent). */
export function tighter(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}

export function describeLimits(limits: RunLimits): string {
  const parts = [
    `at most ${limits.maxTurns} turns`,
    `${Math.round(limits.timeoutMs / 60_000)} minutes of wall-clock time`,
    `${Math.round(limits.toolTimeoutMs / 1000)} seconds per tool call`,
  ];
  if (limits.maxCostUsd !== undefined) parts.push(`a budget of $${limits.maxCostUsd.toFixed(2)}`);
  return `This run has ${parts.join(', ')}. Work efficiently; there is nobody to answer questions.`;
}

export async function runEngine(req: EngineRequest): Promise<EngineResult> {
  const exec = req.exec ?? runCommand;
  mkdirSync(req.outDir, { recursive: true });
  const transcriptPath = path.join(req.outDir, 'transcript.jsonl');
  const diffPath = path.join(req.outDir, 'diff.patch');
  const spillDir = path.join(req.outDir, 'outputs');
  mkdirSync(spillDir, { recursive: true });

  const baseSha = await headSha(req.cwd, exec);
  // Git's own files (config, hooks, commondir, info/ ...) as they are before anything of the run
  // starts: put back after it, whatever happens in between (git-dir-guard.ts).
  const gitDir = await guardGitDir(req.cwd, exec);
  const denied: EngineResult['denied'] = [];
  let toolCalls = 0;
  const emit: EventSink = (event) => {
    if (event.type === 'tool_end') {
      toolCalls += 1;
      if (event.verdict === 'denied') denied.push(event);
    }
    req.emit(event);
  };
  // With the sandbox enforced, reads by commands are the kernel's to stop: the analysis decides
  // which programs run, and no longer refuses an allowed one for what it could read.
  const sandbox = req.sandbox?.status.enforced ? req.sandbox : undefined;
  const inodes = sandbox?.deniedInodes ?? null;

  // Task (sub-agents) is offered like any tool: only when the policy can allow it.
  const task = createTaskSlot();
  const steering = req.getSteering ? shareSteering(req.getSteering) : undefined;
  const builtins = [...builtinTools(req.policy.doc.network), task.tool];
  // The policy's MCP servers start now (the sandbox exists, the loop has not begun): a server that
  // fails is reported and left out; their tools are governed like any other (src/mcp/).
  const { allow: allowRules, deny: denyRules } = compileRules(req.policy.doc);
  const mcp = await startMcpServers({
    servers: req.policy.doc.mcp_servers ?? {},
    cwd: req.cwd,
    startService: (req.sandbox ?? disabledSandbox('off', 'no sandbox', exec)).startService,
    ...(req.secrets ? { secret: ownCredentialsRefused(req.secrets, req.redactor.snapshot()) } : {}),
    addSecret: (value) => req.redactor.add(value),
    redact: (text) => req.redactor.redact(text),
    emit,
    used: (server) =>
      req.policy.doc.mode !== 'plan' &&
      allowRules.some((r) => parseMcpName(r.tool)?.server === server) &&
      !denyRules.some((r) => r.specifier === null && parseMcpName(r.tool)?.server === server && parseMcpName(r.tool)?.tool === null),
    ruleTools: [...allowRules.map((r, i) => [`allow[${i}]`, r.tool] as const), ...denyRules.map((r, i) => [`deny[${i}]`, r.tool] as const)],
    taken: builtins.flatMap((t) => [t.name, ...(t.aliases ?? [])]),
  });
  if (mcp.summary) req.onMcpServers?.(mcp.summary);
  const registry = new ToolRegistry([...builtins, ...mcp.tools]);
  const offered = registry.list().filter((tool) => req.policy.canEverAllow(tool.name, tool.policyKind));
  const policy = sandbox ? req.policy.withSandbox() : req.policy;
  const permission = policyPermission(policy);
  const canRead = (rel: string) => req.policy.canRead(rel);
  // The policy's hooks run where tools run: under the sandbox when it is enforced.
  const hooks = createPolicyHooks({ ...req.policy.doc.hooks, cwd: req.cwd, exec: req.sandbox?.exec ?? exec, redact: (t) => req.redactor.redact(t) });
  const executor = createExecutor({
    registry,
    cwd: req.cwd,
    emit,
    exec: req.sandbox?.exec ?? exec,
    permission: inodes ? guardPermission(permission, inodes) : permission,
    canRead: inodes ? guardCanRead(canRead, inodes, req.cwd) : canRead,
    planMode: req.policy.doc.mode === 'plan',
    timeoutMs: req.limits.toolTimeoutMs,
    strategy: req.strategy,
    spillDir,
    preHooks: hooks.pre,
    // Tool output reaches the model, the transcript and the report: a secret a tool (or a hook)
    // printed is redacted here, last, before any of them sees it.
    postHooks: [...hooks.post, (_call, outcome) => ({ content: req.redactor.redact(outcome.content) })],
    // ... and on every path that skips post-hooks (a timed-out call's partial output, spill files,
    // progress events).
    redact: (text) => req.redactor.redact(text),
    ...(req.limits.maxOutputChars ? { output: { maxChars: req.limits.maxOutputChars } } : {}),
    ...(steering ? { getSteering: steering.take } : {}),
  });

  const transcript = new TranscriptWriter(transcriptPath, req.redactor);
  const system = { ...req.system, policyDescription: req.policy.describe(), limitsDescription: describeLimits(req.limits) };
  const limits = {
    maxTurns: req.limits.maxTurns,
    timeoutMs: req.limits.timeoutMs,
    ...(req.limits.maxCostUsd !== undefined ? { maxCostUsd: req.limits.maxCostUsd } : {}),
  };
  // The whole agent tree's usage: sub-agents spend the run's max_cost_usd (agent/sub-agent.ts).
  const spend = emptyUsage();
  task.bind({ client: req.client, executor, tools: offered, system, limits, emit, transcript, redactor: req.redactor, runId: req.runId, spend, ...(steering ? { steered: steering.pending } : {}) });
  let agent: AgentResult;
  let restored: GitDirChange[] = [];
  try {
    agent = await runAgent({
      client: req.client,
      executor,
      tools: offered,
      system,
      task: req.task,
      limits,
      spend,
      emit,
      transcript,
      redactor: req.redactor,
      runId: req.runId,
      ...(req.signal ? { signal: req.signal } : {}),
      ...(steering ? { getSteering: steering.take } : {}),
    });
  } finally {
    // Every MCP server ends with the loop, before the sandbox is reaped and closed.
    await mcp.close();
    await transcript.close();
    if (transcript.error) {
      emit({ type: 'notice', level: 'warning', message: req.redactor.redact(`The transcript at ${transcriptPath} is incomplete: ${transcript.error.message}`) });
    }
    try {
      // Nothing of the sandbox may still run while the work tree is checked, and the sandbox is
      // undone first: files it made unreadable (`chmod 000` on a directory it owned) are their
      // owner's again, so the check sees everything a push could take (the caller's close() is
      // then a no-op).
      await req.sandbox?.reapAll();
      await req.sandbox?.close();
    } finally {
      // Whatever happened, before anything reads the repository again and before the caller
      // restores the credentials.
      restored = gitDir.restore();
    }
  }

  const gitFindings: OutcomeFinding[] = restored.map((r) => ({
    path: r.path,
    action: 'reverted',
    reason: `${r.change === 'added' ? 'created' : r.change === 'removed' ? 'deleted' : 'changed'} during the run among git's own files, where only refs, objects, the index and git's state files may change (a later git command would read it as configuration or run it); ${r.change === 'added' ? 'removed' : 'put back as it was'}`,
    rule: null,
  }));
  const outcome = await checkOutcome({
    cwd: req.cwd,
    baseSha,
    policy: req.policy,
    ...(inodes ? { deniedOrigin: (abs: string) => inodes.originOf(abs) } : {}),
    exec,
  });
  const findings = [...gitFindings, ...outcome.findings];
  for (const finding of findings) {
    emit({
      type: 'notice',
      level: finding.action === 'reverted' ? 'error' : 'warning',
      message: req.redactor.redact(`Outcome check: ${finding.path} ${finding.action === 'dropped' ? 'left out of the diff, the comment and any push' : 'reverted'}: ${finding.reason}${finding.rule ? ` (${finding.rule})` : ''}`),
    });
  }
  const refs = await gitDir.movedRefs();
  if (refs.length) {
    emit({ type: 'notice', level: 'warning', message: req.redactor.redact(`Refs the run created or moved stay local (only the checked-out branch is ever pushed): ${refs.slice(0, 20).join(', ')}${refs.length > 20 ? ` and ${refs.length - 20} more` : ''}`) });
  }
  // The diff is collected whatever the loop's outcome: work done so far is always reported. It is
  // exactly what the check accepted, and so is any commit made from it.
  const diff = await collectDiff(req.cwd, baseSha, exec, outcome.publish);
  writeFileSync(diffPath, diff.diff);
  return { agent, diff, baseSha, transcriptPath, diffPath, toolCalls, denied, outcome: findings, publish: outcome.publish };
}

/**
 * An MCP server's secret lookup that refuses Marshal's own credentials by VALUE (the policy
 * already refuses their names): a workflow that puts the job's token or the model key under
 * another name (`DOCS_TOKEN: ${{ secrets.GITHUB_TOKEN }}`) does not hand it to server code either.
 * `own` knows the secrets registered before any server started: the API key, the GitHub token,
 * the cloud credentials.
 */
function ownCredentialsRefused(lookup: (name: string) => string | undefined, own: (value: string) => boolean): (name: string) => string | undefined {
  return (name) => {
    const value = lookup(name);
    if (value && own(value)) throw new Error(`${name} holds one of Marshal's own credentials (the GitHub token, the model API key or the cloud credentials), which no MCP server receives; give the server a credential of its own`);
    return value;
  };
}
