// Streaming dispatch and prompt caching, measured with the real loop + SDK + executor against the
// loopback fake Messages API (no timing assertions: this prints what it measured and the ideal).
//
// (1) One turn whose stream takes 2 s to send 4 read calls (blocks at 0, 0.5, 1.0, 1.5 s; message
//     ends at 2.0 s), each call taking 1 s. Streaming dispatch starts each read at its block's stop;
//     the baseline waits for message_stop. Critical path: streaming 2.5 s, baseline 3.0 s (reads in
//     parallel after the message), naive baseline 6.0 s (reads one by one after the message).
// (2) A 20-turn run: for each request, the share of its bytes (JSON of system + tools + messages)
//     equal to the previous request's bytes up to that request's last cache breakpoint, i.e. what
//     the API can serve from the prompt cache. The requests offer the built-in tools' definitions,
//     as a real run does, so the fixed prefix has a realistic size.
import { builtinTools } from '../src/tools/builtins.js';
import { startMessagesApi, textMessage, toolMessage, type FakeMessage } from '../test/fakes/messages-api.js';
import { agentHarness } from '../test/fakes/messages-harness.js';

async function streamingTurn(dispatch: 'streaming' | 'after-message', sequential = false): Promise<{ wallMs: number; afterStopMs: number }> {
  const api = await startMessagesApi();
  try {
    const h = agentHarness(api);
    const executor = sequential ? h.executor.fork({ strategy: { kind: 'sequential' } }) : h.executor;
    const calls = [0, 1, 2, 3].map((i) => ({ id: `r${i}`, name: 'Peek', input: { path: 'a.txt', ms: 1000 } }));
    const turn: FakeMessage = { ...toolMessage(calls), delayBeforeBlock: { 1: 500, 2: 500, 3: 500 }, delayBeforeStop: 500 };
    api.enqueue(turn, textMessage('done'));
    const t0 = performance.now();
    const result = await h.run({ dispatch, executor });
    if (result.conclusion !== 'success' || api.failures.length) throw new Error(`bench run failed: ${result.reason} ${api.failures.join('; ')}`);
    // The turn ends when the second request arrives (all results sent back).
    const turnEnd = api.requests[1]?.receivedAt as number;
    const stopAt = api.requests[0]?.messageStopAt as number;
    return { wallMs: turnEnd - t0, afterStopMs: turnEnd - stopAt };
  } finally {
    await api.close();
  }
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'cache_control') out[k] = strip(v);
    return out;
  }
  return value;
}

/** Serialises a request in prompt order; returns the text and the offset of its last breakpoint's end. */
function serialise(body: Record<string, unknown>): { text: string; lastBreakpoint: number } {
  const parts = [body.system, body.tools, body.messages];
  let text = '';
  let lastBreakpoint = 0;
  for (const part of parts) {
    const items = Array.isArray(part) ? part : [part];
    for (const item of items) {
      // Messages: breakpoints sit on content blocks; count the whole message up to that block.
      const blocks = item && typeof item === 'object' && Array.isArray((item as { content?: unknown }).content) ? (item as { content: unknown[] }).content : [item];
      for (const block of blocks) {
        text += JSON.stringify(strip(block));
        if (block && typeof block === 'object' && 'cache_control' in block) lastBreakpoint = text.length;
      }
    }
  }
  return { text, lastBreakpoint };
}

async function cachePrefixRatio(turns: number): Promise<{ mean: number; min: number }> {
  const api = await startMessagesApi();
  try {
    const files: Record<string, string> = {};
    for (let i = 0; i < turns; i++) files[`f${i}.ts`] = `export const value${i} = ${i};\n`.repeat(40);
    const h = agentHarness(api, { files });
    for (let i = 0; i < turns - 1; i++) api.enqueue(toolMessage([{ id: `t${i}`, name: 'Peek', input: { path: `f${i}.ts` } }], `Reading f${i}.ts next.`));
    api.enqueue(textMessage('done'));
    const policyDescription = 'Allowed: Read, Grep, Glob, LS; Edit(src/**); Bash(npm test), Bash(npm run lint:*). Denied: Bash(git push:*), Read(.env*).';
    // Offer what a real run offers (the built-in tools' definitions) plus the bench's Peek.
    const tools = [...builtinTools(), ...h.tools];
    const result = await h.run({ tools, limits: { maxTurns: turns + 1, timeoutMs: 120_000 }, system: { repository: 'octo/demo', policyDescription } });
    if (result.conclusion !== 'success' || api.failures.length) throw new Error(`bench run failed: ${result.reason} ${api.failures.join('; ')}`);
    const ratios: number[] = [];
    for (let i = 1; i < api.requests.length; i++) {
      const prev = serialise(api.requests[i - 1]?.body as Record<string, unknown>);
      const cur = serialise(api.requests[i]?.body as Record<string, unknown>).text;
      let same = 0;
      while (same < prev.lastBreakpoint && prev.text.charCodeAt(same) === cur.charCodeAt(same)) same++;
      ratios.push(same / cur.length);
    }
    return { mean: ratios.reduce((a, b) => a + b, 0) / ratios.length, min: Math.min(...ratios) };
  } finally {
    await api.close();
  }
}

export default async function bench(): Promise<void> {
  const streaming = await streamingTurn('streaming');
  const baseline = await streamingTurn('after-message');
  const naive = await streamingTurn('after-message', true);
  console.log('4 reads x 1 s, streamed one every 0.5 s over a 2 s message:');
  console.log(`  turn wall time: streaming ${(streaming.wallMs / 1000).toFixed(2)} s, after-message ${(baseline.wallMs / 1000).toFixed(2)} s, ratio ${(streaming.wallMs / baseline.wallMs).toFixed(2)} (ideal 2.5/3.0 = 0.83)`);
  console.log(`  tool wait after message_stop: streaming ${(streaming.afterStopMs / 1000).toFixed(2)} s, after-message ${(baseline.afterStopMs / 1000).toFixed(2)} s, ratio ${(streaming.afterStopMs / baseline.afterStopMs).toFixed(2)} (ideal 0.5/1.0 = 0.50; target <= 0.6)`);
  console.log(`  vs a loop with neither streaming dispatch nor parallel reads (tools one by one after message_stop): ${(naive.wallMs / 1000).toFixed(2)} s, ratio ${(streaming.wallMs / naive.wallMs).toFixed(2)} (ideal 2.5/6.0 = 0.42)`);
  const cache = await cachePrefixRatio(20);
  console.log(`20-turn run, cacheable prefix share per request: mean ${cache.mean.toFixed(3)}, min ${cache.min.toFixed(3)} (target >= 0.9)`);
}
