// Start-up of the bundled CLI (dist/cli.js; `npm run build` first), side by side in one run:
// `node -e 0` (the floor), `marshal --help`, `marshal --version`, and one `policy explain` call
// (the policy loaded, tree-sitter initialised, one Bash command decided), as people run it (the
// compile cache warm, src/compile-cache.ts) and with the cache off (every start compiles the
// bundle, as the first run after an install does). Targets (issue 16): --help <= 2.0x node -e 0;
// one explain <= 0.3 s; each says MET or MISSED. Prints; never asserts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CLI = path.resolve(import.meta.dirname, '..', 'dist', 'cli.js');
const RUNS = 15;

/** Median wall time of `node ...args` over RUNS runs, interleaved with the others by the caller. */
function once(args: string[], cwd: string, env: NodeJS.ProcessEnv): number {
  const start = process.hrtime.bigint();
  const out = spawnSync(process.execPath, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (out.status !== 0) throw new Error(`node ${args.join(' ')} exited ${out.status}: ${out.stderr.toString()}`);
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export default async function bench(): Promise<void> {
  if (!existsSync(CLI)) {
    console.log('dist/cli.js is missing: run `npm run build` first');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-startup-'));
  try {
    writeFileSync(path.join(dir, 'marshal.yml'), 'version: 1\nallow: [Read, "Bash(npm test)", "Bash(git status)"]\ndeny: ["Bash(git push:*)"]\n');
    const explain = [CLI, 'policy', 'explain', '--cwd', dir, '--policy', path.join(dir, 'marshal.yml'), '--tool', 'Bash', '--input', '{"command":"npm test && git status"}'];
    const warm = { ...process.env, MARSHAL_COMPILE_CACHE: path.join(dir, 'compile-cache') };
    const cold = { ...process.env, MARSHAL_COMPILE_CACHE: 'off' };
    const cases: [string, string[], NodeJS.ProcessEnv][] = [
      ['node -e 0', ['-e', '0'], process.env],
      ['marshal --help', [CLI, '--help'], process.env],
      ['marshal --version', [CLI, '--version'], process.env],
      ['marshal policy explain', explain, warm],
      ['  (compile cache off)', explain, cold],
    ];
    const times = new Map<string, number[]>(cases.map(([name]) => [name, []]));
    for (const [, args, env] of cases) once(args, dir, env); // warm the file cache (and fill the compile cache)
    for (let i = 0; i < RUNS; i++) for (const [name, args, env] of cases) times.get(name)!.push(once(args, dir, env));
    const floor = median(times.get('node -e 0')!);
    console.log(`median of ${RUNS} runs          ms     x node -e 0   target`);
    for (const [name] of cases) {
      const ms = median(times.get(name)!);
      const met = (ok: boolean) => (ok ? 'MET' : 'MISSED');
      const target = name === 'marshal --help' ? `<= 2.0x ${met(ms / floor <= 2)}` : name === 'marshal policy explain' ? `<= 300 ms ${met(ms <= 300)}` : '';
      console.log(`${name.padEnd(26)} ${ms.toFixed(0).padStart(6)}  ${(ms / floor).toFixed(2).padStart(11)}x   ${target}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
