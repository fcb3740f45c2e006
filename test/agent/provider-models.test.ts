// Model ids and prices per provider: the default translated, ids read back, prices only where known.
import { describe, expect, test } from 'vitest';
import { priceFor } from '../../src/agent/pricing.js';
import { defaultModelFor, parseBedrockModelId, parseVertexModelId, providerPrice } from '../../src/agent/providers/models.js';
import { credentialFileSecrets, vertexEndpoint } from '../../src/agent/providers/vertex-client.js';

const SONNET = priceFor('claude-sonnet-5-5');

describe('provider model ids', () => {
  test('the default model in each platform\'s spelling', () => {
    expect(defaultModelFor('bedrock')).toBe('global.anthropic.claude-sonnet-5-5');
    expect(defaultModelFor('vertex')).toBe('claude-sonnet-5-5');
  });

  test.each([
    ['global.anthropic.claude-sonnet-5-5', 'claude-sonnet-5-5', false],
    ['us.anthropic.claude-sonnet-4-5-20250929-v1:0', 'claude-sonnet-4-5', true],
    ['anthropic.claude-opus-4-1-20250805-v1:0', 'claude-opus-4-1', true],
    ['eu.anthropic.claude-haiku-4-5-20251001-v1:0', 'claude-haiku-4-5', true],
    ['us-gov.anthropic.claude-3-haiku-20240307-v1:0', 'claude-3-haiku', true],
  ])('bedrock %s reads as %s (regional: %s)', (id, anthropicId, regional) => {
    expect(parseBedrockModelId(id)).toEqual({ anthropicId, regional });
  });

  test('ARNs and other vendors are not Anthropic ids', () => {
    expect(parseBedrockModelId('arn:aws:bedrock:us-east-1:123:application-inference-profile/x')).toBeNull();
    expect(parseBedrockModelId('meta.llama3-70b-instruct-v1:0')).toBeNull();
    expect(parseVertexModelId('gemini-2.5-pro', 'global')).toBeNull();
    expect(parseVertexModelId('claude-opus-4-1@20250805', 'us-east5')).toEqual({ anthropicId: 'claude-opus-4-1', regional: true });
  });
});

describe('provider prices', () => {
  test('global endpoints charge the list price; regional ones 10% more from the 4.5 generation on', () => {
    expect(providerPrice('bedrock', 'global.anthropic.claude-sonnet-5-5', 'us-east-1')).toEqual(SONNET);
    expect(providerPrice('bedrock', 'us.anthropic.claude-sonnet-5-5', 'us-east-1')).toEqual({ input: 3.3, output: 16.5, cacheWrite: 4.125, cacheRead: 0.33 });
    expect(providerPrice('vertex', 'claude-sonnet-5-5', 'global')).toEqual(SONNET);
    expect(providerPrice('vertex', 'claude-sonnet-4-5@20250929', 'europe-west1')?.input).toBe(3.3);
    // Older models have one price everywhere.
    expect(providerPrice('vertex', 'claude-opus-4-1@20250805', 'us-east5')).toEqual(priceFor('claude-opus-4-1'));
    expect(providerPrice('bedrock', 'us.anthropic.claude-3-haiku-20240307-v1:0', 'us-east-1')).toEqual({ input: 0.25, output: 1.25, cacheWrite: 0.3, cacheRead: 0.03 });
  });

  test('no price is made up: an ARN or an unknown family is unknown', () => {
    expect(providerPrice('bedrock', 'arn:aws:bedrock:us-east-1:123:provisioned-model/abc', 'us-east-1')).toBeNull();
    expect(providerPrice('vertex', 'claude-instant-1@001', 'global')).toBeNull();
    expect(providerPrice('bedrock', 'anthropic.claude-v2:1', 'us-east-1')).toBeNull();
  });
});

describe('vertex credentials files', () => {
  test('the secrets of each kind of file are found: a key, a refresh token, the OIDC request token of a federation config', () => {
    expect(credentialFileSecrets({ type: 'service_account', private_key: '-----BEGIN PRIVATE KEY-----\nMIIE...', private_key_id: 'abcdef0123456789', client_email: 'sa@p.iam.gserviceaccount.com' }))
      .toEqual(['-----BEGIN PRIVATE KEY-----\nMIIE...', 'abcdef0123456789']);
    expect(credentialFileSecrets({ type: 'authorized_user', client_secret: 'GOCSPX-secret123', refresh_token: '1//0refresh-token' })).toEqual(['GOCSPX-secret123', '1//0refresh-token']);
    expect(credentialFileSecrets({ type: 'external_account', credential_source: { url: 'https://x', headers: { Authorization: 'Bearer ghs_requestToken123' } } }))
      .toEqual(['Bearer ghs_requestToken123', 'ghs_requestToken123']);
    expect(credentialFileSecrets('not an object')).toEqual([]);
  });

  test('the endpoint of a region, as the SDK would build it', () => {
    const v = { projectId: 'p', baseUrl: '', credentialsFile: '/c' };
    expect(vertexEndpoint({ ...v, region: 'global' })).toBe('https://aiplatform.googleapis.com/v1');
    expect(vertexEndpoint({ ...v, region: 'eu' })).toBe('https://aiplatform.eu.rep.googleapis.com/v1');
    expect(vertexEndpoint({ ...v, region: 'us-east5' })).toBe('https://us-east5-aiplatform.googleapis.com/v1');
    expect(vertexEndpoint({ ...v, region: 'us-east5', baseUrl: 'http://127.0.0.1:1/v1' })).toBe('http://127.0.0.1:1/v1');
  });
});
