/**
 * The one subprocess choke point. Every child process Marshal starts (tools, git, hooks) goes
 * through `runCommand`, so the security argument is short:
 *
 * - The child's environment is built from an explicit allowlist (`sandboxEnv`). Nothing named like
 *   a secret (`*_TOKEN`, `*_KEY`, `*SECRET*`, ...), no `INPUT_*` (action inputs, which include the
 *   API key) and no `ACTIONS_*` (runtime tokens) ever reaches it, even if a caller asks for it.
 * - The child runs in its own process group (`detached`), and timeout, abort and normal exit all
 *   kill the whole group: a command that backgrounds a grandchild (`sleep 100 &`) cannot outlive
 *   its call or keep the output pipe open.
 * - Output is capped in memory (head and tail kept, the middle counted), so a command printing
 *   gigabytes cannot exhaust the runner.
 */
import { execa } from 'execa';

export interface ExecRequest {
  /** Program and arguments, run without a shell. Exactly one of `argv` / `script`. */
  argv?: readonly string[];
  /** A bash script, run as `bash -c script`. */
  script?: string;
  cwd: string;
  /** Milliseconds; 0 or undefined means no timeout. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Bytes kept per stream; the middle of a longer output is dropped and counted. */
  maxOutputBytes?: number;
  /** Extra variables; they still pass through the secret filter unless `trustedEnv` is set. */
  env?: Record<string, string>;
  /**
   * Variables added after filtering, for Marshal's own git calls that need credentials
   * (never for tools). Callers must not pass model-controlled values here.
   */
  trustedEnv?: Record<string, string>;
  /** Base environment to filter; defaults to process.env. */
  baseEnv?: NodeJS.ProcessEnv;
  input?: string;
  /** Called with each chunk of combined output as it arrives. */
  onOutput?: (chunk: string) => void;
}

export interface ExecResult {
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr interleaved in arrival order. */
  output: string;
  /** True when any stream exceeded maxOutputBytes. */
  truncated: boolean;
  timedOut: boolean;
  aborted: boolean;
  durationMs: number;
}

export type Exec = (req: ExecRequest) => Promise<ExecResult>;

export const DEFAULT_MAX_OUTPUT_BYTES = 8 * 1024 * 1024;
const KILL_GRACE_MS = 200;

/** Variables a tool may see, when present in the runner's environment. */
export const ENV_ALLOWLIST: readonly string[] = [
  'PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LANGUAGE', 'LC_ALL', 'LC_CTYPE', 'TZ',
  'TERM', 'TMPDIR', 'CI', 'GITHUB_ACTIONS', 'GITHUB_WORKSPACE', 'GITHUB_REPOSITORY',
  'GITHUB_REPOSITORY_OWNER', 'GITHUB_SHA', 'GITHUB_REF', 'GITHUB_REF_NAME', 'GITHUB_HEAD_REF',
  'GITHUB_BASE_REF', 'GITHUB_EVENT_NAME', 'GITHUB_RUN_ID', 'GITHUB_RUN_NUMBER', 'GITHUB_SERVER_URL',
  'GITHUB_WORKFLOW', 'GITHUB_JOB', 'RUNNER_OS', 'RUNNER_ARCH', 'RUNNER_TOOL_CACHE',
  'JAVA_HOME', 'GOPATH', 'GOROOT', 'GOCACHE', 'CARGO_HOME', 'RUSTUP_HOME', 'PYENV_ROOT',
  'NVM_DIR', 'DOTNET_ROOT', 'npm_config_cache', 'XDG_CACHE_HOME', 'XDG_CONFIG_HOME',
];

/** Names that are never passed to a child, whatever the allowlist or the caller says. */
const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE|_KEY$|^KEY$|API_?KEY|_AUTH$|^AUTH_|_AUTH_)/i;
const FORBIDDEN_PREFIX = /^(INPUT_|ACTIONS_|ANTHROPIC_|GITHUB_TOKEN|GH_|AWS_|AZURE_|GOOGLE_|NPM_CONFIG__AUTH)/i;

export function isForbiddenEnvName(name: string): boolean {
  return SECRET_NAME.test(name) || FORBIDDEN_PREFIX.test(name);
}

/**
 * The environment a tool runs with: allowlisted variables from `base`, then `extra`, both
 * filtered by name; then fixed settings that keep git and pagers non-interactive.
 */
export function sandboxEnv(
  base: NodeJS.ProcessEnv = process.env,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ENV_ALLOWLIST) {
    const value = base[name];
    if (value !== undefined && !isForbiddenEnvName(name)) env[name] = value;
  }
  for (const [name, value] of Object.entries(extra)) {
    if (!isForbiddenEnvName(name)) env[name] = value;
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  env.GIT_TERMINAL_PROMPT = '0';
  env.GIT_PAGER = 'cat';
  env.PAGER = 'cat';
  env.GIT_EDITOR = 'true';
  env.EDITOR = 'true';
  return env;
}

/** Keeps the first and last `cap / 2` bytes of a stream and counts what was dropped. */
class CappedBuffer {
  private head = '';
  private tail = '';
  private headBytes = 0;
  private dropped = 0;
  constructor(private readonly cap: number) {}

  push(chunk: string): void {
    const half = Math.floor(this.cap / 2);
    if (this.headBytes < half) {
      const room = half - this.headBytes;
      const bytes = Buffer.byteLength(chunk);
      if (bytes <= room) {
        this.head += chunk;
        this.headBytes += bytes;
        return;
      }
      const buf = Buffer.from(chunk);
      this.head += buf.subarray(0, room).toString();
      this.headBytes = half;
      chunk = buf.subarray(room).toString();
    }
    this.tail += chunk;
    const tailBytes = Buffer.byteLength(this.tail);
    if (tailBytes > half * 2) {
      const buf = Buffer.from(this.tail);
      const cut = tailBytes - half;
      this.dropped += cut;
      this.tail = buf.subarray(cut).toString();
    }
  }

  get truncated(): boolean {
    return this.dropped > 0;
  }

  toString(): string {
    if (!this.dropped) return this.head + this.tail;
    return `${this.head}\n[... ${this.dropped} bytes of output omitted ...]\n${this.tail}`;
  }
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

export const runCommand: Exec = async (req) => {
  if (!!req.argv === !!req.script) throw new Error('runCommand needs exactly one of argv or script');
  const [file, ...args] = req.argv ?? ['bash', '-c', req.script as string];
  const env = { ...sandboxEnv(req.baseEnv ?? process.env, req.env), ...(req.trustedEnv ?? {}) };
  const cap = req.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const out = new CappedBuffer(cap);
  const err = new CappedBuffer(cap);
  const all = new CappedBuffer(cap);
  const started = performance.now();
  let timedOut = false;
  let aborted = false;

  if (req.signal?.aborted) {
    return {
      exitCode: null, signal: null, stdout: '', stderr: '', output: '', truncated: false,
      timedOut: false, aborted: true, durationMs: 0,
    };
  }

  const child = execa(file as string, args, {
    cwd: req.cwd,
    env,
    extendEnv: false,
    detached: true,
    reject: false,
    buffer: false,
    stripFinalNewline: false,
    windowsHide: true,
    ...(req.input !== undefined ? { input: req.input } : { stdin: 'ignore' as const }),
  });
  const pid = child.pid;

  const stop = (why: 'timeout' | 'abort') => {
    if (why === 'timeout') timedOut = true;
    else aborted = true;
    killGroup(pid, 'SIGTERM');
    setTimeout(() => killGroup(pid, 'SIGKILL'), KILL_GRACE_MS).unref();
  };
  const timer = req.timeoutMs && req.timeoutMs > 0 ? setTimeout(() => stop('timeout'), req.timeoutMs) : undefined;
  const onAbort = () => stop('abort');
  req.signal?.addEventListener('abort', onAbort, { once: true });

  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    out.push(chunk);
    all.push(chunk);
    req.onOutput?.(chunk);
  });
  child.stderr?.on('data', (chunk: string) => {
    err.push(chunk);
    all.push(chunk);
    req.onOutput?.(chunk);
  });
  // When the leader exits, stragglers it left in its group are killed: they would otherwise keep
  // the output pipes open (and the call hanging) or outlive the run.
  child.once('exit', () => killGroup(pid, 'SIGKILL'));

  let exitCode: number | null = null;
  let signal: string | null = null;
  try {
    const result = await child;
    exitCode = result.exitCode ?? null;
    signal = result.signal ?? null;
    if (result.failed && exitCode === undefined && !timedOut && !aborted && result.message) {
      err.push(result.message);
      all.push(result.message);
    }
    if ((result as { code?: string }).code === 'ENOENT' || /ENOENT/.test(result.message ?? '')) {
      if (exitCode === null || exitCode === undefined) exitCode = 127;
    }
  } finally {
    if (timer) clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
  }

  return {
    exitCode,
    signal,
    stdout: out.toString(),
    stderr: err.toString(),
    output: all.toString(),
    truncated: out.truncated || err.truncated || all.truncated,
    timedOut,
    aborted,
    durationMs: performance.now() - started,
  };
};
