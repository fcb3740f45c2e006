/**
 * Answering a refused request where the requester looks: a `confused` reaction on their comment
 * and a one-line reply in the conversation saying why. Only ever for someone who could have
 * started a run (the caller checks the actor first): an answer to anyone else would let any
 * passer-by make the repository's bot post comments.
 *
 * The reply is contained like every comment Marshal posts: one line, markdown and HTML escaped,
 * mentions defused (src/report/markdown.ts), and marked with REPLY_MARKER so it never starts a
 * run (a reply posted with a personal or App token triggers workflows) and is never taken for the
 * sticky report. Answering never fails the step: the refusal is also in the log.
 */
import type { GitHub, ReactionTarget } from '../github/index.js';
import { REPLY_MARKER } from '../report/index.js';
import { escapeInline } from '../report/markdown.js';
import type { Redactor } from '../shared/redact.js';
import { errorText } from './comments.js';

export interface RefusalReply {
  issueNumber: number;
  target?: ReactionTarget;
  message: string;
}

/** Longest reply text (it is one sentence, not a report). */
const MAX_REPLY_CHARS = 400;

export function renderRefusalReply(message: string, redactor?: Redactor): string {
  const text = redactor ? redactor.redact(message) : message;
  return `${REPLY_MARKER}\n${escapeInline(text, MAX_REPLY_CHARS)}`;
}

export async function answerRefusal(
  gh: Pick<GitHub, 'addReaction' | 'createComment'>,
  refusal: RefusalReply,
  log: { warning(message: string): void },
  redactor?: Redactor,
): Promise<void> {
  if (refusal.target) await gh.addReaction(refusal.target, 'confused');
  try {
    await gh.createComment(refusal.issueNumber, renderRefusalReply(refusal.message, redactor));
  } catch (error) {
    log.warning(`Could not reply to the refused request: ${errorText(error)}`);
  }
}
