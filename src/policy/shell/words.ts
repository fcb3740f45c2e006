/**
 * Turns a tree-sitter word node into the text bash would pass to the program, without running
 * anything: quotes removed (`'g'i"t"` -> `git`), backslash escapes and line continuations
 * resolved, ANSI-C strings (`$'\x67it'`) decoded. Expansions (`$VAR`, `${X}`) are kept literally
 * and flagged, because their value is unknown here; callers refuse them where a literal is needed
 * (the command name, redirect targets) and treat them as "could be anything" for deny rules.
 */
import type { Node } from 'web-tree-sitter';

export interface ShellWord {
  /** The unquoted text. */
  text: string;
  /** Holds an unexpanded parameter expansion (`$X`, `${X}`, `$1`). */
  expansion: boolean;
  /** Holds an unquoted expansion: its value is split into words, any of which may be an option. */
  split?: boolean;
  /** Holds an unquoted glob character (`*`, `?`, `[`), which bash would expand. */
  glob: boolean;
  /** Holds unquoted brace expansion (`{a,b}`, `{1..3}`), which can split one word into several. */
  brace: boolean;
  /** Why the word cannot be analysed statically (substitutions), or null. */
  unsafe: string | null;
  /**
   * `"$f"` in `for f in src/*.ts`: the value is one of the glob's matches (text is the glob).
   * Path checks expand it; deny rules treat it as any word.
   */
  loopGlob?: boolean;
}

const UNSAFE_NODES: Readonly<Record<string, string>> = {
  command_substitution: 'command substitution cannot be analysed statically',
  process_substitution: 'process substitution cannot be analysed statically',
};

function unescapeUnquoted(raw: string): string {
  return raw.replace(/\\\n/g, '').replace(/\\(.)/gs, '$1');
}

function unescapeDouble(raw: string): string {
  return raw.replace(/\\\n/g, '').replace(/\\([\\"$`])/g, '$1');
}

const C_ESCAPES: Readonly<Record<string, string>> = {
  a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
  '\\': '\\', "'": "'", '"': '"', '?': '?',
};

/** Decodes the body of a `$'...'` string as bash does. */
function decodeAnsiC(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs, (_m, esc: string) => {
    const head = esc[0]!;
    if (head === 'x' && esc.length > 1) return String.fromCharCode(parseInt(esc.slice(1), 16));
    if ((head === 'u' || head === 'U') && esc.length > 1) {
      const code = parseInt(esc.slice(1), 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    if (/[0-7]/.test(head)) return String.fromCharCode(parseInt(esc, 8) & 0xff);
    if (head === 'c' && esc.length === 2) return String.fromCharCode(esc.charCodeAt(1) & 0x1f);
    return C_ESCAPES[esc] ?? `\\${esc}`;
  });
}

function hasUnquotedGlob(raw: string): boolean {
  return /(^|[^\\])(\\\\)*[*?[]/.test(raw);
}

/** Reads one word-like node (argument, command name, redirect target). */
/** A for loop variable's value in one iteration: a literal word, or one of a glob's matches. */
export interface LoopValue {
  text: string;
  glob: boolean;
}

/** `$f` or `${f}`: the variable of a plain expansion, or null for anything else (`${f%.ts}`, `$1`). */
function plainVariable(node: Node): string | null {
  return /^\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})$/.exec(node.text)?.slice(1).find(Boolean) ?? null;
}

/** The literal value a loop gives a plain expansion here, or null. */
function literalValue(node: Node, vars: ReadonlyMap<string, LoopValue> | undefined): string | null {
  const name = vars && (node.type === 'simple_expansion' || node.type === 'expansion') ? plainVariable(node) : null;
  const value = name ? vars!.get(name) : undefined;
  return value && !value.glob ? value.text : null;
}

/**
 * `vars`: the values enclosing for loops give their variables in this iteration (analysis.ts
 * decides when that is known): a literal value replaces `$f` / `${f}` anywhere; a glob's match
 * only a word that is exactly `"$f"` (unquoted it would be split and globbed again).
 */
export function readWord(node: Node, vars?: ReadonlyMap<string, LoopValue>): ShellWord {
  if (vars && node.type === 'string' && node.namedChildren.length === 1) {
    const only = node.namedChildren[0]!;
    const name = node.text === `"${only.text}"` ? plainVariable(only) : null;
    const value = name ? vars.get(name) : undefined;
    if (value?.glob) return { text: value.text, expansion: false, glob: true, brace: false, unsafe: null, loopGlob: true };
  }
  const word: ShellWord = { text: '', expansion: false, glob: false, brace: false, unsafe: null };
  collect(node, word, vars);
  // `{a,b}` arrives as separate `{` / `a,b` / `}` pieces of a concatenation; `{1..3}` as a
  // brace_expression node (flagged in collect).
  if (!word.brace && node.type === 'concatenation') {
    const unquoted = node.children.filter((c) => c.type === 'word').map((c) => c.text).join('\u0000');
    if (/\{[^]*(,|\.\.)[^]*\}/.test(unquoted)) word.brace = true;
  }
  return word;
}

function collect(node: Node, word: ShellWord, vars?: ReadonlyMap<string, LoopValue>): void {
  const unsafe = UNSAFE_NODES[node.type];
  if (unsafe) {
    word.unsafe ??= unsafe;
    word.text += node.text;
    return;
  }
  switch (node.type) {
    case 'word':
    case 'extglob_pattern':
    case 'number':
    case 'special_variable_name':
    case 'variable_name':
      if (hasUnquotedGlob(node.text)) word.glob = true;
      if (/^\{[^{}]*(,|\.\.)[^{}]*\}$/.test(node.text) || /(^|[^\\])\{[^{}\s]*,[^{}\s]*\}/.test(node.text)) word.brace = true;
      word.text += unescapeUnquoted(node.text);
      return;
    case 'raw_string':
      word.text += node.text.slice(1, -1);
      return;
    case 'ansi_c_string':
      word.text += decodeAnsiC(node.text.slice(2, -1));
      return;
    case 'string':
    case 'translated_string': {
      const open = node.type === 'string' ? 1 : 2;
      let inner = node.text.slice(open, -1);
      const replaced: { start: number; end: number; value: string }[] = [];
      for (const child of node.namedChildren) {
        if (!child) continue;
        const childUnsafe = UNSAFE_NODES[child.type];
        if (childUnsafe) word.unsafe ??= childUnsafe;
        if (child.type === 'simple_expansion' || child.type === 'expansion') {
          const value = literalValue(child, vars);
          if (value === null) word.expansion = true;
          else replaced.push({ start: child.startIndex - node.startIndex - open, end: child.endIndex - node.startIndex - open, value });
        }
      }
      // A loop's literal values hold no quote, backslash or `$`: spliced in, they read as written.
      for (const r of replaced.reverse()) inner = `${inner.slice(0, r.start)}${r.value}${inner.slice(r.end)}`;
      word.text += unescapeDouble(inner);
      return;
    }
    case 'arithmetic_expansion':
      // Only constant arithmetic gets here (analysis refuses it over variables): a known value.
      word.text += node.text;
      return;
    case 'simple_expansion':
    case 'expansion': {
      const value = literalValue(node, vars);
      if (value !== null) {
        word.text += value;
        return;
      }
      word.expansion = true;
      // `$!`, `$$`, `$#`, `$?` are numbers: they never split nor start with `-`.
      if (!/^\$[!$#?]$/.test(node.text)) word.split = true;
      for (const child of node.descendantsOfType(Object.keys(UNSAFE_NODES))) {
        if (child) word.unsafe ??= UNSAFE_NODES[child.type]!;
      }
      word.text += node.text;
      return;
    }
    case 'brace_expression':
      word.brace = true;
      word.text += node.text;
      return;
    case 'concatenation':
      for (const child of node.children) if (child) collect(child, word, vars);
      return;
    default:
      // Anything else in a word position is a construct this reader does not model.
      word.unsafe ??= `unsupported shell syntax (${node.type}) cannot be analysed statically`;
      word.text += node.text;
  }
}
