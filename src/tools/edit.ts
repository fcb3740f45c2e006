/**
 * Edit: exact string replacement in one file. `old_string` must occur exactly once (or
 * `replace_all`), so an edit can never land somewhere the model did not mean. The file keeps its
 * line endings and byte order mark: the model works in `\n` text (that is what Read shows), and
 * its strings are translated to the file's convention before matching.
 */
import { z } from 'zod';
import { capDiff, diffStats, unifiedDiff } from './diff-preview.js';
import { MAX_EDIT_BYTES, openWorkspaceFile, resolveWritable, tooLargeToEdit, writePrecheck, type WorkspaceFile } from './file-write.js';
import { defineTool, refuseIf, type ToolOutput } from './tool.js';
import { decodeText, detectLineEnding, encodeText, isBinaryBuffer, lineNumberAt, withLineEnding } from './text-file.js';

/** Diff lines shown to the model; the full diff goes to details. */
const PREVIEW_DIFF_LINES = 30;
/** Line numbers listed when old_string is ambiguous. */
const LISTED_MATCHES = 10;

const editInput = z.object({
  file_path: z.string().min(1).describe('The file to edit, relative to the repository root or absolute inside it.'),
  old_string: z
    .string()
    .describe(
      'The exact text to replace, including indentation and line breaks, without the line-number prefix Read shows. ' +
        'It must occur exactly once in the file unless replace_all is true; include surrounding lines to make it unique. ' +
        'An empty old_string creates the file with new_string (only if it does not exist or is empty).',
    ),
  new_string: z.string().describe('The text to put in its place (must differ from old_string).'),
  replace_all: z.boolean().optional().describe('Replace every occurrence of old_string (e.g. to rename a variable). Default false.'),
});

function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) found.push(i);
  return found;
}

/** Where `old` would match if indentation and trailing whitespace were ignored, for the hint. */
function looseMatchLine(text: string, old: string): number | null {
  const norm = (l: string) => l.trim();
  const want = old.replace(/\r\n/g, '\n').split('\n').map(norm);
  while (want.length && want[want.length - 1] === '') want.pop();
  while (want.length && want[0] === '') want.shift();
  if (!want.length) return null;
  const lines = text.replace(/\r\n/g, '\n').split('\n').map(norm);
  for (let i = 0; i + want.length <= lines.length; i++) {
    if (want.every((w, j) => lines[i + j] === w)) return i + 1;
  }
  return null;
}

export const editTool = defineTool({
  name: 'Edit',
  aliases: ['edit', 'str_replace'],
  description:
    'Replace an exact string in a file. Read the file first and copy old_string exactly as it appears (indentation ' +
    'included, line-number prefix excluded). old_string must be unique in the file unless replace_all is true. ' +
    'Line endings and encoding of the file are preserved.',
  input: editInput,
  class: 'serial-mutation',
  policyKind: 'edit',
  paths: (input) => [input.file_path],
  summarize: (input) => `${input.file_path}${input.replace_all ? ' (all)' : ''}`,
  precheck: (input, ctx) => writePrecheck(ctx, input.file_path, 'Edit'),
  async run(input, ctx) {
    refuseIf(writePrecheck(ctx, input.file_path, 'Edit'));
    if (input.old_string === input.new_string) {
      throw new Error('old_string and new_string are identical; there is nothing to change.');
    }
    const target = resolveWritable(ctx.cwd, input.file_path);
    // Read, changed and written back through one descriptor (file-write.ts): the text old_string
    // is found in is the text of the file written, whatever moves on the path meanwhile.
    const file = await openWorkspaceFile(ctx, target, input.file_path, 'Edit', input.old_string === '');
    if (!file) throw new Error(`File not found: ${input.file_path}. Use Write to create a new file.`);
    try {
      return await editOpened(file, target.rel, input);
    } finally {
      await file.close();
    }
  },
});

/** The edit itself, on the file opened for it. */
async function editOpened(file: WorkspaceFile, rel: string, input: z.infer<typeof editInput>): Promise<ToolOutput> {
  if (file.size > MAX_EDIT_BYTES) throw new Error(tooLargeToEdit(input.file_path, file.size));
  const raw = file.created ? null : await file.read();

  if (input.old_string === '') {
    if (raw && raw.length > 0) {
      throw new Error(`${input.file_path} already exists and is not empty; give an old_string to replace, or use Write.`);
    }
    await file.replace(input.new_string);
    const diff = unifiedDiff('', input.new_string, { path: rel, created: !raw });
    return { content: `Created ${rel}`, details: { paths: [rel], diff, replacements: 1 } };
  }
  if (!raw) throw new Error(`File not found: ${input.file_path}. Use Write to create a new file.`);
  if (isBinaryBuffer(raw)) throw new Error(`${input.file_path} is a binary file; Edit only changes text files.`);

  const decoded = decodeText(raw);
  const text = decoded.text;
  const eol = detectLineEnding(text);
  // Try the strings in the file's own line-ending convention first, then exactly as given
  // (a mixed-ending file may contain the other form).
  let oldStr = withLineEnding(input.old_string, eol);
  let newStr = withLineEnding(input.new_string, eol);
  let found = occurrences(text, oldStr);
  if (!found.length && oldStr !== input.old_string) {
    oldStr = input.old_string;
    newStr = input.new_string;
    found = occurrences(text, oldStr);
  }

  if (!found.length) {
    const loose = looseMatchLine(text, input.old_string);
    const hint = loose
      ? ` Text matching it apart from indentation/whitespace starts at line ${loose}: copy the exact whitespace from Read output (tabs vs spaces).`
      : ' Check whitespace and indentation (tabs vs spaces) and line breaks, and Read the file again: it may have changed.';
    throw new Error(`old_string was not found in ${input.file_path}.${hint}`);
  }
  if (found.length > 1 && !input.replace_all) {
    const lines = found.slice(0, LISTED_MATCHES).map((i) => lineNumberAt(text, i));
    const more = found.length > LISTED_MATCHES ? ', ...' : '';
    throw new Error(
      `old_string occurs ${found.length} times in ${input.file_path} (lines ${lines.join(', ')}${more}). ` +
        'Include more surrounding lines to make it unique, or set replace_all to change every occurrence.',
    );
  }

  const updatedText = input.replace_all ? text.split(oldStr).join(newStr) : text.replace(oldStr, () => newStr);
  const after = encodeText({ text: updatedText, bom: decoded.bom });
  await file.replace(after);

  const diff = unifiedDiff(text, updatedText, { path: rel });
  const preview = unifiedDiff(text, updatedText, { path: rel, context: 2 });
  const stats = diffStats(diff);
  const firstLine = lineNumberAt(text, found[0] as number);
  const count = input.replace_all ? found.length : 1;
  const head = `Edited ${rel}: ${count} replacement${count === 1 ? '' : 's'} (first at line ${firstLine}; +${stats.added} -${stats.removed})`;
  return {
    content: `${head}\n${capDiff(preview, PREVIEW_DIFF_LINES)}`,
    details: { paths: [rel], diff, replacements: count, added: stats.added, removed: stats.removed },
  };
}
