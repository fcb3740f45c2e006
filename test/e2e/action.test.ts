// End to end through `node dist/index.js`, the way the runner starts it: real payloads, the real
// SDK and Octokit against loopback fakes, real git with a local bare remote, real bash.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { sh } from './harness.js';
import { API_KEY, GH_TOKEN, runScenario, tool, type Scenario } from './scenario.js';

let current: Scenario | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});
async function scenario(...args: Parameters<typeof runScenario>): Promise<Scenario> {
  current = await runScenario(...args);
  return current;
}

const FIX = { file_path: 'src/greet.js', old_string: '  return `Hello, ${name}!`;', new_string: "  return `Hello, ${name || 'world'}!`;" };

describe('a PR comment runs the agent and reports back', () => {
  test('tools run, the report comment carries the tool log and the diff, and the fix is pushed to the PR branch', async () => {
    const s = await scenario({
      inputs: { push: 'pr-branch' },
      responses: [
        toolMessage([tool('t1', 'Read', { file_path: 'src/greet.js' }), tool('t2', 'Grep', { pattern: 'greet' })], 'Looking first.'),
        toolMessage([tool('t3', 'Edit', FIX)]),
        toolMessage([tool('t4', 'Bash', { command: 'npm test' })]),
        textMessage('Fixed the fallback; tests pass.'),
      ],
    });
    expect(s.run.code, s.run.stderr + s.run.stdout).toBe(0);
    expect(s.api.failures).toEqual([]);
    expect(s.run.outputs).toMatchObject({ conclusion: 'success', tool_calls: '4', denied_count: '0' });

    const report = s.commentBodies.at(-1) as string;
    expect(report).toContain('<!-- marshal:report -->');
    for (const name of ['Read', 'Grep', 'Edit', 'Bash']) expect(report).toContain(name);
    expect(report).toContain('```diff');
    expect(report).toContain("name || 'world'");
    expect(report).toContain('Fixed the fallback');
    // One comment, created once and then updated in place.
    expect(s.reports()).toHaveLength(1);
    expect(s.gh.state.reactions.map((r) => r.content)).toEqual(['eyes', '+1']);

    // The model was offered only tools the policy can allow, and saw the untrusted comment fenced.
    const first = s.api.requests[0]?.body as { tools: { name: string }[]; system: unknown };
    expect(first.tools.map((t) => t.name).sort()).toEqual(['Bash', 'Edit', 'Glob', 'Grep', 'LS', 'Read', 'Write']);

    // The fix is committed on the PR branch in the remote, with a co-author trailer.
    const log = sh(s.repo.remote, ['log', '-1', '--format=%s%n%b', 'feature']);
    expect(log).toMatch(/^marshal: /);
    expect(log).toContain('Co-authored-by: octocat');
    expect(sh(s.repo.remote, ['show', 'feature:src/greet.js'])).toContain("name || 'world'");
    expect(readFileSync(s.run.outputs.diff_path as string, 'utf8')).toContain("name || 'world'");
  });

  test('a comment without the trigger phrase does nothing at all', async () => {
    const s = await scenario({ edit: (p) => (p.comment.body = 'Looks good to me, thanks!') });
    expect(s.run.code).toBe(0);
    expect(s.run.outputs.conclusion).toBe('skipped');
    expect(s.gh.requests).toHaveLength(0);
    expect(s.api.requests).toHaveLength(0);
  });

  test('an actor without write permission is refused before anything runs', async () => {
    const s = await scenario({ github: { permissions: { octocat: { permission: 'read', role_name: 'read' } } } });
    expect(s.run.code).toBe(0);
    expect(s.run.outputs.conclusion).toBe('refused');
    expect(s.run.stdout).toMatch(/read permission/);
    expect(s.reports()).toHaveLength(0);
    expect(s.gh.state.reactions).toHaveLength(0);
    expect(s.api.requests).toHaveLength(0);
  });

  test('bots are refused unless listed in allow_bots', async () => {
    const refused = await scenario({ fixture: 'issue-comment.created.pull-request.bot' });
    expect(refused.run.outputs.conclusion).toBe('refused');
    expect(refused.api.requests).toHaveLength(0);
    await refused.close();
    const payload = (await import('./scenario.js')).fixture('issue-comment.created.pull-request.bot');
    const allowed = await scenario({
      fixture: 'issue-comment.created.pull-request.bot',
      inputs: { allow_bots: payload.comment.user.login },
      github: { permissions: { [payload.comment.user.login]: { permission: 'write' } } },
      responses: [textMessage('Nothing to do.')],
    });
    expect(allowed.run.outputs.conclusion, allowed.run.stdout).toBe('success');
    expect(allowed.api.requests).toHaveLength(1);
  });
});

describe('policy enforcement', () => {
  test('a denied call is reported with its rule, and fail_on_deny fails the step', async () => {
    const s = await scenario({
      inputs: { fail_on_deny: 'true' },
      responses: [
        toolMessage([tool('t1', 'Bash', { command: 'npm test && git push origin HEAD:main' })]),
        toolMessage([tool('t2', 'Read', { file_path: '.env.example' })]),
        textMessage('Could not push.'),
      ],
    });
    expect(s.run.code).toBe(1);
    // The output says what the step says (verdict.ts): failure.
    expect(s.run.outputs).toMatchObject({ denied_count: '2', conclusion: 'failure' });
    expect(s.run.stdout).toMatch(/::error.*Denied Bash/);
    const report = s.commentBodies.at(-1) as string;
    expect(report).toContain('Bash(git push:*)');
    expect(report).toContain('Read(.env*)');
    // The model got the denial as an error result it can act on.
    const second = JSON.stringify(s.api.requests[1]?.body);
    expect(second).toContain('Denied by policy');
  });

  test('a PR cannot loosen the policy of its own run', async () => {
    const loose = 'version: 1\nallow: [Read, Bash, Edit]\n';
    const s = await scenario({
      prFiles: { '.github/marshal.yml': loose },
      responses: [toolMessage([tool('t1', 'Bash', { command: 'git push origin feature' })]), textMessage('Denied.')],
    });
    expect(s.run.code).toBe(0);
    expect(s.run.outputs.denied_count).toBe('1');
    const report = s.commentBodies.at(-1) as string;
    expect(report).toContain('changes .github/marshal.yml');
    expect(report).toContain('Bash(git push:*)');
  });
});

describe('secret hygiene', () => {
  test('a secret echoed by a tool never reaches GitHub, the model, or the transcript', async () => {
    const s = await scenario({
      extraFiles: { 'notes/leak.txt': `token=${GH_TOKEN}\nkey=${API_KEY}\nbasic=${Buffer.from(`x-access-token:${GH_TOKEN}`).toString('base64')}\n` },
      responses: [
        toolMessage([tool('t1', 'Bash', { command: 'cat notes/leak.txt' }), tool('t2', 'Bash', { command: 'env' })]),
        toolMessage([tool('t3', 'Read', { file_path: 'notes/leak.txt' })]),
        textMessage(`I found ${GH_TOKEN} in the notes.`),
      ],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    const sources = {
      github: s.gh.requests.map((r) => r.rawBody).join('\n'),
      model: s.api.requests.slice(1).map((r) => JSON.stringify(r.body)).join('\n'),
      transcript: readFileSync(s.run.outputs.transcript_path as string, 'utf8'),
      // `::add-mask::` is the command that registers a secret with the runner (never displayed).
      log: s.run.stdout.split('\n').filter((l) => !l.startsWith('::add-mask::')).join('\n'),
      summary: s.run.summary,
    };
    for (const [where, text] of Object.entries(sources)) {
      for (const secret of [GH_TOKEN, API_KEY, Buffer.from(`x-access-token:${GH_TOKEN}`).toString('base64')]) {
        expect(text.includes(secret), `${where} contains ${secret.slice(0, 8)}...`).toBe(false);
      }
    }
    const everything = [
      ...s.gh.requests.map((r) => r.rawBody),
      ...s.api.requests.slice(1).map((r) => JSON.stringify(r.body)),
      readFileSync(s.run.outputs.transcript_path as string, 'utf8'),
      sources.log,
      s.run.summary,
    ].join('\n');
    expect(everything).not.toContain(GH_TOKEN);
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain(Buffer.from(`x-access-token:${GH_TOKEN}`).toString('base64'));
    // The tool's environment had no INPUT_* variables at all.
    const envOutput = JSON.stringify(s.api.requests[1]?.body);
    expect(envOutput).toContain('PATH=');
    expect(envOutput).not.toContain('INPUT_');
  });

  test("a process an allowed command starts cannot read the secrets from Marshal's /proc/<pid>/environ", async () => {
    // Reversed, so the redactor cannot hide a leak from this test: the raw tool output is what
    // the model receives.
    const reversed = (text: string) => [...text].reverse().join('');
    // What a hostile test suite would do: walk up the process tree reading each environ.
    const peek = [
      "const fs = require('fs');",
      'const out = [];',
      'for (let pid = process.ppid; pid > 1; ) {',
      "  try { out.push(...fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\\0').filter((l) => /^(INPUT_|ACTIONS_|NPM_|GITHUB_REPOSITORY=)/.test(l))); } catch {}",
      "  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');",
      "  pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);",
      '}',
      "console.log(out.map((l) => [...l].reverse().join('')).join('\\n'));",
    ].join('\n');
    const s = await scenario({
      policy: 'version: 1\nallow:\n  - Bash(node scripts/peek.cjs)\n',
      extraFiles: { 'scripts/peek.cjs': peek },
      // The scrubbing is the layer under the sandbox (which makes the block unreadable to tools
      // altogether, see e2e/sandbox.test.ts): tested here on its own.
      inputs: { sandbox: 'off' },
      extraEnv: { ACTIONS_RUNTIME_TOKEN: 'runtime-token-do-not-leak-0123', NPM_TOKEN: 'npm_tokenDoNotLeak0123456789' },
      responses: [
        toolMessage([tool('t1', 'Bash', { command: 'node scripts/peek.cjs' })]),
        textMessage('Read it.'),
      ],
    });
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    const seen = JSON.stringify(s.api.requests[1]?.body.messages);
    // The command did read Marshal's environment block (non-secret values are still there) ...
    expect(seen).toContain(reversed('GITHUB_REPOSITORY=octo-org/greeter'));
    expect(seen).toContain(reversed('INPUT_ANTHROPIC_API_KEY='));
    // ... but every secret value in it was overwritten before the agent started.
    for (const secret of [API_KEY, GH_TOKEN, 'runtime-token-do-not-leak-0123', 'npm_tokenDoNotLeak0123456789']) {
      expect(seen).not.toContain(reversed(secret));
      expect(seen).not.toContain(secret);
    }
    expect(s.run.stdout).toMatch(/Scrubbed \d+ secret variable\(s\)/);
  });
});

describe('scheduled runs', () => {
  test('schedule with a prompt and push new-pr opens a PR from marshal/<run-id>', async () => {
    const s = await scenario({
      eventName: 'schedule',
      fixture: 'schedule',
      prFiles: null,
      inputs: { prompt: 'Write release notes to notes/release.md', push: 'new-pr' },
      responses: [toolMessage([tool('t1', 'Write', { file_path: 'notes/release.md', content: '# Release notes\n' })]), textMessage('Wrote them.')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.gh.state.createdPulls).toHaveLength(1);
    expect(s.gh.state.createdPulls[0]).toMatchObject({ head: 'marshal/4242', base: 'main' });
    expect(s.run.outputs.pr_url).not.toBe('');
    expect(sh(s.repo.remote, ['show', 'marshal/4242:notes/release.md'])).toBe('# Release notes\n');
    expect(s.run.summary).toContain('release.md');
  });

  test('no diff means no PR', async () => {
    const s = await scenario({
      eventName: 'schedule',
      fixture: 'schedule',
      prFiles: null,
      inputs: { prompt: 'Check the README', push: 'new-pr' },
      responses: [toolMessage([tool('t1', 'Read', { file_path: 'README.md' })]), textMessage('All good.')],
    });
    expect(s.run.code).toBe(0);
    expect(s.gh.state.createdPulls).toHaveLength(0);
    expect(sh(s.repo.remote, ['branch', '--list'])).not.toContain('marshal/');
  });
});

describe('size caps and GitHub faults', () => {
  test('a report larger than GitHub allows is capped, and the full diff is in the output file', async () => {
    const big = Array.from({ length: 6000 }, (_, i) => `line ${i} ${'x'.repeat(40)}`).join('\n');
    const s = await scenario({
      responses: [toolMessage([tool('t1', 'Write', { file_path: 'src/big.txt', content: big })]), textMessage('Wrote a big file.')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    for (const body of s.commentBodies) expect(body.length).toBeLessThanOrEqual(65_536);
    const report = s.commentBodies.at(-1) as string;
    expect(report).toContain('Wrote a big file');
    expect(readFileSync(s.run.outputs.diff_path as string, 'utf8')).toContain('line 5999');
  });

  test('GitHub 5xx on comment updates is retried, and the job summary is written', async () => {
    const s = await scenario({
      before: (gh) => gh.failNext('PATCH /repos/*/*/issues/comments/*', 502, 2),
      responses: [toolMessage([tool('t1', 'Read', { file_path: 'README.md' })]), textMessage('Read it.')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    const patches = s.gh.requests.filter((r) => r.method === 'PATCH');
    expect(patches.length).toBeGreaterThanOrEqual(3);
    expect(s.reports().at(-1)?.body).toContain('Read it.');
    expect(s.run.summary).toContain('Read it.');
  }, 60_000);

  test('when GitHub keeps failing, the run still succeeds and the job summary holds the report', async () => {
    const s = await scenario({
      before: (gh) => gh.failNext(/^(POST|PATCH) .*comments/, 503, 1000),
      responses: [toolMessage([tool('t1', 'Read', { file_path: 'README.md' })]), textMessage('Summary survives.')],
    });
    expect(s.run.code, s.run.stdout).toBe(0);
    expect(s.reports()).toHaveLength(0);
    expect(s.run.summary).toContain('Summary survives.');
    expect(s.run.stdout).toMatch(/Could not post/);
  }, 90_000);
});
