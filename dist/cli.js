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
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
var KEEP = 3;
var MAX_CACHE_BYTES = 64 * 1024 * 1024;
var SUFFIX = ".v8cache";
function compileCacheDir(env) {
  const chosen = env.MARSHAL_COMPILE_CACHE;
  if (chosen !== void 0 && chosen !== "") {
    if (/^(0|off|false|no)$/i.test(chosen)) return null;
    return path.isAbsolute(chosen) ? chosen : null;
  }
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) return path.join(env.XDG_CACHE_HOME, "marshal");
  if (env.HOME && path.isAbsolute(env.HOME)) return path.join(env.HOME, ".cache", "marshal");
  return null;
}
var euid = () => typeof process.geteuid === "function" ? process.geteuid() : -1;
function untrusted(st, what) {
  const me = euid();
  if (me !== -1 && st.uid !== me) return `${what} belongs to uid ${st.uid}, not this user (${me})`;
  if (st.mode & 18) return `${what} is writable by other users (mode ${(st.mode & 511).toString(8)})`;
  return null;
}
function openDir(dir) {
  try {
    mkdirSync(dir, { recursive: true, mode: 448 });
    const st = lstatSync(dir);
    if (!st.isDirectory()) return `${dir} is not a directory`;
    return untrusted(st, dir);
  } catch (error) {
    return `${dir}: ${error.message}`;
  }
}
function readCache(file) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = error.code;
    return code === "ENOENT" ? { data: null, why: null } : { data: null, why: `${file}: ${code ?? error.message}` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { data: null, why: `${file} is not a regular file` };
    const why = untrusted(st, file);
    if (why) return { data: null, why };
    if (st.size > MAX_CACHE_BYTES) return { data: null, why: `${file} is larger than ${MAX_CACHE_BYTES} bytes` };
    return { data: readFileSync(fd), why: null };
  } catch (error) {
    return { data: null, why: `${file}: ${error.message}` };
  } finally {
    closeSync(fd);
  }
}
function writeCache(dir, file, prefix, data) {
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, data, { mode: 384, flag: "wx" });
    renameSync(temp, file);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
    }
    return;
  }
  try {
    const others = readdirSync(dir).filter((name) => name.startsWith(prefix) && name.endsWith(SUFFIX) && name !== path.basename(file)).map((name) => ({ name, mtime: statSync(path.join(dir, name)).mtimeMs })).sort((a, b) => b.mtime - a.mtime);
    for (const { name } of others.slice(KEEP - 1)) unlinkSync(path.join(dir, name));
  } catch {
  }
}
function cacheKey(bytes) {
  return createHash("sha256").update(`${process.version}\0${process.arch}\0${process.execArgv.join("\0")}\0`).update(bytes).digest("hex").slice(0, 32);
}
function loadWithCompileCache(file, options) {
  const bytes = readFileSync(file);
  const source = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  const prefix = `${path.basename(file)}.`;
  let dir = options.dir;
  let cacheFile = null;
  let cached = null;
  let why = dir === null ? "no cache directory" : openDir(dir);
  if (dir !== null && why === null) {
    cacheFile = path.join(dir, `${prefix}${cacheKey(bytes)}${SUFFIX}`);
    ({ data: cached, why } = readCache(cacheFile));
  }
  if (why !== null) dir = null;
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}
})`;
  const script = new vm.Script(wrapper, { filename: file, ...cached ? { cachedData: cached } : {} });
  const outcome = dir === null ? "off" : cached === null ? "miss" : script.cachedDataRejected ? "rejected" : "hit";
  const module = { exports: {} };
  const run = script.runInThisContext();
  run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const target = outcome === "miss" || outcome === "rejected" ? { dir, file: cacheFile } : null;
  let saved = false;
  const save = () => {
    if (!target || saved) return;
    saved = true;
    try {
      writeCache(target.dir, target.file, prefix, script.createCachedData());
    } catch {
    }
  };
  return { exports: module.exports, outcome, detail: why ?? cacheFile ?? "", save };
}

// src/cli.ts
function baselineWasmOnly() {
  setFlagsFromString("--liftoff-only");
  setFlagsFromString("--no-wasm-lazy-compilation");
}
async function policyCommand() {
  if ("./cli-policy.cjs") {
    const loaded = loadWithCompileCache(fileURLToPath(new URL("./cli-policy.cjs", import.meta.url)), { dir: compileCacheDir(process.env) });
    if (process.env.MARSHAL_COMPILE_CACHE_TRACE === "1") process.stderr.write(`marshal: compile cache ${loaded.outcome}: ${loaded.detail}
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
`;
async function main(argv) {
  const [command, ...rest] = argv;
  switch (command) {
    case "run":
      await prefetchShellWasm();
      return (await import("./cli-run-command-QV6T5H5O.js")).runRunCommand(rest);
    case "replay":
      baselineWasmOnly();
      await prefetchShellWasm();
      return (await import("./cli-replay-command-WDVSD6E3.js")).runReplayCommand(rest);
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
