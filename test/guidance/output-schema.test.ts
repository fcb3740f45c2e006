// Loading and checking an output schema: what a user gets for a broken schema, and what the model
// gets back (paths + messages) for an answer that does not validate.
import { describe, expect, test } from 'vitest';
import { compileOutputSchema, extractJson, MAX_SCHEMA_CHARS, OutputSchemaError, parseOutputSchema, repairMessage } from '../../src/guidance/output-schema.js';
import { readSettings, SettingsError } from '../../src/settings.js';

const TRIAGE = JSON.stringify({
  type: 'object',
  properties: { verdict: { enum: ['flaky', 'broken'] }, tests: { type: 'array', items: { type: 'string' } } },
  required: ['verdict', 'tests'],
  additionalProperties: false,
});

describe('loading a schema', () => {
  test('invalid JSON, a non-object and a schema its meta-schema rejects are errors naming the input', () => {
    expect(() => parseOutputSchema('{"type":', 'inline', "Invalid input 'output_schema'")).toThrow(/^Invalid input 'output_schema' is not valid JSON/);
    expect(() => parseOutputSchema('[1]', 'inline', 'X')).toThrow(/X must be a JSON Schema object/);
    expect(() => parseOutputSchema('{"type":"strng"}', 'inline', 'X')).toThrow(/X is not a valid JSON Schema: schema is invalid: data\/type/);
    expect(() => parseOutputSchema('{"required":"name"}', 'inline', 'X')).toThrow(OutputSchemaError);
  });

  test('remote references are never fetched: the schema fails up front', () => {
    expect(() => compileOutputSchema({ $ref: 'https://example.com/s.json' }, 'inline', 'X')).toThrow(/can't resolve reference/);
  });

  test('a schema too large for the prompt is refused', () => {
    const big = JSON.stringify({ description: 'x'.repeat(MAX_SCHEMA_CHARS) });
    expect(() => parseOutputSchema(big, 'inline', 'X')).toThrow(/at most 64000/);
  });

  test('draft 2020-12 by default, draft-07 when $schema says so; unknown keywords and formats pass', () => {
    const d7 = compileOutputSchema(
      { $schema: 'http://json-schema.org/draft-07/schema#', definitions: { n: { type: 'number' } }, properties: { a: { $ref: '#/definitions/n' } } },
      'inline',
      'X',
    );
    expect(d7.check('{"a": 1}')).toEqual({ ok: true, json: '{"a":1}' });
    expect(d7.check('{"a": "1"}')).toEqual({ ok: false, errors: ['/a: must be number'] });
    const tuple = compileOutputSchema({ prefixItems: [{ type: 'string' }], 'x-owner': 'team', properties: {}, format: 'date-time' }, 'inline', 'X');
    expect(tuple.check('[1]')).toEqual({ ok: false, errors: ['/0: must be string'] });
  });
});

describe('checking a final answer', () => {
  const schema = parseOutputSchema(TRIAGE, 'inline', 'X');

  test('a valid answer comes back as compact JSON', () => {
    expect(schema.check('{ "verdict": "flaky", "tests": ["a.test.ts"] }\n')).toEqual({ ok: true, json: '{"verdict":"flaky","tests":["a.test.ts"]}' });
  });

  test('every error is listed with its path, and enum / additional property names are quoted', () => {
    const result = schema.check('{"verdict": "fine", "tests": [1], "extra": true}');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      '(root): must NOT have additional properties ("extra")',
      '/verdict: must be equal to one of the allowed values (["flaky","broken"])',
      '/tests/0: must be string',
    ]);
  });

  test('prose around a fenced block: the last block that parses is the answer', () => {
    const text = 'Done. Example:\n```\nnot json\n```\nAnswer:\n```json\n{"verdict":"broken","tests":[]}\n```\nThanks.';
    expect(schema.check(text)).toEqual({ ok: true, json: '{"verdict":"broken","tests":[]}' });
  });

  test('no JSON at all, or no text, is an error the model can act on', () => {
    expect(extractJson('I fixed it.')).toMatchObject({ ok: false, error: expect.stringMatching(/^\(root\): the final message is not a JSON value/) });
    expect(schema.check('')).toEqual({ ok: false, errors: [expect.stringMatching(/has no text/)] });
  });

  test('many errors are capped with a count of the rest', () => {
    const many = parseOutputSchema(JSON.stringify({ type: 'array', items: { type: 'string' } }), 'inline', 'X');
    const result = many.check(JSON.stringify(Array.from({ length: 30 }, (_, i) => i)));
    expect(!result.ok && result.errors.length).toBe(21);
    expect(!result.ok && result.errors.at(-1)).toBe('... and 10 more');
    expect(repairMessage(['/a: must be string'])).toContain('- /a: must be string');
  });
});

describe('the output_schema input', () => {
  const env = (value: string): NodeJS.ProcessEnv => ({ GITHUB_REPOSITORY: 'o/r', GITHUB_EVENT_NAME: 'schedule', INPUT_OUTPUT_SCHEMA: value });

  test('inline JSON is compiled when settings are read; a broken one fails naming the input', () => {
    const settings = readSettings({ env: env(TRIAGE) });
    expect(settings.inputs.outputSchema?.kind).toBe('inline');
    expect(() => readSettings({ env: env('{"type": "strng"}') })).toThrow(SettingsError);
    expect(() => readSettings({ env: env('{"type": "strng"}') })).toThrow(/^Invalid input 'output_schema': the schema is not a valid JSON Schema/);
  });

  test('a path is kept for reading from the base commit; absolute, .. and non-.json paths are refused', () => {
    expect(readSettings({ env: env('./.github/triage.schema.json') }).inputs.outputSchema).toEqual({ kind: 'file', path: '.github/triage.schema.json' });
    for (const bad of ['/etc/schema.json', '../x.json', 'schema.yml', 'verdict']) {
      expect(() => readSettings({ env: env(bad) }), bad).toThrow(/^Invalid input 'output_schema': .*Expected a JSON Schema object/);
    }
    expect(readSettings({ env: env('') }).inputs.outputSchema).toBeUndefined();
  });
});
