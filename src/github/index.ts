/** The GitHub side of Marshal: the interface everything uses and the one client that implements it. */
export { createGitHub, MAX_PULL_FILES, type GitHubOptions } from './client.js';
export {
  GitHubError,
  type CheckAnnotation,
  type CheckConclusion,
  type CheckRunOutput,
  type CheckRunRequest,
  type CommentRef,
  type GitHub,
  type PullFile,
  type PullRequest,
  type ReactionContent,
  type ReactionTarget,
  type RepoInfo,
  type ReviewCommentRequest,
  type OwnReviewComment,
} from './types.js';
