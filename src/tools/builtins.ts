/**
 * The built-in tools, in the order they are offered to the model. Adding a tool = its own file
 * plus one line here.
 */
import { bashTool } from './bash.js';
import { editTool } from './edit.js';
import { globTool } from './glob.js';
import { grepTool } from './grep.js';
import { lsTool } from './ls.js';
import { readTool } from './read.js';
import { ToolRegistry } from './registry.js';
import type { AnyTool } from './tool.js';
import { writeTool } from './write.js';

/** [Read, Write, Edit, Glob, Grep, LS, Bash]. */
export function builtinTools(): AnyTool[] {
  return [readTool, writeTool, editTool, globTool, grepTool, lsTool, bashTool];
}

/** A registry of the built-in tools; names and aliases resolve case-insensitively. */
export function createBuiltinRegistry(): ToolRegistry {
  return new ToolRegistry(builtinTools());
}
