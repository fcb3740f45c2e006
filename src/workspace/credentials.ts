/**
 * Keeps the checkout's git credentials out of the agent's reach for the length of the run.
 *
 * actions/checkout (persist-credentials, the default) leaves the GITHUB_TOKEN where any git
 * command in the workspace can use or print it: as `http.<url>.extraheader` in .git/config (v4),
 * or in a file under RUNNER_TEMP pulled in by an `includeIf.gitdir:<dir>.path` entry (v6). A tool
 * allowed to run `git config --list` or `cat` would see it. So before the agent starts we remove
 * those entries (and a plain `http.extraheader`) and move the credential files' contents into
 * memory; `restore()` puts everything back so later workflow steps keep working. Marshal's own
 * fetch/push pass the token per call (see git.ts) and do not need them.
 *
 * Restoring writes the token to disk again, at paths the agent's commands could have prepared
 * during the run: a symlink or hard link where the credential file was (or a symlinked
 * .git/config, which git follows when it writes) would land the token in the work tree, and the
 * push would publish it. So files are recreated exclusively (never through an existing entry),
 * and config entries go back only into the same regular config file they came from.
 */
import * as core from '@actions/core';
import { lstatSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Exec } from '../exec.js';
import { git } from './git.js';

interface Saved {
  key: string;
  value: string;
  file?: { path: string; dir: string; content: Buffer; mode: number };
}

export interface CredentialQuarantine {
  /** How many entries were quarantined. */
  readonly count: number;
  restore(): Promise<void>;
}

const KEY_PATTERN = '^(http\\.(.*\\.)?extraheader|includeif\\..*\\.path)$';

export async function quarantineCredentials(cwd: string, exec?: Exec, log: { warning(message: string): void } = core): Promise<CredentialQuarantine> {
  const listed = await git(['config', '--local', '--null', '--get-regexp', KEY_PATTERN], { cwd, exec, allowFailure: true });
  const saved: Saved[] = [];
  for (const entry of listed.stdout.split('\0').filter(Boolean)) {
    const nl = entry.indexOf('\n');
    const key = nl < 0 ? entry : entry.slice(0, nl);
    const value = nl < 0 ? '' : entry.slice(nl + 1);
    const item: Saved = { key, value };
    if (key.toLowerCase().startsWith('includeif.')) {
      try {
        const st = statSync(value);
        if (st.isFile()) {
          item.file = { path: value, dir: realpathSync(path.dirname(value)), content: readFileSync(value), mode: st.mode & 0o777 };
          rmSync(value, { force: true });
        }
      } catch {
        // Not a readable file: only the config entry is removed.
      }
    }
    saved.push(item);
  }
  for (const key of new Set(saved.map((s) => s.key))) {
    await git(['config', '--local', '--unset-all', key], { cwd, exec, allowFailure: true });
  }
  // The config file the entries go back into, resolved now, while it is still the checkout's.
  const configFile = saved.length ? await localConfigFile(cwd, exec) : null;
  let restored = false;
  return {
    count: saved.length,
    async restore() {
      if (restored) return;
      restored = true;
      for (const item of saved) {
        if (item.file && !restoreFile(item.file)) {
          log.warning(`Did not restore the git credentials file ${item.file.path}: something else is at that path now`);
        }
      }
      if (!saved.length) return;
      if (!configFile || !isSameRegularFile(configFile)) {
        log.warning('Did not restore the checkout\'s git credentials: .git/config was replaced during the run (later steps that push must authenticate again)');
        return;
      }
      for (const item of saved) {
        await git(['config', '--file', configFile, '--add', item.key, item.value], { cwd, exec, allowFailure: true });
      }
    },
  };
}

async function localConfigFile(cwd: string, exec?: Exec): Promise<string | null> {
  const r = await git(['rev-parse', '--git-path', 'config'], { cwd, exec, allowFailure: true });
  if (r.exitCode !== 0 || !r.stdout.trim()) return null;
  try {
    const file = realpathSync(path.resolve(cwd, r.stdout.trim()));
    return isSameRegularFile(file) ? file : null;
  } catch {
    return null;
  }
}

/** `file` is still a regular file at its resolved path (not a symlink, nothing in between). */
function isSameRegularFile(file: string): boolean {
  try {
    return lstatSync(file).isFile() && realpathSync(file) === file;
  } catch {
    return false;
  }
}

/** Recreates a credential file without following whatever now sits at its path. */
function restoreFile(file: NonNullable<Saved['file']>): boolean {
  try {
    if (realpathSync(path.dirname(file.path)) !== file.dir) return false;
    // Remove the entry itself (a symlink or hard link, not its target), then create exclusively:
    // `wx` fails rather than follow a link planted in between.
    rmSync(file.path, { force: true });
    writeFileSync(file.path, file.content, { mode: file.mode, flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}
