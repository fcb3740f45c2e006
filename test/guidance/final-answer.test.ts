// The loop's final-answer check against the fake Messages API, and the report's section for it.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { parseOutputSchema } from '../../src/guidance/output-schema.js';
import { Redactor } from '../../src/shared/redact.js';
import { renderFinalReport, RunRecorder } from '../../src/report/index.js';
import { startMessagesApi, textMessage, toolMessage, type FakeMessagesApi } from '../fakes/messages-api.js';
import { agentHarness, ofType } from '../fakes/messages-harness.js';

let api: FakeMessagesApi;
beforeEach(async () => {
  api = await startMessagesApi();
});
afterEach(async () => {
  expect(api.failures).toEqual([]);
  await api.close();
});

const schema = parseOutputSchema('{"type":"object","properties":{"n":{"type":"integer"}},"required":["n"]}', 'inline', 'X');
const system = { repository: 'octo/demo', policyDescription: 'Allowed: Peek, Put, Leak.', outputSchema: schema };

test('work first, then a valid answer: success, no repair turn, the value on run_end', async () => {
  const h = agentHarness(api);
  api.enqueue(toolMessage([{ id: 't1', name: 'Peek', input: { path: 'a.txt' } }]), textMessage('{"n": 3}'));
  const result = await h.run({ system });
  expect(result).toMatchObject({ conclusion: 'success', structuredOutput: '{"n":3}', turns: 2 });
  expect(ofType(h.events, 'run_end')[0]?.structuredOutput).toBe('{"n":3}');
  expect(ofType(h.events, 'notice')).toEqual([]);
  const prompt = (api.requests[0]?.body.system as { text: string }[])[0]?.text ?? '';
  expect(prompt).toContain('## Final answer (structured output)');
  // The system prompt (the first cache breakpoint) is the same bytes on every turn.
  expect(api.requests[1]?.body.system).toEqual(api.requests[0]?.body.system);
});

test('an invalid answer with no turn left fails at once, naming the errors', async () => {
  const h = agentHarness(api);
  api.enqueue(textMessage('{"n": "three"}'));
  const result = await h.run({ system, limits: { maxTurns: 1, timeoutMs: 60_000 } });
  expect(result.conclusion).toBe('failure');
  expect(result.reason).toBe('The final answer does not match the output schema (inline; no turn was left to correct it): /n: must be integer');
  expect(result.structuredOutput).toBeUndefined();
  expect(api.requests).toHaveLength(1);
});

test('without a schema nothing is checked: prose ends the run as before', async () => {
  const h = agentHarness(api);
  api.enqueue(textMessage('All done.'));
  const result = await h.run();
  expect(result.conclusion).toBe('success');
  expect(result.structuredOutput).toBeUndefined();
});

test('the report section: fenced (backticks in the value cannot close it), redacted, capped with a pointer', () => {
  const recorder = new RunRecorder();
  const secret = 'ghs_sectionSecret0123456789abcdefABCDEF';
  const value = { note: '```\n</details> @someone', token: secret, items: Array.from({ length: 4000 }, (_, i) => `item-${i}`) };
  recorder.sink({ type: 'run_start', runId: 'r', task: 't', model: 'm', at: new Date().toISOString() });
  recorder.sink({ type: 'run_end', conclusion: 'success', reason: 'done', turns: 1, usage: { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 }, costUsd: 0, finalText: JSON.stringify(value), structuredOutput: JSON.stringify(value) });
  const redactor = new Redactor();
  redactor.add(secret);
  const report = renderFinalReport(recorder.snapshot(), { repository: 'o/r', model: 'm', policySource: 'p', trigger: 't', diff: '', diffStat: '', instructions: 'AGENTS.md (base)' }, { redactor });
  expect(report).toContain('#### 🧾 Structured output');
  expect(report).toMatch(/````json\n\{\n {2}"note": "```\\n<\/details> @someone"/);
  expect(report).not.toContain(secret);
  expect(report).toContain('Cut to fit; the full value is the `structured_output` step output.');
  expect(report).not.toContain("Agent's summary");
  expect(report).toContain('instructions: AGENTS.md (base)');
  expect(report.length).toBeLessThanOrEqual(65_000);
});
