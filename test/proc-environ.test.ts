// Scrubbing secrets from Marshal's own /proc/<pid>/environ, in a child process started with a
// known environment (the block the kernel shows is fixed at exec time, so it must be a new process).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRIPT = `
import { execFileSync } from 'node:child_process';
import { scrubProcEnviron } from ${JSON.stringify(path.join(ROOT, 'src', 'proc-environ.ts'))};
const result = scrubProcEnviron((name) => name.startsWith('SCRUB_'));
const block = execFileSync('cat', ['/proc/' + process.pid + '/environ']).toString().split('\\0').filter((l) => /^(SCRUB_|KEEP_)/.test(l)).sort();
console.log(JSON.stringify({ result, block, env: { a: process.env.SCRUB_A ?? null, keep: process.env.KEEP_ME ?? null } }));
`;

function runChild(env: Record<string, string>) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as { result: { scrubbed: string[]; unavailable?: string }; block: string[]; env: { a: string | null; keep: string | null } };
}

describe.runIf(process.platform === 'linux')('scrubProcEnviron', () => {
  test('selected values are overwritten in place, lengths kept; the rest of the block is untouched', () => {
    const child = runChild({ SCRUB_A: 'sk-ant-secret-value', SCRUB_B: 'x=y=z', SCRUB_EMPTY: '', KEEP_ME: 'visible', KEEP_SCRUB_A: 'sk-ant-not-selected' });
    expect(child.result.unavailable).toBeUndefined();
    expect(child.result.scrubbed.sort()).toEqual(['SCRUB_A', 'SCRUB_B']);
    expect(child.block).toEqual(['KEEP_ME=visible', 'KEEP_SCRUB_A=sk-ant-not-selected', 'SCRUB_A=' + '*'.repeat(19), 'SCRUB_B=*****', 'SCRUB_EMPTY=']);
    // Gone from process.env too, so nothing later in the process can pass them on.
    expect(child.env).toEqual({ a: null, keep: 'visible' });
  });

  test('nothing selected: nothing is written', () => {
    const child = runChild({ KEEP_ME: 'visible' });
    expect(child.result).toEqual({ scrubbed: [] });
    expect(child.block).toEqual(['KEEP_ME=visible']);
  });
});
