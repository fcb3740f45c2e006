/**
 * Commands addressed to a run that is already working, written as the text after the trigger
 * phrase in a comment on the same PR or issue:
 *
 *   @marshal steer: also update the changelog     -> more instructions, given to the model
 *   @marshal stop                                  -> end the run now, report what was done
 *
 * `steer` must be the first word of the task, followed by a colon, a dash or whitespace and the
 * instructions. `stop` (or `cancel`) must be the whole task, so an ordinary task such as
 * "stop using var" is never mistaken for it. Such a comment never starts a run of its own
 * (decide.ts): it only means something to the run in progress, which polls for it
 * (src/action/steering.ts).
 */

export type SteeringCommand = { kind: 'steer'; text: string } | { kind: 'stop' };

const STEER = /^steer(\s*[:\-\u2013\u2014]?\s+|\s*[:\-\u2013\u2014]\s*|$)/i;
const STOP = /^(stop|cancel)[\s.!]*$/i;

/** The command a trigger task spells, or null when the task is an ordinary one. */
export function parseSteeringCommand(task: string): SteeringCommand | null {
  const text = task.trim();
  if (STOP.test(text)) return { kind: 'stop' };
  const steer = STEER.exec(text);
  if (!steer) return null;
  // "steer" with nothing after it is still addressed to the running run (which ignores it).
  return { kind: 'steer', text: text.slice(steer[0].length).trim() };
}
