// Grep tool vs the commands it stands in for, on one generated tree: ~20,000 small files in a
// dependency-like layout (vendor/pkg-NNNN/...) plus some source. The same tree is searched as a
// git work tree (our git backend vs `git grep` run directly) and as a plain directory (our JS
// backend vs `grep -r`). Prints medians side by side with ratios; never asserts timings.
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../src/exec.js';
import { grepSearch, type GrepBackend, type GrepInput } from '../src/tools/grep-search.js';
import type { ToolContext } from '../src/tools/tool.js';

const PACKAGES = 2000;
const FILES_PER_PACKAGE = 10;
const SOURCE_FILES = 300;
const RUNS = 3;

function buildTree(root: string): number {
  let files = 0;
  const body = (seed: number) =>
    [
      `'use strict';`,
      `// module ${seed}`,
      `function helper${seed}(value) {`,
      `  return value * ${seed % 97} + ${seed % 13};`,
      `}`,
      seed % 100 === 7 ? `const marker = 'needle_${seed}';` : `const marker = 'hay_${seed}';`,
      `module.exports = { helper${seed}, marker };`,
      '',
    ].join('\n');
  for (let p = 0; p < PACKAGES; p++) {
    const dir = path.join(root, 'vendor', `pkg-${String(p).padStart(4, '0')}`);
    mkdirSync(path.join(dir, 'lib'), { recursive: true });
    for (let f = 0; f < FILES_PER_PACKAGE; f++) {
      const seed = p * FILES_PER_PACKAGE + f;
      writeFileSync(path.join(dir, f === 0 ? 'index.js' : `lib/part${f}.js`), body(seed));
      files++;
    }
  }
  mkdirSync(path.join(root, 'src'), { recursive: true });
  for (let s = 0; s < SOURCE_FILES; s++) {
    writeFileSync(path.join(root, 'src', `file${s}.ts`), `export const value${s} = ${s};\n// TODO item ${s}\n`);
    files++;
  }
  return files;
}

function context(cwd: string): ToolContext {
  return {
    signal: new AbortController().signal,
    cwd,
    toolUseId: 'bench',
    timeoutMs: 120_000,
    exec: runCommand,
    env: {},
    canRead: () => true,
    onProgress: () => {},
    onUpdate: () => {},
  };
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

async function mustRun(argv: string[], cwd: string): Promise<string> {
  const res = await runCommand({ argv, cwd, maxOutputBytes: 64 * 1024 * 1024 });
  if (res.exitCode !== 0 && res.exitCode !== 1) throw new Error(`${argv.join(' ')}: ${res.output}`);
  return res.stdout;
}

const fmt = (ms: number) => `${ms.toFixed(0).padStart(6)} ms`;

export default async function grepBench(): Promise<void> {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-bench-grep-')));
  const plain = path.join(base, 'plain');
  const repo = path.join(base, 'repo');
  try {
    const t0 = performance.now();
    const files = buildTree(plain);
    cpSync(plain, repo, { recursive: true });
    await mustRun(['git', 'init', '-q'], repo);
    await mustRun(['git', 'add', '-A'], repo);
    await mustRun(['git', '-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-q', '-m', 'tree'], repo);
    console.log(`tree: ${files.toLocaleString('en-US')} files, built in ${((performance.now() - t0) / 1000).toFixed(1)} s; median of ${RUNS} runs`);

    const cases: { label: string; input: GrepInput; gitArgs: string[]; grepArgs: string[] }[] = [
      {
        label: 'rare, files',
        input: { pattern: 'needle_\\d+' },
        gitArgs: ['-l', '-P', '-e', 'needle_\\d+'],
        grepArgs: ['-l', '-P', '-e', 'needle_\\d+'],
      },
      {
        label: 'common, count',
        input: { pattern: 'function helper', output_mode: 'count' },
        gitArgs: ['-c', '-P', '-e', 'function helper'],
        grepArgs: ['-c', '-P', '-e', 'function helper'],
      },
      {
        label: 'rare, content -i',
        input: { pattern: 'NEEDLE_\\d+', '-i': true, output_mode: 'content' },
        gitArgs: ['-n', '-i', '-P', '-e', 'NEEDLE_\\d+'],
        grepArgs: ['-n', '-i', '-P', '-e', 'NEEDLE_\\d+'],
      },
    ];

    console.log(`${'case'.padEnd(18)} ${'tool/git'.padStart(9)} ${'git grep'.padStart(9)} ${'ratio'.padStart(6)}   ${'tool/js'.padStart(9)} ${'grep -r'.padStart(9)} ${'ratio'.padStart(6)}`);
    for (const c of cases) {
      const tool = (cwd: string, backend: GrepBackend) => () => grepSearch(c.input, context(cwd), backend);
      // Same answers first, so the timings compare equal work.
      const a = await grepSearch(c.input, context(repo), 'git');
      const b = await grepSearch(c.input, context(plain), 'js');
      if (a.details?.total !== b.details?.total) console.log(`  !! backends disagree on ${c.label}: ${a.details?.total} vs ${b.details?.total}`);
      const toolGit = await median(tool(repo, 'git'));
      const gitGrep = await median(() => mustRun(['git', 'grep', '--untracked', '-I', ...c.gitArgs], repo));
      const toolJs = await median(tool(plain, 'js'));
      const grepR = await median(() => mustRun(['grep', '-r', '-I', '--exclude-dir=.git', '--exclude-dir=node_modules', ...c.grepArgs, '.'], plain));
      console.log(
        `${c.label.padEnd(18)} ${fmt(toolGit)} ${fmt(gitGrep)} ${(toolGit / gitGrep).toFixed(2).padStart(5)}x   ${fmt(toolJs)} ${fmt(grepR)} ${(toolJs / grepR).toFixed(2).padStart(5)}x`,
      );
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
