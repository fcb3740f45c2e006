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
import { createTaskTool } from './task.js';
import type { AnyTool } from './tool.js';
import { createWebFetchTool } from './web-fetch.js';
import { writeTool } from './write.js';
import type { NetworkPolicy } from '../policy/types.js';

const NO_NETWORK: NetworkPolicy = { allow: [], deny: [], loopback: false };

/** [Read, Write, Edit, Glob, Grep, LS, Bash, WebFetch]; WebFetch reaches what `network` allows. */
export function builtinTools(network: NetworkPolicy = NO_NETWORK): AnyTool[] {
  return [readTool, writeTool, editTool, globTool, grepTool, lsTool, bashTool, createWebFetchTool(network)];
}

/** A registry of the built-in tools; names and aliases resolve case-insensitively. */
export function createBuiltinRegistry(network?: NetworkPolicy): ToolRegistry {
  return new ToolRegistry(builtinTools(network));
}

/**
 * The tools a run offers, for deciding calls without running them (`policy explain`, `policy
 * check`, `replay --policy`): the built-ins and Task, the sub-agent tool the engine adds (here
 * with a spawner that is never called). MCP tools depend on the policy's servers and are stood in
 * per call by the commands.
 */
export function createDecisionRegistry(network?: NetworkPolicy): ToolRegistry {
  const noSubAgents = () => Promise.reject(new Error('no sub-agent runs when calls are only decided'));
  return new ToolRegistry([...builtinTools(network), createTaskTool(noSubAgents)]);
}
