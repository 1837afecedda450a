#!/usr/bin/env node
// Example MCP server: ECNL (youth soccer) events, conferences and seasons.
// Start it over stdio with `node examples/ecnl/server.mjs`, load it in-process (it exports
// createServer(), which mcp-scenario-eval's server-module calls once per scenario), or serve it
// over Streamable HTTP with `node examples/serve-http.mjs ecnl --token T`.
import { pathToFileURL } from 'node:url';
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';
import { fetchEvents, fetchFeed } from './upstream.mjs';

function formatEvent(event) {
  return [
    `${event.name} (${event.league}) [${event.id}]`,
    `  Conference: ${event.conference} · Season: ${event.season}`,
    `  Dates: ${event.start} to ${event.end} · ${event.city}`,
    `  Age groups: ${event.age_groups.join(', ')}`,
  ].join('\n');
}

export function createServer() {
  const server = new McpServer({ name: 'ecnl-example', version: '1.0.0' }, { capabilities: { tools: {} } });

  server.registerTool(
    'find_events',
    {
      description:
        'Find ECNL events (showcases, conference weekends). Filter by conference (e.g. "North Atlantic"), season (e.g. "2025-26"), league ("ECNL Girls" or "ECNL Boys") and age group (e.g. "U15"); with no filter, lists every event in date order.',
      inputSchema: {
        conference: z.string().optional().describe('Conference name, e.g. "North Atlantic"'),
        season: z
          .string()
          .regex(/^\d{4}-\d{2}$/)
          .optional()
          .describe('Season as YYYY-YY, e.g. "2025-26"'),
        league: z.enum(['ECNL Girls', 'ECNL Boys']).optional().describe('"ECNL Girls" or "ECNL Boys"'),
        age_group: z
          .string()
          .regex(/^U\d{2}$/)
          .optional()
          .describe('Age group as U and two digits, e.g. "U15"'),
      },
    },
    async ({ conference, season, league, age_group: ageGroup }) => {
      const events = (await fetchEvents())
        .filter(
          (event) =>
            (!conference || event.conference === conference) &&
            (!season || event.season === season) &&
            (!league || event.league === league) &&
            (!ageGroup || event.age_groups.includes(ageGroup)),
        )
        .sort((a, b) => a.start.localeCompare(b.start));
      if (events.length === 0) {
        return { content: [{ type: 'text', text: 'No ECNL events match those filters.' }] };
      }
      return {
        content: [{ type: 'text', text: `${events.length} ECNL event(s):\n\n${events.map(formatEvent).join('\n\n')}` }],
      };
    },
  );

  server.registerTool(
    'list_conferences',
    {
      description: 'List the ECNL conferences that have events, with the leagues that play in each.',
      inputSchema: {},
    },
    async () => {
      const byConference = new Map();
      for (const event of await fetchEvents()) {
        const leagues = byConference.get(event.conference) ?? new Set();
        leagues.add(event.league);
        byConference.set(event.conference, leagues);
      }
      const lines = [...byConference].map(([name, leagues]) => `- ${name}: ${[...leagues].join(', ')}`);
      return { content: [{ type: 'text', text: `ECNL conferences:\n${lines.join('\n')}` }] };
    },
  );

  server.registerTool(
    'get_event',
    {
      description:
        'Get one ECNL event by its id (as listed by find_events): dates, city, conference, season and age groups.',
      inputSchema: { id: z.string().describe('Event id, e.g. "ecnl-g-na-2025-11"') },
    },
    async ({ id }) => {
      const event = (await fetchEvents()).find((candidate) => candidate.id === id);
      if (!event) return { isError: true, content: [{ type: 'text', text: `No ECNL event has id "${id}".` }] };
      return { content: [{ type: 'text', text: formatEvent(event) }] };
    },
  );

  server.registerTool(
    'list_seasons',
    {
      description:
        'List the ECNL seasons (August to July, written YYYY-YY) with their dates and how many events each has.',
      inputSchema: {},
    },
    async () => {
      const { seasons, events } = await fetchFeed();
      const lines = seasons.map((season) => {
        const count = events.filter((event) => event.season === season.id).length;
        return `- ${season.id}: ${season.start} to ${season.end} · ${count} event(s)`;
      });
      return { content: [{ type: 'text', text: `ECNL seasons:\n${lines.join('\n')}` }] };
    },
  );

  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The SDK's era entry: 2026-07-28 (server/discover) and the 2025 handshake, one server per connection.
  serveStdio(() => createServer());
}
