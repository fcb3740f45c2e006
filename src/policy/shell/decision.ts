/**
 * Decides a shell command: allowed only if EVERY simple command in it is allowed, no deny rule
 * matches any of them (wrapped commands included), nothing in it defeats static analysis, the
 * files it visibly reads and writes pass the path rules, and deciding all that fits the work
 * budget (budget.ts: past it, the command is denied as too complex).
 *
 * The rule verdict depends only on the command text and is cached (bounded). The path effects
 * are re-checked on every call: they depend on the filesystem (a symlink created by an earlier
 * call must be seen by the next one).
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { analyseScript, UNKNOWN_DIR, type ShellDialect, type SimpleCommand } from './analysis.js';
import { COST, spend, TooComplex, WORK_LIMITS, WorkBudget, withBudget, type Stage } from './budget.js';
import { argumentEffects, redirectEffects, type PathEffect } from './effects.js';
import type { ShellParser } from './parser.js';
import { basename, unwrapCommand, type CommandForm, type NestedScript, type Unwrapped } from './wrappers.js';
import { programFacts, subcommandFirst } from './programs.js';
import { makeVariableProblem } from './build-tools.js';
import { readPackageManager, runnerStarts, scriptLookup, type ScriptLookup } from './package-managers.js';
import { xargsInput } from './xargs.js';
import { findExecEffects } from './find-exec.js';
import { denyMatchesNormalised } from './deny-match.js';
import {
  builtinArgumentProblem, variableOptionProblem, isDangerousVariable, isHarmlessSetting, isInterpreter, readsProgramFromStdin, refusesAsString, withoutGitGlobalOptions,
} from './vocabulary.js';
import { shellPatternMatches, shellPatternMatchesLoosely, ruleGoverns, type Rule, type RuleKind } from '../rules.js';
import { deny, type PathRules } from '../path-checks.js';
import type { Decision } from '../types.js';

/** How a command given as words is run. */
interface WordsContext {
  /** What feeds the program's input, when an interpreter would read its program there. */
  stdinProgram: string | null;
  stdinEmpty: boolean;
  /** Directories the shell is in (after `cd`), workspace-relative, when not the root. */
  dirs?: readonly string[];
}

interface Verdict {
  decision: Decision;
  /** Path effects still to check when the verdict is allow. */
  effects: PathEffect[];
}

const MAX_SCRIPT_DEPTH = 4;

/** Builtins that change the directory every later command runs in. */
const CHANGES_DIRECTORY = new Set(['cd', 'pushd', 'popd']);
/** make reads the Makefile of the directory it runs in (make -C and -f are refused in programs.ts). */
const MAKES = new Set(['make', 'gmake']);
/** Package managers that run the scripts of the package.json nearest to where they run. */
const PACKAGE_MANAGERS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
const CACHE_LIMIT = 2_000;
/** Builtins that do nothing (`npm run lint || true`): allowed without a rule of their own. */
const NO_OPS = new Set(['true', 'false', ':']);
/** Shells that are dash (or ash) where bash is not: their scripts must read the same in both. */
const POSIX_SHELLS = new Set(['sh', 'dash', 'ash']);

export interface ShellJudgeOptions {
  parser: ShellParser;
  rules: PathRules;
  /** Checks one path effect against the path rules; null when fine. */
  checkEffect: (effect: PathEffect, commandText: string) => Decision | null;
  /** The budget each stage of a decision runs on (budget.ts); tests and benches pass one that records. */
  budget?: (stage: Stage) => WorkBudget;
}

export class ShellJudge {
  private readonly cache = new Map<string, Verdict>();

  constructor(private readonly options: ShellJudgeOptions) {}

  /**
   * The analysis and the path checks each run on a work budget of their own (budget.ts): an input
   * whose analysis would explode is denied as too complex instead of holding the event loop. The
   * analysis's verdict, too-complex included, depends only on the text and is cached.
   */
  decide(command: string, tool: string, kind: RuleKind): Decision {
    const key = `${tool}\u0000${kind}\u0000${command}`;
    let verdict = this.cache.get(key);
    if (!verdict) {
      const judgement = new Judgement(this.options.parser, this.options.rules, tool, kind);
      verdict = this.budgeted('analysis', () => judgement.script(command, 0), (reason) => refuse(reason));
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, verdict);
    }
    if (verdict.decision.decision === 'deny') return verdict.decision;
    const effects = verdict.effects;
    const refused = this.budgeted('path checks', () => {
      for (const effect of effects) {
        spend('path checks', effect.glob ? COST.effect + COST.globEffect : COST.effect);
        const refused = this.options.checkEffect(effect, command);
        if (refused) return refused;
      }
      return null;
    }, (reason) => deny(null, reason));
    return refused ?? verdict.decision;
  }

  /** Runs one stage of a decision on a fresh budget; running out of it is answered by `tooComplex`. */
  private budgeted<T>(stage: Stage, work: () => T, tooComplex: (reason: string) => T): T {
    try {
      return withBudget(this.options.budget?.(stage) ?? new WorkBudget(WORK_LIMITS[stage]), work);
    } catch (error) {
      if (error instanceof TooComplex) return tooComplex(error.message);
      throw error;
    }
  }
}

function quote(text: string): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ').trim();
  return `"${oneLine.length > 120 ? `${oneLine.slice(0, 117)}...` : oneLine}"`;
}

class Judgement {
  private readonly allowRules: Rule[];
  private readonly denyRules: Rule[];

  private readonly cwd: string;
  private readonly scripts: ScriptLookup;

  constructor(private readonly parser: ShellParser, rules: PathRules, private readonly tool: string, private readonly kind: RuleKind) {
    this.cwd = rules.cwd;
    this.scripts = scriptLookup(rules.cwd);
    this.allowRules = rules.allow.filter((r) => ruleGoverns(r, tool, kind) && (r.specifier === null || r.shell));
    this.denyRules = rules.deny.filter((r) => ruleGoverns(r, tool, kind));
  }

  private unwrap(words: string[], wild: boolean[], dirs?: readonly string[]): Unwrapping {
    return unwrapAll(words, wild, this.scripts, this.cwd, dirs);
  }

  /** `stdinEmpty`: the script's stdin has nothing in it (the Bash tool gives none). */
  script(source: string, depth: number, stdinEmpty = true, dialect: ShellDialect = 'bash'): Verdict {
    if (depth > MAX_SCRIPT_DEPTH) return { decision: deny(null, 'too many nested shells to analyse'), effects: [] };
    spend('nested scripts', COST.script);
    const analysis = analyseScript(this.parser, source, dialect);
    if (!analysis.ok) return { decision: deny(null, analysis.reason), effects: [] };
    const effects: PathEffect[] = [];
    const used: string[] = [];
    const verdicts = analysis.commands.map((command) => this.simple(command, source, depth, stdinEmpty));
    if (analysis.commands.length > 1) {
      // After `cd`, relative paths, config files, package.json and git's repository discovery
      // all resolve somewhere else; each call starts in the repository root, so a lone `cd`
      // does nothing and a `cd` followed by more commands cannot be checked.
      const mover = analysis.commands.find((c) => {
        if (c.chdir) return false; // a `cd` whose effect is modelled (analysis.ts)
        const layers = this.unwrap(c.words.map((w) => w.text), c.words.map((w) => w.expansion)).layers;
        return layers.some((l) => CHANGES_DIRECTORY.has(basename(l.words[0] ?? '')));
      });
      if (mover) {
        verdicts.push(refuse(`${quote(mover.text)} changes the directory the other commands run in, so their paths, config files and scripts cannot be checked; each call already starts in the repository root`));
      }
    }
    // git printing contents is checked against the index, stash and history as they are BEFORE the
    // command runs; an earlier part may change them (`git add -A && git diff --cached`,
    // `git stash -u && git stash show -p`): such a pair is refused.
    if (analysis.commands.length > 1 && verdicts.some((v) => v.effects.some((e) => e.access === 'git-content'))) {
      const changer = analysis.commands.find((c) => changesGitState(this.unwrap(c.words.map((w) => w.text), c.words.map((w) => w.expansion)), this.cwd));
      if (changer) verdicts.push(refuse(`${quote(changer.text)} can change git's index, stash or history, and another part of the command prints contents from them, which cannot be checked before it runs; run them as separate calls`));
    }
    const makeProblem = this.makeEnvironmentProblem(analysis.commands);
    if (makeProblem) verdicts.push(refuse(makeProblem));
    // A deny rule match anywhere beats a missing allow elsewhere: report the strongest refusal.
    const refusal = verdicts.find((v) => v.decision.decision === 'deny' && v.decision.rule !== null)
      ?? verdicts.find((v) => v.decision.decision === 'deny');
    if (refusal) return refusal;
    for (const v of verdicts) {
      effects.push(...v.effects);
      if (v.decision.rule && !used.includes(v.decision.rule)) used.push(v.decision.rule);
    }
    const rule = used.length ? used.join(', ') : null;
    return { decision: { decision: 'allow', rule, reason: rule ? `allowed by ${rule}` : 'allowed (sets only plain variables)' }, effects };
  }

  /**
   * make takes its whole environment as makefile variables (build-tools.ts): the variables a
   * make in this script receives from the command (`GO=x make`, `env GO=x make`) or from the
   * script (`export GO=x`, `set -a` then `GO=x`) must be plain values.
   */
  private makeEnvironmentProblem(commands: readonly SimpleCommand[]): string | null {
    const makes = commands.filter((c) => this.unwrap(c.words.map((w) => w.text), c.words.map((w) => w.expansion)).layers.some((l) => MAKES.has(basename(l.words[0] ?? ''))));
    if (!makes.length) return null;
    const literal = (w: { text: string; expansion: boolean } | null | undefined) => (w && !w.expansion ? w.text : null);
    for (const make of makes) {
      for (const { name, value } of make.assignments) {
        const problem = makeVariableProblem(name, literal(value));
        if (problem) return problem;
      }
      const layers = this.unwrap(make.words.map((w) => w.text), make.words.map((w) => w.expansion)).layers;
      for (const name of this.unwrap(make.words.map((w) => w.text), make.words.map((w) => w.expansion)).assignments) {
        const problem = makeVariableProblem(name, wrapperSetting(layers, name));
        if (problem) return problem;
      }
    }
    const allexport = commands.some((c) => c.words[0]?.text === 'set' && c.words.slice(1).some((w, i, all) => /^-[a-zA-Z]*a/.test(w.text) || (w.text === '-o' && all[i + 1]?.text === 'allexport')));
    const made = new Set(makes);
    for (const c of commands) {
      const head = c.words[0]?.text;
      if (head && ['export', 'declare', 'typeset', 'local', 'readonly'].includes(head) && (head === 'export' || c.words.some((w) => /^-[a-zA-Z]*x/.test(w.text)))) {
        for (const w of c.words.slice(1)) {
          if (w.text.startsWith('-')) continue;
          const eq = w.text.indexOf('=');
          const problem = makeVariableProblem(eq === -1 ? w.text : w.text.slice(0, eq), eq === -1 || w.expansion ? null : w.text.slice(eq + 1));
          if (problem) return problem;
        }
      }
      if (allexport && !made.has(c)) {
        for (const { name, value } of c.assignments) {
          const problem = makeVariableProblem(name, literal(value));
          if (problem) return problem;
        }
      }
    }
    return null;
  }

  private simple(command: SimpleCommand, source: string, depth: number, stdinEmpty: boolean): Verdict {
    spend('simple commands', COST.command + command.words.length + command.redirects.length);
    for (const { name, value } of command.assignments) {
      if (isDangerousVariable(name) && !isHarmlessSetting(name, value && !value.expansion ? value.text : null)) {
        return refuse(`setting ${name} changes what later commands run or load, so it is not allowed`);
      }
    }
    // Redirections are opened where the shell is when it reaches them (before a `cd` they hold).
    const effects = command.redirects.flatMap((r) => inDirs(redirectEffects([r]), r.dirs));
    if (!command.words.length) return { decision: { decision: 'allow', rule: null, reason: 'plain assignment' }, effects };
    if (command.dirs?.includes(UNKNOWN_DIR) || command.redirects.some((r) => r.dirs?.includes(UNKNOWN_DIR))) {
      return refuse(`${quote(command.text)} runs after cd to a directory named by a variable, ~ or -, which cannot be checked; cd to a path inside the workspace`);
    }
    if (command.chdir) return this.changeDirectory(command, source, depth, effects);
    const name = command.words[0]!;
    if (name.expansion) return refuse(`a variable in command position (${quote(name.text)}) cannot be analysed statically`);
    if (name.glob) return refuse(`a glob in command position (${quote(name.text)}) cannot be analysed statically`);
    const braced = command.words.find((w) => w.brace);
    if (braced) return refuse(`brace expansion (${quote(braced.text)}) can change the words of a command and cannot be analysed statically`);
    const hasHeredoc = command.redirects.some((r) => r.kind === 'heredoc' || r.kind === 'herestring');
    const hasInput = command.redirects.some((r) => r.kind === 'read');
    // Options a variable's value could smuggle into a builtin (`X=-v...; test $X`).
    for (const layer of this.unwrap(command.words.map((w) => w.text), command.words.map((w) => w.expansion), command.dirs).layers) {
      const offset = command.words.length - layer.words.length;
      const problem = variableOptionProblem(command.words.slice(offset).map((w) => ({ text: w.text, wild: w.expansion, split: !!w.split })));
      if (problem) return refuse(problem);
    }
    // `"$f"` of `for f in src/*.ts` is one of the glob's matches: any word, to the deny rules.
    if (command.words.some((w) => w.loopGlob)) {
      const anyWord = this.words(command.words.map((w) => w.text), command.words.map((w) => w.expansion || !!w.loopGlob), command.text, source, depth, { stdinProgram: null, stdinEmpty: true });
      if (anyWord.decision.decision === 'deny' && anyWord.decision.rule !== null) return anyWord;
    }
    const context: WordsContext = {
      ...(command.dirs ? { dirs: command.dirs } : {}),
      // Inside `... | bash -c '...'` a command that is not fed itself reads the script's input.
      stdinProgram: hasHeredoc ? 'a heredoc or herestring' : command.piped ? 'a pipe' : hasInput ? 'an input redirection' : stdinEmpty ? null : 'the input of the enclosing command',
      stdinEmpty: stdinEmpty && !hasHeredoc && !command.piped && !hasInput,
    };
    const texts = command.words.map((w) => w.text);
    const wild = command.words.map((w) => w.expansion);
    const layers = this.unwrap(texts, wild, command.dirs).layers;
    if (command.dirs && layers.some((l) => MAKES.has(basename(l.words[0] ?? '')))) {
      return refuse(`${quote(command.text)} runs make after cd, which reads that directory's Makefile (as make -C would), so what it runs cannot be checked`);
    }
    // After `cd`, a program named by a relative path is another file: rules see it from the root.
    const relativeProgram = !!command.dirs && name.text.includes('/') && !name.text.startsWith('/');
    let verdict: Verdict;
    if (relativeProgram) {
      const per: Verdict[] = [];
      for (const dir of command.dirs!) {
        const program = dir.startsWith('/') ? path.posix.join(dir, name.text) : path.posix.normalize(`${dir}/${name.text}`);
        if (program === '..' || program.startsWith('../')) return refuse(`${quote(command.text)} runs a program outside the workspace`);
        const v = this.words([program.startsWith('/') ? program : `./${program}`, ...texts.slice(1)], wild, command.text, source, depth, context);
        if (v.decision.decision === 'deny') return v;
        per.push({ decision: v.decision, effects: inDirs(v.effects, [dir]) });
      }
      verdict = { decision: per[0]!.decision, effects: per.flatMap((v) => v.effects) };
    } else {
      verdict = this.words(texts, wild, command.text, source, depth, context);
      if (verdict.decision.decision === 'deny') return verdict;
      verdict = { decision: verdict.decision, effects: inDirs(verdict.effects, command.dirs) };
    }
    // After `cd`, npm & co. run the scripts of that directory's package.json: a workspace package's only.
    const manager = layers.find((l) => PACKAGE_MANAGERS.has(basename(l.words[0] ?? '')));
    if (command.dirs && manager) {
      verdict.effects.push(...inDirs([{ path: '.', unknown: false, glob: false, access: 'package-dir', via: basename(manager.words[0]!) }], command.dirs));
    }
    // What xargs feeds the command it runs is part of that command's arguments.
    const input = xargsInput(command, layers, stdinEmpty);
    // Deny rules see what xargs runs with its input in place (`xargs git <<< push`).
    for (const run of input.runs) {
      const hit = this.denyingRule(run);
      if (hit) return { decision: deny(hit.rule.text, `${hit.rule.text} matched ${quote(command.text)}: xargs runs ${quote(run.words.map((w, i) => (run.wild[i] ? '<input>' : w)).join(' '))}${hit.note ? ` (${hit.note})` : ''}`), effects: [] };
    }
    if (input.refusal) return refuse(input.refusal);
    return { decision: verdict.decision, effects: [...effects, ...verdict.effects, ...inDirs(input.effects, command.dirs)] };
  }

  /**
   * `cd DIR` with later commands: needs no rule of its own (deny rules still apply); its target
   * must be a directory inside the workspace, checked when the call is decided (a `chdir` effect),
   * and the commands after it have their paths resolved there.
   */
  private changeDirectory(command: SimpleCommand, source: string, depth: number, effects: PathEffect[]): Verdict {
    const chdir = command.chdir!;
    const verdict = this.words(command.words.map((w) => w.text), command.words.map((w) => w.expansion), command.text, source, depth, { stdinProgram: null, stdinEmpty: true });
    if (verdict.decision.decision === 'deny' && verdict.decision.rule !== null) return verdict;
    const decision = verdict.decision.decision === 'allow' ? verdict.decision : { decision: 'allow' as const, rule: null, reason: 'cd inside the workspace' };
    // `cd $X` / `cd -` / `cd ~` on its own does nothing; commands after it are refused (simple()).
    if (chdir.unknown) return { decision, effects };
    const target: PathEffect = { path: chdir.target, unknown: false, glob: false, access: 'chdir', via: 'cd' };
    // A `..` in the target must step out of a real directory (analysis.ts: then cd -P and cd -L agree).
    const through = (chdir.through ?? []).map((dir): PathEffect => ({ path: dir, unknown: false, glob: false, access: 'chdir', via: 'cd' }));
    return { decision, effects: [...effects, ...inDirs([target, ...through], command.dirs)] };
  }

  /** One command given as words (a simple command, or one that find -exec runs). */
  private words(words: string[], wild: boolean[], text: string, source: string, depth: number, context: WordsContext): Verdict {
    spend('simple commands', COST.command / 2 + words.length);
    const unwrapped = this.unwrap(words, wild, context.dirs);
    const layers = unwrapped.layers;
    const effective = layers[layers.length - 1]!;
    for (const layer of layers) {
      const why = refusesAsString(basename(layer.words[0] ?? ''));
      if (why) return refuse(why);
    }
    for (const name of unwrapped.assignments) {
      if (isDangerousVariable(name) && !isHarmlessSetting(name, wrapperSetting(layers, name))) {
        return refuse(`setting ${name} changes what later commands run or load, so it is not allowed`);
      }
    }
    // Deny rules see every layer and every command run on the command's behalf.
    // What find -exec runs has each printed path in place of `{}`: a word holding it may become
    // anything there (a directory named `push` makes `git {}` run `git push`).
    const execs = unwrapped.nestedCommands.map((form) => ({ ...form, wild: form.wild.map((w, i) => w || form.words[i]!.includes('{}')) }));
    for (const form of [...layers, ...execs]) {
      const hit = this.denyingRule(form);
      if (hit) return { decision: deny(hit.rule.text, `${hit.rule.text} matched ${quote(text)}${hit.note ? ` (${hit.note})` : ''}`), effects: [] };
    }
    // Scripts it runs (`bash -c`, `npm explore PKG -- CMD`): a deny rule inside is reported first.
    const scripts = unwrapped.nestedScripts.map((nested) => ({ nested, verdict: this.script(nested.script, depth + 1, context.stdinEmpty, POSIX_SHELLS.has(nested.shell) ? 'posix' : 'bash') }));
    const where = (nested: RunScript) => nested.via ?? `${nested.shell} -c`;
    const ruled = scripts.find((s) => s.verdict.decision.decision === 'deny' && s.verdict.decision.rule !== null);
    if (ruled) return { decision: { ...ruled.verdict.decision, reason: `in ${where(ruled.nested)}: ${ruled.verdict.decision.reason}` }, effects: [] };
    if (unwrapped.refusal) return refuse(unwrapped.refusal);
    for (const layer of layers) {
      const name = layer.words[0] ?? '';
      if (layer.wild[0]) return refuse(`a variable in command position (${quote(name)}) cannot be analysed statically`);
      if (/[*?[]/.test(name)) return refuse(`a glob in command position (${quote(name)}) cannot be analysed statically`);
      const problem = builtinArgumentProblem(layer.words) ?? programFacts(layer.words).refusal;
      if (problem) return refuse(problem);
    }
    if (context.stdinProgram && isInterpreter(effective.words[0] ?? '') && readsProgramFromStdin(effective.words)) {
      return refuse(`feeding a program to an interpreter through ${context.stdinProgram} (${quote(effective.words.join(' '))}) cannot be analysed statically`);
    }
    const effects: PathEffect[] = [];
    const used: string[] = [];
    // Files a wrapper writes itself (`time -o FILE`, `flock FILE`, `script -c CMD FILE`).
    for (const out of unwrapped.writes) {
      // A lock file in the system's scratch space (`flock /tmp/x.lock`) touches nothing of the run's.
      if (out.via === 'flock' && !out.wild && /^\/(tmp|var\/tmp|run\/lock)\/[^/]+$/.test(out.path) && !lstatSync(out.path, { throwIfNoEntry: false })?.isSymbolicLink()) continue;
      effects.push({ path: out.path, unknown: out.wild, glob: /[*?[]/.test(out.path), access: 'write', via: `${out.via} writes` });
    }
    for (const { nested, verdict: inner } of scripts) {
      if (inner.decision.decision === 'deny') {
        return { decision: { ...inner.decision, reason: `in ${where(nested)}: ${inner.decision.reason}` }, effects: [] };
      }
      if (nested.foreign) {
        const shell = nested.via ?? nested.shell;
        return refuse(`${shell}${nested.via ? '' : ' -c'}: ${nested.via ? 'its shell\'s' : `${nested.shell}'s`} syntax is not bash's (it can run code where bash would not), so its scripts cannot be analysed; use bash -c`);
      }
      // `npm explore PKG -- CMD` runs CMD in node_modules/PKG: a `cd` there, checked as one.
      if (nested.dir !== undefined) effects.push({ path: nested.dir, unknown: false, glob: false, access: 'chdir', via: nested.via ?? 'cd' }, ...inDirs(inner.effects, [nested.dir]));
      else effects.push(...inner.effects);
      if (inner.decision.rule) used.push(inner.decision.rule);
    }
    for (const nested of unwrapped.nestedCommands) {
      const inner = this.words(nested.words, nested.wild, nested.words.join(' '), source, depth, { stdinProgram: null, stdinEmpty: false });
      if (inner.decision.decision === 'deny') {
        return { decision: { ...inner.decision, reason: `in find -exec: ${inner.decision.reason}` }, effects: [] };
      }
      // What it does to `{}` is done to each path find hands it (find-exec.ts), where find runs.
      const scripts = this.unwrap(nested.words, nested.wild).nestedScripts.map((s) => s.script);
      const placed = findExecEffects(effective, nested, scripts, inner.effects);
      if (placed.refusal) return refuse(placed.refusal);
      effects.push(...this.runnerEffects(unwrapped, placed.effects));
      if (inner.decision.rule) used.push(inner.decision.rule);
    }
    // A package manager's shell string runs with its binaries first on PATH: the runner needs a rule too.
    const runnerScript = unwrapped.nestedScripts.some((n) => n.via !== undefined);
    if (!unwrapped.nestedScripts.length || runnerScript) {
      const rule = this.allowingRule(layers, unwrapped.sealed);
      // `cmd || true`: builtins that do nothing need no rule of their own.
      const noOp = !rule && layers.length === 1 && NO_OPS.has(effective.words[0] ?? '');
      if (!rule && !noOp) {
        const whole = quote(source);
        const part = quote(effective.words.join(' '));
        const sealed = [...unwrapped.sealed].map((l) => basename(l.words[0] ?? ''));
        const why = sealed.length ? `; ${sealed[0]} may fetch another program of that name, so only a rule naming ${sealed[0]} and the program allows it` : '';
        return refuse(whole === part ? `no allow rule matches ${whole}${why}` : `no allow rule matches ${whole} (simple command ${part})${why}`);
      }
      if (rule) used.unshift(rule.text);
      if (!runnerScript) effects.push(...this.runnerEffects(unwrapped, argumentEffects(effective)));
    }
    const rule = used.length ? [...new Set(used)].join(', ') : null;
    return { decision: { decision: 'allow', rule, reason: rule ? `allowed by ${rule}` : 'allowed' }, effects };
  }

  /**
   * The effects of what a package manager's runner runs, where it runs it: after `pnpm -C DIR`
   * in DIR (a `cd`, checked as one), after `pnpm -r exec` / `--filter` in every workspace package.
   */
  private runnerEffects(unwrapped: Unwrapping, inner: PathEffect[]): PathEffect[] {
    let effects = inner;
    for (const runner of [...unwrapped.runners].reverse()) {
      const name = basename(runner.layer.words[0] ?? '');
      if (runner.dirs) effects = inDirs(effects, runner.dirs);
      if (runner.chdirs.length) {
        effects = [
          ...runner.chdirs.map((dir): PathEffect => ({ path: dir, unknown: false, glob: /[*?[]/.test(dir), access: 'chdir', via: `${name} -C` })),
          ...inDirs(effects, runner.chdirs),
        ];
      }
    }
    return effects;
  }

  private denyingRule(form: CommandForm): { rule: Rule; note?: string } | null {
    if (!this.denyRules.length) return null;
    const variants: { words: string[]; wild: boolean[] }[] = [];
    const add = (words: string[], wild: boolean[]) => {
      variants.push({ words, wild });
      // Deny rules match a path-qualified name by its basename: `/usr/bin/git push`, `../git push`.
      const name = words[0] ?? '';
      if (name.includes('/')) variants.push({ words: [basename(name), ...words.slice(1)], wild });
    };
    add(form.words, form.wild);
    // A quoted word with spaces (`git "push origin"`) is split the way a careless reader would.
    if (form.words.some((w) => /\s/.test(w))) {
      const split: string[] = [];
      const splitWild: boolean[] = [];
      form.words.forEach((w, i) => w.split(/\s+/).filter(Boolean).forEach((part) => { split.push(part); splitWild.push(form.wild[i]!); }));
      add(split, splitWild);
    }
    for (const v of [...variants]) {
      const git = withoutGitGlobalOptions([basename(v.words[0] ?? ''), ...v.words.slice(1)]);
      if (git) variants.push({ words: git, wild: [false, ...v.wild.slice(v.words.length - git.length + 1)] });
      // What npx / npm exec / pnpm run is a command of its own, under either reading of options
      // of unknown arity and whatever the package scripts are; wrappers in it peeled too.
      for (const at of runnerStarts(v.words)) {
        const inner = unwrapAll(v.words.slice(at), v.wild.slice(at), undefined, undefined);
        for (const layer of [...inner.layers, ...inner.nestedCommands]) variants.push({ words: layer.words, wild: layer.wild });
      }
    }
    spend('rule matches', COST.ruleMatch * variants.length * this.denyRules.length);
    for (const rule of this.denyRules) {
      // A bare `Bash` deny, or a specifier this policy cannot interpret, covers every command.
      if (!rule.shell) return { rule };
      if (variants.some((v) => shellPatternMatchesLoosely(rule.shell!, v.words, v.wild))) return { rule };
      // The same command spelt another way: flags, global options, aliases (deny-match.ts).
      for (const v of variants) {
        const match = denyMatchesNormalised(rule.shell, v.words, v.wild, { cwd: this.cwd });
        if (match) return { rule, note: match.note };
      }
    }
    return null;
  }

  /** The allow rule for the first layer that one covers (see wrappers.ts for why). */
  private allowingRule(layers: CommandForm[], sealed: ReadonlySet<CommandForm> = new Set()): Rule | null {
    spend('rule matches', COST.ruleMatch * layers.length * this.allowRules.length);
    for (const layer of layers) {
      // `pnpm --filter api test` is matched as `pnpm test --filter api` (programs.ts).
      const moved = subcommandFirst(layer.words);
      for (const rule of this.allowRules) {
        if (!rule.shell) return rule;
        const asWritten = shellPatternMatches(rule.shell, layer.words, layer.openEnded);
        if (!asWritten && !(moved && shellPatternMatches(rule.shell, moved, layer.openEnded))) continue;
        // Where the wrapped command starts in the words the rule matched (`pnpm exec vitest --filter api`).
        const inner = asWritten || layer.innerStart === Infinity ? layer.innerStart : moved!.indexOf(layer.words[layer.innerStart]!);
        if (inner === Infinity || rule.shell.literalWords > inner) return rule;
      }
      // sudo changes who runs the command, npx may fetch another program of the name it is
      // given: what they wrap is not allowed on its own rules.
      if (layer.sudo || sealed.has(layer)) return null;
    }
    return null;
  }
}

/**
 * The effects of a command that runs in `dirs` (after `cd`): each relative path is resolved there
 * when checked (effect-checks.ts), once per directory the shell may be in.
 */
function inDirs(effects: PathEffect[], dirs: readonly string[] | undefined): PathEffect[] {
  if (!dirs) return effects;
  spend('directories after cd', dirs.length * effects.length);
  return dirs.flatMap((dir) => effects.map((e) => {
    const cwd = e.cwd === undefined ? dir : e.cwd.startsWith('/') ? e.cwd : path.posix.normalize(dir ? `${dir}/${e.cwd}` : e.cwd);
    return { ...e, cwd: cwd === '.' ? '' : cwd };
  }));
}

/** The value a wrapper (`env NAME=value cmd`) gives NAME, as written; null when it holds a variable. */
function wrapperSetting(layers: readonly CommandForm[], name: string): string | null {
  for (const layer of layers) {
    const at = layer.words.findIndex((w, i) => i > 0 && i < layer.innerStart && w.startsWith(`${name}=`));
    if (at !== -1) return layer.wild[at] ? null : layer.words[at]!.slice(name.length + 1);
  }
  return null;
}

/** git subcommands that change neither the index, the stash, refs nor the object store. */
const GIT_READ_ONLY = new Set([
  'status', 'diff', 'log', 'show', 'grep', 'ls-files', 'ls-tree', 'cat-file', 'rev-parse', 'rev-list', 'blame', 'annotate', 'shortlog',
  'describe', 'show-ref', 'for-each-ref', 'name-rev', 'whatchanged', 'diff-tree', 'diff-index', 'diff-files', 'merge-base',
  'count-objects', 'version', 'help', 'var', 'check-ignore', 'check-attr', 'ls-remote', 'cherry', 'range-diff', 'format-patch',
  'archive', 'verify-commit', 'verify-tag', 'show-branch', 'fsck',
]);

/** Whether a command may change what git prints from its index, stash, refs or objects. */
function changesGitState(unwrapped: Unwrapping, cwd: string): boolean {
  if (unwrapped.nestedScripts.some((s) => /\bgit\b/.test(s.script))) return true;
  for (const form of [...unwrapped.layers, ...unwrapped.nestedCommands]) {
    if (!/^git(-.+)?$/.test(basename(form.words[0] ?? ''))) continue;
    const words = withoutGitGlobalOptions(form.words) ?? form.words;
    const dashed = /^git-(.+)$/.exec(basename(words[0] ?? ''));
    const sub = dashed ? dashed[1]! : words[1];
    const operands = words.slice(dashed ? 1 : 2).filter((w) => !w.startsWith('-'));
    if (sub === undefined) continue;
    if (GIT_READ_ONLY.has(sub)) continue;
    if (['stash', 'reflog'].includes(sub) && ['list', 'show'].includes(operands[0] ?? '')) continue;
    if (['branch', 'tag', 'remote', 'worktree', 'notes'].includes(sub) && !operands.length) continue;
    // `git add FILE...` stages exactly the files named, each of which passes the Read rules.
    const flags = words.slice(dashed ? 1 : 2).filter((w) => w.startsWith('-'));
    if (sub === 'add' && operands.length && flags.every((f) => ['-v', '--verbose', '-f', '--force', '--'].includes(f))
      && operands.every((o) => !/[*?[:\\]/.test(o) && !!lstatSync(path.resolve(cwd, o), { throwIfNoEntry: false })?.isFile())) continue;
    return true;
  }
  return false;
}

/** A script a command runs, and where (npm explore runs its command in node_modules/PKG). */
interface RunScript extends NestedScript {
  dir?: string;
  /** What runs it, for reasons ("npm explore"); `<shell> -c` when absent. */
  via?: string;
}

/** unwrapCommand, continued through package managers' runners (package-managers.ts). */
interface Unwrapping extends Omit<Unwrapped, 'nestedScripts'> {
  nestedScripts: RunScript[];
  /** Layers whose inner layers no rule of their own allows: what they run may be another program of that name. */
  sealed: Set<CommandForm>;
  /** Package manager layers that run a command of their own, with the directories it runs in. */
  runners: { layer: CommandForm; dirs: string[] | null; chdirs: string[] }[];
}

const MAX_RUNNER_DEPTH = 4;

/**
 * Peels wrappers (wrappers.ts) and then package managers' runners: `npm exec CMD`, `npx CMD`,
 * `pnpm exec CMD`, `pnpm CMD` (no script of that name: pnpm runs it), `npm explore PKG -- CMD`
 * (a shell string). What a runner runs is a layer like a wrapped command: deny rules see it,
 * its own refusals and effects apply, and only a rule reaching past the runner into it, or its
 * own rule, allows it (never its own rule when the runner may fetch another program of that name).
 */
export function unwrapAll(words: string[], wild: boolean[], scripts: ScriptLookup | undefined, root: string | undefined, dirs?: readonly string[], depth = 0): Unwrapping {
  const first = unwrapCommand(words, wild);
  const result: Unwrapping = { ...first, nestedScripts: [...first.nestedScripts], sealed: new Set(), runners: [] };
  if (first.nestedScripts.length) return result;
  const last = first.layers[first.layers.length - 1]!;
  const call = readPackageManager(last.words, { scripts, root, ...(dirs ? { dirs } : {}) });
  if (!call) return result;
  if (call.refusal) result.refusal ??= call.refusal;
  if (call.shell) {
    const shell = call.shell;
    if (shell.from.some((k) => last.wild[k])) result.refusal ??= `the command ${shell.via} runs holds a variable and cannot be analysed statically`;
    else result.nestedScripts.push({ script: shell.script, shell: 'sh', foreign: shell.foreign, via: shell.via, ...(shell.dir !== undefined ? { dir: shell.dir } : {}) });
    return result;
  }
  if (!call.run) return result;
  if (depth >= MAX_RUNNER_DEPTH) {
    result.refusal ??= 'too many nested package manager runners';
    return result;
  }
  const at = call.run.at;
  last.innerStart = at;
  if (call.run.sealed) result.sealed.add(last);
  result.runners.push({ layer: last, dirs: call.runDirs, chdirs: call.chdirs });
  const inner = unwrapAll(last.words.slice(at), last.wild.slice(at), scripts, root, undefined, depth + 1);
  for (const layer of inner.layers) layer.openEnded ||= last.openEnded;
  result.layers.push(...inner.layers);
  result.nestedCommands.push(...inner.nestedCommands);
  result.nestedScripts.push(...inner.nestedScripts);
  result.assignments.push(...inner.assignments);
  result.writes.push(...inner.writes);
  result.refusal ??= inner.refusal;
  for (const s of inner.sealed) result.sealed.add(s);
  result.runners.push(...inner.runners);
  return result;
}

function refuse(reason: string): Verdict {
  return { decision: deny(null, reason), effects: [] };
}
