import { describe, expect } from 'vitest';
import { finalText, type FakeMessagesApi } from './fake-messages-api.js';
import { fakeApisTest, fakeApiTest } from './fake-messages-api-fixture.js';

const ask = (url: string) =>
  fetch(`${url}/v1/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'm', max_tokens: 1, messages: [{ role: 'user', content: 'hi' }] }),
  });

describe('fakeApisTest: a fake of its own for each test', () => {
  let before: string | undefined;
  const started: FakeMessagesApi[] = [];

  fakeApisTest('points ANTHROPIC_BASE_URL at the fake last started', async ({ startFakeApi }) => {
    before = process.env.ANTHROPIC_BASE_URL;
    const first = await startFakeApi(() => finalText('one'));
    expect(process.env.ANTHROPIC_BASE_URL).toBe(first.url);
    const second = await startFakeApi(() => finalText('two'));
    expect(process.env.ANTHROPIC_BASE_URL).toBe(second.url);
    const answer = (await (await ask(second.url)).json()) as { content: { text: string }[] };
    expect(answer.content[0]!.text).toBe('two');
    expect(second.requests).toHaveLength(1);
    started.push(first, second);
  });

  fakeApisTest('closes every fake the test started and puts ANTHROPIC_BASE_URL back', async () => {
    expect(started).toHaveLength(2);
    expect(process.env.ANTHROPIC_BASE_URL).toBe(before);
    for (const fake of started) await expect(ask(fake.url)).rejects.toThrow();
  });
});

// File-scoped fixtures are defined at the top level of the file (vitest refuses them in a describe).
const test = fakeApiTest(() => finalText('shared'));

describe('fakeApiTest: one fake for the file', () => {
  let url: string | undefined;
  let fromHook: string | undefined;
  test.beforeAll(() => {
    // Automatic: started before a hook that does not ask for it.
    fromHook = process.env.ANTHROPIC_BASE_URL;
  });

  test('is started before the hooks, ANTHROPIC_BASE_URL on it', async ({ fake }) => {
    expect(fromHook).toBe(fake.url);
    expect(process.env.ANTHROPIC_BASE_URL).toBe(fake.url);
    expect((await ask(fake.url)).status).toBe(200);
    url = fake.url;
  });

  test('is the same fake in every test of the file', ({ fake }) => {
    expect(fake.url).toBe(url);
    expect(fake.requests).toHaveLength(1);
  });
});
