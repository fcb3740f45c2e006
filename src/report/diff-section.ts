/**
 * The "Changes" section: the `--stat` summary, then the diff in a ```diff block, cut per file to
 * the budget the report gives it (see capDiff), with a note naming the files cut or left out and
 * pointing at the full diff (the `diff_path` output / the run's artifact; the file itself when the
 * report is read where the run happened).
 */
import { safeUrl } from './progress-comment.js';
import { capDiff } from './cap-diff.js';
import type { ReportContext } from './report-context.js';
import { clipWithNote } from './call-format.js';
import { codeSpan, detailsBlock, fenceOverhead, fenced, plural, stripControl } from './markdown.js';

const HEADING = '#### 📝 Changes';
/** Files named in the omitted-files note; the rest are counted. */
const MAX_NAMED_FILES = 15;
/** Stat lines kept (a run touching thousands of files has a long stat). */
const MAX_STAT_CHARS = 4_000;
/** Diffs up to this many lines are shown expanded. */
const OPEN_LINES = 400;

type DiffInput = Pick<ReportContext, 'diff' | 'diffStat' | 'diffPath' | 'runUrl' | 'local'>;

export function renderDiffSection(ctx: DiffInput, budget: number): string {
  const diff = stripControl(ctx.diff);
  if (!diff.trim()) return `${HEADING}\n\nNo files were changed.`;
  const where = whereIsFullDiff(ctx);
  const files = countFiles(diff);
  const summary = `Diff — ${plural(files, 'file')}`;
  const statText = ctx.diffStat.trim() ? clipWithNote(stripControl(ctx.diffStat).replace(/\n+$/, ''), Math.min(MAX_STAT_CHARS, Math.floor(budget / 4))) : '';
  const head = statText ? `${HEADING}\n\n${fenced(statText)}` : HEADING;
  const section = (text: string, notes: string[]) =>
    [head, detailsBlock(summary, fenced(text, 'diff'), text.split('\n').length <= OPEN_LINES), ...notes].join('\n\n');

  const whole = diff.length <= budget ? section(diff, []) : null;
  if (whole && whole.length <= budget) return whole;

  const wrapperOverhead = '<details open><summary></summary>\n\n\n\n</details>'.length + summary.length + 4;
  const noteReserve = 300 + MAX_NAMED_FILES * 120 + where.length;
  const diffBudget = budget - head.length - wrapperOverhead - fenceOverhead(diff, 'diff') - noteReserve;
  if (diffBudget < 400) {
    // Not even a useful slice fits: the stat and a pointer to the full diff.
    const line = `${plural(files, 'file')} changed; the diff did not fit in this comment. ${where}`;
    const withStat = `${head}\n\n${line}`;
    const short = `${HEADING}\n\n${line}`;
    return withStat.length <= budget ? withStat : short.length <= budget ? short : '';
  }

  const capped = capDiff(diff, diffBudget);
  const parts: string[] = ['✂️ The diff was shortened to fit this comment:'];
  if (capped.truncatedFiles.length) parts.push(`cut ${namedList(capped.truncatedFiles)};`);
  if (capped.omittedFiles.length) parts.push(`not shown: ${namedList(capped.omittedFiles)}.`);
  parts.push(where);
  return section(capped.text, [parts.join(' ')]);
}

function namedList(files: string[]): string {
  const named = files.slice(0, MAX_NAMED_FILES).map((f) => codeSpan(f, { max: 100 }));
  const rest = files.length - named.length;
  return rest > 0 ? `${named.join(', ')} and ${plural(rest, 'more file')}` : named.join(', ');
}

function whereIsFullDiff(ctx: DiffInput): string {
  // From a shell (`marshal run`) the file is right there; there are no step outputs.
  if (ctx.local && ctx.diffPath) return `The full diff is in ${codeSpan(ctx.diffPath, { max: 400 })}.`;
  // The runner's path means nothing to a reviewer: name the output and link the run instead.
  const run = ctx.runUrl ? `[the job run](${safeUrl(ctx.runUrl)})` : 'the run';
  if (ctx.diffPath) return `The full diff is the \`diff_path\` step output of ${run}.`;
  return `The full diff is in the log of ${run}.`;
}

function countFiles(diff: string): number {
  const matches = diff.match(/^diff --git /gm);
  return matches ? matches.length : 1;
}
