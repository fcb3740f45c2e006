/**
 * Filename expansion as bash performs it (default options: no dotglob, no globstar, no nullglob,
 * no extglob; `shopt` is refused elsewhere), so the paths a glob argument names are checked as
 * the ones the command will get. Where bash's answer depends on something not known here, the
 * emulator matches MORE names than bash would, never fewer:
 *
 * - Directories are walked as the kernel walks them, not lexically: each path is opened as
 *   written, so a symlinked directory is entered like any other and a later `..` is the parent
 *   of the link's TARGET (`src/l*` then `..` then `secrets` reaches the workspace's `secrets`
 *   when src/link points to it); matches come back as written (`src/link/../secrets/key.pem`)
 *   for the caller's physical checks.
 * - `*`, `?`, `[...]`, `[!...]`, `[^...]`, ranges, character classes (`[[:alpha:]]`),
 *   equivalence classes (`[[=e=]]`) and collating symbols (`[[.e.]]`) in any segment; `**` is
 *   `*` (globstar is off).
 * - The locale is not known (the runner's LANG, or C under the sandbox): a name matches if it
 *   matches in the C locale (one byte per character, ASCII classes) OR in a UTF-8 one (one code
 *   point per character; classes may hold any non-ASCII character; `[=e=]` any letter whose
 *   base is e). Ranges are by code point (globasciiranges is on by default since bash 5.0).
 *   A name that is not valid UTF-8 cannot be handed on as a path string: a match on one is
 *   refused.
 * - Quoting is no longer known here (the text is quote-removed; analysis.ts refuses quoted or
 *   escaped characters inside an unquoted bracket): a `[...]` may have been quoted, so it also
 *   matches its own text, and `*` / `?` match themselves anyway.
 * - A name starting with `.` is matched only by a segment starting with a literal `.` (`[.]env`
 *   and `?env` do not match `.env`); `.` and `..` are included for such segments (bash < 5.2
 *   matches them: `.*` / `x` can reach `../../x`);
 * - a segment without glob characters is taken as written (it must exist); a trailing `/` keeps
 *   directories only.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { COST, spend } from './budget.js';

/** The names bash knows in `[[:name:]]`, with their ASCII members. */
const ASCII_CLASSES: Readonly<Record<string, (c: number) => boolean>> = {
  alpha: (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122),
  digit: (c) => c >= 48 && c <= 57,
  alnum: (c) => ASCII_CLASSES.alpha!(c) || ASCII_CLASSES.digit!(c),
  upper: (c) => c >= 65 && c <= 90,
  lower: (c) => c >= 97 && c <= 122,
  space: (c) => c === 32 || (c >= 9 && c <= 13),
  blank: (c) => c === 32 || c === 9,
  punct: (c) => (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126),
  xdigit: (c) => ASCII_CLASSES.digit!(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102),
  word: (c) => ASCII_CLASSES.alnum!(c) || c === 95,
  cntrl: (c) => c < 32 || c === 127,
  print: (c) => c >= 32 && c <= 126,
  graph: (c) => c >= 33 && c <= 126,
  ascii: (c) => c < 128,
};
/** Classes a UTF-8 locale may extend beyond ASCII. */
const WIDE_CLASSES = new Set(['alpha', 'alnum', 'upper', 'lower', 'space', 'blank', 'punct', 'word', 'cntrl', 'print', 'graph']);

/**
 * One character test with two answers: `maybe` (bash may match it: used when the bracket is
 * positive) and `surely` (bash matches it in every locale: used under `!`, whose complement must
 * then hold every character bash could match).
 */
interface CharTest {
  maybe(c: string): boolean;
  surely(c: string): boolean;
}

type Item =
  | { kind: 'star' }
  | { kind: 'one' }
  | { kind: 'char'; c: string }
  | { kind: 'bracket'; negate: boolean; parts: CharTest[]; text: string[] };

const code = (c: string) => c.codePointAt(0)!;

/** The letter a character is built on (`é` -> `e`), for `[=e=]` in a UTF-8 locale. */
const base = (c: string) => c.normalize('NFD')[0]!.toLowerCase();

function charPart(c: string): CharTest {
  return { maybe: (x) => x === c, surely: (x) => x === c };
}

/** `[:name:]`, `[=c=]`, `[.c.]` (body is the text between the delimiters). */
function specialPart(type: string, body: string[], wide: boolean): CharTest {
  const unknown: CharTest = { maybe: () => true, surely: () => false };
  if (type === ':') {
    const test = ASCII_CLASSES[body.join('')];
    if (!test) return unknown;
    const extends_ = wide && WIDE_CLASSES.has(body.join(''));
    return { maybe: (x) => test(code(x)) || (extends_ && code(x) > 127), surely: (x) => test(code(x)) };
  }
  if (body.length !== 1) return unknown; // a multi-character collating element or a name (`[.hyphen.]`)
  const c = body[0]!;
  if (type === '=' && wide) return { maybe: (x) => x === c || base(x) === base(c), surely: (x) => x === c };
  return charPart(c);
}

/**
 * Parses one segment (as characters: code points, or bytes for the C locale) into items, the
 * way bash's matcher reads a bracket: `!` or `^` first negates, `]` first is literal, `a-z` is a
 * range, `[:class:]` / `[=c=]` / `[.c.]` inside; no closing `]` makes the `[` literal.
 */
function parse(chars: readonly string[], wide: boolean): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i]!;
    if (c === '*') {
      if (items[items.length - 1]?.kind !== 'star') items.push({ kind: 'star' });
      continue;
    }
    if (c === '?') { items.push({ kind: 'one' }); continue; }
    if (c !== '[') { items.push({ kind: 'char', c }); continue; }
    let j = i + 1;
    let negate = false;
    if (chars[j] === '!' || chars[j] === '^') { negate = true; j += 1; }
    const parts: CharTest[] = [];
    let first = true;
    let closed = false;
    while (j < chars.length) {
      const d = chars[j]!;
      if (d === ']' && !first) { closed = true; break; }
      first = false;
      const type = chars[j + 1];
      if (d === '[' && (type === ':' || type === '=' || type === '.')) {
        let k = j + 2;
        while (k + 1 < chars.length && !(chars[k] === type && chars[k + 1] === ']')) k += 1;
        if (k + 1 < chars.length) {
          parts.push(specialPart(type, chars.slice(j + 2, k), wide));
          j = k + 2;
          continue;
        }
      }
      if (chars[j + 1] === '-' && j + 2 < chars.length && chars[j + 2] !== ']') {
        const hi = chars[j + 2]!;
        if (hi === '[' && /[:=.]/.test(chars[j + 3] ?? '')) {
          // A range ending in a class or collating element: not modelled, so anything may match.
          parts.push({ maybe: () => true, surely: () => false });
          j += 3;
          continue;
        }
        const lo = code(d);
        const top = code(hi);
        parts.push({ maybe: (x) => code(x) >= lo && code(x) <= top, surely: (x) => code(x) >= lo && code(x) <= top });
        j += 3;
        continue;
      }
      parts.push(charPart(d));
      j += 1;
    }
    if (!closed) { items.push({ kind: 'char', c }); continue; }
    items.push({ kind: 'bracket', negate, parts, text: chars.slice(i, j + 1) });
    i = j;
  }
  return items;
}

function bracketMatches(item: Extract<Item, { kind: 'bracket' }>, c: string): boolean {
  return item.negate ? !item.parts.some((p) => p.surely(c)) : item.parts.some((p) => p.maybe(c));
}

/** Whether `items` match all of `name` (characters); a bracket may also match its own text. */
function matches(items: readonly Item[], name: readonly string[]): boolean {
  const memo = new Map<number, boolean>();
  const at = (i: number, n: number): boolean => {
    if (i === items.length) return n === name.length;
    const key = i * (name.length + 1) + n;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const item = items[i]!;
    let ok = false;
    if (item.kind === 'star') {
      for (let m = n; m <= name.length && !ok; m += 1) ok = at(i + 1, m);
    } else if (n < name.length) {
      const c = name[n]!;
      if (item.kind === 'one') ok = at(i + 1, n + 1);
      else if (item.kind === 'char') ok = c === item.c && at(i + 1, n + 1);
      else ok = bracketMatches(item, c) && at(i + 1, n + 1);
    }
    if (!ok && item.kind === 'bracket' && item.text.every((t, k) => name[n + k] === t)) ok = at(i + 1, n + item.text.length);
    memo.set(key, ok);
    return ok;
  };
  return at(0, 0);
}

/** A segment's matcher over a directory entry's raw name, in the C and in a UTF-8 locale. */
function segmentMatcher(segment: string): (name: Buffer) => boolean {
  const wide = parse([...segment], true);
  const bytes = parse([...Buffer.from(segment, 'utf8').toString('latin1')], false);
  return (name) => matches(wide, [...name.toString('utf8')]) || matches(bytes, [...name.toString('latin1')]);
}

const isGlob = (segment: string) => /[*?[]/.test(segment);

/** Why a glob cannot be expanded here (a name the paths of the policy cannot spell). */
export interface GlobRefusal {
  refusal: string;
}

/**
 * The paths (as written: relative patterns give relative paths) that `pattern` expands to now,
 * 'too-many' past `limit`, or a refusal. An empty list means bash leaves the word as it is.
 */
export function bashGlob(cwd: string, pattern: string, limit: number): string[] | 'too-many' | GlobRefusal {
  const absolute = pattern.startsWith('/');
  const dirOnly = pattern.endsWith('/');
  const segments = pattern.split('/').filter((s, k) => s !== '' || k === 0);
  if (absolute) segments.shift();
  let current: string[] = [absolute ? '/' : ''];
  // Joined as written, never normalised: the kernel resolves `link/..` after following the link.
  const abs = (p: string) => (p === '' ? cwd : p.startsWith('/') ? p : `${cwd}/${p}`);
  const join = (head: string, name: string) => (head === '' ? name : head.endsWith('/') ? `${head}${name}` : `${head}/${name}`);
  for (let k = 0; k < segments.length; k += 1) {
    const segment = segments[k]!;
    const last = k === segments.length - 1;
    const next: string[] = [];
    for (const head of current) {
      spend('glob matches', COST.entry);
      if (!isGlob(segment)) {
        const candidate = join(head, segment);
        const exists = last && !dirOnly ? !!lstatSync(abs(candidate), { throwIfNoEntry: false }) : !!statSync(abs(candidate), { throwIfNoEntry: false })?.isDirectory();
        if (exists) next.push(candidate);
        continue;
      }
      let names: Buffer[];
      try {
        names = readdirSync(abs(head), { encoding: 'buffer' });
      } catch {
        continue;
      }
      if (segment.startsWith('.')) names.push(Buffer.from('.'), Buffer.from('..'));
      // Each name is matched in two locales, in time the segment's length times the name's.
      spend('glob matches', COST.entry + names.length * Math.ceil(segment.length / 16));
      const match = segmentMatcher(segment);
      for (const raw of names) {
        if (raw[0] === 0x2e && !segment.startsWith('.')) continue;
        if (!match(raw)) continue;
        const name = raw.toString('utf8');
        if (!Buffer.from(name, 'utf8').equals(raw)) {
          return { refusal: `"${pattern}" matches a file name in "${head || '.'}" that is not valid UTF-8, which cannot be checked` };
        }
        const candidate = join(head, name);
        if (!last || dirOnly) {
          if (!statSync(abs(candidate), { throwIfNoEntry: false })?.isDirectory()) continue;
        }
        next.push(candidate);
        spend('glob matches', COST.globMatch);
        if (next.length > limit) return 'too-many';
      }
    }
    current = next;
    if (!current.length) return [];
  }
  return current.map((p) => (dirOnly ? `${p}/` : p));
}
