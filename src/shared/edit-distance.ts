/**
 * Shared vocabulary (src/shared/): edit distance, for the "did you mean" suggestions of both the
 * Read tool (a missing file's near names) and the policy (a rule naming an unknown tool).
 */

/** Edit distance, used for "did you mean" suggestions on short names only. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
    }
    prev = cur;
  }
  return prev[b.length] as number;
}
