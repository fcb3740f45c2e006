/**
 * `marshal policy check-diff --base REF --head REF [--policy PATH] [--cwd DIR]`: guard mode from a
 * shell, for any CI. Local git only, no network, no key.
 *
 * The files are what `git diff BASE...HEAD` lists (from the merge base, as GitHub lists a PR's
 * files). The policy is read from the BASE commit, never from the work tree: in a PR's CI the work
 * tree is the PR's head, and a PR must not loosen the policy it is checked against.
 *
 * Prints one JSON object on one line, {"ok","policy","findings":[{path,status,problem,rule,reason}]},
 * every non-ASCII character and `#` escaped as \uXXXX (json-line.ts: no line of it can act as a
 * workflow command, and JSON.parse gives back the exact file names); exits 0
 * when nothing is refused, 1 when something is, 2 on usage errors, unknown refs, a missing or
 * invalid policy.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Exec } from '../exec.js';
import { DEFAULT_POLICY_PATH, PolicyError } from '../policy/index.js';
import { git, GitError } from '../workspace/git.js';
import { guardDiff, type ChangedFile } from './check-diff.js';
import { jsonLine } from './json-line.js';

export interface CheckDiffIO {
  stdout(text: string): void;
  stderr(text: string): void;
}

const CHECK_DIFF_USAGE = `usage: marshal policy check-diff --base REF --head REF [--policy PATH] [--cwd DIR]

  Holds the files changed between the merge base of REF..HEAD and HEAD against the policy read
  from the --base commit: protected paths, paths no Edit rule allows or a deny rule names, and
  added or changed files a Read deny rule names. Prints {"ok","policy","findings":[...]}.
  Exit 0: nothing refused; 1: findings; 2: usage, ref or policy errors.

  --policy PATH   the policy's path in the repository (default ${DEFAULT_POLICY_PATH}), read from --base
  --cwd DIR       the git repository (default: the current directory)
`;

class UsageError extends Error {}

/** `git diff --name-status` letters as GitHub names them (renames are split: see below). */
const STATUS: Record<string, string> = { A: 'added', M: 'modified', D: 'removed', T: 'changed', U: 'changed' };

/**
 * The files changed from the merge base to `head`. Renames are listed as a removal and an
 * addition (`--no-renames`), so both names are judged. No textconv, external diff or attribute
 * driver runs (the head's `.gitattributes` names them); git() adds the hardening flags.
 */
async function listChangedFiles(cwd: string, base: string, head: string, exec?: Exec): Promise<ChangedFile[]> {
  const r = await git(['diff', '--name-status', '-z', '--no-renames', '--no-ext-diff', '--no-textconv', `${base}...${head}`, '--'], { cwd, exec });
  const parts = r.stdout.split('\0');
  const files: ChangedFile[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const letter = (parts[i] as string).charAt(0);
    const file = parts[i + 1] as string;
    if (file) files.push({ path: file, status: STATUS[letter] ?? 'changed' });
  }
  return files;
}

async function commitOf(cwd: string, ref: string, flag: string, exec?: Exec): Promise<string> {
  if (ref.startsWith('-')) throw new UsageError(`${flag} ${JSON.stringify(ref)} is not a ref`);
  const r = await git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`], { cwd, exec, allowFailure: true });
  if (r.exitCode !== 0) throw new UsageError(`${flag} ${JSON.stringify(ref)} is not a commit in ${cwd}`);
  return r.stdout.trim();
}

export async function runCheckDiffCommand(argv: string[], io: CheckDiffIO, exec?: Exec): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(CHECK_DIFF_USAGE);
    return 0;
  }
  try {
    let values: Record<string, string | undefined>;
    try {
      ({ values } = parseArgs({
        args: argv,
        options: { base: { type: 'string' }, head: { type: 'string' }, policy: { type: 'string' }, cwd: { type: 'string' } },
        strict: true,
        allowPositionals: false,
      }));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (!values.base || !values.head) throw new UsageError('check-diff needs --base REF and --head REF');
    const policyPath = (values.policy ?? DEFAULT_POLICY_PATH).replace(/^\.\//, '');
    if (policyPath.startsWith('/') || policyPath.split('/').includes('..')) {
      throw new UsageError(`--policy ${JSON.stringify(values.policy)}: expected a path relative to the repository root (it is read from --base)`);
    }
    let cwd: string;
    try {
      cwd = realpathSync(path.resolve(values.cwd ?? process.cwd()));
    } catch {
      throw new UsageError(`--cwd ${values.cwd}: no such directory`);
    }
    const base = await commitOf(cwd, values.base, '--base', exec);
    const head = await commitOf(cwd, values.head, '--head', exec);
    const shown = await git(['show', `${base}:${policyPath}`], { cwd, exec, allowFailure: true });
    // Without a policy nothing says what may change: that is a setup error, not a green check.
    if (shown.exitCode !== 0) throw new PolicyError(`no ${policyPath} at --base ${values.base} (${base.slice(0, 7)}): guard mode needs the base branch's policy`);
    const files = await listChangedFiles(cwd, base, head, exec);
    const report = await guardDiff({ policyText: shown.stdout, policySource: `${policyPath} at ${values.base} (${base.slice(0, 7)})`, files });
    // The paths are the PR author's: escaped inside the JSON, never altered (json-line.ts).
    io.stdout(`${jsonLine(report)}\n`);
    return report.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError || error instanceof PolicyError || error instanceof GitError) {
      io.stderr(`marshal policy check-diff: ${error.message}\n`);
      if (error instanceof UsageError) io.stderr(CHECK_DIFF_USAGE);
      return 2;
    }
    throw error;
  }
}
