// The bench's server for the 2026-07-28 rows: one `echo` tool answering as server-everything's does
// ("Echo: <message>"), on the MCP SDK v2, serving both eras over stdio (so `--protocol auto` finds
// the modern era). Usage: node scripts/bench-echo-server.mjs
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';

serveStdio(() => {
  const server = new McpServer({ name: 'bench-echo', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    'echo',
    { description: 'Echoes back the input', inputSchema: z.object({ message: z.string() }) },
    async ({ message }) => ({ content: [{ type: 'text', text: `Echo: ${message}` }] }),
  );
  return server;
});
