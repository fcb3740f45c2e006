// The CI-fix pieces that decide what the model sees and when Marshal stops: the log tail, the
// trailer the attempts limit counts, and the count over a real git history.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { consecutiveFixes, relevantTail, withFixTrailer } from '../../src/action/ci-fix.js';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t', GIT_CONFIG_NOSYSTEM: '1' } });

describe('ci-fix', () => {
  test('the tail: timestamps and group markers off, the last lines, capped from the end', () => {
    const log = ['2026-01-01T00:00:00.1234567Z ##[group]Run x', ...Array.from({ length: 200 }, (_, i) => `2026-01-01T00:00:00Z line ${i}`), '2026-01-01T00:00:00Z ##[error]boom'].join('\n');
    const tail = relevantTail(log);
    expect(tail).toMatch(/^\[\.\.\. 51 earlier lines omitted\]/);
    expect(tail.endsWith('##[error]boom')).toBe(true);
    expect(tail).not.toContain('2026-01-01');
    expect(tail).not.toContain('##[group]');
    expect(relevantTail('x'.repeat(5000), 100).length).toBeLessThan(120);
  });

  test('the trailer joins an existing trailer block, or starts one', () => {
    expect(withFixTrailer('marshal: fix\n\nCo-authored-by: a <a@x>\n', 7)).toBe('marshal: fix\n\nCo-authored-by: a <a@x>\nMarshal-CI-Fix: run 7\n');
    expect(withFixTrailer('marshal: fix\n\nRequested in #2.\n', 7)).toBe('marshal: fix\n\nRequested in #2.\n\nMarshal-CI-Fix: run 7\n');
  });

  test('only fixes in a row from the head count', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-cifix-'));
    git(dir, 'init', '-q');
    const commit = (msg: string) => {
      writeFileSync(path.join(dir, 'f'), msg);
      git(dir, 'add', '-A');
      git(dir, 'commit', '-q', '-m', msg);
    };
    commit('marshal: fix\n\nMarshal-CI-Fix: run 1');
    commit('a person pushes');
    commit('marshal: fix\n\nMarshal-CI-Fix: run 2');
    expect(await consecutiveFixes(dir, 'HEAD')).toBe(1);
    commit('marshal: fix\n\nMarshal-CI-Fix: run 3');
    expect(await consecutiveFixes(dir, 'HEAD')).toBe(2);
    // The trailer must be a line of its own, not text quoted inside a message.
    commit('revert: mentions Marshal-CI-Fix: run 3 inline');
    expect(await consecutiveFixes(dir, 'HEAD')).toBe(0);
  });
});
