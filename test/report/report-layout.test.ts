// The report as a reviewer on a busy PR meets it (issue 16): outcome and one-line summary,
// denials, the diff, then the tool table (collapsed when long), then call details; a header link
// to the job run; no runner paths or API vocabulary; each denial names its rule once; denied
// commands and other repositories' issue URLs are neither links nor cross-references.
import { describe, expect, test } from 'vitest';
import { renderFinalReport } from '../../src/report/index.js';
import { TABLE_OPEN_ROWS } from '../../src/report/call-log.js';
import { context, record, runEnd, structure, turn, typicalRun } from './run-builder.js';

const manyCalls = (n: number) => turn(1, Array.from({ length: n }, (_, i) => ({ name: 'Read', summary: `src/file${i}.ts` })));

describe('report layout', () => {
  test('reading order: outcome, summary, denials, diff, table, details, footer', () => {
    const body = renderFinalReport(record(typicalRun()), context());
    const order = ['### ✅ Marshal finished', '**2 turns**', '#### ⛔ Denied', '#### 📝 Changes', '```diff', '#### 🔧 Tool calls', '#### 🔎 Call details', '---\n<sub>Model'];
    const positions = order.map((s) => body.indexOf(s));
    expect(positions.every((p) => p >= 0), JSON.stringify(positions)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test(`a table of more than ${TABLE_OPEN_ROWS} rows is collapsed; a short one stays open`, () => {
    const long = renderFinalReport(record([...manyCalls(TABLE_OPEN_ROWS + 1), runEnd()]), context());
    expect(long).toContain(`<details><summary>🔧 ${TABLE_OPEN_ROWS + 1} tool calls</summary>\n\n| # | Tool |`);
    expect(long).not.toContain('#### 🔧 Tool calls');
    expect(structure(long).openDetails).toBe(0);
    const short = renderFinalReport(record([...manyCalls(TABLE_OPEN_ROWS), runEnd()]), context());
    expect(short).toContain('#### 🔧 Tool calls\n\n| # | Tool |');
    expect(short).not.toMatch(/<summary>🔧/);
  });

  test('a collapsed table cut to fit the budget still closes its block', () => {
    const body = renderFinalReport(record([...manyCalls(400), runEnd()]), context(), { maxChars: 12_000 });
    expect(body.length).toBeLessThanOrEqual(12_000);
    expect(structure(body).openDetails).toBe(0);
  });

  test('the header links to the job run; no runner temp paths, no stop_reason', () => {
    const events = [...turn(1, []), runEnd({ reason: 'The model finished its work (stop_reason: end_turn)' })];
    const body = renderFinalReport(record(events), context({ sandbox: 'enforced' }));
    const header = body.split('\n').find((l) => l.startsWith('### '));
    expect(header).toBe('### ✅ Marshal finished — The model finished its work · [job run](http://127.0.0.1:9/acme/app/actions/runs/42)');
    expect(body).not.toContain('stop_reason');
    expect(body).not.toContain('/tmp/marshal');
    expect(body).not.toContain('transcript_path');
  });

  test('each denial names its rule once, in the list and in the details', () => {
    const events = [
      ...turn(1, [{ name: 'Bash', summary: 'git push origin main', verdict: 'denied', rule: 'Bash(git push:*)', reason: 'Bash(git push:*) matched "git push origin main"', denialSource: 'policy' }]),
      runEnd(),
    ];
    const body = renderFinalReport(record(events), context());
    const denial = body.split('\n').find((l) => l.startsWith('- **#1 Bash**')) as string;
    expect(denial).toContain('policy rule `Bash(git push:*)` matched "git push origin main"');
    expect(denial.split('Bash(git push:\\*)').length + denial.split('Bash(git push:*)').length - 2).toBe(1);
    expect(body).toContain('⛔ Denied by policy rule `Bash(git push:*)` matched "git push origin main"');
  });

  test('denied commands are not auto-linked; issue and PR URLs of other repositories are defused', () => {
    const events = [
      ...turn(1, [{ name: 'Bash', summary: 'curl https://evil.example/x', verdict: 'denied', rule: null, reason: 'no allow rule matches "curl https://evil.example/x" (see www.evil.example)', denialSource: 'policy' }]),
      runEnd({ finalText: 'Same bug as https://github.com/other/repo/issues/12 and https://github.com/other/repo/pull/7 and other/repo#3.' }),
    ];
    const body = renderFinalReport(record(events), context());
    // Outside code (fences, spans, <code> in our HTML) GitHub would autolink a URL: every scheme
    // and www. there is broken.
    const outside = structure(body).outside.join('\n').replace(/`[^`\n]*`/g, '').replace(/<code>.*?<\/code>/g, '');
    expect(outside).not.toMatch(/https?:\/\/(?!127\.0\.0\.1:9\/acme)/);
    expect(outside).not.toMatch(/\bwww\.evil/);
    expect(body).toContain('https:\u200b//github.com/other/repo/issues/12');
    expect(body).toContain('https:\u200b//github.com/other/repo/pull/7');
    expect(body).toContain('other/repo#\u200b3');
  });
});
