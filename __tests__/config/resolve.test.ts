import { describe, expect, it } from 'vitest';
import { toRunOptions, typedUrl } from '../../src/config/resolve.js';
import { DEFAULT_CONNECT_TIMEOUT_MS } from '../../src/config/options.js';
import { runConfig } from '../mcp/helpers.js';

describe('toRunOptions: which server', () => {
  const base = runConfig('/w');

  it('refuses a remote URL together with a stub server, naming both as the user gave them', () => {
    expect(() =>
      toRunOptions({
        ...base,
        serverModule: 'server.mjs',
        remoteUrl: 'https://mcp.example.test/mcp?key=SEKRET',
        labels: { serverModule: 'input server-module', remoteUrl: 'input remote-url' },
      }),
    ).toThrow(
      'input remote-url (live mode, https://mcp.example.test/mcp) and input server-module (stub mode) are both set: give one of them',
    );
    // Unlabelled, the plain setting names.
    expect(() =>
      toRunOptions({ ...base, serverCommand: 'node s.mjs', remoteUrl: 'https://mcp.example.test/mcp' }),
    ).toThrow('remote-url (live mode, https://mcp.example.test/mcp) and server-command (stub mode) are both set');
  });

  it('names server-command and server-module as the user gave them when both are set', () => {
    expect(() =>
      toRunOptions({
        ...base,
        serverCommand: 'node s.mjs',
        serverModule: 's.mjs',
        labels: { serverCommand: '--server-command', serverModule: '--server-module' },
      }),
    ).toThrow('give --server-command or --server-module, not both');
  });

  it('passes connect-timeout-ms on, defaulting to 30000, and bounds it like timeout-ms', () => {
    expect(toRunOptions({ ...base, serverCommand: 'node s.mjs' }).connectTimeoutMs).toBe(DEFAULT_CONNECT_TIMEOUT_MS);
    expect(DEFAULT_CONNECT_TIMEOUT_MS).toBe(30_000);
    expect(toRunOptions({ ...base, serverCommand: 'node s.mjs', connectTimeoutMs: 500 }).connectTimeoutMs).toBe(500);
    expect(() => toRunOptions({ ...base, serverCommand: 'node s.mjs', connectTimeoutMs: 2 ** 31 })).toThrow(
      'connect-timeout-ms must be at most',
    );
  });

  it('suggests http:// for a URL typed without a scheme, also for a host name', () => {
    expect(() => toRunOptions({ ...base, remoteUrl: 'localhost:3901/mcp' })).toThrow(
      'remote-url must be an http(s) URL, got "localhost:3901/mcp": did you mean "http://localhost:3901/mcp"?',
    );
  });
});

describe('typedUrl', () => {
  it('shows a URL as typed, without what could be a credential', () => {
    expect(typedUrl('127.0.0.1:3901/mcp')).toBe('127.0.0.1:3901/mcp');
    expect(typedUrl('agent:pa55word@127.0.0.1:3901/mcp?key=SEKRET#x')).toBe('***@127.0.0.1:3901/mcp');
    expect(typedUrl('https://agent:pa55word@mcp.example.test/mcp?key=SEKRET')).toBe('https://mcp.example.test/mcp');
    expect(typedUrl('ht!tp://a b@c/d')).toBe('ht!tp://***@c/d');
  });

  it('hides the credential of a URL typed with one slash or a backslash, which still parses as http', () => {
    expect(typedUrl('http:/agent:pa55word@127.0.0.1/mcp')).toBe('http://127.0.0.1/mcp');
    expect(typedUrl('http:\\agent:pa55word@127.0.0.1/mcp')).toBe('http://127.0.0.1/mcp');
    expect(typedUrl('agent:pa5/5word@127.0.0.1:3901/mcp')).toBe('***@127.0.0.1:3901/mcp');
    expect(typedUrl('ht!tp:/agent:pa55word@c/d')).toBe('ht!tp:/***@c/d');
    expect(() =>
      toRunOptions({ ...runConfig('/w'), remoteUrl: 'http:/agent:pa55word@127.0.0.1/mcp', serverCommand: 'srv' }),
    ).toThrow(/^(?!.*pa55word).*both set/);
  });
});
