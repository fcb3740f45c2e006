/**
 * The PR/issue comment a run keeps up to date: created (or, in sticky mode, found by its hidden
 * marker and reused) at start, updated with progress at most every few seconds, and finally
 * replaced by the report. Posting never fails a run: errors are logged, the final report falls
 * back to a new comment, and the job summary is written regardless by the caller.
 */
import type { GitHub } from '../github/index.js';
import { COMMENT_MARKER, Throttle } from '../report/index.js';

export interface CommentLog {
  warning(message: string): void;
}

export class RunComment {
  private id: number | null = null;
  private url: string | null = null;
  private pending: string | null = null;
  private readonly throttle: Throttle;
  private finalized = false;

  constructor(
    private readonly gh: GitHub,
    private readonly issueNumber: number,
    private readonly mode: 'sticky' | 'new',
    private readonly log: CommentLog,
    intervalMs = 3000,
  ) {
    this.throttle = new Throttle(intervalMs, () => this.flushProgress());
  }

  get htmlUrl(): string | null {
    return this.url;
  }

  /** Posts (or reuses) the comment with its first body. */
  async start(body: string): Promise<void> {
    const marked = withMarker(body);
    try {
      if (this.mode === 'sticky') {
        const existing = await this.gh.findCommentByMarker(this.issueNumber, COMMENT_MARKER);
        if (existing) {
          const updated = await this.gh.updateComment(existing.id, marked);
          this.id = updated.id;
          this.url = updated.htmlUrl;
          return;
        }
      }
      const created = await this.gh.createComment(this.issueNumber, marked);
      this.id = created.id;
      this.url = created.htmlUrl;
    } catch (error) {
      this.log.warning(`Could not post the progress comment: ${errorText(error)}`);
    }
  }

  /** Schedules a progress update; bursts collapse into one request every interval. */
  progress(body: string): void {
    if (this.finalized || this.id === null) return;
    this.pending = body;
    this.throttle.schedule();
  }

  private async flushProgress(): Promise<void> {
    if (this.finalized || this.id === null || this.pending === null) return;
    const body = this.pending;
    this.pending = null;
    try {
      await this.gh.updateComment(this.id, withMarker(body));
    } catch (error) {
      this.log.warning(`Could not update the progress comment: ${errorText(error)}`);
    }
  }

  /** Replaces the comment with the final report; falls back to a new comment. Returns its URL. */
  async finish(body: string): Promise<string | null> {
    this.finalized = true;
    this.pending = null;
    await this.throttle.flush().catch(() => undefined);
    const marked = withMarker(body);
    if (this.id !== null) {
      try {
        const updated = await this.gh.updateComment(this.id, marked);
        return (this.url = updated.htmlUrl);
      } catch (error) {
        this.log.warning(`Could not update the comment with the report: ${errorText(error)}; posting a new one`);
      }
    }
    try {
      const created = await this.gh.createComment(this.issueNumber, marked);
      this.id = created.id;
      return (this.url = created.htmlUrl);
    } catch (error) {
      this.log.warning(`Could not post the report comment: ${errorText(error)}; see the job summary`);
      return null;
    }
  }
}

function withMarker(body: string): string {
  return body.includes(COMMENT_MARKER) ? body : `${COMMENT_MARKER}\n${body}`;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
