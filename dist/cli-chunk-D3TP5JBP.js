import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);

// src/policy/shell/parser-wasm.ts
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
var CORE_WASM = "web-tree-sitter.wasm";
var BASH_WASM = "tree-sitter-bash.wasm";
var wasmApi = globalThis.WebAssembly;
function locate(file, fromPackage) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, file);
  if (existsSync(beside)) return beside;
  try {
    const resolved = fromPackage();
    if (existsSync(resolved)) return resolved;
  } catch {
  }
  throw new Error(`cannot find ${file} (looked beside ${here} and in node_modules)`);
}
function compile(file) {
  const bytes = new Uint8Array(readFileSync(file));
  const module = wasmApi.compile(bytes);
  module.catch(() => void 0);
  return { bytes, module };
}
var STARTED = /* @__PURE__ */ Symbol.for("marshal.shell-wasm");
var holder = globalThis;
function shellWasm() {
  const started = holder[STARTED];
  if (started) return started;
  const core = locate(CORE_WASM, () => createRequire(import.meta.url).resolve(`web-tree-sitter/${CORE_WASM}`));
  const bash = locate(BASH_WASM, () => path.join(path.dirname(createRequire(import.meta.url).resolve("tree-sitter-bash/package.json")), BASH_WASM));
  return holder[STARTED] = { core: compile(core), bash: compile(bash) };
}
async function prefetchShellWasm() {
  try {
    shellWasm();
  } catch {
    return;
  }
  await new Promise((resolve) => setImmediate(resolve));
}
function forgetShellWasm() {
  holder[STARTED] = null;
}

export {
  wasmApi,
  shellWasm,
  prefetchShellWasm,
  forgetShellWasm
};
