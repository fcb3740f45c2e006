/**
 * The environment of a sandboxed process, on top of exec.ts's secret-free allowlist: the sandbox
 * user's own HOME and TMPDIR (the runner's are hidden from it), caches and config redirected there
 * (the runner's are not writable for it), and the proxy for every common client: curl, git, pip
 * and most tools read HTTP(S)_PROXY, npm reads the same variables, Node's own fetch needs
 * NODE_USE_ENV_PROXY=1 (Node 24; earlier versions get the preload of fetch-preload.ts through
 * NODE_OPTIONS).
 *
 * The proxy URL carries the run's proxy credential: those variables are PRIVATE_VARS, never put
 * where another user can read them (a command line: see sandbox.ts).
 */
import path from 'node:path';
import type { SandboxUser } from './sandbox-user.js';

export interface SandboxEnvInput {
  user: Pick<SandboxUser, 'name' | 'home' | 'tmp'>;
  proxyUrl: string;
  allowLoopback: boolean;
  /** PATH and toolchain variables (settings.ts TOOL_PATH_VARS). */
  runnerEnv: Record<string, string>;
  /** NODE_OPTIONS that load the fetch preload (null: none). */
  nodeOptions?: string | null;
}

/** The variables that hold the proxy credential. */
export const PRIVATE_VARS: readonly string[] = ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy', 'ALL_PROXY'];

/** The environment split into what may appear on a command line and what must not. */
export function splitPrivate(env: Record<string, string>): { plain: Record<string, string>; secret: Record<string, string> } {
  const plain: Record<string, string> = {};
  const secret: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) (PRIVATE_VARS.includes(name) ? secret : plain)[name] = value;
  return { plain, secret };
}

export function sandboxProcessEnv(input: SandboxEnvInput): Record<string, string> {
  const { user, proxyUrl } = input;
  const home = user.home;
  const noProxy = input.allowLoopback ? 'localhost,127.0.0.1,::1,[::1]' : '';
  const env: Record<string, string> = {
    HOME: home,
    USER: user.name,
    LOGNAME: user.name,
    TMPDIR: user.tmp,
    TMP: user.tmp,
    TEMP: user.tmp,
    XDG_CACHE_HOME: path.join(home, '.cache'),
    XDG_CONFIG_HOME: path.join(home, '.config'),
    npm_config_cache: path.join(home, '.npm'),
    GOPATH: path.join(home, 'go'),
    GOCACHE: path.join(home, '.cache', 'go-build'),
    CARGO_HOME: path.join(home, '.cargo'),
    PIP_CACHE_DIR: path.join(home, '.cache', 'pip'),
    HTTP_PROXY: proxyUrl,
    HTTPS_PROXY: proxyUrl,
    http_proxy: proxyUrl,
    https_proxy: proxyUrl,
    ALL_PROXY: proxyUrl,
    NO_PROXY: noProxy,
    no_proxy: noProxy,
    NODE_USE_ENV_PROXY: '1',
  };
  if (input.nodeOptions) env.NODE_OPTIONS = input.nodeOptions;
  // Java ignores TMPDIR and would write into /tmp, which the sandbox may not.
  if (input.runnerEnv.JAVA_HOME) env.JAVA_TOOL_OPTIONS = `-Djava.io.tmpdir=${user.tmp}`;
  return env;
}
