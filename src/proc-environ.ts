/**
 * Scrubbing secrets out of Marshal's own `/proc/<pid>/environ`.
 *
 * The runner starts Marshal with its secrets in the environment (`INPUT_ANTHROPIC_API_KEY`,
 * `INPUT_GITHUB_TOKEN`, `ACTIONS_RUNTIME_TOKEN`, ...). Tools never inherit them (exec.ts builds
 * each child's environment from an allowlist), but on Linux any process of the same user can read
 * another's initial environment through `/proc/<pid>/environ`: a test script the policy allows
 * (`npm test` runs whatever the PR says) could walk up to Marshal's pid and read the API key.
 * Deleting from `process.env` does not help: that file shows the memory block the kernel copied
 * at exec time, which `unsetenv` leaves as it was.
 *
 * So once settings have been read, Marshal overwrites the values of every variable a tool must
 * never see in that block itself, through `/proc/self/mem` (a process may always write its own
 * memory), and removes them from `process.env`. Lengths are kept (values become `*`), so the
 * block stays well-formed. Everywhere this cannot work (not Linux, no `/proc`, a kernel that
 * refuses) the result says why, and the caller logs it: the run goes on, protected as before by
 * the allowlist.
 *
 * Call it only after every secret has been read: afterwards `process.env` no longer has them.
 */
import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { isForbiddenEnvName } from './exec.js';

export interface ScrubResult {
  /** Variables whose values were overwritten in /proc/self/environ. */
  scrubbed: string[];
  /** Why nothing could be scrubbed, when that is the case. */
  unavailable?: string;
}

/** The [start, end) addresses of the environment block, from /proc/self/stat (fields 50, 51). */
function environBounds(): { start: number; end: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Field 2 (the command name) is in parentheses and may contain spaces: split after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).trim().split(/\s+/);
  const start = Number(fields[50 - 3]);
  const end = Number(fields[51 - 3]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start <= 0 || end <= start) {
    throw new Error('the kernel does not report where the environment block is');
  }
  return { start, end };
}

/**
 * Overwrites, in this process's environment block, the values of the variables `shouldScrub`
 * selects, then deletes them from `process.env`.
 */
export function scrubProcEnviron(shouldScrub: (name: string, value: string) => boolean): ScrubResult {
  const names = Object.keys(process.env).filter((name) => shouldScrub(name, process.env[name] ?? ''));
  if (names.length === 0) return { scrubbed: [] };
  const wanted = new Set(names);
  const scrubbed: string[] = [];
  let unavailable: string | undefined;
  if (process.platform !== 'linux') {
    unavailable = `${process.platform} has no /proc/<pid>/environ`;
  } else {
    let fd: number | null = null;
    try {
      const { start, end } = environBounds();
      fd = openSync('/proc/self/mem', 'r+');
      const block = Buffer.alloc(end - start);
      const read = readSync(fd, block, 0, block.length, start);
      // Entries are NAME=value, each ended by a NUL.
      for (let at = 0; at < read; ) {
        let nul = block.indexOf(0, at);
        if (nul === -1 || nul > read) nul = read;
        const eq = block.indexOf(0x3d, at);
        if (eq !== -1 && eq < nul) {
          const name = block.toString('utf8', at, eq);
          if (wanted.has(name) && nul > eq + 1) {
            const stars = Buffer.alloc(nul - eq - 1, 0x2a);
            writeSync(fd, stars, 0, stars.length, start + eq + 1);
            if (!scrubbed.includes(name)) scrubbed.push(name);
          }
        }
        at = nul + 1;
      }
    } catch (error) {
      unavailable = error instanceof Error ? error.message : String(error);
    } finally {
      if (fd !== null) closeSync(fd);
    }
  }
  for (const name of names) delete process.env[name];
  return { scrubbed, ...(unavailable ? { unavailable } : {}) };
}

/**
 * Scrubs every variable no tool may ever see (exec.ts's rule: secret-looking names, `INPUT_*`,
 * `ACTIONS_*`, ...) and says what happened through `log`. Returns the result for tests.
 */
export function hideSecretsFromProc(log: { info(message: string): void; warning(message: string): void }): ScrubResult {
  const result = scrubProcEnviron((name, value) => value !== '' && isForbiddenEnvName(name));
  if (result.unavailable && process.platform === 'linux') {
    log.warning(`Could not scrub secrets from Marshal's /proc/<pid>/environ (${result.unavailable}); processes run by allowed commands can read them there.`);
  } else if (result.unavailable) {
    log.info(`Secrets stay in Marshal's initial environment: ${result.unavailable}.`);
  } else if (result.scrubbed.length) {
    log.info(`Scrubbed ${result.scrubbed.length} secret variable(s) from Marshal's process environment.`);
  }
  return result;
}

/**
 * Scrubs the named variables (the secrets the policy gives MCP servers, known only once the policy
 * is loaded; settings.ts has their values already). Quiet: hideSecretsFromProc said whether
 * scrubbing works here.
 */
export function hideNamedFromProc(names: ReadonlySet<string>): ScrubResult {
  if (!names.size) return { scrubbed: [] };
  return scrubProcEnviron((name, value) => value !== '' && names.has(name));
}
