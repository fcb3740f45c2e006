// Bundles the Action (dist/index.js) and the CLI (dist/cli.js) into single ESM files for Node 20+,
// and copies the tree-sitter wasm files they load beside them.
// Usage: node scripts/build.mjs [--outdir DIR]   (the dist freshness test builds into a temp dir)
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
/**
 * The policy command's CommonJS bundle takes web-tree-sitter's CommonJS build: its ESM build
 * imports Node's `module` with a dynamic import(), which code compiled through vm.Script (the
 * compile cache) cannot run without an experimental flag.
 */
const commonJsTreeSitter = {
  name: 'commonjs-tree-sitter',
  setup(b) {
    b.onResolve({ filter: /^web-tree-sitter$/ }, () => ({ path: require.resolve('web-tree-sitter') }));
  },
};
// The Action is one file. The CLI is split at its subcommands' dynamic imports (src/cli.ts), so
// `marshal --help` parses a few kilobytes and each command loads only its own chunks; the policy
// command is one CommonJS file instead, which the CLI loads through a V8 code cache
// (src/compile-cache.ts): a warm `policy explain` compiles almost none of its 2 MB.
const POLICY_BUNDLE = 'cli-policy';
await build({ ...common, entryPoints: { index: 'src/index.ts' }, splitting: false });
await build({
  ...common,
  define: { ...common.define, 'globalThis.__MARSHAL_POLICY_BUNDLE__': JSON.stringify(`./${POLICY_BUNDLE}.cjs`) },
  entryPoints: { cli: 'src/cli.ts' },
  splitting: true,
  chunkNames: 'cli-[name]-[hash]',
});
await build({
  ...common,
  plugins: [...common.plugins, commonJsTreeSitter],
  format: 'cjs',
  // No import() is left for vm.Script to resolve: each becomes a require of what is bundled.
  supported: { 'dynamic-import': false },
  define: { ...common.define, 'import.meta.url': '__marshalImportMetaUrl' },
  banner: { js: "const __marshalImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  entryPoints: { [POLICY_BUNDLE]: 'src/policy-command.ts' },
  splitting: false,
  outExtension: { '.js': '.cjs' },
});
// esbuild escapes what is not ASCII in strings, regular expressions and names (charset: ascii), but
// keeps comments as written: escape there too, so the loader reads the bundle as a one-byte string
// without decoding UTF-8 (src/compile-cache.ts). In a comment the escape is inert.
const policyBundle = path.join(outdir, `${POLICY_BUNDLE}.cjs`);
const policyText = await readFile(policyBundle, 'utf8');
await writeFile(policyBundle, policyText.replace(/[^\x00-\x7f]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`));
// The sandbox's fetch proxy agent (src/sandbox/fetch-preload.ts): CommonJS, loaded by a --require
// preload in sandboxed Node processes, never by Marshal.
await build({ ...common, format: 'cjs', banner: {}, entryPoints: { 'fetch-proxy-agent': 'src/sandbox/fetch-proxy-agent.ts' }, splitting: false, minify: true, outExtension: { '.js': '.cjs' } });
await copyFile(require.resolve('web-tree-sitter/web-tree-sitter.wasm'), path.join(outdir, 'web-tree-sitter.wasm'));
await copyFile(path.join(path.dirname(require.resolve('tree-sitter-bash/package.json')), 'tree-sitter-bash.wasm'), path.join(outdir, 'tree-sitter-bash.wasm'));
