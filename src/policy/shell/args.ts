/**
 * Splitting a command's words into options and operands, the way most GNU and POSIX tools read
 * them, for the program knowledge in programs.ts and writers.ts.
 */

export interface Parsed {
  /** Option name (`-o`, `--output`) with its value when it has one. */
  options: { name: string; value: string | undefined; index: number }[];
  operands: string[];
}

/**
 * Splits words into options and operands. `withValue` lists the options taking a value as the
 * next word (unless attached: `-oFILE`, `--output=FILE`); short clusters (`-rn`) are expanded.
 */
export function parseArgs(words: readonly string[], withValue: ReadonlySet<string>, start = 1): Parsed {
  const parsed: Parsed = { options: [], operands: [] };
  for (let i = start; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') {
      parsed.operands.push(...words.slice(i + 1));
      break;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = eq === -1 ? w : w.slice(0, eq);
      let value = eq === -1 ? undefined : w.slice(eq + 1);
      if (value === undefined && withValue.has(name)) value = words[++i];
      parsed.options.push({ name, value, index: i });
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const name = `-${w[c]}`;
        if (withValue.has(name)) {
          const value = c < w.length - 1 ? w.slice(c + 1) : words[++i];
          parsed.options.push({ name, value, index: i });
          break;
        }
        parsed.options.push({ name, value: undefined, index: i });
      }
      continue;
    }
    parsed.operands.push(w);
  }
  return parsed;
}

/**
 * The long option `word` names (before any `=`), as getopt_long reads it: an exact name, or an
 * unambiguous prefix of one (`--rec` is `--recursive`). Null when it names none of `known`;
 * 'ambiguous' when it is a prefix of several.
 */
export function longOption(word: string, known: readonly string[]): string | null | 'ambiguous' {
  const name = word.includes('=') ? word.slice(0, word.indexOf('=')) : word;
  if (!name.startsWith('--') || name.length < 3) return null;
  if (known.includes(name)) return name;
  const hits = known.filter((k) => k.startsWith(name));
  if (hits.length === 1) return hits[0]!;
  return hits.length ? 'ambiguous' : null;
}

export const has = (p: Parsed, ...names: string[]) => p.options.some((o) => names.includes(o.name));
export const values = (p: Parsed, ...names: string[]) => p.options.filter((o) => names.includes(o.name)).map((o) => o.value ?? '');
