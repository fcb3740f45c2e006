// A TypeScript service with npm workspaces (packages/*), yarn for one legacy script, vitest, eslint.
import { COMMON_ALLOW, COMMON_DENIED, COMMON_DENY, type Stack } from './types.js';

export const node: Stack = {
  name: 'node',
  policy: `
version: 1
allow:
  - Read
  - Edit(src/**)
  - Edit(test/**)
  - Edit(packages/**)
  - Edit(package.json)
  - Edit(package-lock.json)
  - Edit(.gitignore)
  - Edit(CHANGELOG.md)
  - Bash(npm test:*)
  - Bash(npm run:*)
  - Bash(npm ci)
  - Bash(npm install:*)
  - Bash(npm ls:*)
  - Bash(npm --version)
  - Bash(node --version)
  - Bash(npx tsc:*)
  - Bash(npx vitest:*)
  - Bash(npx eslint:*)
  - Bash(npx prettier:*)
  - Bash(yarn test:*)
  - Bash(yarn lint:*)
  - Bash(yarn install:*)
  - Bash(yarn workspace:*)${COMMON_ALLOW}
deny:${COMMON_DENY}
  - Bash(npm publish:*)
`,
  files: {
    '.gitignore': 'node_modules/\ndist/\ncoverage/\n.env\n.env.*\nsecrets/\n',
    'package.json': JSON.stringify({
      name: 'orders-service', private: true, type: 'module', workspaces: ['packages/*'],
      scripts: { test: 'vitest', lint: 'eslint src test', build: 'tsc -p .', typecheck: 'tsc --noEmit', format: 'prettier --write .' },
    }, null, 2),
    'package-lock.json': '{"lockfileVersion":3}\n',
    'yarn.lock': '# yarn lockfile v1\n',
    'tsconfig.json': '{"compilerOptions":{"strict":true,"outDir":"dist"},"include":["src"]}\n',
    'vitest.config.ts': 'export default {};\n',
    '.eslintrc.json': '{"root":true}\n',
    'README.md': '# orders-service\n',
    'CHANGELOG.md': '# Changelog\n\n## 1.2.0\n- dates\n',
    'docs/api.md': '# API\n',
    'src/index.ts': "export { createServer } from './server.js';\n",
    'src/server.ts': 'export function createServer() { return {}; }\n',
    'src/utils/date.ts': 'export function formatDate(d: Date) { return d.toISOString(); }\n',
    'src/utils/strings.ts': 'export const trim = (s: string) => s.trim(); // TODO: unicode\n',
    'src/routes/users.ts': "import { formatDate } from '../utils/date.js';\nexport const users = [formatDate];\n",
    'test/utils.test.ts': "import { describe, it } from 'vitest';\ndescribe('formats dates', () => { it('works', () => {}); });\n",
    'test/server.test.ts': "import { it } from 'vitest';\nit('starts', () => {});\n",
    'packages/core/package.json': '{"name":"@acme/core","scripts":{"test":"vitest","build":"tsc"}}\n',
    'packages/core/src/index.ts': 'export const core = 1;\n',
    'packages/ui/package.json': '{"name":"@acme/ui","scripts":{"test":"vitest","build":"tsc"}}\n',
    'packages/ui/src/button.tsx': 'export function Button() { const [s] = useState(0); return s; }\n',
    'node_modules/vitest/vitest.mjs': '#!/usr/bin/env node\n',
    '.github/workflows/ci.yml': 'on: push\n',
    'scripts/release.sh': '#!/bin/sh\nnpm publish\n',
  },
  links: {
    'node_modules/.bin/vitest': '../vitest/vitest.mjs',
    'node_modules/@acme/core': '../../packages/core',
    'node_modules/@acme/ui': '../../packages/ui',
    // A developer's convenience link to the local environment (git-ignored target).
    'config/local.env': '../.env',
  },
  everyday: [
    'npm test',
    'npm test -- --run',
    'npm run test -- src/utils',
    'npm run lint',
    'npm run lint -- --fix',
    'npm run build',
    'npm run typecheck',
    'npm ci',
    'npm install',
    'npm install --save-dev @types/node',
    'npm ls vitest',
    'node --version && npm --version',
    'npx tsc --noEmit',
    'npx tsc --noEmit -p tsconfig.json',
    'npx vitest run',
    'npx vitest run test/utils.test.ts',
    'npx vitest run -t "formats dates"',
    'npx eslint src --ext .ts',
    'npx eslint src/utils/date.ts --fix',
    'npx prettier --check "src/**/*.ts"',
    'npx prettier --write src/utils/date.ts',
    'npm test 2>&1 | tail -50',
    'npm test 2>&1 | head -100',
    'npm run build 2>&1 | tail -20',
    'npm test -- --reporter=verbose 2>&1 | grep -E "FAIL|PASS"',
    'npm run lint 2>&1 | grep -c error',
    'npm run lint || true',
    'npm test; echo "exit code: $?"',
    'CI=1 npm test',
    'CI=true npm test -- --run',
    'NODE_ENV=test npx vitest run',
    'FORCE_COLOR=0 npm test 2>&1 | tail -30',
    'NO_COLOR=1 npx eslint src',
    'TZ=UTC npx vitest run test/utils.test.ts',
    'NODE_OPTIONS=--max-old-space-size=4096 npm run build',
    'npm test -w packages/core',
    'npm run build --workspace=packages/ui',
    'npm run test --workspaces --if-present',
    'npm run build -w @acme/core -w @acme/ui',
    'cd packages/core && npm test',
    'cd packages/ui && npx tsc --noEmit',
    '(cd packages/core && npm run build)',
    'cd packages/core && npm test -- --run && cd ../..',
    'cd packages/ui && npm test 2>&1 | tail -20',
    'cd src && ls -la',
    'cd src/utils && grep -n "export" date.ts strings.ts',
    'yarn test',
    'yarn lint --fix',
    'yarn workspace @acme/core test',
    'yarn install --frozen-lockfile',
    'git status',
    'git status --short',
    'git diff',
    'git diff --stat',
    'git diff src/utils/date.ts',
    'git diff HEAD --stat',
    'git log --oneline -10',
    'git log -5 --format="%h %s"',
    'git log -p -3 -- src/utils/date.ts',
    'git show --stat HEAD',
    'git show HEAD -- src/index.ts',
    'git add src/utils/date.ts test/utils.test.ts',
    'git commit -m "fix: handle invalid dates"',
    'git add -A && git commit -m "chore: lint fixes"',
    'git stash && npm test && git stash pop',
    'git grep -n "formatDate"',
    'git grep -n "TODO" -- src/',
    'git ls-files | grep test',
    'git ls-files "*.ts" | xargs wc -l',
    'git diff --name-only | xargs npx eslint',
    'git diff --name-only HEAD -- src | xargs npx prettier --check',
    'grep -rn "formatDate" src/',
    'grep -rn "formatDate" --include="*.ts" .',
    'grep -r "TODO" . --include=*.ts --exclude-dir=node_modules',
    'grep -rl "useState" packages/ui/src',
    'grep -rn "createServer" src test',
    'grep -r "acme" config',
    'rg "formatDate"',
    'rg -n "export function" src',
    'rg --files | head -50',
    'rg -l "describe" test',
    'rg -n "TODO|FIXME" --type ts',
    'find . -name "*.test.ts" -not -path "./node_modules/*"',
    'find src -name "*.ts" | xargs wc -l',
    'find . -name "*.ts" -not -path "./node_modules/*" | xargs grep -l "formatDate"',
    'find src -type f -name "*.ts" -exec wc -l {} +',
    'find src -name "*.ts" -exec grep -l "export" {} \\;',
    'ls -la',
    'ls src/utils',
    'ls packages/*/src',
    'cat package.json',
    'cat src/utils/date.ts',
    'cat package.json | grep -A5 scripts',
    'head -50 src/server.ts',
    'tail -20 CHANGELOG.md',
    'wc -l src/*.ts src/*/*.ts',
    'for f in src/utils/*.ts; do wc -l "$f"; done',
    'for f in src/utils/*.ts; do echo "== $f"; head -5 "$f"; done',
    'sed -n "1,20p" src/routes/users.ts',
    'echo "coverage/" >> .gitignore',
    'echo .env >> .gitignore',
    'echo ".env.production" >> .gitignore && git add .gitignore',
    'mkdir -p src/routes/admin',
    'touch src/routes/admin/index.ts',
  ],
  denied: [
    ...COMMON_DENIED,
    { command: 'npm publish', kernel: false, why: 'publishing is denied' },
    { command: 'cd packages/core && npm publish', kernel: false, why: 'publishing is denied, after cd' },
    { command: 'npm test && npm publish --access public', kernel: false, why: 'publishing is denied' },
    { command: 'cat config/local.env', kernel: true, why: 'a link to .env' },
    { command: 'grep -R DATABASE config', kernel: true, why: 'grep -R follows the link to .env' },
    { command: 'rg -L DATABASE config', kernel: true, why: 'rg -L follows the link to .env' },
    { command: 'cd packages/core && cat ../../.env', kernel: true, why: '.env, relative to packages/core' },
    { command: 'NODE_OPTIONS="--require ./evil.js" npm test', kernel: false, why: 'node loads an agent-written module' },
    { command: 'npm test --script-shell=./evil.sh', kernel: false, why: 'npm runs scripts with another shell' },
    { command: 'cd scripts && ./release.sh', kernel: false, why: 'a script no rule allows, after cd' },
    { command: 'for f in src/*.ts; do git push origin "$f"; done', kernel: false, why: 'pushes in a loop' },
    { command: 'echo hi > package-lock.json && cat .env', kernel: true, why: 'reads .env after a write' },
    { command: 'echo x >> .github/workflows/ci.yml', kernel: false, why: 'writes a workflow' },
    { command: 'cd src && echo x > ../.github/workflows/ci.yml', kernel: false, why: 'writes a workflow, after cd' },
    { command: 'git ls-files -o | xargs cat', kernel: true, why: 'untracked files include .env' },
  ],
};
