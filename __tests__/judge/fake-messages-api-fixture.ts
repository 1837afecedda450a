/**
 * The fake Messages API as vitest fixtures (`test.extend`), for the agent tests: the fake is started,
 * ANTHROPIC_BASE_URL pointed at it, and afterwards the fake closed and ANTHROPIC_BASE_URL put back as
 * it was, so no test file repeats that set-up and none can forget half of it.
 *
 * - `fakeApiTest(answer)`: one fake for the whole file (`fake`, file-scoped and automatic: started
 *   before the first of the file's hooks registered through it, `fakeApiTest(answer).beforeAll(…)`,
 *   whether or not that hook reads `fake`), closed after the file's last test.
 * - `fakeApisTest`: `startFakeApi(answer)` starts a fake for the test that asks for it (each test its
 *   own answers); every fake a test started is closed after it.
 */
import { test } from 'vitest';
import {
  startFakeMessagesApi,
  type FakeAnswer,
  type FakeMessagesApi,
  type ReceivedRequest,
} from './fake-messages-api.js';

export type Answer = (request: ReceivedRequest, index: number) => FakeAnswer | Promise<FakeAnswer>;
export type StartedFakeApi = FakeMessagesApi & { maxInFlight(): number };

const VARIABLE = 'ANTHROPIC_BASE_URL';

/** Starts a fake and points ANTHROPIC_BASE_URL at it; `stop` closes it and puts the variable back. */
async function pointedAtFake(answer: Answer): Promise<{ fake: StartedFakeApi; stop: () => Promise<void> }> {
  const saved = process.env[VARIABLE];
  const fake = await startFakeMessagesApi(answer);
  process.env[VARIABLE] = fake.url;
  return {
    fake,
    stop: async () => {
      if (saved === undefined) delete process.env[VARIABLE];
      else process.env[VARIABLE] = saved;
      await fake.close();
    },
  };
}

/** A `test` whose file-scoped `fake` answers every request with `answer`, ANTHROPIC_BASE_URL on it. */
export function fakeApiTest(answer: Answer) {
  // The first argument must be an object pattern: vitest reads the fixtures one depends on from it.
  // eslint-disable-next-line no-empty-pattern
  return test.extend('fake', { scope: 'file', auto: true }, async ({}, { onCleanup }) => {
    const { fake, stop } = await pointedAtFake(answer);
    onCleanup(stop);
    return fake;
  });
}

/** A `test` whose `startFakeApi(answer)` starts a fake for this test alone, ANTHROPIC_BASE_URL on it. */
// eslint-disable-next-line no-empty-pattern
export const fakeApisTest = test.extend('startFakeApi', async ({}, { onCleanup }) => {
  const stops: (() => Promise<void>)[] = [];
  // Closed last started first, so ANTHROPIC_BASE_URL ends as it was before the test.
  onCleanup(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  return async (answer: Answer): Promise<StartedFakeApi> => {
    const { fake, stop } = await pointedAtFake(answer);
    stops.push(stop);
    return fake;
  };
});
