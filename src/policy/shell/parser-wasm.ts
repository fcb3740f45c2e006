/**
 * The parser's two WebAssembly files (web-tree-sitter's runtime and the bash grammar), found and
 * compiled once per process.
 *
 * Compiling them is most of what starting the parser costs. `WebAssembly.compile` runs on V8's
 * background threads, so the CLI starts it first thing (`prefetchShellWasm`, before it imports a
 * command's modules) and the compile overlaps the main thread's loading of the JavaScript; the
 * parser then instantiates what is already compiled (parser.ts). This file imports nothing heavy,
 * so prefetching costs the CLI's `--help` nothing.
 *
 * The files are looked up beside this module first (the build copies them next to dist/index.js
 * and dist/cli.js, where the bundle runs without node_modules), then in node_modules (running from
 * src/ under tsx or vitest).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CORE_WASM = 'web-tree-sitter.wasm';
const BASH_WASM = 'tree-sitter-bash.wasm';

/** A compiled WebAssembly module, opaque here. */
export type WasmModule = object;

/** The part of the WebAssembly API used here (the project's `lib` carries no DOM types). */
export interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  Instance: new (module: WasmModule, imports: object) => object;
}

export const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

export interface CompiledWasm {
  bytes: Uint8Array;
  module: Promise<WasmModule>;
}

export interface ShellWasm {
  core: CompiledWasm;
  bash: CompiledWasm;
}

function locate(file: string, fromPackage: () => string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, file);
  if (existsSync(beside)) return beside;
  try {
    const resolved = fromPackage();
    if (existsSync(resolved)) return resolved;
  } catch {
    // Not installed as a package here: fall through to the error below.
  }
  throw new Error(`cannot find ${file} (looked beside ${here} and in node_modules)`);
}

function compile(file: string): CompiledWasm {
  const bytes = new Uint8Array(readFileSync(file));
  const module = wasmApi.compile(bytes);
  // Whoever awaits it sees the failure; a prefetch nobody awaits must not crash the process.
  module.catch(() => undefined);
  return { bytes, module };
}

/**
 * The compile in progress, kept on the global object: the CLI's entry (ESM) starts it and the
 * policy command's CommonJS bundle (its own copy of this module, compile-cache.ts) uses it.
 */
const STARTED = Symbol.for('marshal.shell-wasm');
const holder = globalThis as { [STARTED]?: ShellWasm | null };

/** The compiled files; the first call finds and reads them and starts compiling both. */
export function shellWasm(): ShellWasm {
  const started = holder[STARTED];
  if (started) return started;
  const core = locate(CORE_WASM, () => createRequire(import.meta.url).resolve(`web-tree-sitter/${CORE_WASM}`));
  const bash = locate(BASH_WASM, () => path.join(path.dirname(createRequire(import.meta.url).resolve('tree-sitter-bash/package.json')), BASH_WASM));
  return (holder[STARTED] = { core: compile(core), bash: compile(bash) });
}

/**
 * Starts compiling early, for a command that will parse shell: a failure here (a file missing)
 * is left for initShellParser to report, with the same message, when the command needs it.
 */
export async function prefetchShellWasm(): Promise<void> {
  try {
    shellWasm();
  } catch {
    // Reported by the parser's own call.
    return;
  }
  // V8 hands an asynchronous compile to its background threads only from a task of the event
  // loop: started and followed by synchronous loading, the compile would not begin until that
  // loading is done (and the parser would then wait ~30 ms for it). One turn of the loop lets it
  // start, and it then runs beside the loading.
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Forgets a failed start, so the next call looks again (parser.ts, after a failed init). */
export function forgetShellWasm(): void {
  holder[STARTED] = null;
}
