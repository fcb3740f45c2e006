/**
 * LS: one directory's entries, directories first-class with a trailing `/`. Entries the policy
 * would not let the model read are left out, like in Grep and Glob.
 */
import type { Dirent } from 'node:fs';
import picomatch from 'picomatch';
import { z } from 'zod';
import { guardedLoop, sliceBudget } from './guarded.js';
import { deniedInodeReason, deniedOrigin, listDir, PathChangedError } from '../shared/safe-open.js';
import { resolveInWorkspace } from '../shared/workspace-paths.js';
import { defineTool } from './tool.js';

/** Entries listed at most. */
const MAX_LS_ENTRIES = 1000;

const lsInput = z.object({
  path: z
    .string()
    .optional()
    .describe('Directory to list, relative to the repository root (or absolute inside it). Defaults to the repository root.'),
  ignore: z
    .array(z.string())
    .optional()
    .describe('Glob patterns of entries to leave out, matched against the entry name and its path, e.g. ["*.log", "dist"].'),
});

export const lsTool = defineTool({
  name: 'LS',
  aliases: ['ls', 'list'],
  description:
    'List the entries of one directory (not recursive), sorted by name; directories end with "/", symbolic links with "@". ' +
    'Use Glob to find files by pattern across the tree.',
  input: lsInput,
  class: 'read',
  policyKind: 'read',
  paths: (input) => [input.path ?? '.'],
  summarize: (input) => input.path ?? '.',
  async run(input, ctx) {
    const dir = resolveInWorkspace(ctx.cwd, input.path ?? '.');
    // Listed through the one descriptor the kernel confirms is dir.abs (shared/safe-open.ts): a
    // directory swapped for a link after the path was checked cannot lend its entries.
    const listing = await listDir(ctx.cwd, dir, input.path ?? '.').catch((error: unknown) => {
      if (error instanceof PathChangedError) throw error;
      return null;
    });
    if (!listing) throw new Error(`Directory not found: ${input.path ?? '.'}`);
    if (!listing.entries) throw new Error(`${input.path} is a file, not a directory; use Read to see it.`);
    // Asked again about the directory as it resolved now (the policy decided on it as it resolved
    // when the call was checked; a directory on the path may have been swapped since).
    if (dir.rel !== '' && !ctx.canRead(dir.rel)) throw new Error(`${input.path}: the policy does not let the agent read ${dir.rel}; not listed.`);
    const origin = deniedOrigin(ctx.canRead, listing.st);
    if (origin) throw new Error(deniedInodeReason(input.path ?? '.', origin));

    const matchers = (input.ignore ?? []).map((p) => picomatch(p, { dot: true }));
    const ignored = (name: string, rel: string) => matchers.some((m) => m(name) || m(rel));
    const entries: Dirent[] = listing.entries;
    const listed: string[] = [];
    // The ignore globs are the model's: matched under the watchdog (see guarded.ts).
    await guardedLoop(
      entries.length,
      (i) => {
        const entry = entries[i] as (typeof entries)[number];
        const rel = dir.rel ? `${dir.rel}/${entry.name}` : entry.name;
        if (ignored(entry.name, rel)) return;
        if (!ctx.canRead(rel)) return;
        // A symlink is marked, never followed: where it points may lie outside the workspace, and
        // its target's name is not shown either (it could reveal paths on the runner).
        listed.push(entry.isDirectory() ? `${entry.name}/` : entry.isSymbolicLink() ? `${entry.name}@` : entry.name);
      },
      { signal: ctx.signal, maxSliceMs: sliceBudget(ctx.timeoutMs), describe: (i) => entries[i]?.name ?? 'an entry' },
    );
    listed.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

    const where = dir.rel || '.';
    if (!listed.length) {
      return { content: `${where}/ is empty`, details: { paths: [where], count: 0 } };
    }
    const shown = listed.slice(0, MAX_LS_ENTRIES);
    const notes: string[] = [];
    if (shown.length < listed.length) notes.push(`${listed.length - shown.length} more entries not shown; use ignore or Glob to narrow`);
    const body = `${where}/\n${shown.map((e) => `  ${e}`).join('\n')}`;
    return {
      content: notes.length ? `${body}\n(${notes.join('; ')})` : body,
      details: { paths: [where], count: listed.length },
    };
  },
});
