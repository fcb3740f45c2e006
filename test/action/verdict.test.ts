// The one verdict a run ends with: the conclusion output, the check run and the step agree, and
// the annotations point at files inside the repository only.
import { describe, expect, test } from 'vitest';
import { runAnnotations, runVerdict } from '../../src/action/verdict.js';
import type { EngineResult } from '../../src/engine.js';

type Agent = EngineResult['agent']['conclusion'];

function result(conclusion: Agent, opts: { denied?: EngineResult['denied']; reverted?: number } = {}): EngineResult {
  const outcome = Array.from({ length: opts.reverted ?? 0 }, (_, i) => ({ path: `scripts/x${i}.sh`, action: 'reverted' as const, reason: 'changed by a command, but no allow rule matches', rule: null }));
  return { agent: { conclusion, reason: `agent ${conclusion}` }, denied: opts.denied ?? [], outcome } as unknown as EngineResult;
}

const denial = (name: string, input: unknown): EngineResult['denied'][number] =>
  ({ type: 'tool_end', id: name, name, input, summary: JSON.stringify(input), verdict: 'denied', rule: 'Read(.env*)', reason: 'Denied by policy', durationMs: 1, isError: true, content: '' }) as EngineResult['denied'][number];

describe('runVerdict', () => {
  test.each([
    ['an error', { failure: 'boom', result: null }, 'failure', 'failure', true],
    ['the agent failed', { result: result('failure') }, 'failure', 'failure', true],
    ['the job was cancelled', { result: result('cancelled') }, 'cancelled', 'cancelled', true],
    ['a reverted change, without fail_on_deny', { result: result('success', { reverted: 1 }) }, 'failure', 'failure', true],
    ['a denial with fail_on_deny', { result: result('success', { denied: [denial('Bash', {})] }), failOnDeny: true }, 'failure', 'failure', true],
    ['a denial without fail_on_deny', { result: result('success', { denied: [denial('Bash', {})] }) }, 'success', 'success', false],
    ['stopped by a maintainer', { result: result('cancelled'), stoppedBy: '@boss' }, 'cancelled', 'neutral', false],
    ['a denial with fail_on_deny, then stopped', { result: result('cancelled', { denied: [denial('Bash', {})] }), stoppedBy: '@boss', failOnDeny: true }, 'failure', 'failure', true],
    ['a limit', { result: result('limit') }, 'limit', 'neutral', false],
    ['success', { result: result('success') }, 'success', 'success', false],
    ['refused before anything ran (the PR head moved): no check run at all', { refused: 'the PR head moved', result: null }, 'refused', null, false],
    ['a push or PR GitHub refused, after a successful agent', { result: result('success'), publishFailed: '403 not permitted' }, 'failure', 'failure', true],
    ['a push that failed after a stop', { result: result('cancelled'), stoppedBy: '@boss', publishFailed: 'rejected' }, 'failure', 'failure', true],
  ] as const)('%s', (_name, given, conclusion, check, fails) => {
    const verdict = runVerdict({ failure: null, stoppedBy: null, failOnDeny: false, ...given });
    expect(verdict.conclusion).toBe(conclusion);
    expect(verdict.check).toBe(check);
    expect(verdict.failed !== null).toBe(fails);
    // The rule in one line: the output is failure whenever the step fails, but for a cancelled job.
    if (fails && conclusion !== 'cancelled') expect(verdict.conclusion).toBe('failure');
  });

  test('a failed push is named in why the step fails', () => {
    expect(runVerdict({ failure: null, result: result('success'), stoppedBy: null, failOnDeny: false, publishFailed: 'GitHub Actions is not permitted to create or approve pull requests' }).failed).toMatch(/could not be published: GitHub Actions is not permitted/);
  });
});

describe('runAnnotations', () => {
  test('a call is annotated on the repository file it names, else on the policy file', () => {
    const r = result('success', {
      denied: [
        denial('Read', { file_path: '.env', offset: 7 }),
        denial('Read', { file_path: '/work/repo/config/.env.prod' }),
        denial('Read', { file_path: '../../etc/passwd' }),
        denial('Read', { file_path: '~/.ssh/id_rsa' }),
        denial('Grep', { pattern: 'x', path: 'src' }),
        denial('Bash', { command: 'cat .env' }),
      ],
      reverted: 1,
    });
    const annotations = runAnnotations(r, { policyPath: '.github/marshal.yml', workspace: '/work/repo', failOnDeny: false });
    expect(annotations.map((a) => [a.path, a.startLine, a.level])).toEqual([
      ['.env', 7, 'warning'],
      ['config/.env.prod', 1, 'warning'],
      ['.github/marshal.yml', 1, 'warning'],
      ['.github/marshal.yml', 1, 'warning'],
      ['src', 1, 'warning'],
      ['.github/marshal.yml', 1, 'warning'],
      ['scripts/x0.sh', 1, 'failure'],
    ]);
    expect(annotations[0]?.message).toContain('(rule Read(.env*))');
  });
});
