// A pnpm + turbo monorepo: apps/web (Next.js, with its own .env.local), packages/api, packages/shared.
import { COMMON_ALLOW, COMMON_DENIED, COMMON_DENY, type Stack } from './types.js';

export const monorepo: Stack = {
  name: 'monorepo',
  policy: `
version: 1
allow:
  - Read
  - Edit(apps/*/src/**)
  - Edit(packages/*/src/**)
  - Edit(packages/*/package.json)
  - Edit(apps/*/package.json)
  - Edit(pnpm-lock.yaml)
  - Edit(.gitignore)
  - Bash(pnpm install:*)
  - Bash(pnpm test:*)
  - Bash(pnpm run:*)
  - Bash(pnpm lint:*)
  - Bash(pnpm build:*)
  - Bash(pnpm typecheck:*)
  - Bash(pnpm add:*)
  - Bash(pnpm list:*)
  - Bash(pnpm why:*)
  - Bash(pnpm exec tsc:*)
  - Bash(pnpm exec vitest:*)
  - Bash(pnpm exec eslint:*)
  - Bash(turbo run:*)
  - Bash(npx turbo run:*)
  - Bash(pnpm turbo run:*)${COMMON_ALLOW}
deny:${COMMON_DENY}
  - Bash(pnpm publish:*)
  - Bash(pnpm -r publish:*)
`,
  files: {
    '.gitignore': 'node_modules/\n.turbo/\ndist/\n.next/\n.env\n.env.*\n*.local\nsecrets/\n',
    '.npmrc': 'auto-install-peers=true\n',
    'package.json': JSON.stringify({ name: 'acme', private: true, scripts: { build: 'turbo run build', test: 'turbo run test', lint: 'turbo run lint', typecheck: 'turbo run typecheck' } }, null, 2),
    'pnpm-workspace.yaml': 'packages:\n  - apps/*\n  - packages/*\n',
    'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'turbo.json': '{"tasks":{"build":{"dependsOn":["^build"]},"test":{},"lint":{},"typecheck":{}}}\n',
    'apps/web/package.json': '{"name":"web","scripts":{"build":"next build","test":"vitest","lint":"eslint src","typecheck":"tsc --noEmit"}}\n',
    'apps/web/src/app.tsx': "import { createClient } from '@acme/api';\nexport const App = () => createClient();\n",
    'apps/web/src/app.test.tsx': "it('renders', () => {});\n",
    'apps/web/next.config.js': 'module.exports = {};\n',
    'packages/api/package.json': '{"name":"@acme/api","scripts":{"build":"tsc","test":"vitest","lint":"eslint src","typecheck":"tsc --noEmit"}}\n',
    'packages/api/src/index.ts': "export * from './client.js';\n",
    'packages/api/src/client.ts': "import { env } from '@acme/shared';\nexport function createClient() { return env; }\n",
    'packages/api/src/client.test.ts': "it('creates', () => {});\n",
    'packages/shared/package.json': '{"name":"@acme/shared","scripts":{"build":"tsc","test":"vitest"}}\n',
    'packages/shared/src/index.ts': 'export const env = process.env.NODE_ENV;\n',
    'packages/api/node_modules/.bin/vitest': '#!/usr/bin/env node\n',
    // Next.js reads per-app environment files: git-ignored, Read-denied.
    'apps/web/.env.local': 'NEXT_PUBLIC_KEY=pk_live\nSTRIPE_SECRET=sk_live_456\n',
  },
  links: {
    'node_modules/@acme/api': '../../packages/api',
    'node_modules/@acme/shared': '../../packages/shared',
    'apps/web/node_modules/@acme/api': '../../../../packages/api',
  },
  everyday: [
    'pnpm install',
    'pnpm install --frozen-lockfile',
    'pnpm test',
    'pnpm -r test',
    'pnpm -r --parallel run lint',
    'pnpm --recursive run build',
    'pnpm --filter @acme/api test',
    'pnpm --filter @acme/api test -- --run',
    'pnpm --filter ./apps/web build',
    'pnpm --filter "./packages/**" typecheck',
    'pnpm -F @acme/api test',
    'pnpm -F web lint',
    'pnpm --filter "@acme/*" typecheck',
    'pnpm --filter @acme/api... build',
    'pnpm --filter=web test',
    'pnpm test --filter @acme/api',
    'pnpm -C apps/web build',
    'pnpm --dir packages/api test',
    'pnpm add -D vitest --filter @acme/api',
    'pnpm list --depth 0 -r',
    'pnpm why react',
    'pnpm exec tsc --noEmit -p apps/web',
    'pnpm --filter @acme/api exec vitest run',
    'pnpm -F @acme/api exec tsc --noEmit',
    'pnpm lint 2>&1 | tail -30',
    'pnpm test || true',
    'CI=1 pnpm -r test',
    'turbo run build',
    'turbo run test --filter=@acme/api',
    'turbo run lint --filter=web...',
    'turbo run typecheck --filter="./packages/*"',
    'npx turbo run build --filter=./apps/web',
    'pnpm turbo run test --filter=@acme/shared',
    'cd apps/web && pnpm test',
    'cd packages/api && pnpm exec vitest run',
    '(cd packages/api && pnpm test -- --run)',
    'cd apps/web && pnpm build && cd ../..',
    'cd packages/shared && pnpm build 2>&1 | tail -5',
    'cd packages/api && grep -rn "createClient" src',
    'for d in packages/*; do echo "$d"; done',
    'for pkg in api shared; do pnpm --filter "@acme/$pkg" test; done',
    'for d in packages/*/; do (cd "$d" && pnpm test); done',
    'cat pnpm-workspace.yaml',
    'cat turbo.json',
    'cat packages/api/package.json',
    'ls packages apps',
    'ls -la apps/web/src',
    'grep -rn "createClient" packages/*/src',
    'grep -rn "createClient" --include="*.ts" --include="*.tsx" apps packages',
    'grep -rn "NEXT_PUBLIC" apps/web/src',
    'rg "export \\* from" packages',
    'rg -n "process.env" apps packages',
    'rg -l "@acme/api"',
    'git grep -n "@acme/shared" -- apps packages',
    'git ls-files "packages/*/package.json" | xargs grep -h "\\"name\\""',
    'find packages -name package.json -not -path "*/node_modules/*"',
    'find . -name "*.test.ts" -not -path "*/node_modules/*" | xargs wc -l',
    'find apps packages -name "*.ts*" -not -path "*/node_modules/*" -exec wc -l {} +',
    'git status',
    'git diff',
    'git diff --stat -- packages/api',
    'git log --oneline -10 -- packages/api',
    'git diff --name-only HEAD -- packages | xargs wc -l',
    'git add packages/api/src && git commit -m "api: client options"',
    // Readers and finders as agents write them (find expressions, grep --exclude, git ls-files listings, xargs input).
    'pnpm -F @acme/web build',
    'pnpm -r --filter "./packages/*" build',
    'find packages -name "*.ts" -not -path "*/node_modules/*" -not -path "*/dist/*" | xargs wc -l',
    "find . -name node_modules -prune -o -name package.json -print | xargs grep -h '\"name\"'",
    'git ls-files --others --exclude-standard | xargs wc -l',
    'grep -rn "createClient" --include="*.ts" --exclude-dir=node_modules packages',
  ],
  denied: [
    ...COMMON_DENIED,
    { command: 'pnpm publish', kernel: false, why: 'publishing is denied' },
    { command: 'pnpm -r publish', kernel: false, why: 'publishing is denied' },
    { command: 'pnpm --filter @acme/api publish', kernel: false, why: 'publishing is denied, with a filter' },
    { command: 'cd packages/api && pnpm publish', kernel: false, why: 'publishing is denied, after cd' },
    { command: 'pnpm exec node -e "1"', kernel: false, why: 'pnpm exec of anything but the allowed tools' },
    { command: 'pnpm -C .. test', kernel: false, why: 'pnpm -C leaves the workspace' },
    { command: 'pnpm --dir /tmp test', kernel: false, why: 'pnpm --dir leaves the workspace' },
    { command: 'pnpm --config.script-shell=./evil.sh test', kernel: false, why: 'pnpm configuration that runs a program' },
    { command: 'pnpm test --filter @acme/api --node-options="--require ./evil.js"', kernel: false, why: 'node options' },
    { command: 'cat apps/web/.env.local', kernel: true, why: 'the web app environment' },
    { command: 'grep -rn "STRIPE" apps/web', kernel: true, why: 'grep -r reads apps/web/.env.local' },
    { command: 'cd apps/web && cat .env.local', kernel: true, why: 'the web app environment, after cd' },
    { command: 'cd apps/web && grep -r STRIPE .', kernel: true, why: 'grep -r reads .env.local, after cd' },
    { command: 'rg --hidden --no-ignore-vcs STRIPE apps', kernel: true, why: 'rg told to read hidden and git-ignored files reads .env.local' },
    { command: 'for d in apps/*; do cat "$d/.env.local"; done', kernel: true, why: 'the loop reads every app environment' },
  ],
};
