// Scale (issue 16): a 100,000-file git work tree built here (packages of source, tests and docs,
// an ignored build directory). Side by side in one run: Glob `**/*.ts` against `find` listing the
// same files with their mtimes; Grep counts against `git grep -c`; and the peak RSS of a whole
// `marshal run --provider replay` (dist/cli.js) whose model globs and greps the tree and reads a
// file. Targets: Glob <= 3x find, Grep <= 1.5x git grep, peak RSS <= 200 MB; each row says MET or
// MISSED. Prints; never asserts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCommand } from '../src/exec.js';
import { globTool } from '../src/tools/glob.js';
import { grepTool } from '../src/tools/grep.js';
import type { ToolContext } from '../src/tools/tool.js';

const FILES = Number(process.env.SCALE_FILES ?? 100_000);
const PER_DIR = 50;
const RUNS = 3;
const CLI = path.resolve(import.meta.dirname, '..', 'dist', 'cli.js');
const GIT = ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost'];

function buildTree(root: string): void {
  const exts = ['ts', 'ts', 'js', 'md', 'json'];
  for (let i = 0; i < FILES; i++) {
    const dir = path.join(root, `packages/pkg-${Math.floor(i / (PER_DIR * 20))}/src/mod-${Math.floor(i / PER_DIR)}`);
    if (i % PER_DIR === 0) mkdirSync(dir, { recursive: true });
    const ext = exts[i % exts.length] as string;
    writeFileSync(path.join(dir, `f${i}.${ext}`), `// file ${i}\nexport function helper${i}(v: number) {\n  return v * ${i % 97};\n}\n${i % 500 === 3 ? '// TODO needle\n' : ''}`);
  }
  writeFileSync(path.join(root, '.gitignore'), 'dist/\n');
  mkdirSync(path.join(root, 'dist'));
  for (let i = 0; i < 500; i++) writeFileSync(path.join(root, 'dist', `out${i}.ts`), 'export {};\n');
}

function context(cwd: string): ToolContext {
  return {
    signal: new AbortController().signal,
    cwd,
    toolUseId: 'bench',
    timeoutMs: 600_000,
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
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number;
}

function sh(argv: string[], cwd: string): string {
  const out = spawnSync(argv[0] as string, argv.slice(1), { cwd, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (out.status !== 0 && out.status !== 1) throw new Error(`${argv.join(' ')}: ${out.stderr}`);
  return out.stdout;
}

/** `MET` or `MISSED`: every row says whether it meets its target, so a reader need not compare. */
const verdict = (value: number, limit: number) => (value <= limit ? 'MET' : 'MISSED');

const row = (label: string, ours: number, theirs: number, what: string, limit: number) =>
  console.log(`${label.padEnd(22)} ${ours.toFixed(0).padStart(7)} ms  ${what.padEnd(16)} ${theirs.toFixed(0).padStart(7)} ms  ${(ours / theirs).toFixed(2).padStart(5)}x  <= ${limit}x ${verdict(ours / theirs, limit)}`);

/** A replay transcript whose model globs and greps the whole tree, then reads one file. */
function transcript(file: string): void {
  const turn = (n: number, content: unknown[]) => JSON.stringify({ type: 'response', turn: n, message: { content, stop_reason: 'tool_use' } });
  const lines = [
    turn(1, [
      { type: 'tool_use', id: 't1', name: 'Glob', input: { pattern: '**/*.ts' } },
      { type: 'tool_use', id: 't2', name: 'Grep', input: { pattern: 'helper', output_mode: 'count' } },
      { type: 'tool_use', id: 't3', name: 'Grep', input: { pattern: 'export', output_mode: 'content' } },
    ]),
    turn(2, [{ type: 'tool_use', id: 't4', name: 'Read', input: { file_path: 'packages/pkg-0/src/mod-0/f0.ts' } }]),
    JSON.stringify({ type: 'response', turn: 3, message: { content: [{ type: 'text', text: 'Done.' }], stop_reason: 'end_turn' } }),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
}

export default async function scaleBench(): Promise<void> {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-bench-scale-')));
  const repo = path.join(base, 'repo');
  try {
    const t0 = performance.now();
    buildTree(repo);
    sh(['git', 'init', '-q', '-b', 'main'], repo);
    sh(['git', 'add', '-A'], repo);
    sh(['git', ...GIT, 'commit', '-q', '-m', 'tree'], repo);
    // Some untracked files too: Glob and Grep see them, as `git ls-files --others` does.
    mkdirSync(path.join(repo, 'scratch'));
    for (let i = 0; i < 100; i++) writeFileSync(path.join(repo, 'scratch', `new${i}.ts`), '// TODO needle\n');
    console.log(`tree: ${FILES.toLocaleString('en-US')} tracked files + 100 untracked + 500 ignored, built in ${((performance.now() - t0) / 1000).toFixed(1)} s; median of ${RUNS} runs`);

    const ctx = context(repo);
    const glob = () => globTool.run({ pattern: '**/*.ts' }, ctx);
    const globbed = await glob();
    const found = sh(['find', '.', '-path', './.git', '-prune', '-o', '-path', './dist', '-prune', '-o', '-type', 'f', '-name', '*.ts', '-printf', '%T@ %p\n'], repo);
    console.log(`Glob **/*.ts: ${typeof globbed === "string" ? "?" : (globbed.details as { count: number }).count} files; find: ${found.split('\n').filter(Boolean).length}`);
    row('Glob **/*.ts', await median(glob), await median(async () => sh(['find', '.', '-path', './.git', '-prune', '-o', '-path', './dist', '-prune', '-o', '-type', 'f', '-name', '*.ts', '-printf', '%T@ %p\n'], repo)), 'find -printf %T@', 3);

    for (const [label, input, args] of [
      ['Grep count common', { pattern: 'helper', output_mode: 'count' }, ['-c', '-P', '-e', 'helper']],
      ['Grep files rare', { pattern: 'TODO needle' }, ['-l', '-P', '-e', 'TODO needle']],
    ] as const) {
      const grep = () => grepTool.run(input, ctx);
      row(label, await median(grep), await median(async () => sh(['git', 'grep', '--untracked', '-I', ...args], repo)), 'git grep', 1.5);
    }

    if (!existsSync(CLI)) {
      console.log('peak RSS: dist/cli.js is missing (npm run build)');
      return;
    }
    const script = path.join(base, 'transcript.jsonl');
    transcript(script);
    // The run's own peak (RUSAGE_SELF at exit), not its git children's: a preload prints it.
    const preload = path.join(base, 'maxrss.mjs');
    writeFileSync(preload, "process.on('exit', () => process._rawDebug(`maxrss_kb ${process.resourceUsage().maxRSS}`));\n");
    const run = spawnSync(process.execPath, ['--import', pathToFileURL(preload).href, CLI, 'run', '--cwd', repo, '--provider', 'replay', '--transcript', script,
      '--prompt', 'survey the tree', '--sandbox', 'off', '--quiet', '--out', path.join(base, 'out')], { cwd: base, encoding: 'utf8', maxBuffer: 1 << 30 });
    const rss = /maxrss_kb (\d+)/.exec(run.stderr);
    if (!rss) console.log(`peak RSS: not measured (exit ${run.status}): ${run.stderr.slice(-500)}`);
    else {
      const mb = Number(rss[1]) / 1024;
      console.log(`${'run --provider replay'.padEnd(22)} peak RSS ${mb.toFixed(0)} MB (exit ${run.status})   <= 200 MB ${verdict(mb, 200)}`);
    }
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
