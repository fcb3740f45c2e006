/**
 * One end-to-end scenario: a sample repository (with an optional PR), the fake GitHub and the
 * fake Messages API preloaded, a real webhook payload (edited where the scenario needs), and
 * `node dist/index.js` run with the runner's environment. Tests then assert on what each fake
 * received and on the repository.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubInit } from '../fakes/github-api.js';
import { startMessagesApi, type FakeMessagesApi, type FakeResponse } from '../fakes/messages-api.js';
import { ROOT, createSampleRepo, demoFiles, runBundledAction, type ActionRun, type SampleRepo } from './harness.js';

export const API_KEY = 'sk-ant-api03-e2eTestKeyDoNotLeak0123456789';
export const GH_TOKEN = 'ghs_e2eTokenDoNotLeak0123456789abcdef';

export const POLICY = `version: 1
allow:
  - Read
  - Edit(src/**)
  - Edit(notes/**)
  - Bash(npm test)
  - Bash(cat:*)
  - Bash(env)
deny:
  - Read(.env*)
  - Bash(git push:*)
`;

export interface ScenarioOptions {
  eventName?: string;
  fixture?: string;
  edit?: (payload: any) => void;
  inputs?: Record<string, string>;
  responses?: FakeResponse[];
  /** Responses per conversation (sub-agents), by text of its first user message (FakeMessagesApi.route). */
  routes?: Record<string, FakeResponse[]>;
  policy?: string | null;
  /** Files changed on the PR branch (default: a README change). Null: no PR at all. */
  prFiles?: Record<string, string> | null;
  extraFiles?: Record<string, string>;
  github?: FakeGitHubInit;
  actor?: string;
  /** More environment for the Action process (beyond INPUT_* and the runner's GITHUB_*). */
  extraEnv?: Record<string, string>;
  /** Called with the fake GitHub before the action starts (fault injection). */
  before?: (gh: FakeGitHub) => void;
  /** Called with the cloned workspace before the action starts (files an earlier step left). */
  prepare?: (repo: SampleRepo) => void;
  /** Run the Action as this (non-root) user. */
  asUser?: { uid: number; gid: number; home: string };
  onSpawn?: (child: import('node:child_process').ChildProcess) => void;
}

export interface Scenario {
  run: ActionRun;
  repo: SampleRepo;
  gh: FakeGitHub;
  api: FakeMessagesApi;
  /** Every comment body Marshal posted or updated, in order. */
  commentBodies: string[];
  /** Comments Marshal wrote (the preloaded triggering comment excluded). */
  reports(): { id: number; body: string }[];
  close(): Promise<void>;
}

export function fixture(name: string): any {
  return JSON.parse(readFileSync(path.join(ROOT, 'test', 'fixtures', 'events', `${name}.json`), 'utf8'));
}

export async function runScenario(opts: ScenarioOptions): Promise<Scenario> {
  const policy = opts.policy === undefined ? POLICY : opts.policy;
  const files = { ...demoFiles(), ...(policy !== null ? { '.github/marshal.yml': policy } : {}), ...opts.extraFiles };
  const prFiles = opts.prFiles === undefined ? { 'README.md': '# greeter\n\nPR change.\n' } : opts.prFiles;
  const repo = createSampleRepo({ files, ...(prFiles ? { prFiles } : {}), prNumber: 2, headRef: 'feature' });
  const payload = fixture(opts.fixture ?? 'issue-comment.created.pull-request');
  if ((opts.fixture ?? 'issue-comment.created.pull-request') === 'issue-comment.created.pull-request') {
    payload.comment.user.login = 'octocat';
    payload.sender.login = 'octocat';
  }
  // Review events name the PR head at event time and the commit they were made on: the sample
  // repository's head for both (a test edits commit_id to review an older commit).
  if (payload.pull_request?.head && repo.headSha) payload.pull_request.head.sha = repo.headSha;
  if (payload.review?.commit_id && repo.headSha) payload.review.commit_id = repo.headSha;
  if (payload.comment?.commit_id && repo.headSha) payload.comment.commit_id = repo.headSha;
  opts.edit?.(payload);
  const trigger = payload.comment as { id: number; body: string; user: { login: string; type: 'User' | 'Bot' } } | undefined;
  const gh = await startFakeGitHub({
    permissions: { octocat: { permission: 'write', role_name: 'write' } },
    token: GH_TOKEN,
    pulls: prFiles
      ? {
          2: {
            number: 2,
            title: 'Improve the greeting',
            body: 'Please review.',
            head: { ref: 'feature', sha: repo.headSha as string, repoFullName: 'octo-org/greeter' },
            base: { ref: 'main', sha: repo.baseSha, repoFullName: 'octo-org/greeter' },
          },
        }
      : {},
    files: { [repo.baseSha]: policy !== null ? { '.github/marshal.yml': policy } : {} },
    comments: trigger ? [{ id: trigger.id, issueNumber: 2, body: trigger.body, user: trigger.user, authorAssociation: 'MEMBER' }] : [],
    ...opts.github,
  });
  const api = await startMessagesApi({ expectApiKey: API_KEY });
  api.enqueue(...(opts.responses ?? []));
  for (const [match, responses] of Object.entries(opts.routes ?? {})) api.route(match, ...responses);
  opts.before?.(gh);
  opts.prepare?.(repo);

  const run = await runBundledAction({
    repo,
    eventName: opts.eventName ?? 'issue_comment',
    payload,
    githubUrl: gh.url,
    anthropicUrl: api.url,
    actor: opts.actor ?? 'octocat',
    ...(opts.extraEnv ? { extraEnv: opts.extraEnv } : {}),
    ...(opts.asUser ? { asUser: opts.asUser } : {}),
    ...(opts.onSpawn ? { onSpawn: opts.onSpawn } : {}),
    inputs: { anthropic_api_key: API_KEY, github_token: GH_TOKEN, ...opts.inputs },
  });
  const commentBodies = gh.requests
    .filter((r) => /\/issues\/(\d+\/)?comments(\/\d+)?$/.test(r.path) && (r.method === 'POST' || r.method === 'PATCH'))
    .map((r) => String((r.body as { body?: string } | undefined)?.body ?? ''));
  return {
    run,
    repo,
    gh,
    api,
    commentBodies,
    reports: () => gh.state.comments.filter((c) => c.body.includes('marshal:report')),
    async close() {
      await Promise.all([gh.close(), api.close()]);
    },
  };
}

export const tool = (id: string, name: string, input: unknown) => ({ id, name, input });
