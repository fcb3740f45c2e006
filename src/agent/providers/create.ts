/**
 * The one place a run's model client is built, for the Action and the CLI alike: the provider
 * named in settings, its credentials from settings, the default model translated to the
 * provider's id (models.ts). Anthropic and replay load with the rest; Bedrock's and Vertex's SDKs
 * (AWS SDK, google-auth-library) are imported only when their provider is chosen.
 */
import type { BedrockSettings, Provider, VertexSettings } from '../../settings.js';
import { createAnthropicClient, type ModelClientCommonOptions } from '../anthropic-client.js';
import type { ModelClient } from '../model-client.js';
import { createReplayClient } from '../replay-client.js';

export interface ModelClientConfig {
  provider: Provider;
  /** '' = the provider's id of the default model. */
  model: string;
  anthropicApiKey: string;
  anthropicBaseUrl: string;
  bedrock: BedrockSettings;
  vertex: VertexSettings;
  replayTranscript?: string;
  /** Receives secrets the client comes to hold (a credentials file's key, minted tokens). */
  onSecret?: (value: string) => void;
}

export async function createModelClient(config: ModelClientConfig, overrides: ModelClientCommonOptions = {}): Promise<ModelClient> {
  const common = { ...overrides, ...(config.model ? { model: config.model } : {}) };
  switch (config.provider) {
    case 'replay':
      if (!config.replayTranscript) throw new Error('provider replay needs a transcript');
      return createReplayClient(config.replayTranscript);
    case 'bedrock':
      return (await import('./bedrock-client.js')).createBedrockClient({ ...common, settings: config.bedrock });
    case 'vertex':
      return (await import('./vertex-client.js')).createVertexClient({
        ...common,
        settings: config.vertex,
        ...(config.onSecret ? { onSecret: config.onSecret } : {}),
      });
    case 'anthropic':
      return createAnthropicClient({
        ...common,
        apiKey: config.anthropicApiKey,
        ...(config.anthropicBaseUrl ? { baseURL: config.anthropicBaseUrl } : {}),
      });
  }
}
