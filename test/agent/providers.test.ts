// The bedrock and vertex providers through the real loop and the real SDKs, against loopback fakes
// that speak each platform's wire format: Bedrock's binary event stream with SigV4-signed
// requests, Vertex's SSE stream behind the workload identity federation token flow.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createModelClient, type ModelClientConfig } from '../../src/agent/providers/create.js';
import { formatCost } from '../../src/report/markdown.js';
import type { BedrockSettings, VertexSettings } from '../../src/settings.js';
import { startBedrockApi, type FakeBedrock } from '../fakes/bedrock-api.js';
import type { FakeMessagesApi } from '../fakes/messages-api.js';
import { agentHarness, ofType } from '../fakes/messages-harness.js';
import { startVertexApi, type FakeVertex } from '../fakes/vertex-api.js';

const AKID = 'AKIAFAKEEXAMPLE12345';
const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYFAKEKEY123';
const SESSION = 'IQoJb3JpZ2luX2VjEFakeSessionToken0123456789';
const noApi = { url: 'http://127.0.0.1:9' } as FakeMessagesApi;
const fast = { retry: { baseDelayMs: 10, maxDelayMs: 50 } };

const toolThenText = [
  { blocks: [{ type: 'text' as const, text: 'Reading a.txt.' }, { type: 'tool_use' as const, id: 'toolu_1', name: 'Peek', input: { path: 'a.txt' } }], stopReason: 'tool_use' },
  { blocks: [{ type: 'text' as const, text: 'a.txt says alpha.' }], stopReason: 'end_turn' },
];

function bedrockSettings(url: string, over: Partial<BedrockSettings> = {}): BedrockSettings {
  return {
    region: 'eu-west-1', baseUrl: url, accessKeyId: AKID, secretAccessKey: SECRET, sessionToken: SESSION, bearerToken: '',
    profile: '', webIdentityTokenFile: '', roleArn: '', roleSessionName: '', sharedCredentialsFile: '', configFile: '', ...over,
  };
}
const emptyVertex: VertexSettings = { projectId: '', region: '', baseUrl: '', credentialsFile: '' };

function config(over: Partial<ModelClientConfig>): ModelClientConfig {
  return { provider: 'anthropic', model: '', anthropicApiKey: '', anthropicBaseUrl: '', bedrock: bedrockSettings(''), vertex: emptyVertex, ...over };
}

/** The text of every tool_result the request sent back. */
function toolResults(body: Record<string, unknown>): string {
  return JSON.stringify((body.messages as Array<{ content: unknown }>).map((m) => m.content)).match(/"tool_result".*?"content":"(.*?)"/)?.[1] ?? '';
}

describe('provider bedrock (event stream, SigV4)', () => {
  let fake: FakeBedrock;
  afterEach(async () => {
    expect(fake.failures).toEqual([]);
    await fake.close();
  });

  test('streamed text and a tool call run through the loop; the default model is the global inference profile; the cost is priced', async () => {
    fake = await startBedrockApi({ region: 'eu-west-1', sessionToken: SESSION });
    fake.enqueue(...toolThenText.map((m) => ({ kind: 'message' as const, ...m })));
    const h = agentHarness(noApi);
    const client = await createModelClient(config({ provider: 'bedrock', bedrock: bedrockSettings(fake.url) }), fast);
    expect(client.model).toBe('global.anthropic.claude-sonnet-5-5');
    const result = await h.run({ client });
    expect(result.conclusion).toBe('success');
    expect(result.finalText).toBe('a.txt says alpha.');
    expect(h.log.started.has('toolu_1')).toBe(true);
    expect(fake.requests.map((r) => r.modelId)).toEqual(['global.anthropic.claude-sonnet-5-5', 'global.anthropic.claude-sonnet-5-5']);
    expect(fake.requests.every((r) => r.accessKeyId === AKID)).toBe(true);
    expect(toolResults(fake.requests[1]?.body ?? {})).toContain('alpha');
    // Two responses of 100 in / 20 out at Sonnet list prices (global endpoint: no premium).
    expect(result.costUsd).toBeCloseTo((200 * 3 + 40 * 15) / 1e6, 10);
  });

  test('throttling (429 ThrottlingException, and a throttlingException frame mid-stream) is retried', async () => {
    fake = await startBedrockApi({ region: 'eu-west-1' });
    fake.enqueue(
      { kind: 'http-error', status: 429, errorType: 'ThrottlingException', message: 'Too many requests, please wait before trying again.' },
      { kind: 'stream-exception', afterFrames: 3, exceptionType: 'throttlingException', message: 'Too many tokens, please wait before trying again.', blocks: [{ type: 'text', text: 'partial answer that never completes' }] },
      { kind: 'message', blocks: [{ type: 'text', text: 'third time lucky' }], stopReason: 'end_turn' },
    );
    const h = agentHarness(noApi);
    const result = await h.run({ client: await createModelClient(config({ provider: 'bedrock', bedrock: bedrockSettings(fake.url) }), fast) });
    expect(result.conclusion).toBe('success');
    expect(result.finalText).toBe('third time lucky');
    const retries = ofType(h.events, 'retry').map((e) => e.error);
    expect(retries).toHaveLength(2);
    expect(retries[0]).toMatch(/Amazon Bedrock rate limited \(429\): Too many requests/);
    expect(retries[1]).toMatch(/^Amazon Bedrock stream failed \(throttlingException\)/);
    expect(fake.requests).toHaveLength(3);
  });

  test('a rejected signature (403) ends the run at once, naming the credentials', async () => {
    fake = await startBedrockApi({ region: 'eu-west-1' });
    fake.enqueue({ kind: 'http-error', status: 403, errorType: 'UnrecognizedClientException', message: 'The security token included in the request is invalid.' });
    const h = agentHarness(noApi);
    const result = await h.run({ client: await createModelClient(config({ provider: 'bedrock', bedrock: bedrockSettings(fake.url) }), fast) });
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toMatch(/^Amazon Bedrock denied access \(403\): The security token included in the request is invalid\. Check the AWS credentials/);
    expect(fake.requests).toHaveLength(1);
    expect(ofType(h.events, 'retry')).toHaveLength(0);
    expect(result.reason).not.toContain(SECRET);
  });

  test('a Bedrock API key (AWS_BEARER_TOKEN_BEDROCK) is sent as a bearer token instead of a signature', async () => {
    fake = await startBedrockApi({ region: 'eu-west-1', bearer: 'ABSKbedrockApiKey0123456789' });
    fake.enqueue({ kind: 'message', blocks: [{ type: 'text', text: 'keyed' }], stopReason: 'end_turn' });
    const bedrock = bedrockSettings(fake.url, { accessKeyId: '', secretAccessKey: '', sessionToken: '', bearerToken: 'ABSKbedrockApiKey0123456789' });
    const result = await agentHarness(noApi).run({ client: await createModelClient(config({ provider: 'bedrock', bedrock }), fast) });
    expect(result.finalText).toBe('keyed');
    expect(fake.requests).toHaveLength(1);
  });

  test('a web identity token file that cannot be read ends the run (no retries, no request): the chain has no credentials to give', async () => {
    fake = await startBedrockApi({ region: 'eu-west-1' });
    const bedrock = bedrockSettings(fake.url, { accessKeyId: '', secretAccessKey: '', sessionToken: '', webIdentityTokenFile: '/nonexistent/marshal-token', roleArn: 'arn:aws:iam::123456789012:role/ci' });
    const h = agentHarness(noApi);
    const result = await h.run({ client: await createModelClient(config({ provider: 'bedrock', bedrock }), fast) });
    expect(result.conclusion).toBe('failure');
    expect(result.reason).toMatch(/^Amazon Bedrock: no usable AWS credentials \(ENOENT: no such file or directory, open .\/nonexistent\/marshal-token.\)/);
    expect(ofType(h.events, 'retry')).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });

  test('an explicit model passes unchanged; an ARN has no known price: cost unknown, and a budget is refused before any call', async () => {
    fake = await startBedrockApi({ region: 'eu-west-1' });
    const arn = 'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/abc123';
    fake.enqueue({ kind: 'message', blocks: [{ type: 'text', text: 'ok' }], stopReason: 'end_turn' });
    const client = await createModelClient(config({ provider: 'bedrock', model: arn, bedrock: bedrockSettings(fake.url) }), fast);
    expect(client.model).toBe(arn);
    expect(client.price).toBeNull();
    const result = await agentHarness(noApi).run({ client });
    expect(result.conclusion).toBe('success');
    expect(fake.requests[0]?.modelId).toBe(arn);
    expect(Number.isNaN(result.costUsd)).toBe(true);
    expect(formatCost(result.costUsd)).toBe('cost unknown');

    const budgeted = await agentHarness(noApi).run({ client, limits: { maxTurns: 5, timeoutMs: 30_000, maxCostUsd: 1 } });
    expect(budgeted.conclusion).toBe('failure');
    expect(budgeted.reason).toMatch(/cost budget \(\$1\.00\) cannot be enforced: no price is known for the model arn:aws:bedrock/);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('provider vertex (raw predict stream, workload identity federation)', () => {
  let fake: FakeVertex;
  afterEach(async () => {
    expect(fake.failures).toEqual([]);
    await fake.close();
  });

  async function vertexClient(over: Partial<VertexSettings> = {}, onSecret?: (s: string) => void) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-gcp-'));
    const credentialsFile = path.join(dir, 'gha-creds-1234.json');
    fake.writeCredentialsFile(credentialsFile);
    const vertex = { projectId: 'my-proj', region: 'us-east5', baseUrl: fake.url, credentialsFile, ...over };
    return createModelClient(config({ provider: 'vertex', vertex, ...(onSecret ? { onSecret } : {}) }), fast);
  }

  test('the OIDC token is exchanged for an access token that reaches the model; text and a tool call run through the loop; secrets go to the redactor', async () => {
    fake = await startVertexApi({ project: 'my-proj', region: 'us-east5' });
    fake.enqueue(...toolThenText.map((m) => ({ kind: 'message' as const, ...m })));
    const h = agentHarness(noApi);
    const client = await vertexClient({}, (s) => h.redactor.add(s));
    expect(client.model).toBe('claude-sonnet-5-5');
    const result = await h.run({ client });
    expect(result.conclusion).toBe('success');
    expect(result.finalText).toBe('a.txt says alpha.');
    expect(fake.tokenCalls.slice(0, 2)).toEqual(['oidc', 'sts']);
    expect(fake.requests.map((r) => r.model)).toEqual(['claude-sonnet-5-5', 'claude-sonnet-5-5']);
    expect(fake.requests[0]?.bearer).toBe(fake.issued[0]);
    expect(toolResults(fake.requests[1]?.body ?? {})).toContain('alpha');
    // The request token in the credentials file and the minted access token are both redacted.
    expect(h.redactor.redact(`x ${fake.requestToken} y ${fake.issued[0]} z`)).not.toMatch(/ghs_oidcreq_|ya29\.fake_/);
    // A regional endpoint (us-east5) costs 10% more than the global one for this generation.
    expect(result.costUsd).toBeCloseTo(((200 * 3 + 40 * 15) / 1e6) * 1.1, 10);
  });

  test('quota exhaustion (429 RESOURCE_EXHAUSTED) is retried', async () => {
    fake = await startVertexApi({ project: 'my-proj', region: 'global' });
    fake.enqueue(
      { kind: 'http-error', status: 429, googleStatus: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded for aiplatform.googleapis.com/online_prediction_requests_per_base_model.' },
      { kind: 'message', blocks: [{ type: 'text', text: 'after the quota' }], stopReason: 'end_turn' },
    );
    const h = agentHarness(noApi);
    const client = await vertexClient({ region: 'global' });
    const result = await h.run({ client });
    expect(result.conclusion).toBe('success');
    expect(ofType(h.events, 'retry').map((e) => e.error)).toEqual([expect.stringMatching(/^Vertex AI rate limited \(429\): Quota exceeded/)]);
    expect(result.costUsd).toBeCloseTo((100 * 3 + 20 * 15) / 1e6, 10);
  });

  test('permission denied (403) is fatal; so is a token exchange the identity provider refuses', async () => {
    fake = await startVertexApi({ project: 'my-proj', region: 'us-east5' });
    fake.enqueue({ kind: 'http-error', status: 403, googleStatus: 'PERMISSION_DENIED', message: "Permission 'aiplatform.endpoints.predict' denied on resource." });
    const denied = await agentHarness(noApi).run({ client: await vertexClient() });
    expect(denied.conclusion).toBe('failure');
    expect(denied.reason).toMatch(/^Vertex AI denied access \(403\): Permission 'aiplatform\.endpoints\.predict' denied/);
    expect(fake.requests).toHaveLength(1);

    fake.rejectExchange(400);
    const h = agentHarness(noApi);
    const refused = await h.run({ client: await vertexClient() });
    expect(refused.conclusion).toBe('failure');
    expect(refused.reason).toMatch(/^Google refused the Vertex AI credentials \(400 from the token endpoint\)/);
    expect(ofType(h.events, 'retry')).toHaveLength(0);
    expect(fake.requests).toHaveLength(1);
  });
});
