// The NWSL server's upstream. In stub mode (MCP_EVAL_MODE=stub, or no NWSL_UPSTREAM_URL) it reads
// the fixture in ./fixtures, so scenarios run hermetically; otherwise it fetches the live feed,
// which has the same shape: { league, seasons, teams, matches }.
import { readFile } from 'node:fs/promises';

const FIXTURE = new URL('./fixtures/league.json', import.meta.url);

export async function fetchLeague(env = process.env) {
  if (env.MCP_EVAL_MODE === 'stub' || !env.NWSL_UPSTREAM_URL) {
    return JSON.parse(await readFile(FIXTURE, 'utf8'));
  }
  const response = await fetch(new URL('/league', env.NWSL_UPSTREAM_URL));
  if (!response.ok) throw new Error(`NWSL upstream answered HTTP ${response.status}`);
  return response.json();
}
