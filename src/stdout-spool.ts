/**
 * Standard output spooled to a private file instead of a pipe, for commands whose whole output is
 * read once they end (git grep, git ls-files). Through a pipe every write of the child waits for
 * Marshal's event loop to drain 64 KB; a 4 MB `git grep -c` then takes ~1.6x as long as the same
 * command writing to a file. The child gets the open descriptor as its stdout (nothing else: no
 * path to open, so a sandboxed child needs no access to Marshal's temp directory), and the file is
 * read back under the same head-and-tail cap as a pipe, in fixed-size chunks (memory stays at the
 * cap however much was written), then removed.
 */
import { closeSync, fstatSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHUNK = 1 << 20;

export interface Spool {
  /** The descriptor to hand to the child as its stdout. */
  readonly fd: number;
  /** Streams what was written, in order, to `push`. */
  drain(push: (chunk: Buffer) => void): void;
  /** Closes and removes the file; idempotent. */
  dispose(): void;
}

export function openSpool(): Spool {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marshal-spool-'));
  const fd = openSync(path.join(dir, 'stdout'), 'wx+', 0o600);
  let open = true;
  return {
    fd,
    drain(push) {
      const size = fstatSync(fd).size;
      for (let at = 0; at < size; ) {
        const chunk = Buffer.allocUnsafe(Math.min(CHUNK, size - at));
        const n = readSync(fd, chunk, 0, chunk.length, at);
        if (n <= 0) break;
        push(n === chunk.length ? chunk : chunk.subarray(0, n));
        at += n;
      }
    },
    dispose() {
      if (!open) return;
      open = false;
      try {
        closeSync(fd);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
