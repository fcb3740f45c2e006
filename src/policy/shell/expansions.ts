/**
 * A lexical backstop for the tree walk: every place in the source where bash could start running
 * code or evaluating a variable's value as code, found by scanning the TEXT rather than trusting
 * the grammar to have produced a node for it.
 *
 * tree-sitter-bash does not parse everything bash expands: a backquote inside `${x:-...}` or in a
 * here-document body comes out as a plain word, and so does a nested `${...}`. Bash runs them all.
 * So the source is scanned for the characters that open such constructs -- `` ` ``, `$(`, `<(`,
 * `>(`, `${`, `$[` -- and each occurrence that bash would see (not inside single quotes, an
 * ANSI-C string, a comment or a quoted here-document) must be something the analysis models:
 *
 * - `` ` ``, `$(`, `<(`, `>(`: command / process substitution: always refused.
 * - `$((` and `$[`: arithmetic. Refused unless it is a constant (a variable's VALUE is evaluated as
 *   an expression, and `a[$(cmd)]` in that value runs cmd).
 * - `${...}`: only plain forms are accepted: `${x}`, `${#x}`, `${x[0]}`, `${x[@]}`, and the
 *   default / alternative / pattern / case operators. Refused: indirection `${!x}` (whose target
 *   `a[$(cmd)]` runs cmd), transformations such as `${x@P}` (prompt expansion runs `$(...)` in the
 *   value), substrings and subscripts that are not constant (arithmetic again), and anything else,
 *   including bash 5.3's `${ cmd; }` and `${| cmd; }` command substitutions.
 * - `$"..."`: locale translation; the translated text is expanded again, so it is refused.
 *
 * Refusing a few harmless spellings (`"\$(x)"`) is the price of never missing a real one.
 */
import type { Node } from 'web-tree-sitter';

/** Node types whose text bash takes literally: nothing inside them expands. */
const LITERAL_CONTEXTS = new Set(['raw_string', 'ansi_c_string', 'comment']);

/** `<<'EOF'`, `<<"EOF"`, `<<\EOF`, `<<E'O'F`: a quoted delimiter means a literal body. */
export function heredocIsQuoted(redirect: Node): boolean {
  const start = redirect.namedChildren.find((c) => c?.type === 'heredoc_start');
  return !!start && /['"\\]/.test(start.text);
}

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
function escaped(source: string, index: number): boolean {
  let n = 0;
  for (let i = index - 1; i >= 0 && source[i] === '\\'; i -= 1) n += 1;
  return n % 2 === 1;
}

/** The end (exclusive) of a `$'...'` string starting at `start`, by bash's rules, or -1. */
function ansiCEnd(source: string, start: number): number {
  for (let i = start + 2; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source[i] === "'") return i + 1;
  }
  return -1;
}

/**
 * Whether bash, too, reads this node as literal text. The grammar is trusted only where it agrees
 * with bash on where the literal starts and ends: a comment must start a word (after an
 * unescaped blank, newline or operator; not after a line continuation), a quoted string must not
 * be preceded by a backslash or sit inside double quotes or a here-document (where quotes are
 * plain characters), and it must end where bash ends it (`$'\\'` ends after the second quote).
 */
function trustedLiteral(node: Node, source: string): boolean {
  const start = node.startIndex;
  if (node.type === 'comment') {
    if (start === 0) return true;
    const before = source[start - 1]!;
    if (!/[ \t\n;&|()]/.test(before) || escaped(source, start - 1)) return false;
    return true;
  }
  if (escaped(source, start)) return false;
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'string' || p.type === 'translated_string' || p.type === 'heredoc_body') return false;
  }
  if (node.type === 'raw_string') {
    const text = node.text;
    return text.length >= 2 && text.startsWith("'") && text.endsWith("'") && !text.slice(1, -1).includes("'");
  }
  return node.text.startsWith("$'") && ansiCEnd(source, start) === node.endIndex;
}

function isLiteralAt(root: Node, source: string, index: number): boolean {
  let literal: Node | null = null;
  for (let node: Node | null = root.descendantForIndex(index, index + 1); node; node = node.parent) {
    if (node.type === 'heredoc_body' && node.parent && heredocIsQuoted(node.parent)) return true;
    if (!literal && LITERAL_CONTEXTS.has(node.type)) literal = node;
  }
  return literal !== null && trustedLiteral(literal, source);
}

/** Whether the `"` at `index` closes a double-quoted string that opened before it. */
function closesString(root: Node, index: number): boolean {
  for (let node: Node | null = root.descendantForIndex(index, index + 1); node; node = node.parent) {
    if (node.type === 'string') return node.endIndex === index + 1 && node.startIndex < index - 1;
    if (node.type !== '"') return false;
  }
  return false;
}

/** The arithmetic_expansion node that starts at `index`, if the grammar produced one. */
function arithmeticNodeAt(root: Node, index: number): Node | null {
  for (let node: Node | null = root.descendantForIndex(index, index + 1); node; node = node.parent) {
    if (node.type === 'arithmetic_expansion' && node.startIndex === index) return node;
    if (node.startIndex < index) break;
  }
  return null;
}

/** Whether an arithmetic expression is a constant (no names whose values would be evaluated). */
export function isConstantArithmetic(expression: string): boolean {
  return !/[A-Za-z_$`\[\]]/.test(expression);
}

const TRANSFORMS = new Set(['Q', 'E', 'U', 'u', 'L', 'a', 'K', 'k', 'A']);
const NAME = /^(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!0-])/;

/** The text of `${...}` starting at `start` (balanced braces), or the rest of the source. */
function braceBody(source: string, start: number): string {
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\\') { i += 1; continue; }
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return source.slice(start + 2, i);
    }
  }
  return source.slice(start + 2);
}

/** Why the parameter expansion `${...}` at `start` cannot be analysed, or null if it is plain. */
function parameterExpansionProblem(source: string, start: number): string | null {
  const body = braceBody(source, start);
  const shown = `\${${body.length > 40 ? `${body.slice(0, 37)}...` : body}}`;
  let rest = body;
  if (rest.startsWith('!') && rest !== '!') {
    return `indirect expansion (${shown}) can evaluate a subscript, which runs commands, and cannot be analysed statically`;
  }
  if (rest.startsWith('#') && rest !== '#' && !/^#[:}]/.test(rest)) rest = rest.slice(1);
  const name = NAME.exec(rest);
  if (!name) return `the expansion ${shown} cannot be analysed statically`;
  rest = rest.slice(name[0].length);
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']');
    const subscript = close === -1 ? rest : rest.slice(1, close);
    if (close === -1 || !/^\s*(@|\*|-?\d+)\s*$/.test(subscript)) {
      return `the subscript in ${shown} is evaluated arithmetically, which can run commands, and cannot be analysed statically`;
    }
    rest = rest.slice(close + 1);
  }
  if (rest === '') return null;
  const op = rest[0]!;
  if (op === ':') {
    if (/^:[-=+?]/.test(rest)) return null;
    // `${x:offset:length}`: both are arithmetic expressions.
    if (/^:[\s\d+\-*/%()]*(:[\s\d+\-*/%()]*)?$/.test(rest)) return null;
    return `the substring offset in ${shown} is evaluated arithmetically, which can run commands, and cannot be analysed statically`;
  }
  if ('-=+?#%/^,'.includes(op)) return null;
  if (op === '@') {
    if (rest.length === 2 && TRANSFORMS.has(rest[1]!)) return null;
    return `the transformation ${shown} cannot be analysed statically (\${x@P} runs commands held in x)`;
  }
  return `the expansion ${shown} cannot be analysed statically`;
}

/**
 * Scans the source for constructs bash would expand; returns why one cannot be analysed, or null.
 * `root` is the parse tree of `source` (used only to tell literal text from live text).
 */
export function liveSyntaxProblem(root: Node, source: string): string | null {
  // Where the grammar's comments and quotes disagree with bash's, it may also disagree about
  // which words are commands (`x\<newline>#; cmd` runs cmd): refuse outright.
  for (const node of root.descendantsOfType([...LITERAL_CONTEXTS])) {
    if (!node || trustedLiteral(node, source)) continue;
    let inHeredoc = false;
    for (let p = node.parent; p && !inHeredoc; p = p.parent) inHeredoc = p.type === 'heredoc_body';
    if (!inHeredoc) return `the command's ${node.type === 'comment' ? 'comment' : 'quoting'} (${JSON.stringify(node.text.slice(0, 30))}) may be read differently by bash, so it cannot be analysed`;
  }
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    const next = source[i + 1];
    let kind: 'command' | 'process' | 'arithmetic' | 'parameter' | 'translated' | null = null;
    if (ch === '`') kind = 'command';
    else if (ch === '$' && next === '(') kind = source[i + 2] === '(' ? 'arithmetic' : 'command';
    else if (ch === '$' && next === '[') kind = 'arithmetic';
    else if (ch === '$' && next === '{') kind = 'parameter';
    else if (ch === '$' && next === '"') kind = 'translated';
    else if ((ch === '<' || ch === '>') && next === '(') kind = 'process';
    if (!kind || isLiteralAt(root, source, i)) continue;
    switch (kind) {
      case 'command':
        return 'command substitution cannot be analysed statically';
      case 'process':
        return 'process substitution cannot be analysed statically';
      case 'translated':
        // `grep "\.go$"`: a `$` just before the quote that closes a double-quoted string is a literal `$`.
        if (closesString(root, i + 1)) break;
        return 'locale-translated strings ($"...") are expanded again after translation and cannot be analysed statically';
      case 'arithmetic': {
        const node = arithmeticNodeAt(root, i);
        if (!node) return 'arithmetic expansion here cannot be analysed statically';
        const open = source[i + 1] === '[' ? 2 : 3;
        if (!isConstantArithmetic(node.text.slice(open, node.text.endsWith('))') ? -2 : -1))) {
          return 'arithmetic on variables can run commands and cannot be analysed statically';
        }
        break;
      }
      case 'parameter': {
        const problem = parameterExpansionProblem(source, i);
        if (problem) return problem;
        break;
      }
    }
  }
  return null;
}

/** Bash's quote removal on a here-document delimiter word (`E"OF"`, `\EOF`, `'EOF'` -> `EOF`). */
function delimiterOf(word: string): string {
  return word.replace(/'([^']*)'|"((?:[^"\\]|\\.)*)"|\\(.)/gs, (_m, single: string | undefined, double: string | undefined, escaped: string | undefined) => {
    if (single !== undefined) return single;
    if (double !== undefined) return double.replace(/\\([\\"$`])/g, '$1');
    return escaped ?? '';
  });
}

/**
 * Where a here-document ends decides what is data and what runs. Bash ends it at the first line
 * that is exactly the delimiter (after quote removal; `<<-` strips leading tabs first); if the
 * grammar ended it anywhere else, the two disagree about which lines are commands, so the command
 * is refused.
 */
export function heredocProblem(root: Node, source: string): string | null {
  for (const redirect of root.descendantsOfType('heredoc_redirect')) {
    if (!redirect) continue;
    const start = redirect.namedChildren.find((c) => c?.type === 'heredoc_start');
    const body = redirect.namedChildren.find((c) => c?.type === 'heredoc_body');
    const end = redirect.namedChildren.find((c) => c?.type === 'heredoc_end');
    const unclear = 'a here-document whose end cannot be determined reliably cannot be analysed statically';
    if (!start || !end || /[$`]/.test(start.text)) return unclear;
    const stripTabs = redirect.children.some((c) => c?.type === '<<-');
    const delimiter = delimiterOf(start.text);
    const lineStart = source.lastIndexOf('\n', end.startIndex - 1) + 1;
    const newline = source.indexOf('\n', end.startIndex);
    let line = source.slice(lineStart, newline === -1 ? source.length : newline);
    if (stripTabs) line = line.replace(/^\t+/, '');
    if (!delimiter || line !== delimiter || end.text !== delimiter) return unclear;
    const lines = (body?.text ?? '').split('\n');
    lines.pop(); // the part of the delimiter's own line before it (leading tabs), or ''
    if (lines.some((l) => (stripTabs ? l.replace(/^\t+/, '') : l) === delimiter)) return unclear;
    // In an unquoted here-document bash joins `\<newline>` lines before looking for the
    // delimiter (`E\<newline>OF` ends it); such bodies are not modelled.
    if (!heredocIsQuoted(redirect) && lines.some((l) => /(^|[^\\])(\\\\)*\\$/.test(l))) {
      return 'a here-document with line continuations (a line ending in \\) cannot be analysed statically';
    }
  }
  return null;
}
