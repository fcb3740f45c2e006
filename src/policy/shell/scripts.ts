/**
 * Programs that take a small program of their own on the command line: sed scripts and awk
 * programs. An allow rule such as `Bash(sed:*)` is meant for text processing, but sed's `e`
 * command and `s///e` flag run shell commands, `w` writes any file and `r` reads one; awk has
 * `system()`, pipes, `getline` and output redirection. These are parsed (sed fully, awk
 * conservatively) so that what they would run is refused and what they would read or write
 * answers to the path rules. Anything not understood is refused.
 */

export interface ScriptFacts {
  /** Why the script cannot be allowed, or null. */
  refusal: string | null;
  /** Files the script reads (`r`, `R`). */
  reads: string[];
  /** Files the script writes (`w`, `W`, `s///w`). */
  writes: string[];
}

const SAFE_SED_FILES = new Set(['/dev/stdout', '/dev/stderr', '/dev/stdin']);

/** sed's own options: which scripts it was given and whether one comes from a file. */
function sedScripts(words: readonly string[]): { scripts: string[]; fromFile: boolean } {
  const scripts: string[] = [];
  let fromFile = false;
  let operandScript = true;
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') {
      if (operandScript && words[i + 1] !== undefined) scripts.push(words[i + 1]!);
      break;
    }
    if (w.startsWith('--')) {
      const [name, value] = w.includes('=') ? [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)] : [w, undefined];
      if (name === '--expression') { scripts.push(value ?? words[++i] ?? ''); operandScript = false; }
      else if (name === '--file') { fromFile = true; operandScript = false; if (value === undefined) i += 1; }
      else if (name === '--line-length' && value === undefined) i += 1;
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const ch = w[c]!;
        if (ch === 'i') break; // -i[SUFFIX]: the rest of the word is the suffix
        if (ch === 'e' || ch === 'f' || ch === 'l') {
          const value = c < w.length - 1 ? w.slice(c + 1) : words[++i] ?? '';
          if (ch === 'e') { scripts.push(value); operandScript = false; }
          if (ch === 'f') { fromFile = true; operandScript = false; }
          break;
        }
      }
      continue;
    }
    if (operandScript) {
      scripts.push(w);
      operandScript = false;
    }
  }
  return { scripts, fromFile };
}

class SedRefusal extends Error {}

/** Parses a GNU sed script; throws SedRefusal on anything it does not understand. */
function parseSed(script: string, facts: ScriptFacts): void {
  let i = 0;
  const s = script;
  const peek = () => s[i];
  const skipSpaces = () => { while (i < s.length && (s[i] === ' ' || s[i] === '\t')) i += 1; };
  const restOfLine = () => {
    const end = s.indexOf('\n', i);
    const text = s.slice(i, end === -1 ? s.length : end);
    i = end === -1 ? s.length : end;
    return text;
  };
  const delimited = (delim: string) => {
    // Up to the next unescaped delimiter; a backslash escapes the next character.
    while (i < s.length && s[i] !== delim) {
      if (s[i] === '\\') i += 1;
      i += 1;
    }
    if (i >= s.length) throw new SedRefusal('an unterminated sed expression cannot be analysed');
    i += 1;
  };
  const address = () => {
    const ch = peek();
    if (ch === undefined) return false;
    if (/[0-9]/.test(ch)) {
      while (i < s.length && /[0-9~]/.test(s[i]!)) i += 1;
      return true;
    }
    if (ch === '$') { i += 1; return true; }
    if (ch === '/' || ch === '\\') {
      let delim = '/';
      if (ch === '\\') { delim = s[i + 1] ?? ''; i += 1; }
      i += 1;
      delimited(delim);
      while (i < s.length && /[IM]/.test(s[i]!)) i += 1;
      return true;
    }
    return false;
  };
  const end = () => {
    skipSpaces();
    const ch = peek();
    if (ch === undefined || ch === ';' || ch === '\n' || ch === '}' || ch === '#') return;
    throw new SedRefusal(`unexpected text in a sed script ("${s.slice(i, i + 20)}") cannot be analysed`);
  };
  while (i < s.length) {
    while (i < s.length && /[\s;]/.test(s[i]!)) i += 1;
    if (i >= s.length) break;
    if (address()) {
      skipSpaces();
      if (peek() === ',') {
        i += 1;
        skipSpaces();
        if (peek() === '+' || peek() === '~') { i += 1; while (i < s.length && /[0-9]/.test(s[i]!)) i += 1; }
        else if (!address()) throw new SedRefusal('a sed address range cannot be analysed');
      }
    }
    skipSpaces();
    while (peek() === '!') { i += 1; skipSpaces(); }
    const command = s[i];
    i += 1;
    switch (command) {
      case '{':
        break;
      case '}': case '=': case 'd': case 'D': case 'g': case 'G': case 'h': case 'H':
      case 'n': case 'N': case 'p': case 'P': case 'x': case 'z': case 'F':
        end();
        break;
      case '#':
        restOfLine();
        break;
      case ':':
        skipSpaces();
        while (i < s.length && s[i] !== '\n' && s[i] !== ';') i += 1;
        break;
      case 'b': case 't': case 'T':
        skipSpaces();
        while (i < s.length && s[i] !== '\n' && s[i] !== ';' && s[i] !== '}') i += 1;
        break;
      case 'q': case 'Q': case 'l': case 'L':
        skipSpaces();
        while (i < s.length && /[0-9]/.test(s[i]!)) i += 1;
        end();
        break;
      case 'v':
        skipSpaces();
        while (i < s.length && /[0-9.]/.test(s[i]!)) i += 1;
        end();
        break;
      case 'a': case 'i': case 'c':
        // Text to the end of the line; `\` before a newline continues it.
        while (i < s.length && s[i] !== '\n') {
          if (s[i] === '\\') i += 1;
          i += 1;
        }
        break;
      case 'r': case 'R': case 'w': case 'W': {
        skipSpaces();
        const file = restOfLine();
        if (!file) throw new SedRefusal(`sed ${command} without a file name cannot be analysed`);
        if (!SAFE_SED_FILES.has(file)) (command === 'r' || command === 'R' ? facts.reads : facts.writes).push(file);
        break;
      }
      case 'e':
        throw new SedRefusal("sed's e command runs a shell command and cannot be analysed statically");
      case 's': {
        const delim = s[i];
        if (delim === undefined || delim === '\n' || delim === '\\') throw new SedRefusal('a sed s command cannot be analysed');
        i += 1;
        delimited(delim);
        delimited(delim);
        while (i < s.length && /[gpiImM0-9e]/.test(s[i]!)) {
          if (s[i] === 'e') throw new SedRefusal("sed's s///e flag runs the pattern space as a shell command and cannot be analysed statically");
          i += 1;
        }
        if (peek() === 'w') {
          i += 1;
          skipSpaces();
          const file = restOfLine();
          if (!file) throw new SedRefusal('sed s///w without a file name cannot be analysed');
          if (!SAFE_SED_FILES.has(file)) facts.writes.push(file);
          break;
        }
        end();
        break;
      }
      case 'y': {
        const delim = s[i];
        if (delim === undefined || delim === '\n' || delim === '\\') throw new SedRefusal('a sed y command cannot be analysed');
        i += 1;
        delimited(delim);
        delimited(delim);
        end();
        break;
      }
      default:
        throw new SedRefusal(`the sed command "${command ?? ''}" is not understood, so the script cannot be analysed`);
    }
  }
}

export function sedFacts(words: readonly string[]): ScriptFacts {
  const facts: ScriptFacts = { refusal: null, reads: [], writes: [] };
  const { scripts, fromFile } = sedScripts(words);
  if (fromFile) return { ...facts, refusal: 'a sed script read from a file (-f) cannot be analysed statically' };
  try {
    parseSed(scripts.join('\n'), facts);
  } catch (error) {
    if (error instanceof SedRefusal) return { ...facts, refusal: error.message };
    throw error;
  }
  return facts;
}

/** awk's options: the program text, or why it cannot be known. */
function awkProgram(words: readonly string[]): { program: string; refusal: string | null } {
  const fragments: string[] = [];
  let operandProgram = true;
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') {
      if (operandProgram && words[i + 1] !== undefined) fragments.push(words[i + 1]!);
      operandProgram = false;
      break;
    }
    if (w.startsWith('-') && w.length > 1) {
      const name = w.startsWith('--') ? w.replace(/=.*$/s, '') : w.slice(0, 2);
      const attached = w.startsWith('--') ? (w.includes('=') ? w.slice(w.indexOf('=') + 1) : undefined) : (w.length > 2 ? w.slice(2) : undefined);
      if (['-f', '--file', '-E', '--exec', '-i', '--include', '-l', '--load', '-W'].includes(name)) {
        return { program: '', refusal: `awk ${name} loads program text or extensions from a file and cannot be analysed statically` };
      }
      if (name === '-e' || name === '--source') {
        fragments.push(attached ?? words[++i] ?? '');
        operandProgram = false;
        continue;
      }
      if (['-F', '-v', '--field-separator', '--assign'].includes(name) && attached === undefined) i += 1;
      continue;
    }
    if (operandProgram) {
      fragments.push(w);
      operandProgram = false;
    }
  }
  return { program: fragments.join('\n'), refusal: null };
}

/** The program with string and regex literals blanked, so only code remains. */
function awkCode(program: string): string {
  let out = '';
  let prev = '';
  for (let i = 0; i < program.length; i += 1) {
    const ch = program[i]!;
    if (ch === '"' || (ch === '/' && !/[A-Za-z0-9_)\]$]/.test(prev))) {
      let j = i + 1;
      while (j < program.length && program[j] !== ch && program[j] !== '\n') {
        if (program[j] === '\\') j += 1;
        j += 1;
      }
      out += ' '.repeat(Math.min(j, program.length - 1) - i + 1);
      i = j;
      prev = 'x';
      continue;
    }
    if (ch === '#') {
      const nl = program.indexOf('\n', i);
      const stop = nl === -1 ? program.length : nl;
      out += ' '.repeat(stop - i);
      i = stop - 1;
      continue;
    }
    out += ch;
    if (!/\s/.test(ch)) prev = ch;
  }
  return out;
}

export function awkFacts(words: readonly string[]): ScriptFacts {
  const facts: ScriptFacts = { refusal: null, reads: [], writes: [] };
  const { program, refusal } = awkProgram(words);
  if (refusal) return { ...facts, refusal };
  const code = awkCode(program);
  const refuse = (why: string): ScriptFacts => ({ ...facts, refusal: `awk ${why} and cannot be analysed statically` });
  if (/\bsystem\b/.test(code)) return refuse('system() runs shell commands');
  if (/\bgetline\b/.test(code)) return refuse('getline reads from commands or files the program names');
  if (/\|/.test(code.replace(/\|\|/g, ''))) return refuse('pipes (print | "cmd") run shell commands');
  if (/@/.test(code)) return refuse('@ directives and indirect calls');
  if (/\b(ARGV|ARGC|ENVIRON|PROCINFO)\b/.test(code)) return refuse('ARGV / ARGC / ENVIRON / PROCINFO change which files it reads');
  // In print / printf an unparenthesised `>` is output redirection to a file.
  for (const match of code.matchAll(/\bprintf?\b/g)) {
    let depth = 0;
    for (let i = match.index + match[0].length; i < code.length; i += 1) {
      const ch = code[i]!;
      if (ch === '(') depth += 1;
      else if (ch === ')') depth -= 1;
      else if (depth <= 0 && (ch === ';' || ch === '}' || ch === '\n')) break;
      else if (depth <= 0 && ch === '>') return refuse('print > file writes files');
    }
  }
  return facts;
}
