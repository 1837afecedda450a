// Fakes of the two clouds on 127.0.0.1, reached by the real SDKs through their base-URL variables:
// Amazon Bedrock Runtime (`POST /model/{id}/invoke`, ANTHROPIC_BEDROCK_BASE_URL), which refuses a
// request that is neither SigV4-signed nor carries a Bedrock API key, and Google Vertex AI
// (`…/publishers/anthropic/models/{id}:rawPredict`, ANTHROPIC_VERTEX_BASE_URL) with a Security Token
// Service that exchanges the subject token of a Workload Identity Federation file for an access token.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { respond, type FakeAnswer, type ReceivedRequest } from '../judge/fake-messages-api.js';

export interface CloudRequest extends ReceivedRequest {
  /** The model id of the path, decoded. */
  modelId: string;
  headers: IncomingHttpHeaders;
}

export interface FakeCloud {
  url: string;
  requests: CloudRequest[];
  /** Requests refused before the model (no credentials, a sampling parameter, no anthropic_version). */
  refused: { url: string; why: string }[];
  close(): Promise<void>;
}

const SAMPLING = ['temperature', 'top_p', 'top_k'];

async function listen(
  handle: (method: string, url: string, headers: IncomingHttpHeaders, raw: string, res: ServerResponse) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => handle(req.method ?? '', req.url ?? '', req.headers, raw, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function refuse(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message }));
}

/** Checks the body every platform must get: JSON, `anthropic_version`, no sampling parameter, no `model`. */
function bodyProblem(raw: string): { body?: ReceivedRequest['body']; why?: string } {
  let body: ReceivedRequest['body'];
  try {
    body = JSON.parse(raw) as ReceivedRequest['body'];
  } catch {
    return { why: 'body is not JSON' };
  }
  if (typeof body.anthropic_version !== 'string') return { why: 'anthropic_version is missing from the body' };
  const sampling = SAMPLING.find((name) => name in body);
  if (sampling) return { why: `${sampling}: Extra inputs are not permitted` };
  if ('model' in body) return { why: 'model belongs in the path' };
  return { body };
}

/**
 * A Bedrock Runtime. A request is accepted when it is SigV4-signed with `accessKeyId` (and carries
 * `sessionToken` as X-Amz-Security-Token when one is given) or carries `apiKey` as a bearer token.
 */
export async function startFakeBedrock(
  answer: (request: CloudRequest, index: number) => FakeAnswer,
  accepted: { accessKeyId?: string; sessionToken?: string; apiKey?: string; region?: string },
): Promise<FakeCloud> {
  const requests: CloudRequest[] = [];
  const refused: FakeCloud['refused'] = [];
  const server = await listen((method, url, headers, raw, res) => {
    const no = (status: number, why: string) => {
      refused.push({ url, why });
      refuse(res, status, why);
    };
    const match = /^\/model\/([^/]+)\/invoke$/.exec(url);
    if (method !== 'POST' || !match) return no(404, `no route ${method} ${url}`);
    const authorization = String(headers.authorization ?? '');
    const signed =
      accepted.accessKeyId !== undefined &&
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${accepted.accessKeyId}/\\d{8}/${accepted.region ?? '[a-z0-9-]+'}/bedrock/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
      ).test(authorization) &&
      typeof headers['x-amz-date'] === 'string' &&
      (accepted.sessionToken === undefined || headers['x-amz-security-token'] === accepted.sessionToken);
    const bearer = accepted.apiKey !== undefined && authorization === `Bearer ${accepted.apiKey}`;
    if (!signed && !bearer) return no(403, 'The security token included in the request is invalid.');
    const { body, why } = bodyProblem(raw);
    if (!body) return no(400, why!);
    const request: CloudRequest = { method, url, headers, body, modelId: decodeURIComponent(match[1]!) };
    const index = requests.push(request) - 1;
    respond(res, { ...body, model: request.modelId }, index, answer(request, index));
  });
  return { ...server, requests, refused };
}

export interface FakeVertex extends FakeCloud {
  /** The token endpoint's URL (`token_url` of the credentials file). */
  tokenUrl: string;
  /** Token exchanges asked of the fake STS. */
  exchanges: number;
  /** The access token it hands out. */
  accessToken: string;
}

/**
 * A Vertex AI endpoint and a Security Token Service on one port. The STS exchanges exactly
 * `subjectToken` for `accessToken`; the endpoint accepts only that access token, for `project` and
 * `region`.
 */
export async function startFakeVertex(
  answer: (request: CloudRequest, index: number) => FakeAnswer,
  expected: { subjectToken: string; project: string; region: string },
): Promise<FakeVertex> {
  const accessToken = `ya29.fake-access-${Math.random().toString(36).slice(2)}`;
  const requests: CloudRequest[] = [];
  const refused: FakeCloud['refused'] = [];
  let exchanges = 0;
  const server = await listen((method, url, headers, raw, res) => {
    const no = (status: number, why: string) => {
      refused.push({ url, why });
      refuse(res, status, why);
    };
    if (method === 'POST' && url === '/v1/token') {
      const form = new URLSearchParams(raw);
      if (
        form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:token-exchange' ||
        form.get('subject_token') !== expected.subjectToken
      )
        return no(400, 'invalid_grant');
      exchanges++;
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({
          access_token: accessToken,
          issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          token_type: 'Bearer',
          expires_in: 3600,
        }),
      );
    }
    const match =
      /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/:]+):rawPredict$/.exec(url);
    if (method !== 'POST' || !match) return no(404, `no route ${method} ${url}`);
    if (headers.authorization !== `Bearer ${accessToken}`)
      return no(401, 'Request had invalid authentication credentials.');
    if (match[1] !== expected.project || match[2] !== expected.region)
      return no(403, `Permission denied on ${match[1]} in ${match[2]}`);
    const { body, why } = bodyProblem(raw);
    if (!body) return no(400, why!);
    const request: CloudRequest = { method, url, headers, body, modelId: decodeURIComponent(match[3]!) };
    const index = requests.push(request) - 1;
    respond(res, { ...body, model: request.modelId }, index, answer(request, index));
  });
  return {
    ...server,
    url: `${server.url}/v1`,
    tokenUrl: `${server.url}/v1/token`,
    requests,
    refused,
    accessToken,
    get exchanges() {
      return exchanges;
    },
  };
}

/**
 * The credentials file google-github-actions/auth writes for Workload Identity Federation
 * (`type: external_account`, the subject token in a file), pointing at the fake STS.
 */
export async function writeWifCredentials(tokenUrl: string, subjectToken: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mse-wif-'));
  const tokenFile = path.join(dir, 'oidc-token');
  await writeFile(tokenFile, subjectToken);
  const file = path.join(dir, 'gha-creds-0123456789abcdef.json');
  await writeFile(
    file,
    JSON.stringify({
      type: 'external_account',
      audience: '//iam.googleapis.com/projects/123456789/locations/global/workloadIdentityPools/github/providers/repo',
      subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
      token_url: tokenUrl,
      credential_source: { file: tokenFile },
    }),
  );
  return file;
}

/**
 * A child environment that can reach no real cloud: no AWS, Google or Anthropic variable of this
 * process's, no shared config or credentials file, no instance metadata, a blank HOME; then `extra`.
 */
export async function isolatedCloudEnv(extra: NodeJS.ProcessEnv = {}): Promise<NodeJS.ProcessEnv> {
  const home = await mkdtemp(path.join(tmpdir(), 'mse-home-'));
  const clean: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(AWS_|GOOGLE_|GCLOUD|CLOUDSDK_|CLOUD_ML_|GCE_|ANTHROPIC_)/.test(key)) continue;
    clean[key] = value;
  }
  return {
    ...clean,
    HOME: home,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_CONFIG_FILE: path.join(home, 'no-aws-config'),
    AWS_SHARED_CREDENTIALS_FILE: path.join(home, 'no-aws-credentials'),
    METADATA_SERVER_DETECTION: 'none',
    GCE_METADATA_HOST: '127.0.0.1:9',
    GCE_METADATA_IP: '127.0.0.1:9',
    CLOUDSDK_CONFIG: path.join(home, 'gcloud'),
    NO_PROXY: '127.0.0.1,localhost',
    ...extra,
  };
}
