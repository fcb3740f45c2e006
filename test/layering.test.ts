/**
 * The house's layer rules, checked over every import statement in src/ (static, `export ... from`
 * and dynamic `import()`, type-only imports included: a type import is still an arrow between
 * two concerns). Shared vocabulary lives low, in src/shared/, and every stage imports it downward:
 *
 *   src/shared/   the event union, the Redactor, workspace path resolution, physical paths,
 *                 edit distance; imports nothing else of src/
 *   executor/, report/      never import agent/ (the loop sits above them and feeds them events)
 *   policy/                 never imports tools/ (the tools ask the policy, not the other way)
 *   all of src/             no import cycles (a cycle, even of types only, is two concerns that
 *                           cannot be read apart; src/executor/pipeline-context.ts broke the last)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** src-relative path of every file -> src-relative paths of the src files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => ref.fileName)
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => path.relative(SRC, path.resolve(path.dirname(file), spec)).replace(/\.js$/, '.ts'));
    graph.set(path.relative(SRC, file), [...new Set(targets)]);
  }
  return graph;
}

const graph = importGraph();

/** Every import from a file under `from` to a file under `to`, as "file -> target". */
function arrows(from: string, to: (target: string) => boolean): string[] {
  return [...graph].flatMap(([file, targets]) =>
    file.startsWith(from) ? targets.filter(to).map((target) => `${file} -> ${target}`) : [],
  );
}

const under = (folder: string) => (target: string) => target.startsWith(folder);

describe('layering', () => {
  it('sees the imports it checks (the scan is not vacuous)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('executor/executor.ts')).toContain('shared/events.ts');
  });

  it('keeps src/shared/ at the bottom: it imports nothing of src/ outside itself', () => {
    expect(arrows('shared/', (target) => !target.startsWith('shared/'))).toEqual([]);
  });

  it('keeps the executor and the report below the agent loop', () => {
    expect(arrows('executor/', under('agent/'))).toEqual([]);
    expect(arrows('report/', under('agent/'))).toEqual([]);
  });

  it('keeps the policy below the tools it governs', () => {
    expect(arrows('policy/', under('tools/'))).toEqual([]);
  });

  it('has no import cycle anywhere in src/', () => {
    expect(importCycles()).toEqual([]);
  });
});

/** Every strongly connected group of more than one file (or a file importing itself), sorted. */
function importCycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
