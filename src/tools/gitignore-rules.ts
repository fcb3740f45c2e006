/**
 * .gitignore semantics for the tools that enumerate files outside git (Grep's JS backend, Glob,
 * the walker): every `.gitignore` from the workspace root down applies to the paths below it,
 * deeper files override shallower ones (last match wins, `!pattern` re-includes), and nothing
 * inside an ignored directory comes back. `.git/info/exclude` at the root counts as well.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/** Directory names never descended into below a search root (see `skippedDirNames`). */
const ALWAYS_SKIPPED = '.git';
const DEPENDENCY_DIR = 'node_modules';

/**
 * Directory names a search skips below `rootRel`. `.git` is always skipped: its objects are not
 * workspace content and its config is not the model's business. `node_modules` is skipped unless
 * the search itself starts inside one (the model asked to look there explicitly).
 */
export function skippedDirNames(rootRel: string): ReadonlySet<string> {
  const inside = rootRel.split('/').includes(DEPENDENCY_DIR);
  return new Set(inside ? [ALWAYS_SKIPPED] : [ALWAYS_SKIPPED, DEPENDENCY_DIR]);
}

/** True when a workspace-relative path has a segment the search from `rootRel` skips. */
export function inSkippedDir(rel: string, rootRel: string, skipped: ReadonlySet<string>): boolean {
  const below = rootRel === '' ? rel : rel.startsWith(`${rootRel}/`) ? rel.slice(rootRel.length + 1) : rel;
  const segments = below.split('/');
  segments.pop();
  return segments.some((s) => skipped.has(s));
}

/**
 * Refuses a search glob that could name paths outside the directory it is applied to. fast-glob
 * resolves `..` (also when produced by a brace or extglob, as in `{..,src}/*`) and absolute
 * patterns against the file system, and a `..` in a git pathspec yields `../x` results that a
 * policy's path rules would not recognise. A glob never needs to climb: the path parameter says
 * where to search.
 */
export function assertContainedGlob(glob: string): void {
  if (glob.startsWith('/') || glob.startsWith('~') || glob.includes('..') || glob.includes('\0')) {
    throw new Error(`Glob "${glob}" may not be absolute or contain ".." or "~"; set path to the directory to search instead.`);
  }
}

export class GitignoreRules {
  private readonly byDir = new Map<string, Ignore | null>();

  /** `root` is the absolute workspace root; every path given later is relative to it. */
  constructor(private readonly root: string) {}

  /** Directories known to have no `.gitignore` (told by a walker that listed them). */
  private readonly without = new Set<string>();

  /** A walker that has listed `dirRel` says whether it holds a `.gitignore`; saves a probe. */
  noteDirectory(dirRel: string, hasGitignore: boolean): void {
    if (!hasGitignore && dirRel !== '') this.without.add(dirRel);
  }

  /** The rules of one directory's `.gitignore` (plus `.git/info/exclude` for the root). */
  private rulesOf(dirRel: string): Ignore | null {
    const cached = this.byDir.get(dirRel);
    if (cached !== undefined) return cached;
    if (this.without.has(dirRel)) return null;
    const sources = [path.join(this.root, dirRel, '.gitignore')];
    if (dirRel === '') sources.push(path.join(this.root, '.git', 'info', 'exclude'));
    let rules: Ignore | null = null;
    for (const file of sources) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      rules ??= ignore({ allowRelativePaths: true });
      rules.add(text);
    }
    this.byDir.set(dirRel, rules);
    return rules;
  }

  /**
   * Whether `rel` itself is matched by the rules of its ancestors' `.gitignore` files, assuming
   * its parent directories are not ignored (the walker never enters ignored directories).
   */
  matches(rel: string, isDir: boolean): boolean {
    let ignored = false;
    let dirRel = '';
    let rest = rel;
    for (;;) {
      const rules = this.rulesOf(dirRel);
      if (rules) {
        const result = rules.test(isDir ? `${rest}/` : rest);
        if (result.ignored) ignored = true;
        else if (result.unignored) ignored = false;
      }
      const slash = rest.indexOf('/');
      if (slash < 0) return ignored;
      dirRel = dirRel ? `${dirRel}/${rest.slice(0, slash)}` : rest.slice(0, slash);
      rest = rest.slice(slash + 1);
    }
  }

  /** Whether `rel` or any directory above it is ignored. */
  isIgnored(rel: string, isDir: boolean): boolean {
    if (rel === '') return false;
    const segments = rel.split('/');
    for (let i = 1; i < segments.length; i++) {
      if (this.matches(segments.slice(0, i).join('/'), true)) return true;
    }
    return this.matches(rel, isDir);
  }
}
