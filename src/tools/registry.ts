/**
 * Name-keyed collection of tools. Names and aliases resolve case-insensitively (`read`,
 * `fs_read` -> `Read`). Availability filtering takes `*`, globs (`Rea*`) and exact names.
 */
import picomatch from 'picomatch';
import type { AnyTool } from './tool.js';

export class ToolRegistry {
  private readonly byName = new Map<string, AnyTool>();
  private readonly tools: readonly AnyTool[];

  constructor(tools: readonly AnyTool[]) {
    this.tools = tools;
    for (const tool of tools) {
      for (const name of [tool.name, ...(tool.aliases ?? [])]) {
        const key = name.toLowerCase();
        const existing = this.byName.get(key);
        if (existing && existing !== tool) {
          throw new Error(`Tool name "${name}" is claimed by both ${existing.name} and ${tool.name}`);
        }
        this.byName.set(key, tool);
      }
    }
  }

  /** The tool a model-supplied name refers to, or undefined. */
  resolve(name: string): AnyTool | undefined {
    return this.byName.get(name.trim().toLowerCase());
  }

  list(): readonly AnyTool[] {
    return this.tools;
  }

  /**
   * A registry with only the tools matching one of `patterns` (`*`, `Rea*`, `Bash`), matched
   * case-insensitively against canonical names and aliases. Unmatched patterns are ignored.
   */
  filter(patterns: readonly string[]): ToolRegistry {
    const matchers = patterns.map((p) => picomatch(p.trim(), { nocase: true }));
    return new ToolRegistry(
      this.tools.filter((tool) =>
        [tool.name, ...(tool.aliases ?? [])].some((name) => matchers.some((m) => m(name))),
      ),
    );
  }

  /** A registry without the named tools (canonical names). */
  without(names: ReadonlySet<string>): ToolRegistry {
    return new ToolRegistry(this.tools.filter((tool) => !names.has(tool.name)));
  }
}
