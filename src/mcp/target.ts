import type { OAuthCredentials } from './oauth.js';

/** How the server under test is reached. */
export type ServerTarget =
  | {
      kind: 'command';
      command: string;
      cwd: string;
      /** `server-env`: variables added to the server's environment; `${MCP_EVAL_SCENARIO_DIR}` in a value is expanded per process. */
      env?: Record<string, string>;
    }
  | { kind: 'module'; modulePath: string }
  | {
      kind: 'http';
      url: string;
      bearerToken?: string;
      bearerTokenSource?: string;
      /** OAuth client credentials, exclusive with `bearerToken`. */
      oauth?: OAuthCredentials;
      headers: Record<string, string>;
    };

/** How long a server may take to start and answer `initialize`, unless `connect-timeout-ms` says otherwise. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
