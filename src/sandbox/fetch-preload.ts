/**
 * Node's built-in fetch ignores HTTP(S)_PROXY before Node 24 (NODE_USE_ENV_PROXY came with it), so
 * on the Node 20 and 22 most runners have, a test suite's fetch to an allowed host would hit the
 * firewall instead of the proxy. The sandbox gives its processes NODE_OPTIONS=--require <preload>:
 * the preload wraps fetch so that its first call installs undici's EnvHttpProxyAgent (the bundled
 * dist/fetch-proxy-agent.cjs) as the global dispatcher. Processes that never fetch pay for a few
 * lines, not for undici. Both files are copied into the run's state directory, which the sandbox
 * uid can read (Marshal's own directory may sit in the runner's hidden home).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Privileged } from './privilege.js';

export const AGENT_FILE = 'fetch-proxy-agent.cjs';

/** Where the bundled agent is: beside this code in dist/, or the repository's dist/ when run from src/. */
export function findProxyAgent(here = path.dirname(fileURLToPath(import.meta.url))): string | null {
  for (const candidate of [path.join(here, AGENT_FILE), path.resolve(here, '..', '..', 'dist', AGENT_FILE)]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** The preload's source, loading the agent from `agentPath` on the first fetch. */
export function preloadSource(agentPath: string): string {
  return `'use strict';
// Marshal's sandbox: Node's fetch through the proxy in HTTP(S)_PROXY (Node < 24 ignores it).
(() => {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24 && process.env.NODE_USE_ENV_PROXY === '1') return;
  if (!process.env.HTTPS_PROXY && !process.env.HTTP_PROXY) return;
  const original = globalThis.fetch;
  if (typeof original !== 'function') return;
  let installed = false;
  const fetch = function fetch(...args) {
    if (!installed) {
      installed = true;
      try {
        require(${JSON.stringify(agentPath)}).install();
      } catch {}
    }
    return original.apply(this, args);
  };
  Object.defineProperty(globalThis, 'fetch', { value: fetch, writable: true, configurable: true, enumerable: true });
})();
`;
}

/**
 * Copies the agent and writes the preload into `dir` (root-owned, readable by the uid); returns
 * the NODE_OPTIONS value, or null when the agent is not there (fetch then reaches only loopback).
 */
export async function installFetchPreload(priv: Privileged, dir: string): Promise<string | null> {
  const agent = findProxyAgent();
  if (!agent) return null;
  const target = path.join(dir, 'node');
  await priv.must(['install', '-d', '-m', '0755', target]);
  const agentCopy = path.join(target, AGENT_FILE);
  await priv.must(['install', '-m', '0444', agent, agentCopy]);
  const preload = path.join(target, 'fetch-proxy-preload.cjs');
  await priv.must(['tee', preload], { input: preloadSource(agentCopy) });
  await priv.must(['chmod', '0444', preload]);
  return `--require ${preload}`;
}
