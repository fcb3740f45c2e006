// dist/ is committed and must match the source: rebuild into a temp dir and compare byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

test('committed dist/ matches a fresh build of src/', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'marshal-dist-'));
  execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', out], { cwd: root, stdio: 'pipe' });
  const fresh = readdirSync(out).sort();
  const committed = readdirSync(path.join(root, 'dist')).sort();
  expect(committed).toEqual(fresh);
  for (const file of fresh) {
    const same = readFileSync(path.join(out, file)).equals(readFileSync(path.join(root, 'dist', file)));
    expect(same, `dist/${file} is stale: run "npm run build" and commit dist/`).toBe(true);
  }
}, 60_000);
