/**
 * The Amazon Bedrock provider: `@anthropic-ai/bedrock-sdk` (InvokeModelWithResponseStream, AWS
 * event-stream frames turned back into Messages stream events inside the SDK, SigV4-signed
 * requests) under the shared Messages client.
 *
 * Credentials come from settings.ts, never from the SDK's own look at the environment: Marshal
 * removes AWS_* variables from its environment once settings are read (proc-environ.ts), so every
 * source is passed explicitly. Static keys (what aws-actions/configure-aws-credentials exports)
 * are signed with directly; a Bedrock API key is sent as a bearer token; otherwise a web identity
 * token file or a profile is resolved through the AWS SDK's providers, configured here.
 *
 * The SDK (and the AWS SDK beneath it) is loaded only when this provider is chosen.
 */
import type { BedrockSettings } from '../../settings.js';
import { commonClientOptions, DEFAULT_REQUEST_TIMEOUT_MS, type ModelClientCommonOptions } from '../anthropic-client.js';
import { createMessagesClient, type ProviderNaming } from '../messages-client.js';
import { ModelCallError, type ModelClient } from '../model-client.js';
import { defaultModelFor, providerPrice } from './models.js';

export interface BedrockClientOptions extends ModelClientCommonOptions {
  settings: BedrockSettings;
}

export const BEDROCK_NAMING: ProviderNaming = {
  name: 'Amazon Bedrock',
  unauthorized: (detail) =>
    `Amazon Bedrock rejected the credentials (401): ${detail}. Check the AWS credentials (aws-actions/configure-aws-credentials) or AWS_BEARER_TOKEN_BEDROCK.`,
  // Bedrock answers 403 both for a bad signature or expired session and for a missing permission.
  accessHint: 'Check the AWS credentials (an expired session, a wrong secret) and that the role may call bedrock:InvokeModelWithResponseStream on this model in this region',
};

/** Credential-chain failures another attempt cannot fix: no source, a refused or expired identity. */
const FATAL_CREDENTIAL_ERRORS = /^(CredentialsProviderError|AccessDenied(Exception)?|InvalidIdentityToken(Exception)?|ExpiredToken(Exception)?|IDPRejectedClaim(Exception)?)$/;

/**
 * The SDK reports a failed credential lookup as a connection error (retried: STS or a metadata
 * endpoint may be down). A lookup that found no source, or that STS refused, fails the same way
 * every time: the run ends with the reason instead of retrying it.
 */
export function classifyBedrockCredentialError(error: unknown): ModelCallError | null {
  if (!(error instanceof Error) || !/resolve AWS credentials/.test(error.message)) return null;
  const cause = (error as { cause?: unknown }).cause as { name?: string; message?: string; code?: string } | undefined;
  // A token or config file that is not there (or not readable) will not appear on a retry either.
  const unreadable = cause?.code === 'ENOENT' || cause?.code === 'EACCES' || cause?.code === 'EISDIR';
  if (!cause?.name || !(unreadable || FATAL_CREDENTIAL_ERRORS.test(cause.name))) return null;
  const reason = (cause.message ?? '').replace(/\s+/g, ' ').slice(0, 200);
  return new ModelCallError(`Amazon Bedrock: no usable AWS credentials (${unreadable ? reason : `${cause.name}: ${reason}`}). Check the AWS credentials step (role-to-assume, web identity token, profile).`, false);
}

/** The default endpoint of a region, as the SDK builds it (passed so the SDK reads no env). */
export function bedrockEndpoint(settings: BedrockSettings): string {
  return settings.baseUrl || `https://bedrock-runtime.${settings.region}.amazonaws.com`;
}

/** Web identity (EKS, a runner's OIDC file) or a named profile, configured from settings. */
async function credentialChain(s: BedrockSettings) {
  const { createCredentialChain, fromIni, fromTokenFile } = await import('@aws-sdk/credential-providers');
  const sources = [];
  if (s.webIdentityTokenFile && s.roleArn) {
    sources.push(
      fromTokenFile({
        webIdentityTokenFile: s.webIdentityTokenFile,
        roleArn: s.roleArn,
        roleSessionName: s.roleSessionName || `marshal-${Date.now()}`,
        clientConfig: { region: s.region },
      }),
    );
  }
  if (s.profile) {
    sources.push(
      fromIni({
        profile: s.profile,
        ...(s.sharedCredentialsFile ? { filepath: s.sharedCredentialsFile } : {}),
        ...(s.configFile ? { configFilepath: s.configFile } : {}),
        clientConfig: { region: s.region },
      }),
    );
  }
  const [first, ...rest] = sources;
  if (!first) throw new Error('no AWS credential source is configured (settings.ts bedrockSettingsError should have said so)');
  return createCredentialChain(first, ...rest);
}

export async function createBedrockClient(opts: BedrockClientOptions): Promise<ModelClient> {
  const s = opts.settings;
  if (!s.region) throw new Error('createBedrockClient needs a region');
  const { AnthropicBedrock } = await import('@anthropic-ai/bedrock-sdk');
  const common = {
    awsRegion: s.region,
    baseURL: bedrockEndpoint(s),
    // null, not undefined: undefined would make the SDK read AWS_BEARER_TOKEN_BEDROCK itself.
    apiKey: s.bearerToken || null,
    maxRetries: 0,
    timeout: opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  };
  const sdk = s.accessKeyId && s.secretAccessKey
    ? new AnthropicBedrock({ ...common, awsAccessKey: s.accessKeyId, awsSecretKey: s.secretAccessKey, awsSessionToken: s.sessionToken || null })
    : new AnthropicBedrock({
        ...common,
        // The SDK's and the AWS SDK's copies of @smithy/types differ in version, not in shape.
        providerChainResolver: () => credentialChain(s) as unknown as ReturnType<NonNullable<ConstructorParameters<typeof AnthropicBedrock>[0]>['providerChainResolver'] & {}>,
      });
  const model = opts.model || defaultModelFor('bedrock');
  return createMessagesClient({
    sdk,
    naming: BEDROCK_NAMING,
    price: providerPrice('bedrock', model, s.region),
    classify: classifyBedrockCredentialError,
    ...commonClientOptions(opts, model),
  });
}
