// Red-team cases where the analysis read the shell differently from bash (issue: shell
// semantics audit). Each class is a MODEL fix, tested through several spellings:
//
//   1. backslash-newline in double quotes: escapes are read in one left-to-right pass, so `\\`
//      before a newline is an escaped backslash and the newline ends the command;
//   3. `..` after a symlink in `cd`: logical (`cd`) and physical (`cd -P`, `set -P`,
//      `set -o physical`, `bash -P`) readings must agree, so `..` may only leave real directories;
//   4. globs expanded as bash does: the walk follows links before `..`, the parser's split words
//      are joined, quoted characters inside a bracket are refused, `[[=e=]]` / `[[.e.]]` classes;
//   6. positional parameters: quoted `"$@"` / `"${@:1}"` are lists of words, any of them an option,
//      and one word can carry `-n -p NAME` to wait.
//
// Every row is decided twice: by the analysis alone and by the sandbox-relaxed analysis
// (policy.withSandbox()), where reads INSIDE the workspace are left to the kernel but writes,
// programs and reads outside the workspace are still decided.
import { appendFileSync, existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runCommand } from '../../src/exec.js';
import { loadPolicy, type Policy } from '../../src/policy/index.js';
import { decideVia, makeWorkspace, type Workspace } from './workspace-fixture.js';

const AUDIT = `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(cat:*)
  - Bash(ls:*)
  - Bash(echo:*)
  - Bash(printf:*)
  - Bash(test:*)
  - Bash([:*)
  - Bash(set:*)
  - Bash(shift:*)
  - Bash(wait:*)
  - Bash(sleep:*)
  - Bash(cd:*)
  - Bash(wc:*)
  - Bash(grep:*)
  - Bash(cp:*)
  - Bash(git:*)
  - Bash(bash -c:*)
  - Bash(sh -c:*)
  - Bash(env sh -c:*)
  - Bash(env bash -c:*)
  - Bash(bash -P -c:*)
  - Bash(bash -o physical -c:*)
deny:
  - Bash(rm:*)
  - Bash(touch:*)
  - Bash(git push:*)
  - Bash(curl:*)
  - Read(.env*)
  - Read(secrets/**)
`;

type Expect = 'allow' | 'deny';
interface Row {
  command: string;
  /** Analysis-only decision and what its reason must say. */
  analysis: [Expect, RegExp];
  /** Sandbox-relaxed decision; the same as the analysis unless given. */
  sandbox?: [Expect, RegExp];
}

const deny = (command: string, reason: RegExp, sandbox?: [Expect, RegExp]): Row => ({ command, analysis: ['deny', reason], ...(sandbox ? { sandbox } : {}) });
const allow = (command: string): Row => ({ command, analysis: ['allow', /^allowed/] });
/** A read inside the workspace: under the sandbox the kernel hides the denied file. */
const KERNEL: [Expect, RegExp] = ['allow', /file reads enforced by the sandbox/];

// 1. Double-quoted `bash -c` / `sh -c` scripts: `\\\\<newline>` is two escaped backslashes, then a
// newline that ends the command (not a backslash and a line continuation).
const NL = '\n';
const CONTINUATIONS: Row[] = [
  deny(`bash -c "echo a\\\\\\\\${NL}rm -rf x"`, /Bash\(rm:\*\) matched "rm -rf x"/),
  deny(`sh -c "echo a\\\\\\\\${NL}git push origin main"`, /Bash\(git push:\*\) matched "git push origin main"/),
  deny(`sh -c "cat <<'E'${NL}a\\\\\\\\${NL}E${NL}rm x${NL}E"`, /Bash\(rm:\*\) matched "rm x"/),
  deny(`env sh -c "echo a\\\\\\\\${NL}rm -rf x"`, /Bash\(rm:\*\) matched/),
  deny(`env bash -c "ls \\\\\\\\${NL}curl x"`, /Bash\(curl:\*\) matched "curl x"/),
  deny(`bash -c "echo \\\\\\\\\\\\\\\\${NL}touch y"`, /Bash\(touch:\*\) matched "touch y"/),
  deny(`bash -c "echo a\\\\\\\\${NL}bash -c \\"echo b\\\\\\\\\\\\\\\\${NL}rm z\\""`, /Bash\(rm:\*\) matched "rm z"/),
  // git's config is read in one pass too: a value ending in an escaped backslash ends there, so
  // the alias on the next line counts.
  deny('git p origin main', /Bash\(git push:\*\) matched/),
];

// 3. `cd` into a symlink's parent: the kernel's `..` is the parent of the link's target.
const CD_DOTDOT: Row[] = [
  deny('cd -P src/link/.. && cat secrets/key.pem', /cd "src\/link" goes through a symlink/),
  deny('cd -P src/link/.. && echo x > package.json', /cd "src\/link" goes through a symlink/),
  deny('set -P; cd src/link/.. && echo x > .github/marshal.yml', /cd "src\/link" goes through a symlink/),
  deny('set -o physical; cd src/link/.. && cat secrets/key.pem', /cd "src\/link" goes through a symlink/),
  deny('cd -P src/etclink/.. && cat etc/hostname', /cd "src\/etclink" goes through a symlink/),
  deny('cd -Pe src/link/.. && cat secrets/key.pem', /cd "src\/link" goes through a symlink/),
  deny('cd -L -P -- src/link/.. && cat secrets/key.pem', /cd "src\/link" goes through a symlink/),
  deny('cd src && cd -P link/.. && cat secrets/key.pem', /cd "src\/link" goes through a symlink/),
  deny('cd -P src/link/./.. && cat secrets/key.pem', /cd "src\/link" goes through a symlink/),
  deny('set -eP; cd src/link/..; echo x > package.json', /goes through a symlink/),
  deny('set -euo physical; cd src/link/.. && cat secrets/key.pem', /goes through a symlink/),
  deny('builtin set -P; cd src/link/.. && cat secrets/key.pem', /goes through a symlink/),
  deny("bash -P -c 'cd src/link/.. && cat secrets/key.pem'", /goes through a symlink/),
  deny("bash -o physical -c 'cd src/link/.. && echo x > package.json'", /goes through a symlink/),
  deny('(set -P; cd src/link/..; cat secrets/key.pem)', /goes through a symlink/),
  deny('for d in src/l*/..; do (cd -P "$d" && cat secrets/key.pem); done', /cd "src\/link" goes through a symlink/),
];

// 4. Globs: the walk enters links and `..` is then physical; the parser's split words; classes.
const GLOBS: Row[] = [
  deny('cat src/?ink/../secrets/key.pem', /Read\(secrets\/\*\*\) matched .*"src\/link\/..\/secrets\/key.pem"/, KERNEL),
  deny('cat src/l*/../secrets/key.pem', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('cat src/*/../secrets/key.pem', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('ls src/l*/../secrets', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('cat src/l[i]nk/../secrets/key.pem', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('for f in src/l*/../secrets/*; do cat "$f"; done', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('cat src/e?clink/../etc/hostname', /outside the workspace/),
  deny('cat src/[e]tclink/../etc/hostname', /outside the workspace/),
  deny('cat .e[\\n]v', /Read\(\.env\*\)/, KERNEL),
  deny('cat secrets/[\\k]ey.pem', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('cat src/[\\e]nvlink', /Read\(\.env\*\) matched .*resolved to "\.env"/, KERNEL),
  deny('for f in .e[\\n]v; do cat "$f"; done', /Read\(\.env\*\)/, KERNEL),
  deny('cat src/[\\e]tclink/hostname', /outside the workspace/),
  deny('cat [\\!s]ecrets/key.pem', /quoted or escaped character inside a bracket expression/),
  deny("cat ['^'s]ecrets/key.pem", /quoted or escaped character inside a bracket expression/),
  deny("cat .[d'-'f]nv", /quoted or escaped character inside a bracket expression/),
  deny('cat .[[=e=]]nv', /Read\(\.env\*\) matched .*"\.env"/, KERNEL),
  deny('cat .[[.e.]]nv', /Read\(\.env\*\) matched .*"\.env"/, KERNEL),
  deny('cat [[=s=]]ecrets/key.pem', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('cat secre[[.t.]]s/key.pem', /Read\(secrets\/\*\*\) matched/, KERNEL),
  deny('cat src/[[=e=]]tclink/hostname', /\/etc\/hostname outside the workspace/),
  deny('cat src/[[.e.]]tclink/host[[:alpha:]]ame', /outside the workspace/),
  deny('cat .[^[:digit:]]n[[.v.]]', /Read\(\.env\*\)/, KERNEL),
];

// 6. Positional parameters as options of builtins that evaluate names.
const POSITIONAL: Row[] = [
  deny("set -- -v 'a[$(rm -rf x)]'; test \"$@\"", /test \$@: the variable's value could be an option/),
  deny("set -- -v 'a[$(git push)]'; [ \"$@\" ]", /\[ \$@: the variable's value could be an option/),
  deny("set -- -p 'a[$(rm x)]'; wait -n \"$@\"", /wait \$@: the variable's value could be an option/),
  deny("bash -c 'test \"$@\"' _ -v 'a[$(rm x)]'", /in bash -c: test \$@: the variable's value could be an option/),
  deny("bash -c '[ \"$@\" ]' _ -v 'a[$(git push)]'", /in bash -c: \[ \$@: the variable's value could be an option/),
  deny("set -- -v 'a[$(rm x)]'; test \"${@}\"", /test \$\{@\}: the variable's value could be an option/),
  deny("set -- x -v 'a[$(rm x)]'; test \"${@:2}\"", /test \$\{@:2\}: the variable's value could be an option/),
  deny("set -- -p 'a[$(rm x)]'; wait -n \"${@:1}\"", /wait \$\{@:1\}: the variable's value could be an option/),
  deny("sh -c 'test \"$@\"' _ -v 'a[$(rm x)]'", /in sh -c: test \$@/),
  deny("set -- '-npa[$(rm x)]'; wait \"$1\"", /wait \$1: the variable's value could be an option/),
  deny("set -- '-npa[$(rm x)]'; wait \"$*\"", /wait \$\*: the variable's value could be an option/),
  deny("bash -c 'wait \"${*}\"' _ '-npa[$(rm x)]'", /wait \$\{\*\}: the variable's value could be an option/),
  deny("set -- -v 'a[$(rm x)]'; shift 0; [ \"$@\" ]", /\[ \$@: the variable's value could be an option/),
  deny("set -- -v 'a[$(rm x)]'; test \"${1+\"$@\"}\"", /the variable's value could be an option/),
];

// Everyday commands of the same shapes stay allowed in both modes.
const EVERYDAY: Row[] = [
  allow('bash -c "echo a\\\\\\\\"'),
  allow(`bash -c "ls &&${NL}echo done"`),
  allow(`sh -c "echo a \\\\${NL}b"`),
  allow('echo "a\\\\b" "c\\$d"'),
  allow('cd src && cat a.ts'),
  allow('cd src/lib/.. && cat a.ts'),
  allow('cd -P src/lib && cat b.ts'),
  allow('cd -P src && cd .. && cat README.md'),
  allow('set -euo pipefail; cd src/lib && wc -l b.ts'),
  allow('set -P; cd src/lib && cat ../a.ts'),
  allow('cat src/*.ts src/lib/*.ts'),
  allow('ls src/[a-z]*.ts'),
  allow('ls src/lib/[[:lower:]].ts'),
  allow('ls src/[!_]*.ts'),
  allow('ls -d src/lib*/'),
  allow('for f in src/*.ts; do wc -l "$f"; done'),
  allow('set -- a b; echo "$@"'),
  allow("set -- a b; printf '%s\\n' \"$@\""),
  allow('sleep 1 & wait $!'),
  allow('test -n "$1" && echo "$1"'),
  allow('[ -n "$*" ] && echo "$*"'),
  allow('[ -f src/a.ts ]'),
];

const GROUPS: Record<string, Row[]> = {
  '1 backslash-newline in double quotes': CONTINUATIONS,
  '3 cd and .. after a symlink': CD_DOTDOT,
  '4 globs as bash expands them': GLOBS,
  '6 positional parameters as options': POSITIONAL,
  'everyday commands stay allowed': EVERYDAY,
};

let ws: Workspace;
let modes: { analysis: Policy; sandbox: Policy };

beforeAll(async () => {
  ws = await makeWorkspace();
  const at = (rel: string) => path.join(ws.root, rel);
  symlinkSync('../secrets', at('src/link'));
  symlinkSync('..', at('src/up'));
  symlinkSync('../.env', at('src/envlink'));
  symlinkSync('/etc', at('src/etclink'));
  // An alias after a value ending in an escaped backslash (git reads `p = push`).
  appendFileSync(at('.git/config'), '[alias]\n\tx = a\\\\\n\tp = push\n');
  const analysis = await loadPolicy({ cwd: ws.root, text: AUDIT, source: 'audit.yml' });
  modes = { analysis, sandbox: analysis.withSandbox() };
});
afterAll(() => ws.cleanup());

for (const [group, rows] of Object.entries(GROUPS)) {
  describe(`class ${group}`, () => {
    for (const mode of ['analysis', 'sandbox'] as const) {
      test.each(rows.map((row) => [JSON.stringify(row.command), row] as const))(`${mode}: %s`, async (_name, row) => {
        const [expected, reason] = mode === 'sandbox' ? (row.sandbox ?? row.analysis) : row.analysis;
        const decision = await decideVia(modes[mode], ws.root, 'Bash', { command: row.command });
        expect(decision.decision, decision.reason).toBe(expected);
        expect(decision.reason).toMatch(reason);
      });
    }
  });
}

// The bypasses were real: bash does what the analysis used to miss (harmless stand-ins).
describe('real bash does what the analysis must refuse', () => {
  const bash = async (script: string) => {
    const result = await runCommand({ argv: ['bash', '-c', script], cwd: ws.root });
    return result.output;
  };
  const marker = () => path.join(ws.root, 'MARKER');

  test.each([
    ['bash -c "echo a\\\\\\\\\ntouch MARKER"'],
    ['sh -c "cat <<\'E\'\na\\\\\\\\\nE\ntouch MARKER\nE"'],
  ])('class 1: %s runs the second line', async (script) => {
    rmSync(marker(), { force: true });
    await bash(script);
    expect(existsSync(marker())).toBe(true);
    rmSync(marker(), { force: true });
    expect((await decideVia(modes.analysis, ws.root, 'Bash', { command: script })).reason).toMatch(/Bash\(touch:\*\) matched "touch MARKER"/);
  });

  test("class 1: git reads the alias after a value ending in an escaped backslash", async () => {
    expect((await bash('git config --get alias.p')).trim()).toBe('push');
    expect((await decideVia(modes.analysis, ws.root, 'Bash', { command: 'git p origin main' })).rule).toBe('Bash(git push:*)');
  });

  const key = () => readFileSync(path.join(ws.root, 'secrets/key.pem'), 'utf8');
  test.each([
    ['cd -P src/link/.. && cat secrets/key.pem'],
    ['set -o physical; cd src/link/.. && cat secrets/key.pem'],
    ['cat src/l*/../secrets/key.pem'],
    ['cat secrets/[\\k]ey.pem'],
    ['cat secre[[.t.]]s/key.pem'],
    ['cat [\\!s]ecrets/key.pem'],
  ])('classes 3 and 4: %s prints secrets/key.pem', async (script) => {
    expect(await bash(script)).toBe(key());
    expect((await decideVia(modes.analysis, ws.root, 'Bash', { command: script })).decision).toBe('deny');
  });

  test.each([
    ["set -- '-npa[$(touch MARKER)]'; sleep 0.1 & wait \"$1\""],
    ["set -- -v 'a[$(touch MARKER)]'; test \"$@\""],
    ["bash -c '[ \"$@\" ]' _ -v 'a[$(touch MARKER)]'"],
  ])('class 6: %s runs the subscript of a name given as an option', async (script) => {
    rmSync(marker(), { force: true });
    await bash(script);
    expect(existsSync(marker())).toBe(true);
    rmSync(marker(), { force: true });
    expect((await decideVia(modes.analysis, ws.root, 'Bash', { command: script })).reason).toMatch(/the variable's value could be an option/);
  });
});
