/**
 * How the Actions runner reads a step's output for workflow commands (actions/runner:
 * ProcessInvoker reads lines with TextReader.ReadLine; ActionCommandManager tries
 * ActionCommand.TryParseV2, then the legacy TryParse):
 *  - a line ends at CR, LF or CRLF;
 *  - `::name props::data` counts when the line starts with `::` after .NET TrimStart;
 *  - `##[name props]data` counts anywhere in the line.
 * Tests use it to list what a hostile string would have made the runner do.
 */

/** char.IsWhiteSpace: what .NET's TrimStart removes. */
const DOTNET_WHITESPACE = /^[\u0009-\u000d\u0020\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;

export interface RunnerCommand {
  form: '::' | '##[';
  name: string;
  line: string;
}

export function runnerLines(output: string): string[] {
  return output.split(/\r\n|\r|\n/);
}

export function runnerCommands(output: string): RunnerCommand[] {
  const found: RunnerCommand[] = [];
  for (const line of runnerLines(output)) {
    const trimmed = line.replace(DOTNET_WHITESPACE, '');
    if (trimmed.startsWith('::')) {
      const end = trimmed.indexOf('::', 2);
      if (end > 2) {
        found.push({ form: '::', name: (trimmed.slice(2, end).split(' ')[0] ?? '').toLowerCase(), line });
        continue;
      }
    }
    const at = line.indexOf('##[');
    if (at >= 0) {
      const close = line.indexOf(']', at);
      if (close > at) found.push({ form: '##[', name: (line.slice(at + 3, close).split(' ')[0] ?? '').toLowerCase(), line });
    }
  }
  return found;
}
