/** Process checks shared by the exec tests. */
import { readFileSync } from 'node:fs';

/** True while the process exists and is not a zombie (killed but not yet reaped by init). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
