// The model-name table, the `model-ids` setting, the provider settings as the faces read them, and
// the clouds' credentials as secrets of the run (issue 46). No network.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseModelIds, platformModelId } from '../../src/providers/models.js';
import { cloudSecretValues } from '../../src/secrets/cloud.js';
import { toRunOptions, type RunConfig } from '../../src/config/resolve.js';
import { parseCommandLine } from '../../src/cli/main.js';
import { redactText } from '../../src/secrets/redact.js';

describe('one model name, mapped at the request', () => {
  it('gives each platform its id; the Anthropic API the name itself', () => {
    expect(platformModelId('claude-haiku-4-5', 'anthropic')).toBe('claude-haiku-4-5');
    expect(platformModelId('claude-haiku-4-5', 'vertex')).toBe('claude-haiku-4-5@20251001');
    expect(platformModelId('claude-haiku-4-5-20251001', 'vertex')).toBe('claude-haiku-4-5@20251001');
    expect(platformModelId('claude-haiku-4-5', 'bedrock', { region: 'us-east-1' })).toBe(
      'us.anthropic.claude-haiku-4-5-20251001-v1:0',
    );
    expect(platformModelId('claude-sonnet-4-5', 'bedrock', { region: 'eu-central-1' })).toBe(
      'eu.anthropic.claude-sonnet-4-5-20250929-v1:0',
    );
    expect(platformModelId('claude-sonnet-4-5', 'bedrock', { region: 'sa-east-1' })).toMatch(/^global\./);
  });

  it('takes an override first, a platform id as it is, and refuses an unknown name', () => {
    const overrides = { 'claude-sonnet-4-6': 'global.anthropic.claude-sonnet-4-6' };
    expect(platformModelId('claude-sonnet-4-6', 'bedrock', { region: 'us-east-1', overrides })).toBe(
      'global.anthropic.claude-sonnet-4-6',
    );
    expect(platformModelId('us.anthropic.claude-x-v1:0', 'bedrock', { region: 'us-east-1' })).toBe(
      'us.anthropic.claude-x-v1:0',
    );
    expect(platformModelId('claude-x@20990101', 'vertex')).toBe('claude-x@20990101');
    expect(() => platformModelId('claude-unknown-9', 'bedrock', { region: 'us-east-1' })).toThrow(
      /no Amazon Bedrock id is known for the model "claude-unknown-9": give one with the model-ids setting/,
    );
  });

  it('reads model-ids lines, and refuses a malformed or repeated one', () => {
    expect(parseModelIds(['a=x', ' b = y ', ''], 'model-ids')).toEqual({ a: 'x', b: 'y' });
    expect(() => parseModelIds(['a'], 'model-ids')).toThrow(/each line is MODEL=PLATFORM-ID/);
    expect(() => parseModelIds(['a=x y'], 'model-ids')).toThrow(/each line is MODEL=PLATFORM-ID/);
    expect(() => parseModelIds(['a=x', 'a=y'], 'model-ids')).toThrow(/names "a" twice/);
    expect(() =>
      parseModelIds(
        Array.from({ length: 101 }, (_, i) => `m${i}=x`),
        'model-ids',
      ),
    ).toThrow(/at most 100/);
  });
});

describe('the provider settings, as a run resolves them', () => {
  const base = (extra: Partial<RunConfig>, environment: NodeJS.ProcessEnv): RunConfig => ({
    workspace: '/w',
    scenarioGlobs: ['*.yaml'],
    serverCommand: 'node s.mjs',
    serverModule: '',
    serverCwd: '/w',
    remoteUrl: '',
    bearerToken: '',
    bearerTokenSource: '',
    anthropicApiKey: '',
    judge: 'auto',
    judgeModel: 'claude-haiku-4-5',
    judgeConcurrency: 1,
    concurrency: 1,
    isolation: 'scenario',
    timeoutMs: 1000,
    shard: '',
    filter: '',
    environment,
    ...extra,
  });
  const aws = { AWS_ACCESS_KEY_ID: 'AKIA1', AWS_SECRET_ACCESS_KEY: 'secret-key-1234567890', AWS_REGION: 'us-east-1' };

  it('auto: Bedrock from the environment, its keys secrets of the run', () => {
    const options = toRunOptions(base({}, { ...aws, AWS_SESSION_TOKEN: 'session-token-0987654321' }));
    expect(options.judge.provider).toMatchObject({ platform: 'bedrock', region: 'us-east-1' });
    expect(options.agent!.provider).toMatchObject({ platform: 'bedrock' });
    expect(options.secrets).toEqual(expect.arrayContaining(['secret-key-1234567890', 'session-token-0987654321']));
  });

  it('a settings model without an id on the platform is refused before the run', () => {
    expect(() => toRunOptions(base({ agentModel: 'claude-next-9' }, aws))).toThrow(/claude-next-9/);
    expect(() =>
      toRunOptions(base({ agentModel: 'claude-next-9', modelIds: ['claude-next-9=us.anthropic.next'] }, aws)),
    ).not.toThrow();
  });

  it('provider: vertex without a region skips with the reason, and required names it', () => {
    const options = toRunOptions(base({ provider: 'vertex' }, {}));
    expect(options.judge.provider).toBeUndefined();
    expect(options.judge.unavailable?.reason).toMatch(/CLOUD_ML_REGION/);
  });

  it('--provider and --model-id on the command line', () => {
    const parsed = parseCommandLine(
      ['--server-command', 'node s.mjs', '--provider', 'vertex', '--model-id', 'a=b', '--model-id', 'c=d'],
      {},
      '/w',
    );
    if (typeof parsed === 'string') throw new Error(parsed);
    expect(parsed.provider).toBe('vertex');
    expect(parsed.modelIds).toEqual(['a=b', 'c=d']);
    expect(() => parseCommandLine(['--provider', 'azure'], {}, '/w')).toThrow(
      '--provider must be one of auto, anthropic, bedrock, vertex, got "azure"',
    );
  });
});

describe('the clouds credentials are secrets of the run', () => {
  it('reads the AWS and Google variables, and the keys and tokens behind GOOGLE_APPLICATION_CREDENTIALS', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mse-cloud-secrets-'));
    const pem =
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\n';
    const key = path.join(dir, 'sa.json');
    await writeFile(key, JSON.stringify({ type: 'service_account', private_key: pem, client_email: 'a@b' }));
    expect(cloudSecretValues({ GOOGLE_APPLICATION_CREDENTIALS: key })).toEqual(
      expect.arrayContaining([pem, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7']),
    );
    const token = path.join(dir, 'token');
    await writeFile(token, 'subject.token.value');
    const wif = path.join(dir, 'wif.json');
    await writeFile(wif, JSON.stringify({ type: 'external_account', credential_source: { file: token } }));
    const values = cloudSecretValues({
      GOOGLE_APPLICATION_CREDENTIALS: wif,
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      AWS_SESSION_TOKEN: 'aws-session',
      AWS_BEARER_TOKEN_BEDROCK: 'bedrock-key',
      AWS_ACCESS_KEY_ID: 'AKIA-not-a-secret',
    });
    expect(values).toEqual(expect.arrayContaining(['subject.token.value', 'aws-secret', 'aws-session', 'bedrock-key']));
    expect(values).not.toContain('AKIA-not-a-secret');
    expect(redactText('leaked subject.token.value', values)).not.toContain('subject.token.value');
    // A missing or unreadable file gives nothing, and no error: the auth library will say what is wrong.
    expect(cloudSecretValues({ GOOGLE_APPLICATION_CREDENTIALS: path.join(dir, 'missing.json') })).toEqual([]);
  });
});
