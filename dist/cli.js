#!/usr/bin/env node
import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);
import {
  prefetchShellWasm
} from "./cli-chunk-D3TP5JBP.js";
import {
  VERSION
} from "./cli-chunk-KVA3GY5H.js";
import "./cli-chunk-Q2B2XOGO.js";

// src/cli.ts
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";

// src/compile-cache.ts
import { isAscii } from "node:buffer";
import { createHash } from "node:crypto";
import { closeSync, constants, fstatSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path2 from "node:path";
import vm from "node:vm";

// src/trusted-dir.ts
import { existsSync, lstatSync, mkdirSync, readlinkSync } from "node:fs";
import path from "node:path";
var MAX_LINKS = 32;
function lstatOrNull(p) {
  try {
    return lstatSync(p);
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
}
var mode = (st) => (st.mode & 4095).toString(8);
var currentUser = () => typeof process.geteuid === "function" ? process.geteuid() : -1;
function notPrivate(st, what) {
  const me = currentUser();
  if (st.uid !== me) return `${what} belongs to uid ${st.uid}, not this user (${me})`;
  if (st.mode & 18) return `${what} is writable by other users (mode ${mode(st)})`;
  return null;
}
function trustedDirectory(dir) {
  const me = currentUser();
  if (me === -1) return { ok: false, why: "file ownership cannot be checked on this platform" };
  const owners = /* @__PURE__ */ new Set([0, me]);
  const fail = (why) => ({ ok: false, why });
  try {
    const root = lstatSync("/");
    if (!owners.has(root.uid) || root.mode & 18) return fail(`/ is writable by other users (mode ${mode(root)})`);
    let pending = path.resolve(dir).split("/").filter(Boolean);
    let current = "/";
    let links = 0;
    while (pending.length) {
      const name = pending.shift();
      if (name === ".") continue;
      if (name === "..") {
        current = path.dirname(current);
        continue;
      }
      const next = path.join(current, name);
      let st = lstatOrNull(next);
      if (!st) {
        mkdirSync(next, { mode: 448 });
        st = lstatSync(next);
      }
      if (st.isSymbolicLink()) {
        if (!owners.has(st.uid)) return fail(`${next} is a symlink that belongs to uid ${st.uid}, not this user (${me}) or root`);
        if (++links > MAX_LINKS) return fail(`${dir}: too many symlinks`);
        const target = readlinkSync(next);
        pending = [...target.split("/").filter(Boolean), ...pending];
        if (path.isAbsolute(target)) current = "/";
        continue;
      }
      if (!st.isDirectory()) return fail(`${next} is not a directory`);
      if (!owners.has(st.uid)) return fail(`${next} belongs to uid ${st.uid}, not this user (${me}) or root`);
      if (st.mode & 18 && !(st.mode & 512)) return fail(`${next} is writable by other users (mode ${mode(st)})`);
      if (existsSync(path.join(next, ".git"))) return fail(`${next} is a git work tree, where a commit could put files`);
      current = next;
    }
    const why = notPrivate(lstatSync(current), current);
    return why ? fail(why) : { ok: true, real: current };
  } catch (error) {
    return fail(`${dir}: ${error.message}`);
  }
}

// src/compile-cache.ts
var KEEP = 3;
var MAX_CACHE_BYTES = 64 * 1024 * 1024;
var SUFFIX = ".v8cache";
function compileCacheDir(env) {
  const chosen = env.MARSHAL_COMPILE_CACHE;
  if (chosen !== void 0 && chosen !== "") {
    if (/^(0|off|false|no)$/i.test(chosen)) return { dir: null, why: `MARSHAL_COMPILE_CACHE=${chosen}` };
    if (!path2.isAbsolute(chosen)) return { dir: null, why: `MARSHAL_COMPILE_CACHE is not an absolute path (${JSON.stringify(chosen)})` };
    return { dir: chosen, why: "MARSHAL_COMPILE_CACHE" };
  }
  if (env.XDG_CACHE_HOME && path2.isAbsolute(env.XDG_CACHE_HOME)) return { dir: path2.join(env.XDG_CACHE_HOME, "marshal"), why: "XDG_CACHE_HOME" };
  if (env.HOME && path2.isAbsolute(env.HOME)) return { dir: path2.join(env.HOME, ".cache", "marshal"), why: "HOME" };
  return { dir: null, why: "neither MARSHAL_COMPILE_CACHE, XDG_CACHE_HOME nor HOME names a directory" };
}
var MAGIC = Buffer.from("marshal-v8-cache 1\n", "latin1");
var DIGEST_BYTES = 32;
var digest = (data) => createHash("sha256").update(data).digest();
function framed(data) {
  return Buffer.concat([MAGIC, digest(data), data]);
}
function unframed(bytes) {
  const start = MAGIC.length + DIGEST_BYTES;
  if (bytes.length < start || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return { damaged: "not a Marshal cache file" };
  const data = bytes.subarray(start);
  if (!digest(data).equals(bytes.subarray(MAGIC.length, start))) return { damaged: "its checksum does not match (a damaged file)" };
  return { data };
}
function readCache(file) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = error.code;
    return code === "ENOENT" ? { bytes: null, why: null } : { bytes: null, why: `${file}: ${code ?? error.message}` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { bytes: null, why: `${file} is not a regular file` };
    const why = notPrivate(st, file);
    if (why) return { bytes: null, why };
    if (st.size > MAX_CACHE_BYTES) return { bytes: null, why: `${file} is larger than ${MAX_CACHE_BYTES} bytes` };
    return { bytes: readFileSync(fd), why: null };
  } catch (error) {
    return { bytes: null, why: `${file}: ${error.message}` };
  } finally {
    closeSync(fd);
  }
}
function writeCache(dir, file, prefix, data) {
  const temp = path2.join(dir, `.${path2.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, framed(data), { mode: 384, flag: "wx" });
    renameSync(temp, file);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
    }
    return;
  }
  try {
    const others = readdirSync(dir).filter((name) => name.startsWith(prefix) && name.endsWith(SUFFIX) && name !== path2.basename(file)).map((name) => ({ name, mtime: statSync(path2.join(dir, name)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
    for (const { name } of others.slice(KEEP - 1)) unlinkSync(path2.join(dir, name));
  } catch {
  }
}
function cacheKey(bytes) {
  return createHash("sha256").update(`${process.version}\0${process.arch}\0${process.execArgv.join("\0")}\0${process.env.NODE_OPTIONS ?? ""}\0`).update(bytes).digest("hex").slice(0, 32);
}
function lookUp(dir, prefix, bytes) {
  if (dir === null) return { off: "no cache directory" };
  const trusted = trustedDirectory(dir);
  if (!trusted.ok) return { off: trusted.why };
  const file = path2.join(trusted.real, `${prefix}${cacheKey(bytes)}${SUFFIX}`);
  const read = readCache(file);
  if (read.why !== null) return { off: read.why };
  const frame = read.bytes ? unframed(read.bytes) : null;
  const found = { dir: trusted.real, file };
  if (!frame) return { ...found, cached: null, damaged: null };
  return "data" in frame ? { ...found, cached: frame.data, damaged: null } : { ...found, cached: null, damaged: frame.damaged };
}
function loadWithCompileCache(file, options) {
  const bytes = readFileSync(file);
  const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  const prefix = `${path2.basename(file)}.`;
  const found = lookUp(options.dir, prefix, bytes);
  const cached = "off" in found ? null : found.cached;
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}
})`;
  const script = new vm.Script(wrapper, { filename: file, ...cached ? { cachedData: cached } : {} });
  let outcome = "off";
  let detail = "off" in found ? found.off : found.file;
  if (!("off" in found)) {
    outcome = found.damaged !== null || cached !== null && script.cachedDataRejected ? "rejected" : cached ? "hit" : "miss";
    if (found.damaged !== null) detail = `${found.file}: ${found.damaged}`;
  }
  const module = { exports: {} };
  const run = script.runInThisContext();
  run.call(module.exports, module.exports, createRequire(file), module, file, path2.dirname(file));
  const target = "off" in found || outcome === "hit" ? null : found;
  let saved = false;
  const save = () => {
    if (!target || saved) return;
    saved = true;
    try {
      writeCache(target.dir, target.file, prefix, script.createCachedData());
    } catch {
    }
  };
  return { exports: module.exports, outcome, detail, save };
}

// src/cli.ts
function baselineWasmOnly() {
  setFlagsFromString("--liftoff-only");
  setFlagsFromString("--no-wasm-lazy-compilation");
}
async function policyCommand() {
  if ("./cli-policy.cjs") {
    const choice = compileCacheDir(process.env);
    const loaded = loadWithCompileCache(fileURLToPath(new URL("./cli-policy.cjs", import.meta.url)), { dir: choice.dir });
    if (process.env.MARSHAL_COMPILE_CACHE_TRACE === "1") process.stderr.write(`marshal: compile cache ${loaded.outcome}: ${choice.dir === null ? choice.why : loaded.detail}
`);
    process.once("exit", loaded.save);
    return loaded.exports;
  } else {
    return null;
  }
}
var USAGE = `usage: marshal <command> [options]

commands:
  run       run the agent on a local repository (see: marshal run --help)
  replay    show every call of a recorded transcript with a policy's decision
  policy    check or explain a policy file, or check a branch's changes against it
            (check-diff: guard mode in any CI; see: marshal policy --help)

options:
  -h, --help      this text (every command takes --help too)
  -v, --version   print the version

exit codes (every command):
  0  done: allowed, passed, no change
  1  a finding: a deny (explain --exit-code), a changed decision (replay), a failed check or run
  2  usage error: bad arguments, unreadable or invalid policy or input
  3  run only: the run stopped at a limit (turns, time or budget)

--policy FILE is a path from the shell's current directory in every command (default:
.github/marshal.yml in the repository given by --cwd).

environment:
  MARSHAL_COMPILE_CACHE   where \`policy\` keeps its compiled code between runs (default
                          $XDG_CACHE_HOME/marshal or ~/.cache/marshal; off: none)
  MARSHAL_COMPILE_CACHE_TRACE=1   say on stderr whether that cache was used, and why not
`;
async function main(argv) {
  const [command, ...rest] = argv;
  switch (command) {
    case "run":
      await prefetchShellWasm();
      return (await import("./cli-run-command-XLYADMV7.js")).runRunCommand(rest);
    case "replay":
      baselineWasmOnly();
      await prefetchShellWasm();
      return (await import("./cli-replay-command-JRI4IFFD.js")).runReplayCommand(rest);
    case "policy":
      baselineWasmOnly();
      await prefetchShellWasm();
      return (await policyCommand()).runPolicyCommand(rest);
    case "-v":
    case "--version":
      process.stdout.write(`marshal ${VERSION}
`);
      return 0;
    case void 0:
      process.stderr.write(USAGE);
      return 2;
    case "-h":
    case "--help":
    case "help":
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`marshal: unknown command "${command}"
${USAGE}`);
      return 2;
  }
}
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`marshal: ${error instanceof Error ? error.message : String(error)}
`);
    process.exitCode = 1;
  }
);
