/**
 * Where the text bash runs differs from the text tree-sitter parsed, and where the shell that
 * runs a script is not bash.
 *
 * Line continuations: bash removes every unquoted (or double-quoted) `\<newline>` before it
 * splits words or recognises operators, so `r\<newline>m -rf x` runs `rm`, `&\<newline>&` is
 * `&&` and `$\<newline>(cmd)` a substitution. tree-sitter splits the word there instead. The
 * analysis therefore removes the continuations bash would remove (all but those inside single
 * quotes, ANSI-C strings, comments and quoted here-documents) and analyses the joined text;
 * `literalAround` checks that the joined parse agrees about which ones were literal.
 *
 * dash: `/bin/sh` on Debian and Ubuntu is dash. It has no `$'...'` (so `$'x\' ; git push ; \''`
 * is one word to bash and runs `git push` in dash), no `[[` (where `<` and `>` are redirections),
 * no `<<<`, `&>`, `|&`, `;&`, arrays, `((`, brace expansion, nor bash's `${x/a/b}`, `${x^^}`,
 * `${x:1:2}`, `${!x}`. A script run by sh / dash / ash is accepted only if it uses none of them,
 * so that both shells read it the same way.
 */
import type { Node } from 'web-tree-sitter';

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
function escaped(source: string, index: number): boolean {
  let n = 0;
  for (let i = index - 1; i >= 0 && source[i] === '\\'; i -= 1) n += 1;
  return n % 2 === 1;
}

const LITERAL = new Set(['raw_string', 'ansi_c_string', 'comment']);

function quotedHeredoc(body: Node): boolean {
  const start = body.parent?.namedChildren.find((c) => c?.type === 'heredoc_start');
  return !!start && /['"\\]/.test(start.text);
}

/** The literal node (single quotes, ANSI-C, comment, quoted here-document) around `index`. */
function literalAt(root: Node, index: number): Node | null {
  const end = Math.min(index + 1, root.endIndex);
  for (let node: Node | null = root.descendantForIndex(Math.min(index, Math.max(0, end - 1)), end); node; node = node.parent) {
    if (LITERAL.has(node.type)) return node;
    if (node.type === 'heredoc_body' && quotedHeredoc(node)) return node;
  }
  return null;
}

/** Indexes of the `\` of every `\<newline>` bash removes (outside literal text). */
export function liveContinuations(root: Node, source: string): number[] {
  const out: number[] = [];
  for (let i = source.indexOf('\\\n'); i !== -1; i = source.indexOf('\\\n', i + 1)) {
    if (escaped(source, i)) continue;
    if (literalAt(root, i)) continue;
    out.push(i);
  }
  return out;
}

/** Whether `index` (where a continuation was removed) lies inside literal text that began before it. */
export function literalAround(root: Node, index: number): boolean {
  if (index >= root.endIndex) return false;
  const node = literalAt(root, index);
  return !!node && node.startIndex < index;
}

/** Operators only bash knows (anonymous node types). */
const BASH_OPERATORS: Readonly<Record<string, string>> = {
  '&>': '"&>" (dash runs the command in the background, then truncates the file)',
  '&>>': '"&>>"',
  '|&': '"|&"',
  ';&': 'the case fall-through ";&"',
  ';;&': 'the case continuation ";;&"',
  '<<<': 'a here-string ("<<<")',
};

/** Named node types only bash knows. */
const BASH_NODES: Readonly<Record<string, string>> = {
  ansi_c_string: "ANSI-C quoting ($'...'), which dash reads as \"$\" and a single-quoted string",
  translated_string: 'locale translation ($"...")',
  herestring_redirect: 'a here-string ("<<<")',
  array: 'an array',
  brace_expression: 'brace expansion',
  extglob_pattern: 'an extended glob',
  c_style_for_statement: 'an arithmetic for loop',
  function_definition: 'the function keyword',
  process_substitution: 'process substitution',
};

/** `${...}` forms dash also has: `${x}`, `${#x}`, `${x-y}`, `${x:-y}` ... `${x%y}`, `${x##y}`. */
const POSIX_EXPANSION = /^\$\{#?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])(?:(?::?[-=?+]|%%?|##?)[^]*)?\}$/;

/** Why a script run by dash cannot be analysed as bash, or null when both read it the same way. */
export function posixProblem(root: Node, text: string): string | null {
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (!node.isNamed && Object.hasOwn(BASH_OPERATORS, node.type)) return `${BASH_OPERATORS[node.type]} is bash syntax`;
    if (node.isNamed && Object.hasOwn(BASH_NODES, node.type)) return `${BASH_NODES[node.type]} is bash syntax`;
    if (node.type === 'test_command' && node.child(0)?.type === '[[') return '"[[ ... ]]" is bash syntax (in dash "<" and ">" inside it are redirections)';
    if (node.type === 'compound_statement' && node.child(0)?.type === '((') return '"(( ... ))" is bash syntax (dash reads nested subshells)';
    if (node.type === 'expansion' && !POSIX_EXPANSION.test(node.text)) return `the expansion ${node.text.slice(0, 40)} is bash syntax`;
    for (const child of node.children) if (child) stack.push(child);
  }
  // `$[...]` and `$'` where the grammar made no node for them.
  if (/(^|[^\\])\$\[/.test(text)) return '"$[...]" is bash syntax';
  return null;
}
