/**
 * Turns a tree-sitter word node into the text bash would pass to the program, without running
 * anything: quotes removed (`'g'i"t"` -> `git`), backslash escapes and line continuations
 * resolved, ANSI-C strings (`$'\x67it'`) decoded. Expansions (`$VAR`, `${X}`) are kept literally
 * and flagged, because their value is unknown here; callers refuse them where a literal is needed
 * (the command name, redirect targets) and treat them as "could be anything" for deny rules.
 */
import type { Node } from 'web-tree-sitter';
import { COST, spend } from './budget.js';

export interface ShellWord {
  /** The unquoted text. */
  text: string;
  /** Holds an unexpanded parameter expansion (`$X`, `${X}`, `$1`). */
  expansion: boolean;
  /**
   * Its value can be several words, any of which may be an option: an unquoted expansion (split
   * on IFS), or a quoted one that expands to a list (`"$@"`, `"${@:2}"`, `"${a[@]}"`).
   */
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

/*
 * Escapes are read in ONE left-to-right pass, as bash reads them: a backslash escapes the next
 * character, and `\<newline>` (a line continuation) is removed. Two passes (continuations
 * first) would read `\\<newline>` -- an escaped backslash, then a newline that ends the
 * command -- as a backslash and a continuation, hiding the next line inside this word.
 */
function unescapeUnquoted(raw: string): string {
  return raw.replace(/\\(.)/gs, (_m, c: string) => (c === '\n' ? '' : c));
}

/** Which characters of an unquoted word's text were escaped (`q`) and which not (`u`). */
function unquotedMarks(raw: string): string {
  let marks = '';
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] !== '\\') { marks += 'u'; continue; }
    i += 1;
    if (i >= raw.length) marks += 'u'; // a trailing backslash stays as it is
    else if (raw[i] !== '\n') marks += 'q';
  }
  return marks;
}

/** In double quotes a backslash escapes only `$`, `` ` ``, `"`, `\` and newline (removed); elsewhere it is literal. */
function unescapeDouble(raw: string): string {
  return raw.replace(/\\([\\"$`\n])/g, (_m, c: string) => (c === '\n' ? '' : c));
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
 * `"$@"`, `"${@:2}"`, `"${a[@]}"`, `"${a[@]%x}"`, `"${1+"$@"}"`: quoted, still a list of words
 * (not the counts `${#@}`, `${#a[@]}`).
 */
function expandsToList(expansion: string): boolean {
  return !expansion.startsWith('${#') && /\$@|\$\{@|\[@\]/.test(expansion);
}

/**
 * Word nodes the grammar leaves side by side with nothing between them are ONE word to bash:
 * tree-sitter-bash splits `.e[\n]v` into `.e[` and `\n]v`, which bash reads (and globs) as
 * `.e[n]v`. Groups consecutive nodes that touch.
 */
export function wordGroups(nodes: readonly Node[]): Node[][] {
  const groups: Node[][] = [];
  for (const node of nodes) {
    const group = groups[groups.length - 1];
    if (group && group[group.length - 1]!.endIndex === node.startIndex) group.push(node);
    else groups.push([node]);
  }
  return groups;
}

/** The text being built and, per character, how bash saw it: `u` unquoted, `q` quoted or escaped, `x` expanded. */
interface Builder {
  word: ShellWord;
  marks: string;
}

/**
 * `vars`: the values enclosing for loops give their variables in this iteration (analysis.ts
 * decides when that is known): a literal value replaces `$f` / `${f}` anywhere; a glob's match
 * only a word that is exactly `"$f"` (unquoted it would be split and globbed again).
 * `node` may be several nodes that bash reads as one word (see wordGroups).
 */
export function readWord(node: Node | readonly Node[], vars?: ReadonlyMap<string, LoopValue>): ShellWord {
  const nodes: readonly Node[] = Array.isArray(node) ? node : [node as Node];
  const only = nodes.length === 1 ? nodes[0]! : null;
  if (vars && only?.type === 'string' && only.namedChildren.length === 1) {
    const inner = only.namedChildren[0]!;
    const name = only.text === `"${inner.text}"` ? plainVariable(inner) : null;
    const value = name ? vars.get(name) : undefined;
    if (value?.glob) return { text: value.text, expansion: false, glob: true, brace: false, unsafe: null, loopGlob: true };
  }
  const built: Builder = { word: { text: '', expansion: false, glob: false, brace: false, unsafe: null }, marks: '' };
  for (const part of nodes) collect(part, built, vars);
  const word = built.word;
  // `{a,b}` arrives as separate `{` / `a,b` / `}` pieces of a concatenation; `{1..3}` as a
  // brace_expression node (flagged in collect).
  if (!word.brace) {
    const pieces = nodes.flatMap((n) => (n.type === 'concatenation' ? n.children.filter((c) => c.type === 'word') : n.type === 'word' ? [n] : []));
    spend('words', pieces.length * COST.node);
    if (nodes.length > 1 || only?.type === 'concatenation') {
      if (braceAcross(pieces.map((c) => c.text).join('\u0000'))) word.brace = true;
    }
  }
  if (word.glob) word.unsafe ??= quotedInBracket(word.text, built.marks);
  return word;
}

/**
 * `{`, then `,` or `..`, then `}` (the pattern /\{[^]*(,|\.\.)[^]*\}/, read in one pass: the
 * regex backtracked over every `{` of a long word).
 */
function braceAcross(text: string): boolean {
  const open = text.indexOf('{');
  if (open === -1) return false;
  const comma = text.indexOf(',', open + 1);
  const dots = text.indexOf('..', open + 1);
  const separator = comma === -1 ? dots : dots === -1 ? comma : Math.min(comma, dots);
  if (separator === -1) return false;
  return text.lastIndexOf('}') >= separator + (separator === dots ? 2 : 1);
}

/** `{a,b}` or `{1..3}` as the whole word, no other brace inside (/^\{[^{}]*(,|\.\.)[^{}]*\}$/). */
function wholeBrace(text: string): boolean {
  if (text.length < 3 || text[0] !== '{' || text[text.length - 1] !== '}') return false;
  const inner = text.slice(1, -1);
  return !/[{}]/.test(inner) && (inner.includes(',') || inner.includes('..'));
}

/**
 * An unescaped `{`, a run of characters without braces or blanks holding a `,`, and `}` (the
 * pattern /(^|[^\\])\{[^{}\s]*,[^{}\s]*\}/, read in one pass: the regex is quadratic in a
 * long run of commas).
 */
function braceInWord(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== '{' || (i > 0 && text[i - 1] === '\\')) continue;
    let comma = false;
    let j = i + 1;
    for (; j < text.length && !/[{}\s]/.test(text[j]!); j += 1) if (text[j] === ',') comma = true;
    if (comma && text[j] === '}') return true;
    i = j - 1;
  }
  return false;
}

/**
 * Inside an unquoted bracket (`[...]`) a quoted or escaped `!`, `^`, `-`, `]`, `[`, `:`, `=`
 * or `.` loses its meaning (`[\!s]` is `!` or `s`, not "anything but s"), which the quote-removed
 * text no longer shows; such a glob is refused rather than expanded wrongly.
 */
function quotedInBracket(text: string, marks: string): string | null {
  const special = '!^-][:=.';
  const n = text.length;
  // Read right to left, once: where a bracket's scan goes from a position on does not depend on
  // where the bracket opened (scanning from every `[` to the end was quadratic in a word of
  // many `[`). NONE: the scan meets an expansion or the end; CLEAN / QUOTED: it closes, with
  // or without a quoted special character on the way.
  const NONE = 0;
  const CLEAN = 1;
  const QUOTED = 2;
  const from = new Uint8Array(n + 1);
  // Of each `[:` / `[=` / `[.`, the `:]` / `=]` / `.]` that ends it: the first at or after a position.
  const nextEnd: Record<string, Int32Array> = { ':': new Int32Array(n + 2).fill(-1), '=': new Int32Array(n + 2).fill(-1), '.': new Int32Array(n + 2).fill(-1) };
  for (let p = n - 2; p >= 0; p -= 1) {
    for (const kind of [':', '=', '.']) nextEnd[kind]![p] = text[p] === kind && text[p + 1] === ']' ? p : nextEnd[kind]![p + 1]!;
  }
  // Characters not marked `u` before each position.
  const notPlain = new Int32Array(n + 1);
  for (let p = 0; p < n; p += 1) notPlain[p + 1] = notPlain[p]! + (marks[p] === 'u' ? 0 : 1);
  /** One step of the scan at `p`, where it does not close: [a quoted special character here, the next position]. */
  const step = (p: number): [boolean, number] => {
    let quoted = marks[p] === 'q' && special.includes(text[p]!);
    const kind = text[p + 1];
    if (text[p] === '[' && marks[p] === 'u' && (kind === ':' || kind === '=' || kind === '.')) {
      const close = nextEnd[kind]![p + 2] ?? -1;
      if (close !== -1) {
        if (notPlain[Math.min(close + 2, n)]! - notPlain[p + 1]! > 0) quoted = true;
        return [quoted, close + 2];
      }
    }
    return [quoted, p + 1];
  };
  const after = (quoted: boolean, next: number) => {
    const rest = next < n ? from[next]! : NONE;
    return rest === NONE ? NONE : quoted ? QUOTED : rest;
  };
  for (let p = n - 1; p >= 0; p -= 1) {
    if (marks[p] === 'x') from[p] = NONE;
    else if (text[p] === ']' && marks[p] === 'u') from[p] = CLEAN;
    else {
      const [quoted, next] = step(p);
      from[p] = after(quoted, next);
    }
  }
  for (let i = 0; i < n; i += 1) {
    if (text[i] !== '[' || marks[i] !== 'u') continue;
    let j = i + 1;
    if ((text[j] === '!' || text[j] === '^') && marks[j] === 'u') j += 1;
    // The first character after the opening never closes it (`[]a]` holds `]`).
    if (j >= n || marks[j] === 'x') continue;
    const [quoted, next] = step(j);
    if (after(quoted, next) === QUOTED) {
      return `the glob ${JSON.stringify(text)} has a quoted or escaped character inside a bracket expression, which bash reads differently from the quote-removed text; it cannot be analysed statically`;
    }
  }
  return null;
}

function add(built: Builder, text: string, mark: 'u' | 'q' | 'x'): void {
  built.word.text += text;
  built.marks += mark.repeat(text.length);
}

function collect(node: Node, built: Builder, vars?: ReadonlyMap<string, LoopValue>): void {
  spend('words', node.type === 'string' || node.type === 'translated_string' ? COST.quotedPart : COST.node);
  const word = built.word;
  const unsafe = UNSAFE_NODES[node.type];
  if (unsafe) {
    word.unsafe ??= unsafe;
    add(built, node.text, 'x');
    return;
  }
  switch (node.type) {
    case 'word':
    case 'extglob_pattern':
    case 'number':
    case 'special_variable_name':
    case 'variable_name': {
      if (hasUnquotedGlob(node.text)) word.glob = true;
      if (wholeBrace(node.text) || braceInWord(node.text)) word.brace = true;
      const text = unescapeUnquoted(node.text);
      word.text += text;
      const marks = unquotedMarks(node.text);
      built.marks += marks.length === text.length ? marks : 'q'.repeat(text.length);
      return;
    }
    case 'raw_string':
      add(built, node.text.slice(1, -1), 'q');
      return;
    case 'ansi_c_string':
      add(built, decodeAnsiC(node.text.slice(2, -1)), 'q');
      return;
    case 'string':
    case 'translated_string': {
      const open = node.type === 'string' ? 1 : 2;
      let inner = node.text.slice(open, -1);
      const replaced: { start: number; end: number; value: string }[] = [];
      const children = node.namedChildren;
      spend('words', children.length * COST.node);
      for (const child of children) {
        if (!child) continue;
        const childUnsafe = UNSAFE_NODES[child.type];
        if (childUnsafe) word.unsafe ??= childUnsafe;
        if (child.type === 'simple_expansion' || child.type === 'expansion') {
          const value = literalValue(child, vars);
          if (value === null) {
            word.expansion = true;
            if (expandsToList(child.text)) word.split = true;
          } else replaced.push({ start: child.startIndex - node.startIndex - open, end: child.endIndex - node.startIndex - open, value });
        }
      }
      // A loop's literal values hold no quote, backslash or `$`: spliced in, they read as written
      // (in one pass: splicing each into the whole text was quadratic in a string of many `$f`).
      if (replaced.length) {
        const parts: string[] = [];
        let from = 0;
        for (const r of replaced) {
          parts.push(inner.slice(from, r.start), r.value);
          from = r.end;
        }
        parts.push(inner.slice(from));
        inner = parts.join('');
      }
      add(built, unescapeDouble(inner), 'q');
      return;
    }
    case 'arithmetic_expansion':
      // Only constant arithmetic gets here (analysis refuses it over variables): a known value.
      add(built, node.text, 'q');
      return;
    case 'simple_expansion':
    case 'expansion': {
      const value = literalValue(node, vars);
      if (value !== null) {
        add(built, value, 'u');
        return;
      }
      word.expansion = true;
      // `$!`, `$$`, `$#`, `$?` are numbers: they never split nor start with `-`.
      if (!/^\$[!$#?]$/.test(node.text)) word.split = true;
      for (const child of node.descendantsOfType(Object.keys(UNSAFE_NODES))) {
        if (child) word.unsafe ??= UNSAFE_NODES[child.type]!;
      }
      add(built, node.text, 'x');
      return;
    }
    case 'brace_expression':
      word.brace = true;
      add(built, node.text, 'u');
      return;
    case 'concatenation':
      for (const child of node.children) if (child) collect(child, built, vars);
      return;
    default:
      // Anything else in a word position is a construct this reader does not model.
      word.unsafe ??= `unsupported shell syntax (${node.type}) cannot be analysed statically`;
      add(built, node.text, 'x');
  }
}
