// Red-team audit, readers (class 7) and the false denials beside them: what xargs reads and runs
// (its -a file, its input as arguments, deny rules through it), which paths find's expression
// hands on, grep's --include / --exclude / --exclude-dir, git ls-files' listing, and the findings
// of `marshal policy check` (wrappers, package runners, rules that do nothing). Every row decides
// a real call on a real workspace: .env and secrets/ untracked and git-ignored, symlinks
// src/link -> ../secrets, src/envlink -> ../.env, src/etclink -> /etc, src/lib/ci-link.yml and
// src/wf into .github/workflows; in both modes: analysis
// only, and the sandbox-relaxed analysis (policy.withSandbox()) that leaves reads of workspace
// files to the kernel.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPolicy, type Decision, type Policy } from '../../src/policy/index.js';
import { runPolicyCommand } from '../../src/policy-command.js';

/** What a team allows for looking around, with the audit's deny rules. */
const READERS = `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(echo:*)
  - Bash(printf:*)
  - Bash(xargs:*)
  - Bash(find:*)
  - Bash(wc:*)
  - Bash(cat:*)
  - Bash(grep:*)
  - Bash(rm:*)
  - Bash(timeout:*)
  - Bash(git ls-files:*)
deny:
  - Read(.env*)
  - Read(secrets/**)
`;

/** Everything allowed but a few deny rules: they must hold through xargs whatever its input. */
const BROAD = `
version: 1
allow: [Read, Edit, Bash]
deny:
  - Read(.env*)
  - Read(secrets/**)
  - Bash(git push:*)
  - Bash(rm -rf:*)
`;

let base: string;
let root: string;
const policies: Record<'readers' | 'broad', Record<'analysis' | 'sandbox', Policy>> = {} as never;

beforeAll(async () => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-readers-')));
  root = path.join(base, 'repo');
  mkdirSync(root);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  Object.assign(env, { GIT_AUTHOR_NAME: 'a', GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: 'a', GIT_COMMITTER_EMAIL: 'a@example.com', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, stdio: 'pipe' });
  git('init', '-q');
  const files: Record<string, string> = {
    '.gitignore': '.env\nsecrets/\n', 'package.json': '{}\n', 'tsconfig.json': '{}\n', 'README.md': '# r\n',
    'src/a.ts': 'export const a = 1; // TOKEN\n', 'src/lib/b.ts': 'export const b = 2;\n', 'src/config.json': '{}\n',
    'docs/odd/x .env y.md': 'a name xargs splits\n', 'docs/guide.md': 'guide\n',
    '.github/workflows/ci.yml': 'on: push\n', 'src/old.tmp': 'stale\n', 'src/lib/stale.tmp': 'stale\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  symlinkSync('../secrets', path.join(root, 'src/link'));
  symlinkSync('../.env', path.join(root, 'src/envlink'));
  symlinkSync('/etc', path.join(root, 'src/etclink'));
  // Links into a directory no tool may modify: a file's and a directory's.
  symlinkSync('../../.github/workflows/ci.yml', path.join(root, 'src/lib/ci-link.yml'));
  symlinkSync('../.github/workflows', path.join(root, 'src/wf'));
  git('add', '-A');
  git('commit', '-qm', 'project');
  // Untracked: the secrets (ignored), a compiled file and a note (not ignored).
  mkdirSync(path.join(root, 'secrets'));
  writeFileSync(path.join(root, '.env'), 'TOKEN=hunter2\n');
  writeFileSync(path.join(root, 'secrets/key.pem'), 'PRIVATE\n');
  writeFileSync(path.join(root, 'src/cache.pyc'), 'compiled\n');
  writeFileSync(path.join(root, 'notes.md'), 'todo\n');
  for (const [name, text] of [['readers', READERS], ['broad', BROAD]] as const) {
    const analysis = await loadPolicy({ cwd: root, text, source: `${name}.yml` });
    policies[name] = { analysis, sandbox: analysis.withSandbox() };
  }
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const bash = (policy: Policy, command: string): Decision => policy.decide({ tool: 'Bash', kind: 'shell', input: { command }, paths: [] });

/**
 * [command, analysis-only, sandbox-relaxed, what a denial's reason must name, and commands of the
 * same shape decided the other way (the model's other side), each with both modes' decisions].
 */
type Row = [command: string, analysis: 'allow' | 'deny', sandbox: 'allow' | 'deny', reason: RegExp, also?: [string, 'allow' | 'deny', 'allow' | 'deny'][]];

function decides(policy: 'readers' | 'broad', rows: Row[]): void {
  test.each(rows)('%s -> %s (analysis), %s (sandbox)', (command, analysis, sandbox, reason, also = []) => {
    for (const [c, expected] of [[command, { analysis, sandbox }], ...also.map(([c2, a, sb]) => [c2, { analysis: a, sandbox: sb }] as const)] as const) {
      for (const mode of ['analysis', 'sandbox'] as const) {
        const decision = bash(policies[policy][mode], c);
        expect(decision.decision, `${mode}: ${c}: ${decision.reason}`).toBe(expected[mode]);
        if (expected[mode] === 'deny' && c === command) expect(decision.reason).toMatch(reason);
        if (expected[mode] === 'allow') expect(decision.reason).toMatch(mode === 'sandbox' ? /file reads enforced by the sandbox$/ : /^allowed by /);
      }
    }
  });
}

const ALLOWED = /./;

describe('xargs reads its own -a file, whatever the command (echo, printf, none)', () => {
  decides('readers', [
    ['xargs -a .env echo', 'deny', 'allow', /^xargs -a: Read\(\.env\*\) matched "\.env"/],
    ['xargs --arg-file=secrets/key.pem echo', 'deny', 'allow', /^xargs -a: Read\(secrets\/\*\*\) matched/],
    ['xargs --arg=.env echo', 'deny', 'allow', /^xargs -a: Read\(\.env\*\)/], // an abbreviation of --arg-file
    ['xargs -ra .env echo', 'deny', 'allow', /^xargs -a: Read\(\.env\*\)/], // -a in a cluster
    ['xargs -a .env printf %s', 'deny', 'allow', /^xargs -a: Read\(\.env\*\)/],
    ['xargs -a src/envlink echo', 'deny', 'allow', /^xargs -a: Read\(\.env\*\) matched "src\/envlink"/],
    // Outside the workspace and git's config: refused under the sandbox too (the kernel hides neither).
    ['xargs -a /etc/passwd echo', 'deny', 'deny', /^xargs -a: Path "\/etc\/passwd" is outside the workspace/],
    ['xargs -a .git/config echo', 'deny', 'deny', /^xargs -a: "\.git\/config" is git's config/],
    ['timeout 5 xargs -a /etc/passwd echo', 'deny', 'deny', /^xargs -a: .*outside the workspace/],
    ['xargs xargs -a /etc/passwd echo', 'deny', 'deny', /^xargs -a: .*outside the workspace/], // the xargs that xargs runs
    ['xargs -a src/* echo', 'deny', 'deny', /the shell expands the glob into several words/, [['xargs -a src/a.ts echo', 'allow', 'allow'], ['xargs -a src/a.ts', 'allow', 'allow']]],
  ]);
});

describe('xargs input split as xargs splits it (-d, -0, quotes) names the files it opens', () => {
  decides('readers', [
    ['xargs -d , cat <<< "src/a.ts,.env,"', 'deny', 'allow', /^Read\(\.env\*\) matched cat \(xargs input\) "\.env"/],
    ['xargs -d "\\x2c" cat <<< "src/a.ts,.env,"', 'deny', 'allow', /^Read\(\.env\*\) matched cat \(xargs input\)/, [['xargs -d , cat <<< "src/a.ts,src/lib/b.ts,"', 'allow', 'allow']]],
    // find's output is fed by -exec's children too: they read find's input.
    ['echo /etc/passwd | find . -maxdepth 0 -exec xargs cat \\;', 'deny', 'deny', /^cat \(xargs input\) "\/etc\/passwd" names a path outside the workspace/],
    ['cat src/a.ts | find . -maxdepth 0 -exec xargs cat \\;', 'deny', 'deny', /^xargs gives cat file names printed by "cat src\/a\.ts"/],
  ]);
});

describe('deny rules see what xargs runs with its input in place', () => {
  decides('broad', [
    ['xargs git <<< push', 'deny', 'deny', /^Bash\(git push:\*\) matched .*xargs runs "git push"/],
    ['xargs -I{} git {} origin <<< push', 'deny', 'deny', /^Bash\(git push:\*\) matched .*xargs runs "git push origin"/],
    ['xargs rm <<< "-rf src"', 'deny', 'deny', /^Bash\(rm -rf:\*\) matched .*xargs runs "rm -rf src"/],
    ['xargs -I CMD CMD -rf src <<< rm', 'deny', 'deny', /^Bash\(rm -rf:\*\) matched .*xargs runs "rm -rf src"/],
    ['xargs env <<< "git push"', 'deny', 'deny', /^Bash\(git push:\*\) matched/],
    ['git ls-files | xargs git', 'deny', 'deny', /^Bash\(git push:\*\) matched .*xargs runs "git <input>"/], // a tracked file may be named push
    ['echo push | xargs -I X git X origin', 'deny', 'deny', /^Bash\(git push:\*\) matched .*xargs runs "git push origin"/], // echo's words are known
    ['git ls-files | xargs -I X git X origin', 'deny', 'deny', /^Bash\(git push:\*\) matched .*xargs runs "git <input> origin"/],
    // find prints its starting point (push), and under it ./push, never push.
    ['find push -maxdepth 0 | xargs git', 'deny', 'deny', /^Bash\(git push:\*\) matched/, [['find . -name push | xargs git', 'allow', 'allow']]],
    ['git ls-files | xargs -I X env X -rf src', 'deny', 'deny', /^xargs hands its input to env, which takes it as the command to run/],
    ['xargs -I X bash -c X <<< "git push"', 'deny', 'deny', /xargs puts its input into a script or a command that bash runs itself/],
    ['xargs git diff <<< --ext-diff', 'deny', 'deny', /^in what xargs runs: git diff --ext-diff runs another program/],
  ]);
});

describe('deny rules see what find -exec runs with each path in place of {}', () => {
  decides('broad', [
    // find prints its starting point `push`: git {} runs git push.
    ['find push -maxdepth 0 -exec git {} \\;', 'deny', 'deny', /^Bash\(git push:\*\) matched/],
    ['find . -name push -exec git {} origin +', 'deny', 'deny', /^Bash\(git push:\*\) matched/],
    ['find src -maxdepth 0 -exec rm -r{} x \\;', 'deny', 'deny', /^Bash\(rm -rf:\*\) matched/],
    ['find src -name "*.ts" -exec git add {} +', 'allow', 'allow', ALLOWED],
    ['find src -name "*.ts" -exec wc -l {} +', 'allow', 'allow', ALLOWED],
  ]);
});

describe("find: only what its expression hands on is read (tests' values are patterns, not files)", () => {
  decides('readers', [
    ["find . -name '*.ts' -not -path '*/.git/*'", 'allow', 'allow', ALLOWED],
    ["find . -name '*.ts' -not -path './.git/*'", 'allow', 'allow', ALLOWED],
    ["find . -not -path '*/.git/*' -type f -name '*.json' | xargs cat", 'allow', 'allow', ALLOWED],
    ["find . -name '*.ts' -not -path './secrets/*' | xargs wc -l", 'allow', 'allow', ALLOWED],
    ["find . -name '*.ts' -not -name '.env*'", 'allow', 'allow', ALLOWED],
    ["find . -name '*.ts' -not -path '*secrets*'", 'allow', 'allow', ALLOWED],
    ["find . -name .git -prune -o -type f -name '*.ts' -print | xargs wc -l", 'allow', 'allow', ALLOWED],
    ["find . \\( -name .git -o -name secrets -o -name docs \\) -prune -o -type f -print | xargs wc -l", 'deny', 'allow', /^Read\(\.env\*\) matched xargs input from find "\." \(it would read "\.\/\.env"\)/],
    // -type f never matches a symlink without -L; with -L links are followed, also out of the workspace.
    ['find src -type f | xargs wc -l', 'allow', 'allow', ALLOWED],
    ['find src -type f -exec wc -l {} +', 'allow', 'allow', ALLOWED],
    ['find -L src/lib src/envlink -type f -exec wc -l {} +', 'deny', 'allow', /^Read\(\.env\*\) matched find -exec "src\/envlink" \(it would read "src\/envlink" -> "\.env"\)/],
    ['find -L src -name "*.conf" -exec cat {} +', 'deny', 'deny', /would enter "src\/etclink", a link to \/etc outside the workspace/],
    // A name xargs splits at blanks names other files: refused unless -print0 | xargs -0.
    ["find docs/odd -name '*.md' | xargs cat", 'deny', 'deny', /would pass on "docs\/odd\/x \.env y\.md", a name xargs splits/, [["find docs/odd -name '*.md' -print0 | xargs -0 cat", 'allow', 'allow']]],
    // -delete and xargs rm change only what the expression selects; -fprint writes its file only.
    ["find . -name '*.pyc' -delete", 'allow', 'allow', ALLOWED],
    ["find . -name '*.pyc' | xargs rm", 'allow', 'allow', ALLOWED],
    ["find . -name '*.md' -delete", 'deny', 'deny', /^no allow rule matches Edit "README\.md"|it would change "\.\/README\.md"/],
    ["find . -name '*.ts' -fprint src/files.txt", 'allow', 'allow', ALLOWED],
  ]);
});

describe('find -exec changes each path it hands on, as `rm PATH` would (-delete and xargs rm alike)', () => {
  decides('readers', [
    // Every *.tmp find selects is under src/, which Edit(src/**) covers: allowed however it is removed.
    ["find . -name '*.tmp' -exec rm {} +", 'allow', 'allow', ALLOWED, [
      ["find . -name '*.tmp' -exec rm {} \\;", 'allow', 'allow'],
      ["find . -name '*.tmp' -exec rm -f {} +", 'allow', 'allow'],
      ["find . -name '*.tmp' -execdir rm {} \\;", 'allow', 'allow'],
      ["find . -name '*.tmp' -ok rm {} \\;", 'allow', 'allow'],
      ["find src -name '*.tmp' -exec rm -r {} +", 'allow', 'allow'],
      ["find . -name '*.tmp' -exec timeout 5 rm {} +", 'allow', 'allow'],
      ["find . -name '*.tmp' | xargs rm", 'allow', 'allow'],
      ["find . -name '*.tmp' -delete", 'allow', 'allow'],
    ]],
    ["find . -name '*.pyc' -exec rm {} +", 'allow', 'allow', ALLOWED],
    // One path it selects is not editable: denied, naming it (as `rm README.md` is).
    ["find . -name '*.md' -exec rm {} +", 'deny', 'deny', /^find -exec rm "\." \(it would change "\.\/(README|notes)\.md"\): no allow rule matches Edit/, [
      ["find . -name '*.md' -execdir rm {} \\;", 'deny', 'deny'],
      ["find . -name '*.md' | xargs rm", 'deny', 'deny'],
      ["find . -name '*.md' -delete", 'deny', 'deny'],
    ]],
    // Protected paths: .github/workflows, .git (never editable, whatever the rules).
    ['find . -name ci.yml -exec rm {} +', 'deny', 'deny', /it would change "\.\/\.github\/workflows\/ci\.yml"\): "\.github\/workflows\/ci\.yml" is inside \.github\/workflows\//, [
      ['find . -name ci.yml -delete', 'deny', 'deny'],
    ]],
    ['find . -name HEAD -exec rm {} +', 'deny', 'deny', /inside \.git\/, which no tool may modify/],
    // Symlinks: a link to a protected file is removed as `rm LINK` would be; -L enters a linked directory.
    ["find src -name '*.yml' -exec rm {} +", 'deny', 'deny', /it would change "src\/lib\/ci-link\.yml"\): "src\/lib\/ci-link\.yml" is inside \.github\/workflows\//],
    ['find -L src/lib src/wf -name ci.yml -exec rm {} +', 'deny', 'deny', /it would change "src\/wf\/ci\.yml"\): .* is inside \.github\/workflows\//, [
      ['find src/lib src/wf -name ci.yml -exec rm {} +', 'allow', 'allow'], // without -L, src/wf is not entered
    ]],
    // Outside Edit(src/**), as `rm .env` is.
    ["find . -maxdepth 1 -name '.env*' -exec rm {} +", 'deny', 'deny', /it would change "\.\/\.env"\): no allow rule matches Edit "\.env"/, [['rm .env', 'deny', 'deny']]],
    // The command's other words are checked as written; -execdir only for rm's options and {}.
    ["find . -name '*.tmp' -exec rm {} README.md \\;", 'deny', 'deny', /^rm: no allow rule matches Edit "README\.md"/],
    ["find . -name '*.tmp' -execdir rm {} ../README.md \\;", 'deny', 'deny', /^find -execdir changes the directory the command runs in/, [
      ["find . -name '*.tmp' -execdir cat {} \\;", 'deny', 'deny'],
    ]],
    // After cd, find prints its paths as written there: its -path tests see `./workflows/ci.yml`.
    ["cd .github && find . -path './workflows/*' -delete", 'deny', 'deny', /it would change "\.\/workflows\/ci\.yml"\): "\.github\/workflows\/ci\.yml" is inside \.github\/workflows\//, [
      ["cd .github && find . -path './workflows/*' -exec rm {} +", 'deny', 'deny'],
      ["cd .github && find . -path './workflows/*' | xargs rm", 'deny', 'deny'],
      ["cd src && find . -path './lib/*' -name '*.tmp' -exec rm {} +", 'allow', 'allow'],
    ]],
    // The selection cannot be known: a variable in the expression, starting points from a file.
    ['find . -name "$P" -exec rm {} +', 'deny', 'deny', /^the paths find hands to rm .* cannot be determined/],
    ['find -files0-from src/a.ts -exec rm {} +', 'deny', 'deny', /^find -files0-from takes its starting points from a file/],
    // A shell: the path inside its script is code; as its argument the script decides.
    ["find . -name '*.tmp' -exec sh -c 'rm {}' \\;", 'deny', 'deny', /^find -exec puts each path it finds into the script sh runs/],
    ["find . -name '*.tmp' -exec sh -c 'rm \"$1\"' sh {} \\;", 'deny', 'deny', /holds a variable/, [
      ["find . -name '*.tmp' -exec sh -c 'rm \"$@\"' sh {} +", 'deny', 'deny'],
    ]],
    ["find . -name '*.tmp' -exec sh -c 'echo removing' sh {} +", 'allow', 'allow', ALLOWED],
    // `{}` inside a longer word names that word with each path in place of `{}`.
    ['find docs -maxdepth 0 -exec cat {}/../.env \\;', 'deny', 'allow', /^Read\(\.env\*\) matched find -exec cat "docs" \(it would use "docs\/\.\.\/\.env"\)/],
  ]);
  decides('broad', [
    // Everything editable by the rules, but nothing protected: every path is still checked.
    ['find .github -exec touch {} +', 'deny', 'deny', /it would change "\.github\/workflows"\): "\.github\/workflows" is inside \.github\/workflows\//, [
      ["find src -name '*.tmp' -exec touch {} +", 'allow', 'allow'],
    ]],
    ['find .github -name ci.yml -exec sed -i s/push/pull/ {} +', 'deny', 'deny', /^find -exec sed -i .* is inside \.github\/workflows\//, [
      ["find src -name '*.tmp' -exec sed -i s/a/b/ {} +", 'allow', 'allow'],
    ]],
    ['find .github -name ci.yml -exec mv {} src/ \\;', 'deny', 'deny', /^find -exec mv .* is inside \.github\/workflows\//, [
      ["find src -name '*.tmp' -exec mv {} docs/ \\;", 'allow', 'allow'],
    ]],
    ['find .github -name ci.yml -exec cp README.md {}.bak \\;', 'deny', 'deny', /it would use "\.github\/workflows\/ci\.yml\.bak"\): .* is inside \.github\/workflows\//, [
      ["find src -name '*.tmp' -exec cp README.md {}.bak \\;", 'allow', 'allow'],
    ]],
    // Editable but Read-denied: refused where `touch .env` is (the sandbox leaves reads to the kernel).
    ['find . -maxdepth 1 -name .env -exec touch {} +', 'deny', 'allow', /^Read\(\.env\*\) matched find -exec "\." \(it would read "\.\/\.env"\)/, [['touch .env', 'deny', 'allow']]],
    ["find .github -exec sh -c 'rm {}' \\;", 'deny', 'deny', /^find -exec puts each path it finds into the script sh runs/],
    ['find . -name push -exec sh -c "git {}" \\;', 'deny', 'deny', /^find -exec puts each path it finds into the script sh runs/],
    // Deny rules still see what -exec runs, `{}` standing for any word.
    ["find src -name '*.tmp' -exec rm -rf {} +", 'deny', 'deny', /^Bash\(rm -rf:\*\) matched/],
  ]);
});

describe('git ls-files: what it lists now, as it lists it', () => {
  decides('readers', [
    ['git ls-files --others --exclude-standard | xargs wc -l', 'allow', 'allow', ALLOWED], // .env is ignored: never listed
    ['git ls-files --others | xargs wc -l', 'deny', 'allow', /^Read\(\.env\*\) matched xargs input from git ls-files \("\.env"\)/],
    // A tracked link to .env: cat follows it.
    ['git ls-files src | xargs cat', 'deny', 'allow', /^Read\(\.env\*\) matched xargs input from git ls-files \("src\/envlink"\)/, [['git ls-files src/lib | xargs cat', 'allow', 'allow']]],
    ['git ls-files docs | xargs cat', 'deny', 'deny', /holds "docs\/odd\/x \.env y\.md", a name xargs would split/],
  ]);
});

describe("grep: --include / --exclude / --exclude-dir select files as grep does; patterns are not files", () => {
  decides('readers', [
    ["grep -r --exclude='.env*' --exclude-dir=secrets --exclude-dir=.git TOKEN .", 'allow', 'allow', ALLOWED],
    // The last option whose glob matches a file's name decides.
    ["grep -r --exclude-dir=secrets --exclude-dir=.git --include='*.ts' --include='.env*' --exclude='.env*' TOKEN .", 'allow', 'allow', ALLOWED, [["grep -r --exclude='.env*' --include='.env*' --exclude-dir=.git TOKEN .", 'deny', 'allow']]],
    ['grep -rn ".env" src', 'allow', 'allow', ALLOWED], // the pattern is not a file
    ['grep -rn -e .env -- src/a.ts', 'allow', 'allow', ALLOWED],
  ]);
});

describe('marshal policy check', () => {
  async function check(rules: { allow?: string[]; deny?: string[] }): Promise<{ code: number; out: string }> {
    const file = path.join(base, `policy-${Math.random().toString(36).slice(2)}.yml`);
    const list = (xs: string[] = []) => `[${xs.map((x) => JSON.stringify(x)).join(', ')}]`;
    writeFileSync(file, `version: 1\nallow: ${list(['Read', ...(rules.allow ?? [])])}\ndeny: ${list(rules.deny)}\n`);
    let out = '';
    const code = await runPolicyCommand(['check', '--policy', file, '--cwd', root], { stdout: (t) => { out += t; }, stderr: (t) => { out += t; } });
    return { code, out };
  }

  test('package runners and npm explore run any program: errors, exit 1', async () => {
    const { code, out } = await check({ allow: ['Bash(npm explore:*)', 'Bash(npx:*)', 'Bash(npm exec:*)', 'Bash(pnpm exec:*)'] });
    expect(code).toBe(1);
    expect(out).toMatch(/^error: allow\[1\]: "Bash\(npm explore:\*\)" is risky: "npm explore" can run any package binary, script or shell command/m);
    expect(out).toMatch(/^error: allow\[2\]: "Bash\(npx:\*\)" is risky: "npx" runs any package binary/m);
    expect(out).toMatch(/^error: allow\[3\]: "Bash\(npm exec:\*\)" is risky/m);
    expect(out).toMatch(/^error: allow\[4\]: "Bash\(pnpm exec:\*\)" is risky/m);
  });

  test("wrappers the analysis unwraps: a warning (their rule never allows what they run), whichever wrapper", async () => {
    const wrappers = ['setsid', 'flock', 'ionice', 'taskset', 'chrt', 'watch', 'script', 'stdbuf', 'unbuffer', 'xargs', 'nice', 'nohup', 'timeout', 'env', 'time'];
    const { code, out } = await check({ allow: wrappers.map((w) => `Bash(${w}:*)`) });
    expect(out).not.toMatch(/^error:/m);
    expect(code).toBe(0);
    wrappers.forEach((w, i) => {
      expect(out).toMatch(new RegExp(`^warning: allow\\[${i + 1}\\]: "Bash\\(${w}:\\*\\)" does nothing for the commands ${w} runs: each needs an allow rule of its own`, 'm'));
    });
    const sudo = await check({ allow: ['Bash(sudo:*)', 'Bash(sudo apt-get install:*)', 'Bash(timeout 60 npm test)'] });
    expect(sudo.out).toMatch(/^warning: allow\[1\]: "Bash\(sudo:\*\)" does nothing for the commands sudo runs: sudo changes who runs them/m);
    expect(sudo.out).not.toMatch(/allow\[[23]\]/);
  });

  test('rules that do nothing: paths no tool may touch, outside the workspace, anchored at the root, repeated', async () => {
    const { code, out } = await check({ allow: ['Edit(.git/**)', 'Read(../**)', 'Edit(/etc/**)', 'Edit(src/**)', 'Edit(src/**)', 'Edit(node_modules/x/**)', 'Read(~/.ssh/**)'], deny: ['Read(.env*)', 'Read(.env*)'] });
    expect(code).toBe(0);
    expect(out).toMatch(/^warning: allow\[1\]: "Edit\(\.git\/\*\*\)" does nothing: no tool may modify anything inside \.git\//m);
    expect(out).toMatch(/^warning: allow\[2\]: "Read\(\.\.\/\*\*\)" does nothing: .*paths outside the workspace are never readable/m);
    expect(out).toMatch(/^warning: allow\[3\]: "Edit\(\/etc\/\*\*\)": a leading \/ anchors the pattern at the repository root, so this covers etc\/\*\* inside the repository, not the system's \/etc/m);
    expect(out).toMatch(/^warning: allow\[5\]: "Edit\(src\/\*\*\)" does nothing: it repeats allow\[4\]/m);
    expect(out).toMatch(/^warning: allow\[6\]: "Edit\(node_modules\/x\/\*\*\)" does nothing: no tool may modify anything inside node_modules\//m);
    expect(out).toMatch(/^warning: allow\[7\]: "Read\(~\/\.ssh\/\*\*\)" does nothing: ~ is not expanded/m);
    expect(out).toMatch(/^warning: deny\[1\]: "Read\(\.env\*\)" does nothing: it repeats deny\[0\]/m);
    expect(out).not.toMatch(/^warning: allow\[4\]/m);
  });

  test('a rule written inside a Bash rule: named as such, an error as an allow and as a deny', async () => {
    const { code, out } = await check({ allow: ['Bash(Edit(src/**))'], deny: ['Bash(Read(.env))'] });
    expect(code).toBe(1);
    expect(out).toMatch(/^error: allow\[1\]: "Bash\(Edit\(src\/\*\*\)\)" is risky: the command in this Bash rule is another rule, Edit\(src\/\*\*\): .*write Edit\(src\/\*\*\) as a rule of its own/m);
    expect(out).not.toContain('starting with "*"');
    expect(out).toMatch(/^error: deny\[0\]: "Bash\(Read\(\.env\)\)": the command in this Bash rule is another rule, Read\(\.env\), so it denies no Read call/m);
  });
});
