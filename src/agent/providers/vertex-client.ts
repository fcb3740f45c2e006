/**
 * The Vertex AI provider: `@anthropic-ai/vertex-sdk` (streamRawPredict, the Messages SSE stream)
 * under the shared Messages client, authenticated by google-auth-library from the credentials
 * file google-github-actions/auth leaves behind (a workload identity federation config, or a
 * service account key).
 *
 * The file is read here, once, before any tool runs: its secrets (a key, the OIDC request token
 * inside a federation config) are handed to the redactor, and the access tokens minted from it
 * too, as they are minted. The SDK and google-auth-library load only when this provider is chosen.
 */
import { readFileSync } from 'node:fs';
import type { VertexSettings } from '../../settings.js';
import { commonClientOptions, DEFAULT_REQUEST_TIMEOUT_MS, type ModelClientCommonOptions } from '../anthropic-client.js';
import { createMessagesClient, type ProviderNaming } from '../messages-client.js';
import { ModelCallError, type ModelClient } from '../model-client.js';
import { defaultModelFor, providerPrice } from './models.js';

export interface VertexClientOptions extends ModelClientCommonOptions {
  settings: VertexSettings;
  /** Receives every secret value found in the credentials file or minted from it. */
  onSecret?: (value: string) => void;
}

export const VERTEX_NAMING: ProviderNaming = {
  name: 'Vertex AI',
  unauthorized: (detail) =>
    `Vertex AI rejected the credentials (401): ${detail}. Check the google-github-actions/auth step (workload identity provider, service account).`,
  accessHint: 'Check that the service account has roles/aiplatform.user in this project and that the model is enabled in the Model Garden for this region',
};

/** The SDK's default endpoint of a region (passed so the SDK reads no env). */
export function vertexEndpoint(settings: VertexSettings): string {
  if (settings.baseUrl) return settings.baseUrl;
  if (settings.region === 'global') return 'https://aiplatform.googleapis.com/v1';
  if (settings.region === 'us' || settings.region === 'eu') return `https://aiplatform.${settings.region}.rep.googleapis.com/v1`;
  return `https://${settings.region}-aiplatform.googleapis.com/v1`;
}

/** Secret values of a credentials file: key material, refresh tokens, request headers. */
export function credentialFileSecrets(json: unknown): string[] {
  if (!json || typeof json !== 'object') return [];
  const c = json as Record<string, unknown>;
  const out: unknown[] = [c.private_key, c.private_key_id, c.client_secret, c.refresh_token];
  const source = c.credential_source as { headers?: Record<string, unknown> } | undefined;
  for (const value of Object.values(source?.headers ?? {})) {
    // `Bearer <token>`: the token alone too, so a copy without the scheme is caught.
    out.push(value);
    if (typeof value === 'string') out.push(value.replace(/^\s*Bearer\s+/i, ''));
  }
  return out.filter((v): v is string => typeof v === 'string' && v.length >= 8);
}

function readCredentials(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Could not read the Google credentials file named by GOOGLE_APPLICATION_CREDENTIALS (${file}): ${(error as Error).message}`);
  }
  try {
    const json = JSON.parse(text) as unknown;
    if (json && typeof json === 'object' && !Array.isArray(json)) return json as Record<string, unknown>;
  } catch {
    // falls through to the error below, without echoing the file's content
  }
  throw new Error(`The Google credentials file ${file} is not a JSON object`);
}

/** A token endpoint that refused the credentials (4xx) will refuse them again: the run ends. */
function classifyCredentialError(error: unknown): ModelCallError | null {
  if (!(error instanceof Error) || !/Google OAuth credentials/.test(error.message)) return null;
  const cause = (error as { cause?: unknown }).cause as { message?: string; status?: number; response?: { status?: number } } | undefined;
  const status = cause?.response?.status ?? cause?.status;
  const reason = (cause?.message ?? '').replace(/\s+/g, ' ').slice(0, 200);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return new ModelCallError(
      `Google refused the Vertex AI credentials (${status} from the token endpoint): ${reason}. Check the google-github-actions/auth step (workload identity provider, service account).`,
      false,
      status,
    );
  }
  return null;
}

export async function createVertexClient(opts: VertexClientOptions): Promise<ModelClient> {
  const s = opts.settings;
  if (!s.region || !s.projectId || !s.credentialsFile) throw new Error('createVertexClient needs a region, a project and a credentials file');
  const credentials = readCredentials(s.credentialsFile);
  for (const secret of credentialFileSecrets(credentials)) opts.onSecret?.(secret);
  const [{ AnthropicVertex }, { GoogleAuth }] = await Promise.all([import('@anthropic-ai/vertex-sdk'), import('google-auth-library')]);
  const auth = new GoogleAuth({ credentials, projectId: s.projectId, scopes: ['https://www.googleapis.com/auth/cloud-platform'] });
  const authClient = await auth.getClient();
  authClient.on('tokens', (tokens: { access_token?: string | null }) => {
    if (tokens.access_token) opts.onSecret?.(tokens.access_token);
  });
  const sdk = new AnthropicVertex({
    region: s.region,
    projectId: s.projectId,
    baseURL: vertexEndpoint(s),
    authClient,
    maxRetries: 0,
    timeout: opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  });
  const model = opts.model || defaultModelFor('vertex');
  return createMessagesClient({
    sdk,
    naming: VERTEX_NAMING,
    price: providerPrice('vertex', model, s.region),
    classify: classifyCredentialError,
    ...commonClientOptions(opts, model),
  });
}
