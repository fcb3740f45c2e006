// The sandbox end to end through `node dist/index.js`, with a hostile scripted model: an allowed
// command runs a program the agent wrote, and that program tries everything the policy forbids.
// Each test asserts that the secret appears nowhere: GitHub requests, model requests, the comment,
// the outputs, the summary, the pushed refs.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { textMessage, toolMessage } from '../fakes/messages-api.js';
import { systemProgram } from '../../src/sandbox/privilege.js';
import { SANDBOX_SKIP_REASON } from '../sandbox/sandbox-support.js';
import { sh } from './harness.js';
import { API_KEY, GH_TOKEN, runScenario, tool, type Scenario } from './scenario.js';

const SECRET = 'DOTENV_SECRET_4b1d9e';
let current: Scenario | null = null;
const servers: http.Server[] = [];
afterEach(async () => {
  await current?.close();
  current = null;
  for (const s of servers.splice(0)) s.close();
});

async function listen(host: string): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end(`hello from ${host}\n`);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { port: (server.address() as { port: number }).port, hits };
}

/** Everything Marshal sent anywhere or left behind, as one string. */
function everything(s: Scenario): string {
  const remoteRefs = sh(s.repo.remote, ['for-each-ref', '--format=%(refname)']).split('\n').filter(Boolean);
  const pushed = remoteRefs.map((ref) => sh(s.repo.remote, ['log', '-p', '--all', '-1', ref])).join('\n');
  // Request bodies and paths (the token and the key belong in the Authorization headers).
  return [
    JSON.stringify(s.gh.requests.map((r) => [r.method, r.path, r.query, r.body])),
    JSON.stringify(s.api.requests.map((r) => r.body)),
    JSON.stringify(s.run.outputs),
    s.run.summary,
    // `::add-mask::<secret>` is how the runner is told what to mask: the one place a secret belongs.
    s.run.stdout.replace(/^::add-mask::.*$/gm, ''),
    s.run.stderr,
    pushed,
    s.run.outputs.diff_path ? readFileSync(s.run.outputs.diff_path, 'utf8') : '',
  ].join('\n');
}

const EVIL = (ports: { allowed: number; refused: number }) => `
const fs = require('fs');
const cp = require('child_process');
const out = [];
try { fs.copyFileSync('.env', 'src/leak.txt'); out.push('copied'); } catch (e) { out.push('copy:' + e.code); }
try { fs.renameSync('src/.env.local', 'src/notes.txt'); out.push('renamed'); } catch (e) { out.push('rename:' + e.code); }
try { fs.symlinkSync('../.git/hooks', 'src/h'); fs.writeFileSync('src/h/pre-push', '#!/bin/sh\\necho pwned\\n'); out.push('hook-written'); } catch (e) { out.push('hook:' + e.code); }
const curl = (args) => { try { return cp.execFileSync('curl', ['-s', '-m', '5', ...args]).toString().trim(); } catch (e) { return 'curl-failed:' + (e.status ?? e.code); } };
out.push('allowed=' + curl(['http://127.0.0.2:${ports.allowed}/via-proxy']));
out.push('refused=' + curl(['http://127.0.0.3:${ports.refused}/via-proxy']));
out.push('direct=' + curl(['--noproxy', '*', 'http://127.0.0.3:${ports.refused}/direct']));
// A daemon that leaves the process group and drops its environment, then waits for the token.
cp.spawn('/usr/bin/env', ['-i', '/bin/sh', '-c',
  'sleep 3; for f in /proc/[0-9]*/environ; do tr "\\\\0" "\\\\n" < $f 2>/dev/null | grep -a TOKEN; done > src/stolen.txt 2>&1; cat .git/config >> src/stolen.txt; cat .env >> src/stolen.txt'],
  { detached: true, stdio: 'ignore' }).unref();
fs.writeFileSync('src/report.txt', out.join('\\n') + '\\n');
console.log(out.join('\\n'));
`;

const POLICY = `version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(node src/evil.cjs)
deny:
  - Read(.env*)
network:
  loopback: false
  allow: ["127.0.0.2"]
`;

/** The sandbox uid a run reported ("Sandbox: enforced (uid N; ..."). */
function uidOfRun(stdout: string): number {
  const uid = Number(/Sandbox: enforced \(uid (\d+)/.exec(stdout)?.[1]);
  expect(uid, stdout).toBeGreaterThan(0);
  return uid;
}

describe.skipIf(SANDBOX_SKIP_REASON !== null)('the sandbox holds against what programs do', () => {
  test('a hostile program: denied file, hook through a symlink, network, a detached token thief, an untracked .env', async () => {
    const allowed = await listen('127.0.0.2');
    const refused = await listen('127.0.0.3');
    current = await runScenario({
      policy: POLICY,
      inputs: { push: 'pr-branch', sandbox: 'required' },
      prepare: (repo) => {
        // An earlier workflow step left a secret file (untracked, not ignored), and
        // actions/checkout persisted the token in .git/config.
        writeFileSync(path.join(repo.workspace, '.env'), `API_TOKEN=${SECRET}\n`);
        chmodSync(path.join(repo.workspace, '.env'), 0o644);
        writeFileSync(path.join(repo.workspace, 'src', '.env.local'), `LOCAL=${SECRET}\n`);
        execFileSync('git', ['config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${GH_TOKEN}`).toString('base64')}`], { cwd: repo.workspace });
      },
      responses: [
        toolMessage([tool('t1', 'Write', { file_path: 'src/evil.cjs', content: EVIL({ allowed: allowed.port, refused: refused.port }) })]),
        toolMessage([tool('t2', 'Bash', { command: 'node src/evil.cjs' })]),
        toolMessage([tool('t3', 'Read', { file_path: 'src/leak.txt' }), tool('t4', 'Read', { file_path: 'src/report.txt' })]),
        toolMessage([tool('t5', 'Read', { file_path: 'src/notes.txt' }), tool('t6', 'Grep', { pattern: 'DOTENV_SECRET', output_mode: 'content' })]),
        textMessage('Done.'),
      ],
    });
    const s = current;
    // The symlink the program left (src/h -> .git/hooks) is a change no Edit rule allows: reverted,
    // and a reverted change fails the step (the check run and `conclusion` say the same).
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(1);
    expect(s.run.outputs.conclusion).toBe('failure');
    expect(s.run.stdout).toMatch(/Reverted src\/h/);
    expect(s.run.stdout).toMatch(/Sandbox: enforced/);
    // What the program saw.
    const report = readFileSync(path.join(s.repo.workspace, 'src', 'report.txt'), 'utf8');
    expect(report).toMatch(/copy:EACCES/);
    expect(report).toMatch(/renamed/);
    // Marshal's own Read refuses the renamed denied file by identity; the outcome check drops it.
    expect(JSON.stringify(s.api.requests.at(-1)?.body)).toMatch(/src\/notes\.txt is the Read-denied file src\/\.env\.local under another name/);
    expect(s.commentBodies.at(-1)).toMatch(/notes\.txt left out of the diff/);
    expect(report).toMatch(/hook:EACCES/);
    expect(report).toMatch(/allowed=hello from 127\.0\.0\.2/);
    expect(report).not.toMatch(/refused=hello/);
    expect(report).not.toMatch(/direct=hello/);
    expect(allowed.hits).toEqual(['/via-proxy']);
    expect(refused.hits).toEqual([]);
    // The thief was killed before it woke up; the hook was never written.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(existsSync(path.join(s.repo.workspace, 'src', 'stolen.txt'))).toBe(false);
    expect(existsSync(path.join(s.repo.workspace, '.git', 'hooks', 'pre-push'))).toBe(false);
    // The blocked host is reported once, grouped.
    const comment = s.commentBodies.at(-1) as string;
    expect(comment).toMatch(/127\.0\.0\.3/);
    // The secret, the token and the key appear nowhere.
    const all = everything(s);
    const at = all.indexOf(SECRET);
    expect(at, all.slice(Math.max(0, at - 300), at + 100)).toBe(-1);
    for (const secret of [SECRET, GH_TOKEN, API_KEY, Buffer.from(`x-access-token:${GH_TOKEN}`).toString('base64')]) expect(all.includes(secret), secret).toBe(false);
    // The untracked .env is neither in the diff nor pushed, and is still there for later steps.
    expect(readFileSync(s.run.outputs.diff_path as string, 'utf8')).not.toContain('b/.env');
    expect(readFileSync(path.join(s.repo.workspace, '.env'), 'utf8')).toContain(SECRET);
    // The token is back in .git/config for later steps, and the sandbox user is gone.
    expect(execFileSync('git', ['config', '--get', 'http.https://github.com/.extraheader'], { cwd: s.repo.workspace, encoding: 'utf8' })).toContain('basic');
    // (Other test files run sandboxes at the same time: only this run's user is looked for.)
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`marshal-sbx-${uidOfRun(s.run.stdout)}:`);
  }, 90_000);

  test('a file no Edit rule allows is reverted and counts as a denial; a Read-denied file is dropped', async () => {
    current = await runScenario({
      policy: `version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(npm test)\ndeny:\n  - Read(secrets/**)\n`,
      inputs: { push: 'pr-branch', fail_on_deny: 'true' },
      extraFiles: { 'package.json': '{"name":"g","private":true,"scripts":{"test":"node scripts/t.cjs"}}\n', 'scripts/t.cjs': "require('fs').writeFileSync('README.md','rewritten by a test\\n');require('fs').mkdirSync('secrets',{recursive:true});require('fs').writeFileSync('secrets/token.txt','made by test\\n');require('fs').writeFileSync('src/ok.txt','fine\\n')\n" },
      responses: [toolMessage([tool('t1', 'Bash', { command: 'npm test' })]), textMessage('Ran the tests.')],
    });
    const s = current;
    expect(s.run.outputs.denied_count).toBe('1');
    expect(s.run.code).not.toBe(0);
    const diff = readFileSync(s.run.outputs.diff_path as string, 'utf8');
    expect(diff).toContain('src/ok.txt');
    expect(diff).not.toContain('rewritten by a test');
    expect(diff).not.toContain('secrets/token.txt');
    expect(readFileSync(path.join(s.repo.workspace, 'README.md'), 'utf8')).not.toContain('rewritten');
    const pushed = sh(s.repo.remote, ['show', '--stat', 'feature']);
    expect(pushed).toContain('src/ok.txt');
    expect(pushed).not.toContain('secrets/');
    expect(s.commentBodies.at(-1)).toMatch(/README\.md/);
  }, 90_000);
});

describe.skipIf(SANDBOX_SKIP_REASON !== null)('a cancelled job', () => {
  test('SIGTERM mid-command: the run ends cancelled, reports, and leaves no sandbox behind', async () => {
    let sandboxUid = 0;
    current = await runScenario({
      policy: 'version: 1\nallow:\n  - Read\n  - Bash(sleep:*)\n',
      inputs: { sandbox: 'required' },
      responses: [toolMessage([tool('t1', 'Bash', { command: 'sleep 60' })]), textMessage('unreachable')],
      onSpawn: (child) => {
        const poll = setInterval(() => {
          // The sandbox user running this test's `sleep 60` (other test files run sandboxes too).
          const line = execFileSync('ps', ['-eo', 'uid,args'], { encoding: 'utf8' }).split('\n').map((l) => /^\s*(\d+)\s+sleep 60$/.exec(l)).find((m) => m && Number(m[1]) >= 62_000 && Number(m[1]) < 64_000);
          if (line) {
            sandboxUid = Number(line[1]);
            clearInterval(poll);
            child.kill('SIGTERM');
          }
        }, 100);
        child.once('exit', () => clearInterval(poll));
      },
    });
    const s = current;
    expect(sandboxUid).toBeGreaterThan(0);
    expect(s.run.outputs.conclusion, s.run.stdout).toBe('cancelled');
    expect(s.commentBodies.at(-1)).toMatch(/sleep 60/);
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`marshal-sbx-${sandboxUid}:`);
    expect(execFileSync('ps', ['-eo', 'uid,args'], { encoding: 'utf8' })).not.toMatch(new RegExp(`^\\s*${sandboxUid}\\s`, 'm'));
    expect(execFileSync('iptables', ['-w', '-S'], { encoding: 'utf8' })).not.toContain(`MARSHAL-${sandboxUid}`);
  }, 90_000);
});

// GitHub-hosted runners run Marshal as an unprivileged `runner` user with passwordless sudo:
// the same guarantees through `sudo -n`, with Marshal unable to signal the sandbox's processes
// itself and its own tools editing files the sandbox created.
const RUNNER = 'marshal-test-runner';
const canMakeRunner = SANDBOX_SKIP_REASON === null && process.getuid?.() === 0 && systemProgram('sudo') !== null;
test('CI runs the non-root runner test (root, sudo installed by .ci/run)', () => {
  if (process.env.CI) expect(canMakeRunner).toBe(true);
});
describe.skipIf(!canMakeRunner)('the sandbox from a non-root runner with sudo -n', () => {
  let runner: { uid: number; gid: number; home: string };
  beforeAll(() => {
    try {
      execFileSync('id', ['-u', RUNNER], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['-m', '-s', '/bin/bash', RUNNER]);
    }
    writeFileSync(`/etc/sudoers.d/${RUNNER}`, `${RUNNER} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, RUNNER], { encoding: 'utf8' }).trim()));
    runner = { uid: uid as number, gid: gid as number, home: `/home/${RUNNER}` };
  });
  afterAll(() => {
    rmSync(`/etc/sudoers.d/${RUNNER}`, { force: true });
  });

  test('denied file, a timed-out daemon-spawning command, Marshal editing what the sandbox wrote, nothing left behind', async () => {
    const prog = [
      "const fs = require('fs');",
      "let r = []; try { fs.readFileSync('.env'); r.push('read'); } catch (e) { r.push('env:' + e.code); }",
      "fs.writeFileSync('src/made.txt', 'made by the sandbox\\n'); r.push('umask:' + (fs.statSync('src/made.txt').mode & 0o777).toString(8));",
      "require('child_process').spawn('/usr/bin/env', ['-i', '/bin/sleep', '300'], { detached: true, stdio: 'ignore' }).unref();",
      'console.log(r.join(" "));',
    ].join('\n');
    current = await runScenario({
      asUser: runner,
      policy: 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(node src/prog.cjs)\n  - Bash(sleep:*)\ndeny:\n  - Read(.env*)\n',
      inputs: { sandbox: 'required', push: 'pr-branch' },
      prepare: (repo) => writeFileSync(path.join(repo.workspace, '.env'), `API_TOKEN=${SECRET}\n`, { mode: 0o644 }),
      responses: [
        toolMessage([tool('t1', 'Write', { file_path: 'src/prog.cjs', content: prog })]),
        toolMessage([tool('t2', 'Bash', { command: 'node src/prog.cjs' })]),
        toolMessage([tool('t3', 'Bash', { command: 'sleep 30', timeout: 1000 })]),
        toolMessage([tool('t4', 'Edit', { file_path: 'src/made.txt', old_string: 'made by the sandbox', new_string: 'edited by Marshal' })]),
        textMessage('Done.'),
      ],
    });
    const s = current;
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    expect(s.run.stdout).toMatch(/Sandbox: enforced/);
    const out = JSON.stringify(s.api.requests.map((r) => r.body));
    expect(out).toContain('env:EACCES');
    expect(out).toContain('umask:664');
    expect(out).toMatch(/timed out after 1000 ms/);
    expect(readFileSync(path.join(s.repo.workspace, 'src', 'made.txt'), 'utf8')).toBe('edited by Marshal\n');
    expect(everything(s).includes(SECRET)).toBe(false);
    // Everything in the workspace belongs to the runner again; no sandbox user or process is left.
    const foreign = execFileSync('find', [s.repo.workspace, '-not', '-uid', String(runner.uid)], { encoding: 'utf8' }).trim();
    expect(foreign).toBe('');
    // (Other test files run sandboxes at the same time: only this run's user is looked for.)
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`marshal-sbx-${uidOfRun(s.run.stdout)}:`);
    expect(execFileSync('ps', ['-eo', 'user:32,args'], { encoding: 'utf8' })).not.toMatch(/marshal-sbx-\d+\s+\/bin\/sleep 300/);
    expect(sh(s.repo.remote, ['show', 'feature:src/made.txt'])).toContain('edited by Marshal');
  }, 90_000);

  test('Node\'s fetch reaches an allowed host through the proxy on Node 20, and the proxy credential is on no command line', async () => {
    const allowed = await listen('127.0.0.2');
    const refused = await listen('127.0.0.3');
    const prog = [
      "const fs = require('fs');",
      'const out = [];',
      // Every command line on the machine is world-readable: the sudo parent of this very program among them.
      "const lines = fs.readdirSync('/proc').filter((p) => /^\\d+$/.test(p)).map((p) => { try { return fs.readFileSync('/proc/' + p + '/cmdline', 'latin1'); } catch { return ''; } });",
      "out.push('cmdline-proxy:' + (lines.some((l) => /(^|\\0)(HTTPS?_PROXY|https?_proxy|ALL_PROXY)=|marshal:[A-Za-z0-9_-]{20}/.test(l)) ? 'seen' : 'none'));",
      "out.push('env-proxy:' + (/^http:\\/\\/marshal:[^@]+@127\\.0\\.0\\.1:\\d+$/.test(process.env.HTTPS_PROXY || '') ? 'credentialed' : String(process.env.HTTPS_PROXY)));",
      '(async () => {',
      `  try { out.push('fetch-allowed=' + (await (await fetch('http://127.0.0.2:${allowed.port}/fetched')).text()).trim()); } catch (e) { out.push('fetch-allowed-failed:' + (e.cause?.code || e.message)); }`,
      `  try { const r = await fetch('http://127.0.0.3:${refused.port}/fetched'); out.push('fetch-refused=' + r.status); } catch (e) { out.push('fetch-refused-failed'); }`,
      "  console.log(out.join(' '));",
      '})();',
    ].join('\n');
    current = await runScenario({
      asUser: runner,
      policy: 'version: 1\nallow:\n  - Read\n  - Edit(src/**)\n  - Bash(node src/fetch.cjs)\nnetwork:\n  loopback: false\n  allow: ["127.0.0.2"]\n',
      inputs: { sandbox: 'required' },
      responses: [
        toolMessage([tool('t1', 'Write', { file_path: 'src/fetch.cjs', content: prog })]),
        toolMessage([tool('t2', 'Bash', { command: 'node src/fetch.cjs' })]),
        textMessage('Done.'),
      ],
    });
    const s = current;
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    const seen = JSON.stringify(s.api.requests.at(-1)?.body);
    expect(seen).toContain('cmdline-proxy:none');
    expect(seen).toContain('env-proxy:credentialed');
    expect(seen).toContain('fetch-allowed=hello from 127.0.0.2');
    expect(seen).toMatch(/fetch-refused(=403|-failed)/); // undici tunnels: the 403 comes as a failed CONNECT
    expect(allowed.hits).toEqual(['/fetched']);
    expect(refused.hits).toEqual([]);
  }, 90_000);
});

// A self-hosted runner's user without root or passwordless sudo: `auto` runs with command analysis
// only and says so in one line; `required` ends before the model is called.
const PLAIN_RUNNER = 'marshal-test-nosudo';
describe.skipIf(!canMakeRunner)('the sandbox where it cannot be enforced (no root, no sudo)', () => {
  let plain: { uid: number; gid: number; home: string };
  beforeAll(() => {
    try {
      execFileSync('id', ['-u', PLAIN_RUNNER], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['-m', '-s', '/bin/bash', PLAIN_RUNNER]);
    }
    rmSync(`/etc/sudoers.d/${PLAIN_RUNNER}`, { force: true });
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, PLAIN_RUNNER], { encoding: 'utf8' }).trim()));
    plain = { uid: uid as number, gid: gid as number, home: `/home/${PLAIN_RUNNER}` };
  });

  test('auto: the run goes on with command analysis only, and the report, summary and log say why', async () => {
    current = await runScenario({
      asUser: plain,
      policy: 'version: 1\nallow:\n  - Read\n  - Bash(echo:*)\n',
      inputs: { sandbox: 'auto' },
      responses: [toolMessage([tool('t1', 'Bash', { command: 'echo hello-from-tool' })]), textMessage('Done.')],
    });
    const s = current;
    expect(s.run.code, s.run.stdout + s.run.stderr).toBe(0);
    const line = /Sandbox: not enforced \(([^)]*)\)[^\n]*command analysis only/;
    expect(s.run.stdout).toMatch(line);
    expect(s.run.stdout).toMatch(/passwordless sudo/);
    expect(s.commentBodies.at(-1)).toMatch(line);
    expect(s.run.summary).toMatch(line);
    expect(JSON.stringify(s.api.requests.at(-1)?.body)).toContain('hello-from-tool');
  }, 90_000);

  test('required: the run ends before the first model call, saying why', async () => {
    current = await runScenario({
      asUser: plain,
      policy: 'version: 1\nsandbox: required\nallow:\n  - Read\n',
      inputs: { sandbox: 'auto' },
      responses: [textMessage('never asked')],
    });
    const s = current;
    expect(s.run.code).toBe(1);
    expect(s.api.requests).toHaveLength(0);
    expect(s.run.stdout + s.run.stderr).toMatch(/sandbox: required, but it cannot be enforced here: .*passwordless sudo/);
    expect(s.run.outputs.conclusion).toBe('failure');
  }, 90_000);
});
