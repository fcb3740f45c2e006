// The bedrock and vertex providers' settings: read from the environment the cloud login actions
// leave, overridable by inputs, and missing pieces named only when a run would start.
import { describe, expect, test } from 'vitest';
import { modelInputError, providerCredentialPaths, providerSecrets, readSettings, SettingsError } from '../src/settings.js';

const read = (extra: Record<string, string>) => readSettings({ env: { GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'schedule', ...extra } });
const missing = (extra: Record<string, string>) => modelInputError(read(extra).inputs);

/** What aws-actions/configure-aws-credentials exports after assuming a role. */
const AWS_SESSION = {
  AWS_REGION: 'us-east-1',
  AWS_DEFAULT_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'ASIAEXAMPLEKEYID0001',
  AWS_SECRET_ACCESS_KEY: 'secret/access/key/value/0123456789',
  AWS_SESSION_TOKEN: 'FwoGZXIvYXdzEFakeSessionToken',
};
/** What google-github-actions/auth exports with project_id and workload identity federation. */
const GCP_AUTH = {
  GOOGLE_APPLICATION_CREDENTIALS: '/home/runner/work/r/r/gha-creds-abc.json',
  CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE: '/home/runner/work/r/r/gha-creds-abc.json',
  GOOGLE_GHA_CREDS_PATH: '/home/runner/work/r/r/gha-creds-abc.json',
  GOOGLE_CLOUD_PROJECT: 'my-proj',
  CLOUDSDK_CORE_PROJECT: 'my-proj',
};

describe('provider bedrock', () => {
  test('region and credentials come from what configure-aws-credentials exports; aws_region overrides the region', () => {
    const { inputs } = read({ INPUT_PROVIDER: 'bedrock', ...AWS_SESSION });
    expect(inputs.bedrock).toMatchObject({ region: 'us-east-1', accessKeyId: AWS_SESSION.AWS_ACCESS_KEY_ID, secretAccessKey: AWS_SESSION.AWS_SECRET_ACCESS_KEY, sessionToken: AWS_SESSION.AWS_SESSION_TOKEN });
    expect(modelInputError(inputs)).toBeNull();
    expect(read({ ...AWS_SESSION, INPUT_AWS_REGION: 'eu-central-1' }).inputs.bedrock.region).toBe('eu-central-1');
    expect(read({ AWS_DEFAULT_REGION: 'ap-northeast-1' }).inputs.bedrock.region).toBe('ap-northeast-1');
    expect(() => read({ INPUT_AWS_REGION: 'us-east-1/../x' })).toThrow(SettingsError);
    expect(() => read({ INPUT_AWS_REGION: 'us-east-1/../x' })).toThrow(/Invalid input 'aws_region'/);
  });

  test('what is missing is named: the region, the credentials, half a key pair, a role for a web identity token', () => {
    const { AWS_REGION: _r, AWS_DEFAULT_REGION: _d, ...noRegion } = AWS_SESSION;
    expect(missing({ INPUT_PROVIDER: 'bedrock', ...noRegion })).toMatch(/needs an AWS region: set the aws_region input, or AWS_REGION/);
    expect(missing({ INPUT_PROVIDER: 'bedrock', AWS_REGION: 'us-east-1' })).toMatch(/needs AWS credentials .*aws-actions\/configure-aws-credentials/);
    expect(missing({ INPUT_PROVIDER: 'bedrock', AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'AKIA0000' })).toBe('Provider "bedrock": AWS_ACCESS_KEY_ID is set but AWS_SECRET_ACCESS_KEY is not.');
    expect(missing({ INPUT_PROVIDER: 'bedrock', AWS_REGION: 'us-east-1', AWS_WEB_IDENTITY_TOKEN_FILE: '/var/run/token' })).toMatch(/AWS_ROLE_ARN is not/);
    // Other sources of credentials are enough on their own.
    expect(missing({ INPUT_PROVIDER: 'bedrock', AWS_REGION: 'us-east-1', AWS_BEARER_TOKEN_BEDROCK: 'bedrock-api-key-abc' })).toBeNull();
    expect(missing({ INPUT_PROVIDER: 'bedrock', AWS_REGION: 'us-east-1', AWS_WEB_IDENTITY_TOKEN_FILE: '/t', AWS_ROLE_ARN: 'arn:aws:iam::1:role/r' })).toBeNull();
    expect(missing({ INPUT_PROVIDER: 'bedrock', AWS_REGION: 'us-east-1', AWS_PROFILE: 'ci' })).toBeNull();
  });

  test('nothing is demanded before a run would start, nor from another provider', () => {
    // Reading settings never fails for want of credentials (a skipped event needs none).
    expect(() => read({ INPUT_PROVIDER: 'bedrock' })).not.toThrow();
    expect(missing({ INPUT_ANTHROPIC_API_KEY: 'sk-ant-x', AWS_REGION: '' })).toBeNull();
  });

  test('the credential values are secrets to redact; token files and shared config are paths to hide', () => {
    const { inputs } = read({ ...AWS_SESSION, AWS_BEARER_TOKEN_BEDROCK: 'bedrock-api-key-0123', AWS_WEB_IDENTITY_TOKEN_FILE: '/var/run/secrets/token', AWS_SHARED_CREDENTIALS_FILE: '/etc/aws/credentials' });
    expect(providerSecrets(inputs).sort()).toEqual([AWS_SESSION.AWS_ACCESS_KEY_ID, AWS_SESSION.AWS_SECRET_ACCESS_KEY, AWS_SESSION.AWS_SESSION_TOKEN, 'bedrock-api-key-0123'].sort());
    expect(providerCredentialPaths(inputs)).toEqual(['/var/run/secrets/token', '/etc/aws/credentials']);
  });
});

describe('provider vertex', () => {
  test('project, region and credentials file come from what google-github-actions/auth exports; inputs override', () => {
    const { inputs } = read({ INPUT_PROVIDER: 'vertex', INPUT_VERTEX_REGION: 'us-east5', ...GCP_AUTH });
    expect(inputs.vertex).toEqual({ projectId: 'my-proj', region: 'us-east5', baseUrl: '', credentialsFile: GCP_AUTH.GOOGLE_APPLICATION_CREDENTIALS });
    expect(modelInputError(inputs)).toBeNull();
    expect(read({ ...GCP_AUTH, INPUT_VERTEX_PROJECT_ID: 'other-proj', CLOUD_ML_REGION: 'global' }).inputs.vertex).toMatchObject({ projectId: 'other-proj', region: 'global' });
    expect(read({ ANTHROPIC_VERTEX_BASE_URL: 'http://127.0.0.1:9/v1' }).inputs.vertex.baseUrl).toBe('http://127.0.0.1:9/v1');
    // The credentials file is hidden from tools wherever it is (the auth action puts it in the workspace).
    expect(providerCredentialPaths(inputs)).toEqual([GCP_AUTH.GOOGLE_APPLICATION_CREDENTIALS]);
  });

  test('what is missing is named: the project, the region, the credentials', () => {
    expect(missing({ INPUT_PROVIDER: 'vertex', CLOUD_ML_REGION: 'global', GOOGLE_APPLICATION_CREDENTIALS: '/c.json' })).toMatch(/needs a Google Cloud project: set the vertex_project_id input, or GOOGLE_CLOUD_PROJECT/);
    expect(missing({ INPUT_PROVIDER: 'vertex', GOOGLE_CLOUD_PROJECT: 'p', GOOGLE_APPLICATION_CREDENTIALS: '/c.json' })).toMatch(/needs a region: set the vertex_region input .* or CLOUD_ML_REGION/);
    expect(missing({ INPUT_PROVIDER: 'vertex', GOOGLE_CLOUD_PROJECT: 'p', CLOUD_ML_REGION: 'global' })).toMatch(/needs Google credentials .*google-github-actions\/auth .*GOOGLE_APPLICATION_CREDENTIALS/);
  });
});
