/**
 * The one subprocess choke point. Every child process Marshal starts (tools, git, hooks) goes
 * through `runCommand`, so the security argument is short:
 *
 * - The child's environment is built from an explicit allowlist (`sandboxEnv`). Nothing named like
 *   a secret (`*_TOKEN`, `*_KEY`, `*SECRET*`, ...), no `INPUT_*` (action inputs, which include the
 *   API key) and no `ACTIONS_*` (runtime tokens) ever reaches it, even if a caller asks for it.
 * - The child runs in its own process group (`detached`), and timeout, abort and normal exit all
 *   kill the whole group: a command that backgrounds a grandchild (`sleep 100 &`) cannot outlive
 *   its call or keep the output pipe open. Processes that leave the group (`setsid`, daemons) are
 *   found by a per-call tag in their environment and killed as well (see `killTagged`); if
 *   something untraceable still holds the pipes, they are closed after a short grace.
 * - Output is capped in memory (head and tail kept, the middle counted) at O(1) cost per chunk,
 *   so a command printing gigabytes can neither exhaust the runner nor spend its timeout on it.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { execa } from 'execa';
import { openSpool } from './stdout-spool.js';

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
  /** Called with each chunk of combined output as it arrives (stderr only with `spoolStdout`). */
  onOutput?: (chunk: string) => void;
  /**
   * Standard output goes to a private file read back when the command ends, not through a pipe
   * (stdout-spool.ts): for commands whose output is only used whole (git grep, git ls-files).
   * `output` is then stdout followed by stderr, not interleaved.
   */
  spoolStdout?: boolean;
  /** How to start the process: set by the sandbox (src/sandbox/) only, never by a tool. */
  launch?: Launch;
  /**
   * Under the sandbox: a fixed command of Marshal's own (git grep, git ls-files) that starts no
   * other process, so it may run beside other such calls. Every other sandboxed call (Bash, hooks)
   * runs alone, so whatever of the uid is left when it ends is its own and is reaped at once.
   */
  concurrentSafe?: boolean;
}

/**
 * The sandbox's answer to "how is this process started": a prefix that drops to the sandbox uid
 * (`[sudo -n --] setpriv ... --`), the umask it runs with, and a way to kill its process group
 * from that uid (Marshal, when not root, cannot signal another uid's processes itself).
 */
export interface Launch {
  prefix: readonly string[];
  /** Pass the environment as `env -i NAME=VALUE ...` arguments (sudo would reset it). */
  envInArgv: boolean;
  umask?: number;
  /**
   * With envInArgv: a file of `export NAME='value'` lines the process reads at start, for values
   * no other user may see (a command line is world-readable in /proc/<pid>/cmdline).
   */
  envFile?: string;
  kill?: (pgid: number, signal: NodeJS.Signals) => void;
  /** Called when the leader exits: the sandbox reaps the call's stragglers by uid right away. */
  afterExit?: () => void;
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

/**
 * Keeps the first and last `cap / 2` bytes of a stream and counts what was dropped. Chunks are
 * kept as bytes and whole chunks are dropped from the front of the tail, so each chunk costs O(1)
 * however much a command prints (a command printing 100 MB must not spend its timeout here), and
 * text is decoded once, at the end, on character boundaries.
 */
export class CappedBuffer {
  private readonly half: number;
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private readonly tail: Buffer[] = [];
  private tailBytes = 0;
  private count = 0;

  constructor(cap: number) {
    this.half = Math.max(1, Math.floor(cap / 2));
  }

  push(chunk: Buffer): void {
    this.count += chunk.length;
    if (this.headBytes < this.half) {
      const room = this.half - this.headBytes;
      if (chunk.length <= room) {
        this.head.push(chunk);
        this.headBytes += chunk.length;
        return;
      }
      this.head.push(chunk.subarray(0, room));
      this.headBytes = this.half;
      chunk = chunk.subarray(room);
    }
    this.tail.push(chunk);
    this.tailBytes += chunk.length;
    // Drop whole chunks while the rest still holds `half` bytes: amortised O(1) per chunk.
    while (this.tail.length > 1 && this.tailBytes - (this.tail[0] as Buffer).length >= this.half) {
      this.tailBytes -= (this.tail.shift() as Buffer).length;
    }
  }

  get truncated(): boolean {
    return this.count > this.half * 2;
  }

  /** Bytes pushed in all. */
  get total(): number {
    return this.count;
  }

  toString(): string {
    if (!this.truncated) return Buffer.concat([...this.head, ...this.tail]).toString('utf8');
    // The head ends before a character cut in two; the tail starts after one.
    const head = new StringDecoder('utf8').write(Buffer.concat(this.head));
    let tail = Buffer.concat(this.tail);
    tail = tail.subarray(tail.length - this.half);
    let skip = 0;
    while (skip < 3 && skip < tail.length && ((tail[skip] as number) & 0xc0) === 0x80) skip++;
    const omitted = this.count - this.headBytes - tail.length;
    return `${head}\n[... ${omitted} bytes of output omitted ...]\n${tail.subarray(skip).toString('utf8')}`;
  }
}

/**
 * The argument vector with the sandbox's launch prefix. Under sudo the environment (already
 * filtered: nothing secret) is passed as `env -i` assignments, and the umask is set by a tiny
 * `sh` stage, since sudo applies its own umask on top of the caller's; the same stage reads the
 * launch's private env file.
 */
export function launchArgv(argv: readonly string[], env: Record<string, string>, launch: Launch | undefined): string[] {
  if (!launch) return [...argv];
  if (!launch.envInArgv) return [...launch.prefix, ...argv];
  const assignments = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  const steps = [
    ...(launch.umask !== undefined ? [`umask ${launch.umask.toString(8).padStart(3, '0')}`] : []),
    ...(launch.envFile ? [`. '${launch.envFile.replace(/'/g, `'\\''`)}' || exit 126`] : []),
  ];
  const umask = steps.length ? ['/bin/sh', '-c', `${steps.join(' && ')} && exec "$0" "$@"`] : [];
  if ((argv[0] ?? '').includes('=')) throw new Error('a program name containing "=" cannot be started in the sandbox');
  return [...launch.prefix, '/usr/bin/env', '-i', ...assignments, ...umask, ...argv];
}

function killOwnGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Every child gets `MARSHAL_PROCESS_TAG=<random>` in its environment, and so does everything it
 * starts (environments are inherited). A process that leaves the process group (`setsid`,
 * `setsid -f`, a daemonising dev server or build daemon) escapes `killGroup`; it is found by its
 * tag in `/proc/<pid>/environ` (the environment it was started with, which it cannot change) and
 * killed too, so it can neither outlive its call nor hold the output pipe open. Best effort: a
 * command that deliberately starts a process with a cleared environment (`env -i`) is not found;
 * the pipe grace below still ends the call on time.
 */
export const PROCESS_TAG_VAR = 'MARSHAL_PROCESS_TAG';
/** Scans of /proc per cleanup: a tagged process may fork while the first scan kills. */
const TAG_SCANS = 4;

export function killTagged(tag: string): number {
  if (process.platform !== 'linux') return 0;
  const needle = Buffer.from(`${PROCESS_TAG_VAR}=${tag}\0`);
  const killed = new Set<number>();
  for (let scan = 0; scan < TAG_SCANS; scan++) {
    let entries: string[];
    try {
      entries = readdirSync('/proc');
    } catch {
      break;
    }
    let found = 0;
    for (const entry of entries) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid || killed.has(pid)) continue;
      let environ: Buffer;
      try {
        environ = readFileSync(`/proc/${pid}/environ`);
      } catch {
        continue; // gone, or not ours to read
      }
      const at = environ.indexOf(needle);
      if (at === -1 || (at > 0 && environ[at - 1] !== 0)) continue;
      try {
        process.kill(pid, 'SIGKILL');
        killed.add(pid);
        found++;
      } catch {
        // Exited meanwhile.
      }
    }
    if (!found) break;
  }
  return killed.size;
}

/**
 * After the leader has exited and its group and tagged processes are killed, the output pipes
 * normally close at once. If something untraceable still holds them, they are closed from our
 * side after this long, so the call ends instead of waiting for that process.
 */
const PIPE_GRACE_MS = 1000;

export const runCommand: Exec = async (req) => {
  if (!!req.argv === !!req.script) throw new Error('runCommand needs exactly one of argv or script');
  const tag = `${process.pid}-${randomBytes(12).toString('hex')}`;
  const env = { ...sandboxEnv(req.baseEnv ?? process.env, req.env), ...(req.trustedEnv ?? {}), [PROCESS_TAG_VAR]: tag };
  const [file, ...args] = launchArgv(req.argv ?? ['bash', '-c', req.script as string], env, req.launch);
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

  // The umask is inherited at fork, which happens synchronously inside execa(): setting it around
  // the call affects this child only (Marshal is single-threaded here).
  const previousUmask = req.launch?.umask !== undefined && !req.launch.envInArgv ? process.umask(req.launch.umask) : undefined;
  const spool = req.spoolStdout ? openSpool() : null;
  const child = execa(file as string, args, {
    cwd: req.cwd,
    env,
    extendEnv: false,
    detached: true,
    reject: false,
    buffer: false,
    encoding: 'buffer',
    stripFinalNewline: false,
    windowsHide: true,
    ...(req.input !== undefined ? { input: req.input } : { stdin: 'ignore' as const }),
    // execa hands a descriptor number to spawn as is (its types only spell out 1 and 2).
    stdout: (spool ? spool.fd : 'pipe') as 'pipe',
  });
  if (previousUmask !== undefined) process.umask(previousUmask);
  const pid = child.pid;
  const killGroup = (target: number | undefined, sig: NodeJS.Signals) => {
    killOwnGroup(target, sig);
    if (target) req.launch?.kill?.(target, sig);
  };

  const stop = (why: 'timeout' | 'abort') => {
    if (why === 'timeout') timedOut = true;
    else aborted = true;
    killGroup(pid, 'SIGTERM');
    setTimeout(() => killGroup(pid, 'SIGKILL'), KILL_GRACE_MS).unref();
  };
  const timer = req.timeoutMs && req.timeoutMs > 0 ? setTimeout(() => stop('timeout'), req.timeoutMs) : undefined;
  const onAbort = () => stop('abort');
  req.signal?.addEventListener('abort', onAbort, { once: true });

  // Text for onOutput is decoded per stream, so a character split across chunks stays whole.
  const forward = (decoder: StringDecoder) => (chunk: Buffer) => {
    if (!req.onOutput) return;
    const text = decoder.write(chunk);
    if (text) req.onOutput(text);
  };
  const toOutput = forward(new StringDecoder('utf8'));
  const toError = forward(new StringDecoder('utf8'));
  child.stdout?.on('data', (chunk: Buffer) => {
    out.push(chunk);
    all.push(chunk);
    toOutput(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err.push(chunk);
    all.push(chunk);
    toError(chunk);
  });
  // When the leader exits, stragglers it left in its group, and tagged processes that left the
  // group, are killed: they would otherwise keep the output pipes open (and the call hanging)
  // or outlive the run. Whatever still holds the pipes after a grace period is cut off.
  let pipeGrace: NodeJS.Timeout | undefined;
  child.once('exit', () => {
    // (The sandbox reaps its own uid after every call: no extra kill from it is needed here.)
    killOwnGroup(pid, 'SIGKILL');
    // Under the sandbox, stragglers are found by uid (exactly, after every call): the environment
    // scan, which an `env -i` escapes anyway, is only needed for processes Marshal starts itself.
    if (!req.launch) killTagged(tag);
    else req.launch.afterExit?.();
    pipeGrace = setTimeout(() => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    }, PIPE_GRACE_MS);
    pipeGrace.unref();
  });

  let exitCode: number | null = null;
  let signal: string | null = null;
  try {
    const result = await child;
    exitCode = result.exitCode ?? null;
    signal = result.signal ?? null;
    if (result.failed && exitCode === null && signal === null && !timedOut && !aborted && result.message) {
      const message = Buffer.from(result.message);
      err.push(message);
      all.push(message);
    }
    if ((result as { code?: string }).code === 'ENOENT' || /ENOENT/.test(result.message ?? '')) {
      if (exitCode === null || exitCode === undefined) exitCode = 127;
    }
    spool?.drain((chunk) => out.push(chunk));
  } finally {
    spool?.dispose();
    if (timer) clearTimeout(timer);
    if (pipeGrace) clearTimeout(pipeGrace);
    req.signal?.removeEventListener('abort', onAbort);
  }

  const stdout = out.toString();
  const stderr = err.toString();
  return {
    exitCode,
    signal,
    stdout,
    stderr,
    // Spooled: stdout then stderr, joined without a second copy of a large stdout.
    output: spool ? stdout + stderr : all.toString(),
    truncated: out.truncated || err.truncated || (!spool && all.truncated),
    timedOut,
    aborted,
    durationMs: performance.now() - started,
  };
};
