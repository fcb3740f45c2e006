/**
 * Steering a run from the PR (or issue) conversation while it works. Every few seconds the run
 * lists the comments posted after the one that started it and looks for commands addressed to it
 * (src/trigger/steering-command.ts):
 *
 *   @marshal steer: <more instructions>   -> queued; the loop adds them to the conversation at
 *                                            the next batch boundary and skips the pending calls
 *   @marshal stop                          -> the run is cancelled; what was done is reported
 *
 * Steering is an instruction, so it takes the same right as starting a run: the comment's author
 * is checked like a triggering actor (write permission through the API, bots only when listed).
 * A command from anyone else is logged and ignored. Marshal's own comments (the marker) never
 * count. Each accepted command gets an `eyes` reaction, so its author sees it arrived.
 *
 * Polling failures are logged and never fail the run: steering is a convenience on top of a run
 * that must finish on its own.
 */
import * as core from '@actions/core';
import type { GitHub, IssueComment } from '../github/types.js';
import { logLine } from '../log-safe.js';
import { COMMENT_MARKER } from '../report/index.js';
import type { Settings } from '../settings.js';
import { authorizeLogin, type TriggerDecision } from '../trigger/index.js';
import { findTrigger } from '../trigger/phrase.js';
import { parseSteeringCommand } from '../trigger/steering-command.js';

export interface SteeringAuthorizer {
  (login: string, type: string): Promise<{ allowed: boolean; reason: string }>;
}

export interface CommentSteeringOptions {
  gh: Pick<GitHub, 'listCommentsSince' | 'addReaction'>;
  issueNumber: number;
  phrase: string;
  /** Comments with this id or lower are not looked at (the triggering comment, older ones). */
  afterCommentId: number;
  /** ISO time: comments last updated before it are not listed. */
  since: string;
  intervalMs: number;
  authorize: SteeringAuthorizer;
  /** Called once, for the first accepted stop command. */
  onStop: (who: string) => void;
  log: { info(message: string): void; warning(message: string): void };
}

export class CommentSteering {
  private readonly queue: string[] = [];
  private readonly seen = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private stopped = false;
  private stopRequested = false;

  constructor(private readonly opts: CommentSteeringOptions) {}

  /** Starts polling; the first poll happens after one interval. */
  start(): void {
    if (this.stopped || this.timer) return;
    this.schedule();
  }

  /** Stops polling and waits for a poll in progress to settle. */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  /** The steering text queued since the last call (several comments joined), or null. */
  take(): string | null {
    if (!this.queue.length) return null;
    return this.queue.splice(0).join('\n\n');
  }

  /** One poll, awaited (tests and the final sweep use it directly). */
  async poll(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    this.inFlight = this.pollOnce().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      void this.poll().finally(() => {
        if (!this.stopped) this.schedule();
      });
    }, this.opts.intervalMs);
    this.timer.unref?.();
  }

  private async pollOnce(): Promise<void> {
    let comments: IssueComment[];
    try {
      comments = await this.opts.gh.listCommentsSince(this.opts.issueNumber, this.opts.since);
    } catch (error) {
      this.opts.log.warning(`Could not look for steering comments: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    for (const comment of comments.sort((a, b) => a.id - b.id)) {
      if (this.stopped) return;
      if (comment.id <= this.opts.afterCommentId || this.seen.has(comment.id)) continue;
      this.seen.add(comment.id);
      await this.consider(comment);
    }
  }

  private async consider(comment: IssueComment): Promise<void> {
    if (comment.body.includes(COMMENT_MARKER)) return;
    const match = findTrigger(comment.body, this.opts.phrase);
    const command = match ? parseSteeringCommand(match.task) : null;
    if (!command || (command.kind === 'steer' && !command.text)) return;
    const who = `@${comment.author}`;
    let verdict: { allowed: boolean; reason: string };
    try {
      verdict = await this.opts.authorize(comment.author, comment.authorType);
    } catch (error) {
      verdict = { allowed: false, reason: `permission check failed: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (!verdict.allowed) {
      this.opts.log.warning(`Ignored a ${command.kind} comment from ${who}: ${verdict.reason}`);
      return;
    }
    await this.opts.gh.addReaction({ kind: 'issue-comment', id: comment.id }, 'eyes');
    if (command.kind === 'stop') {
      this.opts.log.info(`${who} asked the run to stop (${comment.htmlUrl})`);
      if (!this.stopRequested) {
        this.stopRequested = true;
        this.opts.onStop(who);
      }
      return;
    }
    this.opts.log.info(`Steering from ${who} queued (${comment.htmlUrl})`);
    this.queue.push(`${who} wrote: ${command.text}`);
  }
}

/** How far back a run triggered by a comment looks: commands posted while it waited in a queue count. */
const QUEUE_LOOKBACK_MS = 60 * 60_000;

/**
 * The steering poller for a run on a PR or issue conversation, started; null when steering is off
 * (`steering_poll_seconds: 0`).
 */
export function startSteering(
  settings: Settings,
  decision: Extract<TriggerDecision, { run: true }>,
  gh: GitHub,
  issueNumber: number,
  onStop: (who: string) => void,
): CommentSteering | null {
  const seconds = settings.inputs.steeringPollSeconds;
  if (seconds <= 0) return null;
  // Issue-comment ids grow over time, so a comment run only looks past its own comment; other
  // triggers (a review, an opened issue) only look at comments posted after the run started.
  const trigger = decision.commentTarget?.kind === 'issue-comment' ? decision.commentTarget.id : 0;
  const since = new Date(Date.now() - (trigger ? QUEUE_LOOKBACK_MS : 0)).toISOString();
  const steering = new CommentSteering({
    gh,
    issueNumber,
    phrase: settings.inputs.triggerPhrase,
    afterCommentId: trigger,
    since,
    intervalMs: seconds * 1000,
    authorize: (login, type) => authorizeLogin(gh, settings, { login, type, role: 'steering comment author' }),
    onStop,
    // Lines quote comment URLs, logins and GitHub's error text: made safe for the runner like
    // every other log line (log-safe.ts).
    log: { info: (m) => core.info(logLine(m)), warning: (m) => core.warning(logLine(m)) },
  });
  steering.start();
  return steering;
}
