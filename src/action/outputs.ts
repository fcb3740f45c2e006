/** The Action's step outputs, written once at the end of a run (documented in action.yml). */
import * as core from '@actions/core';

export interface ActionOutputs {
  conclusion: 'success' | 'failure' | 'limit' | 'cancelled' | 'skipped' | 'refused';
  diff_path?: string;
  transcript_path?: string;
  comment_url?: string;
  denied_count?: number;
  tool_calls?: number;
  cost_usd?: number;
  pr_url?: string;
  /** The branch the run's commit was pushed to (the PR's branch, or marshal/<run-id>). */
  branch_name?: string;
  /** Review runs: the review Marshal posted or updated. */
  review_id?: number;
  review_url?: string;
  /** The validated final answer (compact JSON) when `output_schema` was set and the run succeeded. */
  structured_output?: string;
}

export function writeOutputs(outputs: ActionOutputs): void {
  core.setOutput('conclusion', outputs.conclusion);
  core.setOutput('diff_path', outputs.diff_path ?? '');
  core.setOutput('transcript_path', outputs.transcript_path ?? '');
  core.setOutput('comment_url', outputs.comment_url ?? '');
  core.setOutput('denied_count', String(outputs.denied_count ?? 0));
  core.setOutput('tool_calls', String(outputs.tool_calls ?? 0));
  // NaN when the provider's price of the model is unknown: 'unknown', never a made-up number.
  core.setOutput('cost_usd', Number.isNaN(outputs.cost_usd) ? 'unknown' : (outputs.cost_usd ?? 0).toFixed(4));
  core.setOutput('pr_url', outputs.pr_url ?? '');
  core.setOutput('branch_name', outputs.branch_name ?? '');
  core.setOutput('review_id', outputs.review_id !== undefined ? String(outputs.review_id) : '');
  core.setOutput('review_url', outputs.review_url ?? '');
  core.setOutput('structured_output', outputs.structured_output ?? '');
}
