// trustedDirectory (src/trusted-dir.ts): where the CLI keeps code it runs later, checked from `/`
// down. The attacks are the ones a red-team walkthrough used against the compile cache: a
// group-writable shared folder above the cache, a symlink another user planted, a cache inside a
// checkout. Ownership changes need root (CI runs as root; elsewhere those tests are skipped).
import { chmodSync, lchownSync, chownSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trustedDirectory } from '../src/trusted-dir.js';

const isRoot = process.getuid?.() === 0;
const rootOnly = it.skipIf(!isRoot && !process.env.CI);
const NOBODY = 65534;

let tmp: string;
beforeEach(() => {
  tmp = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'marshal-trusted-dir-')));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

describe('trustedDirectory', () => {
  it('makes what is missing, 0700, and returns the directory (under sticky /tmp)', () => {
    const dir = path.join(tmp, 'a', 'b', 'marshal');
    const trusted = trustedDirectory(dir);
    expect(trusted).toEqual({ ok: true, real: dir });
    for (const made of [path.join(tmp, 'a'), path.join(tmp, 'a', 'b'), dir]) expect(statSync(made).mode & 0o777).toBe(0o700);
  });

  it('follows a symlink of this user to where it leads, "..", "." and all', () => {
    mkdirSync(path.join(tmp, 'real', 'inner'), { recursive: true, mode: 0o700 });
    symlinkSync('real/inner/..', path.join(tmp, 'link'));
    expect(trustedDirectory(path.join(tmp, 'link', '.', 'cache'))).toEqual({ ok: true, real: path.join(tmp, 'real', 'cache') });
  });

  it('refuses a directory on the way that others can write and that is not sticky (a shared folder)', () => {
    const shared = path.join(tmp, 'team');
    mkdirSync(path.join(shared, 'cache'), { recursive: true, mode: 0o700 });
    chmodSync(shared, 0o770 | 0o2000);
    const trusted = trustedDirectory(path.join(shared, 'cache'));
    expect(trusted).toEqual({ ok: false, why: `${shared} is writable by other users (mode 2770)` });
  });

  it('allows a sticky world-writable directory on the way, as /tmp is', () => {
    const sticky = path.join(tmp, 'sticky');
    mkdirSync(sticky, { mode: 0o700 });
    chmodSync(sticky, 0o1777);
    expect(trustedDirectory(path.join(sticky, 'mine'))).toMatchObject({ ok: true });
  });

  it('refuses the last directory when others can write it', () => {
    const dir = path.join(tmp, 'open');
    mkdirSync(dir, { mode: 0o700 });
    chmodSync(dir, 0o777);
    expect(trustedDirectory(dir)).toEqual({ ok: false, why: `${dir} is writable by other users (mode 777)` });
  });

  it('refuses a directory inside a git work tree (a commit could plant the cache)', () => {
    const checkout = path.join(tmp, 'repo');
    mkdirSync(path.join(checkout, '.git'), { recursive: true });
    const trusted = trustedDirectory(path.join(checkout, '.cache', 'marshal'));
    expect(trusted).toEqual({ ok: false, why: `${checkout} is a git work tree, where a commit could put files` });
    // Reached through a symlink too: the walk sees the real directories.
    symlinkSync(path.join(checkout, '.cache'), path.join(tmp, 'xdg'));
    expect(trustedDirectory(path.join(tmp, 'xdg', 'marshal'))).toMatchObject({ ok: false, why: expect.stringMatching(/git work tree/) });
  });

  it('refuses a path through a file', () => {
    writeFileSync(path.join(tmp, 'file'), 'x');
    expect(trustedDirectory(path.join(tmp, 'file', 'cache'))).toEqual({ ok: false, why: `${path.join(tmp, 'file')} is not a directory` });
  });

  it('refuses a symlink loop without hanging', () => {
    symlinkSync('b', path.join(tmp, 'a'));
    symlinkSync('a', path.join(tmp, 'b'));
    expect(trustedDirectory(path.join(tmp, 'a', 'cache'))).toMatchObject({ ok: false, why: expect.stringMatching(/too many symlinks/) });
  });

  rootOnly('refuses a symlink another user planted, even to a directory this user owns', () => {
    // The walkthrough's attack (b): XDG_CACHE_HOME=/tmp/x, where another user made /tmp/x a link
    // to a checkout the victim owns, holding a forged cache.
    mkdirSync(path.join(tmp, 'victim', 'evil', 'marshal'), { recursive: true, mode: 0o700 });
    const planted = path.join(tmp, 'planted');
    symlinkSync(path.join(tmp, 'victim', 'evil'), planted);
    lchownSync(planted, NOBODY, NOBODY);
    expect(trustedDirectory(path.join(planted, 'marshal'))).toEqual({ ok: false, why: `${planted} is a symlink that belongs to uid ${NOBODY}, not this user (0) or root` });
  });

  rootOnly("refuses another user's directory on the way and as the last one", () => {
    const theirs = path.join(tmp, 'theirs');
    mkdirSync(path.join(theirs, 'cache'), { recursive: true, mode: 0o700 });
    chownSync(theirs, NOBODY, NOBODY);
    expect(trustedDirectory(path.join(theirs, 'cache'))).toEqual({ ok: false, why: `${theirs} belongs to uid ${NOBODY}, not this user (0) or root` });
    chownSync(theirs, 0, 0);
    chownSync(path.join(theirs, 'cache'), NOBODY, NOBODY);
    expect(trustedDirectory(path.join(theirs, 'cache'))).toMatchObject({ ok: false, why: expect.stringMatching(/belongs to uid 65534/) });
  });
});
