/**
 * One JSON value as one line that a job log cannot read as a workflow command, and that still
 * parses to exactly the value given.
 *
 * The CLI's JSON answers (`policy check-diff`, `policy explain`) quote names a PR's author chose:
 * a file called `##[add-mask]x`, or one with U+202E or U+0085 in it. Passed through logText
 * (log-safe.ts) such a line would be made safe by CHANGING it (a zero-width space after `##`,
 * U+202E shown as text, U+0085 dropped), and `findings[].path` would no longer name the file. So
 * the safety is put inside the JSON strings instead, where escapes cost nothing:
 *  - every character outside printable ASCII (controls, DEL, all non-ASCII: direction controls,
 *    NEL, LS, PS, zero-width characters) is written as `\uXXXX`, so the line holds no line break
 *    of any kind and shows no character that is not what it is;
 *  - `#` is written as `\u0023`, so `##[` occurs nowhere in the line (`#` only ever appears in
 *    JSON inside a string, never in its syntax);
 *  - the line starts with the value's own first character (`{`, `[`, `"`, a digit or a letter),
 *    never with `::`.
 * The result is plain ASCII, on which logText changes nothing.
 */

/** `JSON.stringify(value)` (no indentation) with the escapes above. */
export function jsonLine(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('jsonLine: the value has no JSON form');
  // Outside strings JSON.stringify writes only ASCII punctuation, digits and letters: every
  // character replaced here is inside a string, where `\uXXXX` stands for itself.
  return text.replace(/[^\x20-\x22\x24-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
