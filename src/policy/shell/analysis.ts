/**
 * Static analysis of a shell command line: the list of simple commands it would run, or the
 * reason it cannot be known without running it.
 *
 * The walk is an allowlist of tree-sitter-bash node types. Every construct whose effect we model
 * (lists, pipelines, subshells, groups, if/while/for/case, negation, redirections) is descended
 * into; anything else -- including node types a future grammar adds -- fails closed. A parser
 * that disagrees with bash is the classic way around such checks, so anything tree-sitter marks as
 * an error, and any control character bash and tree-sitter may split differently (`\r`), is
 * refused outright rather than guessed at.
 *
 * The walk is linear in the text (a loop body is walked once per distinct value of its variable,
 * and only when the body expands it) and spends on the decision's work budget (budget.ts) as it
 * goes: a text whose analysis would still take too long is refused as too complex.
 */
import path from 'node:path';
import type { Node } from 'web-tree-sitter';
import { COST, spend, tooComplex, TooComplex } from './budget.js';
import { heredocIsQuoted, heredocProblem, isConstantArithmetic, liveSyntaxProblem } from './expansions.js';
import { liveContinuations, literalAround, posixProblem } from './dialects.js';
import { LiteralText } from './literals.js';
import { pipeOperators, type ShellParser } from './parser.js';
import { variableOptionProblem } from './vocabulary.js';
import { readWord, wordGroups, type LoopValue, type ShellWord } from './words.js';

export interface Redirect {
  /** `read` (<), `write` (>, >>, &>, >|, <>, >&file), `dup` (2>&1, >&-), heredoc / herestring. */
  kind: 'read' | 'write' | 'dup' | 'heredoc' | 'herestring';
  operator: string;
  target: ShellWord | null;
  /** A here-document's body text, and whether its delimiter was quoted (a literal body). */
  body?: string;
  quoted?: boolean;
  /** The directories the shell may be in when it opens the target (see SimpleCommand.dirs). */
  dirs?: string[];
}

export interface Assignment {
  name: string;
  value: ShellWord | null;
}

export interface SimpleCommand {
  /** Words after unquoting; empty for a bare assignment (`X=1`). */
  words: ShellWord[];
  /** `X=1` before the command, or a standalone assignment. */
  assignments: Assignment[];
  /** Redirections on the command or on a group / statement enclosing it. */
  redirects: Redirect[];
  /** Receives another command's output on stdin (a later stage of a pipeline). */
  piped: boolean;
  /**
   * For a later pipeline stage: the simple command whose output it reads, or null when that is
   * not one simple command (a group, a loop, a here-document's line).
   */
  producer?: SimpleCommand | null;
  /** The source text, for reasons. */
  text: string;
  /**
   * The directories it may run in, after earlier `cd`s of the same script, as written (relative
   * to the workspace root, or absolute; '' is the root); absent means the root. Several when a
   * `cd` may have failed (`cd x; cmd`); only `cd x && cmd` is sure to run in x.
   */
  dirs?: string[];
  /**
   * A `cd` whose effect on later commands is modelled: its target as written, or unknown (a
   * variable); `through`: the directories a `..` in the target steps out of (`src/x` for
   * `src/x/../y`), which must be real directories too (see changeDirectory).
   */
  chdir?: { target: string; unknown: boolean; through?: string[] };
}

export type ShellAnalysis = { ok: true; commands: SimpleCommand[] } | { ok: false; reason: string };

class Refusal extends Error {}

const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/;
const MAX_SOURCE_LENGTH = 100_000;
/**
 * Pipe characters one command may hold (parser.ts: past a few thousand stages, a syntax error at
 * the end of a pipeline costs the parser seconds it cannot be interrupted in; a thousand, a tenth
 * of a second). An everyday pipeline has a handful; a 200-line script a few dozen in all.
 */
const MAX_PIPE_OPERATORS = 1_000;

/** Node types that only group statements: their named children are walked as statements. */
const CONTAINERS = new Set([
  'program', 'list', 'subshell', 'do_group', 'if_statement', 'elif_clause', 'else_clause',
  'while_statement', 'negated_command',
]);

/** Words that never contain statements (case patterns, the list a for loop iterates). */
const SKIPPED = new Set(['comment', 'heredoc_body', 'heredoc_start', 'heredoc_end', 'heredoc_content']);

const SYNTAX_ERROR = 'the command does not parse as bash (syntax error), so it cannot be analysed';

const ARITHMETIC_TEST_OPS = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge', '-v']);

/**
 * Which shell runs the script: `bash`, or `posix` for `sh -c` / `dash -c` (dash on Ubuntu), where
 * only scripts that bash and dash read the same way are accepted.
 */
export type ShellDialect = 'bash' | 'posix';

export function analyseScript(parser: ShellParser, source: string, dialect: ShellDialect = 'bash'): ShellAnalysis {
  if (CONTROL_CHARS.test(source)) {
    return { ok: false, reason: 'control characters (such as \\r) in a command are not allowed: bash and the analyser could split them differently' };
  }
  if (!source.trim()) return { ok: false, reason: 'empty command' };
  if (source.length > MAX_SOURCE_LENGTH) return { ok: false, reason: `a command longer than ${MAX_SOURCE_LENGTH} characters is not analysed; split it up` };
  if (pipeOperators(source) > MAX_PIPE_OPERATORS) return { ok: false, reason: tooComplex(`more than ${MAX_PIPE_OPERATORS} pipe characters`) };
  return analyseParsed(parser, source, dialect, null);
}

/**
 * `joined`: the positions (in `source`) where line continuations were removed, when `source` is
 * the result of joining them; null for the source as written.
 */
function analyseParsed(parser: ShellParser, source: string, dialect: ShellDialect, joined: number[] | null): ShellAnalysis {
  const tree = parse(parser, source);
  // The parse stops early once it is sure to end in a syntax error (see parse).
  if (!tree) return { ok: false, reason: SYNTAX_ERROR };
  try {
    const root = tree.rootNode;
    spend('syntax nodes', root.descendantCount * COST.treeNode);
    const literals = new LiteralText(root, source);
    // Bash removes `\<newline>` before it splits words or finds operators (`r\<nl>m` is `rm`,
    // `&\<nl>&` is `&&`, `$\<nl>(` opens a substitution); tree-sitter splits there instead. The
    // continuations bash would remove are removed, and the joined text is what gets analysed.
    const live = liveContinuations(literals);
    if (joined) {
      if (live.length || joined.some((at) => literalAround(literals, at))) {
        return { ok: false, reason: 'line continuations (\\ at the end of a line) here may be read differently by bash, so the command cannot be analysed' };
      }
    } else if (live.length) {
      let text = '';
      let from = 0;
      const removed: number[] = [];
      for (const at of live) {
        text += source.slice(from, at);
        removed.push(text.length);
        from = at + 2;
      }
      text += source.slice(from);
      return analyseParsed(parser, text, dialect, removed);
    }
    if (root.hasError) return { ok: false, reason: SYNTAX_ERROR };
    if (dialect === 'posix') {
      const problem = posixProblem(root, source);
      if (problem) return { ok: false, reason: `${problem}; sh is dash on Ubuntu, which reads it differently from bash (use bash -c)` };
    }
    const substitution = root.descendantsOfType(['command_substitution', 'process_substitution'])[0];
    if (substitution) {
      return {
        ok: false,
        reason: substitution.type === 'process_substitution'
          ? 'process substitution cannot be analysed statically'
          : 'command substitution cannot be analysed statically',
      };
    }
    for (const arithmetic of root.descendantsOfType('arithmetic_expansion')) {
      // `$(( x ))` evaluates x's value as an expression, and `a[$(cmd)]` inside it runs cmd.
      if (arithmetic && !isConstantArithmetic(arithmetic.text.slice(2, -1))) {
        return { ok: false, reason: 'arithmetic on variables can run commands and cannot be analysed statically' };
      }
    }
    // The grammar does not parse every expansion bash performs (a backquote inside `${x:-...}` or
    // a here-document is a plain word to it): the text itself is checked too.
    const problem = liveSyntaxProblem(literals) ?? heredocProblem(root, source);
    if (problem) return { ok: false, reason: problem };
    const commands: SimpleCommand[] = [];
    walk(root, { redirects: [], piped: false, cwd: { dirs: [''], pending: null }, sequential: true }, commands);
    return { ok: true, commands };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  } finally {
    tree.delete();
  }
}

/**
 * Parses on the budget (budget.ts): the parser reports what it lexes and its steps as it goes, and
 * stops when the budget runs out. Error recovery can re-read the text many times over (a line
 * of thousands of `@(a|b)` or of here-documents took seconds), all of it counted. A parse sure to
 * end in a syntax error stops there too (recovering further is wasted: it is refused), unless the
 * text has line continuations, whose joined text is parsed again (analyseParsed).
 */
function parse(parser: ShellParser, source: string) {
  let exceeded: unknown = null;
  const joinable = source.includes('\\\n');
  const tree = parser.parse(source, (lexed, steps, failed) => {
    if (failed && !joinable) return true;
    try {
      spend('parsing', lexed * COST.lexedChar + steps * COST.parseStep);
      return false;
    } catch (error) {
      exceeded = error;
      return true;
    }
  });
  if (exceeded) throw exceeded;
  return tree;
}

/**
 * Where the shell is, for `cd`: the directories it may be in (see SimpleCommand.dirs), and those
 * it was in before a `cd` whose success is not yet known (`cd x` then `;`: the next command runs
 * in x, or where the shell was if cd failed; `&&` settles it).
 */
interface DirState {
  dirs: string[];
  pending: string[] | null;
}

interface Scope {
  redirects: Redirect[];
  piped: boolean;
  producer?: SimpleCommand | null;
  /** The directory state; `sequential` when a `cd` here changes it for the commands after it. */
  cwd?: DirState;
  sequential?: boolean;
  /** Redirections the grammar hung on a whole list that bash gives its last command (see below). */
  tail?: { id: number; redirects: Redirect[] };
}

/** The last simple command of a list (`a && b && c` -> c), or null when it ends otherwise. */
function lastCommand(list: Node): Node | null {
  let node: Node | null = list;
  while (node?.type === 'list') node = node.namedChildren[node.namedChildren.length - 1] ?? null;
  return node?.type === 'command' ? node : null;
}

/** Containers whose statements run one after another in the same shell: a `cd` carries over. */
const SEQUENCES = new Set(['program', 'list']);

/** The state a separate shell starts with (a subshell, a pipeline stage): changes stay inside it. */
function copyDirs(scope: Scope): DirState {
  spend('directories after cd', scope.cwd?.dirs.length ?? 1);
  return { dirs: [...(scope.cwd?.dirs ?? [''])], pending: null };
}

/** `cd`'s target, joined to each directory as bash does by default (-L: `..` removed lexically). */
function joinDir(dir: string, target: string): string {
  const joined = target.startsWith('/') ? path.posix.normalize(target) : path.posix.normalize(dir ? `${dir}/${target}` : target);
  const trimmed = joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
  return trimmed === '.' ? '' : trimmed;
}

function settle(state: DirState): void {
  // `cd a; cd b; cd c; ...` doubles the directories the shell may be in at each step.
  if (state.pending) {
    spend('directories after cd', state.pending.length + state.dirs.length);
    state.dirs = [...new Set([...state.pending, ...state.dirs])];
  }
  state.pending = null;
}

/**
 * The children of a list, with those of the lists it starts with in place: the grammar nests
 * `a && b && c` as ((a && b) && c), as deep as the chain is long; read flat, a long chain costs
 * no depth (see MAX_NESTING). A statement bash runs in order is visited in order.
 */
function listChildren(node: Node, named: boolean): Node[] {
  const chain: Node[] = [];
  let head: Node = node;
  while (head.type === 'list' && head.namedChild(0)?.type === 'list') {
    chain.push(head);
    head = head.namedChild(0)!;
  }
  const out = (named ? head.namedChildren : head.children).filter((c): c is Node => !!c);
  for (let k = chain.length - 1; k >= 0; k -= 1) {
    const children = (named ? chain[k]!.namedChildren : chain[k]!.children).filter((c): c is Node => !!c);
    // The first named child is the list already read.
    const first = children.findIndex((c) => c.isNamed);
    out.push(...children.slice(first + 1));
  }
  return out;
}

function walkSequence(node: Node, scope: Scope, out: SimpleCommand[]): void {
  const state = scope.cwd!;
  for (const child of node.type === 'list' ? listChildren(node, false) : node.children) {
    if (!child || SKIPPED.has(child.type)) continue;
    if (!child.isNamed) {
      // Only `&&` runs what follows when cd succeeded; after `;`, `||`, `&` or a newline the next
      // command may run where the shell was.
      if (child.type === '&&') state.pending = null;
      else settle(state);
      continue;
    }
    settle(state);
    walk(child, scope, out);
  }
}

/** Statements nested deeper than this (subshells, ifs, loops, pipelines in groups) are refused. */
const MAX_NESTING = 500;
let nesting = 0;

function walk(node: Node, scope: Scope, out: SimpleCommand[]): void {
  spend('syntax nodes', COST.node);
  if (nesting >= MAX_NESTING) throw new TooComplex(tooComplex(`statements nested more than ${MAX_NESTING} deep`));
  nesting += 1;
  try {
    walkNode(node, scope, out);
  } finally {
    nesting -= 1;
  }
}

function walkNode(node: Node, scope: Scope, out: SimpleCommand[]): void {
  if (SKIPPED.has(node.type)) return;
  if (node.type === 'subshell') {
    walkSequence(node, { ...scope, cwd: copyDirs(scope), sequential: true }, out);
    return;
  }
  if (SEQUENCES.has(node.type) && scope.sequential) {
    walkSequence(node, scope, out);
    return;
  }
  if (CONTAINERS.has(node.type)) {
    // if / while / negation bodies: they inherit the directory but a `cd` in them is not modelled.
    const inner = node.type === 'program' || node.type === 'list' ? scope : { ...scope, cwd: copyDirs(scope), sequential: false };
    for (const child of node.type === 'list' ? listChildren(node, true) : node.namedChildren) if (child) walk(child, inner, out);
    return;
  }
  switch (node.type) {
    case 'pipeline': {
      let first = true;
      let previous: SimpleCommand | null = null;
      for (const child of node.namedChildren) {
        if (!child) continue;
        const before = out.length;
        // Each stage runs in a shell of its own: a `cd` there moves nothing else. But the grammar
        // hangs `cd x && cmd 2>&1 | tail` as (cd x && cmd 2>&1) | tail, which bash runs as
        // cd x && (cmd 2>&1 | tail): a list as the first stage runs in this shell, before the pipe.
        const misparsed = first && (child.type === 'list' || (child.type === 'redirected_statement' && child.namedChild(0)?.type === 'list'));
        const stage = misparsed ? scope : { ...scope, cwd: copyDirs(scope), sequential: false };
        walk(child, first ? stage : { ...stage, piped: true, producer: previous }, out);
        const produced = out.slice(before);
        previous = produced.length === 1 && (child.type === 'command' || child.type === 'redirected_statement') ? produced[0]! : null;
        first = false;
      }
      return;
    }
    case 'compound_statement':
      if (node.child(0)?.type === '((') return arithmeticCommand(node);
      if (scope.sequential) return walkSequence(node, scope, out);
      for (const child of node.namedChildren) if (child) walk(child, scope, out);
      return;
    case 'redirected_statement': {
      const redirects = [...scope.redirects];
      const statements: Node[] = [];
      for (const child of node.namedChildren) {
        if (!child) continue;
        if (child.type.endsWith('_redirect')) {
          redirects.push(readRedirect(child, scope));
          if (child.type !== 'heredoc_redirect') continue;
          // tree-sitter-bash hangs the rest of the line after `<<EOF` (`| bash`, `> out`) inside
          // the heredoc redirect node: those redirections apply and those statements run too.
          for (const inner of child.namedChildren) {
            if (!inner || inner.type.startsWith('heredoc') || isWordNode(inner)) continue;
            if (inner.type.endsWith('_redirect')) redirects.push(readRedirect(inner, scope));
            else statements.push(inner);
          }
        } else {
          statements.unshift(child);
        }
      }
      const [body, ...rest] = statements;
      // The grammar reads `cd x && echo y > f` as (cd x && echo y) > f; bash opens f for echo
      // alone, in x. Such redirections go to the list's last command, where the shell is then.
      const tail = body?.type === 'list' ? lastCommand(body) : null;
      if (body && tail) walk(body, { ...scope, tail: { id: tail.id, redirects: redirects.slice(scope.redirects.length).map(({ dirs: _dirs, ...r }) => r) } }, out);
      else if (body) walk(body, { ...scope, redirects }, out);
      for (const statement of rest) walk(statement, { ...scope, piped: true, producer: null }, out);
      return;
    }
    case 'command':
      out.push(simpleCommand(node, scope));
      return;
    case 'variable_assignment':
    case 'variable_assignments':
      out.push({ words: [], assignments: readAssignments(node), redirects: scope.redirects, piped: scope.piped, text: node.text });
      return;
    case 'declaration_command':
    case 'unset_command':
      out.push(declaration(node, scope));
      return;
    case 'for_statement':
      forStatement(node, scope, out);
      return;
    case 'case_statement':
      for (const child of node.namedChildren) {
        if (!child) continue;
        if (child.type === 'case_item') walk(child, scope, out);
        else refuseUnsafeWord(child);
      }
      return;
    case 'case_item':
      // Patterns are words (checked for substitutions); the rest are statements.
      for (const child of node.namedChildren) {
        if (!child) continue;
        if (isWordNode(child) || child.type === 'extglob_pattern') refuseUnsafeWord(child);
        else walk(child, scope, out);
      }
      return;
    case 'test_command':
      testCommand(node);
      return;
    case 'function_definition':
      throw new Refusal('defining shell functions is not allowed (a function can shadow any command name)');
    case 'c_style_for_statement':
      throw new Refusal('arithmetic for loops cannot be analysed statically');
    default:
      throw new Refusal(`unsupported shell syntax (${node.type}) cannot be analysed statically`);
  }
}

function isWordNode(node: Node): boolean {
  return ['word', 'string', 'raw_string', 'concatenation', 'number', 'simple_expansion', 'expansion', 'ansi_c_string', 'translated_string'].includes(node.type);
}

/**
 * The values of the variables of the for loops whose body is being walked (one iteration at a
 * time; see forStatement). The walk is synchronous, so this is set and restored around it.
 */
let loopVars: ReadonlyMap<string, LoopValue> | undefined;

function refuseUnsafeWord(node: Node | readonly Node[]): ShellWord {
  const word = readWord(node, loopVars);
  if (word.unsafe) throw new Refusal(word.unsafe);
  return word;
}

function simpleCommand(node: Node, scope: Scope): SimpleCommand {
  const words: ShellWord[] = [];
  const assignments: Assignment[] = [];
  spend('syntax nodes', scope.redirects.length + (scope.cwd?.dirs.length ?? 0));
  const redirects = [...scope.redirects];
  if (scope.tail?.id === node.id) {
    const dirs = scope.cwd?.dirs;
    const here = dirs && !(dirs.length === 1 && dirs[0] === '') ? { dirs: [...dirs] } : {};
    redirects.push(...scope.tail.redirects.map((r) => ({ ...r, ...here })));
  }
  const wordNodes: Node[] = [];
  let previous: Node | null = null;
  for (const child of node.namedChildren) {
    if (!child) continue;
    // Nodes that touch are one word to bash (see wordGroups); an assignment touching the next
    // word (`x=a[\n]b cat`) is a word the grammar cut where bash does not.
    if (previous && previous.endIndex === child.startIndex && (previous.type === 'variable_assignment' || child.type === 'variable_assignment')) {
      throw new Refusal(`"${node.text.slice(0, 60)}": the parser splits a word where bash does not, so the command cannot be analysed`);
    }
    previous = child;
    if (child.type === 'variable_assignment') assignments.push(...readAssignments(child));
    else if (child.type.endsWith('_redirect')) redirects.push(readRedirect(child, scope));
    else if (child.type === 'command_name') {
      const nameNode = child.namedChild(0);
      if (!nameNode) throw new Refusal('a command without a name cannot be analysed');
      wordNodes.push(nameNode);
    } else if (child.type === 'comment') continue;
    else wordNodes.push(child);
  }
  for (const group of wordGroups(wordNodes)) words.push(refuseUnsafeWord(group));
  const command: SimpleCommand = { words, assignments, redirects, piped: scope.piped, producer: scope.producer, text: node.text };
  const dirs = scope.cwd?.dirs;
  if (dirs && !(dirs.length === 1 && dirs[0] === '')) command.dirs = [...dirs];
  if (scope.sequential && scope.cwd && !assignments.length) changeDirectory(command, scope.cwd);
  return command;
}

/**
 * `cd DIR` (options -L / -P / -e, `--`): later commands of the same shell run in DIR. Recorded on
 * the command (its target is checked when the call is decided) and applied to the state; a
 * target that is a variable is recorded as unknown (the decision refuses it).
 *
 * Logical or physical: bash's default `cd` removes `x/..` as text, but `cd -P` (and `set -P`,
 * `set -o physical`, `bash -P`, ... ; also a logical cd whose textual result fails, which bash
 * retries as written) lets the kernel resolve it: after a symlink `x`, `x/..` is the parent of
 * the link's TARGET. Rather than follow every way the physical mode can be switched on, the
 * model makes the two readings agree: every directory a `..` steps out of is recorded in
 * `through` and must be a real directory (no symlink, checked like the target), and the state's
 * directories are themselves real. Then `..` is the textual parent whichever way bash reads it.
 */
function changeDirectory(command: SimpleCommand, state: DirState): void {
  const [name, ...args] = command.words;
  if (!name || name.text !== 'cd' || name.expansion) return;
  let i = 0;
  while (i < args.length && /^-[LPe]+$/.test(args[i]!.text) && !args[i]!.expansion) i += 1;
  if (args[i]?.text === '--' && !args[i]!.expansion) i += 1;
  const operands = args.slice(i);
  if (operands.length > 1) return;
  const target = operands[0];
  // `cd` alone goes home; `cd -` to OLDPWD; `~`, variables and globs: not known here.
  // A loop's glob (`for d in packages/*/; do (cd "$d" && ...)`) stands for each directory it matches.
  const unknown = !target || target.expansion || (target.glob && !target.loopGlob) || target.brace || target.text === '-' || target.text.startsWith('~') || target.text === '';
  command.chdir = { target: target?.text ?? '~', unknown };
  if (!unknown) {
    const through = stepsOutOf(target.text);
    if (through.length) command.chdir.through = through;
  }
  state.pending = state.dirs;
  spend('directories after cd', state.dirs.length);
  state.dirs = unknown ? [UNKNOWN_DIR] : [...new Set(state.dirs.map((d) => (d === UNKNOWN_DIR ? d : joinDir(d, target.text))))];
}

/**
 * The directories (as written relative to where cd runs, or absolute) that a `..` in `target`
 * steps out of: `a/b/../c/..` -> `a/b`, `a/c`. A leading `..` steps out of the directory the
 * shell is in, which is real already.
 */
function stepsOutOf(target: string): string[] {
  const segments = target.split('/');
  const out: string[] = [];
  for (let k = 1; k < segments.length; k += 1) {
    if (segments[k] !== '..') continue;
    const prefix = segments.slice(0, k).join('/') || '/';
    const normal = path.posix.normalize(prefix);
    if (normal === '.' || normal === '/' || /^(\.\.\/)*\.\.$/.test(normal)) continue;
    if (!out.includes(normal)) out.push(normal);
  }
  return out;
}

/** Where the shell is after `cd $X`, `cd -` or `cd ~`: commands after it are refused. */
export const UNKNOWN_DIR = '\u0000unknown';

function readAssignments(node: Node): Assignment[] {
  if (node.type === 'variable_assignments') return node.namedChildren.flatMap((c) => (c ? readAssignments(c) : []));
  const nameNode = node.childForFieldName('name') ?? node.namedChild(0);
  const valueNode = node.childForFieldName('value');
  const name = nameNode?.text ?? '';
  if (nameNode && nameNode.type !== 'variable_name') {
    // `a[$(cmd)]=x`: subscripts are evaluated arithmetically and can run commands.
    throw new Refusal(`assignment to "${name}" (array subscript) cannot be analysed statically`);
  }
  return [{ name, value: valueNode ? refuseUnsafeWord(valueNode) : null }];
}

function declaration(node: Node, scope: Scope): SimpleCommand {
  const keyword = node.child(0)?.text ?? node.type;
  const words: ShellWord[] = [{ text: keyword, expansion: false, glob: false, brace: false, unsafe: null }];
  const assignments: Assignment[] = [];
  const children = node.namedChildren.filter((c): c is Node => !!c);
  for (const group of wordGroups(children)) {
    const child = group[0]!;
    if (group.length === 1 && child.type === 'variable_assignment') {
      assignments.push(...readAssignments(child));
      words.push({ text: child.text, expansion: false, glob: false, brace: false, unsafe: null });
    } else if (group.some((c) => c.type === 'variable_assignment')) {
      throw new Refusal(`"${node.text.slice(0, 60)}": the parser splits a word where bash does not, so the command cannot be analysed`);
    } else {
      words.push(refuseUnsafeWord(group));
    }
  }
  return { words, assignments, redirects: scope.redirects, piped: scope.piped, text: node.text };
}

function forStatement(node: Node, scope: Scope, out: SimpleCommand[]): void {
  const variable = node.childForFieldName('variable');
  const assignments: Assignment[] = variable ? [{ name: variable.text, value: null }] : [];
  // The loop variable is assigned like `X=...`: the same name checks apply (`for PATH in ...`).
  out.push({ words: [], assignments, redirects: scope.redirects, piped: scope.piped, text: `for ${variable?.text ?? ''}` });
  const list: ShellWord[] = [];
  const bodies: Node[] = [];
  const listNodes: Node[] = [];
  for (const child of node.namedChildren) {
    if (!child || (variable && child.id === variable.id)) continue;
    if (child.type === 'do_group') bodies.push(child);
    else listNodes.push(child);
  }
  for (const group of wordGroups(listNodes)) list.push(refuseUnsafeWord(group));
  const loop = variable && bodies.length === 1 ? loopItems(variable.text, list, bodies[0]!) : null;
  // A body that never expands the variable reads the same in every iteration: once is enough
  // (walked per item, loops nested six deep over ten items each made a million bodies).
  if (!loop?.expanded) {
    for (const body of bodies) walk(body, scope, out);
    return;
  }
  // `for f in src/*.ts; do wc -l "$f"; done`: the body once per distinct item, `$f` standing for it.
  const seen = new Set<string>();
  for (const item of loop.items) {
    const key = `${item.glob ? 'g' : 'w'}${item.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    spend('loop iterations', COST.loopIteration);
    const saved = loopVars;
    loopVars = new Map([...(saved ?? []), [variable!.text, item]]);
    try {
      walk(bodies[0]!, scope, out);
    } finally {
      loopVars = saved;
    }
  }
}

const MAX_LOOP_ITEMS = 16;
/** A loop value that can stand in a word as written: no space, quote, glob or expansion character. */
const PLAIN_VALUE = /^[A-Za-z0-9_./@%+=:,-]+$/;
/** Builtins that assign the variable they are given by name. */
const ASSIGNS_BY_NAME = new Set(['read', 'declare', 'typeset', 'local', 'export', 'readonly', 'getopts', 'mapfile', 'readarray', 'unset']);

/**
 * The values a for loop gives its variable, when they are known and nothing in the body changes
 * the variable: a short list of literal words or globs; and whether the body expands it at all.
 * Null otherwise (then `$f` stays a variable whose value is unknown).
 */
function loopItems(name: string, list: readonly ShellWord[], body: Node): { items: LoopValue[]; expanded: boolean } | null {
  if (!list.length || list.length > MAX_LOOP_ITEMS) return null;
  const items: LoopValue[] = [];
  for (const word of list) {
    if (word.expansion || word.brace || word.unsafe || word.loopGlob) return null;
    if (word.glob) items.push({ text: word.text, glob: true });
    else if (PLAIN_VALUE.test(word.text)) items.push({ text: word.text, glob: false });
    else return null;
  }
  // Every `name` in the body must be the variable of an expansion; any other (`f=x`, `read f`,
  // `${a[f]}`) may change it. Counted rather than asked of each name's parent: tree-sitter
  // finds a node's parent by walking down from the root.
  let named = 0;
  let expanded = 0;
  const nodes = body.descendantsOfType(['variable_name', 'simple_expansion', 'expansion', 'command']);
  spend('syntax nodes', nodes.length * COST.node);
  for (const node of nodes) {
    if (!node) continue;
    if (node.type === 'variable_name') {
      if (node.text === name) named += 1;
      continue;
    }
    if (node.type === 'command') {
      const command = node.childForFieldName('name')?.text ?? '';
      if (ASSIGNS_BY_NAME.has(command)) return null;
      if (command === 'printf' && node.namedChildren.some((c) => !!c && /^-\w*v/.test(c.text))) return null;
      continue;
    }
    for (const child of node.namedChildren) if (child?.type === 'variable_name' && child.text === name) expanded += 1;
    if (node.type === 'expansion' && new RegExp(`^\\$\\{${name}:?[=?]`).test(node.text)) return null;
  }
  if (named > expanded) return null;
  return { items, expanded: expanded > 0 };
}

/** The words of `[ ... ]` as the test builtin receives them (operators included), in order. */
function bracketTestWords(node: Node): { text: string; wild: boolean; split: boolean }[] {
  const out: { text: string; wild: boolean; split: boolean }[] = [{ text: '[', wild: false, split: false }];
  const visit = (n: Node) => {
    if (isWordNode(n)) {
      const word = refuseUnsafeWord(n);
      out.push({ text: word.text, wild: word.expansion, split: !!word.split });
      return;
    }
    if (n.childCount === 0) {
      if (n.type !== '[' && n.type !== ']') out.push({ text: n.text, wild: false, split: false });
      return;
    }
    for (const child of n.children) if (child) visit(child);
  };
  for (const child of node.children) if (child) visit(child);
  out.push({ text: ']', wild: false, split: false });
  return out;
}

function testCommand(node: Node): void {
  if (node.child(0)?.type === '[') {
    // `[` is the test builtin: a variable's value can smuggle `-v NAME` into it.
    const problem = variableOptionProblem(bracketTestWords(node));
    if (problem) throw new Refusal(problem);
  }
  for (const op of node.descendantsOfType('test_operator')) {
    // `[[ $x -eq 1 ]]` evaluates $x's value arithmetically; a value like `a[$(cmd)]` runs cmd.
    if (op && ARITHMETIC_TEST_OPS.has(op.text)) throw new Refusal(`"[[ ... ${op.text} ... ]]" evaluates its operands arithmetically and cannot be analysed statically`);
  }
  for (const child of node.descendantsOfType(['word', 'string', 'raw_string', 'concatenation'])) if (child) refuseUnsafeWord(child);
}

function arithmeticCommand(node: Node): void {
  if (!isConstantArithmetic(node.text.slice(2, -2))) {
    throw new Refusal('arithmetic on variables can run commands and cannot be analysed statically');
  }
}

function readRedirect(node: Node, scope?: Scope): Redirect {
  const redirect = readRedirectNode(node);
  const dirs = scope?.cwd?.dirs;
  if (dirs && !(dirs.length === 1 && dirs[0] === '')) redirect.dirs = [...dirs];
  return redirect;
}

function readRedirectNode(node: Node): Redirect {
  if (node.type === 'heredoc_redirect') {
    const body = node.namedChildren.find((c) => c?.type === 'heredoc_body');
    return { kind: 'heredoc', operator: '<<', target: null, body: body?.text ?? '', quoted: heredocIsQuoted(node) };
  }
  if (node.type === 'herestring_redirect') {
    const value = node.namedChildren.find((c) => c && isWordNode(c));
    return { kind: 'herestring', operator: '<<<', target: value ? refuseUnsafeWord(value) : null };
  }
  if (node.type !== 'file_redirect') throw new Refusal(`unsupported redirection (${node.type}) cannot be analysed statically`);
  const operator = node.children.find((c) => c && !c.isNamed)?.text ?? '';
  const destinations = node.childrenForFieldName('destination').filter((c): c is Node => !!c);
  if (destinations.length !== 1) throw new Refusal(`redirection "${node.text}" cannot be analysed statically`);
  const target = refuseUnsafeWord(destinations[0]!);
  if (operator === '<') return { kind: 'read', operator, target };
  if ((operator === '>&' || operator === '<&') && /^(\d+|-)$/.test(target.text) && !target.expansion) {
    return { kind: 'dup', operator, target };
  }
  if (operator === '<&' || operator === '>&-' || operator === '<&-') return { kind: 'dup', operator, target };
  return { kind: 'write', operator, target };
}
