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
 * - GitHub refuses the WHOLE review (422) when one comment is on a line outside the PR's diff, or
 *   when a multi-line comment starts in another hunk than it ends in. A comment outside the diff
 *   moves into the summary ("Other notes"); a range GitHub would refuse becomes a comment on its
 *   last line (`line`), unless it carries a suggestion: a suggestion replaces its whole range, and
 *   applied to one line it would be wrong, so it goes to the summary. Should GitHub still answer
 *   422 (a rule this check does not know), the review is posted again once with every inline
 *   comment in the summary: a review always lands.
 * - On a new push, a comment is not repeated on a line where Marshal already has one, whatever its
 *   wording: GitHub keeps `line` on a comment whose line the push did not change and nulls it when
 *   the line changed (outdated), so a non-null `line` at the same path, line and side means the
 *   point was made on code that is still there. The model is told of those comments up front, so
 *   it does not spend its answer on them. The summary of Marshal's earlier review is updated in
 *   place (PUT), and only the new inline comments are posted, as one review.
 * - Everything posted is the model's text: no raw HTML, images become links (a fetched image URL
 *   could carry data out), mentions are defused; suggestions are code in a fence longer than any
 *   backtick run inside them, so they cannot close it. The client's request hook redacts secrets.
 */
import { z } from 'zod';
import { GitHubError, type GitHub, type PullFile, type ReviewCommentRequest } from '../github/index.js';
import type { Policy } from '../policy/index.js';
import { logLine } from '../log-safe.js';
import { compileOutputSchema, type OutputSchema } from '../guidance/output-schema.js';
import { defuseMentions, stripControl } from '../report/markdown.js';

const REVIEW_MARKER = '<!-- marshal:review -->';

type OwnReviewComment = Awaited<ReturnType<GitHub['listOwnReviewComments']>>[number];

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

/**
 * Lines of the new (RIGHT) and old (LEFT) version that a file's patch shows, each with the index
 * of its hunk (GitHub takes a multi-line comment only when both ends are in the same hunk).
 */
export function linesInPatch(patch: string): { RIGHT: Map<number, number>; LEFT: Map<number, number> } {
  const out = { RIGHT: new Map<number, number>(), LEFT: new Map<number, number>() };
  let oldLine = 0;
  let newLine = 0;
  let hunk = -1;
  for (const line of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      hunk++;
    } else if (hunk < 0) continue;
    else if (line.startsWith('+')) out.RIGHT.set(newLine++, hunk);
    else if (line.startsWith('-')) out.LEFT.set(oldLine++, hunk);
    else if (line.startsWith(' ')) {
      out.RIGHT.set(newLine++, hunk);
      out.LEFT.set(oldLine++, hunk);
    }
  }
  return out;
}

type ModelComment = ReviewAnswer['comments'][number];

/**
 * Where a comment can go: inline (with its range when GitHub would take it), or, when its line is
 * not in the diff, or its range would be refused and a suggestion depends on that range, nowhere
 * inline (null: the summary).
 */
export function placeComment(c: ModelComment, shown: Map<number, number> | undefined): { line: number; startLine?: number } | null {
  const hunk = shown?.get(c.line);
  if (hunk === undefined) return null;
  if (c.start_line === undefined || c.start_line === c.line) return { line: c.line };
  if (c.start_line < c.line && shown?.get(c.start_line) === hunk) return { line: c.line, startLine: c.start_line };
  // GitHub would refuse this range (422 for the whole review). A comment stays on its last line;
  // a suggestion replaces its whole range, so on one line it would apply wrongly: summary.
  return c.suggestion === undefined ? { line: c.line } : null;
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

function commentBody(c: ModelComment): string {
  return c.suggestion !== undefined ? `${containText(c.body)}\n\n${suggestionBlock(c.suggestion)}` : containText(c.body);
}

/** A summary line for a comment that is not inline. */
function note(c: ModelComment, body: string): string {
  const where = c.start_line !== undefined && c.start_line !== c.line ? `${c.start_line}-${c.line}` : `${c.line}`;
  return `- \`${containText(c.path).replace(/`/g, "'")}:${where}\`: ${body.replace(/\n/g, '\n  ')}`;
}

/** Marshal's comment still on this line: made before, and the push did not change the line. */
const alreadyMade = (earlier: readonly OwnReviewComment[], c: { path: string; line: number; side: string }) =>
  earlier.some((e) => e.line !== null && e.path === c.path && e.line === c.line && e.side === c.side);

export interface PostedReview {
  id: number;
  url: string;
  /** Inline comments posted now. */
  posted: number;
  /** Comments on a line where Marshal's earlier comment still stands (not repeated). */
  repeated: number;
  /** Comments outside the diff (or whose suggestion needs a range GitHub would refuse), in the summary. */
  outside: number;
  /** Inline comments GitHub refused (422): the review was posted again with them in the summary. */
  folded: number;
  /** The earlier review's summary was updated rather than a new one posted. */
  updated: boolean;
}

interface InlineComment {
  request: ReviewCommentRequest;
  /** Its line in the summary, should GitHub refuse it inline. */
  note: string;
}

export async function postReview(req: {
  gh: GitHub;
  prNumber: number;
  headSha: string;
  answer: ReviewAnswer;
  files: readonly PullFile[];
  log?: { warning(message: string): void };
}): Promise<PostedReview> {
  const { gh, prNumber, answer } = req;
  const lines = new Map(req.files.map((f) => [f.filename, f.patch ? linesInPatch(f.patch) : null]));
  const earlier = await gh.listOwnReviewComments(prNumber);
  let inline: InlineComment[] = [];
  const outside: string[] = [];
  const folded: string[] = [];
  let repeated = 0;
  for (const c of answer.comments) {
    const body = commentBody(c);
    const place = placeComment(c, lines.get(c.path)?.[c.side]);
    if (!place) {
      outside.push(note(c, body));
      continue;
    }
    if (alreadyMade(earlier, { path: c.path, line: place.line, side: c.side })) {
      repeated++;
      continue;
    }
    inline.push({ request: { path: c.path, line: place.line, side: c.side, body, ...(place.startLine !== undefined ? { startLine: place.startLine } : {}) }, note: note(c, body) });
  }
  const summary = () =>
    [
      REVIEW_MARKER,
      `**Marshal review** of ${req.headSha.slice(0, 7)}`,
      '',
      containText(answer.summary),
      ...(outside.length ? ['', '**Other notes** (on lines outside the diff)', '', ...outside] : []),
      ...(folded.length ? ['', '**Comments GitHub would not take inline** (it refused them on their lines)', '', ...folded] : []),
    ].join('\n');
  // The safety net: a 422 refuses the whole review for one comment; once, the comments go into
  // the summary and the review is posted without them, so the review itself always lands.
  const refusedInline = (error: unknown): boolean => {
    if (!(error instanceof GitHubError && error.status === 422 && inline.length > 0)) return false;
    req.log?.warning(logLine(`GitHub refused the review's inline comments (${error.message}); they are in the summary instead`));
    folded.push(...inline.map((c) => c.note));
    inline = [];
    return true;
  };
  const result = (ref: { id: number; htmlUrl: string }, updated: boolean): PostedReview => ({ id: ref.id, url: ref.htmlUrl, posted: inline.length, repeated, outside: outside.length, folded: folded.length, updated });

  const previous = await gh.findOwnReview(prNumber, REVIEW_MARKER);
  if (!previous) {
    const post = () => gh.createReview(prNumber, { commitId: req.headSha, body: summary(), comments: inline.map((c) => c.request) });
    const made = await post().catch((error: unknown) => (refusedInline(error) ? post() : Promise.reject(error)));
    return result(made, false);
  }
  // One summary per PR, kept current; new inline comments still need a review of their own (the
  // API adds comments to a PR only through a review), whose body points at the summary. They go
  // first, so the summary (updated once) lists any that GitHub refused.
  if (inline.length) {
    const body = `Marshal: ${inline.length} new comment(s) on ${req.headSha.slice(0, 7)}; the summary is in [the review above](${previous.htmlUrl}).`;
    await gh.createReview(prNumber, { commitId: req.headSha, body, comments: inline.map((c) => c.request) }).catch((error: unknown) => {
      if (!refusedInline(error)) throw error;
    });
  }
  const updated = await gh.updateReview(prNumber, previous.id, summary());
  return result(updated, true);
}

/** Most of Marshal's standing comments listed for the model, and characters of each. */
const MAX_EARLIER_LISTED = 30;
const EARLIER_BODY_CHARS = 200;

/**
 * What the model reads about the PR (untrusted data): the comments Marshal already has on lines
 * the pushes since did not change (they are not posted again, whatever the new wording), then the
 * PR's patches.
 */
export function reviewContext(files: readonly PullFile[], earlier: readonly OwnReviewComment[]): string {
  const standing = earlier.filter((e) => e.line !== null);
  if (!standing.length) return diffForModel(files);
  const listed = standing.slice(0, MAX_EARLIER_LISTED).map((e) => {
    // The comment's words, without its suggestion block, on one line.
    const text = e.body.split(/\n`{3,}suggestion/)[0]!.replace(/\s+/g, ' ').trim();
    return `- ${e.path}:${e.line} (${e.side}): ${text.length > EARLIER_BODY_CHARS ? `${text.slice(0, EARLIER_BODY_CHARS - 3)}...` : text}`;
  });
  if (standing.length > listed.length) listed.push(`[... ${standing.length - listed.length} more]`);
  return [
    'Comments Marshal already made in an earlier review of this PR, on lines not changed since (they stay on the PR; a comment on the same line is not posted again):',
    ...listed,
    '',
    diffForModel(files),
  ].join('\n');
}

export interface ReviewStart {
  /** The PR's files with their patches: what the comments are checked against. */
  files: PullFile[];
  /** What the model reads about the PR (untrusted data): reviewContext. */
  context: string;
}

/**
 * Before the model is called: the run is read-only whatever the policy allows (no edit, no
 * command; the policy reads its mode at every decision, so this holds for the whole run), and the
 * PR's files and Marshal's standing comments are read.
 */
export async function startReview(gh: GitHub, policy: Policy, prNumber: number): Promise<ReviewStart> {
  policy.doc.mode = 'plan';
  const [files, earlier] = await Promise.all([gh.listPullFiles(prNumber), gh.listOwnReviewComments(prNumber)]);
  return { files, context: reviewContext(files, earlier) };
}

/** After the run: the validated answer (checked again here) posted; the outputs it sets. */
export async function finishReview(
  req: { gh: GitHub; prNumber: number; headSha: string; files: readonly PullFile[] },
  structuredOutput: string,
  log: { info(message: string): void; warning(message: string): void },
): Promise<{ review_id: number; review_url: string }> {
  const answer = reviewAnswer.parse(JSON.parse(structuredOutput));
  const posted = await postReview({ ...req, answer, log });
  log.info(
    logLine(
      `Review ${posted.updated ? 'updated' : 'posted'}: ${posted.posted} new inline comment(s), ${posted.repeated} already made, ${posted.outside} outside the diff` +
        `${posted.folded ? `, ${posted.folded} refused inline by GitHub` : ''} (in the summary)`,
    ),
  );
  return { review_id: posted.id, review_url: posted.url };
}
