/** The GitHub side of Marshal: the interface everything uses and the one client that implements it. */
export { createGitHub, MAX_PULL_FILES } from './client.js';
export {
  GitHubError,
  type CheckAnnotation,
  type CheckConclusion,
  type GitHub,
  type PullFile,
  type PullRequest,
  type ReactionTarget,
  type ReviewCommentRequest,
} from './types.js';
