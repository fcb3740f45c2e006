/**
 * Unified diffs for Write and Edit previews: a line-level Myers diff (common prefix and suffix
 * trimmed first, so a local edit in a large file costs almost nothing) rendered as `git diff`
 * style hunks. When the files differ in too many places to diff cheaply, the differing middle is
 * shown as one replacement hunk, which is still a correct diff, just not a minimal one.
 */

/** Edit-script length above which the middle is shown as a whole replacement. */
const MAX_EDIT_DISTANCE = 2000;

type Op = { kind: ' ' | '-' | '+'; line: string };

/** Lines with their terminators kept, so a missing final newline is a visible difference. */
function linesOf(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/(?<=\n)/);
  return lines;
}

/** Myers' O(ND) shortest edit script between `a` and `b`, or null when D exceeds `maxD`. */
function myers(a: readonly string[], b: readonly string[], maxD: number): Op[] | null {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(maxD, n + m);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  const trace: Int32Array[] = [];
  v[offset + 1] = 0;
  for (let d = 0; d <= limit; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
        ? (v[offset + k + 1] as number)
        : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d);
    }
  }
  return null;
}

function backtrack(a: readonly string[], b: readonly string[], trace: Int32Array[], dEnd: number): Op[] {
  const ops: Op[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = dEnd; d >= 0; d--) {
    const vd = trace[d] as Int32Array;
    const at = (k: number) => vd[k + d + 1] as number;
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ kind: ' ', line: a[x - 1] as string });
      x--;
      y--;
    }
    if (d === 0) break;
    if (x === prevX) ops.push({ kind: '+', line: b[y - 1] as string });
    else ops.push({ kind: '-', line: a[x - 1] as string });
    x = prevX;
    y = prevY;
  }
  return ops.reverse();
}

function diffOps(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle = myers(midA, midB, MAX_EDIT_DISTANCE) ?? [
    ...midA.map((line) => ({ kind: '-' as const, line })),
    ...midB.map((line) => ({ kind: '+' as const, line })),
  ];
  return [
    ...a.slice(0, start).map((line) => ({ kind: ' ' as const, line })),
    ...middle,
    ...a.slice(endA).map((line) => ({ kind: ' ' as const, line })),
  ];
}

function render(op: Op): string[] {
  const body = op.line.replace(/\r?\n$/, '');
  const out = [`${op.kind}${body}`];
  if (!op.line.endsWith('\n')) out.push('\\ No newline at end of file');
  return out;
}

export interface DiffOptions {
  /** Workspace-relative path for the `---` / `+++` header. */
  path: string;
  /** Unchanged lines shown around each change. Default 3. */
  context?: number;
  /** True when the file did not exist before (header says /dev/null). */
  created?: boolean;
}

export interface DiffStats {
  added: number;
  removed: number;
}

/** A unified diff of two texts; '' when they are identical. */
export function unifiedDiff(before: string, after: string, opts: DiffOptions): string {
  if (before === after) return '';
  const context = opts.context ?? 3;
  const ops = diffOps(linesOf(before), linesOf(after));
  const changed = ops.flatMap((op, i) => (op.kind === ' ' ? [] : [i]));
  const out = [opts.created ? '--- /dev/null' : `--- a/${opts.path}`, `+++ b/${opts.path}`];

  // Prefix sums of old/new line numbers so each hunk header is computed directly.
  const oldAt: number[] = [];
  const newAt: number[] = [];
  let o = 1;
  let n = 1;
  for (const op of ops) {
    oldAt.push(o);
    newAt.push(n);
    if (op.kind !== '+') o++;
    if (op.kind !== '-') n++;
  }

  let i = 0;
  while (i < changed.length) {
    const first = changed[i] as number;
    let last = first;
    while (i + 1 < changed.length && (changed[i + 1] as number) - last <= 2 * context + 1) {
      i++;
      last = changed[i] as number;
    }
    i++;
    const from = Math.max(0, first - context);
    const to = Math.min(ops.length - 1, last + context);
    const slice = ops.slice(from, to + 1);
    const oldCount = slice.filter((op) => op.kind !== '+').length;
    const newCount = slice.filter((op) => op.kind !== '-').length;
    const oldStart = oldCount ? (oldAt[from] as number) : (oldAt[from] as number) - 1;
    const newStart = newCount ? (newAt[from] as number) : (newAt[from] as number) - 1;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@`);
    for (const op of slice) out.push(...render(op));
  }
  return `${out.join('\n')}\n`;
}

/** Lines added and removed in a unified diff produced by `unifiedDiff`. */
export function diffStats(diff: string): DiffStats {
  let added = 0;
  let removed = 0;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    if (line.startsWith('+')) added++;
    else if (line.startsWith('-')) removed++;
  }
  return { added, removed };
}

/** The first `maxLines` lines of a diff, with a note counting the rest. */
export function capDiff(diff: string, maxLines: number): string {
  const lines = diff.replace(/\n$/, '').split('\n');
  if (lines.length <= maxLines) return lines.join('\n');
  return `${lines.slice(0, maxLines).join('\n')}\n… (${lines.length - maxLines} more diff lines)`;
}
