/**
 * Keeps the checkout's git credentials out of the agent's reach for the length of the run.
 *
 * actions/checkout (persist-credentials, the default) leaves the GITHUB_TOKEN where any git
 * command in the workspace can use or print it: as `http.<url>.extraheader` in .git/config (v4),
 * or in a file under RUNNER_TEMP pulled in by an `includeIf.gitdir:<dir>.path` entry (v6). A tool
 * allowed to run `git config --list` or `cat` would see it. So before the agent starts we remove
 * those entries and move the credential files' contents into memory; `restore()` puts everything
 * back so later workflow steps keep working. Marshal's own fetch/push pass the token per call
 * (see git.ts) and do not need them.
 */
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Exec } from '../exec.js';
import { git } from './git.js';

interface Saved {
  key: string;
  value: string;
  file?: { path: string; content: Buffer; mode: number };
}

export interface CredentialQuarantine {
  /** How many entries were quarantined. */
  readonly count: number;
  restore(): Promise<void>;
}

const KEY_PATTERN = '^(http\\..*\\.extraheader|includeif\\..*\\.path)$';

export async function quarantineCredentials(cwd: string, exec?: Exec): Promise<CredentialQuarantine> {
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
          item.file = { path: value, content: readFileSync(value), mode: st.mode & 0o777 };
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
  let restored = false;
  return {
    count: saved.length,
    async restore() {
      if (restored) return;
      restored = true;
      for (const item of saved) {
        if (item.file) writeFileSync(item.file.path, item.file.content, { mode: item.file.mode });
        await git(['config', '--local', '--add', item.key, item.value], { cwd, exec, allowFailure: true });
      }
    },
  };
}
