import { existsSync, realpathSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerTarget } from '../../config/options.js';
import { splitCommand } from '../../mcp/split-command.js';

/** Interpreters and launchers: their own directory is not the server's. */
const LAUNCHERS =
  /^(?:node|nodejs|python\d*(?:\.\d+)?|uv|uvx|npx|pnpm|yarn|bun|deno|ruby|java|go|dotnet|php|sh|bash)(?:\.exe)?$/i;

/**
 * Where an absolute path in an answer points, for the leak check (classify.ts). `own`: directories
 * of the server's own files (its program's), whose paths in an answer are leaked internals. `user`:
 * paths the user gave the server (its working directory, the paths on its command line after the
 * program, the paths in its `--server-env` values): a server that names them (a file server listing
 * the folder it serves, mcp-server-git printing its repository) says what it was told, not its
 * internals. The program's own path is the user's too: the user wrote it on the command line, and a
 * process list (desktop-commander's `list_processes`) prints that command line. A path under both
 * is the user's when the user's path is at least as deep as the own directory (the server serving
 * a folder beside its program), its own otherwise.
 */
export interface ServerPaths {
  own: string[];
  user: string[];
}

function isFile(file: string): boolean {
  try {
    return existsSync(file) && statSync(file).isFile();
  } catch {
    // Unreadable: not ours to judge.
    return false;
  }
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The paths in a value (a word, a `--flag=value`'s value, an env value; lists split at `:`, `;` and `,`). */
function pathsIn(value: string, cwd: string): string[] {
  return value
    .split(/[,;]|(?<!^[A-Za-z]):/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '' && !piece.includes('${') && (/[/\\]/.test(piece) || piece === '.'))
    .map((piece) => path.resolve(cwd, piece));
}

/**
 * The server's own directories and the user's paths (see ServerPaths). Own: the directory of the
 * program its command line runs (the first word, unless an interpreter's, or the first existing
 * file after the interpreter), or of its module. Directories so general that any path would match
 * (/, the temp folder, home) are never own.
 */
export function serverPaths(server: ServerTarget, workspace: string): ServerPaths {
  const own = new Set<string>();
  const user = new Set<string>();
  if (server.kind === 'command') {
    let program = false;
    splitCommand(server.command).forEach((word, index) => {
      if (index === 0 && LAUNCHERS.test(path.basename(word))) return;
      const file = path.resolve(server.cwd, word);
      if (!program && !word.startsWith('-') && (index === 0 || isFile(file))) {
        program = true;
        if (isFile(file)) {
          // A launcher script (`node_modules/.bin/NAME`) links to the program: its real folder is the server's too.
          for (const one of new Set([file, realPath(file)])) {
            own.add(path.dirname(one));
            user.add(one);
          }
        }
        return;
      }
      if (index === 0) return;
      // A word after the program is the user's: a path (`/srv/data`), or a flag's value (`--root=/srv/data`).
      const value = /^--?[\w-]+=(.*)$/s.exec(word)?.[1] ?? word;
      for (const one of pathsIn(value, server.cwd)) user.add(one);
    });
    user.add(path.resolve(server.cwd));
    for (const value of Object.values(server.env ?? {})) for (const one of pathsIn(value, server.cwd)) user.add(one);
  } else if (server.kind === 'module') {
    own.add(path.dirname(path.resolve(workspace, server.modulePath)));
    user.add(path.resolve(workspace));
  }
  const tooGeneral = new Set(
    ['/', tmpdir(), homedir(), path.dirname(process.execPath)].map((dir) => path.resolve(dir)),
  );
  return {
    own: [...own].filter((dir) => !tooGeneral.has(dir) && dir.length > 4),
    user: [...user],
  };
}
