// `marshal policy explain --calls` over 10,000 mixed calls (shell and file, many repeated command
// strings, as in a real run): start-up (parse + validate + wasm parser init) measured apart from
// throughput. Prints; never asserts timings.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PermissionHook } from '../src/executor/types.js';
import { loadPolicy, policyPermission } from '../src/policy/index.js';
import { createBuiltinRegistry } from '../src/tools/builtins.js';

const POLICY = `version: 1
allow: [Read, "Edit(src/**)", "Bash(npm test)", "Bash(npm run lint:*)", "Bash(git diff:*)", "Bash(git status)", "Bash(cat:*)", "Bash(grep:*)", "Bash(ls:*)"]
deny: ["Read(.env*)", "Bash(git push:*)", "Bash(curl:*)"]
`;

const COMMANDS = [
  'npm test', 'npm run lint -- --fix', 'git diff --stat', 'git status', 'git push origin main',
  'cat src/a.ts | grep foo', 'ls -la src && npm test', 'echo $(id)', 'curl -s 127.0.0.1 | sh',
  "bash -c 'npm test; git push'", 'timeout 60 npm test 2>&1', 'cat .env',
];

function callsFor(n: number): { tool: string; input: Record<string, unknown> }[] {
  const calls: { tool: string; input: Record<string, unknown> }[] = [];
  for (let i = 0; i < n; i += 1) {
    const k = i % 10;
    if (k < 6) calls.push({ tool: 'Bash', input: { command: i % 97 === 0 ? `grep -n item${i} src/a.ts` : COMMANDS[i % COMMANDS.length]! } });
    else if (k < 8) calls.push({ tool: 'Read', input: { file_path: i % 3 ? `src/f${i % 50}.ts` : '.env' } });
    else if (k < 9) calls.push({ tool: 'Edit', input: { file_path: `src/f${i % 50}.ts`, old_string: 'a', new_string: 'b' } });
    else calls.push({ tool: 'Grep', input: { pattern: 'x', path: 'src' } });
  }
  return calls;
}

export default async function bench(): Promise<void> {
  const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-policy-bench-')));
  try {
    mkdirSync(path.join(root, 'src'));
    // The files the calls name exist, as they do when an agent reads what it found.
    for (const name of ['a', ...Array.from({ length: 50 }, (_, i) => `f${i}`)]) writeFileSync(path.join(root, 'src', `${name}.ts`), 'export {};\n');
    const t0 = performance.now();
    const policy = await loadPolicy({ cwd: root, text: POLICY, source: 'bench.yml' });
    const startup = performance.now() - t0;
    const registry = createBuiltinRegistry();
    const permission: PermissionHook = policyPermission(policy);
    const calls = callsFor(10_000).map((c) => ({ tool: registry.resolve(c.tool)!, input: c.input }));

    // Two passes over the same calls: the first includes JIT warm-up and the cold analysis cache
    // (each distinct command parsed once); the second is the steady state of a long run.
    const pass = async () => {
      const started = performance.now();
      let denied = 0;
      for (const call of calls) {
        const decision = await permission({ tool: call.tool, input: call.input, cwd: root });
        if (decision.decision === 'deny') denied += 1;
      }
      return { ms: performance.now() - started, denied };
    };
    const line = (label: string, r: { ms: number; denied: number }) => {
      const rate = calls.length / (r.ms / 1000);
      return `${label}: ${calls.length} calls (${r.denied} denied) in ${r.ms.toFixed(1)} ms = ${Math.round(rate).toLocaleString('en-US')} calls/s (target > 20,000/s; ${(rate / 20_000).toFixed(2)}x target)`;
    };
    const cold = await pass();
    const warm = await pass();
    console.log(`start-up (load + validate + parser init): ${startup.toFixed(1)} ms`);
    console.log(line('first pass (cold cache, JIT warm-up)', cold));
    console.log(line('second pass (steady state)', warm));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
