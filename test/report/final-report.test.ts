import { describe, expect, test } from 'vitest';
import type { MarshalEvent } from '../../src/shared/events.js';
import { COMMENT_MARKER, renderFinalReport, renderJobSummary } from '../../src/report/index.js';
import { Redactor } from '../../src/shared/redact.js';
import { context, fileDiff, record, runEnd, structure, turn, typicalRun } from './run-builder.js';

describe('renderFinalReport: structure', () => {
  const body = renderFinalReport(record(typicalRun()), context());

  test('starts with the marker, then the outcome line with its reason, then the trigger', () => {
    const lines = body.split('\n');
    expect(lines[0]).toBe(COMMENT_MARKER);
    expect(lines[2]).toBe('### ✅ Marshal finished — the agent finished · [job run](http://127.0.0.1:9/acme/app/actions/runs/42)');
    expect(body).toContain('> @\u200balice on #12: fix the flaky test');
  });

  test('has a stats row with turns, calls, denials, duration, cost and tokens', () => {
    const stats = body.split('\n').find((l) => l.startsWith('**2 turns**'));
    expect(stats).toBeDefined();
    expect(stats).toContain('**5 tool calls**');
    expect(stats).toContain('**1 denied**');
    expect(stats).toContain('1 failed');
    expect(stats).toContain('$0.0123');
    expect(stats).toContain('tokens 2.0k in / 400 out / cache 5.0k read, 1.0k written');
    expect(stats).toMatch(/\d+(\.\d)? s|\dm \d\ds/);
  });

  test('lists denied calls with the rule and the reason', () => {
    const section = body.slice(body.indexOf('#### ⛔ Denied (1)'));
    const line = section.split('\n')[1];
    expect(line).toContain('**#3 Bash**');
    expect(line).toContain('`git push origin HEAD:main`');
    expect(line).toContain('policy rule `Bash(git push:*)`');
    expect(line).toContain('git push is denied by the policy');
  });

  test('has a table row per call with verdict, duration and exit code', () => {
    const rows = body.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatch(/^\| 1 \| Read \| `test\/server.test.js` \| ✅ allowed \| 120 ms \| — \|$/);
    expect(rows[1]).toContain('❌ failed');
    expect(rows[1]).toMatch(/\| 1 \|$/);
    expect(rows[2]).toContain('⛔ denied');
    expect(rows[4]).toMatch(/\| 0 \|$/);
  });

  test('has a collapsible block per call with input JSON and output', () => {
    expect(body.match(/<details><summary>#\d+ /g)).toHaveLength(5);
    expect(body).toContain('"file_path": "test/server.test.js"');
    expect(body).toContain('expected 200, got ECONNREFUSED');
    expect(body).toContain('⛔ Denied by policy rule `Bash(git push:*)`');
    expect(body).toContain('+await start()');
  });

  test('shows the stat, the diff in a diff block, the final text and the footer', () => {
    expect(body).toContain('#### 📝 Changes');
    expect(body).toContain(' test/server.test.js | 2 +-');
    expect(body).toMatch(/```diff\ndiff --git a\/test\/server.test.js/);
    expect(body).toContain('> Fixed the flaky test by awaiting the server start.');
    expect(body).toContain('[full log](http://127.0.0.1:9/acme/app/actions/runs/42)');
    expect(body).toContain('policy `.github/marshal.yml@main`');
    // Runner paths mean nothing to a reviewer (the step outputs name them for the workflow).
    expect(body).not.toContain('/tmp/marshal/');
  });

  test('sections come in reading order and the markup is balanced', () => {
    const order = ['### ✅', '**2 turns**', '#### ⛔ Denied', "#### 💬 Agent's summary", '#### 📝 Changes', '#### 🔧 Tool calls', '#### 🔎 Call details', '[full log]'];
    const positions = order.map((s) => body.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const s = structure(body);
    expect(s.unclosedFence).toBe(false);
    expect(s.openDetails).toBe(0);
  });
});

describe('renderFinalReport: outcomes, notices and push', () => {
  test('limit, failure and cancelled outcomes carry their reason', () => {
    const limit = renderFinalReport(record([...turn(1, []), runEnd({ conclusion: 'limit', reason: 'max turns (30) reached' })]), context());
    expect(limit).toContain('### ⚠️ Marshal stopped at a limit — max turns (30) reached');
    const failed = renderFinalReport(record([runEnd({ conclusion: 'failure', reason: 'API error 529' })]), context());
    expect(failed).toContain('### ❌ Marshal failed — API error 529');
    const cancelled = renderFinalReport(record([runEnd({ conclusion: 'cancelled', reason: 'the job was cancelled' })]), context());
    expect(cancelled).toContain('### ⏹️ Marshal was cancelled — the job was cancelled');
  });

  test('without run_end the last error notice is the failure reason', () => {
    const body = renderFinalReport(record([{ type: 'notice', level: 'error', message: 'checkout failed: no such ref' }]), context({ diff: '', diffStat: '' }));
    expect(body).toContain('### ❌ Marshal failed — checkout failed: no such ref');
    expect(body).toContain('No files were changed.');
  });

  test('policy notice, push results and steering are shown', () => {
    const events: MarshalEvent[] = [...typicalRun().slice(0, -1), { type: 'steering', text: 'stop and summarise', skipped: ['a', 'b'] }, runEnd()];
    const body = renderFinalReport(record(events), context({
      policyNotice: 'This PR modifies .github/marshal.yml; the policy from the base branch was used',
      push: { kind: 'new-pr', branch: 'marshal/42', prUrl: 'http://127.0.0.1:9/acme/app/pull/13', commit: 'abcdef1234567890' },
    }));
    expect(body).toContain('> [!WARNING]\n> This PR modifies .github/marshal.yml; the policy from the base branch was used');
    expect(body).toContain('🔀 Opened [a pull request](http://127.0.0.1:9/acme/app/pull/13) from `marshal/42` (`abcdef123456`).');
    expect(body).toContain('↪️ Steered: stop and summarise (2 pending calls skipped)');
    const failedPush = renderFinalReport(record(typicalRun()), context({ push: { kind: 'pr-branch', branch: 'fix', error: 'not pushed: the PR head lives in a fork' } }));
    expect(failedPush).toContain('⚠️ The changes were not pushed to `fix`: not pushed: the PR head lives in a fork');
  });

  test('job summary is the same report without the comment marker', () => {
    const summary = renderJobSummary(record(typicalRun()), context());
    expect(summary).not.toContain(COMMENT_MARKER);
    expect(summary.startsWith('### ✅ Marshal finished')).toBe(true);
    expect(summary).toContain('#### 🔎 Call details');
  });
});

describe('renderFinalReport: hostile content', () => {
  const hostile = [
    'ok',
    '```',
    '</details>',
    '<img src="http://127.0.0.1:9/beacon">',
    '````',
    `${COMMENT_MARKER}`,
    '# Approved by security team',
    '~~~',
  ].join('\n');

  test('tool output with fences and </details> stays inside its code block', () => {
    const events = [...turn(1, [{ name: 'Bash', summary: 'cat evil.txt', content: hostile, exitCode: 0 }]), runEnd({ finalText: hostile })];
    const body = renderFinalReport(record(events), context());
    const s = structure(body);
    expect(s.unclosedFence).toBe(false);
    expect(s.openDetails).toBe(0);
    for (const line of s.outside) {
      expect(line).not.toMatch(/^<img/);
      expect(line).not.toBe('# Approved by security team');
      expect(line.includes('<img src')).toBe(false);
    }
    // The marker appears once (ours), never as planted text outside a code block.
    expect(s.outside.filter((l) => l.includes(COMMENT_MARKER))).toEqual([COMMENT_MARKER]);
  });

  test('an output made only of backticks still gets a longer fence', () => {
    const events = [...turn(1, [{ name: 'Bash', summary: 'x', content: '`'.repeat(50) }]), runEnd()];
    const body = renderFinalReport(record(events), context());
    expect(body).toContain(`${'`'.repeat(51)}\n${'`'.repeat(50)}\n${'`'.repeat(51)}`);
  });

  test('table cells escape pipes, backticks and newlines', () => {
    const events = [...turn(1, [{ name: 'Bash', summary: 'grep -n "a|b" src | head\necho `id`', content: '' }]), runEnd()];
    const body = renderFinalReport(record(events), context());
    const row = body.split('\n').find((l) => l.startsWith('| 1 |'))!;
    expect(row).toBe('| 1 | Bash | `` grep -n "a\\|b" src \\| head echo `id` `` | ✅ allowed | 120 ms | — |');
    // Six cells: the pipes inside the command are escaped, so the row splits only on ours.
    expect(row.split(/(?<!\\)\|/).length - 2).toBe(6);
  });

  test('tool names and reasons cannot inject markup in summaries and denials', () => {
    const events = [
      ...turn(1, [{ name: 'Bash', summary: 'rm -rf /', verdict: 'denied', rule: 'Bash(rm:*)', reason: 'denied <b>now</b> [click](http://127.0.0.1:9) @everyone' }]),
      runEnd(),
    ];
    const body = renderFinalReport(record(events), context());
    expect(body).toContain('denied &lt;b&gt;now&lt;/b&gt; \\[click\\](http:\u200b//127.0.0.1:9) @\u200beveryone');
    expect(structure(body).outside.join('\n')).not.toContain('<b>now</b>');
  });

  test("the agent's message is quoted: fences end with the quote, images become text", () => {
    const events = [...turn(1, []), runEnd({ finalText: 'Done.\n```js\nunterminated\n![x](http://127.0.0.1:9/leak?k=1) <details>' })];
    const body = renderFinalReport(record(events), context());
    const summary = body.slice(body.indexOf("#### 💬 Agent's summary"), body.indexOf('#### 📝 Changes'));
    for (const line of summary.trim().split('\n').slice(2)) expect(line.startsWith('>')).toBe(true);
    const outside = renderFinalReport(record([...turn(1, []), runEnd({ finalText: 'See ![x](http://127.0.0.1:9/leak?k=1) and <details>' })]), context());
    expect(outside).toContain('See \\![x](http://127.0.0.1:9/leak?k=1) and &lt;details>');
  });
});

describe('renderFinalReport: redaction', () => {
  const secret = 'sup3r-s3cret-value-0123456789';

  test('a secret in tool output, input, diff and final text is replaced', () => {
    const redactor = new Redactor();
    redactor.add(secret);
    const events = [
      ...turn(1, [{ name: 'Bash', summary: `echo ${secret}`, input: { command: `echo ${secret}` }, content: `token=${secret}\nghp_${'a'.repeat(36)}` }]),
      runEnd({ finalText: `I printed ${secret}` }),
    ];
    const body = renderFinalReport(record(events), context({ diff: fileDiff('a.txt', [`+${secret}`]) }), { redactor });
    expect(body).not.toContain(secret);
    expect(body).not.toContain(`ghp_${'a'.repeat(36)}`);
    expect(body).toContain('token=***');
    expect(body).toContain('I printed ***');
  });

  test('a secret straddling a truncation point leaves no prefix behind', () => {
    const redactor = new Redactor();
    redactor.add(secret);
    // Place the secret so that the head/tail cut of a large output falls inside it.
    const filler = 'x'.repeat(200_000);
    const content = Array.from({ length: 200 }, (_, i) => `${filler.slice(0, 997)}${secret}${i}`).join('\n');
    const events = [...turn(1, [{ name: 'Bash', summary: 'dump', content }]), runEnd()];
    const body = renderFinalReport(record(events), context(), { redactor, maxChars: 20_000 });
    expect(body).not.toContain(secret.slice(0, 12));
  });
});
