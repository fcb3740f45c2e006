/**
 * Structured output: the JSON Schema a run's final answer must match (`output_schema`), compiled
 * once, and the check of a final answer against it.
 *
 * How the answer is produced: the model ends the run with a final message whose text IS the JSON
 * value (a fenced ```json block is accepted too), and the loop validates that text. The other
 * design, a `StructuredOutput` tool of the `short-circuit` class whose input_schema is the user's
 * schema, was considered and not chosen:
 * - every tool call goes through the policy, where anything no rule allows is denied: a
 *   final-answer tool would need an exception in the permission step, in the tools offered and in
 *   the policy linter (a rule naming it would be an unknown tool), all for a call that does nothing;
 * - the Messages API takes only `type: object` as a tool's input_schema, so a schema for an array
 *   or a string would have to be wrapped and unwrapped;
 * - validating the text keeps the executor and the policy untouched and works for any schema, and
 *   the repair turn is an ordinary user message listing the errors.
 *
 * Validation is ajv (draft 2020-12 by default; draft-07/06 when the schema's `$schema` says so),
 * with every error collected. Remote `$ref`s are never fetched (no loader): a schema that needs one
 * fails to compile, up front. `format` is not checked (an annotation in 2020-12, and ajv's formats
 * live in another package), and unknown keywords are allowed (`strict: false`): schemas written
 * for other tools carry `x-...` or `examples` keys. A schema that does not satisfy its meta-schema
 * (`type: "strng"`) is refused before the model is called.
 *
 * Security: the schema comes from the workflow (inline) or from the base branch (a file), never
 * from the PR head (prepare.ts), so a PR cannot change what its run must produce. ajv compiles a
 * schema to code, with every value from the schema escaped as data; `pattern` regexes run on the
 * model's answer only, whose size max_tokens bounds.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';

export class OutputSchemaError extends Error {
  override name = 'OutputSchemaError';
}

/** Largest schema accepted (it is also sent in the system prompt on every turn). */
export const MAX_SCHEMA_CHARS = 64_000;
/** Errors listed in a repair message or a failure reason. */
const MAX_ERRORS = 20;

export interface OutputSchema {
  /** The schema as given (sent to the model in the system prompt). */
  readonly schema: Record<string, unknown>;
  /** Where it came from, for messages: `inline` or `out.json at base main (abc1234)`. */
  readonly source: string;
  /** The final answer checked: its JSON text (compact) when it validates, else readable errors. */
  check(finalText: string): FinalAnswerCheck;
}

export type FinalAnswerCheck = { ok: true; json: string } | { ok: false; errors: string[] };

/** Compiles a schema given as JSON text. Errors name `what` (the input or the file). */
export function parseOutputSchema(text: string, source: string, what: string): OutputSchema {
  if (text.length > MAX_SCHEMA_CHARS) {
    throw new OutputSchemaError(`${what} is ${text.length} characters; at most ${MAX_SCHEMA_CHARS} are accepted.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new OutputSchemaError(`${what} is not valid JSON: ${(error as Error).message}`);
  }
  return compileOutputSchema(value, source, what);
}

export function compileOutputSchema(value: unknown, source: string, what: string): OutputSchema {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new OutputSchemaError(`${what} must be a JSON Schema object, e.g. {"type":"object","properties":{...}}.`);
  }
  const schema = value as Record<string, unknown>;
  const dialect = typeof schema.$schema === 'string' ? schema.$schema : '';
  const options = { allErrors: true, strict: false, validateFormats: false } as const;
  // draft-07 and draft-06 use the classic class; everything else (2020-12 or no $schema) 2020.
  const ajv = /draft-0[67]\b/.test(dialect) ? new Ajv(options) : new Ajv2020(options);
  let validate: ValidateFunction;
  try {
    validate = ajv.compile(schema);
  } catch (error) {
    throw new OutputSchemaError(`${what} is not a valid JSON Schema: ${(error as Error).message}`);
  }
  return {
    schema,
    source,
    check(finalText: string): FinalAnswerCheck {
      const parsed = extractJson(finalText);
      if (!parsed.ok) return { ok: false, errors: [parsed.error] };
      if (validate(parsed.value)) return { ok: true, json: JSON.stringify(parsed.value) };
      return { ok: false, errors: formatErrors(validate.errors ?? []) };
    },
  };
}

/**
 * The JSON value of a final answer: the whole text, or else the last fenced code block that
 * parses (models often wrap the value in ```json ... ``` despite being told not to).
 */
export function extractJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: '(root): the final message has no text; it must be the JSON value itself' };
  let firstError = '';
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch (error) {
    firstError = (error as Error).message;
  }
  const blocks = [...trimmed.matchAll(/^ {0,3}(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n {0,3}\1[ \t]*$/gm)].map((m) => m[2] as string);
  for (const block of blocks.reverse()) {
    try {
      return { ok: true, value: JSON.parse(block) };
    } catch {
      // try the next block
    }
  }
  return { ok: false, error: `(root): the final message is not a JSON value (${firstError})` };
}

/** `/items/0/name: must be string`, one line per error, at most MAX_ERRORS with a count of the rest. */
function formatErrors(errors: readonly ErrorObject[]): string[] {
  const lines = errors.slice(0, MAX_ERRORS).map((e) => {
    const where = e.instancePath || '(root)';
    const params = e.params as Record<string, unknown>;
    const extra =
      e.keyword === 'additionalProperties' ? ` (${JSON.stringify(params.additionalProperty)})`
      : e.keyword === 'enum' ? ` (${JSON.stringify(params.allowedValues)})`
      : e.keyword === 'const' ? ` (${JSON.stringify(params.allowedValue)})`
      : '';
    return `${where}: ${e.message ?? e.keyword}${extra}`;
  });
  if (errors.length > MAX_ERRORS) lines.push(`... and ${errors.length - MAX_ERRORS} more`);
  return lines;
}

/** The system prompt's section on the final answer. */
export function outputSchemaPrompt(schema: OutputSchema): string {
  return (
    '## Final answer (structured output)\n' +
    'This run must end with a final message whose whole text is ONE JSON value that validates against the JSON Schema ' +
    'below: no prose before or after it, no code fence. Do the task first; the JSON value is your last message and ' +
    'replaces the usual summary. If it does not validate you will be told the errors once and must answer again.\n' +
    `JSON Schema:\n${JSON.stringify(schema.schema, null, 2)}`
  );
}

/** The user message of the one repair turn. */
export function repairMessage(errors: readonly string[]): string {
  return (
    'Your final message does not validate against the required JSON Schema:\n' +
    errors.map((e) => `- ${e}`).join('\n') +
    '\nReply with only the corrected JSON value (no prose, no code fence). This is the last chance to correct it.'
  );
}
