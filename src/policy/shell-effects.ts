/**
 * The files a simple command visibly reads or writes, so shell commands answer to the same path
 * rules as the file tools. This is best-effort by nature (any program can open any file), which is
 * why the allow rules are the real boundary; these checks close the routes that are visible in the
 * command line itself:
 *
 * - Output redirections (`>`, `>>`, `&>`, `>|`, `<>`, `>&file`) and `tee FILE` are edits: the
 *   target must be covered by an Edit allow rule, no Edit deny rule, inside the workspace and not
 *   protected. `/dev/null` is always fine.
 * - `sed -i` is an edit of each file it names (decision: the same as an Edit call on them), and
 *   `find ... -delete / -fprint / -fls` writes under each starting point.
 * - Commands that create, move or delete files (rm, mv, cp, touch, mkdir, ln, chmod, ...) may
 *   only touch paths inside the workspace that are not protected and not Edit-denied; the
 *   command's own allow rule (`Bash(rm:*)`) is what allows the write itself.
 * - Input redirections (`<`) read: the source must be inside the workspace and readable.
 * - Every argument that names a path the policy will not let the agent read (.git/config, a
 *   `Read(...)` deny) makes the command denied, so `cat .env` is refused like `Read .env`.
 */
import type { Redirect } from './shell-analysis.js';
import { basename, type CommandForm } from './shell-wrappers.js';
import type { ShellWord } from './shell-words.js';

export type EffectAccess =
  /** Needs an Edit allow rule (redirect-like writes). */
  | 'edit'
  /** Inside the workspace, unprotected, not Edit-denied (the command's rule allowed the write). */
  | 'write'
  /** Inside the workspace and readable. */
  | 'read'
  /** Only refused when it names an unreadable path; outside paths are fine (`ls /tmp`). */
  | 'mention';

export interface PathEffect {
  path: string;
  /** Holds a `$VAR` or glob: its real value is unknown. */
  unknown: boolean;
  glob: boolean;
  access: EffectAccess;
  /** What produced it, for the reason ("redirect >", "sed -i", ...). */
  via: string;
}

const SAFE_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);

const WRITERS = new Set([
  'rm', 'rmdir', 'unlink', 'shred', 'mv', 'cp', 'install', 'touch', 'mkdir', 'ln', 'link',
  'chmod', 'chown', 'chgrp', 'truncate', 'rsync', 'mktemp', 'patch',
]);

function effect(word: ShellWord | { text: string; expansion: boolean; glob: boolean }, access: EffectAccess, via: string): PathEffect {
  return { path: word.text, unknown: word.expansion, glob: word.glob, access, via };
}

export function redirectEffects(redirects: readonly Redirect[]): PathEffect[] {
  const out: PathEffect[] = [];
  for (const r of redirects) {
    if (!r.target) continue;
    if (r.kind === 'write' && !SAFE_TARGETS.has(r.target.text)) out.push(effect(r.target, 'edit', `redirect ${r.operator}`));
    if (r.kind === 'read' && r.target.text !== '/dev/null') out.push(effect(r.target, 'read', 'redirect <'));
  }
  return out;
}

/** sed's in-place flag: `-i`, `-i.bak`, `--in-place[=SUF]`, or `i` inside a short cluster (`-ni`). */
function sedInPlace(words: readonly string[]): { inPlace: boolean; files: number[] } {
  let inPlace = false;
  let scriptGiven = false;
  const operands: number[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const w = words[i]!;
    if (w === '--') { operands.push(...range(i + 1, words.length)); break; }
    if (w.startsWith('--')) {
      if (w.startsWith('--in-place')) inPlace = true;
      if (w === '--expression' || w === '--file') { scriptGiven = true; i += 1; }
      if (w.startsWith('--expression=') || w.startsWith('--file=')) scriptGiven = true;
      continue;
    }
    if (w.startsWith('-') && w.length > 1) {
      for (let c = 1; c < w.length; c += 1) {
        const ch = w[c]!;
        if (ch === 'i') { inPlace = true; break; }
        if (ch === 'e' || ch === 'f') { scriptGiven = true; if (c === w.length - 1) i += 1; break; }
        if (ch === 'l') { if (c === w.length - 1) i += 1; break; }
      }
      continue;
    }
    operands.push(i);
  }
  return { inPlace, files: scriptGiven ? operands : operands.slice(1) };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

const FIND_WRITES = new Set(['-delete', '-fprint', '-fprint0', '-fprintf', '-fls']);

function asWord(form: CommandForm, i: number): { text: string; expansion: boolean; glob: boolean } {
  const text = form.words[i]!;
  return { text, expansion: form.wild[i]!, glob: /[*?[]/.test(text) };
}

/** Effects implied by the command's own arguments (beyond its redirections). */
export function argumentEffects(form: CommandForm): PathEffect[] {
  const out: PathEffect[] = [];
  const name = basename(form.words[0] ?? '');
  const args = range(1, form.words.length);
  if (name === 'sed') {
    const { inPlace, files } = sedInPlace(form.words);
    if (inPlace) for (const i of files) out.push(effect(asWord(form, i), 'edit', 'sed -i'));
  } else if (name === 'tee') {
    for (const i of args) if (!form.words[i]!.startsWith('-')) out.push(effect(asWord(form, i), 'edit', 'tee'));
  } else if (name === 'find') {
    const firstExpr = args.find((i) => /^[-(!]/.test(form.words[i]!) && !/^-[HLP]$/.test(form.words[i]!)) ?? form.words.length;
    const roots = args.filter((i) => i < firstExpr && !/^-[HLP]$/.test(form.words[i]!));
    const writeAction = form.words.findIndex((w) => FIND_WRITES.has(w));
    if (writeAction !== -1) {
      const via = `find ${form.words[writeAction]}`;
      if (!roots.length) out.push({ path: '.', unknown: false, glob: false, access: 'edit', via });
      for (const i of roots) out.push(effect(asWord(form, i), 'edit', via));
      if (form.words[writeAction] !== '-delete' && form.words[writeAction + 1] !== undefined) {
        out.push(effect(asWord(form, writeAction + 1), 'edit', via));
      }
    }
  } else if (WRITERS.has(name)) {
    for (const i of args) if (!form.words[i]!.startsWith('-')) out.push(effect(asWord(form, i), 'write', name));
  } else if (name === 'dd') {
    for (const i of args) {
      const w = form.words[i]!;
      if (w.startsWith('of=')) out.push({ ...effect(asWord(form, i), 'edit', 'dd of='), path: w.slice(3) });
    }
  }
  // Every argument (and option value) that names a path is checked for readability.
  for (const i of args) {
    const w = form.words[i]!;
    const value = w.startsWith('-') ? (w.includes('=') ? w.slice(w.indexOf('=') + 1) : '') : w;
    if (value && value !== '-') out.push({ ...effect(asWord(form, i), 'mention', name), path: value });
  }
  return out;
}
