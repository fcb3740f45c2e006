/**
 * A check run on a PR's head commit, so branch protection sees Marshal's verdict: a run started
 * by a comment is not a check of its own, and the job's status is not tied to the PR's commit.
 *
 * - Its name is fixed (CHECK_NAME, GUARD_CHECK_NAME) so it can be made a required check. The two
 *   names differ on purpose: GitHub shows the newest run of a name for a commit, so if an agent
 *   run and guard mode shared one, any `@marshal` request on a PR would replace a failed guard
 *   verdict with its own success and satisfy the required check.
 * - It is created `in_progress` (details link: the job) and completed at the end; a run that
 *   never started one (it failed first) creates it completed.
 * - A run that pushed a commit (to the PR's branch, or a new PR's) reports the same verdict on that
 *   commit too: it is the head branch protection now looks at, and without its own check run a
 *   required `Marshal` check would wait there forever, or pass with no verdict.
 * - GitHub's limits: summary and text at most 65,535 characters; at most 50 annotations per
 *   request, the rest sent in further updates (GitHub appends them), each batch before the one
 *   that completes the run.
 * - Needs `checks: write`. Without it (403, 404) a notice says what to add, once, and nothing else
 *   changes: a check run is a report, never a reason for the run to fail.
 */
import type { CheckAnnotation, CheckConclusion, GitHub } from '../github/index.js';
import { GitHubError } from '../github/index.js';
import { errorText } from './comments.js';

export const CHECK_NAME = 'Marshal';
export const GUARD_CHECK_NAME = 'Marshal guard';

/** output.summary and output.text, in characters. */
const CHECK_TEXT_MAX = 65_535;
const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations sent at most (in batches of 50): beyond this the summary still lists the count. */
const MAX_ANNOTATIONS = 500;
const MESSAGE_MAX = 4_000;
const TITLE_MAX = 255;

export interface CheckLog {
  notice(message: string): void;
  warning(message: string): void;
}

export interface CheckResult {
  conclusion: CheckConclusion;
  title: string;
  summary: string;
  annotations?: CheckAnnotation[];
}

/** `text` cut to `max` characters, saying so at the end. */
function capText(text: string, max = CHECK_TEXT_MAX): string {
  if (text.length <= max) return text;
  const note = `\n\n[... ${text.length - max} more characters omitted: GitHub limits a check run's summary to ${max}; the full report is in the job summary]`;
  return text.slice(0, max - note.length) + note;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}...`;
}

export class CheckRun {
  private id: number | null = null;
  private headSha: string | null = null;
  private off = false;

  constructor(
    private readonly gh: Pick<GitHub, 'createCheckRun' | 'updateCheckRun'>,
    readonly name: string,
    private readonly log: CheckLog,
    private readonly detailsUrl = '',
  ) {}

  /** Creates the run `in_progress` on `headSha`. Never throws. */
  async start(headSha: string): Promise<void> {
    if (this.off || this.id !== null) return;
    this.headSha = headSha;
    await this.guarded(async () => {
      const created = await this.gh.createCheckRun({ name: this.name, headSha, status: 'in_progress', ...this.details() });
      this.id = created.id;
    });
  }

  /** Whether the run was created (start() or finish() reached GitHub). */
  get started(): boolean {
    return this.id !== null;
  }

  /**
   * Completes the run (creating it when start() was never reached; `headSha` is then needed), and
   * creates the same completed run on each commit of `alsoOn` (commits the run pushed).
   * Annotations beyond the first batch go in updates before the completing one. Never throws.
   */
  async finish(result: CheckResult, headSha?: string | null, alsoOn: readonly string[] = []): Promise<void> {
    if (this.off) return;
    const sha = this.headSha ?? headSha ?? null;
    const all = (result.annotations ?? []).slice(0, MAX_ANNOTATIONS).map((a) => ({
      ...a,
      message: clip(a.message, MESSAGE_MAX),
      ...(a.title ? { title: clip(a.title, TITLE_MAX) } : {}),
    }));
    const batches: CheckAnnotation[][] = [];
    for (let i = 0; i < all.length; i += ANNOTATIONS_PER_REQUEST) batches.push(all.slice(i, i + ANNOTATIONS_PER_REQUEST));
    if (!batches.length) batches.push([]);
    await this.guarded(async () => {
      if (this.id !== null || sha) this.id = await this.complete(this.id, sha as string, batches, result);
      for (const other of new Set(alsoOn)) if (other && other !== sha) await this.complete(null, other, batches, result);
    });
  }

  /** Sends `batches` to run `id` (created on `sha` when null), the last one completing it. */
  private async complete(id: number | null, sha: string, batches: CheckAnnotation[][], result: CheckResult): Promise<number> {
    const output = (annotations: CheckAnnotation[]) => ({ title: clip(result.title, TITLE_MAX), summary: capText(result.summary), annotations });
    for (let i = 0; i < batches.length; i++) {
      const last = i === batches.length - 1;
      const status = last ? ('completed' as const) : ('in_progress' as const);
      const fields = { status, output: output(batches[i] as CheckAnnotation[]), ...(last ? { conclusion: result.conclusion } : {}) };
      if (id === null) {
        id = (await this.gh.createCheckRun({ name: this.name, headSha: sha, ...this.details(), ...fields })).id;
      } else {
        await this.gh.updateCheckRun(id, fields);
      }
    }
    return id as number;
  }

  private details(): { detailsUrl?: string } {
    return this.detailsUrl ? { detailsUrl: this.detailsUrl } : {};
  }

  private async guarded(fn: () => Promise<void>): Promise<void> {
    try {
      await fn();
    } catch (error) {
      this.off = true;
      if (error instanceof GitHubError && (error.status === 403 || error.status === 404)) {
        this.log.notice(
          `Marshal could not write the "${this.name}" check run (GitHub answered ${error.status}): the token needs the checks: write permission (add it to the job's permissions). Everything else in this run still works.`,
        );
      } else {
        this.log.warning(`Could not write the "${this.name}" check run: ${errorText(error)}`);
      }
    }
  }
}
