import { existsSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerTarget } from '../../config/options.js';
import { splitCommand } from '../../mcp/split-command.js';

/** Interpreters and launchers: their own directory is not the server's. */
const LAUNCHERS =
  /^(?:node|nodejs|python\d*(?:\.\d+)?|uv|uvx|npx|pnpm|yarn|bun|deno|ruby|java|go|dotnet|php|sh|bash)(?:\.exe)?$/i;

/**
 * Directories of the server's own files, whose absolute paths in an answer are leaked internals:
 * those of the files its command line names (not an interpreter's), of its module, and its working
 * directory. Directories so general that any path would match (/, the temp folder, home) are left out.
 */
export function serverOwnPaths(server: ServerTarget, workspace: string): string[] {
  const dirs = new Set<string>();
  if (server.kind === 'command') {
    splitCommand(server.command).forEach((word, index) => {
      if (index === 0 && LAUNCHERS.test(path.basename(word))) return;
      const file = path.resolve(server.cwd, word);
      if (!word.includes(path.sep) && index > 0 && !existsSync(file)) return;
      try {
        if (existsSync(file) && statSync(file).isFile()) dirs.add(path.dirname(file));
      } catch {
        // Unreadable: not ours to judge.
      }
    });
    dirs.add(path.resolve(server.cwd));
  } else if (server.kind === 'module') {
    dirs.add(path.dirname(path.resolve(workspace, server.modulePath)));
  }
  const tooGeneral = new Set(
    ['/', tmpdir(), homedir(), path.dirname(process.execPath)].map((dir) => path.resolve(dir)),
  );
  return [...dirs].filter((dir) => !tooGeneral.has(dir) && dir.length > 4);
}
