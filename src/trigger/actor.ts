/**
 * Who may start a run. A run executes tools in CI with the workflow's token and secrets, so
 * starting one is a write-level act: the person whose words started it must have write, maintain
 * or admin permission on the repository.
 *
 * - The permission comes from the REST API (`collaborators/{user}/permission`), never from the
 *   payload's `author_association`: that field says MEMBER for any organisation member, whatever
 *   their access to this repository, and CONTRIBUTOR for anyone with a merged commit.
 * - The person checked is the author of the instruction: the comment or review author; for
 *   issues, the sender (the author when opened; the maintainer who labeled or assigned it, who
 *   vouches for the issue by doing so); for workflow_dispatch, who dispatched it.
 * - Bots (login ending in `[bot]`, or type Bot) are refused unless listed in `allow_bots`: many
 *   bots relay text written by others (changelogs, mirrored issues), which would let anyone who
 *   can make a bot repeat them start a run (a confused deputy).
 * - `allowed_users` widens the rule explicitly, by login.
 * - Scheduled runs are started by the workflow file itself, committed by someone with write access.
 * Any failure to check permission refuses the run (fail closed), and says so as a failure
 * (`lookupFailed`): an outage is not an answer about the user, and a green "refused" would hide
 * that every request is being dropped.
 */
import type { GitHub } from '../github/types.js';
import type { Settings } from '../settings.js';

export interface ActorDecision {
  allowed: boolean;
  reason: string;
  /** The permission could not be looked up (5xx, network, an unexpected answer): the step fails. */
  lookupFailed?: true;
}

const ALLOWED_ROLES = new Set(['admin', 'maintain', 'write']);
const KNOWN_ROLES = new Set(['admin', 'maintain', 'write', 'triage', 'read', 'none']);

export interface Actor {
  login: string;
  type: string;
  /** What the actor did, for reasons. */
  role: string;
}

function actorOf(settings: Settings): Actor | { none: string } {
  const { event, env } = settings;
  switch (event.kind) {
    case 'pr-comment':
    case 'issue-comment':
    case 'review-comment':
      return { login: event.comment.author, type: event.comment.authorType, role: 'comment author' };
    case 'review':
      return { login: event.author, type: event.authorType, role: 'review author' };
    case 'issue':
      return { login: event.sender.login, type: event.sender.type, role: event.action === 'opened' ? 'issue author' : `user who ${event.action} the issue` };
    case 'dispatch': {
      const login = event.sender?.login || env.triggeringActor || env.actor;
      return login ? { login, type: event.sender?.type ?? 'User', role: 'user who dispatched the workflow' } : { none: 'workflow_dispatch run without an actor' };
    }
    case 'workflow-run':
      // The person whose push (or re-run) produced the failure asks, in effect, for the fix. A
      // bot (Marshal's own App pushing a fix) is refused unless listed: no loop through bots.
      return { login: event.actor.login, type: event.actor.type, role: 'user who started the failed CI run' };
    case 'schedule':
      return { none: 'schedule' };
    case 'pull-request':
      // A review run: whoever opened or pushed (the sender) is who asked for the model to run.
      // A fork's author without write access is refused, as a comment by them would be.
      if (settings.inputs.review && event.eventName === 'pull_request') {
        return { login: event.sender.login, type: event.sender.type, role: event.action === 'synchronize' ? 'user who pushed to the PR' : 'user who opened the PR' };
      }
      return { none: `${event.eventName} events run guard mode, which starts no agent` };
    case 'unsupported':
      // An edited comment is never run; its editor is checked only to decide whether the refusal
      // is answered (decide.ts): the person who put the request there, not the comment's author.
      if (event.edit) return { login: event.edit.editor.login, type: event.edit.editor.type, role: 'user who edited the comment' };
      return { none: `${event.eventName} events do not start runs` };
  }
}

export function isBot(login: string, type: string): boolean {
  return type.toLowerCase() === 'bot' || /\[bot\]$/i.test(login);
}

export async function checkActor(gh: GitHub, settings: Settings): Promise<ActorDecision> {
  const actor = actorOf(settings);
  if ('none' in actor) {
    if (settings.event.kind === 'schedule') {
      return { allowed: true, reason: 'scheduled run: started by the workflow file committed to the repository' };
    }
    return { allowed: false, reason: actor.none };
  }
  return authorizeLogin(gh, settings, actor);
}

/**
 * Whether `actor` may instruct Marshal on this repository: the rules above for a known login
 * (also used for steering comments sent to a run in progress).
 */
export async function authorizeLogin(gh: GitHub, settings: Settings, actor: Actor): Promise<ActorDecision> {
  const { inputs, env } = settings;
  const repo = `${env.repository.owner}/${env.repository.repo}`;
  const login = actor.login;
  const lower = login.toLowerCase();

  if (isBot(login, actor.type)) {
    const name = lower.replace(/\[bot\]$/, '');
    if (inputs.allowBots.includes(name)) return { allowed: true, reason: `@${login} is a bot listed in allow_bots` };
    return {
      allowed: false,
      reason: `@${login} (${actor.role}) is a bot and is not listed in allow_bots; bots can only start runs when listed by name`,
    };
  }

  if (inputs.allowedUsers.includes(lower)) {
    return { allowed: true, reason: `@${login} (${actor.role}) is listed in allowed_users` };
  }

  let found: Awaited<ReturnType<GitHub['getPermission']>>;
  try {
    found = await gh.getPermission(login);
  } catch (error) {
    return {
      allowed: false,
      lookupFailed: true,
      reason: `could not check the permission of @${login} on ${repo} (${error instanceof Error ? error.message : String(error)}); refusing to run`,
    };
  }
  if (!found) {
    return { allowed: false, reason: `@${login} (${actor.role}) is not a collaborator on ${repo}; Marshal needs write, maintain or admin` };
  }
  // role_name tells maintain from write and triage from read; a custom role name (organisation
  // roles) is not one we know, so the base `permission` it maps to decides.
  const roleName = found.roleName?.toLowerCase();
  // Whatever the client returned, an unexpected shape refuses (fail closed) rather than throws.
  const base = typeof found.permission === 'string' && found.permission ? found.permission.toLowerCase() : 'no known';
  const level = roleName && KNOWN_ROLES.has(roleName) ? roleName : base;
  if (ALLOWED_ROLES.has(level)) {
    return { allowed: true, reason: `@${login} (${actor.role}) has ${level} permission on ${repo}` };
  }
  return { allowed: false, reason: `@${login} has ${level} permission on ${repo}; Marshal needs write, maintain or admin` };
}
