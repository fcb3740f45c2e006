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
import { heredocIsQuoted, type LiteralText } from './literals.js';

export { heredocIsQuoted };

/** Whether an arithmetic expression is a constant (no names whose values would be evaluated). */
export function isConstantArithmetic(expression: string): boolean {
  return !/[A-Za-z_$`\[\]]/.test(expression);
}

const TRANSFORMS = new Set(['Q', 'E', 'U', 'u', 'L', 'a', 'K', 'k', 'A']);
const NAME = /^(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!0-])/;

/**
 * For each `{` of the source, the index of the `}` that closes it (balanced braces, a backslash
 * escaping the next character), or -1. One pass: scanning from each `${` instead was quadratic
 * in the nesting (`${a:-${a:-...}}`).
 */
function braceMatches(source: string): Int32Array {
  const close = new Int32Array(source.length).fill(-1);
  const open: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\\') { i += 1; continue; }
    if (ch === '{') open.push(i);
    else if (ch === '}' && open.length) close[open.pop()!] = i;
  }
  return close;
}

/**
 * The text of `${...}` starting at `start` (balanced braces), or the rest of the source. The
 * scan from `$` reads escapes in step with the one from the start of the source from `{` on.
 */
function braceBody(source: string, start: number, close: Int32Array): string {
  const end = close[start + 1]!;
  return end === -1 ? source.slice(start + 2) : source.slice(start + 2, end);
}

/** Why the parameter expansion `${...}` at `start` cannot be analysed, or null if it is plain. */
function parameterExpansionProblem(source: string, start: number, close: Int32Array): string | null {
  const body = braceBody(source, start, close);
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
    // Anchored, so it never scans past the subscript (a search for `]` would, nested ones too).
    const subscript = /^\[\s*(@|\*|-?\d+)\s*\]/.exec(rest);
    if (!subscript) {
      return `the subscript in ${shown} is evaluated arithmetically, which can run commands, and cannot be analysed statically`;
    }
    rest = rest.slice(subscript[0].length);
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
 * `literals` knows which text of the parse is literal.
 */
export function liveSyntaxProblem(literals: LiteralText): string | null {
  const { source } = literals;
  // Where the grammar's comments and quotes disagree with bash's, it may also disagree about
  // which words are commands (`x\<newline>#; cmd` runs cmd): refuse outright.
  const untrusted = literals.spans.find((span) => !span.trusted && !span.inHeredoc);
  if (untrusted) return `the command's ${untrusted.type === 'comment' ? 'comment' : 'quoting'} (${JSON.stringify(untrusted.text.slice(0, 30))}) may be read differently by bash, so it cannot be analysed`;
  let close: Int32Array | null = null;
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
    if (!kind || literals.isLiteral(i)) continue;
    switch (kind) {
      case 'command':
        return 'command substitution cannot be analysed statically';
      case 'process':
        return 'process substitution cannot be analysed statically';
      case 'translated':
        // `grep "\.go$"`: a `$` just before the quote that closes a double-quoted string is a literal `$`.
        if (literals.closesString(i + 1)) break;
        return 'locale-translated strings ($"...") are expanded again after translation and cannot be analysed statically';
      case 'arithmetic': {
        const node = literals.arithmeticAt(i);
        if (!node) return 'arithmetic expansion here cannot be analysed statically';
        const open = source[i + 1] === '[' ? 2 : 3;
        if (!isConstantArithmetic(node.text.slice(open, node.text.endsWith('))') ? -2 : -1))) {
          return 'arithmetic on variables can run commands and cannot be analysed statically';
        }
        break;
      }
      case 'parameter': {
        close ??= braceMatches(source);
        const problem = parameterExpansionProblem(source, i, close);
        if (problem) return problem;
        break;
      }
    }
  }
  return null;
}

/** Whether a line ends in an odd run of backslashes (counted back: a regex tried at every backslash was quadratic). */
function endsInContinuation(line: string): boolean {
  let n = 0;
  for (let i = line.length - 1; i >= 0 && line[i] === '\\'; i -= 1) n += 1;
  return n % 2 === 1;
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
    if (!heredocIsQuoted(redirect) && lines.some(endsInContinuation)) {
      return 'a here-document with line continuations (a line ending in \\) cannot be analysed statically';
    }
  }
  return null;
}
