// The fleet example (examples/workflows/marshal-fleet.yml) as the runner would run it: every flag
// its `marshal run` passes exists in `run --help` of the bundle (dist/cli.js), and what it appends
// to $GITHUB_STEP_SUMMARY stays under the runner's 1 MiB per step (a larger summary is dropped
// whole), however large the run's diff.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const TRANSCRIPT = path.join(ROOT, 'examples', 'demo', 'transcript.jsonl');
const STEP_SUMMARY_LIMIT = 1024 * 1024;

type Step = { run?: string };
const workflow = parse(readFileSync(path.join(ROOT, 'examples', 'workflows', 'marshal-fleet.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
/** The `marshal run` command lines of the workflow's scripts, continuation lines joined. */
const runCommands = Object.values(workflow.jobs)
  .flatMap((job) => job.steps.map((step) => step.run ?? ''))
  .map((script) => script.replace(/\\\n\s*/g, ' '))
  .flatMap((script) => script.split('\n').filter((line) => /dist\/cli\.js run /.test(line)));

let base: string;
beforeAll(() => {
  base = mkdtempSync(path.join(os.tmpdir(), 'marshal-fleet-example-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const marshal = (args: string[], cwd = base) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd, env: { PATH: process.env.PATH, HOME: os.homedir() }, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 << 20 });

describe('the fleet example', () => {
  test('every flag its `marshal run` passes is one `run --help` documents', () => {
    expect(runCommands).toHaveLength(1);
    const flags = [...new Set((runCommands[0] as string).match(/(?<=\s)--[a-z][a-z-]*/g) ?? [])];
    expect(flags).toEqual(expect.arrayContaining(['--cwd', '--prompt', '--out', '--format']));
    const help = marshal(['run', '--help']);
    expect(help.status).toBe(0);
    const documented = new Set(help.stdout.match(/^\s+--[a-z][a-z-]*/gm)?.map((f) => f.trim()));
    for (const flag of flags) expect(documented, `${flag} is not in run --help`).toContain(flag);
  });

  test('the report it appends to the job summary fits, whatever the diff: cut, pointing at the diff file', () => {
    const repo = path.join(base, 'target');
    cpSync(path.join(ROOT, 'examples', 'demo', 'repo'), repo, { recursive: true });
    cpSync(path.join(ROOT, 'examples', 'demo', 'marshal.yml'), path.join(repo, '.github', 'marshal.yml'));
    const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@x', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@x' };
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo, env });
    execFileSync('git', ['add', '-A'], { cwd: repo, env });
    execFileSync('git', ['commit', '-qm', 'init'], { cwd: repo, env });
    // ~4.5 MB of three-byte characters in a file the policy lets the run publish (src/**).
    writeFileSync(path.join(repo, 'src', 'strings.js'), `${'// 漢字かな交じり文のテスト\n'.repeat(100_000)}`);

    for (const maxBytes of [undefined, 200_000]) {
      const out = path.join(base, `out-${maxBytes ?? 'default'}`);
      const run = marshal(['run', '--cwd', repo, '--provider', 'replay', '--transcript', TRANSCRIPT, '--prompt', 'fix greet()', '--format', 'markdown', '--quiet', '--out', out, ...(maxBytes ? ['--max-bytes', String(maxBytes)] : [])]);
      expect(run.status, run.stderr).toBe(0);
      const bound = maxBytes ?? 1_000_000;
      expect(Buffer.byteLength(run.stdout)).toBeLessThanOrEqual(bound);
      expect(Buffer.byteLength(run.stdout)).toBeGreaterThan(bound / 2);
      expect(Buffer.byteLength(readFileSync(path.join(out, 'report.md'), 'utf8'))).toBeLessThanOrEqual(bound);
      expect(run.stdout).toContain('✂️ The diff was shortened');
      expect(run.stdout).toContain(`The full diff is in \`${path.join(out, 'diff.patch')}\`.`);
      expect(run.stdout).not.toContain('diff_path');
      expect(readFileSync(path.join(out, 'diff.patch')).length).toBeGreaterThan(3_000_000);
      execFileSync('git', ['checkout', '-q', '--', 'src/greet.js'], { cwd: repo });
    }
    expect(1_000_000).toBeLessThan(STEP_SUMMARY_LIMIT);
  }, 180_000);
});
