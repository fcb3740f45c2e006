/**
 * Pull request review runs: the agent reads the PR (plan mode: no edits, no commands) and ends
 * with ONE structured answer, `{summary, comments: [{path, line, side, start_line?, body,
 * suggestion?}]}`, which Marshal posts as one review through the REST reviews API.
 *
 * Why a structured final answer and not a tool: the answer goes through the same machinery as
 * `output_schema` (the loop validates it against the JSON Schema below, asks for one repair when it
 * does not match, and nothing is posted unless it does), no tool joins the registry for one kind
 * of run, and the zod schema here is the single source of both the JSON Schema the model sees and
 * the check Marshal makes again before posting.
 *
 * - A comment on a line outside the PR's diff would make GitHub refuse the WHOLE review (422): it
 *   moves into the summary ("Other notes") instead.
 * - On a new push, a comment Marshal already made on the same line with the same text is not
 *   repeated; the summary of Marshal's earlier review is updated in place (PUT), and only the new
 *   inline comments are posted, as one review.
 * - Everything posted is the model's text: no raw HTML, images become links (a fetched image URL
 *   could carry data out), mentions are defused; suggestions are code in a fence longer than any
 *   backtick run inside them, so they cannot close it. The client's request hook redacts secrets.
 */
import { z } from 'zod';
import type { GitHub, PullFile, ReviewCommentRequest } from '../github/index.js';
import type { Policy } from '../policy/index.js';
import { logLine } from '../log-safe.js';
import { compileOutputSchema, type OutputSchema } from '../guidance/output-schema.js';
import { defuseMentions, stripControl } from '../report/markdown.js';

const REVIEW_MARKER = '<!-- marshal:review -->';

const reviewComment = z.object({
  path: z.string().min(1).describe('File path relative to the repository root, as in the diff'),
  line: z.number().int().positive().describe('Line number in the file (new version for side RIGHT, old version for LEFT); the last line when start_line is set'),
  side: z.enum(['RIGHT', 'LEFT']).default('RIGHT').describe('RIGHT: a line of the changed file (added or context). LEFT: a deleted line'),
  start_line: z.number().int().positive().optional().describe('First line of a multi-line comment or suggestion'),
  body: z.string().min(1).max(4000).describe('The comment (markdown)'),
  suggestion: z.string().max(8000).optional().describe('Replacement text for lines start_line..line (or line), exactly as it should read; empty string deletes them'),
});

const reviewAnswer = z.object({
  summary: z.string().min(1).max(20000).describe('Overall assessment of the pull request (markdown)'),
  comments: z.array(reviewComment).max(50).default([]),
});
export type ReviewAnswer = z.infer<typeof reviewAnswer>;

/** The final answer a review run must give, as an output schema (the loop validates it). */
export function reviewOutputSchema(): OutputSchema {
  return compileOutputSchema(z.toJSONSchema(reviewAnswer, { io: 'input' }), 'review (built-in)', 'The review answer schema');
}

/** The PR's patches for the model (untrusted data), capped. */
export function diffForModel(files: readonly PullFile[], max = 60_000): string {
  const parts: string[] = [];
  let used = 0;
  for (const f of files) {
    const text = `--- ${f.filename} (${f.status})\n${f.patch ?? '(no textual diff)'}\n`;
    if (used + text.length > max) {
      parts.push(`[... ${files.length - parts.length} more files not shown]`);
      break;
    }
    parts.push(text);
    used += text.length;
  }
  return parts.join('\n');
}

/** Lines of the new (RIGHT) and old (LEFT) version that a file's patch shows. */
export function linesInPatch(patch: string): { RIGHT: Set<number>; LEFT: Set<number> } {
  const out = { RIGHT: new Set<number>(), LEFT: new Set<number>() };
  let oldLine = 0;
  let newLine = 0;
  for (const line of patch.split('\n')) {
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
    } else if (line.startsWith('+')) out.RIGHT.add(newLine++);
    else if (line.startsWith('-')) out.LEFT.add(oldLine++);
    else if (line.startsWith(' ')) {
      out.RIGHT.add(newLine++);
      out.LEFT.add(oldLine++);
    }
  }
  return out;
}

/** Model-written review text, contained (see the header). */
function containText(text: string): string {
  return defuseMentions(stripControl(text).replace(/<(?=[A-Za-z/!?])/g, '&lt;').replace(/!\[/g, '\\!['));
}

function suggestionBlock(code: string): string {
  const body = stripControl(code).replace(/\n+$/, '');
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}suggestion\n${body}\n${fence}`;
}

function commentBody(c: ReviewAnswer['comments'][number]): string {
  return c.suggestion !== undefined ? `${containText(c.body)}\n\n${suggestionBlock(c.suggestion)}` : containText(c.body);
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export interface PostedReview {
  id: number;
  url: string;
  /** Inline comments posted now. */
  posted: number;
  /** Comments already on the same line with the same text (not repeated). */
  repeated: number;
  /** Comments outside the diff, moved into the summary. */
  outside: number;
  /** The earlier review's summary was updated rather than a new one posted. */
  updated: boolean;
}

export async function postReview(req: { gh: GitHub; prNumber: number; headSha: string; answer: ReviewAnswer; files: readonly PullFile[] }): Promise<PostedReview> {
  const { gh, prNumber, answer } = req;
  const lines = new Map(req.files.map((f) => [f.filename, f.patch ? linesInPatch(f.patch) : null]));
  const earlier = await gh.listOwnReviewComments(prNumber);
  const inline: ReviewCommentRequest[] = [];
  const outside: string[] = [];
  let repeated = 0;
  for (const c of answer.comments) {
    const shown = lines.get(c.path)?.[c.side];
    const body = commentBody(c);
    const inDiff = !!shown && shown.has(c.line) && (c.start_line === undefined || (c.start_line < c.line && shown.has(c.start_line)));
    if (!inDiff) {
      outside.push(`- \`${containText(c.path).replace(/`/g, "'")}:${c.line}\`: ${body.replace(/\n/g, '\n  ')}`);
      continue;
    }
    if (earlier.some((e) => e.path === c.path && e.line === c.line && e.side === c.side && sameText(e.body, body))) {
      repeated++;
      continue;
    }
    inline.push({ path: c.path, line: c.line, side: c.side, body, ...(c.start_line !== undefined ? { startLine: c.start_line } : {}) });
  }
  const summary = [
    REVIEW_MARKER,
    `**Marshal review** of ${req.headSha.slice(0, 7)}`,
    '',
    containText(answer.summary),
    ...(outside.length ? ['', '**Other notes** (on lines outside the diff)', '', ...outside] : []),
  ].join('\n');

  const previous = await gh.findOwnReview(prNumber, REVIEW_MARKER);
  if (!previous) {
    const made = await gh.createReview(prNumber, { commitId: req.headSha, body: summary, comments: inline });
    return { id: made.id, url: made.htmlUrl, posted: inline.length, repeated, outside: outside.length, updated: false };
  }
  // One summary per PR, kept current; new inline comments still need a review of their own (the
  // API adds comments to a PR only through a review), whose body points at the summary.
  const updated = await gh.updateReview(prNumber, previous.id, summary);
  if (inline.length) {
    await gh.createReview(prNumber, { commitId: req.headSha, body: `Marshal: ${inline.length} new comment(s) on ${req.headSha.slice(0, 7)}; the summary is in [the review above](${updated.htmlUrl}).`, comments: inline });
  }
  return { id: updated.id, url: updated.htmlUrl, posted: inline.length, repeated, outside: outside.length, updated: true };
}

/**
 * Before the model is called: the run is read-only whatever the policy allows (no edit, no
 * command; the policy reads its mode at every decision, so this holds for the whole run), and the
 * PR's files with their patches are what the comments are checked against.
 */
export async function startReview(gh: GitHub, policy: Policy, prNumber: number): Promise<PullFile[]> {
  policy.doc.mode = 'plan';
  return gh.listPullFiles(prNumber);
}

/** After the run: the validated answer (checked again here) posted; the outputs it sets. */
export async function finishReview(
  req: { gh: GitHub; prNumber: number; headSha: string; files: readonly PullFile[] },
  structuredOutput: string,
  log: { info(message: string): void },
): Promise<{ review_id: number; review_url: string }> {
  const answer = reviewAnswer.parse(JSON.parse(structuredOutput));
  const posted = await postReview({ ...req, answer });
  log.info(logLine(`Review ${posted.updated ? 'updated' : 'posted'}: ${posted.posted} new inline comment(s), ${posted.repeated} already made, ${posted.outside} outside the diff (in the summary)`));
  return { review_id: posted.id, review_url: posted.url };
}
