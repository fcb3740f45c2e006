// The sandbox, enforced by the kernel: real uid, real ACLs, real iptables, real bash. Each test
// asserts an outcome (a read refused, a pid gone from /proc, a rule gone from the firewall).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { firewallPresent } from '../../src/sandbox/firewall.js';
import { writeTool } from '../../src/tools/write.js';
import { makeContext, runTool } from '../tools/tool-harness.js';
import { probePrivilege } from '../../src/sandbox/privilege.js';
import { processesOf } from '../../src/sandbox/reaper.js';
import { createSandbox, type Sandbox } from '../../src/sandbox/sandbox.js';
import { runCommand, type Exec } from '../../src/exec.js';
import { stricterMode } from '../../src/sandbox/run-sandbox.js';
import { listSandboxUsers } from '../../src/sandbox/sandbox-user.js';
import { canReadFixture, makeFixture, SANDBOX_SKIP_REASON, SECRET, type Fixture } from './sandbox-support.js';

const open: Sandbox[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

async function sandboxFor(fx: Fixture, network = { allow: [] as string[], deny: [] as string[], loopback: true }): Promise<Sandbox> {
  const sandbox = await createSandbox({
    mode: 'required',
    workspace: fx.workspace,
    canRead: canReadFixture,
    network,
    hooksPath: null,
    hide: [fx.runnerTemp],
    toolPaths: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  });
  open.push(sandbox);
  return sandbox;
}

async function sh(sandbox: Sandbox, fx: Fixture, script: string) {
  const r = await sandbox.exec({ script, cwd: fx.workspace, timeoutMs: 20_000 });
  return { ...r, text: r.output };
}

test('CI enforces the sandbox tests (they never skip there)', () => {
  if (process.env.CI) expect(SANDBOX_SKIP_REASON, 'CI must be able to run the sandbox tests').toBeNull();
});

test('a policy can make the sandbox stricter, never looser', () => {
  expect(stricterMode('auto', 'required')).toBe('required');
  expect(stricterMode('required', 'off')).toBe('required');
  expect(stricterMode('off', 'auto')).toBe('auto');
  expect(stricterMode('auto', undefined)).toBe('auto');
});

test('sandbox: off gives plain execution and says so', async () => {
  const fx = makeFixture();
  const sandbox = await createSandbox({ mode: 'off', workspace: fx.workspace, canRead: canReadFixture, network: { allow: [], deny: [], loopback: true }, hooksPath: null, hide: [], toolPaths: {} });
  expect(sandbox.status.enforced).toBe(false);
  expect(sandbox.status.summary).toMatch(/off/);
});

describe.skipIf(SANDBOX_SKIP_REASON !== null)(`enforced sandbox${SANDBOX_SKIP_REASON ? ` (skipped: ${SANDBOX_SKIP_REASON})` : ''}`, () => {
  test('processes run as a separate uid that cannot read Read-denied files, however it tries', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    expect(sandbox.status.enforced, sandbox.status.summary).toBe(true);
    const r = await sh(sandbox, fx, [
      'id -u',
      'cat .env; echo "cat=$?"',
      'cp .env src/copied.txt; echo "cp=$?"',
      "node -e 'try{require(\"fs\").readFileSync(\".env\");console.log(\"node=read\")}catch(e){console.log(\"node=\"+e.code)}'",
      'grep -r SECRET_VALUE . ; echo "grep=$?"',
      'ls secrets; echo "ls=$?"',
      'mv .env src/innocent.txt; echo "movetop=$?"',
      'mv src/.env.local src/innocent.txt; cat src/innocent.txt; echo "moved=$?"',
    ].join('\n'));
    expect(r.text).not.toContain(SECRET);
    expect(Number(r.stdout.split('\n')[0])).toBe(sandbox.status.uid);
    expect(r.text).toMatch(/cat=1/);
    expect(r.text).toMatch(/node=EACCES/);
    expect(r.text).toMatch(/ls=2/);
    expect(r.text).toMatch(/movetop=1/);
    expect(r.text).toMatch(/moved=1/);
    // A denied file renamed inside a directory the uid may change stays unreadable, and is still
    // known by identity to Marshal's own tools and the outcome check.
    expect(sandbox.deniedInodes?.originOf(path.join(fx.workspace, 'src', 'innocent.txt'))).toBe('src/.env.local');
  });

  test('everyday work still runs: git, writing files, a server on localhost', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const server = createServer((socket) => socket.end('pong\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const r = await sh(sandbox, fx, [
        'git status --short && echo status-ok',
        'echo "x" > src/new.js && mkdir -p build/out && echo y > build/out/a.txt && echo write-ok',
        'rm README.md && mv src lib && mv lib src && echo top-level-ok',
        'git checkout -q -b topic && git checkout -q main && echo branch-ok',
        'git add src/new.js && git commit -qm wip && echo commit-ok',
        'git config --global user.email agent@e.test && echo identity-ok',
        'git stash list >/dev/null && echo stash-ok',
        `node -e 'require("net").connect(${port},"127.0.0.1").on("data",d=>{process.stdout.write("server="+d)})'`,
        'echo tmp > "$TMPDIR/t" && echo tmpdir-ok',
        'echo home > "$HOME/h" && echo home-ok',
      ].join('\n'));
      for (const ok of ['status-ok', 'write-ok', 'top-level-ok', 'branch-ok', 'commit-ok', 'identity-ok', 'stash-ok', 'server=pong', 'tmpdir-ok', 'home-ok']) expect(r.text, r.text).toContain(ok);
    } finally {
      server.close();
    }
  });

  test('npm ci and npm test run inside it (a local dependency, caches in the sandbox HOME, coverage in the workspace)', async () => {
    const fx = makeFixture();
    const ws = fx.workspace;
    mkdirSync(path.join(ws, 'lib'));
    writeFileSync(path.join(ws, 'lib', 'package.json'), JSON.stringify({ name: 'lib', version: '1.0.0', main: 'index.js' }));
    writeFileSync(path.join(ws, 'lib', 'index.js'), 'module.exports = 42;\n');
    writeFileSync(path.join(ws, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', scripts: { test: 'node --test test/' }, dependencies: { lib: 'file:./lib' } }));
    mkdirSync(path.join(ws, 'test'));
    writeFileSync(path.join(ws, 'test', 'a.test.js'), "const t = require('node:test'); const a = require('node:assert'); t('lib', () => a.equal(require('lib'), 42));\n");
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--offline'], { cwd: ws, stdio: 'ignore' });
    const sandbox = await sandboxFor(fx);
    const r = await sh(sandbox, fx, 'rm -rf node_modules && npm ci --no-audit --no-fund --offline >/dev/null 2>&1; echo "ci=$?"; npm test >/dev/null 2>&1; echo "test=$?"; mkdir -p coverage && echo x > coverage/lcov.info && echo cov-ok');
    expect(r.text, r.text).toContain('ci=0');
    expect(r.text).toContain('test=0');
    expect(r.text).toContain('cov-ok');
  }, 60_000);

  test('files Marshal\'s own tools create stay writable for the sandbox (a formatter after a Write)', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const written = await runTool(writeTool, { file_path: 'src/deep/new.js', content: 'let a=1\n' }, makeContext(fx.workspace));
    expect(written.isError, written.content).toBeFalsy();
    const r = await sh(sandbox, fx, 'echo "let b=2" >> src/deep/new.js && echo appended && touch src/deep/other.js && echo created');
    expect(r.text, r.text).toContain('appended');
    expect(r.text).toContain('created');
    expect(readFileSync(path.join(fx.workspace, 'src', 'deep', 'new.js'), 'utf8')).toBe('let a=1\nlet b=2\n');
  });

  test('Read-denied files that appear after set-up (a background process of an earlier step) are hidden before the next call', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    await sh(sandbox, fx, 'true');
    // Written as the runner between calls: new names in a known directory, in a new one, and a
    // denied name replaced by a new file.
    writeFileSync(path.join(fx.workspace, '.env.production'), `PROD=${SECRET}\n`);
    mkdirSync(path.join(fx.workspace, 'src', 'conf', 'deep'), { recursive: true });
    writeFileSync(path.join(fx.workspace, 'src', 'conf', 'deep', '.env'), `X=${SECRET}\n`);
    mkdirSync(path.join(fx.workspace, 'secrets', 'later'), { recursive: true });
    rmSync(path.join(fx.workspace, 'src', '.env.local'));
    writeFileSync(path.join(fx.workspace, 'src', '.env.local'), `REPLACED=${SECRET}\n`);
    const r = await sh(sandbox, fx, 'cat .env.production src/conf/deep/.env src/.env.local; grep -r SECRET_VALUE . ; echo "done"');
    expect(r.text).toContain('done');
    expect(r.text).not.toContain(SECRET);
    expect(sandbox.deniedInodes?.originOf(path.join(fx.workspace, 'src', 'conf', 'deep', '.env'))).toBe('src/conf/deep/.env');
  });

  test('protected git paths, the runner\'s files and shared temp dirs are out of reach', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const r = await sh(sandbox, fx, [
      'echo evil > .git/hooks/pre-commit; echo "hook=$?"',
      'ln -s ../../src .git/hooks/link 2>/dev/null; echo "hooklink=$?"',
      'mv .git/hooks .git/hooks-old; echo "mvhooks=$?"',
      'echo "[core]" >> .git/config; echo "config=$?"',
      'mv .git/config .git/config-old; echo "mvconfig=$?"',
      'mv .git .git-old; echo "mvgit=$?"',
      'rm -rf .git; echo "rmgit=$?"',
      `cat ${fx.runnerTemp}/event.json; echo "runnertemp=$?"`,
      `cat ${fx.root}/.credentials; echo "credentials=$?"`,
      `ls ${fx.root}; echo "listtop=$?"`,
      'echo x > /tmp/marshal-sbx-probe; echo "tmp=$?"',
      `cat /proc/${process.pid}/environ >/dev/null; echo "environ=$?"`,
    ].join('\n'));
    for (const key of ['hook', 'hooklink', 'mvhooks', 'config', 'mvconfig', 'mvgit', 'rmgit', 'runnertemp', 'credentials', 'listtop', 'tmp', 'environ']) {
      expect(r.text, r.text).toMatch(new RegExp(`${key}=[1-9]`));
    }
    expect(r.text).not.toContain('runner-temp-content');
    expect(r.text).not.toContain('runner-credentials-content');
    expect(existsSync('/tmp/marshal-sbx-probe')).toBe(false);
    expect(existsSync(path.join(fx.workspace, '.git', 'hooks', 'pre-commit'))).toBe(false);
  });

  test('a spooled stdout (git grep, git ls-files) is written by the uid through the descriptor it is given', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const r = await sandbox.exec({ argv: ['sh', '-c', 'id -u; seq 1 5000 | tail -n 1'], cwd: fx.workspace, timeoutMs: 20_000, spoolStdout: true });
    expect(r.exitCode, r.output).toBe(0);
    expect(r.stdout).toBe(`${sandbox.status.uid}\n5000\n`);
  });

  test('a detached daemon with a cleared environment is gone when the call ends', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    await sh(sandbox, fx, '(setsid env -i /bin/sleep 300 &) ; (nohup env -i /bin/sh -c "sleep 300" >/dev/null 2>&1 &); echo started');
    expect(processesOf(sandbox.status.uid as number)).toEqual([]);
  });

  test('a slow reap of one call never kills the next call (as under a loaded sudo)', async () => {
    const fx = makeFixture();
    // The first `kill -KILL -1` the sandbox sends is held back 1.5 s before it starts, as a
    // loaded machine's sudo can: the next call must not be running when it lands.
    let held = false;
    const exec: Exec = async (req) => {
      if (!held && req.argv?.includes('-KILL') && req.argv.includes('-1')) {
        held = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      return runCommand(req);
    };
    const sandbox = await createSandbox({
      mode: 'required', workspace: fx.workspace, canRead: canReadFixture, network: { allow: [], deny: [], loopback: true },
      hooksPath: null, hide: [fx.runnerTemp], toolPaths: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, exec,
    });
    open.push(sandbox);
    await sh(sandbox, fx, '(setsid /bin/sleep 300 &); sleep 0.5; echo started');
    expect(held).toBe(true);
    const second = await sh(sandbox, fx, 'sleep 2; echo survived');
    expect(second.text).toContain('survived');
    expect(second.exitCode).toBe(0);
    expect(processesOf(sandbox.status.uid as number)).toEqual([]);
  });

  test('a service (stdio MCP server) runs as its own uid: outlives tool calls, its secret out of their reach, gone at stop', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const svcSecret = 'svc-secret-4d1e8a';
    const launch = await sandbox.startService({
      name: 'probe',
      argv: [process.execPath, '-e', [
        "const fs = require('fs'); const r = [];",
        "r.push('uid=' + process.getuid()); r.push('secret=' + process.env.SVC_TOKEN); r.push('mode=' + process.env.MODE);",
        "try { fs.readFileSync('.env'); r.push('env=read'); } catch (e) { r.push('env=' + e.code); }",
        "try { fs.writeFileSync('src/svc.txt', 'x'); r.push('write=ok'); } catch (e) { r.push('write=' + e.code); }",
        "try { fs.readFileSync('README.md'); r.push('readme=ok'); } catch (e) { r.push('readme=' + e.code); }",
        "console.log(r.join(' '));",
        "process.stdin.on('data', (d) => console.log('echo:' + d.toString().trim()));",
      ].join('\n')],
      cwd: fx.workspace,
      env: { MODE: 'ro' },
      secretEnv: { SVC_TOKEN: svcSecret },
    });
    expect(launch.args.join(' ')).not.toContain(svcSecret);
    const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    const until = async (re: RegExp) => {
      for (let i = 0; i < 200 && !re.test(out); i++) await new Promise((r) => setTimeout(r, 50));
      return out;
    };
    try {
      await until(/readme=/);
      const svcUid = Number(/uid=(\d+)/.exec(out)?.[1]);
      expect(svcUid).toBeGreaterThan(0);
      expect(svcUid).not.toBe(sandbox.status.uid);
      expect(out).toContain(`secret=${svcSecret}`);
      expect(out).toContain('mode=ro');
      expect(out).toContain('env=EACCES');
      expect(out).toContain('write=EACCES');
      expect(out).toContain('readme=ok');
      // A tool call cannot read the service's environment or command line secret, and ending the
      // call (which reaps the tools' uid) leaves the service running.
      const r = await sh(sandbox, fx, `cat /proc/${child.pid}/environ; echo "environ=$?"; ps -eo args | grep -c ${svcSecret.slice(0, 10)} ; true`);
      expect(r.text).not.toContain(svcSecret);
      expect(r.text).toMatch(/environ=1/);
      child.stdin.write('ping\n');
      expect(await until(/echo:ping/)).toContain('echo:ping');
      expect(execFileSync('getfacl', ['-n', '-p', path.join(fx.workspace, 'README.md')], { encoding: 'utf8' })).toContain(`user:${svcUid}:r--`);
    } finally {
      await launch.stop();
      await launch.stop();
    }
    const uid = Number(/uid=(\d+)/.exec(out)?.[1]);
    expect(processesOf(uid)).toEqual([]);
    expect(readFileSync('/etc/passwd', 'utf8')).not.toContain(`marshal-sbx-${uid}:`);
    expect(execFileSync('iptables', ['-w', '-S'], { encoding: 'utf8' })).not.toContain(`MARSHAL-${uid}`);
    expect(execFileSync('getfacl', ['-R', '-n', '-p', '-s', fx.workspace], { encoding: 'utf8' })).not.toContain(`user:${uid}:`);
  });

  test('the network: direct egress refused, loopback per policy, DNS refused', async () => {
    const fx = makeFixture();
    const server = createServer((socket) => socket.end('pong\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const closed = await sandboxFor(fx, { allow: [], deny: [], loopback: false });
      const r = await sh(closed, fx, `timeout 5 bash -c 'exec 3<>/dev/tcp/127.0.0.2/${port} && cat <&3'; echo "direct=$?"; timeout 5 bash -c 'exec 3<>/dev/udp/127.0.0.1/53'; echo probe`);
      expect(r.text).not.toContain('pong');
      expect(r.text).toMatch(/direct=[1-9]/);
      await closed.close();
      const openLoop = await sandboxFor(makeFixture(), { allow: [], deny: [], loopback: true });
      const r2 = await openLoop.exec({ script: `timeout 5 bash -c 'exec 3<>/dev/tcp/127.0.0.2/${port} && cat <&3'`, cwd: '/', timeoutMs: 10_000 });
      expect(r2.output).toContain('pong');
    } finally {
      server.close();
    }
  });

  test('clean-up leaves nothing: no user, no rule, no ACL entry, no process', async () => {
    const fx = makeFixture();
    const sandbox = await sandboxFor(fx);
    const uid = sandbox.status.uid as number;
    await sh(sandbox, fx, 'echo made > src/made.js; chmod 000 src/made.js src; (setsid sleep 300 &)');
    await sandbox.close();
    const probe = await probePrivilege();
    if (!probe.ok) throw new Error(probe.reason);
    expect(await firewallPresent(probe.privileged, uid)).toBe(false);
    expect(listSandboxUsers().map((u) => u.uid)).not.toContain(uid);
    expect(processesOf(uid)).toEqual([]);
    const acls = execFileSync('getfacl', ['-R', '-P', '-n', '-p', fx.root], { encoding: 'utf8' });
    expect(acls).not.toMatch(new RegExp(`user:${uid}:`));
    // Files the sandbox made belong to the workspace's owner again.
    expect(execFileSync('stat', ['-c', '%u', path.join(fx.workspace, 'src', 'made.js')], { encoding: 'utf8' }).trim()).toBe(String(process.getuid?.()));
    expect(readFileSync(path.join(fx.workspace, '.env'), 'utf8')).toContain(SECRET);
    // Modes the uid took away from its files are given back to their owner; .git is as before.
    expect(execFileSync('stat', ['-c', '%a', path.join(fx.workspace, 'src'), path.join(fx.workspace, 'src', 'made.js'), path.join(fx.workspace, '.git'), fx.workspace], { encoding: 'utf8' }).split('\n').slice(0, 4)).toEqual(['700', '600', '755', '755']);
  });

  test('two sandboxes at once get their own uids and leave each other alone', async () => {
    const a = makeFixture();
    const b = makeFixture();
    const [sa, sb] = await Promise.all([sandboxFor(a), sandboxFor(b)]);
    expect(sa.status.uid).not.toBe(sb.status.uid);
    await sa.close();
    const r = await sh(sb, b, 'cat .env; echo "cat=$?"; echo ok > src/x.js && echo write-ok');
    expect(r.text).toMatch(/cat=1/);
    expect(r.text).toContain('write-ok');
  });

  test('a sandbox whose owner died is cleaned up by the next run', async () => {
    const fx = makeFixture();
    const script = `
      import { createSandbox } from ${JSON.stringify(path.resolve('src/sandbox/sandbox.ts'))};
      const s = await createSandbox({ mode: 'required', workspace: ${JSON.stringify(fx.workspace)}, canRead: () => true,
        network: { allow: [], deny: [], loopback: true }, hooksPath: null, hide: [], toolPaths: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
      console.log('UID=' + s.status.uid);
      await s.exec({ script: '(setsid sleep 300 &); true', cwd: '/' }).catch(() => {});
      process.kill(process.pid, 'SIGKILL');
    `;
    writeFileSync(path.join(fx.root, 'crash.mts'), script);
    let out = '';
    try {
      out = execFileSync(path.resolve('node_modules/.bin/tsx'), [path.join(fx.root, 'crash.mts')], { encoding: 'utf8' });
    } catch (error) {
      out = String((error as { stdout?: string }).stdout ?? '');
    }
    const uid = Number(/UID=(\d+)/.exec(out)?.[1]);
    expect(uid).toBeGreaterThan(0);
    // (Another run starting meanwhile on this machine may already have cleaned it up: either way
    // the next run leaves nothing of it.)
    await sandboxFor(makeFixture());
    expect(listSandboxUsers().map((u) => u.uid)).not.toContain(uid);
    expect(processesOf(uid)).toEqual([]);
    const acls = execFileSync('getfacl', ['-R', '-P', '-n', '-p', fx.workspace], { encoding: 'utf8' });
    expect(acls).not.toMatch(new RegExp(`user:${uid}:`));
  }, 60_000);
});
