/**
 * Where a script's text is literal: inside single quotes, an ANSI-C string, a comment or a quoted
 * here-document, read off the parse tree once so that any position can be asked about in O(1).
 *
 * Asking the tree itself (descend to the position, then climb through `parent`) is quadratic in
 * the nesting depth per question: tree-sitter's nodes keep no parent pointer, so every `parent`
 * walks down from the root again. A script nested a thousand deep (`${a:-${a:-...}}`) asked that
 * a thousand times took minutes. Here each kind of node is listed once (descendantsOfType, one
 * walk inside the parser) and painted over the positions it covers.
 *
 * Which literals are trusted (bash agrees where they start and end) is decided here too, by the
 * same rules expansions.ts and dialects.ts state: see trustedLiteral.
 */
import type { Node } from 'web-tree-sitter';
import { COST, spend } from './budget.js';

/** Node types whose text bash takes literally: nothing inside them expands. */
export const LITERAL_TYPES = ['raw_string', 'ansi_c_string', 'comment'] as const;

export interface LiteralSpan {
  type: string;
  start: number;
  end: number;
  text: string;
  /** Bash agrees that this literal starts and ends where the grammar says (see trustedLiteral). */
  trusted: boolean;
  /** Inside a here-document body (quoted or not). */
  inHeredoc: boolean;
}

/** `<<'EOF'`, `<<"EOF"`, `<<\EOF`, `<<E'O'F`: a quoted delimiter means a literal body. */
export function heredocIsQuoted(redirect: Node): boolean {
  const start = redirect.namedChildren.find((c) => c?.type === 'heredoc_start');
  return !!start && /['"\\]/.test(start.text);
}

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
export function escaped(source: string, index: number): boolean {
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
 * plain characters: `quoted`), and it must end where bash ends it (`$'\\'` ends after the second
 * quote).
 */
function trustedLiteral(type: string, start: number, end: number, text: string, source: string, quoted: boolean): boolean {
  if (type === 'comment') {
    if (start === 0) return true;
    return /[ \t\n;&|()]/.test(source[start - 1]!) && !escaped(source, start - 1);
  }
  if (escaped(source, start) || quoted) return false;
  if (type === 'raw_string') {
    return text.length >= 2 && text.startsWith("'") && text.endsWith("'") && !text.slice(1, -1).includes("'");
  }
  return text.startsWith("$'") && ansiCEnd(source, start) === end;
}

/** How many of the ranges cover each position (a difference array: nested ranges cost nothing extra). */
function coverage(length: number, ranges: readonly { startIndex: number; endIndex: number }[]): Int32Array {
  const depth = new Int32Array(length + 1);
  for (const r of ranges) {
    depth[Math.min(r.startIndex, length)]! += 1;
    depth[Math.min(r.endIndex, length)]! -= 1;
  }
  for (let i = 1; i <= length; i += 1) depth[i]! += depth[i - 1]!;
  return depth;
}

export class LiteralText {
  /** Per position: 1 + the index in `spans` of the innermost literal node covering it, or 0. */
  private readonly owner: Int32Array;
  /** Per position: 1 + the index in `bodies` of the quoted here-document body covering it, or 0. */
  private readonly quotedBody: Int32Array;
  private readonly bodies: { start: number }[] = [];
  readonly spans: LiteralSpan[] = [];
  private closers: Set<number> | null = null;
  private arithmetic: Map<number, Node> | null = null;

  constructor(readonly root: Node, readonly source: string) {
    const n = source.length;
    this.owner = new Int32Array(n + 1);
    this.quotedBody = new Int32Array(n + 1);
    const nodes = root.descendantsOfType(['heredoc_body', ...LITERAL_TYPES]).filter((c): c is Node => !!c);
    const heredocs: Node[] = [];
    const literals: Node[] = [];
    for (const node of nodes) {
      if (node.type !== 'heredoc_body') {
        literals.push(node);
        continue;
      }
      heredocs.push(node);
      // Quoted when its delimiter is: a sibling under the redirect (or under an ERROR, when the
      // grammar could not finish it; such trees are refused, but continuations are looked for first).
      const parent = node.parent;
      spend('syntax nodes', COST.node + (parent?.childCount ?? 0));
      if (!parent || !heredocIsQuoted(parent)) continue;
      this.bodies.push({ start: node.startIndex });
      this.quotedBody.fill(this.bodies.length, Math.min(node.startIndex, n), Math.min(node.endIndex, n));
    }
    if (!literals.length) return;
    // Double quotes and here-document bodies make a literal's quotes plain characters.
    const quotes = [...root.descendantsOfType(['string', 'translated_string']).filter((c): c is Node => !!c), ...heredocs];
    const inQuotes = coverage(n, quotes);
    const inHeredoc = coverage(n, heredocs);
    for (const node of literals) {
      const { startIndex: start, endIndex: end, text } = node;
      const at = Math.min(start, n);
      this.spans.push({ type: node.type, start, end, text, trusted: trustedLiteral(node.type, start, end, text, source, inQuotes[at]! > 0), inHeredoc: inHeredoc[at]! > 0 });
      // Literal nodes are tokens (leaves): painting them all costs the length of the source.
      this.owner.fill(this.spans.length, at, Math.min(end, n));
    }
  }

  /**
   * The innermost literal around `index` (a single-quoted or ANSI-C string, a comment, a quoted
   * here-document's body), as its start; null when there is none. At or past the end of the
   * tree, the last character of the tree is asked about.
   */
  literalStart(index: number): number | null {
    const end = this.root.endIndex;
    const at = index < end ? index : Math.max(0, end - 1);
    if (at >= this.source.length) return null;
    const span = this.owner[at]!;
    if (span) return this.spans[span - 1]!.start;
    const body = this.quotedBody[at]!;
    return body ? this.bodies[body - 1]!.start : null;
  }

  /** Whether bash reads the character at `index` as literal text (inside a trusted literal or a quoted here-document). */
  isLiteral(index: number): boolean {
    if (index >= this.source.length) return false;
    if (this.quotedBody[index]) return true;
    const span = this.owner[index]!;
    return !!span && this.spans[span - 1]!.trusted;
  }

  /** Whether the `"` at `index` closes a double-quoted string that opened before it (`"x"`, not `""`). */
  closesString(index: number): boolean {
    if (!this.closers) {
      this.closers = new Set();
      for (const node of this.root.descendantsOfType('string')) {
        if (node && node.startIndex < node.endIndex - 2 && node.lastChild?.type === '"') this.closers.add(node.endIndex - 1);
      }
    }
    return this.closers.has(index);
  }

  /** The arithmetic_expansion node that starts at `index`, if the grammar produced one. */
  arithmeticAt(index: number): Node | null {
    if (!this.arithmetic) {
      this.arithmetic = new Map();
      for (const node of this.root.descendantsOfType('arithmetic_expansion')) if (node) this.arithmetic.set(node.startIndex, node);
    }
    return this.arithmetic.get(index) ?? null;
  }
}
