// Provider bedrock and provider vertex end to end through `node dist/index.js`: the credentials a
// cloud login action leaves in the environment, the real SDKs against loopback fakes speaking each
// platform's wire format, and a tool that prints its environment, which must hold none of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { startBedrockApi, type BedrockResponse, type FakeBedrock } from '../fakes/bedrock-api.js';
import { startVertexApi, type FakeVertex, type VertexResponse } from '../fakes/vertex-api.js';
import { SANDBOX_SKIP_REASON } from '../sandbox/sandbox-support.js';
import { sh } from './harness.js';
import { runScenario, tool, type Scenario } from './scenario.js';

const AWS = {
  AWS_ACCESS_KEY_ID: 'ASIAE2EFAKEKEYID0042',
  AWS_SECRET_ACCESS_KEY: 'e2eSecretAccessKey/DoNotLeak/0123456789ab',
  AWS_SESSION_TOKEN: 'IQoJb3JpZ2luX2VjE2eSessionTokenDoNotLeak0123456789',
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
};

const FIX = { file_path: 'src/greet.js', old_string: '  return `Hello, ${name}!`;', new_string: "  return `Hello, ${name || 'world'}!`;" };

type Block = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: unknown };

/** The scripted conversation: print the environment (and `also`), fix the file, report. */
function script(also: Block[] = []): Array<{ blocks: Block[]; stopReason: string }> {
  return [
    { blocks: [{ type: 'text', text: 'Checking the environment first.' }, { type: 'tool_use', ...tool('t1', 'Bash', { command: 'env' }) }, ...also], stopReason: 'tool_use' },
    { blocks: [{ type: 'tool_use', ...tool('t2', 'Edit', FIX) }], stopReason: 'tool_use' },
    { blocks: [{ type: 'text', text: 'Fixed the greeting fallback.' }], stopReason: 'end_turn' },
  ];
}

let current: Scenario | null = null;
let bedrock: FakeBedrock | null = null;
let vertex: FakeVertex | null = null;
afterEach(async () => {
  await current?.close();
  await bedrock?.close();
  await vertex?.close();
  current = bedrock = vertex = null;
});

/** Everything Marshal published or kept: comments, summary, log (mask commands aside), transcript. */
function published(s: Scenario): Record<string, string> {
  return {
    github: s.gh.requests.map((r) => r.rawBody).join('\n'),
    log: [s.run.stdout, s.run.stderr].join('\n').split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n'),
    summary: s.run.summary,
    transcript: readFileSync(s.run.outputs.transcript_path as string, 'utf8'),
  };
}

describe('provider bedrock', () => {
  test('a PR comment runs on Bedrock with the role session configure-aws-credentials exported; no AWS secret reaches a tool, the log or the comment', async () => {
    bedrock = await startBedrockApi({ region: 'us-west-2', sessionToken: AWS.AWS_SESSION_TOKEN });
    bedrock.enqueue(...script().map((m): BedrockResponse => ({ kind: 'message', ...m })));
    current = await runScenario({
      inputs: { provider: 'bedrock', anthropic_api_key: '', aws_region: 'us-west-2', push: 'pr-branch' },
      extraEnv: { ...AWS, ANTHROPIC_BEDROCK_BASE_URL: bedrock.url },
    });
    const s = current;
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    expect(bedrock.failures).toEqual([]);
    expect(s.api.requests).toHaveLength(0);
    expect(s.run.outputs).toMatchObject({ conclusion: 'success', tool_calls: '2' });
    // Signed with the session's key for the input's region, the default model as Bedrock names it.
    expect(bedrock.requests.map((r) => r.modelId)).toEqual(Array(3).fill('global.anthropic.claude-sonnet-5-5'));
    expect(bedrock.requests.every((r) => r.accessKeyId === AWS.AWS_ACCESS_KEY_ID)).toBe(true);
    // Three responses of 100 in / 20 out at Sonnet's list price (global profile).
    expect(s.run.outputs.cost_usd).toBe(((300 * 3 + 60 * 15) / 1e6).toFixed(4));

    const report = s.commentBodies.at(-1) as string;
    expect(report).toContain("name || 'world'");
    expect(report).toContain('global.anthropic.claude-sonnet-5-5');
    expect(sh(s.repo.remote, ['show', 'feature:src/greet.js'])).toContain("name || 'world'");

    // The tool's environment: no AWS variable at all (names are never redacted, so this is exact).
    const envOutput = JSON.stringify(bedrock.requests[1]?.body.messages);
    expect(envOutput).toContain('PATH=');
    expect(envOutput).not.toMatch(/AWS_|ANTHROPIC_BEDROCK/);
    for (const [where, text] of Object.entries({ ...published(s), model: JSON.stringify(bedrock.requests.map((r) => r.body)) })) {
      for (const secret of [AWS.AWS_SECRET_ACCESS_KEY, AWS.AWS_SESSION_TOKEN, AWS.AWS_ACCESS_KEY_ID]) {
        expect(text.includes(secret), `${where} contains ${secret.slice(0, 8)}...`).toBe(false);
      }
    }
    // The runner is told to mask them in its own log as well.
    expect(s.run.stdout).toContain(`::add-mask::${AWS.AWS_SECRET_ACCESS_KEY}`);
  }, 120_000);

  test('a model named by ARN is sent unchanged; its price is unknown, and the output and the comment say so', async () => {
    const arn = 'arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/marshal01';
    bedrock = await startBedrockApi({ region: 'us-east-1' });
    bedrock.enqueue({ kind: 'message', blocks: [{ type: 'text', text: 'Nothing to change.' }], stopReason: 'end_turn' });
    current = await runScenario({ inputs: { provider: 'bedrock', anthropic_api_key: '', model: arn }, extraEnv: { ...AWS, ANTHROPIC_BEDROCK_BASE_URL: bedrock.url } });
    expect(current.run.code, current.run.stdout + current.run.stderr).toBe(0);
    expect(bedrock.failures).toEqual([]);
    expect(bedrock.requests.map((r) => r.modelId)).toEqual([arn]);
    expect(current.run.outputs.cost_usd).toBe('unknown');
    const report = current.commentBodies.at(-1) as string;
    expect(report).toContain('cost unknown');
    expect(report).not.toContain('$0.0000');
  }, 120_000);

  test('without a region the run stops before it starts and says what is missing', async () => {
    const { AWS_REGION: _r, AWS_DEFAULT_REGION: _d, ...noRegion } = AWS;
    current = await runScenario({ inputs: { provider: 'bedrock', anthropic_api_key: '' }, extraEnv: noRegion });
    expect(current.run.code).toBe(1);
    expect(current.run.stdout).toMatch(/::error::Provider "bedrock" needs an AWS region: set the aws_region input, or AWS_REGION/);
    expect(current.commentBodies.join('\n')).toContain('needs an AWS region');
  }, 120_000);
});

describe('provider vertex', () => {
  test('a PR comment runs on Vertex AI with the federation file google-github-actions/auth wrote into the workspace; the file and its token stay out of reach', async () => {
    vertex = await startVertexApi({ project: 'greeter-proj', region: 'us-east5' });
    vertex.enqueue(...script().map((m): VertexResponse => ({ kind: 'message', ...m })));
    const fake = vertex;
    const extraEnv: Record<string, string> = { GOOGLE_CLOUD_PROJECT: 'greeter-proj', ANTHROPIC_VERTEX_BASE_URL: vertex.url };
    current = await runScenario({
      inputs: { provider: 'vertex', anthropic_api_key: '', vertex_region: 'us-east5' },
      // Where the auth action writes it: the workspace (checkout runs first), named in three variables.
      prepare: (repo) => {
        const file = path.join(repo.workspace, 'gha-creds-0123456789abcdef.json');
        fake.writeCredentialsFile(file);
        Object.assign(extraEnv, { GOOGLE_APPLICATION_CREDENTIALS: file, CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE: file, GOOGLE_GHA_CREDS_PATH: file });
      },
      extraEnv,
      responses: [],
    });
    const s = current;
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    expect(vertex.failures).toEqual([]);
    expect(s.run.outputs).toMatchObject({ conclusion: 'success', tool_calls: '2' });
    expect(vertex.requests.map((r) => r.model)).toEqual(Array(3).fill('claude-sonnet-5-5'));
    expect(vertex.tokenCalls).toContain('sts');
    // A regional endpoint: 10% over the list price.
    expect(s.run.outputs.cost_usd).toBe((((300 * 3 + 60 * 15) / 1e6) * 1.1).toFixed(4));
    const report = s.commentBodies.at(-1) as string;
    expect(report).toContain("name || 'world'");

    const envOutput = JSON.stringify(vertex.requests[1]?.body.messages);
    expect(envOutput).toContain('PATH=');
    expect(envOutput).not.toMatch(/GOOGLE_|CLOUDSDK_|ANTHROPIC_VERTEX/);
    for (const [where, text] of Object.entries({ ...published(s), model: JSON.stringify(vertex.requests.map((r) => r.body)) })) {
      for (const secret of [vertex.requestToken, ...vertex.issued]) expect(text.includes(secret), `${where} contains ${secret.slice(0, 10)}...`).toBe(false);
    }
    // The file is no change of the run's (not in the diff, not reverted) and is still there for later steps.
    expect(report).not.toContain('gha-creds');
    expect(readFileSync(path.join(s.repo.workspace, 'gha-creds-0123456789abcdef.json'), 'utf8')).toContain('external_account');
  }, 120_000);

  test.skipIf(SANDBOX_SKIP_REASON !== null)('in the sandbox, a tool cannot read the credentials file inside the workspace', async () => {
    vertex = await startVertexApi({ project: 'greeter-proj', region: 'global' });
    const name = 'gha-creds-fedcba9876543210.json';
    vertex.enqueue(...script([{ type: 'tool_use', ...tool('t0', 'Bash', { command: `cat ${name}` }) }]).map((m): VertexResponse => ({ kind: 'message', ...m })));
    const fake = vertex;
    const extraEnv: Record<string, string> = { GOOGLE_CLOUD_PROJECT: 'greeter-proj', CLOUD_ML_REGION: 'global', ANTHROPIC_VERTEX_BASE_URL: vertex.url };
    current = await runScenario({
      inputs: { provider: 'vertex', anthropic_api_key: '', sandbox: 'required' },
      prepare: (repo) => {
        const file = path.join(repo.workspace, name);
        fake.writeCredentialsFile(file);
        extraEnv.GOOGLE_APPLICATION_CREDENTIALS = file;
      },
      extraEnv,
      responses: [],
    });
    expect(current.run.code, current.run.stdout + current.run.stderr).toBe(0);
    expect(vertex.failures).toEqual([]);
    const seen = JSON.stringify(vertex.requests[1]?.body.messages);
    expect(seen).toMatch(/Permission denied/);
    expect(seen).not.toContain('external_account');
    expect(seen).not.toContain('credential_source');
  }, 120_000);
});
