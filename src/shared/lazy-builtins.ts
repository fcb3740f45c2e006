/**
 * Node built-ins that only some paths use, loaded on their first use instead of at start-up.
 *
 * Each of these costs Node a few milliseconds to compile its own JavaScript the first time
 * (`node:child_process` brings `net`, `dgram` and their streams: about 10 ms with `vm` on these
 * machines), and a short command pays that on every start. `marshal policy explain` decides a
 * call without spawning git (unless the command names git-tracked paths), without a watchdog
 * context and without parsing an IP address, so it never loads them.
 */
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

export function childProcess(): typeof import('node:child_process') {
  return load('node:child_process') as typeof import('node:child_process');
}

export function vmModule(): typeof import('node:vm') {
  return load('node:vm') as typeof import('node:vm');
}

export function netModule(): typeof import('node:net') {
  return load('node:net') as typeof import('node:net');
}
