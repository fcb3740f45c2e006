// Model and tool text in the job log can never act as a workflow command: checked against a
// model of the runner's own parser (test/fakes/runner-log.ts), for the line breaks it honours.
import * as core from '@actions/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { logLine, logText } from '../src/log-safe.js';
import { runnerCommands, runnerLines } from './fakes/runner-log.js';

const ATTACKS = [
  'ok\n::add-mask::Error',
  'ok\r::stop-commands::pwned',
  'ok\r\n::notice title=Fake::All checks passed',
  '::error file=src/a.ts,line=1::fake',
  '  \t::set-output name=x::1',
  '\u2028::add-mask::x',
  '\u0085::add-mask::x',
  '\u00a0\u3000::add-mask::x',
  'harmless ##[add-mask]Error',
  'x ###[stop-commands]t',
  'a\u000b::warning::vt',
  'cat notes.txt\n  ::error::indented',
];

describe('logLine', () => {
  test.each(ATTACKS)('%j is one runner line and no command', (attack) => {
    const line = logLine(`ok       Bash ${attack}`);
    expect(runnerLines(line)).toHaveLength(1);
    expect(runnerCommands(line)).toEqual([]);
    // Also when the hostile text is the whole message (a notice, a reason).
    expect(runnerLines(logLine(attack))).toHaveLength(1);
    expect(runnerCommands(logLine(attack))).toEqual([]);
  });

  test('the text stays readable: breaks are shown, controls dropped, direction controls named', () => {
    expect(logLine('a\nb\r\nc\rd')).toBe('a⏎b⏎c⏎d');
    expect(logLine('\u001b[31mred\u001b[0m \u0007bell')).toBe('red bell');
    expect(logLine('x\u202Ey')).toBe('x⟨U+202E⟩y');
    expect(logLine('Denied Bash npm test: no rule allows it')).toBe('Denied Bash npm test: no rule allows it');
    expect(logLine('a::b')).toBe('a::b');
  });
});

describe('logText', () => {
  test('a block keeps its lines, none of which is a command', () => {
    const block = ['# Report', '```', ' ::add-mask::Error', '::stop-commands::x', 'diff ##[set-output name=a]b', '```', 'cr\r::notice::fake', ''].join('\n');
    const safe = logText(block);
    expect(runnerCommands(safe)).toEqual([]);
    expect(safe.split('\n')).toHaveLength(block.split('\n').length + 1);
    expect(safe.startsWith('# Report\n```\n')).toBe(true);
    expect(safe.endsWith('\n')).toBe(true);
  });
});

describe("@actions/core's annotations (what Marshal relies on it to escape)", () => {
  let written = '';
  afterEach(() => vi.restoreAllMocks());

  test('message, file and title from the model stay inside one command', () => {
    written = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((written += String(chunk)), true));
    core.error(logLine('Denied Bash x\r::add-mask::Error ##[stop-commands]t'), {
      title: 'Marshal policy denial\n::add-mask::t',
      file: 'src/a,line=9::b\r\n::stop-commands::y',
    });
    vi.restoreAllMocks();
    const commands = runnerCommands(written);
    expect(runnerLines(written.replace(/\n$/, ''))).toHaveLength(1);
    expect(commands.map((c) => c.name)).toEqual(['error']);
    // Properties are escaped per the runner's rules: `,` `:` CR LF `%` never split a property.
    expect(written).toContain('file=src/a%2Cline=9%3A%3Ab%0D%0A%3A%3Astop-commands%3A%3Ay');
    expect(written).toContain('title=Marshal policy denial%0A%3A%3Aadd-mask%3A%3At');
  });
});
