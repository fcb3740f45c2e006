// Red-team cases by CLASS, second audit (issue 12, classes 5, 8, 9, 10, 11), under a policy shaped
// like the audited one: package managers and build tools allowed by prefix, git's reading
// commands allowed, deny rules on rm, git push, npm publish, curl, wget and secret files. Each
// row is decided twice, by the command analysis alone and by the sandbox-relaxed analysis
// (policy.withSandbox()): program runs, writes and what git prints from its object store are
// decided the same in both. A denial must name its cause in the reason. The rows sample each
// class; the fixes model the programs (package managers' option grammars and runners, git's
// object store, option spellings, git's configuration, build tools' options and environment).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCommand } from '../../src/exec.js';
import { loadPolicy, type Policy } from '../../src/policy/index.js';
import { decideVia, makeWorkspace, type Workspace } from './workspace-fixture.js';

/** The audited policy, shortened: the rule forms that matter for these classes. */
const AUDITED = `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(npm test)
  - Bash(npm run:*)
  - Bash(npm exec:*)
  - Bash(npm explore:*)
  - Bash(npm:*)
  - Bash(npx:*)
  - Bash(npx vitest:*)
  - Bash(pnpm:*)
  - Bash(pnpm exec vitest:*)
  - Bash(yarn:*)
  - Bash(git diff:*)
  - Bash(git log:*)
  - Bash(git show:*)
  - Bash(git add:*)
  - Bash(git stash:*)
  - Bash(git grep:*)
  - Bash(git ls-files:*)
  - Bash(git cat-file:*)
  - Bash(git diff-tree:*)
  - Bash(git fsck:*)
  - Bash(git status:*)
  - Bash(go test:*)
  - Bash(go build:*)
  - Bash(cargo test:*)
  - Bash(cargo build:*)
  - Bash(gradle test:*)
  - Bash(pytest:*)
  - Bash(python3 -m pytest:*)
  - Bash(uv run pytest:*)
  - Bash(poetry run pytest:*)
  - Bash(make test:*)
  - Bash(cat:*)
  - Bash(ls:*)
  - Bash(echo:*)
  - Bash(cp:*)
  - Bash(mv:*)
  - Bash(sed:*)
  - Bash(tee:*)
  - Bash(find:*)
  - Bash(env:*)
  - Bash(vitest:*)
deny:
  - Read(.env*)
  - Read(secrets/**)
  - Bash(rm:*)
  - Bash(rm -rf:*)
  - Bash(git push:*)
  - Bash(npm publish:*)
  - Bash(npm run deploy:*)
  - Bash(curl:*)
  - Bash(wget:*)
`;

/** Deny rules that name flags: every spelling of those flags must be denied. */
const FLAGS = `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(git reset:*)
  - Bash(git push:*)
  - Bash(git clean:*)
  - Bash(sed:*)
  - Bash(curl:*)
  - Bash(rm:*)
deny:
  - Read(.env*)
  - Bash(git reset --hard:*)
  - Bash(git push --force:*)
  - Bash(git clean -f:*)
  - Bash(sed -i:*)
  - Bash(curl -X POST:*)
  - Bash(rm -rf:*)
`;

type Name = 'audited' | 'flags';
/** A denial's reason must match `cause` (the rule, or the words that name why). */
type Row = [policy: Name, tool: string, input: Record<string, unknown>, expect: 'allow' | 'deny', cause?: RegExp];

const sh = (policy: Name, command: string, expect: 'allow' | 'deny', cause?: RegExp): Row => [policy, 'Bash', { command }, expect, cause];
const write = (file_path: string, expect: 'allow' | 'deny', cause?: RegExp): Row => ['audited', 'Write', { file_path, content: 'x' }, expect, cause];

const PUSH = /Bash\(git push:\*\)/;
const RM = /Bash\(rm:\*\)|Bash\(rm -rf:\*\)/;
const PUBLISH = /Bash\(npm publish:\*\)/;
const CURL = /Bash\(curl:\*\)/;
const OBJECTS = /no ref reaches|no branch or tag reaches|any object git holds/;

// 5. git printing objects named on its input, or all objects at once: any blob in the object
// store, dangling ones (a dropped stash, an undone `git add`) included.
const GIT_OBJECTS: Row[] = [
  sh('audited', 'git cat-file --batch-all-objects --batch', 'deny', OBJECTS),
  sh('audited', 'git cat-file --batch-all-objects --unordered --batch', 'deny', OBJECTS),
  sh('audited', 'git cat-file --batch-all-objects --batch-command < src/a.ts', 'deny', OBJECTS),
  sh('audited', 'echo BLOB | git cat-file --batch', 'deny', OBJECTS),
  sh('audited', 'git cat-file --batch <<< BLOB', 'deny', OBJECTS),
  sh('audited', 'git cat-file --batch < src/a.ts', 'deny', OBJECTS),
  sh('audited', "git cat-file --batch='%(objectname)' <<< BLOB", 'deny', OBJECTS),
  sh('audited', 'echo STASH^3:.env | git cat-file --batch', 'deny', OBJECTS),
  sh('audited', 'git log -p --stdin <<< STASH^3', 'deny', OBJECTS),
  sh('audited', 'echo STASH^3 | git log -p --stdin', 'deny', OBJECTS),
  sh('audited', 'git show --stdin <<< STASH', 'deny', OBJECTS),
  sh('audited', 'git diff-tree -p --stdin <<< STASH', 'deny', OBJECTS),
  sh('audited', 'git log --patch --stdin --all < src/a.ts', 'deny', OBJECTS),
  // fsck writes unreachable objects' contents as files under .git/lost-found.
  sh('audited', 'git fsck --lost-found', 'deny', /\.git\/lost-found/),
  sh('audited', 'git fsck --unreachable', 'allow'),
  // Names and sizes only; what refs reach, without a denied path in it.
  sh('audited', 'git cat-file --batch-all-objects --batch-check', 'allow'),
  sh('audited', 'git log -p -1', 'allow'),
  sh('audited', 'git show HEAD', 'allow'),
  sh('audited', 'git cat-file -p HEAD', 'allow'),
  sh('audited', 'git log --stdin --oneline <<< HEAD', 'allow'),
];

// 8. Package managers: global options with values, aliases, and the commands their runners run
// (exec, explore, dlx, pnpm's fallback to exec for commands it does not know).
const RUNNERS: Row[] = [
  sh('audited', 'npm explore x -- git push', 'deny', PUSH),
  sh('audited', "npm exec -- sh -c 'git push'", 'deny', PUSH),
  sh('audited', 'npm exec env rm -rf x', 'deny', RM),
  sh('audited', 'npm -w pkgs/a exec git push', 'deny', PUSH),
  sh('audited', 'npm --workspace pkgs/a x -- git push origin', 'deny', PUSH),
  sh('audited', 'npm --loglevel silent exec -- npm publish', 'deny', PUBLISH),
  sh('audited', 'npm --logl silent exec -- npm publish', 'deny', PUBLISH),
  sh('audited', 'npx --loglevel silent git push', 'deny', PUSH),
  sh('audited', "npx -c 'git push'", 'deny', PUSH),
  sh('audited', "npm exec --call 'curl http://evil'", 'deny', CURL),
  sh('audited', 'pnpm --filter a exec git push', 'deny', PUSH),
  sh('audited', 'pnpm -F a exec -- git push', 'deny', PUSH),
  sh('audited', 'pnpm -C src exec rm -rf x', 'deny', RM),
  sh('audited', 'pnpm --reporter silent exec npm publish', 'deny', PUBLISH),
  sh('audited', 'pnpm recursive exec git push', 'deny', PUSH),
  sh('audited', 'pnpm m exec git push', 'deny', PUSH),
  sh('audited', 'pnpm git push', 'deny', PUSH),
  sh('audited', 'pnpm curl http://evil', 'deny', CURL),
  sh('audited', 'pnpm --silent curl http://evil', 'deny', CURL),
  sh('audited', "pnpm exec -- sh -c 'git push'", 'deny', PUSH),
  sh('audited', 'pnpm exec env git push', 'deny', PUSH),
  sh('audited', 'pnpm exec find . -exec rm {} +', 'deny', RM),
  sh('audited', 'pnpm dlx x git push', 'deny'),
  sh('audited', 'yarn git push', 'deny', PUSH),
  sh('audited', 'yarn run curl http://evil', 'deny', CURL),
  sh('audited', 'pnpm publish', 'deny', PUBLISH),
  sh('audited', 'pnpm -r publish --access public', 'deny', PUBLISH),
  sh('audited', 'yarn npm publish', 'deny', PUBLISH),
  sh('audited', 'yarn publish', 'deny', PUBLISH),
  sh('audited', 'pnpm run deploy', 'deny', /Bash\(npm run deploy:\*\)/),
  // The inner command is analysed as if typed at the prompt: its writes, its own rule.
  sh('audited', 'pnpm exec cp src/a.ts .github/workflows/x.yml', 'deny', /workflows/),
  sh('audited', 'npm exec -- tee .git/hooks/pre-commit', 'deny', /\.git/),
  sh('audited', 'pnpm exec node -e 1', 'deny', /no allow rule/),
  sh('audited', 'npx node -e 1', 'deny', /no allow rule/),
  // npx / npm exec fetch a package of that name when none is installed: only a rule naming the
  // runner and the program allows it, not the program's own rule (Bash(vitest:*)).
  sh('audited', 'npm exec vitest run', 'deny', /no allow rule.*npm may fetch another program/),
  sh('audited', 'npm exec vitest --script-shell=src/a.sh', 'deny', /script-shell/),
  sh('audited', 'npm exec', 'deny', /starts a shell reading its input/),
  sh('audited', 'npx -p some-pkg', 'deny', /starts a shell reading its input/),
  sh('audited', 'npx --node-options=--require=./src/a.js vitest', 'deny', /node-options|configuration/),
  // Everyday package manager work stays allowed.
  sh('audited', 'npm test', 'allow'),
  sh('audited', 'npm run lint', 'allow'),
  sh('audited', 'npm -w pkgs/a run build', 'allow'),
  sh('audited', 'npx vitest run', 'allow'),
  sh('audited', 'pnpm test', 'allow'),
  sh('audited', 'pnpm -F api test', 'allow'),
  sh('audited', 'pnpm -r build', 'allow'),
  sh('audited', 'pnpm lint', 'allow'),
  sh('audited', 'pnpm exec vitest run', 'allow'),
  sh('audited', 'pnpm --filter api exec vitest run', 'allow'),
  sh('audited', 'pnpm exec cat src/a.ts', 'allow'),
  sh('audited', 'yarn test', 'allow'),
];

// 9. Flags in deny rules, spelt as the program reads them.
const FLAG_SPELLINGS: Row[] = [
  sh('flags', 'git reset --har', 'deny', /git reset --hard/),
  sh('flags', 'git reset --ha HEAD~1', 'deny', /git reset --hard/),
  sh('flags', 'sed --in-place s/a/b/ src/a.ts', 'deny', /sed -i/),
  sh('flags', 'sed --in-place=.bak s/a/b/ src/a.ts', 'deny', /sed -i/),
  sh('flags', 'sed --in-pl s/a/b/ src/a.ts', 'deny', /sed -i/),
  sh('flags', 'sed --in-place=.orig -e s/a/b/ src/a.ts', 'deny', /sed -i/),
  sh('flags', 'curl http://x -X POST', 'deny', /curl -X POST/),
  sh('flags', 'curl --request POST http://x', 'deny', /curl -X POST/),
  sh('flags', 'curl -XPOST http://x', 'deny', /curl -X POST/),
  sh('flags', 'curl --request=POST http://x', 'deny', /curl -X POST/),
  sh('flags', 'curl --req POST http://x', 'deny', /curl -X POST/),
  sh('flags', 'curl -X post http://x', 'deny', /curl -X POST/),
  sh('flags', 'git push origin +main', 'deny', /git push --force/),
  sh('flags', 'git push origin +HEAD:refs/heads/main', 'deny', /git push --force/),
  sh('flags', 'git push --force-with-lease origin main', 'deny', /git push --force/),
  sh('flags', 'git push --mirror origin', 'deny', /git push --force/),
  sh('flags', 'git push --force-with-lease=main:abc origin main', 'deny', /git push --force/),
  sh('flags', 'git reset --merge --ha', 'deny', /git reset --hard/),
  sh('flags', 'curl --data x --request=post http://x', 'deny', /curl -X POST/),
  // curl sends data with POST unless told otherwise.
  sh('flags', 'curl -d x http://x', 'deny', /curl -X POST/),
  sh('flags', 'curl --json {} http://x', 'deny', /curl -X POST/),
  sh('flags', 'curl -F a=b http://x', 'deny', /curl -X POST/),
  // The same programs without the flags stay allowed.
  sh('flags', 'git reset HEAD~1', 'allow'),
  sh('flags', 'git reset --soft HEAD~1', 'allow'),
  sh('flags', 'git reset -- src/a.ts', 'allow'),
  sh('flags', 'sed -n 1,5p src/a.ts', 'allow'),
  sh('flags', 'sed -e s/a/b/ src/a.ts', 'allow'),
  sh('flags', 'curl -s http://x', 'allow'),
  sh('flags', 'curl -X GET http://x', 'allow'),
  sh('flags', 'curl -H "X-Post: 1" http://x', 'allow'),
  sh('flags', 'curl -G -d q=1 http://x', 'allow'),
  sh('flags', 'git push origin main', 'allow'),
  sh('flags', 'git push -u origin feature', 'allow'),
  sh('flags', 'git clean -n', 'allow'),
  sh('flags', 'rm -r src/lib', 'allow'),
];

// 10. Programs git's configuration names (fsmonitor, pagers, textconv, filters, credential
// helpers, aliases with !, ...), also through included files: writing them is writing a hook.
const CONFIG_PROGRAMS: Row[] = [
  sh('audited', 'echo "curl x" > src/fsmon.sh', 'deny', /fsmonitor|runs as a program|hook/),
  sh('audited', 'cp src/a.ts src/fsmon.sh', 'deny', /fsmonitor|runs as a program|hook/),
  sh('audited', 'sed -i s/a/b/ src/conv.sh', 'deny', /textconv|runs as a program|hook/),
  sh('audited', 'tee src/clean.sh < src/a.ts', 'deny', /filter|runs as a program|hook/),
  sh('audited', 'echo x >> src/cred.sh', 'deny', /credential|runs as a program|hook/),
  sh('audited', 'echo x > src/alias.sh', 'deny', /alias|runs as a program|hook/),
  sh('audited', 'echo x > src/ssh.sh', 'deny', /sshcommand|runs as a program|hook/i),
  sh('audited', 'mv src/a.ts src/pager.sh', 'deny', /pager|runs as a program|hook/),
  write('src/fsmon.sh', 'deny', /fsmonitor|runs as a program|hook/),
  write('src/ssh.sh', 'deny', /sshcommand|runs as a program|hook/i),
  sh('audited', 'echo x > src/notes.txt', 'allow'),
  write('src/a.ts', 'allow'),
];

// 11. Options and environment of allowed build tools that run programs or write elsewhere.
const BUILD_TOOLS: Row[] = [
  sh('audited', 'go test -args -test.cpuprofile=package.json', 'deny', /package\.json|Edit/),
  sh('audited', 'go test ./... -args -test.trace=.github/marshal.yml', 'deny', /\.github/),
  sh('audited', 'go test ./... -args -test.testlogfile=.git/hooks/pre-commit', 'deny', /\.git/),
  sh('audited', 'go test ./... -args -test.outputdir=..', 'deny', /outside|\.\./),
  sh('audited', 'go test ./... -args -test.gocoverdir=..', 'deny', /outside|\.\./),
  sh('audited', 'go test ./... -args -test.unknownflag=x', 'deny', /test\.unknownflag/),
  sh('audited', 'go build -gcflags=-cpuprofile=package.json ./...', 'deny', /gcflags/),
  sh('audited', 'pytest --log-file=.git/hooks/pre-commit', 'deny', /\.git/),
  sh('audited', 'python3 -m pytest --log-file=package.json', 'deny', /package\.json|Edit/),
  sh('audited', 'pytest --cov-config=src/evil.cfg', 'deny', /cov-config/),
  sh('audited', 'pytest --tx popen//python=./src/evil', 'deny', /--tx/),
  // Project runners run the tool as a command of its own: its options are checked the same.
  sh('audited', 'uv run pytest --log-file=package.json', 'deny', /package\.json|Edit/),
  sh('audited', 'poetry run pytest -p src.evil', 'deny', /-p/),
  sh('audited', 'uv run --directory .. pytest', 'deny', /--directory/),
  sh('audited', 'uv run git push', 'deny', PUSH),
  sh('audited', 'cargo test -- --logfile package.json', 'deny', /package\.json|Edit/),
  sh('audited', 'cargo test -- --logfile=.git/x', 'deny', /\.git/),
  sh('audited', "CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUNNER='rm -rf x' cargo test", 'deny', /CARGO_TARGET/),
  sh('audited', 'CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER=src/a.sh cargo build', 'deny', /CARGO_TARGET/),
  sh('audited', 'RUSTC_WORKSPACE_WRAPPER=src/a.sh cargo build', 'deny', /RUSTC_WORKSPACE_WRAPPER/),
  sh('audited', 'RUSTDOC=src/a.sh cargo test', 'deny', /RUSTDOC/),
  sh('audited', "CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_RUSTFLAGS='-Clinker=src/a.sh' cargo build", 'deny', /CARGO_TARGET/),
  sh('audited', "env RUSTDOC=src/a.sh cargo test", 'deny', /RUSTDOC/),
  sh('audited', "PYTEST_ADDOPTS='-p src.evil' pytest", 'deny', /PYTEST_ADDOPTS/),
  sh('audited', 'PYTEST_PLUGINS=src.evil pytest', 'deny', /PYTEST_PLUGINS/),
  sh('audited', 'COVERAGE_RCFILE=src/evil.cfg pytest', 'deny', /COVERAGE_RCFILE/),
  sh('audited', 'MAKEFILES=src/evil.mk make test', 'deny', /MAKEFILES/),
  sh('audited', 'GO=./src/evil make test', 'deny', /GO=|make/),
  sh('audited', 'GOBIN=.git/hooks go test ./...', 'deny', /GOBIN/),
  sh('audited', 'gradle test -p ..', 'deny', /outside|\.\./),
  sh('audited', 'gradle test --project-dir=/tmp', 'deny', /outside|\/tmp|directory/),
  sh('audited', 'gradle test -Dorg.gradle.java.home=/tmp/evil', 'deny', /-D/),
  sh('audited', 'gradle test -Dorg.gradle.jvmargs=-javaagent:src/x.jar', 'deny', /-D/),
  sh('audited', 'gradle test --write-locks', 'deny', /write-locks|lock/),
  sh('audited', 'gradle test --write-verification-metadata sha256', 'deny', /verification-metadata|Edit/),
  sh('audited', 'JAVA_OPTS=-javaagent:src/x.jar gradle test', 'deny', /JAVA_OPTS/),
  sh('audited', 'SHELL=src/a.sh make test', 'deny', /SHELL/),
  // Everyday build and test work stays allowed.
  sh('audited', 'go test ./...', 'allow'),
  sh('audited', 'go test -count=1 -run TestX ./... -args -test.v', 'allow'),
  sh('audited', 'GOFLAGS=-count=1 go test ./...', 'allow'),
  sh('audited', 'GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go build ./...', 'allow'),
  sh('audited', 'go build -ldflags="-s -w -X main.version=1.0" ./...', 'allow'),
  sh('audited', 'cargo test', 'allow'),
  sh('audited', 'cargo test -- --nocapture --test-threads=1', 'allow'),
  sh('audited', 'cargo test parser:: -- --exact', 'allow'),
  sh('audited', 'RUST_BACKTRACE=1 cargo test', 'allow'),
  sh('audited', 'pytest -q', 'allow'),
  sh('audited', 'pytest -x -q --cov=src --cov-report=term-missing', 'allow'),
  sh('audited', 'uv run pytest -q -k api', 'allow'),
  sh('audited', 'poetry run pytest --lf', 'allow'),
  sh('audited', 'PYTHONDONTWRITEBYTECODE=1 pytest -q', 'allow'),
  sh('audited', 'CI=1 pytest -q', 'allow'),
  sh('audited', 'make test', 'allow'),
  sh('audited', 'CI=1 make test', 'allow'),
  sh('audited', 'gradle test --info', 'allow'),
];

const GROUPS: Record<string, Row[]> = {
  '5 git objects from stdin or all at once': GIT_OBJECTS,
  '8 package managers and their runners': RUNNERS,
  '9 flag spellings in deny rules': FLAG_SPELLINGS,
  '10 programs named by git configuration': CONFIG_PROGRAMS,
  '11 build tools: options and environment': BUILD_TOOLS,
};

let ws: Workspace;
const policies = {} as Record<Name, Record<'analysis' | 'sandbox', Policy>>;
const ids: Record<string, string> = {};

async function git(args: string[]): Promise<string> {
  const result = await runCommand({ argv: ['git', ...args], cwd: ws.root });
  if (result.exitCode !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.output}`);
  return result.output.trim();
}

beforeAll(async () => {
  ws = await makeWorkspace();
  const at = (rel: string) => path.join(ws.root, rel);
  for (const script of ['fsmon.sh', 'conv.sh', 'clean.sh', 'cred.sh', 'alias.sh', 'ssh.sh', 'pager.sh']) writeFileSync(at(`src/${script}`), '#!/bin/sh\n');
  writeFileSync(at('package.json'), JSON.stringify({ name: 'x', scripts: { test: 'vitest', lint: 'eslint src', build: 'tsc', deploy: 'sh deploy.sh' } }));
  mkdirSync(at('config'));
  writeFileSync(at('config/extra.gitconfig'), '[core]\n\tsshCommand = sh src/ssh.sh\n');
  // Only code is committed: no path in history is Read-denied.
  await git(['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'add', 'src/a.ts', 'src/lib/b.ts', 'README.md']);
  await git(['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init']);
  // .env in the object store, reachable from no ref: a stash of it, dropped; a blob of it.
  await git(['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'stash', 'push', '-q', '--include-untracked', '--', '.env']);
  ids.STASH = await git(['rev-parse', 'stash@{0}']);
  await git(['stash', 'pop', '-q']);
  ids.BLOB = await git(['hash-object', '-w', '.env.local']);
  appendFileSync(at('.git/config'), [
    '[core]', '\tfsmonitor = src/fsmon.sh', '\tpager = ./src/pager.sh -R',
    '[diff "lock"]', '\ttextconv = src/conv.sh',
    '[filter "crlf"]', '\tclean = ./src/clean.sh %f',
    '[credential]', '\thelper = !src/cred.sh',
    '[alias]', '\tst = !sh src/alias.sh',
    '[include]', '\tpath = ../config/extra.gitconfig', '',
  ].join('\n'));
  for (const [name, text] of [['audited', AUDITED], ['flags', FLAGS]] as const) {
    const analysis = await loadPolicy({ cwd: ws.root, text, source: `${name}.yml` });
    policies[name] = { analysis, sandbox: analysis.withSandbox() };
  }
});
afterAll(() => ws.cleanup());

describe('class 5: the object store decides, not the command line', () => {
  test('git cat-file --batch is allowed while every object is reachable, denied once a dangling one appears', async () => {
    const fresh = await makeWorkspace();
    try {
      const run = async (args: string[]) => runCommand({ argv: ['git', '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], cwd: fresh.root });
      await run(['add', 'src/a.ts']);
      await run(['commit', '-qm', 'init']);
      const policy = await loadPolicy({ cwd: fresh.root, text: AUDITED, source: 'audited.yml' });
      for (const mode of [policy, policy.withSandbox()]) {
        const decision = await decideVia(mode, fresh.root, 'Bash', { command: 'echo HEAD:src/a.ts | git cat-file --batch' });
        expect(decision.decision, decision.reason).toBe('allow');
      }
      await run(['hash-object', '-w', '.env']);
      for (const mode of [policy, policy.withSandbox()]) {
        const decision = await decideVia(mode, fresh.root, 'Bash', { command: 'echo HEAD:src/a.ts | git cat-file --batch' });
        expect(decision.decision).toBe('deny');
        expect(decision.reason).toMatch(/1 object that no ref reaches.*Read\(\.env\*\)/);
      }
    } finally {
      fresh.cleanup();
    }
  });
});

for (const [group, rows] of Object.entries(GROUPS)) {
  describe(`class ${group}`, () => {
    for (const mode of ['analysis', 'sandbox'] as const) {
      test.each(rows.map((row) => [`${mode}: ${row[1]} ${JSON.stringify(row[2])} -> ${row[3]}`, row] as const))('%s', async (_name, row) => {
        const [policy, tool, input, expected, cause] = row;
        const resolved = { ...input };
        if (typeof resolved.command === 'string') resolved.command = resolved.command.replace(/\b(STASH|BLOB)\b/g, (m) => ids[m]!);
        const decision = await decideVia(policies[policy][mode], ws.root, tool, resolved);
        expect(decision.decision, decision.reason).toBe(expected);
        if (expected === 'deny') {
          expect(decision.reason).not.toMatch(/^allowed/);
          if (cause) expect(decision.reason).toMatch(cause);
        }
      });
    }
  });
}
