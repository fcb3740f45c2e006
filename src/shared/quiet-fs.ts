/**
 * File-system reads for walks that look at what is there and pass over what is not: a path that
 * vanished, or a directory that cannot be read, is simply nothing (no throw).
 */
import { lstatSync, readdirSync, type Stats } from 'node:fs';

/** lstat, or null when it fails for any reason. */
export function lstatOrNull(abs: string): Stats | null {
  try {
    return lstatSync(abs);
  } catch {
    return null;
  }
}

/** The names in a directory, or none when it cannot be read. */
export function namesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
