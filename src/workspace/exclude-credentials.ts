/**
 * Keeps a credentials file that a login step left inside the work tree out of the run's changes.
 *
 * google-github-actions/auth writes its credentials file (a service-account key, or a workload
 * identity config carrying the job's OIDC request token) into GITHUB_WORKSPACE by default. Seen
 * by git it is an untracked file like any other: the run's diff would show it, the outcome check
 * would revert (delete) it as a change no rule allowed, and a push would commit it. So before the
 * agent starts, each credentials path inside the work tree gets an anchored, literal line in
 * `.git/info/exclude`: local to this clone, never pushed, and copied by the sealed repository
 * that computes the diff (sealed.ts). The file itself stays where it is, for later steps; the
 * sandbox hides it from tool processes (settings.ts providerCredentialPaths).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Exec } from '../exec.js';
import { git } from './git.js';

function real(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}

/** A gitignore pattern that matches exactly this path from the top of the work tree. */
function literalPattern(rel: string): string {
  return `/${rel.replace(/[\\*?[\]!#]/g, (c) => `\\${c}`).replace(/ $/, '\\ ')}`;
}

/** Adds the paths of `files` that lie inside `cwd` to its info/exclude; returns them, relative. */
export async function excludeCredentialFiles(cwd: string, files: readonly string[], exec?: Exec): Promise<string[]> {
  const root = real(cwd);
  const inside = files
    .map((file) => path.relative(root, real(path.resolve(cwd, file))))
    .filter((rel) => rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel))
    .map((rel) => rel.split(path.sep).join('/'));
  if (!inside.length) return [];
  const where = (await git(['rev-parse', '--git-path', 'info/exclude'], { cwd, exec })).stdout.trim();
  const excludeFile = path.resolve(cwd, where);
  const existing = existsSync(excludeFile) ? readFileSync(excludeFile, 'utf8') : '';
  const lines = [...new Set(inside.map(literalPattern))].filter((line) => !existing.split('\n').includes(line));
  if (lines.length) {
    mkdirSync(path.dirname(excludeFile), { recursive: true });
    const lead = existing && !existing.endsWith('\n') ? '\n' : '';
    appendFileSync(excludeFile, `${lead}# Marshal: credentials a login step left in the work tree\n${lines.join('\n')}\n`);
  }
  return inside;
}
