/**
 * Text Marshal writes to a job log, made unable to act as a workflow command.
 *
 * The runner reads every line a step prints, stdout and stderr alike, for commands
 * (actions/runner: ProcessInvoker -> OutputManager -> ActionCommandManager.TryProcessCommand):
 *  - `::name props::data` when the line starts with `::` once leading white space is trimmed
 *    (.NET `TrimStart`, whose white space includes U+0085, U+00A0, U+2028, U+2029, U+3000, ...);
 *  - the legacy form `##[name props]data` ANYWHERE in the line, for every registered command
 *    (`add-mask`, `stop-commands`, `set-output`, `error`, `notice`, ...).
 * A runner line ends at LF, at CR and at CRLF (TextReader.ReadLine): a bare CR in a tool input
 * starts a new line for the runner even where a terminal shows it on the same line.
 *
 * So a path, pattern, command, reason or notice that came from the model or a tool could mask
 * every later "Error" (`::add-mask::Error`), switch command processing off for the rest of the
 * step (`::stop-commands::x`, and with it Marshal's own `::add-mask::` for secrets registered
 * later), write a step output or fake an annotation. Everything Marshal logs that such text can
 * reach goes through `logLine` (one log line) or `logText` (a block of lines, e.g. the CLI's
 * report) right where it is written: line breaks become a visible `⏎`, `##[` gets a zero-width
 * space after `##`, and a line that would start with `::` gets one between the colons. Other
 * control characters (ANSI sequences included) are dropped and direction controls are shown as
 * `⟨U+202E⟩`, so a log line reads in the order it is written.
 *
 * @actions/core's own commands (`core.warning`, `core.error`, annotation properties such as
 * `file=` and `title=`) escape CR, LF, `%` and, in properties, `:` and `,` themselves; text handed
 * to them still goes through `logLine`, so there is one rule for every call site.
 */

/** Line breaks: the runner's (CR, LF) and those a log viewer may render as one (NEL, LS, PS). */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;
/** C0 and C1 controls except tab (line breaks are handled before). */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/g;
/** Leading white space as .NET's TrimStart sees it (a superset: JS \s plus NEL), then `::`. */
const COMMAND_START = /^([\s\u0085]*):(?=:)/;
const ZWSP = '\u200b';

function defuseLine(line: string): string {
  return line
    .replace(ANSI, '')
    .replace(CONTROLS, '')
    .replace(DIRECTION, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase()}⟩`)
    .replace(/##\[/g, `##${ZWSP}[`)
    .replace(COMMAND_START, `$1:${ZWSP}`);
}

/** One log line: no line break survives, and nothing in it can be read as a workflow command. */
export function logLine(text: string): string {
  return defuseLine(text.replace(LINE_BREAKS, '⏎'));
}

/**
 * A block of lines (a report, a listing) for the log: split where the runner splits, each line
 * made safe as by `logLine`, joined with LF. A trailing line break is kept.
 */
export function logText(text: string): string {
  return text.split(/\r\n|\r|\n/).map(defuseLine).join('\n');
}
