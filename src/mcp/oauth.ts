import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { OAuthClientProvider } from '@modelcontextprotocol/client';
import { MIN_SECRET_HEADER_CHARS } from './headers.js';

/**
 * OAuth client credentials for live mode (machine to machine, no browser): a client id with either a
 * client secret (`client_secret_basic`) or a private key (`private_key_jwt`). Discovery of the
 * authorization server, the `resource` parameter and the token request are the MCP SDK's own
 * providers' job; this module only builds them.
 */
export interface OAuthCredentials {
  clientId: string;
  /** Set for `client_secret_basic` (or `client_secret_post`, when that is all the server takes); exclusive with `privateKey`. */
  clientSecret?: string;
  /** PEM (PKCS#8, PKCS#1 or SEC1) or a JWK as JSON, for `private_key_jwt`; exclusive with `clientSecret`. */
  privateKey?: string;
  /**
   * Space-separated scopes to ask for; absent asks for none (the authorization server's default): for
   * client credentials the SDK sends only this, never the challenge's or the metadata's scopes.
   */
  scope?: string;
  /** The authorization server's issuer URL; when set the credentials are never sent to another one. */
  issuer?: string;
  /** Where the credentials came from (variables or inputs), for messages. */
  source: string;
}

/** Names of the variables that hold OAuth settings, for the CLI and as the action's fallbacks. */
export const OAUTH_VARIABLES = {
  clientId: 'MCP_EVAL_OAUTH_CLIENT_ID',
  clientSecret: 'MCP_EVAL_OAUTH_CLIENT_SECRET',
  privateKey: 'MCP_EVAL_OAUTH_PRIVATE_KEY',
  scope: 'MCP_EVAL_OAUTH_SCOPE',
  issuer: 'MCP_EVAL_OAUTH_ISSUER',
} as const;

/** A secret stored with `\n` written out (a common way to fit a PEM into one line) is read as lines. */
export function normalizePrivateKey(text: string): string {
  const trimmed = text.trim();
  return !trimmed.includes('\n') && trimmed.includes('\\n') ? trimmed.replace(/\\n/g, '\n') : trimmed;
}

function keyObjectOf(privateKey: string): KeyObject {
  const text = normalizePrivateKey(privateKey);
  if (text.startsWith('{')) {
    return createPrivateKey({ key: JSON.parse(text) as import('node:crypto').JsonWebKey, format: 'jwk' });
  }
  return createPrivateKey(text);
}

/** The `alg` a private JWK names, if the key is a JWK that names one. */
function jwkAlgorithmOf(privateKey: string): string | undefined {
  const text = normalizePrivateKey(privateKey);
  if (!text.startsWith('{')) return undefined;
  const alg = (JSON.parse(text) as { alg?: unknown }).alg;
  return typeof alg === 'string' && alg ? alg : undefined;
}

/** JWS algorithm per EC curve (RFC 7518 §3.4). */
const EC_ALGORITHMS: Record<string, string> = { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' };

/**
 * The JWS algorithm for signing client assertions with this key, read from the key itself so the user
 * does not have to say it. Throws an Error that says what kind of key is expected.
 */
export function signingAlgorithmOf(privateKey: string): string {
  let key: KeyObject;
  try {
    key = keyObjectOf(privateKey);
  } catch (error) {
    throw new Error(
      `the OAuth private key could not be read (${(error as Error).message}): give a PEM private key (-----BEGIN PRIVATE KEY-----…) or a private JWK as JSON`,
    );
  }
  const type = key.asymmetricKeyType;
  const curve = key.asymmetricKeyDetails?.namedCurve;
  // The SDK signs PEM keys with the RS*, PS* and ES* algorithms only (not EdDSA).
  const algorithm = type === 'rsa' ? 'RS256' : type === 'rsa-pss' ? 'PS256' : EC_ALGORITHMS[curve ?? ''];
  // A JWK may name its algorithm (`alg`): the authorization server may accept only that one.
  const named = jwkAlgorithmOf(privateKey);
  if (algorithm && named && named !== algorithm) {
    const fits =
      type === 'rsa' ? /^(RS|PS)(256|384|512)$/.test(named) : type === 'rsa-pss' && /^PS(256|384|512)$/.test(named);
    if (!fits) {
      throw new Error(
        `the OAuth private key's JWK says "alg": ${JSON.stringify(named)}, which an ${(type ?? '').toUpperCase()}${curve ? ` (${curve})` : ''} key cannot sign with: use ${algorithm}, or a key that fits "${named}"`,
      );
    }
    return named;
  }
  if (!algorithm) {
    throw new Error(
      `the OAuth private key is of type ${type}${curve ? ` (${curve})` : ''}, which private_key_jwt cannot sign with here: use an RSA or an EC P-256, P-384 or P-521 key`,
    );
  }
  return algorithm;
}

/**
 * The values to mask and scrub for these credentials: the secret, the key, and each line of the key
 * (a log line shows one line of a multi-line secret at a time).
 */
export function oauthSecretValues(
  credentials: Pick<OAuthCredentials, 'clientSecret' | 'privateKey'> & { clientId?: string },
): string[] {
  const values: string[] = [];
  if (credentials.clientSecret) values.push(credentials.clientSecret);
  if (credentials.clientSecret && credentials.clientId !== undefined)
    values.push(...basicCredentials(credentials.clientId, credentials.clientSecret));
  if (credentials.privateKey) {
    const key = normalizePrivateKey(credentials.privateKey);
    values.push(credentials.privateKey, key);
    for (const line of key.split(/\r?\n/)) {
      const trimmed = line.trim();
      // The PEM armour lines are the same in every key; masking them would only hide log text.
      if (trimmed.length >= MIN_SECRET_HEADER_CHARS && !trimmed.startsWith('-----')) values.push(trimmed);
    }
  }
  return [...new Set(values)];
}

/**
 * The credential `client_secret_basic` sends (`Authorization: Basic base64(id:secret)`, as the SDK
 * builds it with `btoa`, so Latin-1 bytes; UTF-8 too for a server that decodes it so): it is the
 * secret itself to whoever reads it, and an authorization server may echo it in an error.
 */
export function basicCredentials(clientId: string, clientSecret: string): string[] {
  const pair = `${clientId}:${clientSecret}`;
  const encoded = [Buffer.from(pair, 'utf8').toString('base64')];
  if ([...pair].every((char) => char.charCodeAt(0) <= 0xff))
    encoded.push(Buffer.from(pair, 'latin1').toString('base64'));
  return [...new Set(encoded)];
}

/**
 * How the client authenticates, as the messages say it: the method seen on the token request when
 * there was one (`observed`: the SDK sends a secret as Basic or in the body, as the authorization
 * server's metadata asks), else what the credentials imply (a key signs; a secret goes as Basic first).
 */
export function oauthMethodOf(credentials: OAuthCredentials, observed?: string): string {
  return observed ?? (credentials.privateKey ? 'private_key_jwt' : 'client_secret_basic');
}

/**
 * Builds the SDK's provider for these credentials; loaded only in live mode. `onToken` gets every
 * token the provider obtains (access and refresh) and every client assertion it signs, so it can be
 * scrubbed like the configured secrets: a server may echo it in a refusal.
 */
export async function createAuthProvider(
  credentials: OAuthCredentials,
  onToken: (token: string) => void = () => undefined,
): Promise<OAuthClientProvider> {
  const { ClientCredentialsProvider, PrivateKeyJwtProvider } = await import('@modelcontextprotocol/client');
  const common = {
    clientId: credentials.clientId,
    clientName: 'mcp-scenario-eval',
    scope: credentials.scope || undefined,
    expectedIssuer: credentials.issuer || undefined,
  };
  let provider: OAuthClientProvider;
  if (credentials.privateKey) {
    // The SDK signs with jose, which reads PKCS#8 only: PKCS#1/SEC1 PEMs and JWKs are converted first.
    const pkcs8 = keyObjectOf(credentials.privateKey).export({ type: 'pkcs8', format: 'pem' }).toString();
    provider = new PrivateKeyJwtProvider({
      ...common,
      privateKey: pkcs8,
      algorithm: signingAlgorithmOf(credentials.privateKey),
    });
  } else {
    provider = new ClientCredentialsProvider({ ...common, clientSecret: credentials.clientSecret ?? '' });
  }
  // The signed client assertion (private_key_jwt) is replayable until it expires: a secret of the run.
  const addClientAuthentication = provider.addClientAuthentication?.bind(provider);
  if (addClientAuthentication) {
    provider.addClientAuthentication = async (headers, params, url, metadata) => {
      await addClientAuthentication(headers, params, url, metadata);
      const assertion = params.get('client_assertion');
      if (assertion) onToken(assertion);
      const authorization = headers.get('Authorization');
      if (authorization) onToken(authorization.replace(/^\S+\s+/, ''));
    };
  }
  // Step-up (SEP-835): on a 403 insufficient_scope naming scopes, the SDK asks for a new token once
  // and retries the request; for client credentials it would ask for oauth-scope alone again. The
  // scopes the server named are added here, so the new token is asked for with the union.
  const stepUp = new Set<string>();
  const prepareTokenRequest = provider.prepareTokenRequest?.bind(provider);
  if (prepareTokenRequest) {
    provider.prepareTokenRequest = (scope) => prepareTokenRequest(unionOfScopes(scope, [...stepUp]));
  }
  (provider as StepUpProvider).stepUpScopes = (scope) => {
    for (const name of scope.split(/\s+/)) if (name) stepUp.add(name);
  };
  const saveTokens = provider.saveTokens.bind(provider);
  provider.saveTokens = (tokens) => {
    for (const token of [tokens.access_token, tokens.refresh_token]) if (token) onToken(token);
    return saveTokens(tokens);
  };
  return provider;
}

/** A provider built by createAuthProvider: `stepUpScopes` adds scopes a 403 insufficient_scope named. */
export type StepUpProvider = OAuthClientProvider & { stepUpScopes(scope: string): void };

/** Space-separated scopes: `configured`'s, then the others not in it; undefined for none. */
export function unionOfScopes(configured: string | undefined, others: string[]): string | undefined {
  const names = [...(configured ?? '').split(/\s+/), ...others].filter(Boolean);
  return names.length > 0 ? [...new Set(names)].join(' ') : undefined;
}
