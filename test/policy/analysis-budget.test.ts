// The work budget of a shell decision (src/policy/shell/budget.ts). The decision is synchronous
// on the main thread, so an input whose analysis explodes used to hold the whole run: loops
// nested six deep over ten values never finished, `${a:-${a:-...}}` 1,000 deep took 24 s,
// `@(a|b)` 5,000 times 20 s, 3,000 here-documents on one line 7.5 s, and a pipeline of 25,000
// stages ending in a syntax error aborted the parser's WebAssembly module for the rest of the run.
//
// Each hostile shape is denied, and the work it took is COUNTED (the units the decision spent,
// read from a recording budget), never timed: a row asserts that the count stayed within the
// limit (plus the last charge, which is made before its work). Only a very loose wall-clock bound
// is asserted, against a hang. Shapes whose super-linear cost was removed (a loop body that never
// expands its variable, nested expansions) are decided on their merits, within a small part of
// the budget; long everyday commands stay allowed, well within it.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPolicy } from '../../src/policy/policy-engine.js';
import { parseDocumentText } from '../../src/policy/policy-schema.js';
import { WORK_LIMITS, WorkBudget, type Stage } from '../../src/policy/shell/budget.js';
import { initShellParser, type ShellParser } from '../../src/policy/shell/parser.js';
import type { Decision } from '../../src/policy/types.js';

const POLICY = `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Bash(npm test)
  - Bash(npm run:*)
  - Bash(echo:*)
  - Bash(cat:*)
  - Bash(ls:*)
  - Bash(grep:*)
  - Bash(head:*)
  - Bash(sort:*)
  - Bash(wc:*)
  - Bash([:*)
  - Bash(cd:*)
deny:
  - Bash(rm:*)
  - Bash(git push:*)
`;

/** The denial of a budget (or of the pipe operators counted before parsing). */
const TOO_COMPLEX = /^the command is too complex to analyse \(.+\); split it into simpler commands$/;
/** Against a hang only: the counted bound is what the rows assert. */
const HANG_MS = 10_000;

let root: string;
let parser: ShellParser;

beforeAll(async () => {
  parser = await initShellParser();
  root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-budget-')));
  mkdirSync(path.join(root, 'src'));
  for (const dir of ['d0', 'd1', 'd2']) mkdirSync(path.join(root, dir));
  for (let i = 0; i < 50; i += 1) writeFileSync(path.join(root, 'src', `f${i}.ts`), 'export {};\n');
  writeFileSync(path.join(root, 'package.json'), '{"scripts":{"test":"vitest","build":"tsc","lint":"eslint ."}}\n');
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Counted {
  decision: Decision;
  /** Units each stage spent (0 when it did not run). */
  spent: Record<Stage, number>;
  ms: number;
}

/** Decides `command` on a fresh policy (no cached verdict) whose budgets record what they spend. */
function decideCounted(command: string): Counted {
  const budgets: { stage: Stage; budget: WorkBudget }[] = [];
  const policy = createPolicy(parseDocumentText(POLICY, 'budget.yml'), root, parser, {
    workBudget: (stage) => {
      const budget = new WorkBudget(WORK_LIMITS[stage]);
      budgets.push({ stage, budget });
      return budget;
    },
  });
  const started = performance.now();
  const decision = policy.decide({ tool: 'Bash', kind: 'shell', input: { command }, paths: [] });
  const ms = performance.now() - started;
  const spent: Record<Stage, number> = { analysis: 0, 'path checks': 0 };
  for (const { stage, budget } of budgets) spent[stage] = Math.max(spent[stage], budget.total);
  return { decision, spent, ms };
}

const TEN = '1 2 3 4 5 6 7 8 9 10';
/** `for v0 in 1..10; do for v1 in ...; do BODY; done; done`, `depth` deep. */
function nestedLoops(depth: number, body: string): string {
  let script = body;
  for (let k = depth - 1; k >= 0; k -= 1) script = `for v${k} in ${TEN}; do ${script}; done`;
  return script;
}
const usingAll = (depth: number) => `echo ${Array.from({ length: depth }, (_, k) => `$v${k}`).join('')}`;
const repeat = (n: number, make: (i: number) => string, by = '') => Array.from({ length: n }, (_, i) => make(i)).join(by);

interface Hostile {
  name: string;
  command: () => string;
  /** Why it is denied: the budget's reason, or a refusal that comes before any costly work. */
  reason: RegExp;
  /** The stage whose budget stops it (the other may not run at all). */
  stage?: Stage;
}

const HOSTILE: Hostile[] = [
  // The red-team walkthrough's inputs.
  { name: 'for loops nested 6 deep over 10 values, the body expanding every variable (10^6 bodies)', command: () => nestedLoops(6, usingAll(6)), reason: TOO_COMPLEX },
  { name: 'for loops nested 4 deep over 10 values, the body expanding every variable (10^4 bodies)', command: () => nestedLoops(4, usingAll(4)), reason: TOO_COMPLEX },
  { name: '@(a|b) repeated 5,000 times (30 KB)', command: () => `ls ${'@(a|b)'.repeat(5_000)}`, reason: TOO_COMPLEX },
  { name: '3,000 here-documents on one line (46 KB)', command: () => `cat ${repeat(3_000, (i) => `<<E${i} `)}\n${repeat(3_000, (i) => `x\nE${i}\n`)}`, reason: TOO_COMPLEX },
  // Our own.
  { name: 'a 24,750-stage pipeline ending in a syntax error (aborted the parser before)', command: () => 'cat|'.repeat(24_750), reason: TOO_COMPLEX },
  // The most pipes let through: the parser's uncounted recovery from them stays short.
  { name: 'a 1,000-stage pipeline of groups ending in a syntax error', command: () => 'echo a|{ cat;}|'.repeat(500), reason: /^the command does not parse as bash/ },
  { name: 'a syntax error tree-sitter recovers from by re-reading the text (a=( 3,000 times)', command: () => `${'a=(b '.repeat(3_000)}|`, reason: TOO_COMPLEX },
  { name: 'a && chain of 3,000 allowed commands', command: () => repeat(3_000, () => 'echo hi', ' && '), reason: TOO_COMPLEX },
  { name: 'case with 5,000 patterns in one item', command: () => `case x in ${repeat(5_000, (i) => `p${i}`, '|')}) echo hi;; esac`, reason: TOO_COMPLEX },
  { name: 'case with 5,000 items', command: () => `case x in ${repeat(5_000, (i) => `p${i}) echo ${i};;`, ' ')} esac`, reason: TOO_COMPLEX },
  { name: 'subshells nested 1,000 deep', command: () => `${'( '.repeat(1_000)}echo hi${' )'.repeat(1_000)}`, reason: TOO_COMPLEX },
  { name: 'if statements nested 2,000 deep', command: () => { let s = 'echo hi'; for (let k = 0; k < 2_000; k += 1) s = `if [ -n x ]; then ${s}; fi`; return s; }, reason: TOO_COMPLEX },
  { name: 'cd 40 times after ; (the directories the shell may be in double each time)', command: () => `${repeat(40, (i) => `cd d${i % 3}`, '; ')}; ls`, reason: TOO_COMPLEX },
  { name: 'a word of 50,000 unclosed brackets (each read to the end of the word)', command: () => `ls ${'['.repeat(50_000)}`, reason: TOO_COMPLEX },
  { name: '8,000 globs, each expanded and its matches checked', command: () => `ls ${repeat(8_000, () => 'src/*', ' ')}`, reason: TOO_COMPLEX, stage: 'path checks' },
  // Refused before any costly work, whatever their size.
  { name: '$( $( ... ) ) nested 3,000 deep', command: () => `echo ${'$( '.repeat(3_000)}x${' )'.repeat(3_000)}`, reason: /^command substitution cannot be analysed statically$/ },
  { name: 'brace expansions {a,b}{a,b}... 2,000 times (2^2,000 words)', command: () => `echo ${'{a,b}'.repeat(2_000)}`, reason: /^brace expansion .* cannot be analysed statically$/ },
  { name: 'brace expansions {a,b}{a,b}... 5,000 times (the word alone exceeds the budget)', command: () => `echo ${'{a,b}'.repeat(5_000)}`, reason: TOO_COMPLEX },
  { name: 'arithmetic nested 5,000 deep over a variable', command: () => `echo $((${'('.repeat(5_000)}a${')'.repeat(5_000)}))`, reason: /^arithmetic on variables can run commands/ },
];

describe('hostile shapes are denied within the budget', () => {
  for (const row of HOSTILE) {
    test(row.name, () => {
      const { decision, spent, ms } = decideCounted(row.command());
      expect(decision.decision).toBe('deny');
      expect(decision.reason).toMatch(row.reason);
      // The budget throws at the first charge past the limit; charges are made before their work.
      expect(spent.analysis).toBeLessThan(2 * WORK_LIMITS.analysis);
      expect(spent['path checks']).toBeLessThan(2 * WORK_LIMITS['path checks']);
      // Too complex: the stage's budget ran out, or a limit read off the text before the work
      // (pipe characters, before parsing; statements nested too deep, as the walk descends).
      const structural = /\((more than \d+ pipe characters|statements nested more than \d+ deep)\)/.test(decision.reason);
      if (row.stage === 'path checks') expect(spent['path checks']).toBeGreaterThan(WORK_LIMITS['path checks']);
      else if (row.reason === TOO_COMPLEX && !structural) expect(spent.analysis).toBeGreaterThan(WORK_LIMITS.analysis);
      expect(ms).toBeLessThan(HANG_MS);
    });
  }

  test('the same input gets the same answer from the same amount of work', () => {
    const command = nestedLoops(5, usingAll(5));
    const first = decideCounted(command);
    const second = decideCounted(command);
    expect(first.decision.reason).toMatch(TOO_COMPLEX);
    expect(second.decision).toEqual(first.decision);
    expect(second.spent).toEqual(first.spent);
  });

  test('the parser still works after the inputs that used to abort it', () => {
    decideCounted('cat|'.repeat(24_750));
    decideCounted(`${'a=(b '.repeat(3_000)}|`);
    expect(decideCounted('echo ok | wc -l').decision.decision).toBe('allow');
  });
});

interface Benign {
  name: string;
  command: () => string;
  decision: 'allow' | 'deny';
  reason?: RegExp;
  /** The most of the analysis budget it may use. */
  share: number;
}

const LINEARISED: Benign[] = [
  // A body that never expands its variable is read once, not 10^depth times.
  { name: 'for loops nested 4 deep over 10 values around npm test', command: () => nestedLoops(4, 'npm test'), decision: 'allow', share: 0.05 },
  { name: 'for loops nested 6 deep over 10 values around npm test', command: () => nestedLoops(6, 'npm test'), decision: 'allow', share: 0.05 },
  { name: 'for loops nested 8 deep over 10 values around npm test', command: () => nestedLoops(8, 'npm test'), decision: 'allow', share: 0.05 },
  // Repeated values are one iteration.
  { name: 'a loop over the same glob 8 times, nested 6 deep, reading "$f"', command: () => { let s = 'cat "$f5"'; for (let k = 5; k >= 0; k -= 1) s = `for f${k} in ${repeat(8, () => 'src/*.ts', ' ')}; do ${s}; done`; return s; }, decision: 'allow', share: 0.25 },
  // Nested expansions are scanned once, not once per level (and the tree is never climbed).
  { name: '${a:-${a:-...}} nested 1,000 deep', command: () => `npm test ${'${a:-'.repeat(1_000)}x${'}'.repeat(1_000)}`, decision: 'deny', reason: /^no allow rule matches/, share: 0.25 },
  { name: '${a:-${a:-...}} nested 2,000 deep', command: () => `npm test ${'${a:-'.repeat(2_000)}x${'}'.repeat(2_000)}`, decision: 'deny', reason: /^no allow rule matches/, share: 0.25 },
  { name: '${a:-${a:-...}} nested 2,000 deep, allowed by its rule', command: () => `echo ${'${a:-'.repeat(2_000)}x${'}'.repeat(2_000)}`, decision: 'allow', share: 0.25 },
  // A loop's value spliced into a string of 2,000 "$f" in one pass.
  { name: 'a loop value spliced 2,000 times into one string', command: () => `for f in a b; do echo "${'$f'.repeat(2_000)}"; done`, decision: 'allow', share: 0.5 },
  { name: 'constant arithmetic nested 5,000 deep', command: () => `echo $((${'('.repeat(5_000)}1${')'.repeat(5_000)}))`, decision: 'allow', share: 0.5 },
];

const CI_STEPS = [
  (i: number) => `echo "::group::step ${i}"`,
  (i: number) => `npm run build -- --filter pkg${i}`,
  (i: number) => `grep -n TODO src/f${i % 50}.ts | head -5`,
  () => 'cat package.json | wc -l',
  (i: number) => `ls src && echo "done ${i}"`,
];

const EVERYDAY: Benign[] = [
  { name: 'a 200-line CI script', command: () => repeat(200, (i) => CI_STEPS[i % CI_STEPS.length]!(i), '\n'), decision: 'allow', share: 0.6 },
  {
    name: 'a for loop over 50 files with nested ifs',
    command: () => `for f in ${repeat(50, (i) => `src/f${i}.ts`, ' ')}; do\n  if [ -f "$f" ]; then\n    if [ -s "$f" ]; then echo "found $f"; else echo "empty $f"; fi\n  else\n    echo "missing $f"\n  fi\ndone`,
    decision: 'allow',
    share: 0.1,
  },
  { name: 'a 40-stage pipeline', command: () => `cat package.json | ${repeat(38, (i) => `grep -v x${i}`, ' | ')} | sort`, decision: 'allow', share: 0.1 },
  { name: 'a here-document holding a 200-row markdown table (800 pipes, not operators)', command: () => `cat <<'EOF'\n${repeat(200, (i) => `| row ${i} | a | b |`, '\n')}\nEOF`, decision: 'allow', share: 0.25 },
  { name: 'a loop over 10 values nested 2 deep, expanding both variables (100 bodies)', command: () => nestedLoops(2, usingAll(2)), decision: 'allow', share: 0.25 },
];

describe('linear again: decided on their merits, in a small part of the budget', () => {
  for (const row of LINEARISED) {
    test(row.name, () => {
      const { decision, spent, ms } = decideCounted(row.command());
      expect(decision.decision, decision.reason).toBe(row.decision);
      if (row.reason) expect(decision.reason).toMatch(row.reason);
      expect(spent.analysis).toBeLessThan(row.share * WORK_LIMITS.analysis);
      expect(ms).toBeLessThan(HANG_MS);
    });
  }
});

describe('long everyday commands stay allowed', () => {
  for (const row of EVERYDAY) {
    test(row.name, () => {
      const { decision, spent } = decideCounted(row.command());
      expect(decision.decision, decision.reason).toBe(row.decision);
      expect(spent.analysis).toBeLessThan(row.share * WORK_LIMITS.analysis);
      expect(spent['path checks']).toBeLessThan(WORK_LIMITS['path checks'] / 4);
    });
  }
});
