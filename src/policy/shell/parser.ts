/**
 * The bash parser: web-tree-sitter with the tree-sitter-bash grammar, both WebAssembly.
 *
 * The wasm files are looked up beside this module first (the build copies them next to
 * dist/index.js and dist/cli.js, where the bundle runs without node_modules), then in
 * node_modules (running from src/ under tsx or vitest). Initialisation happens once per process;
 * after it, parsing is synchronous, so policy decisions stay synchronous too.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser, type Tree } from 'web-tree-sitter';

const CORE_WASM = 'web-tree-sitter.wasm';
const BASH_WASM = 'tree-sitter-bash.wasm';

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

function packageFile(specifier: string): () => string {
  return () => createRequire(import.meta.url).resolve(specifier);
}

function bashWasmFromPackage(): string {
  const pkg = createRequire(import.meta.url).resolve('tree-sitter-bash/package.json');
  return path.join(path.dirname(pkg), BASH_WASM);
}

export interface ShellParser {
  /** Parses a script; null only if tree-sitter gives up (treated as unparseable). */
  parse(source: string): Tree | null;
}

let ready: Promise<ShellParser> | null = null;

/** The process-wide parser, initialised on first use. */
export function initShellParser(): Promise<ShellParser> {
  ready ??= (async () => {
    const coreWasm = locate(CORE_WASM, packageFile(`web-tree-sitter/${CORE_WASM}`));
    const bashWasm = locate(BASH_WASM, bashWasmFromPackage);
    await Parser.init({ locateFile: () => coreWasm });
    const language = await Language.load(bashWasm);
    const parser = new Parser();
    parser.setLanguage(language);
    return { parse: (source: string) => parser.parse(source) };
  })();
  ready.catch(() => {
    ready = null;
  });
  return ready;
}
