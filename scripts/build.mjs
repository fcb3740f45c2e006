// Bundles the Action (dist/index.js) and the CLI (dist/cli.js) into single ESM files for Node 20+,
// and copies the tree-sitter wasm files they load beside them.
// Usage: node scripts/build.mjs [--outdir DIR]   (the dist freshness test builds into a temp dir)
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const outdir = path.resolve(args[args.indexOf('--outdir') + 1] && args.includes('--outdir') ? args[args.indexOf('--outdir') + 1] : path.join(root, 'dist'));
const require = createRequire(import.meta.url);

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
/**
 * zod's namespace (`z`) carries every locale's error messages (`z.locales`, ~370 KB, half of zod):
 * the bundle keeps English, the one zod registers by default and the only one Marshal uses, so a
 * short command (`policy explain`) does not compile the other forty.
 */
const englishOnlyZod = {
  name: 'english-only-zod',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => (/[\\/]zod[\\/]v4[\\/]/.test(args.importer) ? { path: 'zod-locales', namespace: 'english-only-zod' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'english-only-zod' }, () => ({ contents: "export { default as en } from 'zod/v4/locales/en.js';", loader: 'js', resolveDir: root }));
  },
};
const common = {
  absWorkingDir: root,
  plugins: [englishOnlyZod],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  define: { __MARSHAL_VERSION__: JSON.stringify(version) },
  banner: {
    js: "import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);",
  },
};
// The Action is one file. The CLI is split at its subcommands' dynamic imports (src/cli.ts), so
// `marshal --help` parses a few kilobytes and each command loads only its own chunks.
await build({ ...common, entryPoints: { index: 'src/index.ts' }, splitting: false });
await build({ ...common, entryPoints: { cli: 'src/cli.ts' }, splitting: true, chunkNames: 'cli-[name]-[hash]' });
// The sandbox's fetch proxy agent (src/sandbox/fetch-preload.ts): CommonJS, loaded by a --require
// preload in sandboxed Node processes, never by Marshal.
await build({ ...common, format: 'cjs', banner: {}, entryPoints: { 'fetch-proxy-agent': 'src/sandbox/fetch-proxy-agent.ts' }, splitting: false, minify: true, outExtension: { '.js': '.cjs' } });
await copyFile(require.resolve('web-tree-sitter/web-tree-sitter.wasm'), path.join(outdir, 'web-tree-sitter.wasm'));
await copyFile(path.join(path.dirname(require.resolve('tree-sitter-bash/package.json')), 'tree-sitter-bash.wasm'), path.join(outdir, 'tree-sitter-bash.wasm'));
