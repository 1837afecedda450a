import { describe, expect, it } from 'vitest';
import { ConfigError, toRunOptions } from '../../src/config/resolve.js';
import { runConfig } from './helpers.js';
import { parseHeaderLines, secretHeaderValues } from '../../src/mcp/headers.js';

describe('MCP_EVAL_HEADERS', () => {
  it('reads one "Name: value" per line, skipping blank lines and comments', () => {
    expect(parseHeaderLines('X-Tenant: acme\n\n# a comment\r\nX-Api-Key:  k-123456 \n')).toEqual({
      'X-Tenant': 'acme',
      'X-Api-Key': 'k-123456',
    });
    expect(parseHeaderLines('')).toEqual({});
  });

  it('names the line that is not a header', () => {
    expect(() => parseHeaderLines('X-Ok: 1\nnot a header')).toThrow(
      'MCP_EVAL_HEADERS line 2 is not "Name: value" (got "not a header"); put one header per line',
    );
  });

  it('sends Authorization through the bearer token, not here', () => {
    expect(() => parseHeaderLines('Authorization: Bearer x')).toThrow(/bearer-token or MCP_EVAL_BEARER_TOKEN/);
  });

  it('treats header values as secrets, except trivially short ones', () => {
    expect(secretHeaderValues({ 'X-Key': 'abcd1234', 'X-Flag': '1' })).toEqual(['abcd1234']);
  });
});

describe('toRunOptions', () => {
  const base = runConfig('/w', { timeoutMs: 1000 });

  it('rejects a server-command with an unclosed quote before anything runs', () => {
    expect(() => toRunOptions({ ...base, serverCommand: 'node "server.mjs' })).toThrow(ConfigError);
  });

  it('scrubs the header values along with the token', () => {
    const options = toRunOptions({
      ...base,
      remoteUrl: 'https://mcp.example.test/mcp',
      bearerToken: 'tok-123456',
      headers: { 'X-Key': 'header-secret' },
    });
    expect(options.secrets).toEqual(['tok-123456', 'header-secret']);
  });
});
