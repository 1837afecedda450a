// The ECNL server's upstream. In stub mode (MCP_EVAL_MODE=stub, or no ECNL_UPSTREAM_URL) it reads
// the fixture in ./fixtures, so scenarios run hermetically; otherwise it fetches the live feed.
import { readFile } from 'node:fs/promises';

const FIXTURE = new URL('./fixtures/events.json', import.meta.url);

/** The whole feed: { events, seasons }. */
export async function fetchFeed(env = process.env) {
  if (env.MCP_EVAL_MODE === 'stub' || !env.ECNL_UPSTREAM_URL) {
    return JSON.parse(await readFile(FIXTURE, 'utf8'));
  }
  const response = await fetch(new URL('/events', env.ECNL_UPSTREAM_URL));
  if (!response.ok) throw new Error(`ECNL upstream answered HTTP ${response.status}`);
  return response.json();
}

export async function fetchEvents(env = process.env) {
  return (await fetchFeed(env)).events;
}
