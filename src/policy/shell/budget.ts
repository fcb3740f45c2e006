/**
 * How much work one shell decision may do before it is refused as too complex.
 *
 * The decision is synchronous on the main thread: while it runs, no timer fires (the run's
 * `--timeout-minutes` included), so an input whose analysis explodes (loops nested ten deep,
 * expansions nested thousands deep, a parse the grammar recovers from slowly) would hang the run
 * until the heap gave out. Every place where the analysis repeats work in proportion to the input
 * (the parser's lexing, the tree walk, words read, loop bodies, commands and rules decided, globs
 * and trees walked) spends units here; past its limit (WORK_LIMITS) the decision stops and denies.
 *
 * The count is the limit, not the clock: the same command gets the same answer on any machine and
 * under any load (the path checks: with the same files). A unit is about a microsecond on a slow
 * CI core once the code is warm (a few times that in a fresh process), so the analysis stops
 * within a fraction of a second; the everyday corpus needs under 2,000 units a command to
 * analyse, a 200-line CI script about 70,000. A deadline on the clock is only a backstop for work
 * no count here foresaw. The one thing no count can stop is a parse already inside tree-sitter:
 * see parser.ts for what is refused before it starts.
 *
 * The budget in force is module state, set around one decision (withBudget): the analysis is
 * synchronous, so nothing else can run while it is set, and the modelling code spends without
 * every signature carrying it.
 */

/** The two stages of a decision, each on a budget of its own. */
export type Stage = 'analysis' | 'path checks';

/**
 * Units each stage may spend. The analysis depends on the text alone; the path checks walk the
 * file system, where one recursive reader may visit up to 20,000 entries (tree-checks.ts) at 10
 * units each, and a find whose action is checked on every path it hands on may hand on as many
 * (60 each): their limit leaves room for that, as before the budget, and bounds many such walks in
 * one command.
 */
export const WORK_LIMITS: Readonly<Record<Stage, number>> = { analysis: 150_000, 'path checks': 1_200_000 };
/** The backstop: a decision still running after this long is refused whatever its count. */
export const DEADLINE_MS = 10_000;

/**
 * Units per piece of work, set from profiles (node --cpu-prof) of each kind on a slow core, so
 * that a unit of any kind is about the same time.
 */
export const COST = {
  /** A character the parser's lexer reads (again, in error recovery). */
  lexedChar: 1 / 12,
  /** A hundred of the parser's operations. */
  parseStep: 60,
  /** A node of the parsed tree: the tree is searched whole a few times (substitutions, literals, here-documents). */
  treeNode: 1,
  /** A statement the walk visits, a part of a word read (each asks the tree for its children, types, offsets). */
  node: 5,
  /** A quoted string in a word: its parts spliced and unescaped. */
  quotedPart: 10,
  /** One more walk of a for loop's body, for one value of its variable (its nodes count too). */
  loopIteration: 10,
  /** One simple command decided: unwrapped, matched, its effects listed. */
  command: 100,
  /** One rule tried against one form of a command. */
  ruleMatch: 2,
  /** A script a command runs (`bash -c`, a package script), analysed on its own. */
  script: 50,
  /** A directory entry a glob or a tree walk reads and matches (and checks, for a tree). */
  entry: 10,
  /** A path find hands on, tested against its expression and checked as its action opens it. */
  findPath: 60,
  /** A path a glob matches, which is then checked as a file of its own. */
  globMatch: 70,
  /** One path effect checked against the rules and the file system (lstat, realpath, rules). */
  effect: 60,
  /** More for a glob: expanded, and its pattern compiled against every Read deny rule. */
  globEffect: 500,
} as const;

/** What the units went on, for the reason. */
export type WorkKind = 'parsing' | 'syntax nodes' | 'words' | 'loop iterations' | 'directories after cd' | 'simple commands' | 'rule matches' | 'nested scripts' | 'glob matches' | 'path checks';

/** Thrown where the budget runs out; the decision turns it into a denial with `message`. */
export class TooComplex extends Error {}

export class WorkBudget {
  private used = 0;
  private calls = 0;
  private readonly spent = new Map<WorkKind, number>();
  private readonly deadline: number;

  constructor(readonly limit: number = WORK_LIMITS.analysis, private readonly deadlineMs: number = DEADLINE_MS) {
    this.deadline = performance.now() + deadlineMs;
  }

  /** Units spent so far (tests, and the bench, read it). */
  get total(): number {
    return this.used;
  }

  spend(kind: WorkKind, units: number): void {
    this.used += units;
    this.spent.set(kind, (this.spent.get(kind) ?? 0) + units);
    if (this.used > this.limit) throw new TooComplex(tooComplex(`deciding it takes more than ${this.limit} steps, most of them on ${this.mostly()}`));
    this.calls += 1;
    if ((this.calls & 63) === 0 && performance.now() > this.deadline) {
      throw new TooComplex(tooComplex(`deciding it took longer than ${this.deadlineMs / 1000} s`));
    }
  }

  private mostly(): WorkKind {
    let top: WorkKind = 'parsing';
    for (const [kind, units] of this.spent) if (units > (this.spent.get(top) ?? 0)) top = kind;
    return top;
  }
}

export function tooComplex(why: string): string {
  return `the command is too complex to analyse (${why}); split it into simpler commands`;
}

let current: WorkBudget | null = null;

/** Spends on the budget in force; outside a decision (a unit test of one module) it is free. */
export function spend(kind: WorkKind, units = 1): void {
  current?.spend(kind, units);
}

/** Runs `work` with `budget` in force (restoring the one before: decisions do not nest, but tests may). */
export function withBudget<T>(budget: WorkBudget, work: () => T): T {
  const saved = current;
  current = budget;
  try {
    return work();
  } finally {
    current = saved;
  }
}
