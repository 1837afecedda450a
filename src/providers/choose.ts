// Which platform the judge and the agent reach Claude through (`provider`), decided once from the
// setting and the environment, as a workflow leaves it: an Anthropic key, the AWS credentials
// aws-actions/configure-aws-credentials exports, or the files google-github-actions/auth writes.
// No SDK is loaded here: the settings are resolved before anything else runs.

export const PROVIDER_SETTINGS = ['auto', 'anthropic', 'bedrock', 'vertex'] as const;
export type ProviderSetting = (typeof PROVIDER_SETTINGS)[number];
export type Platform = Exclude<ProviderSetting, 'auto'>;

/** How a message names each platform. */
export const PLATFORM_NAMES: Readonly<Record<Platform, string>> = {
  anthropic: 'the Anthropic API',
  bedrock: 'Amazon Bedrock',
  vertex: 'Google Vertex AI',
};

/** The variable each platform's SDK reads its base URL from (gateways, and this project's tests). */
export const BASE_URL_VARIABLES: Readonly<Record<Platform, string>> = {
  anthropic: 'ANTHROPIC_BASE_URL',
  bedrock: 'ANTHROPIC_BEDROCK_BASE_URL',
  vertex: 'ANTHROPIC_VERTEX_BASE_URL',
};

/** A platform chosen, with what its client needs. Secrets are held as values: the environment is erased of them once read. */
export interface Provider {
  platform: Platform;
  /** anthropic: the API key. bedrock: a Bedrock API key (AWS_BEARER_TOKEN_BEDROCK), sent as a bearer token instead of signing. */
  apiKey?: string;
  /** bedrock: keys from the environment (as OIDC leaves them); absent: the AWS default chain (profile, web identity…). */
  aws?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** bedrock: AWS_REGION or AWS_DEFAULT_REGION; vertex: CLOUD_ML_REGION. */
  region?: string;
  /** vertex: ANTHROPIC_VERTEX_PROJECT_ID or GOOGLE_CLOUD_PROJECT; absent: from the credentials. */
  projectId?: string;
  /** `model-ids`: platform ids for models the table lacks (or in place of its own). */
  modelIds?: Readonly<Record<string, string>>;
}

/** No platform: `reason` is what a skip says (as it said before there were clouds), `missing` what `required` fails with. */
export interface NoProvider {
  provider?: undefined;
  reason: string;
  missing: string;
}

export type ProviderChoice = { provider: Provider } | NoProvider;

/** What a skip without any model access says (kept as it was: reports and notices quote it). */
export const NO_KEY_REASON = 'no ANTHROPIC_API_KEY (or anthropic-api-key) set';

/** What `provider: auto` also looked for, said when `required` fails without any. */
export const NO_CLOUD =
  ', nor AWS credentials and a region for Amazon Bedrock (provider: bedrock), nor a project and region for Google Vertex AI (provider: vertex)';

/** Whether the environment holds AWS credentials of a kind the default chain (or the Bedrock SDK) reads. */
export function awsCredentialsIn(env: NodeJS.ProcessEnv): boolean {
  return Boolean(
    (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) ||
    env.AWS_PROFILE ||
    env.AWS_WEB_IDENTITY_TOKEN_FILE ||
    env.AWS_BEARER_TOKEN_BEDROCK,
  );
}

function awsRegion(env: NodeJS.ProcessEnv): string | undefined {
  return env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined;
}

function vertexProject(env: NodeJS.ProcessEnv): string | undefined {
  return env.ANTHROPIC_VERTEX_PROJECT_ID || env.GOOGLE_CLOUD_PROJECT || undefined;
}

function bedrock(env: NodeJS.ProcessEnv, modelIds?: Readonly<Record<string, string>>): ProviderChoice {
  const region = awsRegion(env);
  if (!region) {
    const reason = 'provider bedrock has no AWS region (set AWS_REGION or AWS_DEFAULT_REGION)';
    return { reason, missing: reason };
  }
  const keys =
    env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          aws: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {};
  return {
    provider: {
      platform: 'bedrock',
      region,
      ...(env.AWS_BEARER_TOKEN_BEDROCK ? { apiKey: env.AWS_BEARER_TOKEN_BEDROCK } : keys),
      ...(modelIds && { modelIds }),
    },
  };
}

function vertex(env: NodeJS.ProcessEnv, modelIds?: Readonly<Record<string, string>>): ProviderChoice {
  const region = env.CLOUD_ML_REGION;
  if (!region) {
    const reason = 'provider vertex has no Google Vertex AI region (set CLOUD_ML_REGION)';
    return { reason, missing: reason };
  }
  const projectId = vertexProject(env);
  return {
    provider: { platform: 'vertex', region, ...(projectId && { projectId }), ...(modelIds && { modelIds }) },
  };
}

/**
 * The platform for `setting`. `auto`: the Anthropic API when a key is given, else Amazon Bedrock when
 * AWS credentials and a region are in the environment, else Google Vertex AI when a project and a
 * region are, else none. A platform named outright needs only what its SDK cannot do without (a
 * region); its credentials are the SDK's to find (an instance role, a profile, application default
 * credentials), and a missing one is said by the platform at the first call.
 */
export function chooseProvider(
  setting: ProviderSetting,
  env: NodeJS.ProcessEnv,
  apiKey: string | undefined,
  modelIds?: Readonly<Record<string, string>>,
): ProviderChoice {
  const ids = modelIds && Object.keys(modelIds).length > 0 ? modelIds : undefined;
  switch (setting) {
    case 'anthropic':
      return apiKey
        ? { provider: { platform: 'anthropic', apiKey, ...(ids && { modelIds: ids }) } }
        : { reason: NO_KEY_REASON, missing: NO_KEY_REASON };
    case 'bedrock':
      return bedrock(env, ids);
    case 'vertex':
      return vertex(env, ids);
    default:
      if (apiKey) return { provider: { platform: 'anthropic', apiKey, ...(ids && { modelIds: ids }) } };
      if (awsCredentialsIn(env) && awsRegion(env)) return bedrock(env, ids);
      if (vertexProject(env) && env.CLOUD_ML_REGION) return vertex(env, ids);
      return { reason: NO_KEY_REASON, missing: NO_KEY_REASON + NO_CLOUD };
  }
}

/**
 * The platform a run's options name, for code that still gives only an Anthropic key (options built
 * by hand): the provider when one was chosen, else the Anthropic API with the key, else none.
 */
export function providerOf(options: { provider?: Provider; apiKey?: string }): Provider | undefined {
  return options.provider ?? (options.apiKey ? { platform: 'anthropic', apiKey: options.apiKey } : undefined);
}

/** The secret values a provider holds (redacted, masked, never recorded). */
export function providerSecrets(provider: Provider | undefined): string[] {
  if (!provider) return [];
  return [provider.apiKey, provider.aws?.secretAccessKey, provider.aws?.sessionToken].filter((value): value is string =>
    Boolean(value),
  );
}
