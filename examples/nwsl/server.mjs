#!/usr/bin/env node
// Example MCP server: the NWSL (professional women's soccer) — teams, schedule and standings.
// Start it over stdio with `node examples/nwsl/server.mjs`, load it in-process (it exports
// createServer(), which mcp-scenario-eval's server-module calls once per scenario), or serve it
// over Streamable HTTP with `node examples/serve-http.mjs nwsl --token T`.
import { pathToFileURL } from 'node:url';
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import { fetchLeague } from './upstream.mjs';

const POINTS_FOR_WIN = 3;
const POINTS_FOR_DRAW = 1;
const SEASON_PATTERN = /^\d{4}$/;

/** Finds a team by id ("orl") or full name ("Orlando Pride"), ignoring case. */
function findTeam(league, query) {
  const wanted = query.trim().toLowerCase();
  return league.teams.find((team) => team.id === wanted || team.name.toLowerCase() === wanted);
}

function unknownTeam(league, query) {
  const known = league.teams.map((team) => `${team.id} (${team.name})`).join(', ');
  return toolError(`No NWSL team matches "${query}". Use a team id or full name: ${known}.`);
}

function unknownSeason(league, season) {
  return toolError(`No NWSL data for season ${season}. Seasons available: ${league.seasons.join(', ')}.`);
}

function toolError(text) {
  return { isError: true, content: [{ type: 'text', text }] };
}

function text(body) {
  return { content: [{ type: 'text', text: body }] };
}

function formatMatch(league, match) {
  const home = league.teams.find((team) => team.id === match.home).name;
  const away = league.teams.find((team) => team.id === match.away).name;
  const fixture =
    match.status === 'final' ? `${home} ${match.home_goals}-${match.away_goals} ${away}` : `${home} vs ${away}`;
  return `Week ${match.week} · ${match.date} · ${fixture} (${match.venue}) · ${match.status}`;
}

/** The table from the season's final results: points, then goal difference, then goals scored. */
function computeStandings(league, season) {
  const rows = new Map(
    league.teams.map((team) => [team.id, { team, played: 0, won: 0, drawn: 0, lost: 0, for: 0, against: 0 }]),
  );
  let lastWeek = 0;
  for (const match of league.matches) {
    if (match.season !== season || match.status !== 'final') continue;
    lastWeek = Math.max(lastWeek, match.week);
    const home = rows.get(match.home);
    const away = rows.get(match.away);
    for (const [row, scored, conceded] of [
      [home, match.home_goals, match.away_goals],
      [away, match.away_goals, match.home_goals],
    ]) {
      row.played += 1;
      row.for += scored;
      row.against += conceded;
      if (scored > conceded) row.won += 1;
      else if (scored === conceded) row.drawn += 1;
      else row.lost += 1;
    }
  }
  const table = [...rows.values()].map((row) => ({
    ...row,
    points: row.won * POINTS_FOR_WIN + row.drawn * POINTS_FOR_DRAW,
    difference: row.for - row.against,
  }));
  table.sort(
    (a, b) =>
      b.points - a.points || b.difference - a.difference || b.for - a.for || a.team.name.localeCompare(b.team.name),
  );
  return { table, lastWeek };
}

function signed(number) {
  return number > 0 ? `+${number}` : String(number);
}

export function createServer() {
  const server = new McpServer({ name: 'nwsl-example', version: '1.0.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'list_teams',
    {
      description:
        'List the NWSL clubs with their city, home stadium and the team id that get_schedule, get_team and the other tools accept.',
      inputSchema: {},
    },
    async () => {
      const league = await fetchLeague();
      const lines = league.teams.map((team) => `- ${team.name} [${team.id}]: ${team.city} · ${team.stadium}`);
      return text(`${league.teams.length} NWSL teams:\n${lines.join('\n')}`);
    },
  );

  server.registerTool(
    'get_team',
    {
      description:
        "Get one NWSL club: city, stadium, founding year, this season's record and its next scheduled match.",
      inputSchema: {
        team: z.string().min(1).describe('Team id (e.g. "orl") or full name (e.g. "Orlando Pride")'),
      },
    },
    async ({ team: query }) => {
      const league = await fetchLeague();
      const team = findTeam(league, query);
      if (!team) return unknownTeam(league, query);
      const season = league.seasons.at(-1);
      const row = computeStandings(league, season).table.find((candidate) => candidate.team.id === team.id);
      const next = league.matches.find(
        (match) => match.status === 'scheduled' && (match.home === team.id || match.away === team.id),
      );
      return text(
        [
          `${team.name} [${team.id}]`,
          `  City: ${team.city} · Stadium: ${team.stadium} · Founded: ${team.founded}`,
          `  ${season} record: ${row.won}W ${row.drawn}D ${row.lost}L, ${row.points} ${row.points === 1 ? 'pt' : 'pts'}`,
          `  Next match: ${next ? formatMatch(league, next) : 'none scheduled'}`,
        ].join('\n'),
      );
    },
  );

  server.registerTool(
    'get_schedule',
    {
      description:
        'List NWSL matches in date order, with scores for finished ones. Filter by team, week and status; with no filter, lists the whole season.',
      inputSchema: {
        team: z.string().min(1).optional().describe("Team id or full name; only that team's matches"),
        week: z.number().int().min(1).max(30).optional().describe('Regular-season week, 1-30'),
        status: z.enum(['scheduled', 'final']).optional().describe('"scheduled" for upcoming, "final" for results'),
        season: z.string().regex(SEASON_PATTERN).optional().describe('Season year, e.g. "2025" (default: current)'),
      },
    },
    async ({ team: query, week, status, season }) => {
      const league = await fetchLeague();
      const wantedSeason = season ?? league.seasons.at(-1);
      if (!league.seasons.includes(wantedSeason)) return unknownSeason(league, wantedSeason);
      let team;
      if (query !== undefined) {
        team = findTeam(league, query);
        if (!team) return unknownTeam(league, query);
      }
      const matches = league.matches
        .filter(
          (match) =>
            match.season === wantedSeason &&
            (!team || match.home === team.id || match.away === team.id) &&
            (week === undefined || match.week === week) &&
            (!status || match.status === status),
        )
        .sort((a, b) => a.date.localeCompare(b.date));
      if (matches.length === 0) return text('No NWSL matches match those filters.');
      return text(
        `${matches.length} NWSL match(es), ${wantedSeason} season:\n${matches.map((m) => formatMatch(league, m)).join('\n')}`,
      );
    },
  );

  server.registerTool(
    'get_standings',
    {
      description:
        'The NWSL regular-season table: position, points, wins, draws, losses and goal difference, ranked by points, then goal difference, then goals scored.',
      inputSchema: {
        season: z.string().regex(SEASON_PATTERN).optional().describe('Season year, e.g. "2025" (default: current)'),
      },
    },
    async ({ season }) => {
      const league = await fetchLeague();
      const wantedSeason = season ?? league.seasons.at(-1);
      if (!league.seasons.includes(wantedSeason)) return unknownSeason(league, wantedSeason);
      const { table, lastWeek } = computeStandings(league, wantedSeason);
      const lines = table.map(
        (row, index) =>
          `${index + 1}. ${row.team.name}: ${row.points} ${row.points === 1 ? 'pt' : 'pts'} (${row.won}W ${row.drawn}D ${row.lost}L, GF ${row.for}, GA ${row.against}, GD ${signed(row.difference)})`,
      );
      return text(`NWSL standings, ${wantedSeason} season, after week ${lastWeek}:\n${lines.join('\n')}`);
    },
  );

  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The SDK's era entry: 2026-07-28 (server/discover) and the 2025 handshake, one server per connection.
  serveStdio(() => createServer());
}
