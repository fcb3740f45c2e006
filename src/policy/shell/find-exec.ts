/**
 * What `find ... -exec CMD ... {} ;` (and `+`, -execdir, -ok, -okdir) does to the paths find
 * hands CMD. find runs CMD with each path it selects in place of `{}`, so CMD's effect on a word
 * holding `{}` is an effect on each of those paths, not on a file named `{}`:
 *
 * - `rm {}`, `mv {} dest/`, `chmod 644 {}`, `sed -i ... {}`, `time -o {} ...`: each path the
 *   expression can hand to that -exec (find-expression.ts), walked on the file system when the
 *   call is decided as find walks it, is checked as a write of that path: as `rm PATH` would be
 *   (Edit rules, protected directories, Edit deny rules; `rm -r {}`: everything under it too).
 *   `find ... | xargs rm` and `-delete` are checked the same way.
 * - `{}` inside a longer word (`{}.bak`, `if={}`): each path with that path in place of `{}`.
 * - Reads of `{}` itself are the read selections effects.ts makes for every -exec; a recursive
 *   read (`grep -r x {}`) is walked here, wrappers included (`timeout 5 grep -r x {}`).
 * - Refused: `{}` inside a script a shell runs (the path becomes code: a file named
 *   `$(curl ...)`), `{}` in a directory the command runs in (`pnpm -C {}`), and any effect on
 *   `{}` when find's expression or its starting points cannot be read.
 *
 * Deny rules see CMD with `{}` as any word (decision.ts), as they see what xargs runs.
 */
import { findStarts, type FindSelection, type PathEffect } from './effects.js';
import { parseFind } from './find-expression.js';
import type { CommandForm } from './wrappers.js';

const PLACEHOLDER = '{}';

/** How each path is used, for an effect on a word holding `{}`; null for effects that are no file access. */
function useOf(access: PathEffect['access']): FindSelection['use'] | null {
  switch (access) {
    case 'write':
    case 'edit':
      return 'write';
    case 'tree-write':
      return 'tree-write';
    case 'tree-read':
      return 'tree';
    case 'mention':
    case 'read':
      return 'read';
    default:
      return null;
  }
}

/**
 * The effects of CMD, run by `find` (the layer `find`) as its -exec command `command`: `inner`
 * (CMD's own effects, as if written with a literal `{}`) with every effect on a word holding `{}`
 * replaced by the same use of each path find hands on. `scripts`: the scripts CMD has a shell
 * run (`sh -c SCRIPT`). A refusal when what CMD does with the paths cannot be checked.
 */
export function findExecEffects(
  find: CommandForm,
  command: CommandForm,
  scripts: readonly string[],
  inner: readonly PathEffect[],
): { effects: PathEffect[]; refusal: string | null } {
  const name = command.words[0] ?? '';
  const refuse = (refusal: string) => ({ effects: [], refusal });
  if (scripts.some((s) => s.includes(PLACEHOLDER))) {
    return refuse(`find -exec puts each path it finds into the script ${name} runs, where a file's name becomes code (a file named "$(curl ...)"), so it cannot be checked; pass the paths as arguments (sh -c '... "$@"' sh {} +)`);
  }
  const expression = parseFind(find.words, find.wild);
  if (expression?.rootsFromFile && command.words.some((w) => w.includes(PLACEHOLDER))) {
    return refuse(`find -files0-from takes its starting points from a file, so the paths it hands to ${name} could be any and cannot be checked`);
  }
  const holding = inner.filter((e) => !e.lexical && (e.path.includes(PLACEHOLDER) || !!e.cwd?.includes(PLACEHOLDER)));
  if (!holding.length) return { effects: [...inner], refusal: null };
  const key = command.words.join('\u0000');
  const targets = expression ? expression.actions.flatMap((a, i) => (a.command?.join('\u0000') === key ? [i] : [])) : [];
  const effects: PathEffect[] = [];
  for (const e of inner) {
    if (!holding.includes(e)) {
      effects.push(e);
      continue;
    }
    const exact = e.path === PLACEHOLDER;
    // A word with a variable is refused when checked; `cat {}` is the read selection effects.ts makes.
    if (e.unknown || (exact && e.cwd === undefined && (e.access === 'mention' || e.access === 'read'))) {
      effects.push(e);
      continue;
    }
    const use = useOf(e.access);
    if (e.cwd !== undefined || use === null) {
      return refuse(`${e.via} in find -exec uses "${e.cwd?.includes(PLACEHOLDER) ? e.cwd : e.path}", built from each path find hands on, in a way that cannot be checked`);
    }
    if (!expression || !targets.length) {
      return refuse(`the paths find hands to ${name} (${e.via} "${e.path}") cannot be determined from its expression and starting points, so what it does to them cannot be checked`);
    }
    const selection: FindSelection = { expression, targets, use, ...(exact ? {} : { template: e.path }) };
    for (const root of findStarts(find)) {
      effects.push({
        path: root.text, unknown: root.expansion, glob: root.glob, access: use === 'write' || use === 'tree-write' ? 'tree-write' : 'tree-read',
        via: `find -exec ${e.via}`, find: selection,
      });
    }
  }
  return { effects, refusal: null };
}
