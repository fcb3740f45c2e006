// Sandbox cost, measured side by side in one run: a sandboxed `true` Bash call against the same
// call unsandboxed (target <= 1.3x), and set-up + tear-down of a run's sandbox on a 10,000-file
// workspace (target <= 1.5 s). Needs root or passwordless sudo, setfacl and iptables.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCommand } from '../src/exec.js';
import { createSandbox } from '../src/sandbox/sandbox.js';
import { SANDBOX_SKIP_REASON } from '../test/sandbox/sandbox-support.js';

function workspace(files: number): string {
  const ws = mkdtempSync(path.join(os.tmpdir(), 'marshal-bench-sbx-'));
  for (let d = 0; d < files / 100; d++) {
    const dir = path.join(ws, `pkg${d}`, 'src');
    mkdirSync(dir, { recursive: true });
    for (let f = 0; f < 100; f++) writeFileSync(path.join(dir, `f${f}.ts`), `export const x${f} = ${f};\n`);
  }
  writeFileSync(path.join(ws, '.env'), 'TOKEN=x\n');
  execFileSync('git', ['init', '-q', ws]);
  return ws;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export default async function bench(): Promise<void> {
  if (SANDBOX_SKIP_REASON) {
    console.log(`skipped: ${SANDBOX_SKIP_REASON}`);
    return;
  }
  const ws = workspace(10_000);
  const setups: number[] = [];
  const teardowns: number[] = [];
  let plain: number[] = [];
  let boxed: number[] = [];
  for (let round = 0; round < 3; round++) {
    let t = performance.now();
    const sandbox = await createSandbox({
      mode: 'required', workspace: ws, canRead: (rel) => !rel.startsWith('.env'), network: { allow: [], deny: [], loopback: true },
      hooksPath: null, hide: [], toolPaths: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });
    setups.push(performance.now() - t);
    const calls = 40;
    for (let i = 0; i < calls; i++) {
      // Interleaved, so drift on a shared machine hits both sides alike.
      t = performance.now();
      await runCommand({ script: 'true', cwd: ws });
      plain.push(performance.now() - t);
      t = performance.now();
      await sandbox.exec({ script: 'true', cwd: ws });
      boxed.push(performance.now() - t);
    }
    t = performance.now();
    await sandbox.close();
    teardowns.push(performance.now() - t);
  }
  const p = median(plain);
  const b = median(boxed);
  console.log(`Bash \`true\`: unsandboxed ${p.toFixed(1)} ms, sandboxed ${b.toFixed(1)} ms (median of ${plain.length}): ratio ${(b / p).toFixed(2)} (target <= 1.3)`);
  const s = median(setups);
  const d = median(teardowns);
  console.log(`10,000-file workspace: set-up ${s.toFixed(0)} ms + tear-down ${d.toFixed(0)} ms = ${(s + d).toFixed(0)} ms (median of 3; target <= 1500)`);
  plain = [];
  boxed = [];
}
