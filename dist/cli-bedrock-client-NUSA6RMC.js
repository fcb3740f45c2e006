import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  defaultModelFor,
  providerPrice
} from "./cli-chunk-MDDP74JB.js";
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  ModelCallError,
  commonClientOptions,
  createMessagesClient
} from "./cli-chunk-4VHJQTX4.js";
import "./cli-chunk-SZYNDH33.js";
import "./cli-chunk-23UPJ7D7.js";
import "./cli-chunk-Q2B2XOGO.js";

// src/agent/providers/bedrock-client.ts
var BEDROCK_NAMING = {
  name: "Amazon Bedrock",
  unauthorized: (detail) => `Amazon Bedrock rejected the credentials (401): ${detail}. Check the AWS credentials (aws-actions/configure-aws-credentials) or AWS_BEARER_TOKEN_BEDROCK.`,
  // Bedrock answers 403 both for a bad signature or expired session and for a missing permission.
  accessHint: "Check the AWS credentials (an expired session, a wrong secret) and that the role may call bedrock:InvokeModelWithResponseStream on this model in this region"
};
var FATAL_CREDENTIAL_ERRORS = /^(CredentialsProviderError|AccessDenied(Exception)?|InvalidIdentityToken(Exception)?|ExpiredToken(Exception)?|IDPRejectedClaim(Exception)?)$/;
function classifyBedrockCredentialError(error) {
  if (!(error instanceof Error) || !/resolve AWS credentials/.test(error.message)) return null;
  const cause = error.cause;
  const unreadable = cause?.code === "ENOENT" || cause?.code === "EACCES" || cause?.code === "EISDIR";
  if (!cause?.name || !(unreadable || FATAL_CREDENTIAL_ERRORS.test(cause.name))) return null;
  const reason = (cause.message ?? "").replace(/\s+/g, " ").slice(0, 200);
  return new ModelCallError(`Amazon Bedrock: no usable AWS credentials (${unreadable ? reason : `${cause.name}: ${reason}`}). Check the AWS credentials step (role-to-assume, web identity token, profile).`, false);
}
function bedrockEndpoint(settings) {
  return settings.baseUrl || `https://bedrock-runtime.${settings.region}.amazonaws.com`;
}
async function credentialChain(s) {
  const { createCredentialChain, fromIni, fromTokenFile } = await import("./cli-dist-cjs-EQH7COTO.js");
  const sources = [];
  if (s.webIdentityTokenFile && s.roleArn) {
    sources.push(
      fromTokenFile({
        webIdentityTokenFile: s.webIdentityTokenFile,
        roleArn: s.roleArn,
        roleSessionName: s.roleSessionName || `marshal-${Date.now()}`,
        clientConfig: { region: s.region }
      })
    );
  }
  if (s.profile) {
    sources.push(
      fromIni({
        profile: s.profile,
        ...s.sharedCredentialsFile ? { filepath: s.sharedCredentialsFile } : {},
        ...s.configFile ? { configFilepath: s.configFile } : {},
        clientConfig: { region: s.region }
      })
    );
  }
  const [first, ...rest] = sources;
  if (!first) throw new Error("no AWS credential source is configured (settings.ts bedrockSettingsError should have said so)");
  return createCredentialChain(first, ...rest);
}
async function createBedrockClient(opts) {
  const s = opts.settings;
  if (!s.region) throw new Error("createBedrockClient needs a region");
  const { AnthropicBedrock } = await import("./cli-bedrock-sdk-ZHZ5EV4K.js");
  const common = {
    awsRegion: s.region,
    baseURL: bedrockEndpoint(s),
    // null, not undefined: undefined would make the SDK read AWS_BEARER_TOKEN_BEDROCK itself.
    apiKey: s.bearerToken || null,
    maxRetries: 0,
    timeout: opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  };
  const sdk = s.accessKeyId && s.secretAccessKey ? new AnthropicBedrock({ ...common, awsAccessKey: s.accessKeyId, awsSecretKey: s.secretAccessKey, awsSessionToken: s.sessionToken || null }) : new AnthropicBedrock({
    ...common,
    // The SDK's and the AWS SDK's copies of @smithy/types differ in version, not in shape.
    providerChainResolver: () => credentialChain(s)
  });
  const model = opts.model || defaultModelFor("bedrock");
  return createMessagesClient({
    sdk,
    naming: BEDROCK_NAMING,
    price: providerPrice("bedrock", model, s.region),
    classify: classifyBedrockCredentialError,
    ...commonClientOptions(opts, model)
  });
}
export {
  BEDROCK_NAMING,
  bedrockEndpoint,
  classifyBedrockCredentialError,
  createBedrockClient
};
