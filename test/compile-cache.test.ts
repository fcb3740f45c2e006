// The CLI's V8 code cache (src/compile-cache.ts): loads hit only data made from exactly the same
// text, never data another user could have written, and a bad cache never changes what runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCacheDir, loadWithCompileCache } from '../src/compile-cache.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const isRoot = process.getuid?.() === 0;

let tmp: string;
let cacheDir: string;
let bundle: string;

beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'marshal-compile-cache-'));
  cacheDir = path.join(tmp, 'cache');
  bundle = path.join(tmp, 'bundle.cjs');
  // A function that only runs when called: V8 compiles it lazily, so the saved data covers it
  // only because save() runs after the work. The text is new in each test: V8 keeps what this
  // process compiled in its own cache and would not look at a cache file for the same text.
  writeFileSync(bundle, `// ${tmp}\n` + "const os = require('node:os');\nexports.answer = () => 'one:' + typeof os.cpus + ':' + path();\nfunction path() { return __filename.endsWith('bundle.cjs') && __dirname.length > 0; }\n");
});

afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * The bundle's text under another name: V8's in-process cache (keyed by text and name) has none
 * of it, so a load reads the cache file (keyed by text alone) as a new process would.
 */
function copy(name: string): string {
  const other = path.join(tmp, name, 'bundle.cjs');
  mkdirSync(path.dirname(other));
  writeFileSync(other, readFileSync(bundle));
  return other;
}

const answer = (loaded: { exports: unknown }) => (loaded.exports as { answer(): string }).answer();
const cacheFiles = () => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);

describe('loadWithCompileCache', () => {
  it('misses, saves after the work, then hits with the same exports; private modes', () => {
    const first = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(first.outcome).toBe('miss');
    expect(answer(first)).toBe('one:function:true');
    first.save();
    const files = cacheFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^bundle\.cjs\.[0-9a-f]{32}\.v8cache$/);
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(cacheDir, files[0]!)).mode & 0o777).toBe(0o600);

    const second = loadWithCompileCache(copy('again'), { dir: cacheDir });
    expect(second.outcome).toBe('hit');
    expect(second.detail).toBe(path.join(cacheDir, files[0]!));
    expect(answer(second)).toBe('one:function:true');
    const before = statSync(second.detail).mtimeMs;
    second.save(); // a hit writes nothing
    expect(statSync(second.detail).mtimeMs).toBe(before);
  });

  it('an edited bundle of the same length never meets the old bytecode', () => {
    loadWithCompileCache(bundle, { dir: cacheDir }).save();
    const text = readFileSync(bundle, 'utf8');
    const edited = text.replace("'one:'", "'two:'");
    expect(edited.length).toBe(text.length);
    writeFileSync(bundle, edited);
    const loaded = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(loaded.outcome).toBe('miss');
    expect(answer(loaded)).toBe('two:function:true');
  });

  it('data V8 rejects is compiled past, and the file is made anew', () => {
    const made = loadWithCompileCache(bundle, { dir: cacheDir });
    made.save();
    const file = path.join(cacheDir, cacheFiles()[0]!);
    // A sound frame (header, checksum) around data that is not V8's: V8 itself refuses it.
    const junk = Buffer.alloc(4096, 0x5a);
    const header = readFileSync(file).subarray(0, 'marshal-v8-cache 1\n'.length);
    writeFileSync(file, Buffer.concat([header, createHash('sha256').update(junk).digest(), junk]), { mode: 0o600 });
    const rejected = loadWithCompileCache(copy('a'), { dir: cacheDir });
    expect(rejected.outcome).toBe('rejected');
    expect(answer(rejected)).toBe('one:function:true');
    rejected.save();
    expect(loadWithCompileCache(copy('b'), { dir: cacheDir }).outcome).toBe('hit');
  });

  it('a damaged file (one byte changed) never reaches V8: checksum mismatch, same answer, made anew', () => {
    loadWithCompileCache(bundle, { dir: cacheDir }).save();
    const file = path.join(cacheDir, cacheFiles()[0]!);
    const bytes = readFileSync(file);
    for (const at of [bytes.length - 1, Math.floor(bytes.length / 2), 100]) {
      const damaged = Buffer.from(bytes);
      damaged[at] = damaged[at]! ^ 0x01;
      writeFileSync(file, damaged, { mode: 0o600 });
      const loaded = loadWithCompileCache(copy(`damaged-${at}`), { dir: cacheDir });
      expect(loaded.outcome).toBe('rejected');
      expect(loaded.detail).toMatch(/checksum does not match/);
      expect(answer(loaded)).toBe('one:function:true');
      loaded.save();
      expect(readFileSync(file).equals(bytes) || loadWithCompileCache(copy(`again-${at}`), { dir: cacheDir }).outcome === 'hit').toBe(true);
    }
    writeFileSync(file, 'short', { mode: 0o600 });
    const short = loadWithCompileCache(copy('short'), { dir: cacheDir });
    expect(short.outcome).toBe('rejected');
    expect(short.detail).toMatch(/not a Marshal cache file/);
  });

  it('a directory others can write is not used, and nothing is written there', () => {
    mkdirSync(cacheDir, { mode: 0o700 });
    chmodSync(cacheDir, 0o777);
    const loaded = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(loaded.outcome).toBe('off');
    expect(loaded.detail).toMatch(/writable by other users \(mode 777\)/);
    expect(answer(loaded)).toBe('one:function:true');
    loaded.save();
    expect(cacheFiles()).toEqual([]);
  });

  it('a cache file that is a symlink, or writable by others, is not used (nor replaced)', () => {
    loadWithCompileCache(bundle, { dir: cacheDir }).save();
    const name = cacheFiles()[0]!;
    const file = path.join(cacheDir, name);
    const elsewhere = path.join(tmp, 'planted.v8cache');
    writeFileSync(elsewhere, readFileSync(file), { mode: 0o600 });
    rmSync(file);
    symlinkSync(elsewhere, file);
    const linked = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(linked.outcome).toBe('off');
    expect(linked.detail).toMatch(/ELOOP/);
    linked.save();
    expect(readdirSync(cacheDir)).toEqual([name]);

    rmSync(file);
    writeFileSync(file, readFileSync(elsewhere));
    chmodSync(file, 0o666);
    const shared = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(shared.outcome).toBe('off');
    expect(shared.detail).toMatch(/writable by other users \(mode 666\)/);
  });

  it('a path that is not a directory turns the cache off', () => {
    writeFileSync(cacheDir, 'not a directory');
    const loaded = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(loaded.outcome).toBe('off');
    expect(answer(loaded)).toBe('one:function:true');
  });

  it.skipIf(!isRoot && !process.env.CI)("another user's directory or cache file is not used (root: chown)", () => {
    loadWithCompileCache(bundle, { dir: cacheDir }).save();
    const file = path.join(cacheDir, cacheFiles()[0]!);
    chownSync(file, 65534, 65534);
    const foreignFile = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(foreignFile.outcome).toBe('off');
    expect(foreignFile.detail).toMatch(/belongs to uid 65534/);
    chownSync(file, 0, 0);
    chownSync(cacheDir, 65534, 65534);
    const foreignDir = loadWithCompileCache(bundle, { dir: cacheDir });
    expect(foreignDir.outcome).toBe('off');
    expect(foreignDir.detail).toMatch(/belongs to uid 65534/);
  });

  it('keeps the newest few entries of a bundle and leaves other files alone', () => {
    mkdirSync(cacheDir, { mode: 0o700 });
    const old = (name: string, age: number) => {
      writeFileSync(path.join(cacheDir, name), 'x', { mode: 0o600 });
      const when = Date.now() / 1000 - age;
      utimesSync(path.join(cacheDir, name), when, when);
    };
    old(`bundle.cjs.${'a'.repeat(32)}.v8cache`, 300);
    old(`bundle.cjs.${'b'.repeat(32)}.v8cache`, 200);
    old(`bundle.cjs.${'c'.repeat(32)}.v8cache`, 100);
    old('other.cjs.v8cache', 400);
    loadWithCompileCache(bundle, { dir: cacheDir }).save();
    const left = cacheFiles().sort();
    expect(left).toHaveLength(4);
    expect(left).toContain('other.cjs.v8cache');
    expect(left).toContain(`bundle.cjs.${'c'.repeat(32)}.v8cache`);
    expect(left).toContain(`bundle.cjs.${'b'.repeat(32)}.v8cache`);
    expect(left).not.toContain(`bundle.cjs.${'a'.repeat(32)}.v8cache`);
  });

  it("a bundle's own error reaches the caller", () => {
    writeFileSync(bundle, "throw new Error('broken bundle');\n");
    expect(() => loadWithCompileCache(bundle, { dir: cacheDir })).toThrow('broken bundle');
  });
});

describe('compileCacheDir', () => {
  it('MARSHAL_COMPILE_CACHE, then XDG_CACHE_HOME, then HOME; off or a relative path means none, saying why', () => {
    expect(compileCacheDir({ MARSHAL_COMPILE_CACHE: '/c', XDG_CACHE_HOME: '/x', HOME: '/h' }).dir).toBe('/c');
    expect(compileCacheDir({ XDG_CACHE_HOME: '/x', HOME: '/h' }).dir).toBe(path.join('/x', 'marshal'));
    expect(compileCacheDir({ XDG_CACHE_HOME: 'relative', HOME: '/h' }).dir).toBe(path.join('/h', '.cache', 'marshal'));
    expect(compileCacheDir({ HOME: '/h' }).dir).toBe(path.join('/h', '.cache', 'marshal'));
    for (const off of ['0', 'off', 'OFF', 'false', 'no']) expect(compileCacheDir({ MARSHAL_COMPILE_CACHE: off, HOME: '/h' })).toEqual({ dir: null, why: `MARSHAL_COMPILE_CACHE=${off}` });
    expect(compileCacheDir({ MARSHAL_COMPILE_CACHE: 'cache', HOME: '/h' })).toEqual({ dir: null, why: 'MARSHAL_COMPILE_CACHE is not an absolute path ("cache")' });
    expect(compileCacheDir({}).dir).toBeNull();
  });
});

describe('marshal policy through dist/cli.js and the cache', () => {
  const CLI = path.join(ROOT, 'dist', 'cli.js');

  function explain(env: NodeJS.ProcessEnv) {
    const result = spawnSync(process.execPath, [CLI, 'policy', 'explain', '--cwd', tmp, '--policy', path.join(tmp, 'marshal.yml'), '--tool', 'Bash', '--input', '{"command":"npm test && git push origin main"}'], {
      cwd: tmp,
      env: { PATH: process.env.PATH, HOME: tmp, MARSHAL_COMPILE_CACHE_TRACE: '1', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    return { answer: JSON.parse(result.stdout) as { decision: string; rule: string }, trace: result.stderr };
  }

  it('miss, hit, rejected (same answer each time), off; ~/.cache/marshal by default', () => {
    writeFileSync(path.join(tmp, 'marshal.yml'), 'version: 1\nallow: ["Bash(npm test)", "Bash(git push:*)"]\ndeny: ["Bash(git push origin main)"]\n');
    const expected = { decision: 'deny', rule: 'Bash(git push origin main)' };
    const home = path.join(tmp, '.cache', 'marshal');

    const first = explain({});
    expect(first.answer).toMatchObject(expected);
    expect(first.trace).toMatch(new RegExp(`compile cache miss: ${home}/cli-policy\\.cjs\\.[0-9a-f]{32}\\.v8cache`));
    expect(readdirSync(home)).toHaveLength(1);

    const second = explain({});
    expect(second.answer).toEqual(first.answer);
    expect(second.trace).toMatch(/compile cache hit: /);

    const file = path.join(home, readdirSync(home)[0]!);
    const good = readFileSync(file);
    writeFileSync(file, Buffer.alloc(1024, 1));
    const third = explain({});
    expect(third.answer).toEqual(first.answer);
    expect(third.trace).toMatch(/compile cache rejected: .*not a Marshal cache file/);
    expect(explain({}).trace).toMatch(/compile cache hit: /);

    // A byte of V8's data changed: V8 would run it unchecked; the checksum stops it first.
    const damaged = Buffer.from(good);
    damaged[damaged.length - 200] = damaged[damaged.length - 200]! ^ 0xff;
    writeFileSync(file, damaged, { mode: 0o600 });
    const fourth = explain({});
    expect(fourth.answer).toEqual(first.answer);
    expect(fourth.trace).toMatch(/compile cache rejected: .*checksum does not match/);

    const off = explain({ MARSHAL_COMPILE_CACHE: 'off' });
    expect(off.answer).toEqual(first.answer);
    expect(off.trace).toMatch(/compile cache off: MARSHAL_COMPILE_CACHE=off/);
    const relative = explain({ MARSHAL_COMPILE_CACHE: 'here' });
    expect(relative.trace).toMatch(/compile cache off: MARSHAL_COMPILE_CACHE is not an absolute path/);
  }, 120_000);
});
