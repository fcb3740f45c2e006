/**
 * Shared fixtures for the built-in tool tests: a real temp workspace (realpath'd, as the executor
 * hands it over), a ToolContext made of plain functions around the real `runCommand`, and a way to
 * run a tool the way the executor does (zod parse, then run; a throw is the error result).
 */
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../../src/exec.js';
import type { AnyTool, ToolContext, ToolOutput } from '../../src/tools/tool.js';

export function tempDir(prefix = 'marshal-tools-'): string {
  return realpathSync(mkdtempSync(path.join(os.tmpdir(), prefix)));
}

/** Writes `files` (relative path -> content) under `root`, creating directories. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const abs = path.join(root, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

export interface Recorded {
  progress: string[];
  updates: string[];
}

export function makeContext(cwd: string, overrides: Partial<ToolContext> = {}): ToolContext & { recorded: Recorded } {
  const recorded: Recorded = { progress: [], updates: [] };
  return {
    signal: new AbortController().signal,
    cwd,
    toolUseId: 'toolu_test',
    timeoutMs: 60_000,
    exec: runCommand,
    env: {},
    canRead: () => true,
    onProgress: (text) => recorded.progress.push(text),
    onUpdate: (partial) => recorded.updates.push(partial),
    ...overrides,
    recorded,
  };
}

export interface RunOutcome {
  content: string;
  isError: boolean;
  details: ToolOutput['details'];
}

/** Validates `input` with the tool's schema and runs it; thrown errors become error outcomes. */
export async function runTool(tool: AnyTool, input: unknown, ctx: ToolContext): Promise<RunOutcome> {
  const parsed = tool.input.safeParse(input);
  if (!parsed.success) return { content: `invalid input: ${parsed.error.message}`, isError: true, details: undefined };
  try {
    const out = await tool.run(parsed.data, ctx);
    if (typeof out === 'string') return { content: out, isError: false, details: undefined };
    return { content: out.content, isError: !!out.isError, details: out.details };
  } catch (err) {
    return { content: (err as Error).message, isError: true, details: undefined };
  }
}

/** Runs git in `cwd` through the real choke point; throws on failure. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const res = await runCommand({
    argv: ['git', '-c', 'user.name=Marshal Test', '-c', 'user.email=test@localhost', '-c', 'init.defaultBranch=main', ...args],
    cwd,
  });
  if (res.exitCode !== 0) throw new Error(`git ${args.join(' ')} failed: ${res.output}`);
  return res.stdout;
}
