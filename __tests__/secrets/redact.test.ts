import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactCutStart, redactDeep, redactText, secretForms } from '../../src/secrets/redact.js';
import { BoundedText } from '../../src/mcp/session.js';
import { basicCredentials, oauthSecretValues } from '../../src/mcp/oauth.js';
import { shadowedSecretValues } from '../../src/github/inputs.js';
import { secretVariables } from '../../src/secrets/environ.js';

const SECRET = `tok_9fQ2"<&>'/+=?ü€_Zx81Lm`;

/** The characters of base64(data) made of `secret`'s bytes alone, where `secret` starts at byte `offset` of data. */
function base64Core(secret: string, prefixLength: number): string {
  const bytes = Buffer.from(secret);
  const skip = (3 - (prefixLength % 3)) % 3;
  const whole = bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3);
  return whole.toString('base64');
}

describe('redaction of every form of a secret', () => {
  it('finds it raw, JSON-, XML- and URI-escaped, in hex, and in base64 and base64url at each byte offset', () => {
    const echoed = [
      SECRET,
      JSON.stringify({ token: SECRET }),
      SECRET.replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;'),
      encodeURIComponent(SECRET),
      encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
      `a=${encodeURIComponent(SECRET).replace(/%20/g, '+')}`,
      Buffer.from(SECRET).toString('hex'),
      Buffer.from(SECRET).toString('hex').toUpperCase(),
    ];
    for (const prefix of ['', 'x', 'xy', 'xyz', 'user:']) {
      const data = Buffer.concat([Buffer.from(prefix), Buffer.from(SECRET), Buffer.from('tail')]);
      echoed.push(data.toString('base64'), data.toString('base64url'));
    }
    for (const text of echoed) {
      const redacted = redactText(`before ${text} after`, [SECRET]);
      expect(redacted, text).toContain('***');
      expect(redacted, text).not.toContain(SECRET.slice(-6));
      for (let prefix = 0; prefix < 3; prefix++) {
        expect(redacted).not.toContain(base64Core(SECRET, prefix));
        expect(redacted).not.toContain(Buffer.from(base64Core(SECRET, prefix), 'base64').toString('base64url'));
      }
    }
  });

  it('replaces overlapping and adjacent secrets as one span, and leaves other text alone', () => {
    expect(redactText('x abcdefghijkl y', ['abcdefgh', 'efghijkl'])).toBe('x *** y');
    expect(redactText('x abcdabcd y', ['abcd'])).toBe('x *** y');
    expect(redactText('nothing here', ['abcdefgh'])).toBe('nothing here');
    expect(redactDeep({ a: [`k ${SECRET}`], b: 3 }, [SECRET])).toEqual({ a: ['k ***'], b: 3 });
  });

  it('never leaves a secret inserted anywhere in any text, whatever the other secrets', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        // `*` is what a secret becomes: a secret made of it would be found again in `***`.
        fc.array(
          fc.string({ minLength: 1, maxLength: 12 }).filter((secret) => !secret.includes('*')),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        (before, after, secrets) => {
          const text = `${before}${secrets.join(before)}${after}`;
          const redacted = redactText(text, secrets);
          for (const secret of secrets) expect(redacted).not.toContain(secret);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('skips encoded forms too short to be told from ordinary text, never the raw secret', () => {
    expect(secretForms('abc')).toEqual(['abc']);
    expect(redactText('YWJj abc', ['abc'])).toBe('YWJj ***');
  });
});

describe('redaction around a cut', () => {
  it('drops the end of a secret cut at the start of a text, and keeps a secret found whole', () => {
    const secret = 'SECRET-0123456789';
    const tail = ' and then'.repeat(10);
    expect(redactCutStart(`456789${tail}`, [secret])).not.toContain('456789');
    const whole = redactCutStart(`${secret}${tail}`, [secret]);
    expect(whole.startsWith('***')).toBe(true);
    expect(whole.endsWith(' and then')).toBe(true);
  });

  it('keeps no piece of a secret straddling the start of the stderr kept (BoundedText), wherever the cut falls', () => {
    const secret = 'SECRET-0123456789';
    const pieces = [...Array(secret.length - 3).keys()].map((start) => secret.slice(start, start + 4));
    for (let after = 0; after < 200; after++) {
      const text = new BoundedText(100, [secret]);
      text.append(`${'a'.repeat(50)}${secret}`);
      text.append('e'.repeat(after));
      const shown = text.toString();
      for (const piece of pieces) expect(shown, `${after} after`).not.toContain(piece);
      expect(shown.replace(/^\[… \d+ earlier characters cut\]\n/, '').length).toBeLessThanOrEqual(100);
    }
  });

  it('keeps a secret that fits whole redacted, not half dropped', () => {
    const secret = 'SECRET-0123456789';
    const text = new BoundedText(100, [secret]);
    text.append(`${'a'.repeat(200)}${secret}${'e'.repeat(90)}`);
    expect(text.toString()).toMatch(/\*\*\*e{90}$/);
  });
});

describe('secrets the run derives or shadows', () => {
  it('counts the client_secret_basic credential (base64 of id:secret) as a secret', () => {
    const basic = Buffer.from('ci-client:s3cret-value').toString('base64');
    expect(basicCredentials('ci-client', 's3cret-value')).toEqual([basic]);
    expect(oauthSecretValues({ clientId: 'ci-client', clientSecret: 's3cret-value' })).toContain(basic);
  });

  it('masks and redacts a variable shadowed by its input', () => {
    expect(
      shadowedSecretValues({
        ANTHROPIC_API_KEY: 'sk-variable',
        MCP_EVAL_BEARER_TOKEN: 'bearer-variable',
        MCP_EVAL_OAUTH_CLIENT_SECRET: 'client-secret',
        MCP_EVAL_OAUTH_CLIENT_ID: 'id',
      }),
    ).toEqual(['sk-variable', 'bearer-variable', 'client-secret', Buffer.from('id:client-secret').toString('base64')]);
  });

  it('erases from the environment the variables holding a secret, but not for a short secret in an ordinary one', () => {
    const holds = (value: string, secrets: readonly string[]) => redactText(value, secrets) !== value;
    const erase = secretVariables(['true', 'long-secret-value'], holds);
    expect(erase('CI', 'true')).toBe(false);
    expect(erase('MCP_EVAL_HEADERS', 'X-Flag: true')).toBe(true);
    expect(erase('INPUT_BEARER-TOKEN', 'long-secret-value')).toBe(true);
    expect(erase('SOME_TOOL_CONFIG', `x ${Buffer.from('long-secret-value').toString('base64')}`)).toBe(true);
    expect(erase('GITHUB_OUTPUT', '/tmp/long-secret-value/out')).toBe(false);
    expect(erase('HOME', '/home/runner')).toBe(false);
  });
});
