// The bench's scale server (`npm run bench -- --only scale`): one tool, `bulk`, that answers 4 KB
// of text (64 lines) naming the call, on the MCP SDK v2 over stdio.
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';

function createServer() {
  const server = new McpServer({ name: 'bench-bulk', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    'bulk',
    { description: 'Answers 4 KB of text.', inputSchema: z.object({ n: z.number() }) },
    async ({ n }) => ({
      content: [
        {
          type: 'text',
          text: Array.from({ length: 64 }, (_, line) => `line ${line} of call ${n}: ${'x'.repeat(40)}`).join('\n'),
        },
      ],
    }),
  );
  return server;
}

serveStdio(createServer);
