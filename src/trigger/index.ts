/** Which events start a run, with what task, and whether the person behind it may start one. */
export { authorizeLogin, checkActor, isBot, type Actor, type ActorDecision } from './actor.js';
export { decideTrigger, type TriggerDecision, type UntrustedContext } from './decide.js';
export { DEFAULT_ISSUE_TASK, DEFAULT_PR_TASK, findTrigger, hasDirectionControls, maskInvisibleRegions, type TriggerMatch } from './phrase.js';
export { MAX_UNTRUSTED_CHARS, sanitizeUntrusted, stripHtmlComments, stripInvisible } from './untrusted-text.js';
