// A fake GitHub REST API on 127.0.0.1 for the check run (issue 47): it records every request (method,
// path, headers, body) and answers as the test says: the Checks API's create and update, a refusal
// (403), or no answer at all (a hang the writer must bound).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

export type FakeMode = 'ok' | 'forbidden' | 'not-found' | 'hang';

export interface FakeGithubApi {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const FORBIDDEN = {
  message: 'Resource not accessible by integration',
  documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
  status: '403',
};

export async function startFakeGithubApi(mode: FakeMode = 'ok'): Promise<FakeGithubApi> {
  const requests: RecordedRequest[] = [];
  const hanging: ServerResponse[] = [];
  let nextId = 4_200;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Kept as text: the test sees what was sent.
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const reply = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(payload));
      };
      if (mode === 'hang') {
        hanging.push(response);
        return;
      }
      if (mode === 'forbidden') return reply(403, FORBIDDEN);
      if (mode === 'not-found') return reply(404, { message: 'Not Found', status: '404' });
      const create = /^\/repos\/([^/]+)\/([^/]+)\/check-runs$/.exec(request.url ?? '');
      const update = /^\/repos\/([^/]+)\/([^/]+)\/check-runs\/(\d+)$/.exec(request.url ?? '');
      if (request.method === 'POST' && create) return reply(201, { id: nextId++, ...(body as object) });
      if (request.method === 'PATCH' && update) return reply(200, { id: Number(update[3]), ...(body as object) });
      reply(404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
