/**
 * Every action input, environment variable and event-payload field Marshal uses is read here and
 * nowhere else (actions/checkout's input-helper is the model). The rest of the code receives one
 * typed, validated `Settings` object, so a decision made elsewhere can never be based on a value
 * that skipped validation, and a test builds its world by setting env vars and a payload file.
 *
 * Inputs follow the runner's convention (`INPUT_<NAME>` upper-cased, spaces -> `_`, trimmed),
 * exactly like @actions/core's getInput, so reading them needs no Actions runtime.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { OutputSchemaSetting } from './guidance/load.js';
import { OutputSchemaError, parseOutputSchema } from './guidance/output-schema.js';
import type { SandboxMode } from './policy/types.js';
import { parseEventPayload, type EventContext } from './trigger/event-payload.js';

export type { EventContext, CommentInfo, PullInfo, SenderInfo } from './trigger/event-payload.js';

export class SettingsError extends Error {
  override name = 'SettingsError';
}

export type Provider = 'anthropic' | 'bedrock' | 'vertex' | 'replay';
export type StrategyName = 'sequential' | 'parallel' | 'batched';
export type PushMode = 'false' | 'pr-branch' | 'new-pr';
export type CommentMode = 'sticky' | 'new';
/** Guard mode on pull_request(_target) events: auto = when the base policy has a `guard` key. */
export type GuardInput = 'auto' | 'true' | 'false';

export interface Inputs {
  anthropicApiKey: string;
  githubToken: string;
  /** The task for schedule / dispatch runs; '' when not given. */
  prompt: string;
  triggerPhrase: string;
  /** Path of the policy file inside the repository. */
  policy: string;
  /** '' means the model client's default. */
  model: string;
  provider: Provider;
  /** Amazon Bedrock's region and credentials (provider `bedrock`; read whatever the provider). */
  bedrock: BedrockSettings;
  /** Vertex AI's project, region and credentials file (provider `vertex`). */
  vertex: VertexSettings;
  /** Set (and required) when provider is `replay`. */
  replayTranscript?: string;
  maxTurns: number;
  timeoutMinutes: number;
  /** Seconds one tool call may run. */
  toolTimeout: number;
  maxCostUsd?: number;
  strategy: StrategyName;
  batchSize: number;
  /** Logins allowed to trigger without write permission (lower-cased). */
  allowedUsers: string[];
  /** Bot logins allowed to trigger, lower-cased and without the `[bot]` suffix. */
  allowBots: string[];
  push: PushMode;
  failOnDeny: boolean;
  commentMode: CommentMode;
  /** Seconds between polls for steering comments on the PR or issue; 0 turns steering off. */
  steeringPollSeconds: number;
  /** auto (enforce where possible), required (fail without it), off; the policy can only tighten it. */
  sandbox: SandboxMode;
  /**
   * Guard mode on pull_request / pull_request_target events (no model, no key): `auto` checks a PR
   * when the base branch's policy has a `guard` key, `true` checks every PR (the key's authors
   * still scope it when present), `false` never checks.
   */
  guard: GuardInput;
  /** The JSON Schema the final answer must match: compiled (inline) or a repository file to read. */
  outputSchema?: OutputSchemaSetting;
  /** Extra instructions for the agent from the workflow ('' when not given). */
  instructions: string;
  /**
   * The login Marshal's comments are posted as, lower-cased (`my-app[bot]` for an App token, which
   * cannot say who it is); '' to ask the token. Only comments by this login are Marshal's own.
   */
  botLogin: string;
  /**
   * Adding this label to an issue starts a run ('' = labels start nothing). Label names are
   * case-insensitive on GitHub; kept as written, compared folded.
   */
  labelTrigger: string;
  /**
   * Review pull requests on `pull_request` opened / synchronize / ready_for_review (plan mode, one
   * review posted). Guard mode then does not run in this step (see runAction).
   */
  review: boolean;
  /** Assigning this user or bot (lower-cased login, `name[bot]` kept) starts a run; '' = never. */
  assigneeTrigger: string;
}

/**
 * Amazon Bedrock, as aws-actions/configure-aws-credentials leaves the environment (static keys
 * and session token, the region) or a runner provides it (web identity, a profile, a Bedrock API
 * key). Read here because Marshal deletes every AWS_* variable from its own environment once
 * settings are read (proc-environ.ts): the SDK's default chain would find nothing there later.
 */
export interface BedrockSettings {
  /** The `aws_region` input, else AWS_REGION, else AWS_DEFAULT_REGION; '' when none is set. */
  region: string;
  /** ANTHROPIC_BEDROCK_BASE_URL (a VPC endpoint, a test fake); '' = the region's endpoint. */
  baseUrl: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  /** AWS_BEARER_TOKEN_BEDROCK: a Bedrock API key, sent instead of a SigV4 signature. */
  bearerToken: string;
  profile: string;
  webIdentityTokenFile: string;
  roleArn: string;
  roleSessionName: string;
  sharedCredentialsFile: string;
  configFile: string;
}

/** Vertex AI, as google-github-actions/auth leaves the environment. */
export interface VertexSettings {
  /** The `vertex_project_id` input, else ANTHROPIC_VERTEX_PROJECT_ID, GOOGLE_CLOUD_PROJECT, ... */
  projectId: string;
  /** The `vertex_region` input, else CLOUD_ML_REGION (`global`, `us-east5`, ...). */
  region: string;
  /** ANTHROPIC_VERTEX_BASE_URL; '' = the region's endpoint. */
  baseUrl: string;
  /** GOOGLE_APPLICATION_CREDENTIALS (or the auth action's own variables); '' when unset. */
  credentialsFile: string;
}

export interface RunEnv {
  workspace: string;
  repository: { owner: string; repo: string };
  eventName: string;
  eventPath: string;
  /** '' when not running under Actions. */
  runId: string;
  runAttempt?: number;
  /** '' when GITHUB_SERVER_URL is not set: callers then omit links. */
  serverUrl: string;
  /** '' when GITHUB_API_URL is not set; the GitHub client refuses to start without it. */
  apiUrl: string;
  graphqlUrl: string;
  sha: string;
  ref: string;
  actor: string;
  triggeringActor: string;
  anthropicBaseUrl: string;
  runnerTemp: string;
  /** The runner user's HOME (hidden from the sandbox). */
  home: string;
  /** PATH and toolchain variables: what stays reachable inside the sandbox. */
  toolPaths: Record<string, string>;
  outputPath: string;
  stepSummaryPath: string;
  /** `<server>/<owner>/<repo>/actions/runs/<id>`, or '' when the server or run id is unknown. */
  runUrl: string;
}

export interface Settings {
  inputs: Inputs;
  env: RunEnv;
  event: EventContext;
  /** The job environment's values by name, for the secrets the policy gives MCP servers. */
  secrets?: SecretLookup;
}

/**
 * A value of the job's environment by name ('' counts as unset): how an MCP server's `secrets`
 * (policy mcp_servers, src/mcp/mcp-config.ts) are found, where the workflow put them
 * (`env: { DB_URL: ${{ secrets.DB_URL }} }`). A snapshot taken when settings are read, before
 * Marshal scrubs its own environment (proc-environ.ts); a function, so the values never appear in
 * a printed or serialised Settings object.
 */
export type SecretLookup = (name: string) => string | undefined;

export function envSecrets(env: NodeJS.ProcessEnv = process.env): SecretLookup {
  const snapshot = new Map<string, string>();
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value !== '' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) snapshot.set(name, value);
  }
  return (name) => snapshot.get(name);
}

export interface SettingsSource {
  env?: NodeJS.ProcessEnv;
  readFile?: (p: string) => string;
}

/** Reads and validates everything once. Throws SettingsError naming the bad input. */
export function readSettings(source: SettingsSource = {}): Settings {
  const env = source.env ?? process.env;
  const readFile = source.readFile ?? ((p: string) => readFileSync(p, 'utf8'));
  const inputs = readInputs(env);
  const runEnv = readRunEnv(env);
  const event = readEvent(runEnv, readFile);
  return { inputs, env: runEnv, event, secrets: envSecrets(env) };
}

/**
 * What stops the model from being called with these inputs (named, as a step error would name
 * it), or null when nothing does. Asked only when a run is about to start.
 */
export function modelInputError(inputs: Inputs): string | null {
  if (inputs.provider === 'anthropic' && inputs.anthropicApiKey === '') {
    return `Input required and not supplied: anthropic_api_key (or set provider: replay with a replay_transcript).`;
  }
  if (inputs.provider === 'replay' && !inputs.replayTranscript) {
    return `Input required and not supplied: replay_transcript (provider is "replay").`;
  }
  if (inputs.provider === 'bedrock') return bedrockSettingsError(inputs.bedrock);
  if (inputs.provider === 'vertex') return vertexSettingsError(inputs.vertex);
  return null;
}

/** What Bedrock lacks to be called, named the way a workflow sets it; null when nothing. */
export function bedrockSettingsError(b: BedrockSettings): string | null {
  if (!b.region) return `Provider "bedrock" needs an AWS region: set the aws_region input, or AWS_REGION (aws-actions/configure-aws-credentials sets it from its aws-region input).`;
  if (b.bearerToken) return null;
  if (b.accessKeyId && !b.secretAccessKey) return `Provider "bedrock": AWS_ACCESS_KEY_ID is set but AWS_SECRET_ACCESS_KEY is not.`;
  if (b.secretAccessKey && !b.accessKeyId) return `Provider "bedrock": AWS_SECRET_ACCESS_KEY is set but AWS_ACCESS_KEY_ID is not.`;
  if (b.accessKeyId || b.profile || (b.webIdentityTokenFile && b.roleArn)) return null;
  if (b.webIdentityTokenFile) return `Provider "bedrock": AWS_WEB_IDENTITY_TOKEN_FILE is set but AWS_ROLE_ARN is not.`;
  return `Provider "bedrock" needs AWS credentials and the environment has none: run aws-actions/configure-aws-credentials before Marshal (it sets AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN), or set AWS_BEARER_TOKEN_BEDROCK, AWS_WEB_IDENTITY_TOKEN_FILE with AWS_ROLE_ARN, or AWS_PROFILE.`;
}

/** What Vertex AI lacks to be called; null when nothing. */
export function vertexSettingsError(v: VertexSettings): string | null {
  if (!v.projectId) return `Provider "vertex" needs a Google Cloud project: set the vertex_project_id input, or GOOGLE_CLOUD_PROJECT (google-github-actions/auth sets it from its project_id input).`;
  if (!v.region) return `Provider "vertex" needs a region: set the vertex_region input (global, us-east5, europe-west1, ...), or CLOUD_ML_REGION.`;
  if (!v.credentialsFile) return `Provider "vertex" needs Google credentials and the environment has none: run google-github-actions/auth before Marshal (it sets GOOGLE_APPLICATION_CREDENTIALS).`;
  return null;
}

/**
 * Credential values found in the environment, whatever the provider: registered with the
 * redactor and masked in the log before anything can print them. (Tools never get them: exec.ts
 * drops AWS_* and GOOGLE_* names, and proc-environ.ts scrubs them from Marshal's own environ.)
 */
export function providerSecrets(inputs: Pick<Inputs, 'bedrock'>): string[] {
  const b = inputs.bedrock;
  return [b.accessKeyId, b.secretAccessKey, b.sessionToken, b.bearerToken].filter((v) => v.length >= 8);
}

/**
 * Credential files the environment names (the Vertex key or workload identity file, the AWS web
 * identity token, shared AWS config): hidden from tool processes by the sandbox, wherever they
 * are (google-github-actions/auth writes its file into the workspace by default).
 */
export function providerCredentialPaths(inputs: Pick<Inputs, 'bedrock' | 'vertex'>): string[] {
  const { bedrock: b, vertex: v } = inputs;
  return [v.credentialsFile, b.webIdentityTokenFile, b.sharedCredentialsFile, b.configFile].filter((p) => p !== '');
}

/** The few variables the local CLI (`marshal run`) needs; it has no inputs and no event. */
export interface CliEnv {
  anthropicApiKey: string;
  anthropicBaseUrl: string;
  bedrock: BedrockSettings;
  vertex: VertexSettings;
  home: string;
  toolPaths: Record<string, string>;
}

export function readCliEnv(env: NodeJS.ProcessEnv = process.env): CliEnv {
  return {
    anthropicApiKey: (env.ANTHROPIC_API_KEY ?? '').trim(),
    anthropicBaseUrl: (env.ANTHROPIC_BASE_URL ?? '').trim(),
    bedrock: bedrockSettings(env, ''),
    vertex: vertexSettings(env, '', ''),
    home: variable(env, 'HOME') || os.homedir(),
    toolPaths: toolPaths(env),
  };
}

function toolPaths(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(TOOL_PATH_VARS.map((name) => [name, variable(env, name)]).filter(([, value]) => value !== ''));
}

// ---------------------------------------------------------------------------------------------
// Inputs

/** Same name mangling as @actions/core getInput. */
function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = input(env, name);
  if (raw === '') return fallback;
  const value = raw.toLowerCase();
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new SettingsError(`Invalid input '${name}': ${JSON.stringify(raw)}. Expected one of: ${allowed.join(', ')}.`);
}

function integer(env: NodeJS.ProcessEnv, name: string, min: number, max: number, fallback: number): number {
  const raw = input(env, name);
  if (raw === '') return fallback;
  const n = /^[+]?\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new SettingsError(`Invalid input '${name}': ${JSON.stringify(raw)}. Expected an integer from ${min} to ${max}.`);
  }
  return n;
}

/** A decimal number; `minExclusive` makes 0 invalid. */
function decimal(env: NodeJS.ProcessEnv, name: string, opts: { min: number; minExclusive: boolean; max: number }): number | undefined {
  const raw = input(env, name);
  if (raw === '') return undefined;
  const n = /^[+]?(\d+(\.\d*)?|\.\d+)$/.test(raw) ? Number(raw) : Number.NaN;
  const low = opts.minExclusive ? n > opts.min : n >= opts.min;
  if (!Number.isFinite(n) || !low || n > opts.max) {
    const range = `${opts.minExclusive ? 'greater than' : 'at least'} ${opts.min}${Number.isFinite(opts.max) ? ` and at most ${opts.max}` : ''}`;
    throw new SettingsError(`Invalid input '${name}': ${JSON.stringify(raw)}. Expected a number ${range}.`);
  }
  return n;
}

function boolean(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = input(env, name).toLowerCase();
  if (raw === '') return fallback;
  if (['true', 'yes', '1'].includes(raw)) return true;
  if (['false', 'no', '0'].includes(raw)) return false;
  throw new SettingsError(`Invalid input '${name}': ${JSON.stringify(input(env, name))}. Expected one of: true, false, yes, no, 1, 0.`);
}

/** Comma- or newline-separated logins; a leading `@` is dropped, case is folded. */
function loginList(env: NodeJS.ProcessEnv, name: string): string[] {
  const items = input(env, name)
    .split(/[,\n]/)
    .map((s) => s.trim().replace(/^@/, '').toLowerCase())
    .filter((s) => s !== '');
  for (const item of items) {
    // A wildcard would hand the run (and the repository's secrets and write token) to anyone
    // who can comment: on a public repository that is everyone. Trust is granted by name only.
    if (item.includes('*')) {
      throw new SettingsError(
        `Invalid input '${name}': "*" is not allowed. List the accounts by login: a wildcard would let anyone who can comment start a run with this workflow's secrets and token.`,
      );
    }
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\[bot\])?$/.test(item)) {
      throw new SettingsError(`Invalid input '${name}': ${JSON.stringify(item)} is not a GitHub login.`);
    }
  }
  return [...new Set(items)];
}

/** One login as GitHub shows it on a comment (`name` or `name[bot]`), lower-cased; '' when unset. */
function oneLogin(env: NodeJS.ProcessEnv, name: string): string {
  const raw = input(env, name);
  const login = raw.replace(/^@/, '').toLowerCase();
  if (login !== '' && !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\[bot\])?$/.test(login)) {
    throw new SettingsError(`Invalid input '${name}': ${JSON.stringify(raw)}. Expected a login as GitHub shows it, such as octocat or my-app[bot].`);
  }
  return login;
}

/** A label name as GitHub allows it (1-50 characters, no line breaks); '' when unset. */
function labelName(env: NodeJS.ProcessEnv, name: string): string {
  const raw = input(env, name);
  if (raw.length > 50 || /[\n\r\0]/.test(raw)) {
    throw new SettingsError(`Invalid input '${name}': ${JSON.stringify(raw.slice(0, 60))}. Expected a label name (at most 50 characters, one line).`);
  }
  return raw;
}

function readInputs(env: NodeJS.ProcessEnv): Inputs {
  const provider = oneOf<Provider>(env, 'provider', ['anthropic', 'bedrock', 'vertex', 'replay'], 'anthropic');
  // The key (or the transcript) is only needed when the model is about to be called: an event
  // Marshal skips, or a run refused before the agent starts, must not fail for want of it (a
  // workflow on pull_request events from forks gets no secrets at all). modelInputError() says
  // what is missing, and the run asks it right before it would start.
  const anthropicApiKey = input(env, 'anthropic_api_key');
  const replayTranscript = input(env, 'replay_transcript');
  const triggerPhrase = input(env, 'trigger_phrase') || '@marshal';
  if (/\s/.test(triggerPhrase)) {
    throw new SettingsError(`Invalid input 'trigger_phrase': ${JSON.stringify(triggerPhrase)}. Expected a single word such as @marshal.`);
  }
  const policy = input(env, 'policy') || '.github/marshal.yml';
  // The policy path is read from the base branch through the API: keep it a plain relative path.
  if (policy.startsWith('/') || policy.split('/').includes('..')) {
    throw new SettingsError(`Invalid input 'policy': ${JSON.stringify(policy)}. Expected a path relative to the repository root.`);
  }
  // `*` is refused for bots by loginList; the same rule guards allowed_users.
  const allowBots = loginList(env, 'allow_bots').map((login) => login.replace(/\[bot\]$/, ''));
  const maxCostUsd = decimal(env, 'max_cost_usd', { min: 0, minExclusive: true, max: Number.POSITIVE_INFINITY });
  return {
    anthropicApiKey,
    githubToken: input(env, 'github_token'),
    prompt: input(env, 'prompt'),
    triggerPhrase,
    policy,
    model: input(env, 'model'),
    provider,
    bedrock: bedrockSettings(env, input(env, 'aws_region')),
    vertex: vertexSettings(env, input(env, 'vertex_project_id'), input(env, 'vertex_region')),
    ...(replayTranscript ? { replayTranscript } : {}),
    maxTurns: integer(env, 'max_turns', 1, 500, 30),
    timeoutMinutes: decimal(env, 'timeout_minutes', { min: 0, minExclusive: true, max: 360 }) ?? 30,
    toolTimeout: decimal(env, 'tool_timeout', { min: 0, minExclusive: true, max: 3600 }) ?? 120,
    ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
    strategy: oneOf<StrategyName>(env, 'strategy', ['sequential', 'parallel', 'batched'], 'batched'),
    batchSize: integer(env, 'batch_size', 1, 1000, 8),
    allowedUsers: loginList(env, 'allowed_users'),
    allowBots,
    push: oneOf<PushMode>(env, 'push', ['false', 'pr-branch', 'new-pr'], 'false'),
    failOnDeny: boolean(env, 'fail_on_deny', false),
    commentMode: oneOf<CommentMode>(env, 'comment_mode', ['sticky', 'new'], 'sticky'),
    steeringPollSeconds: decimal(env, 'steering_poll_seconds', { min: 0, minExclusive: false, max: 3600 }) ?? 20,
    sandbox: oneOf<SandboxMode>(env, 'sandbox', ['auto', 'required', 'off'], 'auto'),
    guard: oneOf<GuardInput>(env, 'guard', ['auto', 'true', 'false'], 'auto'),
    ...outputSchema(env),
    instructions: input(env, 'instructions'),
    botLogin: oneLogin(env, 'bot_login'),
    labelTrigger: labelName(env, 'label_trigger'),
    review: boolean(env, 'review', false),
    assigneeTrigger: oneLogin(env, 'assignee_trigger'),
  };
}

/**
 * `output_schema`: a JSON Schema object inline (`{...}`), compiled here so a broken one fails
 * before anything runs, or a path to a .json file in the repository, read later from the same
 * trusted commit as the policy (guidance/load.ts), never from the PR head.
 */
function outputSchema(env: NodeJS.ProcessEnv): { outputSchema?: OutputSchemaSetting } {
  const raw = input(env, 'output_schema');
  if (raw === '') return {};
  if (raw.startsWith('{')) {
    try {
      return { outputSchema: { kind: 'inline', schema: parseOutputSchema(raw, 'inline', `Invalid input 'output_schema': the schema`) } };
    } catch (error) {
      if (error instanceof OutputSchemaError) throw new SettingsError(error.message);
      throw error;
    }
  }
  if (raw.startsWith('/') || raw.split('/').includes('..') || !/\.json$/i.test(raw) || /[\n\0]/.test(raw)) {
    throw new SettingsError(
      `Invalid input 'output_schema': ${JSON.stringify(raw.slice(0, 200))}. Expected a JSON Schema object ({"type": "object", ...}) or the path of a .json file relative to the repository root.`,
    );
  }
  return { outputSchema: { kind: 'file', path: raw.replace(/^\.\//, '') } };
}

// ---------------------------------------------------------------------------------------------
// Environment

function variable(env: NodeJS.ProcessEnv, name: string): string {
  return (env[name] ?? '').trim();
}

/** An http(s) URL without its trailing slash, or '' when unset. */
function url(env: NodeJS.ProcessEnv, name: string): string {
  const raw = variable(env, name);
  if (raw === '') return '';
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new SettingsError(`Invalid environment variable ${name}: ${JSON.stringify(raw)}. Expected an http(s) URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SettingsError(`Invalid environment variable ${name}: ${JSON.stringify(raw)}. Expected an http(s) URL.`);
  }
  return raw.replace(/\/+$/, '');
}

/** The first of these variables that is set, or ''. */
function firstOf(env: NodeJS.ProcessEnv, names: string[]): string {
  for (const name of names) {
    const value = variable(env, name);
    if (value !== '') return value;
  }
  return '';
}

/** A region or project name: letters, digits and dashes (it becomes part of a URL). */
function cloudName(raw: string, what: string): string {
  if (raw !== '' && !/^[a-z0-9][a-z0-9-]{0,62}$/i.test(raw)) {
    throw new SettingsError(`Invalid ${what}: ${JSON.stringify(raw.slice(0, 80))}. Expected letters, digits and dashes (such as us-east-1).`);
  }
  return raw;
}

function bedrockSettings(env: NodeJS.ProcessEnv, regionInput: string): BedrockSettings {
  const region = regionInput ? cloudName(regionInput, `input 'aws_region'`) : cloudName(firstOf(env, ['AWS_REGION', 'AWS_DEFAULT_REGION']), 'AWS_REGION');
  return {
    region,
    baseUrl: url(env, 'ANTHROPIC_BEDROCK_BASE_URL'),
    accessKeyId: variable(env, 'AWS_ACCESS_KEY_ID'),
    secretAccessKey: variable(env, 'AWS_SECRET_ACCESS_KEY'),
    sessionToken: variable(env, 'AWS_SESSION_TOKEN'),
    bearerToken: variable(env, 'AWS_BEARER_TOKEN_BEDROCK'),
    profile: variable(env, 'AWS_PROFILE'),
    webIdentityTokenFile: variable(env, 'AWS_WEB_IDENTITY_TOKEN_FILE'),
    roleArn: variable(env, 'AWS_ROLE_ARN'),
    roleSessionName: variable(env, 'AWS_ROLE_SESSION_NAME'),
    sharedCredentialsFile: variable(env, 'AWS_SHARED_CREDENTIALS_FILE'),
    configFile: variable(env, 'AWS_CONFIG_FILE'),
  };
}

function vertexSettings(env: NodeJS.ProcessEnv, projectInput: string, regionInput: string): VertexSettings {
  const projectId = projectInput
    ? cloudName(projectInput, `input 'vertex_project_id'`)
    : cloudName(firstOf(env, ['ANTHROPIC_VERTEX_PROJECT_ID', 'GOOGLE_CLOUD_PROJECT', 'CLOUDSDK_CORE_PROJECT', 'CLOUDSDK_PROJECT', 'GCLOUD_PROJECT', 'GCP_PROJECT']), 'GOOGLE_CLOUD_PROJECT');
  return {
    projectId,
    region: regionInput ? cloudName(regionInput, `input 'vertex_region'`) : cloudName(variable(env, 'CLOUD_ML_REGION'), 'CLOUD_ML_REGION'),
    baseUrl: url(env, 'ANTHROPIC_VERTEX_BASE_URL'),
    // google-github-actions/auth sets all three to the file it wrote.
    credentialsFile: firstOf(env, ['GOOGLE_APPLICATION_CREDENTIALS', 'CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE', 'GOOGLE_GHA_CREDS_PATH']),
  };
}

/** Variables naming programs and toolchains the sandbox must still reach. */
const TOOL_PATH_VARS = ['PATH', 'JAVA_HOME', 'GOROOT', 'GOPATH', 'CARGO_HOME', 'RUSTUP_HOME', 'PYENV_ROOT', 'NVM_DIR', 'DOTNET_ROOT', 'RUNNER_TOOL_CACHE'];

function readRunEnv(env: NodeJS.ProcessEnv): RunEnv {
  const repository = variable(env, 'GITHUB_REPOSITORY');
  const match = /^([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)\/([A-Za-z0-9._-]+)$/.exec(repository);
  if (!match || match[2] === '.' || match[2] === '..') {
    throw new SettingsError(`Invalid repository ${JSON.stringify(repository)} in GITHUB_REPOSITORY. Expected format {owner}/{repo}.`);
  }
  const runAttemptRaw = variable(env, 'GITHUB_RUN_ATTEMPT');
  const runAttempt = /^\d+$/.test(runAttemptRaw) ? Number(runAttemptRaw) : undefined;
  const runId = variable(env, 'GITHUB_RUN_ID');
  if (runId !== '' && !/^\d+$/.test(runId)) {
    throw new SettingsError(`Invalid environment variable GITHUB_RUN_ID: ${JSON.stringify(runId)}. Expected a number.`);
  }
  const serverUrl = url(env, 'GITHUB_SERVER_URL');
  const owner = match[1] as string;
  const repo = match[2] as string;
  const actor = variable(env, 'GITHUB_ACTOR');
  return {
    workspace: variable(env, 'GITHUB_WORKSPACE') || process.cwd(),
    repository: { owner, repo },
    eventName: variable(env, 'GITHUB_EVENT_NAME'),
    eventPath: variable(env, 'GITHUB_EVENT_PATH'),
    runId,
    ...(runAttempt !== undefined ? { runAttempt } : {}),
    serverUrl,
    apiUrl: url(env, 'GITHUB_API_URL'),
    graphqlUrl: url(env, 'GITHUB_GRAPHQL_URL'),
    sha: variable(env, 'GITHUB_SHA'),
    ref: variable(env, 'GITHUB_REF'),
    actor,
    triggeringActor: variable(env, 'GITHUB_TRIGGERING_ACTOR') || actor,
    anthropicBaseUrl: url(env, 'ANTHROPIC_BASE_URL'),
    runnerTemp: variable(env, 'RUNNER_TEMP') || os.tmpdir(),
    home: variable(env, 'HOME') || os.homedir(),
    toolPaths: toolPaths(env),
    outputPath: variable(env, 'GITHUB_OUTPUT'),
    stepSummaryPath: variable(env, 'GITHUB_STEP_SUMMARY'),
    runUrl: serverUrl && runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : '',
  };
}

// ---------------------------------------------------------------------------------------------
// Event

function readEvent(runEnv: RunEnv, readFile: (p: string) => string): EventContext {
  const { eventName, eventPath } = runEnv;
  if (eventName === '') {
    throw new SettingsError('GITHUB_EVENT_NAME is not set: Marshal runs as a step of a GitHub Actions workflow.');
  }
  let payload: unknown = {};
  if (eventPath !== '') {
    let text: string;
    try {
      text = readFile(eventPath);
    } catch (error) {
      throw new SettingsError(`Could not read the event payload at GITHUB_EVENT_PATH (${eventPath}): ${(error as Error).message}`);
    }
    try {
      payload = JSON.parse(text);
    } catch (error) {
      throw new SettingsError(`The event payload at GITHUB_EVENT_PATH (${eventPath}) is not JSON: ${(error as Error).message}`);
    }
  } else if (eventName !== 'schedule') {
    throw new SettingsError(`GITHUB_EVENT_PATH is not set for a ${eventName} event.`);
  }
  const result = parseEventPayload(eventName, payload);
  if (!result.ok) {
    const where = eventPath ? ` at GITHUB_EVENT_PATH (${eventPath})` : '';
    throw new SettingsError(`The ${eventName} event payload${where} is not what Marshal expects: ${result.error}`);
  }
  return result.event;
}
