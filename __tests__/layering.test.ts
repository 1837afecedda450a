import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers/runner.js';

/** Every relative import (static or dynamic) of every module under src/, as file → files. */
function importGraph(): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (full.endsWith('.ts')) files.push(full);
    }
  };
  walk(path.join(ROOT, 'src'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.\.?\/[^']+)\.js'/g)]
      .map((match) => path.resolve(path.dirname(file), `${match[1]}.ts`))
      .filter((target) => files.includes(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The import cycles of a graph, each as the files on it (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let top: string;
    do {
      top = stack.pop()!;
      component.push(path.relative(ROOT, top));
    } while (top !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the layout of src/', () => {
  it('has no import cycle between modules', () => {
    expect(cycles(importGraph())).toEqual([]);
  });

  it('refuses an import that runs back up a layer, naming the room (the ESLint rule CI runs)', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const [upward] = await eslint.lintText(
      "import { runSuite } from '../run/index.js';\nexport const x = runSuite;\n",
      {
        filePath: path.join(ROOT, 'src/mcp/example.ts'),
      },
    );
    expect(upward!.messages.map((message) => message.message).join('\n')).toMatch(
      /src\/mcp\/ never imports from the rooms above it/,
    );
    const [downward] = await eslint.lintText(
      "import { runSuite } from '../run/index.js';\nexport const x = runSuite;\n",
      {
        filePath: path.join(ROOT, 'src/cli/example.ts'),
      },
    );
    expect(downward!.messages).toEqual([]);
  }, 60_000);
});
