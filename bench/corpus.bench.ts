// The everyday corpus (test/policy/corpus): false denials of everyday agent commands and wrong
// allows of denied effects, per stack, for command analysis alone and for the sandbox-relaxed
// analysis (policy.withSandbox()). Prints; never asserts (test/policy/everyday-corpus.test.ts does).
import { loadPolicy, type Policy } from '../src/policy/index.js';
import { buildWorkspace, STACKS } from '../test/policy/corpus/index.js';

type Mode = 'analysis' | 'sandbox';

const decide = (policy: Policy, command: string) => policy.decide({ tool: 'Bash', kind: 'shell', input: { command }, paths: [] });

const pct = (n: number, of: number) => `${of ? ((100 * n) / of).toFixed(1) : '0.0'}%`;

export default async function bench(): Promise<void> {
  const verbose = process.env.CORPUS_VERBOSE === '1';
  const totals: Record<Mode, { everyday: number; falseDenials: number; denied: number; wrongAllows: number }> = {
    analysis: { everyday: 0, falseDenials: 0, denied: 0, wrongAllows: 0 },
    sandbox: { everyday: 0, falseDenials: 0, denied: 0, wrongAllows: 0 },
  };
  console.log('stack      mode      everyday  false denials      denied effects  wrong allows  (kernel-covered allowed)');
  for (const stack of STACKS) {
    const ws = buildWorkspace(stack);
    try {
      const base = await loadPolicy({ cwd: ws.root, text: stack.policy, source: `${stack.name}.yml` });
      const modes: [Mode, Policy][] = [['analysis', base], ['sandbox', base.withSandbox()]];
      for (const [mode, policy] of modes) {
        const falseDenials = stack.everyday.filter((c) => decide(policy, c).decision !== 'allow');
        // In sandbox mode the kernel hides Read-denied workspace files: such effects may be allowed.
        const mustDeny = stack.denied.filter((d) => mode === 'analysis' || !d.kernel);
        const wrong = mustDeny.filter((d) => decide(policy, d.command).decision === 'allow');
        const leftToKernel = stack.denied.filter((d) => mode === 'sandbox' && d.kernel && decide(policy, d.command).decision === 'allow').length;
        const t = totals[mode];
        t.everyday += stack.everyday.length;
        t.falseDenials += falseDenials.length;
        t.denied += mustDeny.length;
        t.wrongAllows += wrong.length;
        console.log(
          `${stack.name.padEnd(10)} ${mode.padEnd(9)} ${String(stack.everyday.length).padStart(8)}  ${`${falseDenials.length} (${pct(falseDenials.length, stack.everyday.length)})`.padStart(13)}  ${String(mustDeny.length).padStart(14)}  ${String(wrong.length).padStart(12)}  (${leftToKernel})`,
        );
        if (verbose) {
          for (const c of falseDenials) console.log(`    false denial: ${c}\n      ${decide(policy, c).reason}`);
          for (const d of wrong) console.log(`    WRONG ALLOW: ${d.command} (${d.why})`);
        }
      }
    } finally {
      ws.cleanup();
    }
  }
  for (const mode of ['analysis', 'sandbox'] as const) {
    const t = totals[mode];
    console.log(`all        ${mode.padEnd(9)} ${String(t.everyday).padStart(8)}  ${`${t.falseDenials} (${pct(t.falseDenials, t.everyday)})`.padStart(13)}  ${String(t.denied).padStart(14)}  ${String(t.wrongAllows).padStart(12)}`);
  }
}
