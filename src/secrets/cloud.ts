// The cloud credentials a run may hold, as secrets of the run (masked in the action, redacted in
// every form from every report and recording, kept from the server under test), like the Anthropic
// key: AWS secret keys, session tokens and Bedrock API keys from the environment; Google access
// tokens from the environment, and the private key, refresh token or subject token behind
// GOOGLE_APPLICATION_CREDENTIALS (a service-account key, a user's credentials, or the Workload
// Identity Federation file google-github-actions/auth writes).
import fs from 'node:fs';

/** Variables whose whole value is a credential. */
export const CLOUD_SECRET_VARIABLES = [
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_SECURITY_TOKEN',
  'AWS_BEARER_TOKEN_BEDROCK',
  'GOOGLE_OAUTH_ACCESS_TOKEN',
  'CLOUDSDK_AUTH_ACCESS_TOKEN',
] as const;

/** A credentials file larger than this is not one: it is not read (the auth library will say what is wrong). */
export const CREDENTIALS_FILE_MAX_BYTES = 256 * 1024;

/** A PEM's lines shorter than this are its armour or padding, not secret material worth masking alone. */
const PEM_LINE_MIN_CHARS = 16;

/** Reads a small file, or nothing (absent, unreadable, too large, not a regular file). */
function readSmall(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > CREDENTIALS_FILE_MAX_BYTES) return undefined;
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** A private key and its lines (the runner masks a multi-line value line by line). */
function pemValues(pem: string): string[] {
  const lines = pem
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= PEM_LINE_MIN_CHARS && !line.startsWith('-----'));
  return [pem, pem.trim(), ...lines];
}

/** The secret values in a Google credentials file's JSON: every kind the auth library reads. */
function googleFileSecrets(text: string): string[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof document !== 'object' || document === null) return [];
  const file = document as Record<string, unknown>;
  const values: string[] = [];
  if (typeof file.private_key === 'string') values.push(...pemValues(file.private_key));
  for (const key of ['client_secret', 'refresh_token'] as const) {
    if (typeof file[key] === 'string') values.push(file[key]);
  }
  // Workload Identity Federation: the subject token (the job's OIDC token) is in a file it names.
  const source = file.credential_source as Record<string, unknown> | undefined;
  if (source && typeof source.file === 'string') {
    const token = readSmall(source.file);
    if (token !== undefined) {
      values.push(token, token.trim());
      // A JSON subject-token file (`format: {type: json}`) holds the token in a field.
      const field = (source.format as Record<string, unknown> | undefined)?.subject_token_field_name;
      if (typeof field === 'string') {
        try {
          const inner = (JSON.parse(token) as Record<string, unknown>)[field];
          if (typeof inner === 'string') values.push(inner);
        } catch {
          // Not JSON after all: the whole text is already kept.
        }
      }
    }
  }
  // An impersonated service account's file nests the source credentials.
  if (typeof file.source_credentials === 'object' && file.source_credentials !== null)
    values.push(...googleFileSecrets(JSON.stringify(file.source_credentials)));
  return values;
}

/** Every cloud credential value `env` holds or points at, each once, none empty. */
export function cloudSecretValues(env: NodeJS.ProcessEnv): string[] {
  const values: string[] = [];
  for (const name of CLOUD_SECRET_VARIABLES) {
    const value = env[name];
    if (value) values.push(value);
  }
  const file = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (file) {
    const text = readSmall(file);
    if (text !== undefined) values.push(...googleFileSecrets(text));
  }
  return [...new Set(values.filter((value) => value.trim() !== ''))];
}
