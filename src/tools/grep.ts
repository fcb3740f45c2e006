/**
 * Grep: regex search over the workspace's files. The search itself lives in grep-search.ts; this
 * file is the schema the model sees and the tool's routing and policy facts.
 */
import { z } from 'zod';
import { defineTool } from './tool.js';
import { grepPrecheck, grepSearch } from './grep-search.js';

const contextLines = (what: string) =>
  z.number().int().min(0).max(200).optional().describe(`${what} (output_mode "content" only).`);

const grepInput = z.object({
  pattern: z
    .string()
    .min(1)
    .describe(
      'Regular expression to search for (JavaScript/PCRE syntax, e.g. "log.*Error", "function\\s+\\w+"). ' +
        'Escape literal special characters: "interface\\{\\}" finds "interface{}". A leading "(?i)" makes it case-insensitive.',
    ),
  path: z
    .string()
    .optional()
    .describe('File or directory to search, relative to the repository root (or absolute inside it). Defaults to the whole repository.'),
  glob: z
    .string()
    .optional()
    .describe('Only search files matching this glob, e.g. "*.ts", "*.{ts,tsx}", "src/**/*.test.ts". Without a "/" it matches file names at any depth.'),
  output_mode: z
    .enum(['content', 'files_with_matches', 'count'])
    .optional()
    .describe('"files_with_matches" (default): matching file paths, most recently modified first. "content": matching lines as path:line:text. "count": matching lines per file.'),
  '-i': z.boolean().optional().describe('Case-insensitive search.'),
  '-n': z.boolean().optional().describe('Show line numbers (output_mode "content" only). Default true.'),
  '-A': contextLines('Lines of context to show after each match'),
  '-B': contextLines('Lines of context to show before each match'),
  '-C': contextLines('Lines of context to show before and after each match'),
  head_limit: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Show only the first N entries (lines in "content", files in "files_with_matches", files in "count"), like "| head -N". Absent: no limit, except 20,000 lines in "content" mode; 0: no limit at all.'),
  multiline: z
    .boolean()
    .optional()
    .describe('Let a match span lines: "." also matches newlines, and patterns like "struct \\w+ \\{[\\s\\S]*?field" work. Default false.'),
});

export const grepTool = defineTool({
  name: 'Grep',
  aliases: ['grep', 'search'],
  description:
    'Search file contents with a regular expression. Respects .gitignore, skips binary files and node_modules ' +
    '(unless the path points into it); never searches .git. Use this instead of running grep or rg through Bash. ' +
    'Narrow with path and glob; use output_mode "content" with -C for matching lines in context.',
  input: grepInput,
  class: 'read',
  policyKind: 'read',
  paths: (input) => [input.path ?? '.'],
  summarize: (input) => `/${input.pattern}/ in ${input.path ?? '.'}${input.glob ? ` (${input.glob})` : ''}`,
  precheck: grepPrecheck,
  run: (input, ctx) => grepSearch(input, ctx),
});
