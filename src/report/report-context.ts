/**
 * What the report needs besides the event record: where the run happened, how it was asked for,
 * which policy governed it, and what it changed. The Action and the CLI fill it in; the renderers
 * only read it.
 */
import type { Redactor } from '../shared/redact.js';

/**
 * Hidden marker in every comment Marshal posts, so sticky mode finds its own comment again.
 * Anyone can type it into a comment of their own, so whoever looks it up must also check that the
 * comment was written by Marshal's identity before editing it. Inside our reports, text from tools
 * or the model only appears in code blocks or entity-encoded, so it never adds a live marker.
 */
export const COMMENT_MARKER = '<!-- marshal:report -->';

/**
 * Hidden marker in Marshal's one-line replies (a refused request): such a comment never starts a
 * run, and, lacking COMMENT_MARKER, is never taken for the sticky report.
 */
export const REPLY_MARKER = '<!-- marshal:reply -->';

export interface PushResult {
  kind: 'pr-branch' | 'new-pr';
  branch?: string;
  prUrl?: string;
  commit?: string;
  error?: string;
}

export interface ReportContext {
  /** Link to the workflow run (the full log). */
  runUrl?: string;
  /** `owner/repo`. */
  repository: string;
  model: string;
  /** Where the policy came from, e.g. `.github/marshal.yml@main` or `built-in default`. */
  policySource: string;
  /** One line: the sandbox enforced, or not and why. */
  sandbox?: string;
  /** One line: the policy's MCP servers, e.g. `MCP servers: db (3 tools), docs (failed: …)`. */
  mcpServers?: string;
  /** Lines to show prominently, e.g. "this PR modifies the policy file; the base branch's was used". */
  policyNotice?: string;
  /** Who asked for what, e.g. `@alice on #12: fix the flaky test`. */
  trigger: string;
  /** The full unified diff of the run. */
  diff: string;
  /** `git diff --stat` output. */
  diffStat: string;
  push?: PushResult;
  /** Runner-local path of the transcript (uploaded as an artifact / step output). */
  transcriptPath?: string;
  /** Runner-local path of the full diff (the `diff_path` output). */
  diffPath?: string;
  /** Read where the run happened (`marshal run`): the report names files by their path. */
  local?: boolean;
  /** Project instructions the agent got, e.g. `AGENTS.md (base) + instructions input`. */
  instructions?: string;
}

export interface RenderOptions {
  /** Hard cap on the rendered body. */
  maxChars?: number;
  /** Applied to every piece before it is cut, and to the final text. */
  redactor?: Redactor;
}

/** GitHub rejects comment bodies over 65,536 characters; keep a margin for the marker and encoding. */
export const COMMENT_MAX_CHARS = 65_000;
/** The job summary accepts up to 1 MiB (of UTF-8) per step. */
export const SUMMARY_MAX_CHARS = 900_000;
/** Bytes the job summary is kept under, with a margin below the runner's 1,048,576. */
export const SUMMARY_MAX_BYTES = 1_000_000;
