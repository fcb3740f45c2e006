/**
 * find's expression, read as GNU find reads it, so the analysis knows which paths find can hand
 * to `-exec` or print for `| xargs`: `find . -name '*.ts' -not -path './secrets/*'` never prints
 * `secrets/key.pem`, `find src -type f` never prints a symlink (without -L), and after
 * `-name .git -prune -o ... -print` nothing under `.git` is printed.
 *
 * Each test is decided for one path as true, false or unknown (`-size`, `-newer`, `-empty` ...:
 * unknown), and the expression is evaluated with find's short-circuit rules in three-valued
 * logic: an action is reached for sure, maybe, or never. A path is an output of an action unless
 * that action is never reached for it; `-prune` stops the descent only when it is reached for
 * sure. Anything this file does not understand (an unknown primary, a regex syntax it cannot
 * translate) is unknown, never false, so the model only ever errs towards "can be printed".
 */

/** false, true, unknown. */
export type Tri = 0 | 1 | 2;
const F: Tri = 0;
const T: Tri = 1;
const U: Tri = 2;

/** How far an action is reached for one path: never, maybe, surely. */
export type Reach = 0 | 1 | 2;
export const NEVER: Reach = 0;
const MAYBE: Reach = 1;
const SURE: Reach = 2;

/** One path as find meets it. */
export interface FindEntry {
  /** As find prints it: the starting point as written, then `/name` per level. */
  path: string;
  /** The base name (`-name` matches this). */
  name: string;
  /** f: regular file, d: directory, l: symlink (not followed, or dangling), o: anything else. */
  kind: 'f' | 'd' | 'l' | 'o';
  /** The kind the other way round (`-xtype`): followed when find does not follow, and back. */
  xkind: 'f' | 'd' | 'l' | 'o';
  depth: number;
}

export type FindActionKind =
  | 'print' | 'print0' | 'printf' | 'ls' | 'fprint' | 'exec' | 'execdir' | 'ok' | 'okdir' | 'delete' | 'prune' | 'quit';

export interface FindAction {
  kind: FindActionKind;
  /** -exec / -ok: the command's words; `plus` for the `{} +` form. */
  command?: string[];
  plus?: boolean;
  /** The `-print` find adds when the expression has no action of its own. */
  implicit?: boolean;
}

type Node =
  | { op: 'and' | 'or' | 'comma'; left: Node; right: Node }
  | { op: 'not'; expr: Node }
  | { op: 'test'; test: (e: FindEntry) => Tri }
  | { op: 'action'; index: number };

export interface FindExpression {
  /** Starting points as written (`.` when none). */
  roots: string[];
  /** -P (default): never follow symlinks; -H: only the starting points; -L / -follow: always. */
  follow: 'never' | 'roots' | 'always';
  maxDepth: number;
  minDepth: number;
  /** -depth / -delete: directories are processed after their contents, so -prune does nothing. */
  ignorePrune: boolean;
  actions: FindAction[];
  /** Values that name files find itself opens or stats (`-newer F`, `-samefile F`, `-files0-from F`): word indices. */
  fileOperands: number[];
  /** Indices of the words that are starting points. */
  rootIndices: number[];
  /** `-files0-from F`: the starting points come from a file, so they are unknown. */
  rootsFromFile: boolean;
  expr: Node;
}

const NO_ARG_TESTS = new Set(['-true', '-false', '-empty', '-readable', '-writable', '-executable', '-nouser', '-nogroup']);
/** Options written where tests go: always true, with a global effect (or none that matters here). */
const NO_ARG_OPTIONS = new Set(['-xdev', '-mount', '-noleaf', '-ignore_readdir_race', '-noignore_readdir_race', '-daystart', '-warn', '-nowarn', '-follow', '-depth', '-d']);
/** Tests taking one value whose truth this model does not compute (times, sizes, owners ...). */
const UNKNOWN_VALUE_TESTS = new Set([
  '-size', '-mtime', '-mmin', '-atime', '-amin', '-ctime', '-cmin', '-used', '-perm', '-user', '-group', '-uid', '-gid', '-links',
  '-inum', '-fstype', '-context',
]);
/** Tests whose value names a file find stats. */
const FILE_VALUE_TESTS = new Set(['-newer', '-anewer', '-cnewer', '-samefile']);

/**
 * Parses find's words (words[0] is find). Null when something is not understood: an unknown
 * primary, an unbalanced parenthesis, -exec without its terminator, -help / -version.
 */
export function parseFind(words: readonly string[], wild: readonly boolean[] = []): FindExpression | null {
  let i = 1;
  let follow: FindExpression['follow'] = 'never';
  // Options before the starting points: -H -L -P, -D debugopts, -Olevel.
  for (; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '-H') follow = 'roots';
    else if (w === '-L') follow = 'always';
    else if (w === '-P') follow = 'never';
    else if (w === '-D') i += 1;
    else if (/^-O\d*$/.test(w)) continue;
    else break;
  }
  const rootIndices: number[] = [];
  for (; i < words.length; i += 1) {
    const w = words[i]!;
    if (w.startsWith('-') || w === '(' || w === '!') break;
    rootIndices.push(i);
  }
  const expression: FindExpression = {
    roots: rootIndices.length ? rootIndices.map((k) => words[k]!) : ['.'], follow, maxDepth: Infinity, minDepth: 0,
    ignorePrune: false, actions: [], fileOperands: [], rootIndices, rootsFromFile: false, expr: { op: 'test', test: () => T },
  };
  const tokens = words.slice(i);
  const base = i;
  // A variable in the expression could become any words, operators and actions included.
  if (wild.slice(i).some(Boolean)) return null;
  let at = 0;
  let regexUnknown = false;

  const peek = () => tokens[at];
  const value = (): string | null => (at < tokens.length ? tokens[at++]! : null);
  const fail = (): never => { throw new ParseError(); };

  const primary = (): Node => {
    const w = tokens[at]!;
    at += 1;
    if (NO_ARG_TESTS.has(w)) return { op: 'test', test: () => (w === '-true' ? T : w === '-false' ? F : U) };
    if (NO_ARG_OPTIONS.has(w)) {
      if (w === '-follow') expression.follow = 'always';
      if (w === '-depth' || w === '-d') expression.ignorePrune = true;
      return { op: 'test', test: () => T };
    }
    switch (w) {
      case '-maxdepth': case '-mindepth': {
        const v = value();
        if (v === null || !/^\d+$/.test(v)) fail();
        if (w === '-maxdepth') expression.maxDepth = Math.min(expression.maxDepth, Number(v));
        else expression.minDepth = Math.max(expression.minDepth, Number(v));
        return { op: 'test', test: () => T };
      }
      case '-regextype': {
        const v = value();
        if (v === null) fail();
        if (v !== 'emacs') regexUnknown = true;
        return { op: 'test', test: () => T };
      }
      case '-name': case '-iname': case '-path': case '-ipath': case '-wholename': case '-iwholename': {
        const v = value();
        if (v === null) fail();
        const re = fnmatchRegex(v!, w.startsWith('-i'));
        const onName = w === '-name' || w === '-iname';
        return { op: 'test', test: (e) => (re === null ? U : re.test(onName ? e.name : e.path) ? T : F) };
      }
      case '-regex': case '-iregex': {
        const v = value();
        if (v === null) fail();
        const re = regexUnknown ? null : emacsRegex(v!, w === '-iregex');
        return { op: 'test', test: (e) => (re === null ? U : re.test(e.path) ? T : F) };
      }
      case '-type': case '-xtype': {
        const v = value();
        if (v === null || !/^[bcdpflsD](,[bcdpflsD])*$/.test(v)) fail();
        const letters = new Set(v!.split(','));
        return {
          op: 'test',
          test: (e) => {
            const kind = w === '-type' ? e.kind : e.xkind;
            if (kind === 'o') return [...letters].some((l) => 'bcpsD'.includes(l)) ? U : F;
            return letters.has(kind) ? T : F;
          },
        };
      }
      case '-lname': case '-ilname': {
        if (value() === null) fail();
        return { op: 'test', test: (e) => (e.kind === 'l' || e.xkind === 'l' ? U : F) };
      }
      case '-files0-from': {
        if (value() === null) fail();
        expression.fileOperands.push(base + at - 1);
        expression.rootsFromFile = true;
        return { op: 'test', test: () => T };
      }
      case '-print': case '-print0': case '-ls': case '-delete': case '-prune': case '-quit':
        if (w === '-delete') expression.ignorePrune = true;
        return action({ kind: w.slice(1) as FindActionKind });
      case '-printf': case '-fprint': case '-fprint0': case '-fls': {
        if (value() === null) fail();
        return action({ kind: w === '-printf' ? 'printf' : 'fprint' });
      }
      case '-fprintf': {
        if (value() === null || value() === null) fail();
        return action({ kind: 'fprint' });
      }
      case '-exec': case '-execdir': case '-ok': case '-okdir': {
        const start = at;
        while (at < tokens.length && tokens[at] !== ';' && tokens[at] !== '+') at += 1;
        if (at >= tokens.length || at === start) fail();
        const plus = tokens[at] === '+';
        const command = tokens.slice(start, at);
        at += 1;
        return action({ kind: w.slice(1) as FindActionKind, command, plus });
      }
      default:
        break;
    }
    if (UNKNOWN_VALUE_TESTS.has(w) || FILE_VALUE_TESTS.has(w) || /^-newer[aBcm][aBcmt]$/.test(w)) {
      if (value() === null) fail();
      // `-newerXt STRING` takes a date, not a file.
      if (FILE_VALUE_TESTS.has(w) || /^-newer[aBcm][aBcm]$/.test(w)) expression.fileOperands.push(base + at - 1);
      return { op: 'test', test: () => U };
    }
    return fail();
  };

  const action = (a: FindAction): Node => {
    expression.actions.push(a);
    const index = expression.actions.length - 1;
    return { op: 'action', index };
  };

  const unary = (): Node => {
    const w = peek();
    if (w === undefined) return fail();
    if (w === '!' || w === '-not') {
      at += 1;
      return { op: 'not', expr: unary() };
    }
    if (w === '(') {
      at += 1;
      const inner = comma();
      if (peek() !== ')') fail();
      at += 1;
      return inner;
    }
    if (w === ')' || w === '-o' || w === '-or' || w === ',' || w === '-a' || w === '-and') return fail();
    return primary();
  };
  const and = (): Node => {
    let left = unary();
    for (;;) {
      const w = peek();
      if (w === undefined || w === ')' || w === '-o' || w === '-or' || w === ',') return left;
      if (w === '-a' || w === '-and') at += 1;
      left = { op: 'and', left, right: unary() };
    }
  };
  const or = (): Node => {
    let left = and();
    while (peek() === '-o' || peek() === '-or') {
      at += 1;
      left = { op: 'or', left, right: and() };
    }
    return left;
  };
  const comma = (): Node => {
    let left = or();
    while (peek() === ',') {
      at += 1;
      left = { op: 'comma', left, right: or() };
    }
    return left;
  };

  try {
    if (tokens.length) {
      expression.expr = comma();
      if (at !== tokens.length) return null;
    }
  } catch (error) {
    if (error instanceof ParseError) return null;
    throw error;
  }
  // Without an action of its own (-prune and -quit do not count), find prints what the whole
  // expression is true for: `( EXPR ) -print`.
  if (!expression.actions.some((a) => a.kind !== 'prune' && a.kind !== 'quit')) {
    expression.actions.push({ kind: 'print', implicit: true });
    expression.expr = { op: 'and', left: expression.expr, right: { op: 'action', index: expression.actions.length - 1 } };
  }
  return expression;
}

class ParseError extends Error {}

/** What evaluating the expression does for one path: how far each action is reached, and whether -prune surely is. */
export function evaluateFind(expression: FindExpression, entry: FindEntry): { actions: Reach[]; pruned: boolean } {
  const actions: Reach[] = expression.actions.map(() => NEVER);
  let prune: Reach = NEVER;
  const evaluate = (node: Node, reach: Reach): Tri => {
    switch (node.op) {
      case 'test':
        return node.test(entry);
      case 'action': {
        const a = expression.actions[node.index]!;
        if (reach > actions[node.index]!) actions[node.index] = reach;
        if (a.kind === 'prune' && reach > prune) prune = reach;
        // -exec's value is the command's exit status; -ok asks; -delete may fail.
        if (((a.kind === 'exec' || a.kind === 'execdir') && !a.plus) || a.kind === 'ok' || a.kind === 'okdir' || a.kind === 'delete') return U;
        return T;
      }
      case 'not': {
        const v = evaluate(node.expr, reach);
        return v === U ? U : v === T ? F : T;
      }
      case 'and': {
        const l = evaluate(node.left, reach);
        if (l === F) return F;
        const r = evaluate(node.right, l === T ? reach : MAYBE);
        return r === F ? F : l === T && r === T ? T : U;
      }
      case 'or': {
        const l = evaluate(node.left, reach);
        if (l === T) return T;
        const r = evaluate(node.right, l === F ? reach : MAYBE);
        return r === T ? T : l === F && r === F ? F : U;
      }
      case 'comma':
        evaluate(node.left, reach);
        return evaluate(node.right, reach);
    }
  };
  evaluate(expression.expr, SURE);
  return { actions, pruned: prune === SURE && !expression.ignorePrune };
}

/** The name `-name` sees for a starting point: its last component (`src/` is `src`, `.` is `.`). */
export function rootName(root: string): string {
  const trimmed = root.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

const CLASSES: Readonly<Record<string, string>> = {
  alpha: 'A-Za-z', digit: '0-9', alnum: 'A-Za-z0-9', upper: 'A-Z', lower: 'a-z', space: ' \\t\\n\\r\\f\\v', blank: ' \\t',
  punct: '!-\\/:-@\\[-`{-~', xdigit: '0-9A-Fa-f', cntrl: '\\x00-\\x1f\\x7f', print: ' -~', graph: '!-~',
};

const escapeRe = (c: string) => c.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/**
 * A bracket expression starting after `[` (and `!` / `^`): its body for a JS class and the index
 * of the closing `]`, or null when it has none (then `[` is literal) or uses collating elements.
 */
function bracket(pattern: string, start: number, backslashEscapes: boolean): { body: string; end: number } | null | 'unsupported' {
  let j = start;
  let body = '';
  let first = true;
  while (j < pattern.length && (pattern[j] !== ']' || first)) {
    const d = pattern[j]!;
    if (d === '[' && pattern[j + 1] === ':') {
      const close = pattern.indexOf(':]', j + 2);
      const cls = close === -1 ? undefined : CLASSES[pattern.slice(j + 2, close)];
      if (cls === undefined) return 'unsupported';
      body += cls;
      j = close + 2;
      first = false;
      continue;
    }
    if (d === '[' && (pattern[j + 1] === '.' || pattern[j + 1] === '=')) return 'unsupported';
    if (d === '\\' && backslashEscapes) {
      if (j + 1 >= pattern.length) return null;
      body += escapeRe(pattern[j + 1]!);
      j += 2;
      first = false;
      continue;
    }
    if (d === '-' && !first && j + 1 < pattern.length && pattern[j + 1] !== ']') {
      body += '-';
      j += 1;
      continue;
    }
    body += escapeRe(d);
    j += 1;
    first = false;
  }
  if (j >= pattern.length) return null;
  return { body, end: j };
}

/**
 * fnmatch(3) without flags, as find's -name / -path use it: `*` and `?` match any character (`/`
 * and a leading `.` included), `[...]` with `!` / `^`, ranges and classes, `\` escapes. Null when
 * the pattern uses something this does not translate (collating elements).
 */
export function fnmatchRegex(pattern: string, nocase: boolean): RegExp | null {
  let re = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\') {
      re += i + 1 < pattern.length ? escapeRe(pattern[++i]!) : '\\\\';
    } else if (c === '*') {
      re += '[\\s\\S]*';
    } else if (c === '?') {
      re += '[\\s\\S]';
    } else if (c === '[') {
      const negate = pattern[i + 1] === '!' || pattern[i + 1] === '^';
      const parsed = bracket(pattern, i + 1 + (negate ? 1 : 0), true);
      if (parsed === 'unsupported') return null;
      if (parsed === null) {
        re += '\\[';
        continue;
      }
      re += `[${negate ? '^' : ''}${parsed.body}]`;
      i = parsed.end;
    } else {
      re += escapeRe(c);
    }
  }
  return new RegExp(`^${re}$`, nocase ? 'i' : '');
}

/**
 * find's default regex syntax (emacs), matched against the whole path: `.`, `*`, `+`, `?`,
 * brackets, `\(` `\)` `\|`, `^` at the start, `$` at the end and escaped punctuation. Null for
 * anything else (intervals, back-references, word operators): the test is then unknown.
 */
export function emacsRegex(pattern: string, nocase: boolean): RegExp | null {
  let re = '';
  let atomBefore = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\') {
      const n = pattern[i + 1];
      i += 1;
      if (n === '(') { re += '(?:'; atomBefore = false; continue; }
      if (n === ')') { re += ')'; atomBefore = true; continue; }
      if (n === '|') { re += '|'; atomBefore = false; continue; }
      if (n !== undefined && /[.*+?[\]^$\\/-]/.test(n)) { re += escapeRe(n); atomBefore = true; continue; }
      return null;
    }
    if (c === '*' || c === '+' || c === '?') {
      if (!atomBefore) { re += escapeRe(c); atomBefore = true; continue; }
      re += c;
      atomBefore = true;
      continue;
    }
    if (c === '.') { re += '[^\\n]'; atomBefore = true; continue; }
    if (c === '^') {
      if (i !== 0) return null;
      continue;
    }
    if (c === '$') {
      if (i !== pattern.length - 1) return null;
      continue;
    }
    if (c === '[') {
      const negate = pattern[i + 1] === '^';
      const parsed = bracket(pattern, i + 1 + (negate ? 1 : 0), false);
      if (parsed === null || parsed === 'unsupported') return null;
      re += `[${negate ? '^' : ''}${parsed.body}]`;
      i = parsed.end;
      atomBefore = true;
      continue;
    }
    re += escapeRe(c);
    atomBefore = true;
  }
  try {
    return new RegExp(`^(?:${re})$`, nocase ? 'i' : '');
  } catch {
    return null;
  }
}
