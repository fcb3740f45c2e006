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
import { spend } from './budget.js';
import { escaped, type LiteralText } from './literals.js';

/** Indexes of the `\` of every `\<newline>` bash removes (outside literal text). */
export function liveContinuations(literals: LiteralText): number[] {
  const { source } = literals;
  const out: number[] = [];
  for (let i = source.indexOf('\\\n'); i !== -1; i = source.indexOf('\\\n', i + 1)) {
    if (escaped(source, i)) continue;
    if (literals.literalStart(i) !== null) continue;
    out.push(i);
  }
  return out;
}

/** Whether `index` (where a continuation was removed) lies inside literal text that began before it. */
export function literalAround(literals: LiteralText, index: number): boolean {
  if (index >= literals.root.endIndex) return false;
  const start = literals.literalStart(index);
  return start !== null && start < index;
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

/**
 * `${...}` forms dash also has: `${x}`, `${#x}`, `${x-y}`, `${x:-y}` ... `${x%y}`, `${x##y}`: this
 * head, and a closing `}` (matched as one pattern ending in `[^]*\}$`, nested expansions made it
 * scan each one's whole text: quadratic).
 */
const POSIX_EXPANSION_HEAD = /^\$\{#?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])(?:\}$|:?[-=?+]|%%?|##?)/;

/** Why a script run by dash cannot be analysed as bash, or null when both read it the same way. */
export function posixProblem(root: Node, text: string): string | null {
  const stack: Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    spend('syntax nodes');
    if (!node.isNamed && Object.hasOwn(BASH_OPERATORS, node.type)) return `${BASH_OPERATORS[node.type]} is bash syntax`;
    if (node.isNamed && Object.hasOwn(BASH_NODES, node.type)) return `${BASH_NODES[node.type]} is bash syntax`;
    if (node.type === 'test_command' && node.child(0)?.type === '[[') return '"[[ ... ]]" is bash syntax (in dash "<" and ">" inside it are redirections)';
    if (node.type === 'compound_statement' && node.child(0)?.type === '((') return '"(( ... ))" is bash syntax (dash reads nested subshells)';
    if (node.type === 'expansion' && !(node.text.endsWith('}') && POSIX_EXPANSION_HEAD.test(node.text))) return `the expansion ${node.text.slice(0, 40)} is bash syntax`;
    for (const child of node.children) if (child) stack.push(child);
  }
  // `$[...]` and `$'` where the grammar made no node for them.
  if (/(^|[^\\])\$\[/.test(text)) return '"$[...]" is bash syntax';
  return null;
}
