/**
 * Bundled on its own into dist/fetch-proxy-agent.cjs (scripts/build.mjs) and loaded, inside the
 * sandbox, by the preload fetch-preload.ts writes: it makes Node's built-in fetch go through the
 * proxy named by HTTP(S)_PROXY / NO_PROXY on Node versions that ignore NODE_USE_ENV_PROXY (before
 * 24). Node's fetch and this undici share the global dispatcher slot, so setting it here is
 * setting it for fetch. Never imported by Marshal itself.
 */
import { EnvHttpProxyAgent, setGlobalDispatcher } from 'undici';

export function install(): void {
  // undici marks the agent experimental with a process warning; a tool's stderr is not the place.
  const emit = process.emitWarning;
  process.emitWarning = (() => undefined) as typeof process.emitWarning;
  try {
    setGlobalDispatcher(new EnvHttpProxyAgent());
  } finally {
    process.emitWarning = emit;
  }
}
