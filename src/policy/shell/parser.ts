/**
 * The bash parser: web-tree-sitter with the tree-sitter-bash grammar, both WebAssembly.
 *
 * The wasm files are found and compiled by parser-wasm.ts (which the CLI starts early).
 * Initialisation happens once per process; after it, parsing is synchronous, so policy decisions
 * stay synchronous too.
 *
 * A parse cannot be interrupted from outside, and tree-sitter's error recovery can be slow: it
 * re-lexes the text after an error (counted, see ParseWork), and after a syntax error at the end
 * of a long pipeline (the grammar keeps every stage on its stack until the pipeline ends) it
 * works in time quadratic in the stages with no callback at all: 10,000 stages took seconds and
 * 25,000 aborted the WebAssembly module, leaving no parser for the rest of the run. The callers
 * therefore refuse a text with too many pipe characters before it gets here (pipeOperators).
 */
import { Language, Parser, type Tree } from 'web-tree-sitter';
import { forgetShellWasm, shellWasm, wasmApi, type WasmModule } from './parser-wasm.js';

/**
 * Told about the parser's work as it goes; returning true stops the parse (it then returns null).
 * `lexed`: characters the lexer read, counted again each time it reads them again (error recovery
 * re-lexes; that is where the grammar's slow inputs spend their time, while its steps stay few);
 * `steps`: parser operations, in hundreds; `failed`: every version of the parse is in error, so
 * the tree will hold an ERROR.
 */
export type ParseWork = (lexed: number, steps: number, failed: boolean) => boolean;

export interface ShellParser {
  /** Parses a script; null if tree-sitter gives up or `work` stopped it (treated as unparseable). */
  parse(source: string, work?: ParseWork): Tree | null;
}

/** Characters handed to the lexer per read (tree-sitter's default is the rest of the text). */
const CHUNK = 1024;

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
    return {
      parse(source: string, work?: ParseWork): Tree | null {
        if (!work) return parser.parse(source);
        let parsing = true;
        let stop = false;
        // The tree keeps this function to read node texts later: only the parse is counted.
        const read = (index: number) => {
          if (!parsing) return source.slice(index);
          const chunk = source.slice(index, index + CHUNK);
          if (!stop && work(chunk.length, 0, false)) stop = true;
          return chunk;
        };
        // web-tree-sitter's typings say void, but a true return cancels the parse (its docs).
        const progressCallback = ((state: { hasError: boolean }) => (stop ||= work(0, 1, !!state.hasError))) as unknown as () => void;
        const tree = parser.parse(read, null, { progressCallback });
        parsing = false;
        if (stop || !tree) {
          tree?.delete();
          // A cancelled parse would otherwise resume where it stopped on the next call.
          parser.reset();
          return null;
        }
        return tree;
      },
    };
  })();
  ready.catch(() => {
    ready = null;
    forgetShellWasm();
  });
  return ready;
}

/**
 * How many pipe characters (`|`, `|&`; not `||`) the text holds, wherever they are: an upper
 * bound on the stages of its longest pipeline, read without the parser (see the header). Quotes,
 * comments and here-documents are not told apart on purpose: a reading of them without the
 * parser could be misled into missing real pipes (`$'\''` ends where a naive reader sees a quote
 * open), while counting a quoted `|` only refuses an unusual text sooner.
 */
export function pipeOperators(source: string): number {
  let count = 0;
  for (let i = source.indexOf('|'); i !== -1; i = source.indexOf('|', i + 1)) {
    if (source[i + 1] === '|') i += 1;
    else count += 1;
  }
  return count;
}
