/**
 * Write: creates or replaces a whole file. The result says which, counts lines, and carries a
 * unified diff against the previous content for the log and the report.
 */
import { z } from 'zod';
import { capDiff, diffStats, unifiedDiff } from './diff-preview.js';
import { MAX_EDIT_BYTES, openWorkspaceFile, resolveWritable, writePrecheck } from './file-write.js';
import { defineTool, refuseIf } from './tool.js';
import { countLines, isBinaryBuffer } from './text-file.js';

/** Diff lines shown to the model; the full diff goes to details. */
const PREVIEW_DIFF_LINES = 40;

const writeInput = z.object({
  file_path: z
    .string()
    .min(1)
    .describe('The file to write, relative to the repository root or absolute inside it. Parent directories are created.'),
  content: z.string().describe('The complete new content of the file (replaces anything already there).'),
});

export const writeTool = defineTool({
  name: 'Write',
  aliases: ['write', 'fs_write'],
  description:
    'Create a file, or replace an existing file completely. Prefer Edit for changing part of an existing file: ' +
    'it sends only the change. Read an existing file before overwriting it.',
  input: writeInput,
  class: 'serial-mutation',
  policyKind: 'edit',
  paths: (input) => [input.file_path],
  summarize: (input) => `${input.file_path} (${countLines(input.content)} lines)`,
  precheck: (input, ctx) => writePrecheck(ctx, input.file_path, 'Write'),
  async run(input, ctx) {
    refuseIf(writePrecheck(ctx, input.file_path, 'Write'));
    const target = resolveWritable(ctx.cwd, input.file_path);
    // One descriptor for the previous content (the diff) and the write: see file-write.ts.
    const file = await openWorkspaceFile(ctx, target, input.file_path, 'Write', true);
    if (!file) throw new Error(`${input.file_path} could not be created.`);
    let size: number | null;
    let previous: Buffer | null;
    try {
      size = file.created ? null : file.size;
      // A previous version too large to diff is replaced all the same, just not diffed.
      previous = size !== null && size <= MAX_EDIT_BYTES ? await file.read() : null;
      await file.replace(input.content);
    } finally {
      await file.close();
    }

    const lines = countLines(input.content);
    const created = size === null;
    let diff: string;
    if (size !== null && previous === null) {
      diff = `--- a/${target.rel}\n+++ b/${target.rel}\n(file of ${size} bytes replaced; too large to diff)\n`;
    } else if (previous && isBinaryBuffer(previous)) {
      diff = `--- a/${target.rel}\n+++ b/${target.rel}\n(binary file of ${previous.length} bytes replaced with text)\n`;
    } else {
      diff = unifiedDiff(previous?.toString('utf8') ?? '', input.content, { path: target.rel, created });
    }
    const stats = diffStats(diff);
    const head = created
      ? `Created ${target.rel} (${lines} line${lines === 1 ? '' : 's'})`
      : diff === ''
        ? `Overwrote ${target.rel} with identical content (${lines} lines, no change)`
        : `Overwrote ${target.rel} (${lines} line${lines === 1 ? '' : 's'}; +${stats.added} -${stats.removed})`;
    const preview = !created && diff ? `\n${capDiff(diff, PREVIEW_DIFF_LINES)}` : '';
    return {
      content: head + preview,
      details: { paths: [target.rel], diff, created, lines, added: stats.added, removed: stats.removed },
    };
  },
});
