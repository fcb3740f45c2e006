/**
 * The bash parser: web-tree-sitter with the tree-sitter-bash grammar, both WebAssembly.
 *
 * The wasm files are found and compiled by parser-wasm.ts (which the CLI starts early).
 * Initialisation happens once per process; after it, parsing is synchronous, so policy decisions
 * stay synchronous too.
 */
import { Language, Parser, type Tree } from 'web-tree-sitter';
import { forgetShellWasm, shellWasm, wasmApi, type WasmModule } from './parser-wasm.js';

export interface ShellParser {
  /** Parses a script; null only if tree-sitter gives up (treated as unparseable). */
  parse(source: string): Tree | null;
}

let ready: Promise<ShellParser> | null = null;

/** The process-wide parser, initialised on first use. */
export function initShellParser(): Promise<ShellParser> {
  ready ??= (async () => {
    const wasm = shellWasm();
    // Both compiled (on V8's background threads, usually while the CLI was still loading its
    // modules): what is left is instantiating, synchronous, so a failure rejects here.
    const core = await wasm.core.module;
    await wasm.bash.module;
    await Parser.init({
      instantiateWasm(imports: object, done: (instance: object, module: WasmModule) => void) {
        done(new wasmApi.Instance(core, imports), core);
        return {};
      },
    });
    // The grammar's bytes again: V8 finds the module compiled from the same bytes above in its
    // cache of compiled modules instead of compiling a second time.
    const language = await Language.load(wasm.bash.bytes);
    const parser = new Parser();
    parser.setLanguage(language);
    return { parse: (source: string) => parser.parse(source) };
  })();
  ready.catch(() => {
    ready = null;
    forgetShellWasm();
  });
  return ready;
}
