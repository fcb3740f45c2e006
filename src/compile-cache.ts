/**
 * A V8 code cache for the CLI's short commands: `marshal policy explain` spends more time compiling
 * its 2 MB of JavaScript than deciding a call. Node 22 has this built in (module.enableCompileCache);
 * Node 20 does not, so the policy command is bundled as one CommonJS file (dist/cli-policy.cjs) and
 * loaded here through vm.Script, which accepts and produces V8's cached data.
 *
 * - The cache is one file per bundle, keyed by a hash of the bundle's bytes, Node's version, the
 *   architecture and Node's own flags and options (V8 checks only the source's length and its
 *   own flags; the key makes sure an upgraded or edited bundle never meets another's bytecode).
 * - It is written after the command ran (the CLI saves at exit), so it also holds the functions
 *   the command compiled lazily: a warm start compiles almost nothing.
 * - The cache is code that V8 runs without checking it (release builds verify no checksum of
 *   cached data), so it is used only from a directory that only this user and root can change,
 *   checked from `/` down (trusted-dir.ts), and only from a regular file this user owns that
 *   nobody else can write, opened without following a symlink. Each file carries a SHA-256 of
 *   its data, checked before V8 sees it: a damaged file is compiled past and written anew.
 *   Anything else, and any error, means compiling as if there were no cache; a cache never
 *   changes what a command does or how it exits.
 * - Writes go to a private temporary file renamed into place (concurrent runs never see half a
 *   file); older entries for the same bundle beyond the newest few are removed.
 */
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { notPrivate, trustedDirectory } from './trusted-dir.js';

/** What happened to the cache on one load (MARSHAL_COMPILE_CACHE_TRACE=1 prints it). */
export type CacheOutcome = 'hit' | 'miss' | 'rejected' | 'off';

export interface CompileCacheOptions {
  /** Where cache files live; null: no cache (compile as usual). */
  dir: string | null;
}

/** Entries kept per bundle (a few Marshal versions or Node versions side by side). */
const KEEP = 3;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const SUFFIX = '.v8cache';

/** Where the cache lives, or why there is none. */
export interface CacheDirChoice {
  dir: string | null;
  why: string;
}

/**
 * The cache directory the CLI uses: MARSHAL_COMPILE_CACHE (an absolute directory, or 0/off/false/no
 * for none), else $XDG_CACHE_HOME/marshal, else ~/.cache/marshal. Read by the CLI's entry before
 * anything heavy loads (settings.ts is the Action's, and would cost the start-up this saves).
 */
export function compileCacheDir(env: NodeJS.ProcessEnv): CacheDirChoice {
  const chosen = env.MARSHAL_COMPILE_CACHE;
  if (chosen !== undefined && chosen !== '') {
    if (/^(0|off|false|no)$/i.test(chosen)) return { dir: null, why: `MARSHAL_COMPILE_CACHE=${chosen}` };
    if (!path.isAbsolute(chosen)) return { dir: null, why: `MARSHAL_COMPILE_CACHE is not an absolute path (${JSON.stringify(chosen)})` };
    return { dir: chosen, why: 'MARSHAL_COMPILE_CACHE' };
  }
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) return { dir: path.join(env.XDG_CACHE_HOME, 'marshal'), why: 'XDG_CACHE_HOME' };
  if (env.HOME && path.isAbsolute(env.HOME)) return { dir: path.join(env.HOME, '.cache', 'marshal'), why: 'HOME' };
  return { dir: null, why: 'neither MARSHAL_COMPILE_CACHE, XDG_CACHE_HOME nor HOME names a directory' };
}

/** A cache file: this header, the SHA-256 of the data, then V8's data. */
const MAGIC = Buffer.from('marshal-v8-cache 1\n', 'latin1');
const DIGEST_BYTES = 32;

const digest = (data: Buffer): Buffer => createHash('sha256').update(data).digest();

/** V8's data framed for the file. */
function framed(data: Buffer): Buffer {
  return Buffer.concat([MAGIC, digest(data), data]);
}

/** V8's data out of a file's bytes, or why they are not a sound cache file. */
function unframed(bytes: Buffer): { data: Buffer } | { damaged: string } {
  const start = MAGIC.length + DIGEST_BYTES;
  if (bytes.length < start || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return { damaged: 'not a Marshal cache file' };
  const data = bytes.subarray(start);
  if (!digest(data).equals(bytes.subarray(MAGIC.length, start))) return { damaged: 'its checksum does not match (a damaged file)' };
  return { data };
}

/**
 * The file's bytes, or a reason it is not used at all (absent: null bytes, no reason). Only a
 * regular file this user owns that nobody else can write, opened without following a symlink.
 */
function readCache(file: string): { bytes: Buffer | null; why: string | null } {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? { bytes: null, why: null } : { bytes: null, why: `${file}: ${code ?? (error as Error).message}` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { bytes: null, why: `${file} is not a regular file` };
    const why = notPrivate(st, file);
    if (why) return { bytes: null, why };
    if (st.size > MAX_CACHE_BYTES) return { bytes: null, why: `${file} is larger than ${MAX_CACHE_BYTES} bytes` };
    return { bytes: readFileSync(fd), why: null };
  } catch (error) {
    return { bytes: null, why: `${file}: ${(error as Error).message}` };
  } finally {
    closeSync(fd);
  }
}

/** Writes `data` as `file` through a private temporary file, then drops old entries of `prefix`. */
function writeCache(dir: string, file: string, prefix: string, data: Buffer): void {
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, framed(data), { mode: 0o600, flag: 'wx' });
    renameSync(temp, file);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // Never made.
    }
    return;
  }
  try {
    const others = readdirSync(dir)
      .filter((name) => name.startsWith(prefix) && name.endsWith(SUFFIX) && name !== path.basename(file))
      .map((name) => ({ name, mtime: statSync(path.join(dir, name)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    for (const { name } of others.slice(KEEP - 1)) unlinkSync(path.join(dir, name));
  } catch {
    // Pruning is housekeeping: a race with another run removing the same file is fine.
  }
}

/** The key of one bundle's cache: its bytes, and everything V8's bytecode depends on besides. */
function cacheKey(bytes: Buffer): string {
  return createHash('sha256')
    .update(`${process.version}\0${process.arch}\0${process.execArgv.join('\0')}\0${process.env.NODE_OPTIONS ?? ''}\0`)
    .update(bytes)
    .digest('hex')
    .slice(0, 32);
}

/** One bundle loaded: its exports, what happened to the cache, and how to leave fresh data. */
export interface LoadedBundle {
  exports: unknown;
  outcome: CacheOutcome;
  /** Why the cache was not used ('off'), or the cache file. */
  detail: string;
  /**
   * Writes the cache when it missed or was rejected; nothing otherwise. Call it after the work
   * (the CLI: at exit), so the data also holds every function the work compiled lazily and a
   * warm start compiles almost nothing.
   */
  save(): void;
}

/** Where a bundle's cache stands: off (and why), or its file, with the data it holds if sound. */
type Lookup = { off: string } | { dir: string; file: string; cached: Buffer | null; damaged: string | null };

function lookUp(dir: string | null, prefix: string, bytes: Buffer): Lookup {
  if (dir === null) return { off: 'no cache directory' };
  const trusted = trustedDirectory(dir);
  if (!trusted.ok) return { off: trusted.why };
  const file = path.join(trusted.real, `${prefix}${cacheKey(bytes)}${SUFFIX}`);
  const read = readCache(file);
  if (read.why !== null) return { off: read.why };
  const frame = read.bytes ? unframed(read.bytes) : null;
  const found = { dir: trusted.real, file };
  if (!frame) return { ...found, cached: null, damaged: null };
  return 'data' in frame ? { ...found, cached: frame.data, damaged: null } : { ...found, cached: null, damaged: frame.damaged };
}

/**
 * Loads the CommonJS file `file` (a bundle whose own requires are Node's built-ins) and returns
 * its exports, compiling it with the cached data from `options.dir` when there is trustworthy
 * data for exactly this text.
 */
export function loadWithCompileCache(file: string, options: CompileCacheOptions): LoadedBundle {
  const bytes = readFileSync(file);
  // The build keeps the bundle ASCII: read as Latin-1 it becomes a one-byte string without a UTF-8
  // decode (half the memory, and V8 scans it faster); anything else is read as UTF-8.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const prefix = `${path.basename(file)}.`;
  const found = lookUp(options.dir, prefix, bytes);
  const cached = 'off' in found ? null : found.cached;

  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapper, { filename: file, ...(cached ? { cachedData: cached } : {}) });
  let outcome: CacheOutcome = 'off';
  let detail = 'off' in found ? found.off : found.file;
  if (!('off' in found)) {
    outcome = found.damaged !== null || (cached !== null && script.cachedDataRejected) ? 'rejected' : cached ? 'hit' : 'miss';
    if (found.damaged !== null) detail = `${found.file}: ${found.damaged}`;
  }

  const module = { exports: {} as unknown };
  const run = script.runInThisContext() as (e: unknown, r: NodeJS.Require, m: typeof module, f: string, d: string) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));

  const target = 'off' in found || outcome === 'hit' ? null : found;
  let saved = false;
  const save = (): void => {
    if (!target || saved) return;
    saved = true;
    try {
      writeCache(target.dir, target.file, prefix, script.createCachedData());
    } catch {
      // A cache that cannot be written costs the next start its speed, nothing else.
    }
  };
  return { exports: module.exports, outcome, detail, save };
}
