/** Which events start a run, with what task, and whether the person behind it may start one. */
export { authorizeLogin, checkActor } from './actor.js';
export { decideTrigger, type TriggerDecision } from './decide.js';
