/**
 * Hostile tool input and output, model text, file names and secrets against the rendered reports.
 * Whatever they contain, a report must stay under GitHub's limit, keep its structure (every fence
 * and <details> closed), show no HTML, image or live mention that did not come from Marshal, and
 * carry no secret.
 */
import { describe, expect, test } from 'vitest';
import type { MarshalEvent } from '../../src/shared/events.js';
import { renderFinalReport, renderJobSummary, renderProgressComment } from '../../src/report/index.js';
import { quoteModelMarkdown } from '../../src/report/markdown.js';
import { Redactor } from '../../src/shared/redact.js';
import { callEvents, context, fileDiff, record, runEnd, structure, turn, type CallSpec } from './run-builder.js';

const GITHUB_LIMIT = 65_536;
const TOKEN = 'ghs_16C7e42F292c6912E7710c838347Ae178B4a';
const OUR_TAGS = /<\/?(?:details|summary|b|code|sub)(?: open)?>|^<!-- marshal:report -->$/g;

/** Lines outside fences with code spans and <code> removed: what GitHub renders as markdown/HTML. */
function liveText(markdown: string): string[] {
  return structure(markdown).outside.map((line) =>
    line
      .replace(/<code>[\s\S]*?<\/code>/g, '')
      .replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '')
      .replace(OUR_TAGS, ''),
  );
}

function expectContained(markdown: string): void {
  expect(structure(markdown).unclosedFence).toBe(false);
  // <details> balance counted on live text (a `</details>` inside a code span is literal).
  let open = 0;
  for (const line of structure(markdown).outside.map((l) => l.replace(/<code>[\s\S]*?<\/code>/g, '').replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, ''))) {
    open += (line.match(/<details[ >]/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
    expect(open).toBeGreaterThanOrEqual(0);
  }
  expect(open).toBe(0);
  for (const line of liveText(markdown)) {
    expect(line, line).not.toMatch(/<[A-Za-z/!?]/);
    expect(line, line).not.toMatch(/(?<![\\])!\[/);
    expect(line, line).not.toMatch(/@[A-Za-z0-9]/);
    expect(line, line).not.toMatch(/[\w.-]+\/[\w.-]+#\d/);
  }
}

const HOSTILE = [
  'a ``` b', '```', '~~~', '</details></summary><script>alert(1)</script>', '<img src="https://evil.example/beacon.png">',
  '![beacon](https://evil.example/b.png)', '@everyone @octo-org/admins cc @alice', 'see evil/repo#12 and #34', '| x | y |',
  '<!-- marshal:report -->', '<!--', '`'.repeat(12),
].join('\n');

describe('hostile text stays inside its block', () => {
  test('tool names, inputs, outputs, reasons, diffs and the final message', () => {
    const events: MarshalEvent[] = [
      { type: 'run_start', runId: 'r', task: 't', model: 'm', at: '2026-01-01T00:00:00Z' },
      ...turn(1, [
        { name: 'Bash', summary: `echo ${HOSTILE}`, input: { command: HOSTILE }, content: HOSTILE, exitCode: 0 },
        { name: 'Bash</b></summary></details>@octo-org/admins', summary: 'x', verdict: 'denied', rule: 'Bash(@alice)', reason: HOSTILE },
        { name: 'Edit', summary: 'f', diff: HOSTILE, content: HOSTILE },
        { name: 'Bash', summary: 'x', verdict: 'failed', reason: HOSTILE, content: HOSTILE, exitCode: 1 },
      ]),
      { type: 'notice', level: 'warning', message: HOSTILE },
      { type: 'steering', text: HOSTILE, skipped: [] },
      runEnd({ finalText: `Done.\n${HOSTILE}\n\`\`\`x\`y\n</details><img src=https://evil.example/x>\n\t\`\`\`\n<img src=https://evil.example/y>`, reason: HOSTILE }),
    ];
    const diff = fileDiff('we`ird @alice </details>.ts', ['+```', '+</details>', `+${'`'.repeat(20)}`]);
    const ctx = context({ diff, diffStat: ' we`ird @alice </details>.ts | 3 +++\n', trigger: `@alice on #12: ${HOSTILE}`, policyNotice: HOSTILE });
    const redactor = new Redactor();
    for (const body of [renderFinalReport(record(events), ctx, { redactor }), renderJobSummary(record(events), ctx, { redactor }), renderProgressComment(record(events), ctx, { redactor })]) {
      expectContained(body);
    }
  });

  test('the model cannot open a fence GitHub does not see (a backtick in the info string, a tab)', () => {
    for (const text of ['```x`y\n</details><img src=https://evil.example/x>', '\t```\n<img src=https://evil.example/x>\n```', '~~~ ok\n<b>code</b>\n~~~~\n<img src=x>']) {
      expectContained(quoteModelMarkdown(text, 10_000));
    }
    // Real code stays code, with a fence longer than anything inside.
    expect(quoteModelMarkdown('```ts\nconst a = "```";\n```', 1000)).toBe('> ````ts\n> const a = "```";\n> ````');
  });

  test('a private-key header in one place and its footer in another do not swallow the report between them', () => {
    const events = [
      ...turn(1, [
        { name: 'Bash', summary: 'echo -----BEGIN RSA PRIVATE KEY-----', content: 'x', exitCode: 0 },
        { name: 'Bash', summary: 'cat b', content: '-----END RSA PRIVATE KEY-----\n', exitCode: 0 },
        { name: 'Bash', summary: 'cat c', content: `${HOSTILE}\n`, exitCode: 0 },
      ]),
      runEnd(),
    ];
    const body = renderFinalReport(record(events), context(), { redactor: new Redactor() });
    expectContained(body);
    expect(body).toContain('| 2 | Bash | `cat b`');
    expect(body).toContain('<details><summary>#3 ');
  });

  test('a key cut short (head -n) is still redacted, and the fence after it stays closed', () => {
    const key = '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACBd0kQ7';
    const body = renderFinalReport(record([...turn(1, [{ name: 'Bash', summary: 'head -3 id_ed25519', content: key, exitCode: 0 }]), runEnd()]), context(), { redactor: new Redactor() });
    expect(body).not.toContain('b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ');
    expectContained(body);
  });
});

test('direction controls in a diff or a reason are shown, not obeyed', () => {
  const diff = fileDiff('auth.js', ['-if (isAdmin) {', '+if (isAdmin /*\u202E } \u2066if (true)\u2069 \u2066*/) {']);
  const events = [...turn(1, [{ name: 'Bash', summary: 'x', verdict: 'denied', reason: 'ok \u202Edeined' }]), runEnd()];
  const body = renderFinalReport(record(events), context({ diff }));
  expect(body).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  expect(body).toContain('/*⟨U+202E⟩ } ⟨U+2066⟩if (true)⟨U+2069⟩ ⟨U+2066⟩*/');
  expect(body).toContain('ok ⟨U+202E⟩deined');
});

describe('the comment always fits and stays well-formed', () => {
  test('many calls with huge inputs, reasons and names, a huge final message and notices', () => {
    const calls: CallSpec[] = Array.from({ length: 400 }, (_, i) => ({
      name: `Tool${'`'.repeat(i % 7)}${'x'.repeat(200)}`,
      summary: `${'<'.repeat(500)} ${i}`,
      input: { command: `${'```\n</details>\n'.repeat(2_000)}${i}` },
      verdict: i % 3 === 0 ? 'denied' : 'ok',
      reason: `${'<@alice>'.repeat(500)} ${i}`,
      rule: 'Bash(x)',
      content: `${'`'.repeat(i % 50)}\n${'o'.repeat(20_000)}`,
    }));
    const events = [
      ...turn(1, calls),
      ...Array.from({ length: 50 }, (): MarshalEvent => ({ type: 'notice', level: 'warning', message: '<'.repeat(5_000) })),
      runEnd({ finalText: '<\n'.repeat(50_000), reason: '<'.repeat(10_000) }),
    ];
    const ctx = context({ policyNotice: Array.from({ length: 20 }, () => '<'.repeat(1_000)).join('\n'), trigger: '<'.repeat(10_000) });
    for (const maxChars of [undefined, 20_000, 2_000]) {
      const body = renderFinalReport(record(events), ctx, { redactor: new Redactor(), ...(maxChars ? { maxChars } : {}) });
      expect(body.length).toBeLessThanOrEqual(maxChars ?? GITHUB_LIMIT);
      expectContained(body);
    }
  });

  test('a diff of 5,000 files with spaces, unicode, backticks, newlines and binary changes', () => {
    const parts: string[] = [];
    for (let i = 0; i < 5_000; i++) {
      const name = [`dir/file ${i}.ts`, `ünï/cødé-${i}.md`, `back\`tick\`${i}`, `@alice/x-${i}`][i % 4] as string;
      if (i % 5 === 0) {
        parts.push(`diff --git a/img${i}.png b/img${i}.png\nnew file mode 100644\nindex 0000000..1111111\nBinary files /dev/null and b/img${i}.png differ\n`);
      } else if (i % 7 === 0) {
        parts.push(`diff --git "a/new\\nline${i}" "b/new\\nline${i}"\nindex 1..2 100644\n--- "a/new\\nline${i}"\n+++ "b/new\\nline${i}"\n@@ -1 +1 @@\n-a\n+\`\`\`</details>\n`);
      } else {
        parts.push(fileDiff(name, ['-old', `+new ${'`'.repeat(i % 9)} </details> @bob`]));
      }
    }
    const ctx = context({ diff: parts.join(''), diffStat: ' 5000 files changed\n'.repeat(3_000) });
    const body = renderFinalReport(record([...turn(1, [{ name: 'Edit', summary: 'many' }]), runEnd()]), ctx, { redactor: new Redactor() });
    expect(body.length).toBeLessThanOrEqual(GITHUB_LIMIT);
    expect(body).toContain('✂️ The diff was shortened');
    expectContained(body);
  });
});

describe('the job summary fits the runner\'s 1 MiB (bytes, not characters)', () => {
  test('binary-looking output (U+FFFD) and CJK text are three bytes a character', () => {
    const calls: CallSpec[] = Array.from({ length: 60 }, (_, i) => ({ name: 'Bash', summary: `cat blob${i}`, content: '\uFFFD'.repeat(60_000), exitCode: 0 }));
    const ctx = context({ diff: `diff --git a/x b/x\n+${'漢'.repeat(500_000)}\n` });
    const summary = renderJobSummary(record([...turn(1, calls), runEnd()]), ctx);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1_048_576);
    expect(summary).toContain('### ✅ Marshal finished');
    expectContained(summary);
  });
});

describe('redaction', () => {
  test('base64 of the token at any alignment, base64url, URL and JSON forms', () => {
    const r = new Redactor();
    r.add(TOKEN);
    for (const prefix of ['', 'a', 'ab', 'TOKEN=', 'Authorization: Bearer ', 'x-access-token:']) {
      const b64 = Buffer.from(`${prefix}${TOKEN}\n`).toString('base64');
      const redacted = r.redact(b64);
      expect(redacted).toContain('***');
      // At most one 4-character group on each side of the token survives.
      const leftover = redacted.replace(Buffer.from(prefix).toString('base64').slice(0, Math.floor(prefix.length / 3) * 4), '');
      expect(leftover.replace('***', '').length).toBeLessThanOrEqual(12);
      expect(r.redact(b64.replace(/\+/g, '-').replace(/\//g, '_'))).toContain('***');
    }
    expect(r.redact(JSON.stringify({ t: TOKEN }))).toBe('{"t":"***"}');
  });

  test('a multi-line secret (a PEM key set with setSecret) is redacted line by line', () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQx9JY0Z\nAb3Cd4Ef5Gh6Ij7Kl8Mn9Op0Qr\n-----END CERTIFICATE-----';
    const r = new Redactor();
    r.add(pem);
    expect(r.redact('line 2 is Ab3Cd4Ef5Gh6Ij7Kl8Mn9Op0Qr, alone')).toBe('line 2 is ***, alone');
    expect(r.redact(pem.replace(/\n/g, '\r\n'))).not.toMatch(/MIIBszCC|Ab3Cd4Ef/);
    expect(r.redact(JSON.stringify(pem))).not.toMatch(/MIIBszCC|Ab3Cd4Ef/);
  });

  test('redaction is linear in the text, however many key headers a command prints', () => {
    const r = new Redactor();
    r.add(TOKEN);
    for (const text of ['-----BEGIN RSA PRIVATE KEY-----\n'.repeat(40_000), `${'-----BEGIN EC PRIVATE KEY-----\nabc def\n'.repeat(40_000)}`]) {
      const started = Date.now();
      expect(r.redact(text)).toContain('***');
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  test('short values are not registered (they would erase ordinary text); a secret inside another is covered', () => {
    const r = new Redactor();
    r.add('abc');
    expect(r.redact('abc abcdef')).toBe('abc abcdef');
    r.add('secret-value-1');
    r.add('secret-value-1-longer');
    expect(r.redact('secret-value-1-longer secret-value-1')).toBe('*** ***');
  });

  test('the progress comment redacts before it clips a line (no token prefix survives the cut)', () => {
    const r = new Redactor();
    r.add(TOKEN);
    const events = [...turn(1, [{ name: 'Bash', summary: `${'x'.repeat(90)} ${TOKEN}`, input: { command: TOKEN }, content: TOKEN }])];
    const body = renderProgressComment(record(events), { trigger: `@alice: use ${TOKEN.slice(0, 30)}` }, { redactor: r });
    expect(body).not.toContain(TOKEN.slice(0, 8));
    expect(body).toContain('@\u200balice');
    const final = renderFinalReport(record([...events, runEnd()]), context(), { redactor: r });
    expect(final).not.toContain(TOKEN.slice(0, 8));
  });

  test('callEvents fixture sanity: a hostile tool name is defused in the details summary', () => {
    const body = renderFinalReport(record([...turn(1, [{ name: '@octo-org/admins', summary: 'x' }]), runEnd()]), context());
    expect(body).toContain('<b>@\u200bocto-org/admins</b>');
    expect(callEvents({ name: 'x' })).toHaveLength(2);
  });
});
