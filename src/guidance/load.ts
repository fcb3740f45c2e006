/**
 * What a run is told besides its task, loaded from the trusted commit before the model is called:
 * the output schema (when `output_schema` names a file) and the project instructions.
 *
 * The reader is the same trust boundary as the policy: the Action reads the PR's BASE commit
 * through the API (a PR cannot change what its run must produce or what its agent is told), and
 * otherwise the commit the run starts on, through git (`committedFileReader`), never the working
 * tree, which an earlier workflow step or the agent itself could have changed.
 */
import path from 'node:path';
import type { Exec } from '../exec.js';
import { git } from '../workspace/git.js';
import { INSTRUCTION_FILES, loadProjectInstructions, type ProjectInstructions, type TrustedFileReader } from './instructions.js';
import { OutputSchemaError, parseOutputSchema, type OutputSchema } from './output-schema.js';

/** `output_schema` as settings.ts validated it: compiled already (inline), or a file to read. */
export type OutputSchemaSetting = { kind: 'inline'; schema: OutputSchema } | { kind: 'file'; path: string };

export interface RunGuidance {
  outputSchema?: OutputSchema;
  instructions: ProjectInstructions;
  /** Problems worth a line in the report (an instruction file that could not be read). */
  notices: string[];
}

export interface GuidanceRequest {
  read: TrustedFileReader;
  /** Where `read` reads from, as the report shows it: `base`, `HEAD`. */
  where: string;
  outputSchema?: OutputSchemaSetting;
  /** The `instructions` input ('' when not given). */
  instructions: string;
  /**
   * Reads the same files at the PR head (a PR run): when the PR changes one of them, the report
   * says that the trusted commit's version governed the run, as it does for the policy.
   */
  readHead?: TrustedFileReader;
}

export async function loadRunGuidance(req: GuidanceRequest): Promise<RunGuidance> {
  const notices: string[] = [];
  let outputSchema: OutputSchema | undefined;
  if (req.outputSchema?.kind === 'inline') outputSchema = req.outputSchema.schema;
  else if (req.outputSchema?.kind === 'file') {
    const file = req.outputSchema.path;
    const what = `Invalid input 'output_schema': ${file} (${req.where})`;
    let text: string | null;
    try {
      text = await req.read(file);
    } catch (error) {
      throw new OutputSchemaError(`${what} could not be read: ${(error as Error).message}`);
    }
    if (text === null) throw new OutputSchemaError(`${what} does not exist. The schema file is read from the ${req.where} commit, not from the PR's changes.`);
    outputSchema = parseOutputSchema(text, `${file} (${req.where})`, what);
  }
  // An unreadable instruction file (a directory, too large for the contents API) is skipped with
  // a notice: the run's permissions do not depend on it, so it is not worth failing for.
  const tolerant: TrustedFileReader = async (rel) => {
    try {
      return await req.read(rel);
    } catch (error) {
      notices.push(`${rel} (${req.where}) could not be read and was not used: ${(error as Error).message}`);
      return null;
    }
  };
  const instructions = await loadProjectInstructions(tolerant, req.where, req.instructions);
  if (req.readHead) {
    const files = [...INSTRUCTION_FILES, ...(req.outputSchema?.kind === 'file' ? [req.outputSchema.path] : [])];
    for (const file of files) {
      const [trusted, head] = await Promise.all([req.read(file).catch(() => null), req.readHead(file).catch(() => null)]);
      if (trusted !== head) notices.push(`This PR changes ${file}; the ${req.where} branch's version was used for this run (a PR cannot change what its own run is told).`);
    }
  }
  return { ...(outputSchema ? { outputSchema } : {}), instructions, notices };
}

/**
 * Reads committed files at `ref` (never the working tree). A symlink is followed once, to a
 * target inside the repository (`CLAUDE.md -> AGENTS.md`); anything else a link points at is
 * treated as absent.
 */
export function committedFileReader(cwd: string, ref: string, exec?: Exec): TrustedFileReader {
  const show = async (rel: string): Promise<{ mode: string; text: string } | null> => {
    const entry = await git(['ls-tree', '-z', ref, '--', rel], { cwd, exec, allowFailure: true });
    const mode = /^(\d+) blob /.exec(entry.stdout)?.[1];
    if (entry.exitCode !== 0 || !mode) return null;
    const blob = await git(['cat-file', 'blob', `${ref}:${rel}`], { cwd, exec, allowFailure: true });
    return blob.exitCode === 0 ? { mode, text: blob.stdout } : null;
  };
  return async (rel) => {
    const file = await show(rel);
    if (!file || file.mode !== '120000') return file?.text ?? null;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), file.text.trim()));
    if (target.startsWith('../') || target === '..' || path.posix.isAbsolute(target)) return null;
    const linked = await show(target);
    return linked && linked.mode !== '120000' ? linked.text : null;
  };
}
